//! Every face reads a text the same way: the command line, the pandoc
//! filter and (in `web/`) the page ask the library what a text is.

mod common;
use common::{run, texts};

const BRACKETED: &str = "[r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4]";
const MATED: &str = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4";
/// A table of white's moves copied from a Czech book: nothing to replay.
const PROSE: &str = "Bílý e2e4 Jg1f3 Sf1b5 atd.";

#[test]
fn a_bracketed_fen_is_a_position_for_check_and_moves() {
    let o = run(&["check", BRACKETED]);
    let (out, _) = texts(&o);
    assert_eq!(o.status.code(), Some(0));
    assert!(out.contains(MATED), "{out}");
    let o = run(&["moves", BRACKETED]);
    let (out, err) = texts(&o);
    assert_eq!(o.status.code(), Some(1), "{out}{err}");
    assert!(
        !out.contains("rnbqkbnr/pppppppp"),
        "start position shown: {out}"
    );
    assert!(err.contains("is a position, not move text"), "{err}");
}

#[test]
fn moves_after_a_position_are_replayed_from_it() {
    let o = run(&[
        "moves",
        "[6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26] 26... Tf8",
    ]);
    let (out, err) = texts(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert_eq!(
        out,
        "26... Rf8\n5r1r/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 w - - 6 27\n"
    );
    // The same with the position on its own line, as a book prints it.
    let o = run(&["moves", "7k/8/8/8/8/8/8/K7 w - - 0 1\n1. Kb2 Kg7 2. Ka3"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        texts(&o).0,
        "1. Kb2 Kg7 2. Ka3\n8/6k1/8/8/8/K7/8/8 b - - 3 2\n"
    );
}

#[test]
fn text_with_no_move_is_an_error_never_the_start_position() {
    for text in [PROSE, "1. 2. 3.", "*"] {
        for lang in ["en", "es", "ru"] {
            let o = run(&["--lang", lang, "moves", text]);
            let (out, err) = texts(&o);
            assert_eq!(o.status.code(), Some(1), "{text}: {out}{err}");
            assert!(!out.contains("rnbqkbnr/pppppppp"), "{text}: {out}");
            assert!(err.lines().count() == 1 && err.contains(": "), "{err}");
        }
    }
    let (_, err) = texts(&run(&["moves", PROSE]));
    assert!(err.contains("no move could be read"), "{err}");
}

#[test]
fn a_pgn_with_tags_and_no_moves_is_still_a_game() {
    let o = run(&["moves", "[Event \"Blitz\"]\n[Result \"*\"]\n\n*"]);
    assert_eq!(o.status.code(), Some(0), "{:?}", texts(&o));
}

#[cfg(feature = "filters")]
#[test]
fn the_pandoc_filter_reads_the_same_texts() {
    let dir = common::scratch("faces-pandoc");
    let block = |class: &str, text: &str| serde_json::json!({"t": "CodeBlock", "c": [["", [class], []], text]});
    let ast = serde_json::json!({
        "pandoc-api-version": [1, 23, 1],
        "meta": {},
        "blocks": [block("pgn", BRACKETED), block("pgn", PROSE), block("pgn", "1. 2. 3.")]
    });
    let o = common::pandoc_filter(&["html"], &ast.to_string(), &dir);
    let (out, err) = texts(&o);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // The position is drawn; the two texts without moves stay code, each
    // with a warning that says why.
    assert_ne!(v["blocks"][0]["t"], "CodeBlock", "{err}");
    assert!(v["blocks"][0].to_string().contains("<svg"));
    assert_eq!(v["blocks"][1]["t"], "CodeBlock");
    assert_eq!(v["blocks"][2]["t"], "CodeBlock");
    assert_eq!(err.matches("no move could be read").count(), 2, "{err}");
}

#[cfg(feature = "filters")]
fn docx_ast(attrs: serde_json::Value) -> String {
    serde_json::json!({
        "pandoc-api-version": [1, 23, 1],
        "meta": {"fenlingo-figures": {"t": "MetaString", "c": "figs"}},
        "blocks": [{"t": "CodeBlock", "c": [["", ["fen"], attrs], "8/8/8/8/8/8/8/K1k5 w - - 0 1"]}]
    })
    .to_string()
}

#[cfg(feature = "filters")]
#[test]
fn the_filter_keeps_the_png_limit_of_the_command_line() {
    let dir = common::scratch("faces-png-cap");
    for size in ["8192", "20000"] {
        let ast = docx_ast(serde_json::json!([["size", size]]));
        let o = common::pandoc_filter(&["docx"], &ast, &dir);
        let (out, err) = texts(&o);
        assert_eq!(o.status.code(), Some(0), "{err}");
        assert!(err.contains("at most 8192 pixels wide"), "{size}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["blocks"][0]["t"], "CodeBlock", "{size}");
    }
    // The command line says the same.
    let o = run(&[
        "diagram",
        "--size",
        "20000",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        "-o",
        "x.png",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(texts(&o).1.contains("at most 8192 pixels wide"));
}

#[cfg(all(feature = "filters", unix))]
#[test]
fn a_link_planted_in_the_figures_folder_sends_nothing_elsewhere() {
    let dir = common::scratch("faces-planted-link");
    let ast = docx_ast(serde_json::json!([]));
    let o = common::pandoc_filter(&["docx"], &ast, &dir);
    assert_eq!(o.status.code(), Some(0));
    let figs = dir.join("figs");
    let names: Vec<_> = std::fs::read_dir(&figs)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    let figure = figs.join(&names[0]);
    // Someone who can write in the folder replaces the figure with a link
    // to a file of the user's that does not exist yet.
    std::fs::remove_file(&figure).unwrap();
    let victim = dir.join("victim.txt");
    std::os::unix::fs::symlink(&victim, &figure).unwrap();
    let o = common::pandoc_filter(&["docx"], &ast, &dir);
    let (_, err) = texts(&o);
    assert!(!victim.exists(), "written through the link");
    assert!(
        std::fs::symlink_metadata(&figure)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(err.contains("figs"), "{err}");
    // No temporary file is left, whatever its name.
    let left: Vec<_> = std::fs::read_dir(&figs)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[cfg(all(feature = "filters", unix))]
#[test]
fn a_link_planted_at_the_temporary_name_is_not_followed() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = common::scratch("faces-planted-tmp");
    std::fs::create_dir_all(dir.join("figs")).unwrap();
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "keep me").unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_pandoc-fenlingo"))
        .arg("docx")
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The name a writer with predictable temporary names would use.
    for ext in ["png", "pdf", "svg"] {
        let planted = dir.join("figs").join(format!(".{}.{ext}.tmp", child.id()));
        std::os::unix::fs::symlink(&victim, planted).unwrap();
    }
    let ast = docx_ast(serde_json::json!([]));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(ast.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
    let pngs = std::fs::read_dir(dir.join("figs"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "png")
        })
        .count();
    assert_eq!(pngs, 1);
}

/// An EPD line whose `id` and `c0` hold terminal escapes.
const ESCAPES: &str = "8/8/8/8/8/8/8/K1k5 w - - id \"a\u{1b}[31mred\"; c0 \"b\u{7}\";\n";

#[test]
fn no_report_prints_terminal_escapes_of_the_input() {
    for cmd in ["check", "detect"] {
        let o = common::run_stdin(&[cmd, "-i", "-"], ESCAPES.as_bytes());
        let (out, err) = texts(&o);
        assert_eq!(o.status.code(), Some(0), "{cmd}: {err}");
        assert!(
            !out.contains('\u{1b}') && !out.contains('\u{7}'),
            "{cmd}: {out:?}"
        );
        assert!(out.contains("a\\u{1b}[31mred"), "{cmd}: {out}");
    }
    // Data is data: translate writes the operations as they were.
    let o = common::run_stdin(&["translate", "-i", "-"], ESCAPES.as_bytes());
    assert_eq!(texts(&o).0, ESCAPES);
}
