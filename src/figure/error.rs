//! Why a block gives no figure, and its report in the reader's language.

use crate::i18n::{Localize, Localizer, Message};
use crate::input::{ItemError, RecordError};
use crate::render::SpecError;
use std::fmt;

/// Why a block gives no figure.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum FigureError {
    /// An attribute this filter does not know (a typo, most often).
    UnknownAttribute(String),
    /// An attribute whose value is not one of a fixed set.
    BadValue {
        /// The attribute.
        attribute: String,
        /// Its value.
        value: String,
        /// The values it takes.
        values: &'static [&'static str],
    },
    /// An attribute that takes a whole number.
    BadNumber {
        /// The attribute.
        attribute: String,
        /// Its value.
        value: String,
    },
    /// A `notation` that names no table.
    UnknownNotation(String),
    /// Diagram options that do not resolve (theme, size, squares).
    Spec(SpecError),
    /// No position in the block.
    Empty,
    /// More than one position (a figure per block).
    Many(usize),
    /// A `game` past the last game of the block.
    NoGame {
        /// The game asked for.
        game: usize,
        /// The games in the block.
        count: usize,
    },
    /// The text does not read (with its line and column in the block).
    Record(RecordError<'static>),
    /// A game that gives no position (a bad move, `ply` past the end).
    Item {
        /// The line of the game in the block.
        line: usize,
        /// Why.
        error: ItemError,
    },
    /// The picture could not be drawn.
    Image(String),
    /// The figure's file could not be written: the folder, and why (an
    /// operating-system error, localized like every other).
    Write {
        /// The folder of the figures.
        path: String,
        /// Why.
        reason: Message,
    },
    /// The encoder refused or failed (a PNG over its size limit).
    Encode(crate::render::EncodeError),
}

impl Localize for FigureError {
    fn message(&self) -> Message {
        match self {
            FigureError::UnknownAttribute(name) => Message::new("figure-unknown-attribute")
                .with("name", name)
                .with("names", super::attribute_names()),
            FigureError::BadValue {
                attribute,
                value,
                values,
            } => Message::new("figure-bad-value")
                .with("attribute", attribute)
                .with("value", value)
                .with("values", values.join(", ")),
            FigureError::BadNumber { attribute, value } => Message::new("figure-bad-number")
                .with("attribute", attribute)
                .with("value", value),
            FigureError::UnknownNotation(name) => {
                Message::new("notation-unknown").with("name", name)
            }
            FigureError::Spec(e) => e.message(),
            FigureError::Empty => Message::new("figure-empty"),
            FigureError::NoGame { game, count } => Message::new("diagram-no-game")
                .with("game", *game)
                .with("count", *count),
            FigureError::Many(n) => Message::new("figure-many").with("count", *n),
            // Reported with their position by `describe`.
            FigureError::Record(_) | FigureError::Item { .. } => Message::new("error"),
            FigureError::Image(reason) => Message::new("figure-image").with("reason", reason),
            FigureError::Write { path, reason } => Message::new("figure-write")
                .with("path", path)
                .with("reason", reason.clone()),
            FigureError::Encode(e) => e.message(),
        }
    }
}

impl fmt::Display for FigureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&FigureError::describe(self, &Localizer::new("en"), "block"))
    }
}

impl std::error::Error for FigureError {}

impl FigureError {
    /// The report of the error in `loc`'s language; errors in the text
    /// are positioned as `NAME:LINE:COLUMN` with a caret excerpt, the line
    /// counted in the block.
    ///
    /// ```
    /// use fenlingo::figure::{Block, BlockKind, FigureOptions};
    /// use fenlingo::i18n::Localizer;
    /// let block = Block { kind: BlockKind::Fen, text: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", attrs: &[] };
    /// let e = block.figure(&FigureOptions::default()).unwrap_err();
    /// let text = e.describe(&Localizer::new("en"), "block 2");
    /// assert!(text.starts_with("block 2:1:"), "{text}");
    /// ```
    pub fn describe(&self, loc: &Localizer, name: &str) -> String {
        match self {
            FigureError::Record(e) => crate::input::report::record_error(loc, name, e),
            FigureError::Item { line, error } => {
                crate::input::report::item_error(loc, name, *line, error)
            }
            e => format!("{name}: {}: {}", loc.text("error", &[]), loc.localize(e)),
        }
    }
}
