//! Every built-in table: it loads, and no table's move text is read
//! silently as another game by a table that shares its letters.

use fenlingo::movetext::{self, GameError, Style, replay};
use fenlingo::{Notation, Position};

#[test]
fn every_table_file_loads() {
    let sources = Notation::builtin_sources();
    assert!(sources.len() >= 50, "{}", sources.len());
    for (path, src) in &sources {
        if let Err(e) = Notation::from_toml(src, path) {
            panic!("{path}: {e:?}");
        }
    }
    // And none is left out of the list users see.
    assert_eq!(Notation::builtins().len(), sources.len());
}

/// Games whose prefixes cover every piece, captures, castling both ways
/// and promotion.
const GAMES: &[&str] = &[
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4 6. h3 h5 7. hxg4 hxg4 8. Ne1 Qh4 9. Nd3 Qh2#",
    "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. cxd5 Nxd5 9. Bxe7 Qxe7 10. Nxd5 exd5 11. Rc1 Be6 12. Qa4 c5 13. Qa3 Rc8",
    "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 c6 5. Nf3 Bg4 6. Bf4 e6 7. h3 Bxf3 8. Qxf3 Bb4 9. Be2 Nd7 10. a3 O-O-O 11. axb4 Qxa1+ 12. Kd2 Qxh1 13. Qxc6+ bxc6 14. Ba6#",
    "1. a4 b5 2. axb5 a6 3. bxa6 Bb7 4. axb7 Nc6 5. bxa8=Q",
];

/// The game `text` (standard letters) written in `table`'s.
fn in_table(text: &str, table: &Notation) -> Option<String> {
    let en = Notation::standard();
    let start = Position::standard();
    let local = replay(text, en, table, &start).ok()?;
    let game = replay(text, en, en, &start).ok()?;
    assert!(game.error.is_none(), "{text}: {:?}", game.error);
    Some(local.text)
}

/// Every prefix of every game, written in every table, read without
/// naming the table: the reading is the game written, or an ambiguity
/// naming it — never another game with no word of doubt.
#[test]
fn no_table_is_read_silently_as_another() {
    let start = Position::standard();
    let tables = Notation::builtins();
    let mut wrong = Vec::new();
    for game in GAMES {
        let words: Vec<&str> = game.split(' ').collect();
        for end in 2..=words.len() {
            let prefix = words[..end].join(" ");
            for table in tables {
                let Some(local) = in_table(&prefix, table) else {
                    continue;
                };
                let en = Notation::standard();
                let want = replay(&prefix, en, en, &start).map(|r| r.end).ok();
                let found = movetext::detect(&local, Style::Pasted, tables, &start);
                // What the command would print with success: the game
                // replayed whole, with the table it names.
                let played = |n: &Notation| {
                    replay(&local, n, en, &start)
                        .ok()
                        .filter(|r| r.error.is_none())
                        .map(|r| r.end)
                };
                let ok = match &found {
                    Ok(r) if r.error.is_some() => true,
                    Ok(r) => played(r.notation()).is_none_or(|end| Some(end) == want),
                    Err(GameError::Ambiguous(readings)) => {
                        readings.iter().any(|r| played(r.notation()) == want)
                    }
                    Err(GameError::Text(_)) => false,
                };
                if !ok {
                    let by = found.as_ref().map(|r| r.notation().id().to_owned());
                    wrong.push(format!("{} `{local}` read by {by:?}", table.id()));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} silent misreadings:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
