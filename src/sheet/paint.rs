//! Painting laid-out pages into a PDF document.

use super::layout::{Block, Page};
use crate::render::Rgba;
use crate::render::pdf::{PdfDocument, TextStyle};
use std::io::{self, Write};

/// Adds `page` to `doc`.
pub fn page<W: Write>(doc: &mut PdfDocument<W>, page: &Page) -> io::Result<()> {
    let mut result = Ok(());
    doc.page(page.width, page.height, |p, c| {
        for block in &page.blocks {
            match block {
                Block::Text(l) => p.text(
                    c,
                    TextStyle {
                        face: l.face,
                        size: l.size,
                        color: Rgba::rgb(0, 0, 0),
                        align: l.align,
                    },
                    l.x,
                    l.y,
                    &l.text,
                ),
                Block::Diagram {
                    diagram,
                    x,
                    top,
                    width,
                } => {
                    if let Err(e) = p.diagram(c, diagram, *x, *top, *width) {
                        result = Err(e);
                    }
                }
            }
        }
    })?;
    result
}
