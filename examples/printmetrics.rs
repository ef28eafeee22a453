//! Figures of print quality, measured (run by `benches/print.sh`): the ink
//! of a hatched dark square in the print theme at a 7 mm square and 300
//! dpi, and the proportions of the built-in piece sets.

use fenlingo::i18n::Localizer;
use fenlingo::render::pieces::PieceSet;
use fenlingo::render::{Caption, Coords, Diagram, DiagramOptions, Theme, geom, png};
use fenlingo::{Color, Piece, Position, Role};

/// The share of ink on a1 (an empty dark square), inside its edges.
fn dark_square_ink(theme: Theme) -> f32 {
    let u = 7.0 / 25.4 * 300.0;
    let opts = DiagramOptions {
        theme,
        coords: Coords::None,
        caption: Caption::None,
        side_marker: false,
        size: u * (0.12 + 8.0 + 0.12),
        ..DiagramOptions::default()
    };
    let pos: Position = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".parse().expect("a position");
    let d = Diagram::new(&pos, &opts, &Localizer::new("en"));
    let Ok((w, _, px)) = png::geometry_pixels(&geom::Geometry::new(&d), 1.0) else {
        return f32::NAN;
    };
    let (x0, y0) = (d.board_x + 0.1 * d.square, d.board_y + 7.1 * d.square);
    let n = (0.8 * d.square) as u32;
    let mut sum = 0.0;
    for y in 0..n {
        for x in 0..n {
            let i = (((y0 as u32 + y) * w + x0 as u32 + x) * 4) as usize;
            sum += 1.0 - f32::from(px[i]) / 255.0;
        }
    }
    sum / (n * n) as f32
}

fn main() {
    println!(
        "print theme: ink on an empty dark square (7 mm, 300 dpi): {:.1}%",
        100.0 * dark_square_ink(Theme::print())
    );
    for set in [PieceSet::noto(), PieceSet::dejavu()] {
        let sizes: Vec<String> = Role::ALL
            .iter()
            .map(|&r| {
                let [l, t, rt, b] = set.extent(Piece::new(Color::White, r));
                format!("{:?} {:.2} × {:.2}", r, (b - t) / 100.0, (rt - l) / 100.0)
            })
            .collect();
        println!(
            "{} (height × width of a square): {}",
            set.name(),
            sizes.join(", ")
        );
    }
}
