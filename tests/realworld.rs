//! Real text from public pages in many languages (tests/realworld/snippets.toml,
//! each with its source address and the reading computed with python-chess),
//! read the way every command reads: with auto-detection and with the
//! snippet's table. Wrong results are counted apart from refusals, and
//! there must be none.

use fenlingo::input::{
    GameReadError, InputFormat, Letters, Reader, ReaderOptions, Record, RecordError, read_position,
};
use fenlingo::movetext::compare;
use fenlingo::{Notation, Position};
use serde::Deserialize;

#[derive(Deserialize)]
struct File {
    snippet: Vec<Snippet>,
}

#[derive(Deserialize)]
struct Snippet {
    id: String,
    lang: String,
    source: String,
    kind: String,
    notation: String,
    habits: Vec<String>,
    text: String,
    start: Option<String>,
    san: Option<Vec<String>>,
    fen: String,
    expect: Option<String>,
    why: Option<String>,
    /// `refuse`: auto-detection must refuse what the given table reads.
    auto: Option<String>,
    auto_why: Option<String>,
}

#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    Right,
    Refused(String),
    Wrong(String),
}

fn same_position(got: &Position, want: &str) -> Result<(), String> {
    let want: Position = want
        .parse()
        .map_err(|e| format!("bad expected FEN: {e:?}"))?;
    let d = compare(got, &want);
    if d.is_empty() {
        Ok(())
    } else {
        Err(format!("{got} vs {want}: {d:?}"))
    }
}

fn moves(s: &Snippet, letters: &Letters<'_>) -> Outcome {
    let start = s.start.as_deref().map(|f| f.parse::<Position>().unwrap());
    let mut opts = ReaderOptions {
        format: InputFormat::Pgn,
        ..ReaderOptions::default()
    };
    opts.game.record = true;
    opts.game.start = start.as_ref();
    opts.game.style = Some(fenlingo::movetext::Style::Pasted);
    let mut r = Reader::new(
        std::io::Cursor::new(s.text.clone().into_bytes()),
        letters,
        opts,
    );
    let mut sans: Vec<String> = Vec::new();
    let mut end = start.unwrap_or_else(Position::standard);
    let mut refused = None;
    while let Some(rec) = r.next_record().unwrap() {
        match rec {
            Ok(Record::Game { read, .. }) => {
                sans.extend(read.replay.moves.iter().map(|(m, _)| m.to_string()));
                end = read.replay.end;
                if let Some(e) = &read.replay.error {
                    refused = Some(format!("{}", e.error));
                    break;
                }
            }
            Ok(_) => unreachable!(),
            Err(RecordError::Game {
                error: GameReadError::Ambiguous { readings, .. },
                ..
            }) => {
                let names: Vec<String> = readings
                    .iter()
                    .map(|r| {
                        let ids: Vec<&str> = r.notations.iter().map(|n| n.id()).collect();
                        let m: Vec<String> =
                            r.mainline.iter().take(8).map(|m| m.to_string()).collect();
                        format!("[{}: {}]", ids.join(","), m.join(" "))
                    })
                    .collect();
                refused = Some(format!("ambiguous {}", names.join(" vs ")));
                break;
            }
            Err(RecordError::Game { error, .. }) => {
                refused = Some(format!("{error:?}").chars().take(300).collect());
                break;
            }
            Err(e) => {
                refused = Some(format!("{e:?}"));
                break;
            }
        }
    }
    let want = s.san.clone().unwrap_or_default();
    // Whatever was played must be the expected moves, in order.
    let prefix = sans.len() <= want.len() && want[..sans.len()] == sans[..];
    if !prefix {
        return Outcome::Wrong(format!("played {sans:?}, expected {want:?}"));
    }
    if let Some(why) = refused {
        return Outcome::Refused(why);
    }
    if sans.len() != want.len() {
        return Outcome::Wrong(format!("played {} of {} moves", sans.len(), want.len()));
    }
    match same_position(&end, &s.fen) {
        Ok(()) => Outcome::Right,
        Err(e) => Outcome::Wrong(e),
    }
}

fn position(s: &Snippet, letters: &Letters<'_>) -> Outcome {
    let text = s.text.trim();
    match read_position(
        text,
        letters,
        fenlingo::fen::Mode::Lenient,
        fenlingo::fen::Format::Auto,
    ) {
        Err(e) => Outcome::Refused(format!("{e:?}").chars().take(200).collect()),
        Ok(r) => match same_position(&r.parsed.position, &s.fen) {
            Ok(()) => Outcome::Right,
            Err(e) => Outcome::Wrong(e),
        },
    }
}

#[test]
fn real_text_from_public_pages() {
    let file: File = toml::from_str(include_str!("realworld/snippets.toml")).unwrap();
    let snippets = file.snippet;
    assert!(snippets.len() >= 60);
    let mut langs: Vec<&str> = snippets.iter().map(|s| s.lang.as_str()).collect();
    langs.sort_unstable();
    langs.dedup();
    assert!(langs.len() >= 12, "{langs:?}");
    // Every habit of real text the reader must know is in the evidence.
    for habit in [
        "long-dash",
        "dash-between-moves",
        "castling-zero",
        "punctuation",
        "number-forms",
        "rankless-pawn-capture",
        "capture-colon",
        "capture-times",
        "captured-piece-named",
        "lookalike-letters",
        "greek-files",
        "hebrew-files",
        "lowercase-piece",
        "annotation",
        "promotion",
        "comment-braces",
        "prose-parentheses",
        "brackets-variation",
        "position",
        "glued-prose",
        "script-punctuation",
        "spaced-move",
        "spaced-castling",
    ] {
        assert!(
            snippets.iter().any(|s| s.habits.iter().any(|h| h == habit)),
            "no snippet shows {habit}"
        );
    }
    let auto = Letters::auto();
    let mut report = String::new();
    let (mut wrong, mut refused_ok, mut accepted_bad) = (0, 0, 0);
    for s in &snippets {
        assert!(s.source.starts_with("http"), "{}", s.id);
        let table = Notation::builtin(&s.notation)
            .unwrap_or_else(|| panic!("{}: no table {}", s.id, s.notation));
        let given = Letters::Table(table);
        for (how, letters) in [("auto", &auto), ("given", &given)] {
            let refuse = s.expect.as_deref() == Some("refuse")
                || (how == "auto" && s.auto.as_deref() == Some("refuse"));
            let why = s.why.as_deref().or(s.auto_why.as_deref()).unwrap_or("");
            let outcome = match s.kind.as_str() {
                "moves" => moves(s, letters),
                "position" => position(s, letters),
                other => panic!("{}: kind {other}", s.id),
            };
            match (&outcome, refuse) {
                (Outcome::Wrong(why), _) => {
                    wrong += 1;
                    report.push_str(&format!("WRONG   {how:5} {}: {why}\n", s.id));
                }
                (Outcome::Refused(why), false) => {
                    refused_ok += 1;
                    report.push_str(&format!("REFUSED {how:5} {}: {why}\n", s.id));
                }
                (Outcome::Right, true) => {
                    accepted_bad += 1;
                    report.push_str(&format!(
                        "ACCEPTED {how:5} {} (expected a refusal: {})\n",
                        s.id, why
                    ));
                }
                _ => {}
            }
        }
    }
    let total = snippets.len() * 2;
    eprintln!(
        "{} snippets in {} languages, read twice (auto, given table): {total} readings, {wrong} wrong, {refused_ok} refused though readable, {accepted_bad} accepted though questionable\n{report}",
        snippets.len(),
        langs.len()
    );
    assert_eq!(wrong, 0, "{report}");
    assert_eq!(refused_ok, 0, "{report}");
}
