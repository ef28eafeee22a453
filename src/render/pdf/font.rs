//! Text in PDF: the DejaVu faces, embedded as subsets with a Unicode
//! map, and text widths for layout.

use super::object::{ObjectWriter, deflate};
use crate::render::theme::Rgba;
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Chunk, Filter, Finish, Name, Rect, Ref, Str};
use std::collections::BTreeMap;
use std::io::{self, Write};

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

pub(super) struct Font {
    pub(super) face: ttf_parser::Face<'static>,
    pub(super) bytes: &'static [u8],
    pub(super) name: &'static str,
    pub(super) type0: Ref,
    pub(super) cid: Ref,
    pub(super) descriptor: Ref,
    pub(super) file: Ref,
    pub(super) cmap: Ref,
    pub(super) remapper: subsetter::GlyphRemapper,
    /// New glyph id → character and width (thousandths of an em).
    pub(super) used: BTreeMap<u16, (char, f32)>,
}

impl Font {
    pub(super) fn new(
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

    pub(super) fn units(&self) -> f32 {
        f32::from(self.face.units_per_em())
    }

    /// The bytes that show `text` (two-byte glyph ids of the subset).
    pub(super) fn encode(&mut self, text: &str) -> Vec<u8> {
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

    pub(super) fn write(&self, w: &mut ObjectWriter<impl Write>) -> io::Result<()> {
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
        [crate::render::pieces::font_bytes(), dejavu::sans::bold()]
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
