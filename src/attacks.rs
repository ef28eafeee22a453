//! Attack sets, computed with precomputed tables and rays (the classical
//! approach: walk to the first blocker along each ray).

use crate::{Bitboard, Color, Square};

const fn step_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut out = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i8;
        let r = (sq / 8) as i8;
        let mut bb = 0u64;
        let mut i = 0;
        while i < deltas.len() {
            let nf = f + deltas[i].0;
            let nr = r + deltas[i].1;
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                bb |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        out[sq] = bb;
        sq += 1;
    }
    out
}

static KNIGHT: [u64; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = step_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static WHITE_PAWN: [u64; 64] = step_table(&[(1, 1), (-1, 1)]);
static BLACK_PAWN: [u64; 64] = step_table(&[(1, -1), (-1, -1)]);

/// Directions as (file, rank) steps: N, NE, E, SE, S, SW, W, NW. Direction
/// `d + 4` is the opposite of direction `d`.
const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

const fn ray_table() -> [[u64; 64]; 8] {
    let mut out = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut f = (sq % 8) as i8 + DIRS[d].0;
            let mut r = (sq / 8) as i8 + DIRS[d].1;
            let mut bb = 0u64;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                bb |= 1 << (r * 8 + f);
                f += DIRS[d].0;
                r += DIRS[d].1;
            }
            out[d][sq] = bb;
            sq += 1;
        }
        d += 1;
    }
    out
}

static RAYS: [[u64; 64]; 8] = ray_table();

/// Whether walking in direction `d` increases square indices.
const fn positive(d: usize) -> bool {
    // N (+8), NE (+9), E (+1), NW (+7) increase; SE (-7), S, SW, W decrease.
    matches!(d, 0 | 1 | 2 | 7)
}

#[inline]
fn slide(sq: Square, occupied: Bitboard, dirs: [usize; 4]) -> Bitboard {
    let mut out = 0u64;
    for d in dirs {
        let ray = RAYS[d][sq.index() as usize];
        let blockers = ray & occupied.0;
        if blockers == 0 {
            out |= ray;
        } else {
            let first = if positive(d) {
                blockers.trailing_zeros()
            } else {
                63 - blockers.leading_zeros()
            };
            out |= ray ^ RAYS[d][first as usize];
        }
    }
    Bitboard(out)
}

/// Squares a knight on `sq` attacks.
///
/// ```
/// let a = fenlingo::attacks::knight("a1".parse().unwrap());
/// assert_eq!(a.count(), 2);
/// ```
#[inline]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index() as usize])
}

/// Squares a king on `sq` attacks.
///
/// ```
/// assert_eq!(fenlingo::attacks::king("e4".parse().unwrap()).count(), 8);
/// ```
#[inline]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index() as usize])
}

/// Squares a pawn of `color` on `sq` attacks.
///
/// ```
/// use fenlingo::{attacks, Color};
/// assert_eq!(attacks::pawn(Color::White, "a2".parse().unwrap()).count(), 1);
/// ```
#[inline]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    Bitboard(match color {
        Color::White => WHITE_PAWN[sq.index() as usize],
        Color::Black => BLACK_PAWN[sq.index() as usize],
    })
}

/// Squares a rook on `sq` attacks, given the occupied squares.
///
/// ```
/// use fenlingo::{attacks, Bitboard};
/// assert_eq!(attacks::rook("a1".parse().unwrap(), Bitboard::EMPTY).count(), 14);
/// ```
#[inline]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    slide(sq, occupied, [0, 2, 4, 6])
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
///
/// ```
/// use fenlingo::{attacks, Bitboard};
/// assert_eq!(attacks::bishop("d4".parse().unwrap(), Bitboard::EMPTY).count(), 13);
/// ```
#[inline]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    slide(sq, occupied, [1, 3, 5, 7])
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
    for d in 0..4 {
        let fwd = RAYS[d][a.index() as usize];
        let back = RAYS[d + 4][a.index() as usize];
        if (fwd | back) & (1 << b.index()) != 0 {
            return Bitboard(fwd | back | (1 << a.index()));
        }
    }
    Bitboard::EMPTY
}
