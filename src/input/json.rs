//! The JSON of the text commands, one shape for every face: the command
//! line's `translate --json` and `moves --json` print these objects, and
//! the image service answers `/translate` and `/moves` with them. Every
//! field and kind is described in `docs/json.md`.
//!
//! ```
//! use fenlingo::input::{json, Letters, Reader, ReaderOptions, Record};
//! use fenlingo::fen::WriteOptions;
//! let loc = fenlingo::i18n::Localizer::new("en");
//! let auto = Letters::auto();
//! let mut r = Reader::new(&b"r5tt/8/8/8/8/8/8/1R6 n - - 0 1"[..], &auto, ReaderOptions::default());
//! let Some(Ok(rec)) = r.next_record().unwrap() else { panic!() };
//! let v = json::translated(&loc, "<arg>", &rec, WriteOptions::default()).unwrap();
//! assert_eq!(v["output"], "k5rr/8/8/8/8/8/8/1K6 b - - 0 1");
//! assert_eq!(v["from"], "es");
//! ```

use super::report::record_error as record_text;
use super::{GameRead, LineError, PositionError, Record, RecordError};
use crate::fen::{self, FenError, Parsed, WriteOptions};
use crate::i18n::Localizer;
use serde_json::{Value, json};

/// A FEN error: kind, message, field, span and column.
pub fn fen_error(loc: &Localizer, e: &FenError) -> Value {
    json!({
        "kind": e.kind().name(),
        "message": loc.fen_error(e),
        "field": e.field().map(|f| f.name()),
        "span": [e.span().start, e.span().end],
        "column": e.column(),
    })
}

/// The error object of a record that could not be read.
pub fn record_error(loc: &Localizer, e: &RecordError<'_>) -> Value {
    match e {
        RecordError::Position {
            error: PositionError::Fen(f),
            ..
        } => fen_error(loc, f),
        RecordError::Position {
            error: PositionError::Ambiguous(r),
            ..
        } => json!({
            "kind": "ambiguous",
            "message": loc.text("detect-ambiguous", &[]),
            "readings": r.iter().map(|r| json!({
                "tables": r.notations.iter().map(|t| t.id()).collect::<Vec<_>>(),
                "fen": fen::write(&r.parsed, WriteOptions::default()),
            })).collect::<Vec<_>>(),
        }),
        // A line that is not text is a FEN error of its own kind, with
        // its place.
        RecordError::Line { line, error } => fen_error(
            loc,
            &match error {
                LineError::TooLong(head) => FenError::line_too_long(head, super::MAX_LINE),
                LineError::InvalidUtf8(bytes, at) => FenError::invalid_utf8(bytes, *at),
            }
            .with_line(*line),
        ),
        // A game: the diagnostic's kind, message and place.
        RecordError::Game { .. } => {
            let d = super::Diagnostic::of_record(loc, "", e);
            json!({"kind": d.kind, "message": d.message, "line": d.line, "column": d.column,
                   "readings": d.readings})
        }
        RecordError::Format { .. } => json!({"kind": "unreadable",
            "message": super::Diagnostic::of_record(loc, "", e).message}),
        other => json!({"kind": "unreadable", "message": record_text(loc, "", other)}),
    }
}

/// The `input` of a record that could not be read: its text, the line
/// decoded with U+FFFD for what is not UTF-8, or `null` for a line too
/// long to repeat.
pub fn record_input(e: &RecordError<'_>) -> Option<String> {
    match e {
        RecordError::Position { text, .. } => Some(text.clone()),
        RecordError::Line {
            error: LineError::InvalidUtf8(bytes, _),
            ..
        } => Some(String::from_utf8_lossy(bytes).into_owned()),
        _ => None,
    }
}

/// The repairs lenient reading made to a position line.
pub fn repairs(loc: &Localizer, p: &Parsed) -> Value {
    p.repairs
        .iter()
        .map(|r| {
            json!({
                "kind": r.kind.name(),
                "field": r.field.map(|f| f.name()),
                "span": [r.span.start, r.span.end],
                "before": r.before,
                "after": r.after,
                "message": loc.repair(r),
            })
        })
        .collect()
}

/// The `translate --json` object of a position line that was read; `None`
/// for a record of another kind.
pub fn translated(
    loc: &Localizer,
    source: &str,
    rec: &Record<'_>,
    wopts: WriteOptions<'_>,
) -> Option<Value> {
    let Record::Position {
        line, text, read, ..
    } = rec
    else {
        return None;
    };
    let mut output = String::with_capacity(text.len() + 8);
    read.write(text, wopts, &mut output);
    Some(json!({
        "source": source, "line": line, "input": text, "ok": true, "output": output,
        "from": read.notations[0].id(),
        "readings": read.notations.iter().map(|t| t.id()).collect::<Vec<_>>(),
        "confidence": read.confidence,
        "repairs": repairs(loc, &read.parsed),
    }))
}

/// The object of a line or game that could not be read (`translate
/// --json`, `moves --json`).
pub fn failed(loc: &Localizer, source: &str, e: &RecordError<'_>) -> Value {
    json!({"source": source, "line": e.line(), "input": record_input(e), "ok": false,
           "errors": [record_error(loc, e)]})
}

/// The `moves --json` object of a game that was read: the move text
/// written in the target table, the final position (or `null` when a
/// move failed), the tables that read it, its repairs and its error.
pub fn game(loc: &Localizer, source: &str, line: usize, g: &GameRead<'_>) -> Value {
    let r = &g.replay;
    let error = |e: &crate::movetext::ReplayError| {
        let (line, column) = g.line_col(e.offset);
        let side = if e.color == crate::Color::White {
            "white"
        } else {
            "black"
        };
        json!({
            "kind": "bad-move", "move": e.error.text, "number": e.number, "side": side,
            "message": loc.message(&super::report::move_error_message(e.number, e.color, &e.error)),
            "line": line, "column": column,
        })
    };
    let repairs: Vec<Value> = r
        .repairs
        .iter()
        .map(|m| {
            let (line, column) = g.line_col(m.span.start);
            json!({
                "kind": m.kind.name(), "before": m.before, "span": [m.span.start, m.span.end],
                "line": line, "column": column, "message": loc.move_repair(m),
            })
        })
        .collect();
    json!({
        "source": source, "line": line, "input": g.pgn.moves.trim_end(), "ok": r.error.is_none(),
        "output": match &r.error {
            Some(e) => r.text_as_read(&super::report::stop_note(loc, e)).into_owned(),
            None => r.text.clone(),
        },
        "fen": r.error.is_none().then(|| r.end.to_string()),
        "plies": r.plies,
        "from": g.notation().id(),
        "readings": g.notations.iter().map(|t| t.id()).collect::<Vec<_>>(),
        "errors": r.error.iter().map(error).collect::<Vec<_>>(),
        "variation-errors": r.variation_errors.iter().map(error).collect::<Vec<_>>(),
        "repairs": repairs,
    })
}
