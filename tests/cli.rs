//! The command-line tool, run as a user would.

mod common;
use common::{bin, run, run_stdin, stderr, stdout, temp_dir};
use std::io::{Read, Write};
use std::process::Stdio;

const SEED_003: &str = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26";

#[test]
fn translate_spanish_seed_both_ways() {
    let o = run(&["translate", "--from", "es", SEED_003]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26\n"
    );
    assert!(
        stderr(&o).contains("<arg>:1:53: warning: '--' for two empty fields"),
        "{}",
        stderr(&o)
    );

    let o = run(&[
        "translate",
        "--to",
        "es",
        "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26",
    ]);
    assert_eq!(
        stdout(&o),
        "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n - - 5 26\n"
    );

    // Detected without --from.
    let o = run(&["translate", SEED_003]);
    assert_eq!(
        stdout(&o),
        "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26\n"
    );
}

#[test]
fn translate_writes_the_tokens_of_its_table() {
    // A table reads more tokens than it writes (Spanish `w` for White,
    // Estonian `E` for a pawn): a line in its own table comes out in the
    // written ones, however its spaces are laid out.
    for (from, lines, out) in [
        (
            "es",
            [
                "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT w RDrd - 0 1",
                "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT  w RDrd - 0 1",
            ],
            "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT b RDrd - 0 1",
        ),
        (
            "et",
            [
                "4k3/8/8/8/8/8/4E3/4K3 w - - 0 1",
                "4k3/8/8/8/8/8/4E3/4K3 w - -  0 1",
            ],
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        ),
    ] {
        for line in lines {
            let o = run(&["translate", "--from", from, "--to", from, line]);
            assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
            assert_eq!(stdout(&o), format!("{out}\n"), "{line}");
        }
    }
    // From Spanish to English token by token, the en-passant square
    // still checked: Black to move (`n`), e3 kept only where a black
    // pawn can take on it.
    let o = run(&[
        "translate",
        "--from",
        "es",
        "--ep",
        "legal",
        "tcadract/pppppppp/8/8/4P3/8/PPPP1PPP/TCADRACT n RDrd e3 0 1",
        "tcadract/ppp1pppp/8/8/3pP3/8/PPPP1PPP/TCADRACT n RDrd e3 0 3",
    ]);
    assert_eq!(
        stdout(&o),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n\
         rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3\n"
    );
}

#[test]
fn translate_epd_keeps_operations_and_translates_san() {
    let o = run(&[
        "translate",
        "--from",
        "en",
        "--to",
        "es",
        r#"6k1/8/8/8/8/8/8/R5K1 w - - bm Ra8#; id "mate 1";"#,
    ]);
    assert_eq!(
        stdout(&o),
        "6r1/8/8/8/8/8/8/T5R1 b - - bm Ta8#; id \"mate 1\";\n"
    );
}

#[test]
fn batch_reports_bad_lines_and_keeps_good_ones_in_order() {
    let input = b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrnbqkbnr/ppXppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\n8/8/8/8/8/8/8/K1k5 b - - 0 1\n";
    let o = run_stdin(&["translate", "--from", "en"], input);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n8/8/8/8/8/8/8/K1k5 b - - 0 1\n"
    );
    let err = stderr(&o);
    assert!(
        err.contains("<stdin>:2:12: error: invalid piece letter 'X' in rank 7"),
        "{err}"
    );
    assert!(err.contains("2 | rnbqkbnr/ppXppppp"), "{err}");

    let o = run_stdin(&["translate", "--from", "en", "--fail-fast"], input);
    assert_eq!(stdout(&o).lines().count(), 1);
}

#[test]
fn invalid_utf8_and_huge_lines_do_not_stop_the_batch() {
    let mut input = Vec::new();
    input.extend_from_slice(b"8/8/8/8/8/8/8/K1k5 w - - 0 \xff\n");
    input.extend(std::iter::repeat_n(b'8', 3 << 20));
    input.extend_from_slice(b"\n8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
    let o = run_stdin(
        &["translate", "--from", "en", "--encoding", "utf-8"],
        &input,
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
    let err = stderr(&o);
    assert!(
        err.contains("<stdin>:1:28: error: invalid UTF-8 at byte 27"),
        "{err}"
    );
    assert!(
        err.contains("<stdin>:2:1: error: line longer than"),
        "{err}"
    );
    // By default a line that is not UTF-8 is read as Windows-1252, and
    // that is said once.
    let o = run_stdin(&["translate", "--from", "en"], &input);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
    let err = stderr(&o);
    assert!(
        err.contains("<stdin>: warning: not UTF-8: read as Windows-1252 (first at line 1)"),
        "{err}"
    );
    assert!(
        err.contains("<stdin>:1:28: error: invalid fullmove number 'ÿ'"),
        "{err}"
    );
    assert!(
        err.contains("<stdin>:2:1: error: line longer than"),
        "{err}"
    );
}

#[test]
fn output_is_written_atomically() {
    let dir = temp_dir("atomic");
    let out = dir.join("out.fen");
    let o = run(&[
        "translate",
        "--from",
        "es",
        SEED_003,
        "--output",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26\n"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&out).unwrap().permissions().mode() & 0o777,
            0o644
        );
    }
    // A directory as the target: an error, and no temporary file left.
    let o = run(&["translate", SEED_003, "--output", dir.to_str().unwrap()]);
    assert_ne!(o.status.code(), Some(0));
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 1, "{left:?}");
    // An unwritable folder.
    let o = run(&["translate", SEED_003, "--output", "/nonexistent-dir/x.fen"]);
    assert_ne!(o.status.code(), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_exit_codes_and_messages() {
    let o = run(&[
        "check",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("OK"));

    let o = run(&["check", "8/8/8/8/8/8/8 w - - 0 1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("expected 8 ranks, found 7"));

    // Illegal but readable: flagged, exit 1.
    let o = run(&["check", "8/8/8/8/4N3/8/8/8 w - - 0 1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("White has no king"));

    // Strict mode turns repairs into errors.
    let o = run(&["check", "--strict", "8/8/8/8/8/8/8/K1k5 w - – 0 1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("accepted only in lenient mode"),
        "{}",
        stdout(&o)
    );

    let o = run(&["check", "--no-such-flag"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn check_json() {
    let o = run(&[
        "check",
        "--json",
        "8/8/8/8/8/8/8/K1k5 w - – 0 1",
        "8/8/8/8/8/8/8/K1k5 x - - 0 1",
    ]);
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[0]["repairs"][0]["kind"], "dash");
    assert_eq!(lines[0]["repairs"][0]["span"], serde_json::json!([23, 26]));
    assert_eq!(lines[1]["valid"], false);
    assert_eq!(lines[1]["errors"][0]["field"], "side");
    assert_eq!(lines[1]["errors"][0]["span"], serde_json::json!([19, 20]));
}

#[test]
fn messages_follow_the_language() {
    let o = run(&["--lang", "es", "check", "8/8/8/8/8/8/8 w - - 0 1"]);
    assert!(
        stdout(&o).contains("error: se esperaban 8 filas, hay 7"),
        "{}",
        stdout(&o)
    );
    let o = run(&["check", "8/8/8/8/8/8/8 w - - 0 1", "--lang", "ru"]);
    assert!(
        stdout(&o).contains("ошибка: ожидалось 8 горизонталей, найдено 7"),
        "{}",
        stdout(&o)
    );
    let o = bin()
        .env("LANG", "es_ES.UTF-8")
        .args(["check", "8/8/8/8/8/8/8 w - - 0 1"])
        .output()
        .unwrap();
    assert!(stdout(&o).contains("se esperaban"));
    // Unknown language: a warning naming the fallback, not an error.
    let o = run(&["--lang", "xx-YY", "check", "8/8/8/8/8/8/8/K1k5 w - - 0 1"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stderr(&o).contains("unknown language 'xx-YY'; using en"));
    // A malformed LANG: English, no panic.
    let o = bin()
        .env("LANG", "%%%garbage@@")
        .args(["check", "8/8/8/8/8/8/8 w - - 0 1"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("expected 8 ranks"));
}

#[test]
fn detection_cases() {
    let o = run(&["detect", SEED_003]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stdout(&o).contains("read as Spanish (es)"),
        "{}",
        stdout(&o)
    );

    let o = run(&["detect", "8/8/8/3R4/8/8/8/8 w - - 0 1"]);
    assert!(stdout(&o).contains("read as English"), "{}", stdout(&o));

    // A line that reads as standard FEN stays standard, whatever its
    // legality: two rooks, not two Spanish kings; the other reading is
    // named in a note.
    let o = run(&["translate", "4r3/8/8/8/8/8/8/4R3 w - - 0 1"]);
    assert_eq!(stdout(&o), "4r3/8/8/8/8/8/8/4R3 w - - 0 1\n");
    let o = run(&["check", "4r3/8/8/8/8/8/8/4R3 w - - 0 1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("illegal position: 4r3/8/8/8/8/8/8/4R3 w - - 0 1"),
        "{}",
        stdout(&o)
    );
    assert!(
        stdout(&o).contains("note: also reads as "),
        "{}",
        stdout(&o)
    );
    // Named by the language of the group with the most speakers.
    assert!(
        stdout(&o).contains("Spanish (es, fr, pt, "),
        "{}",
        stdout(&o)
    );
    assert!(
        stdout(&o).contains("warning: White has no king"),
        "{}",
        stdout(&o)
    );

    // German with pawns and a queen: only German letters read it.
    let o = run(&["detect", "4k3/bbbd4/8/8/8/8/BBBD4/4K3 w - - 0 1"]);
    assert!(stdout(&o).contains("read as German"), "{}", stdout(&o));

    // A legal standard FEN with a promoted piece stays standard, even when
    // another table reads its letters as a legal position too.
    let o = run(&[
        "detect",
        "3r4/pp1kb1P1/1P1p4/2r5/P3P2p/B1P3P1/4R3/1RrBK3 b - - 0 49",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("read as English"), "{}", stdout(&o));

    // A German king-and-pawn ending in K and B only reads as standard FEN
    // (three bishops a side): it stays standard, and German is named.
    let o = run(&["detect", "4k3/bbb5/8/8/8/8/BBB5/4K3 w - - 0 1"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("read as English"), "{}", stdout(&o));
    assert!(stdout(&o).contains("2. German"), "{}", stdout(&o));
    let o = run(&[
        "translate",
        "--from",
        "de",
        "4k3/bbb5/8/8/8/8/BBB5/4K3 w - - 0 1",
    ]);
    assert_eq!(stdout(&o), "4k3/ppp5/8/8/8/8/PPP5/4K3 w - - 0 1\n");
}

#[test]
fn unknown_token_names_tables_with_it() {
    let o = run(&[
        "translate",
        "--from",
        "en",
        "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT b RDrd - 0 1",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("invalid piece letter 't' in rank 8"), "{err}");
    assert!(
        err.contains("tables with a token 't':") && err.contains("es"),
        "{err}"
    );
}

#[test]
fn user_tables() {
    let dir = temp_dir("tables");
    let good = dir.join("mine.toml");
    std::fs::write(
        &good,
        "tag = \"und\"\nid = \"mine\"\nname = \"Mine\"\n[white]\nking = \"Kk\"\nqueen = \"Q\"\nrook = \"R\"\nbishop = \"B\"\nknight = \"N\"\npawn = \"P\"\n[black]\nking = \"kk\"\nqueen = \"q\"\nrook = \"r\"\nbishop = \"b\"\nknight = \"n\"\npawn = \"p\"\n",
    )
    .unwrap();
    let o = run(&[
        "translate",
        "--to",
        good.to_str().unwrap(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    ]);
    assert_eq!(
        stdout(&o),
        "4kk3/8/8/8/8/8/8/4Kk3 w - - 0 1\n",
        "{}",
        stderr(&o)
    );

    let bad = dir.join("bad.toml");
    std::fs::write(
        &bad,
        "tag = \"de\"\nname = \"Bad\"\n[white]\nking = \"K\"\nqueen = \"D\"\nrook = \"T\"\nbishop = \"L\"\nknight = \"S\"\npawn = \"L\"\n",
    )
    .unwrap();
    let o = run(&[
        "translate",
        "--from",
        bad.to_str().unwrap(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("bad.toml:") && err.contains("token 'L' is used by both"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn languages_lists_forty_tables() {
    let o = run(&["languages"]);
    let out = stdout(&o);
    assert!(out.lines().count() >= 40, "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("es ") && l.contains("R D T A C P"))
    );
    assert!(
        out.lines()
            .any(|l| l.starts_with("ru ") && l.contains("Кр Ф Л С К П"))
    );
    assert!(out.contains("[provisional]"));
    // The letters stand in one column on a terminal, after a Latin, a
    // Cyrillic and a Chinese name alike (中文 takes four columns).
    let letters_at = |id: &str, letters: &str| {
        let line = out
            .lines()
            .find(|l| l.starts_with(&format!("{id} ")))
            .unwrap();
        fenlingo::text::columns(&line[..line.find(letters).unwrap()])
    };
    let at = letters_at("en", "K Q R B N P");
    assert_eq!(letters_at("zh", "K Q R B N P"), at, "{out}");
    assert_eq!(letters_at("ru", "Кр Ф Л С К П"), at, "{out}");
    assert_eq!(letters_at("el", "Ρ Β Π Α Ι Σ"), at, "{out}");
}

#[test]
fn broken_pipe_ends_quietly() {
    let mut input = Vec::new();
    for _ in 0..200_000 {
        input.extend_from_slice(b"8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
    }
    let mut child = bin()
        .args(["translate", "--from", "en"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut first = [0u8; 10];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // stdout is dropped here: the pipe is closed.
    let out = child.wait_with_output().unwrap();
    let _ = writer.join();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn help_is_localized() {
    let o = run(&["--lang", "es", "translate", "--help"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(
        out.starts_with("Traduce posiciones entre notaciones"),
        "{out}"
    );
    assert!(out.contains("Uso: fenlingo translate"));
    assert!(out.contains("Opciones:"));
    let o = run(&["--help", "--lang=ru"]);
    let out = stdout(&o);
    assert!(
        out.contains("Команды:") && out.contains("Показать справку"),
        "{out}"
    );
    let o = run(&["--help"]);
    assert!(stdout(&o).contains("Usage: fenlingo"));
}

#[test]
fn diagram_svg_png_and_stdout() {
    let dir = temp_dir("diagram");
    let svg = dir.join("seed.svg");
    let o = run(&[
        "--lang",
        "es",
        "diagram",
        SEED_003,
        "-o",
        svg.to_str().unwrap(),
        "--theme",
        "print",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("Juegan las negras"));
    let o = run(&["diagram", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "-o", "-"]);
    assert!(stdout(&o).starts_with("<svg "));
    if cfg!(feature = "png") {
        let png = dir.join("seed.png");
        let o = run(&[
            "diagram",
            SEED_003,
            "--from",
            "es",
            "-o",
            png.to_str().unwrap(),
            "--size",
            "200",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_eq!(&std::fs::read(&png).unwrap()[..4], b"\x89PNG");
    }
    // A teaching diagram without kings still draws, with the warning.
    let o = run(&[
        "diagram",
        "8/8/8/8/4N3/8/8/8 w - - 0 1",
        "-o",
        dir.join("n.svg").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stderr(&o).contains("White has no king"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn diagram_bad_options_write_nothing() {
    let dir = temp_dir("diagram-bad");
    let out = dir.join("x.svg");
    for args in [
        vec!["--mark", "e9"],
        vec!["--arrow", "e2"],
        vec!["--theme", "neon"],
        vec!["--last-move", "zz"],
    ] {
        let mut all = vec![
            "diagram",
            "8/8/8/8/8/8/8/K1k5 w - - 0 1",
            "-o",
            out.to_str().unwrap(),
        ];
        all.extend(args);
        let o = run(&all);
        assert_eq!(o.status.code(), Some(2), "{all:?}");
        assert!(!stderr(&o).is_empty());
        assert!(!out.exists());
    }
    let o = run(&[
        "--lang",
        "ru",
        "diagram",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        "-o",
        out.to_str().unwrap(),
        "--mark",
        "e9",
    ]);
    assert!(
        stderr(&o).contains("недопустимое поле или ход «e9» в --mark"),
        "{}",
        stderr(&o)
    );
    // Unwritable target: an error, no file.
    let o = run(&[
        "diagram",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        "-o",
        "/nonexistent-dir/x.svg",
    ]);
    assert_ne!(o.status.code(), Some(0));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn diagram_batch_out_dir() {
    let dir = temp_dir("diagram-batch");
    let input = dir.join("in.epd");
    std::fs::write(
        &input,
        "8/8/8/8/8/8/8/K1k5 w - - id \"first one\";\nnot a fen\n8/8/8/8/8/8/8/K1k5 b - - 0 1\n",
    )
    .unwrap();
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    let o = run(&[
        "diagram",
        "--input",
        input.to_str().unwrap(),
        "--out-dir",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("in.epd:2:"), "{}", stderr(&o));
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["00003.svg", "first_one.svg"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sheet_sample_and_inputs() {
    let dir = temp_dir("sheet");
    // The built-in sample, in the current folder.
    let o = bin()
        .current_dir(&dir)
        .args(["--lang", "ru", "sheet"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let pdf = std::fs::read(dir.join("fenlingo-sample.pdf")).unwrap();
    assert!(pdf.starts_with(b"%PDF"));

    // A bad line in the middle: the sheet is made from the good ones.
    let fen = dir.join("in.fen");
    std::fs::write(&fen, "8/8/8/8/8/8/8/K1k5 w - - 0 1 ; first\n8/8/8/8/8/8/8/K1X5 w - - 0 1\n8/8/8/8/8/8/8/K1k5 b - - 0 1\n").unwrap();
    let out = dir.join("book.pdf");
    let o = run(&["sheet", fen.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("in.fen:2:17: error: invalid piece letter 'X' in rank 1"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("2 diagrams"), "{}", stderr(&o));
    assert!(out.exists());
    // --strict: stop and write nothing.
    let strict_out = dir.join("strict.pdf");
    let o = run(&[
        "sheet",
        fen.to_str().unwrap(),
        "-o",
        strict_out.to_str().unwrap(),
        "--strict",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!strict_out.exists());
    // Written to standard output as it is read, but a strict run that
    // stops after a page of good diagrams still writes nothing.
    let long = dir.join("long.fen");
    let good = "8/8/8/8/8/8/8/K1k5 w - - 0 1\n".repeat(7);
    std::fs::write(&long, format!("{good}8/8/8/8/8/8/8/K1X5 w - - 0 1\n")).unwrap();
    let o = run(&["sheet", long.to_str().unwrap(), "-o", "-", "--strict"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty(), "{} bytes", o.stdout.len());
    let o = run(&["sheet", long.to_str().unwrap(), "-o", "-"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.starts_with(b"%PDF") && o.stdout.ends_with(b"%%EOF\n"));

    // Lichess CSV and PGN.
    let csv = dir.join("p.csv");
    std::fs::write(&csv, "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game\n").unwrap();
    let pgn = dir.join("g.pgn");
    std::fs::write(&pgn, "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Qh5 {[%csl Rf7][%cal Gh5f7]} Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n[Event \"Problem\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n\n1. Rd8# *\n").unwrap();
    let out2 = dir.join("mixed.pdf");
    let o = run(&[
        "--lang",
        "es",
        "sheet",
        csv.to_str().unwrap(),
        pgn.to_str().unwrap(),
        "-o",
        out2.to_str().unwrap(),
        "--template",
        "a4-12",
        "--title",
        "Mezcla",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("3 diagramas"), "{}", stderr(&o));

    // A bad move in a PGN game: reported with line and column.
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Event \"x\"]\n\n1. e4 e5 2. Nf7 *\n").unwrap();
    let o = run(&[
        "sheet",
        bad.to_str().unwrap(),
        "-o",
        dir.join("bad.pdf").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("bad.pgn:3:13: error: 'Nf7': no knight can reach f7"),
        "{}",
        stderr(&o)
    );

    // Unknown template: a usage error.
    let o = run(&[
        "sheet",
        fen.to_str().unwrap(),
        "--template",
        "nope",
        "-o",
        dir.join("x.pdf").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("a4-12, a4-6, a5-4, article, letter-6"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn moves_command() {
    let o = run(&[
        "moves",
        "--from",
        "es",
        "1. e4 c5 2. e5 d5 3.exd6 exd6 4.g3 g6 5.Ag2 Ag7 6.Cc3 Axc3 7.dxc3 Cf6 8.Ce2 O-O 9.Ag5",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "1. e4 c5 2. e5 d5 3. exd6 exd6 4. g3 g6 5. Bg2 Bg7 6. Nc3 Bxc3 7. dxc3 Nf6 8. Ne2 O-O 9. Bg5\nrnbq1rk1/pp3p1p/3p1np1/2p3B1/8/2P3P1/PPP1NPBP/R2QK2R b KQ - 4 9\n"
    );
    let o = run(&["moves", "--fens", "1. e4 c5 2. e5 d5"]);
    assert!(
        stdout(&o)
            .contains("2... d5\trnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3")
    );
    // Seed 001's claim.
    let o = run(&[
        "moves",
        "1. e4 e5",
        "--expect",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("side to move: w, not b"));
    assert!(stdout(&o).contains("en-passant square: e6 (or -), not e3"));
    let o = run(&[
        "--lang",
        "ru",
        "moves",
        "1. e4 e5",
        "--expect",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2",
    ]);
    assert!(
        stdout(&o).contains("очередь хода: w, а не b"),
        "{}",
        stdout(&o)
    );
    // Localized errors with move number, token and column.
    let o = run(&["--lang", "es", "moves", "1. e4 e5 2. Cf7"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o)
            .contains("<arg>:1:13: error: jugada 2 (Blancas): «Cf7»: ningún caballo puede ir a f7"),
        "{}",
        stderr(&o)
    );
    // PGN with tags and --keep-going.
    let dir = temp_dir("moves");
    let pgn = dir.join("g.pgn");
    std::fs::write(
        &pgn,
        "[Event \"One\"]\n\n1. e4 e5 2. Nf7 *\n\n[Event \"Two\"]\n\n1. d4 d5 *\n",
    )
    .unwrap();
    let o = run(&["moves", "--input", pgn.to_str().unwrap(), "--to", "de"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!stdout(&o).contains("Two"));
    let o = run(&[
        "moves",
        "--input",
        pgn.to_str().unwrap(),
        "--to",
        "de",
        "--keep-going",
        "--final-fen",
    ]);
    assert_eq!(o.status.code(), Some(1));
    // A PGN file gives a PGN file: with --final-fen the final position is
    // a comment before the result; the failed game is written up to its
    // last move read, then why it stops (the move after it is left out).
    assert!(stdout(&o).contains("[Event \"Two\"]\n\n1. d4 d5 {FEN rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2} *\n"), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("[Event \"One\"]\n\n1. e4 e5\n{fenlingo: move 2 (White) could not be read, and the text after it is left out: 'Nf7': no knight can reach f7}\n*\n"),
        "{}",
        stdout(&o)
    );
    assert!(!stdout(&o).contains("Sf7"), "{}", stdout(&o));
    assert!(stderr(&o).contains("g.pgn:3:13: error"), "{}", stderr(&o));
    // Diagram from a game.
    let svg = dir.join("g.svg");
    let o = run(&[
        "diagram",
        "--pgn",
        pgn.to_str().unwrap(),
        "--game",
        "2",
        "--ply",
        "1",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        std::fs::read_to_string(&svg)
            .unwrap()
            .contains("<desc>rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1</desc>")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn ambiguity_is_never_a_silent_guess() {
    // S is a knight in German and a bishop in Czech; the line is not
    // standard FEN.
    let fen = "4k3/8/8/8/8/8/8/4K1S1 w - - 0 1";
    let o = run(&["check", "--from", "auto", fen]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("error: ambiguous notation"),
        "{}",
        stdout(&o)
    );
    let dir = temp_dir("ambiguous");
    let file = dir.join("a.fen");
    std::fs::write(&file, format!("{fen}\n")).unwrap();
    let o = run(&[
        "sheet",
        file.to_str().unwrap(),
        "-o",
        dir.join("a.pdf").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("ambiguous notation"), "{}", stderr(&o));
    let o = run(&["diagram", fen, "-o", dir.join("a.svg").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!dir.join("a.svg").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn usage_errors_in_the_language_of_messages() {
    let o = run(&["--lang", "es", "translat"]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.starts_with("error: orden desconocida «translat»"), "{e}");
    assert!(
        e.contains("«translate»") && e.contains("Uso: fenlingo"),
        "{e}"
    );
    assert!(e.contains("Para más información, pruebe «--help»."), "{e}");
    assert!(!e.contains("unrecognized") && !e.contains("Usage"), "{e}");
    let o = run(&["--lang", "ru", "translate", "--from"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("нужно значение"), "{}", stderr(&o));
    let o = run(&[
        "--lang",
        "es",
        "diagram",
        "--coords",
        "sideways",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains("valor «sideways» no válido para «--coords <COORDS>»"),
        "{e}"
    );
    assert!(
        e.contains("[valores posibles: outside, inside, none]"),
        "{e}"
    );
    // English reads as clap would say it.
    let e = stderr(&run(&["--lang", "en", "bogus"]));
    assert!(
        e.starts_with("error: unrecognized subcommand 'bogus'"),
        "{e}"
    );
}

#[test]
fn help_annotations_are_localized_and_braces_kept() {
    let o = run(&["--lang", "es", "diagram", "--help"]);
    let h = stdout(&o);
    assert!(
        h.contains("[por defecto: auto]") && h.contains("[valores posibles: svg, png, pdf]"),
        "{h}"
    );
    assert!(
        !h.contains("[default:") && !h.contains("[possible values:"),
        "{h}"
    );
    // `{n}` is shown, not read as a line break.
    let caption = h
        .lines()
        .find(|l| l.contains("--caption"))
        .expect("caption line");
    assert!(
        caption.contains("{n}") && caption.contains("[por defecto: auto]"),
        "{caption}"
    );
    let h = stdout(&run(&["--lang", "es", "check", "--help"]));
    assert!(!h.contains("acento circunflejo"), "{h}");
}

#[test]
fn diagnostics_are_coloured_only_when_asked_or_on_a_terminal() {
    let o = run(&["--color", "always", "--lang", "es", "translate", "zz"]);
    let e = stderr(&o);
    assert!(e.contains("\u{1b}[1m\u{1b}[31merror:\u{1b}[0m"), "{e:?}");
    assert!(e.contains("\u{1b}[1m\u{1b}[31m^\u{1b}[0m"), "{e:?}");
    assert!(e.contains("nota:"), "{e:?}");
    // A pipe (not a terminal) gets none by default, nor with --color never.
    for args in [
        &["translate", "zz"][..],
        &["--color", "never", "translate", "zz"][..],
    ] {
        let e = stderr(&run(args));
        assert!(!e.contains('\u{1b}'), "{e:?}");
        assert!(e.contains("error:"), "{e}");
    }
    // NO_COLOR turns off the automatic choice, not an explicit --color always.
    let o = bin()
        .args(["--color", "always", "translate", "zz"])
        .env("NO_COLOR", "1")
        .output()
        .expect("runs");
    assert!(stderr(&o).contains('\u{1b}'));
    let o = bin()
        .args(["--color", "sometimes", "translate", "zz"])
        .output()
        .expect("runs");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn template_and_table_errors_in_the_language_of_messages() {
    let dir = temp_dir("toml-errors");
    let t = dir.join("t.toml");
    std::fs::write(&t, "paper = \"a9\"\n").unwrap();
    let o = run(&[
        "--lang",
        "es",
        "sheet",
        "--template",
        t.to_str().unwrap(),
        "-o",
        dir.join("x.pdf").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("t.toml:1: clave desconocida «paper»; se esperaba una de: base, name, page"),
        "{e}"
    );
    let n = dir.join("n.toml");
    std::fs::write(&n, "tag = \"xx\"\n").unwrap();
    let e = stderr(&run(&[
        "--lang",
        "ru",
        "translate",
        "--from",
        n.to_str().unwrap(),
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
    ]));
    assert!(e.contains("нет ключа «name»"), "{e}");
}

#[test]
fn a_reading_is_named_in_the_readers_language_when_it_can_be() {
    // Italian, Spanish, Catalan and Galician share these letters: a
    // Spanish reader is told "español", in Spanish; an English one the
    // language of the group with the most speakers, the others listed after
    // it (the real text of a Spanish page, es-voctarchess-ruy in
    // tests/realworld).
    let e = stderr(&run(&[
        "--lang",
        "es",
        "moves",
        "1. e4 e5 2. Cf3 Cc6 3. Ab5",
    ]));
    assert!(e.contains("leído como español ("), "{e}");
    let e = stderr(&run(&[
        "--lang",
        "en",
        "moves",
        "1. e4 e5 2. Cf3 Cc6 3. Ab5",
    ]));
    assert!(e.contains("read as Spanish (es, it, ca, gl)"), "{e}");
    let e = stderr(&run(&["--lang", "en", "moves", "1.e4 e5 2.Cf3 Cc6 3.Ab5."]));
    assert!(e.contains("note: read as Spanish (es, it, ca, gl)"), "{e}");
    // A German reader is told the group's language in German.
    let e = stderr(&run(&["--lang", "de", "moves", "1.e4 e5 2.Cf3 Cc6 3.Ab5."]));
    assert!(e.contains("gelesen als Spanisch (es, it, ca, gl)"), "{e}");
    // A Catalan reader, whose messages are English: Catalan, named in
    // English, the rest listed.
    let e = stderr(&run(&["--lang", "ca", "moves", "1.e4 e5 2.Cf3 Cc6 3.Ab5."]));
    assert!(e.contains("read as Catalan (es, it, ca, gl)"), "{e}");
}

#[test]
fn every_command_writes_epd_moves_in_the_standard_letters() {
    let line = "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT w RDrd - bm Cf3;";
    let want = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3;";
    assert_eq!(
        stdout(&run(&["translate", "--from", "es", line])).trim(),
        want
    );
    let o = stdout(&run(&["check", "--from", "es", line]));
    assert!(o.contains(want), "{o}");
    let o = stdout(&run(&["detect", line]));
    assert!(o.contains(want) && !o.contains("bm Cf3"), "{o}");
}

/// `--mate N` takes 1 to 999 moves; 0 (once captioned "Mate in 0") and
/// larger numbers are usage errors naming the range, in the language of
/// messages, and nothing is written.
#[test]
fn mate_in_zero_is_refused_with_the_range() {
    let dir = std::env::temp_dir().join(format!("fenlingo-mate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("m.svg");
    let pos = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    let svg_s = svg.to_str().unwrap();
    let o = run(&["diagram", pos, "--mate", "0", "-o", svg_s]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("must be between 1 and 999, not 0"),
        "{}",
        stderr(&o)
    );
    assert!(!svg.exists());
    let o = run(&[
        "--lang", "ru", "diagram", pos, "--mate", "1000", "-o", svg_s,
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("от 1 до 999, а не 1000"),
        "{}",
        stderr(&o)
    );
    let o = run(&["diagram", pos, "--mate", "1", "-o", svg_s]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        std::fs::read_to_string(&svg)
            .unwrap()
            .contains("White mates in 1")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A user table in a script without case must give `[black]`: without it
/// Black's letters would be White's and a black king would read as a
/// second white one.
#[test]
fn a_caseless_table_without_black_is_refused() {
    let dir = std::env::temp_dir().join(format!("fenlingo-caseless-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let white = "[white]\nking = \"מ\"\nqueen = \"מה\"\nrook = \"צ\"\nbishop = \"ר\"\nknight = \"פ\"\npawn = \"ח\"\n";
    let table = dir.join("he.toml");
    std::fs::write(&table, format!("tag = \"he\"\nname = \"Hebrew\"\n{white}")).unwrap();
    let t = table.to_str().unwrap();
    let line = "8/8/8/8/8/8/8/מ6מ w - - 0 1";
    let o = run(&["check", "--from", t, line]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(
        stderr(&o).contains("he.toml:9: token 'ח' is its own lowercase"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("[black]"), "{}", stderr(&o));
    let o = run(&["--lang", "es", "check", "--from", t, line]);
    assert!(
        stderr(&o).contains("no cambia en minúscula"),
        "{}",
        stderr(&o)
    );
    // With Black's own tokens the table reads one king of each colour.
    let black = "[black]\nking = \"מש\"\nqueen = \"מהש\"\nrook = \"צש\"\nbishop = \"רש\"\nknight = \"פש\"\npawn = \"חש\"\n";
    std::fs::write(
        &table,
        format!("tag = \"he\"\nname = \"Hebrew\"\n{white}{black}"),
    )
    .unwrap();
    let o = run(&["translate", "--from", t, "8/8/8/8/8/8/8/מ6מש w - - 0 1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "8/8/8/8/8/8/8/K6k w - - 0 1\n");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A token holding a character no one can see (a byte order mark, a
/// bidi override, a zero-width space) is refused wherever it stands.
#[test]
fn invisible_table_tokens_are_refused() {
    let base = "tag = \"xx\"\nname = \"x\"\n[white]\nking = \"K\"\nqueen = \"Q\"\nrook = \"R\"\nbishop = \"B\"\nknight = \"N\"\npawn = \"P\"\n";
    for c in ['\u{feff}', '\u{202e}', '\u{200b}', '\u{2060}', '\u{ad}'] {
        let code = format!("U+{:04X}", u32::from(c));
        for src in [
            base.replace("king = \"K\"", &format!("king = \"K{c}\"")),
            base.replace("pawn = \"P\"", &format!("pawn = \"{c}\"")),
            format!("{base}[side]\nwhite = \"{c}w\"\nblack = \"b\"\n"),
            format!("{base}[castling]\nking_side = \"K{c}\"\nqueen_side = \"Q\"\n"),
            format!("{base}[moves]\ncapture = [\"x{c}\"]\n"),
        ] {
            let e = fenlingo::Notation::from_toml(&src, "x.toml").unwrap_err();
            assert!(
                matches!(e.kind, fenlingo::NotationErrorKind::InvisibleCharacter { character, .. } if character == c),
                "{code}: {e:?}"
            );
            assert!(e.to_string().contains(&format!("({code})")), "{e}");
            assert!(!e.to_string().contains(c), "{code} shown raw: {e}");
        }
    }
    // The table without them loads.
    assert!(fenlingo::Notation::from_toml(base, "x.toml").is_ok());
}

/// `diagram --input FILE -o OUT` draws the one position of FILE; with
/// several it says so (exit 2, nothing written) instead of asking for the
/// `-o` that was given. Each missing piece is named for what it is.
#[test]
fn diagram_input_with_o_says_what_is_wrong() {
    let dir = std::env::temp_dir().join(format!("fenlingo-diagram-o-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let one = dir.join("one.fen");
    std::fs::write(&one, "# a comment\n\n8/8/8/8/8/8/8/K6k w - - 0 1\n").unwrap();
    let two = dir.join("two.fen");
    std::fs::write(
        &two,
        "8/8/8/8/8/8/8/K6k w - - 0 1\n8/8/8/8/8/8/8/K5k1 b - - 0 1\n",
    )
    .unwrap();
    let svg = dir.join("one.svg");
    let o = run(&[
        "diagram",
        "-i",
        one.to_str().unwrap(),
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    let svg2 = dir.join("two.svg");
    let o = run(&[
        "diagram",
        "-i",
        two.to_str().unwrap(),
        "-o",
        svg2.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("two.fen' holds more than one position and -o writes one diagram"),
        "{}",
        stderr(&o)
    );
    assert!(
        !stderr(&o).contains("give an output file"),
        "{}",
        stderr(&o)
    );
    assert!(!svg2.exists());
    let o = run(&["--lang", "es", "diagram", "-i", two.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("indique --out-dir CARPETA"),
        "{}",
        stderr(&o)
    );
    let o = run(&["diagram", "8/8/8/8/8/8/8/K6k w - - 0 1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("give an output file for the diagram with -o"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A translation adds nothing the input did not have: no `{FEN …}`
/// comment unless asked, and never a second one.
#[test]
fn final_fen_only_when_asked_and_once() {
    let dir = temp_dir("final-fen");
    let pgn = dir.join("g.pgn");
    let game = "[Event \"E\"]\n\n1. e4 e5 2. Nf3 0-1\n";
    std::fs::write(&pgn, game).unwrap();
    let o = run(&["moves", "--input", pgn.to_str().unwrap(), "--to", "es"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "[Event \"E\"]\n\n1. e4 e5 2. Cf3 0-1\n");
    let fen = "{FEN rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2}";
    // 79 columns at most: the comment goes to a line of its own.
    let once = format!("[Event \"E\"]\n\n1. e4 e5 2. Nf3\n{fen} 0-1\n");
    let o = run(&["moves", "--input", pgn.to_str().unwrap(), "--final-fen"]);
    assert_eq!(stdout(&o), once);
    // Asked again of its own output, it writes the comment once.
    std::fs::write(&pgn, &once).unwrap();
    let o = run(&["moves", "--input", pgn.to_str().unwrap(), "--final-fen"]);
    assert_eq!(stdout(&o), once);
    let o = run(&["moves", "--input", pgn.to_str().unwrap()]);
    assert_eq!(stdout(&o), once);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Help is text to read and to copy: `{n}` is shown as it must be typed,
/// and no help holds an invisible character (format characters such as
/// U+2060, U+200B, U+FEFF, soft hyphens, bidi marks) or an escape.
#[test]
fn help_holds_nothing_invisible() {
    let invisible = |c: char| {
        matches!(c, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}' | '\u{feff}' | '\u{1b}')
    };
    for lang in ["en", "es", "ru"] {
        let mut commands = vec![vec!["--help"]];
        for c in [
            "check",
            "translate",
            "detect",
            "diagram",
            "sheet",
            "moves",
            "languages",
            "completions",
            "man",
        ] {
            commands.push(vec![c, "--help"]);
        }
        for args in commands {
            let mut all = vec!["--lang", lang];
            all.extend(args.iter().copied());
            let o = run(&all);
            assert_eq!(o.status.code(), Some(0), "{all:?}");
            let text = stdout(&o);
            let bad: Vec<String> = text
                .chars()
                .filter(|c| invisible(*c))
                .map(|c| format!("U+{:04X}", c as u32))
                .collect();
            assert!(bad.is_empty(), "{all:?}: {bad:?}\n{text}");
        }
        let o = run(&["--lang", lang, "diagram", "--help"]);
        assert!(stdout(&o).contains("{n}"), "{}", stdout(&o));
    }
    // With colours asked, `{n}` is still written whole between its escapes.
    let o = run(&["--color", "always", "diagram", "--help"]);
    let plain: String = stdout(&o).replace("\u{1b}[0m", "");
    assert!(plain.contains("{n}"), "{plain}");
}

/// The `FEN` tag is standard FEN (the PGN standard says so): a game
/// written with `--to es` keeps it standard and reads back with
/// `--from es`; a tag in the move text's letters is still read, with a note.
#[test]
fn fen_tag_is_standard_whatever_the_letters() {
    let dir = temp_dir("fen-tag");
    let pgn = dir.join("g.pgn");
    let game = "[Event \"960\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n\
                [FEN \"nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1\"]\n\n\
                1. Nb3 Nb6 2. g3 g6 *\n";
    std::fs::write(&pgn, game).unwrap();
    let o = run(&["moves", "--input", pgn.to_str().unwrap(), "--to", "es"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let es = stdout(&o);
    assert!(
        es.contains("[FEN \"nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1\"]"),
        "{es}"
    );
    assert!(es.ends_with("\n\n1. Cb3 Cb6 2. g3 g6 *\n"), "{es}");
    std::fs::write(&pgn, &es).unwrap();
    let o = run(&["moves", "--input", pgn.to_str().unwrap(), "--from", "es"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), game);
    assert_eq!(stderr(&o), "");
    // A tag in Spanish letters: read, and said.
    std::fs::write(
        &pgn,
        "[SetUp \"1\"]\n[FEN \"4r3/8/4R3/8/8/8/8/T7 b - - 0 1\"]\n\n1. Ta8# 1-0\n",
    )
    .unwrap();
    let o = run(&["moves", "--input", pgn.to_str().unwrap(), "--from", "es"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).ends_with("\n\n1. Ra8# 1-0\n"), "{}", stdout(&o));
    assert!(
        stderr(&o)
            .contains("g.pgn:2: note: the FEN tag is not standard FEN; read in Spanish letters"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// An unclosed variation names the bracket that opened it, and a stray
/// closing bracket itself, in the language of messages.
#[test]
fn an_open_bracket_is_named() {
    let o = run(&["moves", "1. e4 e5 [2. Nf3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("<arg>:1:10: error: variation opened with '[' without its closing ']'"),
        "{}",
        stderr(&o)
    );
    let o = run_stdin(
        &["--lang", "es", "moves", "-i", "-"],
        b"[Event \"x\"]\n\n1. e4 e5 ] 2. Nf3 *\n",
    );
    assert!(
        stderr(&o).contains("«]» sin «[» de apertura"),
        "{}",
        stderr(&o)
    );
}

/// `check` writes its report to standard output: coloured like the other
/// diagnostics when asked, never on a pipe otherwise.
#[test]
fn check_report_follows_the_colour_choice() {
    let bad = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1";
    let illegal = "8/8/8/8/8/8/8/K7 w - - 0 1";
    let o = run(&["--color", "always", "check", bad, illegal]);
    let out = stdout(&o);
    assert!(out.contains("\u{1b}[31merror:\u{1b}[0m"), "{out:?}");
    assert!(out.contains("\u{1b}[33mwarning:\u{1b}[0m"), "{out:?}");
    assert!(out.contains("\u{1b}[31m^\u{1b}[0m"), "{out:?}");
    for args in [
        vec!["check", bad, illegal],
        vec!["--color", "never", "check", bad, illegal],
    ] {
        let o = run(&args);
        assert!(!stdout(&o).contains('\u{1b}'), "{args:?}: {:?}", stdout(&o));
        assert!(stdout(&o).contains("error:"), "{args:?}");
    }
}

#[test]
fn a_table_of_move_text_only_is_refused_for_positions() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for args in [
        vec!["translate", "--to", "vi", fen],
        vec!["translate", "--from", "zh-Hani", fen],
        vec!["check", "--from", "vi", fen],
    ] {
        let o = run(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains("move text only"), "{}", stderr(&o));
        assert!(stdout(&o).is_empty());
    }
    let o = run(&["--lang", "es", "translate", "--to", "vi", fen]);
    assert!(
        stderr(&o).contains("solo sirve para jugadas"),
        "{}",
        stderr(&o)
    );
    // Moves are read and written with it.
    let o = run(&["moves", "--to", "vi", "1. e4 e5 2. Nf3 Nc6 3. Bb5"]);
    assert!(o.status.success());
    assert!(
        stdout(&o).starts_with("1. e4 e5 2. Mf3 Mc6 3. Tb5"),
        "{}",
        stdout(&o)
    );
    let o = run(&["languages"]);
    let vi = stdout(&o)
        .lines()
        .find(|l| l.starts_with("vi "))
        .map(str::to_owned);
    assert!(vi.is_some_and(|l| l.contains("[moves only]")));
}

/// A game's final position is captioned as it stands (the side to move
/// mated) and marks the move that led to it, unless `--last-move none`.
#[test]
fn a_pgn_diagram_says_checkmate_and_marks_the_last_move() {
    let dir = std::env::temp_dir().join(format!("fenlingo-reti-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("reti.pgn");
    std::fs::write(
        &pgn,
        "[White \"Réti\"]\n[Black \"Tartakower\"]\n[Result \"1-0\"]\n\n1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ 7. Bd2 Qxe5 8. O-O-O Nxe4 9. Qd8+ Kxd8 10. Bg5+ Kc7 11. Bd8# 1-0\n",
    )
    .unwrap();
    let svg = dir.join("reti.svg");
    let (p, s) = (pgn.to_str().unwrap(), svg.to_str().unwrap());
    let rects = |extra: &[&str]| {
        let mut args = vec!["--lang", "es", "diagram", "--pgn", p, "-o", s];
        args.extend(extra);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let text = std::fs::read_to_string(&svg).unwrap();
        assert!(text.contains(">Jaque mate</text>"), "{text}");
        text.matches("<rect").count()
    };
    let marked = rects(&[]);
    let unmarked = rects(&["--last-move", "none"]);
    assert_eq!(marked, unmarked + 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hebrew_moves_are_written_and_read_with_hebrew_files() {
    let o = run(&[
        "moves",
        "--to",
        "he",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("1. ה4 ה5 2. פו3 פג6 3. רב5 פו6 4. O-O פxה4"),
        "{}",
        stdout(&o)
    );
    // Read back without naming the table.
    let o = run(&["moves", "1. ה4 ה5 2. פו3 פג6 3. רב5 פו6 4. O-O פxה4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4"));
    assert!(stderr(&o).contains("Hebrew (he)"), "{}", stderr(&o));
    let o = run(&["languages"]);
    let he = stdout(&o)
        .lines()
        .find(|l| l.starts_with("he "))
        .map(str::to_owned)
        .unwrap_or_default();
    assert!(he.contains("מ מה צ ר פ"), "{he}");
    assert!(
        !he.contains("[provisional]") && he.contains("[moves only]"),
        "{he}"
    );
}

/// French puts a (no-break) space before a colon, in the help's headings
/// as in its messages; a man page's headings, which have no colon, keep
/// none.
#[test]
fn french_help_headings_space_their_colon() {
    let help = stdout(&run(&["--lang", "fr", "--help"]));
    assert!(help.contains("Utilisation\u{a0}: fenlingo"), "{help}");
    assert!(help.contains("\nCommandes\u{a0}:\n"), "{help}");
    assert!(help.contains("\nOptions\u{a0}:\n"), "{help}");
    let english = stdout(&run(&["--lang", "en", "--help"]));
    assert!(english.contains("Usage: fenlingo") && english.contains("\nOptions:\n"));
    let man = stdout(&run(&["--lang", "fr", "man"]));
    assert!(
        man.contains("\n.SH OPTIONS\n") && man.contains("\n.SH COMMANDES\n"),
        "{man}"
    );
}

/// `--version` names the fonts built in and their licences.
#[test]
fn version_names_the_built_in_fonts_and_their_licences() {
    let out = common::run(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
    let text = common::stdout(&out);
    assert!(text.contains("Noto Sans Symbols 2"), "{text}");
    assert!(text.contains("SIL Open Font License 1.1"), "{text}");
    assert!(text.contains("Bitstream Vera"), "{text}");
}

/// A figure's width for print: SVG in the unit given, a PDF page exactly
/// that wide, a PNG at 300 dpi (or `--dpi`) with its resolution written;
/// pixel widths keep 96 dpi.
#[test]
fn figures_in_physical_sizes() {
    let dir = temp_dir("physical");
    let fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    let draw = |size: &str, file: &str, extra: &[&str]| {
        let path = dir.join(file);
        let mut args = vec!["diagram", fen, "--size", size, "-o", path.to_str().unwrap()];
        args.extend(extra);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        std::fs::read(path).unwrap()
    };
    let svg = String::from_utf8(draw("45mm", "f.svg", &[])).unwrap();
    assert!(svg.contains(" width=\"45mm\" height=\""), "{}", &svg[..200]);
    let pdf = String::from_utf8_lossy(&draw("1.8in", "f.pdf", &[])).into_owned();
    let media = pdf.split("/MediaBox [0 0 ").nth(1).unwrap();
    let width: f32 = media.split(' ').next().unwrap().parse().unwrap();
    assert!((width - 129.6).abs() < 0.01, "{width}");
    // pHYs: pixels per metre.
    let phys = |png: &[u8]| {
        let at = png.windows(4).position(|w| w == b"pHYs").expect("pHYs") + 4;
        u32::from_be_bytes(png[at..at + 4].try_into().unwrap())
    };
    let png = draw("45mm", "f.png", &[]);
    let w = u32::from_be_bytes(png[16..20].try_into().unwrap());
    assert_eq!(w, (45.0f32 / 25.4 * 300.0).round() as u32);
    assert_eq!(phys(&png), (300.0f32 / 0.0254).round() as u32);
    let fine = draw("130pt", "g.png", &["--dpi", "600"]);
    assert_eq!(phys(&fine), (600.0f32 / 0.0254).round() as u32);
    let px = draw("360", "p.png", &[]);
    assert_eq!(u32::from_be_bytes(px[16..20].try_into().unwrap()), 360);
    assert_eq!(phys(&px), (96.0f32 / 0.0254).round() as u32);
    let bad = run(&["diagram", fen, "--size", "45 furlongs", "-o", "-"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("45 furlongs"));
}

/// A position typed without quotes reaches the tool as six arguments:
/// every command that takes positions says, in one line and in the
/// language of messages, to quote it, with the command to run (exit 2),
/// instead of reading each field as a position.
#[test]
fn a_position_split_into_arguments_is_refused_in_one_line() {
    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let split: Vec<&str> = START.split(' ').collect();
    for cmd in ["translate", "check", "detect"] {
        let mut args = vec![cmd];
        args.extend(&split);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", stderr(&o));
        assert_eq!(stdout(&o), "", "{cmd}");
        assert_eq!(
            stderr(&o),
            format!(
                "fenlingo: error: the position was given as 6 arguments; quote it: fenlingo {cmd} \"{START}\"\n"
            ),
            "{cmd}"
        );
    }
    // The options given come back in their places; in Russian.
    let mut args = vec!["--lang", "ru", "translate", "--to", "de"];
    args.extend(&split);
    args.extend(["-o", "out file.fen"]);
    let o = run(&args);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        format!(
            "fenlingo: ошибка: позиция разбита на 6 аргументов; заключите её в кавычки: \
             fenlingo --lang ru translate --to de \"{START}\" -o \"out file.fen\"\n"
        )
    );
    // A command that takes one position, and the start of `moves`.
    let dir = temp_dir("split");
    let svg = dir.join("x.svg");
    let mut args = vec!["diagram"];
    args.extend(&split);
    args.extend(["-o", svg.to_str().unwrap()]);
    let o = run(&args);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!("quote it: fenlingo diagram \"{START}\" -o ")),
        "{}",
        stderr(&o)
    );
    assert!(!svg.exists());
    let o = run(&[
        "moves",
        "--start",
        "4k3/8/8/8/8/8/8/4K2R",
        "w",
        "K",
        "-",
        "0",
        "1",
        "1. O-O",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(
            "quote it: fenlingo moves --start \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\" \"1. O-O\""
        ),
        "{}",
        stderr(&o)
    );
    // A slip in the placement is still a split position.
    let o = run(&[
        "check",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX",
        "w",
        "KQkq",
        "-",
        "0",
        "1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("given as 6 arguments"),
        "{}",
        stderr(&o)
    );
    // Several positions, each quoted, and a placement alone among them,
    // are read one per argument as before.
    let o = run(&[
        "translate",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
        "8/8/8/8/8/8/8/K1k5",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "8/8/8/8/8/8/8/K1k5 w - - 0 1\n4k3/8/8/8/8/8/8/4K3 b - - 0 1\n8/8/8/8/8/8/8/K1k5 w - - 0 1\n"
    );
}

/// `translate` says what `check` flags, as warnings in the same words,
/// and its exit status follows the rule: 1 when a line is flagged.
#[test]
fn translate_warns_of_what_check_flags() {
    // Two black kings and no white king.
    let kings = "k6k/8/8/8/8/8/8/8 w - - 0 1";
    let check = run(&["check", kings]);
    assert_eq!(check.status.code(), Some(1));
    let warnings: Vec<String> = stdout(&check)
        .lines()
        .filter(|l| l.contains(": warning: "))
        .map(str::to_owned)
        .collect();
    assert_eq!(
        warnings,
        [
            "<arg>:1: warning: White has no king",
            "<arg>:1: warning: a side has more than one king"
        ]
    );
    let o = run(&["translate", "--to", "de", kings]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "k6k/8/8/8/8/8/8/8 w - - 0 1\n");
    assert_eq!(stderr(&o), format!("{}\n", warnings.join("\n")));
    // In the language of messages; with --json too (the object has no
    // place for them).
    let o = run(&["--lang", "es", "translate", kings]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "<arg>:1: aviso: las blancas no tienen rey\n<arg>:1: aviso: un bando tiene más de un rey\n"
    );
    let o = run(&["translate", "--json", kings]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("\"ok\":true"), "{}", stdout(&o));
    assert!(
        stderr(&o).contains("warning: White has no king"),
        "{}",
        stderr(&o)
    );
    // A legal line alone: exit 0, nothing said; a bad line still 1.
    let o = run(&["translate", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"]);
    assert_eq!((o.status.code(), stderr(&o).as_str()), (Some(0), ""));
    // Chess960 castling rights, as `check --chess960` judges them.
    let c960 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    let o = run(&["translate", c960]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("a castling right without king and rook"),
        "{}",
        stderr(&o)
    );
    let o = run(&["translate", "--chess960", c960]);
    assert_eq!((o.status.code(), stderr(&o).as_str()), (Some(0), ""));
}

/// `moves` never writes the words after a move that fails as if they had
/// been read: the game up to its last move read, then a comment that says
/// why it stops, in the language of messages.
#[test]
fn moves_stop_at_a_bad_move_with_a_comment() {
    let o = run(&[
        "--lang",
        "es",
        "moves",
        "1. e4 e5 2. Cf3 Cc6 3. Cf3 a6 4. Ab5",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "1. e4 e5 2. Nf3 Nc6 {fenlingo: la jugada 3 (Blancas) no se pudo leer y se omite \
         el texto que la sigue: «Cf3»: ningún caballo puede ir a f3}\n"
    );
    assert!(stderr(&o).contains("<arg>:1:24: error"), "{}", stderr(&o));
    // A PGN game that fails at Black's move: White's move before it is
    // kept, the result ends it, the JSON output is the same text.
    let dir = temp_dir("moves-stop");
    let pgn = dir.join("g.pgn");
    std::fs::write(
        &pgn,
        "[Event \"x\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 {good} Nf3 3. Bb5 0-1\n",
    )
    .unwrap();
    let o = run(&["moves", "-i", pgn.to_str().unwrap(), "--to", "de"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(
        out.starts_with("[Event \"x\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Sf3 {good}\n{fenlingo: move 2 (Black) could not be read"),
        "{out}"
    );
    assert!(out.ends_with("no knight can reach f3}\n0-1\n"), "{out}");
    assert!(!out.contains("Lb5"), "{out}");
    let o = run(&["moves", "-i", pgn.to_str().unwrap(), "--json"]);
    assert!(
        stdout(&o).contains(
            "\"output\":\"1. e4 e5 2. Nf3 {good} {fenlingo: move 2 (Black) could not be read"
        ),
        "{}",
        stdout(&o)
    );
}
