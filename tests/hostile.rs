//! Hostile input: random bytes, huge lines and streams, deep nesting, huge
//! tables and captions, corrupted batches. Nothing may crash, hang, lose a
//! good line or grow without bound.

mod common;
use common::{bin, temp_dir};
use std::io::{Read, Write};
use std::process::Stdio;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Runs with `input` on stdin; returns exit code, stdout, stderr.
fn run_stdin(args: &[&str], input: Vec<u8>) -> (Option<i32>, String, String) {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let w = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    let _ = w.join();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn random_bytes_on_every_reading_command() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut data = Vec::new();
    for _ in 0..20_000 {
        let b = (rng.next() & 0xff) as u8;
        // Many newlines, so that many lines are tried.
        data.push(if b % 17 == 0 { b'\n' } else { b });
    }
    let dir = temp_dir("random");
    let file = dir.join("random.txt");
    std::fs::write(&file, &data).unwrap();
    let f = file.to_str().unwrap();
    let runs: Vec<Vec<&str>> = vec![
        vec!["check", "--input", "-"],
        vec!["translate", "--input", "-"],
        vec!["translate", "--from", "es", "--input", "-"],
        vec!["detect", "--input", "-"],
        vec!["moves", "--input", "-"],
        vec!["moves", "--input", "-", "--keep-going"],
    ];
    for args in runs {
        let (code, _, err) = run_stdin(&args, data.clone());
        assert!(
            matches!(code, Some(0 | 1)),
            "{args:?}: {code:?}\n{}",
            &err[..err.len().min(500)]
        );
        assert!(!err.contains("panicked"), "{args:?}");
    }
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    for args in [
        vec!["diagram", "--input", f, "--out-dir", out.to_str().unwrap()],
        vec![
            "sheet",
            f,
            "--format",
            "fen",
            "-o",
            dir.join("a.pdf").to_str().unwrap(),
        ],
        vec![
            "sheet",
            f,
            "--format",
            "pgn",
            "-o",
            dir.join("b.pdf").to_str().unwrap(),
        ],
        vec![
            "sheet",
            f,
            "--format",
            "csv",
            "-o",
            dir.join("c.pdf").to_str().unwrap(),
        ],
        vec![
            "sheet",
            f,
            "--format",
            "epd",
            "-o",
            dir.join("d.pdf").to_str().unwrap(),
        ],
    ] {
        let o = bin().args(&args).output().unwrap();
        assert!(
            matches!(o.status.code(), Some(0 | 1)),
            "{args:?}: {:?}",
            o.status
        );
        assert!(!String::from_utf8_lossy(&o.stderr).contains("panicked"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Peak resident memory of a running process, in kB (Linux).
fn peak_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status.lines().find_map(|l| {
        l.strip_prefix("VmHWM:")?
            .trim()
            .trim_end_matches(" kB")
            .trim()
            .parse()
            .ok()
    })
}

#[test]
fn a_gigabyte_line_on_stdin_in_bounded_memory() {
    let mut child = bin()
        .args(["translate", "--from", "en"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let chunk = vec![b'8'; 1 << 20];
    for _ in 0..1024 {
        stdin.write_all(&chunk).unwrap();
    }
    stdin
        .write_all(b"\n8/8/8/8/8/8/8/K1k5 w - - 0 1\n")
        .unwrap();
    stdin.flush().unwrap();
    // Give it a moment to read the last line, then look at its memory.
    std::thread::sleep(std::time::Duration::from_millis(300));
    let peak = peak_kb(pid);
    drop(stdin);
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(1));
    assert_eq!(out, "8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
    assert!(
        err.contains("<stdin>:1:1: error: line longer than 1048576 bytes"),
        "{err}"
    );
    if let Some(kb) = peak {
        assert!(kb < 64 * 1024, "peak memory {kb} kB");
    }
}

#[test]
fn a_hundred_megabyte_line_through_check() {
    let mut data = vec![b'p'; 100 << 20];
    data.extend_from_slice(b"\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    let (code, out, _) = run_stdin(&["check", "--input", "-"], data);
    assert_eq!(code, Some(1));
    assert!(out.contains("<stdin>:1:1: error: line longer than"));
    assert!(out.contains("<stdin>:2: OK"));
}

#[test]
fn deep_variations_through_the_cli() {
    let n = 100_000;
    let text = format!(
        "[Event \"deep\"]\n\n1. e4 {}e5{} e5 2. Nf3 *\n",
        "(".repeat(n),
        ")".repeat(n)
    );
    let (code, out, err) = run_stdin(&["moves", "--input", "-", "--final-fen"], text.into_bytes());
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.ends_with("{FEN rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2} *\n"),
        "{}",
        &out[out.len().saturating_sub(300)..]
    );
    let unterminated = "1. e4 { never closed e5 2. Nf3\n";
    let (code, _, err) = run_stdin(&["moves", "--input", "-"], unterminated.as_bytes().to_vec());
    assert_eq!(code, Some(1));
    assert!(
        err.contains("<stdin>:1:7: error: comment without its closing '}'"),
        "{err}"
    );
}

#[test]
fn a_table_with_ten_thousand_tokens() {
    let mut src = String::from(
        "tag = \"und\"\nid = \"big\"\nname = \"Big\"\n[white]\nking = \"K\"\nqueen = \"Q\"\nrook = \"R\"\nbishop = \"B\"\nknight = \"N\"\npawn = [\"P\"",
    );
    for i in 0..10_000 {
        // Letters only: tokens like "PZaa", all distinct.
        let t: String = format!("{i:04}")
            .bytes()
            .map(|b| (b'A' + (b - b'0')) as char)
            .collect();
        src.push_str(&format!(", \"PZ{t}\""));
    }
    src.push_str("]\n");
    let start = std::time::Instant::now();
    let n = fenlingo::Notation::from_toml(&src, "big.toml").unwrap();
    assert!(start.elapsed().as_secs() < 10);
    let p = fenlingo::fen::read_with(
        "4k3/8/8/8/8/8/PZJJJJ7/4K3 w - - 0 1",
        fenlingo::fen::ReadOptions {
            notation: &n,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(p.position.board.occupied().count(), 3);
}

#[test]
fn long_and_hostile_captions() {
    let caption = format!(
        "</text><script>alert(1)</script> (\\) {}",
        "word ".repeat(2000)
    );
    let dir = temp_dir("caption");
    let svg = dir.join("c.svg");
    let o = bin()
        .args([
            "diagram",
            "8/8/8/8/8/8/8/K1k5 w - - 0 1",
            "-o",
            svg.to_str().unwrap(),
            "--caption",
            &caption,
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(!text.contains("<script>"));
    let fen = dir.join("c.fen");
    std::fs::write(&fen, format!("8/8/8/8/8/8/8/K1k5 w - - 0 1 ; {caption}\n")).unwrap();
    let pdf = dir.join("c.pdf");
    let o = bin()
        .args(["sheet", fen.to_str().unwrap(), "-o", pdf.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF") && bytes.ends_with(b"%%EOF\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_corrupted_batch_keeps_every_good_line_in_order() {
    let good = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "8/2R5/5p2/3p4/3ppr2/1B2PNpb/QpP1P3/2k1K2R w K - 0 1",
        "rnbq1rk1/pp3p1p/3p1np1/2p3B1/8/2P3P1/PPP1NPBP/R2QK2R b KQ - 4 9",
    ];
    let mut rng = Rng(0xfeed_beef_1234_5678);
    let mut lines: Vec<Vec<u8>> = Vec::new();
    for i in 0..100_000 {
        let mut l = good[i % good.len()].as_bytes().to_vec();
        if rng.next() % 100 == 0 {
            let at = (rng.next() % l.len() as u64) as usize;
            l[at] ^= 1 << (rng.next() % 8);
            if l[at] == b'\n' || l[at] == b'\r' {
                l[at] = b'#';
            }
        }
        lines.push(l);
    }
    // What the library says of each line decides what must come out.
    let mut want_out = String::new();
    let mut want_errors = 0;
    for l in &lines {
        let t = String::from_utf8_lossy(l);
        let skipped = t.trim().is_empty() || t.trim().starts_with('#');
        match fenlingo::fen::read_bytes(l) {
            _ if skipped => {}
            Ok(p) => {
                want_out.push_str(&fenlingo::fen::write(
                    &p,
                    fenlingo::fen::WriteOptions::default(),
                ));
                want_out.push('\n');
            }
            Err(_) => want_errors += 1,
        }
    }
    assert!(want_errors > 100);
    let input: Vec<u8> = lines.join(&b'\n');
    let (code, out, err) = run_stdin(
        &[
            "translate",
            "--from",
            "en",
            "--format",
            "fen",
            "--encoding",
            "utf-8",
        ],
        input.clone(),
    );
    assert_eq!(code, Some(1));
    assert_eq!(out, want_out);
    let reported = err
        .lines()
        .filter(|l| l.starts_with("<stdin>:") && l.contains(": error: "))
        .count();
    assert_eq!(reported, want_errors);
    // Each report names line and column.
    let first = err.lines().find(|l| l.contains(": error: ")).unwrap();
    let parts: Vec<&str> = first.splitn(4, ':').collect();
    assert!(
        parts[1].parse::<usize>().is_ok() && parts[2].parse::<usize>().is_ok(),
        "{first}"
    );
    // --fail-fast stops at the first bad line.
    let (code, out, _) = run_stdin(&["translate", "--from", "en", "--fail-fast"], input);
    assert_eq!(code, Some(1));
    assert!(out.lines().count() < want_out.lines().count());
}

#[test]
fn corrupted_batches_through_sheet_and_diagram() {
    let good = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let mut rng = Rng(0x0bad_cafe_0000_0001);
    let mut text = String::new();
    let mut bad = 0;
    for i in 0..2000 {
        let mut l = good.as_bytes().to_vec();
        if i % 100 == 7 {
            // A letter no notation has: certainly bad.
            let at = (rng.next() % 8) as usize;
            l[at] = b'X';
            bad += 1;
        }
        text.push_str(&String::from_utf8(l).unwrap());
        text.push('\n');
    }
    let dir = temp_dir("batch");
    let input = dir.join("in.fen");
    std::fs::write(&input, &text).unwrap();
    let pdf = dir.join("out.pdf");
    let o = bin()
        .args([
            "sheet",
            input.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--from",
            "en",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().filter(|l| l.contains(": error: ")).count(), bad);
    assert!(err.contains(&format!("{} diagrams", 2000 - bad)), "{err}");
    let out = dir.join("svg");
    std::fs::create_dir_all(&out).unwrap();
    let small: String = text.lines().take(300).map(|l| format!("{l}\n")).collect();
    std::fs::write(&input, &small).unwrap();
    let o = bin()
        .args([
            "diagram",
            "--input",
            input.to_str().unwrap(),
            "--out-dir",
            out.to_str().unwrap(),
            "--from",
            "en",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_dir(&out).unwrap().count(), 297);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Errors on lines just under 1 MiB quote a window of about 120
/// characters of each line, never the line: seven faulty lines give a
/// few kilobytes of messages, not megabytes.
#[test]
fn errors_on_megabyte_lines_show_a_window() {
    let big = "Z".repeat(1_000_000);
    let lines = [
        format!("8/8/8/8/8/8/8/8 {big} - - 0 1"),
        format!("8/8/8/8/8/8/8/8 w {big} - 0 1"),
        format!("8/8/8/8/8/8/8/8 w - {big} 0 1"),
        format!("8/8/8/8/8/8/8/8 w - - 0 1 {big}"),
        format!("8/8/8/8/8/8/8/8 w - - c0 \"{big}"),
        format!("8/8/8/8/8/8/8/8 w - - c0 \"{big}\"; 9x;"),
        big.clone(),
    ];
    let data = lines.join("\n").into_bytes();
    let (code, out, err) = run_stdin(&["check", "--input", "-"], data);
    assert_eq!(code, Some(1));
    assert_eq!(out.matches(": error: ").count(), 7, "{out}");
    assert!(
        out.len() + err.len() < 7 * 600,
        "{} bytes",
        out.len() + err.len()
    );
    for line in out.lines() {
        assert!(line.chars().count() < 140, "{line}");
    }
    assert!(out.contains(&format!("invalid side to move '{}…'", "Z".repeat(39))));
    assert!(out.contains("\n6 | …ZZZ"), "{out}");
    assert!(out.contains("ZZZ\"; 9x;\n"), "{out}");
}

/// A move of 200,000 characters is quoted by its first 40.
#[test]
fn a_megabyte_move_is_quoted_short() {
    let data = format!("1. e4 e5 2. {}f3\n", "N".repeat(200_000)).into_bytes();
    let (code, _, err) = run_stdin(&["moves", "--input", "-", "-o", "/dev/null"], data);
    assert_eq!(code, Some(1));
    assert!(err.len() < 300, "{err}");
    assert!(err.contains(&format!("'{}…'", "N".repeat(39))), "{err}");
}
