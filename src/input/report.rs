//! Reports of records that could not be read, in the reader's language:
//! `NAME:LINE:COLUMN: error: message`, with the caret excerpt of a FEN
//! error and the competing readings of an ambiguous line. Shared by the
//! command-line tool and the document filters (`figure`).

use super::{GameReadError, ItemError, LineError, PositionError, RecordError};
use crate::Notation;
use crate::fen::{FenError, FenErrorKind};
use crate::i18n::Localizer;
use crate::movetext::GameReading;
use crate::notation::Reading;

/// The note under a FEN error, when there is one: for a letter no piece
/// has, the tables that have it.
pub fn fen_error_note(loc: &Localizer, e: &FenError) -> Option<String> {
    let FenErrorKind::InvalidPiece { token, .. } = e.kind() else {
        return None;
    };
    let tables = Notation::tables_with_token(token);
    let token = crate::text::clip(token, crate::text::TOKEN_CHARS).into_owned();
    Some(if tables.is_empty() {
        loc.text("no-similar-tokens", &[("token", token.clone().into())])
    } else {
        loc.text(
            "similar-tokens",
            &[
                ("token", token.clone().into()),
                ("tables", tables.join(", ").into()),
            ],
        )
    })
}

/// `FILE:LINE:COLUMN: error: message` and the caret excerpt.
pub fn fen_error(loc: &Localizer, name: &str, e: &FenError) -> String {
    let extra = fen_error_note(loc, e)
        .map(|note| format!("\n  = {}: {note}", loc.text("note", &[])))
        .unwrap_or_default();
    format!(
        "{name}:{}:{}: {}: {}\n{}{extra}",
        e.line(),
        e.column(),
        loc.text("error", &[]),
        loc.fen_error(e),
        e.excerpt()
    )
}

/// A table's language as a reader of messages in `loc`'s language knows
/// it: the English name in English, else the language's own name
/// (`español`, `Русский`), which needs no translation table.
pub fn table_name(loc: &Localizer, n: &Notation) -> String {
    match n.native_name() {
        Some(native) if loc.language().language.as_str() != "en" => native.to_owned(),
        _ => n.name().to_owned(),
    }
}

/// The name of a reading's language: the language of messages when it is
/// one of the reading's tables (a Spanish reader is told `español`, not
/// `italiano`, for letters both share), else the preferred table's.
pub fn reading_name(loc: &Localizer, notations: &[&Notation]) -> String {
    let lang = loc.language().language.as_str();
    let table = notations
        .iter()
        .find(|n| n.tag().language.as_str() == lang)
        .or(notations.first());
    table.map_or_else(String::new, |n| table_name(loc, n))
}

/// The ids of the tables of a reading: `es, gl`.
pub fn reading_names(notations: &[&Notation]) -> String {
    notations
        .iter()
        .map(|n| n.id())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The competing readings of a position, one per line.
pub fn ambiguity(loc: &Localizer, readings: &[Reading<'_>]) -> String {
    let mut msg = loc.text("detect-ambiguous", &[]);
    for (i, r) in readings.iter().enumerate() {
        msg.push_str(&format!(
            "\n  {}",
            loc.text(
                "detect-candidate",
                &[
                    ("rank", (i + 1).into()),
                    ("name", reading_name(loc, &r.notations).into()),
                    ("id", reading_names(&r.notations).into()),
                    ("fen", super::standard_text(&r.parsed, r.notation()).into()),
                ]
            )
        ));
    }
    msg
}

/// The competing readings of move text.
pub fn game_ambiguity(loc: &Localizer, readings: &[GameReading<'_>]) -> String {
    let mut msg = loc.text("move-ambiguous-reading", &[]);
    for r in readings {
        let moves: Vec<String> = r.mainline.iter().take(12).map(|s| s.to_string()).collect();
        let more = if r.mainline.len() > 12 { " …" } else { "" };
        msg.push_str(&format!(
            "\n  {}",
            loc.text(
                "move-reading",
                &[
                    (
                        "names",
                        format!(
                            "{} ({})",
                            reading_name(loc, &r.notations),
                            reading_names(&r.notations)
                        )
                        .into()
                    ),
                    ("moves", format!("{}{more}", moves.join(" ")).into()),
                ]
            )
        ));
    }
    msg.push_str(&format!(
        "\n  = {}: {}",
        loc.text("note", &[]),
        loc.text("move-choose", &[])
    ));
    msg
}

/// The report of a record that could not be read.
pub fn record_error(loc: &Localizer, name: &str, e: &RecordError<'_>) -> String {
    let err = loc.text("error", &[]);
    match e {
        RecordError::Line { line, error } => match error {
            LineError::TooLong(head) => fen_error(
                loc,
                name,
                &FenError::line_too_long(head, crate::input::MAX_LINE).with_line(*line),
            ),
            LineError::InvalidUtf8(bytes, at) => fen_error(
                loc,
                name,
                &FenError::invalid_utf8(bytes, *at).with_line(*line),
            ),
        },
        RecordError::Position { line, error, .. } => match error {
            PositionError::Fen(f) => fen_error(loc, name, &f.clone().with_line(*line)),
            PositionError::Ambiguous(r) => format!("{name}:{line}: {err}: {}", ambiguity(loc, r)),
        },
        RecordError::Item { line, error } => item_error(loc, name, *line, error),
        RecordError::Game { line, error } => match error {
            GameReadError::Broken { line, head } => fen_error(
                loc,
                name,
                &FenError::line_too_long(head, crate::input::MAX_LINE).with_line(*line),
            ),
            GameReadError::Start { line, error } => match error {
                PositionError::Fen(f) => fen_error(loc, name, &f.clone().with_line(*line)),
                PositionError::Ambiguous(r) => {
                    format!("{name}:{line}: {err}: {}", ambiguity(loc, r))
                }
            },
            GameReadError::Text { at, error } => format!(
                "{name}:{}:{}: {err}: {}",
                at.0,
                at.1,
                loc.localize(&error.kind)
            ),
            GameReadError::Ambiguous { line: l, readings } => {
                let _ = line;
                format!("{name}:{l}: {err}: {}", game_ambiguity(loc, readings))
            }
            GameReadError::NoMoves { line: l } => {
                format!("{name}:{l}: {err}: {}", loc.text("game-no-moves", &[]))
            }
            GameReadError::PositionOnly { line: l } => {
                format!("{name}:{l}: {err}: {}", loc.text("game-position-only", &[]))
            }
        },
    }
}

/// The report of a record that gave no item (a bad move, `ply` past the end).
pub fn item_error(loc: &Localizer, name: &str, line: usize, e: &ItemError) -> String {
    let err = loc.text("error", &[]);
    match e {
        ItemError::Move {
            line: l,
            column,
            error,
        } => format!("{name}:{l}:{column}: {err}: {}", loc.move_error(error)),
        ItemError::MissingColumn { line: l, name: col } => format!(
            "{name}:{l}:1: {err}: {}",
            loc.text("csv-missing-column", &[("name", (*col).into())])
        ),
        ItemError::Solution {
            line: l,
            column,
            error,
        } => format!("{name}:{l}:{column}: {err}: {}", loc.localize(error)),
        ItemError::BadMate {
            line: l,
            column,
            text,
        } => format!(
            "{name}:{l}:{column}: {err}: {}",
            loc.text(
                "diagram-bad-mate",
                &[
                    ("n", text.clone().into()),
                    ("min", crate::MATES.start().to_string().into()),
                    ("max", crate::MATES.end().to_string().into()),
                ]
            )
        ),
        ItemError::PlyPastEnd { ply, length } => format!(
            "{name}:{line}: {err}: {}",
            loc.text(
                "diagram-ply-past-end",
                &[("ply", (*ply).into()), ("length", (*length).into())]
            )
        ),
    }
}
