//! The fields of a FEN line.

use crate::i18n::{Localize, Message};
use std::fmt;

/// The fields of a FEN (and the operations of an EPD).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    /// Piece placement, rank 8 to rank 1.
    Placement,
    /// Side to move.
    Side,
    /// Castling rights.
    Castling,
    /// En-passant target square.
    EnPassant,
    /// Halfmove clock.
    Halfmove,
    /// Fullmove number.
    Fullmove,
    /// EPD operations.
    Operations,
}

impl Field {
    /// The six FEN fields in order.
    pub const FEN: [Field; 6] = [
        Field::Placement,
        Field::Side,
        Field::Castling,
        Field::EnPassant,
        Field::Halfmove,
        Field::Fullmove,
    ];

    /// A stable machine name (`"placement"`, `"side"`, …), used for JSON
    /// output and message keys.
    ///
    /// ```
    /// assert_eq!(fenlingo::fen::Field::EnPassant.name(), "en-passant");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Field::Placement => "placement",
            Field::Side => "side",
            Field::Castling => "castling",
            Field::EnPassant => "en-passant",
            Field::Halfmove => "halfmove",
            Field::Fullmove => "fullmove",
            Field::Operations => "operations",
        }
    }

    /// The English description used in messages.
    ///
    /// ```
    /// assert_eq!(fenlingo::fen::Field::Side.describe(), "side to move");
    /// ```
    pub const fn describe(self) -> &'static str {
        match self {
            Field::Placement => "piece placement",
            Field::Side => "side to move",
            Field::Castling => "castling rights",
            Field::EnPassant => "en-passant square",
            Field::Halfmove => "halfmove clock",
            Field::Fullmove => "fullmove number",
            Field::Operations => "EPD operations",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

impl Field {
    /// The localizable name of the field (`field-<name>`).
    pub fn message(self) -> Message {
        Message::new(format!("field-{}", self.name()))
    }
}

impl Localize for Field {
    fn message(&self) -> Message {
        Field::message(*self)
    }
}
