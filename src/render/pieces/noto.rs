//! The default set: the chess symbols of Noto Sans Symbols 2 (a subset of
//! the font, `noto/NotoSansSymbols2-chess.ttf`, under the SIL Open Font
//! License 1.1 in `noto/OFL.txt`; `scripts/make-piece-font.sh` makes it),
//! each piece scaled to a diagram's proportions and stood on one base line.
//!
//! The font draws every piece about as tall as the king, the pawn
//! included. A diagram's reader tells the pieces apart by their height
//! first: here the pawn is clearly the smallest piece and the king the
//! tallest, as in the diagram fonts of printed books.

use super::{Layer, PieceArt, PieceSet, Placement, Seg, SetData};
use crate::render::Rgba;
use crate::{Color, Role};
use std::sync::{Arc, OnceLock};

/// The font's bytes.
pub(super) const FONT: &[u8] = include_bytes!("noto/NotoSansSymbols2-chess.ttf");

/// Where the pieces stand, in a square's 100 units from its top.
const BASE: f32 = 94.0;

/// The height of each piece, in a square's 100 units.
pub(crate) fn height(role: Role) -> f32 {
    match role {
        Role::King => 86.0,
        Role::Queen => 83.0,
        Role::Bishop => 80.0,
        Role::Knight => 79.0,
        Role::Rook => 73.0,
        Role::Pawn => 69.0,
    }
}

/// The set, under the built-in id and name given.
pub(super) fn set(id: u64, name: &str) -> PieceSet {
    let face = ttf_parser::Face::parse(FONT, 0).ok();
    let mut art = Vec::with_capacity(12);
    for color in Color::ALL {
        for role in Role::ALL {
            let c = super::font::symbol(color, role);
            let contours = face
                .as_ref()
                .and_then(|f| Some((f, f.glyph_index(c)?)))
                .map(|(f, id)| super::font::glyph_contours(f, id))
                .unwrap_or_default();
            art.push(piece(contours, role));
        }
    }
    PieceSet(Arc::new(SetData {
        id,
        name: name.to_owned(),
        fingerprint: OnceLock::new(),
        // Coordinates are the box's own, y up from the base line.
        place: Placement {
            scale: 1.0,
            dx: 0.0,
            y0: 0.0,
            bottom: BASE,
        },
        art,
        extents: OnceLock::new(),
    }))
}

/// One piece: the glyph in black over its outer shape in white, scaled to
/// the role's height, centred across, its lowest point on the base line.
fn piece(contours: Vec<super::font::Contour>, role: Role) -> PieceArt {
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    for (_, r) in &contours {
        b = [
            b[0].min(r[0]),
            b[1].min(r[1]),
            b[2].max(r[2]),
            b[3].max(r[3]),
        ];
    }
    let scale = if b[3] > b[1] {
        height(role) / (b[3] - b[1])
    } else {
        1.0
    };
    let mid = (b[0] + b[2]) / 2.0;
    let map = |x: f32, y: f32| ((x - mid) * scale + 50.0, (y - b[1]) * scale);
    let moved: Vec<super::font::Contour> = contours
        .into_iter()
        .map(|(segs, r)| (segs.into_iter().map(|s| transform(s, map)).collect(), r))
        .collect();
    let all: Vec<Seg> = moved.iter().flat_map(|(s, _)| s.clone()).collect();
    let (silhouette, _) = super::font::outer_and_inner(moved);
    PieceArt {
        silhouette,
        backing: Some(Rgba::rgb(0xff, 0xff, 0xff)),
        layers: vec![Layer {
            segs: all,
            fill: Rgba::rgb(0, 0, 0),
            even_odd: false,
        }],
    }
}

/// A segment with every point mapped.
fn transform(s: Seg, f: impl Fn(f32, f32) -> (f32, f32)) -> Seg {
    match s {
        Seg::Move(x, y) => {
            let (x, y) = f(x, y);
            Seg::Move(x, y)
        }
        Seg::Line(x, y) => {
            let (x, y) = f(x, y);
            Seg::Line(x, y)
        }
        Seg::Quad(x1, y1, x, y) => {
            let ((x1, y1), (x, y)) = (f(x1, y1), f(x, y));
            Seg::Quad(x1, y1, x, y)
        }
        Seg::Cubic(x1, y1, x2, y2, x, y) => {
            let ((x1, y1), (x2, y2), (x, y)) = (f(x1, y1), f(x2, y2), f(x, y));
            Seg::Cubic(x1, y1, x2, y2, x, y)
        }
        Seg::Close => Seg::Close,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;

    /// Width and height of a piece's drawing, in a square's 100 units.
    fn size(set: &PieceSet, piece: Piece) -> (f32, f32) {
        let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
        for s in &set.art(piece).silhouette {
            let (x, y) = match *s {
                Seg::Move(x, y) | Seg::Line(x, y) | Seg::Quad(_, _, x, y) => (x, y),
                Seg::Cubic(_, _, _, _, x, y) => (x, y),
                Seg::Close => continue,
            };
            b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
        }
        (b[2] - b[0], b[3] - b[1])
    }

    #[test]
    fn the_pawn_is_the_smallest_and_the_king_the_tallest() {
        let set = PieceSet::noto();
        for color in Color::ALL {
            let of = |role| size(&set, Piece::new(color, role));
            let (pawn_w, pawn_h) = of(Role::Pawn);
            assert!(pawn_h <= 75.0, "{pawn_h}");
            let (bishop_w, _) = of(Role::Bishop);
            assert!(bishop_w >= pawn_w, "{bishop_w} < {pawn_w}");
            let (_, king_h) = of(Role::King);
            for role in Role::ALL {
                let (w, h) = of(role);
                assert!(w > 40.0 && w < 95.0, "{role:?} {w}");
                assert!(h >= pawn_h && h <= king_h, "{role:?} {h}");
            }
        }
    }
}
