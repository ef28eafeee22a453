//! The piece set: outlines of the chess glyphs of DejaVu Sans (a font
//! under the Bitstream Vera licence, shipped by the `dejavu` crate), read
//! once and placed in a 100 × 100 box, one square.
//!
//! A piece is drawn as its silhouette in black, with inner parts filled
//! white over it: for a white piece the inside of the outline glyph, so a
//! dark square never shows through; for a black piece the details of the
//! solid glyph. The silhouette is stored once per kind of piece.
//!
//! This is the one place that knows the shapes: the writers (SVG, PDF)
//! only serialize the segments of [`outline`], each in its own number
//! format. A new piece set replaces this file's source of contours.

use crate::{Color, Piece, Role};
use std::sync::OnceLock;

/// One step of an outline, in the font's units (y up).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Seg {
    /// Start a contour.
    Move(f32, f32),
    /// A straight line.
    Line(f32, f32),
    /// A quadratic Bézier curve: control point, end point.
    Quad(f32, f32, f32, f32),
    /// A cubic Bézier curve: two control points, end point.
    Cubic(f32, f32, f32, f32, f32, f32),
    /// Close the contour.
    Close,
}

/// The outline of one kind of piece.
#[derive(Debug, Clone, PartialEq)]
pub struct Outline {
    /// The outer contours, shared by both colors, filled black.
    pub silhouette: Vec<Seg>,
    /// The inside of the white piece, filled white over the silhouette.
    pub white: Vec<Seg>,
    /// The details of the black piece, filled white over the silhouette.
    pub black: Vec<Seg>,
}

impl Outline {
    /// The inner parts for a piece of `color`.
    pub fn inner(&self, color: Color) -> &[Seg] {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// How outline coordinates map into the 100 × 100 box of a square: every
/// piece stands on one base line and keeps its size relative to the
/// others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    /// Box units per font unit.
    pub scale: f32,
    /// Added to `x · scale`.
    pub dx: f32,
    /// The bottom of the chess glyphs, in font units.
    pub y0: f32,
}

impl Placement {
    /// x in the box.
    pub fn x(&self, x: f32) -> f32 {
        x * self.scale + self.dx
    }
    /// y in the box, downwards (SVG): the glyphs' bottom at 94.
    pub fn y_down(&self, y: f32) -> f32 {
        (94.0 + self.y0 * self.scale) - y * self.scale
    }
    /// y in the box, upwards (PDF): the glyphs' bottom at 6.
    pub fn y_up(&self, y: f32) -> f32 {
        6.0 + (y - self.y0) * self.scale
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

/// The union of the bounds of all chess glyphs.
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

/// The placement of the outlines in the box of a square.
///
/// ```
/// let p = fenlingo::render::pieces::placement();
/// assert!(p.scale > 0.0);
/// ```
pub fn placement() -> Placement {
    static PLACEMENT: OnceLock<Placement> = OnceLock::new();
    *PLACEMENT.get_or_init(|| {
        let Ok(face) = ttf_parser::Face::parse(font_bytes(), 0) else {
            return Placement {
                scale: 1.0,
                dx: 0.0,
                y0: 0.0,
            };
        };
        let (x0, y0, size) = glyph_box(&face);
        let scale = 88.0 / size;
        Placement {
            scale,
            dx: (100.0 - size * scale) / 2.0 - x0 * scale,
            y0,
        }
    })
}

type Contour = (Vec<Seg>, [f32; 4]);

/// Collects a glyph's contours with their bounds (control points of
/// quadratic curves included).
#[derive(Default)]
struct Collector {
    contour: Vec<Seg>,
    bbox: [f32; 4],
    contours: Vec<Contour>,
}

impl Collector {
    fn extend(&mut self, x: f32, y: f32) {
        self.bbox = [
            self.bbox[0].min(x),
            self.bbox[1].min(y),
            self.bbox[2].max(x),
            self.bbox[3].max(y),
        ];
    }
}

impl ttf_parser::OutlineBuilder for Collector {
    fn move_to(&mut self, x: f32, y: f32) {
        self.bbox = [x, y, x, y];
        self.contour = vec![Seg::Move(x, y)];
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.extend(x, y);
        self.contour.push(Seg::Line(x, y));
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.extend(x, y);
        self.extend(x1, y1);
        self.contour.push(Seg::Quad(x1, y1, x, y));
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.extend(x, y);
        self.contour.push(Seg::Cubic(x1, y1, x2, y2, x, y));
    }
    fn close(&mut self) {
        self.contour.push(Seg::Close);
        let contour = std::mem::take(&mut self.contour);
        self.contours.push((contour, self.bbox));
    }
}

fn contours(face: &ttf_parser::Face<'_>, c: char) -> Vec<Contour> {
    let Some(id) = face.glyph_index(c) else {
        return Vec::new();
    };
    let mut w = Collector::default();
    face.outline_glyph(id, &mut w);
    w.contours
}

/// Splits contours into the outer ones (inside no other) and the rest.
fn outer_and_inner(contours: Vec<Contour>) -> (Vec<Seg>, Vec<Seg>) {
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

/// The outline of a kind of piece, read once from the font.
///
/// ```
/// use fenlingo::Role;
/// use fenlingo::render::pieces::{outline, Seg};
/// let o = outline(Role::Knight);
/// assert!(matches!(o.silhouette[0], Seg::Move(..)) && !o.white.is_empty());
/// ```
pub fn outline(role: Role) -> &'static Outline {
    static OUTLINES: OnceLock<Vec<Outline>> = OnceLock::new();
    let outlines = OUTLINES.get_or_init(|| {
        let face = ttf_parser::Face::parse(font_bytes(), 0).ok();
        Role::ALL
            .iter()
            .map(|&r| {
                let (solid, hollow) = match face.as_ref() {
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
                let (silhouette, white) = outer_and_inner(hollow);
                let (_, black) = outer_and_inner(solid);
                Outline {
                    silhouette,
                    white,
                    black,
                }
            })
            .collect()
    });
    &outlines[role.index()]
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
