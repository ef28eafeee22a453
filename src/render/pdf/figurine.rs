//! Text with figurines: a line of an answer key whose figurine characters
//! (U+2654–U+265F) are drawn as the pieces of the diagrams' set, at the
//! text's cap height, set tight, standing on its baseline.

use super::{Painter, TextStyle};
use crate::render::pieces::{FIGURINE_SIDE, PieceSet, figurine_piece};
use pdf_writer::{Content, Name};
use std::io::{self, Write};

/// The width of `text` at `size` in `face` of `font` (DejaVu Sans when
/// `None`), each figurine as wide as its piece of `set`.
///
/// ```
/// use fenlingo::render::pdf::{Face, figurine_width, text_width};
/// use fenlingo::render::pieces::PieceSet;
/// let set = PieceSet::noto();
/// // Tighter than DejaVu's figurine glyph with its side bearings.
/// assert!(figurine_width(None, Face::Regular, "♖xe7", 9.0, &set) < text_width(Face::Regular, "♖xe7", 9.0));
/// ```
pub fn figurine_width(
    font: Option<crate::render::TextFont>,
    face: super::Face,
    text: &str,
    size: f32,
    set: &PieceSet,
) -> f32 {
    runs(text)
        .map(|run| match run {
            Ok(piece) => set.figurine_advance(piece, size),
            Err(t) => super::text_width_in(font, face, t, size),
        })
        .sum()
}

/// The runs of a text: a figurine's piece, or text without figurines.
fn runs(text: &str) -> impl Iterator<Item = Result<crate::Piece, &str>> {
    let mut rest = text;
    std::iter::from_fn(move || {
        let first = rest.chars().next()?;
        if let Some(p) = figurine_piece(first) {
            rest = &rest[first.len_utf8()..];
            return Some(Ok(p));
        }
        let end = rest
            .char_indices()
            .find(|(_, c)| figurine_piece(*c).is_some())
            .map_or(rest.len(), |(i, _)| i);
        let (run, after) = rest.split_at(end);
        rest = after;
        Some(Err(run))
    })
}

impl<W: Write> Painter<'_, W> {
    /// Shows `text` from `x` (left-aligned) on the baseline `y`, its
    /// figurines drawn as the pieces of `set`.
    pub fn figurine_text(
        &mut self,
        c: &mut Content,
        style: TextStyle,
        (x, y): (f32, f32),
        text: &str,
        set: &PieceSet,
    ) -> io::Result<()> {
        let size = style.size;
        let side = set.figurine_box(size);
        let mut x = x;
        for run in runs(text) {
            match run {
                Err(t) => {
                    self.text(c, style, x, y, t);
                    x += super::text_width_in(self.doc.text_font, style.face, t, size);
                }
                Ok(piece) => {
                    let name = self.piece_xobject(set, piece, None)?;
                    let [l, _, _, bottom] = set.extent(piece);
                    // The box's corner: the piece's left edge after the
                    // side room, its lowest point on the baseline.
                    let bx = x + FIGURINE_SIDE * size - l / 100.0 * side;
                    let by = y - (100.0 - bottom) / 100.0 * side;
                    c.save_state();
                    c.transform([side, 0.0, 0.0, side, bx, by]);
                    c.x_object(Name(name.as_bytes()));
                    c.restore_state();
                    x += set.figurine_advance(piece, size);
                }
            }
        }
        Ok(())
    }
}
