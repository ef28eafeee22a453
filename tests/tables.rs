//! Every built-in table: it loads, and no table's move text is read
//! silently as another game by a table that shares its letters.

use fenlingo::fen;
use fenlingo::movetext::{self, GameError, Style, replay};
use fenlingo::{Notation, Position};

/// The tables named by the readings of `text`, which must be an
/// ambiguity: readings that give different games.
fn ambiguity(text: &str) -> Vec<&'static str> {
    let found = movetext::detect(
        text,
        Style::Pasted,
        Notation::builtins(),
        &Position::standard(),
    );
    let Err(GameError::Ambiguous(readings)) = found else {
        panic!("{text}: {found:?}");
    };
    readings
        .iter()
        .flat_map(|r| r.notations.iter().map(|n| n.id()))
        .collect()
}

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

/// The Vietnamese queen H is the Hungarian knight: with both tables, the
/// opening `1.e4 e5 2.Hf3` is an ambiguity naming both games, never one
/// of them alone; so is `2.Mf3`, the Vietnamese knight or the Indonesian
/// queen, while a game only Vietnamese plays reads as Vietnamese.
#[test]
fn vietnamese_queen_and_hungarian_knight_are_an_ambiguity() {
    let start = Position::standard();
    let ids = ambiguity("1.e4 e5 2.Hf3");
    assert!(ids.contains(&"vi") && ids.contains(&"hu"), "{ids:?}");
    // M is the Vietnamese knight and the Indonesian queen: both play Mf3.
    let ids = ambiguity("1.e4 e5 2.Mf3");
    assert!(ids.contains(&"vi") && ids.contains(&"id"), "{ids:?}");
    // A longer game only Vietnamese plays is read as Vietnamese.
    let text = "1.e4 e5 2.Mf3 Mc6 3.Tb5 a6 4.Txc6 dxc6 5.O-O Tg4 6.h3 Hd7";
    let r = movetext::detect(text, Style::Pasted, Notation::builtins(), &start).unwrap();
    assert_eq!(r.notation().id(), "vi");
    assert!(r.error.is_none());
}

/// Chinese characters, simplified and traditional, and the arrow of the
/// long form.
#[test]
fn chinese_characters_and_the_arrow() {
    let start = Position::standard();
    let en = Notation::standard();
    let zh = Notation::builtin("zh-Hani").unwrap();
    let r = replay(
        "1.e4 e5 2.马f3 馬c6 3.象b5 a6 4.象xc6 dxc6 5.O-O 象g4 6.h3 后d7 7.車e1",
        zh,
        en,
        &start,
    )
    .unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(
        r.text,
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4 6. h3 Qd7 7. Re1"
    );
    let r = replay("1.e2->e4 e7->e5 2.马g1->f3 马b8→c6", zh, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    // The author's spelling is kept; only the letters change.
    assert_eq!(r.text, "1. e2->e4 e7->e5 2. Ng1->f3 Nb8→c6");
    assert_eq!(r.moves.len(), 4);
    // Written back in characters, simplified.
    let back = replay("1. e4 e5 2. Nf3 Nc6 3. Rb1", en, zh, &start).unwrap();
    assert_eq!(back.text, "1. e4 e5 2. 马f3 马c6 3. 车b1");
}

/// Chinese pages also write the queen 後 (a traditional page), capture
/// with ':' or '×', and name the pawn before a long-form move (`兵e2->e4`).
#[test]
fn chinese_queen_forms_captures_and_named_pawns() {
    let start = Position::standard();
    let en = Notation::standard();
    let zh = Notation::builtin("zh-Hani").unwrap();
    let r = replay("1.e4 e5 2.後h5 马c6 3.象c4 马f6 4.後×f7", zh, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    // The author's capture sign is kept; only the letters change.
    assert_eq!(r.text, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Q×f7");
    // Written back, the queen is 后.
    let back = replay("1. e4 e5 2. Qh5", en, zh, &start).unwrap();
    assert_eq!(back.text, "1. e4 e5 2. 后h5");
    let r = replay(
        "1.兵e2->e4 兵e7->e5 2.马g1->f3 马b8->c6 3.马f3:e5",
        zh,
        en,
        &start,
    )
    .unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.moves.len(), 5);
    assert_eq!(
        r.end.to_string(),
        "r1bqkbnr/pppp1ppp/2n5/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3"
    );
}

/// The Israel Chess Federation captures with ':' (`ד:ג4`, `מה:ד2`); the
/// king is `מ` and the queen `מה`, so `מה:ה4` is the queen taking on e4.
#[test]
fn hebrew_captures_with_a_colon() {
    let start = Position::standard();
    let en = Notation::standard();
    let he = Notation::builtin("he").unwrap();
    let hebrew = "1. ה4 ה5 2. פו3 פג6 3. רב5 א6 4. ר:ג6 ד:ג6 5. פ:ה5 מהד4 6. פו3 מה:ה4+ 7. מו1";
    let r = replay(hebrew, he, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(
        r.text,
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. B:c6 d:c6 5. N:e5 Qd4 6. Nf3 Q:e4+ 7. Kf1"
    );
    let found = movetext::detect(hebrew, Style::Pasted, Notation::builtins(), &start).unwrap();
    assert_eq!(found.notation().id(), "he");
}

/// Albanian: the knight is K, as Albanian Wikipedia writes it, and the
/// rook T. Wikipedia's table's Ka and Ku are not read: `Kab5` is a
/// knight from the a-file, and on a board `Ku` a knight beside a Black
/// pawn. A move a king or the Albanian knight can make (`2.Ke2`) is an
/// ambiguity naming both.
#[test]
fn albanian_knight_and_rook() {
    let start = Position::standard();
    let en = Notation::standard();
    let sq = Notation::builtin("sq").unwrap();
    let r = replay("1.e4 e5 2.Kf3 Kc6 3.Kxe5 Kxe5", sq, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, "1. e4 e5 2. Nf3 Nc6 3. Nxe5 Nxe5");
    let r = replay("1.Ka3 a6 2.Kf3 b6 3.Kd4 c6 4.Kab5", sq, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, "1. Na3 a6 2. Nf3 b6 3. Nd4 c6 4. Nab5");
    let r = replay("1.a4 e5 2.Ta3 Kf6 3.Th3 Ob4 4.Th4 F:d2", sq, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, "1. a4 e5 2. Ra3 Nf6 3. Rh3 Bb4 4. Rh4 B:d2");
    // On a board, a knight beside a Black pawn is a knight and a pawn.
    let board = "4k3/8/8/8/8/8/8/1Np1K3 w - - 0 1";
    let w = fen::WriteOptions {
        notation: sq,
        ..fen::WriteOptions::default()
    };
    let local = fen::write(&fen::read(board).unwrap(), w);
    assert_eq!(local, "4m3/8/8/8/8/8/8/1Ku1M3 w - - 0 1");
    let r = fen::ReadOptions {
        notation: sq,
        ..fen::ReadOptions::default()
    };
    let back = fen::read_with(&local, r).unwrap();
    assert_eq!(fen::write(&back, fen::WriteOptions::default()), board);
    // Written, the knight is K and the rook T.
    let back = replay("1. e4 e5 2. Nf3 Nf6 3. Rg1", en, sq, &start).unwrap();
    assert_eq!(back.text, "1. e4 e5 2. Kf3 Kf6 3. Tg1");
    // Read without a table: Albanian Wikipedia's Scotch Game is Albanian,
    // or Indonesian, whose knight is K too: one game, both named.
    let text = "1.e4 e5 2.Kf3 Kc6 3.d4 exd4 4.Kxd4";
    let found = movetext::detect(text, Style::Pasted, Notation::builtins(), &start).unwrap();
    let ids: Vec<&str> = found.notations.iter().map(|n| n.id()).collect();
    assert_eq!(ids, ["id", "sq"]);
    let ids = ambiguity("1.e4 e5 2.Ke2");
    assert!(ids.contains(&"sq") && ids.contains(&"en"), "{ids:?}");
}

/// Tables of move text only are left out of position detection: no
/// Black pieces of theirs can be read on a board.
#[test]
fn move_text_tables_have_no_board() {
    for id in ["vi", "zh-Hani", "he", "mn", "ka", "be-tarask"] {
        let n = Notation::builtin(id).unwrap();
        assert!(!n.has_board(), "{id}");
        // Their letters are White's only.
        assert!(
            n.match_piece("马")
                .is_none_or(|(p, _)| p.color == fenlingo::Color::White)
        );
    }
    let d = fenlingo::notation::Detector::new(Notation::builtins());
    // A line in the Vietnamese letters is no Vietnamese position.
    if let fenlingo::notation::Detection::Found { best, others, .. } =
        d.detect("4v3/8/8/8/8/8/8/4V3 w - - 0 1")
    {
        assert!(best.notation().has_board());
        assert!(others.iter().all(|r| r.notation().has_board()));
    }
}

/// Hebrew writes the files in its own letters (א–ח): read, written, and
/// kept in the author's long form; the queen מה ends with the file ה, so
/// `מה7` is the king and `מהה6` the queen.
#[test]
fn hebrew_files_are_table_data() {
    let start = Position::standard();
    let en = Notation::standard();
    let he = Notation::builtin("he").unwrap();
    assert!(he.has_own_files() && !he.has_board());
    let hebrew = "1. ה4 ה5 2. פו3 פג6 3. רב5 א6 4. רxג6 דxג6 5. O-O מהד6 6. צה1 מה7 7. מח1 מהה6";
    let english = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Qd6 6. Re1 Ke7 7. Kh1 Qe6";
    let r = replay(hebrew, he, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, english);
    let back = replay(english, en, he, &start).unwrap();
    assert!(back.error.is_none(), "{:?}", back.error);
    assert_eq!(back.text, hebrew);
    // Read without naming the table, the Hebrew files name it.
    let found = movetext::detect(hebrew, Style::Pasted, Notation::builtins(), &start).unwrap();
    assert_eq!(found.notation().id(), "he");
    // The author's long form keeps its shape; only letters change.
    let san = fenlingo::san::San::parse("פז1-ו3", he).unwrap();
    assert_eq!(fenlingo::san::keep_form("פז1-ו3", &san, en), "Ng1-f3");
    let san = fenlingo::san::San::parse("Ng1-f3", en).unwrap();
    assert_eq!(fenlingo::san::keep_form("Ng1-f3", &san, he), "פז1-ו3");
    // Greek files stay as written when the target has no letters of its own.
    let el = Notation::builtin("el").unwrap();
    let san = fenlingo::san::San::parse("ε4", el).unwrap();
    assert_eq!(fenlingo::san::keep_form("ε4", &san, en), "ε4");
}

/// Every table but Hebrew writes the standard files.
#[test]
fn other_tables_write_a_to_h() {
    for n in Notation::builtins().iter().filter(|n| n.id() != "he") {
        assert!(!n.has_own_files(), "{}", n.id());
        for i in 0..8u8 {
            let f = fenlingo::File::new(i).unwrap();
            assert_eq!(n.file_token(f), f.char().to_string());
        }
    }
}

/// A table's own file letters: eight, distinct, no digit, no piece token.
#[test]
fn file_letters_are_checked() {
    use fenlingo::notation::NotationErrorKind as K;
    let table = |files: &str| {
        format!(
            "tag = \"he\"\nname = \"t\"\nboard = false\n[white]\nking = \"מ\"\nqueen = \"מה\"\nrook = \"צ\"\nbishop = \"ר\"\nknight = \"פ\"\npawn = \"P\"\n[moves]\nfiles = [{files}]\n"
        )
    };
    let ok = table(r#""א", "ב", "ג", "ד", "ה", "ו", "ז", "ח""#);
    assert!(Notation::from_toml(&ok, "t.toml").is_ok());
    let seven = table(r#""א", "ב", "ג", "ד", "ה", "ו", "ז""#);
    let e = Notation::from_toml(&seven, "t.toml").unwrap_err();
    assert!(matches!(e.kind, K::Syntax(_)), "{e:?}");
    assert_eq!(e.line, 12);
    let twice = table(r#""א", "ב", "ג", "ד", "ה", "ו", "ז", "א""#);
    let e = Notation::from_toml(&twice, "t.toml").unwrap_err();
    assert!(
        matches!(&e.kind, K::DuplicateToken { token, .. } if token == "א"),
        "{e:?}"
    );
    let digit = table(r#""א", "ב", "ג", "ד", "ה", "ו", "ז", "ח1""#);
    let e = Notation::from_toml(&digit, "t.toml").unwrap_err();
    assert!(
        matches!(e.kind, K::ReservedCharacter { character: '1', .. }),
        "{e:?}"
    );
    let piece = table(r#""א", "ב", "ג", "ד", "ה", "ו", "ז", "פ""#);
    let e = Notation::from_toml(&piece, "t.toml").unwrap_err();
    assert!(
        matches!(&e.kind, K::DuplicateToken { first, .. } if first == "white.knight"),
        "{e:?}"
    );
}

/// No piece token is another piece token followed by a file letter, or a
/// move such as `Kab5` (a knight from the a-file) would be read as the
/// longer token. Hebrew's queen מה is its king מ and the file ה; a king
/// move never names its file, so `מהה4` is the queen and `מה4` the king.
#[test]
fn no_piece_token_is_another_with_a_file() {
    use fenlingo::{Color, Piece, Role};
    let mut found = Vec::new();
    for n in Notation::builtins() {
        let tokens: Vec<(&str, Role)> = Role::ALL
            .iter()
            .flat_map(|&r| {
                n.piece_tokens(Piece::new(Color::White, r))
                    .iter()
                    .map(move |t| (t.as_str(), r))
            })
            .collect();
        for &(long, long_role) in &tokens {
            for &(short, short_role) in &tokens {
                let Some(rest) = long.strip_prefix(short) else {
                    continue;
                };
                let file = match n.match_file(rest) {
                    Some((_, len)) => len == rest.len(),
                    None => matches!(rest, "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h"),
                };
                if !rest.is_empty() && file {
                    found.push(format!(
                        "{}: {long} ({long_role:?}) = {short} ({short_role:?}) + {rest}",
                        n.id()
                    ));
                }
            }
        }
    }
    assert_eq!(found, ["he: מה (Queen) = מ (King) + ה"]);
}

/// Russian letters typed in Cyrillic are Russian's own: the Latin tables
/// that fold them to their knight K (Indonesian, Albanian) read the same
/// game, but Russian comes first and no letter is called another
/// script's.
#[test]
fn cyrillic_letters_stay_russian_beside_latin_tables_that_fold_them() {
    let start = Position::standard();
    let text = "1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6";
    let r = movetext::detect(text, Style::Pasted, Notation::builtins(), &start).unwrap();
    let ids: Vec<&str> = r.notations.iter().map(|n| n.id()).collect();
    assert_eq!(r.notation().id(), "ru", "{ids:?}");
    assert!(ids.contains(&"id"), "{ids:?}");
    assert!(r.look_alike.is_empty(), "{:?}", r.look_alike);
    // Typed in Latin letters, they are still read as Russian's, and said.
    let text = "1. e2-e4 e7-e5 2. Kg1-f3 Kb8-c6 3. Cf1-b5";
    let r = movetext::detect(text, Style::Pasted, Notation::builtins(), &start).unwrap();
    assert_eq!(r.notation().id(), "ru");
    assert_eq!(r.look_alike, ['K', 'C']);
}

/// Georgian: the king მფ and the knight მ share a first letter, and the
/// longer token is read first; captures are written with ':'. The moves
/// of the study on Georgian Wikipedia (Chumburidze, 1991), from a
/// position they fit (the page's diagram is not in the copy): its
/// `ლb1` is a capture written without the sign.
#[test]
fn georgian_king_and_knight() {
    let en = Notation::standard();
    let ka = Notation::builtin("ka").unwrap();
    let start = fen::read("8/1K6/8/6b1/2P5/8/4p1k1/7R w - - 0 1")
        .unwrap()
        .position;
    let study = "1. ეh7 კe3 2. c5 კ:c5 3.მფa8 მფf1 4.ეb7 e1ლ 5.ეb1 ლb1";
    let r = replay(study, ka, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(
        r.text,
        "1. Rh7 Be3 2. c5 B:c5 3. Ka8 Kf1 4. Rb7 e1Q 5. Rb1 Qb1"
    );
    let found = movetext::detect(study, Style::Pasted, Notation::builtins(), &start).unwrap();
    assert_eq!(found.notation().id(), "ka");
    // Georgian Wikibooks' knights, and the two pieces written.
    let start = Position::standard();
    let r = replay("1.e4 e5 2.მf3 მc6 3.მ:e5 მ:e5", ka, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, "1. e4 e5 2. Nf3 Nc6 3. N:e5 N:e5");
    let r = replay("1. e4 e5 2. Ke2 Nc6 3. Nf3 Qe7 4. Rg1", en, ka, &start).unwrap();
    assert_eq!(r.text, "1. e4 e5 2. მფe2 მc6 3. მf3 ლe7 4. ეg1");
}

/// Taraškievica: the form Taraškievica Wikipedia's King's Gambit prints
/// (the queen В, the knight Вк, the bishop А, captures with ×) is read
/// and written; Wikipedia's table's queen Вз is read too.
#[test]
fn taraskievica_queen_and_knight() {
    let en = Notation::standard();
    let be = Notation::builtin("be-tarask").unwrap();
    let start = Position::standard();
    let r = replay("1. e4 e5 2. f4 e×f4 3. Вкf3 Вкc6 4. Аc4 d6", be, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, "1. e4 e5 2. f4 e×f4 3. Nf3 Nc6 4. Bc4 d6");
    for queen in ["Вh4+", "Взh4+"] {
        let text = format!("1. e4 e5 2. f4 e×f4 3. Аc4 {queen} 4. Кf1");
        let r = replay(&text, be, en, &start).unwrap();
        assert!(r.error.is_none(), "{text}: {:?}", r.error);
        assert_eq!(r.text, "1. e4 e5 2. f4 e×f4 3. Bc4 Qh4+ 4. Kf1");
    }
    let r = replay("1. e4 e5 2. f4 exf4 3. Nf3 Qe7 4. Rg1", en, be, &start).unwrap();
    assert_eq!(r.text, "1. e4 e5 2. f4 exf4 3. Вкf3 Вe7 4. Лдg1");
    let text = "1. e4 e5 2. f4 e×f4 3. Вкf3 Вкc6 4. Аc4 Вh4+";
    let found = movetext::detect(text, Style::Pasted, Notation::builtins(), &start);
    assert_eq!(found.unwrap().notation().id(), "be-tarask");
}

/// Albanian: the queen D, the initial of dama, is written; Wikipedia's
/// table's Msh is read too.
#[test]
fn albanian_queen() {
    let en = Notation::standard();
    let sq = Notation::builtin("sq").unwrap();
    let start = Position::standard();
    for queen in ["D", "Msh"] {
        let text = format!("1.e4 e5 2.{queen}h5 Kc6 3.Oc4 Kf6 4.{queen}xf7#");
        let r = replay(&text, sq, en, &start).unwrap();
        assert!(r.error.is_none(), "{text}: {:?}", r.error);
        assert_eq!(r.text, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
    }
    let r = replay("1. e4 e5 2. Qh5 Ke7", en, sq, &start).unwrap();
    assert_eq!(r.text, "1. e4 e5 2. Dh5 Me7");
}

/// Mongolian and Hindi write the English letters their texts print;
/// Mongolian also reads the initials of the Mongolian names a chess
/// school's lessons print (Н Б Тр Т М).
#[test]
fn mongolian_and_hindi_write_the_english_letters() {
    let en = Notation::standard();
    let start = Position::standard();
    let game = "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Be7 5. Re1 O-O 6. Qe2 Kh8";
    for id in ["mn", "hi"] {
        let table = Notation::builtin(id).unwrap();
        let r = replay(game, en, table, &start).unwrap();
        assert_eq!(r.text, game, "{id}");
    }
    let mn = Notation::builtin("mn").unwrap();
    let mongolian = "1. e4 e5 2. Мf3 Мc6 3. Тb5 Мf6 4. O-O Тe7 5. Трe1 O-O 6. Бe2 Нh8";
    let r = replay(mongolian, mn, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, game);
    let found = movetext::detect(mongolian, Style::Pasted, Notation::builtins(), &start).unwrap();
    assert_eq!(found.notation().id(), "mn");
}
