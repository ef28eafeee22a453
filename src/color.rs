//! The two sides.

use std::ops::Not;

/// A side: White or Black.
///
/// ```
/// use fenlingo::Color;
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.index(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first.
    White,
    /// The other side.
    Black,
}

impl Color {
    /// Both colors, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black.
    ///
    /// ```
    /// assert_eq!(fenlingo::Color::White.index(), 0);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Picks one of two values by color.
    ///
    /// ```
    /// use fenlingo::Color;
    /// assert_eq!(Color::Black.fold("white", "black"), "black");
    /// ```
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }

    /// The English name, lowercase (`"white"`, `"black"`), for machine output such as JSON.
    ///
    /// ```
    /// assert_eq!(fenlingo::Color::White.name(), "white");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}
