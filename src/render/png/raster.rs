//! Geometry drawn straight into pixels with tiny-skia: the same shapes,
//! colors and paint order as the SVG writer's, without writing SVG and
//! parsing it again. Pieces are paths made once per set; text is glyph
//! outlines of the embedded font ([`super::text`]).

use super::text;
use crate::render::Rgba;
use crate::render::geom::{Geometry, HATCH_LINES, Hatch, Ink, Paint, Shape, Stroke};
use crate::render::pieces::{PieceSet, Seg};
use crate::{Color, Piece, Role};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use tiny_skia::{FillRule, LineCap, LineJoin, Path, PathBuilder, Pixmap, Rect, Transform};

/// The size in pixels of a figure `width` × `height` drawn at `scale`:
/// the figure's size as the SVG gives it (two decimals), rounded to whole
/// pixels, then scaled and rounded, as resvg sizes the SVG.
pub(super) fn pixel_size(width: f32, height: f32, scale: f32) -> (u32, u32) {
    let side =
        |v: f32| ((((v * 100.0).round() / 100.0).round().max(1.0) * scale).round()).max(0.0) as u32;
    (side(width), side(height))
}

/// Draws `g` on white at `scale` pixels per unit, in `pixels` (resized).
pub(super) fn draw(g: &Geometry, scale: f32, mut pixels: Vec<u8>) -> Option<Pixmap> {
    let (w, h) = pixel_size(g.width, g.height, scale);
    let size = tiny_skia::IntSize::from_wh(w, h)?;
    // White, opaque: every byte 255.
    pixels.clear();
    pixels.resize((w as usize).checked_mul(h as usize)?.checked_mul(4)?, 255);
    let mut pm = Pixmap::from_vec(pixels, size)?;
    let ts = Transform::from_scale(scale, scale);
    let paths = piece_paths(&g.pieces);
    for shape in g.board.iter().chain(&g.on_board) {
        match shape {
            Shape::Use { piece, x, y, halo } => {
                let at = ts
                    .pre_translate(*x, *y)
                    .pre_scale(g.square / 100.0, g.square / 100.0);
                draw_piece(&mut pm, &paths[piece.index()], at, halo.then_some(g.halo));
            }
            Shape::Text(_) => {}
            _ => draw_shape(&mut pm, shape, ts),
        }
    }
    // Text last, as the SVG writer puts it: the labels, then the captions.
    let labels = g.board.iter().chain(&g.on_board).filter_map(|s| match s {
        Shape::Text(t) => Some(t),
        _ => None,
    });
    let cjk = crate::render::Cjk::of_lang(&g.lang);
    for t in labels.chain(&g.texts) {
        text::draw(&mut pm, t, ts, cjk);
    }
    Some(pm)
}

fn paint(c: Rgba) -> tiny_skia::Paint<'static> {
    let mut p = tiny_skia::Paint::default();
    p.set_color_rgba8(c.0, c.1, c.2, c.3);
    p.anti_alias = true;
    p
}

/// The color of an ink; a gray is opaque.
fn rgba(ink: Ink) -> Rgba {
    match ink {
        Ink::Rgb(c) => c,
        Ink::Gray(g) => {
            let v = (g.clamp(0.0, 1.0) * 255.0).round() as u8;
            Rgba::rgb(v, v, v)
        }
    }
}

fn line_style(s: &Stroke, caps: bool) -> tiny_skia::Stroke {
    tiny_skia::Stroke {
        width: s.width,
        line_cap: if caps && s.round_cap {
            LineCap::Round
        } else {
            LineCap::Butt
        },
        line_join: if s.round_join {
            LineJoin::Round
        } else {
            LineJoin::Miter
        },
        ..tiny_skia::Stroke::default()
    }
}

fn stroke(pm: &mut Pixmap, path: &Path, s: &Stroke, caps: bool, ts: Transform) {
    pm.stroke_path(path, &paint(rgba(s.ink)), &line_style(s, caps), ts, None);
}

fn polyline(points: &[(f32, f32)], close: bool) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for (i, &(x, y)) in points.iter().enumerate() {
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    if close {
        pb.close();
    }
    pb.finish()
}

/// One shape other than a piece or a text.
fn draw_shape(pm: &mut Pixmap, shape: &Shape, ts: Transform) {
    match shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke: outline,
        } => {
            let Some(rect) = Rect::from_xywh(*x, *y, *w, *h) else {
                return;
            };
            match fill {
                Paint::Solid(ink) => pm.fill_rect(rect, &paint(rgba(*ink)), ts, None),
                Paint::Board {
                    cell,
                    light,
                    dark,
                    hatch,
                } => board(pm, rect, *cell, (*light, *dark, *hatch), ts),
            }
            if let Some(s) = outline {
                stroke(pm, &PathBuilder::from_rect(rect), s, true, ts);
            }
        }
        Shape::Circle {
            cx,
            cy,
            r,
            stroke: s,
        } => {
            if let Some(path) = PathBuilder::from_circle(*cx, *cy, *r) {
                stroke(pm, &path, s, false, ts);
            }
        }
        Shape::Lines {
            segments,
            stroke: s,
        } => {
            let mut pb = PathBuilder::new();
            for [a, b] in segments {
                pb.move_to(a.0, a.1);
                pb.line_to(b.0, b.1);
            }
            if let Some(path) = pb.finish() {
                stroke(pm, &path, s, true, ts);
            }
        }
        Shape::Polyline { points, stroke: s } => {
            if let Some(path) = polyline(points, false) {
                stroke(pm, &path, s, true, ts);
            }
        }
        Shape::Polygon { points, fill } => {
            if let Some(path) = polyline(points, true) {
                pm.fill_path(&path, &paint(rgba(*fill)), FillRule::Winding, ts, None);
            }
        }
        Shape::Use { .. } | Shape::Text(_) => {}
    }
}

/// A checkered board: light squares, dark ones from the second square of
/// the top row, hatched as the SVG pattern hatches them (lines at 45°,
/// [`HATCH_LINES`] a square, in phase within each block of two squares
/// by two).
fn board(
    pm: &mut Pixmap,
    rect: Rect,
    cell: f32,
    (light, dark, hatch): (Rgba, Rgba, Option<Hatch>),
    ts: Transform,
) {
    pm.fill_rect(rect, &paint(light), ts, None);
    if cell <= 0.0 {
        return;
    }
    let (cols, rows) = (
        (rect.width() / cell).round() as i32,
        (rect.height() / cell).round() as i32,
    );
    let mut squares = PathBuilder::new();
    let mut dark_cells = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            if (row + col) % 2 == 1 {
                let (x, y) = (rect.x() + col as f32 * cell, rect.y() + row as f32 * cell);
                if let Some(r) = Rect::from_xywh(x, y, cell, cell) {
                    squares.push_rect(r);
                    dark_cells.push((col, row));
                }
            }
        }
    }
    let Some(squares) = squares.finish() else {
        return;
    };
    pm.fill_path(&squares, &paint(dark), FillRule::Winding, ts, None);
    let Some(hatch) = hatch else {
        return;
    };
    let step = cell / HATCH_LINES;
    // Half a line's width across, in sums x + y.
    let half = step * hatch.ink / std::f32::consts::SQRT_2;
    let spacing = std::f32::consts::SQRT_2 * step;
    let mut lines = PathBuilder::new();
    for (col, row) in dark_cells {
        // The block of two squares by two the square is in: the hatching
        // is in phase from its corner, lines x + y = spacing · (k + ½).
        let (bx, by) = (
            rect.x() + (col - col % 2) as f32 * cell,
            rect.y() + (row - row % 2) as f32 * cell,
        );
        let (x0, y0) = (
            rect.x() + col as f32 * cell - bx,
            rect.y() + row as f32 * cell - by,
        );
        let square = [
            (x0, y0),
            (x0 + cell, y0),
            (x0 + cell, y0 + cell),
            (x0, y0 + cell),
        ];
        // Sums x + y over the square run from x0 + y0 to x0 + y0 + 2 cell.
        let first = ((x0 + y0) / spacing - 0.5).floor() as i32;
        let last = ((x0 + y0 + 2.0 * cell) / spacing - 0.5).ceil() as i32;
        for k in first..=last {
            // Each line as the band it covers within the square, filled
            // (thin strokes would be drawn as lighter hairlines).
            let c = spacing * (k as f32 + 0.5);
            let band = clip(&clip(&square, |x, y| x + y - (c - half)), |x, y| {
                c + half - (x + y)
            });
            for (i, &(x, y)) in band.iter().enumerate() {
                if i == 0 {
                    lines.move_to(bx + x, by + y);
                } else {
                    lines.line_to(bx + x, by + y);
                }
            }
            if !band.is_empty() {
                lines.close();
            }
        }
    }
    if let Some(lines) = lines.finish() {
        pm.fill_path(&lines, &paint(hatch.color), FillRule::Winding, ts, None);
    }
}

/// The part of a convex polygon where `side` is not negative.
fn clip(poly: &[(f32, f32)], side: impl Fn(f32, f32) -> f32) -> Vec<(f32, f32)> {
    let mut out = Vec::with_capacity(poly.len() + 1);
    for (i, &a) in poly.iter().enumerate() {
        let b = poly[(i + 1) % poly.len()];
        let (sa, sb) = (side(a.0, a.1), side(b.0, b.1));
        if sa >= 0.0 {
            out.push(a);
        }
        if (sa >= 0.0) != (sb >= 0.0) {
            let t = sa / (sa - sb);
            out.push((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)));
        }
    }
    if out.len() < 3 { Vec::new() } else { out }
}

/// A piece as paths in its square's 100 × 100 box, y down.
pub(super) struct PiecePaths {
    silhouette: Option<Path>,
    backing: Option<Rgba>,
    layers: Vec<(Path, Rgba, FillRule)>,
}

fn draw_piece(pm: &mut Pixmap, p: &PiecePaths, at: Transform, halo: Option<f32>) {
    if let (Some(width), Some(s)) = (halo, &p.silhouette) {
        let white = paint(Rgba::rgb(255, 255, 255));
        pm.fill_path(s, &white, FillRule::Winding, at, None);
        let line = tiny_skia::Stroke {
            width,
            line_join: LineJoin::Round,
            ..tiny_skia::Stroke::default()
        };
        pm.stroke_path(s, &white, &line, at, None);
    }
    if let (Some(b), Some(s)) = (p.backing, &p.silhouette) {
        pm.fill_path(s, &paint(b.alpha(255)), FillRule::Winding, at, None);
    }
    for (path, fill, rule) in &p.layers {
        pm.fill_path(path, &paint(fill.alpha(255)), *rule, at, None);
    }
}

/// The paths of a set's pieces, by [`Piece::index`], made once per set
/// and process.
fn piece_paths(set: &PieceSet) -> Arc<Vec<PiecePaths>> {
    static PATHS: OnceLock<Mutex<HashMap<u64, Arc<Vec<PiecePaths>>>>> = OnceLock::new();
    let cache = PATHS.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(p) = cache.lock().ok().and_then(|c| c.get(&set.id()).cloned()) {
        return p;
    }
    let place = set.placement();
    let mut all = vec![];
    for index in 0..12 {
        let piece = Piece::new(
            if index < 6 {
                Color::White
            } else {
                Color::Black
            },
            Role::ALL[index % 6],
        );
        debug_assert_eq!(piece.index(), index);
        let art = set.art(piece);
        let path = |segs: &[Seg]| outline(segs, |x, y| (place.x(x), place.y_down(y)));
        all.push(PiecePaths {
            silhouette: path(&art.silhouette),
            backing: art.backing,
            layers: art
                .layers
                .iter()
                .filter_map(|l| {
                    let rule = if l.even_odd {
                        FillRule::EvenOdd
                    } else {
                        FillRule::Winding
                    };
                    Some((path(&l.segs)?, l.fill, rule))
                })
                .collect(),
        });
    }
    let paths = Arc::new(all);
    if let Ok(mut c) = cache.lock() {
        c.insert(set.id(), paths.clone());
    }
    paths
}

/// Outline segments as a path, each point mapped by `at`.
pub(super) fn outline(segs: &[Seg], at: impl Fn(f32, f32) -> (f32, f32)) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for s in segs {
        match *s {
            Seg::Move(x, y) => {
                let (x, y) = at(x, y);
                pb.move_to(x, y);
            }
            Seg::Line(x, y) => {
                let (x, y) = at(x, y);
                pb.line_to(x, y);
            }
            Seg::Quad(x1, y1, x, y) => {
                let ((x1, y1), (x, y)) = (at(x1, y1), at(x, y));
                pb.quad_to(x1, y1, x, y);
            }
            Seg::Cubic(x1, y1, x2, y2, x, y) => {
                let ((x1, y1), (x2, y2), (x, y)) = (at(x1, y1), at(x2, y2), at(x, y));
                pb.cubic_to(x1, y1, x2, y2, x, y);
            }
            Seg::Close => pb.close(),
        }
    }
    pb.finish()
}
