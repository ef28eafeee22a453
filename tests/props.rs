//! Property tests: round trips and error spans.

use fenlingo::fen::{self, ReadOptions, WriteOptions};
use fenlingo::{Board, Castling, Color, Notation, Piece, Position, Square};
use proptest::prelude::*;

fn position() -> impl Strategy<Value = Position> {
    (
        proptest::collection::vec(proptest::option::weighted(0.3, 0usize..12), 64),
        any::<bool>(),
        0u32..200,
        1u32..300,
    )
        .prop_map(|(squares, black, half, full)| {
            let mut board = Board::empty();
            for (i, p) in squares.into_iter().enumerate() {
                let sq = Square::new(i as u8).unwrap();
                board.set(sq, p.and_then(Piece::from_index));
            }
            Position {
                board,
                turn: if black { Color::Black } else { Color::White },
                castling: Castling::NONE,
                ep_square: None,
                halfmoves: half,
                fullmoves: full,
            }
        })
}

proptest! {
    #[test]
    fn write_read_round_trip(pos in position()) {
        let text = pos.to_string();
        let parsed = fen::read(&text).unwrap();
        prop_assert!(parsed.repairs.is_empty());
        prop_assert_eq!(parsed.position, pos);
    }

    #[test]
    fn every_table_round_trips(pos in position(), i in 0usize..64) {
        // Tables of move text only have no board letters (their reading is
        // refused: tests/translate.rs).
        let tables: Vec<&Notation> = Notation::builtins().iter().filter(|t| t.has_board()).collect();
        let table = tables[i % tables.len()];
        let mut s = String::new();
        fen::write_fen(&pos, WriteOptions { notation: table, ..WriteOptions::default() }, &mut s);
        let back = fen::read_with(&s, ReadOptions { notation: table, ..ReadOptions::default() }).unwrap();
        prop_assert_eq!(back.position, pos);
    }

    #[test]
    fn error_spans_lie_inside_the_input(s in "[rnbqkpRNBQKP1-9/ wb\\-–KQkqa-h0-9\u{a0}]{0,80}") {
        match fen::read(&s) {
            Ok(p) => for r in &p.repairs {
                prop_assert!(r.span.end <= s.len());
                prop_assert!(s.is_char_boundary(r.span.start) && s.is_char_boundary(r.span.end));
            },
            Err(e) => {
                prop_assert!(e.span().end <= s.len());
                prop_assert!(s.is_char_boundary(e.span().start) && s.is_char_boundary(e.span().end));
                let _ = e.to_string();
            }
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(b in proptest::collection::vec(any::<u8>(), 0..120)) {
        let _ = fen::read_bytes(&b);
    }
}

/// A FEN-like line in one of the built-in tables: a random board, the
/// side, castling rights (canonical order, shuffled, repeated or with
/// file letters), an en-passant field (good, on the wrong rank, off the
/// board), counters (canonical, with leading zeros, zero, too long) and
/// separators (single spaces mostly, sometimes doubled or missing).
fn fen_line() -> impl Strategy<Value = (usize, String)> {
    fen_line_in(|_| true)
}

/// A line of [`fen_line`] in one of the built-in tables that `pick` takes.
fn fen_line_in(pick: fn(&Notation) -> bool) -> impl Strategy<Value = (usize, String)> {
    use fenlingo::CastlingSide;
    let picked: Vec<usize> = (0..Notation::builtins().len())
        .filter(|&i| pick(&Notation::builtins()[i]))
        .collect();
    (
        position(),
        proptest::sample::select(picked),
        any::<bool>(),
        proptest::collection::vec(0usize..6, 0..5),
        0usize..12,
        proptest::sample::select(vec![
            "0",
            "1",
            "7",
            "49",
            "100",
            "00",
            "01",
            "4294967295",
            "99999999999",
            "",
        ]),
        proptest::sample::select(vec!["1", "2", "37", "0", "01", "300", "1234567890", ""]),
        0usize..16,
    )
        .prop_map(|(pos, t, black, rights, ep, half, full, sep)| {
            let table = &Notation::builtins()[t];
            let mut placement = String::new();
            fen::write_placement(&pos.board, table, &mut placement);
            let turn = table.side_token(if black { Color::Black } else { Color::White });
            let mut castling = String::new();
            for r in &rights {
                match r {
                    0 => castling
                        .push_str(table.castling_token(Color::White, CastlingSide::KingSide)),
                    1 => castling
                        .push_str(table.castling_token(Color::White, CastlingSide::QueenSide)),
                    2 => castling
                        .push_str(table.castling_token(Color::Black, CastlingSide::KingSide)),
                    3 => castling
                        .push_str(table.castling_token(Color::Black, CastlingSide::QueenSide)),
                    4 => castling.push('A'),
                    _ => castling.push('h'),
                }
            }
            if castling.is_empty() {
                castling.push('-');
            }
            let ep = [
                "-", "e3", "d6", "a3", "h6", "e4", "i3", "-", "c6", "f3", "E3", "-",
            ][ep];
            let s = match sep {
                0 => "  ",
                1 => "",
                _ => " ",
            };
            (
                t,
                format!("{placement}{s}{turn} {castling} {ep} {half} {full}"),
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The fast reader and the careful one agree on everything: the fast
    /// one reads a line exactly as the careful one does, or leaves it to
    /// it; and reading with the fast path gives what the careful reader
    /// alone gives (position, repairs, or the same error).
    #[test]
    fn fast_and_careful_readers_agree((t, line) in fen_line()) {
        let table = &Notation::builtins()[t];
        for mode in [fen::Mode::Lenient, fen::Mode::Strict] {
            let opts = ReadOptions { notation: table, mode, ..ReadOptions::default() };
            let careful = fen::read_careful(&line, opts);
            prop_assert_eq!(&fen::read_with(&line, opts), &careful, "{}", line);
            if let Some(fast) = fen::read_fast(&line, table) {
                let careful = careful.as_ref();
                prop_assert!(careful.is_ok_and(|p| p.repairs.is_empty() && p.position == fast), "{}: {:?}", line, careful);
                // What the fast reader takes is canonical: written back in
                // its table, it is the line itself.
                let mut written = String::new();
                fen::write_fen(&fast, fen::WriteOptions { notation: table, ep: fen::EpMode::AsGiven }, &mut written);
                prop_assert_eq!(&written, &line);
            }
        }
    }
}

/// A line of [`fen_line`] with some tokens replaced by another token its
/// table reads for the same piece or side (Spanish `w` for White, Finnish
/// `S` for a pawn), which the table never writes.
fn fen_line_with_read_tokens() -> impl Strategy<Value = (usize, String)> {
    (
        // The tables that read more than one token for a piece or a side.
        fen_line_in(|n| {
            n.has_board()
                && (Piece::ALL.into_iter().any(|p| n.piece_tokens(p).len() > 1)
                    || Color::ALL.into_iter().any(|c| n.side_tokens(c).len() > 1))
        }),
        proptest::collection::vec(any::<bool>(), 80),
    )
        .prop_map(|((t, line), swaps)| {
            let table = &Notation::builtins()[t];
            let (placement, rest) = line.split_once(' ').unwrap_or((&line, ""));
            // A token read but not written, if the table has one.
            let other = |tokens: &[String], i: usize| -> Option<String> {
                let others = tokens.get(1..).filter(|o| !o.is_empty())?;
                Some(others[i % others.len()].clone())
            };
            let mut out = String::new();
            for (n, c) in placement.chars().enumerate() {
                let piece = Piece::ALL
                    .into_iter()
                    .find(|p| table.piece_token(*p) == c.to_string());
                match piece.filter(|_| swaps[n % swaps.len()]) {
                    Some(p) => match other(table.piece_tokens(p), n) {
                        Some(t) => out.push_str(&t),
                        None => out.push(c),
                    },
                    None => out.push(c),
                }
            }
            let mut fields: Vec<String> = rest.split(' ').map(str::to_owned).collect();
            if let Some(side) = fields.first_mut() {
                for color in Color::ALL {
                    if *side == table.side_token(color) && swaps[79] {
                        if let Some(t) = other(table.side_tokens(color), 0) {
                            *side = t;
                        }
                    }
                }
            }
            if rest.is_empty() {
                (t, out)
            } else {
                (t, format!("{out} {}", fields.join(" ")))
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Translating a line (`PositionRead::write`: the line itself when it
    /// is canonical in the table asked for, token by token between tables
    /// of single-byte tokens) gives what writing the position read gives,
    /// for every pair of tables and en-passant policy.
    #[test]
    fn translating_a_line_is_writing_its_position(
        (t, line) in prop_oneof![fen_line(), fen_line_with_read_tokens()],
        to in 0usize..64,
        same in any::<bool>(),
        ep in 0usize..3,
    ) {
        use fenlingo::fen::{EpMode, Format, Mode};
        use fenlingo::input::{Letters, read_position, write_parsed};
        let tables = Notation::builtins();
        let from = &tables[t];
        let boards: Vec<&Notation> = tables.iter().filter(|n| n.has_board()).collect();
        // Half the time the table read (a line that is already its own
        // translation).
        let to = if same && from.has_board() { from } else { boards[to % boards.len()] };
        let ep = [EpMode::AsGiven, EpMode::Legal, EpMode::Always][ep];
        let letters = Letters::Table(from);
        for mode in [Mode::Lenient, Mode::Strict] {
            let Ok(read) = read_position(&line, &letters, mode, Format::Auto) else { continue };
            let opts = WriteOptions { notation: to, ep };
            let mut fast = String::new();
            read.write(&line, opts, &mut fast);
            let mut full = String::new();
            write_parsed(&read.parsed, read.notation(), opts, &mut full);
            prop_assert_eq!(&fast, &full, "{} from {} to {}", line, from.id(), to.id());
        }
    }
}
