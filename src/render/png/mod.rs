//! PNG output. A figure's [`Geometry`] is drawn straight into pixels
//! with tiny-skia ([`diagram`]): its shapes, the pieces as paths made once
//! per set, and text as glyph outlines of the DejaVu Sans font the `dejavu`
//! crate ships. Text that needs shaping, and SVG text ([`render`], the
//! service's error pictures), go through resvg with that font loaded from
//! those bytes (no system fonts: an empty font database would drop the
//! text silently).

use crate::render::Diagram;
use crate::render::geom::Geometry;
use std::sync::{Arc, OnceLock};

mod raster;
mod text;

/// An error of rasterizing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PngError(pub String);

impl std::fmt::Display for PngError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

impl std::error::Error for PngError {}

impl crate::i18n::Localize for PngError {
    /// `png-failed`, with the rasterizer's own words.
    fn message(&self) -> crate::i18n::Message {
        crate::i18n::Message::new("png-failed").with("detail", &self.0)
    }
}

pub(super) fn options() -> &'static resvg::usvg::Options<'static> {
    static OPTS: OnceLock<resvg::usvg::Options<'static>> = OnceLock::new();
    OPTS.get_or_init(|| options_of(&[]))
}

/// Options whose fonts are DejaVu Sans, regular and bold, and `faces`.
fn options_of(faces: &[&'static super::fonts::TextFace]) -> resvg::usvg::Options<'static> {
    let mut db = resvg::usvg::fontdb::Database::new();
    db.load_font_data(super::pieces::font_bytes().to_vec());
    db.load_font_data(dejavu::sans::bold().to_vec());
    for f in faces {
        db.load_font_source(resvg::usvg::fontdb::Source::Binary(Arc::new(f.bytes)));
    }
    let mut opts = resvg::usvg::Options {
        font_family: "DejaVu Sans".to_owned(),
        ..resvg::usvg::Options::default()
    };
    opts.fontdb = Arc::new(db);
    opts
}

/// The options of [`options`] with `faces` besides DejaVu Sans.
pub(super) fn options_with(
    faces: &[&'static super::fonts::TextFace],
) -> resvg::usvg::Options<'static> {
    options_of(faces)
}

/// Draws a diagram as PNG bytes, `scale` pixels per unit of the figure:
/// the function [`crate::render::encode`] calls for every face.
///
/// ```
/// use fenlingo::render::{png, Diagram, DiagramOptions};
/// let d = Diagram::new(&fenlingo::Position::standard(), &DiagramOptions::default(), &fenlingo::i18n::Localizer::new("en"));
/// let bytes = png::diagram(&d, 1.0).unwrap();
/// assert_eq!(&bytes[1..4], b"PNG");
/// ```
pub fn diagram(d: &Diagram, scale: f32) -> Result<Vec<u8>, PngError> {
    let (pixels, mut rgb) = SPARE.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let pixmap = draw(&Geometry::new(d), scale, pixels)?;
    let bytes = encode_into(&pixmap, &mut rgb, scale).map_err(|e| PngError(e.to_string()));
    let pixels = pixmap.take();
    if pixels.capacity() <= KEPT_BYTES && rgb.capacity() <= KEPT_BYTES {
        SPARE.with(|s| *s.borrow_mut() = (pixels, rgb));
    }
    bytes
}

/// The most bytes of pixel buffer a thread keeps for its next figure:
/// those of a figure 1024 pixels wide with a caption. Larger figures take
/// their memory and give it back.
const KEPT_BYTES: usize = 1024 * 1152 * 4;

thread_local! {
    /// The pixels and the RGB rows of the thread's last figure, reused:
    /// fresh buffers of that size cost more in page faults than drawing.
    static SPARE: std::cell::RefCell<(Vec<u8>, Vec<u8>)> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// Draws geometry to RGBA pixels on white, as [`diagram`] draws it:
/// width, height, and four bytes a pixel, row by row.
///
/// ```
/// use fenlingo::render::{geom::Geometry, png, Diagram, DiagramOptions};
/// let d = Diagram::new(&fenlingo::Position::standard(), &DiagramOptions::default(), &fenlingo::i18n::Localizer::new("en"));
/// let (w, _, px) = png::geometry_pixels(&Geometry::new(&d), 1.0).unwrap();
/// assert_eq!((w, &px[..4]), (360, &[255u8, 255, 255, 255][..]));
/// ```
pub fn geometry_pixels(g: &Geometry, scale: f32) -> Result<(u32, u32, Vec<u8>), PngError> {
    let pixmap = draw(g, scale, Vec::new())?;
    Ok((pixmap.width(), pixmap.height(), pixmap.take()))
}

/// Draws `g` in `pixels` (any buffer, resized).
fn draw(g: &Geometry, scale: f32, pixels: Vec<u8>) -> Result<tiny_skia::Pixmap, PngError> {
    let (w, h) = raster::pixel_size(g.width, g.height, scale);
    if w == 0 || h == 0 {
        return Err(PngError("empty image".into()));
    }
    raster::draw(g, scale, pixels).ok_or_else(|| PngError("image too large".into()))
}

/// Rasterizes SVG text to RGBA pixels on white: width, height, and four
/// bytes a pixel, row by row.
///
/// ```
/// let (w, h, px) = fenlingo::render::png::pixels("<svg xmlns='http://www.w3.org/2000/svg' width='4' height='2'/>", 1.0).unwrap();
/// assert_eq!((w, h, px.len()), (4, 2, 32));
/// ```
pub fn pixels(svg: &str, scale: f32) -> Result<(u32, u32, Vec<u8>), PngError> {
    let pixmap = rasterize(svg, scale)?;
    Ok((pixmap.width(), pixmap.height(), pixmap.data().to_vec()))
}

fn rasterize(svg: &str, scale: f32) -> Result<resvg::tiny_skia::Pixmap, PngError> {
    let tree = resvg::usvg::Tree::from_str(svg, options()).map_err(|e| PngError(e.to_string()))?;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(scale)
        .ok_or_else(|| PngError("empty image".into()))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| PngError("image too large".into()))?;
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// Rasterizes SVG text to PNG bytes, `scale` pixels per SVG unit.
///
/// ```
/// use fenlingo::render::{png, svg, Diagram, DiagramOptions};
/// let d = Diagram::new(&fenlingo::Position::standard(), &DiagramOptions::default(), &fenlingo::i18n::Localizer::new("en"));
/// let bytes = png::render(&svg::render(&d), 1.0).unwrap();
/// assert_eq!(&bytes[1..4], b"PNG");
/// ```
pub fn render(svg: &str, scale: f32) -> Result<Vec<u8>, PngError> {
    encode(&rasterize(svg, scale)?, scale).map_err(|e| PngError(e.to_string()))
}

/// PNG bytes of a figure drawn on white: every pixel is opaque, so it is
/// written as RGB, each row filtered against the one above and deflated at
/// level 1. Measured on a 360-pixel diagram: 0.6 ms and 23.7 KB, where the
/// encoder's default takes 10 ms for 19.8 KB, so a PNG costs little more
/// than its drawing.
fn encode(p: &resvg::tiny_skia::Pixmap, scale: f32) -> Result<Vec<u8>, png::EncodingError> {
    encode_into(p, &mut Vec::new(), scale)
}

/// [`encode`], with `rgb` as the buffer of the RGB rows.
///
/// The resolution is written (`pHYs`): 96 × `scale` pixels to the inch,
/// a CSS pixel being a 96th of an inch.
fn encode_into(
    p: &tiny_skia::Pixmap,
    rgb: &mut Vec<u8>,
    scale: f32,
) -> Result<Vec<u8>, png::EncodingError> {
    rgb.clear();
    rgb.resize(p.data().len() / 4 * 3, 0);
    for (to, from) in rgb.chunks_exact_mut(3).zip(p.data().chunks_exact(4)) {
        to.copy_from_slice(&from[..3]);
    }
    let mut out = Vec::with_capacity(rgb.len() / 4);
    let mut e = png::Encoder::new(&mut out, p.width(), p.height());
    e.set_color(png::ColorType::Rgb);
    e.set_depth(png::BitDepth::Eight);
    e.set_deflate_compression(png::DeflateCompression::Level(1));
    e.set_filter(png::Filter::Up);
    let per_metre = (96.0 * scale / 0.0254).round() as u32;
    e.set_pixel_dims(Some(png::PixelDimensions {
        xppu: per_metre,
        yppu: per_metre,
        unit: png::Unit::Meter,
    }));
    let mut w = e.write_header()?;
    w.write_image_data(rgb)?;
    w.finish()?;
    Ok(out)
}
