//! The font of a sheet's own text — title, labels, captions, answer key,
//! page numbers — when a template names one (`[text] font`): an installed
//! family or a font file. DejaVu Sans stays the default; characters the
//! font lacks fall back as every text does (DejaVu Sans, then an
//! installed font that has them).

use super::fonts::{Run, TextFace, runs};
use super::script::Cjk;

/// A text font: its regular and bold faces (the regular one again when
/// it has no bold).
#[derive(Clone, Copy)]
pub struct TextFont {
    regular: &'static TextFace,
    bold: &'static TextFace,
}

impl PartialEq for TextFont {
    fn eq(&self, other: &Self) -> bool {
        self.regular.id == other.regular.id && self.bold.id == other.bold.id
    }
}

impl std::fmt::Debug for TextFont {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TextFont({:?})", self.regular.family)
    }
}

impl TextFont {
    /// The font `name` gives: a font file (TrueType or OpenType; its
    /// first face, with `bold` a second file or family for the bold
    /// face), or an installed family, whose bold face is found beside
    /// its regular one. `None` when it is neither.
    ///
    /// ```
    /// use fenlingo::render::TextFont;
    /// assert!(TextFont::load("/no/such/font.ttf", None).is_none());
    /// ```
    pub fn load(name: &str, bold: Option<&str>) -> Option<TextFont> {
        let regular = face(name, false)?;
        let bold = match bold {
            Some(b) => face(b, true)?,
            None if std::path::Path::new(name).is_file() => regular,
            None => face(name, true).unwrap_or(regular),
        };
        Some(TextFont { regular, bold })
    }

    /// A text font of font bytes (regular, and bold when given).
    ///
    /// ```
    /// use fenlingo::render::TextFont;
    /// assert!(TextFont::from_bytes(b"no font".to_vec(), None).is_none());
    /// ```
    pub fn from_bytes(regular: Vec<u8>, bold: Option<Vec<u8>>) -> Option<TextFont> {
        let regular = super::fonts::file_face(regular)?;
        let bold = match bold {
            Some(b) => super::fonts::file_face(b)?,
            None => regular,
        };
        Some(TextFont { regular, bold })
    }

    /// Its family name.
    pub fn family(&self) -> &str {
        &self.regular.family
    }

    /// The face for regular or bold text.
    pub fn face(&self, bold: bool) -> &'static TextFace {
        if bold { self.bold } else { self.regular }
    }

    /// `text` cut into runs by the face that draws each character: this
    /// font where it can, else as any text falls back.
    pub fn runs<'t>(&self, text: &'t str, bold: bool, cjk: Cjk) -> Vec<Run<'t>> {
        let own = self.face(bold);
        let mut out: Vec<Run<'t>> = Vec::new();
        let mut rest = String::new();
        let flush = |rest: &mut String, out: &mut Vec<Run<'t>>| {
            if !rest.is_empty() {
                out.extend(runs(rest, bold, cjk));
                rest.clear();
            }
        };
        for c in text.chars() {
            if own.has(c) || c == ' ' {
                flush(&mut rest, &mut out);
                match out.last_mut() {
                    Some((Some(f), s)) if f.id == own.id => s.push(c),
                    _ => out.push((Some(own), c.to_string())),
                }
            } else {
                rest.push(c);
            }
        }
        flush(&mut rest, &mut out);
        out
    }
}

/// A face by file or family.
fn face(name: &str, bold: bool) -> Option<&'static TextFace> {
    let path = std::path::Path::new(name);
    if path.is_file() {
        return super::fonts::file_face(super::fonts::read_limited(path)?);
    }
    #[cfg(feature = "installed-fonts")]
    {
        super::fonts::family_face(name, bold)
    }
    #[cfg(not(feature = "installed-fonts"))]
    {
        let _ = bold;
        None
    }
}
