//! Diagrams: a position and options resolved into a [`Diagram`] scene,
//! then drawn by renderers that never parse or localize.
//!
//! ```
//! use fenlingo::render::{self, Diagram, DiagramOptions};
//! use fenlingo::i18n::Localizer;
//! let pos = fenlingo::Position::standard();
//! let svg = render::svg::render(&Diagram::new(&pos, &DiagramOptions::default(), &Localizer::new("ru")));
//! assert!(svg.contains("Ход белых"));
//! ```

mod caption;
mod diagram;
mod encode;
pub mod fonts;
pub mod geom;
mod length;
mod options;
#[cfg(feature = "pdf")]
pub mod pdf;
pub mod pieces;
#[cfg(feature = "png")]
pub mod png;
pub(crate) mod script;
mod spec;
pub mod svg;
mod textfont;
mod theme;

pub use caption::CaptionFields;
pub use diagram::caption_text;
pub use diagram::{
    AnnotationError, Arrow, ArrowShape, Caption, Coords, Diagram, DiagramOptions, Fill, FillKind,
    Flip, Glyph, Label, Mark, MarkStyle, Placed, Rgba, Theme, parse_annotations, parse_arrows,
    parse_marks,
};
pub use encode::{EncodeError, Encoding, Format, MAX_PNG_PIXELS, POINTS_PER_PIXEL, encode};
pub use fonts::{Undrawn, add_font, caption_fallback, undrawn};
pub use length::{Length, PRINT_DPI, Unit};
#[cfg(feature = "moves")]
pub(crate) use options::yes_no;
pub use options::{
    DIAGRAM_OPTIONS, OptionDef, ValueKind, choice_value, coords_of, find_option, flip_of,
    option_names, options_markdown,
};
pub use script::{Cjk, MissingGlyphs, Script};
pub use spec::{DiagramSpec, SIZES, SpecError, SquaresKind, SquaresText};
pub use textfont::TextFont;
