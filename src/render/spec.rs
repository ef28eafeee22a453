//! Diagram options as people write them — a theme by name, squares and
//! moves as text, a caption template — checked and resolved into
//! [`DiagramOptions`]. The command line (`fenlingo diagram`) and the
//! document filters (`figure`) both go through here, each naming its own
//! options (`--mark`, `marks=`) in the errors.

use super::diagram::{
    Caption, Coords, DiagramOptions, Flip, MarkStyle, Theme, parse_annotations, parse_arrows,
    parse_marks,
};
use super::pieces::{PieceSet, PieceSetError};
use crate::MATES;
use crate::i18n::{Localize, Message};

/// The smallest and largest figure width, in pixels.
pub const SIZES: std::ops::RangeInclusive<f32> = 16.0..=20000.0;

/// What a piece of square text gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquaresKind {
    /// Marked squares (`e4,Rd5`), drawn in this style.
    Marks(MarkStyle),
    /// Arrows (`e2e4,Rg1f3`).
    Arrows,
    /// Lichess annotations (`[%csl Ge4][%cal Ge2e4]`).
    Annotations,
    /// The last move (`e2e4`), highlighted; `none`: no last move, not
    /// even the one a position read from moves was reached by.
    LastMove,
}

/// Square or move text, with the name of the option it came from (for
/// errors: `--mark`, `marks`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquaresText {
    /// The option's name as its user wrote it.
    pub option: String,
    /// What the text gives.
    pub kind: SquaresKind,
    /// The text.
    pub text: String,
}

/// Diagram options as text.
#[derive(Debug, Clone, PartialEq)]
pub struct DiagramSpec {
    /// Width of the figure in pixels.
    pub size: f32,
    /// The width for print, when it was given in a physical unit
    /// (`45mm`): `size` is then its pixels.
    pub print: Option<super::Length>,
    /// Board orientation.
    pub flip: Flip,
    /// Coordinate labels.
    pub coords: Coords,
    /// Theme name ([`Theme::NAMES`]).
    pub theme: String,
    /// Marks, arrows, annotations and the last move.
    pub squares: Vec<SquaresText>,
    /// Highlight a king in check.
    pub show_check: bool,
    /// The side-to-move marker.
    pub side_marker: bool,
    /// A frame around the board.
    pub frame: bool,
    /// `auto`, `none`, or a template with the fields of
    /// [`CaptionFields`](super::CaptionFields).
    pub caption: String,
    /// Mate in N: the side to move mates.
    pub mate: Option<u32>,
    /// The piece set: `dejavu`, a folder of SVG files, a font file or an
    /// installed font's family name ([`PieceSet::load`]).
    pub pieces: String,
}

impl Default for DiagramSpec {
    fn default() -> Self {
        let d = DiagramOptions::default();
        DiagramSpec {
            size: d.size,
            print: None,
            flip: d.flip,
            coords: d.coords,
            theme: "screen".into(),
            squares: Vec::new(),
            show_check: d.show_check,
            side_marker: d.side_marker,
            frame: d.frame,
            caption: "auto".into(),
            mate: d.mate,
            pieces: super::pieces::BUILTIN.into(),
        }
    }
}

/// Why a [`DiagramSpec`] gives no options.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum SpecError {
    /// A theme name not in [`Theme::NAMES`].
    UnknownTheme(String),
    /// A size outside [`SIZES`].
    BadSize(f32),
    /// A number of moves to mate outside [`MATES`](crate::MATES).
    BadMate(u32),
    /// Square or move text that does not read.
    BadSquare {
        /// The option it came from.
        option: String,
        /// The offending part.
        text: String,
    },
    /// No option has this name.
    UnknownOption {
        /// The name as written.
        name: String,
        /// The options there are.
        names: String,
    },
    /// A value the option does not take.
    BadValue {
        /// The option as written.
        option: String,
        /// The value.
        value: String,
        /// The values it takes.
        values: String,
    },
    /// A value that is no number in the option's range.
    BadNumber {
        /// The option as written.
        option: String,
        /// The value.
        value: String,
    },
    /// A piece set that cannot be had.
    Pieces(PieceSetError),
}

impl Localize for SpecError {
    fn message(&self) -> Message {
        match self {
            SpecError::UnknownTheme(name) => Message::new("diagram-unknown-theme")
                .with("name", name)
                .with("names", Theme::NAMES.join(", ")),
            SpecError::BadSize(size) => {
                Message::new("diagram-bad-size").with("size", size.to_string())
            }
            SpecError::BadMate(n) => Message::new("diagram-bad-mate")
                .with("n", n.to_string())
                .with("min", MATES.start().to_string())
                .with("max", MATES.end().to_string()),
            SpecError::BadSquare { option, text } => Message::new("diagram-bad-square")
                .with("text", text)
                .with("option", option),
            SpecError::UnknownOption { name, names } => Message::new("option-unknown")
                .with("name", name)
                .with("names", names),
            SpecError::BadValue {
                option,
                value,
                values,
            } => Message::new("option-bad-value")
                .with("option", option)
                .with("value", value)
                .with("values", values),
            SpecError::BadNumber { option, value } => Message::new("option-bad-number")
                .with("option", option)
                .with("value", value),
            SpecError::Pieces(e) => e.message(),
        }
    }
}

impl std::fmt::Display for SpecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

impl std::error::Error for SpecError {}

impl DiagramSpec {
    /// Checks the text and resolves it.
    ///
    /// ```
    /// use fenlingo::render::{DiagramSpec, SquaresKind, SquaresText, MarkStyle};
    /// let mut spec = DiagramSpec::default();
    /// spec.squares.push(SquaresText { option: "marks".into(), kind: SquaresKind::Marks(MarkStyle::Fill), text: "e4,Rd5".into() });
    /// assert_eq!(spec.options().unwrap().marks.len(), 2);
    /// spec.theme = "pink".into();
    /// assert!(spec.options().is_err());
    /// let spec = DiagramSpec { mate: Some(0), ..DiagramSpec::default() };
    /// assert_eq!(spec.options().unwrap_err().to_string(), "the number of moves to mate must be between 1 and 999, not 0");
    /// ```
    pub fn options(&self) -> Result<DiagramOptions, SpecError> {
        let theme =
            Theme::named(&self.theme).ok_or_else(|| SpecError::UnknownTheme(self.theme.clone()))?;
        if !SIZES.contains(&self.size) {
            return Err(SpecError::BadSize(self.size));
        }
        if let Some(n) = self.mate.filter(|n| !MATES.contains(n)) {
            return Err(SpecError::BadMate(n));
        }
        let mut opts = DiagramOptions {
            size: self.size,
            print: self.print,
            flip: self.flip,
            coords: self.coords,
            theme,
            show_check: self.show_check,
            side_marker: self.side_marker,
            frame: self.frame,
            caption: match self.caption.as_str() {
                "auto" => Caption::Auto,
                "none" => Caption::None,
                text => Caption::Text(text.to_owned()),
            },
            mate: self.mate,
            pieces: PieceSet::load(&self.pieces).map_err(SpecError::Pieces)?,
            ..DiagramOptions::default()
        };
        for s in &self.squares {
            let bad = |text: String| SpecError::BadSquare {
                option: s.option.clone(),
                text,
            };
            match s.kind {
                SquaresKind::Marks(style) => {
                    opts.marks
                        .extend(parse_marks(&s.text, style).map_err(|e| bad(e.text))?);
                }
                SquaresKind::Arrows => {
                    opts.arrows
                        .extend(parse_arrows(&s.text).map_err(|e| bad(e.text))?);
                }
                SquaresKind::Annotations => {
                    let (m, a) = parse_annotations(&s.text).map_err(|e| bad(e.text))?;
                    opts.marks.extend(m);
                    opts.arrows.extend(a);
                }
                SquaresKind::LastMove if s.text.trim().eq_ignore_ascii_case("none") => {
                    opts.last_move = None;
                    opts.show_last_move = false;
                }
                SquaresKind::LastMove => {
                    let parsed = parse_arrows(&s.text).map_err(|e| bad(e.text))?;
                    match parsed.as_slice() {
                        [one] => opts.last_move = Some((one.from, one.to)),
                        _ => return Err(bad(s.text.clone())),
                    }
                }
            }
        }
        Ok(opts)
    }
}
