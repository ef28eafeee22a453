//! SVG diagrams per second in-process, and bytes per diagram, beside
//! python-chess's `chess.svg.board` drawing the first 1,000 of the same
//! positions (when python-chess is installed); PNG diagrams (360 pixels)
//! per second, drawn from geometry and, for comparison, by resvg from the
//! SVG.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use fenlingo::Position;
use fenlingo::i18n::Localizer;
use fenlingo::render::{Diagram, DiagramOptions, Encoding, Format, encode, png, svg};
use std::hint::black_box;

#[path = "support/positions.rs"]
mod positions;

fn bench(c: &mut Criterion) {
    let positions: Vec<Position> = positions::generate(10_000, 0xd1a9)
        .iter()
        .map(|f| f.parse().expect("generated FEN reads"))
        .collect();
    let loc = Localizer::new("en");
    let opts = DiagramOptions::default();
    let sizes: Vec<usize> = positions
        .iter()
        .map(|p| svg::render(&Diagram::new(p, &opts, &loc)).len())
        .collect();
    let start = svg::render(&Diagram::new(&Position::standard(), &opts, &loc)).len();
    eprintln!(
        "bytes per diagram (default options): mean {:.0}, max {}, start position {}",
        sizes.iter().sum::<usize>() as f64 / sizes.len() as f64,
        sizes.iter().max().unwrap_or(&0),
        start
    );
    yardstick(&positions[..1000], &opts, &loc);
    let mut g = c.benchmark_group("diagram");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.sample_size(20);
    g.bench_function("svg 10k (default options)", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(svg::render(&Diagram::new(p, &opts, &loc)));
            }
        })
    });
    g.finish();
    let mut g = c.benchmark_group("png");
    let some = &positions[..100];
    g.throughput(Throughput::Elements(some.len() as u64));
    g.sample_size(10);
    g.bench_function("png 100 (360 px, encode)", |b| {
        b.iter(|| {
            for p in some {
                let d = Diagram::new(p, &opts, &loc);
                black_box(encode(&d, Format::Png, &Encoding::default()).expect("PNG"));
            }
        })
    });
    g.bench_function("png 100 (360 px, resvg from the SVG)", |b| {
        b.iter(|| {
            for p in some {
                let d = Diagram::new(p, &opts, &loc);
                black_box(png::render(&svg::render(&d), 1.0).expect("PNG"));
            }
        })
    });
    g.finish();
}

/// fenlingo's and python-chess's time per SVG diagram for `positions`,
/// measured in the same run.
fn yardstick(positions: &[Position], opts: &DiagramOptions, loc: &Localizer) {
    let start = std::time::Instant::now();
    for p in positions {
        black_box(svg::render(&Diagram::new(p, opts, loc)));
    }
    let ours = start.elapsed().as_secs_f64() / positions.len() as f64;
    let dir = std::env::temp_dir().join(format!("fenlingo-bench-{}", std::process::id()));
    let file = dir.join("positions.fen");
    let fens: String = positions.iter().map(|p| format!("{p}\n")).collect();
    let run = std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(&file, fens))
        .and_then(|()| {
            std::process::Command::new("python3")
                .arg(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/benches/svg_pychess.py"
                ))
                .arg(&file)
                .output()
        });
    let _ = std::fs::remove_dir_all(&dir);
    let theirs = run.ok().filter(|o| o.status.success()).and_then(|o| {
        let out = String::from_utf8_lossy(&o.stdout).into_owned();
        let (n, secs) = out.trim().split_once(' ')?;
        Some(secs.parse::<f64>().ok()? / n.parse::<f64>().ok()?)
    });
    match theirs {
        Some(t) => eprintln!(
            "per SVG diagram: fenlingo {:.1} us, python-chess chess.svg.board {:.1} us ({:.0}x)",
            ours * 1e6,
            t * 1e6,
            t / ours
        ),
        None => eprintln!(
            "per SVG diagram: fenlingo {:.1} us (python-chess not installed: pip install chess)",
            ours * 1e6
        ),
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
