//! Puzzle books: solutions checked, goals and captions, the key's
//! numbering, labels and figurines, orientation and the setup move, and
//! choosing puzzles from the lichess CSV.

mod common;
use common::run;
use fenlingo::fen::{Format, Mode};
use fenlingo::i18n::Localizer;
use fenlingo::input::{
    CsvColumns, Goal, InputFormat, Item, ItemError, Letters, PuzzleFilter, PuzzleSelection,
    PuzzleSort, Reader, ReaderOptions, Record, SolutionErrorKind, csv_item, position_item,
    read_position,
};
use fenlingo::sheet::layout::{Block, PageOf, answer_lines, diagram_page};
use fenlingo::sheet::{Numbering, Orientation, Template, TemplateErrorKind};
use fenlingo::{Notation, Position};

const HEADER: &str =
    "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";
const ROW: &str = "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game";

fn epd_item(line: &str) -> Result<Item, ItemError> {
    let auto = Letters::auto();
    let r = read_position(line, &auto, Mode::Lenient, Format::Auto).unwrap();
    position_item(&r, None, 3, line)
}

fn column_of(line: &str, needle: &str) -> usize {
    line[..line.find(needle).unwrap()].chars().count() + 1
}

#[test]
fn epd_solutions_are_played_and_mates_checked() {
    // A queen that is not on the board: the move's own column.
    let line = r#"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Qd8#; id "x";"#;
    match epd_item(line) {
        Err(ItemError::Move {
            line: 3, column, ..
        }) => {
            assert_eq!(column, column_of(line, "Qd8#"))
        }
        other => panic!("{other:?}"),
    }
    // An illegal second move of a pv.
    let line = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - pv Rd8# Kh7;";
    match epd_item(line) {
        Err(ItemError::Move { column, .. }) => assert_eq!(column, column_of(line, "Kh7")),
        other => panic!("{other:?}"),
    }
    // `dm 1` and a move that does not mate.
    let line = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd7; dm 1;";
    match epd_item(line) {
        Err(ItemError::Solution { column, error, .. }) => {
            assert_eq!(column, column_of(line, "Rd7"));
            assert_eq!(error.kind, SolutionErrorKind::NotMate);
        }
        other => panic!("{other:?}"),
    }
    // A `#` that is no mate.
    let line = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd7#;";
    match epd_item(line) {
        Err(ItemError::Solution { error, .. }) => {
            assert_eq!(error.kind, SolutionErrorKind::MarkedNotMate)
        }
        other => panic!("{other:?}"),
    }
    // Mate, in another number of moves than `dm` says.
    let line = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; dm 2;";
    match epd_item(line) {
        Err(ItemError::Solution { error, .. }) => assert_eq!(
            error.kind,
            SolutionErrorKind::MateCount { said: 2, found: 1 }
        ),
        other => panic!("{other:?}"),
    }
    // Messages in es and ru.
    let e = match epd_item("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd7; dm 1;") {
        Err(ItemError::Solution { error, .. }) => error,
        other => panic!("{other:?}"),
    };
    assert!(Localizer::new("es").localize(&e).contains("no da mate"));
    assert!(Localizer::new("ru").localize(&e).contains("не даёт мата"));
    // A good one: the mate is found without `dm`, and one move of a
    // longer mate is not refused.
    let ok = epd_item("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8;").unwrap();
    assert_eq!((ok.goal, ok.mate), (Goal::Mate, Some(1)));
    let one_of_two =
        epd_item("7k/8/8/8/8/8/R7/1R4K1 w - - bm Ra7; dm 2;").expect("first move of a mate in 2");
    assert_eq!(one_of_two.mate, Some(2));
    // Evaluation signs are the goal, not a caption.
    let win = epd_item(r#"8/8/1KP5/3r4/8/8/8/k7 w - - c0 "+-"; pv c7;"#).unwrap();
    assert_eq!((win.goal, win.caption.as_deref()), (Goal::Win, None));
    let draw = epd_item(r#"7K/8/k1P5/7p/8/8/8/8 w - - c0 "="; pv Kg7;"#).unwrap();
    assert_eq!(draw.goal, Goal::Draw);
}

#[test]
fn lichess_rows_are_checked_and_keep_their_setup_move() {
    let item = csv_item(ROW, 2, CsvColumns::default()).unwrap();
    assert_eq!((item.goal, item.mate), (Goal::Mate, Some(2)));
    let (from, to) = item.setup_move.unwrap();
    assert_eq!(
        (from.to_string(), to.to_string()),
        ("e8".into(), "d7".into())
    );
    // The last move changed: legal, no mate.
    let bad = ROW.replace("f7f8", "f7f6");
    match csv_item(&bad, 2, CsvColumns::default()) {
        Err(ItemError::Solution {
            line: 2,
            column,
            error,
        }) => {
            assert_eq!(column, column_of(&bad, "f7f6"));
            assert_eq!(error.kind, SolutionErrorKind::NotMate);
        }
        other => panic!("{other:?}"),
    }
    // An illegal move: its own column.
    let bad = ROW.replace("d7d8", "d7d1");
    match csv_item(&bad, 2, CsvColumns::default()) {
        Err(ItemError::Move { column, .. }) => assert_eq!(column, column_of(&bad, "d7d1")),
        other => panic!("{other:?}"),
    }
    let win = ROW.replace("mate mateIn2", "crushing");
    assert_eq!(
        csv_item(&win, 2, CsvColumns::default()).unwrap().goal,
        Goal::Win
    );
    // A clear advantage is not a win.
    let edge = ROW.replace("mate mateIn2", "advantage");
    assert_eq!(
        csv_item(&edge, 2, CsvColumns::default()).unwrap().goal,
        Goal::Advantage
    );
}

/// A lichess row's `Moves` are the whole solution: `mateInN` is checked
/// as `dm` is, with no exemption for a line cut short.
#[test]
fn lichess_mate_in_n_is_the_whole_line() {
    for (bad, kind) in [
        // The key alone, tagged mate in 2.
        (
            ROW.replace("e8d7 a2e6 d7d8 f7f8", "e8d7 a2e6"),
            SolutionErrorKind::NotMate,
        ),
        // A line of two moves that does not mate, tagged mate in 5.
        (
            ROW.replace("f7f8", "f7f6").replace("mateIn2", "mateIn5"),
            SolutionErrorKind::NotMate,
        ),
        // A mate in 2 tagged mate in 9.
        (
            ROW.replace("mateIn2", "mateIn9"),
            SolutionErrorKind::MateCount { said: 9, found: 2 },
        ),
    ] {
        match csv_item(&bad, 2, CsvColumns::default()) {
            Err(ItemError::Solution { error, .. }) => assert_eq!(error.kind, kind, "{bad}"),
            other => panic!("{bad}: {other:?}"),
        }
    }
}

#[test]
fn pgn_problems_check_their_mates() {
    use fenlingo::input::{GameOptions, game_item, read_game};
    let auto = Letters::auto();
    let opts = GameOptions {
        start: None,
        style: None,
        to: Notation::standard(),
        form: fenlingo::movetext::Form::None,
        record: true,
    };
    let ok = "[FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n\n1. Rd8# *\n";
    let g = read_game(ok, 1, &auto, opts).unwrap();
    let item = game_item(&g, None).unwrap();
    assert_eq!((item.goal, item.mate), (Goal::Mate, Some(1)));
    let bad = "[FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n\n1. Rd7# *\n";
    let g = read_game(bad, 1, &auto, opts).unwrap();
    match game_item(&g, None) {
        Err(ItemError::Solution {
            line: 3, column: 4, ..
        }) => {}
        other => panic!("{other:?}"),
    }
    let won = "[FEN \"8/8/1KP5/3r4/8/8/8/k7 w - - 0 1\"]\n[Result \"1-0\"]\n\n1. c7 Rd6+ 1-0\n";
    let g = read_game(won, 1, &auto, opts).unwrap();
    assert_eq!(game_item(&g, None).unwrap().goal, Goal::Win);
}

fn texts(page: &fenlingo::sheet::layout::Page) -> Vec<String> {
    page.blocks
        .iter()
        .filter_map(|b| match b {
            Block::Text(l) => Some(l.text.clone()),
            _ => None,
        })
        .collect()
}

fn item(fen: &str, solution: &[&str], goal: Goal, mate: Option<u32>) -> Item {
    let mut it = Item::new(fen.parse::<Position>().unwrap());
    it.solution = solution.iter().map(|s| s.parse().unwrap()).collect();
    it.goal = goal;
    it.mate = mate;
    it
}

#[test]
fn captions_say_who_moves_and_what_to_do() {
    let t = Template::builtin("a4-6").unwrap();
    let items = vec![
        (
            1,
            item(
                "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
                &[],
                Goal::Mate,
                Some(2),
            ),
        ),
        (
            2,
            item("7k/8/8/8/8/8/8/K7 b - - 0 1", &[], Goal::Mate, Some(5)),
        ),
        (3, item("7k/8/8/8/8/8/8/K7 w - - 0 1", &[], Goal::Win, None)),
        (
            4,
            item("7k/8/8/8/8/8/8/K7 b - - 0 1", &[], Goal::Draw, None),
        ),
        (
            5,
            item("7k/8/8/8/8/8/8/K7 w - - 0 1", &[], Goal::Move, None),
        ),
        (
            6,
            item("7k/8/8/8/8/8/8/K7 w - - 0 1", &[], Goal::Mate, Some(21)),
        ),
    ];
    let expect = [
        (
            "en",
            [
                "White mates in 2",
                "Black mates in 5",
                "White to play and win",
                "Black to play and draw",
                "White to move",
                "White mates in 21",
            ],
        ),
        (
            "es",
            [
                "Juegan las blancas y dan mate en 2",
                "Juegan las negras y dan mate en 5",
                "Juegan las blancas y ganan",
                "Juegan las negras y hacen tablas",
                "Juegan las blancas",
                "Juegan las blancas y dan mate en 21",
            ],
        ),
        (
            "ru",
            [
                "Белые дают мат в 2 хода",
                "Чёрные дают мат в 5 ходов",
                "Белые начинают и выигрывают",
                "Чёрные начинают и делают ничью",
                "Ход белых",
                "Белые дают мат в 21 ход",
            ],
        ),
    ];
    for (lang, want) in expect {
        let page = diagram_page(&t, &Localizer::new(lang), "", &PageOf::default(), &items);
        let got = texts(&page);
        for w in want {
            assert!(got.iter().any(|g| g == w), "{lang}: {w:?} not in {got:?}");
        }
    }
}

#[test]
fn every_captioned_locale_says_who_mates() {
    for lang in fenlingo::i18n::available() {
        let loc = Localizer::new(&lang.to_string());
        if !loc.has_own("caption-white-to-move") {
            continue;
        }
        for key in [
            "caption-mates-in",
            "caption-play-win",
            "caption-play-advantage",
            "caption-play-draw",
        ] {
            assert!(loc.has_own(key), "{lang}: {key}");
        }
        for side in ["white", "black"] {
            for n in [1usize, 2, 5, 21] {
                let text = loc.text(
                    "caption-mates-in",
                    &[("side", side.into()), ("n", n.into())],
                );
                assert!(
                    text.contains(&n.to_string()) && !text.contains('{'),
                    "{lang}: {text}"
                );
            }
            let win = loc.text("caption-play-win", &[("side", side.into())]);
            assert!(!win.is_empty() && !win.contains('{'), "{lang}: {win}");
            // An advantage is not a win: its own sentence.
            let edge = loc.text("caption-play-advantage", &[("side", side.into())]);
            assert!(!edge.is_empty() && !edge.contains('{'), "{lang}: {edge}");
            assert_ne!(edge, win, "{lang}");
        }
        // White and Black get different sentences.
        let mates = |side: &str| {
            loc.text(
                "caption-mates-in",
                &[("side", side.into()), ("n", 2.into())],
            )
        };
        assert_ne!(mates("white"), mates("black"), "{lang}");
    }
}

#[test]
fn the_key_numbers_from_one_with_the_diagrams_labels() {
    let lichess = csv_item(ROW, 2, CsvColumns::default()).unwrap();
    let items = vec![(57, lichess.clone())];
    let mut t = Template::builtin("a4-6").unwrap();
    let en = Notation::standard();
    let lines = answer_lines(&t, en, &items);
    assert_eq!(lines[0].label, "57.");
    assert_eq!(lines[0].text, "1.\u{a0}Be6+ Kd8 2.\u{a0}Qf8#");
    t.numbering = Numbering::Game;
    let lines = answer_lines(&t, en, &items);
    assert_eq!(lines[0].text, "18.\u{a0}Be6+ Kd8 19.\u{a0}Qf8#");
    // The article template numbers its figures: so does the key.
    let article = Template::builtin("article").unwrap();
    assert_eq!(answer_lines(&article, en, &items)[0].label, "57.");
    let page = diagram_page(
        &article,
        &Localizer::new("en"),
        "",
        &PageOf::default(),
        &items,
    );
    assert!(texts(&page).contains(&"57.".to_owned()));
    // Its one figure stands in the middle of the page's height.
    let (top, height) = page
        .blocks
        .iter()
        .find_map(|b| match b {
            Block::Diagram {
                diagram,
                top,
                width,
                ..
            } => Some((*top, diagram.height * width / diagram.width)),
            _ => None,
        })
        .unwrap();
    let middle = (article.page_height - article.margins[0] - article.header.band_height()
        + article.margins[2]
        + article.footer.footer_band())
        / 2.0;
    assert!(
        (top - height / 2.0 - middle).abs() < 12.0,
        "{top} {height} {middle}"
    );
    // Black to move: `1...`.
    let black = item(
        "r1b1kbnr/pppp1Npp/8/6q1/2BnP3/8/PPPP1PPP/RNBQK2R b KQkq - 0 5",
        &["Qxg2", "Rf1", "Qxe4+", "Be2", "Nf3#"],
        Goal::Mate,
        Some(3),
    );
    let lines = answer_lines(&Template::builtin("a4-6").unwrap(), en, &[(9, black)]);
    assert!(lines[0].text.starts_with("1...\u{a0}Qxg2 2.\u{a0}Rf1"));
    // Figurines, and the Russian table's capture sign.
    t.figurines = true;
    t.numbering = Numbering::Puzzle;
    let mut sheet_lines = answer_lines(&t, Notation::builtin("figurine").unwrap(), &items);
    assert_eq!(sheet_lines.remove(0).text, "1.\u{a0}♗e6+ ♔d8 2.\u{a0}♕f8#");
    let ru = answer_lines(
        &Template::builtin("a4-6").unwrap(),
        Notation::builtin("ru").unwrap(),
        &[(
            1,
            epd_item("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#;")
                .unwrap(),
        )],
    );
    assert_eq!(ru[0].text, "1.\u{a0}Ф:f7#");
}

#[test]
fn no_line_of_the_key_ends_with_a_move_number() {
    // Long solutions in the narrow columns of a4-12.
    let t = Template::builtin("a4-12").unwrap();
    let long = item(
        "rn3rk1/pbppq1pp/1p2pb2/4N2Q/3PN3/3B4/PPP2PPP/R3K2R w KQ - 6 11",
        &[
            "Qxh7+", "Kxh7", "Nxf6+", "Kh6", "Neg4+", "Kg5", "h4+", "Kf4", "g3+", "Kf3", "Be2+",
            "Kg2", "Rh2+", "Kg1", "Kd2#",
        ],
        Goal::Mate,
        Some(8),
    );
    let items: Vec<(u32, Item)> = (1..=30).map(|n| (n, long.clone())).collect();
    let lines = answer_lines(&t, Notation::builtin("es").unwrap(), &items);
    assert!(lines.len() > 30);
    for l in &lines {
        let last = l.text.split(' ').next_back().unwrap();
        assert!(!last.ends_with('.'), "{:?}", l.text);
    }
}

#[test]
fn orientation_and_setup_move() {
    let lichess = csv_item(ROW, 2, CsvColumns::default()).unwrap();
    let mut black = lichess.clone();
    black.position.turn = fenlingo::Color::Black;
    let items = vec![(1, black)];
    let mut t = Template::builtin("a4-6").unwrap();
    let loc = Localizer::new("en");
    let diagram = |t: &Template| {
        diagram_page(t, &loc, "", &PageOf::default(), &items)
            .blocks
            .into_iter()
            .find_map(|b| match b {
                Block::Diagram { diagram, .. } => Some(diagram),
                _ => None,
            })
            .unwrap()
    };
    assert!(!diagram(&t).flipped);
    let plain = diagram(&t).fills.len();
    t.orientation = Orientation::SideToMove;
    t.setup_move = true;
    let d = diagram(&t);
    assert!(d.flipped);
    assert!(d.fills.len() > plain, "the setup move is marked");
    // The template keys.
    let src = "[page]\nsize = \"A4\"\n[grid]\ncolumns = 2\nrows = 3\n[diagram]\norientation = \"side-to-move\"\nsetup_move = true\n[answers]\nnumbering = \"game\"\nnotation = \"figurine\"\n";
    let t = Template::from_toml(src, "t.toml").unwrap();
    assert_eq!(t.orientation, Orientation::SideToMove);
    assert!(t.setup_move && t.figurines);
    assert_eq!(t.numbering, Numbering::Game);
    let bad = src.replace("\"game\"", "\"move\"");
    let e = Template::from_toml(&bad, "t.toml").unwrap_err();
    assert_eq!(e.line, 10);
    assert!(matches!(*e.kind, TemplateErrorKind::Choice { .. }));
}

/// A CSV of `n` rows: the same puzzle under other ids, ratings,
/// popularities and themes.
fn csv(n: usize) -> String {
    let mut out = format!("{HEADER}\n");
    for i in 0..n {
        let rating = 800 + (i * 397) % 2000;
        let popularity = (i * 37) % 100;
        let theme = ["fork", "pin", "endgame", "mateIn2"][i % 4];
        let row = ROW
            .replacen("00sHx", &format!("p{i:05}"), 1)
            .replacen(",1760,80,83,", &format!(",{rating},80,{popularity},"), 1)
            .replacen("middlegame", theme, 1);
        out.push_str(&row);
        out.push('\n');
    }
    out
}

fn chosen(text: &str, sel: &PuzzleSelection) -> Vec<String> {
    let auto = Letters::auto();
    let opts = ReaderOptions {
        format: InputFormat::Csv,
        puzzles: Some(sel),
        ..ReaderOptions::default()
    };
    let mut r = Reader::new(std::io::Cursor::new(text.as_bytes().to_vec()), &auto, opts);
    let mut ids = Vec::new();
    while let Some(rec) = r.next_record().unwrap() {
        match rec {
            Ok(Record::Puzzle { item, .. }) => ids.push(item.label.unwrap()),
            other => panic!("{other:?}"),
        }
    }
    ids
}

#[test]
fn choosing_puzzles() {
    let text = csv(400);
    let rating = |id: &str| {
        let i: usize = id[1..].parse().unwrap();
        800 + (i * 397) % 2000
    };
    // Filters, in file order, with a limit.
    let sel = PuzzleSelection {
        filter: PuzzleFilter {
            themes: vec!["fork".into(), "pin".into()],
            rating: Some((1200, 1600)),
            popularity: Some(50),
        },
        limit: Some(5),
        ..PuzzleSelection::default()
    };
    let ids = chosen(&text, &sel);
    assert_eq!(ids.len(), 5);
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(ids, sorted, "file order");
    for id in &ids {
        let i: usize = id[1..].parse().unwrap();
        assert!(i % 4 < 2 && (1200..=1600).contains(&rating(id)) && (i * 37) % 100 >= 50);
    }
    // By rating: the easiest, easiest first.
    let sel = PuzzleSelection {
        sort: PuzzleSort::Rating,
        limit: Some(10),
        ..PuzzleSelection::default()
    };
    let ids = chosen(&text, &sel);
    let ratings: Vec<usize> = ids.iter().map(|id| rating(id)).collect();
    let mut all: Vec<usize> = (0..400).map(|i| 800 + (i * 397) % 2000).collect();
    all.sort();
    assert_eq!(ratings, all[..10]);
    // Random: the same seed, the same puzzles, whatever the file's order;
    // another seed, others.
    let sel = PuzzleSelection {
        sort: PuzzleSort::Random,
        limit: Some(12),
        seed: 7,
        ..PuzzleSelection::default()
    };
    let a = chosen(&text, &sel);
    let mut lines: Vec<&str> = text.lines().collect();
    lines[1..].reverse();
    let reversed = lines.join("\n");
    assert_eq!(a, chosen(&reversed, &sel));
    assert_ne!(
        a,
        chosen(
            &text,
            &PuzzleSelection {
                seed: 8,
                ..sel.clone()
            }
        )
    );
    // By id, and a theme no row has.
    let sel = PuzzleSelection {
        sort: PuzzleSort::Id,
        limit: Some(3),
        ..PuzzleSelection::default()
    };
    assert_eq!(chosen(&reversed, &sel), ["p00000", "p00001", "p00002"]);
    let none = PuzzleSelection {
        filter: PuzzleFilter {
            themes: vec!["nosuch".into()],
            ..PuzzleFilter::default()
        },
        ..PuzzleSelection::default()
    };
    assert!(chosen(&text, &none).is_empty());
}

#[test]
fn sheet_command_checks_solutions_and_chooses_puzzles() {
    let dir = std::env::temp_dir().join(format!("fenlingo-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let epd = dir.join("p.epd");
    std::fs::write(
        &epd,
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Qd8#; id \"x\";\n6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd7; dm 1;\n6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8; id \"ok\";\n",
    )
    .unwrap();
    let out = dir.join("p.pdf");
    let o = run(&[
        "--lang",
        "es",
        "sheet",
        epd.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("p.epd:1:38: error: «Qd8#»"), "{err}");
    assert!(err.contains("p.epd:2:38: error: «Rd7» no da mate"), "{err}");
    assert!(err.contains("1 diagrama"), "{err}");
    // Choosing from a CSV, with figurines, orientation and the setup move.
    let csv_path = dir.join("db.csv");
    std::fs::write(&csv_path, csv(300)).unwrap();
    let o = run(&[
        "sheet",
        csv_path.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--themes",
        "fork,pin",
        "--rating",
        "1000-2000",
        "--popularity",
        "30",
        "--sort",
        "random",
        "--seed",
        "3",
        "--limit",
        "7",
        "--figurines",
        "--orientation",
        "side-to-move",
        "--setup-move",
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(err.contains("7 diagrams"), "{err}");
    // Bad values are usage errors.
    for (opt, value) in [
        ("--sort", "elo"),
        ("--rating", "2000-1000"),
        ("--orientation", "sideways"),
    ] {
        let o = run(&[
            "sheet",
            csv_path.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            opt,
            value,
        ]);
        assert_eq!(o.status.code(), Some(2), "{opt} {value}");
        assert!(String::from_utf8_lossy(&o.stderr).contains(value));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--popularity` takes the negative numbers of its range (-100 to 100)
/// and `--rating -MAX` its open range, as separate arguments.
#[test]
fn negative_option_values_are_values() {
    let dir = std::env::temp_dir().join(format!("fenlingo-negative-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let row = |id: &str, rating: i32, popularity: i32| {
        ROW.replacen("00sHx", id, 1).replacen(
            ",1760,80,83,",
            &format!(",{rating},80,{popularity},"),
            1,
        )
    };
    let text = format!(
        "{HEADER}\n{}\n{}\n{}\n",
        row("a", 1500, -90),
        row("b", 1500, -10),
        row("c", 1900, 60)
    );
    let csv_path = dir.join("db.csv");
    std::fs::write(&csv_path, text).unwrap();
    let out = dir.join("p.pdf");
    let sheet = |extra: &[&str]| {
        let mut args = vec![
            "sheet",
            csv_path.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_fenlingo"))
            .args(&args)
            .env("LANG", "C")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        (o.status.code(), err)
    };
    for (extra, want) in [
        (&["--popularity", "-50"][..], "2 diagrams"),
        (&["--popularity", "-100"][..], "3 diagrams"),
        (&["--popularity=-50"][..], "2 diagrams"),
        (&["--rating", "-1600"][..], "2 diagrams"),
        (
            &["--rating", "-1600", "--popularity", "-50"][..],
            "1 diagram",
        ),
    ] {
        let (code, err) = sheet(extra);
        assert_eq!(code, Some(0), "{extra:?}: {err}");
        assert!(err.contains(want), "{extra:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// An EPD `dm` outside 1 to 999 moves (`dm 0`, once captioned "White mates
/// in 0") is an error at its operand, and the sheet leaves the puzzle out.
#[test]
fn epd_mate_in_zero_is_an_error() {
    for (line, operand) in [
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - dm 0;", "0"),
        (
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; dm 1000;",
            "1000",
        ),
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - dm two;", "two"),
    ] {
        let e = epd_item(line).unwrap_err();
        let column = column_of(line, &format!("dm {operand}")) + 3;
        assert_eq!(
            e,
            ItemError::BadMate {
                line: 3,
                column,
                text: operand.into()
            },
            "{line}"
        );
        assert_eq!(
            e.to_string(),
            format!("dm {operand}: expected 1 to 999 moves")
        );
    }
    let item = epd_item("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - dm 1;").unwrap();
    assert_eq!(item.mate, Some(1));
    let dir = std::env::temp_dir().join(format!("fenlingo-dm0-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let epd = dir.join("p.epd");
    std::fs::write(&epd, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - dm 0;\n").unwrap();
    let out = dir.join("p.pdf");
    let o = run(&[
        "--lang",
        "es",
        "sheet",
        epd.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains(
            "p.epd:1:38: error: el número de jugadas hasta el mate debe estar entre 1 y 999, no 0"
        ),
        "{err}"
    );
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The key's figurines are the pieces of the diagrams' set, drawn at the
/// text's cap height and set tight; the capture sign is the template's
/// choice; the puzzle's number stands apart from the first move's.
#[test]
fn figurines_are_the_diagrams_pieces_and_the_capture_sign_is_chosen() {
    let src = "base = \"a4-6\"\n[answers]\nnotation = \"figurine\"\ncapture = \"\"\n";
    let t = Template::from_toml(src, "key.toml").unwrap();
    assert_eq!(t.capture.as_deref(), Some(""));
    let mate =
        epd_item("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#;")
            .unwrap();
    let figurine = Notation::builtin("figurine").unwrap();
    let lines = answer_lines(&t, figurine, &[(12, mate.clone())]);
    assert_eq!(lines[0].text, "1.\u{a0}♕f7#");
    let page =
        fenlingo::sheet::layout::answer_page(&t, "", &PageOf::default(), "Solutions", &lines);
    let (line, set) = page
        .blocks
        .iter()
        .find_map(|b| match b {
            Block::Figurines { line, pieces } => Some((line, pieces)),
            _ => None,
        })
        .expect("the moves drawn with the set's pieces");
    assert_eq!(*set, t.pieces);
    // The label and the gap of most of an em before the moves.
    let label = page
        .blocks
        .iter()
        .find_map(|b| match b {
            Block::Text(l) if l.text == "12." => Some(l),
            _ => None,
        })
        .unwrap();
    let label_w =
        fenlingo::render::pdf::text_width(fenlingo::render::pdf::Face::Bold, "12.", label.size);
    assert!(line.x - label.x - label_w >= 0.75 * label.size);
    // `×` or the notation's own sign.
    let times =
        Template::from_toml(&src.replace("capture = \"\"", "capture = \"×\""), "k.toml").unwrap();
    assert_eq!(
        answer_lines(&times, figurine, &[(1, mate.clone())])[0].text,
        "1.\u{a0}♕×f7#"
    );
    let own = Template::builtin("a4-6").unwrap();
    assert_eq!(
        answer_lines(&own, figurine, &[(1, mate)])[0].text,
        "1.\u{a0}♕xf7#"
    );
    let bad = Template::from_toml(&src.replace("capture = \"\"", "capture = \"*\""), "k.toml");
    assert!(matches!(
        *bad.unwrap_err().kind,
        TemplateErrorKind::Choice { .. }
    ));
}

/// A sheet's captions share one size, the largest at which every task
/// caption of its language fits (never below 6 points), and the last
/// caption row stays at least 4 mm above the page number; `{page}` and
/// `{pages}` are bare numbers beside the localized `{page-of}`.
#[test]
fn one_caption_size_a_sheet_and_room_above_the_footer() {
    let long = item(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 4",
        &["Qxf7#"],
        Goal::Mate,
        Some(1),
    );
    let mut advantage = long.clone();
    advantage.goal = Goal::Advantage;
    advantage.position.turn = fenlingo::Color::Black;
    let items: Vec<(u32, Item)> = (1..=12)
        .map(|n| {
            (
                n,
                if n % 2 == 0 {
                    advantage.clone()
                } else {
                    long.clone()
                },
            )
        })
        .collect();
    for name in ["a4-12", "a4-6", "a5-4", "letter-6"] {
        let t = Template::builtin(name).unwrap();
        for lang in ["en", "es", "ru", "de"] {
            let page_of = PageOf {
                page: 3,
                pages: 20,
                text: "Page 3 of 20".into(),
            };
            let page = diagram_page(
                &t,
                &Localizer::new(lang),
                "",
                &page_of,
                &items[..t.per_page()],
            );
            let lines: Vec<_> = page
                .blocks
                .iter()
                .filter_map(|b| match b {
                    Block::Text(l) => Some(l),
                    _ => None,
                })
                .collect();
            let footer = lines
                .iter()
                .find(|l| l.text == "Page 3 of 20")
                .expect("footer");
            let captions: Vec<_> = lines
                .iter()
                .filter(|l| l.size != t.label.size && l.y > footer.y + 1.0)
                .collect();
            let size = captions[0].size;
            assert!(size >= 6.0, "{name} {lang}: {size}");
            assert!(
                captions.iter().all(|l| l.size == size),
                "{name} {lang}: sizes differ"
            );
            // The lowest caption row's descenders, and the page number's capitals.
            let lowest = captions
                .iter()
                .map(|l| l.y - 0.24 * l.size)
                .fold(f32::MAX, f32::min);
            let gap = lowest - (footer.y + 0.73 * footer.size);
            assert!(
                gap >= 4.0 * fenlingo::render::pdf::MM,
                "{name} {lang}: {} mm",
                gap / fenlingo::render::pdf::MM
            );
        }
    }
    let bare = Template::from_toml(
        "base = \"a4-6\"\n[footer]\ntext = \"{page} / {pages}\"\n",
        "f.toml",
    )
    .unwrap();
    let page_of = PageOf {
        page: 3,
        pages: 20,
        text: "Page 3 of 20".into(),
    };
    let page = diagram_page(&bare, &Localizer::new("en"), "", &page_of, &items[..1]);
    assert!(
        page.blocks
            .iter()
            .any(|b| matches!(b, Block::Text(l) if l.text == "3 / 20"))
    );
}

/// `inner` and `outer` margins mirror on facing pages: a right-hand page
/// (odd) keeps the inner margin on the left, a left-hand page on the right.
#[test]
fn inner_and_outer_margins_mirror_on_facing_pages() {
    let mm = fenlingo::render::pdf::MM;
    let t = Template::from_toml(
        "base = \"a4-6\"\n[page]\ninner = 25\nouter = 10\n",
        "m.toml",
    )
    .unwrap();
    assert!(t.mirror);
    assert!((t.margins[3] - 25.0 * mm).abs() < 1e-3 && (t.margins[1] - 10.0 * mm).abs() < 1e-3);
    let one = item(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 4",
        &["Qxf7#"],
        Goal::Mate,
        Some(1),
    );
    let page = diagram_page(
        &t,
        &Localizer::new("en"),
        "",
        &PageOf::default(),
        &[(1, one)],
    );
    let left = |p: &fenlingo::sheet::layout::Page| {
        p.blocks
            .iter()
            .find_map(|b| match b {
                Block::Diagram { x, .. } => Some(*x),
                _ => None,
            })
            .unwrap()
    };
    let recto = left(&page.clone().facing(&t, 0));
    let verso = left(&page.clone().facing(&t, 1));
    assert_eq!(recto, left(&page));
    assert!((recto - verso - 15.0 * mm).abs() < 1e-3, "{recto} {verso}");
    // Without inner and outer, nothing moves.
    let plain = Template::builtin("a4-6").unwrap();
    assert!(!plain.mirror);
    let bad = Template::from_toml("base = \"a4-6\"\n[page]\ninner = 2000\n", "m.toml").unwrap_err();
    assert!(bad.to_string().contains("inner"), "{bad}");
}
