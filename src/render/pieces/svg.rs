//! Pieces from a folder of SVG files named as lichess names them
//! (`wK.svg` … `bP.svg`), read with usvg: each file's shapes become
//! filled layers (strokes turned into the outlines they paint), placed
//! by the file's `viewBox` into the square's box.

use super::{Layer, PieceArt, PieceSet, PieceSetError, Placement, Seg};
use crate::render::Rgba;
use crate::{Color, Piece, Role};
use std::path::Path;
use usvg::tiny_skia_path::{self as tsp, PathSegment};

/// The file name of a piece: `wK.svg`, `bN.svg`.
fn file_name(piece: Piece) -> String {
    let c = match piece.color {
        Color::White => 'w',
        Color::Black => 'b',
    };
    let r = match piece.role {
        Role::King => 'K',
        Role::Queen => 'Q',
        Role::Rook => 'R',
        Role::Bishop => 'B',
        Role::Knight => 'N',
        Role::Pawn => 'P',
    };
    format!("{c}{r}.svg")
}

/// Reads the twelve files of `folder`; `name` names the set.
pub(super) fn read_folder(folder: &Path, name: &str) -> Result<PieceSet, PieceSetError> {
    let pieces: Vec<Piece> = Color::ALL
        .into_iter()
        .flat_map(|c| Role::ALL.into_iter().map(move |r| Piece::new(c, r)))
        .collect();
    let missing: Vec<String> = pieces
        .iter()
        .map(|&p| file_name(p))
        .filter(|f| !folder.join(f).is_file())
        .collect();
    if !missing.is_empty() {
        return Err(PieceSetError::MissingFiles {
            folder: name.to_owned(),
            missing: missing.join(", "),
        });
    }
    let mut art = Vec::with_capacity(12);
    for p in pieces {
        let path = folder.join(file_name(p));
        let shown = path.display().to_string();
        let data = read_limited(&path, &shown, MAX_SVG)?;
        art.push(piece_art(&data).ok_or(PieceSetError::BadSvg(shown))?);
    }
    Ok(PieceSet::new(name.to_owned(), Placement::BOX, art))
}

/// One file's shapes as layers in the box (y up), or `None` when it is no
/// SVG image.
fn piece_art(data: &[u8]) -> Option<PieceArt> {
    // Images are not outlines: none is loaded (a file's `<image href>`
    // never makes fenlingo read another file).
    let options = usvg::Options {
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_data(data, &options).ok()?;
    let size = tree.size();
    // The viewBox (the canvas usvg maps it to) fills the square, centred.
    let scale = 100.0 / size.width().max(size.height());
    let ox = (100.0 - size.width() * scale) / 2.0;
    let oy = (100.0 - size.height() * scale) / 2.0;
    let to_box = tsp::Transform::from_row(scale, 0.0, 0.0, -scale, ox, 100.0 - oy);
    let mut layers = Vec::new();
    collect(tree.root(), to_box, &mut layers);
    let silhouette = layers.iter().flat_map(|l| l.segs.clone()).collect();
    Some(PieceArt {
        silhouette,
        backing: None,
        layers,
    })
}

fn collect(group: &usvg::Group, to_box: tsp::Transform, out: &mut Vec<Layer>) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => collect(g, to_box, out),
            usvg::Node::Path(p) if p.is_visible() => path_layers(p, to_box, out),
            _ => {}
        }
    }
}

/// A path's fill and stroke, in the order it paints them.
fn path_layers(p: &usvg::Path, to_box: tsp::Transform, out: &mut Vec<Layer>) {
    let ts = p.abs_transform().post_concat(to_box);
    let fill = p.fill().and_then(|f| {
        let color = paint_color(f.paint(), f.opacity().get())?;
        let segs = segments(p.data().clone().transform(ts)?);
        Some(Layer {
            segs,
            fill: color,
            even_odd: f.rule() == usvg::FillRule::EvenOdd,
        })
    });
    let stroke = p.stroke().and_then(|s| {
        let color = paint_color(s.paint(), s.opacity().get())?;
        let outline = p.data().stroke(&s.to_tiny_skia(), 4.0)?;
        Some(Layer {
            segs: segments(outline.transform(ts)?),
            fill: color,
            even_odd: false,
        })
    });
    let both = match p.paint_order() {
        usvg::PaintOrder::FillAndStroke => [fill, stroke],
        usvg::PaintOrder::StrokeAndFill => [stroke, fill],
    };
    out.extend(both.into_iter().flatten());
}

/// An opaque color for a paint: the color, or a gradient's first stop
/// (a pattern is drawn black); `None` for what cannot be seen.
fn paint_color(paint: &usvg::Paint, opacity: f32) -> Option<Rgba> {
    if opacity <= 0.0 {
        return None;
    }
    let c = match paint {
        usvg::Paint::Color(c) => *c,
        usvg::Paint::LinearGradient(g) => g.stops().first()?.color(),
        usvg::Paint::RadialGradient(g) => g.stops().first()?.color(),
        usvg::Paint::Pattern(_) => usvg::Color::black(),
    };
    Some(Rgba::rgb(c.red, c.green, c.blue))
}

fn segments(path: tsp::Path) -> Vec<Seg> {
    let mut out = Vec::new();
    let mut open = false;
    for s in path.segments() {
        match s {
            PathSegment::MoveTo(p) => {
                if open {
                    out.push(Seg::Close);
                }
                out.push(Seg::Move(p.x, p.y));
                open = true;
            }
            PathSegment::LineTo(p) => out.push(Seg::Line(p.x, p.y)),
            PathSegment::QuadTo(a, p) => out.push(Seg::Quad(a.x, a.y, p.x, p.y)),
            PathSegment::CubicTo(a, b, p) => out.push(Seg::Cubic(a.x, a.y, b.x, b.y, p.x, p.y)),
            PathSegment::Close => {
                out.push(Seg::Close);
                open = false;
            }
        }
    }
    if open {
        out.push(Seg::Close);
    }
    out
}

/// The most an SVG piece may hold.
const MAX_SVG: u64 = 16 << 20;

/// The bytes of a file of at most `limit` bytes; `shown` names it.
pub(super) fn read_limited(path: &Path, shown: &str, limit: u64) -> Result<Vec<u8>, PieceSetError> {
    use std::io::Read;
    let unreadable = |error| PieceSetError::Unreadable {
        path: shown.to_owned(),
        error,
    };
    let io = |e: std::io::Error| unreadable(crate::i18n::io_error(&e));
    let mut data = Vec::new();
    std::fs::File::open(path)
        .map_err(io)?
        .take(limit + 1)
        .read_to_end(&mut data)
        .map_err(io)?;
    if data.len() as u64 > limit {
        return Err(unreadable(
            crate::i18n::Message::new("io-text-too-large").with("limit", (limit >> 20) as usize),
        ));
    }
    Ok(data)
}
