//! Piece placement.

use crate::{Bitboard, Color, Piece, Role, Square, attacks};

/// Where the pieces stand: one set of squares per role and per color.
/// A board may hold any placement (no kings, ten queens, pawns on the back
/// rank): legality is a separate step, see [`Position::validate`](crate::Position::validate).
///
/// ```
/// use fenlingo::{Board, Color, Piece, Role};
/// let mut b = Board::empty();
/// let e1 = "e1".parse().unwrap();
/// b.set(e1, Some(Piece::new(Color::White, Role::King)));
/// assert_eq!(b.piece_at(e1), Some(Piece::new(Color::White, Role::King)));
/// assert_eq!(b.king_of(Color::White), Some(e1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Board {
    /// A board with no pieces.
    ///
    /// ```
    /// assert!(fenlingo::Board::empty().occupied().is_empty());
    /// ```
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The standard starting placement.
    ///
    /// ```
    /// assert_eq!(fenlingo::Board::standard().occupied().count(), 32);
    /// ```
    pub fn standard() -> Board {
        let mut b = Board::empty();
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        for (i, role) in back.into_iter().enumerate() {
            let i = i as u8;
            b.put(
                Square::from_index_unchecked(i),
                Piece::new(Color::White, role),
            );
            b.put(
                Square::from_index_unchecked(8 + i),
                Piece::new(Color::White, Role::Pawn),
            );
            b.put(
                Square::from_index_unchecked(48 + i),
                Piece::new(Color::Black, Role::Pawn),
            );
            b.put(
                Square::from_index_unchecked(56 + i),
                Piece::new(Color::Black, role),
            );
        }
        b
    }

    /// A board from one set of squares per piece, in [`Piece::index`]
    /// order. The sets must not overlap.
    pub(crate) fn from_piece_sets(sets: &[u64; 12]) -> Board {
        let mut b = Board::empty();
        for i in 0..6 {
            b.by_role[i] = Bitboard(sets[i] | sets[i + 6]);
            b.by_color[0].0 |= sets[i];
            b.by_color[1].0 |= sets[i + 6];
        }
        b
    }

    /// The piece on `sq`, if any.
    ///
    /// ```
    /// let b = fenlingo::Board::standard();
    /// assert!(b.piece_at("e4".parse().unwrap()).is_none());
    /// ```
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.by_color[0].contains(sq) {
            Color::White
        } else if self.by_color[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))?;
        Some(Piece::new(color, role))
    }

    /// The board of the given sets: the squares of each role (by
    /// [`Role::index`](crate::Role::index)) and of each color. Callers make
    /// sure the sets agree (the move generator's board does).
    #[cfg(feature = "moves")]
    #[inline]
    pub(crate) const fn from_sets(by_role: [Bitboard; 6], by_color: [Bitboard; 2]) -> Board {
        Board { by_role, by_color }
    }

    /// Puts `piece` on the empty square `sq`. Callers make sure the square is
    /// empty (the readers do); use [`set`](Board::set) otherwise.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] |= bb;
        self.by_color[piece.color.index()] |= bb;
    }

    /// Sets or clears the piece on `sq`.
    ///
    /// ```
    /// let mut b = fenlingo::Board::standard();
    /// b.set("e2".parse().unwrap(), None);
    /// assert_eq!(b.occupied().count(), 31);
    /// ```
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        let mask = !Bitboard::from_square(sq);
        for bb in self.by_role.iter_mut().chain(self.by_color.iter_mut()) {
            *bb &= mask;
        }
        if let Some(p) = piece {
            self.put(sq, p);
        }
    }

    /// All occupied squares.
    ///
    /// ```
    /// assert_eq!(fenlingo::Board::empty().occupied().count(), 0);
    /// ```
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of one color's pieces.
    ///
    /// ```
    /// use fenlingo::{Board, Color};
    /// assert_eq!(Board::standard().by_color(Color::Black).count(), 16);
    /// ```
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of one role's pieces, of both colors.
    ///
    /// ```
    /// use fenlingo::{Board, Role};
    /// assert_eq!(Board::standard().by_role(Role::Pawn).count(), 16);
    /// ```
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of one piece.
    ///
    /// ```
    /// use fenlingo::{Board, Color, Piece, Role};
    /// let b = Board::standard();
    /// assert_eq!(b.by_piece(Piece::new(Color::White, Role::Knight)).count(), 2);
    /// ```
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role[piece.role.index()] & self.by_color[piece.color.index()]
    }

    /// The square of `color`'s king, when it has exactly one.
    ///
    /// ```
    /// use fenlingo::{Board, Color};
    /// assert_eq!(Board::empty().king_of(Color::White), None);
    /// ```
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece::new(color, Role::King)).single()
    }

    /// The pieces of `attacker` that attack `sq`, with `occupied` blocking
    /// the sliders.
    ///
    /// ```
    /// use fenlingo::{Board, Color};
    /// let b = Board::standard();
    /// let f3 = "f3".parse().unwrap();
    /// assert_eq!(b.attackers(f3, Color::White, b.occupied()).count(), 3);
    /// ```
    pub fn attackers(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color[attacker.index()];
        let rooks = self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()];
        let bishops = self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()];
        let near = (attacks::knight(sq) & self.by_role[Role::Knight.index()])
            | (attacks::king(sq) & self.by_role[Role::King.index()])
            | (attacks::pawn(!attacker, sq) & self.by_role[Role::Pawn.index()]);
        let mut out = near;
        if !(rooks & them).is_empty() {
            out |= attacks::rook(sq, occupied) & rooks;
        }
        if !(bishops & them).is_empty() {
            out |= attacks::bishop(sq, occupied) & bishops;
        }
        out & them
    }

    /// Iterates over the pieces, from `a1` to `h8`.
    ///
    /// ```
    /// assert_eq!(fenlingo::Board::standard().pieces().count(), 32);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }
}
