//! What each output format of a document gets, and figure files cached by
//! content hash: a figure already in the folder is not drawn again.

#[cfg(feature = "output")]
use super::{Figure, FigureError};
#[cfg(feature = "output")]
use std::path::{Path, PathBuf};

/// How a figure goes into a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// SVG inside the page (HTML, EPUB, HTML slides).
    InlineSvg,
    /// A vector PDF file (LaTeX, Beamer, ConTeXt, PDF through LaTeX).
    Pdf,
    /// A PNG file (Word, OpenDocument, PowerPoint, RTF).
    Png,
    /// An SVG file (every other format: Markdown, reStructuredText, …).
    Svg,
}

impl Target {
    /// The target of a pandoc output format (`html5`, `latex`, `docx`,
    /// `gfm+smart`, …).
    ///
    /// ```
    /// use fenlingo::figure::Target;
    /// assert_eq!(Target::for_format("epub3"), Target::InlineSvg);
    /// assert_eq!(Target::for_format("latex"), Target::Pdf);
    /// assert_eq!(Target::for_format("docx+native_numbering"), Target::Png);
    /// assert_eq!(Target::for_format("gfm"), Target::Svg);
    /// ```
    pub fn for_format(format: &str) -> Target {
        let base = format
            .split(['+', '-'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match base.as_str() {
            "html" | "html4" | "html5" | "xhtml" | "epub" | "epub2" | "epub3" | "chunkedhtml"
            | "revealjs" | "slidy" | "slideous" | "s5" | "dzslides" => Target::InlineSvg,
            "latex" | "beamer" | "context" | "pdf" => Target::Pdf,
            "docx" | "odt" | "opendocument" | "pptx" | "rtf" | "icml" => Target::Png,
            _ => Target::Svg,
        }
    }

    /// Whether a pandoc output format is made for paper (LaTeX, ConTeXt,
    /// PDF, Word, OpenDocument): its figures default to the `print`
    /// theme. Slides and screens keep the screen theme.
    ///
    /// ```
    /// use fenlingo::figure::Target;
    /// assert!(Target::is_paper("latex") && Target::is_paper("docx+styles") && Target::is_paper("odt"));
    /// assert!(!Target::is_paper("html5") && !Target::is_paper("beamer") && !Target::is_paper("pptx"));
    /// ```
    pub fn is_paper(format: &str) -> bool {
        let base = format
            .split(['+', '-'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        matches!(
            base.as_str(),
            "latex" | "context" | "pdf" | "docx" | "odt" | "opendocument"
        )
    }

    /// The file extension of the target's files (`None` inline).
    pub fn extension(self) -> Option<&'static str> {
        match self {
            Target::InlineSvg => None,
            Target::Pdf => Some("pdf"),
            Target::Png => Some("png"),
            Target::Svg => Some("svg"),
        }
    }
}

/// A content hash in 32 hexadecimal digits (FNV-1a, 128 bits): the same
/// on every machine and every run.
///
/// ```
/// let k = fenlingo::figure::content_key(b"8/8/8/8/8/8/8/K1k5 w - - 0 1");
/// assert_eq!(k.len(), 32);
/// assert_ne!(k, fenlingo::figure::content_key(b"8/8/8/8/8/8/8/K1k5 b - - 0 1"));
/// ```
pub fn content_key(bytes: &[u8]) -> String {
    const OFFSET: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
    const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013b;
    let mut h = OFFSET;
    for b in bytes {
        h ^= u128::from(*b);
        h = h.wrapping_mul(PRIME);
    }
    format!("{h:032x}")
}

/// PNG pixels per CSS pixel: 300 pixels to the inch at the width the
/// picture is printed (the document gives it its CSS width, 96 pixels to
/// the inch), as print asks. A figure too wide for the encoder's limit at
/// this scale is refused, as on the command line.
pub const PNG_SCALE: f32 = 300.0 / 96.0;

/// The file of a figure in `dir` (`<hash>.pdf`, `.png` or `.svg`),
/// written (atomically: a temporary file renamed) only when it is not
/// there yet. `date` goes into a PDF (`SOURCE_DATE_EPOCH`).
#[cfg(feature = "output")]
pub fn write_cached(
    fig: &Figure,
    target: Target,
    dir: &Path,
    date: Option<i64>,
) -> Result<PathBuf, FigureError> {
    let io = |e: std::io::Error| FigureError::Write {
        path: dir.display().to_string(),
        reason: crate::i18n::io_error(&e),
    };
    let Some(ext) = target.extension() else {
        return Err(FigureError::Image("inline SVG has no file".into()));
    };
    // The key covers the picture, the format and how it is drawn.
    let mut what = format!("{}:{ext}:{}", env!("CARGO_PKG_VERSION"), fig.key());
    if target == Target::Pdf {
        what.push_str(&format!(
            ":{date:?}:{}:{:?}:{}",
            fig.lang, fig.caption, fig.pdfx
        ));
    }
    if target == Target::Png {
        what.push_str(&format!(":{}", fig.png_scale()));
    }
    let path = dir.join(format!("{}.{ext}", &content_key(what.as_bytes())[..20]));
    if path.is_file() {
        return Ok(path);
    }
    let bytes = match target {
        #[cfg(feature = "pdf")]
        Target::Pdf => fig.pdf(date)?,
        #[cfg(feature = "png")]
        Target::Png => fig.png(fig.png_scale())?,
        Target::Svg => fig.svg().into_bytes(),
        #[allow(unreachable_patterns)]
        _ => return Err(FigureError::Image(format!("{ext} output is not built in"))),
    };
    std::fs::create_dir_all(dir).map_err(io)?;
    crate::output::write_regular(&path, &bytes).map_err(io)?;
    Ok(path)
}
