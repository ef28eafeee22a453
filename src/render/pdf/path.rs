//! Paths in PDF content: the pieces' outlines as PDF segments, circles,
//! polylines, and rounding that keeps output stable.

use crate::render::geom::Geometry;
use crate::render::pieces::Seg;
use pdf_writer::Content;

pub(super) fn polyline(c: &mut Content, g: &Geometry, points: &[(f32, f32)]) {
    for (i, (x0, y0)) in points.iter().enumerate() {
        let (ax, ay) = board_units(g, *x0, *y0);
        if i == 0 {
            c.move_to(ax, ay);
        } else {
            c.line_to(ax, ay);
        }
    }
}

/// Scene coordinates to board units (one per square, y up, the board's
/// bottom-left corner at the origin).
pub(super) fn board_units(g: &Geometry, x: f32, y: f32) -> (f32, f32) {
    (
        round3((x - g.board_x) / g.square),
        round3(8.0 - (y - g.board_y) / g.square),
    )
}

pub(super) fn round2(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

pub(super) fn round3(v: f32) -> f32 {
    (v * 1000.0).round() / 1000.0
}

/// A circle as four Bézier arcs.
pub(super) fn circle(c: &mut Content, cx: f32, cy: f32, r: f32) {
    let k = 0.552_284_8 * r;
    c.move_to(cx + r, cy);
    c.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    c.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    c.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    c.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    c.close_path();
}

/// Piece outlines as PDF path segments (100 × 100 box, y up, two
/// decimals, quadratic curves raised to cubic ones).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum PdfSeg {
    Move(f32, f32),
    Line(f32, f32),
    Cubic(f32, f32, f32, f32, f32, f32),
    Close,
}

pub(super) fn pdf_segments(segs: &[Seg], place: &crate::render::pieces::Placement) -> Vec<PdfSeg> {
    let pt = |x: f32, y: f32| (round2(place.x(x)), round2(place.y_up(y)));
    let mut cur = (0.0f32, 0.0f32);
    segs.iter()
        .map(|s| match *s {
            Seg::Move(x, y) => {
                cur = pt(x, y);
                PdfSeg::Move(cur.0, cur.1)
            }
            Seg::Line(x, y) => {
                cur = pt(x, y);
                PdfSeg::Line(cur.0, cur.1)
            }
            Seg::Quad(x1, y1, x, y) => {
                let q = pt(x1, y1);
                let p = pt(x, y);
                let c0 = cur;
                let a = (
                    c0.0 + 2.0 / 3.0 * (q.0 - c0.0),
                    c0.1 + 2.0 / 3.0 * (q.1 - c0.1),
                );
                let b = (p.0 + 2.0 / 3.0 * (q.0 - p.0), p.1 + 2.0 / 3.0 * (q.1 - p.1));
                cur = p;
                PdfSeg::Cubic(a.0, a.1, b.0, b.1, p.0, p.1)
            }
            Seg::Cubic(x1, y1, x2, y2, x, y) => {
                let a = pt(x1, y1);
                let b = pt(x2, y2);
                cur = pt(x, y);
                PdfSeg::Cubic(a.0, a.1, b.0, b.1, cur.0, cur.1)
            }
            Seg::Close => PdfSeg::Close,
        })
        .collect()
}

pub(super) fn append_path(c: &mut Content, segs: &[PdfSeg]) {
    for s in segs {
        match *s {
            PdfSeg::Move(x, y) => {
                c.move_to(x, y);
            }
            PdfSeg::Line(x, y) => {
                c.line_to(x, y);
            }
            PdfSeg::Cubic(a, b, cc, d, e, f) => {
                c.cubic_to(a, b, cc, d, e, f);
            }
            PdfSeg::Close => {
                c.close_path();
            }
        }
    }
}
