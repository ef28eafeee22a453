//! Tests of figures from blocks: reading in any notation, attributes,
//! captions in the document's language, pictures and the cache.

use super::*;

fn attrs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect()
}

fn fig(kind: BlockKind, text: &str, list: &[(&str, &str)], lang: Option<&str>) -> Figure {
    let a = attrs(list);
    let block = Block {
        kind,
        text,
        attrs: &a,
    };
    let opts = FigureOptions {
        lang,
        ..FigureOptions::default()
    };
    block.figure(&opts).unwrap()
}

fn err(kind: BlockKind, text: &str, list: &[(&str, &str)]) -> FigureError {
    let a = attrs(list);
    let block = Block {
        kind,
        text,
        attrs: &a,
    };
    block.figure(&FigureOptions::default()).unwrap_err()
}

const ES: &str = "6r1/5ppp/8/8/8/8/5PPP/3T2R1 b - - 0 1";
const RU: &str = "л1сфкр1кл/пппп1ппп/2к5/2с1п3/2С1П3/5К2/ПППП1ППП/ЛКСФКр2Л w KQkq - 4 4";
const ITALIAN: &str = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

#[test]
fn spanish_fen_is_detected_and_captioned_in_the_document_language() {
    let f = fig(BlockKind::Fen, ES, &[], Some("es"));
    assert_eq!(
        f.diagram.description,
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"
    );
    assert_eq!(f.caption.as_deref(), Some("Juegan las blancas"));
    assert_eq!(f.lang, "es");
    assert!(
        f.alt
            .starts_with("Diagrama de ajedrez, Juegan las blancas: 6k1/")
    );
    // The caption is the document's: none drawn in the picture.
    assert!(f.diagram.caption.is_none());
}

#[test]
fn russian_fen_with_a_fixed_notation_and_the_block_language() {
    let f = fig(
        BlockKind::Fen,
        RU,
        &[("notation", "ru"), ("lang", "ru"), ("orientation", "black")],
        None,
    );
    assert_eq!(f.diagram.description, ITALIAN);
    assert_eq!(f.caption.as_deref(), Some("Ход белых"));
    assert!(f.diagram.flipped);
    // The document's language wins over the block's.
    let f = fig(BlockKind::Fen, RU, &[("lang", "ru")], Some("es"));
    assert_eq!(f.caption.as_deref(), Some("Juegan las blancas"));
    // Neither: English.
    let f = fig(BlockKind::Fen, RU, &[], None);
    assert_eq!(f.caption.as_deref(), Some("White to move"));
}

#[test]
fn a_notation_that_does_not_fit_is_an_error_not_a_guess() {
    assert!(matches!(
        err(BlockKind::Fen, RU, &[("notation", "es")]),
        FigureError::Record(_)
    ));
    assert!(matches!(
        err(BlockKind::Fen, RU, &[("notation", "klingon")]),
        FigureError::UnknownNotation(n) if n == "klingon"
    ));
}

#[test]
fn pgn_shows_the_end_or_the_ply_with_lichess_marks() {
    let pgn = "1. e4 e5 2. Cf3 Cc6 3. Ab5 {[%csl Gb5][%cal Rb5c6]} a6 4. Aa4 Cf6 *";
    let end = fig(BlockKind::Pgn, pgn, &[], None);
    assert_eq!(
        end.diagram.description,
        "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5"
    );
    let at5 = fig(
        BlockKind::Pgn,
        pgn,
        &[("ply", "5"), ("last-move", "f1b5")],
        Some("ru"),
    );
    assert_eq!(
        at5.diagram.description,
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );
    assert_eq!(at5.caption.as_deref(), Some("Ход чёрных"));
    assert_eq!(at5.diagram.arrows.len(), 1);
    // The [%csl] mark and the last move's two squares.
    assert_eq!(at5.diagram.fills.len(), 3);
    assert!(matches!(
        err(BlockKind::Pgn, pgn, &[("ply", "40")]),
        FigureError::Item { .. }
    ));
    assert!(matches!(
        err(BlockKind::Pgn, pgn, &[("game", "2")]),
        FigureError::NoGame { game: 2, count: 1 }
    ));
}

#[test]
fn the_second_game_of_a_block() {
    let pgn = "[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n";
    let f = fig(BlockKind::Pgn, pgn, &[("game", "2")], None);
    assert!(
        f.diagram
            .description
            .starts_with("rnbqkbnr/pppppppp/8/8/3P4/")
    );
}

#[test]
fn epd_caption_and_mate_and_templates() {
    let epd = r#"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - c0 "Back rank"; dm 1;"#;
    let f = fig(BlockKind::Epd, epd, &[], Some("es"));
    assert_eq!(f.caption.as_deref(), Some("Back rank"));
    let f = fig(BlockKind::Epd, epd, &[("caption", "auto")], Some("es"));
    assert_eq!(
        f.caption.as_deref(),
        Some("Juegan las blancas y dan mate en 1")
    );
    let f = fig(BlockKind::Fen, ES, &[("caption", "none")], None);
    assert_eq!(f.caption, None);
    let a = attrs(&[("caption", "Diagrama {n}: {to-move}")]);
    let block = Block {
        kind: BlockKind::Fen,
        text: ES,
        attrs: &a,
    };
    let opts = FigureOptions {
        lang: Some("es"),
        number: 7,
        defaults: &[],
    };
    let f = block.figure(&opts).unwrap();
    assert_eq!(f.caption.as_deref(), Some("Diagrama 7: Juegan las blancas"));
    // A FEN line's own caption.
    let f = fig(
        BlockKind::Fen,
        "8/8/8/4k3/8/8/8/4K2R w K - 0 1 ; Torre contra nada",
        &[],
        None,
    );
    assert_eq!(f.caption.as_deref(), Some("Torre contra nada"));
}

#[test]
fn attributes_are_checked() {
    assert!(matches!(
        err(BlockKind::Fen, ES, &[("orientaton", "black")]),
        FigureError::UnknownAttribute(a) if a == "orientaton"
    ));
    assert!(matches!(
        err(BlockKind::Fen, ES, &[("orientation", "up")]),
        FigureError::Spec(crate::render::SpecError::BadValue { option, .. }) if option == "orientation"
    ));
    assert!(matches!(
        err(BlockKind::Fen, ES, &[("size", "big")]),
        FigureError::Spec(crate::render::SpecError::BadNumber { .. })
    ));
    assert!(matches!(
        err(BlockKind::Fen, ES, &[("size", "5")]),
        FigureError::Spec(crate::render::SpecError::BadSize(_))
    ));
    assert!(matches!(
        err(BlockKind::Fen, ES, &[("theme", "pink")]),
        FigureError::Spec(crate::render::SpecError::BadValue { .. })
    ));
    // A document's "Mate in 0" is refused as the command line's is.
    let e = err(BlockKind::Fen, ES, &[("mate", "0")]);
    assert!(matches!(
        e,
        FigureError::Spec(crate::render::SpecError::BadMate(0))
    ));
    assert!(
        e.describe(&Localizer::new("es"), "bloque 1")
            .contains("entre 1 y 999, no 0")
    );
    let e = err(BlockKind::Fen, ES, &[("marks", "e4,z9")]);
    let text = e.describe(&Localizer::new("en"), "block 1");
    assert_eq!(text, "block 1: error: invalid square or move 'z9' in marks");
    let f = fig(
        BlockKind::Fen,
        ES,
        &[
            ("marks", "Rd1"),
            ("circles", "g8"),
            ("crosses", "h8"),
            ("arrows", "d1d8"),
            ("coords", "none"),
            ("theme", "print"),
            ("size", "200"),
            ("side-marker", "no"),
            ("frame", "off"),
        ],
        None,
    );
    assert_eq!((f.diagram.fills.len(), f.diagram.glyphs.len()), (1, 2));
    assert_eq!(f.diagram.arrows.len(), 1);
    assert!(f.diagram.coords.is_empty() && f.diagram.mover.is_none());
    assert_eq!((f.diagram.width, f.diagram.frame), (200.0, 0.0));
}

#[test]
fn one_position_per_block() {
    assert!(matches!(
        err(BlockKind::Fen, &format!("{ES}\n{ITALIAN}\n"), &[]),
        FigureError::Many(2)
    ));
    assert!(matches!(
        err(BlockKind::Fen, "\n  \n", &[]),
        FigureError::Empty
    ));
}

#[test]
fn warnings_name_the_block_and_its_first_line() {
    let e = err(BlockKind::Fen, "\n8/8/8/8/8/8/8/K1k5 w - - 0 1 x", &[]);
    let w = warning(&Localizer::new("ru"), "блок 4", "\n8/8/8 x", &e);
    assert!(
        w.starts_with("предупреждение: блок 4 остаётся блоком кода: «8/8/8 x»\n"),
        "{w}"
    );
    assert!(w.contains("блок 4:2:"), "{w}");
}

#[test]
fn inline_svgs_of_a_page_share_no_ids() {
    let a = fig(
        BlockKind::Fen,
        ES,
        &[("size", "200"), ("theme", "print")],
        None,
    );
    let b = fig(BlockKind::Fen, ITALIAN, &[], None);
    let ids = |s: &str| -> Vec<String> {
        s.split(" id=\"")
            .skip(1)
            .map(|r| r.split('"').next().unwrap_or("").to_owned())
            .collect()
    };
    let (sa, sb) = (a.inline_svg(), b.inline_svg());
    let (ia, ib) = (ids(&sa), ids(&sb));
    assert!(!ia.is_empty() && !ib.is_empty());
    assert!(ia.iter().all(|i| !ib.contains(i)), "{ia:?} {ib:?}");
    // Every reference points at an id of its own figure.
    for (s, own) in [(&sa, &ia), (&sb, &ib)] {
        for r in s.split("href=\"#").skip(1).chain(s.split("url(#").skip(1)) {
            let target: String = r.chars().take_while(|c| *c != '"' && *c != ')').collect();
            assert!(own.contains(&target), "{target}");
        }
    }
    assert!(sa.starts_with("<svg role=\"img\" aria-label=\"Chess diagram, White to move: 6k1/"));
    let html = a.html(Some("d<1>"));
    assert!(html.starts_with("<figure class=\"fenlingo\" id=\"d&lt;1&gt;\">\n<svg "));
    assert!(html.ends_with("<figcaption>White to move</figcaption>\n</figure>"));
    assert!(!html.contains("\n\n"));
}

#[test]
fn pictures_and_the_cache() {
    let f = fig(BlockKind::Fen, ES, &[], Some("es"));
    let dir = std::env::temp_dir().join(format!("fenlingo-figure-test-{}", std::process::id()));
    let pdf = write_cached(&f, Target::Pdf, &dir, None).unwrap();
    let png = write_cached(&f, Target::Png, &dir, None).unwrap();
    let svg = write_cached(&f, Target::Svg, &dir, None).unwrap();
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
    let png_bytes = std::fs::read(&png).unwrap();
    assert!(png_bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    // 300 pixels to the inch at the printed width (96 CSS pixels to the
    // inch): 1125 pixels for 360.
    let width = u32::from_be_bytes([png_bytes[16], png_bytes[17], png_bytes[18], png_bytes[19]]);
    assert_eq!(f.diagram.width, 360.0);
    assert_eq!(width, 1125);
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg "));
    // A figure already there is not drawn again.
    std::fs::write(&pdf, b"kept").unwrap();
    assert_eq!(write_cached(&f, Target::Pdf, &dir, None).unwrap(), pdf);
    assert_eq!(std::fs::read(&pdf).unwrap(), b"kept");
    // Another picture, another file.
    let g = fig(BlockKind::Fen, ES, &[("orientation", "black")], Some("es"));
    assert_ne!(write_cached(&g, Target::Pdf, &dir, None).unwrap(), pdf);
    assert!(write_cached(&f, Target::InlineSvg, &dir, None).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_same_figure_has_the_same_key() {
    let a = fig(BlockKind::Fen, ES, &[], Some("es"));
    let b = fig(
        BlockKind::Fen,
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        &[],
        Some("es"),
    );
    assert_eq!(a.key(), b.key());
    let c = fig(BlockKind::Fen, ES, &[("marks", "e4")], Some("es"));
    assert_ne!(a.key(), c.key());
}

#[test]
fn an_illegal_position_is_drawn_with_a_warning() {
    let f = fig(
        BlockKind::Fen,
        "r1ad1rr1/8/8/8/8/8/8/4R3 b - - 0 1",
        &[],
        Some("es"),
    );
    assert!(f.diagram.pieces.len() == 6);
    let w = flag_warnings(&Localizer::new("en"), "block 1", &f);
    assert!(!w.is_empty());
    assert!(
        w.iter().all(|l| l.starts_with("warning: block 1: ")),
        "{w:?}"
    );
    let ok = fig(BlockKind::Fen, ES, &[], None);
    assert!(flag_warnings(&Localizer::new("en"), "block 1", &ok).is_empty());
}

/// The alternative text is in the document's language, whole: Swedish and
/// Chinese have their own (Chinese with its full-width punctuation).
#[test]
fn alternative_text_in_every_caption_language() {
    let f = fig(BlockKind::Fen, ITALIAN, &[], Some("sv"));
    assert!(
        f.alt
            .starts_with("Schackdiagram, Vit vid draget: r1bqk1nr/"),
        "{}",
        f.alt
    );
    let f = fig(BlockKind::Fen, ITALIAN, &[], Some("zh"));
    assert!(
        f.alt.starts_with("国际象棋局面图，白方走棋：r1bqk1nr/"),
        "{}",
        f.alt
    );
}

#[test]
fn two_alike_figures_of_a_document_share_no_ids() {
    let a = [("theme", "print")];
    let make = |number| {
        let list = attrs(&a);
        let block = Block {
            kind: BlockKind::Fen,
            text: ES,
            attrs: &list,
        };
        let opts = FigureOptions {
            number,
            ..FigureOptions::default()
        };
        block.figure(&opts).unwrap()
    };
    let ids = |s: &str| -> Vec<String> {
        s.split(" id=\"")
            .skip(1)
            .map(|r| r.split('"').next().unwrap_or("").to_owned())
            .collect()
    };
    let (one, two) = (make(1).inline_svg(), make(2).inline_svg());
    let (i1, i2) = (ids(&one), ids(&two));
    assert!(!i1.is_empty());
    assert!(i1.iter().all(|i| !i2.contains(i)), "{i1:?} {i2:?}");
}

#[test]
fn control_characters_are_left_out_of_attributes_with_a_warning() {
    let f = fig(
        BlockKind::Fen,
        ES,
        &[("caption", "a\u{1b}[31mb\u{85}{to-move}\u{1b}")],
        Some("en"),
    );
    assert_eq!(f.caption.as_deref(), Some("a[31mbWhite to move"));
    assert_eq!(f.removed, vec!['\u{1b}', '\u{85}']);
    let w = flag_warnings(&Localizer::new("en"), "block 1", &f);
    assert_eq!(
        w,
        vec![
            "warning: block 1: control characters left out of the attributes and caption: U+001B, U+0085"
        ]
    );
    // A caption from the block's text too.
    let f = fig(
        BlockKind::Epd,
        "8/8/8/8/8/8/8/K6k w - - c0 \"x\u{7}y\";",
        &[],
        None,
    );
    assert_eq!(f.caption.as_deref(), Some("xy"));
    assert_eq!(f.removed, vec!['\u{7}']);
    // Nothing to leave out: no warning.
    let ok = fig(BlockKind::Fen, ES, &[("caption", "Mate\tin two")], None);
    assert!(ok.removed.is_empty());
}

#[cfg(feature = "filters")]
fn book_chapter(text: &str) -> (String, Vec<String>, u32) {
    let loc = Localizer::new("en");
    let book = mdbook::Book {
        lang: Some("en"),
        defaults: &[],
        loc: &loc,
    };
    let (mut figures, mut warnings) = (0, Vec::new());
    let out = mdbook::chapter(text, "ch.md", &book, &mut figures, &mut warnings);
    (out, warnings, figures)
}

#[cfg(feature = "filters")]
#[test]
fn mdbook_blocks_are_found_as_markdown_finds_them() {
    // A block inside an HTML comment is not drawn, nor counted.
    let text = "<!--\n```fen\n8/8/8/8/8/8/8/K6k w - - 0 1\n```\n-->\n\n```fen caption=\"Diagram {n}\"\n8/8/8/8/8/8/8/K6k b - - 0 1\n```\n";
    let (out, warnings, figures) = book_chapter(text);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(figures, 1);
    assert!(out.starts_with("<!--\n```fen\n8/8/8/8/8/8/8/K6k w - - 0 1\n```\n-->\n\n<figure"));
    assert!(out.contains("<figcaption>Diagram 1</figcaption>"), "{out}");
    // Inside a block quote and list items, the figure stays in its
    // container: every line of it carries the container's prefix.
    let text = "> Look:\n> ```fen\n> 8/8/8/8/8/8/8/K6k w - - 0 1\n> ```\n> After.\n\n- One:\n\n  ```fen\n  8/8/8/8/8/8/8/K6k b - - 0 1\n  ```\n- ```epd\n  8/8/8/8/8/8/8/K6k w - - c0 \"Two\";\n  ```\n\nEnd.\n";
    let (out, warnings, figures) = book_chapter(text);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(figures, 3, "{out}");
    assert!(!out.contains("```"), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let quote_end = lines.iter().position(|l| *l == "> After.").unwrap();
    assert!(
        lines[..quote_end].iter().all(|l| l.starts_with('>')),
        "{out}"
    );
    assert_eq!(
        lines[quote_end - 1],
        ">",
        "a blank line of the quote ends the HTML"
    );
    assert!(lines[quote_end - 2].ends_with("</figure>"));
    let list = &lines[quote_end + 2..];
    let end = list.iter().position(|l| *l == "End.").unwrap();
    for l in &list[..end] {
        assert!(
            l.is_empty() || l.starts_with("- ") || l.starts_with("  "),
            "{l:.80}"
        );
    }
    assert!(
        out.contains("- <figure class=\"fenlingo\">\n  <svg "),
        "{out}"
    );
    assert!(out.contains("<figcaption>Two</figcaption>"));
    // A block that does not read stays as written, with a warning.
    let text = "> ```fen\n> 8/8/8 w\n> ```\n";
    let (out, warnings, _) = book_chapter(text);
    assert_eq!(out, text);
    assert_eq!(warnings.len(), 1);
    assert!(
        warnings[0].contains("ch.md: block 1 stays a code block"),
        "{}",
        warnings[0]
    );
}

/// Réti – Tartakower, Vienna 1910: 11.Bd8#.
const RETI: &str = "[White \"Richard Réti\"]\n[Black \"Savielly Tartakower\"]\n[Result \"1-0\"]\n\n1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ 7. Bd2 Qxe5 8. O-O-O Nxe4 9. Qd8+ Kxd8 10. Bg5+ Kc7 11. Bd8# 1-0\n";

/// The squares filled under the pieces, by name.
fn filled(f: &Figure) -> Vec<String> {
    let d = &f.diagram;
    let mut v: Vec<String> = d
        .fills
        .iter()
        .map(|fill| {
            let col = ((fill.x - d.board_x) / d.square).round() as u8;
            let row = ((fill.y - d.board_y) / d.square).round() as u8;
            format!("{}{}", (b'a' + col) as char, 8 - row)
        })
        .collect();
    v.sort();
    v
}

#[test]
fn a_mated_side_to_move_is_captioned_checkmate_and_the_mating_move_is_marked() {
    let f = fig(BlockKind::Pgn, RETI, &[], Some("es"));
    assert_eq!(f.caption.as_deref(), Some("Jaque mate"));
    // The move that led to the position (g5–d8), and the king in check.
    assert_eq!(filled(&f), ["c7", "d8", "g5"]);
    let f = fig(BlockKind::Pgn, RETI, &[], Some("ru"));
    assert_eq!(f.caption.as_deref(), Some("Мат"));
    // Turned off; given by hand, it wins.
    let f = fig(BlockKind::Pgn, RETI, &[("last-move", "none")], Some("en"));
    assert_eq!(filled(&f), ["c7"]);
    let f = fig(BlockKind::Pgn, RETI, &[("last-move", "c7d8")], Some("en"));
    assert_eq!(filled(&f), ["c7", "c7", "d8"]);
    // Before the mate: 10...Kc7 led to it, and the moves left mate.
    let f = fig(BlockKind::Pgn, RETI, &[("ply", "20")], Some("en"));
    assert_eq!(f.caption.as_deref(), Some("White mates in 1"));
    assert_eq!(filled(&f), ["c7", "d8"]);
    // A position alone has no last move.
    let f = fig(BlockKind::Fen, ES, &[], Some("en"));
    assert!(filled(&f).is_empty());
}

#[test]
fn stalemate_and_who_mates_are_said_and_the_fields_fill_templates() {
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    let f = fig(BlockKind::Fen, stalemate, &[], Some("en"));
    assert_eq!(f.caption.as_deref(), Some("Stalemate"));
    let f = fig(BlockKind::Fen, stalemate, &[], Some("es"));
    assert_eq!(f.caption.as_deref(), Some("Ahogado"));
    let f = fig(BlockKind::Fen, ES, &[("mate", "2")], Some("en"));
    assert_eq!(f.caption.as_deref(), Some("White mates in 2"));
    let template = "{side} | {to-move} | {task} | {mate} | {mate-in} | {n}";
    let f = fig(
        BlockKind::Fen,
        ES,
        &[("mate", "2"), ("caption", template)],
        Some("en"),
    );
    assert_eq!(
        f.caption.as_deref(),
        Some("White | White to move | White mates in 2 | 2 | Mate in 2 | 1")
    );
    let f = fig(BlockKind::Fen, ES, &[("caption", template)], Some("de"));
    assert_eq!(
        f.caption.as_deref(),
        Some("Weiß | Weiß am Zug | Weiß am Zug |  |  | 1")
    );
}

#[cfg(feature = "filters")]
#[test]
fn a_book_gives_every_attribute_a_default() {
    use serde_json::json;
    let chapter = "```fen\n6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\n```\n";
    let book = |config: serde_json::Value| {
        let input = json!([{"config": {"book": {"language": "en"}, "preprocessor": {"fenlingo": config}}, "renderer": "html"},
            {"items": [{"Chapter": {"name": "One", "content": chapter, "sub_items": [], "path": "one.md"}}]}]);
        let (out, warnings) = mdbook::preprocess(input).unwrap();
        assert!(warnings.is_empty(), "{warnings:?}");
        out["items"][0]["Chapter"]["content"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let given = book(
        json!({"command": "mdbook-fenlingo", "frame": false, "marks": ["e4", "d5"],
        "caption": "Figure {n}: {task}", "mate": 1}),
    );
    assert!(
        given.contains("<figcaption>Figure 1: White mates in 1</figcaption>"),
        "{given}"
    );
    // The same as the block's own attributes.
    let own = "```fen frame=no marks=\"e4,d5\" caption=\"Figure {n}: {task}\" mate=1\n6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\n```\n";
    let input = json!([{"config": {"book": {"language": "en"}}, "renderer": "html"},
        {"items": [{"Chapter": {"name": "One", "content": own, "sub_items": [], "path": "one.md"}}]}]);
    let (out, _) = mdbook::preprocess(input).unwrap();
    assert_eq!(
        out["items"][0]["Chapter"]["content"].as_str().unwrap(),
        given
    );
    assert_ne!(book(json!({})), given);
}
