//! Read + validate + write throughput on 100,000 legal positions.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use fenlingo::Notation;
use fenlingo::fen::{self, ReadOptions, WriteOptions};
use fenlingo::notation::Detector;
use std::hint::black_box;

#[path = "support/positions.rs"]
mod positions;

fn bench(c: &mut Criterion) {
    let fens = positions::generate(100_000, 0x5eed);
    let es = Notation::builtin("es").expect("Spanish table");
    let spanish: Vec<String> = fens
        .iter()
        .map(|f| {
            let p = fen::read(f).expect("generated FEN reads");
            fen::write(
                &p,
                WriteOptions {
                    notation: es,
                    ..WriteOptions::default()
                },
            )
        })
        .collect();
    let mut g = c.benchmark_group("fen");
    g.throughput(Throughput::Elements(fens.len() as u64));
    g.sample_size(20);
    g.bench_function("read+validate+write 100k (en)", |b| {
        let mut out = String::with_capacity(128);
        b.iter(|| {
            for f in &fens {
                let p = fen::read(f).expect("valid");
                black_box(p.position.validate());
                out.clear();
                fen::write_fen(&p.position, WriteOptions::default(), &mut out);
                black_box(&out);
            }
        })
    });
    g.bench_function("translate es->en 100k", |b| {
        let opts = ReadOptions {
            notation: es,
            ..ReadOptions::default()
        };
        let mut out = String::with_capacity(128);
        b.iter(|| {
            for f in &spanish {
                let p = fen::read_with(f, opts).expect("valid");
                out.clear();
                fen::write_fen(&p.position, WriteOptions::default(), &mut out);
                black_box(&out);
            }
        })
    });
    g.bench_function("detect+translate auto->en 100k (Spanish input)", |b| {
        let d = Detector::new(Notation::builtins());
        b.iter(|| {
            for f in &spanish {
                black_box(d.detect(f));
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
