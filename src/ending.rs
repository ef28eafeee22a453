//! Whether a position ends the game: the side to move mated or
//! stalemated (legal moves from cozy-chess).

use crate::Position;

/// How a position ends the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
}

impl Position {
    /// How the position ends the game, if it does; `None` for a position
    /// with a legal move, and for one that is not legal (no king, the side
    /// not to move in check): nothing is said of those.
    ///
    /// ```
    /// use fenlingo::{Ending, Position};
    /// let mated: Position = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3".parse().unwrap();
    /// assert_eq!(mated.ending(), Some(Ending::Checkmate));
    /// let stalemate: Position = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(stalemate.ending(), Some(Ending::Stalemate));
    /// assert_eq!(Position::standard().ending(), None);
    /// assert_eq!(Position::empty().ending(), None);
    /// ```
    pub fn ending(&self) -> Option<Ending> {
        let board = crate::cozy::cozy_board(self)?;
        if board.generate_moves(|_| true) {
            return None;
        }
        Some(if board.checkers().is_empty() {
            Ending::Stalemate
        } else {
            Ending::Checkmate
        })
    }
}
