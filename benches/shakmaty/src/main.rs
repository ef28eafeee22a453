//! The work fenlingo's batch benches measure, done with shakmaty: read a
//! file of FEN lines, set up and validate each position (standard
//! castling), and write it back as FEN with a legal en-passant square.
//! Prints how many lines were written and how many refused.
//!
//! Usage: shakmaty-yardstick FENS OUT, or shakmaty-yardstick --one FEN
//! (one position to standard output, for the start-up time).

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode};
use std::io::{BufRead, BufWriter, Write};

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    if let [_, flag, fen] = args.as_slice() {
        if flag == "--one" {
            match convert(fen) {
                Some(out) => println!("{out}"),
                None => std::process::exit(1),
            }
            return Ok(());
        }
    }
    let [_, input, output] = args.as_slice() else {
        eprintln!("usage: shakmaty-yardstick FENS OUT | --one FEN");
        std::process::exit(2);
    };
    let reader = std::io::BufReader::new(std::fs::File::open(input)?);
    let mut out = BufWriter::new(std::fs::File::create(output)?);
    let (mut ok, mut refused) = (0u64, 0u64);
    for line in reader.lines() {
        let line = line?;
        match convert(&line) {
            Some(fen) => {
                writeln!(out, "{fen}")?;
                ok += 1;
            }
            None => refused += 1,
        }
    }
    out.flush()?;
    println!("{ok} {refused}");
    Ok(())
}

/// One FEN line set up, validated and written back.
fn convert(line: &str) -> Option<Fen> {
    let pos: Chess = Fen::from_ascii(line.trim().as_bytes())
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()?;
    Some(Fen::from_position(pos, EnPassantMode::Legal))
}
