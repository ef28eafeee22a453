//! PDF output: figures and many-page sheets, written object by object to
//! any `Write` (so that 100,000 diagrams stream in bounded memory), with
//! the board and the pieces as Form XObjects drawn once and placed many
//! times, and text in DejaVu Sans embedded as a subset with a Unicode map.
//!
//! Built on `pdf-writer` and `subsetter` (typst's PDF crates). Output is
//! deterministic: no date unless `SOURCE_DATE_EPOCH` gives one, and
//! subset font names derived from the glyphs used.

use super::diagram::{Diagram, Rgba};
use super::geom::{Geometry, HATCH_LINES, HATCH_WIDTH, Ink, Paint, Shape, Stroke};
use crate::render::pieces::Seg;
use crate::{Color, Piece, Role};
use pdf_writer::types::{
    CidFontType, FontFlags, LineCapStyle, LineJoinStyle, SystemInfo, UnicodeCmap,
};
use pdf_writer::{Chunk, Content, Filter, Finish, Name, Rect, Ref, Str};
use std::collections::BTreeMap;
use std::io::{self, Write};

mod font;
mod paint;

use font::*;
pub use font::{Align, Face, TextStyle, text_width};
pub use paint::Painter;

/// Points per millimetre.
pub const MM: f32 = 72.0 / 25.4;

fn deflate(data: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(data, 6)
}

/// Writes indirect objects to the output, one chunk each, recording their
/// byte offsets for the cross-reference table.
struct ObjectWriter<W: Write> {
    out: W,
    pos: usize,
    offsets: Vec<(i32, usize)>,
}

impl<W: Write> ObjectWriter<W> {
    fn raw(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.out.write_all(bytes)?;
        self.pos += bytes.len();
        Ok(())
    }
    fn put(&mut self, id: Ref, chunk: &Chunk) -> io::Result<()> {
        self.offsets.push((id.get(), self.pos));
        self.raw(chunk.as_bytes())
    }
}

/// Document metadata.
#[derive(Debug, Clone, Default)]
pub struct Meta {
    /// The title.
    pub title: Option<String>,
    /// Seconds since 1970 for the creation date (from `SOURCE_DATE_EPOCH`);
    /// no date when `None`, so that output is reproducible.
    pub date: Option<i64>,
    /// The language of the text (BCP 47).
    pub lang: Option<String>,
}

/// A PDF being written, page by page.
pub struct PdfDocument<W: Write> {
    w: ObjectWriter<W>,
    next: i32,
    catalog: Ref,
    pages: Ref,
    resources: Ref,
    info: Ref,
    page_refs: Vec<Ref>,
    fonts: Vec<Font>,
    /// Piece Form XObjects by piece index, written when first used.
    pieces: [Option<Ref>; 12],
    /// Board Form XObjects by theme name.
    boards: Vec<(String, Ref)>,
    /// Graphics states by fill/stroke opacity (0–255).
    alphas: BTreeMap<u8, Ref>,
    meta: Meta,
}

impl<W: Write> PdfDocument<W> {
    /// Starts a document on `out`.
    ///
    /// ```
    /// use fenlingo::render::pdf::{Meta, PdfDocument};
    /// let mut doc = PdfDocument::new(Vec::new(), Meta::default()).unwrap();
    /// doc.page(100.0, 100.0, |_, _| {}).unwrap();
    /// let bytes = doc.finish().unwrap();
    /// assert!(bytes.starts_with(b"%PDF-1.7") && bytes.ends_with(b"%%EOF\n"));
    /// ```
    pub fn new(out: W, meta: Meta) -> io::Result<PdfDocument<W>> {
        let mut w = ObjectWriter {
            out,
            pos: 0,
            offsets: Vec::new(),
        };
        w.raw(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")?;
        let mut next = 1;
        let mut alloc = || {
            let r = Ref::new(next);
            next += 1;
            r
        };
        let catalog = alloc();
        let pages = alloc();
        let resources = alloc();
        let info = alloc();
        let fonts = [
            (crate::render::pieces::font_bytes(), "DejaVuSans"),
            (dejavu::sans::bold(), "DejaVuSans-Bold"),
        ]
        .into_iter()
        .filter_map(|(bytes, name)| Font::new(bytes, name, &mut alloc))
        .collect();
        Ok(PdfDocument {
            w,
            next,
            catalog,
            pages,
            resources,
            info,
            page_refs: Vec::new(),
            fonts,
            pieces: [None; 12],
            boards: Vec::new(),
            alphas: BTreeMap::new(),
            meta,
        })
    }

    fn alloc(&mut self) -> Ref {
        let r = Ref::new(self.next);
        self.next += 1;
        r
    }

    /// The number of pages so far.
    pub fn page_count(&self) -> usize {
        self.page_refs.len()
    }

    /// Adds a page of `width` × `height` points, drawn by `draw`.
    pub fn page(
        &mut self,
        width: f32,
        height: f32,
        draw: impl FnOnce(&mut Painter<'_, W>, &mut Content),
    ) -> io::Result<()> {
        let mut content = Content::new();
        {
            let mut p = Painter { doc: self };
            draw(&mut p, &mut content);
        }
        let data = deflate(&content.finish());
        let page = self.alloc();
        let stream = self.alloc();
        let mut c = Chunk::new();
        c.stream(stream, &data).filter(Filter::FlateDecode);
        self.w.put(stream, &c)?;
        let mut c = Chunk::new();
        c.page(page)
            .parent(self.pages)
            .media_box(Rect::new(0.0, 0.0, width, height))
            .contents(stream)
            .pair(Name(b"Resources"), self.resources);
        self.w.put(page, &c)?;
        self.page_refs.push(page);
        Ok(())
    }

    /// Writes the shared objects, the page tree, the catalog and the
    /// cross-reference table, and returns the output.
    pub fn finish(mut self) -> io::Result<W> {
        for f in self.fonts.iter().filter(|f| !f.used.is_empty()) {
            f.write(&mut self.w)?;
        }
        // Graphics states for opacity.
        for (a, r) in &self.alphas {
            let mut c = Chunk::new();
            let alpha = f32::from(*a) / 255.0;
            c.ext_graphics(*r)
                .non_stroking_alpha(alpha)
                .stroking_alpha(alpha);
            self.w.put(*r, &c)?;
        }
        let mut c = Chunk::new();
        {
            let mut res = c.indirect(self.resources).dict();
            {
                let mut fonts = res.insert(Name(b"Font")).dict();
                for (i, f) in self
                    .fonts
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| !f.used.is_empty())
                {
                    fonts.pair(Name(format!("F{i}").as_bytes()), f.type0);
                }
            }
            {
                let mut xo = res.insert(Name(b"XObject")).dict();
                for (i, r) in self.pieces.iter().enumerate() {
                    if let Some(r) = r {
                        xo.pair(Name(format!("P{i}").as_bytes()), *r);
                    }
                }
                for (name, r) in &self.boards {
                    xo.pair(Name(name.as_bytes()), *r);
                }
            }
            {
                let mut gs = res.insert(Name(b"ExtGState")).dict();
                for (a, r) in &self.alphas {
                    gs.pair(Name(format!("A{a}").as_bytes()), *r);
                }
            }
        }
        self.w.put(self.resources, &c)?;
        let mut c = Chunk::new();
        c.pages(self.pages)
            .kids(self.page_refs.iter().copied())
            .count(self.page_refs.len() as i32);
        self.w.put(self.pages, &c)?;
        let mut c = Chunk::new();
        {
            let mut info = c
                .indirect(self.info)
                .start::<pdf_writer::writers::DocumentInfo>();
            info.producer(pdf_writer::TextStr("fenlingo"));
            if let Some(t) = &self.meta.title {
                info.title(pdf_writer::TextStr(t));
            }
            if let Some(secs) = self.meta.date {
                info.creation_date(pdf_date(secs));
            }
        }
        self.w.put(self.info, &c)?;
        let mut c = Chunk::new();
        {
            let mut cat = c.indirect(self.catalog).dict();
            cat.pair(Name(b"Type"), Name(b"Catalog"));
            cat.pair(Name(b"Pages"), self.pages);
            if let Some(lang) = &self.meta.lang {
                cat.pair(Name(b"Lang"), pdf_writer::TextStr(lang));
            }
        }
        self.w.put(self.catalog, &c)?;
        // Cross-reference table.
        let xref = self.w.pos;
        let count = self.next;
        let mut offsets = vec![0usize; count as usize];
        for (id, off) in &self.w.offsets {
            if let Some(slot) = offsets.get_mut(*id as usize) {
                *slot = *off;
            }
        }
        let mut table = format!("xref\n0 {count}\n0000000000 65535 f\r\n");
        for off in offsets.iter().skip(1) {
            if *off == 0 {
                table.push_str("0000000000 65535 f\r\n");
            } else {
                table.push_str(&format!("{off:010} 00000 n\r\n"));
            }
        }
        table.push_str(&format!(
            "trailer\n<< /Size {count} /Root {} 0 R /Info {} 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            self.catalog.get(),
            self.info.get()
        ));
        self.w.raw(table.as_bytes())?;
        self.w.out.flush()?;
        Ok(self.w.out)
    }
}

fn pdf_date(secs: i64) -> pdf_writer::Date {
    let days = secs.div_euclid(86400);
    let rem = secs.rem_euclid(86400);
    // Civil date from days since 1970 (Howard Hinnant's algorithm).
    let z = days + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if m <= 2 { y + 1 } else { y };
    pdf_writer::Date::new(y.clamp(0, 9999) as u16)
        .month(m as u8)
        .day(d as u8)
        .hour((rem / 3600) as u8)
        .minute((rem % 3600 / 60) as u8)
        .second((rem % 60) as u8)
        .utc_offset_hour(0)
        .utc_offset_minute(0)
}

/// Convenience: a one-page PDF of one diagram, the page the size of the
/// figure (`width_pt` wide).
///
/// ```
/// use fenlingo::render::{pdf, Diagram, DiagramOptions};
/// let d = Diagram::new(&fenlingo::Position::standard(), &DiagramOptions::default(), &fenlingo::i18n::Localizer::new("ru"));
/// let bytes = pdf::figure(&d, 200.0, pdf::Meta::default()).unwrap();
/// assert!(bytes.starts_with(b"%PDF"));
/// ```
pub fn figure(d: &Diagram, width_pt: f32, meta: Meta) -> io::Result<Vec<u8>> {
    let mut doc = PdfDocument::new(Vec::new(), meta)?;
    let height = d.height * width_pt / d.width;
    let mut result = Ok(());
    doc.page(width_pt, height, |p, c| {
        result = p.diagram(c, d, 0.0, height, width_pt);
    })?;
    result?;
    doc.finish()
}
