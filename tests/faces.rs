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
