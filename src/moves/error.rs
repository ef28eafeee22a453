//! Why a move could not be played.

use crate::{Role, Square};
use std::fmt;

/// Why a move could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveErrorKind {
    /// The text is no move at all.
    Unreadable,
    /// A character where a rank belongs (`Cgl`): the character and the
    /// digit it looks like.
    BadRank {
        /// The character found.
        found: char,
        /// The digit it resembles.
        like: Option<char>,
    },
    /// No legal move matches: no piece of this kind can reach the square.
    Illegal {
        /// The kind of piece the move names.
        role: Role,
        /// The target square.
        target: Square,
    },
    /// A pawn capture without rank (`ed`) that no legal move fits.
    NoCapture {
        /// The file the pawn leaves.
        from: crate::File,
        /// The file it captures on.
        to: crate::File,
    },
    /// Several legal moves match.
    Ambiguous {
        /// The kind of piece the move names.
        role: Role,
        /// The target square.
        target: Square,
        /// How many pieces can reach it.
        count: usize,
    },
    /// A long-algebraic move names a piece that is not on its square
    /// (`Kg1-f3` where g1 holds a knight).
    WrongPiece {
        /// The piece named.
        named: Role,
        /// The square named.
        square: Square,
        /// What stands there.
        found: Option<Role>,
    },
    /// The move names the captured piece, and another stands there.
    WrongCapture {
        /// The piece named.
        named: Role,
        /// The target square.
        square: Square,
        /// What stands there.
        found: Option<Role>,
    },
    /// A pawn reaches the last rank and the text names no piece.
    NoPromotion {
        /// The target square.
        target: Square,
    },
    /// Castling that the position does not allow.
    NoCastling,
    /// The text reads as two different legal moves (Greek `βα5`: the
    /// b-pawn or the queen).
    TwoReadings,
    /// A capture named by its pieces (`ΠχΠ`) that no legal move fits.
    NoTakes {
        /// The piece that captures.
        role: Role,
        /// The piece captured.
        captured: Role,
    },
    /// The position itself cannot be played from (no kings, …).
    BadPosition,
    /// The move would take a counter past 2³²−1: the halfmove clock
    /// ([`Field::Halfmove`](crate::fen::Field)) or the fullmove number.
    CounterOverflow {
        /// The counter that would go past its maximum.
        field: crate::fen::Field,
    },
}

/// An error of playing a move: the move text and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError {
    /// The move as written.
    pub text: String,
    /// Why.
    pub kind: MoveErrorKind,
}

impl crate::i18n::Localize for MoveError {
    /// The message id and arguments (`move-…`), with the move as written.
    fn message(&self) -> crate::i18n::Message {
        use crate::i18n::Message;
        use MoveErrorKind as K;
        // A piece's name, and its role by the English key (`knight`) for
        // languages that choose an inflected form by it (`role`,
        // `captured_role`, `found_role`: «коня», «keinen Springer»).
        let piece = |r: &Role| Message::new(format!("piece-{}", r.name()));
        let shown = crate::text::clip(&self.text, crate::text::TOKEN_CHARS).into_owned();
        let m = |id: &'static str| Message::new(id).with("move", &shown);
        // A piece named on a square that holds another, or on an empty one
        // (a message of its own: "nothing" reads badly in most languages).
        let wrong = |id: &'static str,
                     empty: &'static str,
                     named: &Role,
                     square: &Square,
                     f: Option<&Role>| match f {
            Some(r) => m(id)
                .with("piece", piece(named))
                .with("role", named.name())
                .with("square", square.to_string())
                .with("found", piece(r))
                .with("found_role", r.name()),
            None => m(empty)
                .with("piece", piece(named))
                .with("role", named.name())
                .with("square", square.to_string()),
        };
        match &self.kind {
            K::Illegal { role, target } => m("move-no-piece")
                .with("piece", piece(role))
                .with("role", role.name())
                .with("square", target.to_string()),
            K::Ambiguous {
                role,
                target,
                count,
            } => m("move-ambiguous")
                .with("piece", piece(role))
                .with("role", role.name())
                .with("square", target.to_string())
                .with("count", *count),
            K::BadRank { found, like } => m("move-bad-rank")
                .with("found", found.to_string())
                .with("like", like.map_or(String::new(), |c| c.to_string())),
            K::NoCapture { from, to } => m("move-no-capture")
                .with("from", from.char().to_string())
                .with("to", to.char().to_string()),
            K::WrongPiece {
                named,
                square,
                found,
            } => wrong(
                "move-wrong-piece",
                "move-empty-square",
                named,
                square,
                found.as_ref(),
            ),
            K::WrongCapture {
                named,
                square,
                found,
            } => wrong(
                "move-wrong-capture",
                "move-empty-capture",
                named,
                square,
                found.as_ref(),
            ),
            K::NoPromotion { target } => m("move-no-promotion").with("square", target.to_string()),
            K::NoCastling => m("move-no-castling"),
            K::TwoReadings => m("move-two-readings"),
            K::NoTakes { role, captured } => m("move-no-takes")
                .with("piece", piece(role))
                .with("role", role.name())
                .with("captured", piece(captured))
                .with("captured_role", captured.name()),
            K::Unreadable => m("move-unreadable"),
            K::CounterOverflow { field } => m("move-counter-overflow")
                .with("field", Message::new(format!("field-{}", field.name())))
                .with("max", u32::MAX.to_string()),
            _ => Message::new("move-bad-position"),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

impl std::error::Error for MoveError {}
