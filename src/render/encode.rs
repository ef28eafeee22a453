//! The one encoder: a resolved [`Diagram`] into SVG, PNG or PDF bytes.
//! Every face (the command line, the document filters, the page, the
//! image service) calls [`encode`], so the formats, the size limits and
//! the factor between pixels and points are the same everywhere.

use super::Diagram;
use crate::i18n::{Localize, Message};

/// An image format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// SVG text.
    Svg,
    /// A PNG picture (the geometry rasterized).
    Png,
    /// A one-page PDF figure.
    Pdf,
}

impl Format {
    /// The format of a file extension (`svg`, `png`, `pdf`, any case).
    ///
    /// ```
    /// use fenlingo::render::Format;
    /// assert_eq!(Format::from_extension("PNG"), Some(Format::Png));
    /// assert_eq!(Format::from_extension("gif"), None);
    /// ```
    pub fn from_extension(ext: &str) -> Option<Format> {
        match ext.to_ascii_lowercase().as_str() {
            "svg" => Some(Format::Svg),
            "png" => Some(Format::Png),
            "pdf" => Some(Format::Pdf),
            _ => None,
        }
    }

    /// The file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Pdf => "pdf",
        }
    }

    /// Whether the bytes are binary (PNG, PDF): not for a terminal.
    pub fn is_binary(self) -> bool {
        self != Format::Svg
    }
}

/// The widest PNG drawn, in pixels. Rasterizing and encoding take about
/// 2.3 times the pixel buffer (measured: 150 MB for 4,000 × 4,087 pixels):
/// 8,192 pixels wide, about 9,000 high with a caption, stays near 700 MB,
/// under 1 GiB. SVG and PDF are vector formats and need no such bound.
pub const MAX_PNG_PIXELS: u32 = 8192;

/// The most pixels a PNG holds: as wide as [`MAX_PNG_PIXELS`] and an eighth
/// higher than wide (a caption under the board).
const MAX_PNG_AREA: f32 = MAX_PNG_PIXELS as f32 * MAX_PNG_PIXELS as f32 * 1.125;

/// Points per CSS pixel (96 pixels, 72 points to the inch): a PDF figure
/// keeps the size the SVG has on screen.
pub const POINTS_PER_PIXEL: f32 = 0.75;

/// How a diagram is encoded.
#[derive(Debug, Clone, Default)]
pub struct Encoding {
    /// PNG pixels per CSS pixel (1 when 0 or less), for a figure of no
    /// physical width when no resolution is given.
    pub png_scale: f32,
    /// The PNG's resolution in dots per inch: the figure drawn at
    /// `dpi / 96` pixels per CSS pixel. A figure of physical width is
    /// drawn at [`PRINT_DPI`](super::PRINT_DPI) when none is given.
    pub png_dpi: Option<f32>,
    /// The PDF's title, date and language.
    #[cfg(feature = "pdf")]
    pub pdf: super::pdf::Meta,
}

/// Why a diagram was not encoded.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum EncodeError {
    /// The PNG would be wider than [`MAX_PNG_PIXELS`], or hold more pixels
    /// than a caption under that width needs.
    PngTooLarge {
        /// Its width in pixels.
        size: u32,
    },
    /// This build has no writer for the format.
    NotBuilt(Format),
    /// The writer failed.
    Failed {
        /// The format.
        format: Format,
        /// The writer's own words.
        detail: String,
    },
}

impl Localize for EncodeError {
    fn message(&self) -> Message {
        match self {
            EncodeError::PngTooLarge { size } => Message::new("diagram-png-too-large")
                .with("max", MAX_PNG_PIXELS as usize)
                .with("size", *size as usize),
            EncodeError::NotBuilt(f) => {
                Message::new("encode-not-built").with("format", f.extension())
            }
            EncodeError::Failed { format, detail } => Message::new("encode-failed")
                .with("format", format.extension().to_uppercase())
                .with("detail", detail),
        }
    }
}

impl std::fmt::Display for EncodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

impl std::error::Error for EncodeError {}

/// Refuses the PNG of `d` at `scale` over the limits, before any memory
/// is taken.
fn png_size(d: &Diagram, scale: f32) -> Result<(), EncodeError> {
    let (w, h) = ((d.width * scale).ceil(), (d.height * scale).ceil());
    if !(w.is_finite() && h.is_finite()) || w > MAX_PNG_PIXELS as f32 || w * h > MAX_PNG_AREA {
        return Err(EncodeError::PngTooLarge {
            size: if w.is_finite() { w as u32 } else { u32::MAX },
        });
    }
    Ok(())
}

/// Encodes `d` as `format`.
///
/// ```
/// use fenlingo::render::{encode, Diagram, DiagramOptions, EncodeError, Encoding, Format};
/// let loc = fenlingo::i18n::Localizer::new("en");
/// let d = Diagram::new(&fenlingo::Position::standard(), &DiagramOptions::default(), &loc);
/// let svg = encode(&d, Format::Svg, &Encoding::default()).unwrap();
/// assert!(svg.starts_with(b"<svg"));
/// let big = Encoding { png_scale: 100.0, ..Encoding::default() };
/// assert!(matches!(encode(&d, Format::Png, &big), Err(EncodeError::PngTooLarge { .. })));
/// ```
pub fn encode(d: &Diagram, format: Format, how: &Encoding) -> Result<Vec<u8>, EncodeError> {
    match format {
        Format::Svg => Ok(super::svg::render(d).into_bytes()),
        Format::Png => {
            let scale = match (how.png_dpi.filter(|d| *d > 0.0), d.print) {
                (Some(dpi), _) => dpi / 96.0,
                (None, Some(_)) => super::PRINT_DPI / 96.0,
                (None, None) if how.png_scale > 0.0 => how.png_scale,
                (None, None) => 1.0,
            };
            png_size(d, scale)?;
            #[cfg(feature = "png")]
            {
                super::png::diagram(d, scale).map_err(|e| EncodeError::Failed {
                    format,
                    detail: e.0,
                })
            }
            #[cfg(not(feature = "png"))]
            Err(EncodeError::NotBuilt(format))
        }
        Format::Pdf => {
            #[cfg(feature = "pdf")]
            {
                super::pdf::figure(d, d.width * POINTS_PER_PIXEL, how.pdf.clone()).map_err(|e| {
                    EncodeError::Failed {
                        format,
                        detail: e.to_string(),
                    }
                })
            }
            #[cfg(not(feature = "pdf"))]
            Err(EncodeError::NotBuilt(format))
        }
    }
}
