//! Annotations of a position: marked squares and arrows, as users give
//! them (`e4,Rd5`, `e2e4,Bg1f3`) and as lichess writes them in PGN
//! comments (`[%csl Ge4][%cal Ge2e4]`). Shared by the input reader and
//! the renderers; it knows no colors, only color indices.

use crate::Square;
use std::fmt;

/// How a marked square is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkStyle {
    /// The square filled.
    Fill,
    /// A ring in the square.
    Circle,
    /// A cross over the square.
    Cross,
}

/// A marked square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    /// The square.
    pub square: Square,
    /// How it is drawn.
    pub style: MarkStyle,
    /// Color index: 0 green, 1 red, 2 yellow, 3 blue (the theme of a
    /// diagram gives the colors).
    pub color: u8,
}

/// An arrow from one square to another (L-shaped for knight moves).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arrow {
    /// Where it starts.
    pub from: Square,
    /// Where it points.
    pub to: Square,
    /// Color index, as for marks.
    pub color: u8,
}

/// An error in a mark, arrow or annotation given by the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnnotationError {
    /// The offending text.
    pub text: String,
}

impl fmt::Display for AnnotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid square or move '{}'", self.text)
    }
}

impl std::error::Error for AnnotationError {}

fn color_letter(c: char) -> Option<u8> {
    match c {
        'G' => Some(0),
        'R' => Some(1),
        'Y' => Some(2),
        'B' => Some(3),
        _ => None,
    }
}

/// Parses a comma-separated list of squares (`e4,d5`), each with an
/// optional color letter (`Re4`).
///
/// ```
/// use fenlingo::annotate::{parse_marks, MarkStyle};
/// let m = parse_marks("e4,Rd5", MarkStyle::Fill).unwrap();
/// assert_eq!(m.len(), 2);
/// assert_eq!(m[1].color, 1);
/// assert!(parse_marks("e9", MarkStyle::Fill).is_err());
/// ```
pub fn parse_marks(list: &str, style: MarkStyle) -> Result<Vec<Mark>, AnnotationError> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| {
            let (color, sq) = split_color(item);
            Square::parse_str(sq)
                .map(|square| Mark {
                    square,
                    style,
                    color,
                })
                .ok_or_else(|| AnnotationError {
                    text: item.to_owned(),
                })
        })
        .collect()
}

/// Parses a comma-separated list of arrows (`e2e4,Rg1f3`).
///
/// ```
/// let a = fenlingo::annotate::parse_arrows("e2e4,Bg1f3").unwrap();
/// assert_eq!(a[1].color, 3);
/// assert!(fenlingo::annotate::parse_arrows("e2").is_err());
/// ```
pub fn parse_arrows(list: &str) -> Result<Vec<Arrow>, AnnotationError> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| {
            let (color, mv) = split_color(item);
            let err = || AnnotationError {
                text: item.to_owned(),
            };
            let from = mv.get(..2).and_then(Square::parse_str).ok_or_else(err)?;
            let to = mv.get(2..).and_then(Square::parse_str).ok_or_else(err)?;
            Ok(Arrow { from, to, color })
        })
        .collect()
}

fn split_color(item: &str) -> (u8, &str) {
    let mut chars = item.chars();
    match chars.next().and_then(color_letter) {
        Some(c) if item.len() > 2 => (c, chars.as_str()),
        _ => (0, item),
    }
}

/// Reads lichess-style annotations, `[%csl Ge4,Rd5][%cal Ge2e4]`, from
/// text such as a PGN comment.
///
/// ```
/// let (m, a) = fenlingo::annotate::parse_annotations("{ [%csl Ge4,Rd5][%cal Ge2e4] }").unwrap();
/// assert_eq!((m.len(), a.len()), (2, 1));
/// ```
pub fn parse_annotations(text: &str) -> Result<(Vec<Mark>, Vec<Arrow>), AnnotationError> {
    let mut marks = Vec::new();
    let mut arrows = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("[%") {
        rest = &rest[i + 2..];
        let end = rest.find(']').ok_or_else(|| AnnotationError {
            text: rest.to_owned(),
        })?;
        let body = rest[..end].trim();
        if let Some(list) = body.strip_prefix("csl") {
            marks.extend(parse_marks(list, MarkStyle::Fill)?);
        } else if let Some(list) = body.strip_prefix("cal") {
            arrows.extend(parse_arrows(list)?);
        }
        rest = &rest[end + 1..];
    }
    Ok((marks, arrows))
}
