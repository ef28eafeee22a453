//! Pieces from a chess font (TrueType or OpenType, read with
//! ttf-parser): the Unicode chess symbols U+2654–U+265F, or the letters
//! of the classic diagram fonts (Chess Merida, Alpha, Leipzig, Cases,
//! Berlin: `p n b r q k` White and `o m v t w l` Black, each on a light
//! square, whose outlines are the piece alone).

use super::{Layer, PieceArt, PieceSet, PieceSetError, Placement, Seg};
use crate::render::Rgba;
use crate::{Color, Piece, Role};

/// Which characters of a font hold the pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FontMapping {
    /// The Unicode chess symbols: ♔ ♕ ♖ ♗ ♘ ♙ White, ♚ ♛ ♜ ♝ ♞ ♟ Black.
    Unicode,
    /// The diagram-font letters: `k q r b n p` White, `l w t v m o` Black.
    Letters,
}

/// The Unicode chess symbol of a piece.
pub(super) fn symbol(color: Color, role: Role) -> char {
    let base = match color {
        Color::White => 0x2654,
        Color::Black => 0x265a,
    };
    char::from_u32(base + role_offset(role)).unwrap_or('?')
}

/// King, queen, rook, bishop, knight, pawn: the order of the symbols.
fn role_offset(role: Role) -> u32 {
    match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    }
}

/// The diagram-font letter of a piece on a light square.
fn letter(color: Color, role: Role) -> char {
    let (white, black) = match role {
        Role::King => ('k', 'l'),
        Role::Queen => ('q', 'w'),
        Role::Rook => ('r', 't'),
        Role::Bishop => ('b', 'v'),
        Role::Knight => ('n', 'm'),
        Role::Pawn => ('p', 'o'),
    };
    match color {
        Color::White => white,
        Color::Black => black,
    }
}

impl FontMapping {
    /// The character of `piece` under this mapping.
    ///
    /// ```
    /// use fenlingo::{Color, Piece, Role};
    /// use fenlingo::render::pieces::FontMapping;
    /// let bishop = Piece::new(Color::Black, Role::Bishop);
    /// assert_eq!(FontMapping::Letters.char_of(bishop), 'v');
    /// assert_eq!(FontMapping::Unicode.char_of(bishop), '♝');
    /// ```
    pub fn char_of(self, piece: Piece) -> char {
        match self {
            FontMapping::Unicode => symbol(piece.color, piece.role),
            FontMapping::Letters => letter(piece.color, piece.role),
        }
    }
}

/// Every piece, in [`Piece::index`] order.
fn all_pieces() -> impl Iterator<Item = Piece> {
    Color::ALL
        .into_iter()
        .flat_map(|c| Role::ALL.into_iter().map(move |r| Piece::new(c, r)))
}

/// The glyphs of the Unicode chess symbols the font draws (with an
/// outline), by piece.
pub(super) fn unicode_glyphs(face: &ttf_parser::Face<'_>) -> Vec<Option<ttf_parser::GlyphId>> {
    glyphs(face, FontMapping::Unicode)
}

fn glyphs(face: &ttf_parser::Face<'_>, m: FontMapping) -> Vec<Option<ttf_parser::GlyphId>> {
    all_pieces()
        .map(|p| {
            face.glyph_index(m.char_of(p))
                .filter(|&id| face.glyph_bounding_box(id).is_some())
        })
        .collect()
}

/// Whether the letters are a diagram font's: all twelve drawn, each as
/// wide as the others and about as wide as the em (a text font's `m` is
/// wider than its `l`; a monospaced font's letters are narrower).
fn letters_are_pieces(face: &ttf_parser::Face<'_>, ids: &[Option<ttf_parser::GlyphId>]) -> bool {
    let widths: Vec<u16> = ids
        .iter()
        .filter_map(|id| id.and_then(|id| face.glyph_hor_advance(id)))
        .collect();
    let em = f32::from(face.units_per_em());
    widths.len() == 12
        && widths.iter().all(|&w| w == widths[0])
        && f32::from(widths[0]) >= 0.85 * em
}

/// The union of the bounds of the glyphs, and the placement that puts it
/// in the box: 88 units, the bottom at 94, centred across.
pub(super) fn placement(
    face: &ttf_parser::Face<'_>,
    ids: &[Option<ttf_parser::GlyphId>],
) -> Placement {
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    for r in ids
        .iter()
        .filter_map(|id| id.and_then(|id| face.glyph_bounding_box(id)))
    {
        b = [
            b[0].min(f32::from(r.x_min)),
            b[1].min(f32::from(r.y_min)),
            b[2].max(f32::from(r.x_max)),
            b[3].max(f32::from(r.y_max)),
        ];
    }
    if b[0] > b[2] {
        return Placement::BOX;
    }
    let (x0, y0, size) = (b[0], b[1], (b[2] - b[0]).max(b[3] - b[1]));
    let scale = 88.0 / size;
    Placement {
        scale,
        dx: (100.0 - size * scale) / 2.0 - x0 * scale,
        y0,
        bottom: 94.0,
    }
}

pub(super) type Contour = (Vec<Seg>, [f32; 4]);

/// Collects a glyph's contours with their bounds (control points
/// included).
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
        self.extend(x1, y1);
        self.extend(x2, y2);
        self.contour.push(Seg::Cubic(x1, y1, x2, y2, x, y));
    }
    fn close(&mut self) {
        self.contour.push(Seg::Close);
        let contour = std::mem::take(&mut self.contour);
        self.contours.push((contour, self.bbox));
    }
}

pub(super) fn glyph_contours(face: &ttf_parser::Face<'_>, id: ttf_parser::GlyphId) -> Vec<Contour> {
    let mut w = Collector::default();
    face.outline_glyph(id, &mut w);
    w.contours
}

/// The contours of the glyph of `c`.
pub(super) fn contours(face: &ttf_parser::Face<'_>, c: char) -> Vec<Contour> {
    face.glyph_index(c)
        .map(|id| glyph_contours(face, id))
        .unwrap_or_default()
}

/// Splits contours into the outer ones (inside no other) and the rest.
pub(super) fn outer_and_inner(contours: Vec<Contour>) -> (Vec<Seg>, Vec<Seg>) {
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

/// `♘ U+2658` for each piece whose symbol the font lacks.
fn missing_symbols(ids: &[Option<ttf_parser::GlyphId>]) -> String {
    all_pieces()
        .zip(ids)
        .filter(|(_, id)| id.is_none())
        .map(|(p, _)| {
            let c = symbol(p.color, p.role);
            format!("{c} U+{:04X}", u32::from(c))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

impl PieceSet {
    /// The set drawn by a chess font's glyphs (face `index` of a
    /// collection), the mapping found from its character map: the
    /// Unicode chess symbols when it has them all, else the letters of a
    /// diagram font. `name` names the set (and the font in errors). Each
    /// glyph is drawn as the font draws it, in black, over its outer
    /// shape filled white, so that no square shows through a piece.
    ///
    /// ```
    /// use fenlingo::render::pieces::{FontMapping, PieceSet};
    /// let (set, mapping) = PieceSet::from_font(fenlingo::render::pieces::font_bytes(), 0, "DejaVu Sans").unwrap();
    /// assert_eq!(mapping, FontMapping::Unicode);
    /// assert!(!set.is_builtin());
    /// let e = PieceSet::from_font(b"not a font", 0, "x.ttf").unwrap_err();
    /// assert_eq!(e.to_string(), "'x.ttf' is not a TrueType or OpenType font");
    /// ```
    pub fn from_font(
        data: &[u8],
        index: u32,
        name: &str,
    ) -> Result<(PieceSet, FontMapping), PieceSetError> {
        let face = ttf_parser::Face::parse(data, index)
            .map_err(|_| PieceSetError::BadFont(name.to_owned()))?;
        let unicode = glyphs(&face, FontMapping::Unicode);
        let (mapping, ids) = if unicode.iter().all(Option::is_some) {
            (FontMapping::Unicode, unicode)
        } else {
            let letters = glyphs(&face, FontMapping::Letters);
            if !letters_are_pieces(&face, &letters) {
                let missing = if unicode.iter().any(Option::is_some) {
                    missing_symbols(&unicode)
                } else {
                    "U+2654–U+265F, p n b r q k o m v t w l".to_owned()
                };
                return Err(PieceSetError::NoPieces {
                    font: name.to_owned(),
                    missing,
                });
            }
            (FontMapping::Letters, letters)
        };
        let place = placement(&face, &ids);
        let black = Rgba::rgb(0, 0, 0);
        let art = ids
            .iter()
            .map(|id| {
                let contours = id.map(|id| glyph_contours(&face, id)).unwrap_or_default();
                let all: Vec<Seg> = contours.iter().flat_map(|(s, _)| s.clone()).collect();
                let (silhouette, _) = outer_and_inner(contours);
                PieceArt {
                    silhouette,
                    backing: Some(Rgba::rgb(0xff, 0xff, 0xff)),
                    layers: vec![Layer {
                        segs: all,
                        fill: black,
                        even_odd: false,
                    }],
                }
            })
            .collect();
        Ok((PieceSet::new(name.to_owned(), place, art), mapping))
    }
}
