//! SVG 1.1 output of a [`Diagram`]: deterministic, compact, each piece
//! defined once and placed with `<use>`.

use super::diagram::{Diagram, MarkStyle, Rgba};
use super::pieces::{self, UNITS};
use crate::{Color, Piece, Role};
use std::fmt::Write as _;

/// Writes a number with at most two decimals, without trailing zeros.
fn num(out: &mut String, v: f32) {
    let r = (v * 100.0).round() as i64;
    if r < 0 {
        out.push('-');
    }
    let a = r.unsigned_abs();
    let _ = write!(out, "{}", a / 100);
    let frac = a % 100;
    if frac != 0 {
        if frac % 10 == 0 {
            let _ = write!(out, ".{}", frac / 10);
        } else {
            let _ = write!(out, ".{frac:02}");
        }
    }
}

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
    let mut o = String::with_capacity(8192);
    let _ = writeln!(
        o,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">",
        w = n(d.width),
        h = n(d.height)
    );
    let _ = writeln!(o, "<desc>{}</desc>", escape(&d.description));
    let u = d.square;
    let (bx, by) = (d.board_x, d.board_y);
    o.push_str("<defs>");
    if let Some(hatch) = d.theme.hatch {
        let step = u / 9.0;
        let _ = write!(
            o,
            "<pattern id=\"h\" patternUnits=\"userSpaceOnUse\" width=\"{s}\" height=\"{s}\" patternTransform=\"rotate(45)\"><rect width=\"{s}\" height=\"{s}\"",
            s = n(step)
        );
        fill_attr(&mut o, d.theme.dark);
        let _ = write!(
            o,
            "/><path d=\"M0 0V{s}\" stroke=\"{c}\" stroke-width=\"{w}\"/></pattern>",
            s = n(step),
            c = hatch.hex(),
            w = n(step * 0.3)
        );
    }
    // Each kind of piece used, once: its silhouette, and for each color
    // used a group with the white inner parts over it.
    let scale = n_precise(u / (100.0 * UNITS));
    let used = |p: Piece| d.pieces.iter().any(|x| x.piece == p);
    for role in Role::ALL {
        let colors: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|c| used(Piece::new(*c, role)))
            .collect();
        if colors.is_empty() {
            continue;
        }
        let k = role_key(role);
        let shape = pieces::shape(role);
        // The silhouette is only used inside the scaled groups below.
        let _ = write!(o, "<path id=\"s{k}\" d=\"{}\"/>", shape.silhouette);
        for c in colors {
            let (prefix, inner) = match c {
                Color::White => ('w', &shape.white),
                Color::Black => ('b', &shape.black),
            };
            let _ = write!(
                o,
                "<g id=\"{prefix}{k}\" transform=\"scale({scale})\"><use xlink:href=\"#s{k}\"/>"
            );
            if !inner.is_empty() {
                let _ = write!(o, "<path fill=\"#fff\" d=\"{inner}\"/>");
            }
            o.push_str("</g>");
        }
    }
    // Board: a pattern of two squares by two, the dark ones plain or
    // hatched, filling the board.
    let _ = write!(
        o,
        "<pattern id=\"c\" patternUnits=\"userSpaceOnUse\" x=\"{}\" y=\"{}\" width=\"{t}\" height=\"{t}\"><rect width=\"{t}\" height=\"{t}\"",
        n(bx),
        n(by),
        t = n(2.0 * u)
    );
    fill_attr(&mut o, d.theme.light);
    let _ = write!(
        o,
        "/><path d=\"M{s} 0h{s}v{s}h-{s}zM0 {s}h{s}v{s}h-{s}z\"",
        s = n(u)
    );
    if d.theme.hatch.is_some() {
        o.push_str(" fill=\"url(#h)\"");
    } else {
        fill_attr(&mut o, d.theme.dark);
    }
    o.push_str("/></pattern>");
    o.push_str("\n</defs>\n");
    // The board, with the frame as its stroke (half of it over the edge
    // squares' outermost sliver).
    let _ = write!(
        o,
        "<rect x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" fill=\"url(#c)\"",
        n(bx),
        n(by),
        s = n(8.0 * u)
    );
    if d.frame > 0.0 {
        let _ = write!(
            o,
            " stroke=\"{}\" stroke-width=\"{}\"",
            d.theme.ink.hex(),
            n(d.frame)
        );
    }
    o.push_str("/>\n");
    for f in &d.fills {
        let _ = write!(
            o,
            "<rect x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\"",
            n(f.x),
            n(f.y),
            s = n(f.size)
        );
        fill_attr(&mut o, f.color);
        o.push_str("/>\n");
    }
    // Pieces, placed relative to the board's corner.
    if !d.pieces.is_empty() {
        let _ = writeln!(o, "<g transform=\"translate({} {})\">", n(bx), n(by));
        for p in &d.pieces {
            let k = role_key(p.piece.role);
            let c = match p.piece.color {
                Color::White => 'w',
                Color::Black => 'b',
            };
            let _ = write!(o, "<use xlink:href=\"#{c}{k}\"");
            let (x, y) = (p.x - bx, p.y - by);
            if x.abs() > 0.004 {
                let _ = write!(o, " x=\"{}\"", n(x));
            }
            if y.abs() > 0.004 {
                let _ = write!(o, " y=\"{}\"", n(y));
            }
            o.push_str("/>");
        }
        o.push_str("\n</g>\n");
    }
    for g in &d.glyphs {
        match g.style {
            MarkStyle::Circle => {
                let _ = write!(
                    o,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"",
                    n(g.cx),
                    n(g.cy),
                    n(g.r - g.width / 2.0),
                    g.color.hex(),
                    n(g.width)
                );
            }
            _ => {
                let r = g.r * 0.75;
                let _ = write!(
                    o,
                    "<path d=\"M{} {}l{} {}m0 {}l{} {}\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\"",
                    n(g.cx - r),
                    n(g.cy - r),
                    n(2.0 * r),
                    n(2.0 * r),
                    n(-2.0 * r),
                    n(-2.0 * r),
                    n(2.0 * r),
                    g.color.hex(),
                    n(g.width)
                );
            }
        }
        if g.color.3 != 255 {
            let _ = write!(o, " stroke-opacity=\"{}\"", n(g.color.opacity()));
        }
        o.push_str("/>\n");
    }
    for a in &d.arrows {
        o.push_str("<path d=\"");
        for (i, (x, y)) in a.shaft.iter().enumerate() {
            let _ = write!(o, "{}{} {}", if i == 0 { 'M' } else { 'L' }, n(*x), n(*y));
        }
        let _ = write!(
            o,
            "\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" stroke-linejoin=\"round\"",
            a.color.hex(),
            n(a.width)
        );
        if a.color.3 != 255 {
            let _ = write!(o, " stroke-opacity=\"{}\"", n(a.color.opacity()));
        }
        o.push_str("/>\n<path d=\"");
        for (i, (x, y)) in a.head.iter().enumerate() {
            let _ = write!(o, "{}{} {}", if i == 0 { 'M' } else { 'L' }, n(*x), n(*y));
        }
        o.push_str("z\"");
        fill_attr(&mut o, a.color);
        o.push_str("/>\n");
    }
    if let Some((color, x, y, m)) = d.mover {
        let fill = match color {
            Color::White => "#fff",
            Color::Black => "#000",
        };
        let _ = writeln!(
            o,
            "<rect x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" fill=\"{fill}\" stroke=\"#000\" stroke-width=\"{}\"/>",
            n(x),
            n(y),
            n((m * 0.08).max(0.8)),
            s = n(m)
        );
    }
    let first = d.coords.first().or(d.caption.as_ref());
    if let Some(first) = first {
        let _ = write!(
            o,
            "<g font-family=\"{FONT_FAMILY}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{}\">",
            n(first.size),
            first.color.hex()
        );
        // Labels of one color on one line (the files) or in one column
        // (the ranks) go into one text element with a position per letter.
        let mut done = vec![false; d.coords.len()];
        for i in 0..d.coords.len() {
            if done[i] {
                continue;
            }
            let l = &d.coords[i];
            let same_row: Vec<usize> = (i..d.coords.len())
                .filter(|&j| {
                    !done[j]
                        && d.coords[j].y == l.y
                        && d.coords[j].color == l.color
                        && d.coords[j].size == l.size
                })
                .collect();
            let same_col: Vec<usize> = (i..d.coords.len())
                .filter(|&j| {
                    !done[j]
                        && d.coords[j].x == l.x
                        && d.coords[j].color == l.color
                        && d.coords[j].size == l.size
                })
                .collect();
            let group = if same_row.len() >= same_col.len() {
                &same_row
            } else {
                &same_col
            };
            let xs: Vec<String> = group.iter().map(|&j| n(d.coords[j].x)).collect();
            let ys: Vec<String> = group.iter().map(|&j| n(d.coords[j].y)).collect();
            let text: String = group.iter().map(|&j| escape(&d.coords[j].text)).collect();
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
        if let Some(c) = &d.caption {
            let _ = write!(o, "<text x=\"{}\" y=\"{}\"", n(c.x), n(c.y));
            if c.size != first.size {
                let _ = write!(o, " font-size=\"{}\"", n(c.size));
            }
            if c.color != first.color {
                let _ = write!(o, " fill=\"{}\"", c.color.hex());
            }
            let _ = write!(o, ">{}</text>", escape(&c.text));
        }
        o.push_str("</g>\n");
    }
    o.push_str("</svg>\n");
    o
}

/// A scale factor with four decimals.
fn n_precise(v: f32) -> String {
    let r = (v * 10000.0).round() / 10000.0;
    let s = format!("{r:.4}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}
