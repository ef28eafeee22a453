//! Piece sets: the shapes of the twelve pieces, read once and placed in a
//! 100 × 100 box, one square.
//!
//! A set is built in — [`PieceSet::noto`] (the default: the chess symbols
//! of Noto Sans Symbols 2, under the SIL Open Font License 1.1, each set
//! to a diagram's proportions) or [`PieceSet::dejavu`] (the chess glyphs of
//! DejaVu Sans, under the Bitstream Vera licence, shipped by the `dejavu`
//! crate) — or a chess font ([`PieceSet::from_font`]: the Unicode chess
//! symbols or the classic diagram-font letters), or, with the
//! `piece-files` feature, a folder of SVG files named as lichess names
//! them, a font file or an installed font ([`PieceSet::load`]).
//!
//! Every piece is the same kind of drawing ([`PieceArt`]): a silhouette
//! (its outer shape, filled first when the set asks for a backing color,
//! and the shape of the white halo that keeps hatching off it) and filled
//! layers over it. This is the one place that knows the shapes: the
//! writers (SVG, PDF) only serialize the segments, each in its own number
//! format, each piece defined once per document.

use crate::i18n::{Localize, Message};
use crate::render::Rgba;
use crate::{Color, Piece, Role};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

mod font;
#[cfg(feature = "piece-files")]
mod load;
mod noto;
#[cfg(feature = "piece-files")]
mod svg;

pub use font::FontMapping;

/// One step of an outline, in the set's units (y up).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Seg {
    /// Start a contour.
    Move(f32, f32),
    /// A straight line.
    Line(f32, f32),
    /// A quadratic Bézier curve: control point, end point.
    Quad(f32, f32, f32, f32),
    /// A cubic Bézier curve: two control points, end point.
    Cubic(f32, f32, f32, f32, f32, f32),
    /// Close the contour.
    Close,
}

/// A filled part of a piece.
#[derive(Debug, Clone, PartialEq)]
pub struct Layer {
    /// Its contours.
    pub segs: Vec<Seg>,
    /// Its color, opaque.
    pub fill: Rgba,
    /// Filled by the even-odd rule (otherwise nonzero).
    pub even_odd: bool,
}

/// How one piece is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct PieceArt {
    /// The outer contours: the shape of the halo, and of the backing.
    pub silhouette: Vec<Seg>,
    /// The color the silhouette is filled with before the layers (black
    /// for DejaVu, whose layers are the white insides; white for a font's
    /// glyph, so that no square shows through the piece), or none.
    pub backing: Option<Rgba>,
    /// Filled over the silhouette, in order.
    pub layers: Vec<Layer>,
}

/// How outline coordinates map into the 100 × 100 box of a square: every
/// piece stands on one base line and keeps its size relative to the
/// others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    /// Box units per unit of the set.
    pub scale: f32,
    /// Added to `x · scale`.
    pub dx: f32,
    /// The bottom of the pieces, in the set's units.
    pub y0: f32,
    /// Where that bottom lies in the box, from the top.
    pub bottom: f32,
}

impl Placement {
    /// x in the box.
    pub fn x(&self, x: f32) -> f32 {
        x * self.scale + self.dx
    }
    /// y in the box, downwards (SVG): the pieces' bottom at `bottom`.
    pub fn y_down(&self, y: f32) -> f32 {
        (self.bottom + self.y0 * self.scale) - y * self.scale
    }
    /// y in the box, upwards (PDF).
    pub fn y_up(&self, y: f32) -> f32 {
        (100.0 - self.bottom) + (y - self.y0) * self.scale
    }
    /// Coordinates already in the box, y up.
    pub(crate) const BOX: Placement = Placement {
        scale: 1.0,
        dx: 0.0,
        y0: 0.0,
        bottom: 100.0,
    };
}

/// A piece set, cheap to clone (shared). Two sets are equal when they
/// are the same loaded set.
#[derive(Clone)]
pub struct PieceSet(Arc<SetData>);

struct SetData {
    id: u64,
    name: String,
    /// A hash of the shapes: a figure cached under the set's name is
    /// drawn again when its files change. Made when first asked for
    /// (hashing every outline takes longer than drawing a diagram).
    fingerprint: OnceLock<u64>,
    place: Placement,
    /// By [`Piece::index`].
    art: Vec<PieceArt>,
    /// Each piece's bounds in the box, made when first asked for.
    extents: OnceLock<[[f32; 4]; 12]>,
}

impl PartialEq for PieceSet {
    fn eq(&self, other: &Self) -> bool {
        self.0.id == other.0.id
    }
}

impl std::fmt::Debug for PieceSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "PieceSet({:?}, {:016x})",
            self.0.name,
            self.0
                .fingerprint
                .get_or_init(|| fingerprint(&self.0.place, &self.0.art))
        )
    }
}

impl Default for PieceSet {
    fn default() -> Self {
        PieceSet::noto()
    }
}

/// The name of the default set.
pub const BUILTIN: &str = "noto";

/// The names of the built-in sets, the default first.
pub const BUILTINS: [&str; 2] = ["noto", "dejavu"];

/// The id of the built-in sets; loaded sets count from 2.
const NOTO_ID: u64 = 0;
const DEJAVU_ID: u64 = 1;

impl PieceSet {
    /// A set from its art (twelve pieces by [`Piece::index`]).
    pub(crate) fn new(name: String, place: Placement, art: Vec<PieceArt>) -> PieceSet {
        static NEXT: AtomicU64 = AtomicU64::new(2);
        PieceSet(Arc::new(SetData {
            id: NEXT.fetch_add(1, Ordering::Relaxed),
            name,
            fingerprint: OnceLock::new(),
            place,
            art,
            extents: OnceLock::new(),
        }))
    }

    /// The default set: the chess symbols of Noto Sans Symbols 2 set to a
    /// diagram's proportions (the pawn the smallest piece, the king the
    /// tallest, all on one base line).
    ///
    /// ```
    /// use fenlingo::render::pieces::PieceSet;
    /// let set = PieceSet::noto();
    /// assert!(set.is_builtin() && set.name() == "noto");
    /// assert_eq!(set, PieceSet::default());
    /// ```
    pub fn noto() -> PieceSet {
        static SET: OnceLock<PieceSet> = OnceLock::new();
        SET.get_or_init(|| noto::set(NOTO_ID, BUILTINS[0])).clone()
    }

    /// The built-in set drawn by the chess glyphs of DejaVu Sans.
    ///
    /// ```
    /// use fenlingo::render::pieces::PieceSet;
    /// let set = PieceSet::dejavu();
    /// assert!(set.is_builtin() && set.name() == "dejavu");
    /// ```
    pub fn dejavu() -> PieceSet {
        static SET: OnceLock<PieceSet> = OnceLock::new();
        SET.get_or_init(dejavu_set).clone()
    }

    /// The built-in set of that name (any case), if there is one.
    ///
    /// ```
    /// use fenlingo::render::pieces::PieceSet;
    /// assert_eq!(PieceSet::builtin("Noto"), Some(PieceSet::noto()));
    /// assert_eq!(PieceSet::builtin("merida"), None);
    /// ```
    pub fn builtin(name: &str) -> Option<PieceSet> {
        let name = name.trim();
        if name.eq_ignore_ascii_case(BUILTINS[0]) {
            Some(PieceSet::noto())
        } else if name.eq_ignore_ascii_case(BUILTINS[1]) {
            Some(PieceSet::dejavu())
        } else {
            None
        }
    }

    /// The name it was chosen by (`noto`, a path, a family name).
    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// Whether this is a built-in set.
    pub fn is_builtin(&self) -> bool {
        self.0.id < 2
    }

    /// A number that names this set among those loaded by the process.
    pub fn id(&self) -> u64 {
        self.0.id
    }

    /// How the set's coordinates map into a square's box.
    pub fn placement(&self) -> Placement {
        self.0.place
    }

    /// The drawing of `piece`.
    ///
    /// ```
    /// use fenlingo::{Color, Piece, Role};
    /// use fenlingo::render::pieces::{PieceSet, Seg};
    /// let set = PieceSet::dejavu();
    /// let art = set.art(Piece::new(Color::White, Role::Knight));
    /// assert!(matches!(art.silhouette[0], Seg::Move(..)) && !art.layers.is_empty());
    /// ```
    pub fn art(&self, piece: Piece) -> &PieceArt {
        &self.0.art[piece.index()]
    }

    /// The bounds of `piece`'s drawing in the 100 × 100 box of a square,
    /// y downwards: left, top, right, bottom.
    ///
    /// ```
    /// use fenlingo::{Color, Piece, Role};
    /// use fenlingo::render::pieces::PieceSet;
    /// let [l, t, r, b] = PieceSet::noto().extent(Piece::new(Color::White, Role::Pawn));
    /// assert!(l > 0.0 && r < 100.0 && (b - t - 69.0).abs() < 0.5 && (b - 94.0).abs() < 0.5);
    /// ```
    pub fn extent(&self, piece: Piece) -> [f32; 4] {
        let all = self.0.extents.get_or_init(|| {
            let mut out = [[0.0; 4]; 12];
            for (i, art) in self.0.art.iter().enumerate() {
                out[i] = bounds(&art.silhouette, &self.0.place);
            }
            out
        });
        all[piece.index()]
    }

    /// The side of the box a figurine of this set is drawn in, at a text
    /// size of `size` points: the tallest piece as tall as the text's
    /// capitals.
    ///
    /// ```
    /// use fenlingo::render::pieces::PieceSet;
    /// let b = PieceSet::noto().figurine_box(10.0);
    /// assert!((b - 7.29 / 0.86).abs() < 0.05);
    /// ```
    pub fn figurine_box(&self, size: f32) -> f32 {
        let tallest = Role::ALL
            .iter()
            .map(|&r| {
                let [_, t, _, b] = self.extent(Piece::new(Color::White, r));
                b - t
            })
            .fold(1.0f32, f32::max);
        CAP_HEIGHT * size * 100.0 / tallest
    }

    /// How far a figurine of `piece` advances a line of text at `size`
    /// points: the piece's width and a hair on each side, set tight.
    pub fn figurine_advance(&self, piece: Piece, size: f32) -> f32 {
        let [l, _, r, _] = self.extent(piece);
        (r - l) / 100.0 * self.figurine_box(size) + 2.0 * FIGURINE_SIDE * size
    }

    /// Whether both colors of `role` share one silhouette drawn the same
    /// way (written once).
    pub fn shares_silhouette(&self, role: Role) -> bool {
        let w = self.art(Piece::new(Color::White, role));
        let b = self.art(Piece::new(Color::Black, role));
        w.silhouette == b.silhouette && w.backing == b.backing
    }
}

/// Why a piece set cannot be had.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PieceSetError {
    /// No built-in set, folder, font file or installed font of that name.
    NotFound(String),
    /// A file or folder that cannot be read.
    Unreadable {
        /// The path as given.
        path: String,
        /// The system's error.
        error: Message,
    },
    /// A folder without all twelve SVG files.
    MissingFiles {
        /// The folder.
        folder: String,
        /// The files it lacks (`wB.svg, bN.svg`).
        missing: String,
    },
    /// A file in the folder that is no SVG image.
    BadSvg(String),
    /// A file that is no TrueType or OpenType font.
    BadFont(String),
    /// A font without the chess pieces.
    NoPieces {
        /// The font.
        font: String,
        /// What it lacks.
        missing: String,
    },
    /// A file or folder where this build reads none (without the
    /// `piece-files` feature).
    Unsupported(String),
}

impl Localize for PieceSetError {
    fn message(&self) -> Message {
        match self {
            PieceSetError::NotFound(name) => Message::new("pieces-not-found").with("name", name),
            PieceSetError::Unreadable { path, error } => Message::new("pieces-unreadable")
                .with("path", path)
                .with("error", error.clone()),
            PieceSetError::MissingFiles { folder, missing } => Message::new("pieces-missing-files")
                .with("folder", folder)
                .with("missing", missing),
            PieceSetError::BadSvg(file) => Message::new("pieces-bad-svg").with("file", file),
            PieceSetError::BadFont(file) => Message::new("pieces-bad-font").with("file", file),
            PieceSetError::NoPieces { font, missing } => Message::new("pieces-no-pieces")
                .with("font", font)
                .with("missing", missing),
            PieceSetError::Unsupported(name) => {
                Message::new("pieces-unsupported").with("name", name)
            }
        }
    }
}

impl std::fmt::Display for PieceSetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

impl std::error::Error for PieceSetError {}

impl PieceSet {
    /// The set a name gives: `noto` or `dejavu`, or (with the `piece-files`
    /// feature) a folder of SVG files named as lichess names them
    /// (`wK.svg` … `bP.svg`), a TrueType or OpenType font file, or the
    /// family name of an installed font. Sets are read once per process.
    ///
    /// ```
    /// use fenlingo::render::pieces::PieceSet;
    /// assert!(PieceSet::load("DejaVu").unwrap().is_builtin());
    /// assert_eq!(PieceSet::load("noto").unwrap(), PieceSet::noto());
    /// assert!(PieceSet::load("/no/such/set").is_err());
    /// ```
    pub fn load(name: &str) -> Result<PieceSet, PieceSetError> {
        if let Some(set) = PieceSet::builtin(name) {
            return Ok(set);
        }
        #[cfg(feature = "piece-files")]
        {
            load::load(name)
        }
        #[cfg(not(feature = "piece-files"))]
        {
            Err(PieceSetError::Unsupported(name.to_owned()))
        }
    }
}

/// The height of DejaVu Sans's capitals, in ems: figurines in a line of
/// text stand as tall.
pub const CAP_HEIGHT: f32 = 0.729;

/// The room beside a figurine, in ems, on each side.
pub const FIGURINE_SIDE: f32 = 0.03;

/// The piece a figurine character stands for (U+2654–U+265F).
///
/// ```
/// use fenlingo::{Color, Piece, Role};
/// assert_eq!(fenlingo::render::pieces::figurine_piece('♘'), Some(Piece::new(Color::White, Role::Knight)));
/// assert_eq!(fenlingo::render::pieces::figurine_piece('N'), None);
/// ```
pub fn figurine_piece(c: char) -> Option<Piece> {
    Color::ALL
        .into_iter()
        .flat_map(|color| Role::ALL.into_iter().map(move |r| Piece::new(color, r)))
        .find(|&p| glyph(p) == c)
}

/// The bounds of outlines placed in the box, y downwards.
fn bounds(segs: &[Seg], place: &Placement) -> [f32; 4] {
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    let mut add = |x: f32, y: f32| {
        let (x, y) = (place.x(x), place.y_down(y));
        b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
    };
    for s in segs {
        match *s {
            Seg::Move(x, y) | Seg::Line(x, y) => add(x, y),
            Seg::Quad(x1, y1, x, y) => {
                add(x1, y1);
                add(x, y);
            }
            Seg::Cubic(x1, y1, x2, y2, x, y) => {
                add(x1, y1);
                add(x2, y2);
                add(x, y);
            }
            Seg::Close => {}
        }
    }
    if b[0] > b[2] {
        [0.0, 0.0, 100.0, 100.0]
    } else {
        b
    }
}

/// FNV-1a over the placement and the shapes.
fn fingerprint(place: &Placement, art: &[PieceArt]) -> u64 {
    format!("{place:?}{art:?}")
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

/// The bytes of the DejaVu Sans font.
pub fn font_bytes() -> &'static [u8] {
    dejavu::sans::regular()
}

/// The DejaVu set: each kind of piece's silhouette (the outline glyph's
/// outer contours) in black, shared by both colors, with the white
/// inside of the outline glyph for White and the white details of the
/// solid glyph for Black.
fn dejavu_set() -> PieceSet {
    let face = ttf_parser::Face::parse(font_bytes(), 0).ok();
    let place = face.as_ref().map_or(Placement::BOX, |f| {
        font::placement(f, &font::unicode_glyphs(f))
    });
    let black = Rgba::rgb(0, 0, 0);
    let white = Rgba::rgb(0xff, 0xff, 0xff);
    let mut art = Vec::with_capacity(12);
    for color in Color::ALL {
        for role in Role::ALL {
            let (solid, hollow) = match face.as_ref() {
                Some(f) => (
                    font::contours(f, font::symbol(Color::Black, role)),
                    font::contours(f, font::symbol(Color::White, role)),
                ),
                None => (Vec::new(), Vec::new()),
            };
            let (silhouette, inside) = font::outer_and_inner(hollow);
            let (_, details) = font::outer_and_inner(solid);
            let inner = match color {
                Color::White => inside,
                Color::Black => details,
            };
            art.push(PieceArt {
                silhouette,
                backing: Some(black),
                layers: vec![Layer {
                    segs: inner,
                    fill: white,
                    even_odd: false,
                }],
            });
        }
    }
    PieceSet(Arc::new(SetData {
        id: DEJAVU_ID,
        name: BUILTINS[1].to_owned(),
        fingerprint: OnceLock::new(),
        place,
        art,
        extents: OnceLock::new(),
    }))
}

/// The glyph of `piece` in the Unicode chess symbols (for renderers that
/// draw text).
///
/// ```
/// use fenlingo::{Color, Piece, Role};
/// assert_eq!(fenlingo::render::pieces::glyph(Piece::new(Color::Black, Role::King)), '♚');
/// ```
pub fn glyph(piece: Piece) -> char {
    font::symbol(piece.color, piece.role)
}
