//! SVG diagrams per second in-process, and bytes per diagram; PNG
//! diagrams (360 pixels) per second, drawn from geometry and, for
//! comparison, by resvg from the SVG.

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

criterion_group!(benches, bench);
criterion_main!(benches);
