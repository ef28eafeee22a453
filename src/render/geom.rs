//! A [`Diagram`] lowered to geometry: rectangles, circles, line segments,
//! paths, text and uses of a piece definition, in paint order. This is
//! the one place that decides what a mark, an arrow, the side-to-move
//! marker or the board look like; the SVG, PDF and PNG writers draw these
//! shapes without knowing what they mean.
//!
//! ```
//! use fenlingo::render::{geom::Geometry, Diagram, DiagramOptions};
//! let d = Diagram::new(&fenlingo::Position::standard(), &DiagramOptions::default(), &fenlingo::i18n::Localizer::new("en"));
//! let g = Geometry::new(&d);
//! assert_eq!(g.pieces().count(), 32);
//! ```

use super::diagram::{Diagram, MarkStyle, Rgba};
use super::pieces::PieceSet;
use crate::{Color, Piece};

/// Lines of hatching per square (the print theme's dark squares): fine,
/// as printed diagrams have them.
pub const HATCH_LINES: f32 = 14.0;

/// Hatching: diagonal lines of one color covering a share of the square.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hatch {
    /// The lines' color.
    pub color: Rgba,
    /// The share of the square the lines cover: a line's width as a
    /// share of the spacing.
    pub ink: f32,
}

/// A color: an RGB color with opacity, or an opaque gray (the paper and
/// ink of pieces and markers, written as gray by formats that have it).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Ink {
    /// A color of the theme.
    Rgb(Rgba),
    /// Gray from 0 (black) to 1 (white), opaque.
    Gray(f32),
}

impl Ink {
    /// The opacity, 0–255.
    pub fn alpha(self) -> u8 {
        match self {
            Ink::Rgb(c) => c.3,
            Ink::Gray(_) => 255,
        }
    }
}

/// What fills a rectangle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Paint {
    /// One color.
    Solid(Ink),
    /// A chessboard: squares of `cell` units alternating from a dark
    /// square at the bottom left, the dark ones optionally hatched at 45°
    /// ([`HATCH_LINES`] lines per square).
    Board {
        /// Side of one square.
        cell: f32,
        /// Light squares.
        light: Rgba,
        /// Dark squares.
        dark: Rgba,
        /// Hatching, when the dark squares have it.
        hatch: Option<Hatch>,
    },
}

/// How a line is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stroke {
    /// Color.
    pub ink: Ink,
    /// Width.
    pub width: f32,
    /// Round ends (otherwise butt).
    pub round_cap: bool,
    /// Round corners (otherwise mitred).
    pub round_join: bool,
}

impl Stroke {
    /// A plain stroke.
    pub fn new(ink: Ink, width: f32) -> Stroke {
        Stroke {
            ink,
            width,
            round_cap: false,
            round_join: false,
        }
    }
}

/// A line of text, centered on `x`, its baseline at `y`.
#[derive(Debug, Clone, PartialEq)]
pub struct Text {
    /// Anchor.
    pub x: f32,
    /// Baseline.
    pub y: f32,
    /// Font size.
    pub size: f32,
    /// Color.
    pub color: Rgba,
    /// The text, final.
    pub text: String,
}

/// One shape. Coordinates are scene units, y down.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A rectangle: top-left corner and size.
    Rect {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Fill.
        fill: Paint,
        /// Outline.
        stroke: Option<Stroke>,
    },
    /// A stroked circle.
    Circle {
        /// Center.
        cx: f32,
        /// Center.
        cy: f32,
        /// Radius (to the middle of the stroke).
        r: f32,
        /// Outline.
        stroke: Stroke,
    },
    /// Separate straight strokes, each from a point to a point.
    Lines {
        /// The segments.
        segments: Vec<[(f32, f32); 2]>,
        /// How they are drawn.
        stroke: Stroke,
    },
    /// An open polyline, stroked.
    Polyline {
        /// The points.
        points: Vec<(f32, f32)>,
        /// How it is drawn.
        stroke: Stroke,
    },
    /// A closed polygon, filled.
    Polygon {
        /// The corners.
        points: Vec<(f32, f32)>,
        /// Fill.
        fill: Ink,
    },
    /// A piece of [`Geometry::pieces`] placed in the square whose
    /// top-left corner is (`x`, `y`).
    Use {
        /// The piece.
        piece: Piece,
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Over a white halo (its silhouette stroked [`Geometry::halo`]
        /// wide).
        halo: bool,
    },
    /// A line of text.
    Text(Text),
}

/// A coordinate label as text.
fn label(l: &super::diagram::Label) -> Shape {
    Shape::Text(Text {
        x: l.x,
        y: l.y,
        size: l.size,
        color: l.color,
        text: l.text.clone(),
    })
}

/// A highlighted square as shapes. On screen: the square filled, a
/// king in check a disc (so that it is never taken for a red mark). On
/// paper, never over a piece and seen without colour: a mark is a
/// triangle in the square's top-left corner, the last move a frame, a
/// king in check a ring on a white disc.
fn highlight(on: &mut Vec<Shape>, f: &super::diagram::Fill, paper: bool) {
    use super::diagram::FillKind;
    let (u, cx, cy) = (f.size, f.x + f.size / 2.0, f.y + f.size / 2.0);
    // A disc of radius `r`: a circle of half that radius stroked as wide.
    let disc = |r: f32, ink: Ink| Shape::Circle {
        cx,
        cy,
        r: r / 2.0,
        stroke: Stroke::new(ink, r),
    };
    match (f.kind, paper) {
        (FillKind::Check, false) => on.push(disc(0.48 * u, Ink::Rgb(f.color))),
        (FillKind::Check, true) => {
            on.push(disc(0.47 * u, Ink::Gray(1.0)));
            on.push(Shape::Circle {
                cx,
                cy,
                r: 0.445 * u,
                stroke: Stroke::new(Ink::Rgb(f.color), 0.055 * u),
            });
        }
        (FillKind::LastMove, true) => {
            let w = 0.06 * u;
            let (x0, y0, x1, y1) = (
                f.x + w / 2.0,
                f.y + w / 2.0,
                f.x + u - w / 2.0,
                f.y + u - w / 2.0,
            );
            on.push(Shape::Polyline {
                points: vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0 - w / 2.0)],
                stroke: Stroke::new(Ink::Rgb(f.color), w),
            });
        }
        (FillKind::Mark(tone), true) => on.push(paper_mark(f, tone)),
        (FillKind::Mark(_) | FillKind::LastMove, false) => on.push(Shape::Rect {
            x: f.x,
            y: f.y,
            w: u,
            h: u,
            fill: Paint::Solid(Ink::Rgb(f.color)),
            stroke: None,
        }),
    }
}

/// A filled mark on paper, in the square's top-left corner where no piece
/// stands, each color its own shape: green a triangle, red a square,
/// yellow a disc, blue a diamond.
fn paper_mark(f: &super::diagram::Fill, tone: u8) -> Shape {
    let (u, x, y) = (f.size, f.x, f.y);
    let ink = Ink::Rgb(f.color.alpha(255));
    let leg = 0.3 * u;
    let polygon = |points: Vec<(f32, f32)>| Shape::Polygon { points, fill: ink };
    match tone {
        1 => {
            let (a, b) = (0.03 * u, 0.27 * u);
            polygon(vec![
                (x + a, y + a),
                (x + b, y + a),
                (x + b, y + b),
                (x + a, y + b),
            ])
        }
        2 => Shape::Circle {
            cx: x + 0.16 * u,
            cy: y + 0.16 * u,
            r: 0.07 * u,
            stroke: Stroke::new(ink, 0.14 * u),
        },
        3 => {
            let (c, r) = (0.17 * u, 0.155 * u);
            polygon(vec![
                (x + c, y + c - r),
                (x + c + r, y + c),
                (x + c, y + c + r),
                (x + c - r, y + c),
            ])
        }
        _ => polygon(vec![(x, y), (x + leg, y), (x, y + leg)]),
    }
}

/// An arrow's shaft and head; on paper over a white edge, so that its
/// direction shows where it ends on a black piece.
fn arrow(on: &mut Vec<Shape>, a: &super::diagram::ArrowShape, paper: bool) {
    let shaft = |ink: Ink, width: f32| Shape::Polyline {
        points: a.shaft.clone(),
        stroke: Stroke {
            ink,
            width,
            round_cap: false,
            round_join: true,
        },
    };
    if paper {
        let edge = 0.35 * a.width;
        on.push(shaft(Ink::Gray(1.0), a.width + 2.0 * edge));
        on.push(Shape::Polyline {
            points: vec![a.head[0], a.head[1], a.head[2], a.head[0]],
            stroke: Stroke {
                ink: Ink::Gray(1.0),
                width: 2.0 * edge,
                round_cap: true,
                round_join: true,
            },
        });
        on.push(Shape::Polygon {
            points: a.head.to_vec(),
            fill: Ink::Gray(1.0),
        });
    }
    on.push(shaft(Ink::Rgb(a.color), a.width));
    on.push(Shape::Polygon {
        points: a.head.to_vec(),
        fill: Ink::Rgb(a.color),
    });
}

/// A diagram as geometry, in three layers painted in order: the board
/// (the same for every diagram with the same [`board_key`](Self::board_key),
/// so that formats with reusable objects draw it once), what stands on
/// the board, and the text around it.
#[derive(Debug, Clone, PartialEq)]
pub struct Geometry {
    /// Width of the figure.
    pub width: f32,
    /// Height of the figure.
    pub height: f32,
    /// Left of the board.
    pub board_x: f32,
    /// Top of the board.
    pub board_y: f32,
    /// Side of a square: board coordinates are in squares from the
    /// board's bottom-left corner.
    pub square: f32,
    /// Names the board layer.
    pub board_key: String,
    /// The board with its frame and coordinate labels.
    pub board: Vec<Shape>,
    /// Highlights, pieces, marks, arrows and the side-to-move marker.
    pub on_board: Vec<Shape>,
    /// The caption.
    pub texts: Vec<Text>,
    /// A description for accessibility.
    pub description: String,
    /// The language of the caption (BCP 47), for the forms of Han
    /// characters.
    pub lang: String,
    /// The piece set of the pieces placed.
    pub pieces: PieceSet,
    /// The width of the stroke of a halo, in the 100 units of a square.
    pub halo: f32,
    /// The width on paper, when the figure has one.
    pub print: Option<super::Length>,
}

impl Geometry {
    /// Lowers a diagram.
    pub fn new(d: &Diagram) -> Geometry {
        let u = d.square;
        let (bx, by) = (d.board_x, d.board_y);
        let mut board = Vec::with_capacity(1 + d.coords.len());
        board.push(Shape::Rect {
            x: bx,
            y: by,
            w: 8.0 * u,
            h: 8.0 * u,
            fill: Paint::Board {
                cell: u,
                light: d.theme.light,
                dark: d.theme.dark,
                hatch: d.theme.hatch.map(|color| Hatch {
                    color,
                    ink: d.theme.hatch_ink.clamp(0.05, 0.5),
                }),
            },
            stroke: (d.frame > 0.0).then(|| Stroke::new(Ink::Rgb(d.theme.ink), d.frame)),
        });
        // On paper, labels inside the board stand on white over
        // everything, readable on hatching and beside a piece; otherwise
        // they are part of the board.
        let inside = |l: &super::diagram::Label| l.y < by + 8.0 * u && l.x > bx;
        let (over, under): (Vec<_>, Vec<_>) =
            d.coords.iter().partition(|l| d.theme.paper && inside(l));
        board.extend(under.into_iter().map(label));
        let coords = match d.coords.first() {
            None => "n",
            Some(l) if l.y > by + 8.0 * u => "o",
            Some(_) => "i",
        };
        let board_key = format!(
            "B{}{}{}{}{}",
            d.theme.name,
            match d.theme.hatch {
                Some(_) => format!("{:.0}", d.theme.hatch_ink * 100.0),
                None => String::new(),
            },
            coords,
            if d.flipped { "f" } else { "" },
            if d.frame > 0.0 { "r" } else { "" }
        );
        // Room for every shape (a fill takes one or two).
        let mut on = Vec::with_capacity(
            2 * d.fills.len()
                + d.pieces.len()
                + d.glyphs.len()
                + 5 * d.arrows.len()
                + 2 * over.len()
                + 1,
        );
        for f in &d.fills {
            highlight(&mut on, f, d.theme.paper);
        }
        for p in &d.pieces {
            on.push(Shape::Use {
                piece: p.piece,
                x: p.x,
                y: p.y,
                halo: p.halo,
            });
        }
        for g in &d.glyphs {
            let stroke = Stroke {
                ink: Ink::Rgb(g.color),
                width: g.width,
                round_cap: true,
                round_join: false,
            };
            on.push(match g.style {
                MarkStyle::Circle => Shape::Circle {
                    cx: g.cx,
                    cy: g.cy,
                    r: g.r - g.width / 2.0,
                    stroke,
                },
                _ => {
                    let r = g.r * 0.75;
                    let (x0, y0, x1, y1) = (g.cx - r, g.cy - r, g.cx + r, g.cy + r);
                    Shape::Lines {
                        segments: vec![[(x0, y0), (x1, y1)], [(x1, y0), (x0, y1)]],
                        stroke,
                    }
                }
            });
        }
        for a in &d.arrows {
            arrow(&mut on, a, d.theme.paper);
        }
        for l in &over {
            // Just around the letter or digit (DejaVu's are about 0.63
            // of the size wide and 0.73 high).
            on.push(Shape::Rect {
                x: l.x - 0.4 * l.size,
                y: l.y - 0.8 * l.size,
                w: 0.8 * l.size,
                h: 0.88 * l.size,
                fill: Paint::Solid(Ink::Gray(1.0)),
                stroke: None,
            });
        }
        on.extend(over.into_iter().map(label));
        if let Some((color, x, y, m)) = d.mover {
            on.push(Shape::Rect {
                x,
                y,
                w: m,
                h: m,
                fill: Paint::Solid(Ink::Gray(match color {
                    Color::White => 1.0,
                    Color::Black => 0.0,
                })),
                stroke: Some(Stroke::new(Ink::Gray(0.0), (m * 0.08).max(0.8))),
            });
        }
        let texts = d
            .caption
            .iter()
            .map(|c| Text {
                x: c.x,
                y: c.y,
                size: c.size,
                color: c.color,
                text: c.text.clone(),
            })
            .collect();
        Geometry {
            width: d.width,
            height: d.height,
            board_x: bx,
            board_y: by,
            square: u,
            board_key,
            board,
            on_board: on,
            texts,
            description: d.description.clone(),
            lang: d.lang.clone(),
            pieces: d.piece_set.clone(),
            halo: 2.0 * d.theme.halo,
            print: d.print,
        }
    }

    /// The pieces placed, in order.
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        self.on_board.iter().filter_map(|s| match s {
            Shape::Use { piece, .. } => Some(*piece),
            _ => None,
        })
    }
}
