//! A piece set by name: a folder of SVG files, a font file, or an
//! installed font found by its family name (fontdb), each read once per
//! process.

use super::{PieceSet, PieceSetError};
use crate::render::fonts::MAX_FONT;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Mutex, OnceLock};

/// The set `name` gives (not the built-in one), read once.
pub(super) fn load(name: &str) -> Result<PieceSet, PieceSetError> {
    static SETS: OnceLock<Mutex<HashMap<String, PieceSet>>> = OnceLock::new();
    let sets = SETS.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(set) = sets.lock().ok().and_then(|s| s.get(name).cloned()) {
        return Ok(set);
    }
    let set = read(name)?;
    if let Ok(mut s) = sets.lock() {
        s.insert(name.to_owned(), set.clone());
    }
    Ok(set)
}

fn read(name: &str) -> Result<PieceSet, PieceSetError> {
    let path = Path::new(name);
    let unreadable = |e: std::io::Error| PieceSetError::Unreadable {
        path: name.to_owned(),
        error: crate::i18n::io_error(&e),
    };
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => super::svg::read_folder(path, name),
        Ok(_) => {
            let data = super::svg::read_limited(path, name, MAX_FONT)?;
            PieceSet::from_font(&data, 0, name).map(|(set, _)| set)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => installed(name),
        Err(e) => Err(unreadable(e)),
    }
}

/// An installed font by family name (any case), its regular face first.
fn installed(family: &str) -> Result<PieceSet, PieceSetError> {
    let not_found = || PieceSetError::NotFound(family.to_owned());
    let db = crate::render::fonts::database();
    // Names compared without case, spaces, hyphens or underscores: the
    // family "Noto Sans Symbols2" is what people call "Noto Sans Symbols 2".
    let key = crate::render::fonts::key;
    let wanted = key(family);
    let face = db
        .faces()
        .filter(|f| f.families.iter().any(|(name, _)| key(name) == wanted))
        .min_by_key(|f| {
            (
                f.style != fontdb::Style::Normal,
                f.weight.0.abs_diff(fontdb::Weight::NORMAL.0),
                f.stretch != fontdb::Stretch::Normal,
            )
        })
        .ok_or_else(not_found)?;
    let (source, index) = (face.source.clone(), face.index);
    let data = match source {
        fontdb::Source::File(p) => {
            super::svg::read_limited(&p, &p.display().to_string(), MAX_FONT)?
        }
        fontdb::Source::Binary(b) => AsRef::<[u8]>::as_ref(&*b).to_vec(),
        #[allow(unreachable_patterns)]
        _ => return Err(not_found()),
    };
    PieceSet::from_font(&data, index, family).map(|(set, _)| set)
}
