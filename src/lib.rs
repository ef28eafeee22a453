//! # fenlingo
//!
//! Chess positions in any language's notation. fenlingo reads FEN and EPD
//! written with any piece letters — standard English, Spanish `R D T A C P`,
//! Russian `Кр Ф Л С К П`, figurines and dozens more — into one model that
//! knows no language, tells exactly what is wrong with bad input (field,
//! column, a caret under it), repairs the common slips of copied text while
//! reporting every repair, checks legality, and writes the position back in
//! any notation.
//!
//! ```
//! use fenlingo::{fen, Notation};
//!
//! // A Spanish FEN with "--" for two empty fields, as printed in a book.
//! let es = Notation::builtin("es").unwrap();
//! let opts = fen::ReadOptions { notation: es, ..Default::default() };
//! let parsed = fen::read_with("6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26", opts).unwrap();
//! assert_eq!(parsed.repairs[0].kind, fen::RepairKind::DoubleDash);
//! assert_eq!(
//!     parsed.position.to_string(),
//!     "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26"
//! );
//! assert!(parsed.position.validate().is_empty());
//! ```
//!
//! The shape is a one-way pipeline: text → tokens (a [`Notation`]) →
//! [`Position`] → [`Flags`] (legality) → text in any notation.

#![warn(missing_docs)]

pub mod annotate;
pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod chess_move;
mod color;
#[cfg_attr(not(feature = "moves"), allow(dead_code))]
mod cozy;
mod ending;
pub mod fen;
#[cfg(all(feature = "render", feature = "moves"))]
pub mod figure;
mod goal;
pub mod i18n;
#[cfg(feature = "moves")]
pub mod input;
#[cfg(feature = "moves")]
pub mod moves;
#[cfg(feature = "moves")]
pub mod movetext;
pub mod notation;
#[cfg(feature = "output")]
pub mod output;
mod piece;
mod position;
#[cfg(feature = "render")]
pub mod render;
mod role;
#[cfg(feature = "moves")]
pub mod san;
#[cfg(feature = "serve")]
pub mod serve;
#[cfg(all(feature = "pdf", feature = "moves"))]
pub mod sheet;
mod square;
pub mod text;
mod tomlpos;
mod validate;

pub use bitboard::Bitboard;
pub use board::Board;
pub use castling::{Castling, CastlingSide, CastlingStyle};
pub use chess_move::Move;
pub use color::Color;
pub use ending::Ending;
pub use goal::Goal;
pub use notation::{Notation, NotationError, NotationErrorKind};
pub use piece::Piece;
pub use position::Position;
pub use role::Role;
pub use square::{File, ParseSquareError, Rank, Square};

/// The numbers of moves a mate-in-N puzzle or caption takes (`--mate`, the
/// filters' `mate`, EPD `dm`); the longest mate known from endgame tables
/// is 549 moves.
///
/// ```
/// assert!(fenlingo::MATES.contains(&1) && !fenlingo::MATES.contains(&0));
/// ```
pub const MATES: std::ops::RangeInclusive<u32> = 1..=999;
pub use validate::{Flags, ValidateOptions};
