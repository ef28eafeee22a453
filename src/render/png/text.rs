//! Text drawn as glyph outlines of the embedded DejaVu Sans: each glyph's
//! path made once per process, placed by its advance and the font's
//! kerning. Chinese, Japanese and Korean text, which needs no shaping, is
//! drawn the same way from the outlines of the face that has its glyphs
//! (the one PDF embeds: [`crate::render::fonts`]). Text that needs shaping
//! (right-to-left scripts, scripts whose letters join or combine) goes
//! through usvg's text layout instead, as a one-line SVG of that text
//! alone, with the faces that draw it. A character no face has is drawn
//! as `?`, never as an empty box.

use crate::render::Cjk;
use crate::render::fonts::{self, TextFace};
use crate::render::geom::Text;
use std::collections::HashMap;
use std::sync::OnceLock;
use tiny_skia::{FillRule, Path, Pixmap, Transform};

/// The font: its face, and the path of every glyph of the characters
/// drawn without shaping, in font units, y down.
struct Font {
    face: ttf_parser::Face<'static>,
    glyphs: HashMap<char, (ttf_parser::GlyphId, Option<Path>)>,
}

/// The characters laid out glyph by glyph: Latin, Greek, Cyrillic and
/// Armenian letters, digits and punctuation, without combining marks.
fn is_simple(c: char) -> bool {
    let u = u32::from(c);
    (0x20..0x590).contains(&u) && !(0x300..0x370).contains(&u) && !(0x483..0x48a).contains(&u)
}

struct Collector(tiny_skia::PathBuilder);

impl ttf_parser::OutlineBuilder for Collector {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, -y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, -y);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.0.quad_to(x1, -y1, x, -y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0.cubic_to(x1, -y1, x2, -y2, x, -y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

fn font() -> Option<&'static Font> {
    static FONT: OnceLock<Option<Font>> = OnceLock::new();
    FONT.get_or_init(|| {
        let face = ttf_parser::Face::parse(crate::render::pieces::font_bytes(), 0).ok()?;
        let mut glyphs = HashMap::new();
        for c in (0x20..0x590)
            .filter_map(char::from_u32)
            .filter(|&c| is_simple(c))
        {
            if let Some(id) = face.glyph_index(c) {
                let mut b = Collector(tiny_skia::PathBuilder::new());
                face.outline_glyph(id, &mut b);
                glyphs.insert(c, (id, b.0.finish()));
            }
        }
        Some(Font { face, glyphs })
    })
    .as_ref()
}

impl Font {
    /// The kerning between two glyphs, in font units.
    fn kerning(&self, left: ttf_parser::GlyphId, right: ttf_parser::GlyphId) -> f32 {
        let Some(kern) = self.face.tables().kern else {
            return 0.0;
        };
        kern.subtables
            .into_iter()
            .filter(|s| s.horizontal && !s.variable)
            .find_map(|s| s.glyphs_kerning(left, right))
            .map_or(0.0, f32::from)
    }

    fn advance(&self, id: ttf_parser::GlyphId) -> f32 {
        self.face.glyph_hor_advance(id).map_or(0.0, f32::from)
    }
}

/// Spaces as SVG text collapses them: runs of white space as one space,
/// none at either end.
fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Draws `t` centered on its anchor, its baseline at its `y` (Han
/// characters in the forms of `cjk`).
pub(super) fn draw(pm: &mut Pixmap, t: &Text, ts: Transform, cjk: Cjk) {
    let mut text = collapse(&t.text);
    // What XML forbids is left out, as the SVG of the same figure leaves
    // it (never drawn as `?`).
    if !text.chars().all(crate::text::is_xml_char) {
        text.retain(crate::text::is_xml_char);
    }
    if text.is_empty() {
        return;
    }
    let font = font();
    let laid = font.and_then(|f| layout(f, &text));
    let mut paint = tiny_skia::Paint::default();
    paint.set_color_rgba8(t.color.0, t.color.1, t.color.2, 255);
    paint.anti_alias = true;
    match (font, laid) {
        (Some(f), Some(glyphs)) => {
            let k = t.size / f32::from(f.face.units_per_em());
            let width = glyphs.last().map_or(0.0, |&(x, _)| x);
            let x0 = t.x - width * k / 2.0;
            for (x, path) in glyphs.iter().filter_map(|(x, p)| Some((x, (*p)?))) {
                let at = ts.pre_translate(x0 + x * k, t.y).pre_scale(k, k);
                pm.fill_path(path, &paint, FillRule::Winding, at, None);
            }
        }
        (Some(f), None) => match mixed(f, &text, cjk) {
            Some(glyphs) => {
                let width = glyphs.last().map_or(0.0, |g| g.0);
                let x0 = t.x - width * t.size / 2.0;
                for (x, k, path) in &glyphs {
                    if let Some(path) = path {
                        let (x, k) = (x * t.size, k * t.size);
                        let at = ts.pre_translate(x0 + x, t.y).pre_scale(k, k);
                        pm.fill_path(path, &paint, FillRule::Winding, at, None);
                    }
                }
            }
            None => shaped(pm, t, &text, ts, cjk),
        },
        _ => shaped(pm, t, &text, ts, cjk),
    }
}

/// A glyph of [`mixed`]: its pen position in ems, the scale of its
/// outline (ems per font unit) and the outline.
type Placed = (f32, f32, Option<Path>);

/// Text of DejaVu's simple characters and characters drawn without
/// shaping (Chinese, Japanese, Korean) from the face that has them:
/// each glyph's place, then the end of the line with no path; `None`
/// when some character needs shaping.
fn mixed(f: &Font, text: &str, cjk: Cjk) -> Option<Vec<Placed>> {
    let dv = 1.0 / f32::from(f.face.units_per_em());
    let mut out = Vec::with_capacity(text.len() + 1);
    let mut pen = 0.0;
    let mut prev = None;
    for (face, run) in fonts::runs(text, false, cjk) {
        for c in run.chars() {
            match face {
                None => {
                    let (id, path) = f.glyphs.get(&c)?;
                    if let Some(p) = prev {
                        pen += f.kerning(p, *id) * dv;
                    }
                    out.push((pen, dv, path.clone()));
                    pen += f.advance(*id) * dv;
                    prev = Some(*id);
                }
                Some(face) => {
                    if !crate::render::script::unshaped(c) && !crate::render::script::invisible(c) {
                        return None;
                    }
                    let (path, k) = outline(face, c);
                    out.push((pen, k, path));
                    pen += face.advance(c);
                    prev = None;
                }
            }
        }
    }
    out.push((pen, 0.0, None));
    Some(out)
}

/// The outline of `c` in `face`, y down, and its scale (ems per unit).
fn outline(face: &TextFace, c: char) -> (Option<Path>, f32) {
    let k = 1.0 / f32::from(face.face.units_per_em());
    let Some(id) = face.face.glyph_index(c).filter(|g| g.0 != 0) else {
        return (None, k);
    };
    let mut b = Collector(tiny_skia::PathBuilder::new());
    face.face.outline_glyph(id, &mut b);
    (b.0.finish(), k)
}

/// Each glyph's pen position (font units) and path, then the end of the
/// line with no path; `None` when the text needs shaping.
fn layout<'f>(f: &'f Font, text: &str) -> Option<Vec<(f32, Option<&'f Path>)>> {
    let mut out = Vec::with_capacity(text.len() + 1);
    let mut pen = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let (id, path) = f.glyphs.get(&c)?;
        if let Some(p) = prev {
            pen += f.kerning(p, *id);
        }
        out.push((pen, path.as_ref()));
        pen += f.advance(*id);
        prev = Some(*id);
    }
    out.push((pen, None));
    Some(out)
}

/// Text laid out by usvg (shaping, bidirectional order), drawn by resvg
/// with DejaVu Sans and the faces that draw what it lacks; a character
/// no face has is drawn as `?`.
fn shaped(pm: &mut Pixmap, t: &Text, text: &str, ts: Transform, cjk: Cjk) {
    let runs = fonts::runs(text, false, cjk);
    let mut faces: Vec<&'static TextFace> = Vec::new();
    for f in runs.iter().filter_map(|(f, _)| *f) {
        if !faces.iter().any(|g| g.id == f.id) {
            faces.push(f);
        }
    }
    let text: String = runs.into_iter().map(|(_, r)| r).collect();
    let families: String = faces.iter().map(|f| format!(",{}", f.family)).collect();
    let (w, h) = (pm.width() as f32 / ts.sx, pm.height() as f32 / ts.sy);
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\"><text x=\"{}\" y=\"{}\" font-family=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{}\">{}</text></svg>",
        t.x,
        t.y,
        crate::render::svg::escape(&format!("DejaVu Sans{families},sans-serif")),
        t.size,
        t.color.hex(),
        crate::render::svg::escape(&text)
    );
    let with;
    let opts = if faces.is_empty() {
        super::options()
    } else {
        with = super::options_with(&faces);
        &with
    };
    if let Ok(tree) = resvg::usvg::Tree::from_str(&svg, opts) {
        resvg::render(&tree, ts, &mut pm.as_mut());
    }
}
