//! One reader for every command: the same bytes are accepted or refused
//! alike by check, translate, detect, diagram, sheet and moves; encodings,
//! line ends, PGN and CSV corners; move text as people write it.

mod common;
use common::{run, run_stdin, temp_dir};
use std::path::Path;
use std::process::Output;

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SPANISH: &str = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26";
const SPANISH_STD: &str = "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26";

fn utf16le(text: &str) -> Vec<u8> {
    let mut v = vec![0xFF, 0xFE];
    for u in text.encode_utf16() {
        v.extend_from_slice(&u.to_le_bytes());
    }
    v
}

#[test]
fn every_command_reads_the_same_bytes_alike() {
    let dir = temp_dir("same");
    // A byte order mark, CRLF, a Spanish line and a standard one.
    let text = format!("\u{feff}{SPANISH}\r\n{START}\r\n");
    let file = dir.join("pos.fen");
    std::fs::write(&file, &text).unwrap();
    for from in ["auto", "es"] {
        let o = run(&["translate", "--from", from, "-i", s(&file)]);
        let first = out(&o).lines().next().unwrap_or("").to_owned();
        assert_eq!(first, SPANISH_STD, "translate --from {from}: {}", err(&o));
    }
    let o = run(&["check", "-i", s(&file)]);
    assert!(
        out(&o).contains(&format!("pos.fen:1: OK: {SPANISH_STD}")),
        "{}",
        out(&o)
    );
    assert!(out(&o).contains("note: read as"), "{}", out(&o));
    assert!(err(&o).contains("byte order mark dropped"), "{}", err(&o));
    let o = run(&["detect", "-i", s(&file)]);
    assert!(out(&o).contains("pos.fen:1: read as"), "{}", out(&o));
    assert!(
        out(&o).contains("pos.fen:2: read as English"),
        "{}",
        out(&o)
    );
    let svgs = dir.join("svg");
    let o = run(&["diagram", "-i", s(&file), "--out-dir", s(&svgs)]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(std::fs::read_dir(&svgs).unwrap().count(), 2);
    let o = run(&["sheet", s(&file), "-o", s(&dir.join("s.pdf"))]);
    assert!(
        err(&o).contains("2 diagrams") || o.status.success(),
        "{}",
        err(&o)
    );
    assert!(
        std::fs::read(dir.join("s.pdf"))
            .unwrap()
            .starts_with(b"%PDF")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn utf16_and_windows_1252_files() {
    let dir = temp_dir("enc");
    let f16 = dir.join("u16.fen");
    std::fs::write(&f16, utf16le(&format!("{SPANISH}\r\n"))).unwrap();
    let o = run(&["translate", "-i", s(&f16)]);
    assert_eq!(out(&o), format!("{SPANISH_STD}\n"), "{}", err(&o));
    assert!(err(&o).contains("UTF-16 text (LE) read"), "{}", err(&o));
    // A Windows export: en dash (0x96) in castling, ¡ (0xA1) in a comment.
    let pgn = dir.join("w.pgn");
    let mut bytes =
        b"[Event \"Torneo\"]\r\n\r\n1. e4 e5 2. Cf3 Cc6 3. Ab5 Cf6 4. 0\x960 {\xa1Bien!} Ae7 *\r\n"
            .to_vec();
    bytes.extend_from_slice(b"\r\n");
    std::fs::write(&pgn, &bytes).unwrap();
    let o = run(&["moves", "-i", s(&pgn)]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(out(&o).contains("4. O-O {¡Bien!} 4... Be7"), "{}", out(&o));
    assert_eq!(err(&o).matches("Windows-1252").count(), 1, "{}", err(&o));
    // Asked for strictly, the same file is refused line by line.
    let o = run(&["moves", "-i", s(&pgn), "--encoding", "utf-8"]);
    assert_eq!(o.status.code(), Some(1));
    let o = run(&["translate", "--encoding", "klingon", START]);
    assert_eq!(o.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--encoding utf-16`, `utf-16le` and `utf-16be` on text without a byte
/// order mark keep the first character, and each reads the order asked.
#[test]
fn utf16_without_a_byte_order_mark() {
    let dir = temp_dir("enc16");
    let text = format!("{SPANISH}\r\n{START}\n");
    let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
    let (fle, fbe) = (dir.join("le.fen"), dir.join("be.fen"));
    std::fs::write(&fle, le).unwrap();
    std::fs::write(&fbe, be).unwrap();
    let want = format!("{SPANISH_STD}\n{START}\n");
    for (file, enc, order) in [
        (&fle, "utf-16", "LE"),
        (&fle, "utf-16le", "LE"),
        (&fbe, "UTF-16BE", "BE"),
    ] {
        let o = run(&["translate", "-i", s(file), "--encoding", enc]);
        assert_eq!(out(&o), want, "{enc}: {}", err(&o));
        assert!(
            err(&o).contains(&format!("UTF-16 text ({order}) read")),
            "{}",
            err(&o)
        );
    }
    // The order asked is the order read: big-endian bytes read as
    // little-endian are not chess.
    let o = run(&["translate", "-i", s(&fbe), "--encoding", "utf-16le"]);
    assert_eq!(o.status.code(), Some(1), "{}", out(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A zero-width space, joiner or word joiner between fields is a
/// separator, read with a repair under every notation, `auto` included.
#[test]
fn invisible_characters_between_fields_are_separators() {
    for zw in ['\u{200b}', '\u{200c}', '\u{200d}', '\u{2060}', '\u{feff}'] {
        let std_line = START.replacen(' ', &zw.to_string(), 1);
        let es_line = SPANISH.replacen(' ', &format!("{zw} "), 2);
        for (line, want, from) in [
            (&std_line, START, "auto"),
            (&std_line, START, "en"),
            (&es_line, SPANISH_STD, "auto"),
            (&es_line, SPANISH_STD, "es"),
        ] {
            let o = run(&["check", "--from", from, line]);
            let code = zw.escape_unicode();
            assert_eq!(
                o.status.code(),
                Some(0),
                "{code} --from {from}: {}",
                out(&o)
            );
            assert!(
                out(&o).contains(&format!("OK: {want}")),
                "{code}: {}",
                out(&o)
            );
            let shown = format!("warning: irregular spacing: 'U+{:04X}", u32::from(zw));
            assert!(out(&o).contains(&shown), "{code}: {}", out(&o));
        }
    }
}

#[test]
fn a_spanish_pgn_reads_in_moves_sheet_and_diagram() {
    let dir = temp_dir("es-pgn");
    let pgn = dir.join("es.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Apertura\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 *\n",
    )
    .unwrap();
    let o = run(&["moves", "-i", s(&pgn)]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = run(&["sheet", s(&pgn), "-o", s(&dir.join("es.pdf"))]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let svg = dir.join("es.svg");
    let o = run(&["diagram", "--pgn", s(&pgn), "-o", s(&svg)]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(std::fs::read_to_string(&svg).unwrap().contains(
        "<desc>r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4</desc>"
    ));
    // --ply past the end names the game's length.
    let o = run(&["diagram", "--pgn", s(&pgn), "--ply", "99", "-o", s(&svg)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err(&o).contains("ply 99 is past the end of the game (6 half-moves)"),
        "{}",
        err(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_king_less_standard_fen_is_drawn_as_written() {
    let dir = temp_dir("rooks");
    let svg = dir.join("r.svg");
    let o = run(&["diagram", "8/8/8/4r3/8/8/8/4R3 b - - 0 1", "-o", s(&svg)]);
    assert!(o.status.success(), "{}", err(&o));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.contains("<desc>8/8/8/4r3/8/8/8/4R3 b - - 0 1</desc>"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn move_text_as_people_write_it() {
    // Dutch: P is the knight; English cannot read L.
    let o = run(&["moves", "1. e4 e5 2. Pf3 Pc6 3. Lb5"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).starts_with("1. e4 e5 2. Nf3 Nc6 3. Bb5\n"),
        "{}",
        out(&o)
    );
    assert!(err(&o).contains("read as Dutch"), "{}", err(&o));
    // A long-algebraic move names its piece: K on g1 is no knight.
    let o = run(&["moves", "--from", "en", "1. e2-e4 e7-e5 2. Kg1-f3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err(&o).contains("'Kg1-f3': g1 holds knight, not a king"),
        "{}",
        err(&o)
    );
    // Indonesian and Albanian write their knight K (kuda, kali), so they
    // play the knight's move in their own letters, alike.
    let o = run(&["moves", "1. e2-e4 e7-e5 2. Kg1-f3"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(out(&o).starts_with("1. e4 e5 2. Nf3\n"), "{}", out(&o));
    assert!(
        err(&o).contains("note: read as Indonesian (id, sq)"),
        "{}",
        err(&o)
    );
    // With the bishop C no Latin-script table plays it; Russian does, its
    // К and С typed as Latin letters of the same shape: read, and said.
    let o = run(&["moves", "1. e2-e4 e7-e5 2. Kg1-f3 Kb8-c6 3. Cf1-b5"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).starts_with("1. e4 e5 2. Nf3 Nc6 3. Bb5\n"),
        "{}",
        out(&o)
    );
    assert!(
        err(&o).contains("note: read as Russian (ru, uk, be), its letters typed as Latin letters of the same shape: K, C"),
        "{}",
        err(&o)
    );
    // A semicolon between moves is punctuation in pasted text.
    let o = run(&["moves", "--from", "es", "1. e4 e5; 2. Cf3 Cc6; 3. Ab5"]);
    assert!(
        out(&o).starts_with("1. e4 e5 2. Nf3 Nc6 3. Bb5\n"),
        "{}",
        out(&o)
    );
    // Prose in parentheses is kept verbatim, never letter-translated.
    let o = run(&[
        "moves",
        "--from",
        "pt",
        "1. e4 (o peão avança) e5 2. Cf3 (como Capablanca) Cc6",
    ]);
    assert!(
        out(&o)
            .starts_with("1. e4 {(o peão avança)} 1... e5 2. Nf3 {(como Capablanca)} 2... Nc6\n"),
        "{}",
        out(&o)
    );
    // Every dash, number form, capture sign and castling spelling.
    let o = run(&[
        "moves",
        "--from",
        "ru",
        "1.е2—е4 е7–е5 2) Кg1‑f3 Кb8-c6 3/ Сf1-c4 Сf8-c5 4 0–0 Кg8-f6 5. d2-d4 ed 6. К:d4 С:d4 7. Ф:d4",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).starts_with(
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d4 exd4 6. Nxd4 Bxd4 7. Qxd4\n"
        ),
        "{}",
        out(&o)
    );
    // --keep-form keeps the author's spelling, letters changed.
    let o = run(&[
        "moves",
        "--from",
        "ru",
        "--keep-form",
        "1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6 3. 0-0?",
    ]);
    // Castling blocked: the game is written up to its last move read,
    // then why it stops; the move that failed is not written as read.
    assert!(
        out(&o).starts_with(
            "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 {fenlingo: move 3 (White) could not be read"
        ),
        "{}",
        out(&o)
    );
    assert!(!out(&o).contains("3. 0-0?"), "{}", out(&o));
    // `-` is standard input.
    let o = run_stdin(&["moves", "-"], b"1. e4 e5\n");
    assert!(out(&o).starts_with("1. e4 e5\n"), "{}", out(&o));
}

#[test]
fn move_text_ambiguity_is_an_error_naming_the_readings() {
    // S is a knight in German and a bishop in Czech: after 1. e4 e5 both
    // can go to e2, so the text is two different games.
    let o = run(&["moves", "1. e4 e5 2. Se2"]);
    assert_eq!(o.status.code(), Some(1));
    let text = err(&o);
    assert!(text.contains("reads as several different games"), "{text}");
    assert!(text.contains("German") && text.contains("Ne2"), "{text}");
    assert!(text.contains("Czech") && text.contains("Be2"), "{text}");
    assert!(out(&o).is_empty(), "{}", out(&o));
    // With the table given, it is one game.
    let o = run(&["moves", "--from", "cs", "1. e4 e5 2. Se2"]);
    assert!(out(&o).starts_with("1. e4 e5 2. Be2\n"), "{}", out(&o));
    // S read as the Finnish pawn letter would be a third game; Finnish
    // writes no pawn letter, so detection does not read it that way.
    let o = run(&["moves", "1. e4 e5 2. Sf3 Sc6 3. Lb5"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).starts_with("1. e4 e5 2. Nf3 Nc6 3. Bb5\n"),
        "{}",
        out(&o)
    );
}

#[test]
fn a_pgn_file_gives_a_pgn_file() {
    let dir = temp_dir("pgn-out");
    let pgn = dir.join("in.pgn");
    std::fs::write(
        &pgn,
        "[Event \"A\"]\n\n1. e4 ; the king's pawn\ne5 2. Nf3 1-0\n\n1. d4 d5 *\n",
    )
    .unwrap();
    let o = run(&[
        "moves",
        "-i",
        s(&pgn),
        "--to",
        "de",
        "-o",
        s(&dir.join("out.pgn")),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let written = std::fs::read_to_string(dir.join("out.pgn")).unwrap();
    assert!(
        written.starts_with("[Event \"A\"]\n\n1. e4 {the king's pawn} 1... e5 2. Sf3 1-0\n"),
        "{written}"
    );
    assert!(
        written.lines().all(|l| l.chars().count() <= 79),
        "{written}"
    );
    // The tagless second game gets the seven tags; games are apart.
    assert!(written.contains(" 1-0\n\n[Event \"?\"]\n"), "{written}");
    assert!(
        written.contains("[Result \"*\"]\n\n1. d4 d5 *\n"),
        "{written}"
    );
    // Read back, it gives the same two games.
    let o = run(&["moves", "-i", s(&dir.join("out.pgn")), "--from", "de"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(out(&o).matches("[Event ").count(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn counters_beyond_sixteen_bits() {
    let o = run(&[
        "moves",
        "--start",
        "4k3/8/8/8/8/8/8/4K2R w K - 250 70000",
        "70. Kf1 Kd7",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).ends_with("\n8/3k4/8/8/8/8/8/5K1R w - - 252 70001\n"),
        "{}",
        out(&o)
    );
}

/// Move numbers of any size the counter holds are read; one past it is not.
#[test]
fn move_numbers_up_to_the_counters_maximum() {
    for (start, text, end) in [
        (
            "4k3/8/8/8/8/8/8/4K2R w K - 0 100000",
            "100000. Kf1 Kd7",
            "8/3k4/8/8/8/8/8/5K1R w - - 2 100001",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2R w K - 0 4294967295",
            "4294967295. Kf1",
            "4k3/8/8/8/8/8/8/5K1R b - - 1 4294967295",
        ),
    ] {
        let o = run(&["moves", "--from", "en", "--start", start, text]);
        assert_eq!(o.status.code(), Some(0), "{text}: {}", err(&o));
        assert!(out(&o).ends_with(&format!("\n{end}\n")), "{}", out(&o));
        assert!(out(&o).starts_with(text), "{}", out(&o));
    }
}

/// Counters never wrap or stick at 2³²−1: the move that would take one
/// past it is an error naming the move and the counter.
#[test]
fn counters_never_wrap() {
    let max = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 4294967295 4294967295";
    let o = run(&["moves", "--start", max, "--fens", "Nf6 Nf3 Ng8"]);
    assert_eq!(o.status.code(), Some(1), "{}", out(&o));
    assert!(!out(&o).contains("\n0."), "{}", out(&o));
    assert!(
        err(&o).contains("'Nf6': the halfmove clock would go past 4294967295"),
        "{}",
        err(&o)
    );
    // The fullmove number alone: a pawn move by Black at the maximum.
    let o = run(&["--lang", "es", "moves", "--start", max, "e5"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err(&o).contains("«e5»: el número de jugada pasaría de 4294967295"),
        "{}",
        err(&o)
    );
    // A sheet numbered from the maximum holds one diagram, not four.
    let dir = temp_dir("start-max");
    let fen = dir.join("p.fen");
    std::fs::write(&fen, "8/8/8/8/8/8/8/K1k5 w - - 0 1\n".repeat(4)).unwrap();
    let pdf = dir.join("p.pdf");
    let o = run(&["sheet", s(&fen), "--start", "4294967295", "-o", s(&pdf)]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(
        err(&o).contains("--start 4294967295 cannot number 4 diagrams"),
        "{}",
        err(&o)
    );
    assert!(!pdf.exists());
    std::fs::write(&fen, "8/8/8/8/8/8/8/K1k5 w - - 0 1\n").unwrap();
    let o = run(&["sheet", s(&fen), "--start", "4294967295", "-o", s(&pdf)]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lichess_csv_by_header_with_bom_and_real_lines() {
    let dir = temp_dir("csv");
    let csv = dir.join("p.csv");
    let good = "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,mate mateIn2 middlegame short";
    let bad = "00bad,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2a3,mate";
    std::fs::write(
        &csv,
        format!("\u{feff}PuzzleId,FEN,Moves,Themes\n{good}\n\n{bad}\n"),
    )
    .unwrap();
    let o = run(&["sheet", s(&csv), "-o", s(&dir.join("p.pdf"))]);
    assert_eq!(o.status.code(), Some(1));
    assert!(err(&o).contains("p.csv:4:"), "{}", err(&o));
    assert!(!err(&o).contains("PuzzleId"), "{}", err(&o));
    // Columns in another order.
    std::fs::write(
        &csv,
        "Moves,Themes,FEN,PuzzleId\ne8d7 a2e6 d7d8 f7f8,mateIn2,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,00sHx\n",
    )
    .unwrap();
    let o = run(&["sheet", s(&csv), "-o", s(&dir.join("p.pdf"))]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_pgn_line_over_a_mebibyte_costs_only_its_game() {
    let mut text = String::from("[Event \"long\"]\n\n1. e4 {");
    text.push_str(&"x".repeat(2 << 20));
    text.push_str("} e5 *\n\n[Event \"fine\"]\n\n1. d4 d5 *\n");
    let o = run_stdin(&["moves", "--keep-going"], text.as_bytes());
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err(&o).contains("<stdin>:3:1: error: line longer than"),
        "{}",
        err(&o)
    );
    assert!(out(&o).contains("[Event \"fine\"]"), "{}", out(&o));
    assert!(!out(&o).contains("[Event \"long\"]"), "{}", out(&o));
}

#[path = "../benches/support/positions.rs"]
mod positions;

#[test]
fn an_illegal_standard_fen_is_never_a_notation_ambiguity() {
    use fenlingo::Flags;
    use fenlingo::input::{Letters, read_position};
    // Positions where the side to move is in check, written with the other
    // side to move: the side not to move is in check.
    let auto = Letters::auto();
    let mut tried = 0;
    for f in positions::generate(20_000, 0xc4ec) {
        let p: fenlingo::Position = f.parse().unwrap();
        let mut q = p;
        q.turn = !p.turn;
        q.ep_square = None;
        if !q.validate().contains(Flags::OPPOSITE_CHECK) {
            continue;
        }
        tried += 1;
        let line = fenlingo::fen::write(
            &fenlingo::fen::Parsed {
                position: q,
                operations: None,
                repairs: Vec::new(),
            },
            Default::default(),
        );
        let r = read_position(
            &line,
            &auto,
            fenlingo::fen::Mode::Lenient,
            fenlingo::fen::Format::Auto,
        )
        .unwrap_or_else(|e| panic!("{line}: {e:?}"));
        assert_eq!(r.notation().id(), "en", "{line}");
        assert_eq!(r.parsed.position, q, "{line}");
        assert!(r.parsed.position.validate().contains(Flags::OPPOSITE_CHECK));
    }
    assert!(tried > 100, "{tried}");
}

#[test]
fn diagram_formats_and_orientation_are_said_outright() {
    let dir = temp_dir("formats");
    let pos = "4k3/8/8/8/8/8/8/4K2R b K - 0 1";
    // An unknown extension is a usage error and writes nothing.
    for name in ["x.gif", "figure"] {
        let o = run(&["diagram", pos, "-o", s(&dir.join(name))]);
        assert_eq!(o.status.code(), Some(2), "{name}: {}", err(&o));
        assert!(
            err(&o).contains("cannot tell the image format"),
            "{}",
            err(&o)
        );
        assert!(!dir.join(name).exists());
    }
    let o = run(&[
        "diagram",
        pos,
        "--format",
        "png",
        "-o",
        s(&dir.join("figure")),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        std::fs::read(dir.join("figure"))
            .unwrap()
            .starts_with(b"\x89PNG")
    );
    // PNG bytes to standard output (a pipe here).
    let o = run(&["diagram", pos, "--format", "png", "-o", "-"]);
    assert!(o.stdout.starts_with(b"\x89PNG"), "{}", err(&o));
    // --flip is a switch: the position is not taken as its value.
    let o = run(&["diagram", "--flip", pos, "-o", s(&dir.join("f.svg"))]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = run(&[
        "diagram",
        "--orientation",
        "auto",
        pos,
        "-o",
        s(&dir.join("a.svg")),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    // Black to move with auto: the same drawing as --flip.
    assert_eq!(
        std::fs::read(dir.join("f.svg")).unwrap(),
        std::fs::read(dir.join("a.svg")).unwrap()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_placement_alone_gets_one_repair_line() {
    let o = run(&["check", "8/8/8/8/8/8/8/K1k5"]);
    let text = out(&o);
    assert_eq!(text.matches("warning").count(), 1, "{text}");
    assert!(
        text.contains("5 missing fields, assumed: 'w - - 0 1'"),
        "{text}"
    );
}

/// The built-in tables' ids, as `fenlingo languages` lists them.
fn table_ids() -> Vec<String> {
    let o = run(&["languages"]);
    assert_eq!(o.status.code(), Some(0));
    out(&o)
        .lines()
        .filter_map(|l| l.split_whitespace().next().map(str::to_owned))
        .collect()
}

/// `moves --input FILE` with `args`, the output written to `out`.
fn moves_file(input: &Path, output: &Path, args: &[&str]) -> Output {
    let mut all = vec!["moves", "--input", s(input), "-o", s(output)];
    all.extend_from_slice(args);
    run(&all)
}

/// A PGN in export format written in any table's letters and read back
/// with that table is the same file, byte for byte: tags (a `FEN` tag
/// kept standard), comments (one with a line break), NAGs, nested
/// variations, a game that starts with Black, promotion, en passant,
/// castling both ways, every result. A PGN in any other form (CRLF,
/// `1.e4`, a `;` comment, long lines) comes back as its export form.
#[test]
fn pgn_round_trip_through_every_table_is_exact() {
    let dir = temp_dir("round-trip");
    let export = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pgn/export.pgn");
    let loose = dir.join("loose.pgn");
    std::fs::write(
        &loose,
        "[Event \"Loose\"]\r\n[Result \"1-0\"]\r\n\r\n1.e4 e5 2.Nf3 ; a rest-of-line comment\r\n\
         Nc6 3.Bc4 Bc5 4.b4 Bxb4 5.c3 Ba5 6.d4 exd4 7.O-O d3 8.Qb3 Qf6 9.e5 Qg6 10.Re1 Nge7 \
         11.Ba3 b5 12.Qxb5 Rb8 13.Qa4 Bb6 14.Nbd2 Bb7 15.Ne4 Qf5 16.Bxd3 Qh5 17.Nf6+ gxf6 \
         18.exf6 Rg8 19.Rad1 Qxf3 20.Rxe7+ Nxe7 21.Qxd7+ Kxd7 22.Bf5+ Ke8 23.Bd7+ Kf8 \
         24.Bxe7# 1-0\r\n",
    )
    .unwrap();
    // The export form of each, and export form is a fixed point.
    let mut cases = Vec::new();
    for (name, input) in [("export", export.clone()), ("loose", loose.clone())] {
        let e = dir.join(format!("{name}.e.pgn"));
        let o = moves_file(&input, &e, &[]);
        assert_eq!(o.status.code(), Some(0), "{name}: {}", err(&o));
        cases.push((name, input, std::fs::read(&e).unwrap()));
    }
    assert_eq!(cases[0].2, std::fs::read(&export).unwrap());
    assert_ne!(cases[1].2, std::fs::read(&loose).unwrap());
    let tables = table_ids();
    assert!(tables.len() >= 45, "{tables:?}");
    for t in &tables {
        for (name, input, want) in &cases {
            let there = dir.join(format!("{name}.{t}.pgn"));
            let back = dir.join(format!("{name}.{t}.back.pgn"));
            let o = moves_file(input, &there, &["--to", t]);
            assert_eq!(o.status.code(), Some(0), "{name} to {t}: {}", err(&o));
            let o = moves_file(&there, &back, &["--from", t]);
            assert_eq!(o.status.code(), Some(0), "{name} from {t}: {}", err(&o));
            let got = std::fs::read(&back).unwrap();
            assert!(
                got == *want,
                "{name} through {t}:\n{}\n---\n{}",
                String::from_utf8_lossy(&got),
                String::from_utf8_lossy(want)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Standard input and files without an extension are told by their
/// content, as files named by their extension are: PGN, the lichess
/// CSV, EPD and FEN lines, move text. Commands that read positions say,
/// once, that PGN or CSV is not positions, instead of an error a line.
#[test]
fn inputs_without_an_extension_are_told_by_their_content() {
    let dir = temp_dir("sniff");
    let pgn = "[Event \"One\"]\n[Site \"?\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
               1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n[Event \"Two\"]\n\n1. d4 d5 *\n";
    let csv = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl\n\
               00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34\n";
    let epd = "# two puzzles\n\n6k1/5ppp/8/8/8/8/8/4R1K1 w - - bm Re8#; id \"back rank\";\n\
               7k/8/8/8/8/8/8/K7 w - - id \"kings\";\n";
    let pasted = "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6\n";
    let bare = dir.join("games");
    std::fs::write(&bare, pgn).unwrap();
    for (name, text, diagrams) in [
        ("pgn", pgn, 2),
        ("csv", csv, 1),
        ("epd", epd, 2),
        ("move text", pasted, 1),
    ] {
        let pdf = dir.join(format!("{}.pdf", name.replace(' ', "-")));
        let o = run_stdin(&["sheet", "-", "-o", s(&pdf)], text.as_bytes());
        assert_eq!(o.status.code(), Some(0), "{name}: {}", err(&o));
        assert!(
            err(&o).contains(&format!(": {diagrams} diagram")),
            "{name}: {}",
            err(&o)
        );
    }
    let pdf = dir.join("bare.pdf");
    let o = run(&["sheet", s(&bare), "-o", s(&pdf)]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(err(&o).contains(": 2 diagrams"), "{}", err(&o));
    // Position commands: one error naming what the input is.
    let o = run_stdin(&["check"], pgn.as_bytes());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        out(&o),
        "<stdin>:1: error: this input is PGN or move text, not position lines: \
         'fenlingo moves' replays its games and 'fenlingo sheet' draws them\n"
    );
    let o = run_stdin(&["--lang", "de", "translate"], csv.as_bytes());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(out(&o), "");
    assert_eq!(
        err(&o),
        "<stdin>:1: Fehler: diese Eingabe ist eine Lichess-Aufgaben-CSV, keine Stellungszeilen: \
         „fenlingo sheet“ zeichnet ihre Aufgaben\n"
    );
    let o = run(&["detect", "-i", s(&bare)]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(out(&o).lines().count(), 1, "{}", out(&o));
    let svg = dir.join("g.svg");
    let o = run(&["diagram", "-i", s(&bare), "-o", s(&svg)]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(err(&o).lines().count(), 1, "{}", err(&o));
    // Position lines on standard input are read as before.
    let o = run_stdin(&["translate"], epd.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(out(&o).lines().count(), 2, "{}", out(&o));
}

/// The library's reader tells a format for every face: `InputFormat::Auto`
/// settles on what the first line shows, and the lines it looked at are
/// read again.
#[test]
fn the_reader_settles_the_format_by_the_first_lines() {
    use fenlingo::input::{InputFormat, Letters, Reader, ReaderOptions, Record, sniff_format};
    let auto = Letters::auto();
    let read = |text: &str| {
        let opts = ReaderOptions {
            format: InputFormat::Auto,
            ..ReaderOptions::default()
        };
        let mut r = Reader::new(std::io::Cursor::new(text.as_bytes().to_vec()), &auto, opts);
        let mut kinds = Vec::new();
        while let Some(rec) = r.next_record().unwrap() {
            kinds.push(match rec {
                Ok(Record::Position { line, .. }) => format!("position {line}"),
                Ok(Record::Game { line, .. }) => format!("game {line}"),
                Ok(Record::Puzzle { line, .. }) => format!("puzzle {line}"),
                Err(e) => format!("error {}", e.line()),
            });
        }
        (r.format(), kinds)
    };
    let (f, k) = read("[Event \"x\"]\n\n1. e4 e5 *\n\n[Event \"y\"]\n\n1. d4 *\n");
    assert_eq!(
        (f, k),
        (
            InputFormat::Pgn,
            vec!["game 1".to_owned(), "game 5".to_owned()]
        )
    );
    let (f, k) = read("\n\n[Event \"x\"]\n\n1. e4 e5 *\n");
    assert_eq!((f, k.len()), (InputFormat::Pgn, 1));
    let (f, k) =
        read("# a comment\n\n8/8/8/8/8/8/8/K1k5 w - - 0 1\n4k3/8/8/8/8/8/8/4K3 b - - 0 1\n");
    assert_eq!(
        (f, k),
        (
            InputFormat::Fen,
            vec!["position 3".to_owned(), "position 4".to_owned()]
        )
    );
    let (f, k) = read("1. e4 e5 2. Cf3\n");
    assert_eq!((f, k), (InputFormat::Pgn, vec!["game 1".to_owned()]));
    let (f, k) = read("");
    assert_eq!((f, k), (InputFormat::Fen, Vec::<String>::new()));
    assert_eq!(sniff_format("PuzzleId,FEN,Moves\n"), InputFormat::Csv);
    assert_eq!(InputFormat::of_path("-"), InputFormat::Auto);
    assert_eq!(InputFormat::of_path("x.pgn"), InputFormat::Pgn);
}
