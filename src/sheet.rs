//! Puzzle-book sheets: many diagrams on PDF pages laid out by a template,
//! numbered, captioned in the reader's language, with an answer key.

use crate::i18n::Localizer;
use crate::input::Item;
use crate::moves::number_moves;
use crate::render::pdf::{self, Align, Face, MM, Meta, PdfDocument, TextStyle};
use crate::render::{Caption, Coords, Diagram, DiagramOptions, Rgba, Theme};
use crate::tomlpos::line_of;
use crate::{Color, Notation};
use include_dir::{Dir, include_dir};
use serde::Deserialize;
use std::fmt;
use std::io::{self, BufRead, Seek, Write};

static TEMPLATES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/templates");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTemplate {
    name: Option<String>,
    page: RawPage,
    grid: RawGrid,
    diagram: Option<RawDiagram>,
    label: Option<RawText>,
    caption: Option<RawCaption>,
    header: Option<RawText>,
    footer: Option<RawText>,
    answers: Option<RawAnswers>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPage {
    size: String,
    margin: Option<f32>,
    margin_top: Option<f32>,
    margin_bottom: Option<f32>,
    margin_left: Option<f32>,
    margin_right: Option<f32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGrid {
    columns: i64,
    rows: i64,
    gap: Option<f32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDiagram {
    width: Option<f32>,
    theme: Option<String>,
    coords: Option<String>,
    side_marker: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawText {
    text: String,
    size: Option<f32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCaption {
    text: String,
    size: Option<f32>,
    lines: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAnswers {
    enabled: Option<bool>,
    columns: Option<i64>,
    size: Option<f32>,
}

/// A text line of a template: its pattern and size in points.
#[derive(Debug, Clone, PartialEq)]
pub struct TextSpec {
    /// The pattern, with `{fields}`.
    pub text: String,
    /// Font size in points.
    pub size: f32,
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
    /// Margins in points: top, right, bottom, left.
    pub margins: [f32; 4],
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
}

/// A template that could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateError {
    /// The file.
    pub origin: String,
    /// The line (1-based; 0 when unknown).
    pub line: usize,
    /// What is wrong, in English.
    pub message: String,
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
        let err = |line: usize, message: String| TemplateError {
            origin: origin.to_owned(),
            line,
            message,
        };
        let raw: RawTemplate = toml::from_str(src).map_err(|e| {
            let line = e.span().map_or(0, |s| {
                src[..s.start.min(src.len())].matches('\n').count() + 1
            });
            err(line, e.message().to_owned())
        })?;
        // NaN and infinity pass every range check written as `v <= max`:
        // refuse them first, naming the key.
        let numbers = [
            ("page", "margin", raw.page.margin),
            ("page", "margin_top", raw.page.margin_top),
            ("page", "margin_bottom", raw.page.margin_bottom),
            ("page", "margin_left", raw.page.margin_left),
            ("page", "margin_right", raw.page.margin_right),
            ("grid", "gap", raw.grid.gap),
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
                return Err(err(
                    line_of(src, section, key),
                    format!("{key} must be a finite number, not {v}"),
                ));
            }
        }
        let (page_width, page_height) = page_size(&raw.page.size).ok_or_else(|| {
            err(
                line_of(src, "page", "size"),
                format!(
                    "unknown page size '{}' (A3, A4, A5, Letter, Legal or WIDTHxHEIGHT in mm)",
                    raw.page.size
                ),
            )
        })?;
        let m = raw.page.margin.unwrap_or(15.0);
        let margins = [
            raw.page.margin_top.unwrap_or(m),
            raw.page.margin_right.unwrap_or(m),
            raw.page.margin_bottom.unwrap_or(m),
            raw.page.margin_left.unwrap_or(m),
        ];
        for (v, key) in
            margins
                .iter()
                .zip(["margin_top", "margin_right", "margin_bottom", "margin_left"])
        {
            if !(0.0..1000.0).contains(v) {
                let line = line_of(src, "page", key).max(line_of(src, "page", "margin"));
                return Err(err(
                    line,
                    format!("{key} must be between 0 and 1000 mm, not {v}"),
                ));
            }
        }
        let margins = margins.map(|v| v * MM);
        let positive = |v: i64, key: &str, section: &str| -> Result<usize, TemplateError> {
            if !(1..=100).contains(&v) {
                Err(err(
                    line_of(src, section, key),
                    format!("{key} must be between 1 and 100, not {v}"),
                ))
            } else {
                Ok(v as usize)
            }
        };
        let columns = positive(raw.grid.columns, "columns", "grid")?;
        let rows = positive(raw.grid.rows, "rows", "grid")?;
        let gap = raw.grid.gap.unwrap_or(6.0);
        if !(0.0..500.0).contains(&gap) {
            return Err(err(
                line_of(src, "grid", "gap"),
                format!("gap must be between 0 and 500 mm, not {gap}"),
            ));
        }
        let gap = gap * MM;
        let size_of = |v: Option<f32>, default: f32, section: &str| -> Result<f32, TemplateError> {
            let v = v.unwrap_or(default);
            if v > 0.0 && v <= 200.0 {
                Ok(v)
            } else {
                Err(err(
                    line_of(src, section, "size"),
                    format!("text size must be between 0 and 200 points, not {v}"),
                ))
            }
        };
        let text = |raw: Option<RawText>,
                    default: &str,
                    size: f32,
                    section: &str|
         -> Result<TextSpec, TemplateError> {
            match raw {
                Some(t) => Ok(TextSpec {
                    size: size_of(t.size, size, section)?,
                    text: t.text,
                }),
                None => Ok(TextSpec {
                    text: default.to_owned(),
                    size,
                }),
            }
        };
        let diagram = raw.diagram.unwrap_or(RawDiagram {
            width: None,
            theme: None,
            coords: None,
            side_marker: None,
        });
        let theme_name = diagram.theme.unwrap_or_else(|| "print".into());
        let theme = Theme::named(&theme_name).ok_or_else(|| {
            err(
                line_of(src, "diagram", "theme"),
                format!("unknown theme '{theme_name}' ({})", Theme::NAMES.join(", ")),
            )
        })?;
        let coords = match diagram.coords.as_deref().unwrap_or("outside") {
            "outside" => Coords::Outside,
            "inside" => Coords::Inside,
            "none" => Coords::None,
            other => {
                return Err(err(
                    line_of(src, "diagram", "coords"),
                    format!("coords must be outside, inside or none, not '{other}'"),
                ));
            }
        };
        let side_marker = diagram.side_marker.unwrap_or(true);
        let label = text(raw.label, "{n}.", 10.0, "label")?;
        let (caption, caption_lines) = match raw.caption {
            Some(c) => {
                let lines = c.lines.unwrap_or(2);
                if !(0..=10).contains(&lines) {
                    return Err(err(
                        line_of(src, "caption", "lines"),
                        format!("lines must be between 0 and 10, not {lines}"),
                    ));
                }
                (
                    TextSpec {
                        size: size_of(c.size, 9.0, "caption")?,
                        text: c.text,
                    },
                    lines as usize,
                )
            }
            None => (
                TextSpec {
                    text: "{caption}".into(),
                    size: 9.0,
                },
                2,
            ),
        };
        let header = text(raw.header, "{title}", 12.0, "header")?;
        let footer = text(raw.footer, "{page}", 8.0, "footer")?;
        let (answers, answer_columns, answer_size) = match raw.answers {
            Some(a) => (
                a.enabled.unwrap_or(true),
                positive(a.columns.unwrap_or(2), "columns", "answers")?,
                size_of(a.size, 9.0, "answers")?,
            ),
            None => (true, 2, 9.0),
        };
        let content_w = page_width - margins[1] - margins[3];
        let content_h =
            page_height - margins[0] - margins[2] - header_height(&header) - footer_height(&footer);
        let cell_w = (content_w - gap * (columns - 1) as f32) / columns as f32;
        let cell_h = (content_h - gap * (rows - 1) as f32) / rows as f32;
        let aspect = diagram_aspect(coords, side_marker);
        let extra_h = label.size * 1.5 + caption.size * 1.3 * caption_lines as f32;
        let fit = ((cell_h - extra_h) / aspect).min(cell_w);
        let diagram_width = match diagram.width {
            Some(w) => {
                let w = w * MM;
                if w <= 0.0 {
                    return Err(err(
                        line_of(src, "diagram", "width"),
                        format!("the diagram width must be positive, not {}", w / MM),
                    ));
                }
                if w > fit + 0.01 {
                    return Err(err(
                        line_of(src, "diagram", "width"),
                        format!(
                            "a diagram {:.0} mm wide does not fit its cell ({:.0} × {:.0} mm with label and caption); at most {:.0} mm",
                            w / MM,
                            cell_w / MM,
                            cell_h / MM,
                            (fit / MM).floor()
                        ),
                    ));
                }
                w
            }
            None => fit,
        };
        if diagram_width < 10.0 * MM {
            return Err(err(
                line_of(src, "grid", "rows").max(line_of(src, "grid", "columns")),
                "the diagrams do not fit on the page: fewer rows or columns, or smaller margins"
                    .into(),
            ));
        }
        Ok(Template {
            name: raw.name.unwrap_or_else(|| origin.to_owned()),
            page_width,
            page_height,
            margins,
            columns,
            rows,
            gap,
            diagram_width,
            theme,
            coords,
            side_marker,
            label,
            caption,
            caption_lines,
            header,
            footer,
            answers,
            answer_columns,
            answer_size,
        })
    }

    /// A built-in template (`a4-6`, `a4-12`, `letter-6`, `a5-4`, `article`).
    pub fn builtin(name: &str) -> Option<Template> {
        let f = TEMPLATES.get_file(format!("{name}.toml"))?;
        Template::from_toml(f.contents_utf8()?, &format!("templates/{name}.toml")).ok()
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

    /// Diagrams per page.
    pub fn per_page(&self) -> usize {
        self.columns * self.rows
    }
}

fn header_height(t: &TextSpec) -> f32 {
    if t.text.is_empty() { 0.0 } else { t.size * 2.0 }
}

fn footer_height(t: &TextSpec) -> f32 {
    if t.text.is_empty() { 0.0 } else { t.size * 2.0 }
}

/// Breaks `text` into lines no wider than `width` at `size`.
fn wrap(text: &str, face: Face, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        let candidate = if cur.is_empty() {
            word.to_owned()
        } else {
            format!("{cur} {word}")
        };
        if pdf::text_width(face, &candidate, size) <= width || cur.is_empty() {
            cur = candidate;
        } else {
            lines.push(std::mem::take(&mut cur));
            cur = word.to_owned();
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    // A single word wider than the line is cut by characters.
    lines
        .into_iter()
        .flat_map(|l| {
            if pdf::text_width(face, &l, size) <= width {
                return vec![l];
            }
            let mut parts = Vec::new();
            let mut part = String::new();
            for c in l.chars() {
                part.push(c);
                if pdf::text_width(face, &part, size) > width && part.chars().count() > 1 {
                    part.pop();
                    parts.push(std::mem::take(&mut part));
                    part.push(c);
                }
            }
            parts.push(part);
            parts
        })
        .collect()
}

/// Fits `text` into at most `max_lines` lines of `width`: shrinks the size
/// down to 60 %, then cuts the last line with an ellipsis.
fn fit_text(text: &str, face: Face, size: f32, width: f32, max_lines: usize) -> (Vec<String>, f32) {
    if max_lines == 0 || text.trim().is_empty() {
        return (Vec::new(), size);
    }
    let mut s = size;
    loop {
        let lines = wrap(text, face, s, width);
        if lines.len() <= max_lines {
            return (lines, s);
        }
        if s <= size * 0.6 {
            let mut lines: Vec<String> = lines.into_iter().take(max_lines).collect();
            if let Some(last) = lines.last_mut() {
                while !last.is_empty() && pdf::text_width(face, &format!("{last}…"), s) > width {
                    last.pop();
                }
                last.push('…');
            }
            return (lines, s);
        }
        s *= 0.92;
    }
}

/// Fills a template's fields in one pass (a title or caption holding
/// `{page}` stays as written) and folds runs of white space.
fn fill(pattern: &str, fields: &[(&str, &str)]) -> String {
    crate::text::fill(pattern, fields)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a sheet will hold, counted before it is drawn so that every page
/// can say "Page 3 of 20".
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Plan {
    /// Diagrams.
    pub items: usize,
    /// Lines of the answer key.
    pub answer_lines: usize,
}

/// What a sheet needs besides its template and language.
#[derive(Debug, Clone, Default)]
pub struct SheetOptions {
    /// The title in the page header.
    pub title: Option<String>,
    /// The counts made beforehand.
    pub plan: Plan,
    /// The number of the first diagram.
    pub start_number: u32,
    /// PDF metadata.
    pub meta: Meta,
}

/// Writes a sheet: feed items with [`add`](Sheet::add), then
/// [`finish`](Sheet::finish). Pages are written as they fill, so memory
/// stays bounded; the answer key is spooled to a temporary file.
pub struct Sheet<'a, W: Write> {
    doc: PdfDocument<W>,
    t: &'a Template,
    loc: &'a Localizer,
    notation: &'a Notation,
    title: String,
    total_pages: usize,
    number: u32,
    page: Vec<(u32, Item)>,
    answers: Option<io::BufWriter<std::fs::File>>,
    answer_count: usize,
}

impl<'a, W: Write> Sheet<'a, W> {
    /// Counts the answer-key lines of one item (for the [`Plan`]).
    pub fn answer_lines(t: &Template, notation: &Notation, number: u32, item: &Item) -> usize {
        if item.solution.is_empty() || !t.answers {
            return 0;
        }
        wrap(
            &answer_text(notation, number, item),
            Face::Regular,
            t.answer_size,
            answer_column_width(t),
        )
        .len()
    }

    /// Starts a sheet on `out`, in `loc`'s language with answers in
    /// `notation`'s letters.
    pub fn new(
        out: W,
        t: &'a Template,
        loc: &'a Localizer,
        notation: &'a Notation,
        opts: SheetOptions,
    ) -> io::Result<Sheet<'a, W>> {
        let SheetOptions {
            title,
            plan,
            start_number,
            meta,
        } = opts;
        let diagram_pages = plan.items.div_ceil(t.per_page()).max(1);
        let answer_pages = if plan.answer_lines > 0 && t.answers {
            plan.answer_lines.div_ceil(answer_lines_per_page(t).max(1))
        } else {
            0
        };
        Ok(Sheet {
            doc: PdfDocument::new(out, meta)?,
            t,
            loc,
            notation,
            title: title.unwrap_or_default(),
            total_pages: diagram_pages + answer_pages,
            number: start_number,
            page: Vec::new(),
            answers: if t.answers {
                Some(io::BufWriter::new(tempfile::tempfile()?))
            } else {
                None
            },
            answer_count: 0,
        })
    }

    /// Adds one diagram.
    pub fn add(&mut self, item: Item) -> io::Result<()> {
        let n = self.number;
        self.number += 1;
        if let Some(w) = self.answers.as_mut() {
            if !item.solution.is_empty() {
                writeln!(
                    w,
                    "{}",
                    answer_text(self.notation, n, &item).replace('\n', " ")
                )?;
                self.answer_count += 1;
            }
        }
        self.page.push((n, item));
        if self.page.len() == self.t.per_page() {
            self.flush_page()?;
        }
        Ok(())
    }

    fn page_text(&self) -> String {
        self.loc.text(
            "caption-page-of",
            &[
                ("page", (self.doc.page_count() + 1).into()),
                ("total", self.total_pages.into()),
            ],
        )
    }

    fn flush_page(&mut self) -> io::Result<()> {
        if self.page.is_empty() {
            return Ok(());
        }
        let items = std::mem::take(&mut self.page);
        let page_of = self.page_text();
        let t = self.t;
        let loc = self.loc;
        let content_top = t.page_height - t.margins[0] - header_height(&t.header);
        let content_w = t.page_width - t.margins[1] - t.margins[3];
        let content_h = content_top - t.margins[2] - footer_height(&t.footer);
        let cell_w = (content_w - t.gap * (t.columns - 1) as f32) / t.columns as f32;
        let cell_h = (content_h - t.gap * (t.rows - 1) as f32) / t.rows as f32;
        let opts = DiagramOptions {
            coords: t.coords,
            side_marker: t.side_marker,
            theme: t.theme.clone(),
            caption: Caption::None,
            ..Default::default()
        };
        let mut result = Ok(());
        let title = self.title.clone();
        let mut drawn = Vec::new();
        for (i, (n, item)) in items.iter().enumerate() {
            let col = i % t.columns;
            let row = i / t.columns;
            let x = t.margins[3] + col as f32 * (cell_w + t.gap);
            let top = content_top - row as f32 * (cell_h + t.gap);
            let mut o = opts.clone();
            o.marks = item.marks.clone();
            o.arrows = item.arrows.clone();
            o.number = *n;
            let d = Diagram::new(&item.position, &o, loc);
            let dx = x + (cell_w - t.diagram_width) / 2.0;
            let label = fill(
                &t.label.text,
                &[
                    ("n", &n.to_string()),
                    ("label", item.label.as_deref().unwrap_or("")),
                ],
            );
            let caption = caption_text(&t.caption.text, item, *n, loc);
            drawn.push((d, dx, top, label, caption, x));
        }
        self.doc.page(t.page_width, t.page_height, |p, c| {
            draw_frame(t, &title, &page_of, p, c);
            for (d, dx, top, label, caption, _x) in &drawn {
                let ink = Rgba::rgb(0, 0, 0);
                let board_left = dx + d.board_x * t.diagram_width / d.width;
                if !label.is_empty() {
                    let (lines, size) =
                        fit_text(label, Face::Bold, t.label.size, t.diagram_width, 1);
                    if let Some(l) = lines.first() {
                        p.text(
                            c,
                            TextStyle {
                                face: Face::Bold,
                                size,
                                color: ink,
                                align: Align::Left,
                            },
                            board_left,
                            top - t.label.size,
                            l,
                        );
                    }
                }
                let dtop = top - t.label.size * 1.5;
                if let Err(e) = p.diagram(c, d, *dx, dtop, t.diagram_width) {
                    result = Err(e);
                }
                let dh = d.height * t.diagram_width / d.width;
                let (lines, size) = fit_text(
                    caption,
                    Face::Regular,
                    t.caption.size,
                    t.diagram_width,
                    t.caption_lines,
                );
                let mut y = dtop - dh - size * 1.1;
                for l in &lines {
                    p.text(
                        c,
                        TextStyle {
                            face: Face::Regular,
                            size,
                            color: ink,
                            align: Align::Center,
                        },
                        dx + t.diagram_width / 2.0,
                        y,
                        l,
                    );
                    y -= size * 1.25;
                }
            }
        })?;
        result
    }

    /// Writes the last page and the answer key; returns the output.
    pub fn finish(mut self) -> io::Result<W> {
        self.flush_page()?;
        if self.doc.page_count() == 0 {
            // An empty sheet still gets a page.
            let t = self.t;
            self.doc.page(t.page_width, t.page_height, |_, _| {})?;
        }
        if let Some(w) = self.answers.take() {
            if self.answer_count > 0 {
                let mut file = w.into_inner().map_err(|e| e.into_error())?;
                file.seek(io::SeekFrom::Start(0))?;
                self.answer_pages(io::BufReader::new(file))?;
            }
        }
        self.doc.finish()
    }

    fn answer_pages(&mut self, reader: impl BufRead) -> io::Result<()> {
        let t = self.t;
        let width = answer_column_width(t);
        let mut lines = Vec::new();
        for entry in reader.lines() {
            let entry = entry?;
            lines.extend(
                wrap(&entry, Face::Regular, t.answer_size, width)
                    .into_iter()
                    .enumerate()
                    .map(|(i, l)| (i > 0, l)),
            );
        }
        let per_page = answer_lines_per_page(t).max(1);
        let per_col = per_page.div_ceil(t.answer_columns);
        let heading = self.loc.text("caption-solutions", &[]);
        for chunk in lines.chunks(per_page) {
            let page_of = self.page_text();
            let loc_heading = heading.clone();
            let title = self.title.clone();
            let top = t.page_height - t.margins[0] - header_height(&t.header);
            let line_h = t.answer_size * 1.35;
            self.doc.page(t.page_width, t.page_height, |p, c| {
                draw_frame(t, &title, &page_of, p, c);
                let ink = Rgba::rgb(0, 0, 0);
                p.text(
                    c,
                    TextStyle {
                        face: Face::Bold,
                        size: t.answer_size * 1.4,
                        color: ink,
                        align: Align::Left,
                    },
                    t.margins[3],
                    top - t.answer_size * 1.4,
                    &loc_heading,
                );
                let body_top = top - t.answer_size * 3.2;
                for (i, (cont, l)) in chunk.iter().enumerate() {
                    let col = i / per_col;
                    let row = i % per_col;
                    let x = t.margins[3]
                        + col as f32 * (width + t.gap)
                        + if *cont { t.answer_size * 1.5 } else { 0.0 };
                    p.text(
                        c,
                        TextStyle {
                            face: Face::Regular,
                            size: t.answer_size,
                            color: ink,
                            align: Align::Left,
                        },
                        x,
                        body_top - row as f32 * line_h,
                        l,
                    );
                }
            })?;
        }
        Ok(())
    }
}

/// The header (title) and footer ("Page 3 of 20") of a page.
fn draw_frame<W: Write>(
    t: &Template,
    title: &str,
    page_of: &str,
    p: &mut pdf::Painter<'_, W>,
    c: &mut pdf_writer::Content,
) {
    let ink = Rgba::rgb(0, 0, 0);
    let width = t.page_width - t.margins[1] - t.margins[3];
    let cx = t.margins[3] + width / 2.0;
    let header = fill(&t.header.text, &[("title", title), ("page", page_of)]);
    if !header.is_empty() {
        let (lines, size) = fit_text(&header, Face::Bold, t.header.size, width, 1);
        if let Some(l) = lines.first() {
            p.text(
                c,
                TextStyle {
                    face: Face::Bold,
                    size,
                    color: ink,
                    align: Align::Center,
                },
                cx,
                t.page_height - t.margins[0] - size,
                l,
            );
        }
    }
    let footer = fill(&t.footer.text, &[("title", title), ("page", page_of)]);
    if !footer.is_empty() {
        let (lines, size) = fit_text(&footer, Face::Regular, t.footer.size, width, 1);
        if let Some(l) = lines.first() {
            p.text(
                c,
                TextStyle {
                    face: Face::Regular,
                    size,
                    color: ink,
                    align: Align::Center,
                },
                cx,
                t.margins[2],
                l,
            );
        }
    }
}

fn answer_column_width(t: &Template) -> f32 {
    let w = t.page_width - t.margins[1] - t.margins[3];
    (w - t.gap * (t.answer_columns - 1) as f32) / t.answer_columns as f32
}

fn answer_lines_per_page(t: &Template) -> usize {
    let h = t.page_height
        - t.margins[0]
        - t.margins[2]
        - header_height(&t.header)
        - footer_height(&t.footer)
        - t.answer_size * 3.2;
    let per_col = (h / (t.answer_size * 1.35)).floor().max(1.0) as usize;
    per_col * t.answer_columns
}

/// `12. 1. Te8+ Txe8 2. Dxd8#` in the notation's letters.
fn answer_text(notation: &Notation, number: u32, item: &Item) -> String {
    format!(
        "{number}. {}",
        number_moves(
            &item.solution,
            item.position.fullmoves,
            item.position.turn,
            notation
        )
    )
}

fn caption_text(pattern: &str, item: &Item, n: u32, loc: &Localizer) -> String {
    let side = loc.text(
        match item.position.turn {
            Color::White => "caption-white-to-move",
            Color::Black => "caption-black-to-move",
        },
        &[],
    );
    let mate = item
        .mate
        .map(|m| loc.text("caption-mate-in", &[("n", m.into())]))
        .unwrap_or_default();
    let auto = item.caption.clone().unwrap_or_else(|| {
        if mate.is_empty() {
            side.clone()
        } else {
            mate.clone()
        }
    });
    fill(
        pattern,
        &[
            ("caption", &auto),
            ("side", &side),
            ("mate", &mate),
            ("label", item.label.as_deref().unwrap_or("")),
            ("n", &n.to_string()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_captions_shrink_then_cut() {
        let long = "word ".repeat(200);
        let (lines, size) = fit_text(&long, Face::Regular, 9.0, 150.0, 2);
        assert_eq!(lines.len(), 2);
        assert!((9.0 * 0.6 * 0.92..9.0).contains(&size));
        assert!(lines[1].ends_with('…'));
        for l in &lines {
            assert!(pdf::text_width(Face::Regular, l, size) <= 150.0 + 0.01);
        }
        let (short, s) = fit_text("Mate in 2", Face::Regular, 9.0, 150.0, 2);
        assert_eq!((short.len(), s), (1, 9.0));
        let (none, _) = fit_text("anything", Face::Regular, 9.0, 150.0, 0);
        assert!(none.is_empty());
        // One word wider than the line is cut by characters.
        let (cut, s) = fit_text(&"x".repeat(300), Face::Regular, 9.0, 50.0, 10);
        assert!(cut.len() <= 10);
        assert!(
            cut.iter()
                .all(|l| pdf::text_width(Face::Regular, l, s) <= 50.0 + 0.01)
        );
    }

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

    #[test]
    fn fields_are_filled() {
        assert_eq!(fill("{n}. {label}", &[("n", "3"), ("label", "")]), "3.");
        assert_eq!(fill("{page}", &[("page", "Page 1 of 2")]), "Page 1 of 2");
        // User text in a field is not a template.
        assert_eq!(
            fill("{caption} {n}", &[("caption", "{n} {side}"), ("n", "4")]),
            "{n} {side} 4"
        );
    }
}
