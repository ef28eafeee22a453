//! Sets of squares as 64-bit masks.

use crate::Square;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of squares, bit `i` for the square with index `i`.
///
/// ```
/// use fenlingo::{Bitboard, Square};
/// let e4: Square = "e4".parse().unwrap();
/// let bb = Bitboard::from_square(e4);
/// assert!(bb.contains(e4));
/// assert_eq!(bb.count(), 1);
/// assert_eq!(bb.into_iter().next(), Some(e4));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Rank 1.
    pub const RANK_1: Bitboard = Bitboard(0xff);
    /// Rank 8.
    pub const RANK_8: Bitboard = Bitboard(0xff << 56);
    /// Ranks 1 and 8.
    pub const BACKRANKS: Bitboard = Bitboard(0xff | (0xff << 56));
    /// The light squares (h1, a2, …).
    pub const LIGHT: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);

    /// The set holding one square.
    ///
    /// ```
    /// assert_eq!(fenlingo::Bitboard::from_square("a1".parse().unwrap()).0, 1);
    /// ```
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }
    /// Whether the set holds `sq`.
    ///
    /// ```
    /// assert!(!fenlingo::Bitboard::EMPTY.contains("a1".parse().unwrap()));
    /// ```
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }
    /// Whether the set is empty.
    ///
    /// ```
    /// assert!(fenlingo::Bitboard::EMPTY.is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// How many squares the set holds.
    ///
    /// ```
    /// assert_eq!(fenlingo::Bitboard::RANK_1.count(), 8);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set holds more than one square.
    ///
    /// ```
    /// assert!(fenlingo::Bitboard::RANK_1.more_than_one());
    /// ```
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }
    /// The square with the lowest index, if any.
    ///
    /// ```
    /// assert_eq!(fenlingo::Bitboard::RANK_8.first().map(|s| s.to_string()), Some("a8".into()));
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros() as u8))
        }
    }
    /// The square with the highest index, if any.
    ///
    /// ```
    /// assert_eq!(fenlingo::Bitboard::RANK_1.last().map(|s| s.to_string()), Some("h1".into()));
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(
                63 - self.0.leading_zeros() as u8,
            ))
        }
    }
    /// The only square of the set, if it holds exactly one.
    ///
    /// ```
    /// assert!(fenlingo::Bitboard::RANK_1.single().is_none());
    /// ```
    #[inline]
    pub const fn single(self) -> Option<Square> {
        if self.0 != 0 && !self.more_than_one() {
            self.first()
        } else {
            None
        }
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $op:tt, $tra:ident, $fa:ident) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
binop!(BitAnd, bitand, &, BitAndAssign, bitand_assign);
binop!(BitOr, bitor, |, BitOrAssign, bitor_assign);

impl BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}
