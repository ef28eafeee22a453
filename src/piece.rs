//! A colored piece.

use crate::{Color, Role};

/// A piece: a [`Role`] of a [`Color`].
///
/// ```
/// use fenlingo::{Color, Piece, Role};
/// let p = Piece::new(Color::Black, Role::King);
/// assert_eq!(Piece::from_index(p.index()), Some(p));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// A piece of the given color and role.
    ///
    /// ```
    /// let p = fenlingo::Piece::new(fenlingo::Color::White, fenlingo::Role::Pawn);
    /// assert_eq!(p.index(), 0);
    /// ```
    #[inline]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// All twelve pieces: the white ones (pawn to king), then the black ones.
    pub const ALL: [Piece; 12] = {
        let mut out = [Piece::new(Color::White, Role::Pawn); 12];
        let mut i = 0;
        while i < 12 {
            out[i] = Piece::from_index_unchecked(i);
            i += 1;
        }
        out
    };

    /// 0–5 for white pawn to king, 6–11 for black pawn to king.
    ///
    /// ```
    /// use fenlingo::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::Black, Role::Pawn).index(), 6);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self.color.index() * 6 + self.role.index()
    }

    /// The piece with the given [`index`](Piece::index).
    ///
    /// ```
    /// assert!(fenlingo::Piece::from_index(12).is_none());
    /// ```
    pub const fn from_index(i: usize) -> Option<Piece> {
        if i < 12 {
            Some(Piece::from_index_unchecked(i))
        } else {
            None
        }
    }

    const fn from_index_unchecked(i: usize) -> Piece {
        let color = if i < 6 { Color::White } else { Color::Black };
        let role = match Role::from_index(i % 6) {
            Some(r) => r,
            None => Role::Pawn,
        };
        Piece { color, role }
    }
}
