//! SVG path data of the pieces, from their outlines, with compact
//! relative commands.

use crate::render::pieces::{self, PieceSet, Seg};
use crate::{Color, Piece, Role};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex, OnceLock};

/// Path units per unit of the 100 × 100 square of a piece: piece paths
/// are scaled by `1 / UNITS`.
pub const UNITS: f32 = 2.0;

/// Writes a number with at most two decimals, without trailing zeros.
pub(super) fn num(out: &mut String, v: f32) {
    let r = (v * 100.0).round() as i64;
    if r < 0 {
        out.push('-');
    }
    let a = r.unsigned_abs();
    let _ = write!(out, "{}", a / 100);
    let frac = a % 100;
    if frac != 0 {
        if frac % 10 == 0 {
            let _ = write!(out, ".{}", frac / 10);
        } else {
            let _ = write!(out, ".{frac:02}");
        }
    }
}

/// The SVG path data of a set's pieces, by [`crate::Piece::index`]:
/// each silhouette and the data of each layer.
pub(super) struct SetPaths {
    pub(super) silhouette: Vec<String>,
    pub(super) layers: Vec<Vec<String>>,
}

/// The path data of `set`, written once per set and process.
pub(super) fn set_paths(set: &PieceSet) -> Arc<SetPaths> {
    static PATHS: OnceLock<Mutex<HashMap<u64, Arc<SetPaths>>>> = OnceLock::new();
    let cache = PATHS.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(p) = cache.lock().ok().and_then(|c| c.get(&set.id()).cloned()) {
        return p;
    }
    let place = set.placement();
    let arts: Vec<_> = Color::ALL
        .into_iter()
        .flat_map(|c| Role::ALL.into_iter().map(move |r| Piece::new(c, r)))
        .map(|p| set.art(p))
        .collect();
    let paths = Arc::new(SetPaths {
        silhouette: arts
            .iter()
            .map(|a| path_data(&a.silhouette, &place))
            .collect(),
        layers: arts
            .iter()
            .map(|a| {
                a.layers
                    .iter()
                    .map(|l| path_data(&l.segs, &place))
                    .collect()
            })
            .collect(),
    });
    if let Ok(mut c) = cache.lock() {
        c.insert(set.id(), paths.clone());
    }
    paths
}

/// Writes outline segments as compact path data in path units (see
/// [`UNITS`]): integer coordinates, relative commands, implicit
/// repetition and the smooth `t` form.
pub(super) fn path_data(segs: &[Seg], place: &pieces::Placement) -> String {
    let mut w = PathWriter {
        d: String::new(),
        px: 0,
        py: 0,
        last: ' ',
        ctrl: None,
    };
    let pt = |x: f32, y: f32| -> (i32, i32) {
        (
            (place.x(x) * UNITS).round() as i32,
            (place.y_down(y) * UNITS).round() as i32,
        )
    };
    for s in segs {
        match *s {
            Seg::Move(x, y) => w.move_to(pt(x, y)),
            Seg::Line(x, y) => w.line_to(pt(x, y)),
            Seg::Quad(x1, y1, x, y) => w.quad_to(pt(x1, y1), pt(x, y)),
            Seg::Cubic(x1, y1, x2, y2, x, y) => w.curve_to(pt(x1, y1), pt(x2, y2), pt(x, y)),
            Seg::Close => w.close(),
        }
    }
    w.d
}

pub(super) struct PathWriter {
    d: String,
    px: i32,
    py: i32,
    last: char,
    ctrl: Option<(i32, i32)>,
}

impl PathWriter {
    pub(super) fn cmd(&mut self, c: char) {
        if self.last != c {
            self.d.push(c);
            self.last = c;
        }
    }
    pub(super) fn num(&mut self, v: i32) {
        if v >= 0 && !self.d.ends_with(|c: char| c.is_ascii_alphabetic()) {
            self.d.push(' ');
        }
        let _ = write!(self.d, "{v}");
    }
    pub(super) fn move_to(&mut self, (x, y): (i32, i32)) {
        let _ = write!(self.d, "M{x} {y}");
        self.px = x;
        self.py = y;
        self.ctrl = None;
        self.last = 'M';
    }
    pub(super) fn line_to(&mut self, (x, y): (i32, i32)) {
        if (x, y) == (self.px, self.py) {
            // A segment of no length (they occur in the font).
            return;
        }
        self.cmd('l');
        self.num(x - self.px);
        self.num(y - self.py);
        self.px = x;
        self.py = y;
        self.ctrl = None;
    }
    pub(super) fn quad_to(&mut self, (x1, y1): (i32, i32), (x, y): (i32, i32)) {
        let (px, py) = (self.px, self.py);
        // The smooth form when the control point is (within one path unit)
        // the reflection of the previous one, as TrueType's implied
        // on-curve points make it; the renderer then uses the reflection,
        // which is tracked so that errors never add up.
        let reflected = self.ctrl.map(|(cx, cy)| (2 * px - cx, 2 * py - cy));
        let ctrl = match reflected {
            Some((rx, ry)) if (rx - x1).abs() <= 1 && (ry - y1).abs() <= 1 => {
                self.cmd('t');
                (rx, ry)
            }
            _ => {
                self.cmd('q');
                self.num(x1 - px);
                self.num(y1 - py);
                (x1, y1)
            }
        };
        self.num(x - px);
        self.num(y - py);
        self.px = x;
        self.py = y;
        self.ctrl = Some(ctrl);
    }
    pub(super) fn curve_to(
        &mut self,
        (x1, y1): (i32, i32),
        (x2, y2): (i32, i32),
        (x, y): (i32, i32),
    ) {
        self.cmd('c');
        self.ctrl = None;
        let (px, py) = (self.px, self.py);
        for v in [x1 - px, y1 - py, x2 - px, y2 - py, x - px, y - py] {
            self.num(v);
        }
        self.px = x;
        self.py = y;
    }
    pub(super) fn close(&mut self) {
        self.d.push('z');
        self.last = 'z';
        self.ctrl = None;
    }
}

/// A scale factor with four decimals.
pub(super) fn n_precise(v: f32) -> String {
    let r = (v * 10000.0).round() / 10000.0;
    let s = format!("{r:.4}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}
