//! PDF output: figures and many-page sheets, written object by object to
//! any `Write` (so that 100,000 diagrams stream in bounded memory), with
//! the board and the pieces as Form XObjects drawn once and placed many
//! times, and text in DejaVu Sans embedded as a subset with a Unicode map.
//!
//! Built on `pdf-writer` and `subsetter` (typst's PDF crates). Output is
//! deterministic: no date unless `SOURCE_DATE_EPOCH` gives one, and
//! subset font names derived from the glyphs used.

use super::diagram::{Diagram, MarkStyle, Rgba};
use crate::{Color, Piece};
use pdf_writer::types::{
    CidFontType, FontFlags, LineCapStyle, LineJoinStyle, SystemInfo, UnicodeCmap,
};
use pdf_writer::{Chunk, Content, Filter, Finish, Name, Rect, Ref, Str};
use std::collections::BTreeMap;
use std::io::{self, Write};

/// Points per millimetre.
pub const MM: f32 = 72.0 / 25.4;

/// Which face of the text font.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

/// How a line of text is set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextStyle {
    /// The face.
    pub face: Face,
    /// Size in points.
    pub size: f32,
    /// Color.
    pub color: Rgba,
    /// Alignment on x.
    pub align: Align,
}

impl TextStyle {
    /// Black text in `face` at `size`, aligned by `align`.
    pub fn new(face: Face, size: f32, align: Align) -> TextStyle {
        TextStyle {
            face,
            size,
            color: Rgba::rgb(0, 0, 0),
            align,
        }
    }
}

/// Horizontal alignment of a text line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Starts at x.
    Left,
    /// Centered on x.
    Center,
    /// Ends at x.
    Right,
}

struct Font {
    face: ttf_parser::Face<'static>,
    bytes: &'static [u8],
    name: &'static str,
    type0: Ref,
    cid: Ref,
    descriptor: Ref,
    file: Ref,
    cmap: Ref,
    remapper: subsetter::GlyphRemapper,
    /// New glyph id → character and width (thousandths of an em).
    used: BTreeMap<u16, (char, f32)>,
}

impl Font {
    fn new(
        bytes: &'static [u8],
        name: &'static str,
        alloc: &mut impl FnMut() -> Ref,
    ) -> Option<Font> {
        let face = ttf_parser::Face::parse(bytes, 0).ok()?;
        Some(Font {
            face,
            bytes,
            name,
            type0: alloc(),
            cid: alloc(),
            descriptor: alloc(),
            file: alloc(),
            cmap: alloc(),
            remapper: subsetter::GlyphRemapper::new(),
            used: BTreeMap::new(),
        })
    }

    fn units(&self) -> f32 {
        f32::from(self.face.units_per_em())
    }

    /// The bytes that show `text` (two-byte glyph ids of the subset).
    fn encode(&mut self, text: &str) -> Vec<u8> {
        let mut out = Vec::with_capacity(text.len() * 2);
        for c in text.chars() {
            let (c, id) = match self.face.glyph_index(c) {
                Some(id) => (c, id),
                None => (
                    '?',
                    self.face.glyph_index('?').unwrap_or(ttf_parser::GlyphId(0)),
                ),
            };
            let new = self.remapper.remap(id.0);
            if !self.used.contains_key(&new) {
                let w =
                    f32::from(self.face.glyph_hor_advance(id).unwrap_or(0)) * 1000.0 / self.units();
                self.used.insert(new, (c, w));
            }
            out.extend_from_slice(&new.to_be_bytes());
        }
        out
    }

    fn write(&self, w: &mut ObjectWriter<impl Write>) -> io::Result<()> {
        // A subset tag from the glyphs used: stable for the same text.
        let mut h: u32 = 2166136261;
        for (id, (c, _)) in &self.used {
            for b in id
                .to_be_bytes()
                .into_iter()
                .chain((*c as u32).to_be_bytes())
            {
                h = (h ^ u32::from(b)).wrapping_mul(16777619);
            }
        }
        let tag: String = (0..6)
            .map(|i| (b'A' + ((h >> (i * 5)) % 26) as u8) as char)
            .collect();
        let base = format!("{tag}+{}", self.name);
        let sub = subsetter::subset(self.bytes, 0, &self.remapper)
            .map_err(|e| io::Error::other(format!("{e:?}")))?;
        let system = SystemInfo {
            registry: Str(b"Adobe"),
            ordering: Str(b"Identity"),
            supplement: 0,
        };

        let mut c = Chunk::new();
        c.type0_font(self.type0)
            .base_font(Name(base.as_bytes()))
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(self.cid)
            .to_unicode(self.cmap);
        w.put(self.type0, &c)?;

        let mut c = Chunk::new();
        let mut cid = c.cid_font(self.cid);
        cid.subtype(CidFontType::Type2)
            .base_font(Name(base.as_bytes()))
            .system_info(system)
            .font_descriptor(self.descriptor)
            .default_width(0.0)
            .cid_to_gid_map_predefined(Name(b"Identity"));
        {
            let mut widths = cid.widths();
            for (id, (_, wd)) in &self.used {
                widths.consecutive(*id, [*wd]);
            }
        }
        cid.finish();
        w.put(self.cid, &c)?;

        let scale = 1000.0 / self.units();
        let bb = self.face.global_bounding_box();
        let mut c = Chunk::new();
        c.font_descriptor(self.descriptor)
            .name(Name(base.as_bytes()))
            .flags(FontFlags::NON_SYMBOLIC)
            .bbox(Rect::new(
                f32::from(bb.x_min) * scale,
                f32::from(bb.y_min) * scale,
                f32::from(bb.x_max) * scale,
                f32::from(bb.y_max) * scale,
            ))
            .italic_angle(0.0)
            .ascent(f32::from(self.face.ascender()) * scale)
            .descent(f32::from(self.face.descender()) * scale)
            .cap_height(
                f32::from(self.face.capital_height().unwrap_or(self.face.ascender())) * scale,
            )
            .stem_v(80.0)
            .font_file2(self.file);
        w.put(self.descriptor, &c)?;

        let data = deflate(&sub);
        let mut c = Chunk::new();
        c.stream(self.file, &data)
            .filter(Filter::FlateDecode)
            .pair(Name(b"Length1"), sub.len() as i32);
        w.put(self.file, &c)?;

        let mut cmap = UnicodeCmap::new(Name(b"Custom"), system);
        for (id, (ch, _)) in &self.used {
            cmap.pair(*id, *ch);
        }
        let data = cmap.finish();
        let mut c = Chunk::new();
        c.cmap(self.cmap, &data)
            .name(Name(b"Custom"))
            .system_info(system);
        w.put(self.cmap, &c)?;
        Ok(())
    }
}

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
            (super::pieces::font_bytes(), "DejaVuSans"),
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

/// Draws on one page: text, diagrams. Coordinates are PDF points with the
/// origin at the bottom left.
pub struct Painter<'a, W: Write> {
    doc: &'a mut PdfDocument<W>,
}

fn rgb(c: Rgba) -> (f32, f32, f32) {
    (
        f32::from(c.0) / 255.0,
        f32::from(c.1) / 255.0,
        f32::from(c.2) / 255.0,
    )
}

/// The width of `text` at `size` points in `face`, for layout.
///
/// ```
/// use fenlingo::render::pdf::{text_width, Face};
/// assert!(text_width(Face::Bold, "Mate", 10.0) > text_width(Face::Regular, "Mate", 10.0));
/// ```
pub fn text_width(face: Face, text: &str, size: f32) -> f32 {
    static FACES: std::sync::OnceLock<Vec<Option<ttf_parser::Face<'static>>>> =
        std::sync::OnceLock::new();
    let faces = FACES.get_or_init(|| {
        [super::pieces::font_bytes(), dejavu::sans::bold()]
            .into_iter()
            .map(|b| ttf_parser::Face::parse(b, 0).ok())
            .collect()
    });
    let Some(Some(f)) = faces.get(face as usize) else {
        return 0.0;
    };
    let units = f32::from(f.units_per_em());
    text.chars()
        .map(|c| {
            let id = f
                .glyph_index(c)
                .or_else(|| f.glyph_index('?'))
                .unwrap_or(ttf_parser::GlyphId(0));
            f32::from(f.glyph_hor_advance(id).unwrap_or(0))
        })
        .sum::<f32>()
        * size
        / units
}

impl<W: Write> Painter<'_, W> {
    /// The width of `text` at `size` points in `face`.
    pub fn text_width(&self, face: Face, text: &str, size: f32) -> f32 {
        text_width(face, text, size)
    }

    /// Shows one line of text with its baseline at `y`.
    pub fn text(&mut self, c: &mut Content, style: TextStyle, x: f32, y: f32, text: &str) {
        let (x, y) = (round3(x), round3(y));
        let w = text_width(style.face, text, style.size);
        let x = match style.align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        let Some(font) = self.doc.fonts.get_mut(style.face as usize) else {
            return;
        };
        let bytes = font.encode(text);
        let (r, g, b) = rgb(style.color);
        c.set_fill_rgb(r, g, b);
        c.begin_text();
        c.set_font(
            Name(format!("F{}", style.face as usize).as_bytes()),
            style.size,
        );
        c.set_text_matrix([1.0, 0.0, 0.0, 1.0, x, y]);
        c.show(Str(&bytes));
        c.end_text();
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

    fn piece_xobject(&mut self, piece: Piece) -> io::Result<()> {
        if self.doc.pieces[piece.index()].is_some() {
            return Ok(());
        }
        let r = self.doc.alloc();
        let shape = super::pieces::pdf_shape(piece.role);
        let inner = match piece.color {
            Color::White => &shape.white,
            Color::Black => &shape.black,
        };
        let mut content = Content::new();
        content.set_fill_gray(0.0);
        append_path(&mut content, &shape.silhouette);
        content.fill_nonzero();
        if !inner.is_empty() {
            content.set_fill_gray(1.0);
            append_path(&mut content, inner);
            content.fill_nonzero();
        }
        let data = deflate(&content.finish());
        let mut c = Chunk::new();
        // Drawn in a 100-unit box, placed in a one-unit square.
        c.form_xobject(r, &data)
            .bbox(Rect::new(0.0, 0.0, 100.0, 100.0))
            .matrix([0.01, 0.0, 0.0, 0.01, 0.0, 0.0])
            .filter(Filter::FlateDecode);
        self.doc.w.put(r, &c)?;
        self.doc.pieces[piece.index()] = Some(r);
        Ok(())
    }

    /// The board with its frame and coordinates, in board units (one per
    /// square, a1's corner at the origin), drawn once per kind.
    fn board_xobject(&mut self, d: &Diagram) -> io::Result<String> {
        let coords = match d.coords.first() {
            None => "n",
            Some(l) if l.y > d.board_y + 8.0 * d.square => "o",
            Some(_) => "i",
        };
        let key = format!(
            "B{}{}{}{}",
            d.theme.name,
            coords,
            if d.flipped { "f" } else { "" },
            if d.frame > 0.0 { "r" } else { "" }
        );
        if self.doc.boards.iter().any(|(n, _)| *n == key) {
            return Ok(key);
        }
        let r = self.doc.alloc();
        let mut c = Content::new();
        let (lr, lg, lb) = rgb(d.theme.light);
        c.set_fill_rgb(lr, lg, lb);
        c.rect(0.0, 0.0, 8.0, 8.0);
        c.fill_nonzero();
        // Dark squares: a1 is dark, at the bottom left (and so is h8 when
        // the board is flipped).
        let dark_squares = |c: &mut Content| {
            for row in 0..8 {
                for col in 0..8 {
                    if (row + col) % 2 == 0 {
                        c.rect(col as f32, row as f32, 1.0, 1.0);
                    }
                }
            }
        };
        let (dr, dg, db) = rgb(d.theme.dark);
        c.set_fill_rgb(dr, dg, db);
        dark_squares(&mut c);
        c.fill_nonzero();
        if let Some(h) = d.theme.hatch {
            // Hatching: diagonal lines clipped to the dark squares.
            c.save_state();
            dark_squares(&mut c);
            c.clip_nonzero();
            c.end_path();
            let (hr, hg, hb) = rgb(h);
            c.set_stroke_rgb(hr, hg, hb);
            let step = std::f32::consts::SQRT_2 / 9.0;
            c.set_line_width(0.3 / 9.0);
            let mut k = -8.0;
            while k < 8.0 {
                c.move_to(k, 0.0);
                c.line_to(k + 8.0, 8.0);
                k += step;
            }
            c.stroke();
            c.restore_state();
        }
        if d.frame > 0.0 {
            let (r, g, b) = rgb(d.theme.ink);
            c.set_stroke_rgb(r, g, b);
            c.set_line_width(d.frame / d.square);
            c.rect(0.0, 0.0, 8.0, 8.0);
            c.stroke();
        }
        for l in &d.coords {
            let style = TextStyle {
                face: Face::Regular,
                size: l.size / d.square,
                color: l.color,
                align: Align::Center,
            };
            let (x, y) = board_units(d, l.x, l.y);
            self.text(&mut c, style, x, y, &l.text);
        }
        let data = deflate(&c.finish());
        let mut ch = Chunk::new();
        ch.form_xobject(r, &data)
            .bbox(Rect::new(-1.0, -1.0, 9.0, 9.0))
            .filter(Filter::FlateDecode)
            .pair(Name(b"Resources"), self.doc.resources);
        self.doc.w.put(r, &ch)?;
        self.doc.boards.push((key.clone(), r));
        Ok(key)
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
        let s = width / d.width;
        let u = round2(d.square * s);
        let bx = round2(x + d.board_x * s);
        let by = round2(top - (d.board_y + 8.0 * d.square) * s);
        let board = self.board_xobject(d)?;
        c.save_state();
        // From here on one unit is one square, a1's corner (White at the
        // bottom) at the origin.
        c.transform([u, 0.0, 0.0, u, bx, by]);
        c.x_object(Name(board.as_bytes()));
        for f in &d.fills {
            c.save_state();
            self.alpha(c, f.color.3);
            let (r, g, b) = rgb(f.color);
            c.set_fill_rgb(r, g, b);
            let (fx, fy) = board_units(d, f.x, f.y + f.size);
            c.rect(round2(fx), round2(fy), f.size / d.square, f.size / d.square);
            c.fill_nonzero();
            c.restore_state();
        }
        // Pieces: one translation from each to the next.
        c.save_state();
        let (mut cx, mut cy) = (0.0f32, 0.0f32);
        for p in &d.pieces {
            self.piece_xobject(p.piece)?;
            let (px, py) = board_units(d, p.x, p.y + d.square);
            let (px, py) = (px.round(), py.round());
            c.transform([1.0, 0.0, 0.0, 1.0, px - cx, py - cy]);
            cx = px;
            cy = py;
            c.x_object(Name(format!("P{}", p.piece.index()).as_bytes()));
        }
        c.restore_state();
        for g in &d.glyphs {
            c.save_state();
            self.alpha(c, g.color.3);
            let (r, gg, b) = rgb(g.color);
            c.set_stroke_rgb(r, gg, b);
            c.set_line_width(g.width / d.square);
            c.set_line_cap(LineCapStyle::RoundCap);
            let (gx, gy) = board_units(d, g.cx, g.cy);
            match g.style {
                MarkStyle::Circle => circle(c, gx, gy, (g.r - g.width / 2.0) / d.square),
                _ => {
                    let rr = g.r * 0.75 / d.square;
                    c.move_to(gx - rr, gy - rr);
                    c.line_to(gx + rr, gy + rr);
                    c.move_to(gx - rr, gy + rr);
                    c.line_to(gx + rr, gy - rr);
                }
            }
            c.stroke();
            c.restore_state();
        }
        for a in &d.arrows {
            c.save_state();
            self.alpha(c, a.color.3);
            let (r, g, b) = rgb(a.color);
            c.set_stroke_rgb(r, g, b);
            c.set_fill_rgb(r, g, b);
            c.set_line_width(a.width / d.square);
            c.set_line_join(LineJoinStyle::RoundJoin);
            for (i, (x0, y0)) in a.shaft.iter().enumerate() {
                let (ax, ay) = board_units(d, *x0, *y0);
                if i == 0 {
                    c.move_to(ax, ay);
                } else {
                    c.line_to(ax, ay);
                }
            }
            c.stroke();
            for (i, (x0, y0)) in a.head.iter().enumerate() {
                let (ax, ay) = board_units(d, *x0, *y0);
                if i == 0 {
                    c.move_to(ax, ay);
                } else {
                    c.line_to(ax, ay);
                }
            }
            c.close_path();
            c.fill_nonzero();
            c.restore_state();
        }
        if let Some((color, mx, my, m)) = d.mover {
            c.set_fill_gray(if color == Color::White { 1.0 } else { 0.0 });
            c.set_stroke_gray(0.0);
            c.set_line_width((m * 0.08 / d.square).max(0.01));
            let (x0, y0) = board_units(d, mx, my + m);
            c.rect(
                round2(x0),
                round2(y0),
                round2(m / d.square),
                round2(m / d.square),
            );
            c.fill_nonzero_and_stroke();
        }
        c.restore_state();
        if let Some(cap) = &d.caption {
            let style = TextStyle {
                face: Face::Regular,
                size: cap.size * s,
                color: cap.color,
                align: Align::Center,
            };
            self.text(
                c,
                style,
                round2(x + cap.x * s),
                round2(top - cap.y * s),
                &cap.text,
            );
        }
        Ok(())
    }
}

/// Scene coordinates to board units (one per square, y up, the board's
/// bottom-left corner at the origin).
fn board_units(d: &Diagram, x: f32, y: f32) -> (f32, f32) {
    (
        round3((x - d.board_x) / d.square),
        round3(8.0 - (y - d.board_y) / d.square),
    )
}

fn round2(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

fn round3(v: f32) -> f32 {
    (v * 1000.0).round() / 1000.0
}

/// A circle as four Bézier arcs.
fn circle(c: &mut Content, cx: f32, cy: f32, r: f32) {
    let k = 0.552_284_8 * r;
    c.move_to(cx + r, cy);
    c.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    c.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    c.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    c.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    c.close_path();
}

/// Path segments in a 100 × 100 box, y up.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Seg {
    /// Start a contour.
    Move(f32, f32),
    /// A straight line.
    Line(f32, f32),
    /// A cubic Bézier curve.
    Cubic(f32, f32, f32, f32, f32, f32),
    /// Close the contour.
    Close,
}

fn append_path(c: &mut Content, segs: &[Seg]) {
    for s in segs {
        match *s {
            Seg::Move(x, y) => {
                c.move_to(x, y);
            }
            Seg::Line(x, y) => {
                c.line_to(x, y);
            }
            Seg::Cubic(a, b, cc, d, e, f) => {
                c.cubic_to(a, b, cc, d, e, f);
            }
            Seg::Close => {
                c.close_path();
            }
        }
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
