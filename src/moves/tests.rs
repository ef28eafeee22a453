//! The replay's shortcuts against the full move generation.

use super::*;

/// Positions to try moves on: many random games (a fixed seed) from the
/// start, and positions with promotions, castling, en passant, pins,
/// checks, mates and pieces told apart by file, rank or both.
pub(crate) fn sample_games() -> Vec<Game> {
    let fens = [
        "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1",
        "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R b KQkq - 0 1",
        "1r2k1r1/P6P/8/8/8/8/p6p/1R2K1R1 w - - 0 1",
        "k7/8/8/2Q1Q3/8/2Q5/8/7K w - - 0 1",
        "k7/8/8/8/8/2N3N1/8/K1N3N1 w - - 0 1",
        "7k/8/R7/8/8/8/8/R3K3 w Q - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 3",
        "4k3/8/8/8/8/4r3/4N3/4K2R w K - 0 1",
        "4k3/8/8/8/8/8/3q4/4K2R w K - 0 1",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "4k3/8/8/8/8/8/1p6/R1N1K3 b - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "8/8/8/2k5/3Pp3/8/8/4K2B b - d3 0 1",
    ];
    let mut games: Vec<Game> = fens
        .iter()
        .map(|f| Game::new(&f.parse().unwrap()).unwrap())
        .collect();
    let mut seed: u64 = 0x2545_f491;
    for _ in 0..30 {
        let mut g = Game::new(&Position::standard()).unwrap();
        for _ in 0..80 {
            let mut moves = Vec::new();
            g.board.generate_moves(|ms| {
                moves.extend(ms);
                false
            });
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let mv = moves[(seed >> 33) as usize % moves.len()];
            games.push(g.clone());
            g.play_move(mv, "").unwrap();
        }
    }
    games
}

/// Every legal move of the board, as cozy-chess gives them.
fn legal(g: &Game) -> Vec<cozy_chess::Move> {
    let mut moves = Vec::new();
    g.board.generate_moves(|ms| {
        moves.extend(ms);
        false
    });
    moves
}

/// The moves to one square, found from the pieces that attack it, are
/// those of the full move generation: for every kind and every square,
/// each legal move (promotions apart, castling aside) and the squares
/// they start from.
#[test]
fn moves_to_a_square_agree_with_every_legal_move() {
    let mut some = 0;
    for g in sample_games() {
        let mut all = vec![vec![Vec::new(); 64]; 6];
        for mv in legal(&g)
            .into_iter()
            .filter(|mv| g.castling_side(*mv).is_none())
        {
            let role = g.board.piece_on(mv.from).map_or(Role::Pawn, from_cozy_role);
            all[role.index()][mv.to as usize].push(mv.to_string());
        }
        for role in Role::ALL {
            for to in cozy_chess::Square::ALL {
                let mut found = Vec::new();
                let origins = g.moves_to(role, to, |mv| found.push(mv.to_string()));
                let all = &mut all[role.index()][to as usize];
                all.sort();
                found.sort();
                assert_eq!(&found, all, "{role:?} to {to}");
                let mut from: Vec<String> = origins.iter().map(|s| s.to_string()).collect();
                let mut expected: Vec<String> = all.iter().map(|m| m[..2].to_owned()).collect();
                from.sort();
                expected.dedup();
                assert_eq!(from, expected, "{role:?} to {to}");
                some += usize::from(origins.len() > 1);
            }
        }
    }
    assert!(some > 100, "{some}");
}

/// Playing a move's canonical SAN finds that move, gives the SAN the full
/// generation gives it, and leaves the board the move leaves.
#[test]
fn play_agrees_with_the_full_generation() {
    for g in sample_games() {
        for mv in legal(&g) {
            let san = g.san_of(mv);
            let mut played = g.clone();
            assert_eq!(played.play(&san, "").unwrap(), san, "{san}");
            let mut quiet = g.clone();
            quiet.play_move(mv, "").unwrap();
            assert_eq!(played.position(), quiet.position(), "{san}");
            assert_eq!(played.board, quiet.board, "{san}");
            let text = san.to_string();
            let parsed = San::parse(&text, Notation::standard()).unwrap();
            assert_eq!(g.clone().play(&parsed.san, &text).unwrap(), san, "{text}");
        }
    }
}
