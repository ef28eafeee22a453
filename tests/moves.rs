//! Move text: translation, replay, checks, the seeds' games.

use fenlingo::movetext::{self, TextErrorKind, compare, replay, translate_move};
use fenlingo::{Notation, Position};

/// `text` pasted, read with the standard letters from the start and
/// written in standard form.
fn pasted(text: &str) -> movetext::Replay {
    pasted_in(text, Notation::standard())
}

/// `text` pasted, read with `from`'s letters from the start and written
/// in standard form.
fn pasted_in(text: &str, from: &Notation) -> movetext::Replay {
    movetext::read_and_replay(
        text,
        movetext::Style::Pasted,
        from,
        &Position::standard(),
        Notation::standard(),
        movetext::Form::Standard,
        false,
    )
    .unwrap()
}

/// The text of each repair of one kind, in order.
fn repaired(r: &movetext::Replay, kind: fenlingo::san::MoveRepairKind) -> Vec<&str> {
    r.repairs
        .iter()
        .filter(|p| p.kind == kind)
        .map(|p| p.before.as_str())
        .collect()
}

const SEED_002_ES: &str =
    "1. e4 c5 2. e5 d5 3.exd6 exd6 4.g3 g6 5.Ag2 Ag7 6.Cc3 Axc3 7.dxc3 Cf6 8.Ce2 O-O 9.Ag5";

#[test]
fn seed_002_in_spanish() {
    let es = Notation::builtin("es").unwrap();
    let r = replay(SEED_002_ES, es, Notation::standard(), &Position::standard()).unwrap();
    assert!(r.error.is_none());
    assert_eq!(
        r.text,
        "1. e4 c5 2. e5 d5 3. exd6 exd6 4. g3 g6 5. Bg2 Bg7 6. Nc3 Bxc3 7. dxc3 Nf6 8. Ne2 O-O 9. Bg5"
    );
    assert_eq!(
        r.end.to_string(),
        "rnbq1rk1/pp3p1p/3p1np1/2p3B1/8/2P3P1/PPP1NPBP/R2QK2R b KQ - 4 9"
    );
    // The FENs the article prints, with the spec's en-passant rule.
    let fen_after = |ply: usize| r.moves[ply - 1].1.to_string();
    assert_eq!(
        fen_after(4),
        "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    );
    assert_eq!(
        fen_after(11),
        "rnbqk1nr/pp3pbp/3p2p1/2p5/8/2N3P1/PPPP1PBP/R1BQK1NR b KQkq - 3 6"
    );
    assert_eq!(
        fen_after(12),
        "rnbqk1nr/pp3p1p/3p2p1/2p5/8/2b3P1/PPPP1PBP/R1BQK1NR w KQkq - 0 7"
    );
    assert_eq!(
        fen_after(17),
        "rnbq1rk1/pp3p1p/3p1np1/2p3B1/8/2P3P1/PPP1NPBP/R2QK2R b KQ - 4 9"
    );
    // Detected without --from.
    // Spanish and Italian share these letters: either reading is the same.
    let found = movetext::detect(
        SEED_002_ES,
        movetext::Style::Pasted,
        Notation::builtins(),
        &Position::standard(),
    )
    .unwrap();
    let ids: Vec<&str> = found.notations.iter().map(|n| n.id()).collect();
    assert!(ids.contains(&"es") && ids.contains(&"it"), "{ids:?}");
    assert!(found.error.is_none());
}

#[test]
fn seed_001_claim_is_checked_field_by_field() {
    let r = replay(
        "1. e4 e5",
        Notation::standard(),
        Notation::standard(),
        &Position::standard(),
    )
    .unwrap();
    let claimed: Position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2"
        .parse()
        .unwrap();
    let d = compare(&r.end, &claimed);
    let fields: Vec<&str> = d.iter().map(|(f, ..)| f.name()).collect();
    assert_eq!(fields, ["side", "en-passant"]);
    assert_eq!(d[0].1, "w");
    assert_eq!(d[1].1, "e6 (or -)");
    assert_eq!(d[1].2, "e3");
}

const GAME: &str = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4 6. h3 h5 7. hxg4 hxg4 8. Ne1 Qh4 9. Nd3 Qh2# 0-1";

#[test]
fn localized_games_replay_to_the_same_position() {
    let en = Notation::standard();
    let end = replay(GAME, en, en, &Position::standard()).unwrap().end;
    for id in [
        "es", "ru", "de", "fr", "pl", "it", "pt", "nl", "cs", "hu", "figurine",
    ] {
        let table = Notation::builtin(id).unwrap();
        let local = replay(GAME, en, table, &Position::standard()).unwrap().text;
        let back = replay(&local, table, en, &Position::standard()).unwrap();
        assert!(back.error.is_none(), "{id}: {local}: {:?}", back.error);
        assert_eq!(back.end, end, "{id}");
        assert_eq!(back.text, GAME, "{id}");
    }
    // Russian book forms: ':' for captures, 0-0 castling.
    let ru = "1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. С:c6 d:c6 5. 0-0 Сg4 6. h3 h5 7. h:g4 h:g4 8. Кe1 Фh4 9. Кd3 Фh2X";
    let r = replay(
        ru,
        Notation::builtin("ru").unwrap(),
        en,
        &Position::standard(),
    )
    .unwrap();
    assert!(r.error.is_none() || r.moves.len() == 17, "{:?}", r.error);
    assert_eq!(r.moves.len(), 18 - u8::from(r.error.is_some()) as usize);
}

#[test]
fn tolerant_forms() {
    let en = Notation::standard();
    for text in [
        "1. e2-e4 e7-e5 2. Ng1-f3",
        "1. e4 e5 2. Nf3",
        "1.e4 e5 2.♘f3",
        "1. e2e4 e7e5 2. g1f3",
        // Zero-width spaces and joiners copied from a page separate moves.
        "1. e4\u{200b}e5 2.\u{200d}Nf3",
        "1.\u{2060}e4\u{feff}e5\u{200c}2. Nf3",
    ] {
        let r = replay(text, en, en, &Position::standard()).unwrap();
        assert!(r.error.is_none(), "{text}: {:?}", r.error);
        assert_eq!(
            r.end.to_string(),
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
            "{text}"
        );
    }
    let ep = replay(
        "1. e4 a6 2. e5 d5 3. exd6 e.p.",
        en,
        en,
        &Position::standard(),
    )
    .unwrap();
    assert!(ep.error.is_none());
    assert_eq!(
        translate_move("e8Q+", en, Notation::builtin("de").unwrap()),
        "e8D+"
    );
}

/// A lower-case piece letter that is also a file letter is the piece where
/// no pawn move can be meant (`bb7`: a pawn never names its own file
/// again), in the table given and under detection; `bxc3` stays a pawn.
#[test]
fn lower_case_bishop_where_no_pawn_move_is_meant() {
    let is = Notation::builtin("is").unwrap();
    let en = Notation::standard();
    let text = "1. d4 Rf6 2. c4 e6 3. Rf3 b6 4. g3 bb7";
    let r = replay(text, is, en, &Position::standard()).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, "1. d4 Nf6 2. c4 e6 3. Nf3 b6 4. g3 Bb7");
    let found = movetext::detect(
        text,
        movetext::Style::Pasted,
        Notation::builtins(),
        &Position::standard(),
    )
    .unwrap();
    assert!(found.error.is_none(), "{:?}", found.error);
    assert_eq!(found.notation().id(), "is");
    // Both a bishop and the b-pawn take on c3: the pawn, as written.
    let r = replay(
        "1. d3 e5 2. Bd2 Bb4 3. Nc3 Bxc3 4. bxc3",
        en,
        en,
        &Position::standard(),
    )
    .unwrap();
    assert!(r.error.is_none());
    assert!(r.text.ends_with("4. bxc3"), "{}", r.text);
}

/// Pawns written with the pawn letter of tables that write none (`Bf2-f4`,
/// Bauer, bonde) are read under detection where no table plays the text
/// without it, and the letter is reported; `B` as a bishop comes first.
#[test]
fn pawns_written_with_their_letter() {
    use fenlingo::san::MoveRepairKind as K;
    let detect = |text| {
        let (style, start) = (movetext::Style::Pasted, Position::standard());
        movetext::detect(text, style, Notation::builtins(), &start).unwrap()
    };
    let found = detect("1.e2-e4 e7-e5 2.Bf2-f4 Lf8-c5");
    assert!(found.error.is_none(), "{:?}", found.error);
    assert_eq!(found.notation().id(), "de");
    let sans: Vec<String> = found.mainline.iter().map(|s| s.to_string()).collect();
    assert_eq!(sans, ["e4", "e5", "f4", "Bc5"]);
    assert_eq!(detect("1. e4 e5 2. Bc4 Bc5").notation().id(), "en");
    let r = pasted_in("1.Be2-e4 e7-e5", Notation::builtin("de").unwrap());
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(repaired(&r, K::PawnLetter), ["B"]);
}

#[test]
fn bad_moves_say_why() {
    let en = Notation::standard();
    let r = replay("1. e4 e5 2. Nf7", en, en, &Position::standard()).unwrap();
    let e = r.error.unwrap();
    assert_eq!((e.number, e.offset), (2, 12));
    assert_eq!(e.error.to_string(), "'Nf7': no knight can reach f7");
    let start: Position = "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1".parse().unwrap();
    let r = replay("1. Rd1", en, en, &start).unwrap();
    assert_eq!(
        r.error.unwrap().error.to_string(),
        "'Rd1': 2 rooks can reach d1"
    );
}

#[test]
fn text_errors_have_positions() {
    let en = Notation::standard();
    let e = replay("1. e4 {open comment e5", en, en, &Position::standard()).unwrap_err();
    assert_eq!((e.kind, e.offset), (TextErrorKind::UnterminatedComment, 6));
    let e = replay("1. e4 (1. d4 d5 2. c4", en, en, &Position::standard()).unwrap_err();
    assert_eq!(
        (e.kind, e.offset),
        (TextErrorKind::UnterminatedVariation { open: '(' }, 6)
    );
    assert_eq!(
        e.to_string(),
        "variation opened with '(' without its closing ')'"
    );
    let e = replay("1. e4 ) e5", en, en, &Position::standard()).unwrap_err();
    assert_eq!(e.kind, TextErrorKind::UnbalancedClose { close: ')' });
    assert_eq!(e.to_string(), "')' without an opening '('");
    // A square bracket is named as the bracket that is open.
    let e = replay("1. e4 e5 [2. Nf3", en, en, &Position::standard()).unwrap_err();
    assert_eq!(
        (e.kind, e.offset),
        (TextErrorKind::UnterminatedVariation { open: '[' }, 9)
    );
    assert_eq!(
        e.to_string(),
        "variation opened with '[' without its closing ']'"
    );
}

#[test]
fn deep_variations_do_not_overflow() {
    let n = 100_000;
    let text = format!("1. e4 {}e5{} e5 2. Nf3", "(".repeat(n), ")".repeat(n));
    let r = replay(
        &text,
        Notation::standard(),
        Notation::standard(),
        &Position::standard(),
    )
    .unwrap();
    assert!(r.error.is_none());
    assert_eq!(r.moves.len(), 3);
}

fn games(text: &str) -> Vec<fenlingo::input::Item> {
    use fenlingo::input::{InputFormat, Letters, Reader, ReaderOptions, Record, game_item};
    let en = Letters::Table(Notation::standard());
    let mut opts = ReaderOptions {
        format: InputFormat::Pgn,
        ..ReaderOptions::default()
    };
    opts.game.record = true;
    let mut r = Reader::new(std::io::Cursor::new(text.as_bytes().to_vec()), &en, opts);
    let mut out = Vec::new();
    while let Some(rec) = r.next_record().unwrap() {
        match rec.unwrap() {
            Record::Game { read, .. } => out.push(game_item(&read, None).unwrap()),
            _ => unreachable!(),
        }
    }
    out
}

#[test]
fn pgn_edge_cases() {
    let text = "\u{feff}[Event \"BOM\"]\n\n1. e4 { a comment; with a semicolon } e5\n\n2. Nf3 ; rest of line { ( not a comment\n   Nc6 *\n\n  [Event \"Indented\"]\n\n1. d4 d5 *\n";
    let g = games(text);
    assert_eq!(g.len(), 2, "{g:?}");
    assert_eq!(
        g[0].position.to_string(),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
    assert_eq!(g[1].position.fullmoves, 2);
}

#[test]
fn games_without_tags_are_kept_apart() {
    // Two games without tags, separated by a blank line, and a game that
    // follows a result on the next line.
    let g = games("1. e4 e5 1-0\n\n1. d4 d5 0-1\n1. c4 *\n");
    assert_eq!(g.len(), 3, "{g:?}");
    assert_eq!(
        g[2].position.to_string(),
        "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq c3 0 1"
    );
    let g = games("1. e4 e5 2. Nf3\n\n1. d4 d5\n");
    assert_eq!(g.len(), 2, "{g:?}");
}

#[test]
fn unicode_spaces_in_move_text() {
    let en = Notation::standard();
    let r = replay(
        "1.\u{a0}e4\u{2003}e5\u{85}2. Nf3",
        en,
        en,
        &Position::standard(),
    )
    .unwrap();
    assert!(r.error.is_none());
    assert_eq!(r.moves.len(), 3);
    let g = games("[Event \"x\"]\n\n1.\u{a0}e4\u{a0}e5 *\n");
    assert_eq!(g[0].position.fullmoves, 2);
}

/// The punctuation of other scripts is read as `.`, `,` and `;` are, and
/// prose of a language written without spaces glued to a move is set
/// apart; each is reported.
#[test]
fn punctuation_of_other_scripts_and_glued_prose() {
    use fenlingo::san::MoveRepairKind as K;
    let en = Notation::standard();
    let start = Position::standard();
    for (text, kind, what) in [
        ("1.e4 e5 2.Nf3 Nc6 3.Bb5。", K::Punctuation, "。"),
        ("1.e4、e5，2.Nf3 Nc6 3.Bb5", K::Punctuation, "、"),
        ("1.e4 e5؛ 2.Nf3، Nc6 3.Bb5", K::Punctuation, "؛"),
        ("1.e4 e5। 2.Nf3 Nc6॥ 3.Bb5", K::Punctuation, "।"),
        ("1.e4 e5 2.Nf3 Nc6に 3.Bb5", K::GluedProse, "に"),
        ("1.e4 e5 2.Nf3 Nc6에 3.Bb5", K::GluedProse, "에"),
        (
            "การเคลื่อนไหว1.e4 e5 2.Nf3 Nc6 3.Bb5",
            K::GluedProse,
            "การเคลื่อนไหว",
        ),
    ] {
        let r = pasted(text);
        assert!(r.error.is_none(), "{text}: {:?}", r.error);
        assert_eq!(r.text, "1. e4 e5 2. Nf3 Nc6 3. Bb5", "{text}");
        assert!(
            r.repairs.iter().any(|p| p.kind == kind && p.before == what),
            "{text}: {:?}",
            r.repairs
        );
    }
    // A Chinese piece character in front of a square stays the piece.
    let zh = Notation::builtin("zh-Hani").unwrap();
    let r = replay("1.e4 e5 2.马f3 马c6。3.象b5", zh, en, &start).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    // Before `=` the characters name a promotion: not split off as prose.
    let r = replay(
        "1.a4 b5 2.axb5 a6 3.bxa6 象b7 4.axb7 马c6 5.bxa8=后",
        zh,
        en,
        &start,
    )
    .unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert!(r.text.ends_with("bxa8=Q"), "{}", r.text);
}

/// A check sign on a move that gives none, or a mate sign on a move that
/// does not mate, is reported where it stands; a missing sign, or `+`
/// for mate, is only completed.
#[test]
fn signs_a_move_does_not_earn_are_reported() {
    use fenlingo::san::MoveRepairKind as K;
    let text = "1. e4+ e5 2. Qh5 Nc6 3. Bc4# Nf6 4. Qxf7+";
    let r = pasted(text);
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
    let signs: Vec<(K, &str, &str)> = r
        .repairs
        .iter()
        .filter(|p| matches!(p.kind, K::FalseCheck | K::FalseMate))
        .map(|p| (p.kind, p.before.as_str(), &text[p.span.clone()]))
        .collect();
    assert_eq!(
        signs,
        [
            (K::FalseCheck, "e4+", "e4+"),
            (K::FalseMate, "Bc4#", "Bc4#")
        ]
    );
}

/// `×` after a move is the mate sign of Russian and Belarusian texts
/// (`Кd5×`, Legal's mate), a capture sign after a capture; a capture sign
/// on a move that takes nothing is reported.
#[test]
fn a_cross_after_a_move_and_captures_of_nothing() {
    use fenlingo::san::MoveRepairKind as K;
    let ru = Notation::builtin("ru").unwrap();
    let text = "1.e4 e5 2.Кf3 d6 3.Сc4 Сg4 4.Кc3 g6 5.К:e5 С:d1 6.С:f7+ Крe7 7.Кd5×";
    let r = pasted_in(text, ru);
    assert!(r.error.is_none(), "{:?}", r.error);
    assert!(r.text.ends_with("7. Nd5#"), "{}", r.text);
    let last = r.repairs.last().unwrap();
    assert_eq!((last.kind, &text[last.span.clone()]), (K::CheckSign, "×"));
    let text = "1.e4 d5 2.e×d5 Ф×d5 3.Кc3 Фa5 4.Кf3× Кf6 5.d4 Сf5 6.Сd2 e6 7.Кd5 Фd5×";
    let r = pasted_in(text, ru);
    assert!(r.error.is_none(), "{:?}", r.error);
    let kinds: Vec<(K, &str)> = r
        .repairs
        .iter()
        .map(|p| (p.kind, &text[p.span.clone()]))
        .collect();
    assert_eq!(
        kinds,
        [
            (K::CaptureSign, "×"),
            (K::CaptureSign, "×"),
            (K::FalseCapture, "×"),
            (K::CaptureSign, "×"),
        ]
    );
    let r = pasted("1. e4 e5 2. Nf3 Nxc6 3. Bb5");
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(repaired(&r, K::FalseCapture), ["Nxc6"]);
}

/// Castling written with spaces around its dashes, the signs glued to it
/// kept and the punctuation after it dropped, and a move number followed
/// by a comma, as an Indonesian book prints them.
#[test]
fn spaced_castling_and_a_number_with_a_comma() {
    use fenlingo::san::MoveRepairKind as K;
    let text = "1. d4, d5 2. Nc3, Nc6 3. Bf4, Bf5 4. Qd2, Qd7 5, 0 – 0 – 0, O - O - O!";
    let r = pasted(text);
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(
        r.text,
        "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O O-O-O!"
    );
    assert_eq!(repaired(&r, K::Spaced), ["0 – 0 – 0", "O - O - O!"]);
    assert!(
        r.repairs
            .iter()
            .any(|p| p.kind == K::MoveNumber && p.before == "5,")
    );
}

/// Each pair of moves one word joined by a dash, as Georgian Wikibooks
/// writes them: read where the whole text is written so, with every
/// repair inside the joined moves reported. One such word alone is long
/// algebraic, and a knight that is not on a3 an error.
#[test]
fn pairs_joined_by_a_dash() {
    let r = pasted("1.e4-e5 2.Nf3-f5 3.N:e5-Nc6 4.N:c6-dc 5.Nc3-Bc5");
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(
        r.text,
        "1. e4 e5 2. Nf3 f5 3. Nxe5 Nc6 4. Nxc6 dxc6 5. Nc3 Bc5"
    );
    let kinds: Vec<&str> = r.repairs.iter().map(|x| x.kind.name()).collect();
    assert_eq!(
        kinds,
        [
            "dash-between-moves",
            "dash-between-moves",
            "capture-sign",
            "dash-between-moves",
            "capture-sign",
            "dash-between-moves",
            "rankless-capture",
            "dash-between-moves",
        ]
    );
    let r = pasted("1. Na3-b5");
    assert!(r.error.is_some(), "{}", r.text);
    // Long algebraic, a pair a word: both read.
    let r = pasted("1.e2-e4 e7-e5 2.Ng1-f3 Nb8-c6");
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.text, "1. e4 e5 2. Nf3 Nc6");
    // Castling in a pair joined by a dash, with its own dashes (Georgian
    // Wikibooks: `8.0-0-მf6`, `7.d4-0-0-0`).
    let r = pasted("1.e4-e5 2.Nf3-Nc6 3.Bc4-Bc5 4.0-0-Nf6 5.d3-0-0");
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(
        r.text,
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 O-O"
    );
    let r = pasted("1.d4-d5 2.Nc3-Nc6 3.Bf4-Bf5 4.Qd2-Qd7 5.0-0-0-0-0-0");
    assert!(r.error.is_none(), "{:?}", r.error);
    assert!(r.text.ends_with("5. O-O-O O-O-O"), "{}", r.text);
}

/// A game that stops at a move that fails: `checked` is the text up to
/// the last move read (variations it opened closed), never the words
/// after it; `text_as_read` and the PGN export end there with the note.
#[test]
fn a_game_that_stops_keeps_only_what_was_read() {
    let r = pasted("1. e4 e5 2. Nf3 Nc6 3. Nf3 a6 4. Bb5");
    assert_eq!(r.checked.as_deref(), Some("1. e4 e5 2. Nf3 Nc6"));
    assert_eq!(r.plies, 4);
    assert_eq!(r.text_as_read("why"), "1. e4 e5 2. Nf3 Nc6 {why}");
    // A move of Black: White's move before it stays, its number goes.
    let r = pasted("1. e4 e5 2. Nf3 {a comment} 2... Nf3 3. Bb5");
    assert_eq!(r.checked.as_deref(), Some("1. e4 e5 2. Nf3 {a comment}"));
    // A move number going back opened a variation: it is closed.
    let r = pasted("1. e4 e5 2. Nf3 Nc6 3. Bb5 {or} 3. Bc4 Nf6 4. Ng5 d5 5. Ke3 dxe4");
    assert_eq!(
        r.checked.as_deref(),
        Some("1. e4 e5 2. Nf3 Nc6 3. Bb5 {or} (3. Bc4 Nf6 4. Ng5 d5)")
    );
    // The first move fails: nothing was read.
    let r = pasted("1. Ke3 e5");
    assert_eq!(r.checked.as_deref(), Some(""));
    assert_eq!(r.text_as_read("why"), "{why}");
    // The author's spelling, in other letters.
    let ru = Notation::builtin("ru").unwrap();
    let r = movetext::read_and_replay(
        "1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6 (2... d6 3. d4) 3. Кf3 a6",
        movetext::Style::Pasted,
        ru,
        &Position::standard(),
        Notation::builtin("de").unwrap(),
        movetext::Form::Keep,
        false,
    )
    .unwrap();
    assert_eq!(
        r.checked.as_deref(),
        Some("1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 (2... d6 3. d4)")
    );
    // PGN: the result ends the text, after the note; a `}` in the note
    // cannot end the comment early.
    let r = movetext::read_and_replay(
        "1. d4 d5 2. Bf5 1/2-1/2",
        movetext::Style::Pgn,
        Notation::standard(),
        &Position::standard(),
        Notation::standard(),
        movetext::Form::Standard,
        false,
    )
    .unwrap();
    assert!(r.error.is_some());
    let pgn = movetext::export_pgn_noted(&[], &r, true, "bad } move");
    assert!(pgn.ends_with("\n\n1. d4 d5 {bad ) move} 1/2-1/2"), "{pgn}");
    assert!(!movetext::export_pgn(&[], &r, false).contains("Bf5"));
    // A game read to its end has nothing to leave out.
    let r = pasted("1. e4 e5");
    assert_eq!(
        (r.checked.as_deref(), r.text_as_read("x").as_ref()),
        (None, "1. e4 e5")
    );
}
