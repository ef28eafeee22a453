//! The fast reader: a canonical FEN in a table of single-byte tokens,
//! or nothing (the careful reader then handles the line).

use crate::{Board, Castling, CastlingSide, Color, Notation, Position, Square};

/// What a byte class means to [`fast_placement`] (see
/// [`placement_info`]): bits 0–3 the piece set (12 for none), bits 4–7 how
/// many files it covers, bit 8 a `/`, bit 9 a digit, bit 10 a byte the
/// fast reader does not take, bit 11 a piece token the table reads but
/// does not write (classes 64–75).
const fn class_info(c: u8) -> u32 {
    let c = c as u32;
    if c < 12 {
        c | (1 << 4)
    } else if c >= 16 && c < 24 {
        12 | ((c - 15) << 4) | (1 << 9)
    } else if c == 32 {
        12 | (1 << 8)
    } else if c >= 64 && c < 76 {
        (c - 64) | (1 << 4) | (1 << 11)
    } else {
        12 | (1 << 10)
    }
}

/// What each byte means to [`fast_placement`], from a table's byte
/// classes (0–11 a piece's written token, 64–75 another token read for
/// it, 16–23 a digit 1–8, 32 `/`, anything else a byte not taken).
pub(crate) fn placement_info(classes: &[u8; 256]) -> Box<[u32; 256]> {
    let mut info = Box::new([0u32; 256]);
    for (i, c) in classes.iter().enumerate() {
        info[i] = class_info(*c);
    }
    info
}

/// A placement read by [`fast_placement`].
pub(super) struct FastBoard {
    pub(super) board: Board,
    /// Whether every piece is written with the token its table writes
    /// (not another token it also reads).
    pub(super) written: bool,
}

/// Reads a placement written with single-byte tokens, without branches on
/// the data. Returns `None` for anything unusual (errors, repairs), which
/// the careful reader then handles.
pub(super) fn fast_placement(bytes: &[u8], info: &[u32; 256]) -> Option<FastBoard> {
    // One set per piece, and a thirteenth that digits and '/' write into.
    let mut sets = [0u64; 16];
    // Squares passed in reading order (a8 = 0, h1 = 63), and where the
    // current rank ends.
    let mut at: u32 = 0;
    let mut end: u32 = 8;
    // A '/' where a rank is not full (a rank that runs past its end is
    // not full at its '/', or at the end of the field).
    let mut short = 0u32;
    let mut seen = 0u32;
    // Bits of both of two bytes in a row (bit 9: two digits).
    let mut pairs = 0u32;
    let mut prev = 0u32;
    for &b in bytes {
        let i = info[usize::from(b)];
        // Square `at` in reading order is `at ^ 56` (a1 = 0).
        sets[(i & 15) as usize] |= 1u64 << ((at ^ 56) & 63);
        let slash = 0u32.wrapping_sub((i >> 8) & 1);
        short |= (at ^ end) & slash;
        end += slash & 8;
        at += (i >> 4) & 15;
        pairs |= prev & i;
        prev = i;
        seen |= i;
    }
    if short != 0 || seen & (1 << 10) != 0 || pairs & (1 << 9) != 0 || at != 64 || end != 64 {
        return None;
    }
    let mut pieces = [0u64; 12];
    pieces.copy_from_slice(&sets[..12]);
    Some(FastBoard {
        board: Board::from_piece_sets(&pieces),
        written: seen & (1 << 11) == 0,
    })
}

/// A line read by [`fast_fen`].
#[derive(Debug)]
pub(crate) struct FastRead {
    /// The position.
    pub(crate) position: Position,
    /// Whether the line is the one its table writes for the position,
    /// en-passant square as given: every token the written one (a table
    /// may read more than one for a piece or a side).
    pub(crate) canonical: bool,
}

/// Reads a canonical six-field FEN (single spaces, canonical castling and
/// counters) in a table of single-byte tokens. Returns `None` for
/// anything else, which the careful reader then handles, so both agree.
pub(crate) fn fast_fen(line: &[u8], notation: &Notation) -> Option<FastRead> {
    let info = notation.placement_info()?;
    // The placement ends at the first space; the other fields are short.
    let split = line.iter().position(|&b| b == b' ')?;
    let (placement, rest) = (&line[..split], &line[split + 1..]);
    let mut fields = [(0usize, 0usize); 5];
    let mut start = 0;
    let mut n = 0;
    for (i, &b) in rest.iter().enumerate() {
        if b == b' ' {
            if n == 4 || i == start {
                return None;
            }
            fields[n] = (start, i);
            n += 1;
            start = i + 1;
        } else if !(b'!'..=b'~').contains(&b) {
            return None;
        }
    }
    if n != 4 || start == rest.len() {
        return None;
    }
    fields[4] = (start, rest.len());
    let field = |i: usize| &rest[fields[i].0..fields[i].1];
    let FastBoard { board, written } = fast_placement(placement, info)?;
    let (side_bytes, castling_bytes) = notation.byte_fields()?;
    let (turn, side_written) = match field(0) {
        [b] => {
            let code = side_bytes[*b as usize];
            let turn = match code & 3 {
                1 => Color::White,
                2 => Color::Black,
                _ => return None,
            };
            (turn, code & 4 == 0)
        }
        _ => return None,
    };
    let mut castling = Castling::NONE;
    let c = field(1);
    if c != b"-" {
        let mut last = 0u8;
        for &b in c {
            let code = castling_bytes[b as usize];
            if code <= last {
                return None;
            }
            last = code;
            let color = if code <= 2 {
                Color::White
            } else {
                Color::Black
            };
            let side = if code % 2 == 1 {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            let rook = Castling::rook_for_side(&board, color, side);
            if Castling::side_of(&board, color, rook) != side {
                return None;
            }
            castling.add(color, rook);
        }
    }
    let ep = match field(2) {
        b"-" => None,
        [f @ b'a'..=b'h', r @ (b'3' | b'6')] => {
            Some(Square::from_index_unchecked((r - b'1') * 8 + (f - b'a')))
        }
        _ => return None,
    };
    let counter = |f: &[u8]| -> Option<u32> {
        if f.is_empty() || f.len() > 9 || (f.len() > 1 && f[0] == b'0') {
            return None;
        }
        f.iter().try_fold(0u32, |acc, &b| {
            b.is_ascii_digit().then(|| acc * 10 + u32::from(b - b'0'))
        })
    };
    let halfmoves = counter(field(3))?;
    let fullmoves = counter(field(4))?;
    if fullmoves == 0 {
        return None;
    }
    Some(FastRead {
        position: Position {
            board,
            turn,
            castling,
            ep_square: ep,
            halfmoves,
            fullmoves,
        },
        canonical: written && side_written,
    })
}
