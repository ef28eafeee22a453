//! Colours, and diagram themes: the colours and patterns of squares,
//! pieces, marks and text.

/// A color as red, green, blue and opacity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    /// An opaque color.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba(r, g, b, 255)
    }
    /// The same color with opacity `a`.
    pub const fn alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }
    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
    /// The opacity between 0 and 1.
    pub fn opacity(self) -> f32 {
        f32::from(self.3) / 255.0
    }
}

/// Colors and patterns of a diagram.
#[derive(Debug, Clone, PartialEq)]
pub struct Theme {
    /// The name users give (`screen`, `print`, …).
    pub name: &'static str,
    /// Light squares.
    pub light: Rgba,
    /// Dark squares (the ground color when hatched).
    pub dark: Rgba,
    /// Hatching of the dark squares, as books print them: line color.
    pub hatch: Option<Rgba>,
    /// The share of a hatched square the lines cover (0.05 to 0.5).
    pub hatch_ink: f32,
    /// Frame and coordinate labels.
    pub ink: Rgba,
    /// Marks by color letter: G(reen), R(ed), Y(ellow), B(lue).
    pub marks: [Rgba; 4],
    /// Last-move highlight.
    pub last_move: Rgba,
    /// Check highlight.
    pub check: Rgba,
    /// The width of the white halo drawn around a piece on a dark
    /// square, in hundredths of a square (0: none).
    pub halo: f32,
    /// Drawn for paper in black and white: a filled mark is a corner
    /// triangle, the last move a frame, a king in check a ring on a white
    /// disc, and inside coordinates stand on white.
    pub paper: bool,
}

impl Theme {
    /// A colored theme for screens.
    pub fn screen() -> Theme {
        Theme {
            name: "screen",
            light: Rgba::rgb(0xf0, 0xdb, 0xb5),
            dark: Rgba::rgb(0xb5, 0x88, 0x63),
            hatch: None,
            hatch_ink: Theme::HATCH_INK,
            ink: Rgba::rgb(0x3b, 0x2a, 0x1e),
            marks: [
                Rgba(0x15, 0x78, 0x1b, 0xb0),
                Rgba(0xc8, 0x20, 0x20, 0xb0),
                Rgba(0xe6, 0x8f, 0x00, 0xb0),
                Rgba(0x00, 0x30, 0x88, 0xb0),
            ],
            last_move: Rgba(0xcd, 0xd2, 0x6a, 0xaa),
            check: Rgba(0xe0, 0x10, 0x10, 0xa0),
            halo: 0.0,
            paper: false,
        }
    }

    /// The ink of the print theme's hatching: 18% of a dark square, as
    /// printed diagrams have it (LaTeX's `chessboard`: about 14%).
    pub const HATCH_INK: f32 = 0.18;

    /// Greys only, for print: dark squares finely hatched in black, a
    /// white halo around the pieces on them, marks that never cover a
    /// piece, each mark color its own shape, arrows opaque.
    pub fn print() -> Theme {
        Theme {
            name: "print",
            light: Rgba::rgb(0xff, 0xff, 0xff),
            dark: Rgba::rgb(0xff, 0xff, 0xff),
            hatch: Some(Rgba::rgb(0, 0, 0)),
            hatch_ink: Theme::HATCH_INK,
            ink: Rgba::rgb(0, 0, 0),
            // Green, red, yellow, blue: four greys (arrows, circles),
            // four shapes (filled marks).
            marks: [
                Rgba::rgb(0x00, 0x00, 0x00),
                Rgba::rgb(0x50, 0x50, 0x50),
                Rgba::rgb(0xb0, 0xb0, 0xb0),
                Rgba::rgb(0x80, 0x80, 0x80),
            ],
            last_move: Rgba::rgb(0, 0, 0),
            check: Rgba::rgb(0, 0, 0),
            halo: 6.0,
            paper: true,
        }
    }

    /// A cool blue-grey theme for screens.
    pub fn blue() -> Theme {
        Theme {
            name: "blue",
            light: Rgba::rgb(0xde, 0xe3, 0xe6),
            dark: Rgba::rgb(0x8c, 0xa2, 0xad),
            ink: Rgba::rgb(0x22, 0x33, 0x3d),
            ..Theme::screen()
        }
    }

    /// The theme named `name`, if there is one.
    ///
    /// ```
    /// assert!(fenlingo::render::Theme::named("print").is_some());
    /// assert!(fenlingo::render::Theme::named("neon").is_none());
    /// ```
    pub fn named(name: &str) -> Option<Theme> {
        match name {
            "screen" => Some(Theme::screen()),
            "print" => Some(Theme::print()),
            "blue" => Some(Theme::blue()),
            _ => None,
        }
    }

    /// Whether every color of the theme is an opaque grey (the print
    /// theme): such a theme is drawn with grey operators only.
    ///
    /// ```
    /// use fenlingo::render::Theme;
    /// assert!(Theme::print().is_grey() && !Theme::screen().is_grey());
    /// ```
    pub fn is_grey(&self) -> bool {
        let grey = |c: &Rgba| c.0 == c.1 && c.1 == c.2 && c.3 == 255;
        [self.light, self.dark, self.ink, self.last_move, self.check]
            .iter()
            .chain(self.hatch.iter())
            .chain(self.marks.iter())
            .all(grey)
    }

    /// The names of the themes.
    pub const NAMES: [&'static str; 3] = ["screen", "print", "blue"];
}
