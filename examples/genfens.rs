//! Writes N legal positions (random playouts, fixed seed) as FEN, in a
//! notation of choice, for the command-line benchmarks.
//!
//! ```text
//! cargo run --release --example genfens -- 100000 [LANG] > 100k.fen
//! ```

#[path = "../benches/support/positions.rs"]
mod positions;

use std::io::Write;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let lang = args.next().unwrap_or_else(|| "en".into());
    let Some(table) = fenlingo::Notation::builtin(&lang) else {
        eprintln!("genfens: unknown notation {lang}");
        std::process::exit(2);
    };
    let opts = fenlingo::fen::WriteOptions {
        notation: table,
        ..Default::default()
    };
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for f in positions::generate(n, 0x5eed) {
        let p = fenlingo::fen::read(&f).expect("generated FEN reads");
        let _ = writeln!(out, "{}", fenlingo::fen::write(&p, opts));
    }
}
