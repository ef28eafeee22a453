//! SVG 1.1 output of a [`Diagram`]: deterministic, compact, each piece
//! defined once and placed with `<use>`.

use super::diagram::{Diagram, Rgba};
use super::fonts;
use super::geom::{Geometry, HATCH_LINES, HATCH_WIDTH, Ink, Paint, Shape, Stroke, Text};
use crate::{Color, Piece, Role};
use std::fmt::Write as _;

mod path;

pub use path::UNITS;
use path::*;

fn n(v: f32) -> String {
    let mut s = String::new();
    num(&mut s, v);
    s
}

/// Escapes text for XML content and attribute values.
///
/// ```
/// assert_eq!(fenlingo::render::svg::escape("</text>&\"'"), "&lt;/text&gt;&amp;&quot;&apos;");
/// ```
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML forbids (C0 controls, U+FFFE, U+FFFF) are dropped.
            c if !crate::text::is_xml_char(c) || c == '\r' => {}
            c => out.push(c),
        }
    }
    out
}

fn fill_attr(out: &mut String, c: Rgba) {
    let _ = write!(out, " fill=\"{}\"", c.hex());
    if c.3 != 255 {
        out.push_str(" fill-opacity=\"");
        num(out, c.opacity());
        out.push('"');
    }
}

/// `#rrggbb` for a color, `#fff`-style for a gray.
fn ink_hex(ink: Ink) -> String {
    match ink {
        Ink::Rgb(c) => c.hex(),
        Ink::Gray(g) => {
            let v = (g.clamp(0.0, 1.0) * 15.0).round() as u8;
            let h = char::from_digit(u32::from(v), 16).unwrap_or('0');
            format!("#{h}{h}{h}")
        }
    }
}

fn ink_fill(out: &mut String, ink: Ink) {
    match ink {
        Ink::Rgb(c) => fill_attr(out, c),
        Ink::Gray(_) => {
            let _ = write!(out, " fill=\"{}\"", ink_hex(ink));
        }
    }
}

/// ` stroke=… stroke-width=…` and the caps and joins that are round.
fn stroke_attrs(out: &mut String, s: &Stroke, caps: bool) {
    let _ = write!(
        out,
        " stroke=\"{}\" stroke-width=\"{}\"",
        ink_hex(s.ink),
        n(s.width)
    );
    if caps && s.round_cap {
        out.push_str(" stroke-linecap=\"round\"");
    }
    if s.round_join {
        out.push_str(" stroke-linejoin=\"round\"");
    }
}

fn stroke_opacity(out: &mut String, s: &Stroke) {
    if let Ink::Rgb(c) = s.ink {
        if c.3 != 255 {
            let _ = write!(out, " stroke-opacity=\"{}\"", n(c.opacity()));
        }
    }
}

fn role_key(r: Role) -> char {
    match r {
        Role::Pawn => 'p',
        Role::Knight => 'n',
        Role::Bishop => 'b',
        Role::Rook => 'r',
        Role::Queen => 'q',
        Role::King => 'k',
    }
}

/// The font families for text; DejaVu Sans first (the font of the pieces
/// and of PNG output).
pub const FONT_FAMILY: &str = "DejaVu Sans,sans-serif";

/// Draws the diagram as a standalone SVG document.
///
/// ```
/// use fenlingo::render::{svg, Diagram, DiagramOptions};
/// let d = Diagram::new(&fenlingo::Position::standard(), &DiagramOptions::default(), &fenlingo::i18n::Localizer::new("en"));
/// let s = svg::render(&d);
/// assert!(s.starts_with("<svg ") && s.ends_with("</svg>\n"));
/// assert_eq!(s.matches("<use ").count(), 32 + 12);
/// ```
pub fn render(d: &Diagram) -> String {
    write(&Geometry::new(d))
}

/// Writes geometry as a standalone SVG document.
pub fn write(g: &Geometry) -> String {
    let mut o = String::with_capacity(8192);
    let _ = writeln!(
        o,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">",
        w = n(g.width),
        h = n(g.height)
    );
    let _ = writeln!(o, "<desc>{}</desc>", escape(&g.description));
    o.push_str("<defs>");
    let board = board_paint(g);
    if let Some((_, _, paint)) = board {
        hatch_pattern(&mut o, paint);
    }
    piece_defs(&mut o, g);
    if let Some((x, y, paint)) = board {
        board_pattern(&mut o, x, y, paint);
    }
    o.push_str("\n</defs>\n");
    let shapes: Vec<&Shape> = g.board.iter().chain(&g.on_board).collect();
    let mut i = 0;
    while i < shapes.len() {
        match shapes[i] {
            Shape::Use { .. } => i += write_pieces(&mut o, g, &shapes[i..]),
            shape => {
                write_shape(&mut o, shape);
                i += 1;
            }
        }
    }
    // Text last, in one group: the board's labels, then the captions.
    let labels: Vec<&Text> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text(t) => Some(t),
            _ => None,
        })
        .collect();
    if let Some(first) = labels.first().copied().or(g.texts.first()) {
        let _ = write!(
            o,
            "<g font-family=\"{FONT_FAMILY}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{}\">",
            n(first.size),
            first.color.hex()
        );
        write_labels(&mut o, &labels, first);
        write_captions(&mut o, &g.texts, first, &g.lang);
        o.push_str("</g>\n");
    }
    o.push_str("</svg>\n");
    o
}

/// The corner and paint of the first checkered board, if any.
fn board_paint(g: &Geometry) -> Option<(f32, f32, Paint)> {
    g.board.iter().chain(&g.on_board).find_map(|s| match s {
        Shape::Rect { x, y, fill, .. } if matches!(fill, Paint::Board { .. }) => {
            Some((*x, *y, *fill))
        }
        _ => None,
    })
}

/// Hatching of the dark squares, as a pattern of one line (`#h`), when
/// the board has it.
fn hatch_pattern(o: &mut String, board: Paint) {
    let Paint::Board {
        cell,
        dark,
        hatch: Some(hatch),
        ..
    } = board
    else {
        return;
    };
    let step = cell / HATCH_LINES;
    let _ = write!(
        o,
        "<pattern id=\"h\" patternUnits=\"userSpaceOnUse\" width=\"{s}\" height=\"{s}\" patternTransform=\"rotate(45)\"><rect width=\"{s}\" height=\"{s}\"",
        s = n(step)
    );
    fill_attr(o, dark);
    // The line in the middle of its tile, so that none of its width is
    // cut off.
    let _ = write!(
        o,
        "/><path d=\"M{m} 0V{s}\" stroke=\"{c}\" stroke-width=\"{w}\"/></pattern>",
        m = n(step / 2.0),
        s = n(step),
        c = hatch.hex(),
        w = n(step * HATCH_WIDTH)
    );
}

/// Each piece used, once: for each kind, its silhouette (once when both
/// colors share it), then for each color used a group with the backing
/// and the layers, and the halo of the pieces that stand on one.
fn piece_defs(o: &mut String, g: &Geometry) {
    let scale = n_precise(g.square / (100.0 * UNITS));
    let set = &g.pieces;
    let paths = set_paths(set);
    let used: Vec<(Piece, bool)> = g
        .on_board
        .iter()
        .filter_map(|s| match s {
            Shape::Use { piece, halo, .. } => Some((*piece, *halo)),
            _ => None,
        })
        .collect();
    for role in Role::ALL {
        let colors: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|c| used.iter().any(|(p, _)| *p == Piece::new(*c, role)))
            .collect();
        if colors.is_empty() {
            continue;
        }
        let k = role_key(role);
        let shared = set.shares_silhouette(role);
        let haloed = |c: Color| used.contains(&(Piece::new(c, role), true));
        let needs_silhouette =
            |c: Color| set.art(Piece::new(c, role)).backing.is_some() || haloed(c);
        if shared && colors.iter().any(|&c| needs_silhouette(c)) {
            // Only used inside the scaled groups below.
            let d = &paths.silhouette[Piece::new(colors[0], role).index()];
            let _ = write!(o, "<path id=\"s{k}\" d=\"{d}\"/>");
        }
        for c in colors {
            let piece = Piece::new(c, role);
            let art = set.art(piece);
            let prefix = color_key(c);
            let sid = if shared {
                format!("s{k}")
            } else {
                format!("s{prefix}{k}")
            };
            if !shared && needs_silhouette(c) {
                let d = &paths.silhouette[piece.index()];
                let _ = write!(o, "<path id=\"{sid}\" d=\"{d}\"/>");
            }
            let _ = write!(o, "<g id=\"{prefix}{k}\" transform=\"scale({scale})\">");
            if let Some(b) = art.backing {
                let _ = write!(o, "<use xlink:href=\"#{sid}\"");
                if b != Rgba::rgb(0, 0, 0) {
                    let _ = write!(o, " fill=\"{}\"", short_hex(b));
                }
                o.push_str("/>");
            }
            for (layer, d) in art.layers.iter().zip(&paths.layers[piece.index()]) {
                if d.is_empty() {
                    continue;
                }
                o.push_str("<path");
                if layer.fill != Rgba::rgb(0, 0, 0) {
                    let _ = write!(o, " fill=\"{}\"", short_hex(layer.fill));
                }
                if layer.even_odd {
                    o.push_str(" fill-rule=\"evenodd\"");
                }
                let _ = write!(o, " d=\"{d}\"/>");
            }
            o.push_str("</g>");
            if haloed(c) {
                let _ = write!(
                    o,
                    "<g id=\"h{prefix}{k}\" transform=\"scale({scale})\"><use xlink:href=\"#{sid}\" fill=\"#fff\" stroke=\"#fff\" stroke-width=\"{}\" stroke-linejoin=\"round\"/></g>",
                    n(g.halo * UNITS)
                );
            }
        }
    }
}

fn color_key(c: Color) -> char {
    match c {
        Color::White => 'w',
        Color::Black => 'b',
    }
}

/// `#fff` when each channel is a doubled digit, else `#rrggbb`.
fn short_hex(c: Rgba) -> String {
    let digits = [c.0, c.1, c.2];
    if digits.iter().all(|v| v >> 4 == v & 15) {
        let mut s = String::from("#");
        for v in digits {
            s.push(char::from_digit(u32::from(v & 15), 16).unwrap_or('0'));
        }
        s
    } else {
        c.hex()
    }
}

/// A board (`#c`): a pattern of two squares by two from its corner, the
/// dark ones plain or hatched.
fn board_pattern(o: &mut String, x: f32, y: f32, board: Paint) {
    let Paint::Board {
        cell,
        light,
        dark,
        hatch,
    } = board
    else {
        return;
    };
    let _ = write!(
        o,
        "<pattern id=\"c\" patternUnits=\"userSpaceOnUse\" x=\"{}\" y=\"{}\" width=\"{t}\" height=\"{t}\"><rect width=\"{t}\" height=\"{t}\"",
        n(x),
        n(y),
        t = n(2.0 * cell)
    );
    fill_attr(o, light);
    let _ = write!(
        o,
        "/><path d=\"M{s} 0h{s}v{s}h-{s}zM0 {s}h{s}v{s}h-{s}z\"",
        s = n(cell)
    );
    if hatch.is_some() {
        o.push_str(" fill=\"url(#h)\"");
    } else {
        fill_attr(o, dark);
    }
    o.push_str("/></pattern>");
}

/// The run of pieces that `shapes` starts with, in one group placed at
/// the board's corner; returns how many shapes it took.
fn write_pieces(o: &mut String, g: &Geometry, shapes: &[&Shape]) -> usize {
    let _ = writeln!(
        o,
        "<g transform=\"translate({} {})\">",
        n(g.board_x),
        n(g.board_y)
    );
    let mut taken = 0;
    while let Some(Shape::Use { piece, x, y, halo }) = shapes.get(taken) {
        let k = role_key(piece.role);
        let c = color_key(piece.color);
        let (x, y) = (x - g.board_x, y - g.board_y);
        let ids = if *halo {
            vec![format!("h{c}{k}"), format!("{c}{k}")]
        } else {
            vec![format!("{c}{k}")]
        };
        for id in ids {
            let _ = write!(o, "<use xlink:href=\"#{id}\"");
            if x.abs() > 0.004 {
                let _ = write!(o, " x=\"{}\"", n(x));
            }
            if y.abs() > 0.004 {
                let _ = write!(o, " y=\"{}\"", n(y));
            }
            o.push_str("/>");
        }
        taken += 1;
    }
    o.push_str("\n</g>\n");
    taken
}

/// The board's labels. Labels of one color on one line (the files) or in
/// one column (the ranks) go into one text element with a position per
/// letter; colors and sizes other than `first`'s are given.
fn write_labels(o: &mut String, labels: &[&Text], first: &Text) {
    let mut done = vec![false; labels.len()];
    for i in 0..labels.len() {
        if done[i] {
            continue;
        }
        let l = labels[i];
        let alike = |j: usize, same: fn(&Text, &Text) -> bool| {
            !done[j] && same(labels[j], l) && labels[j].color == l.color && labels[j].size == l.size
        };
        let same_row: Vec<usize> = (i..labels.len())
            .filter(|&j| alike(j, |a, b| a.y == b.y))
            .collect();
        let same_col: Vec<usize> = (i..labels.len())
            .filter(|&j| alike(j, |a, b| a.x == b.x))
            .collect();
        let group = if same_row.len() >= same_col.len() {
            &same_row
        } else {
            &same_col
        };
        let xs: Vec<String> = group.iter().map(|&j| n(labels[j].x)).collect();
        let ys: Vec<String> = group.iter().map(|&j| n(labels[j].y)).collect();
        let text: String = group.iter().map(|&j| escape(&labels[j].text)).collect();
        // A position for every letter: a single x would let the
        // letters of a column advance to the right.
        let x = xs.join(" ");
        let y = if group == &same_row {
            ys[0].clone()
        } else {
            ys.join(" ")
        };
        let _ = write!(o, "<text x=\"{x}\" y=\"{y}\"");
        if l.color != first.color {
            let _ = write!(o, " fill=\"{}\"", l.color.hex());
        }
        if l.size != first.size {
            let _ = write!(o, " font-size=\"{}\"", n(l.size));
        }
        let _ = write!(o, ">{text}</text>");
        for &j in group {
            done[j] = true;
        }
    }
}

/// The captions, one text element each; sizes and colors other than
/// `first`'s are given. A caption with characters DejaVu Sans lacks
/// names the font that draws them (the one PDF and PNG embed and draw)
/// and its language, so that a viewer without that font picks one of
/// the same language's; a character no font has is written `?`.
fn write_captions(o: &mut String, texts: &[Text], first: &Text, lang: &str) {
    for c in texts {
        let _ = write!(o, "<text x=\"{}\" y=\"{}\"", n(c.x), n(c.y));
        if c.size != first.size {
            let _ = write!(o, " font-size=\"{}\"", n(c.size));
        }
        if c.color != first.color {
            let _ = write!(o, " fill=\"{}\"", c.color.hex());
        }
        let text = if fonts::all_dejavu(&c.text, false) {
            escape(&c.text)
        } else {
            // What XML forbids is left out first, as `escape` leaves it.
            let kept: String = c
                .text
                .chars()
                .filter(|&ch| crate::text::is_xml_char(ch) && ch != '\r')
                .collect();
            let runs = fonts::runs(&kept, false, crate::render::Cjk::of_lang(lang));
            let mut families = Vec::new();
            for f in runs.iter().filter_map(|(f, _)| *f) {
                if !families.contains(&f.family) {
                    families.push(f.family.clone());
                }
            }
            if !families.is_empty() {
                let _ = write!(
                    o,
                    " font-family=\"DejaVu Sans,{},sans-serif\" xml:lang=\"{}\"",
                    escape(&families.join(",")),
                    escape(lang)
                );
            }
            escape(&runs.into_iter().map(|(_, r)| r).collect::<String>())
        };
        let _ = write!(o, ">{text}</text>");
    }
}

fn points(o: &mut String, pts: &[(f32, f32)]) {
    for (i, (x, y)) in pts.iter().enumerate() {
        let _ = write!(o, "{}{} {}", if i == 0 { 'M' } else { 'L' }, n(*x), n(*y));
    }
}

/// One shape other than a piece or a text, on a line of its own.
fn write_shape(o: &mut String, shape: &Shape) {
    match shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        } => {
            let _ = write!(
                o,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"",
                n(*x),
                n(*y),
                n(*w),
                n(*h)
            );
            match fill {
                Paint::Solid(ink) => ink_fill(o, *ink),
                Paint::Board { .. } => o.push_str(" fill=\"url(#c)\""),
            }
            if let Some(s) = stroke {
                stroke_attrs(o, s, true);
                stroke_opacity(o, s);
            }
            o.push_str("/>\n");
        }
        Shape::Circle { cx, cy, r, stroke } => {
            let _ = write!(
                o,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\"",
                n(*cx),
                n(*cy),
                n(*r)
            );
            // A circle has no ends: no caps.
            stroke_attrs(o, stroke, false);
            stroke_opacity(o, stroke);
            o.push_str("/>\n");
        }
        Shape::Lines { segments, stroke } => {
            // Relative moves: each segment from the end of the last.
            o.push_str("<path d=\"");
            let mut at: Option<(f32, f32)> = None;
            for [a, b] in segments {
                match at {
                    None => {
                        let _ = write!(o, "M{} {}", n(a.0), n(a.1));
                    }
                    Some(p) => {
                        let _ = write!(o, "m{} {}", n(a.0 - p.0), n(a.1 - p.1));
                    }
                }
                let _ = write!(o, "l{} {}", n(b.0 - a.0), n(b.1 - a.1));
                at = Some(*b);
            }
            o.push('"');
            stroke_attrs(o, stroke, true);
            stroke_opacity(o, stroke);
            o.push_str("/>\n");
        }
        Shape::Polyline {
            points: pts,
            stroke,
        } => {
            o.push_str("<path d=\"");
            points(o, pts);
            o.push_str("\" fill=\"none\"");
            stroke_attrs(o, stroke, true);
            stroke_opacity(o, stroke);
            o.push_str("/>\n");
        }
        Shape::Polygon { points: pts, fill } => {
            o.push_str("<path d=\"");
            points(o, pts);
            o.push_str("z\"");
            ink_fill(o, *fill);
            o.push_str("/>\n");
        }
        Shape::Use { .. } | Shape::Text(_) => {}
    }
}
