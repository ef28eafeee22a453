//! The piece set: outlines of the chess glyphs of DejaVu Sans (a font
//! under the Bitstream Vera licence, shipped by the `dejavu` crate), as
//! SVG path data in a 100 × 100 box, one square.
//!
//! A piece is drawn as its silhouette in black, with inner parts filled
//! white over it: for a white piece the inside of the outline glyph, so a
//! dark square never shows through; for a black piece the details of the
//! solid glyph. The silhouette is stored once per kind of piece.

use crate::{Color, Piece, Role};
use std::fmt::Write as _;
use std::sync::OnceLock;

/// Path units per unit of the 100 × 100 square: scale the paths by
/// `1 / UNITS`.
pub const UNITS: f32 = 2.0;

/// The path data of one kind of piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceShape {
    /// The outer contours, shared by both colors, filled black.
    pub silhouette: String,
    /// The inside of the white piece, filled white over the silhouette.
    pub white: String,
    /// The details of the black piece, filled white over the silhouette.
    pub black: String,
}

type Contour = (String, [i32; 4]);

/// Writes glyph outlines as compact path data: integer coordinates,
/// relative commands, implicit repetition and the smooth `t` form.
struct PathWriter {
    d: String,
    scale: f32,
    dx: f32,
    dy: f32,
    px: i32,
    py: i32,
    last: char,
    ctrl: Option<(i32, i32)>,
    contours: Vec<Contour>,
    start: usize,
    bbox: [i32; 4],
}

impl PathWriter {
    fn pt(&self, x: f32, y: f32) -> (i32, i32) {
        (
            ((x * self.scale + self.dx) * UNITS).round() as i32,
            ((self.dy - y * self.scale) * UNITS).round() as i32,
        )
    }
    fn extend(&mut self, x: i32, y: i32) {
        self.bbox = [
            self.bbox[0].min(x),
            self.bbox[1].min(y),
            self.bbox[2].max(x),
            self.bbox[3].max(y),
        ];
    }
    fn cmd(&mut self, c: char) {
        if self.last != c {
            self.d.push(c);
            self.last = c;
        }
    }
    fn num(&mut self, v: i32) {
        if v >= 0 && !self.d.ends_with(|c: char| c.is_ascii_alphabetic()) {
            self.d.push(' ');
        }
        let _ = write!(self.d, "{v}");
    }
}

impl ttf_parser::OutlineBuilder for PathWriter {
    fn move_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.pt(x, y);
        self.start = self.d.len();
        self.bbox = [x, y, x, y];
        let _ = write!(self.d, "M{x} {y}");
        self.px = x;
        self.py = y;
        self.ctrl = None;
        self.last = 'M';
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.pt(x, y);
        if (x, y) == (self.px, self.py) {
            // A segment of no length (they occur in the font).
            return;
        }
        self.extend(x, y);
        self.cmd('l');
        self.num(x - self.px);
        self.num(y - self.py);
        self.px = x;
        self.py = y;
        self.ctrl = None;
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let (x1, y1) = self.pt(x1, y1);
        let (x, y) = self.pt(x, y);
        self.extend(x, y);
        self.extend(x1, y1);
        let (px, py) = (self.px, self.py);
        // The smooth form when the control point is (within one path unit)
        // the reflection of the previous one, as TrueType's implied
        // on-curve points make it; the renderer then uses the reflection,
        // which is tracked so that errors never add up.
        let reflected = self.ctrl.map(|(cx, cy)| (2 * px - cx, 2 * py - cy));
        let ctrl = match reflected {
            Some((rx, ry)) if (rx - x1).abs() <= 1 && (ry - y1).abs() <= 1 => {
                self.cmd('t');
                (rx, ry)
            }
            _ => {
                self.cmd('q');
                self.num(x1 - px);
                self.num(y1 - py);
                (x1, y1)
            }
        };
        self.num(x - px);
        self.num(y - py);
        self.px = x;
        self.py = y;
        self.ctrl = Some(ctrl);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let (x1, y1) = self.pt(x1, y1);
        let (x2, y2) = self.pt(x2, y2);
        let (x, y) = self.pt(x, y);
        self.extend(x, y);
        self.cmd('c');
        self.ctrl = None;
        let (px, py) = (self.px, self.py);
        for v in [x1 - px, y1 - py, x2 - px, y2 - py, x - px, y - py] {
            self.num(v);
        }
        self.px = x;
        self.py = y;
    }
    fn close(&mut self) {
        self.d.push('z');
        self.last = 'z';
        self.ctrl = None;
        self.contours
            .push((self.d[self.start..].to_owned(), self.bbox));
    }
}

fn glyph_char(color: Color, role: Role) -> char {
    let base = match color {
        Color::White => 0x2654,
        Color::Black => 0x265a,
    };
    let offset = match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    };
    char::from_u32(base + offset).unwrap_or('?')
}

/// The bytes of the DejaVu Sans font.
pub fn font_bytes() -> &'static [u8] {
    dejavu::sans::regular()
}

/// The union of the bounds of all chess glyphs, so that every piece stands
/// on one base line and keeps its size relative to the others.
fn glyph_box(face: &ttf_parser::Face<'_>) -> (f32, f32, f32) {
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    for cp in 0x2654..=0x265f {
        let Some(c) = char::from_u32(cp) else {
            continue;
        };
        if let Some(r) = face
            .glyph_index(c)
            .and_then(|id| face.glyph_bounding_box(id))
        {
            b = [
                b[0].min(f32::from(r.x_min)),
                b[1].min(f32::from(r.y_min)),
                b[2].max(f32::from(r.x_max)),
                b[3].max(f32::from(r.y_max)),
            ];
        }
    }
    (b[0], b[1], (b[2] - b[0]).max(b[3] - b[1]))
}

/// The contours of a glyph, in path units (see [`UNITS`]).
fn contours(face: &ttf_parser::Face<'_>, c: char) -> Vec<Contour> {
    let Some(id) = face.glyph_index(c) else {
        return Vec::new();
    };
    let (x0, y0, size) = glyph_box(face);
    let scale = 88.0 / size;
    let mut w = PathWriter {
        d: String::new(),
        scale,
        dx: (100.0 - size * scale) / 2.0 - x0 * scale,
        dy: 94.0 + y0 * scale,
        px: 0,
        py: 0,
        last: ' ',
        ctrl: None,
        contours: Vec::new(),
        start: 0,
        bbox: [0; 4],
    };
    face.outline_glyph(id, &mut w);
    w.contours
}

/// Splits contours into the outer ones (inside no other) and the rest.
fn outer_and_inner(contours: &[Contour]) -> (String, String) {
    let inside = |a: &[i32; 4], b: &[i32; 4]| {
        a != b && a[0] >= b[0] && a[1] >= b[1] && a[2] <= b[2] && a[3] <= b[3]
    };
    let mut outer = String::new();
    let mut inner = String::new();
    for (d, bb) in contours {
        if contours.iter().any(|(_, other)| inside(bb, other)) {
            inner.push_str(d);
        } else {
            outer.push_str(d);
        }
    }
    (outer, inner)
}

/// The shape of a kind of piece, computed once from the font.
///
/// ```
/// use fenlingo::Role;
/// let s = fenlingo::render::pieces::shape(Role::Knight);
/// assert!(s.silhouette.starts_with('M') && !s.white.is_empty());
/// ```
pub fn shape(role: Role) -> &'static PieceShape {
    static SHAPES: OnceLock<Vec<PieceShape>> = OnceLock::new();
    let shapes = SHAPES.get_or_init(|| {
        let face = ttf_parser::Face::parse(font_bytes(), 0).ok();
        Role::ALL
            .iter()
            .map(|&r| {
                let (solid, outline) = match face.as_ref() {
                    Some(f) => (
                        contours(f, glyph_char(Color::Black, r)),
                        contours(f, glyph_char(Color::White, r)),
                    ),
                    None => (Vec::new(), Vec::new()),
                };
                // The outline glyph's outer contours are the silhouette;
                // its inner contours, filled alone, are the white inside.
                // The solid glyph's inner contours are the black piece's
                // details.
                let (silhouette, white) = outer_and_inner(&outline);
                let (_, black) = outer_and_inner(&solid);
                PieceShape {
                    silhouette,
                    white,
                    black,
                }
            })
            .collect()
    });
    &shapes[role.index()]
}

/// The glyph of `piece` in the font (for renderers that draw text).
///
/// ```
/// use fenlingo::{Color, Piece, Role};
/// assert_eq!(fenlingo::render::pieces::glyph(Piece::new(Color::Black, Role::King)), '♚');
/// ```
pub fn glyph(piece: Piece) -> char {
    glyph_char(piece.color, piece.role)
}

/// Piece outlines as PDF path segments (100 × 100 box, y up).
#[derive(Debug, Clone, PartialEq)]
pub struct PdfShape {
    /// The outer contours, filled black.
    pub silhouette: Vec<super::pdf::Seg>,
    /// The inside of the white piece, filled white.
    pub white: Vec<super::pdf::Seg>,
    /// The details of the black piece, filled white.
    pub black: Vec<super::pdf::Seg>,
}

struct SegWriter {
    scale: f32,
    dx: f32,
    y0: f32,
    cur: (f32, f32),
    contour: Vec<super::pdf::Seg>,
    bbox: [f32; 4],
    contours: Vec<(Vec<super::pdf::Seg>, [f32; 4])>,
}

impl SegWriter {
    fn pt(&self, x: f32, y: f32) -> (f32, f32) {
        let r = |v: f32| (v * 100.0).round() / 100.0;
        (
            r(x * self.scale + self.dx),
            r(6.0 + (y - self.y0) * self.scale),
        )
    }
    fn extend(&mut self, (x, y): (f32, f32)) {
        self.bbox = [
            self.bbox[0].min(x),
            self.bbox[1].min(y),
            self.bbox[2].max(x),
            self.bbox[3].max(y),
        ];
    }
}

impl ttf_parser::OutlineBuilder for SegWriter {
    fn move_to(&mut self, x: f32, y: f32) {
        let p = self.pt(x, y);
        self.bbox = [p.0, p.1, p.0, p.1];
        self.contour = vec![super::pdf::Seg::Move(p.0, p.1)];
        self.cur = p;
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let p = self.pt(x, y);
        self.extend(p);
        self.contour.push(super::pdf::Seg::Line(p.0, p.1));
        self.cur = p;
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let q = self.pt(x1, y1);
        let p = self.pt(x, y);
        self.extend(p);
        self.extend(q);
        let c0 = self.cur;
        let a = (
            c0.0 + 2.0 / 3.0 * (q.0 - c0.0),
            c0.1 + 2.0 / 3.0 * (q.1 - c0.1),
        );
        let b = (p.0 + 2.0 / 3.0 * (q.0 - p.0), p.1 + 2.0 / 3.0 * (q.1 - p.1));
        self.contour
            .push(super::pdf::Seg::Cubic(a.0, a.1, b.0, b.1, p.0, p.1));
        self.cur = p;
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let a = self.pt(x1, y1);
        let b = self.pt(x2, y2);
        let p = self.pt(x, y);
        self.extend(p);
        self.contour
            .push(super::pdf::Seg::Cubic(a.0, a.1, b.0, b.1, p.0, p.1));
        self.cur = p;
    }
    fn close(&mut self) {
        self.contour.push(super::pdf::Seg::Close);
        let contour = std::mem::take(&mut self.contour);
        self.contours.push((contour, self.bbox));
    }
}

fn seg_contours(face: &ttf_parser::Face<'_>, c: char) -> Vec<(Vec<super::pdf::Seg>, [f32; 4])> {
    let Some(id) = face.glyph_index(c) else {
        return Vec::new();
    };
    let (x0, y0, size) = glyph_box(face);
    let scale = 88.0 / size;
    let mut w = SegWriter {
        scale,
        dx: (100.0 - size * scale) / 2.0 - x0 * scale,
        y0,
        cur: (0.0, 0.0),
        contour: Vec::new(),
        bbox: [0.0; 4],
        contours: Vec::new(),
    };
    face.outline_glyph(id, &mut w);
    w.contours
}

fn split_segs(
    contours: Vec<(Vec<super::pdf::Seg>, [f32; 4])>,
) -> (Vec<super::pdf::Seg>, Vec<super::pdf::Seg>) {
    let inside = |a: &[f32; 4], b: &[f32; 4]| {
        a != b && a[0] >= b[0] && a[1] >= b[1] && a[2] <= b[2] && a[3] <= b[3]
    };
    let boxes: Vec<[f32; 4]> = contours.iter().map(|(_, b)| *b).collect();
    let mut outer = Vec::new();
    let mut inner = Vec::new();
    for (segs, bb) in contours {
        if boxes.iter().any(|other| inside(&bb, other)) {
            inner.extend(segs);
        } else {
            outer.extend(segs);
        }
    }
    (outer, inner)
}

/// The PDF shape of a kind of piece, computed once from the font.
///
/// ```
/// let s = fenlingo::render::pieces::pdf_shape(fenlingo::Role::Queen);
/// assert!(!s.silhouette.is_empty() && !s.white.is_empty());
/// ```
pub fn pdf_shape(role: Role) -> &'static PdfShape {
    static SHAPES: OnceLock<Vec<PdfShape>> = OnceLock::new();
    let shapes = SHAPES.get_or_init(|| {
        let face = ttf_parser::Face::parse(font_bytes(), 0).ok();
        Role::ALL
            .iter()
            .map(|&r| {
                let (solid, outline) = match face.as_ref() {
                    Some(f) => (
                        seg_contours(f, glyph_char(Color::Black, r)),
                        seg_contours(f, glyph_char(Color::White, r)),
                    ),
                    None => (Vec::new(), Vec::new()),
                };
                let (silhouette, white) = split_segs(outline);
                let (_, black) = split_segs(solid);
                PdfShape {
                    silhouette,
                    white,
                    black,
                }
            })
            .collect()
    });
    &shapes[role.index()]
}
