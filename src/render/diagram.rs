//! A diagram: a position and options resolved into a scene of squares,
//! pieces, marks, arrows and text, ready for a renderer. Renderers never
//! parse or localize: every text here is final.

use super::caption::CaptionFields;
pub use super::pieces::PieceSet;
use super::script::MissingGlyphs;
pub use super::theme::{Rgba, Theme};
pub use crate::annotate::{
    AnnotationError, Arrow, Mark, MarkStyle, parse_annotations, parse_arrows, parse_marks,
};
use crate::i18n::Localizer;
use crate::{Color, Goal, Piece, Position, Square};

/// Which way the board faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Flip {
    /// White at the bottom.
    #[default]
    No,
    /// Black at the bottom.
    Yes,
    /// Black at the bottom when Black is to move.
    Auto,
}

/// Where the file and rank labels go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Coords {
    /// Beside the board.
    #[default]
    Outside,
    /// In the corner of the edge squares.
    Inside,
    /// No labels.
    None,
}

/// The caption under the diagram.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Caption {
    /// What the side to move is asked to do ("White mates in 2"), the
    /// side to move ("White to move") when nothing is asked, or
    /// "Checkmate" / "Stalemate" for a position that ends the game.
    #[default]
    Auto,
    /// No caption.
    None,
    /// This text; `{side}` becomes the side to move ("White"),
    /// `{to-move}` the side-to-move phrase ("White to move"), `{task}`
    /// what the automatic caption says, `{mate}` the number of moves to
    /// mate, `{mate-in}` "Mate in N", `{n}` the diagram number and `{fen}`
    /// the FEN.
    Text(String),
}

/// Everything a diagram can show.
#[derive(Debug, Clone, PartialEq)]
pub struct DiagramOptions {
    /// Width of the whole figure, in pixels (SVG user units).
    pub size: f32,
    /// The width for print, when given in a physical unit: the figure is
    /// `size` pixels wide and written that wide on paper.
    pub print: Option<super::Length>,
    /// Board orientation.
    pub flip: Flip,
    /// Coordinate labels.
    pub coords: Coords,
    /// Colors.
    pub theme: Theme,
    /// Marked squares.
    pub marks: Vec<Mark>,
    /// Arrows.
    pub arrows: Vec<Arrow>,
    /// The last move, highlighted.
    pub last_move: Option<(Square, Square)>,
    /// Whether a last move is drawn at all (`last-move=none` turns off
    /// the move a position read from moves was reached by, too).
    pub show_last_move: bool,
    /// Highlight a king in check.
    pub show_check: bool,
    /// The side-to-move marker beside the board.
    pub side_marker: bool,
    /// A frame around the board.
    pub frame: bool,
    /// The caption.
    pub caption: Caption,
    /// Mate in this many moves (the side to move mates).
    pub mate: Option<u32>,
    /// What the side to move is asked to do, for the caption.
    pub goal: Goal,
    /// The diagram's number, for `{n}` in captions.
    pub number: u32,
    /// The piece set.
    pub pieces: PieceSet,
}

impl Default for DiagramOptions {
    fn default() -> Self {
        DiagramOptions {
            size: 360.0,
            print: None,
            flip: Flip::No,
            coords: Coords::Outside,
            theme: Theme::screen(),
            marks: Vec::new(),
            arrows: Vec::new(),
            last_move: None,
            show_last_move: true,
            show_check: true,
            side_marker: true,
            frame: true,
            caption: Caption::Auto,
            mate: None,
            goal: Goal::Move,
            number: 1,
            pieces: PieceSet::noto(),
        }
    }
}

impl DiagramOptions {
    /// Takes what a read item gives where the options give nothing: the
    /// move the position was reached by (drawn unless `last-move=none`),
    /// what the side to move is asked to do, and in how many moves it
    /// mates.
    ///
    /// ```
    /// use fenlingo::render::DiagramOptions;
    /// use fenlingo::{Goal, Square};
    /// let e2e4 = Some((Square::parse_str("e2").unwrap(), Square::parse_str("e4").unwrap()));
    /// let mut o = DiagramOptions::default();
    /// o.take_read(e2e4, Goal::Mate, Some(2));
    /// assert_eq!((o.last_move, o.goal, o.mate), (e2e4, Goal::Mate, Some(2)));
    /// ```
    pub fn take_read(
        &mut self,
        reached_by: Option<(Square, Square)>,
        goal: Goal,
        mate: Option<u32>,
    ) {
        if self.last_move.is_none() {
            self.last_move = reached_by;
        }
        if self.mate.is_none() {
            self.mate = mate;
            self.goal = goal;
        }
    }
}

/// A text label, positioned.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    /// Anchor point.
    pub x: f32,
    /// Baseline.
    pub y: f32,
    /// Font size.
    pub size: f32,
    /// The text, final.
    pub text: String,
    /// Color.
    pub color: Rgba,
}

/// A piece at a place.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placed {
    /// The piece.
    pub piece: Piece,
    /// Top-left corner of its square.
    pub x: f32,
    /// Top-left corner of its square.
    pub y: f32,
    /// With a white halo around it (on a hatched square).
    pub halo: bool,
}

/// A highlighted square, under the pieces.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fill {
    /// Left.
    pub x: f32,
    /// Top.
    pub y: f32,
    /// Width and height.
    pub size: f32,
    /// Color.
    pub color: Rgba,
    /// What it shows (how it is drawn: see [`super::geom`]).
    pub kind: FillKind,
}

/// What a highlighted square shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FillKind {
    /// A mark of the author's, of color `0..4` (green, red, yellow,
    /// blue): on paper each color is its own shape.
    Mark(u8),
    /// A square of the last move.
    LastMove,
    /// The square of a king in check.
    Check,
}

/// A mark drawn as a ring or cross.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glyph {
    /// Center.
    pub cx: f32,
    /// Center.
    pub cy: f32,
    /// Half the size.
    pub r: f32,
    /// Stroke width.
    pub width: f32,
    /// Ring or cross.
    pub style: MarkStyle,
    /// Color.
    pub color: Rgba,
}

/// An arrow as a polyline (two or three points) with a head at its end.
#[derive(Debug, Clone, PartialEq)]
pub struct ArrowShape {
    /// The shaft, ending where the head starts.
    pub shaft: Vec<(f32, f32)>,
    /// The head, a triangle.
    pub head: [(f32, f32); 3],
    /// Shaft width.
    pub width: f32,
    /// Color.
    pub color: Rgba,
}

/// The fully resolved scene of one diagram. Every length is in user units
/// (pixels), every text final.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagram {
    /// Width of the figure.
    pub width: f32,
    /// Height of the figure.
    pub height: f32,
    /// Left of the board.
    pub board_x: f32,
    /// Top of the board.
    pub board_y: f32,
    /// Size of one square.
    pub square: f32,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// The width on paper, when the figure has one.
    pub print: Option<super::Length>,
    /// Colors.
    pub theme: Theme,
    /// Highlights under the pieces: last move, check, filled marks.
    pub fills: Vec<Fill>,
    /// The pieces.
    pub pieces: Vec<Placed>,
    /// The piece set they are drawn with.
    pub piece_set: PieceSet,
    /// Rings and crosses, over the pieces.
    pub glyphs: Vec<Glyph>,
    /// Arrows, over everything on the board.
    pub arrows: Vec<ArrowShape>,
    /// Coordinate labels (centered on their anchor).
    pub coords: Vec<Label>,
    /// The side-to-move marker: the side, and its square's top-left
    /// corner and size.
    pub mover: Option<(Color, f32, f32, f32)>,
    /// Frame width around the board (0 for none).
    pub frame: f32,
    /// The caption, centered under the board.
    pub caption: Option<Label>,
    /// A description for accessibility: the FEN.
    pub description: String,
    /// The language of the caption (BCP 47): English when the language
    /// asked for has characters no font at hand draws.
    pub lang: String,
    /// Why the caption is in English rather than in the language asked
    /// for: no font at hand draws its script. A note for the reader.
    pub caption_note: Option<MissingGlyphs>,
}

impl Diagram {
    /// Resolves a position and options into a scene, with texts from `loc`.
    ///
    /// ```
    /// use fenlingo::render::{Diagram, DiagramOptions};
    /// use fenlingo::i18n::Localizer;
    /// let d = Diagram::new(&fenlingo::Position::standard(), &DiagramOptions::default(), &Localizer::new("es"));
    /// assert_eq!(d.pieces.len(), 32);
    /// assert_eq!(d.caption.unwrap().text, "Juegan las blancas");
    /// ```
    pub fn new(pos: &Position, opts: &DiagramOptions, loc: &Localizer) -> Diagram {
        let flipped = match opts.flip {
            Flip::No => false,
            Flip::Yes => true,
            Flip::Auto => pos.turn == Color::Black,
        };
        // Layout in units of one square.
        let outside = opts.coords == Coords::Outside;
        let left = if outside { 0.45 } else { 0.12 };
        let right = if opts.side_marker { 0.55 } else { 0.12 };
        let top = 0.125;
        let below_board = if outside { 0.45 } else { 0.12 };
        // Captions no font draws are in English, with a note saying why.
        let fallback = match opts.caption {
            Caption::None => None,
            _ => super::fonts::caption_fallback(loc),
        };
        let (loc, caption_note) = match &fallback {
            Some((en, note)) => (en, Some(note.clone())),
            None => (loc, None),
        };
        let caption_text = caption_text(pos, opts, loc);
        let caption_h = if caption_text.is_some() { 0.62 } else { 0.0 };
        let u = opts.size / (left + 8.0 + right);
        let width = opts.size;
        let height = u * (top + 8.0 + below_board + caption_h);
        let (bx, by) = (u * left, u * top);
        let board = Squares {
            x: bx,
            y: by,
            u,
            flipped,
        };
        let theme = opts.theme.clone();
        let mut fills = highlights(pos, opts, board, &theme);
        let (marked, glyphs) = marks(opts, board, &theme);
        fills.extend(marked);
        let pieces = pos
            .board
            .pieces()
            .map(|(sq, piece)| {
                let (x, y) = board.corner(sq);
                let dark = (sq.file().index() + sq.rank().index()) % 2 == 0;
                Placed {
                    piece,
                    x,
                    y,
                    halo: dark && theme.halo > 0.0,
                }
            })
            .collect();
        let mover = opts.side_marker.then(|| {
            let m = u * 0.32;
            let at_bottom = (pos.turn == Color::White) != flipped;
            let x = bx + 8.0 * u + u * 0.13;
            let y = if at_bottom { by + 8.0 * u - m } else { by };
            (pos.turn, x, y, m)
        });
        let caption = caption_text.map(|text| Label {
            x: bx + 4.0 * u,
            y: by + (8.0 + below_board) * u + u * 0.42,
            size: u * 0.34,
            text,
            color: theme.ink,
        });
        Diagram {
            width,
            height,
            board_x: bx,
            board_y: by,
            square: u,
            flipped,
            print: opts.print,
            arrows: arrows(opts, board, &theme),
            coords: coord_labels(opts.coords, board, &theme),
            theme,
            fills,
            pieces,
            piece_set: opts.pieces.clone(),
            glyphs,
            mover,
            frame: if opts.frame { (u * 0.04).max(1.0) } else { 0.0 },
            caption,
            description: pos.to_string(),
            lang: loc.language().to_string(),
            caption_note,
        }
    }
}

/// Where a diagram's squares lie: the board's top-left corner, the size
/// of one square, and which way the board faces.
#[derive(Clone, Copy)]
struct Squares {
    x: f32,
    y: f32,
    u: f32,
    flipped: bool,
}

impl Squares {
    /// The top-left corner of a square.
    fn corner(self, sq: Square) -> (f32, f32) {
        let (f, r) = (f32::from(sq.file().index()), f32::from(sq.rank().index()));
        let (col, row) = if self.flipped {
            (7.0 - f, r)
        } else {
            (f, 7.0 - r)
        };
        (self.x + col * self.u, self.y + row * self.u)
    }

    /// The center of a square.
    fn center(self, sq: Square) -> (f32, f32) {
        let (x, y) = self.corner(sq);
        (x + self.u / 2.0, y + self.u / 2.0)
    }

    /// A square highlighted in `color`.
    fn fill(self, sq: Square, color: Rgba, kind: FillKind) -> Fill {
        let (x, y) = self.corner(sq);
        Fill {
            x,
            y,
            size: self.u,
            color,
            kind,
        }
    }
}

/// The squares of the last move, then a king in check (when shown).
fn highlights(pos: &Position, opts: &DiagramOptions, board: Squares, theme: &Theme) -> Vec<Fill> {
    let mut fills = Vec::new();
    if let Some((from, to)) = opts.last_move.filter(|_| opts.show_last_move) {
        for sq in [from, to] {
            fills.push(board.fill(sq, theme.last_move, FillKind::LastMove));
        }
    }
    if opts.show_check {
        if let Some(king) = pos.board.king_of(pos.turn) {
            if !pos
                .board
                .attackers(king, !pos.turn, pos.board.occupied())
                .is_empty()
            {
                fills.push(board.fill(king, theme.check, FillKind::Check));
            }
        }
    }
    fills
}

/// The marked squares: filled ones, and rings and crosses.
fn marks(opts: &DiagramOptions, board: Squares, theme: &Theme) -> (Vec<Fill>, Vec<Glyph>) {
    let (mut fills, mut glyphs) = (Vec::new(), Vec::new());
    let u = board.u;
    for m in &opts.marks {
        let color = theme.marks[usize::from(m.color % 4)];
        match m.style {
            MarkStyle::Fill => fills.push(board.fill(m.square, color, FillKind::Mark(m.color % 4))),
            style => {
                let (cx, cy) = board.center(m.square);
                glyphs.push(Glyph {
                    cx,
                    cy,
                    r: u * 0.42,
                    width: u * 0.07,
                    style,
                    color,
                });
            }
        }
    }
    (fills, glyphs)
}

/// The arrows, from center to center (a knight's with a corner); an
/// arrow from a square to itself is left out.
fn arrows(opts: &DiagramOptions, board: Squares, theme: &Theme) -> Vec<ArrowShape> {
    opts.arrows
        .iter()
        .filter(|a| a.from != a.to)
        .map(|a| {
            arrow_shape(
                board.center(a.from),
                board.center(a.to),
                is_knight_jump(a.from, a.to),
                board.u,
                theme.marks[usize::from(a.color % 4)],
            )
        })
        .collect()
}

/// The file and rank labels, in pairs from the board's top-left: beside
/// the board, or small in the corners of the edge squares.
fn coord_labels(coords: Coords, board: Squares, theme: &Theme) -> Vec<Label> {
    let Squares {
        x: bx,
        y: by,
        u,
        flipped,
    } = board;
    let mut labels = Vec::new();
    let font = u * 0.28;
    for i in 0..8u8 {
        let file = if flipped { 7 - i } else { i };
        let rank = if flipped { i } else { 7 - i };
        let file_char = (b'a' + file) as char;
        let rank_char = (b'1' + rank) as char;
        match coords {
            Coords::Outside => {
                labels.push(Label {
                    x: bx + (f32::from(i) + 0.5) * u,
                    y: by + 8.0 * u + u * 0.34,
                    size: font,
                    text: file_char.to_string(),
                    color: theme.ink,
                });
                labels.push(Label {
                    x: bx - u * 0.24,
                    y: by + (f32::from(i) + 0.5) * u + font * 0.36,
                    size: font,
                    text: rank_char.to_string(),
                    color: theme.ink,
                });
            }
            Coords::Inside => {
                let small = u * 0.2;
                // Light letters on a dark square, dark ones on a light; on
                // paper ink everywhere (each stands on white).
                let ink_on = |col: u8, row: u8| {
                    if theme.paper {
                        theme.ink
                    } else if (col + row) % 2 == 1 {
                        theme.light
                    } else {
                        theme.dark
                    }
                };
                labels.push(Label {
                    x: bx + (f32::from(i) + 0.88) * u,
                    y: by + 8.0 * u - u * 0.06,
                    size: small,
                    text: file_char.to_string(),
                    color: ink_on(i, 7),
                });
                labels.push(Label {
                    x: bx + u * 0.1,
                    y: by + f32::from(i) * u + small * 1.0,
                    size: small,
                    text: rank_char.to_string(),
                    color: ink_on(0, i),
                });
            }
            Coords::None => {}
        }
    }
    labels
}

fn is_knight_jump(a: Square, b: Square) -> bool {
    let df = (i32::from(a.file().index()) - i32::from(b.file().index())).abs();
    let dr = (i32::from(a.rank().index()) - i32::from(b.rank().index())).abs();
    (df, dr) == (1, 2) || (df, dr) == (2, 1)
}

fn arrow_shape(from: (f32, f32), to: (f32, f32), knight: bool, u: f32, color: Rgba) -> ArrowShape {
    let width = u * 0.16;
    let head_len = u * 0.42;
    let head_w = u * 0.38;
    let mut pts = vec![from];
    if knight {
        // The longer leg first, then the shorter one.
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let corner = if dx.abs() > dy.abs() {
            (to.0, from.1)
        } else {
            (from.0, to.1)
        };
        pts.push(corner);
    }
    let last = *pts.last().unwrap_or(&from);
    let (dx, dy) = (to.0 - last.0, to.1 - last.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / len, dy / len);
    // Stop a little short of the target square's center.
    let tip = (to.0 - ux * u * 0.1, to.1 - uy * u * 0.1);
    let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
    // Start a little off the origin square's center.
    let first = pts[0];
    let (fx, fy) = if pts.len() > 1 {
        (pts[1].0 - first.0, pts[1].1 - first.1)
    } else {
        (dx, dy)
    };
    let fl = (fx * fx + fy * fy).sqrt().max(1e-3);
    pts[0] = (first.0 + fx / fl * u * 0.2, first.1 + fy / fl * u * 0.2);
    pts.push(base);
    let (px, py) = (-uy * head_w / 2.0, ux * head_w / 2.0);
    ArrowShape {
        shaft: pts,
        head: [tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)],
        width,
        color,
    }
}

/// The caption of a position under `opts` (`None` for none): what the
/// side to move is asked to do (the side to move when nothing is asked,
/// "Checkmate" or "Stalemate" when the game is over), or the template
/// filled in ([`CaptionFields`]).
pub fn caption_text(pos: &Position, opts: &DiagramOptions, loc: &Localizer) -> Option<String> {
    match &opts.caption {
        Caption::None => None,
        Caption::Auto => Some(CaptionFields::task(pos, opts.goal, opts.mate, loc)),
        Caption::Text(t) => {
            Some(CaptionFields::new(pos, opts.goal, opts.mate, opts.number, loc).fill(t))
        }
    }
}
