//! The fenlingo page's WebAssembly side: a thin layer of functions over
//! the library, with JSON in and out where there is structure. The page
//! (`web/page/`) calls them; nothing here touches the DOM.

use fenlingo::i18n::{self, Localizer};
use fenlingo::render::{Arrow, Diagram, DiagramOptions, DiagramSpec, Mark, MarkStyle};
use fenlingo::sheet::Template;
use fenlingo::{Notation, Square};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

pub mod game;
pub mod read;
pub mod sheet;
pub mod view;

thread_local! {
    /// The last localizer made, by the tag asked for: the page asks for
    /// the same language on every keystroke.
    static LOCALIZER: RefCell<Option<(String, Rc<Localizer>)>> = const { RefCell::new(None) };
}

/// A localizer for `tag`, kept for the next call.
fn localizer(tag: &str) -> Rc<Localizer> {
    LOCALIZER.with(|cell| {
        let mut cell = cell.borrow_mut();
        if let Some((t, loc)) = cell.as_ref()
            && t == tag
        {
            return Rc::clone(loc);
        }
        let loc = Rc::new(Localizer::new(tag));
        *cell = Some((tag.to_owned(), Rc::clone(&loc)));
        loc
    })
}

/// A localizer for `tag`, the kept one when it is the same (a second
/// language beside the kept one is made anew).
fn localizer_of(tag: &str) -> Rc<Localizer> {
    let kept = LOCALIZER.with(|cell| {
        cell.borrow()
            .as_ref()
            .filter(|(t, _)| t == tag)
            .map(|(_, l)| Rc::clone(l))
    });
    kept.unwrap_or_else(|| Rc::new(Localizer::new(tag)))
}

#[derive(Serialize)]
struct Named {
    id: String,
    name: String,
}

/// The languages with messages, each named in its own words when its
/// table knows them: `[{id, name}]`.
#[wasm_bindgen]
pub fn languages() -> String {
    named(i18n::available())
}

/// The languages of the interface (messages and the page's words), each
/// named in its own words: `[{id, name}]`. The other languages have
/// captions only.
#[wasm_bindgen]
pub fn interface_languages() -> String {
    named(i18n::interface_languages())
}

/// Languages as `[{id, name}]`, each named in its own words when its table
/// knows them.
fn named(langs: impl IntoIterator<Item = impl ToString>) -> String {
    let list: Vec<Named> = langs
        .into_iter()
        .map(|l| {
            let id = l.to_string();
            let name = Notation::builtin(&id)
                .map(|n| n.native_name().unwrap_or(n.name()).to_owned())
                .unwrap_or_else(|| id.clone());
            Named { id, name }
        })
        .collect();
    serde_json::to_string(&list).unwrap_or_default()
}

/// The interface language for a browser's languages (`navigator.languages`,
/// a JSON list, best first): the first the interface speaks, else English.
#[wasm_bindgen]
pub fn interface_language(tags: &str) -> String {
    let tags: Vec<String> = serde_json::from_str(tags).unwrap_or_default();
    let tags: Vec<&str> = tags.iter().map(String::as_str).collect();
    i18n::negotiate_interface(&tags).to_string()
}

/// The built-in notation tables: `[{id, name}]`, each language's table
/// by the language's own name (the page names the figurines and the
/// problemists' letters in its own language).
#[wasm_bindgen]
pub fn notations() -> String {
    let list: Vec<Named> = Notation::builtins()
        .iter()
        .map(|n| Named {
            id: n.id().to_owned(),
            name: n.native_name().unwrap_or(n.name()).to_owned(),
        })
        .collect();
    serde_json::to_string(&list).unwrap_or_default()
}

/// The built-in sheet templates' names: `["a4-6", …]`.
#[wasm_bindgen]
pub fn templates() -> String {
    serde_json::to_string(&Template::builtin_names()).unwrap_or_default()
}

/// The language a tag gives (`es-MX` → `es`; unknown → `en`).
#[wasm_bindgen]
pub fn language(tag: &str) -> String {
    Localizer::new(tag).language().to_string()
}

/// The page's words in `lang`: `ids` is a JSON list of message ids, the
/// answer an object from id to text.
#[wasm_bindgen]
pub fn words(lang: &str, ids: &str) -> String {
    let loc = localizer(lang);
    let ids: Vec<String> = serde_json::from_str(ids).unwrap_or_default();
    let map: serde_json::Map<String, serde_json::Value> = ids
        .into_iter()
        .map(|id| {
            let text = loc.text(&id, &[]);
            (id, serde_json::Value::String(text))
        })
        .collect();
    serde_json::to_string(&map).unwrap_or_default()
}

/// One message in `lang` with arguments (a JSON object of numbers and
/// strings).
#[wasm_bindgen]
pub fn text(lang: &str, id: &str, args: &str) -> String {
    let loc = localizer(lang);
    let map: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(args).unwrap_or_default();
    let args: Vec<(&str, i18n::Arg<'_>)> = map
        .iter()
        .map(|(k, v)| {
            let v: i18n::Arg<'_> = match v {
                serde_json::Value::Number(n) => {
                    usize::try_from(n.as_u64().unwrap_or(0)).unwrap_or(0).into()
                }
                serde_json::Value::String(s) => s.clone().into(),
                other => other.to_string().into(),
            };
            (k.as_str(), v)
        })
        .collect();
    loc.text(id, &args)
}

/// Reads the text box: see [`read::View`] for the answer's fields.
/// `letters` is `auto` or a table id; `to` the table moves and FEN are
/// translated into.
#[wasm_bindgen]
pub fn read(text: &str, lang: &str, letters: &str, to: &str) -> String {
    let loc = localizer(lang);
    serde_json::to_string(&read::read(text, &loc, letters, to)).unwrap_or_default()
}

/// The options of a diagram, as the page sends them.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct Options {
    /// `screen`, `print`, `blue`.
    pub theme: String,
    /// `white`, `black`, `side-to-move` (or `auto`).
    pub orientation: String,
    /// `outside`, `inside`, `none`.
    pub coords: String,
    /// `auto`, `none`, or the text.
    pub caption: String,
    /// Width in pixels.
    pub size: f32,
    /// Mate in N: the side to move mates.
    pub mate: Option<u32>,
    pub marks: Vec<MarkIn>,
    pub arrows: Vec<ArrowIn>,
    /// The last move, `e2` and `e4`.
    pub last: Option<(String, String)>,
    /// `none`: no last move marked (the option `last-move`).
    pub last_move: String,
    /// The piece set: `noto` or `dejavu` (built in), or `font` for the font the page was given
    /// ([`piece_font`]).
    pub pieces: String,
}

/// A marked square.
#[derive(Deserialize)]
pub struct MarkIn {
    pub square: String,
    /// `fill`, `circle`, `cross`.
    pub style: String,
    /// 0 green, 1 red, 2 yellow, 3 blue.
    pub color: u8,
}

/// An arrow.
#[derive(Deserialize)]
pub struct ArrowIn {
    pub from: String,
    pub to: String,
    pub color: u8,
}

impl Options {
    /// The library's options: the named ones through the library's one
    /// vocabulary (the names and values of `fenlingo diagram`), the marks
    /// and arrows drawn on the page as squares. A value that does not
    /// parse keeps the default, as the page offers only valid ones.
    pub fn diagram(&self) -> DiagramOptions {
        let mut spec = DiagramSpec::default();
        let size = self.size.to_string();
        let mate = self.mate.map(|n| n.to_string()).unwrap_or_default();
        for (name, value) in [
            ("theme", self.theme.as_str()),
            ("orientation", self.orientation.as_str()),
            ("coords", self.coords.as_str()),
            ("caption", self.caption.as_str()),
            ("size", size.as_str()),
            ("mate", mate.as_str()),
            ("last-move", self.last_move.as_str()),
        ] {
            if !value.is_empty() {
                let mut next = spec.clone();
                if next.set(name, value).is_ok() && next.options().is_ok() {
                    spec = next;
                }
            }
        }
        let mut opts = spec.options().unwrap_or_default();
        let sq = |s: &str| Square::parse_str(s);
        opts.marks = self
            .marks
            .iter()
            .filter_map(|m| {
                Some(Mark {
                    square: sq(&m.square)?,
                    style: match m.style.as_str() {
                        "circle" => MarkStyle::Circle,
                        "cross" => MarkStyle::Cross,
                        _ => MarkStyle::Fill,
                    },
                    color: m.color % 4,
                })
            })
            .collect();
        opts.arrows = self
            .arrows
            .iter()
            .filter_map(|a| {
                Some(Arrow {
                    from: sq(&a.from)?,
                    to: sq(&a.to)?,
                    color: a.color % 4,
                })
            })
            .collect();
        opts.last_move = self.last.as_ref().and_then(|(a, b)| Some((sq(a)?, sq(b)?)));
        if self.pieces == "font"
            && let Some(set) = piece_font_set()
        {
            opts.pieces = set;
        } else if let Some(set) = fenlingo::render::pieces::PieceSet::builtin(&self.pieces) {
            opts.pieces = set;
        }
        opts
    }
}

thread_local! {
    /// The chess font the page was given for the pieces.
    static PIECE_FONT: std::cell::RefCell<Option<fenlingo::render::pieces::PieceSet>> =
        const { std::cell::RefCell::new(None) };
}

/// The chess font the page was given, if any.
pub(crate) fn piece_font_set() -> Option<fenlingo::render::pieces::PieceSet> {
    PIECE_FONT.with(|f| f.borrow().clone())
}

/// Reads a chess font file (TrueType or OpenType) for the pieces of the
/// diagrams whose options say `"pieces": "font"`: empty when it reads,
/// else the error in the page's language (`lang`).
#[wasm_bindgen]
pub fn piece_font(bytes: &[u8], name: &str, lang: &str) -> String {
    match fenlingo::render::pieces::PieceSet::from_font(bytes, 0, name) {
        Ok((set, _)) => {
            PIECE_FONT.with(|f| *f.borrow_mut() = Some(set));
            String::new()
        }
        Err(e) => localizer_of(lang).localize(&e),
    }
}

/// Gives the captions a font (TrueType or OpenType bytes) for the
/// characters DejaVu Sans lacks: in a browser no installed font is seen,
/// so without one Chinese, Japanese and Korean captions are in English.
/// Returns how many faces the font holds (0: not a font).
#[wasm_bindgen]
pub fn caption_font(bytes: &[u8]) -> usize {
    fenlingo::render::add_font(bytes.to_vec())
}

/// Why the captions of `lang` are in English (no font given draws its
/// script), in the page's language `page_lang`; empty when they are not.
#[wasm_bindgen]
pub fn caption_note(lang: &str, page_lang: &str) -> String {
    sheet::caption_note(&localizer(lang), &localizer_of(page_lang)).unwrap_or_default()
}

/// A drawn diagram and where its board is, for clicks.
#[derive(Serialize)]
struct Drawn {
    svg: String,
    width: f32,
    height: f32,
    board_x: f32,
    board_y: f32,
    square: f32,
    flipped: bool,
    /// The caption's text, for the text alternative.
    caption: String,
}

fn diagram_of(fen: &str, lang: &str, options: &str) -> Option<Diagram> {
    let pos = fenlingo::fen::read(fen).ok()?.position;
    let opts: Options = serde_json::from_str(options).unwrap_or_default();
    Some(Diagram::new(&pos, &opts.diagram(), &localizer(lang)))
}

/// The SVG of a standard FEN with options (JSON [`Options`]), and the
/// board's place: `{svg, width, height, board_x, board_y, square,
/// flipped, caption}`; empty when the FEN does not read.
#[wasm_bindgen]
pub fn diagram(fen: &str, lang: &str, options: &str) -> String {
    let Some(d) = diagram_of(fen, lang, options) else {
        return String::new();
    };
    let drawn = Drawn {
        svg: fenlingo::render::svg::render(&d),
        width: d.width,
        height: d.height,
        board_x: d.board_x,
        board_y: d.board_y,
        square: d.square,
        flipped: d.flipped,
        caption: d
            .caption
            .as_ref()
            .map(|c| c.text.clone())
            .unwrap_or_default(),
    };
    serde_json::to_string(&drawn).unwrap_or_default()
}

/// The diagram as a one-page PDF, as `fenlingo diagram -o x.pdf` writes
/// it (96 pixels to the inch).
#[wasm_bindgen]
pub fn diagram_pdf(fen: &str, lang: &str, options: &str) -> Vec<u8> {
    let Some(d) = diagram_of(fen, lang, options) else {
        return Vec::new();
    };
    let meta = fenlingo::render::pdf::Meta {
        title: None,
        date: None,
        lang: Some(localizer(lang).language().to_string()),
        pdfx: None,
    };
    let how = fenlingo::render::Encoding {
        pdf: meta,
        ..Default::default()
    };
    fenlingo::render::encode(&d, fenlingo::render::Format::Pdf, &how).unwrap_or_default()
}

/// A file read in chunks, in a worker: `next()` gives its next bytes,
/// empty at the end (the page reads them with `FileReaderSync`, so a large
/// file is never held whole).
#[wasm_bindgen]
extern "C" {
    pub type Chunks;
    #[wasm_bindgen(method)]
    fn next(this: &Chunks) -> Vec<u8>;
}

/// [`Chunks`] as a reader for the library's [`fenlingo::input::Reader`].
struct ChunkReader {
    chunks: Chunks,
    buf: Vec<u8>,
    at: usize,
}

impl std::io::Read for ChunkReader {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        if self.at >= self.buf.len() {
            self.buf = self.chunks.next();
            self.at = 0;
        }
        let n = out.len().min(self.buf.len() - self.at);
        out[..n].copy_from_slice(&self.buf[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

impl ChunkReader {
    fn new(chunks: Chunks) -> ChunkReader {
        ChunkReader {
            chunks,
            buf: Vec::new(),
            at: 0,
        }
    }
}

/// The report of a sheet whose options do not read.
fn bad_options(loc: &Localizer, e: String) -> String {
    let r = sheet::SheetReport {
        errors: vec![sheet::option_problem(loc, e)],
        ..sheet::SheetReport::default()
    };
    serde_json::to_string(&r).unwrap_or_default()
}

/// What a sheet's input gives: `{count, pages, errors, preview}`, its
/// captions and answers in `lang`, its problems in `page_lang`.
/// `options` is a JSON object of `fenlingo sheet`'s options by their
/// command-line names (`template`, `format`, `from`, `orientation`,
/// `theme`, `coords`, `setup-move`, `figurines`, `no-answers`, `themes`,
/// `rating`, `popularity`, `limit`, `sort`, `seed`, `title`); without
/// `format`, `name`'s extension tells.
#[wasm_bindgen]
pub fn sheet_report(
    bytes: &[u8],
    name: &str,
    lang: &str,
    page_lang: &str,
    options: &str,
) -> String {
    let (sheet_loc, page_loc) = (localizer(lang), localizer_of(page_lang));
    let langs = sheet::Langs {
        sheet: &sheet_loc,
        page: &page_loc,
    };
    let args = match sheet::SheetArgs::from_json(options) {
        Ok(a) => a,
        Err(e) => return bad_options(&page_loc, e),
    };
    let source = std::io::Cursor::new(bytes.to_vec());
    let r = sheet::report(source, name, &args, &langs);
    serde_json::to_string(&r).unwrap_or_default()
}

/// [`sheet_report`] of a file read in chunks.
#[wasm_bindgen]
pub fn sheet_report_chunks(
    chunks: Chunks,
    name: &str,
    lang: &str,
    page_lang: &str,
    options: &str,
) -> String {
    let (sheet_loc, page_loc) = (localizer(lang), localizer_of(page_lang));
    let langs = sheet::Langs {
        sheet: &sheet_loc,
        page: &page_loc,
    };
    let args = match sheet::SheetArgs::from_json(options) {
        Ok(a) => a,
        Err(e) => return bad_options(&page_loc, e),
    };
    let r = sheet::report(ChunkReader::new(chunks), name, &args, &langs);
    serde_json::to_string(&r).unwrap_or_default()
}

/// The sheet's PDF (empty when the input gives no diagram or an option
/// is bad).
#[wasm_bindgen]
pub fn sheet_pdf(bytes: &[u8], name: &str, lang: &str, page_lang: &str, options: &str) -> Vec<u8> {
    let (sheet_loc, page_loc) = (localizer(lang), localizer_of(page_lang));
    let langs = sheet::Langs {
        sheet: &sheet_loc,
        page: &page_loc,
    };
    let Ok(args) = sheet::SheetArgs::from_json(options) else {
        return Vec::new();
    };
    let source = std::io::Cursor::new(bytes.to_vec());
    sheet::pdf(source, name, &args, &langs).unwrap_or_default()
}

/// [`sheet_pdf`] of a file read in chunks.
#[wasm_bindgen]
pub fn sheet_pdf_chunks(
    chunks: Chunks,
    name: &str,
    lang: &str,
    page_lang: &str,
    options: &str,
) -> Vec<u8> {
    let (sheet_loc, page_loc) = (localizer(lang), localizer_of(page_lang));
    let langs = sheet::Langs {
        sheet: &sheet_loc,
        page: &page_loc,
    };
    let Ok(args) = sheet::SheetArgs::from_json(options) else {
        return Vec::new();
    };
    sheet::pdf(ChunkReader::new(chunks), name, &args, &langs).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::Options;
    use fenlingo::render::Flip;

    #[test]
    fn the_page_options_go_through_the_one_vocabulary() {
        let o: Options =
            serde_json::from_str(r#"{"orientation":"side-to-move","coords":"none","size":200}"#)
                .unwrap();
        let d = o.diagram();
        assert_eq!((d.flip, d.size), (Flip::Auto, 200.0));
        let o: Options = serde_json::from_str(r#"{"orientation":"auto","theme":"pink"}"#).unwrap();
        let d = o.diagram();
        assert_eq!(d.flip, Flip::Auto);
        assert_eq!(d.theme, fenlingo::render::Theme::screen());
    }
}
