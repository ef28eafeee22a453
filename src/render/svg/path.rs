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
    let r = round_to_int(v * 100.0);
    let mut a = r.unsigned_abs();
    // Written from the end: the decimals, the integer part, the sign.
    let mut buf = [0u8; 24];
    let mut i = buf.len();
    let frac = (a % 100) as u8;
    a /= 100;
    if frac != 0 {
        if frac % 10 != 0 {
            i -= 1;
            buf[i] = b'0' + frac % 10;
        }
        i -= 1;
        buf[i] = b'0' + frac / 10;
        i -= 1;
        buf[i] = b'.';
    }
    loop {
        i -= 1;
        buf[i] = b'0' + (a % 10) as u8;
        a /= 10;
        if a == 0 {
            break;
        }
    }
    if r < 0 {
        i -= 1;
        buf[i] = b'-';
    }
    out.extend(buf[i..].iter().map(|&b| char::from(b)));
}

/// `v.round() as i64` (halves away from zero, saturating, NaN 0), without
/// calling the C library's `roundf`.
fn round_to_int(v: f32) -> i64 {
    // Truncated towards zero; exact for |v| < 2^24, and v has no
    // fraction above that.
    let t = v as i64;
    let frac = v - t as f32;
    if frac >= 0.5 {
        t.saturating_add(1)
    } else if frac <= -0.5 {
        t.saturating_sub(1)
    } else {
        t
    }
}

/// The SVG path data of a set's pieces, by [`crate::Piece::index`]:
/// each silhouette and the data of each layer; and, by role, whether both
/// colors share a silhouette ([`PieceSet::shares_silhouette`]).
pub(super) struct SetPaths {
    pub(super) silhouette: Vec<String>,
    pub(super) layers: Vec<Vec<String>>,
    pub(super) shared: [bool; 6],
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
        shared: Role::ALL.map(|r| set.shares_silhouette(r)),
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
    let k = (v * 10000.0).round();
    // Below 100 an f32 is within 4e-6 of its four decimals, so they are
    // what `{:.4}` writes: the digits of k.
    if (0.0..1_000_000.0).contains(&k) {
        let k = k as u32;
        let mut s = (k / 10000).to_string();
        let frac = format!("{:04}", k % 10000);
        let frac = frac.trim_end_matches('0');
        if !frac.is_empty() {
            s.push('.');
            s.push_str(frac);
        }
        return s;
    }
    let r = k / 10000.0;
    let s = format!("{r:.4}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_is_f32_round() {
        let mut values = vec![
            0.0f32,
            -0.0,
            0.5,
            -0.5,
            1.5,
            2.5,
            -2.5,
            0.49999997,
            -0.49999997,
            8388607.5,
            8388608.0,
            16777217.0,
            1e30,
            -1e30,
            f32::MAX,
            f32::MIN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            f32::EPSILON,
        ];
        // Every step of a hundredth and the halves between, over the
        // sizes figures have.
        for i in -2_000_000..2_000_000 {
            values.push(i as f32 / 100.0 * 100.0);
            values.push((i as f32 + 0.5) / 7.0);
        }
        let mut bits = 0x3e80_0000u32;
        while bits < 0x5f00_0000 {
            values.push(f32::from_bits(bits));
            values.push(-f32::from_bits(bits));
            bits += 0x1235;
        }
        for v in values {
            assert_eq!(round_to_int(v), v.round() as i64, "{v:?}");
        }
    }

    #[test]
    fn scales_are_written_as_before() {
        let old = |v: f32| {
            let r = (v * 10000.0).round() / 10000.0;
            let s = format!("{r:.4}");
            s.trim_end_matches('0').trim_end_matches('.').to_owned()
        };
        let mut values: Vec<f32> = (0..1_200_000).map(|i| i as f32 / 10_000.0).collect();
        values.extend((0..200_000).map(|i| i as f32 / 137.0));
        values.extend([
            99.99995, 100.0, 1234.5678, 1e9, -0.5, -1.0, 0.00004, 0.00005, 0.00006,
        ]);
        for v in values {
            assert_eq!(n_precise(v), old(v), "{v}");
        }
    }

    #[test]
    fn numbers_are_written_as_before() {
        let old = |v: f32| {
            let r = (v * 100.0).round() as i64;
            let mut out = String::new();
            if r < 0 {
                out.push('-');
            }
            let a = r.unsigned_abs();
            out.push_str(&(a / 100).to_string());
            let frac = a % 100;
            if frac != 0 {
                if frac % 10 == 0 {
                    out.push_str(&format!(".{}", frac / 10));
                } else {
                    out.push_str(&format!(".{frac:02}"));
                }
            }
            out
        };
        for i in -100_000..100_000 {
            for v in [i as f32 / 100.0, i as f32 / 37.0, i as f32 * 1.37] {
                let mut s = String::new();
                num(&mut s, v);
                assert_eq!(s, old(v), "{v}");
            }
        }
        for v in [
            f32::MAX,
            f32::MIN,
            f32::NAN,
            f32::INFINITY,
            -0.001,
            0.004,
            0.005,
            -0.005,
        ] {
            let mut s = String::new();
            num(&mut s, v);
            assert_eq!(s, old(v), "{v}");
        }
    }
}
