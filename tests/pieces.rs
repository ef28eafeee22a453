//! Piece sets: fonts built here (a TrueType file put together table by
//! table) with each mapping, a folder of SVG files written here, an
//! installed font by family name, and the errors that name what is
//! missing.

mod common;

use common::{run, scratch, texts};
use fenlingo::i18n::Localizer;
use fenlingo::render::pieces::{FontMapping, PieceSet, PieceSetError, Seg};
use fenlingo::render::{self, Diagram, DiagramOptions, DiagramSpec};
use fenlingo::{Color, Piece, Position, Role};
use std::path::Path;

/// A glyph: its character, its contours (on-curve points only, font
/// units) and its advance width.
struct Glyph {
    c: char,
    contours: Vec<Vec<(i16, i16)>>,
    advance: u16,
}

fn be16(out: &mut Vec<u8>, v: u16) {
    out.extend_from_slice(&v.to_be_bytes());
}
fn be32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_be_bytes());
}

/// A TrueType font of `glyphs` (glyph 0 is an empty .notdef) with 1000
/// units to the em: the tables ttf-parser reads (head, hhea, maxp, hmtx,
/// cmap format 12, loca, glyf).
fn truetype(glyphs: &[Glyph]) -> Vec<u8> {
    let n = glyphs.len() as u16 + 1;
    let mut glyf = Vec::new();
    let mut loca = vec![0u32, 0];
    for g in glyphs {
        let pts: Vec<(i16, i16)> = g.contours.iter().flatten().copied().collect();
        let (mut x0, mut y0, mut x1, mut y1) = (i16::MAX, i16::MAX, i16::MIN, i16::MIN);
        for &(x, y) in &pts {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        be16(&mut glyf, g.contours.len() as u16);
        for v in [x0, y0, x1, y1] {
            be16(&mut glyf, v as u16);
        }
        let mut end = 0u16;
        for c in &g.contours {
            end += c.len() as u16;
            be16(&mut glyf, end - 1);
        }
        be16(&mut glyf, 0); // no instructions
        glyf.extend(std::iter::repeat_n(1u8, pts.len())); // on curve, long deltas
        let mut prev = (0i16, 0i16);
        for &(x, _) in &pts {
            be16(&mut glyf, (x - prev.0) as u16);
            prev.0 = x;
        }
        for &(_, y) in &pts {
            be16(&mut glyf, (y - prev.1) as u16);
            prev.1 = y;
        }
        while glyf.len() % 4 != 0 {
            glyf.push(0);
        }
        loca.push(glyf.len() as u32);
    }
    let mut head = Vec::new();
    be32(&mut head, 0x0001_0000);
    be32(&mut head, 0x0001_0000);
    be32(&mut head, 0);
    be32(&mut head, 0x5F0F_3CF5);
    be16(&mut head, 0);
    be16(&mut head, 1000);
    head.extend_from_slice(&[0; 16]); // created, modified
    for v in [0u16, 0, 1000, 1000, 0, 8, 2, 1, 0] {
        be16(&mut head, v); // bounds, style, ppem, direction, long loca, glyf 0
    }
    let mut hhea = Vec::new();
    be32(&mut hhea, 0x0001_0000);
    for v in [
        800u16,
        (-200i16) as u16,
        0,
        1000,
        0,
        0,
        1000,
        1,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
    ] {
        be16(&mut hhea, v);
    }
    be16(&mut hhea, n);
    let mut maxp = Vec::new();
    be32(&mut maxp, 0x0000_5000);
    be16(&mut maxp, n);
    let mut hmtx = vec![0, 0, 0, 0];
    for g in glyphs {
        be16(&mut hmtx, g.advance);
        be16(&mut hmtx, 0);
    }
    let mut order: Vec<(u32, u32)> = glyphs
        .iter()
        .enumerate()
        .map(|(i, g)| (u32::from(g.c), i as u32 + 1))
        .collect();
    order.sort();
    let mut cmap = Vec::new();
    for v in [0u16, 1, 3, 10] {
        be16(&mut cmap, v);
    }
    be32(&mut cmap, 12);
    be16(&mut cmap, 12);
    be16(&mut cmap, 0);
    be32(&mut cmap, 16 + 12 * order.len() as u32);
    be32(&mut cmap, 0);
    be32(&mut cmap, order.len() as u32);
    for (c, id) in order {
        for v in [c, c, id] {
            be32(&mut cmap, v);
        }
    }
    let mut loca_bytes = Vec::new();
    for o in loca {
        be32(&mut loca_bytes, o);
    }
    let tables: [(&[u8; 4], Vec<u8>); 7] = [
        (b"cmap", cmap),
        (b"glyf", glyf),
        (b"head", head),
        (b"hhea", hhea),
        (b"hmtx", hmtx),
        (b"loca", loca_bytes),
        (b"maxp", maxp),
    ];
    let mut font = Vec::new();
    be32(&mut font, 0x0001_0000);
    for v in [tables.len() as u16, 64, 2, 48] {
        be16(&mut font, v);
    }
    let mut offset = 12 + 16 * tables.len() as u32;
    let mut body = Vec::new();
    for (tag, data) in &tables {
        font.extend_from_slice(*tag);
        be32(&mut font, 0);
        be32(&mut font, offset);
        be32(&mut font, data.len() as u32);
        body.extend_from_slice(data);
        while body.len() % 4 != 0 {
            body.push(0);
        }
        offset = 12 + 16 * tables.len() as u32 + body.len() as u32;
    }
    font.extend(body);
    font
}

/// A piece-like glyph: a box `height` high with a hole in it, so that it
/// has an outer contour and an inner one.
fn boxed(c: char, height: i16, advance: u16) -> Glyph {
    Glyph {
        c,
        contours: vec![
            vec![(100, 0), (100, height), (900, height), (900, 0)],
            vec![
                (300, 200),
                (700, 200),
                (700, height - 200),
                (300, height - 200),
            ],
        ],
        advance,
    }
}

/// The height of the glyph drawn for `piece`: each character of a font
/// built here has its own, so the glyph a set took can be told.
fn drawn_height(set: &PieceSet, piece: Piece) -> f32 {
    let art = set.art(piece);
    art.layers
        .iter()
        .flat_map(|l| &l.segs)
        .filter_map(|s| match *s {
            Seg::Move(_, y) | Seg::Line(_, y) => Some(y),
            _ => None,
        })
        .fold(0.0, f32::max)
}

const WHITE: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

fn pieces_of(color: Color) -> impl Iterator<Item = Piece> {
    WHITE.into_iter().map(move |r| Piece::new(color, r))
}

#[test]
fn a_font_with_the_unicode_chess_symbols_is_read_with_that_mapping() {
    // ♔ ♕ ♖ ♗ ♘ ♙ ♚ ♛ ♜ ♝ ♞ ♟, each its own height, and a letter too.
    let mut glyphs: Vec<Glyph> = (0..12)
        .map(|k| {
            boxed(
                char::from_u32(0x2654 + k).unwrap(),
                500 + 20 * k as i16,
                1000,
            )
        })
        .collect();
    glyphs.push(boxed('p', 900, 600));
    let (set, mapping) = PieceSet::from_font(&truetype(&glyphs), 0, "symbols.ttf").unwrap();
    assert_eq!(mapping, FontMapping::Unicode);
    for (k, p) in pieces_of(Color::White)
        .chain(pieces_of(Color::Black))
        .enumerate()
    {
        assert_eq!(drawn_height(&set, p), 500.0 + 20.0 * k as f32, "{p:?}");
        let art = set.art(p);
        // The outer contour alone is the silhouette, filled white first.
        assert_eq!(art.silhouette.len(), 6, "{p:?}");
        assert_eq!(art.backing, Some(render::Rgba::rgb(255, 255, 255)));
    }
    for theme in [render::Theme::screen(), render::Theme::print()] {
        let opts = DiagramOptions {
            pieces: set.clone(),
            theme,
            ..DiagramOptions::default()
        };
        let d = Diagram::new(&Position::standard(), &opts, &Localizer::new("en"));
        common::assert_png_like_svg("font set", &d);
    }
}

#[test]
fn a_diagram_font_is_read_from_its_light_square_letters() {
    // Light-square letters as wide as the em; the dark-square capitals
    // drawn differently (taller), as such fonts hold them.
    let light = "kqrbnplwtvmo";
    let mut glyphs: Vec<Glyph> = light
        .chars()
        .enumerate()
        .map(|(k, c)| boxed(c, 500 + 20 * k as i16, 1000))
        .collect();
    glyphs.extend(light.to_uppercase().chars().map(|c| boxed(c, 990, 1000)));
    let (set, mapping) = PieceSet::from_font(&truetype(&glyphs), 0, "merida.ttf").unwrap();
    assert_eq!(mapping, FontMapping::Letters);
    for (k, p) in pieces_of(Color::White)
        .chain(pieces_of(Color::Black))
        .enumerate()
    {
        assert_eq!(drawn_height(&set, p), 500.0 + 20.0 * k as f32, "{p:?}");
    }
}

#[test]
fn a_text_font_and_a_font_short_of_pieces_are_errors_naming_what_is_missing() {
    // Letters of a text font: not all as wide as the em.
    let glyphs: Vec<Glyph> = "kqrbnplwtvmo"
        .chars()
        .map(|c| boxed(c, 700, if c == 'l' { 300 } else { 600 }))
        .collect();
    let e = PieceSet::from_font(&truetype(&glyphs), 0, "text.ttf").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the font 'text.ttf' has no chess pieces; missing: U+2654–U+265F, p n b r q k o m v t w l"
    );
    // Chess symbols but no knights.
    let glyphs: Vec<Glyph> = (0..12u32)
        .filter(|k| k % 6 != 4)
        .map(|k| boxed(char::from_u32(0x2654 + k).unwrap(), 600, 1000))
        .collect();
    let e = PieceSet::from_font(&truetype(&glyphs), 0, "short.ttf").unwrap_err();
    assert_eq!(
        e,
        PieceSetError::NoPieces {
            font: "short.ttf".into(),
            missing: "♘ U+2658, ♞ U+265E".into(),
        }
    );
    let es = Localizer::new("es").localize(&e);
    assert!(
        es.starts_with("la fuente «short.ttf» no tiene piezas"),
        "{es}"
    );
}

/// Writes the twelve lichess-named files: a disc (filled, with a stroke)
/// in a 45-unit viewBox, White's light with a dark outline, Black's dark
/// with a light stroke.
fn svg_folder(name: &str) -> std::path::PathBuf {
    let dir = scratch(name);
    for (c, fill, stroke) in [('w', "#ffffff", "#000000"), ('b', "#000000", "#ffffff")] {
        for (k, r) in "KQRBNP".chars().enumerate() {
            let radius = 10 + 2 * k;
            let svg = format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="45" height="45" viewBox="0 0 45 45"><g transform="translate(22.5 22.5)"><circle r="{radius}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/></g></svg>"#
            );
            std::fs::write(dir.join(format!("{c}{r}.svg")), svg).unwrap();
        }
    }
    dir
}

#[test]
fn a_folder_of_svg_files_is_placed_by_each_view_box_and_defined_once() {
    let dir = svg_folder("svg-set");
    let set = PieceSet::load(dir.to_str().unwrap()).unwrap();
    // The white king's disc: r = 10 of 45 around the centre, its 1.5-wide
    // stroke outside it, in a box of 100 (y up).
    let king = set.art(Piece::new(Color::White, Role::King));
    assert_eq!(king.layers.len(), 2, "fill and stroke");
    assert_eq!(king.layers[0].fill, render::Rgba::rgb(255, 255, 255));
    assert_eq!(king.layers[1].fill, render::Rgba::rgb(0, 0, 0));
    let top = king.layers[1]
        .segs
        .iter()
        .filter_map(|s| match *s {
            Seg::Move(_, y) | Seg::Line(_, y) => Some(y),
            Seg::Quad(_, _, _, y) | Seg::Cubic(_, _, _, _, _, y) => Some(y),
            Seg::Close => None,
        })
        .fold(0.0, f32::max);
    let want = 50.0 + (10.0 + 0.75) * 100.0 / 45.0;
    assert!((top - want).abs() < 0.2, "{top} vs {want}");
    // Each piece used is defined once in SVG and once in PDF.
    let opts = DiagramOptions {
        pieces: set.clone(),
        ..DiagramOptions::default()
    };
    let d = Diagram::new(&Position::standard(), &opts, &Localizer::new("en"));
    let svg = render::svg::render(&d);
    for id in [
        "wk", "wq", "wr", "wb", "wn", "wp", "bk", "bq", "br", "bb", "bn", "bp",
    ] {
        assert_eq!(svg.matches(&format!("id=\"{id}\"")).count(), 1, "{id}");
    }
    assert_eq!(svg.matches("<use xlink:href=\"#wp\"").count(), 8);
    let pdf = render::pdf::figure(&d, 300.0, render::pdf::Meta::default()).unwrap();
    let text = String::from_utf8_lossy(&pdf);
    for i in 0..12 {
        assert_eq!(text.matches(&format!("/P{i}s1 ")).count(), 1, "P{i}s1");
    }
    // The PNG draws the same pieces as the SVG, halos on paper too.
    common::assert_png_like_svg("svg set", &d);
    let print = DiagramOptions {
        theme: render::Theme::print(),
        ..opts.clone()
    };
    let on_paper = Diagram::new(&Position::standard(), &print, &Localizer::new("en"));
    common::assert_png_like_svg("svg set, print", &on_paper);
    let png = render::encode(
        &d,
        render::Format::Png,
        &render::Encoding {
            png_scale: 1.0,
            ..render::Encoding::default()
        },
    )
    .unwrap();
    assert!(png.starts_with(b"\x89PNG"));
}

#[test]
fn a_folder_short_of_files_or_with_a_bad_file_says_which() {
    let dir = svg_folder("svg-short");
    std::fs::remove_file(dir.join("wB.svg")).unwrap();
    std::fs::remove_file(dir.join("bN.svg")).unwrap();
    let e = PieceSet::load(dir.to_str().unwrap()).unwrap_err();
    assert!(e.to_string().ends_with("lacks wB.svg, bN.svg"), "{e}");
    let dir = svg_folder("svg-bad");
    std::fs::write(dir.join("bQ.svg"), "not svg at all").unwrap();
    let e = PieceSet::load(dir.to_str().unwrap()).unwrap_err();
    assert_eq!(
        e,
        PieceSetError::BadSvg(dir.join("bQ.svg").display().to_string())
    );
    // A file past the limit is not read whole.
    let dir = svg_folder("svg-huge");
    std::fs::write(dir.join("wK.svg"), vec![b' '; (16 << 20) + 1]).unwrap();
    let e = PieceSet::load(dir.to_str().unwrap()).unwrap_err();
    assert!(
        e.to_string()
            .ends_with("wK.svg': larger than 16 MiB, the limit for this kind of file"),
        "{e}"
    );
    let e = PieceSet::load("no such set anywhere").unwrap_err();
    assert_eq!(e, PieceSetError::NotFound("no such set anywhere".into()));
}

#[test]
fn every_face_takes_the_option() {
    let dir = svg_folder("svg-faces");
    let set = dir.to_str().unwrap();
    let pos = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    // The command line: the diagram's SVG uses the set's discs.
    let o = run(&["diagram", pos, "-o", "-", "--pieces", set]);
    let (out, err) = texts(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(out.contains("<g id=\"wk\"") && !out.contains("<path id=\"sk\""));
    let o = run(&[
        "--lang",
        "de",
        "diagram",
        pos,
        "-o",
        "-",
        "--pieces",
        "Keine Schrift",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(texts(&o).1.contains("kein Figurensatz „Keine Schrift“"));
    // A template beside its set names it by a relative path; `--pieces`
    // on the sheet wins over it.
    let t = dir.parent().unwrap().join("svg-faces.toml");
    let folder = dir.file_name().unwrap().to_str().unwrap();
    std::fs::write(&t, format!("[diagram]\npieces = \"{folder}\"\n")).unwrap();
    let template = fenlingo::sheet::Template::from_toml(
        &std::fs::read_to_string(&t).unwrap(),
        t.to_str().unwrap(),
    )
    .unwrap();
    assert_eq!(template.pieces, PieceSet::load(set).unwrap());
    let bad = fenlingo::sheet::Template::from_toml("[diagram]\npieces = \"nowhere\"\n", "t.toml")
        .unwrap_err();
    assert!(bad.to_string().contains("t.toml:2"), "{bad}");
    let input = dir.join("one.fen");
    std::fs::write(&input, format!("{pos}\n")).unwrap();
    let pdf = dir.join("sheet.pdf");
    let sheet = |extra: &[&str]| {
        let mut args = vec![
            "sheet",
            input.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--template",
            t.to_str().unwrap(),
        ];
        args.extend(extra);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{}", texts(&o).1);
        String::from_utf8_lossy(&std::fs::read(&pdf).unwrap()).into_owned()
    };
    // The template's set (the document's second after the built-in one),
    // then the built-in one asked for on the command line.
    assert!(sheet(&[]).contains("/P5s1 "));
    let built_in = sheet(&["--pieces", "noto"]);
    assert!(built_in.contains("/P5 ") && !built_in.contains("/P5s1 "));
    // Through the vocabulary, as documents and the page set it.
    let mut spec = DiagramSpec::default();
    spec.set("pieces", set).unwrap();
    assert_eq!(spec.options().unwrap().pieces, PieceSet::load(set).unwrap());
    spec.set("pieces", "DEJAVU").unwrap();
    assert!(spec.options().unwrap().pieces.is_builtin());
}

/// Noto Sans Symbols 2 (Debian's fonts-noto-core, installed by CI) by the
/// family name people write, with a space before the 2.
#[test]
fn an_installed_font_is_found_by_its_family_name() {
    if !Path::new("/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf").exists() {
        eprintln!("fonts-noto-core is not installed: skipped");
        return;
    }
    let set = PieceSet::load("Noto Sans Symbols 2").unwrap();
    assert!(!set.is_builtin());
    assert_eq!(
        PieceSet::load("Noto Sans Symbols 2").unwrap(),
        set,
        "read once"
    );
    let knight = set.art(Piece::new(Color::Black, Role::Knight));
    assert!(knight.layers[0].segs.len() > 10);
    let o = run(&[
        "diagram",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "-o",
        "-",
        "--pieces",
        "noto sans symbols2",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", texts(&o).1);
}
