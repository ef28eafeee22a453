//! Legality: a second step after reading, reporting flags without failing.

use crate::castling::back_rank;
use crate::{Bitboard, Castling, CastlingSide, Color, Piece, Position, Role, Square, attacks};
use std::fmt;

/// A set of legality problems of a position.
///
/// ```
/// use fenlingo::{Flags, Position};
/// let p: Position = "8/8/8/8/8/8/8/8 w - - 0 1".parse().unwrap();
/// let f = p.validate();
/// assert!(f.contains(Flags::NO_WHITE_KING) && f.contains(Flags::EMPTY));
/// assert!(Position::standard().validate().is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Flags(u32);

macro_rules! flags {
    ($($(#[$doc:meta])* $name:ident = $bit:expr, $key:literal, $text:literal;)*) => {
        impl Flags {
            $($(#[$doc])* pub const $name: Flags = Flags(1 << $bit);)*
            const TABLE: &'static [(Flags, &'static str, &'static str)] = &[$((Flags::$name, $key, $text),)*];
        }
    };
}

flags! {
    /// No piece at all.
    EMPTY = 0, "empty", "the board is empty";
    /// White has no king.
    NO_WHITE_KING = 1, "no-white-king", "White has no king";
    /// Black has no king.
    NO_BLACK_KING = 2, "no-black-king", "Black has no king";
    /// A side has more than one king.
    TOO_MANY_KINGS = 3, "too-many-kings", "a side has more than one king";
    /// A pawn stands on rank 1 or 8.
    PAWNS_ON_BACKRANK = 4, "pawns-on-backrank", "a pawn stands on rank 1 or 8";
    /// White has more than 8 pawns.
    TOO_MANY_WHITE_PAWNS = 5, "too-many-white-pawns", "White has more than 8 pawns";
    /// Black has more than 8 pawns.
    TOO_MANY_BLACK_PAWNS = 6, "too-many-black-pawns", "Black has more than 8 pawns";
    /// White has more than 16 pieces.
    TOO_MANY_WHITE_PIECES = 7, "too-many-white-pieces", "White has more than 16 pieces";
    /// Black has more than 16 pieces.
    TOO_MANY_BLACK_PIECES = 8, "too-many-black-pieces", "Black has more than 16 pieces";
    /// White has more promoted pieces than missing pawns allow.
    TOO_MANY_WHITE_PROMOTED = 9, "too-many-white-promoted", "White has more promoted pieces than missing pawns allow";
    /// Black has more promoted pieces than missing pawns allow.
    TOO_MANY_BLACK_PROMOTED = 10, "too-many-black-promoted", "Black has more promoted pieces than missing pawns allow";
    /// A castling right without king and rook on their squares.
    BAD_CASTLING_RIGHTS = 11, "bad-castling-rights", "a castling right without king and rook on their squares";
    /// An en-passant square no double step can explain.
    INVALID_EP_SQUARE = 12, "invalid-ep-square", "the en-passant square does not follow a double pawn step";
    /// The side not to move is in check.
    OPPOSITE_CHECK = 13, "opposite-check", "the side not to move is in check";
    /// The kings stand on adjacent squares.
    KINGS_ADJACENT = 14, "kings-adjacent", "the kings stand on adjacent squares";
    /// More than two pieces give check.
    TOO_MANY_CHECKERS = 15, "too-many-checkers", "more than two pieces give check";
    /// A check no legal last move could give.
    IMPOSSIBLE_CHECK = 16, "impossible-check", "no legal last move could give this check";
}

impl Flags {
    /// No flag.
    pub const NONE: Flags = Flags(0);

    /// Every flag.
    ///
    /// ```
    /// assert_eq!(fenlingo::Flags::all().iter().count(), 17);
    /// ```
    pub fn all() -> Flags {
        Flags(Flags::TABLE.iter().fold(0, |acc, (f, ..)| acc | f.0))
    }

    /// Whether no flag is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether every flag of `other` is set.
    pub const fn contains(self, other: Flags) -> bool {
        self.0 & other.0 == other.0
    }
    /// The raw bits.
    pub const fn bits(self) -> u32 {
        self.0
    }
    /// Sets the flags of `other`.
    pub fn insert(&mut self, other: Flags) {
        self.0 |= other.0;
    }
    /// Each set flag with its stable key (`"no-white-king"`) and English text.
    ///
    /// ```
    /// let f = fenlingo::Flags::OPPOSITE_CHECK;
    /// assert_eq!(f.iter().next().map(|(_, key, _)| key), Some("opposite-check"));
    /// ```
    pub fn iter(self) -> impl Iterator<Item = (Flags, &'static str, &'static str)> {
        Flags::TABLE
            .iter()
            .copied()
            .filter(move |(f, ..)| self.contains(*f))
    }
}

impl std::ops::BitOr for Flags {
    type Output = Flags;
    fn bitor(self, rhs: Flags) -> Flags {
        Flags(self.0 | rhs.0)
    }
}

impl fmt::Debug for Flags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let keys: Vec<&str> = self.iter().map(|(_, k, _)| k).collect();
        write!(f, "Flags({})", keys.join("|"))
    }
}

/// How strict legality checking is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ValidateOptions {
    /// Judge castling rights by Chess960 rules (king anywhere between its
    /// rooks on the back rank). Shredder-FEN and X-FEN file letters imply it.
    pub chess960: bool,
}

impl Position {
    /// The legality flags of the position, with standard castling rules
    /// (Chess960 when the castling field used file letters).
    ///
    /// ```
    /// let p: fenlingo::Position = "4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(p.validate(), fenlingo::Flags::OPPOSITE_CHECK);
    /// ```
    pub fn validate(&self) -> Flags {
        self.validate_with(ValidateOptions::default())
    }

    /// The legality flags with explicit options.
    ///
    /// ```
    /// use fenlingo::{Flags, Position, ValidateOptions};
    /// let p: Position = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1".parse().unwrap();
    /// assert_eq!(p.validate(), Flags::BAD_CASTLING_RIGHTS);
    /// assert!(p.validate_with(ValidateOptions { chess960: true }).is_empty());
    /// ```
    pub fn validate_with(&self, opts: ValidateOptions) -> Flags {
        let b = &self.board;
        let mut flags = Flags::NONE;
        let occ = b.occupied();
        if occ.is_empty() {
            flags.insert(Flags::EMPTY);
        }
        for color in Color::ALL {
            let kings = b.by_piece(Piece::new(color, Role::King)).count();
            if kings == 0 {
                flags.insert(color.fold(Flags::NO_WHITE_KING, Flags::NO_BLACK_KING));
            } else if kings > 1 {
                flags.insert(Flags::TOO_MANY_KINGS);
            }
            let ours = b.by_color(color);
            let pawns = (ours & b.by_role(Role::Pawn)).count();
            if pawns > 8 {
                flags.insert(color.fold(Flags::TOO_MANY_WHITE_PAWNS, Flags::TOO_MANY_BLACK_PAWNS));
            }
            if ours.count() > 16 {
                flags
                    .insert(color.fold(Flags::TOO_MANY_WHITE_PIECES, Flags::TOO_MANY_BLACK_PIECES));
            }
            if pawns <= 8 {
                let count = |r: Role| (ours & b.by_role(r)).count();
                let bishops = ours & b.by_role(Role::Bishop);
                let promoted = count(Role::Queen).saturating_sub(1)
                    + count(Role::Rook).saturating_sub(2)
                    + count(Role::Knight).saturating_sub(2)
                    + (bishops & Bitboard::LIGHT).count().saturating_sub(1)
                    + (bishops & !Bitboard::LIGHT).count().saturating_sub(1);
                if promoted > 8 - pawns {
                    flags.insert(color.fold(
                        Flags::TOO_MANY_WHITE_PROMOTED,
                        Flags::TOO_MANY_BLACK_PROMOTED,
                    ));
                }
            }
        }
        if !(b.by_role(Role::Pawn) & Bitboard::BACKRANKS).is_empty() {
            flags.insert(Flags::PAWNS_ON_BACKRANK);
        }
        let chess960 = opts.chess960
            || self.castling.style == crate::CastlingStyle::Shredder
            || self.castling_is_960();
        if !self.castling_rights_valid(chess960) {
            flags.insert(Flags::BAD_CASTLING_RIGHTS);
        }
        let valid_ep = self.plausible_ep_square();
        if self.ep_square.is_some() && valid_ep.is_none() {
            flags.insert(Flags::INVALID_EP_SQUARE);
        }
        let us = self.turn;
        let them = !us;
        if let (Some(wk), Some(bk)) = (b.king_of(Color::White), b.king_of(Color::Black)) {
            if attacks::king(wk).contains(bk) {
                flags.insert(Flags::KINGS_ADJACENT);
            }
        }
        if let Some(their_king) = b.king_of(them) {
            if !b.attackers(their_king, us, occ).is_empty() {
                flags.insert(Flags::OPPOSITE_CHECK);
            }
        }
        if let Some(our_king) = b.king_of(us) {
            let checkers = b.attackers(our_king, them, occ);
            if !checkers.is_empty() {
                let n = checkers.count();
                if n > 2 {
                    flags.insert(Flags::TOO_MANY_CHECKERS | Flags::IMPOSSIBLE_CHECK);
                } else if let Some(ep) = valid_ep {
                    let (to, from) = pushed(ep, them);
                    let before = (occ & !Bitboard::from_square(to)) | Bitboard::from_square(from);
                    let attacked_before = !(b.attackers(our_king, them, before)
                        & !Bitboard::from_square(to))
                    .is_empty();
                    if n > 1 || (checkers.single() != Some(to) && attacked_before) {
                        flags.insert(Flags::IMPOSSIBLE_CHECK);
                    }
                } else if n == 2 {
                    let a = checkers.first();
                    let c = checkers.last();
                    if let (Some(a), Some(c)) = (a, c) {
                        let sliders = b.by_role(Role::Bishop)
                            | b.by_role(Role::Rook)
                            | b.by_role(Role::Queen);
                        if attacks::line(a, c).contains(our_king) || (checkers & sliders).is_empty()
                        {
                            flags.insert(Flags::IMPOSSIBLE_CHECK);
                        }
                    }
                }
            }
        }
        flags
    }

    /// Whether a right is written with a file letter (X-FEN or
    /// Shredder-FEN), which only Chess960 needs.
    fn castling_is_960(&self) -> bool {
        let b = &self.board;
        self.castling.rooks().into_iter().any(|r| {
            let color = if r.rank().index() == 0 {
                Color::White
            } else {
                Color::Black
            };
            let side = Castling::side_of(b, color, r);
            Castling::rook_for_side(b, color, side) != r
        })
    }

    fn castling_rights_valid(&self, chess960: bool) -> bool {
        let b = &self.board;
        for color in Color::ALL {
            let rights = self.castling.rooks_of(color);
            if rights.is_empty() {
                continue;
            }
            let rank = back_rank(color);
            let Some(king) = (b.by_piece(Piece::new(color, Role::King)) & rank).single() else {
                return false;
            };
            if b.by_piece(Piece::new(color, Role::King)).count() != 1 {
                return false;
            }
            let rooks = b.by_piece(Piece::new(color, Role::Rook));
            let mut sides = [false; 2];
            for r in rights {
                if !rooks.contains(r) {
                    return false;
                }
                let side = Castling::side_of(b, color, r);
                if sides[side.index()] {
                    return false;
                }
                sides[side.index()] = true;
                if !chess960 {
                    let want_file = match side {
                        CastlingSide::KingSide => 7,
                        CastlingSide::QueenSide => 0,
                    };
                    if king.file().index() != 4 || r.file().index() != want_file {
                        return false;
                    }
                } else if r.file() == king.file() {
                    return false;
                }
            }
        }
        true
    }

    /// The en-passant square when a pawn of the side not to move could
    /// just have made the double step through it (pawn on the square in
    /// front, the square itself and the starting square empty).
    ///
    /// ```
    /// let p: fenlingo::Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse().unwrap();
    /// assert_eq!(p.plausible_ep_square().map(|s| s.to_string()), Some("e3".into()));
    /// ```
    pub fn plausible_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let them = !self.turn;
        let want_rank = them.fold(2, 5);
        if ep.rank().index() != want_rank {
            return None;
        }
        let (to, from) = pushed(ep, them);
        let b = &self.board;
        if !b.by_piece(Piece::new(them, Role::Pawn)).contains(to) {
            return None;
        }
        let occ = b.occupied();
        if occ.contains(ep) || occ.contains(from) {
            return None;
        }
        Some(ep)
    }

    /// The en-passant square when an en-passant capture is legal (the
    /// capturing pawn is not pinned and the capture does not leave the
    /// king in check).
    ///
    /// ```
    /// let p: fenlingo::Position = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3".parse().unwrap();
    /// assert_eq!(p.legal_ep_square().map(|s| s.to_string()), Some("d6".into()));
    /// ```
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.plausible_ep_square()?;
        let us = self.turn;
        let them = !us;
        let b = &self.board;
        let (captured, _) = pushed(ep, them);
        let capturers = attacks::pawn(them, ep) & b.by_piece(Piece::new(us, Role::Pawn));
        let king = b.king_of(us);
        for from in capturers {
            let Some(king) = king else {
                return Some(ep);
            };
            let mut after = *b;
            after.set(from, None);
            after.set(captured, None);
            after.set(ep, Some(Piece::new(us, Role::Pawn)));
            if after.attackers(king, them, after.occupied()).is_empty() {
                return Some(ep);
            }
        }
        None
    }
}

/// For an en-passant square of a double step by `mover`: the square the
/// pawn went to and the one it came from.
fn pushed(ep: Square, mover: Color) -> (Square, Square) {
    let i = ep.index();
    match mover {
        Color::White => (
            Square::from_index_unchecked(i + 8),
            Square::from_index_unchecked(i - 8),
        ),
        Color::Black => (
            Square::from_index_unchecked(i - 8),
            Square::from_index_unchecked(i + 8),
        ),
    }
}
