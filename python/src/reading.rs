//! Reading texts with the library's one reader: what a text is
//! (`input::kind_of`, `input::split_position`), positions
//! (`input::read_position`, `input::Reader`), games (`input::Reader` over
//! `input::read_game`), and each record turned into what it shows by
//! `Record::item`. Nothing here touches Python, so all of it runs with the
//! GIL released.

use crate::failure::{ARG, Failure, Lang, ReadingData, record_failure};
use fenlingo::fen::{EpMode, Format, Mode, WriteOptions};
use fenlingo::input::{
    Diagnostic, GameRead, InputFormat, Item, Letters, PositionRead, Reader, ReaderOptions, Record,
    RecordError, TextKind, kind_of, read_position, split_caption, split_position,
};
use fenlingo::movetext::{Form, Replay};
use fenlingo::{Notation, Position};
use std::sync::OnceLock;

/// Detection over every built-in table, made once.
fn auto() -> &'static Letters<'static> {
    static AUTO: OnceLock<Letters<'static>> = OnceLock::new();
    AUTO.get_or_init(Letters::auto)
}

/// Calls `f` with the letters of `table` (a table id), or detection
/// when it is `None`.
pub fn with_letters<T>(
    table: Option<&'static Notation>,
    f: impl FnOnce(&Letters<'static>) -> T,
) -> T {
    match table {
        None => f(auto()),
        Some(t) => f(&Letters::Table(t)),
    }
}

/// The table `id` names (`auto` gives `None`: detection): a built-in
/// one, else a table file (`*.toml`, or any file that exists), as
/// `--from` and `--to` take them.
pub fn table(
    lang: &Lang,
    id: &str,
    allow_auto: bool,
) -> Result<Option<&'static Notation>, Failure> {
    if allow_auto && id.trim().eq_ignore_ascii_case("auto") {
        return Ok(None);
    }
    if let Some(t) = Notation::builtin(id.trim()) {
        return Ok(Some(t));
    }
    let path = std::path::Path::new(id);
    if id.ends_with(".toml") || path.is_file() {
        return table_file(lang, path).map(Some);
    }
    let m = lang
        .loc()
        .text("notation-unknown", &[("name", id.to_owned().into())]);
    Err(Failure::value("notation-unknown", m))
}

/// A user's table file, read and checked each time it is named; a table
/// is kept for the life of the process once per distinct text, so that a
/// file named on every call costs its memory once.
fn table_file(lang: &Lang, path: &std::path::Path) -> Result<&'static Notation, Failure> {
    static KEPT: std::sync::Mutex<Vec<(String, &'static Notation)>> =
        std::sync::Mutex::new(Vec::new());
    let loc = lang.loc();
    let name = path.display().to_string();
    let text = fenlingo::output::read_text(path).map_err(|e| {
        let m = loc.text(
            "notation-file",
            &[
                ("path", name.clone().into()),
                ("reason", fenlingo::output::reason(&loc, &e).into()),
            ],
        );
        Failure::value("notation-file", m)
    })?;
    let mut kept = KEPT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((_, t)) = kept.iter().find(|(kept_text, _)| *kept_text == text) {
        return Ok(t);
    }
    let table = Notation::from_toml(&text, &name)
        .map_err(|e| Failure::value("notation-file", loc.localize(&e)))?;
    let table: &'static Notation = Box::leak(Box::new(table));
    kept.push((text, table));
    Ok(table)
}

/// A table that positions are written in: one of move text only has no
/// letters for Black's pieces.
pub fn board_table(lang: &Lang, id: &str) -> Result<&'static Notation, Failure> {
    let t = table(lang, id, false)?.unwrap_or(Notation::standard());
    if !t.has_board() {
        let m = lang
            .loc()
            .text("notation-no-board", &[("name", id.to_owned().into())]);
        return Err(Failure::value("notation-no-board", m));
    }
    Ok(t)
}

/// How a text given whole is read: lines of positions (FEN, EPD, each
/// perhaps with `; caption`), or a game (PGN, pasted move text, a
/// position followed by moves).
pub fn format_of(text: &str) -> InputFormat {
    // The lichess puzzle database, known by its header line.
    let first = text
        .trim_start_matches('\u{feff}')
        .lines()
        .next()
        .unwrap_or("");
    if fenlingo::input::CsvColumns::from_header(first).is_some() {
        return InputFormat::Csv;
    }
    let Some(p) = split_position(text) else {
        return InputFormat::Pgn;
    };
    let rest = &text[p.moves_at..];
    let (line, below) = rest.split_once('\n').unwrap_or((rest, ""));
    let line = line.trim();
    let position_line = line.is_empty() || line.starts_with(';');
    if position_line && (below.trim().is_empty() || kind_of(below) == TextKind::Position) {
        InputFormat::Fen
    } else {
        InputFormat::Pgn
    }
}

/// A fix made while reading a position.
#[derive(Debug, Clone)]
pub struct RepairData {
    pub kind: &'static str,
    pub message: String,
    pub column: usize,
    pub before: String,
    pub after: String,
}

/// One position or game read, and what it shows.
#[derive(Debug, Clone)]
pub struct Shown {
    /// The position with its caption, label, solution and marks.
    pub item: Item,
    /// The table that read it.
    pub notation: String,
    /// The readings: the one used first, then others that also read.
    pub readings: Vec<ReadingData>,
    /// Fixes made while reading a position.
    pub repairs: Vec<RepairData>,
    /// The text in standard notation (FEN, or EPD with its operations);
    /// a game's position in FEN.
    pub standard: String,
}

impl Shown {
    /// A position shown as it is.
    pub fn of(position: Position) -> Shown {
        Shown {
            item: Item::new(position),
            notation: "en".into(),
            readings: Vec::new(),
            repairs: Vec::new(),
            standard: position.to_string(),
        }
    }
}

/// How a text is read: as `format`, every game's positions recorded and
/// its text not written back (what a diagram needs).
fn options(format: InputFormat, mode: Mode) -> ReaderOptions<'static> {
    let mut opts = ReaderOptions {
        format,
        mode,
        ..ReaderOptions::default()
    };
    opts.game.record = true;
    opts.game.form = Form::None;
    opts
}

fn reader<'l>(
    text: &str,
    letters: &'l Letters<'static>,
    opts: ReaderOptions<'static>,
) -> Reader<'l, 'static, 'static> {
    Reader::new(
        std::io::Cursor::new(text.as_bytes().to_vec()),
        letters,
        opts,
    )
}

/// Every record of `text`.
fn records(
    text: &str,
    letters: &Letters<'static>,
    opts: ReaderOptions<'static>,
) -> Vec<Result<Record<'static>, RecordError<'static>>> {
    let mut r = reader(text, letters, opts);
    let mut out = Vec::new();
    // A reader of bytes in memory has no I/O to fail.
    while let Ok(Some(rec)) = r.next_record() {
        out.push(rec);
    }
    out
}

/// The one record a text holds (a second one is an error: one at a time).
fn one_record(
    text: &str,
    letters: &Letters<'static>,
    opts: ReaderOptions<'static>,
    lang: &Lang,
) -> Result<Record<'static>, Failure> {
    let mut all = records(text, letters, opts);
    if all.len() > 1 {
        let m = lang
            .loc()
            .text("text-many-items", &[("count", all.len().into())]);
        return Err(Failure::value("many", m));
    }
    match all.pop() {
        Some(Ok(rec)) => Ok(rec),
        Some(Err(e)) => Err(record_failure(lang, ARG, &e)),
        None => Err(no_moves(lang)),
    }
}

/// Nothing to read: the library's word for a text with no move.
fn no_moves(lang: &Lang) -> Failure {
    let error = fenlingo::input::GameReadError::NoMoves { line: 1 };
    record_failure(lang, ARG, &RecordError::Game { line: 1, error })
}

/// The failure of a game whose mainline stops at a move that does not play.
fn replay_failure(lang: &Lang, source: &str, g: &GameRead<'_>) -> Option<Failure> {
    let e = g.replay.error.as_ref()?;
    let loc = lang.loc();
    let d = Diagnostic::of_replay(&loc, source, g.line_col(e.offset), e);
    Some(Failure::input(&loc, d, Vec::new()))
}

/// The tables of a reading, as ids.
fn ids(notations: &[&Notation]) -> Vec<String> {
    notations.iter().map(|n| n.id().to_owned()).collect()
}

/// The repairs of a position line, in `lang`.
fn repairs(lang: &Lang, line: &str, read: &PositionRead<'_>) -> Vec<RepairData> {
    if read.parsed.repairs.is_empty() {
        return Vec::new();
    }
    let loc = lang.loc();
    read.parsed
        .repairs
        .iter()
        .map(|r| RepairData {
            kind: r.kind.name(),
            message: loc.repair(r),
            column: line[..r.span.start.min(line.len())].chars().count() + 1,
            before: r.before.clone(),
            after: r.after.clone(),
        })
        .collect()
}

/// Reads one position or game (`ply` half-moves into a game, its end
/// when `None`): what it shows, or why not.
pub fn read_one(
    text: &str,
    letters: &Letters<'static>,
    lang: &Lang,
    ply: Option<usize>,
) -> Result<Shown, Failure> {
    let opts = options(format_of(text), Mode::Lenient);
    let rec = one_record(text, letters, opts, lang)?;
    if let Record::Game { read, .. } = &rec {
        if let Some(f) = replay_failure(lang, ARG, read) {
            return Err(f);
        }
    }
    let item = rec.item(ply).map_err(|e| {
        let loc = lang.loc();
        Failure::input(
            &loc,
            Diagnostic::of_item(&loc, ARG, rec.line(), &e),
            Vec::new(),
        )
    })?;
    Ok(match rec {
        Record::Position { text, read, .. } => {
            let mut readings = vec![ReadingData {
                tables: ids(&read.notations),
                fen: Some(fenlingo::input::standard_text(
                    &read.parsed,
                    read.notation(),
                )),
                san: Vec::new(),
            }];
            readings.extend(read.others.iter().map(|r| ReadingData {
                tables: ids(&r.notations),
                fen: Some(fenlingo::input::standard_text(&r.parsed, r.notation())),
                san: Vec::new(),
            }));
            Shown {
                notation: read.notation().id().to_owned(),
                standard: readings[0].fen.clone().unwrap_or_default(),
                repairs: repairs(lang, &text, &read),
                readings,
                item,
            }
        }
        Record::Game { read, .. } => Shown {
            notation: read.notation().id().to_owned(),
            readings: vec![ReadingData {
                tables: ids(&read.notations),
                fen: None,
                san: read.replay.mainline.iter().map(|s| s.to_string()).collect(),
            }],
            repairs: Vec::new(),
            standard: item.position.to_string(),
            item,
        },
        Record::Puzzle { .. } => Shown::of(item.position),
    })
}

/// Every position line of `text` written in `to`'s letters, one line each.
pub fn translate(
    text: &str,
    letters: &Letters<'static>,
    to: &'static Notation,
    mode: Mode,
    lang: &Lang,
) -> Result<String, Failure> {
    let wopts = WriteOptions {
        notation: to,
        ep: EpMode::AsGiven,
    };
    let mut out = String::with_capacity(text.len() + 16);
    let line = text.trim();
    if !line.contains(['\n', '\r']) && !line.starts_with('#') {
        // One line: read as the reader reads each of its lines.
        let (fen, _caption) = split_caption(line);
        return match read_position(fen, letters, mode, Format::Auto) {
            Ok(read) => {
                read.write(fen, wopts, &mut out);
                Ok(out)
            }
            Err(error) => Err(record_failure(
                lang,
                ARG,
                &RecordError::Position {
                    line: 1,
                    text: fen.to_owned(),
                    error,
                },
            )),
        };
    }
    for rec in records(text, letters, options(InputFormat::Fen, mode)) {
        match rec {
            Ok(Record::Position { text, read, .. }) => {
                if !out.is_empty() {
                    out.push('\n');
                }
                read.write(&text, wopts, &mut out);
            }
            Ok(_) => {}
            Err(e) => return Err(record_failure(lang, ARG, &e)),
        }
    }
    Ok(out)
}

/// A game read and replayed.
#[derive(Debug, Clone)]
pub struct GameData {
    pub tags: Vec<String>,
    pub replay: Replay,
    pub start: Position,
    pub notation: String,
    pub to: &'static Notation,
}

/// Reads and replays one game, its moves written in `to`'s letters
/// (`keep_form`: the author's spelling, only the letters changed).
pub fn moves(
    text: &str,
    letters: &Letters<'static>,
    to: &'static Notation,
    keep_form: bool,
    lang: &Lang,
) -> Result<GameData, Failure> {
    let mut opts = options(InputFormat::Pgn, Mode::Lenient);
    opts.game.to = to;
    opts.game.form = if keep_form {
        Form::Keep
    } else {
        Form::Standard
    };
    // A reader of games gives games only.
    let Record::Game { read: g, .. } = one_record(text, letters, opts, lang)? else {
        return Err(no_moves(lang));
    };
    if let Some(f) = replay_failure(lang, ARG, &g) {
        return Err(f);
    }
    Ok(GameData {
        tags: g.pgn.tag_text.clone(),
        notation: g.notation().id().to_owned(),
        start: g.start,
        replay: g.replay,
        to,
    })
}

/// The items of a sheet's text: every position line or game, each
/// through `Record::item`; the first that gives none is the failure.
pub fn items(
    text: &str,
    letters: &Letters<'static>,
    ply: Option<usize>,
    lang: &Lang,
    source: &str,
    mut each: impl FnMut(Item) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let mut r = reader(text, letters, options(format_of(text), Mode::Lenient));
    while let Ok(Some(rec)) = r.next_record() {
        let rec = rec.map_err(|e| record_failure(lang, source, &e))?;
        if let Record::Game { read, .. } = &rec {
            if let Some(f) = replay_failure(lang, source, read) {
                return Err(f);
            }
        }
        let item = rec.item(ply).map_err(|e| {
            let loc = lang.loc();
            Failure::input(
                &loc,
                Diagnostic::of_item(&loc, source, rec.line(), &e),
                Vec::new(),
            )
        })?;
        each(item)?;
    }
    Ok(())
}

/// One move (UCI, or SAN in `from`'s letters) played in `pos`, written in
/// SAN in `to`'s letters.
pub fn one_san(
    pos: &Position,
    mv: &str,
    from: &'static Notation,
    to: &'static Notation,
    lang: &Lang,
) -> Result<String, Failure> {
    use fenlingo::moves::{Game, MoveError, MoveErrorKind, san_error_kind};
    use fenlingo::san::San;
    let fail = |e: MoveError| {
        let loc = lang.loc();
        let d = Diagnostic {
            severity: fenlingo::input::Severity::Error,
            source: ARG.to_owned(),
            line: None,
            column: None,
            kind: "move".to_owned(),
            message: loc.move_error(&e),
            excerpt: None,
            readings: Vec::new(),
            notes: Vec::new(),
        };
        Failure::input(&loc, d, Vec::new())
    };
    let mut g = Game::new(pos).map_err(fail)?;
    let san = match g.play_uci(mv.trim()) {
        Ok(s) => s.parse::<San>().map_err(|_| {
            fail(MoveError {
                text: mv.to_owned(),
                kind: MoveErrorKind::Unreadable,
            })
        })?,
        Err(e) if e.kind != MoveErrorKind::Unreadable => return Err(fail(e)),
        Err(_) => {
            let parsed = San::parse(mv.trim(), from).map_err(|e| {
                fail(MoveError {
                    text: mv.to_owned(),
                    kind: san_error_kind(&e),
                })
            })?;
            g.play(&parsed.san, mv).map_err(fail)?
        }
    };
    Ok(san.written(to))
}
