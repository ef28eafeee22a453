//! The fast reader: a canonical FEN in a table of single-byte tokens,
//! or nothing (the careful reader then handles the line).

use crate::{Board, Castling, CastlingSide, Color, Notation, Position, Square};

/// Reads a placement written with single-byte tokens. Returns `None` for
/// anything unusual (errors, repairs), which the careful reader then
/// handles.
pub(super) fn fast_placement(bytes: &[u8], classes: &[u8; 256]) -> Option<Board> {
    let mut sets = [0u64; 12];
    let mut rank: u32 = 7;
    let mut file: u32 = 0;
    let mut prev_digit = false;
    for &b in bytes {
        let c = classes[b as usize];
        match c {
            0..=11 => {
                if file >= 8 {
                    return None;
                }
                sets[c as usize] |= 1 << (rank * 8 + file);
                file += 1;
                prev_digit = false;
            }
            16..=23 => {
                file += u32::from(c) - 15;
                if prev_digit || file > 8 {
                    return None;
                }
                prev_digit = true;
            }
            32 => {
                if file != 8 || rank == 0 {
                    return None;
                }
                rank -= 1;
                file = 0;
                prev_digit = false;
            }
            _ => return None,
        }
    }
    if rank != 0 || file != 8 {
        return None;
    }
    Some(Board::from_piece_sets(&sets))
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
