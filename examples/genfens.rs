//! Writes N legal positions (random playouts, fixed seed) as FEN, in a
//! notation of choice, for the command-line benchmarks.
//!
//! ```text
//! cargo run --release --example genfens -- 100000 [LANG] [BROKEN%] > 100k.fen
//! ```
//!
//! With `BROKEN%`, that share of the lines (every line whose number is a
//! multiple of 100 / BROKEN%) gets a typo: a piece letter replaced by `X`.

#[path = "../benches/support/positions.rs"]
mod positions;

use std::io::Write;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let lang = args.next().unwrap_or_else(|| "en".into());
    let broken: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let every = if broken == 0 {
        usize::MAX
    } else {
        100 / broken.min(100)
    };
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
    for (i, f) in positions::generate(n, 0x5eed).into_iter().enumerate() {
        let p = fenlingo::fen::read(&f).expect("generated FEN reads");
        let mut line = fenlingo::fen::write(&p, opts);
        if (i + 1) % every == 0 {
            if let Some(at) = line.find(|c: char| c.is_ascii_alphabetic()) {
                line.replace_range(at..at + 1, "X");
            }
        }
        let _ = writeln!(out, "{line}");
    }
}
