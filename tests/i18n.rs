//! Localization: every file parses, every key the code uses exists, every
//! argument the code passes is used, plural forms are right.

use fenlingo::fen::{self, Field, RepairKind};
use fenlingo::i18n::{self, Arg, Localize, Localizer, Message, MessageArg};
use fenlingo::san::{MoveRepair, MoveRepairKind};
use fenlingo::{Color, Flags, Role, Square};
use fluent_bundle::FluentResource;
use std::collections::BTreeSet;
use std::path::Path;

/// Arguments that only choose a form: a piece's role by its English key,
/// for languages that inflect the piece's name (Russian «коня», German
/// «keinen Springer»). English names the piece by `$piece` and needs them
/// not.
const GRAMMAR_ARGS: [&str; 3] = ["role", "captured_role", "found_role"];

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
            if path.extension().is_none_or(|e| e != "rs") {
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
        RepairKind::StandardCastling,
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
    keys.extend(
        fenlingo::Notation::builtins()
            .iter()
            .map(|n| format!("table-{}", n.id())),
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
        GluedProse,
        PieceDash,
        FalseCheck,
        FalseMate,
        FalseCapture,
        PawnLetter,
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
        RepairKind::StandardCastling,
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
        F::NoBoard { notation: s("vi") },
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
        N::InvisibleCharacter {
            token: s("K\u{200b}"),
            character: '\u{200b}',
        },
        N::NoLowercase { token: s("ק") },
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
    {
        use fenlingo::movetext::TextErrorKind as X;
        for k in [
            X::UnterminatedComment,
            X::UnterminatedVariation { open: '[' },
            X::UnbalancedClose { close: ')' },
        ] {
            add(format!("{k:?}"), k.message());
        }
    }
    for e in [
        fenlingo::render::SpecError::BadMate(0),
        fenlingo::render::SpecError::BadSize(5.0),
        fenlingo::render::SpecError::UnknownTheme(s("pink")),
    ] {
        add(format!("{e:?}"), e.message());
    }
    {
        use fenlingo::render::pieces::PieceSetError as P;
        for e in [
            P::NotFound(s("Merida")),
            P::Unreadable {
                path: s("set"),
                error: fenlingo::i18n::io_error(&std::io::Error::from(
                    std::io::ErrorKind::PermissionDenied,
                )),
            },
            P::MissingFiles {
                folder: s("set"),
                missing: s("wB.svg"),
            },
            P::BadSvg(s("set/wK.svg")),
            P::BadFont(s("a.ttf")),
            P::NoPieces {
                font: s("a.ttf"),
                missing: s("♘ U+2658"),
            },
            P::Unsupported(s("set")),
        ] {
            add(format!("{e:?}"), e.message());
        }
    }
    {
        use fenlingo::render::{MissingGlyphs, Script};
        for script in [
            Script::Han,
            Script::Kana,
            Script::Hangul,
            Script::Devanagari,
            Script::Bengali,
            Script::Thai,
            Script::Other('\u{1200}'),
        ] {
            let note = MissingGlyphs {
                lang: s("ja"),
                script,
            };
            add(format!("{note:?}"), note.message());
        }
    }
    add(
        "PngError".into(),
        fenlingo::render::png::PngError(s("image too large")).message(),
    );
    {
        use fenlingo::render::{EncodeError, Format};
        for e in [
            EncodeError::PngTooLarge { size: 9000 },
            EncodeError::NotBuilt(Format::Png),
            EncodeError::Failed {
                format: Format::Pdf,
                detail: s("disk full"),
            },
        ] {
            add(format!("{e:?}"), e.message());
        }
    }
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

/// The languages of the interface: messages, help, manual pages, the page.
const INTERFACE: [&str; 10] = ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "uk"];

#[test]
fn every_error_kind_has_a_message_in_every_interface_language() {
    let kinds = every_kind();
    assert!(kinds.len() > 90, "{} kinds", kinds.len());
    let en_src = all_sources("en");
    for tag in INTERFACE {
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
                        GRAMMAR_ARGS.contains(name) || b.contains(&format!("${name}")),
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
    let mut stack = vec![root.join("src"), root.join("web"), root.join("python")];
    while let Some(dir) = stack.pop() {
        // A packaged crate has no `web/`.
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                if ![
                    "node_modules",
                    "dist",
                    "target",
                    "__pycache__",
                    ".pytest_cache",
                ]
                .contains(&name)
                {
                    stack.push(path);
                }
                continue;
            }
            // Binary files (the pieces' font) hold no keys.
            let Ok(src) = std::fs::read_to_string(&path) else {
                continue;
            };
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
    for cmd in ["diagram", "sheet", "moves", "serve"] {
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
fn every_key_the_code_uses_exists_in_en() {
    let calls = calls_in_code();
    assert!(calls.len() > 40, "found only {} calls", calls.len());
    let mut keys: BTreeSet<String> = calls.iter().map(|(k, _)| k.clone()).collect();
    keys.extend(dynamic_keys());
    let en = ids(&all_sources("en"));
    for k in &keys {
        assert!(en.contains(k), "en lacks {k}");
    }
}

/// The interface languages are exactly those with messages of their own,
/// and each has every message and every page word of English, with every
/// argument.
/// Each interface language quotes and elides with its own marks — «…»,
/// „…“, “…”, ‘…’ and the apostrophe ’ — never with the typewriter ',
/// which English alone keeps; and the command line's own quoting of
/// clap's words (`usage-quoted`) is the same as its messages'.
#[test]
fn every_interface_language_quotes_with_its_own_marks() {
    let mut found = Vec::new();
    for tag in INTERFACE.iter().filter(|t| **t != "en") {
        for name in ["fenlingo.ftl", "web.ftl"] {
            let src = file_of(tag, name).unwrap();
            for line in src.lines().filter(|l| !l.starts_with('#')) {
                if line.contains('\'') {
                    found.push(format!("{tag}/{name}: {line}"));
                }
            }
        }
        let loc = Localizer::new(tag);
        let quoted = loc.text("usage-quoted", &[("text", "x".into())]);
        assert_ne!(quoted, "'x'", "{tag}");
        assert_eq!(
            quoted.chars().count(),
            3 + usize::from(*tag == "fr") * 2,
            "{tag}: {quoted}"
        );
    }
    // Captions are printed: their apostrophes are typographic too.
    for tag in i18n::available().iter().map(|l| l.to_string()) {
        let Some(src) = file_of(&tag, "captions.ftl").filter(|_| tag != "en") else {
            continue;
        };
        for line in src.lines().filter(|l| !l.starts_with('#')) {
            if line.contains('\'') {
                found.push(format!("{tag}/captions.ftl: {line}"));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn every_interface_language_is_complete() {
    let with_messages: Vec<String> = i18n::available()
        .iter()
        .map(|l| l.to_string())
        .filter(|t| file_of(t, "fenlingo.ftl").is_some() || file_of(t, "web.ftl").is_some())
        .collect();
    assert_eq!(with_messages, INTERFACE);
    let tags: Vec<String> = INTERFACE.iter().map(|t| (*t).to_owned()).collect();
    let mut gaps = complete("fenlingo.ftl", &tags);
    gaps.extend(complete("web.ftl", &tags));
    assert!(gaps.is_empty(), "{gaps:#?}");
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
                GRAMMAR_ARGS.contains(&a.as_str()) || b.contains(&format!("${a}")),
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
    // Swedish has captions and no messages of its own.
    let sv = Localizer::new("sv");
    assert!(!sv.has_own("err-empty"));
    assert_eq!(sv.text("err-empty", &[]), "empty position");
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

/// Operating-system errors speak the language of messages: a name too
/// long, a socket read as a file, a loop of links, each in Spanish and
/// Russian; a notation table or template that is not UTF-8 names its line
/// and column.
#[cfg(unix)]
#[test]
fn os_errors_are_in_the_language_of_messages() {
    let dir = std::env::temp_dir().join(format!("fenlingo-os-errors-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let run = |args: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_fenlingo"))
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let kings = "8/8/8/8/8/8/8/K6k w - - 0 1";
    let long = dir.join(format!("{}.fen", "a".repeat(300)));
    let long = long.to_str().unwrap();
    let looped = dir.join("loop");
    std::os::unix::fs::symlink("loop", &looped).unwrap();
    let looped = looped.to_str().unwrap();
    let socket = dir.join("sock");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    let socket = socket.to_str().unwrap();
    let cases: [(&[&str], &str, &str); 5] = [
        (
            &["translate", "-i", long],
            "nombre de archivo demasiado largo",
            "слишком длинное имя файла",
        ),
        (
            &["translate", kings, "-o", long],
            "nombre de archivo demasiado largo",
            "слишком длинное имя файла",
        ),
        (
            &["translate", "-i", socket],
            "no existe el dispositivo o la dirección",
            "нет такого устройства или адреса",
        ),
        (
            &["translate", "-i", looped],
            "demasiados niveles de enlaces simbólicos",
            "слишком много уровней символических ссылок",
        ),
        (
            &["translate", kings, "-o", looped],
            "demasiados niveles de enlaces simbólicos",
            "слишком много уровней символических ссылок",
        ),
    ];
    for (args, es, ru) in cases {
        for (lang, want) in [("es", es), ("ru", ru)] {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            let (code, err) = run(&all);
            assert!(matches!(code, Some(1 | 2)), "{args:?}: {err}");
            assert!(err.contains(want), "{lang} {args:?}: {err}");
            assert!(!err.contains("os error"), "{err}");
        }
    }
    // Not UTF-8: the line and column of the first bad byte.
    let template = dir.join("t.toml");
    std::fs::write(
        &template,
        b"title = \"ok\"\n# \xc3\xa9\nsubtitle = \"x\xff\"\n",
    )
    .unwrap();
    let table = dir.join("n.toml");
    std::fs::write(&table, b"tag = \"x\xff\"\n").unwrap();
    let out = dir.join("b.pdf");
    let (code, err) = run(&[
        "--lang",
        "es",
        "sheet",
        kings,
        "--template",
        template.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("no es texto UTF-8 (línea 3, columna 14)"),
        "{err}"
    );
    assert!(!out.exists());
    let (code, err) = run(&[
        "--lang",
        "ru",
        "check",
        "--from",
        table.to_str().unwrap(),
        kings,
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("это не текст UTF-8 (строка 1, столбец 9)"),
        "{err}"
    );
    let (_, err) = run(&["check", "--from", table.to_str().unwrap(), kings]);
    assert!(err.contains("not UTF-8 text (line 1, column 9)"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

fn cli_stderr(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fenlingo"))
        .args(args)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A language with captions but no messages of its own gets messages in
/// English, whole: no Swedish piece or side names inside English text.
#[test]
fn a_message_is_in_one_language() {
    let err = cli_stderr(&["--lang", "sv", "moves", "1. Na3-b5"]);
    assert!(
        err.contains("move 1 (White): 'Na3-b5': a3 is empty; there is no knight on it"),
        "{err}"
    );
    let err = cli_stderr(&["--lang", "sv", "moves", "1. e4 d5 2. Bxd5"]);
    assert!(
        err.contains("move 2 (White): 'Bxd5': no bishop can reach d5"),
        "{err}"
    );
}

/// An empty square is said to be empty, and Russian names a pawn a pawn
/// (not a «фигура») with the case its sentence needs.
#[test]
fn empty_squares_and_inflected_pieces() {
    let err = cli_stderr(&["--lang", "es", "moves", "1. Na3-b5"]);
    assert!(
        err.contains("«Na3-b5»: la casilla a3 está vacía; no hay caballo en ella"),
        "{err}"
    );
    let err = cli_stderr(&["--lang", "ru", "moves", "1. Na3-b5"]);
    assert!(
        err.contains("«Na3-b5»: поле a3 пусто, коня там нет"),
        "{err}"
    );
    let err = cli_stderr(&["--lang", "ru", "moves", "1. e4 d5 2. exd5 Nf6 3. d5xNe6"]);
    assert!(err.contains("ни одна пешка не может пойти на e6"), "{err}");
    assert!(!err.contains("фигур"), "{err}");
    let ru = Localizer::new("ru");
    let takes = fenlingo::moves::MoveError {
        text: "Kxe2".into(),
        kind: fenlingo::moves::MoveErrorKind::NoTakes {
            role: Role::King,
            captured: Role::Pawn,
        },
    };
    assert_eq!(ru.localize(&takes), "«Kxe2»: король не может взять пешку");
    let two = fenlingo::moves::MoveError {
        text: "Nd2".into(),
        kind: fenlingo::moves::MoveErrorKind::Ambiguous {
            role: Role::Knight,
            target: "d2".parse().unwrap(),
            count: 2,
        },
    };
    assert_eq!(ru.localize(&two), "«Nd2»: на d2 могут пойти 2 коня");
}

/// Every printed count takes its plural form.
#[test]
fn counts_take_their_plural_forms() {
    let n = |v: usize| Arg::from(v);
    let ru = Localizer::new("ru");
    let es = Localizer::new("es");
    let sum = |l: &Localizer, t, o, i, x| {
        l.text(
            "summary",
            &[
                ("total", n(t)),
                ("ok", n(o)),
                ("invalid", n(i)),
                ("illegal", n(x)),
            ],
        )
    };
    assert_eq!(
        sum(&ru, 2, 1, 0, 1),
        "2 позиции: 1 верная, 0 с ошибками, 1 нелегальная"
    );
    assert_eq!(
        sum(&ru, 5, 3, 0, 2),
        "5 позиций: 3 верные, 0 с ошибками, 2 нелегальные"
    );
    assert_eq!(
        sum(&es, 2, 1, 0, 1),
        "2 posiciones: 1 válida, 0 no válidas, 1 ilegal"
    );
    let games = |l: &Localizer, c| l.text("diagram-no-game", &[("game", n(3)), ("count", n(c))]);
    assert_eq!(games(&ru, 1), "партии 3 нет; в файле 1 партия");
    assert_eq!(
        games(&es, 2),
        "no hay partida 3; el archivo tiene 2 partidas"
    );
    let ply = |l: &Localizer, c| l.text("diagram-ply-past-end", &[("ply", n(9)), ("length", n(c))]);
    assert_eq!(ply(&ru, 3), "полуход 9 — после конца партии (3 полухода)");
    assert_eq!(
        ply(&es, 1),
        "la media jugada 9 está después del final de la partida (1 media jugada)"
    );
    let short = |l: &Localizer| l.text("err-rank-too-short", &[("rank", n(8)), ("squares", n(1))]);
    assert_eq!(short(&es), "la fila 8 tiene 1 casilla, se esperaban 8");
}

/// The variables a message uses (`$n`), also through the messages it
/// names (`{ caption-mate-in }`) in the same source.
fn variables(src: &str, id: &str, depth: usize) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let Some(b) = body(src, id) else { return out };
    let b = b.split_once('=').map_or(b.as_str(), |(_, v)| v).to_owned();
    for part in b.split('{').skip(1) {
        let inner = part.trim_start();
        if let Some(v) = inner.strip_prefix('$') {
            let name: String = v
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            out.insert(name);
        } else if depth < 4 {
            let name: String = inner
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if !name.is_empty() && name.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
                out.extend(variables(src, &name, depth + 1));
            }
        }
    }
    out
}

/// One file of a language, by name (`captions.ftl`).
fn file_of(tag: &str, name: &str) -> Option<&'static str> {
    i18n::sources(&lang(tag))
        .into_iter()
        .find(|(p, _)| p.ends_with(&format!("/{name}")))
        .map(|(_, s)| s)
}

/// `file` of every language in `tags` has every key of English's, and
/// each message uses every variable English's does.
fn complete(file: &str, tags: &[String]) -> Vec<String> {
    let en = file_of("en", file).unwrap();
    let mut gaps = Vec::new();
    for tag in tags {
        let Some(src) = file_of(tag, file) else {
            gaps.push(format!("{tag}: no {file}"));
            continue;
        };
        for id in ids(en) {
            if body(src, &id).is_none() {
                gaps.push(format!("{tag}/{file}: {id}"));
                continue;
            }
            let want = variables(en, &id, 0);
            let have = variables(src, &id, 0);
            // A piece's name may be given by its role instead, in the
            // inflected form the sentence needs.
            let by_role = |v: &str| match v {
                "piece" => have.contains("role"),
                _ => have.contains(&format!("{v}_role")),
            };
            for v in want.difference(&have).filter(|v| !by_role(v)) {
                gaps.push(format!("{tag}/{file}: {id} does not use ${v}"));
            }
        }
    }
    gaps
}

/// Every caption locale has every caption key (a new key can never be
/// forgotten in one language) with every argument.
#[test]
fn every_caption_locale_has_every_caption_key() {
    let tags: Vec<String> = i18n::available()
        .iter()
        .map(|l| l.to_string())
        .filter(|t| file_of(t, "captions.ftl").is_some())
        .collect();
    assert!(tags.len() >= 49, "{} caption locales", tags.len());
    let gaps = complete("captions.ftl", &tags);
    assert!(gaps.is_empty(), "{gaps:#?}");
}

/// Messages name a table in their own language (CLDR's names), and in
/// English by the table's own English name: one message, one language.
#[test]
fn tables_are_named_in_the_language_of_messages() {
    for n in fenlingo::Notation::builtins() {
        let en = Localizer::new("en").text(&format!("table-{}", n.id()), &[]);
        assert_eq!(en, n.name(), "{}", n.id());
    }
    let cs = fenlingo::Notation::builtin("cs").unwrap();
    for (tag, name) in [
        ("es", "checo"),
        ("fr", "tchèque"),
        ("de", "Tschechisch"),
        ("ru", "чешский"),
        ("uk", "чеська"),
        ("pl", "czeski"),
        ("sv", "Czech"),
    ] {
        let loc = Localizer::new(tag);
        assert_eq!(fenlingo::input::report::table_name(&loc, cs), name, "{tag}");
    }
}

/// The manual's table of languages (`docs/book/src/languages.md`) says
/// what each language has, and the files agree.
#[test]
fn the_manual_table_of_languages_matches_the_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manual = std::fs::read_to_string(root.join("docs/book/src/languages.md")).unwrap();
    let mut seen = 0;
    for line in manual.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let id = cells[1].trim_matches('`');
        let dir = root.join("locales").join(id);
        for (cell, file) in
            cells[3..6]
                .iter()
                .zip(["notation.toml", "captions.ftl", "fenlingo.ftl"])
        {
            let has = *cell == "yes" || (file == "notation.toml" && *cell == "provisional");
            assert_eq!(has, dir.join(file).exists(), "{id}: {file}");
        }
        if let Some(table) = fenlingo::Notation::builtin(id) {
            assert_eq!(cells[3] == "provisional", table.is_provisional(), "{id}");
        }
        seen += 1;
    }
    let dirs = std::fs::read_dir(root.join("locales"))
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().is_dir())
        .count();
    assert_eq!(seen, dirs, "every locale has a row");
}
