//! Diagrams: golden SVG files (regenerate with FENLINGO_BLESS=1 and look at
//! what changed), escaping, PNG text.

use fenlingo::i18n::Localizer;
use fenlingo::render::{self, Caption, Coords, Diagram, DiagramOptions, Flip, MarkStyle, Theme};
use fenlingo::{Notation, Position, fen};
use std::path::Path;

mod common;

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
    // A silhouette both colors share is written once.
    let set = fenlingo::render::pieces::PieceSet::default();
    let shared = fenlingo::Role::ALL
        .into_iter()
        .filter(|&r| set.shares_silhouette(r))
        .count();
    assert_eq!(svg.matches("<path id=\"s").count(), 12 - shared);
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

/// The print theme at a4-12's size printed at 300 dpi: 7 mm squares of
/// about 83 pixels.
fn print_pixels(pos: &Position, theme: Theme, coords: Coords) -> (u32, Vec<u8>, Diagram) {
    let u = 7.0 / 25.4 * 300.0;
    let opts = DiagramOptions {
        theme,
        coords,
        caption: Caption::None,
        side_marker: false,
        size: u * (0.12 + 8.0 + 0.12),
        ..DiagramOptions::default()
    };
    let d = Diagram::new(pos, &opts, &Localizer::new("en"));
    let (w, _, px) = render::png::geometry_pixels(&render::geom::Geometry::new(&d), 1.0).unwrap();
    (w, px, d)
}

/// The ink of a pixel, 0 (white) to 1 (black).
fn ink(px: &[u8], w: u32, x: u32, y: u32) -> f32 {
    let i = ((y * w + x) * 4) as usize;
    1.0 - f32::from(px[i]) / 255.0
}

#[test]
fn paper_hatching_is_fine_and_takes_the_ink_the_theme_says() {
    let pos: Position = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    // 18% by default (15–20% is what book printers want), or as set.
    assert_eq!(hatch_ink(&pos, Theme::print()), 0.18);
    let heavy = Theme {
        hatch_ink: 0.3,
        ..Theme::print()
    };
    assert_eq!(hatch_ink(&pos, heavy), 0.3);
}

/// The ink measured on a1 (rounded to a hundredth), checking that b1, a
/// light square, stays white.
fn hatch_ink(pos: &Position, theme: Theme) -> f32 {
    let (w, px, d) = print_pixels(pos, theme, Coords::None);
    // a1, an empty dark square, inside its edges.
    let (x0, y0) = (d.board_x + 0.1 * d.square, d.board_y + 7.1 * d.square);
    let n = (0.8 * d.square) as u32;
    let mut sum = 0.0;
    for y in 0..n {
        for x in 0..n {
            sum += ink(&px, w, x0 as u32 + x, y0 as u32 + y);
        }
    }
    let share = sum / (n * n) as f32;
    // b1, a light square, stays white.
    let at = (d.board_x + 1.5 * d.square) as u32;
    assert_eq!(ink(&px, w, at, (d.board_y + 7.5 * d.square) as u32), 0.0);
    (share * 100.0).round() / 100.0
}

#[test]
fn pieces_on_dark_squares_stand_in_a_white_halo() {
    // A black rook on a1 (dark) and a white one on b1 (light).
    let pos: Position = "4k3/8/8/8/8/8/8/rR2K3 w - - 0 1".parse().unwrap();
    let (w, px, d) = print_pixels(&pos, Theme::print(), Coords::None);
    let plain = Theme {
        hatch: None,
        ..Theme::print()
    };
    let (_, mask, _) = print_pixels(&pos, plain, Coords::None);
    let u = d.square;
    let (x0, y0) = ((d.board_x) as u32, (d.board_y + 7.0 * u) as u32);
    // Every pixel of a1 within 3 pixels of the rook (about 0.25 mm) and
    // not part of it is paper white: no hatching reaches the piece.
    let near = |x: u32, y: u32| {
        (x.saturating_sub(3)..=x + 3)
            .any(|a| (y.saturating_sub(3)..=y + 3).any(|b| ink(&mask, w, a, b) > 0.5))
    };
    let mut checked = 0;
    // (Off the frame, which the mask holds too.)
    for y in y0 + 6..y0 + u as u32 - 6 {
        for x in x0 + 6..x0 + u as u32 - 6 {
            if ink(&mask, w, x, y) < 0.02 && near(x, y) {
                assert!(ink(&px, w, x, y) < 0.1, "hatching at ({x}, {y})");
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "{checked}");
    // The halo is drawn for pieces on dark squares only, in the print
    // theme only.
    let halos = |theme: Theme| {
        let opts = DiagramOptions {
            theme,
            ..DiagramOptions::default()
        };
        let g = render::geom::Geometry::new(&Diagram::new(&pos, &opts, &Localizer::new("en")));
        g.on_board
            .iter()
            .filter_map(|s| match s {
                render::geom::Shape::Use { piece, halo, .. } => Some((*piece, *halo)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let print = halos(Theme::print());
    let rook = |c| fenlingo::Piece::new(c, fenlingo::Role::Rook);
    assert!(print.contains(&(rook(fenlingo::Color::Black), true)));
    assert!(print.contains(&(rook(fenlingo::Color::White), false)));
    assert!(halos(Theme::screen()).iter().all(|(_, h)| !h));
}

#[test]
fn on_paper_nothing_covers_a_piece_and_check_is_never_a_red_mark() {
    use render::geom::{Geometry, Shape};
    // Black in check on e8, which also has a red mark; the last move Bc4xf7+.
    let pos: Position = "r1bqk2r/pppp1Bpp/2n2n2/2b1p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4"
        .parse()
        .unwrap();
    let shapes = |theme: Theme, coords: Coords| {
        let opts = DiagramOptions {
            theme,
            coords,
            marks: render::parse_marks("Re8,Gd7", MarkStyle::Fill).unwrap(),
            last_move: Some(("c4".parse().unwrap(), "f7".parse().unwrap())),
            ..DiagramOptions::default()
        };
        let d = Diagram::new(&pos, &opts, &Localizer::new("en"));
        (Geometry::new(&d), d.square)
    };
    let (g, u) = shapes(Theme::print(), Coords::Inside);
    let first_piece = g
        .on_board
        .iter()
        .position(|s| matches!(s, Shape::Use { .. }))
        .unwrap();
    let mut kinds = Vec::new();
    for s in &g.on_board[..first_piece] {
        match s {
            // A mark: a small shape in a corner (red a square, green a
            // triangle).
            Shape::Polygon { points, .. } => {
                assert!((3..=4).contains(&points.len()));
                kinds.push("mark");
                let (x0, y0) = points[0];
                assert!(
                    points
                        .iter()
                        .all(|p| p.0 - x0 <= 0.3 * u + 0.01 && p.1 - y0 <= 0.3 * u + 0.01)
                );
            }
            // The last move: a frame.
            Shape::Polyline { stroke, .. } => {
                kinds.push("frame");
                assert!(stroke.width < 0.1 * u);
            }
            // Check: a ring on a white disc.
            Shape::Circle { .. } => kinds.push("check"),
            other => panic!("{other:?} under the pieces on paper"),
        }
    }
    assert_eq!(kinds.iter().filter(|k| **k == "frame").count(), 2);
    assert_eq!(kinds.iter().filter(|k| **k == "mark").count(), 2);
    assert_eq!(kinds.iter().filter(|k| **k == "check").count(), 2);
    // Inside labels: over the pieces, in ink, each on white.
    let labels: Vec<usize> = (0..g.on_board.len())
        .filter(|&i| matches!(g.on_board[i], Shape::Text(_)))
        .collect();
    assert_eq!(labels.len(), 16);
    assert!(labels.iter().all(|&i| i > first_piece));
    for &i in &labels {
        let Shape::Text(t) = &g.on_board[i] else {
            unreachable!()
        };
        assert_eq!(t.color, render::Rgba::rgb(0, 0, 0), "{}", t.text);
    }
    // In every theme, check and a red mark are different shapes.
    for name in Theme::NAMES {
        let (g, _) = shapes(Theme::named(name).unwrap(), Coords::Outside);
        let red = Theme::named(name).unwrap().marks[1];
        let mark = g.on_board.iter().find(|s| match s {
            Shape::Rect {
                fill: render::geom::Paint::Solid(render::geom::Ink::Rgb(c)),
                ..
            } => *c == red,
            Shape::Polygon { .. } => true,
            _ => false,
        });
        let check = g
            .on_board
            .iter()
            .find(|s| matches!(s, Shape::Circle { .. }));
        let (Some(mark), Some(check)) = (mark, check) else {
            panic!("{name}: no mark or no check");
        };
        assert_ne!(
            std::mem::discriminant(mark),
            std::mem::discriminant(check),
            "{name}"
        );
    }
}

/// The figures drawn both ways: by the direct rasterizer and by resvg
/// from the SVG.
#[cfg(feature = "png")]
fn png_cases() -> Vec<(&'static str, Diagram)> {
    let mate: Position = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3"
        .parse()
        .unwrap();
    let marked = |theme: Theme, coords: Coords| {
        let mut o = DiagramOptions {
            mate: Some(1),
            coords,
            theme,
            ..Default::default()
        };
        o.marks = render::parse_marks("f7,Rd5,Ba4", MarkStyle::Fill).unwrap();
        o.marks
            .extend(render::parse_marks("e5", MarkStyle::Circle).unwrap());
        o.marks
            .extend(render::parse_marks("Bh7", MarkStyle::Cross).unwrap());
        o.arrows = render::parse_arrows("f3f7,Rg1f3,Ya2a4").unwrap();
        o.last_move = Some(("b8".parse().unwrap(), "c6".parse().unwrap()));
        o
    };
    let check: Position = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
        .parse()
        .unwrap();
    let d =
        |p: &Position, o: DiagramOptions, lang: &str| Diagram::new(p, &o, &Localizer::new(lang));
    let start = Position::standard();
    vec![
        ("start", d(&start, DiagramOptions::default(), "en")),
        (
            "marks-screen",
            d(&mate, marked(Theme::screen(), Coords::Outside), "es"),
        ),
        (
            "marks-print",
            d(&mate, marked(Theme::print(), Coords::Outside), "ru"),
        ),
        (
            "inside-print",
            d(&mate, marked(Theme::print(), Coords::Inside), "de"),
        ),
        (
            "inside-screen-flipped",
            d(
                &check,
                DiagramOptions {
                    coords: Coords::Inside,
                    flip: Flip::Yes,
                    ..Default::default()
                },
                "fr",
            ),
        ),
        (
            "check-print",
            d(
                &check,
                DiagramOptions {
                    theme: Theme::print(),
                    ..Default::default()
                },
                "pl",
            ),
        ),
        // Text that needs shaping: right to left, joined letters.
        (
            "hebrew",
            d(
                &start,
                DiagramOptions {
                    caption: Caption::Text("הלבן משחק 1.e4".into()),
                    ..Default::default()
                },
                "en",
            ),
        ),
        (
            "persian-print",
            d(
                &check,
                DiagramOptions {
                    theme: Theme::print(),
                    caption: Caption::Text("سفید حرکت می‌کند".into()),
                    ..Default::default()
                },
                "en",
            ),
        ),
        (
            "small",
            d(
                &mate,
                DiagramOptions {
                    size: 120.0,
                    ..marked(Theme::screen(), Coords::Outside)
                },
                "en",
            ),
        ),
    ]
}

#[cfg(feature = "png")]
#[test]
fn png_drawn_from_geometry_looks_like_the_svg_rasterized() {
    for (name, d) in png_cases() {
        common::assert_png_like_svg(name, &d);
    }
}
