//! The careful readers of the placement, castling and counter fields,
//! with every repair of lenient mode.

use super::fast::fast_placement;
use super::reader::*;
use crate::fen::error::{FenErrorKind, Field};
use crate::fen::repair::RepairKind;
use crate::{Board, Castling, CastlingSide, CastlingStyle, Color, Notation, Square};
use std::ops::Range;

pub(super) fn read_placement(r: &mut Reader<'_, '_>, span: Range<usize>) -> Res<Board> {
    let s = r.s;
    let notation = r.opts.notation;
    if let Some(info) = notation.placement_info().filter(|_| r.fast) {
        if let Some(fast) = fast_placement(&s.as_bytes()[span.clone()], info) {
            return Ok(fast.board);
        }
    }
    let mut board = Board::empty();
    let mut rank: i32 = 7;
    let mut file: u8 = 0;
    let mut rank_start = span.start;
    let mut i = span.start;
    let end = span.end;
    let bytes = s.as_bytes();
    let mut digit_run: Option<(usize, u8)> = None; // start, sum
    let rank_no = |rank: i32| (rank + 1).max(0) as u8;
    while i < end {
        let b = bytes[i];
        if b == b'/' {
            if let Some((ds, sum)) = digit_run.take() {
                merged_digits(r, ds, i, sum)?;
            }
            if rank >= 0 && file != 8 {
                return Err(r.err(
                    FenErrorKind::RankTooShort {
                        rank: rank_no(rank),
                        squares: file,
                    },
                    Some(Field::Placement),
                    rank_start..i,
                ));
            }
            rank -= 1;
            file = 0;
            i += 1;
            rank_start = i;
            continue;
        }
        if rank < 0 {
            // A ninth rank: count them all for the message.
            let found = s[span.clone()].split('/').count();
            return Err(r.err(
                FenErrorKind::TooManyRanks { found },
                Some(Field::Placement),
                rank_start - 1..end,
            ));
        }
        if b.is_ascii_digit() {
            let d = b - b'0';
            if d == 0 || d == 9 {
                return Err(r.err(
                    FenErrorKind::InvalidDigit {
                        digit: b as char,
                        rank: rank_no(rank),
                    },
                    Some(Field::Placement),
                    i..i + 1,
                ));
            }
            file += d;
            digit_run = Some(match digit_run {
                Some((ds, sum)) => (ds, sum + d),
                None => (i, d),
            });
            if file > 8 {
                return Err(r.err(
                    FenErrorKind::RankTooLong {
                        rank: rank_no(rank),
                    },
                    Some(Field::Placement),
                    i..i + 1,
                ));
            }
            i += 1;
            continue;
        }
        if let Some((ds, sum)) = digit_run.take() {
            merged_digits(r, ds, i, sum)?;
        }
        let rest = &s[i..end];
        let (piece, len) = match notation.match_piece(rest) {
            Some(found) => found,
            None => {
                let c = rest.chars().next().unwrap_or(' ');
                match FIGURINES.iter().find(|(f, _)| *f == c) {
                    Some((_, p)) => {
                        let len = c.len_utf8();
                        r.repair(
                            RepairKind::Figurine,
                            Some(Field::Placement),
                            i..i + len,
                            notation.piece_token(*p),
                        )?;
                        (*p, len)
                    }
                    None => {
                        return Err(r.err(
                            FenErrorKind::InvalidPiece {
                                token: c.to_string(),
                                rank: rank_no(rank),
                            },
                            Some(Field::Placement),
                            i..i + c.len_utf8(),
                        ));
                    }
                }
            }
        };
        if file >= 8 {
            return Err(r.err(
                FenErrorKind::RankTooLong {
                    rank: rank_no(rank),
                },
                Some(Field::Placement),
                i..i + len,
            ));
        }
        board.put(Square::from_index_unchecked(rank as u8 * 8 + file), piece);
        file += 1;
        i += len;
    }
    if let Some((ds, sum)) = digit_run.take() {
        merged_digits(r, ds, end, sum)?;
    }
    if rank > 0 {
        let found = (8 - rank) as usize;
        return Err(r.err(
            FenErrorKind::TooFewRanks { found },
            Some(Field::Placement),
            span,
        ));
    }
    if file != 8 {
        return Err(r.err(
            FenErrorKind::RankTooShort {
                rank: rank_no(rank),
                squares: file,
            },
            Some(Field::Placement),
            rank_start..end,
        ));
    }
    Ok(board)
}

fn merged_digits(r: &mut Reader<'_, '_>, start: usize, end: usize, sum: u8) -> Res<()> {
    if end - start > 1 {
        r.repair(
            RepairKind::MergedDigits,
            Some(Field::Placement),
            start..end,
            &sum.to_string(),
        )?;
    }
    Ok(())
}

pub(super) fn read_castling(
    r: &mut Reader<'_, '_>,
    board: &Board,
    text: &str,
    span: Range<usize>,
) -> Res<Castling> {
    let mut castling = Castling::NONE;
    if text == "-" {
        return Ok(castling);
    }
    let notation = r.opts.notation;
    let mut all_files = true;
    let mut standard_letters = false;
    let mut count = [0u8; 2];
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        let at = span.start + i;
        let (color, rook, len, is_file) =
            if let Some((color, side, len)) = notation.match_castling(rest) {
                (
                    color,
                    Castling::rook_for_side(board, color, side),
                    len,
                    false,
                )
            } else if let Some((color, side)) = standard_castling(notation, rest) {
                // `KQkq` where the table writes its own letters (Spanish
                // `RDrd`): no other meaning, read and reported.
                standard_letters = true;
                (color, Castling::rook_for_side(board, color, side), 1, false)
            } else {
                let c = rest.chars().next().unwrap_or(' ');
                let (color, f) = match c {
                    'A'..='H' => (Color::White, c as u8 - b'A'),
                    'a'..='h' => (Color::Black, c as u8 - b'a'),
                    _ => {
                        return Err(r.err(
                            FenErrorKind::InvalidCastling {
                                token: c.to_string(),
                            },
                            Some(Field::Castling),
                            at..at + c.len_utf8(),
                        ));
                    }
                };
                let rank = color.fold(0, 7);
                (color, Square::from_index_unchecked(rank * 8 + f), 1, true)
            };
        all_files &= is_file;
        if !castling.has(color, rook) {
            count[color.index()] += 1;
            if count[color.index()] > 2 {
                return Err(r.err(
                    FenErrorKind::TooManyCastlingRights { color },
                    Some(Field::Castling),
                    at..at + len,
                ));
            }
            castling.add(color, rook);
        }
        i += len;
    }
    castling.style = if all_files {
        CastlingStyle::Shredder
    } else {
        CastlingStyle::Standard
    };
    let mut canonical = String::new();
    crate::fen::write::write_castling(&castling, board, notation, &mut canonical);
    // Rights that can only be written with file letters are Shredder-FEN,
    // however they were given, so that they read back the same.
    if castling.style == CastlingStyle::Standard
        && !castling.is_empty()
        && canonical
            .chars()
            .all(|c| c.is_ascii_alphabetic() && notation.match_castling(&c.to_string()).is_none())
    {
        castling.style = CastlingStyle::Shredder;
        canonical.clear();
        crate::fen::write::write_castling(&castling, board, notation, &mut canonical);
    }
    if canonical != text {
        let kind = if standard_letters {
            RepairKind::StandardCastling
        } else {
            RepairKind::CastlingOrder
        };
        r.repair(kind, Some(Field::Castling), span, &canonical)?;
    }
    Ok(castling)
}

/// The right a standard castling letter (`K`, `Q`, `k`, `q`) at the start
/// of `s` stands for, in a table that writes other letters for all four
/// (read after the table's own, so none of them starts `s`).
fn standard_castling(notation: &Notation, s: &str) -> Option<(Color, CastlingSide)> {
    let (color, side) = match s.as_bytes().first()? {
        b'K' => (Color::White, CastlingSide::KingSide),
        b'Q' => (Color::White, CastlingSide::QueenSide),
        b'k' => (Color::Black, CastlingSide::KingSide),
        b'q' => (Color::Black, CastlingSide::QueenSide),
        _ => return None,
    };
    let own = |c, sd| notation.castling_token(c, sd);
    let localized = own(Color::White, CastlingSide::KingSide) != "K"
        && own(Color::White, CastlingSide::QueenSide) != "Q"
        && own(Color::Black, CastlingSide::KingSide) != "k"
        && own(Color::Black, CastlingSide::QueenSide) != "q";
    localized.then_some((color, side))
}

pub(super) fn read_counter(
    r: &mut Reader<'_, '_>,
    field: Field,
    text: &str,
    span: Range<usize>,
) -> Res<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(r.err(
            FenErrorKind::InvalidCounter {
                field,
                token: text.to_owned(),
            },
            Some(field),
            span,
        ));
    }
    let trimmed = text.trim_start_matches('0');
    if trimmed.len() > 10 {
        return Err(r.err(FenErrorKind::CounterTooLarge { field }, Some(field), span));
    }
    let v: u64 = trimmed
        .bytes()
        .fold(0, |acc, b| acc * 10 + u64::from(b - b'0'));
    let v = u32::try_from(v).map_err(|_| {
        r.err(
            FenErrorKind::CounterTooLarge { field },
            Some(field),
            span.clone(),
        )
    })?;
    if text.len() > 1 && text.starts_with('0') {
        r.repair(
            RepairKind::LeadingZeros(field),
            Some(field),
            span,
            &v.to_string(),
        )?;
    }
    Ok(v)
}
