//! Attack sets, from cozy-chess's tables (the one source of attacks: the
//! move generator in `moves` uses the same tables). These wrappers speak
//! fenlingo's `Square`, `Color` and `Bitboard`.

use crate::{Bitboard, Color, Square};

#[inline]
fn sq(s: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(usize::from(s.index()))
}

#[inline]
fn bb(b: cozy_chess::BitBoard) -> Bitboard {
    Bitboard(b.0)
}

/// Squares a knight on `sq` attacks.
///
/// ```
/// let a = fenlingo::attacks::knight("a1".parse().unwrap());
/// assert_eq!(a.count(), 2);
/// ```
#[inline]
pub fn knight(sq: Square) -> Bitboard {
    bb(cozy_chess::get_knight_moves(self::sq(sq)))
}

/// Squares a king on `sq` attacks.
///
/// ```
/// assert_eq!(fenlingo::attacks::king("e4".parse().unwrap()).count(), 8);
/// ```
#[inline]
pub fn king(sq: Square) -> Bitboard {
    bb(cozy_chess::get_king_moves(self::sq(sq)))
}

/// Squares a pawn of `color` on `sq` attacks.
///
/// ```
/// use fenlingo::{attacks, Color};
/// assert_eq!(attacks::pawn(Color::White, "a2".parse().unwrap()).count(), 1);
/// ```
#[inline]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    let color = match color {
        Color::White => cozy_chess::Color::White,
        Color::Black => cozy_chess::Color::Black,
    };
    bb(cozy_chess::get_pawn_attacks(self::sq(sq), color))
}

/// Squares a rook on `sq` attacks, given the occupied squares.
///
/// ```
/// use fenlingo::{attacks, Bitboard};
/// assert_eq!(attacks::rook("a1".parse().unwrap(), Bitboard::EMPTY).count(), 14);
/// ```
#[inline]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    bb(cozy_chess::get_rook_moves(
        self::sq(sq),
        cozy_chess::BitBoard(occupied.0),
    ))
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
///
/// ```
/// use fenlingo::{attacks, Bitboard};
/// assert_eq!(attacks::bishop("d4".parse().unwrap(), Bitboard::EMPTY).count(), 13);
/// ```
#[inline]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    bb(cozy_chess::get_bishop_moves(
        self::sq(sq),
        cozy_chess::BitBoard(occupied.0),
    ))
}

/// The whole line (rank, file or diagonal) through `a` and `b`, or the empty
/// set when they are not aligned.
///
/// ```
/// use fenlingo::attacks;
/// let l = attacks::line("a1".parse().unwrap(), "c3".parse().unwrap());
/// assert!(l.contains("h8".parse().unwrap()));
/// assert!(attacks::line("a1".parse().unwrap(), "b3".parse().unwrap()).is_empty());
/// ```
pub fn line(a: Square, b: Square) -> Bitboard {
    bb(cozy_chess::get_line_rays(sq(a), sq(b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walks each ray to the first blocker: the definition the tables
    /// must agree with.
    fn walk(s: Square, occupied: u64, dirs: &[(i8, i8)]) -> u64 {
        let mut out = 0;
        for &(df, dr) in dirs {
            let (mut f, mut r) = (s.file().index() as i8 + df, s.rank().index() as i8 + dr);
            while (0..8).contains(&f) && (0..8).contains(&r) {
                let bit = 1u64 << (r * 8 + f);
                out |= bit;
                if occupied & bit != 0 {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        out
    }

    #[test]
    fn sliders_agree_with_walking_the_rays() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for i in 0..64u8 {
            let s = Square::new(i).unwrap();
            for _ in 0..16 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let occ = seed & seed.rotate_left(17);
                let rook_dirs = [(0, 1), (1, 0), (0, -1), (-1, 0)];
                let bishop_dirs = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
                assert_eq!(rook(s, Bitboard(occ)).0, walk(s, occ, &rook_dirs));
                assert_eq!(bishop(s, Bitboard(occ)).0, walk(s, occ, &bishop_dirs));
            }
            let steps = |d: &[(i8, i8)]| walk(s, u64::MAX, d);
            assert_eq!(
                knight(s).0,
                steps(&[
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2)
                ])
            );
            assert_eq!(
                king(s).0,
                steps(&[
                    (1, 0),
                    (1, 1),
                    (0, 1),
                    (-1, 1),
                    (-1, 0),
                    (-1, -1),
                    (0, -1),
                    (1, -1)
                ])
            );
            assert_eq!(pawn(Color::White, s).0, steps(&[(1, 1), (-1, 1)]));
            assert_eq!(pawn(Color::Black, s).0, steps(&[(1, -1), (-1, -1)]));
        }
    }
}
