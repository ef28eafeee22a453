//! PDF output: figures and many-page sheets, written object by object to
//! any `Write` (so that 100,000 diagrams stream in bounded memory), with
//! the board and the pieces as Form XObjects drawn once and placed many
//! times, and text in DejaVu Sans embedded as a subset with a Unicode map.
//!
//! Built on `pdf-writer` and `subsetter` (typst's PDF crates). Output is
//! deterministic: no date unless `SOURCE_DATE_EPOCH` gives one, and
//! subset font names derived from the glyphs used.
//!
//! (Over 600 lines: the document and its `Painter` are one pair — the
//! painter writes into the document's objects, XObjects and font subsets,
//! and the document hands out painters — so they share a file; fonts,
//! object writing and path data are in `font`, `object` and `path`.)

use super::diagram::{Diagram, Rgba};
use super::fonts::TextFace;
use super::geom::{Geometry, HATCH_LINES, Hatch, Ink, Paint, Shape, Stroke};
use super::pieces::PieceSet;
use super::script::Cjk;
use crate::Piece;
use pdf_writer::types::{LineCapStyle, LineJoinStyle};
use pdf_writer::{Chunk, Content, Filter, Name, Rect, Ref, Str};
use std::collections::BTreeMap;
use std::io::{self, Write};

mod figurine;
mod font;
mod object;
mod path;
mod pdfx;

pub use figurine::figurine_width;
pub use pdfx::{PdfX, grey_icc_profile};

use font::*;
pub use font::{Align, Face, TextStyle, text_width, text_width_in};
use object::*;
use path::*;

/// Points per millimetre.
pub const MM: f32 = 72.0 / 25.4;

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
    /// PDF/X-4 for printers, with its bleed ([`PdfX`]); a date is then
    /// written, the time of writing when `date` gives none.
    pub pdfx: Option<PdfX>,
}

impl Meta {
    /// Metadata with the date of `SOURCE_DATE_EPOCH` when it is set (the
    /// reproducible-builds convention), none otherwise: the same for every
    /// face, so that the command line and the Python module write the same
    /// bytes.
    ///
    /// ```
    /// let m = fenlingo::render::pdf::Meta::reproducible(Some("Mates".into()), Some("de".into()));
    /// assert_eq!((m.title.as_deref(), m.lang.as_deref()), (Some("Mates"), Some("de")));
    /// ```
    pub fn reproducible(title: Option<String>, lang: Option<String>) -> Meta {
        Meta {
            title,
            date: std::env::var("SOURCE_DATE_EPOCH")
                .ok()
                .and_then(|v| v.trim().parse().ok()),
            lang,
            pdfx: None,
        }
    }
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
    /// Piece Form XObjects, written when first used, by their name's
    /// parts: the set's number in this document (0 for the built-in
    /// set), whether it is a halo, the piece's index.
    pieces: BTreeMap<(usize, bool, usize), Ref>,
    /// The piece sets used, by [`PieceSet::id`], in order of first use
    /// (the built-in set is number 0).
    sets: Vec<u64>,
    /// Board Form XObjects by theme name.
    boards: Vec<(String, Ref)>,
    /// Graphics states by fill/stroke opacity (0–255).
    alphas: BTreeMap<u8, Ref>,
    meta: Meta,
    /// The font of the text, when not DejaVu Sans.
    text_font: Option<crate::render::TextFont>,
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
        .filter_map(|(bytes, name)| Font::new(bytes, 0, name, &mut alloc))
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
            pieces: BTreeMap::new(),
            sets: vec![0],
            boards: Vec::new(),
            alphas: BTreeMap::new(),
            meta,
            text_font: None,
        })
    }

    /// Draws the text of the pages that follow in `font` (DejaVu Sans
    /// when `None`); what it lacks falls back as any text does.
    pub fn set_text_font(&mut self, font: Option<crate::render::TextFont>) {
        self.text_font = font;
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
    ///
    /// A side longer than [`MAX_PAGE_SIDE`] points (which PDF readers may
    /// refuse) is written in larger units (`/UserUnit`): the page keeps its
    /// size and drawing, and its box stays within the limit.
    pub fn page(
        &mut self,
        width: f32,
        height: f32,
        draw: impl FnOnce(&mut Painter<'_, W>, &mut Content),
    ) -> io::Result<()> {
        self.add_page(width, height, draw, false).map(|_| ())
    }

    /// Adds a page as [`page`](PdfDocument::page) does, with room for
    /// more drawing given later by [`draw_later`](PdfDocument::draw_later)
    /// (what is known only at the end, such as "Page 3 of 20"): the page
    /// is written now, and nothing of it stays in memory but the handle.
    ///
    /// ```
    /// use fenlingo::render::pdf::{Meta, PdfDocument};
    /// let mut doc = PdfDocument::new(Vec::new(), Meta::default()).unwrap();
    /// let later = doc.page_with_later(100.0, 100.0, |_, _| {}).unwrap();
    /// doc.draw_later(later, |_, _| {}).unwrap();
    /// assert!(doc.finish().unwrap().ends_with(b"%%EOF\n"));
    /// ```
    pub fn page_with_later(
        &mut self,
        width: f32,
        height: f32,
        draw: impl FnOnce(&mut Painter<'_, W>, &mut Content),
    ) -> io::Result<Later> {
        self.add_page(width, height, draw, true)
    }

    /// Draws the later part of a page added by
    /// [`page_with_later`](PdfDocument::page_with_later).
    pub fn draw_later(
        &mut self,
        later: Later,
        draw: impl FnOnce(&mut Painter<'_, W>, &mut Content),
    ) -> io::Result<()> {
        let data = self.content(later.unit, draw);
        let mut c = Chunk::new();
        c.stream(later.stream, &data).filter(Filter::FlateDecode);
        self.w.put(later.stream, &c)
    }

    /// A content stream drawn by `draw`, compressed, in units of `unit`
    /// points.
    fn content(
        &mut self,
        unit: f32,
        draw: impl FnOnce(&mut Painter<'_, W>, &mut Content),
    ) -> Vec<u8> {
        let mut content = Content::new();
        let bleed = self.bleed();
        let moved = unit > 1.0 || bleed > 0.0;
        if moved {
            // The trim box starts `bleed` in from the media box's corner.
            content.save_state();
            let b = bleed / unit;
            content.transform([1.0 / unit, 0.0, 0.0, 1.0 / unit, b, b]);
        }
        {
            let mut p = Painter { doc: self };
            draw(&mut p, &mut content);
        }
        if moved {
            content.restore_state();
        }
        deflate(&content.finish())
    }

    fn add_page(
        &mut self,
        width: f32,
        height: f32,
        draw: impl FnOnce(&mut Painter<'_, W>, &mut Content),
        later: bool,
    ) -> io::Result<Later> {
        let bleed = self.bleed();
        let unit = page_unit(width + 2.0 * bleed, height + 2.0 * bleed);
        let data = self.content(unit, draw);
        let (width, height, bleed) = (width / unit, height / unit, bleed / unit);
        let page = self.alloc();
        let stream = self.alloc();
        let mut c = Chunk::new();
        c.stream(stream, &data).filter(Filter::FlateDecode);
        self.w.put(stream, &c)?;
        let later = Later {
            stream: if later { self.alloc() } else { stream },
            unit,
        };
        let mut c = Chunk::new();
        let mut dict = c.page(page);
        let media = Rect::new(0.0, 0.0, width + 2.0 * bleed, height + 2.0 * bleed);
        dict.parent(self.pages)
            .media_box(media)
            .pair(Name(b"Resources"), self.resources);
        if self.meta.pdfx.is_some() {
            dict.bleed_box(media)
                .trim_box(Rect::new(bleed, bleed, width + bleed, height + bleed));
        }
        if later.stream == stream {
            dict.contents(stream);
        } else {
            dict.insert(Name(b"Contents"))
                .array()
                .items([stream, later.stream]);
        }
        if unit > 1.0 {
            dict.user_unit(unit);
        }
        drop(dict);
        self.w.put(page, &c)?;
        self.page_refs.push(page);
        Ok(later)
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
                for (&key, r) in &self.pieces {
                    xo.pair(Name(piece_name(key).as_bytes()), *r);
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
        let pdfx = self.pdfx_objects()?;
        let mut c = Chunk::new();
        {
            let mut info = c
                .indirect(self.info)
                .start::<pdf_writer::writers::DocumentInfo>();
            info.producer(pdf_writer::TextStr("fenlingo"));
            if let Some(t) = &self.meta.title {
                info.title(pdf_writer::TextStr(t));
            }
            match &pdfx {
                Some(x) => x.info(&mut info),
                None => {
                    if let Some(secs) = self.meta.date {
                        info.creation_date(pdf_date(secs));
                    }
                }
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
            if let Some(x) = &pdfx {
                x.catalog(&mut cat);
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
        let id = match &pdfx {
            Some(x) => {
                let hex: String = x.id.iter().map(|b| format!("{b:02X}")).collect();
                format!(" /ID [<{hex}> <{hex}>]")
            }
            None => String::new(),
        };
        table.push_str(&format!(
            "trailer\n<< /Size {count} /Root {} 0 R /Info {} 0 R{id} >>\nstartxref\n{xref}\n%%EOF\n",
            self.catalog.get(),
            self.info.get()
        ));
        self.w.raw(table.as_bytes())?;
        self.w.out.flush()?;
        Ok(self.w.out)
    }
}

fn pdf_date(secs: i64) -> pdf_writer::Date {
    let (y, m, d, h, mi, s) = civil(secs);
    pdf_writer::Date::new(y.clamp(0, 9999) as u16)
        .month(m)
        .day(d)
        .hour(h)
        .minute(mi)
        .second(s)
        .utc_offset_hour(0)
        .utc_offset_minute(0)
}

/// Year, month, day, hour, minute and second (UTC) of seconds since 1970.
fn civil(secs: i64) -> (i64, u8, u8, u8, u8, u8) {
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
    (
        y,
        m as u8,
        d as u8,
        (rem / 3600) as u8,
        (rem % 3600 / 60) as u8,
        (rem % 60) as u8,
    )
}

/// Draws on one page: text, diagrams. Coordinates are PDF points with the
/// origin at the bottom left.
pub struct Painter<'a, W: Write> {
    pub(super) doc: &'a mut PdfDocument<W>,
}

/// The name of a piece's Form XObject from its key (see
/// [`Painter::piece_xobject`]).
fn piece_name((set, halo, index): (usize, bool, usize)) -> String {
    let kind = if halo { 'H' } else { 'P' };
    if set == 0 {
        format!("{kind}{index}")
    } else {
        format!("{kind}{index}s{set}")
    }
}

/// The gray level of a color that is a gray (written with the gray
/// operators, so that black is black ink alone).
fn gray(col: Rgba) -> Option<f32> {
    (col.0 == col.1 && col.1 == col.2).then(|| f32::from(col.0) / 255.0)
}

/// A fill color: gray when it is one.
fn set_fill(c: &mut Content, col: Rgba) {
    match gray(col) {
        Some(v) => c.set_fill_gray(v),
        None => {
            let (r, g, b) = rgb(col);
            c.set_fill_rgb(r, g, b)
        }
    };
}

/// A stroke color: gray when it is one.
fn set_stroke(c: &mut Content, col: Rgba) {
    match gray(col) {
        Some(v) => c.set_stroke_gray(v),
        None => {
            let (r, g, b) = rgb(col);
            c.set_stroke_rgb(r, g, b)
        }
    };
}

fn rgb(c: Rgba) -> (f32, f32, f32) {
    (
        f32::from(c.0) / 255.0,
        f32::from(c.1) / 255.0,
        f32::from(c.2) / 255.0,
    )
}

impl<W: Write> Painter<'_, W> {
    /// The width of `text` at `size` points in `face`.
    pub fn text_width(&self, face: Face, text: &str, size: f32) -> f32 {
        text_width(face, text, size)
    }

    /// Shows one line of text with its baseline at `y`: in DejaVu Sans,
    /// and the characters it lacks in the face that draws them (Han
    /// characters in the forms of the document's language).
    pub fn text(&mut self, c: &mut Content, style: TextStyle, x: f32, y: f32, text: &str) {
        let cjk = self.doc.meta.lang.as_deref().map(Cjk::of_lang);
        self.text_in(c, style, x, y, text, cjk.unwrap_or_default());
    }

    /// [`text`](Painter::text), Han characters in the forms of `cjk`.
    fn text_in(&mut self, c: &mut Content, style: TextStyle, x: f32, y: f32, text: &str, cjk: Cjk) {
        let (x, y) = (round3(x), round3(y));
        let font = self.doc.text_font;
        let w = text_width_in(font, style.face, text, style.size);
        let x = match style.align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        let bold = style.face == Face::Bold;
        let runs = match font {
            Some(f) => f.runs(text, bold, cjk),
            None if crate::render::fonts::all_dejavu(text, bold) => vec![(None, text.to_owned())],
            None => crate::render::fonts::runs(text, bold, cjk),
        };
        set_fill(c, style.color);
        c.begin_text();
        for (i, (face, run)) in runs.into_iter().enumerate() {
            let n = match face {
                None => style.face as usize,
                Some(f) => self.fallback_font(f),
            };
            let Some(font) = self.doc.fonts.get_mut(n) else {
                continue;
            };
            let bytes = font.encode(&run);
            c.set_font(Name(format!("F{n}").as_bytes()), style.size);
            if i == 0 {
                c.set_text_matrix([1.0, 0.0, 0.0, 1.0, x, y]);
            }
            c.show(Str(&bytes));
        }
        c.end_text();
    }

    /// The number of the document's font for a fallback face, added when
    /// first used.
    fn fallback_font(&mut self, f: &'static TextFace) -> usize {
        if let Some(n) = self.doc.fonts.iter().position(|x| x.fallback == Some(f.id)) {
            return n;
        }
        let doc = &mut *self.doc;
        let mut alloc = || {
            let r = Ref::new(doc.next);
            doc.next += 1;
            r
        };
        match Font::of_face(f, &mut alloc) {
            Some(font) => {
                doc.fonts.push(font);
                doc.fonts.len() - 1
            }
            None => Face::Regular as usize,
        }
    }

    fn alpha(&mut self, c: &mut Content, a: u8) {
        let r = match self.doc.alphas.get(&a) {
            Some(r) => *r,
            None => {
                let r = self.doc.alloc();
                self.doc.alphas.insert(a, r);
                r
            }
        };
        let _ = r;
        c.set_parameters(Name(format!("A{a}").as_bytes()));
    }

    /// The name of a piece's Form XObject (written when first used):
    /// `P3`, its halo `H3`, a piece of the document's second set `P3s1`.
    fn piece_xobject(
        &mut self,
        set: &PieceSet,
        piece: Piece,
        halo: Option<f32>,
    ) -> io::Result<String> {
        let n = match self.doc.sets.iter().position(|&id| id == set.id()) {
            Some(n) => n,
            None => {
                self.doc.sets.push(set.id());
                self.doc.sets.len() - 1
            }
        };
        let key = (n, halo.is_some(), piece.index());
        if self.doc.pieces.contains_key(&key) {
            return Ok(piece_name(key));
        }
        let r = self.doc.alloc();
        let place = set.placement();
        let art = set.art(piece);
        let mut content = Content::new();
        if let Some(width) = halo {
            content.set_fill_gray(1.0);
            content.set_stroke_gray(1.0);
            content.set_line_width(width);
            content.set_line_join(LineJoinStyle::RoundJoin);
            append_path(&mut content, &pdf_segments(&art.silhouette, &place));
            content.fill_nonzero_and_stroke();
        } else {
            if let Some(b) = art.backing {
                set_fill(&mut content, b);
                append_path(&mut content, &pdf_segments(&art.silhouette, &place));
                content.fill_nonzero();
            }
            for layer in &art.layers {
                if layer.segs.is_empty() {
                    continue;
                }
                set_fill(&mut content, layer.fill);
                append_path(&mut content, &pdf_segments(&layer.segs, &place));
                if layer.even_odd {
                    content.fill_even_odd();
                } else {
                    content.fill_nonzero();
                }
            }
        }
        let data = deflate(&content.finish());
        let mut c = Chunk::new();
        // Drawn in a 100-unit box, placed in a one-unit square.
        c.form_xobject(r, &data)
            .bbox(Rect::new(0.0, 0.0, 100.0, 100.0))
            .matrix([0.01, 0.0, 0.0, 0.01, 0.0, 0.0])
            .filter(Filter::FlateDecode);
        self.doc.w.put(r, &c)?;
        self.doc.pieces.insert(key, r);
        Ok(piece_name(key))
    }

    /// The board layer in board units (one per square, a1's corner at the
    /// origin), drawn once per key.
    fn board_xobject(&mut self, g: &Geometry) -> io::Result<()> {
        if self.doc.boards.iter().any(|(n, _)| *n == g.board_key) {
            return Ok(());
        }
        let r = self.doc.alloc();
        let mut c = Content::new();
        self.shapes(&mut c, g, &g.board)?;
        let data = deflate(&c.finish());
        let mut ch = Chunk::new();
        ch.form_xobject(r, &data)
            .bbox(Rect::new(-1.0, -1.0, 9.0, 9.0))
            .filter(Filter::FlateDecode)
            .pair(Name(b"Resources"), self.doc.resources);
        self.doc.w.put(r, &ch)?;
        self.doc.boards.push((g.board_key.clone(), r));
        Ok(())
    }

    /// Sets a fill color; with opacity (RGB colors) through a graphics
    /// state.
    fn fill_ink(&mut self, c: &mut Content, ink: Ink) {
        match ink {
            Ink::Rgb(col) => set_fill(c, col),
            Ink::Gray(v) => {
                c.set_fill_gray(v);
            }
        }
    }

    fn stroke_ink(&mut self, c: &mut Content, ink: Ink) {
        match ink {
            Ink::Rgb(col) => set_stroke(c, col),
            Ink::Gray(v) => {
                c.set_stroke_gray(v);
            }
        }
    }

    fn line_style(&mut self, c: &mut Content, g: &Geometry, s: &Stroke) {
        c.set_line_width(s.width / g.square);
        if s.round_cap {
            c.set_line_cap(LineCapStyle::RoundCap);
        }
        if s.round_join {
            c.set_line_join(LineJoinStyle::RoundJoin);
        }
    }

    /// Shapes in board units. Shapes in RGB colors are drawn in a saved
    /// graphics state with their opacity; gray ones are opaque and set
    /// every color they use.
    fn shapes(&mut self, c: &mut Content, g: &Geometry, shapes: &[Shape]) -> io::Result<()> {
        let mut i = 0;
        while i < shapes.len() {
            let shape = &shapes[i];
            let alpha = rgb_alpha(shape);
            if let Some(a) = alpha {
                c.save_state();
                // Opaque colors need no transparency (PDF/X prefers none).
                if a < 255 {
                    self.alpha(c, a);
                }
            }
            i += match shape {
                Shape::Use { .. } => self.pieces(c, g, &shapes[i..])?,
                shape => {
                    self.shape(c, g, shape);
                    1
                }
            };
            if alpha.is_some() {
                c.restore_state();
            }
        }
        Ok(())
    }

    /// The run of pieces that `run` starts with: one translation from each
    /// to the next. Returns how many shapes it took.
    fn pieces(&mut self, c: &mut Content, g: &Geometry, run: &[Shape]) -> io::Result<usize> {
        c.save_state();
        let (mut cx, mut cy) = (0.0f32, 0.0f32);
        let mut taken = 0;
        while let Some(Shape::Use { piece, x, y, halo }) = run.get(taken) {
            let name = self.piece_xobject(&g.pieces, *piece, None)?;
            let (px, py) = board_units(g, *x, y + g.square);
            let (px, py) = (px.round(), py.round());
            c.transform([1.0, 0.0, 0.0, 1.0, px - cx, py - cy]);
            cx = px;
            cy = py;
            if *halo {
                let halo = self.piece_xobject(&g.pieces, *piece, Some(g.halo))?;
                c.x_object(Name(halo.as_bytes()));
            }
            c.x_object(Name(name.as_bytes()));
            taken += 1;
        }
        c.restore_state();
        Ok(taken)
    }

    /// One shape other than a piece.
    fn shape(&mut self, c: &mut Content, g: &Geometry, shape: &Shape) {
        match shape {
            Shape::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => self.rect(c, g, [*x, *y, *w, *h], fill, stroke.as_ref()),
            Shape::Circle { cx, cy, r, stroke } => {
                self.stroke_ink(c, stroke.ink);
                self.line_style(c, g, stroke);
                let (x, y) = board_units(g, *cx, *cy);
                circle(c, x, y, r / g.square);
                c.stroke();
            }
            Shape::Lines { segments, stroke } => {
                self.stroke_ink(c, stroke.ink);
                self.line_style(c, g, stroke);
                for [a, b] in segments {
                    let (ax, ay) = board_units(g, a.0, a.1);
                    let (bx, by) = board_units(g, b.0, b.1);
                    c.move_to(ax, ay);
                    c.line_to(bx, by);
                }
                c.stroke();
            }
            Shape::Polyline { points, stroke } => {
                self.stroke_ink(c, stroke.ink);
                self.line_style(c, g, stroke);
                polyline(c, g, points);
                c.stroke();
            }
            Shape::Polygon { points, fill } => {
                self.fill_ink(c, *fill);
                polyline(c, g, points);
                c.close_path();
                c.fill_nonzero();
            }
            Shape::Text(t) => {
                let style = TextStyle {
                    face: Face::Regular,
                    size: t.size / g.square,
                    color: t.color,
                    align: Align::Center,
                };
                let (x, y) = board_units(g, t.x, t.y);
                self.text(c, style, x, y, &t.text);
            }
            // Placed by `pieces`.
            Shape::Use { .. } => {}
        }
    }

    /// A rectangle (`x`, `y`, width, height in scene units): a board of
    /// squares, or one color; framed when it has a stroke.
    fn rect(
        &mut self,
        c: &mut Content,
        g: &Geometry,
        [x, y, w, h]: [f32; 4],
        fill: &Paint,
        stroke: Option<&Stroke>,
    ) {
        let (x0, y0) = board_units(g, x, y + h);
        match *fill {
            Paint::Board {
                cell,
                light,
                dark,
                hatch,
            } => {
                let board = Checkers {
                    x: x0,
                    y: y0,
                    w: w / g.square,
                    h: h / g.square,
                    cell: cell / g.square,
                };
                board.paint(c, light, dark, hatch);
                if let Some(s) = stroke {
                    self.stroke_ink(c, s.ink);
                    self.line_style(c, g, s);
                    c.rect(x0, y0, board.w, board.h);
                    c.stroke();
                }
            }
            Paint::Solid(ink) => {
                self.fill_ink(c, ink);
                if let Some(s) = stroke {
                    self.stroke_ink(c, s.ink);
                    self.line_style(c, g, s);
                }
                c.rect(
                    round2(x0),
                    round2(y0),
                    round2(w / g.square),
                    round2(h / g.square),
                );
                if stroke.is_some() {
                    c.fill_nonzero_and_stroke();
                } else {
                    c.fill_nonzero();
                }
            }
        }
    }

    /// Draws a diagram with its top-left corner at (`x`, `top`), `width`
    /// points wide (the scene is scaled to fit).
    pub fn diagram(
        &mut self,
        c: &mut Content,
        d: &Diagram,
        x: f32,
        top: f32,
        width: f32,
    ) -> io::Result<()> {
        self.geometry(c, &Geometry::new(d), x, top, width)
    }

    /// Draws geometry with its top-left corner at (`x`, `top`), `width`
    /// points wide.
    pub fn geometry(
        &mut self,
        c: &mut Content,
        g: &Geometry,
        x: f32,
        top: f32,
        width: f32,
    ) -> io::Result<()> {
        let s = width / g.width;
        let u = round2(g.square * s);
        let bx = round2(x + g.board_x * s);
        let by = round2(top - (g.board_y + 8.0 * g.square) * s);
        self.board_xobject(g)?;
        c.save_state();
        // From here on one unit is one square, a1's corner (White at the
        // bottom) at the origin.
        c.transform([u, 0.0, 0.0, u, bx, by]);
        c.x_object(Name(g.board_key.as_bytes()));
        self.shapes(c, g, &g.on_board)?;
        c.restore_state();
        let cjk = Cjk::of_lang(&g.lang);
        for t in &g.texts {
            let style = TextStyle {
                face: Face::Regular,
                size: t.size * s,
                color: t.color,
                align: Align::Center,
            };
            self.text_in(
                c,
                style,
                round2(x + t.x * s),
                round2(top - t.y * s),
                &t.text,
                cjk,
            );
        }
        Ok(())
    }
}

/// The part of a page drawn later: see
/// [`PdfDocument::page_with_later`].
#[derive(Debug, Clone, Copy)]
pub struct Later {
    stream: Ref,
    unit: f32,
}

/// The longest side of a page, in units, that every PDF reader takes
/// (Acrobat's limit: 200 inches).
pub const MAX_PAGE_SIDE: f32 = 14_400.0;

/// The unit, in points, a page of `width` × `height` points is written in:
/// 1, or the smallest whole number that keeps both sides within
/// [`MAX_PAGE_SIDE`] units.
fn page_unit(width: f32, height: f32) -> f32 {
    let side = width.max(height);
    if side > MAX_PAGE_SIDE {
        (side / MAX_PAGE_SIDE).ceil()
    } else {
        1.0
    }
}

/// The opacity of a shape drawn in an RGB color (`None`: gray, a board or
/// a piece, drawn as it is).
fn rgb_alpha(shape: &Shape) -> Option<u8> {
    match shape {
        Shape::Rect {
            fill: Paint::Solid(Ink::Rgb(col)),
            ..
        } => Some(col.3),
        Shape::Circle { stroke, .. }
        | Shape::Lines { stroke, .. }
        | Shape::Polyline { stroke, .. } => Some(stroke.ink.alpha()),
        Shape::Polygon { fill, .. } => Some(fill.alpha()),
        _ => None,
    }
}

/// A chessboard in board units: its bottom-left corner, size, and the
/// side of one square.
struct Checkers {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    cell: f32,
}

impl Checkers {
    /// The light squares as one rectangle, the dark ones over it, and
    /// their hatching when there is one.
    fn paint(&self, c: &mut Content, light: Rgba, dark: Rgba, hatch: Option<Hatch>) {
        set_fill(c, light);
        c.rect(self.x, self.y, self.w, self.h);
        c.fill_nonzero();
        if dark != light {
            set_fill(c, dark);
            self.dark_squares(c);
            c.fill_nonzero();
        }
        if let Some(h) = hatch {
            self.hatch(c, h);
        }
    }

    /// The path of the dark squares: the bottom-left one is dark.
    fn dark_squares(&self, c: &mut Content) {
        let cols = (self.w / self.cell).round() as i32;
        let rows = (self.h / self.cell).round() as i32;
        for row in 0..rows {
            for col in 0..cols {
                if (row + col) % 2 == 0 {
                    c.rect(
                        self.x + col as f32 * self.cell,
                        self.y + row as f32 * self.cell,
                        self.cell,
                        self.cell,
                    );
                }
            }
        }
    }

    /// Hatching: diagonal lines clipped to the dark squares.
    fn hatch(&self, c: &mut Content, hatch: Hatch) {
        let (x0, y0, w, h) = (self.x, self.y, self.w, self.h);
        c.save_state();
        self.dark_squares(c);
        c.clip_nonzero();
        c.end_path();
        set_stroke(c, hatch.color);
        let step = std::f32::consts::SQRT_2 * self.cell / HATCH_LINES;
        c.set_line_width(hatch.ink * self.cell / HATCH_LINES);
        let mut k = x0 - h;
        while k < x0 + w {
            c.move_to(k, y0);
            c.line_to(k + h, y0 + h);
            k += step;
        }
        c.stroke();
        c.restore_state();
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever the text, no glyph shown is `.notdef` (glyph 0, an
    /// empty box): a character of no font is shown as `?`, one that draws
    /// nothing is left out, and Japanese is drawn by an installed font
    /// when there is one.
    #[test]
    fn no_notdef_glyph_is_ever_shown() {
        let mut doc = PdfDocument::new(Vec::new(), Meta::default()).unwrap();
        let texts = [
            "白の手番・1 手メイト",
            "흑 차례",
            "\u{10FFFD}\u{E000} private",
            "a\u{200D}b\u{FEFF}c",
            "Ход белых",
        ];
        doc.page(200.0, 200.0, |p, c| {
            for face in [Face::Regular, Face::Bold] {
                for t in texts {
                    p.text(c, TextStyle::new(face, 10.0, Align::Left), 0.0, 0.0, t);
                }
            }
        })
        .unwrap();
        for f in &doc.fonts {
            assert!(!f.used.contains_key(&0), "{}: {:?}", f.name, f.used);
            for (id, (c, _)) in &f.used {
                // The glyph of the original font behind each new id.
                let old = (0..=u16::MAX).find(|&g| f.remapper.get(g) == Some(*id));
                assert_ne!(old, Some(0), "{}: '{c}'", f.name);
            }
        }
        let dejavu = &doc.fonts[Face::Regular as usize];
        assert!(dejavu.used.values().any(|(c, _)| *c == '?'));
        let cjk = doc.fonts.iter().any(|f| f.fallback.is_some());
        let installed =
            std::path::Path::new("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc");
        if installed.exists() && std::env::var_os("FENLINGO_FONT_DIRS").is_none() {
            assert!(cjk, "no fallback font used");
        }
        if !cjk {
            // With no font for them, the characters are `?` too.
            assert!(!dejavu.used.values().any(|(c, _)| *c == '白'));
        }
        let bytes = doc.finish().unwrap();
        assert!(bytes.ends_with(b"%%EOF\n"));
    }
}
