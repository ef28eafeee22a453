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
        let tables = Notation::builtins();
        let table = &tables[i % tables.len()];
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
