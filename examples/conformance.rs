//! Conformance check against the cross-library FEN corpus.
//!
//! ```text
//! cargo run --release --example conformance -- [CORPORA_DIR] [--write FILE | --check FILE]
//! ```
//!
//! Checks that every consensus-valid FEN is accepted and written back
//! byte-identical with `--ep legal`, that every consensus-invalid input is
//! rejected or flagged, and reports fenlingo's verdict on every input the
//! reference libraries disagree on. Exits 1 on any failure; with `--write`
//! also writes the Markdown report.

use fenlingo::fen::{self, EpMode, Format, Mode, ReadOptions, WriteOptions};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c == '\\' {
            match it.next() {
                Some('t') => out.push('\t'),
                Some('n') => out.push('\n'),
                Some('r') => out.push('\r'),
                Some('\\') => out.push('\\'),
                Some(o) => {
                    out.push('\\');
                    out.push(o);
                }
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// fenlingo's verdict on one input.
fn verdict(input: &str) -> (&'static str, String) {
    let lenient = ReadOptions {
        format: Format::Fen,
        ..ReadOptions::default()
    };
    let strict = ReadOptions {
        mode: Mode::Strict,
        ..lenient
    };
    match fen::read_with(input, lenient) {
        Err(e) => ("reject", e.message()),
        Ok(p) => {
            let flags = p.position.validate();
            let keys: Vec<&str> = flags.iter().map(|(_, k, _)| k).collect();
            let repaired = fen::read_with(input, strict).is_err();
            let detail = if keys.is_empty() {
                p.repairs
                    .iter()
                    .map(|r| r.kind.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            } else {
                keys.join("|")
            };
            match (flags.is_empty(), repaired) {
                (true, false) => ("accept", detail),
                (true, true) => ("repair", detail),
                (false, _) => ("flag", detail),
            }
        }
    }
}

fn policy(pattern: &str) -> &'static str {
    match pattern {
        "AAAR" => {
            "Tab as separator: accepted in lenient mode as a reported `separator` repair; strict mode rejects it, as the spec asks for single spaces."
        }
        "AAAr" => {
            "Material that needs more promotions than missing pawns allow: flagged (`too-many-*-promoted`), as shakmaty does; the position still reads."
        }
        "AARA" => {
            "Huge counters: accepted up to 4,294,967,295; larger values are an error (`counter-too-large`) rather than silently saturated."
        }
        "AARR" => "`+3` as a counter: rejected; a counter is decimal digits only.",
        "ARAA" => {
            "Inputs chess.js refuses: board-only or short FENs are accepted in lenient mode with each assumed field reported; fullmove 0 is repaired to 1 with a report; Shredder-FEN castling is accepted; the promoted marker `~` is rejected."
        }
        "ARAr" => {
            "A board-only FEN whose material needs more promotions than missing pawns allow: read with the assumed fields reported, and flagged."
        }
        "ARRA" => {
            "Leading or trailing spaces and a missing fullmove number: accepted in lenient mode, each change reported as a repair; strict mode rejects them."
        }
        "ARRR" => {
            "A trailing newline inside the FEN string: a reported `separator` repair in lenient mode (files are read line by line, so it never reaches the reader there)."
        }
        "RAAA" => {
            "Castling letters out of order (`kqKQ`): accepted in lenient mode with a `castling-order` repair, rejected in strict mode."
        }
        "RARR" => {
            "Counters that are not decimal digits (`1x`, `0.5`) and `K-` castling: rejected with the field and column, never read as something else."
        }
        "RRAA" => {
            "Separators and suffixes other libraries tolerate (`_`, pockets, trailing `/`, merged digits): rejected, except merged digits (`44`), which lenient mode repairs with a report."
        }
        "rAAr" => {
            "Positions the strict legality checkers refuse: flagged (invalid en-passant square, impossible check, bad castling rights), never refused at reading; `--ep legal` drops an en-passant square that allows no capture."
        }
        "rArr" => "Flagged, as python-chess and shakmaty do.",
        "rRAr" => {
            "Flagged or rejected as the verdict column shows; an en-passant square off rank 3/6 is a syntax error."
        }
        _ => "See the verdict column.",
    }
}

/// Replays the corpus games and compares the position after every move,
/// under both en-passant conventions.
fn moves_conformance(dir: &std::path::Path, report: &mut String, failures: &mut Vec<String>) {
    use fenlingo::movetext::replay;
    use fenlingo::{Notation, Position};
    let read = |p: &str| std::fs::read_to_string(dir.join(p)).unwrap_or_default();
    let en = Notation::standard();
    let wl = WriteOptions {
        ep: EpMode::Legal,
        ..WriteOptions::default()
    };
    let fen_of = |p: &Position, o: WriteOptions<'_>| {
        let mut s = String::new();
        fen::write_fen(p, o, &mut s);
        s
    };

    // chess.js history: one move from a position.
    let (mut n, mut ok) = (0, 0);
    for line in read("chess.js/history_san_fen.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
    {
        let c: Vec<&str> = line.split('\t').collect();
        if c.len() < 5 {
            continue;
        }
        n += 1;
        let Ok(start) = fen::read(c[1]).map(|p| p.position) else {
            continue;
        };
        match replay(c[2], en, en, &start) {
            Ok(r)
                if r.error.is_none()
                    && r.moves.first().is_some_and(|(_, p)| fen_of(p, wl) == c[4]) =>
            {
                ok += 1
            }
            other => failures.push(format!(
                "chess.js history: {} {} -> {:?}",
                c[1],
                c[2],
                other.map(|r| r.moves.first().map(|(_, p)| fen_of(p, wl)))
            )),
        }
    }
    let _ = writeln!(
        report,
        "## Moves\n\nchess.js history (`history_san_fen.tsv`): {ok} of {n} moves give the same FEN (legal en-passant convention).\n"
    );

    // chess.js move tests, including permissive SAN and moves that must fail.
    let (mut n, mut ok) = (0, 0);
    let mut notes = Vec::new();
    for line in read("chess.js/move_fen_pairs.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
    {
        let c: Vec<&str> = line.split('\t').collect();
        if c.len() < 4 || c[2].starts_with("obj:") {
            continue;
        }
        n += 1;
        let mv = c[2].trim_end_matches(" [strict]");
        let Ok(start) = fen::read(c[1]).map(|p| p.position) else {
            continue;
        };
        let got = replay(mv, en, en, &start).ok().and_then(|r| {
            if r.error.is_none() {
                r.moves.first().map(|(_, p)| fen_of(p, wl))
            } else {
                None
            }
        });
        let want = (c[3] != "THROWS").then(|| c[3].to_owned());
        if got == want {
            ok += 1;
        } else {
            notes.push(format!(
                "`{}` from `{}`: chess.js {}, fenlingo {}",
                c[2],
                c[1],
                want.as_deref().unwrap_or("throws"),
                got.as_deref().unwrap_or("refuses")
            ));
        }
    }
    let _ = writeln!(
        report,
        "chess.js move tests (`move_fen_pairs.tsv`, SAN forms): {ok} of {n} agree.{}\n",
        if notes.is_empty() {
            String::new()
        } else {
            format!(
                " Differences, by policy (fenlingo reads the tolerant forms books print, even where chess.js's strict mode refuses them):\n\n- {}",
                notes.join("\n- ")
            )
        }
    );

    // Whole games: the PGN files replayed, every ply compared.
    let seq = read("cross/pgn_fen_sequences.tsv");
    let mut games: std::collections::BTreeMap<(String, usize), Vec<Vec<String>>> =
        std::collections::BTreeMap::new();
    for line in seq.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let c: Vec<String> = line.split('\t').map(str::to_owned).collect();
        if c.len() < 11 {
            continue;
        }
        let g: usize = c[1].parse().unwrap_or(0);
        games.entry((c[0].clone(), g)).or_default().push(c);
    }
    let (mut plies, mut same_spec, mut same_legal, mut stopped) = (0, 0, 0, Vec::new());
    for ((file, g), rows) in &games {
        let text = read(file);
        let mut splitter = fenlingo::input::PgnSplitter::default();
        let mut found = Vec::new();
        for (i, l) in text.lines().enumerate() {
            if let Some(x) = splitter.push(Ok(l), i + 1) {
                found.push(x);
            }
        }
        found.extend(splitter.finish());
        let Some(fenlingo::input::GameText { text: game, .. }) = found.get(g - 1) else {
            failures.push(format!("{file}: game {g} not found"));
            continue;
        };
        let pgn = fenlingo::input::split_pgn_game(game, 1);
        let start = pgn
            .tag("FEN")
            .and_then(|f| fen::read(f).ok())
            .map_or_else(Position::standard, |p| p.position);
        let moves = pgn.moves;
        let r = match replay(&moves, en, en, &start) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{file} game {g}: {e}"));
                continue;
            }
        };
        for (i, row) in rows.iter().enumerate() {
            plies += 1;
            let Some((_, pos)) = r.moves.get(i) else {
                if i == r.moves.len() {
                    stopped.push(format!("{file} game {g} at ply {} (`{}`)", i + 1, row[6]));
                }
                continue;
            };
            let chess960 = row[4] == "True";
            let spec = fen_of(pos, WriteOptions::default());
            let legal = fen_of(pos, wl);
            if spec == row[9] || chess960 {
                same_spec += 1;
            }
            if legal == row[8] || (chess960 && legal.split(' ').next() == row[8].split(' ').next())
            {
                same_legal += 1;
            } else {
                failures.push(format!(
                    "{file} game {g} ply {}: {legal} vs {}",
                    i + 1,
                    row[8]
                ));
            }
        }
    }
    let _ = writeln!(
        report,
        "Games of `cross/pgn_fen_sequences.tsv` ({} games, {plies} plies), replayed from their PGN files: {same_legal} positions equal python-chess's `fen()` (en passant only when a capture is legal), {same_spec} equal `fen(en_passant='fen')` (after every double step, the PGN standard's rule and fenlingo's default). Replay stops at: {}.\n",
        games.len(),
        if stopped.is_empty() {
            "nothing".to_owned()
        } else {
            format!(
                "{} (a null move `--` cannot be replayed; fenlingo reports it and stops that game)",
                stopped.join("; ")
            )
        }
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut dir: Option<PathBuf> = None;
    let mut write: Option<PathBuf> = None;
    let mut check: Option<PathBuf> = None;
    while let Some(a) = args.next() {
        if a == "--write" {
            write = args.next().map(PathBuf::from);
        } else if a == "--check" {
            check = args.next().map(PathBuf::from);
        } else {
            dir = Some(PathBuf::from(a));
        }
    }
    let dir = dir
        .or_else(|| std::env::var_os("FENLINGO_CORPORA").map(PathBuf::from))
        .unwrap_or_else(|| {
            PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpora"))
        });
    let cross = dir.join("cross");
    let read = |name: &str| {
        std::fs::read_to_string(cross.join(name)).unwrap_or_else(|e| {
            eprintln!(
                "conformance: cannot read {}: {e}",
                cross.join(name).display()
            );
            std::process::exit(2);
        })
    };
    let mut failures = Vec::new();
    let mut report = String::new();
    let _ = writeln!(
        report,
        "# Conformance\n\nProduced by `cargo run --release --example conformance -- --write docs/conformance.md` from the cross-library FEN corpus (python-chess 1.11.2, chess.js, chessops 0.15.1, shakmaty 0.30.1 verdicts). `.ci/run` runs the same check and fails on any difference.\n"
    );

    // 1. Consensus-valid FENs: accepted and written back byte-identical.
    // The reference output of each input (python-chess `fen()`, legal en passant).
    let verdicts = read("verdicts.tsv");
    let reference: BTreeMap<String, String> = verdicts
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            Some((unescape(cols.get(1)?), (*cols.get(6)?).to_owned()))
        })
        .collect();
    let valid = read("consensus_valid_fens.txt");
    let (mut n, mut identical, mut normalized) = (0, 0, 0);
    let wopts = WriteOptions {
        ep: EpMode::Legal,
        ..WriteOptions::default()
    };
    for line in valid
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        n += 1;
        let want = reference.get(line).map_or(line, |s| s.as_str());
        match fen::read(line) {
            Ok(p) if p.position.validate().is_empty() && fen::write(&p, wopts) == want => {
                if want == line {
                    identical += 1;
                } else {
                    normalized += 1;
                }
            }
            Ok(p) => failures.push(format!(
                "valid FEN: {line} -> {} (flags {:?}), reference {want}",
                fen::write(&p, wopts),
                p.position.validate()
            )),
            Err(e) => failures.push(format!("valid FEN rejected: {line}: {}", e.message())),
        }
    }
    let _ = writeln!(
        report,
        "## Consensus-valid FENs\n\n{n} inputs, all accepted as legal. {identical} are canonical and are written back byte-identical with `--ep legal`; the other {normalized} are written exactly as the reference libraries write them (an en-passant square that allows no legal capture dropped, repeated castling letters merged, counters without leading zeros, single spaces), each change reported as a repair where the input was not canonical.\n"
    );

    // 2. Consensus-invalid inputs: rejected or flagged.
    let invalid = read("consensus_invalid_fens.tsv");
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut n = 0;
    for line in invalid.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let Some(input) = line.split('\t').next() else {
            continue;
        };
        let input = unescape(input);
        n += 1;
        let (v, detail) = verdict(&input);
        *counts.entry(v).or_default() += 1;
        if v == "accept" {
            failures.push(format!("invalid input accepted: {input:?} ({detail})"));
        }
    }
    let _ = writeln!(
        report,
        "## Consensus-invalid inputs\n\n{n} inputs, read as FEN: {} rejected at reading, {} read and flagged illegal, {} accepted only by lenient reading with every repair reported (strict mode rejects them), {} accepted.\n",
        counts.get("reject").unwrap_or(&0),
        counts.get("flag").unwrap_or(&0),
        counts.get("repair").unwrap_or(&0),
        counts.get("accept").unwrap_or(&0),
    );

    // 3. python-chess status flags: fenlingo flags at least as much.
    let pc_path = dir.join("python-chess").join("test_fens.tsv");
    let pc = std::fs::read_to_string(&pc_path).unwrap_or_else(|e| {
        eprintln!("conformance: cannot read {}: {e}", pc_path.display());
        std::process::exit(2);
    });
    let (mut n, mut same, mut more, mut refused) = (0, 0, Vec::new(), Vec::new());
    for line in pc.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        if cols.len() < 5 || cols[2] != "ok" {
            continue;
        }
        let input = unescape(cols[0]);
        let p = match fen::read(&input) {
            Ok(p) => p,
            Err(e) => {
                refused.push(format!("`{input}` ({})", e.message()));
                continue;
            }
        };
        n += 1;
        let shredder_like = p.position.castling.rooks().into_iter().any(|_| {
            input
                .split(' ')
                .nth(2)
                .is_some_and(|c| c.bytes().any(|b| matches!(b, b'A'..=b'H' | b'a'..=b'h')))
        });
        let expected = if shredder_like { cols[4] } else { cols[3] };
        let ours: Vec<&str> = p.position.validate().iter().map(|(_, k, _)| k).collect();
        let theirs: Vec<String> = expected
            .split('|')
            .filter(|f| !f.is_empty() && *f != "VALID")
            .map(|f| f.to_ascii_lowercase().replace('_', "-"))
            .collect();
        let missing: Vec<&String> = theirs
            .iter()
            .filter(|f| !ours.contains(&f.as_str()))
            .collect();
        if !missing.is_empty() {
            failures.push(format!(
                "python-chess flags {missing:?} on {input:?}, fenlingo flags {ours:?}"
            ));
        } else if ours.len() == theirs.len() {
            same += 1;
        } else {
            more.push(format!(
                "| `{}` | {} | {} |",
                input.replace('|', "\\|"),
                if theirs.is_empty() {
                    "VALID".to_owned()
                } else {
                    theirs.join(", ")
                },
                ours.join(", ")
            ));
        }
    }
    let _ = writeln!(
        report,
        "## python-chess status flags\n\n{n} positions from python-chess's tests that it reads: fenlingo raises every flag python-chess raises on all of them; the same flags on {same}, more on {}:\n\n| input | python-chess | fenlingo |\n|---|---|---|\n{}\n",
        more.len(),
        more.join("\n")
    );
    let _ = writeln!(
        report,
        "Read by python-chess but refused by fenlingo, on purpose (the crazyhouse promoted marker `~` is not part of standard FEN): {}.\n",
        if refused.is_empty() {
            "none".to_owned()
        } else {
            refused.join("; ")
        }
    );

    // 4. Replaying games: the position after every move.
    moves_conformance(&dir, &mut report, &mut failures);

    // 5. Disagreements: fenlingo's verdict and policy per group.
    let dis = read("disagreements.tsv");
    let mut groups: BTreeMap<String, Vec<(String, &'static str, String)>> = BTreeMap::new();
    for line in dis.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let mut cols = line.split('\t');
        let (Some(pattern), Some(input)) = (cols.next(), cols.next()) else {
            continue;
        };
        let input = unescape(input);
        let (v, detail) = verdict(&input);
        groups
            .entry(pattern.to_owned())
            .or_default()
            .push((input, v, detail));
    }
    let _ = writeln!(
        report,
        "## Disagreements between the reference libraries\n\nThe pattern gives python-chess, chess.js (load), chessops and shakmaty in that order: `A` accept, `r` read but refused as illegal, `R` parse error. fenlingo's verdicts: `accept` (strict and lenient), `repair` (lenient only, with the repairs reported), `flag` (read, legality flags reported, exit 1 in `check`), `reject` (error with position).\n"
    );
    let _ = writeln!(
        report,
        "| pattern | inputs | accept | repair | flag | reject | policy |\n|---|---|---|---|---|---|---|"
    );
    for (pattern, rows) in &groups {
        let c = |k: &str| rows.iter().filter(|r| r.1 == k).count();
        let _ = writeln!(
            report,
            "| `{pattern}` | {} | {} | {} | {} | {} | {} |",
            rows.len(),
            c("accept"),
            c("repair"),
            c("flag"),
            c("reject"),
            policy(pattern)
        );
    }
    let _ = writeln!(
        report,
        "\n### Every disagreement\n\n| pattern | input | fenlingo | detail |\n|---|---|---|---|"
    );
    for (pattern, rows) in &groups {
        for (input, v, detail) in rows {
            let shown = input
                .replace('\t', "\\t")
                .replace('\n', "\\n")
                .replace('|', "\\|");
            let _ = writeln!(
                report,
                "| `{pattern}` | `{shown}` | {v} | {} |",
                detail.replace('|', "\\|")
            );
        }
    }

    if let Some(path) = write {
        if let Err(e) = std::fs::write(&path, &report) {
            eprintln!("conformance: cannot write {}: {e}", path.display());
            std::process::exit(2);
        }
    }
    if let Some(path) = check {
        if std::fs::read_to_string(&path).ok().as_deref() != Some(report.as_str()) {
            failures.push(format!(
                "{} is out of date: regenerate it with --write",
                path.display()
            ));
        }
    }
    for f in &failures {
        eprintln!("conformance: {f}");
    }
    println!("conformance: {} failures", failures.len());
    if !failures.is_empty() {
        std::process::exit(1);
    }
}
