//! Diagrams: golden SVG files (regenerate with FENLINGO_BLESS=1 and look at
//! what changed), escaping, PNG text.

use fenlingo::i18n::Localizer;
use fenlingo::render::{self, Caption, Coords, Diagram, DiagramOptions, Flip, MarkStyle, Theme};
use fenlingo::{Notation, Position, fen};
use std::path::Path;

fn golden(name: &str, svg: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("FENLINGO_BLESS").is_some() {
        std::fs::write(&path, svg).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run with FENLINGO_BLESS=1)", path.display()));
    assert!(
        want == svg,
        "{name} differs from the golden file; run with FENLINGO_BLESS=1 and look at the change"
    );
}

fn draw(pos: &Position, opts: &DiagramOptions, lang: &str) -> String {
    render::svg::render(&Diagram::new(pos, opts, &Localizer::new(lang)))
}

#[test]
fn golden_start_position() {
    let svg = draw(&Position::standard(), &DiagramOptions::default(), "en");
    golden("start.svg", &svg);
    // Every piece kind defined once, placed 32 times.
    assert_eq!(
        svg.matches("<use xlink:href=\"#w").count() + svg.matches("<use xlink:href=\"#b").count(),
        32
    );
    assert_eq!(svg.matches("<path id=\"s").count(), 6);
    assert!(svg.contains(">White to move</text>"));
    assert!(svg.contains(">abcdefgh</text>"));
}

#[test]
fn golden_spanish_print_flipped() {
    let es = Notation::builtin("es").unwrap();
    let p = fen::read_with(
        "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26",
        fen::ReadOptions {
            notation: es,
            ..Default::default()
        },
    )
    .unwrap();
    let opts = DiagramOptions {
        theme: Theme::print(),
        flip: Flip::Auto,
        ..Default::default()
    };
    let svg = draw(&p.position, &opts, "es");
    golden("seed3-print-es.svg", &svg);
    assert!(svg.contains(">Juegan las negras</text>"));
    assert!(svg.contains("url(#h)"));
    assert!(svg.contains(">hgfedcba</text>"), "flipped files");
}

#[test]
fn golden_marks_arrows_and_russian_mate() {
    let p: Position = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3"
        .parse()
        .unwrap();
    let mut opts = DiagramOptions {
        mate: Some(1),
        coords: Coords::Inside,
        ..Default::default()
    };
    opts.marks = render::parse_marks("f7,Rd5", MarkStyle::Fill).unwrap();
    opts.marks
        .extend(render::parse_marks("e5", MarkStyle::Circle).unwrap());
    opts.marks
        .extend(render::parse_marks("Bh7", MarkStyle::Cross).unwrap());
    opts.arrows = render::parse_arrows("f3f7,Rg1f3").unwrap();
    opts.last_move = Some(("b8".parse().unwrap(), "c6".parse().unwrap()));
    let svg = draw(&p, &opts, "ru");
    golden("marks-ru.svg", &svg);
    assert!(svg.contains(">Белые дают мат в 1 ход</text>"));
    assert_eq!(svg.matches("<circle").count(), 1);
    // The knight arrow g1-f3 bends once: three points.
    assert!(svg.matches("\" fill=\"none\" stroke=\"").count() >= 2);
}

#[test]
fn check_is_highlighted_and_optional() {
    let p: Position = "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1".parse().unwrap();
    let with = Diagram::new(&p, &DiagramOptions::default(), &Localizer::new("en"));
    assert_eq!(with.fills.len(), 1);
    let without = Diagram::new(
        &p,
        &DiagramOptions {
            show_check: false,
            ..Default::default()
        },
        &Localizer::new("en"),
    );
    assert!(without.fills.is_empty());
}

#[test]
fn user_text_stays_text() {
    let p = Position::standard();
    let opts = DiagramOptions {
        caption: Caption::Text("</text><script>alert(1)</script> & \"{to-move}\" ({n}) \\".into()),
        ..Default::default()
    };
    let svg = draw(&p, &opts, "en");
    assert!(!svg.contains("<script>"));
    assert!(svg.contains(
        "&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;White to move&quot; (1) \\"
    ));
}

#[test]
fn output_is_deterministic() {
    let p = Position::standard();
    let a = draw(&p, &DiagramOptions::default(), "en");
    let b = draw(&p, &DiagramOptions::default(), "en");
    assert_eq!(a, b);
}

#[test]
fn illegal_positions_still_draw() {
    let p: Position = "8/8/8/8/4N3/8/8/8 w - - 0 1".parse().unwrap();
    let d = Diagram::new(&p, &DiagramOptions::default(), &Localizer::new("en"));
    assert_eq!(d.pieces.len(), 1);
}

#[cfg(feature = "png")]
#[test]
fn png_caption_pixels_are_there() {
    // The caption band of a diagram with a caption holds dark pixels; the
    // same diagram without one does not (an empty font database would
    // drop the text silently).
    let p = Position::standard();
    let with = draw(&p, &DiagramOptions::default(), "ru");
    let d = Diagram::new(&p, &DiagramOptions::default(), &Localizer::new("ru"));
    let band_top = (d.board_y + 8.0 * d.square + d.square * 0.45) as u32;
    let dark_in_band = |svg: &str| {
        let (w, h, px) = render::png::pixels(svg, 1.0).unwrap();
        let mut dark = 0;
        for y in band_top..h {
            for x in 0..w {
                let i = ((y * w + x) * 4) as usize;
                if px[i] < 128 && px[i + 1] < 128 && px[i + 2] < 128 {
                    dark += 1;
                }
            }
        }
        dark
    };
    let with_dark = dark_in_band(&with);
    assert!(with_dark > 100, "caption pixels: {with_dark}");
    let mut no_caption = with.clone();
    if let Some(i) = no_caption.rfind("<text") {
        let end = no_caption[i..].find("</text>").unwrap() + i + 7;
        no_caption.replace_range(i..end, "");
    }
    assert_eq!(dark_in_band(&no_caption), 0);
    let bytes = render::png::render(&with, 2.0).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
}
