//! Painting a page: text, and a diagram's geometry with the board and
//! the pieces as Form XObjects drawn once and placed many times.

use super::*;

/// Draws on one page: text, diagrams. Coordinates are PDF points with the
/// origin at the bottom left.
pub struct Painter<'a, W: Write> {
    pub(super) doc: &'a mut PdfDocument<W>,
}

pub(super) fn rgb(c: Rgba) -> (f32, f32, f32) {
    (
        f32::from(c.0) / 255.0,
        f32::from(c.1) / 255.0,
        f32::from(c.2) / 255.0,
    )
}

impl<W: Write> Painter<'_, W> {
    /// The width of `text` at `size` points in `face`.
    pub fn text_width(&self, face: Face, text: &str, size: f32) -> f32 {
        text_width(face, text, size)
    }

    /// Shows one line of text with its baseline at `y`.
    pub fn text(&mut self, c: &mut Content, style: TextStyle, x: f32, y: f32, text: &str) {
        let (x, y) = (round3(x), round3(y));
        let w = text_width(style.face, text, style.size);
        let x = match style.align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        let Some(font) = self.doc.fonts.get_mut(style.face as usize) else {
            return;
        };
        let bytes = font.encode(text);
        let (r, g, b) = rgb(style.color);
        c.set_fill_rgb(r, g, b);
        c.begin_text();
        c.set_font(
            Name(format!("F{}", style.face as usize).as_bytes()),
            style.size,
        );
        c.set_text_matrix([1.0, 0.0, 0.0, 1.0, x, y]);
        c.show(Str(&bytes));
        c.end_text();
    }

    pub(super) fn alpha(&mut self, c: &mut Content, a: u8) {
        let r = match self.doc.alphas.get(&a) {
            Some(r) => *r,
            None => {
                let r = self.doc.alloc();
                self.doc.alphas.insert(a, r);
                r
            }
        };
        let _ = r;
        c.set_parameters(Name(format!("A{a}").as_bytes()));
    }

    pub(super) fn piece_xobject(&mut self, piece: Piece) -> io::Result<()> {
        if self.doc.pieces[piece.index()].is_some() {
            return Ok(());
        }
        let r = self.doc.alloc();
        let shape = piece_segments(piece.role);
        let inner = match piece.color {
            Color::White => &shape.white,
            Color::Black => &shape.black,
        };
        let mut content = Content::new();
        content.set_fill_gray(0.0);
        append_path(&mut content, &shape.silhouette);
        content.fill_nonzero();
        if !inner.is_empty() {
            content.set_fill_gray(1.0);
            append_path(&mut content, inner);
            content.fill_nonzero();
        }
        let data = deflate(&content.finish());
        let mut c = Chunk::new();
        // Drawn in a 100-unit box, placed in a one-unit square.
        c.form_xobject(r, &data)
            .bbox(Rect::new(0.0, 0.0, 100.0, 100.0))
            .matrix([0.01, 0.0, 0.0, 0.01, 0.0, 0.0])
            .filter(Filter::FlateDecode);
        self.doc.w.put(r, &c)?;
        self.doc.pieces[piece.index()] = Some(r);
        Ok(())
    }

    /// The board layer in board units (one per square, a1's corner at the
    /// origin), drawn once per key.
    pub(super) fn board_xobject(&mut self, g: &Geometry) -> io::Result<()> {
        if self.doc.boards.iter().any(|(n, _)| *n == g.board_key) {
            return Ok(());
        }
        let r = self.doc.alloc();
        let mut c = Content::new();
        self.shapes(&mut c, g, &g.board)?;
        let data = deflate(&c.finish());
        let mut ch = Chunk::new();
        ch.form_xobject(r, &data)
            .bbox(Rect::new(-1.0, -1.0, 9.0, 9.0))
            .filter(Filter::FlateDecode)
            .pair(Name(b"Resources"), self.doc.resources);
        self.doc.w.put(r, &ch)?;
        self.doc.boards.push((g.board_key.clone(), r));
        Ok(())
    }

    /// Sets a fill color; with opacity (RGB colors) through a graphics
    /// state.
    pub(super) fn fill_ink(&mut self, c: &mut Content, ink: Ink) {
        match ink {
            Ink::Rgb(col) => {
                let (r, g, b) = rgb(col);
                c.set_fill_rgb(r, g, b);
            }
            Ink::Gray(v) => {
                c.set_fill_gray(v);
            }
        }
    }

    pub(super) fn stroke_ink(&mut self, c: &mut Content, ink: Ink) {
        match ink {
            Ink::Rgb(col) => {
                let (r, g, b) = rgb(col);
                c.set_stroke_rgb(r, g, b);
            }
            Ink::Gray(v) => {
                c.set_stroke_gray(v);
            }
        }
    }

    pub(super) fn line_style(&mut self, c: &mut Content, g: &Geometry, s: &Stroke) {
        c.set_line_width(s.width / g.square);
        if s.round_cap {
            c.set_line_cap(LineCapStyle::RoundCap);
        }
        if s.round_join {
            c.set_line_join(LineJoinStyle::RoundJoin);
        }
    }

    /// Shapes in board units. Shapes in RGB colors are drawn in a saved
    /// graphics state with their opacity; gray ones are opaque and set
    /// every color they use.
    pub(super) fn shapes(
        &mut self,
        c: &mut Content,
        g: &Geometry,
        shapes: &[Shape],
    ) -> io::Result<()> {
        let mut i = 0;
        while i < shapes.len() {
            let shape = &shapes[i];
            i += 1;
            let rgb_alpha = match shape {
                Shape::Rect {
                    fill: Paint::Solid(Ink::Rgb(col)),
                    ..
                } => Some(col.3),
                Shape::Circle { stroke, .. }
                | Shape::Lines { stroke, .. }
                | Shape::Polyline { stroke, .. } => Some(stroke.ink.alpha()),
                Shape::Polygon { fill, .. } => Some(fill.alpha()),
                _ => None,
            };
            if let Some(a) = rgb_alpha {
                c.save_state();
                self.alpha(c, a);
            }
            match shape {
                Shape::Rect {
                    x,
                    y,
                    w,
                    h,
                    fill,
                    stroke,
                } => match fill {
                    Paint::Board {
                        cell,
                        light,
                        dark,
                        hatch,
                    } => {
                        let (x0, y0) = board_units(g, *x, y + h);
                        let (w, h) = (w / g.square, h / g.square);
                        let cell = cell / g.square;
                        let (lr, lg, lb) = rgb(*light);
                        c.set_fill_rgb(lr, lg, lb);
                        c.rect(x0, y0, w, h);
                        c.fill_nonzero();
                        // Dark squares: the bottom-left one is dark.
                        let cols = (w / cell).round() as i32;
                        let rows = (h / cell).round() as i32;
                        let dark_squares = |c: &mut Content| {
                            for row in 0..rows {
                                for col in 0..cols {
                                    if (row + col) % 2 == 0 {
                                        c.rect(
                                            x0 + col as f32 * cell,
                                            y0 + row as f32 * cell,
                                            cell,
                                            cell,
                                        );
                                    }
                                }
                            }
                        };
                        let (dr, dg, db) = rgb(*dark);
                        c.set_fill_rgb(dr, dg, db);
                        dark_squares(c);
                        c.fill_nonzero();
                        if let Some(hc) = hatch {
                            // Hatching: diagonal lines clipped to the dark
                            // squares.
                            c.save_state();
                            dark_squares(c);
                            c.clip_nonzero();
                            c.end_path();
                            let (hr, hg, hb) = rgb(*hc);
                            c.set_stroke_rgb(hr, hg, hb);
                            let step = std::f32::consts::SQRT_2 * cell / HATCH_LINES;
                            c.set_line_width(HATCH_WIDTH * cell / HATCH_LINES);
                            let mut k = x0 - h;
                            while k < x0 + w {
                                c.move_to(k, y0);
                                c.line_to(k + h, y0 + h);
                                k += step;
                            }
                            c.stroke();
                            c.restore_state();
                        }
                        if let Some(s) = stroke {
                            self.stroke_ink(c, s.ink);
                            self.line_style(c, g, s);
                            c.rect(x0, y0, w, h);
                            c.stroke();
                        }
                    }
                    Paint::Solid(ink) => {
                        self.fill_ink(c, *ink);
                        if let Some(s) = stroke {
                            self.stroke_ink(c, s.ink);
                            self.line_style(c, g, s);
                        }
                        let (x0, y0) = board_units(g, *x, y + h);
                        c.rect(
                            round2(x0),
                            round2(y0),
                            round2(w / g.square),
                            round2(h / g.square),
                        );
                        if stroke.is_some() {
                            c.fill_nonzero_and_stroke();
                        } else {
                            c.fill_nonzero();
                        }
                    }
                },
                Shape::Circle { cx, cy, r, stroke } => {
                    self.stroke_ink(c, stroke.ink);
                    self.line_style(c, g, stroke);
                    let (x, y) = board_units(g, *cx, *cy);
                    circle(c, x, y, r / g.square);
                    c.stroke();
                }
                Shape::Lines { segments, stroke } => {
                    self.stroke_ink(c, stroke.ink);
                    self.line_style(c, g, stroke);
                    for [a, b] in segments {
                        let (ax, ay) = board_units(g, a.0, a.1);
                        let (bx, by) = board_units(g, b.0, b.1);
                        c.move_to(ax, ay);
                        c.line_to(bx, by);
                    }
                    c.stroke();
                }
                Shape::Polyline { points, stroke } => {
                    self.stroke_ink(c, stroke.ink);
                    self.line_style(c, g, stroke);
                    polyline(c, g, points);
                    c.stroke();
                }
                Shape::Polygon { points, fill } => {
                    self.fill_ink(c, *fill);
                    polyline(c, g, points);
                    c.close_path();
                    c.fill_nonzero();
                }
                Shape::Use { .. } => {
                    // A run of pieces: one translation from each to the
                    // next.
                    c.save_state();
                    let (mut cx, mut cy) = (0.0f32, 0.0f32);
                    let mut run = std::iter::once(shape).chain(shapes[i..].iter());
                    while let Some(Shape::Use { piece, x, y }) = run.next() {
                        self.piece_xobject(*piece)?;
                        let (px, py) = board_units(g, *x, y + g.square);
                        let (px, py) = (px.round(), py.round());
                        c.transform([1.0, 0.0, 0.0, 1.0, px - cx, py - cy]);
                        cx = px;
                        cy = py;
                        c.x_object(Name(format!("P{}", piece.index()).as_bytes()));
                        if !matches!(shapes.get(i), Some(Shape::Use { .. })) {
                            break;
                        }
                        i += 1;
                    }
                    c.restore_state();
                }
                Shape::Text(t) => {
                    let style = TextStyle {
                        face: Face::Regular,
                        size: t.size / g.square,
                        color: t.color,
                        align: Align::Center,
                    };
                    let (x, y) = board_units(g, t.x, t.y);
                    self.text(c, style, x, y, &t.text);
                }
            }
            if rgb_alpha.is_some() {
                c.restore_state();
            }
        }
        Ok(())
    }

    /// Draws a diagram with its top-left corner at (`x`, `top`), `width`
    /// points wide (the scene is scaled to fit).
    pub fn diagram(
        &mut self,
        c: &mut Content,
        d: &Diagram,
        x: f32,
        top: f32,
        width: f32,
    ) -> io::Result<()> {
        self.geometry(c, &Geometry::new(d), x, top, width)
    }

    /// Draws geometry with its top-left corner at (`x`, `top`), `width`
    /// points wide.
    pub fn geometry(
        &mut self,
        c: &mut Content,
        g: &Geometry,
        x: f32,
        top: f32,
        width: f32,
    ) -> io::Result<()> {
        let s = width / g.width;
        let u = round2(g.square * s);
        let bx = round2(x + g.board_x * s);
        let by = round2(top - (g.board_y + 8.0 * g.square) * s);
        self.board_xobject(g)?;
        c.save_state();
        // From here on one unit is one square, a1's corner (White at the
        // bottom) at the origin.
        c.transform([u, 0.0, 0.0, u, bx, by]);
        c.x_object(Name(g.board_key.as_bytes()));
        self.shapes(c, g, &g.on_board)?;
        c.restore_state();
        for t in &g.texts {
            let style = TextStyle {
                face: Face::Regular,
                size: t.size * s,
                color: t.color,
                align: Align::Center,
            };
            self.text(
                c,
                style,
                round2(x + t.x * s),
                round2(top - t.y * s),
                &t.text,
            );
        }
        Ok(())
    }
}

pub(super) fn polyline(c: &mut Content, g: &Geometry, points: &[(f32, f32)]) {
    for (i, (x0, y0)) in points.iter().enumerate() {
        let (ax, ay) = board_units(g, *x0, *y0);
        if i == 0 {
            c.move_to(ax, ay);
        } else {
            c.line_to(ax, ay);
        }
    }
}

/// Scene coordinates to board units (one per square, y up, the board's
/// bottom-left corner at the origin).
pub(super) fn board_units(g: &Geometry, x: f32, y: f32) -> (f32, f32) {
    (
        round3((x - g.board_x) / g.square),
        round3(8.0 - (y - g.board_y) / g.square),
    )
}

pub(super) fn round2(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

pub(super) fn round3(v: f32) -> f32 {
    (v * 1000.0).round() / 1000.0
}

/// A circle as four Bézier arcs.
pub(super) fn circle(c: &mut Content, cx: f32, cy: f32, r: f32) {
    let k = 0.552_284_8 * r;
    c.move_to(cx + r, cy);
    c.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    c.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    c.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    c.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    c.close_path();
}

/// Piece outlines as PDF path segments (100 × 100 box, y up, two
/// decimals, quadratic curves raised to cubic ones).
pub(super) struct PieceSegments {
    pub(super) silhouette: Vec<PdfSeg>,
    pub(super) white: Vec<PdfSeg>,
    pub(super) black: Vec<PdfSeg>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum PdfSeg {
    Move(f32, f32),
    Line(f32, f32),
    Cubic(f32, f32, f32, f32, f32, f32),
    Close,
}

pub(super) fn piece_segments(role: Role) -> &'static PieceSegments {
    static SEGS: std::sync::OnceLock<Vec<PieceSegments>> = std::sync::OnceLock::new();
    let all = SEGS.get_or_init(|| {
        let place = crate::render::pieces::placement();
        Role::ALL
            .iter()
            .map(|&r| {
                let o = crate::render::pieces::outline(r);
                PieceSegments {
                    silhouette: pdf_segments(&o.silhouette, &place),
                    white: pdf_segments(&o.white, &place),
                    black: pdf_segments(&o.black, &place),
                }
            })
            .collect()
    });
    &all[role.index()]
}

pub(super) fn pdf_segments(segs: &[Seg], place: &crate::render::pieces::Placement) -> Vec<PdfSeg> {
    let pt = |x: f32, y: f32| (round2(place.x(x)), round2(place.y_up(y)));
    let mut cur = (0.0f32, 0.0f32);
    segs.iter()
        .map(|s| match *s {
            Seg::Move(x, y) => {
                cur = pt(x, y);
                PdfSeg::Move(cur.0, cur.1)
            }
            Seg::Line(x, y) => {
                cur = pt(x, y);
                PdfSeg::Line(cur.0, cur.1)
            }
            Seg::Quad(x1, y1, x, y) => {
                let q = pt(x1, y1);
                let p = pt(x, y);
                let c0 = cur;
                let a = (
                    c0.0 + 2.0 / 3.0 * (q.0 - c0.0),
                    c0.1 + 2.0 / 3.0 * (q.1 - c0.1),
                );
                let b = (p.0 + 2.0 / 3.0 * (q.0 - p.0), p.1 + 2.0 / 3.0 * (q.1 - p.1));
                cur = p;
                PdfSeg::Cubic(a.0, a.1, b.0, b.1, p.0, p.1)
            }
            Seg::Cubic(x1, y1, x2, y2, x, y) => {
                let a = pt(x1, y1);
                let b = pt(x2, y2);
                cur = pt(x, y);
                PdfSeg::Cubic(a.0, a.1, b.0, b.1, cur.0, cur.1)
            }
            Seg::Close => PdfSeg::Close,
        })
        .collect()
}

pub(super) fn append_path(c: &mut Content, segs: &[PdfSeg]) {
    for s in segs {
        match *s {
            PdfSeg::Move(x, y) => {
                c.move_to(x, y);
            }
            PdfSeg::Line(x, y) => {
                c.line_to(x, y);
            }
            PdfSeg::Cubic(a, b, cc, d, e, f) => {
                c.cubic_to(a, b, cc, d, e, f);
            }
            PdfSeg::Close => {
                c.close_path();
            }
        }
    }
}
