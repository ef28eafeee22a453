//! Files, ranks and squares.

use std::fmt;

/// A file, `a` (0) to `h` (7).
///
/// ```
/// use fenlingo::File;
/// assert_eq!(File::new(4).map(|f| f.char()), Some('e'));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

/// A rank, `1` (0) to `8` (7).
///
/// ```
/// use fenlingo::Rank;
/// assert_eq!(Rank::new(7).map(|r| r.char()), Some('8'));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl File {
    /// The file with index 0–7, or `None`.
    ///
    /// ```
    /// assert!(fenlingo::File::new(8).is_none());
    /// ```
    pub const fn new(i: u8) -> Option<File> {
        if i < 8 { Some(File(i)) } else { None }
    }
    /// The file written as `c` (`a`–`h`).
    ///
    /// ```
    /// assert_eq!(fenlingo::File::from_char('h').map(|f| f.index()), Some(7));
    /// ```
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }
    /// 0 for `a` to 7 for `h`.
    ///
    /// ```
    /// assert_eq!(fenlingo::File::new(2).unwrap().index(), 2);
    /// ```
    pub const fn index(self) -> u8 {
        self.0
    }
    /// The lowercase letter of the file.
    ///
    /// ```
    /// assert_eq!(fenlingo::File::new(0).unwrap().char(), 'a');
    /// ```
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }
}

impl Rank {
    /// The rank with index 0–7 (rank 1 to rank 8), or `None`.
    ///
    /// ```
    /// assert!(fenlingo::Rank::new(8).is_none());
    /// ```
    pub const fn new(i: u8) -> Option<Rank> {
        if i < 8 { Some(Rank(i)) } else { None }
    }
    /// The rank written as `c` (`1`–`8`).
    ///
    /// ```
    /// assert_eq!(fenlingo::Rank::from_char('3').map(|r| r.index()), Some(2));
    /// ```
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank(c as u8 - b'1')),
            _ => None,
        }
    }
    /// 0 for rank 1 to 7 for rank 8.
    ///
    /// ```
    /// assert_eq!(fenlingo::Rank::new(5).unwrap().index(), 5);
    /// ```
    pub const fn index(self) -> u8 {
        self.0
    }
    /// The digit of the rank.
    ///
    /// ```
    /// assert_eq!(fenlingo::Rank::new(0).unwrap().char(), '1');
    /// ```
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }
}

/// One of the 64 squares, `a1` = 0 to `h8` = 63.
///
/// ```
/// use fenlingo::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4.to_string(), "e4");
/// assert_eq!(e4.index(), 28);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with index 0–63, or `None`.
    ///
    /// ```
    /// assert!(fenlingo::Square::new(64).is_none());
    /// ```
    pub const fn new(i: u8) -> Option<Square> {
        if i < 64 { Some(Square(i)) } else { None }
    }
    /// The square at a file and a rank.
    ///
    /// ```
    /// use fenlingo::{File, Rank, Square};
    /// let sq = Square::from_coords(File::new(0).unwrap(), Rank::new(0).unwrap());
    /// assert_eq!(sq.to_string(), "a1");
    /// ```
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }
    /// Index 0–63 without a check; callers guarantee `i < 64`.
    #[inline]
    pub(crate) const fn from_index_unchecked(i: u8) -> Square {
        Square(i & 63)
    }
    /// 0 (`a1`) to 63 (`h8`).
    ///
    /// ```
    /// assert_eq!("h8".parse::<fenlingo::Square>().unwrap().index(), 63);
    /// ```
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }
    /// The file of the square.
    ///
    /// ```
    /// assert_eq!("c7".parse::<fenlingo::Square>().unwrap().file().char(), 'c');
    /// ```
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }
    /// The rank of the square.
    ///
    /// ```
    /// assert_eq!("c7".parse::<fenlingo::Square>().unwrap().rank().char(), '7');
    /// ```
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }
    /// The square offset by `df` files and `dr` ranks, if it stays on the board.
    ///
    /// ```
    /// let e2: fenlingo::Square = "e2".parse().unwrap();
    /// assert_eq!(e2.offset(0, 2).map(|s| s.to_string()), Some("e4".into()));
    /// assert!(e2.offset(4, 0).is_none());
    /// ```
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = (self.0 & 7) as i8 + df;
        let r = (self.0 >> 3) as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }
    /// The same square seen from the other side (rank mirrored).
    ///
    /// ```
    /// let e2: fenlingo::Square = "e2".parse().unwrap();
    /// assert_eq!(e2.flip_vertical().to_string(), "e7");
    /// ```
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }
    /// Parses a square written as file letter and rank digit.
    ///
    /// ```
    /// assert!(fenlingo::Square::parse_str("e9").is_none());
    /// ```
    pub fn parse_str(s: &str) -> Option<Square> {
        let mut it = s.chars();
        let f = File::from_char(it.next()?)?;
        let r = Rank::from_char(it.next()?)?;
        if it.next().is_some() {
            return None;
        }
        Some(Square::from_coords(f, r))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The error of parsing a [`Square`] from text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid square: expected a file a-h and a rank 1-8")
    }
}

impl std::error::Error for ParseSquareError {}

impl std::str::FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::parse_str(s).ok_or(ParseSquareError)
    }
}
