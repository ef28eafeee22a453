//! Sheet templates: the TOML schema, its checks, and the built-in
//! templates embedded from `templates/`. (Over 600 lines: the schema,
//! every key's check and the error kinds they raise belong together.)

use crate::i18n::{Localize, Localizer, Message};
use crate::render::pdf::MM;
use crate::render::pieces::{PieceSet, PieceSetError};
use crate::render::{Caption, Coords, Diagram, DiagramOptions, Flip, TextFont, Theme};
use crate::tomlpos::line_of;
use include_dir::{Dir, include_dir};
use serde::Deserialize;
use std::fmt;

static TEMPLATES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/templates");

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawTemplate {
    /// The template this one changes (a built-in name or a file); `a4-6`
    /// when not given.
    base: Option<String>,
    name: Option<String>,
    page: Option<RawPage>,
    grid: Option<RawGrid>,
    diagram: Option<RawDiagram>,
    label: Option<RawText>,
    caption: Option<RawCaption>,
    header: Option<RawText>,
    footer: Option<RawText>,
    answers: Option<RawAnswers>,
    text: Option<RawFont>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawFont {
    font: Option<String>,
    bold: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawPage {
    size: Option<String>,
    margin: Option<f32>,
    margin_top: Option<f32>,
    margin_bottom: Option<f32>,
    margin_left: Option<f32>,
    margin_right: Option<f32>,
    inner: Option<f32>,
    outer: Option<f32>,
    pdfx: Option<bool>,
    bleed: Option<f32>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawGrid {
    columns: Option<i64>,
    rows: Option<i64>,
    gap: Option<f32>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawDiagram {
    width: Option<f32>,
    theme: Option<String>,
    coords: Option<String>,
    side_marker: Option<bool>,
    orientation: Option<String>,
    setup_move: Option<bool>,
    pieces: Option<String>,
    /// Percent of a hatched dark square the lines cover.
    hatching: Option<f32>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawText {
    text: Option<String>,
    size: Option<f32>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawCaption {
    text: Option<String>,
    size: Option<f32>,
    lines: Option<i64>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawAnswers {
    enabled: Option<bool>,
    columns: Option<i64>,
    size: Option<f32>,
    numbering: Option<String>,
    notation: Option<String>,
    capture: Option<String>,
}

/// Fills what a template leaves out from its base: each key the
/// template gives wins, table by table.
trait Inherit {
    fn inherit(self, base: Self) -> Self;
}

macro_rules! inherit {
    ($t:ident { $($leaf:ident),* } $(tables { $($table:ident),* })?) => {
        impl Inherit for $t {
            fn inherit(self, base: Self) -> Self {
                $t {
                    $($leaf: self.$leaf.or(base.$leaf),)*
                    $($($table: match (self.$table, base.$table) {
                        (Some(a), Some(b)) => Some(a.inherit(b)),
                        (a, b) => a.or(b),
                    },)*)?
                }
            }
        }
    };
}

inherit!(RawPage {
    size,
    margin,
    margin_top,
    margin_bottom,
    margin_left,
    margin_right,
    inner,
    outer,
    pdfx,
    bleed
});
inherit!(RawGrid { columns, rows, gap });
inherit!(RawDiagram {
    width,
    theme,
    coords,
    side_marker,
    orientation,
    setup_move,
    pieces,
    hatching
});
inherit!(RawText { text, size });
inherit!(RawCaption { text, size, lines });
inherit!(RawAnswers {
    enabled,
    columns,
    size,
    numbering,
    notation,
    capture
});
inherit!(RawFont { font, bold });
inherit!(RawTemplate { base, name } tables { page, grid, diagram, label, caption, header, footer, answers, text });

/// How deep templates may build on one another.
const MAX_BASES: usize = 8;

/// A text line of a template: its pattern and size in points.
#[derive(Debug, Clone, PartialEq)]
pub struct TextSpec {
    /// The pattern, with `{fields}`.
    pub text: String,
    /// Font size in points.
    pub size: f32,
}

impl TextSpec {
    /// The height of a header or footer holding this text: none when the
    /// text is empty.
    pub fn band_height(&self) -> f32 {
        if self.text.is_empty() {
            0.0
        } else {
            self.size * 2.0
        }
    }

    /// The height a footer of this text takes at the foot of the page:
    /// its capitals and 5 mm above them, so that the last row of
    /// captions stays at least 4 mm clear of the page number.
    pub fn footer_band(&self) -> f32 {
        if self.text.is_empty() {
            0.0
        } else {
            self.size * 0.75 + 5.0 * MM
        }
    }
}

/// How the answer key numbers the moves of a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Numbering {
    /// From 1, as puzzle books do (`1. Rxe7 Qb1+ 2. Nc1`, `1... Rd8`).
    #[default]
    Puzzle,
    /// From the game's move number (`25. Rxe7 Qb1+ 26. Nc1`).
    Game,
}

/// Which side of the board is at the bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Orientation {
    /// White, always.
    #[default]
    White,
    /// Black, always.
    Black,
    /// The side to move (the solver), as lichess shows puzzles.
    SideToMove,
}

impl Orientation {
    /// `white`, `black` or `side-to-move` (`auto`), as the option
    /// `orientation` takes them everywhere.
    ///
    /// ```
    /// use fenlingo::sheet::Orientation;
    /// assert_eq!(Orientation::from_name("side-to-move"), Some(Orientation::SideToMove));
    /// assert_eq!(Orientation::from_name("auto"), Some(Orientation::SideToMove));
    /// assert_eq!(Orientation::from_name("black"), Some(Orientation::Black));
    /// assert_eq!(Orientation::from_name("up"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Orientation> {
        let o = crate::render::find_option("orientation")?;
        match crate::render::flip_of(crate::render::choice_value(o, name)?)? {
            Flip::No => Some(Orientation::White),
            Flip::Yes => Some(Orientation::Black),
            Flip::Auto => Some(Orientation::SideToMove),
        }
    }

    /// The board's flip.
    pub fn flip(self) -> Flip {
        match self {
            Orientation::White => Flip::No,
            Orientation::Black => Flip::Yes,
            Orientation::SideToMove => Flip::Auto,
        }
    }
}

/// The value of a choice option of the one vocabulary, aliases resolved.
fn choice_of(option: &str, value: &str) -> Option<&'static str> {
    crate::render::choice_value(crate::render::find_option(option)?, value)
}

/// A sheet layout, read from TOML and validated.
#[derive(Debug, Clone, PartialEq)]
pub struct Template {
    /// The template's name.
    pub name: String,
    /// Page width in points.
    pub page_width: f32,
    /// Page height in points.
    pub page_height: f32,
    /// Margins in points: top, right, bottom, left (of a right-hand page
    /// when they mirror).
    pub margins: [f32; 4],
    /// Whether the left and right margins swap on left-hand (even)
    /// pages: `inner` and `outer` margins for facing pages.
    pub mirror: bool,
    /// PDF/X-4 for printers, with its bleed (`[page] pdfx`, `bleed`).
    pub pdfx: Option<crate::render::pdf::PdfX>,
    /// Columns of diagrams.
    pub columns: usize,
    /// Rows of diagrams.
    pub rows: usize,
    /// Gap between cells in points.
    pub gap: f32,
    /// Diagram width in points.
    pub diagram_width: f32,
    /// Diagram theme.
    pub theme: Theme,
    /// The piece set.
    pub pieces: PieceSet,
    /// Coordinates.
    pub coords: Coords,
    /// Side-to-move marker.
    pub side_marker: bool,
    /// The label above each diagram.
    pub label: TextSpec,
    /// The caption under each diagram.
    pub caption: TextSpec,
    /// At most this many caption lines (the text shrinks, then is cut).
    pub caption_lines: usize,
    /// The page header.
    pub header: TextSpec,
    /// The page footer.
    pub footer: TextSpec,
    /// Whether the answer key is printed when solutions are known.
    pub answers: bool,
    /// Columns of the answer key.
    pub answer_columns: usize,
    /// Size of the answer key text.
    pub answer_size: f32,
    /// How the key numbers moves.
    pub numbering: Numbering,
    /// Whether the key writes pieces as figurines (`♖e8+`) instead of the
    /// reader's letters.
    pub figurines: bool,
    /// The capture sign the key writes (`x`, `×` or nothing), when the
    /// template chooses one; otherwise the notation's own.
    pub capture: Option<String>,
    /// The font of the sheet's text (`[text] font`); DejaVu Sans when
    /// `None`.
    pub text_font: Option<TextFont>,
    /// Which side is at the bottom of the diagrams.
    pub orientation: Orientation,
    /// Whether the move that led to the position (a lichess puzzle's
    /// setup move) is shown as the last move.
    pub setup_move: bool,
}

/// A template that could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateError {
    /// The file.
    pub origin: String,
    /// The line (1-based; 0 when unknown).
    pub line: usize,
    /// What is wrong (boxed: errors stay small).
    pub kind: Box<TemplateErrorKind>,
    /// What is wrong, in English.
    pub message: String,
}

/// What is wrong with a template. Numbers are kept as written.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum TemplateErrorKind {
    /// The TOML is malformed or has unknown or missing keys (the TOML
    /// reader's words).
    Syntax(String),
    /// A number is NaN or infinite.
    NotFinite {
        /// The key.
        key: String,
        /// The value.
        value: String,
    },
    /// No such page size.
    PageSize(String),
    /// A number outside its range.
    OutOfRange {
        /// The key (`text size` for sizes).
        key: String,
        /// The least value allowed.
        min: String,
        /// The greatest value allowed.
        max: String,
        /// `mm`, `points` or empty.
        unit: &'static str,
        /// The value.
        value: String,
    },
    /// No such theme.
    UnknownTheme {
        /// The name given.
        name: String,
        /// The themes there are.
        names: String,
    },
    /// `coords` is none of outside, inside, none.
    Coords(String),
    /// `pieces` names no piece set that can be had.
    Pieces(PieceSetError),
    /// `[text] font` (or `bold`) is neither a font file nor an installed
    /// family.
    Font(String),
    /// The diagram width is zero or negative (mm).
    WidthNotPositive(String),
    /// The diagram is wider than its cell allows (all in mm).
    WidthTooLarge {
        /// The width asked for.
        width: String,
        /// The cell's width.
        cell_width: String,
        /// The cell's height.
        cell_height: String,
        /// The widest diagram that fits.
        max: String,
    },
    /// The grid leaves the diagrams too small.
    NoRoom,
    /// The `base` names no built-in template and no file that reads
    /// (or the chain of bases is too long).
    Base {
        /// The base named.
        name: String,
        /// Why the file does not read (`None`: no such template).
        reason: Option<String>,
    },
    /// Bases build on one another more than eight deep (or in a circle).
    BaseDepth(String),
    /// A key that takes one of a few words has another.
    Choice {
        /// The key.
        key: String,
        /// The value given.
        value: String,
        /// The words allowed.
        choices: String,
    },
}

impl TemplateErrorKind {
    /// The message id and arguments of this kind.
    ///
    /// ```
    /// use fenlingo::sheet::TemplateErrorKind;
    /// assert_eq!(TemplateErrorKind::NoRoom.message().id, "template-no-room");
    /// ```
    pub fn message(&self) -> Message {
        use TemplateErrorKind as K;
        match self {
            K::Syntax(detail) => Message::new("template-syntax")
                .with("detail", crate::tomlpos::serde_message(detail)),
            K::NotFinite { key, value } => Message::new("template-not-finite")
                .with("key", key)
                .with("value", value),
            K::PageSize(size) => Message::new("template-page-size").with("size", size),
            K::OutOfRange {
                key,
                min,
                max,
                unit,
                value,
            } => Message::new(match *unit {
                "mm" => "template-range-mm",
                "points" => "template-range-points",
                _ => "template-range",
            })
            .with("key", key)
            .with("min", min)
            .with("max", max)
            .with("value", value),
            K::UnknownTheme { name, names } => Message::new("template-theme")
                .with("name", name)
                .with("names", names),
            K::Coords(value) => Message::new("template-coords").with("value", value),
            K::Pieces(e) => e.message(),
            K::Font(name) => Message::new("template-font").with("name", name),
            K::WidthNotPositive(value) => Message::new("template-width").with("value", value),
            K::WidthTooLarge {
                width,
                cell_width,
                cell_height,
                max,
            } => Message::new("template-width-fit")
                .with("width", width)
                .with("cell_width", cell_width)
                .with("cell_height", cell_height)
                .with("max", max),
            K::NoRoom => Message::new("template-no-room"),
            K::Base { name, reason: None } => Message::new("template-base-unknown")
                .with("name", name)
                .with("names", Template::builtin_names().join(", ")),
            K::Base {
                name,
                reason: Some(reason),
            } => Message::new("template-base-unreadable")
                .with("name", name)
                .with("reason", reason),
            K::BaseDepth(name) => Message::new("template-base-depth")
                .with("name", name)
                .with("max", MAX_BASES),
            K::Choice {
                key,
                value,
                choices,
            } => Message::new("template-choice")
                .with("key", key)
                .with("value", value)
                .with("choices", choices),
        }
    }
}

impl Localize for TemplateErrorKind {
    fn message(&self) -> Message {
        TemplateErrorKind::message(self)
    }
}

impl Localize for TemplateError {
    /// The message with the file and line: `a.toml:4: …`.
    fn message(&self) -> Message {
        located(&self.origin, self.line, self.kind.message())
    }
}

/// `origin:line: message`, or `origin: message` when the line is unknown.
pub(crate) fn located(origin: &str, line: usize, m: Message) -> Message {
    if line > 0 {
        Message::new("error-at-line")
            .with("origin", origin)
            .with("line", line.to_string())
            .with("message", m)
    } else {
        Message::new("error-in-file")
            .with("origin", origin)
            .with("message", m)
    }
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}: {}", self.origin, self.line, self.message)
        } else {
            write!(f, "{}: {}", self.origin, self.message)
        }
    }
}

impl std::error::Error for TemplateError {}

/// The size in points of a named page (`A4`, `A5`, `A3`, `Letter`,
/// `Legal`) or of `WIDTHxHEIGHT` in millimetres.
///
/// ```
/// let (w, h) = fenlingo::sheet::page_size("A4").unwrap();
/// assert_eq!((w.round(), h.round()), (595.0, 842.0));
/// assert!(fenlingo::sheet::page_size("150x200").is_some());
/// assert!(fenlingo::sheet::page_size("B99").is_none());
/// ```
pub fn page_size(name: &str) -> Option<(f32, f32)> {
    match name.to_ascii_lowercase().as_str() {
        "a3" => Some((297.0 * MM, 420.0 * MM)),
        "a4" => Some((210.0 * MM, 297.0 * MM)),
        "a5" => Some((148.0 * MM, 210.0 * MM)),
        "letter" => Some((612.0, 792.0)),
        "legal" => Some((612.0, 1008.0)),
        other => {
            let (w, h) = other.split_once('x')?;
            let (w, h): (f32, f32) = (w.trim().parse().ok()?, h.trim().parse().ok()?);
            (w > 0.0 && h > 0.0 && w < 5000.0 && h < 5000.0).then_some((w * MM, h * MM))
        }
    }
}

/// Reads `src` and fills it from its chain of bases.
fn with_bases(
    src: &str,
    origin: &str,
    load: &dyn Fn(&str) -> Option<Result<String, String>>,
    whole: bool,
) -> Result<RawTemplate, TemplateError> {
    let mut raw = parse_raw(src, origin)?;
    let builtin = |name: &str| {
        TEMPLATES
            .get_file(format!("{name}.toml"))
            .and_then(|f| f.contents_utf8())
    };
    // A built-in template is whole: it has no base of its own.
    if whole {
        return Ok(raw);
    }
    // A width fits its base's cells: a template that changes the page or
    // the grid and gives no width of its own fits its own cells.
    let refit = (raw.page.is_some() || raw.grid.is_some())
        && raw.diagram.as_ref().is_none_or(|d| d.width.is_none());
    let mut next = raw.base.take().unwrap_or_else(|| "a4-6".to_owned());
    for _ in 0..MAX_BASES {
        let line = line_of(src, "", "base");
        let (text, whole) = match builtin(&next) {
            Some(t) => (t.to_owned(), true),
            None => match load(&next) {
                Some(Ok(t)) => (t, false),
                Some(Err(reason)) => {
                    let kind = TemplateErrorKind::Base {
                        name: next,
                        reason: Some(reason),
                    };
                    return Err(template_error(origin, line, kind));
                }
                None => {
                    let kind = TemplateErrorKind::Base {
                        name: next,
                        reason: None,
                    };
                    return Err(template_error(origin, line, kind));
                }
            },
        };
        let mut base = parse_raw(&text, &next)?;
        let after = base.base.take();
        let name = raw.name.take();
        raw = raw.inherit(base);
        raw.name = name;
        match after {
            Some(b) if !whole => next = b,
            None if !whole => next = "a4-6".to_owned(),
            _ => {
                if refit {
                    if let Some(d) = raw.diagram.as_mut() {
                        d.width = None;
                    }
                }
                return Ok(raw);
            }
        }
    }
    Err(template_error(
        origin,
        0,
        TemplateErrorKind::BaseDepth(next),
    ))
}

/// The TOML of one template file, keys checked, nothing filled.
fn parse_raw(src: &str, origin: &str) -> Result<RawTemplate, TemplateError> {
    toml::from_str(src).map_err(|e| {
        let line = e.span().map_or(0, |s| {
            src[..s.start.min(src.len())].matches('\n').count() + 1
        });
        template_error(
            origin,
            line,
            TemplateErrorKind::Syntax(e.message().to_owned()),
        )
    })
}

/// An error of `origin` at `line`.
fn template_error(origin: &str, line: usize, kind: TemplateErrorKind) -> TemplateError {
    TemplateError {
        origin: origin.to_owned(),
        line,
        message: Localizer::new("en").message(&kind.message()),
        kind: Box::new(kind),
    }
}

/// Height of a diagram of width 1 (the scene's aspect), without caption.
fn diagram_aspect(coords: Coords, side_marker: bool) -> f32 {
    let opts = DiagramOptions {
        coords,
        side_marker,
        caption: Caption::None,
        ..Default::default()
    };
    let d = Diagram::new(&crate::Position::empty(), &opts, &Localizer::new("en"));
    d.height / d.width
}

/// The checks of a template's tables, in the order their errors are
/// reported; each error names `origin` and the line of its key in `src`.
struct Checker<'a> {
    src: &'a str,
    origin: &'a str,
}

/// The page of a template, in points: its size and margins (top, right,
/// bottom, left).
struct Paper {
    width: f32,
    height: f32,
    margins: [f32; 4],
    mirror: bool,
    pdfx: Option<crate::render::pdf::PdfX>,
}

/// The grid of a template: cells across and down, and the gap between
/// them in points.
struct Grid {
    columns: usize,
    rows: usize,
    gap: f32,
}

/// How a template draws its diagrams.
struct Look {
    theme: Theme,
    pieces: PieceSet,
    coords: Coords,
    side_marker: bool,
    orientation: Orientation,
    setup_move: bool,
}

/// A template's answer key.
struct Answers {
    enabled: bool,
    columns: usize,
    size: f32,
    numbering: Numbering,
    figurines: bool,
    capture: Option<String>,
}

/// The room a template's grid leaves for one diagram, in points: the
/// cell, and the widest diagram that fits in it beside its label and
/// caption lines.
struct Cell {
    width: f32,
    height: f32,
    fit: f32,
}

/// `key` outside `min..max` (in `unit`: `mm`, `points` or none).
fn out_of_range(
    key: &str,
    min: &str,
    max: &str,
    unit: &'static str,
    value: String,
) -> TemplateErrorKind {
    TemplateErrorKind::OutOfRange {
        key: key.to_owned(),
        min: min.to_owned(),
        max: max.to_owned(),
        unit,
        value,
    }
}

impl Checker<'_> {
    /// A relative path as seen from the template's folder, when there is
    /// such a file or folder there; otherwise as written (a family name,
    /// `dejavu`).
    fn beside(&self, name: &str) -> String {
        let path = std::path::Path::new(name);
        match std::path::Path::new(self.origin).parent() {
            Some(dir) if path.is_relative() && dir.join(path).exists() => {
                dir.join(path).to_string_lossy().into_owned()
            }
            _ => name.to_owned(),
        }
    }

    /// The error `kind` at the line of `key` in `[section]`.
    fn at(&self, section: &str, key: &str, kind: TemplateErrorKind) -> TemplateError {
        self.at_line(line_of(self.src, section, key), kind)
    }

    /// The error `kind` at `line`.
    fn at_line(&self, line: usize, kind: TemplateErrorKind) -> TemplateError {
        template_error(self.origin, line, kind)
    }

    /// `value` of `key` in `[section]` is none of `choices`.
    fn choice(&self, section: &str, key: &str, value: &str, choices: &[&str]) -> TemplateError {
        self.at(
            section,
            key,
            TemplateErrorKind::Choice {
                key: key.to_owned(),
                value: value.to_owned(),
                choices: choices.join(", "),
            },
        )
    }

    /// NaN and infinity pass every range check written as `v <= max`:
    /// they are refused first, naming the key.
    fn finite(&self, raw: &RawTemplate) -> Result<(), TemplateError> {
        let page = raw.page.as_ref();
        let grid = raw.grid.as_ref();
        let numbers = [
            ("page", "margin", page.and_then(|p| p.margin)),
            ("page", "margin_top", page.and_then(|p| p.margin_top)),
            ("page", "margin_bottom", page.and_then(|p| p.margin_bottom)),
            ("page", "margin_left", page.and_then(|p| p.margin_left)),
            ("page", "margin_right", page.and_then(|p| p.margin_right)),
            ("grid", "gap", grid.and_then(|g| g.gap)),
            (
                "diagram",
                "width",
                raw.diagram.as_ref().and_then(|d| d.width),
            ),
            ("label", "size", raw.label.as_ref().and_then(|t| t.size)),
            ("caption", "size", raw.caption.as_ref().and_then(|t| t.size)),
            ("header", "size", raw.header.as_ref().and_then(|t| t.size)),
            ("footer", "size", raw.footer.as_ref().and_then(|t| t.size)),
            ("answers", "size", raw.answers.as_ref().and_then(|t| t.size)),
        ];
        for (section, key, v) in numbers {
            if let Some(v) = v.filter(|v| !v.is_finite()) {
                return Err(self.at(
                    section,
                    key,
                    TemplateErrorKind::NotFinite {
                        key: key.to_owned(),
                        value: v.to_string(),
                    },
                ));
            }
        }
        Ok(())
    }

    /// `[page]`: a known size, and margins from 0 to 1000 mm (15 when not
    /// given; each side defaults to `margin`).
    fn paper(&self, page: RawPage) -> Result<Paper, TemplateError> {
        let name = page.size.unwrap_or_default();
        let (width, height) = page_size(&name)
            .ok_or_else(|| self.at("page", "size", TemplateErrorKind::PageSize(name.clone())))?;
        let m = page.margin.unwrap_or(15.0);
        // Facing pages: the inner margin is the left one of a right-hand
        // page, the outer its right one.
        let mirror = page.inner.is_some() || page.outer.is_some();
        let margins = [
            page.margin_top.unwrap_or(m),
            page.outer.or(page.margin_right).unwrap_or(m),
            page.margin_bottom.unwrap_or(m),
            page.inner.or(page.margin_left).unwrap_or(m),
        ];
        let (right, left) = if mirror {
            ("outer", "inner")
        } else {
            ("margin_right", "margin_left")
        };
        for (v, key) in margins
            .iter()
            .zip(["margin_top", right, "margin_bottom", left])
        {
            if !(0.0..1000.0).contains(v) {
                let line = line_of(self.src, "page", key).max(line_of(self.src, "page", "margin"));
                return Err(self.at_line(line, out_of_range(key, "0", "1000", "mm", v.to_string())));
            }
        }
        let bleed = page.bleed.unwrap_or(0.0);
        if !(0.0..=25.0).contains(&bleed) {
            let e = out_of_range("bleed", "0", "25", "mm", bleed.to_string());
            return Err(self.at("page", "bleed", e));
        }
        Ok(Paper {
            width,
            height,
            margins: margins.map(|v| v * MM),
            mirror,
            pdfx: page
                .pdfx
                .unwrap_or(false)
                .then_some(crate::render::pdf::PdfX { bleed: bleed * MM }),
        })
    }

    /// A count from 1 to 100: `key` of `[section]`.
    fn count(&self, v: i64, section: &str, key: &str) -> Result<usize, TemplateError> {
        if !(1..=100).contains(&v) {
            Err(self.at(
                section,
                key,
                out_of_range(key, "1", "100", "", v.to_string()),
            ))
        } else {
            Ok(v as usize)
        }
    }

    /// `[grid]`: columns and rows, and a gap from 0 to 500 mm (6 when not
    /// given).
    fn grid(&self, grid: RawGrid) -> Result<Grid, TemplateError> {
        let columns = self.count(grid.columns.unwrap_or(0), "grid", "columns")?;
        let rows = self.count(grid.rows.unwrap_or(0), "grid", "rows")?;
        let gap = grid.gap.unwrap_or(6.0);
        if !(0.0..500.0).contains(&gap) {
            return Err(self.at(
                "grid",
                "gap",
                out_of_range("gap", "0", "500", "mm", gap.to_string()),
            ));
        }
        Ok(Grid {
            columns,
            rows,
            gap: gap * MM,
        })
    }

    /// `[text]`: the font of the sheet's text, a font file (beside the
    /// template) or an installed family; DejaVu Sans when not given.
    fn text_font(&self, raw: RawFont) -> Result<Option<TextFont>, TemplateError> {
        let Some(name) = raw.font else {
            return Ok(None);
        };
        let path = self.beside(&name);
        let Some(font) = TextFont::load(&path, None) else {
            return Err(self.at("text", "font", TemplateErrorKind::Font(name)));
        };
        match raw.bold {
            None => Ok(Some(font)),
            Some(bold) => TextFont::load(&path, Some(&self.beside(&bold)))
                .map(Some)
                .ok_or_else(|| self.at("text", "bold", TemplateErrorKind::Font(bold))),
        }
    }

    /// `[diagram]` but its width: a theme, coordinates and orientation of
    /// the one vocabulary.
    fn look(&self, diagram: RawDiagram) -> Result<Look, TemplateError> {
        let theme_name = diagram.theme.unwrap_or_else(|| "print".into());
        let theme = choice_of("theme", &theme_name)
            .and_then(Theme::named)
            .ok_or_else(|| {
                self.at(
                    "diagram",
                    "theme",
                    TemplateErrorKind::UnknownTheme {
                        name: theme_name.clone(),
                        names: Theme::NAMES.join(", "),
                    },
                )
            })?;
        let coords = diagram.coords.as_deref().unwrap_or("outside");
        let coords = choice_of("coords", coords)
            .and_then(crate::render::coords_of)
            .ok_or_else(|| {
                self.at(
                    "diagram",
                    "coords",
                    TemplateErrorKind::Coords(coords.to_owned()),
                )
            })?;
        let orientation = match diagram.orientation.as_deref() {
            None => Orientation::White,
            Some(o) => Orientation::from_name(o).ok_or_else(|| {
                self.choice(
                    "diagram",
                    "orientation",
                    o,
                    &["white", "black", "side-to-move"],
                )
            })?,
        };
        let mut theme = theme;
        if let Some(h) = diagram.hatching {
            if !(5.0..=50.0).contains(&h) {
                let e = out_of_range("hatching", "5", "50", "", h.to_string());
                return Err(self.at("diagram", "hatching", e));
            }
            theme.hatch_ink = h / 100.0;
        }
        let pieces = match diagram.pieces.as_deref() {
            None => PieceSet::noto(),
            Some(name) => PieceSet::load(&self.beside(name))
                .map_err(|e| self.at("diagram", "pieces", TemplateErrorKind::Pieces(e)))?,
        };
        Ok(Look {
            theme,
            pieces,
            coords,
            side_marker: diagram.side_marker.unwrap_or(true),
            orientation,
            setup_move: diagram.setup_move.unwrap_or(false),
        })
    }

    /// A text size above 0 and up to 200 points: `size` of `[section]`,
    /// `default` when not given.
    fn text_size(&self, v: Option<f32>, default: f32, section: &str) -> Result<f32, TemplateError> {
        let v = v.unwrap_or(default);
        if v > 0.0 && v <= 200.0 {
            Ok(v)
        } else {
            Err(self.at(
                section,
                "size",
                out_of_range("text size", "0", "200", "points", v.to_string()),
            ))
        }
    }

    /// A text line (`[label]`, `[header]`, `[footer]`), with the pattern
    /// and size it has when not given.
    fn text(
        &self,
        raw: Option<RawText>,
        default: &str,
        size: f32,
        section: &str,
    ) -> Result<TextSpec, TemplateError> {
        match raw {
            Some(t) => Ok(TextSpec {
                size: self.text_size(t.size, size, section)?,
                text: t.text.unwrap_or_else(|| default.to_owned()),
            }),
            None => Ok(TextSpec {
                text: default.to_owned(),
                size,
            }),
        }
    }

    /// `[caption]`: its text, and at most 0 to 10 lines (2 when not given).
    fn caption(&self, raw: Option<RawCaption>) -> Result<(TextSpec, usize), TemplateError> {
        let Some(c) = raw else {
            let text = TextSpec {
                text: "{caption}".into(),
                size: 9.0,
            };
            return Ok((text, 2));
        };
        let lines = c.lines.unwrap_or(2);
        if !(0..=10).contains(&lines) {
            return Err(self.at(
                "caption",
                "lines",
                out_of_range("lines", "0", "10", "", lines.to_string()),
            ));
        }
        let text = TextSpec {
            size: self.text_size(c.size, 9.0, "caption")?,
            text: c.text.unwrap_or_else(|| "{caption}".into()),
        };
        Ok((text, lines as usize))
    }

    /// `[answers]`: on unless disabled, in 2 columns of 9-point text,
    /// numbered as a puzzle, in letters, unless told otherwise.
    fn answers(&self, raw: Option<RawAnswers>) -> Result<Answers, TemplateError> {
        let Some(a) = raw else {
            return Ok(Answers {
                enabled: true,
                columns: 2,
                size: 9.0,
                numbering: Numbering::Puzzle,
                figurines: false,
                capture: None,
            });
        };
        let enabled = a.enabled.unwrap_or(true);
        let columns = self.count(a.columns.unwrap_or(2), "answers", "columns")?;
        let size = self.text_size(a.size, 9.0, "answers")?;
        let numbering = match a.numbering.as_deref() {
            None | Some("puzzle") => Numbering::Puzzle,
            Some("game") => Numbering::Game,
            Some(o) => return Err(self.choice("answers", "numbering", o, &["puzzle", "game"])),
        };
        let figurines = match a.notation.as_deref() {
            None | Some("letters") => false,
            Some("figurine") => true,
            Some(o) => {
                return Err(self.choice("answers", "notation", o, &["letters", "figurine"]));
            }
        };
        let capture = match a.capture.as_deref() {
            None => None,
            Some(c @ ("x" | "×" | "")) => Some(c.to_owned()),
            Some(o) => return Err(self.choice("answers", "capture", o, &["x", "×", "\"\""])),
        };
        Ok(Answers {
            enabled,
            columns,
            size,
            numbering,
            figurines,
            capture,
        })
    }

    /// The diagram width in points: the `width` asked for (mm), above 0
    /// and fitting its cell, else the widest that fits; never under 10 mm.
    fn diagram_width(&self, width: Option<f32>, cell: &Cell) -> Result<f32, TemplateError> {
        let width = match width {
            Some(w) => {
                let w = w * MM;
                if w <= 0.0 {
                    return Err(self.at(
                        "diagram",
                        "width",
                        TemplateErrorKind::WidthNotPositive((w / MM).to_string()),
                    ));
                }
                if w > cell.fit + 0.01 {
                    return Err(self.at(
                        "diagram",
                        "width",
                        TemplateErrorKind::WidthTooLarge {
                            width: format!("{:.0}", w / MM),
                            cell_width: format!("{:.0}", cell.width / MM),
                            cell_height: format!("{:.0}", cell.height / MM),
                            max: format!("{:.0}", (cell.fit / MM).floor()),
                        },
                    ));
                }
                w
            }
            None => cell.fit,
        };
        if width < 10.0 * MM {
            let line = line_of(self.src, "grid", "rows").max(line_of(self.src, "grid", "columns"));
            return Err(self.at_line(line, TemplateErrorKind::NoRoom));
        }
        Ok(width)
    }
}

impl Template {
    /// The room of one cell of this template's grid (its diagram width
    /// aside).
    fn cell(&self) -> Cell {
        let m = self.margins;
        let content_w = self.page_width - m[1] - m[3];
        let content_h =
            self.page_height - m[0] - m[2] - self.header.band_height() - self.footer.footer_band();
        let (columns, rows) = (self.columns, self.rows);
        let width = (content_w - self.gap * (columns - 1) as f32) / columns as f32;
        let height = (content_h - self.gap * (rows - 1) as f32) / rows as f32;
        let aspect = diagram_aspect(self.coords, self.side_marker);
        let extra_h = self.label.size * 1.5 + self.caption.size * 1.3 * self.caption_lines as f32;
        Cell {
            width,
            height,
            fit: ((height - extra_h) / aspect).min(width),
        }
    }
}

impl Template {
    /// Reads a template from TOML; `origin` names the file in errors.
    ///
    /// ```
    /// let t = fenlingo::sheet::Template::builtin("a4-6").unwrap();
    /// assert_eq!((t.columns, t.rows), (2, 3));
    /// let bad = fenlingo::sheet::Template::from_toml("[page]\nsize = \"A4\"\n[grid]\ncolumns = 0\nrows = 2\n", "bad.toml");
    /// assert_eq!(bad.unwrap_err().line, 4);
    /// ```
    pub fn from_toml(src: &str, origin: &str) -> Result<Template, TemplateError> {
        Template::from_toml_with(src, origin, &|_| None)
    }

    /// Reads a template from TOML that may build on another: what it
    /// leaves out comes from its `base` (a built-in name, else a file that
    /// `load` reads; `a4-6` when not given).
    ///
    /// ```
    /// use fenlingo::sheet::{Orientation, Template};
    /// let t = Template::from_toml("[diagram]\norientation = \"black\"\n", "mine.toml").unwrap();
    /// assert_eq!(t.orientation, Orientation::Black);
    /// assert_eq!((t.columns, t.rows), (2, 3));
    /// let t = Template::from_toml("base = \"a4-12\"\n[caption]\nsize = 7\n", "mine.toml").unwrap();
    /// assert_eq!((t.columns, t.rows, t.caption.size), (3, 4, 7.0));
    /// ```
    pub fn from_toml_with(
        src: &str,
        origin: &str,
        load: &dyn Fn(&str) -> Option<Result<String, String>>,
    ) -> Result<Template, TemplateError> {
        Template::read(src, origin, load, false)
    }

    /// Reads a template; a `whole` one (built in) has no base.
    fn read(
        src: &str,
        origin: &str,
        load: &dyn Fn(&str) -> Option<Result<String, String>>,
        whole: bool,
    ) -> Result<Template, TemplateError> {
        let raw = with_bases(src, origin, load, whole)?;
        let check = Checker { src, origin };
        check.finite(&raw)?;
        let paper = check.paper(raw.page.unwrap_or_default())?;
        let grid = check.grid(raw.grid.unwrap_or_default())?;
        let diagram = raw.diagram.unwrap_or_default();
        let width = diagram.width;
        let look = check.look(diagram)?;
        let label = check.text(raw.label, "{n}.", 10.0, "label")?;
        let (caption, caption_lines) = check.caption(raw.caption)?;
        let header = check.text(raw.header, "{title}", 12.0, "header")?;
        let footer = check.text(raw.footer, "{page-of}", 8.0, "footer")?;
        let answers = check.answers(raw.answers)?;
        let text_font = check.text_font(raw.text.unwrap_or_default())?;
        let mut template = Template {
            name: raw.name.unwrap_or_else(|| origin.to_owned()),
            page_width: paper.width,
            page_height: paper.height,
            margins: paper.margins,
            mirror: paper.mirror,
            pdfx: paper.pdfx,
            columns: grid.columns,
            rows: grid.rows,
            gap: grid.gap,
            // Set below, once the cells are known.
            diagram_width: 0.0,
            theme: look.theme,
            pieces: look.pieces,
            coords: look.coords,
            side_marker: look.side_marker,
            label,
            caption,
            caption_lines,
            header,
            footer,
            answers: answers.enabled,
            answer_columns: answers.columns,
            answer_size: answers.size,
            numbering: answers.numbering,
            figurines: answers.figurines,
            capture: answers.capture,
            text_font,
            orientation: look.orientation,
            setup_move: look.setup_move,
        };
        template.diagram_width = check.diagram_width(width, &template.cell())?;
        Ok(template)
    }

    /// A built-in template (`a4-6`, `a4-12`, `letter-6`, `a5-4`, `article`).
    pub fn builtin(name: &str) -> Option<Template> {
        let f = TEMPLATES.get_file(format!("{name}.toml"))?;
        let origin = format!("templates/{name}.toml");
        Template::read(f.contents_utf8()?, &origin, &|_| None, true).ok()
    }

    /// The names of the built-in templates.
    pub fn builtin_names() -> Vec<String> {
        let mut v: Vec<String> = TEMPLATES
            .files()
            .filter_map(|f| f.path().file_stem()?.to_str().map(str::to_owned))
            .collect();
        v.sort();
        v
    }

    /// The source of every built-in template, for checks.
    #[doc(hidden)]
    pub fn builtin_sources() -> Vec<(String, &'static str)> {
        TEMPLATES
            .files()
            .map(|f| {
                (
                    f.path().display().to_string(),
                    f.contents_utf8().unwrap_or(""),
                )
            })
            .collect()
    }

    /// The diagram options a sheet's diagrams take over the template's
    /// (`orientation`, `theme`, `coords`), by their names and values in the
    /// one vocabulary ([`crate::render::DIAGRAM_OPTIONS`]); `option` names
    /// the option in errors as its user wrote it (`--theme`, `theme`).
    ///
    /// ```
    /// use fenlingo::sheet::{Orientation, Template};
    /// let mut t = Template::builtin("a4-6").unwrap();
    /// t.set_option("orientation", "auto", "orientation").unwrap();
    /// assert_eq!(t.orientation, Orientation::SideToMove);
    /// assert!(t.set_option("theme", "pink", "--theme").unwrap_err().to_string().contains("--theme"));
    /// assert!(t.set_option("size", "300", "size").is_err()); // a template's cells set the size
    /// ```
    pub fn set_option(
        &mut self,
        name: &str,
        value: &str,
        option: &str,
    ) -> Result<(), crate::render::SpecError> {
        use crate::render::{DiagramSpec, SpecError, coords_of, find_option};
        const TAKEN: [&str; 4] = ["orientation", "theme", "coords", "pieces"];
        let def = find_option(name).filter(|o| TAKEN.contains(&o.name));
        let Some(def) = def else {
            return Err(SpecError::UnknownOption {
                name: option.to_owned(),
                names: TAKEN.join(", "),
            });
        };
        // The value checked, and named in its error, as every face checks it.
        let mut spec = DiagramSpec::default();
        spec.set_as(name, value, option)?;
        if def.name == "pieces" {
            self.pieces = spec.options()?.pieces;
            return Ok(());
        }
        let value = choice_of(def.name, value).unwrap_or_default();
        match def.name {
            "orientation" => self.orientation = Orientation::from_name(value).unwrap_or_default(),
            "theme" => {
                // The template's hatching stays.
                let hatch_ink = self.theme.hatch_ink;
                self.theme = Theme::named(value).unwrap_or_else(Theme::screen);
                self.theme.hatch_ink = hatch_ink;
            }
            _ => self.coords = coords_of(value).unwrap_or_default(),
        }
        Ok(())
    }

    /// Diagrams per page.
    pub fn per_page(&self) -> usize {
        self.columns * self.rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_finite_numbers_are_refused() {
        for (section, key, value) in [
            ("diagram", "width", "nan"),
            ("diagram", "width", "inf"),
            ("grid", "gap", "-inf"),
            ("caption", "size", "nan"),
        ] {
            let extra = if section == "grid" {
                String::new()
            } else if section == "caption" {
                format!("[{section}]\ntext = \"x\"\n{key} = {value}\n")
            } else {
                format!("[{section}]\n{key} = {value}\n")
            };
            let grid_gap = if section == "grid" {
                format!("{key} = {value}\n")
            } else {
                String::new()
            };
            let src =
                format!("[page]\nsize = \"A4\"\n[grid]\ncolumns = 2\nrows = 3\n{grid_gap}{extra}");
            let e = Template::from_toml(&src, "t.toml").unwrap_err();
            assert!(e.message.contains("finite"), "{src}: {e}");
            assert!(e.line >= 6, "{src}: {e}");
        }
    }
}
