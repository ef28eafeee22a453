//! SAN and PGN reading and replay: never a panic, errors inside the text.
#![no_main]
use fenlingo::input::{PgnOptions, PgnSplitter, pgn_game};
use fenlingo::movetext::replay;
use fenlingo::{Notation, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for id in ["en", "es", "ru"] {
        let n = Notation::builtin(id).unwrap();
        match replay(text, n, Notation::standard(), &Position::standard()) {
            Ok(r) => {
                if let Some(e) = r.error {
                    assert!(e.offset <= text.len());
                }
            }
            Err(e) => assert!(e.offset <= text.len()),
        }
    }
    let mut s = PgnSplitter::default();
    let mut games = Vec::new();
    for (i, line) in text.lines().enumerate() {
        games.extend(s.push(line, i + 1));
    }
    games.extend(s.finish());
    for (g, first) in games {
        let _ = pgn_game(&g, first, PgnOptions::default());
        let _ = pgn_game(&g, first, PgnOptions { ply: Some(3) });
    }
});
