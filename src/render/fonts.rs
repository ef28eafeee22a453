//! The faces text is drawn in: the embedded DejaVu Sans first, then, for
//! the characters it lacks (Chinese, Japanese, Korean, Indic…), a font
//! that has them — one given to the library ([`add_font`]), or an
//! installed one found through fontdb (feature `installed-fonts`),
//! Noto first. Each font is read once per process and kept.
//!
//! The installed fonts are the system's, or those of the folders
//! `FENLINGO_FONT_DIRS` lists (separated as in `PATH`; set and empty,
//! none at all: what a reproducible build or a test wants).
//!
//! A language whose captions hold characters no face draws has them in
//! English instead ([`caption_fallback`]), with a [`MissingGlyphs`] note
//! for the reader: a caption is never drawn as empty boxes.

use super::script::{self, Cjk, MissingGlyphs, Script};
use crate::i18n::{Localize, Localizer, Message};
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, OnceLock};

/// A font face that draws what DejaVu Sans lacks.
pub struct TextFace {
    /// Its family ("Noto Sans CJK JP").
    pub family: String,
    /// Its PostScript name, for PDF ("NotoSansCJKjp-Regular").
    pub postscript: String,
    /// The font file (all its faces).
    pub bytes: &'static [u8],
    /// The face's index in the file.
    pub index: u32,
    /// The face, parsed.
    pub face: ttf_parser::Face<'static>,
    /// Its number in this process: faces are told apart by it.
    pub id: usize,
}

impl std::fmt::Debug for TextFace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextFace")
            .field("family", &self.family)
            .field("index", &self.index)
            .finish()
    }
}

impl TextFace {
    /// Whether it has a glyph for `c`.
    pub fn has(&self, c: char) -> bool {
        self.face.glyph_index(c).is_some_and(|g| g.0 != 0)
    }

    /// The advance of `c`, in ems.
    pub fn advance(&self, c: char) -> f32 {
        let id = self.face.glyph_index(c).unwrap_or(ttf_parser::GlyphId(0));
        f32::from(self.face.glyph_hor_advance(id).unwrap_or(0))
            / f32::from(self.face.units_per_em())
    }

    /// Whether it is bold (weight 600 or more).
    pub fn is_bold(&self) -> bool {
        self.face.weight().to_number() >= 600
    }
}

/// The embedded faces, regular and bold, parsed once.
fn dejavu(bold: bool) -> Option<&'static ttf_parser::Face<'static>> {
    static FACES: OnceLock<[Option<ttf_parser::Face<'static>>; 2]> = OnceLock::new();
    let faces = FACES.get_or_init(|| {
        [super::pieces::font_bytes(), dejavu::sans::bold()]
            .map(|b| ttf_parser::Face::parse(b, 0).ok())
    });
    faces[usize::from(bold)].as_ref()
}

/// Whether the embedded DejaVu Sans (bold when `bold`) draws `c`.
pub fn dejavu_has(c: char, bold: bool) -> bool {
    dejavu(bold).is_some_and(|f| f.glyph_index(c).is_some_and(|g| g.0 != 0))
}

#[derive(Default)]
struct State {
    /// Faces given by [`add_font`], first asked.
    given: Vec<&'static TextFace>,
    /// Installed faces read, by file and index.
    #[cfg(feature = "installed-fonts")]
    read: HashMap<(std::path::PathBuf, u32), &'static TextFace>,
    /// Installed files read, by path.
    #[cfg(feature = "installed-fonts")]
    files: HashMap<std::path::PathBuf, &'static [u8]>,
    /// The face found for a character, bold or not, in a language's forms.
    found: HashMap<(char, bool, Cjk), Option<&'static TextFace>>,
    /// What each language's captions lack.
    captions: HashMap<String, Option<MissingGlyphs>>,
    next_id: usize,
}

fn state() -> MutexGuard<'static, State> {
    static STATE: OnceLock<Mutex<State>> = OnceLock::new();
    let m = STATE.get_or_init(|| Mutex::new(State::default()));
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl State {
    fn face(&mut self, bytes: &'static [u8], index: u32) -> Option<&'static TextFace> {
        let face = ttf_parser::Face::parse(bytes, index).ok()?;
        let name = |id| {
            face.names()
                .into_iter()
                .filter(|n| n.name_id == id && n.is_unicode())
                .find_map(|n| n.to_string())
        };
        let family = name(ttf_parser::name_id::TYPOGRAPHIC_FAMILY)
            .or_else(|| name(ttf_parser::name_id::FAMILY))
            .unwrap_or_default();
        let postscript = name(ttf_parser::name_id::POST_SCRIPT_NAME)
            .unwrap_or_else(|| family.replace(' ', ""))
            .chars()
            .filter(|c| c.is_ascii_graphic() && !"[](){}<>/%#".contains(*c))
            .collect();
        self.next_id += 1;
        Some(Box::leak(Box::new(TextFace {
            family,
            postscript,
            bytes,
            index,
            face,
            id: self.next_id,
        })))
    }
}

/// The most a font file may hold (a collection of CJK faces holds about
/// 20 MB).
pub(crate) const MAX_FONT: u64 = 64 << 20;

/// A font file's bytes, when it can be read and holds at most
/// [`MAX_FONT`].
pub(crate) fn read_limited(path: &std::path::Path) -> Option<Vec<u8>> {
    use std::io::Read;
    let mut data = Vec::new();
    std::fs::File::open(path)
        .ok()?
        .take(MAX_FONT + 1)
        .read_to_end(&mut data)
        .ok()?;
    (data.len() as u64 <= MAX_FONT).then_some(data)
}

/// The first face of a font file's bytes, kept for the process; `None`
/// when they are no font.
pub(crate) fn file_face(data: Vec<u8>) -> Option<&'static TextFace> {
    ttf_parser::Face::parse(&data, 0).ok()?;
    let bytes: &'static [u8] = Box::leak(data.into_boxed_slice());
    state().face(bytes, 0)
}

/// The installed face of `family` (any case, spaces and hyphens aside)
/// nearest to the weight wanted: regular, or bold when `bold`.
#[cfg(feature = "installed-fonts")]
pub(crate) fn family_face(family: &str, bold: bool) -> Option<&'static TextFace> {
    installed::family_face(family, bold)
}

/// Adds a font (TrueType or OpenType, a collection too) that text may be
/// drawn in where DejaVu Sans has no glyph, before any installed font;
/// returns how many faces it holds (0: not a font). Where no font is
/// installed (the page, in a browser) this is the only way to draw
/// Chinese, Japanese or Korean captions.
///
/// ```
/// // Not a font: nothing is added.
/// assert_eq!(fenlingo::render::add_font(b"not a font".to_vec()), 0);
/// ```
pub fn add_font(data: Vec<u8>) -> usize {
    let count = ttf_parser::fonts_in_collection(&data).unwrap_or(1);
    if ttf_parser::Face::parse(&data, 0).is_err() {
        return 0;
    }
    let bytes: &'static [u8] = Box::leak(data.into_boxed_slice());
    let mut s = state();
    let mut added = 0;
    for i in 0..count {
        if let Some(f) = s.face(bytes, i) {
            s.given.push(f);
            added += 1;
        }
    }
    // What was missing may be found now.
    s.found.clear();
    s.captions.clear();
    added
}

/// The face that draws `c` where DejaVu Sans has none: a given font, then
/// an installed one (bold when `bold` and there is one; in the forms of
/// `cjk` for Han characters). `None` when no font has it.
pub fn fallback(c: char, bold: bool, cjk: Cjk) -> Option<&'static TextFace> {
    let mut s = state();
    if let Some(f) = s.found.get(&(c, bold, cjk)) {
        return *f;
    }
    resolve(&mut s, &[c], bold, cjk);
    s.found.get(&(c, bold, cjk)).copied().flatten()
}

/// Finds faces for all of `chars` at once (one pass over the installed
/// fonts for those no preferred family has).
fn resolve(s: &mut State, chars: &[char], bold: bool, cjk: Cjk) {
    let mut left: Vec<char> = Vec::new();
    for &c in chars {
        if s.found.contains_key(&(c, bold, cjk)) || left.contains(&c) {
            continue;
        }
        // Of a collection's faces, the weight asked, then the language's
        // forms ("Noto Sans CJK JP" for Japanese), proportional before
        // monospaced.
        let given = s
            .given
            .iter()
            .filter(|f| f.has(c))
            .min_by_key(|f| {
                (
                    f.is_bold() != bold,
                    !f.family.ends_with(cjk.tag()),
                    f.face.is_monospaced(),
                )
            })
            .copied();
        match given {
            Some(f) => {
                s.found.insert((c, bold, cjk), Some(f));
            }
            None => left.push(c),
        }
    }
    #[cfg(feature = "installed-fonts")]
    installed::resolve(s, &mut left, bold, cjk);
    for c in left {
        s.found.insert((c, bold, cjk), None);
    }
}

/// The characters of `text` that no face draws (neither DejaVu Sans nor
/// a fallback), each once, in order.
pub fn undrawable(text: &str, bold: bool, cjk: Cjk) -> Vec<char> {
    let mut need: Vec<char> = Vec::new();
    for c in text.chars() {
        if !c.is_control() && !script::invisible(c) && !dejavu_has(c, bold) && !need.contains(&c) {
            need.push(c);
        }
    }
    if need.is_empty() {
        return need;
    }
    let mut s = state();
    resolve(&mut s, &need, bold, cjk);
    need.retain(|c| s.found.get(&(*c, bold, cjk)).copied().flatten().is_none());
    need
}

/// The characters of `text` that no font at hand draws, each once, in
/// the order they first come: a drawing shows each as `?`. `lang` (BCP 47)
/// chooses the Chinese,
/// Japanese or Korean forms, as for captions.
///
/// ```
/// assert!(fenlingo::render::undrawn("Puzzle 1, from a game", "en").is_empty());
/// assert_eq!(fenlingo::render::undrawn("a\u{E000}b\u{E000}", "en"), ['\u{E000}']);
/// ```
pub fn undrawn(text: &str, lang: &str) -> Vec<char> {
    // Printable ASCII, the most of every caption and label, is DejaVu's.
    if text.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        return Vec::new();
    }
    undrawable(text, false, Cjk::of_lang(lang))
}

/// Characters of a text the user gave (a title, label or caption) that
/// no font at hand draws: a drawing shows each as `?` (see
/// [`undrawn`]). A note for the reader, localized
/// by each face (`glyphs-undrawn`), naming each by its code point, and by
/// itself unless it is for private use and shows as nothing.
///
/// ```
/// use fenlingo::render::Undrawn;
/// let note = Undrawn { chars: vec!['\u{E000}', 'ሀ'] };
/// assert!(note.to_string().contains("(U+E000, ሀ U+1200)"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Undrawn {
    /// The characters, each once.
    pub chars: Vec<char>,
}

impl Undrawn {
    /// Adds the characters of `text` that no font at hand draws (see
    /// [`undrawn`]), each once.
    pub fn gather(&mut self, text: &str, lang: &str) {
        for c in undrawn(text, lang) {
            if !self.chars.contains(&c) {
                self.chars.push(c);
            }
        }
    }

    /// Each character's code point, in order: `U+0BA4`.
    ///
    /// ```
    /// let u = fenlingo::render::Undrawn { chars: vec!['\u{BA4}', '\u{E000}'] };
    /// assert_eq!(u.code_points().collect::<Vec<_>>(), ["U+0BA4", "U+E000"]);
    /// ```
    pub fn code_points(&self) -> impl Iterator<Item = String> + '_ {
        self.chars
            .iter()
            .map(|&c| format!("U+{:04X}", u32::from(c)))
    }
}

impl Localize for Undrawn {
    fn message(&self) -> Message {
        let named: Vec<String> = self
            .chars
            .iter()
            .zip(self.code_points())
            .map(|(&c, point)| {
                let private = matches!(c, '\u{E000}'..='\u{F8FF}' | '\u{F0000}'..);
                if private {
                    point
                } else {
                    format!("{c} {point}")
                }
            })
            .collect();
        Message::new("glyphs-undrawn").with("chars", named.join(", "))
    }
}

impl std::fmt::Display for Undrawn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

/// The characters of a language's captions (`captions.ftl`, and its
/// bare language's), comments left out.
fn caption_chars(lang: &unic_langid::LanguageIdentifier) -> String {
    let mut langs = vec![lang.clone()];
    if let Ok(bare) = lang.language.as_str().parse() {
        langs.push(bare);
    }
    let mut text = String::new();
    for l in langs {
        for (path, src) in crate::i18n::sources(&l) {
            if path.ends_with("captions.ftl") {
                for line in src.lines().filter(|l| !l.trim_start().starts_with('#')) {
                    text.push_str(line);
                }
            }
        }
    }
    text
}

/// When `loc`'s captions hold characters no font at hand draws: English
/// to caption in instead, and the note that says so (naming the script).
/// `None` when they can be drawn (DejaVu Sans draws all but Chinese,
/// Japanese and Korean; an installed or given font draws those).
///
/// ```
/// use fenlingo::i18n::Localizer;
/// assert!(fenlingo::render::caption_fallback(&Localizer::new("ru")).is_none());
/// ```
pub fn caption_fallback(loc: &Localizer) -> Option<(Localizer, MissingGlyphs)> {
    let lang = loc.language().to_string();
    let cached = state().captions.get(&lang).cloned();
    let note = match cached {
        Some(note) => note,
        None => {
            let missing = undrawable(&caption_chars(loc.language()), false, Cjk::of_lang(&lang));
            let note = Script::naming(&missing).map(|script| MissingGlyphs {
                lang: lang.clone(),
                script,
            });
            state().captions.insert(lang, note.clone());
            note
        }
    };
    note.map(|n| (Localizer::new("en"), n))
}

/// A run of text in one face: DejaVu Sans (`None`) or a fallback.
pub type Run<'t> = (Option<&'static TextFace>, String);

/// `text` cut into runs by the face that draws each character; a
/// character no face draws becomes `?` in DejaVu Sans (never a glyph
/// that shows as an empty box).
pub fn runs(text: &str, bold: bool, cjk: Cjk) -> Vec<Run<'_>> {
    let mut out: Vec<Run<'_>> = Vec::new();
    for c in text.chars() {
        let (face, c) = if dejavu_has(c, bold) || c.is_control() {
            (None, c)
        } else if script::invisible(c) {
            // Drawn by nothing, in the run it stands in.
            match out.last_mut() {
                Some((_, s)) => {
                    s.push(c);
                    continue;
                }
                None => (None, c),
            }
        } else {
            match fallback(c, bold, cjk) {
                Some(f) => (Some(f), c),
                None => (None, '?'),
            }
        };
        match out.last_mut() {
            Some((f, s)) if same(*f, face) => s.push(c),
            _ => out.push((face, c.to_string())),
        }
    }
    out
}

fn same(a: Option<&TextFace>, b: Option<&TextFace>) -> bool {
    a.map(|f| f.id) == b.map(|f| f.id)
}

/// Whether every character of `text` is drawn by DejaVu Sans (the
/// common case, laid out as before any fallback existed).
pub fn all_dejavu(text: &str, bold: bool) -> bool {
    text.chars().all(|c| c.is_control() || dejavu_has(c, bold))
}

/// The installed fonts through fontdb.
#[cfg(feature = "installed-fonts")]
mod installed {
    use super::{Cjk, Script, State, TextFace, read_limited};
    use std::collections::HashMap;
    use std::path::PathBuf;
    use std::sync::OnceLock;

    /// The installed fonts, listed once: the system's, or those of the
    /// folders `FENLINGO_FONT_DIRS` lists.
    pub(crate) fn database() -> &'static fontdb::Database {
        static DB: OnceLock<fontdb::Database> = OnceLock::new();
        DB.get_or_init(|| {
            let mut db = fontdb::Database::new();
            match std::env::var_os("FENLINGO_FONT_DIRS") {
                Some(dirs) => {
                    for dir in std::env::split_paths(&dirs) {
                        if !dir.as_os_str().is_empty() {
                            db.load_fonts_dir(dir);
                        }
                    }
                }
                None => db.load_system_fonts(),
            }
            db
        })
    }

    /// Family names compared without case, spaces, hyphens or
    /// underscores.
    pub(crate) fn key(name: &str) -> String {
        name.chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect()
    }

    /// The upright faces, nearest to the weight wanted first, then by
    /// family and file: the same order on every run.
    fn candidates(bold: bool) -> Vec<&'static fontdb::FaceInfo> {
        let want = if bold { 700 } else { 400 };
        let mut faces: Vec<&fontdb::FaceInfo> = database()
            .faces()
            .filter(|f| f.style == fontdb::Style::Normal)
            .collect();
        faces.sort_by_key(|f| {
            let path = match &f.source {
                fontdb::Source::File(p) => p.clone(),
                _ => PathBuf::new(),
            };
            (
                f.weight.0.abs_diff(want),
                f.families.first().map(|(n, _)| n.clone()),
                path,
                f.index,
            )
        });
        faces
    }

    /// The upright face of `family` nearest to the weight wanted.
    pub(super) fn family_face(family: &str, bold: bool) -> Option<&'static TextFace> {
        let k = key(family);
        let info = candidates(bold)
            .into_iter()
            .find(|f| f.families.iter().any(|(n, _)| key(n) == k))?;
        read(&mut super::state(), info)
    }

    fn read(s: &mut State, info: &fontdb::FaceInfo) -> Option<&'static TextFace> {
        let fontdb::Source::File(path) = &info.source else {
            return None;
        };
        if let Some(f) = s.read.get(&(path.clone(), info.index)) {
            return Some(*f);
        }
        let bytes = match s.files.get(path) {
            Some(b) => *b,
            None => {
                let data = read_limited(path)?;
                let b: &'static [u8] = Box::leak(data.into_boxed_slice());
                s.files.insert(path.clone(), b);
                b
            }
        };
        let face = s.face(bytes, info.index)?;
        s.read.insert((path.clone(), info.index), face);
        Some(face)
    }

    /// Faces for the characters `left`: their script's preferred
    /// families first, then any installed face that has them. Those
    /// found leave `left`.
    pub(super) fn resolve(s: &mut State, left: &mut Vec<char>, bold: bool, cjk: Cjk) {
        if left.is_empty() {
            return;
        }
        let faces = candidates(bold);
        let mut scripts: Vec<Script> = Vec::new();
        for s in left.iter().map(|&c| Script::of(c)) {
            if !scripts.contains(&s) {
                scripts.push(s);
            }
        }
        for script in scripts {
            for family in script.families(cjk) {
                let k = key(&family);
                let Some(info) = faces
                    .iter()
                    .find(|f| f.families.iter().any(|(n, _)| key(n) == k))
                else {
                    continue;
                };
                if let Some(face) = read(s, info) {
                    take(s, face, left, bold, cjk);
                }
            }
        }
        // Any face that has them, by the index of what each covers.
        for (info, ranges) in faces
            .iter()
            .filter_map(|f| Some((*f, coverage().get(&f.id)?)))
        {
            if left.is_empty() {
                break;
            }
            let covers = |c: char| {
                let u = u32::from(c);
                let i = ranges.partition_point(|&(_, end)| end < u);
                ranges.get(i).is_some_and(|&(start, _)| start <= u)
            };
            if left.iter().any(|&c| covers(c)) {
                if let Some(face) = read(s, info) {
                    take(s, face, left, bold, cjk);
                }
            }
        }
    }

    /// What each installed face has glyphs for, as sorted ranges of code
    /// points: made once, the first time a character is in none of the
    /// preferred families (each file read once, none kept).
    fn coverage() -> &'static HashMap<fontdb::ID, Vec<(u32, u32)>> {
        static COVERAGE: OnceLock<HashMap<fontdb::ID, Vec<(u32, u32)>>> = OnceLock::new();
        COVERAGE.get_or_init(|| {
            let mut by_file: HashMap<&std::path::Path, Vec<&fontdb::FaceInfo>> = HashMap::new();
            for info in database().faces() {
                if let fontdb::Source::File(p) = &info.source {
                    by_file.entry(p.as_path()).or_default().push(info);
                }
            }
            let mut out = HashMap::new();
            for (path, faces) in by_file {
                let Some(data) = read_limited(path) else {
                    continue;
                };
                for info in faces {
                    if let Ok(face) = ttf_parser::Face::parse(&data, info.index) {
                        out.insert(info.id, ranges(&face));
                    }
                }
            }
            out
        })
    }

    /// The code points `face` maps, as sorted ranges (from its best
    /// Unicode subtable: the full repertoire one when it has it).
    fn ranges(face: &ttf_parser::Face<'_>) -> Vec<(u32, u32)> {
        use ttf_parser::cmap::Format;
        let Some(cmap) = face.tables().cmap else {
            return Vec::new();
        };
        let subs: Vec<_> = cmap
            .subtables
            .into_iter()
            .filter(|s| s.is_unicode())
            .collect();
        let best = subs
            .iter()
            .find(|s| matches!(s.format, Format::SegmentedCoverage(_)))
            .or_else(|| subs.first());
        let mut ranges: Vec<(u32, u32)> = Vec::new();
        if let Some(sub) = best {
            sub.codepoints(|u| match ranges.last_mut() {
                Some((_, end)) if *end + 1 == u => *end = u,
                _ => ranges.push((u, u)),
            });
        }
        ranges.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::with_capacity(ranges.len());
        for (start, end) in ranges {
            match merged.last_mut() {
                Some((_, e)) if start <= e.saturating_add(1) => *e = (*e).max(end),
                _ => merged.push((start, end)),
            }
        }
        merged
    }

    /// Gives `face` the characters of `left` it has.
    fn take(s: &mut State, face: &'static TextFace, left: &mut Vec<char>, bold: bool, cjk: Cjk) {
        left.retain(|&c| {
            if face.has(c) {
                s.found.insert((c, bold, cjk), Some(face));
                false
            } else {
                true
            }
        });
    }
}

#[cfg(feature = "piece-files")]
pub(crate) use installed::{database, key};
