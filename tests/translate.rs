//! Standard → any table → standard is the identity.

use fenlingo::Notation;
use fenlingo::fen::{self, ReadOptions, WriteOptions};

#[path = "../benches/support/positions.rs"]
mod positions;

#[test]
fn every_builtin_table_round_trips_generated_positions() {
    let fens = positions::generate(3_000, 0xfe11);
    let tables = Notation::builtins();
    assert!(tables.len() >= 40);
    // Tables of move text only have no board letters: reading refuses them.
    for table in tables.iter().filter(|t| !t.has_board()) {
        let e = fen::read_with(
            &fens[0],
            ReadOptions {
                notation: table,
                ..ReadOptions::default()
            },
        )
        .unwrap_err();
        assert_eq!(e.kind().name(), "no-board", "{}", table.id());
    }
    for table in tables.iter().filter(|t| t.has_board()) {
        let w = WriteOptions {
            notation: table,
            ..WriteOptions::default()
        };
        let r = ReadOptions {
            notation: table,
            ..ReadOptions::default()
        };
        for f in &fens {
            let p = fen::read(f).unwrap();
            let local = fen::write(&p, w);
            let back = fen::read_with(&local, r)
                .unwrap_or_else(|e| panic!("{}: {local}\n{e}", table.id()));
            assert!(
                back.repairs.is_empty(),
                "{}: {local}: {:?}",
                table.id(),
                back.repairs
            );
            assert_eq!(
                &fen::write(&back, WriteOptions::default()),
                f,
                "{}",
                table.id()
            );
        }
    }
}

#[test]
fn seed_002_positions_through_spanish() {
    let es = Notation::builtin("es").unwrap();
    for line in [
        "8/2R5/5p2/3p4/3ppr2/1B2PNpb/QpP1P3/2k1K2R w K - 0 1",
        "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "rnbqk1nr/pp3pbp/3p2p1/2p5/8/2N3P1/PPPP1PBP/R1BQK1NR b KQkq - 3 6",
        "rnbqk1nr/pp3p1p/3p2p1/2p5/8/2b3P1/PPPP1PBP/R1BQK1NR w KQkq - 0 7",
        "rnbq1rk1/pp3p1p/3p1np1/2p3B1/8/2P3P1/PPP1NPBP/R2QK2R b KQ - 4 9",
    ] {
        let p = fen::read(line).unwrap();
        let spanish = fen::write(
            &p,
            WriteOptions {
                notation: es,
                ..WriteOptions::default()
            },
        );
        let back = fen::read_with(
            &spanish,
            ReadOptions {
                notation: es,
                ..ReadOptions::default()
            },
        )
        .unwrap();
        assert_eq!(fen::write(&back, WriteOptions::default()), line);
    }
    let p = fen::read("rnbq1rk1/pp3p1p/3p1np1/2p3B1/8/2P3P1/PPP1NPBP/R2QK2R b KQ - 4 9").unwrap();
    assert_eq!(
        fen::write(
            &p,
            WriteOptions {
                notation: es,
                ..WriteOptions::default()
            }
        ),
        "tcad1tr1/pp3p1p/3p1cp1/2p3A1/8/2P3P1/PPP1CPAP/T2DR2T n RD - 4 9"
    );
}

#[test]
fn russian_two_letter_king() {
    let ru = Notation::builtin("ru").unwrap();
    let p = fen::read("4k3/8/8/8/8/8/8/4K2N w - - 0 1").unwrap();
    let s = fen::write(
        &p,
        WriteOptions {
            notation: ru,
            ..WriteOptions::default()
        },
    );
    assert_eq!(s, "4кр3/8/8/8/8/8/8/4Кр2К w - - 0 1");
    let back = fen::read_with(
        &s,
        ReadOptions {
            notation: ru,
            ..ReadOptions::default()
        },
    )
    .unwrap();
    assert_eq!(back.position, p.position);
}

/// Spanish letters with the standard castling letters: read and reported
/// with the table given, and under detection where the side to move is
/// Spanish (`n`). With `b`, which is Black in the tables that keep the
/// standard castling letters and White in Spanish, the standard castling
/// letters are no evidence of the Spanish convention: Black to move.
#[test]
fn standard_castling_letters_in_a_spanish_fen() {
    use fenlingo::fen::{Mode, RepairKind};
    use fenlingo::input::{Letters, read_position};
    let es = Notation::builtin("es").unwrap();
    let line = "tcadract/pppppppp/8/8/4P3/8/PPPP1PPP/TCADRACT n KQkq e3 0 1";
    let r = fen::read_with(
        line,
        ReadOptions {
            notation: es,
            ..ReadOptions::default()
        },
    )
    .unwrap();
    let std = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assert_eq!(fen::write(&r, WriteOptions::default()), std);
    let kinds: Vec<(&RepairKind, &str, &str)> = r
        .repairs
        .iter()
        .map(|p| (&p.kind, p.before.as_str(), p.after.as_str()))
        .collect();
    assert_eq!(kinds, [(&RepairKind::StandardCastling, "KQkq", "RDrd")]);
    let strict = ReadOptions {
        notation: es,
        mode: Mode::Strict,
        ..ReadOptions::default()
    };
    assert!(fen::read_with(line, strict).is_err());
    let auto = Letters::auto();
    let found = read_position(line, &auto, Mode::Lenient, fen::Format::Auto).unwrap();
    assert_eq!(found.notation().id(), "es");
    let b = "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT b KQkq - 0 1";
    let found = read_position(b, &auto, Mode::Lenient, fen::Format::Auto).unwrap();
    assert_ne!(found.notation().id(), "es");
    // The Spanish reading is named beside it, its castling not counted
    // as written in Spanish letters.
    let spanish = found
        .others
        .iter()
        .find(|r| r.notations.iter().any(|n| n.id() == "es"))
        .unwrap();
    assert!(spanish.side_given && !spanish.castling_given);
    assert_eq!(
        fen::write(&found.parsed, WriteOptions::default()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
    );
}
