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

/// The reference page of the options is the library's table.
#[test]
fn the_options_page_is_the_library_table() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/options.md");
    let page = std::fs::read_to_string(path).unwrap();
    let marker = "checked by tests/faces.rs -->\n";
    let at = page.find(marker).expect("marker") + marker.len();
    let table = fenlingo::render::options_markdown();
    if std::env::var_os("FENLINGO_BLESS").is_some() {
        std::fs::write(path, format!("{}\n{table}", &page[..at])).unwrap();
        return;
    }
    assert_eq!(
        page[at..].trim(),
        table.trim(),
        "FENLINGO_BLESS=1 writes it"
    );
}

/// A value for each kind of option that changes the default drawing.
fn sample_value(o: &fenlingo::render::OptionDef) -> &'static str {
    use fenlingo::render::ValueKind;
    match (o.name, o.kind) {
        ("size", _) => "200",
        ("orientation", _) => "black",
        ("mate", _) => "2",
        ("caption", _) => "Diagram {n}",
        ("annotations", _) => "[%csl Ge4]",
        ("arrow" | "last-move", _) => "e2e4",
        // The other built-in set (no installed font needed).
        ("pieces", _) => "dejavu",
        (_, ValueKind::Choice) => o.values[o.values.len() - 1],
        (_, ValueKind::YesNo) => "no",
        _ => "e4",
    }
}

/// A king in check (so that `check` shows), not mated, White to move.
const POS: &str = "rnb1kbnr/pppp1ppp/8/4p3/5P1q/P7/1PPPP1PP/RNBQKBNR w KQkq - 1 3";

#[test]
fn every_option_name_and_alias_works_on_the_command_line() {
    let plain = run(&["diagram", POS, "-o", "-"]).stdout;
    for o in fenlingo::render::DIAGRAM_OPTIONS {
        for name in std::iter::once(&o.name).chain(o.aliases) {
            let args: Vec<String> = match o.kind {
                fenlingo::render::ValueKind::YesNo => vec![format!("--no-{name}")],
                _ => vec![format!("--{name}"), sample_value(o).to_owned()],
            };
            let mut all = vec!["diagram", POS, "-o", "-"];
            all.extend(args.iter().map(String::as_str));
            let out = run(&all);
            assert_eq!(out.status.code(), Some(0), "{all:?}: {}", texts(&out).1);
            assert!(out.stdout != plain, "{all:?} changed nothing");
        }
    }
    let o = run(&["diagram", POS, "-o", "-", "--orientation", "sideways"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(texts(&o).1.contains("white, black, side-to-move"));
}

#[cfg(feature = "filters")]
#[test]
fn every_option_name_and_alias_works_in_a_document() {
    let dir = common::scratch("faces-attributes");
    let figure = |attrs: serde_json::Value| {
        let ast = serde_json::json!({
            "pandoc-api-version": [1, 23, 1], "meta": {},
            "blocks": [{"t": "CodeBlock", "c": [["", ["fen"], attrs], POS]}]
        });
        let o = common::pandoc_filter(&["html"], &ast.to_string(), &dir);
        let (out, err) = texts(&o);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        (v["blocks"][0].to_string(), err)
    };
    let (plain, _) = figure(serde_json::json!([]));
    for o in fenlingo::render::DIAGRAM_OPTIONS {
        for name in std::iter::once(&o.name).chain(o.aliases) {
            let (fig, err) = figure(serde_json::json!([[name, sample_value(o)]]));
            assert!(err.is_empty(), "{name}: {err}");
            assert!(fig != plain, "{name} changed nothing");
        }
    }
    let (_, err) = figure(serde_json::json!([["orientation", "sideways"]]));
    assert!(err.contains("white, black, side-to-move"), "{err}");
}

#[test]
fn sheets_take_the_diagram_options_and_templates_inherit() {
    let dir = common::scratch("faces-sheet");
    let pdf = |args: &[&str]| {
        let out = dir.join("s.pdf");
        let mut all = vec!["sheet", "-o", out.to_str().unwrap()];
        all.extend(args);
        let o = run(&all);
        (
            o.status.code(),
            std::fs::read(&out).unwrap_or_default(),
            texts(&o).1,
        )
    };
    let (_, plain, _) = pdf(&[]);
    for args in [
        &["--theme", "blue"][..],
        &["--coords", "inside"],
        &["--orientation", "black"],
        &["--orientation", "auto"],
    ] {
        let (code, bytes, err) = pdf(args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert!(bytes != plain, "{args:?} changed nothing");
    }
    let (code, _, err) = pdf(&["--theme", "pink"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("screen, print, blue"), "{err}");
    // A template that gives only what differs from a4-6.
    let t = dir.join("black.toml");
    std::fs::write(&t, "[diagram]\norientation = \"black\"\n").unwrap();
    let (code, from_file, err) = pdf(&["--template", t.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    let (_, from_flag, _) = pdf(&["--orientation", "black"]);
    assert!(
        from_file == from_flag,
        "a template of one key differs from the flag"
    );
    // Its base may be another file beside it, or any built-in.
    let t2 = dir.join("one.toml");
    std::fs::write(
        &t2,
        "base = \"black.toml\"\n[grid]\ncolumns = 1\nrows = 1\n",
    )
    .unwrap();
    let (code, _, err) = pdf(&["--template", t2.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    std::fs::write(&t2, "base = \"a4-99\"\n").unwrap();
    let (code, _, err) = pdf(&["--template", t2.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(err.contains("one.toml:1: base 'a4-99'"), "{err}");
}

/// The help, the manual page and the manual's chapter on `diagram` name
/// every option of the library's table (the yes/no ones as `--no-NAME` on
/// the command line).
#[test]
fn every_option_is_in_the_help_the_manual_page_and_the_book() {
    let help = common::stdout(&run(&["diagram", "--help"]));
    let man = common::stdout(&run(&["man", "diagram"])).replace("\\-", "-");
    let book = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/book/src/commands/diagram.md"
    ))
    .unwrap();
    for o in fenlingo::render::DIAGRAM_OPTIONS {
        let flag = match o.kind {
            fenlingo::render::ValueKind::YesNo => format!("--no-{}", o.name),
            _ => format!("--{}", o.name),
        };
        assert!(help.contains(&flag), "{flag} not in diagram --help");
        assert!(man.contains(&flag), "{flag} not in the manual page");
        assert!(
            book.contains(&format!("`{}", flag)),
            "{flag} not in docs/book/src/commands/diagram.md"
        );
        for v in o.values {
            assert!(help.contains(v), "{flag} {v} not in the help");
        }
    }
}
