//! A move as squares: where a piece went from and to, and what a pawn
//! became. The core's own type, with no letters: the page and the filters
//! mark a last move from it, and every notation writes it its own way.

use crate::{Role, Square};

/// A move on the board. Castling is the king's move (`e1` to `g1`).
///
/// ```
/// use fenlingo::{Move, Square};
/// let m = Move { from: "e2".parse().unwrap(), to: "e4".parse().unwrap(), promotion: None };
/// assert_eq!(m.to_string(), "e2e4");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the piece left.
    pub from: Square,
    /// The square it reached.
    pub to: Square,
    /// What a pawn became on the last rank.
    pub promotion: Option<Role>,
}

impl std::fmt::Display for Move {
    /// The move in UCI's long algebraic form (`e7e8q`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            let c = match r {
                Role::Queen => 'q',
                Role::Rook => 'r',
                Role::Bishop => 'b',
                Role::Knight => 'n',
                Role::King => 'k',
                Role::Pawn => 'p',
            };
            write!(f, "{c}")?;
        }
        Ok(())
    }
}
