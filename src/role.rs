//! Piece kinds, without color and without letters.

/// A kind of piece. The core model knows no letters: how a role is written is
/// decided by a [`Notation`](crate::Notation).
///
/// ```
/// use fenlingo::Role;
/// assert_eq!(Role::ALL.len(), 6);
/// assert!(Role::Queen.is_slider());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Role {
    /// All roles, from pawn to king.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// 0 (pawn) to 5 (king).
    ///
    /// ```
    /// assert_eq!(fenlingo::Role::King.index(), 5);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The role with the given [`index`](Role::index).
    ///
    /// ```
    /// use fenlingo::Role;
    /// assert_eq!(Role::from_index(1), Some(Role::Knight));
    /// assert_eq!(Role::from_index(6), None);
    /// ```
    pub const fn from_index(i: usize) -> Option<Role> {
        match i {
            0 => Some(Role::Pawn),
            1 => Some(Role::Knight),
            2 => Some(Role::Bishop),
            3 => Some(Role::Rook),
            4 => Some(Role::Queen),
            5 => Some(Role::King),
            _ => None,
        }
    }

    /// Whether the piece moves along lines (bishop, rook, queen).
    ///
    /// ```
    /// assert!(!fenlingo::Role::Knight.is_slider());
    /// ```
    pub const fn is_slider(self) -> bool {
        matches!(self, Role::Bishop | Role::Rook | Role::Queen)
    }

    /// The English name, lowercase, for machine output and message keys.
    ///
    /// ```
    /// assert_eq!(fenlingo::Role::Knight.name(), "knight");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}
