//! Reports of records that could not be read, in the reader's language:
//! `NAME:LINE:COLUMN: error: message`, with the caret excerpt of a FEN
//! error and the competing readings of an ambiguous line. Shared by the
//! command-line tool and the document filters (`figure`).

use super::{ItemError, RecordError};
use crate::Notation;
use crate::fen::{FenError, FenErrorKind};
use crate::i18n::Localizer;

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
    super::Diagnostic::of_fen(loc, name, e).render(loc)
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

/// The report of a record that could not be read: its [`Diagnostic`] as
/// the command line prints it.
///
/// [`Diagnostic`]: super::Diagnostic
pub fn record_error(loc: &Localizer, name: &str, e: &RecordError<'_>) -> String {
    super::Diagnostic::of_record(loc, name, e).render(loc)
}

/// The report of a record that gave no item (a bad move, `ply` past the
/// end): its [`Diagnostic`](super::Diagnostic) as the command line prints it.
pub fn item_error(loc: &Localizer, name: &str, line: usize, e: &ItemError) -> String {
    super::Diagnostic::of_item(loc, name, line, e).render(loc)
}
