//! Reading and writing FEN and EPD.
//!
//! Reading is strict (exactly the PGN standard §16.1) or lenient (the
//! default), in any [`Notation`](crate::Notation). Lenient reading accepts
//! the slips of text copied from books and web pages — dashes for `-`,
//! irregular spaces, `--` for two empty fields, missing trailing fields,
//! fullmove 0, castling out of order, figurines — and reports each one as a
//! [`Repair`] with its span and the text before and after.
//!
//! ```
//! use fenlingo::fen::{self, RepairKind};
//! let parsed = fen::read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq \u{2013} 0 1").unwrap();
//! assert_eq!(parsed.repairs[0].kind, RepairKind::Dash);
//! assert_eq!(parsed.position.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! ```

mod epd;
mod error;
mod field;
mod mode;
mod parse;
mod repair;
#[cfg(feature = "moves")]
mod transcribe;
mod write;

pub use epd::Operation;
pub use error::{FenError, FenErrorKind, Field};
#[cfg(feature = "moves")]
pub(crate) use parse::FastRead;
pub use parse::{
    Format, Mode, Parsed, ReadOptions, read, read_bytes, read_careful, read_fast, read_with,
};
pub(crate) use parse::{fast_fen, is_separator, placement_info};
pub use repair::{Repair, RepairKind};
#[cfg(feature = "moves")]
pub(crate) use transcribe::transcribe;
pub use write::{
    EpMode, WriteOptions, ep_square_for, write_castling, write_epd, write_fen, write_placement,
};

/// The standard FEN of a position (as its `Display` writes it).
pub fn write_fen_string(pos: &crate::Position) -> String {
    pos.to_string()
}

/// Writes a parsed line back in the notation and en-passant mode given:
/// FEN lines as FEN, EPD lines as EPD.
///
/// ```
/// use fenlingo::fen::{self, WriteOptions};
/// let p = fen::read("8/8/8/8/8/8/8/K1k5 w - - bm Kb2;").unwrap();
/// assert_eq!(fen::write(&p, WriteOptions::default()), "8/8/8/8/8/8/8/K1k5 w - - bm Kb2;");
/// ```
pub fn write(parsed: &Parsed, opts: WriteOptions<'_>) -> String {
    let mut s = String::with_capacity(96);
    match &parsed.operations {
        Some(ops) => write_epd(&parsed.position, ops, opts, &mut s),
        None => write_fen(&parsed.position, opts, &mut s),
    }
    s
}
