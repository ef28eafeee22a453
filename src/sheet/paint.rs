//! Painting laid-out pages into a PDF document.

use super::layout::{Block, Page};
use crate::render::Rgba;
use crate::render::pdf::{Later, Painter, PdfDocument, TextStyle};
use pdf_writer::Content;
use std::io::{self, Write};

/// Adds `page` to `doc`.
pub fn page<W: Write>(doc: &mut PdfDocument<W>, page: &Page) -> io::Result<()> {
    let mut result = Ok(());
    doc.page(page.width, page.height, |p, c| result = blocks(p, c, page))?;
    result
}

/// Adds `page` to `doc` with room for more drawing later
/// ([`later`]): the header and footer, once the number of pages is known.
pub fn page_with_later<W: Write>(doc: &mut PdfDocument<W>, page: &Page) -> io::Result<Later> {
    let mut result = Ok(());
    let later = doc.page_with_later(page.width, page.height, |p, c| {
        result = blocks(p, c, page);
    })?;
    result.map(|()| later)
}

/// Draws `page`'s blocks over the page added with `later`.
pub fn later<W: Write>(doc: &mut PdfDocument<W>, later: Later, page: &Page) -> io::Result<()> {
    let mut result = Ok(());
    doc.draw_later(later, |p, c| result = blocks(p, c, page))?;
    result
}

/// Paints `page`'s blocks, in order.
fn blocks<W: Write>(p: &mut Painter<'_, W>, c: &mut Content, page: &Page) -> io::Result<()> {
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
            Block::Figurines { line, pieces } => p.figurine_text(
                c,
                TextStyle {
                    face: line.face,
                    size: line.size,
                    color: Rgba::rgb(0, 0, 0),
                    align: line.align,
                },
                (line.x, line.y),
                &line.text,
                pieces,
            )?,
            Block::Diagram {
                diagram,
                x,
                top,
                width,
            } => p.diagram(c, diagram, *x, *top, *width)?,
        }
    }
    Ok(())
}
