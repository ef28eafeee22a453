//! Figures where authors write: a code block of a document (class `fen`,
//! `epd` or `pgn`, its text and its attributes) becomes a [`Figure`] — the
//! diagram, its caption in the document's language and an alt text —
//! drawn as inline SVG, a PDF file or a PNG file. The pandoc filter and
//! the mdBook preprocessor are thin layers over this module
//! ([`pandoc`], [`mdbook`]).
//!
//! The text is read by the one reader ([`crate::input`]) in any notation;
//! the attributes are the options of `fenlingo diagram`
//! ([`crate::render::DiagramSpec`]).
//!
//! ```
//! use fenlingo::figure::{Block, BlockKind, FigureOptions};
//! let attrs = [("orientation".to_owned(), "black".to_owned())];
//! let block = Block { kind: BlockKind::Fen, text: "r1ad1rr1/ppp2ppp/2c5/8/8/8/PPP2PPP/T1AD1TR1 n - - 0 1", attrs: &attrs };
//! let fig = block.figure(&FigureOptions { lang: Some("es"), ..Default::default() }).unwrap();
//! assert_eq!(fig.caption.as_deref(), Some("Juegan las negras"));
//! assert!(fig.diagram.flipped);
//! assert!(fig.html(Some("d1")).starts_with("<figure class=\"fenlingo\" id=\"d1\">"));
//! ```

mod cache;
mod error;
#[cfg(feature = "filters")]
pub mod mdbook;
#[cfg(feature = "filters")]
pub mod pandoc;

#[cfg(feature = "output")]
pub use cache::write_cached;
pub use cache::{PNG_SCALE, Target, content_key};
pub use error::FigureError;

use crate::i18n::Localizer;
use crate::input::{InputFormat, Item, Letters, Reader, ReaderOptions};
use crate::render::{Caption, Diagram, DiagramSpec, Encoding, Format, caption_text, svg};
use crate::{Notation, Position};

/// The attributes of a block of its own (besides its `id` and the
/// diagram options of [`crate::render::DIAGRAM_OPTIONS`]).
pub const BLOCK_ATTRIBUTES: [&str; 6] = ["notation", "lang", "ply", "game", "width", "pdfx"];

/// Whether `name` is an attribute a block takes: a diagram option (by
/// its name or an alias) or one of [`BLOCK_ATTRIBUTES`].
pub fn is_attribute(name: &str) -> bool {
    BLOCK_ATTRIBUTES.contains(&name) || crate::render::find_option(name).is_some()
}

/// Every attribute name, for messages.
pub fn attribute_names() -> String {
    let mut v: Vec<&str> = crate::render::DIAGRAM_OPTIONS
        .iter()
        .map(|o| o.name)
        .collect();
    v.extend(BLOCK_ATTRIBUTES);
    v.join(", ")
}

/// What a block holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockKind {
    /// A FEN line (optionally `; caption`).
    Fen,
    /// An EPD line (`c0` caption, `dm` mate).
    Epd,
    /// A PGN game or move text: its final position, or the one after
    /// `ply` half-moves.
    Pgn,
}

impl BlockKind {
    /// The kind of a code block's class (`fen`, `epd`, `pgn`).
    ///
    /// ```
    /// use fenlingo::figure::BlockKind;
    /// assert_eq!(BlockKind::from_class("PGN"), Some(BlockKind::Pgn));
    /// assert_eq!(BlockKind::from_class("rust"), None);
    /// ```
    pub fn from_class(class: &str) -> Option<BlockKind> {
        match class.to_ascii_lowercase().as_str() {
            "fen" => Some(BlockKind::Fen),
            "epd" => Some(BlockKind::Epd),
            "pgn" => Some(BlockKind::Pgn),
            _ => None,
        }
    }
}

/// A code block of a document.
#[derive(Debug, Clone, Copy)]
pub struct Block<'a> {
    /// What it holds.
    pub kind: BlockKind,
    /// Its text.
    pub text: &'a str,
    /// Its attributes, as written (`caption`, `orientation`, …).
    pub attrs: &'a [(String, String)],
}

/// What the document around a block gives.
#[derive(Debug, Clone, Copy)]
pub struct FigureOptions<'a> {
    /// The document's language; `None`: the block's `lang`, else English.
    pub lang: Option<&'a str>,
    /// The figure's number, for `{n}` in a caption template.
    pub number: u32,
    /// Attributes of every block that does not set them: the document's
    /// defaults (pandoc's `fenlingo` metadata, the keys of mdBook's
    /// `[preprocessor.fenlingo]`), then the output format's (`theme`
    /// `print` on paper).
    pub defaults: &'a [(String, String)],
}

impl Default for FigureOptions<'_> {
    fn default() -> Self {
        FigureOptions {
            lang: None,
            number: 1,
            defaults: &[],
        }
    }
}

/// A figure: the diagram (drawn without a caption: the document sets it
/// as the figure's caption), the caption and an alt text.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    /// The scene to draw.
    pub diagram: Diagram,
    /// The caption, final (`None` with `caption=none`).
    pub caption: Option<String>,
    /// A description of the picture for readers who cannot see it.
    pub alt: String,
    /// The language of the caption (BCP 47).
    pub lang: String,
    /// The legality flags of the position shown (drawn all the same).
    pub flags: crate::Flags,
    /// The figure's number in the document (from 1): its SVG ids are
    /// unique by it.
    pub number: u32,
    /// Control characters left out of the attributes and the caption
    /// (a document cannot carry them), each once, in order.
    pub removed: Vec<char>,
    /// The width the document gives it on paper (`width=45mm`, `50%`).
    pub width: Option<PrintWidth>,
    /// Whether its PDF is PDF/X-4 (`pdfx=yes`, usually for the whole
    /// document).
    pub pdfx: bool,
}

fn attr<'a>(block: &'a Block<'_>, opts: &'a FigureOptions<'_>, name: &str) -> Option<&'a str> {
    block
        .attrs
        .iter()
        .chain(opts.defaults)
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, FigureError> {
    value.trim().parse().map_err(|_| FigureError::BadNumber {
        attribute: name.to_owned(),
        value: value.to_owned(),
    })
}

/// The attributes, checked: the diagram options, the notation, and the
/// game and ply of a PGN block.
struct Settings {
    spec: DiagramSpec,
    letters: Letters<'static>,
    ply: Option<usize>,
    game: usize,
    caption_given: bool,
    width: Option<PrintWidth>,
    pdfx: bool,
}

fn settings(block: &Block<'_>, opts: &FigureOptions<'_>) -> Result<Settings, FigureError> {
    for (k, _) in block.attrs.iter().chain(opts.defaults) {
        if !is_attribute(k) {
            return Err(FigureError::UnknownAttribute(k.clone()));
        }
    }
    let get = |name| attr(block, opts, name);
    let mut spec = DiagramSpec::default();
    // Each diagram option through the one vocabulary: the block's own
    // value (by its name or an alias), else the document's.
    for o in crate::render::DIAGRAM_OPTIONS {
        let named = |(k, _): &&(String, String)| {
            crate::render::find_option(k).is_some_and(|f| f.name == o.name)
        };
        let given = block
            .attrs
            .iter()
            .find(named)
            .or_else(|| opts.defaults.iter().find(named));
        if let Some((k, v)) = given {
            spec.set_as(k, v, k).map_err(FigureError::Spec)?;
        }
    }
    let caption_given = get("caption").is_some();
    if let Some(v) = get("caption") {
        spec.caption = v.to_owned();
    }
    let letters = match get("notation").map(str::trim) {
        None => Letters::auto(),
        Some(v) if v.eq_ignore_ascii_case("auto") => Letters::auto(),
        Some(v) => Letters::Table(
            Notation::builtin(v).ok_or_else(|| FigureError::UnknownNotation(v.to_owned()))?,
        ),
    };
    let ply = get("ply").map(|v| number("ply", v)).transpose()?;
    let game = get("game")
        .map(|v| number("game", v))
        .transpose()?
        .unwrap_or(1);
    let bad = |option: &str, value: &str, values: &str| {
        FigureError::Spec(crate::render::SpecError::BadValue {
            option: option.to_owned(),
            value: value.to_owned(),
            values: values.to_owned(),
        })
    };
    let width = get("width")
        .map(|v| PrintWidth::parse(v).ok_or_else(|| bad("width", v, "45mm, 1.8in, 130pt, 50%")))
        .transpose()?;
    let pdfx = match get("pdfx") {
        None => false,
        Some(v) => crate::render::yes_no(v).ok_or_else(|| bad("pdfx", v, "yes, no"))?,
    };
    Ok(Settings {
        spec,
        letters,
        ply,
        game,
        caption_given,
        width,
        pdfx,
    })
}

/// The width a document gives a figure on paper.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PrintWidth {
    /// A length (`45mm`, `1.8in`).
    Length(crate::render::Length),
    /// A share of the line, in percent (`50%`).
    Share(f32),
}

impl PrintWidth {
    /// A length for print, or a share of the line from above 0 to 100%.
    ///
    /// ```
    /// use fenlingo::figure::PrintWidth;
    /// assert_eq!(PrintWidth::parse(" 50 %").unwrap().to_string(), "50%");
    /// assert_eq!(PrintWidth::parse("45mm").unwrap().to_string(), "45mm");
    /// assert!(PrintWidth::parse("360").is_none() && PrintWidth::parse("120%").is_none());
    /// ```
    pub fn parse(v: &str) -> Option<PrintWidth> {
        let v = v.trim();
        if let Some(share) = v.strip_suffix('%') {
            let n: f32 = share.trim().parse().ok()?;
            return (n > 0.0 && n <= 100.0).then_some(PrintWidth::Share(n));
        }
        let l = v.parse::<crate::render::Length>().ok()?;
        l.is_physical().then_some(PrintWidth::Length(l))
    }
}

impl std::fmt::Display for PrintWidth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PrintWidth::Length(l) => l.fmt(f),
            PrintWidth::Share(n) => write!(f, "{n}%"),
        }
    }
}

/// Reads the block's text: the one item it shows.
fn read(block: &Block<'_>, s: &Settings) -> Result<Item, FigureError> {
    let mut ropts = ReaderOptions {
        format: match block.kind {
            BlockKind::Fen => InputFormat::Fen,
            BlockKind::Epd => InputFormat::Epd,
            // A `pgn` block that holds a position alone shows the position.
            BlockKind::Pgn if crate::input::is_position_only(block.text) => InputFormat::Fen,
            BlockKind::Pgn => InputFormat::Pgn,
        },
        ..ReaderOptions::default()
    };
    ropts.game.record = true;
    ropts.game.form = crate::movetext::Form::None;
    let input = std::io::Cursor::new(block.text.as_bytes().to_vec());
    let mut reader = Reader::new(input, &s.letters, ropts);
    let mut items = Vec::new();
    let mut count = 0usize;
    loop {
        let rec = match reader.next_record() {
            Ok(Some(rec)) => rec,
            Ok(None) => break,
            Err(e) => return Err(FigureError::Image(e.to_string())),
        };
        count += 1;
        let wanted = ropts.format != InputFormat::Pgn || count == s.game;
        if !wanted {
            continue;
        }
        let rec = rec.map_err(FigureError::Record)?;
        let item = rec.item(s.ply).map_err(|error| FigureError::Item {
            line: rec.line(),
            error,
        })?;
        items.push(item);
    }
    match (block.kind, items.len()) {
        (BlockKind::Pgn, 0) if count > 0 => Err(FigureError::NoGame {
            game: s.game,
            count,
        }),
        (_, 0) => Err(FigureError::Empty),
        (BlockKind::Pgn, _) => Ok(items.swap_remove(0)),
        (_, 1) => Ok(items.swap_remove(0)),
        (_, n) => Err(FigureError::Many(n)),
    }
}

/// The language of a figure: the document's, else the block's, else
/// English.
fn localizer(block: &Block<'_>, opts: &FigureOptions<'_>) -> Localizer {
    let tag = opts
        .lang
        .filter(|l| !l.trim().is_empty())
        .or_else(|| attr(block, opts, "lang"))
        .unwrap_or("en");
    Localizer::negotiate(tag).0
}

impl Block<'_> {
    /// The figure of the block, or why there is none.
    pub fn figure(&self, opts: &FigureOptions<'_>) -> Result<Figure, FigureError> {
        // Control characters cannot go into a document (HTML, XHTML, PDF
        // text): they are left out, and reported.
        let mut removed = Vec::new();
        let attrs = without_controls(self.attrs, &mut removed);
        let defaults = without_controls(opts.defaults, &mut removed);
        let block = Block {
            attrs: &attrs,
            ..*self
        };
        let opts = FigureOptions {
            defaults: &defaults,
            ..*opts
        };
        let mut fig = block.figure_of(&opts)?;
        fig.caption = fig
            .caption
            .map(|c| crate::text::without_controls(&c, &mut removed).into_owned());
        for c in removed {
            if !fig.removed.contains(&c) {
                fig.removed.push(c);
            }
        }
        Ok(fig)
    }

    fn figure_of(&self, opts: &FigureOptions<'_>) -> Result<Figure, FigureError> {
        let s = settings(self, opts)?;
        let mut dopts = s.spec.options().map_err(FigureError::Spec)?;
        dopts.number = opts.number;
        let item = read(self, &s)?;
        // What the input gives, under what the attributes give.
        dopts.marks.splice(0..0, item.marks.iter().copied());
        dopts.arrows.splice(0..0, item.arrows.iter().copied());
        dopts.take_read(item.setup_move, item.goal, item.mate);
        if !s.caption_given {
            if let Some(c) = &item.caption {
                dopts.caption = Caption::Text(c.clone());
            }
        }
        let loc = localizer(self, opts);
        let caption = caption_text(&item.position, &dopts, &loc);
        dopts.caption = Caption::None;
        let diagram = Diagram::new(&item.position, &dopts, &loc);
        Ok(Figure {
            alt: alt_text(&loc, &item.position),
            diagram,
            caption,
            lang: loc.language().to_string(),
            flags: item.position.validate(),
            number: opts.number,
            removed: Vec::new(),
            width: s.width,
            pdfx: s.pdfx,
        })
    }
}

/// Attributes without their values' control characters (added to
/// `removed`).
fn without_controls(attrs: &[(String, String)], removed: &mut Vec<char>) -> Vec<(String, String)> {
    attrs
        .iter()
        .map(|(k, v)| {
            (
                crate::text::without_controls(k, removed).into_owned(),
                crate::text::without_controls(v, removed).into_owned(),
            )
        })
        .collect()
}

/// The name of a document's block `number` (1 for its first chess
/// block), in `loc`'s language.
pub fn block_name(loc: &Localizer, number: u32) -> String {
    loc.text("figure-block", &[("number", (number as usize).into())])
}

/// The warning for a block left as code: which block (`name`, and its
/// first line) and why, with the error's position in the block.
///
/// ```
/// use fenlingo::figure::{Block, BlockKind, FigureOptions, warning};
/// use fenlingo::i18n::Localizer;
/// let block = Block { kind: BlockKind::Fen, text: "8/8/8/8 w - - 0 1", attrs: &[] };
/// let e = block.figure(&FigureOptions::default()).unwrap_err();
/// let w = warning(&Localizer::new("en"), "block 3", block.text, &e);
/// assert!(w.starts_with("warning: block 3 stays a code block: “8/8/8/8 w - - 0 1”\nblock 3:1:"), "{w}");
/// ```
pub fn warning(loc: &Localizer, name: &str, text: &str, e: &FigureError) -> String {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("");
    let mut short: String = first.chars().take(60).collect();
    if short.len() < first.len() {
        short.push('…');
    }
    format!(
        "{}: {}\n{}",
        loc.text("warning", &[]),
        loc.text(
            "figure-left-as-code",
            &[("block", name.into()), ("first", short.into())]
        ),
        e.describe(loc, name)
    )
}

/// Warnings for a figure: control characters left out of its attributes
/// or caption, then, for a figure drawn from an illegal position, one per
/// flag: `warning: NAME: reason`.
pub fn flag_warnings(loc: &Localizer, name: &str, fig: &Figure) -> Vec<String> {
    let warning = loc.text("warning", &[]);
    let removed = (!fig.removed.is_empty()).then(|| {
        let chars: Vec<String> = fig
            .removed
            .iter()
            .map(|c| format!("U+{:04X}", *c as u32))
            .collect();
        let text = loc.text(
            "figure-controls-removed",
            &[("chars", chars.join(", ").into())],
        );
        format!("{warning}: {name}: {text}")
    });
    removed
        .into_iter()
        .chain(
            fig.flags
                .iter()
                .map(|(_, key, _)| format!("{warning}: {name}: {}", loc.flag(key))),
        )
        .collect()
}

fn alt_text(loc: &Localizer, pos: &Position) -> String {
    let side = match pos.turn {
        crate::Color::White => "caption-white-to-move",
        crate::Color::Black => "caption-black-to-move",
    };
    // One language: the side's words come from the language of the text.
    let m = crate::i18n::Message::new("figure-alt")
        .with("fen", pos.to_string())
        .with("side", crate::i18n::Message::new(side));
    loc.message(&m)
}

impl Figure {
    /// PNG pixels per CSS pixel for a document's picture: 300 dpi at the
    /// figure's own width, or more when the document prints it wider
    /// (`width=120mm`).
    ///
    /// ```
    /// use fenlingo::figure::{Block, BlockKind, FigureOptions};
    /// let attrs = [("width".to_owned(), "190mm".to_owned())];
    /// let block = Block { kind: BlockKind::Fen, text: "8/8/8/8/8/8/8/K1k5 w - - 0 1", attrs: &attrs };
    /// let fig = block.figure(&FigureOptions::default()).unwrap();
    /// // 360 pixels printed 190 mm wide: 300 dpi takes about 6.2 pixels each.
    /// assert!((fig.png_scale() - 190.0 / 25.4 * 300.0 / 360.0).abs() < 0.01);
    /// ```
    pub fn png_scale(&self) -> f32 {
        let printed = match self.width {
            Some(PrintWidth::Length(l)) => l.px() / 96.0 * 300.0 / self.diagram.width,
            _ => 0.0,
        };
        cache::PNG_SCALE.max(printed)
    }

    /// The diagram as a standalone SVG document.
    pub fn svg(&self) -> String {
        svg::render(&self.diagram)
    }

    /// The diagram as SVG for a page that holds several: its ids made
    /// unique by the figure's content, an accessible name, and a width
    /// that shrinks to fit narrow pages.
    pub fn inline_svg(&self) -> String {
        // Unique per figure of a document, even for two alike.
        let prefix = format!("f{}-{}-", self.number, &self.key()[..8]);
        let svg = self
            .svg()
            .replace(" id=\"", &format!(" id=\"{prefix}"))
            .replace("href=\"#", &format!("href=\"#{prefix}"))
            .replace("url(#", &format!("url(#{prefix}"));
        let attrs = format!(
            "<svg role=\"img\" aria-label=\"{}\" style=\"max-width:100%;height:auto;background:#fff\" ",
            svg::escape(&self.alt)
        );
        svg.replacen("<svg ", &attrs, 1).trim_end().to_owned()
    }

    /// An HTML `<figure>` with the inline SVG and the caption, on lines
    /// without blank lines between them (a Markdown HTML block).
    pub fn html(&self, id: Option<&str>) -> String {
        let mut out = String::from("<figure class=\"fenlingo\"");
        if let Some(id) = id.filter(|i| !i.is_empty()) {
            out.push_str(&format!(" id=\"{}\"", svg::escape(id)));
        }
        out.push_str(">\n");
        out.push_str(&self.inline_svg());
        out.push('\n');
        if let Some(c) = &self.caption {
            out.push_str(&format!("<figcaption>{}</figcaption>\n", svg::escape(c)));
        }
        out.push_str("</figure>");
        out
    }

    /// The content hash of the picture: equal for figures drawn alike.
    pub fn key(&self) -> String {
        content_key(format!("{:?}", self.diagram).as_bytes())
    }

    /// The diagram as a one-page PDF, as wide in points as it is in CSS
    /// pixels (96 to the inch); `date` in seconds since 1970 or none.
    #[cfg(feature = "pdf")]
    pub fn pdf(&self, date: Option<i64>) -> Result<Vec<u8>, FigureError> {
        let meta = crate::render::pdf::Meta {
            title: self.caption.clone(),
            date,
            lang: Some(self.lang.clone()),
            pdfx: self.pdfx.then(crate::render::pdf::PdfX::default),
        };
        self.encode(
            Format::Pdf,
            &Encoding {
                pdf: meta,
                ..Encoding::default()
            },
        )
    }

    /// The diagram as a PNG, `scale` pixels per CSS pixel, within the
    /// encoder's limits.
    #[cfg(feature = "png")]
    pub fn png(&self, scale: f32) -> Result<Vec<u8>, FigureError> {
        self.encode(
            Format::Png,
            &Encoding {
                png_scale: scale,
                ..Encoding::default()
            },
        )
    }

    /// The diagram through the one encoder.
    fn encode(&self, format: Format, how: &Encoding) -> Result<Vec<u8>, FigureError> {
        crate::render::encode(&self.diagram, format, how).map_err(FigureError::Encode)
    }
}

#[cfg(test)]
mod tests;
