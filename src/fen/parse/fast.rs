//! The fast reader: a canonical FEN in a table of single-byte tokens,
//! or nothing (the careful reader then handles the line).

use crate::{Board, Castling, CastlingSide, Color, Notation, Position, Square};

/// What a byte class means to [`fast_placement`]: bits 0–3 the piece set
/// (12 for none), bits 4–7 how many files it covers, bit 8 a `/`, bit 9 a
/// digit, bit 10 a byte the fast reader does not take.
static CLASS_INFO: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = if c < 12 {
            c as u32 | (1 << 4)
        } else if c >= 16 && c < 24 {
            12 | (((c - 15) as u32) << 4) | (1 << 9)
        } else if c == 32 {
            12 | (1 << 8)
        } else {
            12 | (1 << 10)
        };
        c += 1;
    }
    t
};

/// Reads a placement written with single-byte tokens, without branches on
/// the data. Returns `None` for anything unusual (errors, repairs), which
/// the careful reader then handles.
pub(super) fn fast_placement(bytes: &[u8], classes: &[u8; 256]) -> Option<Board> {
    // One set per piece, and a thirteenth that digits and '/' write into.
    let mut sets = [0u64; 16];
    let mut sq: u32 = 56;
    let mut file: u32 = 0;
    let mut bad = 0u32;
    let mut prev_digit = 0u32;
    let mut slashes = 0u32;
    for &b in bytes {
        let info = CLASS_INFO[classes[b as usize] as usize];
        let slash = (info >> 8) & 1;
        let digit = (info >> 9) & 1;
        bad |= (info >> 10) | (digit & prev_digit) | (slash & u32::from(file != 8));
        prev_digit = digit;
        sets[(info & 15) as usize] |= 1u64 << (sq & 63);
        let adv = (info >> 4) & 15;
        file += adv;
        sq = sq.wrapping_add(adv);
        bad |= u32::from(file > 8);
        // A '/' goes back to the first file of the rank below.
        sq = if slash != 0 { sq.wrapping_sub(16) } else { sq };
        file = if slash != 0 { 0 } else { file };
        slashes += slash;
    }
    if bad != 0 || slashes != 7 || file != 8 {
        return None;
    }
    let mut pieces = [0u64; 12];
    pieces.copy_from_slice(&sets[..12]);
    Some(Board::from_piece_sets(&pieces))
}

/// Reads a canonical six-field FEN (single spaces, canonical castling and
/// counters) in a table of single-byte tokens. Returns `None` for
/// anything else, which the careful reader then handles, so both agree.
pub(crate) fn fast_fen(line: &[u8], notation: &Notation) -> Option<Position> {
    let classes = notation.byte_classes()?;
    let mut fields = [(0usize, 0usize); 6];
    let mut start = 0;
    let mut n = 0;
    for (i, &b) in line.iter().enumerate() {
        if b == b' ' {
            if n == 5 || i == start {
                return None;
            }
            fields[n] = (start, i);
            n += 1;
            start = i + 1;
        } else if !(b'!'..=b'~').contains(&b) {
            return None;
        }
    }
    if n != 5 || start == line.len() {
        return None;
    }
    fields[5] = (start, line.len());
    let field = |i: usize| &line[fields[i].0..fields[i].1];
    let board = fast_placement(field(0), classes)?;
    let (side_bytes, castling_bytes) = notation.byte_fields()?;
    let turn = match field(1) {
        [b] => match side_bytes[*b as usize] {
            1 => Color::White,
            2 => Color::Black,
            _ => return None,
        },
        _ => return None,
    };
    let mut castling = Castling::NONE;
    let c = field(2);
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
    let ep = match field(3) {
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
    let halfmoves = counter(field(4))?;
    let fullmoves = counter(field(5))?;
    if fullmoves == 0 {
        return None;
    }
    Some(Position {
        board,
        turn,
        castling,
        ep_square: ep,
        halfmoves,
        fullmoves,
    })
}
