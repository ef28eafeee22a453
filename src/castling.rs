//! Castling rights, stored by rook square so that standard chess and
//! Chess960 (X-FEN, Shredder-FEN) share one model.

use crate::{Bitboard, Board, Color, Piece, Role, Square};

/// Which wing a castling right is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file (O-O).
    KingSide,
    /// Towards the a-file (O-O-O).
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];
    /// 0 for the king side, 1 for the queen side.
    ///
    /// ```
    /// assert_eq!(fenlingo::CastlingSide::QueenSide.index(), 1);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// How the castling field was (or is to be) written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CastlingStyle {
    /// `KQkq`, with a file letter only where a K/Q would be ambiguous (X-FEN).
    #[default]
    Standard,
    /// File letters for every right (`HAha`), as Shredder-FEN writes.
    Shredder,
}

/// The castling rights of both sides: the squares of the rooks that may
/// still castle. A right whose rook is missing is kept (on the a- or h-file)
/// so that nothing read is lost; [`Position::validate`](crate::Position::validate)
/// flags it.
///
/// ```
/// use fenlingo::{Castling, Color, CastlingSide};
/// let c = Castling::standard();
/// assert!(c.has(Color::White, "h1".parse().unwrap()));
/// assert_eq!(c.rooks().count(), 4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Castling {
    rooks: Bitboard,
    /// How the field is written.
    pub style: CastlingStyle,
}

impl Castling {
    /// No rights.
    pub const NONE: Castling = Castling {
        rooks: Bitboard::EMPTY,
        style: CastlingStyle::Standard,
    };

    /// All four rights of the standard starting position.
    ///
    /// ```
    /// assert!(!fenlingo::Castling::standard().is_empty());
    /// ```
    pub const fn standard() -> Castling {
        Castling {
            rooks: Bitboard(0x81 | (0x81 << 56)),
            style: CastlingStyle::Standard,
        }
    }

    /// Whether no right is left.
    ///
    /// ```
    /// assert!(fenlingo::Castling::NONE.is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.rooks.is_empty()
    }

    /// The rook squares of all rights.
    ///
    /// ```
    /// assert_eq!(fenlingo::Castling::NONE.rooks().count(), 0);
    /// ```
    pub const fn rooks(&self) -> Bitboard {
        self.rooks
    }

    /// The rook squares of one color's rights.
    ///
    /// ```
    /// use fenlingo::{Castling, Color};
    /// assert_eq!(Castling::standard().rooks_of(Color::Black).count(), 2);
    /// ```
    pub fn rooks_of(&self, color: Color) -> Bitboard {
        self.rooks & back_rank(color)
    }

    /// Whether `color` may castle with the rook on `rook`.
    ///
    /// ```
    /// use fenlingo::{Castling, Color};
    /// assert!(!Castling::standard().has(Color::White, "h8".parse().unwrap()));
    /// ```
    pub fn has(&self, color: Color, rook: Square) -> bool {
        self.rooks_of(color).contains(rook)
    }

    /// Adds the right to castle with the rook on `rook` (which must be on
    /// `color`'s back rank; other squares are ignored).
    ///
    /// ```
    /// use fenlingo::{Castling, Color};
    /// let mut c = Castling::NONE;
    /// c.add(Color::White, "a1".parse().unwrap());
    /// assert_eq!(c.rooks().count(), 1);
    /// ```
    pub fn add(&mut self, color: Color, rook: Square) {
        self.rooks |= Bitboard::from_square(rook) & back_rank(color);
    }

    /// Removes one right.
    ///
    /// ```
    /// use fenlingo::{Castling, Color};
    /// let mut c = Castling::standard();
    /// c.remove("a1".parse().unwrap());
    /// assert_eq!(c.rooks().count(), 3);
    /// ```
    pub fn remove(&mut self, rook: Square) {
        self.rooks &= !Bitboard::from_square(rook);
    }

    /// The rook square a `K`/`Q`-style right stands for on `board`: the
    /// outermost rook of `color` on that side of its king, or the corner
    /// square when there is no such king or rook.
    ///
    /// ```
    /// use fenlingo::{Board, Castling, CastlingSide, Color};
    /// let sq = Castling::rook_for_side(&Board::standard(), Color::White, CastlingSide::KingSide);
    /// assert_eq!(sq.to_string(), "h1");
    /// ```
    pub fn rook_for_side(board: &Board, color: Color, side: CastlingSide) -> Square {
        let rank = back_rank(color);
        let corner = match (color, side) {
            (Color::White, CastlingSide::KingSide) => 7,
            (Color::White, CastlingSide::QueenSide) => 0,
            (Color::Black, CastlingSide::KingSide) => 63,
            (Color::Black, CastlingSide::QueenSide) => 56,
        };
        let corner = Square::from_index_unchecked(corner);
        let Some(king) = (board.by_piece(Piece::new(color, Role::King)) & rank).single() else {
            return corner;
        };
        let rooks = board.by_piece(Piece::new(color, Role::Rook)) & rank;
        let beyond = match side {
            CastlingSide::KingSide => Bitboard(!0u64 << king.index() << 1),
            CastlingSide::QueenSide => Bitboard((1u64 << king.index()) - 1),
        };
        let candidates = rooks & beyond;
        let found = match side {
            CastlingSide::KingSide => candidates.last(),
            CastlingSide::QueenSide => candidates.first(),
        };
        found.unwrap_or(corner)
    }

    /// On which side of `color`'s king the rook square lies; without a king
    /// on the back rank, files e–h count as the king side.
    ///
    /// ```
    /// use fenlingo::{Board, Castling, CastlingSide, Color};
    /// let s = Castling::side_of(&Board::standard(), Color::White, "a1".parse().unwrap());
    /// assert_eq!(s, CastlingSide::QueenSide);
    /// ```
    pub fn side_of(board: &Board, color: Color, rook: Square) -> CastlingSide {
        let king = (board.by_piece(Piece::new(color, Role::King)) & back_rank(color)).single();
        let pivot = king.map_or(4, |k| k.file().index());
        if rook.file().index() > pivot || (king.is_none() && rook.file().index() >= 4) {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }
}

/// The first rank of `color`.
pub(crate) fn back_rank(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::RANK_1,
        Color::Black => Bitboard::RANK_8,
    }
}
