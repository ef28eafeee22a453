//! Text in PDF: the DejaVu faces, embedded as subsets with a Unicode
//! map, and text widths for layout.

use super::object::{ObjectWriter, deflate};
use crate::render::fonts::{self, TextFace};
use crate::render::script::Cjk;
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
    pub(super) index: u32,
    pub(super) name: String,
    /// The fallback face it is ([`TextFace::id`]); `None` for DejaVu.
    pub(super) fallback: Option<usize>,
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
        index: u32,
        name: &str,
        alloc: &mut impl FnMut() -> Ref,
    ) -> Option<Font> {
        let face = ttf_parser::Face::parse(bytes, index).ok()?;
        Some(Font {
            face,
            bytes,
            index,
            name: name.to_owned(),
            fallback: None,
            type0: alloc(),
            cid: alloc(),
            descriptor: alloc(),
            file: alloc(),
            cmap: alloc(),
            remapper: subsetter::GlyphRemapper::new(),
            used: BTreeMap::new(),
        })
    }

    /// A fallback face, embedded as a subset like DejaVu.
    pub(super) fn of_face(f: &'static TextFace, alloc: &mut impl FnMut() -> Ref) -> Option<Font> {
        let mut font = Font::new(f.bytes, f.index, &f.postscript, alloc)?;
        font.fallback = Some(f.id);
        Some(font)
    }

    /// Whether its outlines are CFF (an OpenType font embedded as such).
    fn is_cff(&self) -> bool {
        self.face.tables().cff.is_some()
    }

    pub(super) fn units(&self) -> f32 {
        f32::from(self.face.units_per_em())
    }

    /// The bytes that show `text` (two-byte glyph ids of the subset).
    pub(super) fn encode(&mut self, text: &str) -> Vec<u8> {
        let mut out = Vec::with_capacity(text.len() * 2);
        for c in text.chars() {
            let (c, id) = match self.face.glyph_index(c).filter(|g| g.0 != 0) {
                Some(id) => (c, id),
                // A character that draws nothing, drawn as nothing.
                None if crate::render::script::invisible(c) => continue,
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
        let sub = subsetter::subset(self.bytes, self.index, &self.remapper)
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
        let cff = self.is_cff();
        cid.subtype(if cff {
            CidFontType::Type0
        } else {
            CidFontType::Type2
        })
        .base_font(Name(base.as_bytes()))
        .system_info(system)
        .font_descriptor(self.descriptor)
        .default_width(0.0);
        if !cff {
            cid.cid_to_gid_map_predefined(Name(b"Identity"));
        }
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
        let mut descriptor = c.font_descriptor(self.descriptor);
        descriptor
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
            .stem_v(80.0);
        if cff {
            descriptor.font_file3(self.file);
        } else {
            descriptor.font_file2(self.file);
        }
        descriptor.finish();
        w.put(self.descriptor, &c)?;

        let data = deflate(&sub);
        let mut c = Chunk::new();
        let mut stream = c.stream(self.file, &data);
        stream.filter(Filter::FlateDecode);
        if cff {
            stream.pair(Name(b"Subtype"), Name(b"OpenType"));
        } else {
            stream.pair(Name(b"Length1"), sub.len() as i32);
        }
        stream.finish();
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

/// The width of `text` at `size` points in `face`, for layout: DejaVu
/// Sans, and for the characters it lacks the face that draws them
/// (Han characters in their Chinese forms: every pan-CJK font gives them
/// the same width).
///
/// ```
/// use fenlingo::render::pdf::{text_width, Face};
/// assert!(text_width(Face::Bold, "Mate", 10.0) > text_width(Face::Regular, "Mate", 10.0));
/// ```
pub fn text_width(face: Face, text: &str, size: f32) -> f32 {
    if let Some(w) = dejavu_width(face, text, size, true) {
        return w;
    }
    fonts::runs(text, face == Face::Bold, Cjk::default())
        .iter()
        .map(|(f, run)| match f {
            None => dejavu_width(face, run, size, false).unwrap_or(0.0),
            Some(f) => run.chars().map(|c| f.advance(c)).sum::<f32>() * size,
        })
        .sum()
}

/// The width of `text` at `size` points in `font` (DejaVu Sans when
/// `None`), what it lacks measured in the face that draws it.
///
/// ```
/// use fenlingo::render::pdf::{text_width, text_width_in, Face};
/// assert_eq!(text_width_in(None, Face::Regular, "Mate", 10.0), text_width(Face::Regular, "Mate", 10.0));
/// ```
pub fn text_width_in(
    font: Option<crate::render::TextFont>,
    face: Face,
    text: &str,
    size: f32,
) -> f32 {
    let Some(font) = font else {
        return text_width(face, text, size);
    };
    font.runs(text, face == Face::Bold, Cjk::default())
        .iter()
        .map(|(f, run)| match f {
            None => dejavu_width(face, run, size, false).unwrap_or(0.0),
            Some(f) => run.chars().map(|c| f.advance(c)).sum::<f32>() * size,
        })
        .sum()
}

/// The width of `text` in DejaVu Sans, a character it lacks as `?`;
/// with `strict`, `None` when it lacks one.
fn dejavu_width(face: Face, text: &str, size: f32, strict: bool) -> Option<f32> {
    static FACES: std::sync::OnceLock<Vec<Option<ttf_parser::Face<'static>>>> =
        std::sync::OnceLock::new();
    let faces = FACES.get_or_init(|| {
        [crate::render::pieces::font_bytes(), dejavu::sans::bold()]
            .into_iter()
            .map(|b| ttf_parser::Face::parse(b, 0).ok())
            .collect()
    });
    let Some(Some(f)) = faces.get(face as usize) else {
        return Some(0.0);
    };
    let units = f32::from(f.units_per_em());
    let mut sum = 0.0f32;
    for c in text.chars() {
        let id = match f.glyph_index(c).filter(|g| g.0 != 0) {
            Some(id) => id,
            None if crate::render::script::invisible(c) => continue,
            None if strict && !c.is_control() => return None,
            None => f.glyph_index('?').unwrap_or(ttf_parser::GlyphId(0)),
        };
        sum += f32::from(f.glyph_hor_advance(id).unwrap_or(0));
    }
    Some(sum * size / units)
}
