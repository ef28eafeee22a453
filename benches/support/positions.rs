//! Legal positions from random playouts with a fixed seed, shared by the
//! benchmarks and the position generator example.

use cozy_chess::{Board, GameStatus};

/// A small deterministic generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// `n` FENs of positions reached by random legal moves from the start,
/// 1 to 120 plies deep.
#[allow(dead_code)]
pub fn generate(n: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut board = Board::default();
        let plies = 1 + rng.next_u64() % 120;
        for _ in 0..plies {
            if board.status() != GameStatus::Ongoing {
                break;
            }
            let mut moves = Vec::new();
            board.generate_moves(|m| {
                moves.extend(m);
                false
            });
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            board.play_unchecked(mv);
        }
        out.push(format!("{board}"));
    }
    out
}

/// A random legal move of `pos` in UCI, if there is one.
#[allow(dead_code)]
pub fn random_uci(pos: &fenlingo::Position, rng: &mut Rng) -> Option<String> {
    let board = Board::from_fen(&pos.to_string(), false).ok()?;
    let mut moves = Vec::new();
    board.generate_moves(|m| {
        moves.extend(m);
        false
    });
    if moves.is_empty() {
        return None;
    }
    let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
    Some(format!(
        "{}",
        cozy_chess::util::display_uci_move(&board, mv)
    ))
}
