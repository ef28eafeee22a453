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

/// A table's language as a reader of messages in `loc`'s language names
/// it, so that a message stays in one language: `checo` in Spanish,
/// `чешский` in Russian, `Czech` in English and in every language whose
/// messages are English (from the `table-<id>` messages, the language
/// names of Unicode CLDR); a table read from a file by its own name.
pub fn table_name(loc: &Localizer, n: &Notation) -> String {
    let key = format!("table-{}", n.id());
    match loc.text(&key, &[]) {
        named if n.is_builtin() && named != key => named,
        _ => n.name().to_owned(),
    }
}

/// Speakers of a language (first and second language), in millions,
/// rounded: the order in which a group of tables sharing letters is
/// named. Source: Wikipedia, "List of languages by total number of
/// speakers" (Ethnologue 2023 figures), and each language's own article
/// for the smaller ones. A language not listed counts as none.
const SPEAKERS: [(&str, u32); 48] = [
    ("en", 1500),
    ("zh", 1140),
    ("hi", 610),
    ("es", 560),
    ("fr", 310),
    ("bn", 270),
    ("pt", 265),
    ("ru", 255),
    ("id", 200),
    ("de", 135),
    ("ja", 125),
    ("tr", 90),
    ("vi", 86),
    ("ko", 82),
    ("fa", 79),
    ("it", 68),
    ("pl", 41),
    ("uk", 39),
    ("nl", 25),
    ("ro", 24),
    ("az", 24),
    ("af", 17),
    ("el", 13),
    ("hu", 13),
    ("sv", 13),
    ("kk", 13),
    ("sr", 12),
    ("cs", 11),
    ("ca", 10),
    ("bg", 8),
    ("sq", 7),
    ("sk", 7),
    ("da", 6),
    ("fi", 6),
    ("hr", 6),
    ("be", 5),
    ("nb", 5),
    ("gsw", 5),
    ("hy", 5),
    ("ka", 4),
    ("gl", 3),
    ("lt", 3),
    ("sl", 2),
    ("lv", 2),
    ("mk", 2),
    ("eo", 2),
    ("et", 1),
    ("eu", 1),
];

fn speakers(n: &Notation) -> u32 {
    let lang = n.tag().language.as_str();
    SPEAKERS
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(0, |(_, s)| *s)
}

/// The tables of a reading, the language with the most speakers first
/// (the order of the table list otherwise kept).
fn by_speakers<'a, 'n>(notations: &'a [&'n Notation]) -> Vec<&'a &'n Notation> {
    let mut v: Vec<&&Notation> = notations.iter().collect();
    v.sort_by_key(|n| std::cmp::Reverse(speakers(n)));
    v
}

/// The name of a reading's language: the language of messages when it is
/// one of the reading's tables (a Spanish reader is told `español`, not
/// `italiano`, for letters both share), else the one of its languages with
/// the most speakers (Spanish letters shared with Italian, Catalan and
/// Galician are named Spanish for an English reader).
///
/// ```
/// use fenlingo::Notation;
/// use fenlingo::i18n::Localizer;
/// use fenlingo::input::report::{reading_name, reading_names};
/// let group: Vec<&Notation> = ["it", "es", "ca", "gl"].iter().map(|t| Notation::builtin(t).unwrap()).collect();
/// assert_eq!(reading_name(&Localizer::new("en"), &group), "Spanish");
/// assert_eq!(reading_name(&Localizer::new("es"), &group), "español");
/// // Catalan captions, English messages: the name in English.
/// assert_eq!(reading_name(&Localizer::new("ca"), &group), "Catalan");
/// assert_eq!(reading_names(&group), "es, it, ca, gl");
/// ```
pub fn reading_name(loc: &Localizer, notations: &[&Notation]) -> String {
    let lang = loc.language().language.as_str();
    let table = notations
        .iter()
        .find(|n| n.tag().language.as_str() == lang)
        .or_else(|| by_speakers(notations).first().copied());
    table.map_or_else(String::new, |n| table_name(loc, n))
}

/// The ids of the tables of a reading, the language with the most
/// speakers first: `es, gl`.
pub fn reading_names(notations: &[&Notation]) -> String {
    by_speakers(notations)
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

/// `move N (side): reason`, whole in one language: the side's name and
/// the reason come from the language that has the message.
pub fn move_error_message(
    number: u32,
    color: crate::Color,
    e: &crate::moves::MoveError,
) -> crate::i18n::Message {
    use crate::i18n::{Localize, Message};
    let side = if color == crate::Color::White {
        "side-white"
    } else {
        "side-black"
    };
    Message::new("move-error")
        .with("number", usize::try_from(number).unwrap_or(usize::MAX))
        .with("side", Message::new(side))
        .with("reason", e.message())
}

/// Why a game stops, as the comment written after its last move read:
/// `fenlingo: move N (side) could not be read, …: reason`, in the
/// reader's language.
///
/// ```
/// use fenlingo::input::{read_game, GameOptions, Letters};
/// use fenlingo::input::report::stop_note;
/// use fenlingo::i18n::Localizer;
/// use fenlingo::movetext::Form;
/// let opts = GameOptions { start: None, style: None, to: fenlingo::Notation::standard(), form: Form::Standard, record: false };
/// let g = read_game("1. e4 e5 2. Ke3 Nc6", 1, &Letters::auto(), opts).unwrap();
/// let note = stop_note(&Localizer::new("en"), g.replay.error.as_ref().unwrap());
/// assert!(note.starts_with("fenlingo: move 2 (White) could not be read"), "{note}");
/// assert_eq!(g.replay.text_as_read(&note), format!("1. e4 e5 {{{note}}}"));
/// ```
pub fn stop_note(loc: &Localizer, e: &crate::movetext::ReplayError) -> String {
    use crate::i18n::{Localize, Message};
    let side = if e.color == crate::Color::White {
        "side-white"
    } else {
        "side-black"
    };
    loc.message(
        &Message::new("move-stopped")
            .with("number", usize::try_from(e.number).unwrap_or(usize::MAX))
            .with("side", Message::new(side))
            .with("reason", e.error.message()),
    )
}
