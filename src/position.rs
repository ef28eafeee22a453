//! A whole position: placement plus the state FEN records.

use crate::{Board, Castling, Color, Square};

/// Everything a FEN records: placement, side to move, castling rights,
/// en-passant square, halfmove clock and fullmove number.
///
/// A `Position` may hold any placement; [`validate`](Position::validate)
/// reports what makes it illegal without refusing it.
///
/// ```
/// use fenlingo::Position;
/// let p: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".parse().unwrap();
/// assert_eq!(p, Position::standard());
/// assert_eq!(p.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The pieces.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Castling rights.
    pub castling: Castling,
    /// The en-passant target square, as given.
    pub ep_square: Option<Square>,
    /// Halfmoves since the last capture or pawn move.
    pub halfmoves: u32,
    /// The number of the full move, starting at 1.
    pub fullmoves: u32,
}

impl Default for Position {
    fn default() -> Position {
        Position::empty()
    }
}

impl Position {
    /// The standard starting position.
    ///
    /// ```
    /// assert_eq!(fenlingo::Position::standard().fullmoves, 1);
    /// ```
    pub fn standard() -> Position {
        Position {
            board: Board::standard(),
            turn: Color::White,
            castling: Castling::standard(),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// An empty board, White to move, no rights, move 1 (the defaults of
    /// the missing FEN fields).
    ///
    /// ```
    /// assert!(fenlingo::Position::empty().board.occupied().is_empty());
    /// ```
    pub const fn empty() -> Position {
        Position {
            board: Board::empty(),
            turn: Color::White,
            castling: Castling::NONE,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}
