//! Writing a canonical FEN of one table in another, byte by byte.
//!
//! A canonical line (the one its table writes for the position, every
//! token the written one: see [`fast_fen`](super::fast_fen)) is a
//! sequence of symbols — pieces, digits and `/`, a side, castling rights,
//! `-` — each written with one byte when the table's tokens are single
//! bytes (the table's byte forms). Another such table writes the same symbols in the same order
//! (the order of the fields, of the squares and of the castling rights
//! depends on the position alone), so its line is the same bytes with
//! each token replaced by its own: no position needs writing.

use crate::Notation;

/// The longest canonical line: 64 pieces and 7 slashes, a side, four
/// castling rights, an en-passant square, two counters of nine digits,
/// five spaces.
const LONGEST: usize = 71 + 1 + 4 + 2 + 9 + 9 + 5;

/// Appends `line`, a canonical FEN of `from`, as `to` writes it, and
/// returns `true`; returns `false`, appending nothing, when either table
/// has tokens of more than one byte or the line is not made of `from`'s
/// written tokens.
///
/// The caller guarantees that `line` is canonical in `from` (read by the
/// fast reader, every token the written one): `to` then writes the same
/// symbols in the same order, so the result is what writing the position
/// in `to` gives, en-passant square as given.
pub(crate) fn transcribe(line: &str, from: &Notation, to: &Notation, out: &mut String) -> bool {
    let (Some(src), Some(dst)) = (from.byte_forms(), to.byte_forms()) else {
        return false;
    };
    let bytes = line.as_bytes();
    if bytes.len() > LONGEST {
        return false;
    }
    let mut buf = [0u8; LONGEST];
    let buf = &mut buf[..bytes.len()];
    let mut missing = false;
    let mut i = 0;
    // The placement, side and castling fields, each up to its space.
    for read in &src.read {
        loop {
            let Some(&b) = bytes.get(i) else {
                return false;
            };
            if b == b' ' {
                buf[i] = b' ';
                i += 1;
                break;
            }
            let w = dst.write[usize::from(read[usize::from(b)])];
            missing |= w == 0;
            buf[i] = w;
            i += 1;
        }
    }
    if missing {
        return false;
    }
    // The en-passant square and the counters, as they are.
    buf[i..].copy_from_slice(&bytes[i..]);
    match std::str::from_utf8(buf) {
        Ok(s) => {
            out.push_str(s);
            true
        }
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{self, EpMode, WriteOptions};
    use crate::{Color, Piece, Role};

    /// Positions with every field in play: castling rights of each kind,
    /// en-passant squares, promoted pieces, long counters.
    const POSITIONS: &[&str] = &[
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 93",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
        "QQQQkQQQ/8/8/8/8/8/8/qqqqKqqq b - - 123456789 987654321",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1",
    ];

    fn builtin_boards() -> Vec<&'static Notation> {
        Notation::builtins()
            .iter()
            .filter(|n| n.has_board())
            .collect()
    }

    #[test]
    fn transcribing_is_writing_the_position() {
        let mut pairs = 0;
        for text in POSITIONS {
            let pos = fen::read(text).unwrap().position;
            for from in builtin_boards() {
                let mut line = String::new();
                fen::write_fen(
                    &pos,
                    WriteOptions {
                        notation: from,
                        ep: EpMode::AsGiven,
                    },
                    &mut line,
                );
                let Some(read) = fen::fast_fen(line.as_bytes(), from) else {
                    continue;
                };
                assert!(read.canonical, "{line} in {}", from.id());
                for to in builtin_boards() {
                    let mut fast = String::new();
                    if !transcribe(&line, from, to, &mut fast) {
                        assert!(from.byte_forms().is_none() || to.byte_forms().is_none());
                        assert!(fast.is_empty());
                        continue;
                    }
                    let mut full = String::new();
                    fen::write_fen(
                        &read.position,
                        WriteOptions {
                            notation: to,
                            ep: EpMode::AsGiven,
                        },
                        &mut full,
                    );
                    assert_eq!(fast, full, "{line} from {} to {}", from.id(), to.id());
                    pairs += 1;
                }
            }
        }
        // Most tables write single bytes: the test covers many pairs.
        assert!(pairs > 1000, "{pairs}");
    }

    #[test]
    fn tokens_read_but_not_written_are_left_to_the_writer() {
        let es = Notation::builtin("es").unwrap();
        let en = Notation::standard();
        // Spanish reads `w` for White but writes `b`.
        let line = "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT w RDrd - 0 1";
        let read = fen::fast_fen(line.as_bytes(), es).unwrap();
        assert!(!read.canonical);
        let mut out = String::new();
        assert!(!transcribe(line, es, en, &mut out));
        assert!(out.is_empty());
        // Finnish reads `S` for a pawn but writes `P`.
        let fi = Notation::builtin("fi").unwrap();
        assert_eq!(
            fi.piece_tokens(Piece::new(Color::White, Role::Pawn))[1],
            "S"
        );
        let line = "4k3/8/8/8/8/8/4S3/4K3 w - - 0 1";
        let read = fen::fast_fen(line.as_bytes(), fi).unwrap();
        assert!(!read.canonical);
        assert!(!transcribe(line, fi, en, &mut out));
        let written = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assert!(fen::fast_fen(written.as_bytes(), fi).unwrap().canonical);
    }

    #[test]
    fn a_table_of_longer_tokens_is_left_to_the_writer() {
        let ru = Notation::builtin("ru").unwrap();
        assert!(ru.byte_forms().is_none());
        let line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let mut out = String::new();
        assert!(!transcribe(line, Notation::standard(), ru, &mut out));
        assert!(out.is_empty());
    }

    #[test]
    fn a_byte_no_table_writes_stops_it() {
        let es = Notation::builtin("es").unwrap();
        let en = Notation::standard();
        let mut out = String::new();
        for line in [
            "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACX b RDrd - 0 1",
            "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT b KQkq - 0 1",
            "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT",
        ] {
            assert!(!transcribe(line, es, en, &mut out), "{line}");
            assert!(out.is_empty());
        }
    }
}
