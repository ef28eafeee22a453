//! Every error kind: its kind, field and span.

use fenlingo::fen::{self, FenErrorKind as K, Field, Mode, ReadOptions, RepairKind};
use fenlingo::{Color, Flags, Position};

fn err(input: &str) -> fen::FenError {
    fen::read(input).expect_err(input)
}

fn strict(input: &str) -> fen::FenError {
    fen::read_with(
        input,
        ReadOptions {
            mode: Mode::Strict,
            ..ReadOptions::default()
        },
    )
    .expect_err(input)
}

#[test]
fn placement_errors() {
    let e = err("8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(e.kind(), &K::TooFewRanks { found: 7 });
    assert_eq!(e.field(), Some(Field::Placement));
    assert_eq!(e.span(), 0..13);

    let e = err("8/8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(e.kind(), &K::TooManyRanks { found: 9 });
    assert_eq!(e.span(), 15..17);

    let e = err("8/8/8/8/8/8/8/ppppppppp w - - 0 1");
    assert_eq!(e.kind(), &K::RankTooLong { rank: 1 });
    assert_eq!(e.span(), 22..23);

    let e = err("8/8/7/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        e.kind(),
        &K::RankTooShort {
            rank: 6,
            squares: 7
        }
    );
    assert_eq!(e.span(), 4..5);

    let e = err("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        e.kind(),
        &K::InvalidPiece {
            token: "X".into(),
            rank: 7
        }
    );
    assert_eq!(e.span(), 13..14);
    assert_eq!(e.column(), 14);

    let e = err("8/8/8/8/8/8/8/09 w - - 0 1");
    assert_eq!(
        e.kind(),
        &K::InvalidDigit {
            digit: '0',
            rank: 1
        }
    );
}

#[test]
fn field_errors() {
    let e = err("8/8/8/8/8/8/8/8 x - - 0 1");
    assert_eq!(e.kind(), &K::InvalidSide { token: "x".into() });
    assert_eq!(e.span(), 16..17);

    let e = err("8/8/8/8/8/8/8/8 w KX - 0 1");
    assert_eq!(e.kind(), &K::InvalidCastling { token: "X".into() });
    assert_eq!(e.span(), 19..20);

    let e = err("8/8/8/8/8/8/8/8 w KQB - 0 1");
    assert_eq!(
        e.kind(),
        &K::TooManyCastlingRights {
            color: Color::White
        }
    );

    let e = err("8/8/8/8/8/8/8/8 w - e9 0 1");
    assert_eq!(e.kind(), &K::InvalidEpSquare { token: "e9".into() });

    let e = err("8/8/8/8/8/8/8/8 w - e4 0 1");
    assert_eq!(e.kind(), &K::EpSquareRank { token: "e4".into() });
    assert_eq!(e.field(), Some(Field::EnPassant));

    let e = err("8/8/8/8/8/8/8/8 w - - -1 1");
    assert!(matches!(
        e.kind(),
        K::InvalidCounter {
            field: Field::Halfmove,
            ..
        }
    ));

    let big = format!("8/8/8/8/8/8/8/8 w - - 0 {}", "9".repeat(1000));
    let e = err(&big);
    assert_eq!(
        e.kind(),
        &K::CounterTooLarge {
            field: Field::Fullmove
        }
    );
    assert_eq!(e.span(), 24..1024);

    let e = err("8/8/8/8/8/8/8/8 w - - 0 1 extra");
    assert_eq!(
        e.kind(),
        &K::ExtraField {
            token: "extra".into()
        }
    );

    let e = fen::read_bytes(b"8/8/8/8/8/8/8/8 w - - 0 \xff").unwrap_err();
    assert_eq!(e.kind(), &K::InvalidUtf8 { offset: 24 });

    assert_eq!(err("   ").kind(), &K::Empty);
}

#[test]
fn strict_mode_refuses_repairs() {
    let e = strict("8/8/8/8/8/8/8/8 w - -");
    assert_eq!(
        e.kind(),
        &K::MissingField {
            field: Field::Halfmove
        }
    );
    let e = strict("8/8/8/8/8/8/8/8  w - - 0 1");
    assert_eq!(
        e.kind(),
        &K::NotStrict {
            repair: RepairKind::Separator
        }
    );
    assert_eq!(e.span(), 15..17);
    let e = strict("8/8/8/8/8/8/8/8 w - - 0 0");
    assert_eq!(
        e.kind(),
        &K::NotStrict {
            repair: RepairKind::FullmoveZero
        }
    );
    let e = strict("r3k2r/8/8/8/8/8/8/R3K2R w kqKQ - 0 1");
    assert_eq!(
        e.kind(),
        &K::NotStrict {
            repair: RepairKind::CastlingOrder
        }
    );
}

#[test]
fn lenient_repairs_are_reported_with_spans() {
    let input = "\u{a0}r3k2r/8/8/8/8/8/8/R3K2R\tw qkQK — 00 0 ";
    let p = fen::read(input).unwrap();
    let kinds: Vec<&str> = p.repairs.iter().map(|r| r.kind.name()).collect();
    assert_eq!(
        kinds,
        [
            "separator",
            "separator",
            "castling-order",
            "dash",
            "leading-zeros",
            "fullmove-zero",
            "separator"
        ]
    );
    for r in &p.repairs {
        assert_eq!(&input[r.span.clone()], r.before);
    }
    assert_eq!(
        p.position.to_string(),
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    );
}

#[test]
fn figurines_are_read_with_a_repair() {
    let p = fen::read("♜♞♝♛♚♝♞♜/8/8/8/8/8/8/♖♘♗♕♔♗♘♖ w - - 0 1").unwrap();
    assert_eq!(p.repairs.len(), 16);
    assert_eq!(
        p.position.to_string(),
        "rnbqkbnr/8/8/8/8/8/8/RNBQKBNR w - - 0 1"
    );
}

#[test]
fn legality_flags() {
    let cases = [
        (
            "4k3/5P2/3N4/8/8/8/4R3/4K3 b - - 0 1",
            Flags::TOO_MANY_CHECKERS | Flags::IMPOSSIBLE_CHECK,
        ),
        (
            "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1",
            Flags::IMPOSSIBLE_CHECK,
        ),
        ("8/8/N7/2k5/N7/8/8/3K4 b - - 0 1", Flags::IMPOSSIBLE_CHECK),
        (
            "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
            Flags::IMPOSSIBLE_CHECK,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            Flags::INVALID_EP_SQUARE,
        ),
        (
            "1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1",
            Flags::BAD_CASTLING_RIGHTS,
        ),
        (
            "8/8/8/8/8/8/8/3kK3 w - - 0 1",
            Flags::KINGS_ADJACENT | Flags::OPPOSITE_CHECK,
        ),
        (
            "7k/6pp/8/8/8/8/QQQQQQQQ/QQK5 w - - 0 1",
            Flags::TOO_MANY_WHITE_PROMOTED,
        ),
        (
            "8/8/5k2/p1q5/PP1rp1P1/3P1N2/2RK1r2/5nN1 w - - 0 3",
            Flags::NONE,
        ),
    ];
    for (fen, want) in cases {
        let p: Position = fen.parse().unwrap();
        assert_eq!(p.validate(), want, "{fen}");
    }
}

#[test]
fn epd_round_trip() {
    let line = r#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01"; c0 "a \"quoted\" note";"#;
    let p = fen::read(line).unwrap();
    assert!(p.repairs.is_empty());
    assert_eq!(fen::write(&p, fen::WriteOptions::default()), line);
    let e = err(r#"8/8/8/8/8/8/8/K1k5 w - - id "open"#);
    assert_eq!(e.kind(), &K::UnterminatedString);
}

/// The excerpt of an error deep in a long line is a window of about 120
/// characters around the column, cut with `…`, the caret under the fault.
#[test]
fn a_long_line_is_excerpted_around_the_column() {
    let long = "a".repeat(500_000);
    let input = format!("8/8/8/8/8/8/8/8 w - - c0 \"{long}\"; 9x;");
    let e = err(&input);
    assert!(
        matches!(e.kind(), K::InvalidOperation { .. }),
        "{:?}",
        e.kind()
    );
    let excerpt = e.excerpt();
    let lines: Vec<&str> = excerpt.lines().collect();
    assert_eq!(lines.len(), 3);
    let text = lines[1].strip_prefix("1 | ").unwrap();
    assert!(text.chars().count() <= 122, "{}", text.chars().count());
    assert!(text.starts_with('…') && text.ends_with("\"; 9x;"), "{text}");
    let caret = lines[2].find('^').unwrap() - "  | ".len();
    let at: String = text.chars().skip(caret).take(2).collect();
    assert_eq!(at, "9x");
    assert!(e.to_string().len() < 600, "{}", e.to_string().len());
    // A fault at the start keeps the start and cuts the end.
    let e = err(&format!("8/8/8/8/8/8/8/8 v - - 0 1 {long}"));
    let excerpt = e.excerpt();
    let text = excerpt
        .lines()
        .nth(1)
        .unwrap()
        .strip_prefix("1 | ")
        .unwrap();
    assert!(
        text.starts_with("8/8/8/8/8/8/8/8 v") && text.ends_with('…'),
        "{text}"
    );
    assert_eq!(text.chars().count(), 121);
    // A short line is shown whole, as before.
    let e = err("8/8/8/8/8/8/8/8 v - - 0 1");
    assert_eq!(
        e.excerpt(),
        "  |\n1 | 8/8/8/8/8/8/8/8 v - - 0 1\n  |                 ^"
    );
}

/// A token quoted in a message is cut to 40 characters.
#[test]
fn a_long_token_is_quoted_short() {
    let e = err(&format!("8/8/8/8/8/8/8/8 {} - - 0 1", "Z".repeat(100_000)));
    let m = e.message();
    assert_eq!(m, format!("invalid side to move '{}…'", "Z".repeat(39)));
    let es = fenlingo::i18n::Localizer::new("es").fen_error(&e);
    assert!(es.chars().count() < 100, "{es}");
}
