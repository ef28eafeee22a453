//! Every FEN printed in the four source articles.

use fenlingo::Notation;
use fenlingo::fen::{self, Field, Mode, ReadOptions, RepairKind};

fn std_round_trip(line: &str) {
    let p = fen::read(line).unwrap_or_else(|e| panic!("{e}"));
    assert!(p.repairs.is_empty(), "{line}: {:?}", p.repairs);
    assert_eq!(p.position.to_string(), line);
}

#[test]
fn seed_001_start_and_after_e4() {
    std_round_trip("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let claimed = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2";
    std_round_trip(claimed);
    // The article claims this after 1. e4 e5. On its own it is a legal
    // position (Black to move after a double step to e4); only replaying
    // the moves shows that it does not follow from them.
    let p = fen::read(claimed).unwrap().position;
    assert!(p.validate().is_empty());
    assert_eq!(p.legal_ep_square(), None);
}

#[test]
fn seed_002_positions() {
    for line in [
        "8/2R5/5p2/3p4/3ppr2/1B2PNpb/QpP1P3/2k1K2R w K - 0 1",
        "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "rnbqk1nr/pp3pbp/3p2p1/2p5/8/2N3P1/PPPP1PBP/R1BQK1NR b KQkq - 3 6",
        "rnbqk1nr/pp3p1p/3p2p1/2p5/8/2b3P1/PPPP1PBP/R1BQK1NR w KQkq - 0 7",
        "rnbq1rk1/pp3p1p/3p1np1/2p3B1/8/2P3P1/PPP1NPBP/R2QK2R b KQ - 4 9",
    ] {
        std_round_trip(line);
        assert!(
            fen::read(line).unwrap().position.validate().is_empty(),
            "{line}"
        );
    }
}

#[test]
fn seed_002_board_only_is_repaired_with_defaults() {
    let p = fen::read("8/2R5/5p2/3p4/3ppr2/1B2PNpb/QpP1P3/2k1K2R").unwrap();
    let kinds: Vec<_> = p.repairs.iter().map(|r| r.kind.clone()).collect();
    assert_eq!(
        kinds,
        [
            RepairKind::MissingField(Field::Side),
            RepairKind::MissingField(Field::Castling),
            RepairKind::MissingField(Field::EnPassant),
            RepairKind::MissingField(Field::Halfmove),
            RepairKind::MissingField(Field::Fullmove),
        ]
    );
    // A missing castling field gives the rights of kings and rooks on
    // their home squares: the article's own FEN says `K` too.
    assert_eq!(
        p.position.to_string(),
        "8/2R5/5p2/3p4/3ppr2/1B2PNpb/QpP1P3/2k1K2R w K - 0 1"
    );
}

#[test]
fn seed_000_en_dashes_are_repairs() {
    let cases = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq – 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            1,
        ),
        (
            "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq – 4 4",
            "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            1,
        ),
        (
            "8/8/8/8/8/2K2r2/1Q6/6k1 w – – 0 1",
            "8/8/8/8/8/2K2r2/1Q6/6k1 w - - 0 1",
            2,
        ),
    ];
    for (input, want, n) in cases {
        let p = fen::read(input).unwrap();
        assert_eq!(p.position.to_string(), want);
        assert_eq!(p.repairs.len(), n);
        for r in &p.repairs {
            assert_eq!(r.kind, RepairKind::Dash);
            assert_eq!(r.before, "–");
            assert_eq!(&input[r.span.clone()], "–");
        }
        let strict = ReadOptions {
            mode: Mode::Strict,
            ..ReadOptions::default()
        };
        let e = fen::read_with(input, strict).unwrap_err();
        assert_eq!(&input[e.span()], "–");
    }
}

#[test]
fn seed_003_spanish() {
    let es = Notation::builtin("es").unwrap();
    let opts = ReadOptions {
        notation: es,
        ..ReadOptions::default()
    };
    let input = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26";
    let p = fen::read_with(input, opts).unwrap();
    assert_eq!(p.repairs.len(), 1);
    assert_eq!(p.repairs[0].kind, RepairKind::DoubleDash);
    assert_eq!(&input[p.repairs[0].span.clone()], "--");
    assert_eq!(
        p.position.to_string(),
        "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26"
    );
    let back = fen::write(
        &p,
        fen::WriteOptions {
            notation: es,
            ..fen::WriteOptions::default()
        },
    );
    assert_eq!(
        back,
        "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n - - 5 26"
    );
}

#[test]
fn spanish_start_position() {
    let es = Notation::builtin("es").unwrap();
    let opts = ReadOptions {
        notation: es,
        ..ReadOptions::default()
    };
    let p = fen::read_with(
        "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT b RDrd - 0 1",
        opts,
    )
    .unwrap();
    assert!(p.repairs.is_empty());
    assert_eq!(
        p.position.to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}
