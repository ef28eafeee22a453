//! SVG 1.1 output of a [`Diagram`]: deterministic, compact, each piece
//! defined once and placed with `<use>`.

use super::diagram::{Diagram, Rgba};
use super::fonts;
use super::geom::{Geometry, HATCH_LINES, Ink, Paint, Shape, Stroke, Text};
use crate::{Color, Piece, Role};

mod path;

pub use path::UNITS;
use path::*;

/// Escapes text for XML content and attribute values.
///
/// ```
/// assert_eq!(fenlingo::render::svg::escape("</text>&\"'"), "&lt;/text&gt;&amp;&quot;&apos;");
/// ```
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    escape_into(&mut out, s);
    out
}

/// Appends `s` escaped (see [`escape`]).
fn escape_into(out: &mut String, s: &str) {
    // Printable ASCII but for the five escaped characters: as it is.
    if s.bytes()
        .all(|b| (b' '..=b'~').contains(&b) && !matches!(b, b'<' | b'>' | b'&' | b'"' | b'\''))
    {
        out.push_str(s);
        return;
    }
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
}

/// Appends `#rrggbb`.
fn push_hex(out: &mut String, c: Rgba) {
    out.push('#');
    for v in [c.0, c.1, c.2] {
        push_hex_digit(out, v >> 4);
        push_hex_digit(out, v & 15);
    }
}

fn push_hex_digit(out: &mut String, d: u8) {
    out.push(char::from(if d < 10 { b'0' + d } else { b'a' + d - 10 }));
}

fn fill_attr(out: &mut String, c: Rgba) {
    out.push_str(" fill=\"");
    push_hex(out, c);
    out.push('"');
    if c.3 != 255 {
        out.push_str(" fill-opacity=\"");
        num(out, c.opacity());
        out.push('"');
    }
}

/// Appends `#rrggbb` for a color, `#fff`-style for a gray.
fn ink_hex(out: &mut String, ink: Ink) {
    match ink {
        Ink::Rgb(c) => push_hex(out, c),
        Ink::Gray(g) => {
            let v = (g.clamp(0.0, 1.0) * 15.0).round() as u8;
            let h = char::from_digit(u32::from(v), 16).unwrap_or('0');
            out.push('#');
            for _ in 0..3 {
                out.push(h);
            }
        }
    }
}

fn ink_fill(out: &mut String, ink: Ink) {
    match ink {
        Ink::Rgb(c) => fill_attr(out, c),
        Ink::Gray(_) => {
            out.push_str(" fill=\"");
            ink_hex(out, ink);
            out.push('"');
        }
    }
}

/// ` stroke=… stroke-width=…` and the caps and joins that are round.
fn stroke_attrs(out: &mut String, s: &Stroke, caps: bool) {
    out.push_str(" stroke=\"");
    ink_hex(out, s.ink);
    out.push_str("\" stroke-width=\"");
    num(out, s.width);
    out.push('"');
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
            out.push_str(" stroke-opacity=\"");
            num(out, c.opacity());
            out.push('"');
        }
    }
}

/// Appends ` name="v"` for a number.
fn num_attr(out: &mut String, name: &str, v: f32) {
    out.push(' ');
    out.push_str(name);
    out.push_str("=\"");
    num(out, v);
    out.push('"');
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
    o.push_str(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"",
    );
    match g.print {
        // On paper: the width as given, the height in proportion.
        Some(p) => {
            let unit = p.unit.name();
            let scale = p.value / g.width;
            o.push_str(" width=\"");
            num(&mut o, p.value);
            o.push_str(unit);
            o.push_str("\" height=\"");
            num(&mut o, g.height * scale);
            o.push_str(unit);
            o.push('"');
        }
        None => {
            num_attr(&mut o, "width", g.width);
            num_attr(&mut o, "height", g.height);
        }
    }
    o.push_str(" viewBox=\"0 0 ");
    num(&mut o, g.width);
    o.push(' ');
    num(&mut o, g.height);
    o.push_str("\">\n<desc>");
    escape_into(&mut o, &g.description);
    o.push_str("</desc>\n<defs>");
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
    let mut labels: Vec<&Text> = Vec::with_capacity(32);
    labels.extend(shapes.iter().filter_map(|s| match s {
        Shape::Text(t) => Some(t),
        _ => None,
    }));
    if let Some(first) = labels.first().copied().or(g.texts.first()) {
        o.push_str("<g font-family=\"");
        o.push_str(FONT_FAMILY);
        o.push('"');
        num_attr(&mut o, "font-size", first.size);
        o.push_str(" text-anchor=\"middle\"");
        fill_attr_opaque(&mut o, first.color);
        o.push('>');
        write_labels(&mut o, &labels, first);
        write_captions(&mut o, &g.texts, first, &g.lang);
        o.push_str("</g>\n");
    }
    o.push_str("</svg>\n");
    o
}

/// ` fill="#rrggbb"`, whatever the opacity.
fn fill_attr_opaque(out: &mut String, c: Rgba) {
    out.push_str(" fill=\"");
    push_hex(out, c);
    out.push('"');
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
    o.push_str("<pattern id=\"h\" patternUnits=\"userSpaceOnUse\"");
    num_attr(o, "width", step);
    num_attr(o, "height", step);
    o.push_str(" patternTransform=\"rotate(45)\"><rect");
    num_attr(o, "width", step);
    num_attr(o, "height", step);
    fill_attr(o, dark);
    // The line in the middle of its tile, so that none of its width is
    // cut off.
    o.push_str("/><path d=\"M");
    num(o, step / 2.0);
    o.push_str(" 0V");
    num(o, step);
    o.push_str("\" stroke=\"");
    push_hex(o, hatch.color);
    o.push('"');
    num_attr(o, "stroke-width", step * hatch.ink);
    o.push_str("/></pattern>");
}

/// Appends a piece's id: `h` for its halo, its color and its kind.
fn piece_id(o: &mut String, halo: bool, c: Color, role: Role) {
    if halo {
        o.push('h');
    }
    o.push(color_key(c));
    o.push(role_key(role));
}

/// Appends the id of a silhouette: one per kind when both colors share
/// it, else one per piece.
fn silhouette_id(o: &mut String, shared: bool, c: Color, role: Role) {
    o.push('s');
    if !shared {
        o.push(color_key(c));
    }
    o.push(role_key(role));
}

/// Each piece used, once: for each kind, its silhouette (once when both
/// colors share it), then for each color used a group with the backing
/// and the layers, and the halo of the pieces that stand on one.
fn piece_defs(o: &mut String, g: &Geometry) {
    let scale = n_precise(g.square / (100.0 * UNITS));
    let set = &g.pieces;
    let paths = set_paths(set);
    // Which pieces stand on the board, and which of them on a halo.
    let mut used = [false; 12];
    let mut on_halo = [false; 12];
    for s in &g.on_board {
        if let Shape::Use { piece, halo, .. } = s {
            used[piece.index()] = true;
            on_halo[piece.index()] |= *halo;
        }
    }
    for role in Role::ALL {
        let colors = Color::ALL
            .into_iter()
            .filter(|c| used[Piece::new(*c, role).index()]);
        let Some(first) = colors.clone().next() else {
            continue;
        };
        let shared = paths.shared[role as usize];
        let haloed = |c: Color| on_halo[Piece::new(c, role).index()];
        let needs_silhouette =
            |c: Color| set.art(Piece::new(c, role)).backing.is_some() || haloed(c);
        if shared && colors.clone().any(needs_silhouette) {
            // Only used inside the scaled groups below.
            o.push_str("<path id=\"");
            silhouette_id(o, true, first, role);
            o.push_str("\" d=\"");
            o.push_str(&paths.silhouette[Piece::new(first, role).index()]);
            o.push_str("\"/>");
        }
        for c in colors {
            let piece = Piece::new(c, role);
            let art = set.art(piece);
            if !shared && needs_silhouette(c) {
                o.push_str("<path id=\"");
                silhouette_id(o, false, c, role);
                o.push_str("\" d=\"");
                o.push_str(&paths.silhouette[piece.index()]);
                o.push_str("\"/>");
            }
            o.push_str("<g id=\"");
            piece_id(o, false, c, role);
            o.push_str("\" transform=\"scale(");
            o.push_str(&scale);
            o.push_str(")\">");
            if let Some(b) = art.backing {
                o.push_str("<use xlink:href=\"#");
                silhouette_id(o, shared, c, role);
                o.push('"');
                if b != Rgba::rgb(0, 0, 0) {
                    o.push_str(" fill=\"");
                    short_hex(o, b);
                    o.push('"');
                }
                o.push_str("/>");
            }
            for (layer, d) in art.layers.iter().zip(&paths.layers[piece.index()]) {
                if d.is_empty() {
                    continue;
                }
                o.push_str("<path");
                if layer.fill != Rgba::rgb(0, 0, 0) {
                    o.push_str(" fill=\"");
                    short_hex(o, layer.fill);
                    o.push('"');
                }
                if layer.even_odd {
                    o.push_str(" fill-rule=\"evenodd\"");
                }
                o.push_str(" d=\"");
                o.push_str(d);
                o.push_str("\"/>");
            }
            o.push_str("</g>");
            if haloed(c) {
                o.push_str("<g id=\"");
                piece_id(o, true, c, role);
                o.push_str("\" transform=\"scale(");
                o.push_str(&scale);
                o.push_str(")\"><use xlink:href=\"#");
                silhouette_id(o, shared, c, role);
                o.push_str("\" fill=\"#fff\" stroke=\"#fff\"");
                num_attr(o, "stroke-width", g.halo * UNITS);
                o.push_str(" stroke-linejoin=\"round\"/></g>");
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

/// Appends `#fff` when each channel is a doubled digit, else `#rrggbb`.
fn short_hex(o: &mut String, c: Rgba) {
    let digits = [c.0, c.1, c.2];
    if digits.iter().all(|v| v >> 4 == v & 15) {
        o.push('#');
        for v in digits {
            push_hex_digit(o, v & 15);
        }
    } else {
        push_hex(o, c);
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
    o.push_str("<pattern id=\"c\" patternUnits=\"userSpaceOnUse\"");
    num_attr(o, "x", x);
    num_attr(o, "y", y);
    num_attr(o, "width", 2.0 * cell);
    num_attr(o, "height", 2.0 * cell);
    o.push_str("><rect");
    num_attr(o, "width", 2.0 * cell);
    num_attr(o, "height", 2.0 * cell);
    fill_attr(o, light);
    let mut s = String::new();
    num(&mut s, cell);
    o.push_str("/><path d=\"M");
    for part in [" 0h", "v", "h-", "zM0 ", "h", "v", "h-"] {
        o.push_str(&s);
        o.push_str(part);
    }
    o.push_str(&s);
    o.push_str("z\"");
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
    o.push_str("<g transform=\"translate(");
    num(o, g.board_x);
    o.push(' ');
    num(o, g.board_y);
    o.push_str(")\">\n");
    let mut taken = 0;
    while let Some(Shape::Use { piece, x, y, halo }) = shapes.get(taken) {
        let (x, y) = (x - g.board_x, y - g.board_y);
        let halos: &[bool] = if *halo { &[true, false] } else { &[false] };
        for &h in halos {
            o.push_str("<use xlink:href=\"#");
            piece_id(o, h, piece.color, piece.role);
            o.push('"');
            if x.abs() > 0.004 {
                num_attr(o, "x", x);
            }
            if y.abs() > 0.004 {
                num_attr(o, "y", y);
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
        let in_row = same_row.len() >= same_col.len();
        let group = if in_row { &same_row } else { &same_col };
        // A position for every letter: a single x would let the
        // letters of a column advance to the right.
        o.push_str("<text x=\"");
        for (k, &j) in group.iter().enumerate() {
            if k > 0 {
                o.push(' ');
            }
            num(o, labels[j].x);
        }
        o.push_str("\" y=\"");
        if in_row {
            num(o, labels[group[0]].y);
        } else {
            for (k, &j) in group.iter().enumerate() {
                if k > 0 {
                    o.push(' ');
                }
                num(o, labels[j].y);
            }
        }
        o.push('"');
        if l.color != first.color {
            fill_attr_opaque(o, l.color);
        }
        if l.size != first.size {
            num_attr(o, "font-size", l.size);
        }
        o.push('>');
        for &j in group {
            escape_into(o, &labels[j].text);
        }
        o.push_str("</text>");
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
        o.push_str("<text");
        num_attr(o, "x", c.x);
        num_attr(o, "y", c.y);
        if c.size != first.size {
            num_attr(o, "font-size", c.size);
        }
        if c.color != first.color {
            fill_attr_opaque(o, c.color);
        }
        if fonts::all_dejavu(&c.text, false) {
            o.push('>');
            escape_into(o, &c.text);
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
                o.push_str(" font-family=\"DejaVu Sans,");
                escape_into(o, &families.join(","));
                o.push_str(",sans-serif\" xml:lang=\"");
                escape_into(o, lang);
                o.push('"');
            }
            o.push('>');
            escape_into(o, &runs.into_iter().map(|(_, r)| r).collect::<String>());
        }
        o.push_str("</text>");
    }
}

fn points(o: &mut String, pts: &[(f32, f32)]) {
    for (i, (x, y)) in pts.iter().enumerate() {
        o.push(if i == 0 { 'M' } else { 'L' });
        num(o, *x);
        o.push(' ');
        num(o, *y);
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
            o.push_str("<rect");
            num_attr(o, "x", *x);
            num_attr(o, "y", *y);
            num_attr(o, "width", *w);
            num_attr(o, "height", *h);
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
            o.push_str("<circle");
            num_attr(o, "cx", *cx);
            num_attr(o, "cy", *cy);
            num_attr(o, "r", *r);
            o.push_str(" fill=\"none\"");
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
                let (m, p) = match at {
                    None => ('M', *a),
                    Some(p) => ('m', (a.0 - p.0, a.1 - p.1)),
                };
                o.push(m);
                num(o, p.0);
                o.push(' ');
                num(o, p.1);
                o.push('l');
                num(o, b.0 - a.0);
                o.push(' ');
                num(o, b.1 - a.1);
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
