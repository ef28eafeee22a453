//! A figure's width as people give it: pixels (`360`, `360px`), or a
//! physical length for print (`45mm`, `4.5cm`, `1.8in`, `130pt`).
//!
//! A diagram is laid out in CSS pixels (96 to the inch); a physical width
//! is the same figure at that many pixels, written with its unit in SVG,
//! as that many points in PDF, and at a resolution (300 dpi unless told)
//! in PNG.

/// The unit of a [`Length`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// CSS pixels, 96 to the inch.
    Px,
    /// Millimetres.
    Mm,
    /// Centimetres.
    Cm,
    /// Inches.
    In,
    /// Points, 72 to the inch.
    Pt,
}

impl Unit {
    /// CSS pixels in one of this unit.
    pub fn px(self) -> f32 {
        match self {
            Unit::Px => 1.0,
            Unit::Mm => 96.0 / 25.4,
            Unit::Cm => 960.0 / 25.4,
            Unit::In => 96.0,
            Unit::Pt => 96.0 / 72.0,
        }
    }

    /// Its name in SVG and CSS.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Px => "px",
            Unit::Mm => "mm",
            Unit::Cm => "cm",
            Unit::In => "in",
            Unit::Pt => "pt",
        }
    }
}

/// A width with its unit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Length {
    /// The number as given.
    pub value: f32,
    /// Its unit.
    pub unit: Unit,
}

impl Length {
    /// The length in CSS pixels.
    ///
    /// ```
    /// let l: fenlingo::render::Length = "1in".parse().unwrap();
    /// assert_eq!(l.px(), 96.0);
    /// ```
    pub fn px(self) -> f32 {
        self.value * self.unit.px()
    }

    /// Whether it is a length for print (not pixels).
    pub fn is_physical(self) -> bool {
        self.unit != Unit::Px
    }
}

impl std::str::FromStr for Length {
    type Err = ();

    /// A finite positive number, with `px`, `mm`, `cm`, `in` or `pt`
    /// after it or nothing (pixels); case and a space before the unit do
    /// not matter.
    ///
    /// ```
    /// use fenlingo::render::{Length, Unit};
    /// assert_eq!("45mm".parse::<Length>(), Ok(Length { value: 45.0, unit: Unit::Mm }));
    /// assert_eq!(" 360 ".parse::<Length>().unwrap().unit, Unit::Px);
    /// assert!("45 furlongs".parse::<Length>().is_err() && "-3mm".parse::<Length>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Length, ()> {
        let s = s.trim().to_ascii_lowercase();
        let split = s.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(s.len());
        let (number, unit) = s.split_at(split);
        let unit = match unit.trim() {
            "" | "px" => Unit::Px,
            "mm" => Unit::Mm,
            "cm" => Unit::Cm,
            "in" => Unit::In,
            "pt" => Unit::Pt,
            _ => return Err(()),
        };
        let value: f32 = number.trim().parse().map_err(|_| ())?;
        if value.is_finite() && value > 0.0 {
            Ok(Length { value, unit })
        } else {
            Err(())
        }
    }
}

impl std::fmt::Display for Length {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.unit {
            Unit::Px => write!(f, "{}", self.value),
            unit => write!(f, "{}{}", self.value, unit.name()),
        }
    }
}

/// The resolution of a PNG of a physical width when none is asked for.
pub const PRINT_DPI: f32 = 300.0;
