//! Localization: every file parses, every key the code uses exists, every
//! argument the code passes is used, plural forms are right.

use fenlingo::fen::{self, Field, RepairKind};
use fenlingo::i18n::{self, Localize, Localizer, Message, MessageArg};
use fenlingo::san::{MoveRepair, MoveRepairKind};
use fenlingo::{Color, Flags, Role, Square};
use fluent_bundle::FluentResource;
use std::collections::BTreeSet;
use std::path::Path;

/// Message ids defined in a Fluent source.
fn ids(src: &str) -> BTreeSet<String> {
    src.lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim().to_owned()))
        .collect()
}

fn lang(tag: &str) -> unic_langid::LanguageIdentifier {
    tag.parse().unwrap()
}

fn all_sources(tag: &str) -> String {
    i18n::sources(&lang(tag))
        .into_iter()
        .map(|(_, s)| s)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The body of message `id` in a Fluent source (its line and the indented
/// lines after it).
fn body(src: &str, id: &str) -> Option<String> {
    let mut out = String::new();
    let mut inside = false;
    for line in src.lines() {
        if inside {
            if line.starts_with(' ') || line.starts_with('\t') || line.starts_with('}') {
                out.push_str(line);
                out.push('\n');
                continue;
            }
            return Some(out);
        }
        if line.split_once('=').is_some_and(|(k, _)| k.trim() == id) && !line.starts_with(' ') {
            inside = true;
            out.push_str(line);
            out.push('\n');
        }
    }
    inside.then_some(out)
}

#[test]
fn every_ftl_file_parses() {
    let langs = i18n::available();
    assert!(langs.len() >= 30, "{} locales", langs.len());
    for l in &langs {
        for (path, src) in i18n::sources(l) {
            if let Err((_, errs)) = FluentResource::try_new(src.to_owned()) {
                panic!("{path}: {errs:?}");
            }
            assert!(
                !src.contains('\u{2068}') && !src.contains('\u{2069}'),
                "{path}: isolation marks"
            );
        }
    }
}

/// `(key, argument names)` for every `.text("key", &[("arg", …)])` call in
/// the sources.
fn calls_in_code() -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let src: String = std::fs::read_to_string(&path)
                .unwrap()
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            let mut rest = src.as_str();
            while let Some(i) = rest.find(".text(") {
                rest = &rest[i + 6..];
                let t = rest.trim_start();
                let Some(t) = t.strip_prefix('"') else {
                    continue;
                };
                let Some(end) = t.find('"') else { continue };
                let key = &t[..end];
                if key.is_empty()
                    || !key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    continue;
                }
                // Arguments: the `("name",` pairs up to the end of the slice.
                let after = t[end + 1..].trim_start();
                let args_src = match after
                    .strip_prefix(',')
                    .map(str::trim_start)
                    .and_then(|a| a.strip_prefix("&["))
                {
                    Some(a) => &a[..a.find(']').unwrap_or(0)],
                    None => "",
                };
                let mut args = Vec::new();
                let mut a = args_src;
                while let Some(j) = a.find("(\"") {
                    a = &a[j + 2..];
                    if let Some(k) = a.find('"') {
                        let name = &a[..k];
                        if a[k..].starts_with("\",")
                            && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
                        {
                            args.push(name.to_owned());
                        }
                        a = &a[k..];
                    }
                }
                out.push((key.to_owned(), args));
            }
            // Messages built next to their error kinds:
            // `Message::new("id").with("name", …)`, up to the end of the
            // expression (the next match arm or statement).
            let mut rest = src.as_str();
            while let Some(i) = rest.find("Message::new(\"") {
                rest = &rest[i + 14..];
                let Some(end) = rest.find('"') else { continue };
                let key = &rest[..end];
                let tail = &rest[end..];
                let stop = [tail.find("=>"), tail.find(';'), tail.find("Message::new(")]
                    .into_iter()
                    .flatten()
                    .min()
                    .unwrap_or(tail.len());
                let mut args = Vec::new();
                let mut a = &tail[..stop];
                while let Some(j) = a.find(".with(\"") {
                    a = &a[j + 7..];
                    if let Some(k) = a.find('"') {
                        args.push(a[..k].to_owned());
                        a = &a[k..];
                    }
                }
                if !key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    out.push((key.to_owned(), args));
                }
            }
        }
    }
    out
}

fn dynamic_keys() -> Vec<String> {
    let mut keys = Vec::new();
    for f in [
        Field::Placement,
        Field::Side,
        Field::Castling,
        Field::EnPassant,
        Field::Halfmove,
        Field::Fullmove,
        Field::Operations,
    ] {
        keys.push(format!("field-{}", f.name()));
    }
    for k in [
        RepairKind::Dash,
        RepairKind::DoubleDash,
        RepairKind::Separator,
        RepairKind::InvisibleCharacter,
        RepairKind::MissingField(Field::Side),
        RepairKind::FullmoveZero,
        RepairKind::LeadingZeros(Field::Halfmove),
        RepairKind::CastlingOrder,
        RepairKind::Figurine,
        RepairKind::MergedDigits,
        RepairKind::MissingSemicolon,
        RepairKind::Brackets,
    ] {
        keys.push(format!("repair-{}", k.name()));
    }
    let all = Flags::all();
    keys.extend(all.iter().map(|(_, k, _)| format!("flag-{k}")));
    keys.extend(Role::ALL.iter().map(|r| format!("piece-{}", r.name())));
    keys.extend(
        move_repair_kinds()
            .iter()
            .map(|k| format!("move-repair-{}", k.name())),
    );
    keys
}

fn move_repair_kinds() -> Vec<MoveRepairKind> {
    use MoveRepairKind::*;
    vec![
        LongAlgebraic,
        Dash,
        CastlingZeros,
        CaptureSign,
        CapturedPiece,
        RanklessCapture,
        LookAlike,
        GreekFile,
        LowercasePiece,
        Promotion,
        Annotation,
        EnPassantMark,
        CheckSign,
        Figurine,
        Punctuation,
        MoveNumber,
        DashBetweenMoves,
        Prose,
        BracketVariation,
        Result,
        Glued,
        CyrillicFile,
        Spaced,
        PiecesOnly,
    ]
}

/// One value of every error kind (and of every repair and field), with
/// the message each gives.
fn every_kind() -> Vec<(String, Message)> {
    use fenlingo::NotationErrorKind as N;
    use fenlingo::fen::FenErrorKind as F;
    use fenlingo::moves::{MoveError, MoveErrorKind as M};
    use fenlingo::sheet::TemplateErrorKind as T;
    let sq: Square = "e4".parse().unwrap();
    let file = sq.file();
    let s = |v: &str| v.to_owned();
    let mut out: Vec<(String, Message)> = Vec::new();
    let mut add = |what: String, m: Message| out.push((what, m));
    let fields = [
        Field::Placement,
        Field::Side,
        Field::Castling,
        Field::EnPassant,
        Field::Halfmove,
        Field::Fullmove,
        Field::Operations,
    ];
    for f in fields {
        add(format!("{f:?}"), f.message());
    }
    let repairs = [
        RepairKind::Dash,
        RepairKind::DoubleDash,
        RepairKind::Separator,
        RepairKind::InvisibleCharacter,
        RepairKind::MissingField(Field::Side),
        RepairKind::FullmoveZero,
        RepairKind::LeadingZeros(Field::Halfmove),
        RepairKind::CastlingOrder,
        RepairKind::Figurine,
        RepairKind::MergedDigits,
        RepairKind::MissingSemicolon,
        RepairKind::Brackets,
    ];
    for r in &repairs {
        add(format!("{r:?}"), r.message());
    }
    for k in [
        F::InvalidUtf8 { offset: 3 },
        F::LineTooLong { limit: 4096 },
        F::Empty,
        F::TooFewRanks { found: 7 },
        F::TooManyRanks { found: 9 },
        F::RankTooLong { rank: 8 },
        F::RankTooShort {
            rank: 8,
            squares: 7,
        },
        F::InvalidPiece {
            token: s("X"),
            rank: 8,
        },
        F::InvalidDigit {
            digit: '0',
            rank: 8,
        },
        F::InvalidSide { token: s("x") },
        F::InvalidCastling { token: s("X") },
        F::TooManyCastlingRights {
            color: Color::White,
        },
        F::InvalidEpSquare { token: s("e9") },
        F::EpSquareRank { token: s("e4") },
        F::InvalidCounter {
            field: Field::Halfmove,
            token: s("-3"),
        },
        F::CounterTooLarge {
            field: Field::Fullmove,
        },
        F::MissingField { field: Field::Side },
        F::ExtraField { token: s("x") },
        F::InvalidOperation { token: s("x") },
        F::UnterminatedString,
        F::NotStrict {
            repair: RepairKind::Dash,
        },
    ] {
        add(format!("{k:?}"), k.message());
    }
    for kind in [
        M::Unreadable,
        M::BadRank {
            found: '9',
            like: Some('8'),
        },
        M::Illegal {
            role: Role::Knight,
            target: sq,
        },
        M::NoCapture {
            from: file,
            to: file,
        },
        M::Ambiguous {
            role: Role::Rook,
            target: sq,
            count: 2,
        },
        M::WrongPiece {
            named: Role::Bishop,
            square: sq,
            found: None,
        },
        M::WrongCapture {
            named: Role::Queen,
            square: sq,
            found: Some(Role::Pawn),
        },
        M::NoPromotion { target: sq },
        M::NoCastling,
        M::TwoReadings,
        M::NoTakes {
            role: Role::King,
            captured: Role::Pawn,
        },
        M::BadPosition,
        M::CounterOverflow {
            field: Field::Halfmove,
        },
    ] {
        let e = MoveError {
            text: s("Nf6"),
            kind,
        };
        add(format!("{e:?}"), e.message());
    }
    for kind in move_repair_kinds() {
        let r = MoveRepair {
            kind,
            span: 0..3,
            before: s("0-0"),
        };
        add(format!("{r:?}"), r.message());
    }
    for k in [
        N::Syntax(s("expected `=`")),
        N::InvalidTag(s("x y")),
        N::InvalidId(s("a/b")),
        N::EmptyToken,
        N::ReservedCharacter {
            token: s("K/"),
            character: '/',
        },
        N::DuplicateToken {
            token: s("K"),
            first: s("king"),
            second: s("knight"),
        },
        N::MoveTextClash { token: s("a") },
    ] {
        add(format!("{k:?}"), k.message());
    }
    for k in [
        T::Syntax(s("expected `=`")),
        T::NotFinite {
            key: s("gap"),
            value: s("NaN"),
        },
        T::PageSize(s("B99")),
        T::OutOfRange {
            key: s("columns"),
            min: s("1"),
            max: s("100"),
            unit: "",
            value: s("0"),
        },
        T::OutOfRange {
            key: s("gap"),
            min: s("0"),
            max: s("500"),
            unit: "mm",
            value: s("900"),
        },
        T::OutOfRange {
            key: s("text size"),
            min: s("0"),
            max: s("200"),
            unit: "points",
            value: s("0"),
        },
        T::UnknownTheme {
            name: s("neon"),
            names: s("screen, print, blue"),
        },
        T::Coords(s("above")),
        T::WidthNotPositive(s("-3")),
        T::WidthTooLarge {
            width: s("90"),
            cell_width: s("80"),
            cell_height: s("70"),
            max: s("60"),
        },
        T::NoRoom,
        T::Choice {
            key: s("numbering"),
            value: s("move"),
            choices: s("puzzle, game"),
        },
    ] {
        add(format!("{k:?}"), k.message());
    }
    {
        use fenlingo::input::SolutionErrorKind as S;
        for k in [
            S::NotMate,
            S::MarkedNotMate,
            S::MateCount { said: 2, found: 3 },
        ] {
            add(format!("{k:?}"), k.message("Rd8"));
        }
    }
    add(
        "PngError".into(),
        fenlingo::render::png::PngError(s("image too large")).message(),
    );
    out
}

/// The ids of a message and of the messages in its arguments.
fn message_ids(m: &Message, out: &mut Vec<String>) {
    out.push(m.id.to_string());
    for (_, a) in &m.args {
        if let MessageArg::Message(inner) = a {
            message_ids(inner, out);
        }
    }
}

#[test]
fn every_error_kind_has_a_message_in_en_es_ru() {
    let kinds = every_kind();
    assert!(kinds.len() > 90, "{} kinds", kinds.len());
    let en_src = all_sources("en");
    for tag in ["en", "es", "ru"] {
        let loc = Localizer::new(tag);
        for (what, m) in &kinds {
            let mut ids = Vec::new();
            message_ids(m, &mut ids);
            for id in &ids {
                assert!(loc.has_own(id), "{tag} lacks {id} (for {what})");
            }
            // Every argument given is used by the English message.
            if tag == "en" {
                let b = body(&en_src, &m.id).unwrap();
                for (name, _) in &m.args {
                    assert!(
                        b.contains(&format!("${name}")),
                        "{} does not use ${name}",
                        m.id
                    );
                }
            }
            let text = loc.message(m);
            assert!(
                !text.is_empty() && text != m.id,
                "{tag}: {what} gives {text:?}"
            );
        }
    }
    // The English messages of template and table errors are the ones the
    // errors have always shown.
    let e = fenlingo::sheet::Template::from_toml(
        "[page]\nsize = \"B99\"\n[grid]\ncolumns = 2\nrows = 3\n",
        "t.toml",
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "t.toml:2: unknown page size 'B99' (A3, A4, A5, Letter, Legal or WIDTHxHEIGHT in mm)"
    );
    assert_eq!(Localizer::new("en").localize(&e), e.to_string());
    assert!(
        Localizer::new("es")
            .localize(&e)
            .starts_with("t.toml:2: tamaño de página desconocido")
    );
}

/// Keys are used when the code names them (a string literal) or builds
/// them from a kind's name (fields, repairs, flags, pieces, move repairs).
/// The page's words (`web-*`) are named by the page's sources in `web/`.
#[test]
fn no_key_in_any_ftl_file_is_unused() {
    let mut literals = BTreeSet::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stack = vec![root.join("src"), root.join("web")];
    while let Some(dir) = stack.pop() {
        // A packaged crate has no `web/`.
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                if !["node_modules", "dist", "target"].contains(&name) {
                    stack.push(path);
                }
                continue;
            }
            let src = std::fs::read_to_string(&path).unwrap();
            for (i, part) in src.split('"').enumerate() {
                if i % 2 == 1
                    && !part.is_empty()
                    && part
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    literals.insert(part.to_owned());
                }
            }
        }
    }
    literals.extend(dynamic_keys());
    // The help of the diagram, sheet and moves commands is looked up by
    // the names of their arguments: used when it shows in `--help`.
    let en = Localizer::new("en");
    for cmd in ["diagram", "sheet", "moves"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_fenlingo"))
            .args(["--lang", "en", cmd, "--help"])
            .output()
            .unwrap();
        let help = String::from_utf8_lossy(&out.stdout).replace('\n', " ");
        let help: String = help.split_whitespace().collect::<Vec<_>>().join(" ");
        for id in ids(&all_sources("en")) {
            if id == format!("help-{cmd}") || id.starts_with(&format!("help-{cmd}-")) {
                let text = en.text(&id, &[]);
                // The start of it: clap drops what looks like its own
                // placeholders (`{n}`).
                let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
                let start: String = text.chars().take(30).collect();
                if help.contains(&start) {
                    literals.insert(id);
                }
            }
        }
    }
    let mut unused = Vec::new();
    for l in i18n::available() {
        for (path, src) in i18n::sources(&l) {
            for id in ids(src) {
                if !literals.contains(&id) {
                    unused.push(format!("{path}: {id}"));
                }
            }
        }
    }
    assert!(unused.is_empty(), "unused keys: {unused:#?}");
}

#[test]
fn every_key_the_code_uses_exists_in_en_es_ru() {
    let calls = calls_in_code();
    assert!(calls.len() > 40, "found only {} calls", calls.len());
    let mut keys: BTreeSet<String> = calls.iter().map(|(k, _)| k.clone()).collect();
    keys.extend(dynamic_keys());
    let en = ids(&all_sources("en"));
    for k in &keys {
        assert!(en.contains(k), "en lacks {k}");
    }
    for tag in ["es", "ru"] {
        let have = ids(&all_sources(tag));
        for k in &en {
            assert!(have.contains(k), "{tag} lacks {k}");
        }
    }
}

#[test]
fn every_argument_passed_is_used_by_en() {
    let en = all_sources("en");
    for (key, args) in calls_in_code() {
        let Some(b) = body(&en, &key) else {
            panic!("en lacks {key}")
        };
        for a in args {
            assert!(
                b.contains(&format!("${a}")),
                "en message {key} does not use ${a}"
            );
        }
    }
}

#[test]
fn localized_errors_match_the_english_display() {
    let en = Localizer::new("en");
    for input in [
        "8/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/7/8 w - - 0 1",
        "8/8/8/8/8/8/8/ppppppppp w - - 0 1",
        "8/8/8/8/8/8/8/7X w - - 0 1",
        "8/8/8/8/8/8/8/70 w - - 0 1",
        "8/8/8/8/8/8/8/8 x - - 0 1",
        "8/8/8/8/8/8/8/8 w KX - 0 1",
        "8/8/8/8/8/8/8/8 w KQB - 0 1",
        "8/8/8/8/8/8/8/8 w - e9 0 1",
        "8/8/8/8/8/8/8/8 w - e4 0 1",
        "8/8/8/8/8/8/8/8 w - - -3 1",
        "8/8/8/8/8/8/8/8 w - - 0 99999999999",
        "8/8/8/8/8/8/8/8 w - - 0 1 x",
        "8/8/8/8/8/8/8/8 w - - id \"x",
        "",
    ] {
        let e = fen::read(input).unwrap_err();
        assert_eq!(en.fen_error(&e), e.message(), "{input}");
    }
    let strict = fen::ReadOptions {
        mode: fen::Mode::Strict,
        ..Default::default()
    };
    let e = fen::read_with("8/8/8/8/8/8/8/8 w - -", strict).unwrap_err();
    assert_eq!(en.fen_error(&e), e.message());
}

#[test]
fn fallback_per_message() {
    // es-MX falls to es, a key missing in es falls to en.
    let mx = Localizer::new("es-MX");
    assert_eq!(mx.language().to_string(), "es");
    assert_eq!(mx.text("caption-white-to-move", &[]), "Juegan las blancas");
    let it = Localizer::new("it");
    assert!(!it.has_own("err-empty"));
    assert_eq!(it.text("err-empty", &[]), "empty position");
    assert_eq!(Localizer::new("xx-YY").language().to_string(), "en");
    assert_eq!(Localizer::new("%%%").language().to_string(), "en");
}

#[test]
fn captions() {
    assert_eq!(
        Localizer::new("es").text("caption-black-to-move", &[]),
        "Juegan las negras"
    );
    assert_eq!(
        Localizer::new("ru").text("caption-white-to-move", &[]),
        "Ход белых"
    );
    assert_eq!(
        Localizer::new("ru").text("caption-black-to-move", &[]),
        "Ход чёрных"
    );
    assert_eq!(
        Localizer::new("en").text("caption-mate-in", &[("n", 2.into())]),
        "Mate in 2"
    );
    let with_captions = i18n::available()
        .into_iter()
        .filter(|l| {
            let loc = Localizer::new(&l.to_string());
            loc.has_own("caption-white-to-move") && loc.has_own("side-white")
        })
        .count();
    assert!(with_captions >= 30, "{with_captions} locales with captions");
}

#[test]
fn plural_forms() {
    let ns = [1, 2, 5, 11, 21, 22, 25, 101, 111];
    let mate = |tag: &str| -> Vec<String> {
        let loc = Localizer::new(tag);
        ns.iter()
            .map(|n| loc.text("caption-mate-in", &[("n", (*n).into())]))
            .collect()
    };
    assert_eq!(
        mate("ru"),
        [
            "Мат в 1 ход",
            "Мат в 2 хода",
            "Мат в 5 ходов",
            "Мат в 11 ходов",
            "Мат в 21 ход",
            "Мат в 22 хода",
            "Мат в 25 ходов",
            "Мат в 101 ход",
            "Мат в 111 ходов"
        ]
    );
    let uk = mate("uk");
    let uk_words: Vec<&str> = uk.iter().map(|s| s.rsplit(' ').next().unwrap()).collect();
    assert_eq!(
        uk_words,
        [
            "хід",
            "ходи",
            "ходів",
            "ходів",
            "хід",
            "ходи",
            "ходів",
            "хід",
            "ходів"
        ]
    );
    let pl = mate("pl");
    let pl_words: Vec<&str> = pl.iter().map(|s| s.rsplit(' ').next().unwrap()).collect();
    assert_eq!(
        pl_words,
        [
            "ruchu", "ruchach", "ruchach", "ruchach", "ruchach", "ruchach", "ruchach", "ruchach",
            "ruchach"
        ]
    );
    let cs = mate("cs");
    let cs_words: Vec<&str> = cs.iter().map(|s| s.rsplit(' ').next().unwrap()).collect();
    assert_eq!(
        cs_words,
        [
            "tah", "tahy", "tahů", "tahů", "tahů", "tahů", "tahů", "tahů", "tahů"
        ]
    );
    // Plural-correct messages of the tool itself.
    let ru = Localizer::new("ru");
    assert_eq!(
        ru.text("languages-sources", &[("count", 2.into())]),
        "2 источника"
    );
    assert_eq!(
        ru.text("languages-sources", &[("count", 11.into())]),
        "11 источников"
    );
    let _ = Color::White;
}
