//! Writes N games of random legal moves (fixed seed) as PGN, for the
//! move-text benchmark.
//!
//! ```text
//! cargo run --release --example genpgn -- 10000 > 10k.pgn
//! ```

#[path = "../benches/support/positions.rs"]
mod positions;

use std::io::Write;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10_000);
    let mut rng = positions::Rng::new(0x9a3e);
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for g in 0..n {
        let mut game =
            fenlingo::moves::Game::new(&fenlingo::Position::standard()).expect("start position");
        let plies = 20 + rng.next_u64() % 100;
        let mut text = String::new();
        for ply in 0..plies {
            let pos = game.position();
            let Some(uci) = positions::random_uci(&pos, &mut rng) else {
                break;
            };
            let Ok(san) = game.play_uci(&uci) else { break };
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            text.push_str(&san);
            text.push(' ');
        }
        let _ = writeln!(
            out,
            "[Event \"Random {}\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n{text}*\n",
            g + 1
        );
    }
}
