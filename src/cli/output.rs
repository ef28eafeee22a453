//! Rules for output files that the commands share: an output is never one
//! of the inputs, a run with nothing usable keeps the old file, `--out-dir`
//! names are unique within a run, and images stay within a memory bound.

use super::report::{Failure, out_fail};
use fenlingo::i18n::Localizer;
use fenlingo::output::{self as io, Output};
use fenlingo::render::Diagram;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

type Res<T> = Result<T, Failure>;

/// The path of a notation table given as a file (not a built-in id).
pub fn table_file(spec: &str) -> Option<&Path> {
    (!spec.eq_ignore_ascii_case("auto") && fenlingo::Notation::builtin(spec).is_none())
        .then(|| Path::new(spec))
        .filter(|p| p.exists())
}

/// Refuses an output file that is one of `inputs` (the same file, through
/// any link or name): the command would replace what it reads.
pub fn refuse_inputs(loc: &Localizer, output: Option<&Path>, inputs: &[&Path]) -> Res<()> {
    let Some(out) = output else { return Ok(()) };
    match io::same_as_input(out, inputs) {
        Some(input) => Err(Failure::Usage(loc.text(
            "output-is-input",
            &[
                ("path", io::display_name(out).into()),
                ("input", io::display_name(input).into()),
            ],
        ))),
        None => Ok(()),
    }
}

/// Puts the output in place; when nothing usable was produced, a file is
/// left as it was (the run fails with exit status 1).
pub fn finish(loc: &Localizer, out: Output, path: Option<&Path>, usable: bool) -> Res<()> {
    if !usable && out.is_file() {
        out.discard();
        return Err(kept(loc, path));
    }
    out.finish().map_err(|e| out_fail(loc, path, e))
}

/// The failure of a run that leaves its output file as it was.
pub fn kept(loc: &Localizer, path: Option<&Path>) -> Failure {
    Failure::Io(loc.text("output-kept", &[("path", io::output_name(path).into())]))
}

/// The folder of `--out-dir`, made if missing, handing out file names
/// that no other diagram of the run has taken.
pub struct OutDir {
    dir: PathBuf,
    taken: HashSet<String>,
    inputs: Vec<PathBuf>,
    /// Whether this run made the folder: no file in it was there before.
    fresh: bool,
}

impl OutDir {
    pub fn create(loc: &Localizer, dir: &Path, inputs: &[&Path]) -> Res<OutDir> {
        let fresh = std::fs::symlink_metadata(dir).is_err();
        std::fs::create_dir_all(dir).map_err(|e| {
            Failure::Io(loc.text(
                "out-dir-create",
                &[
                    ("path", io::display_name(dir).into()),
                    ("reason", io::reason(loc, &e).into()),
                ],
            ))
        })?;
        Ok(OutDir {
            dir: dir.to_path_buf(),
            taken: HashSet::new(),
            inputs: inputs.iter().map(|p| p.to_path_buf()).collect(),
            fresh,
        })
    }

    /// Whether this run made the folder, so that its files are new and
    /// can be written in place ([`fenlingo::output::write_new`]).
    pub fn is_fresh(&self) -> bool {
        self.fresh
    }

    /// The path for `name` (`stem.ext`): itself, or `stem-2.ext`,
    /// `stem-3.ext`… when taken earlier in the run (compared without case,
    /// for case-insensitive file systems) or when it is an input; a
    /// renaming is reported as a warning for `source:line`.
    pub fn path_for(&mut self, loc: &Localizer, name: &str, source: &str, line: usize) -> PathBuf {
        let (stem, ext) = match name.rsplit_once('.') {
            Some((s, e)) if !s.is_empty() => (s, format!(".{e}")),
            _ => (name, String::new()),
        };
        let mut chosen = name.to_owned();
        let mut k = 1;
        loop {
            let path = self.dir.join(&chosen);
            // No input is in a folder this run made (nothing in it was
            // there before).
            let is_input = || {
                let inputs: Vec<&Path> = self.inputs.iter().map(PathBuf::as_path).collect();
                io::same_as_input(&path, &inputs).is_some()
            };
            let free = !self.taken.contains(&chosen.to_lowercase()) && (self.fresh || !is_input());
            if free {
                break;
            }
            k += 1;
            chosen = format!("{stem}-{k}{ext}");
        }
        self.taken.insert(chosen.to_lowercase());
        if chosen != name {
            diag!(
                loc,
                "{source}:{line}: {}: {}",
                loc.text("warning", &[]),
                loc.text(
                    "out-dir-renamed",
                    &[
                        ("name", name.to_owned().into()),
                        ("renamed", chosen.clone().into())
                    ]
                )
            );
        }
        self.dir.join(chosen)
    }
}

/// Warns when the caption holds characters XML forbids (the SVG writer
/// leaves them out).
pub fn warn_xml(loc: &Localizer, d: &Diagram) {
    let Some(caption) = &d.caption else { return };
    let bad = fenlingo::text::xml_forbidden(&caption.text);
    if bad.is_empty() {
        return;
    }
    let mut chars: Vec<String> = bad.iter().map(|c| format!("U+{:04X}", *c as u32)).collect();
    chars.dedup();
    diag!(
        loc,
        "{}: {}",
        loc.text("warning", &[]),
        loc.text("xml-dropped", &[("chars", chars.join(", ").into())])
    );
}

/// Warns that characters of the texts given (a title, label or caption)
/// are drawn as `?`, no installed font having them: each named once a run.
pub fn warn_undrawn(loc: &Localizer, undrawn: &fenlingo::render::Undrawn) {
    static WARNED: std::sync::Mutex<Vec<char>> = std::sync::Mutex::new(Vec::new());
    let mut warned = WARNED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut new = Vec::new();
    for &c in &undrawn.chars {
        if !warned.contains(&c) {
            warned.push(c);
            new.push(c);
        }
    }
    if !new.is_empty() {
        let note = fenlingo::render::Undrawn { chars: new };
        diag!(loc, "{}: {}", loc.text("warning", &[]), loc.localize(&note));
    }
}

/// Warns, once a run, that captions are in English: no installed font
/// draws their language's script.
pub fn warn_glyphs(loc: &Localizer, note: Option<&fenlingo::render::MissingGlyphs>) {
    static WARNED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    let Some(note) = note else { return };
    if !WARNED.swap(true, std::sync::atomic::Ordering::Relaxed) {
        diag!(loc, "{}: {}", loc.text("warning", &[]), loc.localize(note));
    }
}
