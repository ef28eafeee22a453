//! The fast FEN reader and the careful one agree: reading with the fast
//! path gives exactly what the careful reader alone gives (position,
//! repairs or error), and whatever the fast reader accepts the careful one
//! reads the same, without repairs. Inputs are tried as they are and as a
//! placement followed by generated side, castling, en-passant and counter
//! fields.
#![no_main]
use fenlingo::fen::{self, Mode, ReadOptions};
use fenlingo::{CastlingSide, Color, Notation};
use libfuzzer_sys::fuzz_target;

fn check(line: &str, table: &Notation) {
    for mode in [Mode::Lenient, Mode::Strict] {
        let opts = ReadOptions {
            notation: table,
            mode,
            ..ReadOptions::default()
        };
        let careful = fen::read_careful(line, opts);
        assert_eq!(fen::read_with(line, opts), careful, "{line:?}");
        if let Some(fast) = fen::read_fast(line, table) {
            let p = careful
                .as_ref()
                .unwrap_or_else(|e| panic!("{line:?}: fast reads, careful refuses: {e}"));
            assert!(p.repairs.is_empty(), "{line:?}: {:?}", p.repairs);
            assert_eq!(p.position, fast, "{line:?}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        check(text, Notation::standard());
    }
    if data.len() < 5 {
        return;
    }
    // Tables of move text only read no positions.
    let tables: Vec<&Notation> = Notation::builtins()
        .iter()
        .filter(|t| t.has_board())
        .collect();
    let table = tables[usize::from(data[0]) % tables.len()];
    let Ok(rest) = std::str::from_utf8(&data[5..]) else {
        return;
    };
    check(rest, table);
    // The placement is the first word of the rest; the other fields are
    // generated from the first bytes.
    let placement = rest.split(' ').next().unwrap_or("");
    let turn = table.side_token(if data[1] & 1 == 0 {
        Color::White
    } else {
        Color::Black
    });
    let mut castling = String::new();
    let rights = [
        (Color::White, CastlingSide::KingSide),
        (Color::White, CastlingSide::QueenSide),
        (Color::Black, CastlingSide::KingSide),
        (Color::Black, CastlingSide::QueenSide),
    ];
    for i in 0..4 {
        // Canonical order, or reversed when bit 4 is set.
        let k = if data[2] & 16 == 0 { i } else { 3 - i };
        if data[2] & (1 << k) != 0 {
            let (c, s) = rights[k];
            castling.push_str(table.castling_token(c, s));
        }
    }
    match data[2] >> 5 {
        1 => castling.push('A'),
        2 => castling.push('h'),
        3 => castling.push_str(&castling.clone()),
        _ => {}
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = match data[3] % 20 {
        0..=3 => "-".to_owned(),
        16 => "e4".to_owned(),
        17 => "i6".to_owned(),
        18 => "E3".to_owned(),
        19 => "--".to_owned(),
        n => {
            let file = (b'a' + (n - 4) % 8) as char;
            let rank = if n < 12 { '3' } else { '6' };
            format!("{file}{rank}")
        }
    };
    let counters = [
        "0 1",
        "12 40",
        "00 1",
        "0 0",
        "1 01",
        "4294967296 1",
        "0",
        "0 1 x",
    ];
    let counters = counters[usize::from(data[4]) % counters.len()];
    let sep = if data[1] & 2 == 0 { " " } else { "  " };
    check(
        &format!("{placement}{sep}{turn} {castling} {ep} {counters}"),
        table,
    );
});
