//! One diagnostic for every face: what is wrong with a record, where,
//! and what to do, made once in the library in the user's language and
//! rendered by each face — the command line's `NAME:LINE:COL: error:` text
//! with its caret excerpt, JSON, the page's problem list, the filters'
//! warnings. The input's non-printing characters are escaped where the
//! message and the excerpt are made (the `Localizer` and the excerpt),
//! so no face can show them raw.

use super::report::{fen_error_note, reading_name, reading_names};
use super::{GameReadError, ItemError, LineError, PositionError, RecordError};
use crate::fen::FenError;
use crate::i18n::Localizer;
use crate::movetext::{GameReading, ReplayError};
use crate::notation::Reading;
use serde::Serialize;

/// How bad it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The record gives nothing.
    Error,
    /// Something was repaired or is doubtful.
    Warning,
    /// Something worth knowing.
    Note,
}

impl Severity {
    /// The message id of its label (`error`, `warning`, `note`).
    pub fn id(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// A problem of the input, localized and placed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// How bad.
    pub severity: Severity,
    /// The input's name (`book.fen`, `<stdin>`, `<arg>`).
    pub source: String,
    /// Its line (1-based), when known.
    pub line: Option<usize>,
    /// Its column (1-based, in characters), when known.
    pub column: Option<usize>,
    /// What kind of problem, in kebab-case (`invalid-piece`, `ambiguous`).
    pub kind: String,
    /// The message, in the user's language.
    pub message: String,
    /// The line with a caret under the problem, when there is one.
    pub excerpt: Option<String>,
    /// The readings that compete (an ambiguous line or text).
    pub readings: Vec<String>,
    /// Notes: what to do, similar letters.
    pub notes: Vec<String>,
}

impl Diagnostic {
    fn new(source: &str, kind: &str, message: String) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            source: source.to_owned(),
            line: None,
            column: None,
            kind: kind.to_owned(),
            message,
            excerpt: None,
            readings: Vec::new(),
            notes: Vec::new(),
        }
    }

    fn at(mut self, line: usize, column: Option<usize>) -> Diagnostic {
        self.line = Some(line);
        self.column = column;
        self
    }

    /// A FEN error with its excerpt and its note.
    pub fn of_fen(loc: &Localizer, source: &str, e: &FenError) -> Diagnostic {
        let mut d = Diagnostic::new(source, e.kind().name(), loc.fen_error(e))
            .at(e.line(), Some(e.column()));
        d.excerpt = Some(e.excerpt());
        d.notes.extend(fen_error_note(loc, e));
        d
    }

    /// A line that several tables read as different positions.
    fn of_readings(loc: &Localizer, source: &str, line: usize, rs: &[Reading<'_>]) -> Diagnostic {
        let mut d =
            Diagnostic::new(source, "ambiguous", loc.text("detect-ambiguous", &[])).at(line, None);
        d.readings = rs
            .iter()
            .enumerate()
            .map(|(i, r)| {
                loc.text(
                    "detect-candidate",
                    &[
                        ("rank", (i + 1).into()),
                        ("name", reading_name(loc, &r.notations).into()),
                        ("id", reading_names(&r.notations).into()),
                        ("fen", super::standard_text(&r.parsed, r.notation()).into()),
                    ],
                )
            })
            .collect();
        d
    }

    /// Move text that several tables play as different games.
    fn of_games(loc: &Localizer, source: &str, line: usize, rs: &[GameReading<'_>]) -> Diagnostic {
        let mut d = Diagnostic::new(source, "ambiguous", loc.text("move-ambiguous-reading", &[]))
            .at(line, None);
        d.readings = rs
            .iter()
            .map(|r| {
                let moves: Vec<String> =
                    r.mainline.iter().take(12).map(|s| s.to_string()).collect();
                let more = if r.mainline.len() > 12 { " …" } else { "" };
                let names = format!(
                    "{} ({})",
                    reading_name(loc, &r.notations),
                    reading_names(&r.notations)
                );
                loc.text(
                    "move-reading",
                    &[
                        ("names", names.into()),
                        ("moves", format!("{}{more}", moves.join(" ")).into()),
                    ],
                )
            })
            .collect();
        d.notes.push(loc.text("move-choose", &[]));
        d
    }

    /// The diagnostic of a record that could not be read.
    pub fn of_record(loc: &Localizer, source: &str, e: &RecordError<'_>) -> Diagnostic {
        let too_long = |head: &str, line: usize| {
            FenError::line_too_long(head, super::MAX_LINE).with_line(line)
        };
        match e {
            RecordError::Line { line, error } => match error {
                LineError::TooLong(head) => Diagnostic::of_fen(loc, source, &too_long(head, *line)),
                LineError::InvalidUtf8(bytes, at) => Diagnostic::of_fen(
                    loc,
                    source,
                    &FenError::invalid_utf8(bytes, *at).with_line(*line),
                ),
            },
            RecordError::Position { line, error, .. }
            | RecordError::Game {
                error: GameReadError::Start { line, error },
                ..
            } => match error {
                PositionError::Fen(f) => {
                    Diagnostic::of_fen(loc, source, &f.clone().with_line(*line))
                }
                PositionError::Ambiguous(r) => Diagnostic::of_readings(loc, source, *line, r),
            },
            RecordError::Item { line, error } => Diagnostic::of_item(loc, source, *line, error),
            RecordError::Game { error, .. } => Diagnostic::of_game(loc, source, error),
            RecordError::Format { line, found } => {
                let format = if *found == super::InputFormat::Csv {
                    "csv"
                } else {
                    "pgn"
                };
                Diagnostic::new(
                    source,
                    "not-positions",
                    loc.text("input-not-positions", &[("format", format.into())]),
                )
                .at(*line, None)
            }
        }
    }

    /// The diagnostic of a game that could not be read.
    fn of_game(loc: &Localizer, source: &str, e: &GameReadError<'_>) -> Diagnostic {
        match e {
            GameReadError::Broken { line, head } => Diagnostic::of_fen(
                loc,
                source,
                &FenError::line_too_long(head, super::MAX_LINE).with_line(*line),
            ),
            GameReadError::Start { line, error } => match error {
                PositionError::Fen(f) => {
                    Diagnostic::of_fen(loc, source, &f.clone().with_line(*line))
                }
                PositionError::Ambiguous(r) => Diagnostic::of_readings(loc, source, *line, r),
            },
            GameReadError::Text { at, error } => {
                Diagnostic::new(source, "move-text", loc.localize(&error.kind)).at(at.0, Some(at.1))
            }
            GameReadError::Ambiguous { line, readings } => {
                Diagnostic::of_games(loc, source, *line, readings)
            }
            GameReadError::NoMoves { line } => {
                Diagnostic::new(source, "no-moves", loc.text("game-no-moves", &[])).at(*line, None)
            }
            GameReadError::PositionOnly { line } => {
                Diagnostic::new(source, "position-only", loc.text("game-position-only", &[]))
                    .at(*line, None)
            }
        }
    }

    /// The diagnostic of a record that gave no item (a bad move, `ply`
    /// past the end); `line` is the record's.
    pub fn of_item(loc: &Localizer, source: &str, line: usize, e: &ItemError) -> Diagnostic {
        match e {
            ItemError::Move {
                line: l,
                column,
                error,
            } => Diagnostic::new(source, "move", loc.move_error(error)).at(*l, Some(*column)),
            ItemError::MissingColumn { line: l, name } => Diagnostic::new(
                source,
                "csv-missing-column",
                loc.text("csv-missing-column", &[("name", (*name).into())]),
            )
            .at(*l, Some(1)),
            ItemError::Solution {
                line: l,
                column,
                error,
            } => Diagnostic::new(source, "solution", loc.localize(error)).at(*l, Some(*column)),
            ItemError::BadMate {
                line: l,
                column,
                text,
            } => Diagnostic::new(
                source,
                "bad-mate",
                loc.text(
                    "diagram-bad-mate",
                    &[
                        ("n", text.clone().into()),
                        ("min", crate::MATES.start().to_string().into()),
                        ("max", crate::MATES.end().to_string().into()),
                    ],
                ),
            )
            .at(*l, Some(*column)),
            ItemError::PlyPastEnd { ply, length } => Diagnostic::new(
                source,
                "ply-past-end",
                loc.text(
                    "diagram-ply-past-end",
                    &[("ply", (*ply).into()), ("length", (*length).into())],
                ),
            )
            .at(line, None),
        }
    }

    /// A move of a game's mainline (or of a variation) that could not be
    /// played, at `(line, column)`: `move N (side): reason`, whole in one
    /// language (the side's name and the reason come from the language that
    /// has the message).
    ///
    /// ```
    /// use fenlingo::input::{read_game, Diagnostic, GameOptions, Letters};
    /// use fenlingo::i18n::Localizer;
    /// use fenlingo::movetext::Form;
    /// let opts = GameOptions { start: None, style: None, to: fenlingo::Notation::standard(), form: Form::Standard, record: false };
    /// let g = read_game("1. e4 e5 2. Ke3", 1, &Letters::auto(), opts).unwrap();
    /// let e = g.replay.error.as_ref().unwrap();
    /// let d = Diagnostic::of_replay(&Localizer::new("en"), "<arg>", g.line_col(e.offset), e);
    /// assert_eq!((d.line, d.column, d.kind.as_str()), (Some(1), Some(13), "move"));
    /// assert!(d.message.starts_with("move 2 (White): "), "{}", d.message);
    /// ```
    pub fn of_replay(
        loc: &Localizer,
        source: &str,
        (line, column): (usize, usize),
        e: &ReplayError,
    ) -> Diagnostic {
        use crate::i18n::{Localize, Message};
        let side = match e.color {
            crate::Color::White => "side-white",
            crate::Color::Black => "side-black",
        };
        let m = Message::new("move-error")
            .with("number", usize::try_from(e.number).unwrap_or(usize::MAX))
            .with("side", Message::new(side))
            .with("reason", e.error.message());
        Diagnostic::new(source, "move", loc.message(&m)).at(line, Some(column))
    }

    /// The diagnostic as the command line prints it: `NAME:LINE:COL:
    /// error: message`, the caret excerpt, the readings, the notes.
    ///
    /// ```
    /// use fenlingo::input::{Diagnostic, Letters, Reader, ReaderOptions};
    /// use fenlingo::i18n::Localizer;
    /// let auto = Letters::auto();
    /// let mut r = Reader::new(&b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"[..], &auto, ReaderOptions::default());
    /// let e = r.next_record().unwrap().unwrap().unwrap_err();
    /// let d = Diagnostic::of_record(&Localizer::new("en"), "x.fen", &e);
    /// assert_eq!((d.line, d.column, d.kind.as_str()), (Some(1), Some(43), "invalid-piece"));
    /// assert!(d.render(&Localizer::new("en")).starts_with("x.fen:1:43: error: invalid piece letter 'X'"));
    /// ```
    pub fn render(&self, loc: &Localizer) -> String {
        let mut out = self.source.clone();
        if let Some(l) = self.line {
            out.push_str(&format!(":{l}"));
            if let Some(c) = self.column {
                out.push_str(&format!(":{c}"));
            }
        }
        out.push_str(&format!(
            ": {}: {}",
            loc.text(self.severity.id(), &[]),
            self.message
        ));
        if let Some(x) = &self.excerpt {
            out.push('\n');
            out.push_str(x);
        }
        for r in &self.readings {
            out.push_str(&format!("\n  {r}"));
        }
        let note = loc.text("note", &[]);
        for n in &self.notes {
            out.push_str(&format!("\n  = {note}: {n}"));
        }
        out
    }
}
