//! What the page shows, as the script receives it: the detected
//! notation, the problems (each a library diagnostic or a repair in the
//! page's language), the view of a position or a game. Shared by `read`
//! and `game`, which both fill it.

use fenlingo::Notation;
use fenlingo::fen::FenError;
use fenlingo::i18n::Localizer;
use serde::Serialize;

/// One reading offered as a choice.
#[derive(Serialize)]
pub struct Choice {
    /// The table id to read with.
    pub id: String,
    /// The tables' names, as shown.
    pub label: String,
    /// What it gives: the FEN, or the first moves.
    pub gives: String,
}

/// What the notation detection found.
#[derive(Serialize, Default)]
pub struct Detected {
    /// A sentence: "Read as Spanish (es)", or the ambiguity.
    pub text: String,
    /// The table used, if any.
    pub id: Option<String>,
    /// Whether the page must ask which reading is meant.
    pub ambiguous: bool,
    /// The readings to choose between (the one used first).
    pub choices: Vec<Choice>,
}

/// An error with where it is.
#[derive(Serialize)]
pub struct Problem {
    /// The message.
    pub message: String,
    /// Line and column (1-based), when known.
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// The input line with a caret under the problem.
    pub excerpt: Option<String>,
    /// A hint (letters of other tables).
    pub note: Option<String>,
}

/// Everything the page shows for its input.
#[derive(Serialize, Default)]
pub struct View {
    /// `empty`, `position`, `game` or `error`.
    pub kind: &'static str,
    pub detected: Detected,
    /// The standard FEN (of the position, or of the game's end).
    pub standard: String,
    /// The same in the chosen notation.
    pub translated: String,
    pub errors: Vec<Problem>,
    /// Repairs and legality flags, as warnings.
    pub warnings: Vec<Problem>,
    /// Legality flags alone, as short texts.
    pub flags: Vec<String>,
    /// A caption given after `;` or in EPD `c0`.
    pub caption: Option<String>,
    pub game: Option<GameView>,
}

/// A reading's tables as the command line names them: the language in
/// the page's language, then every table's id (`español (es, it)`).
pub fn names(loc: &Localizer, ns: &[&Notation]) -> String {
    use fenlingo::input::report::{reading_name, reading_names};
    format!("{} ({})", reading_name(loc, ns), reading_names(ns))
}

impl Problem {
    /// The page's form of a library diagnostic: its message after the
    /// severity's word, its place and excerpt, its readings and notes as
    /// the note, all in the page's language.
    pub fn of(loc: &Localizer, d: &fenlingo::input::Diagnostic) -> Problem {
        let more: Vec<&str> = d
            .readings
            .iter()
            .chain(&d.notes)
            .map(String::as_str)
            .collect();
        Problem {
            message: format!("{}: {}", loc.text(d.severity.id(), &[]), d.message),
            line: d.line,
            column: d.column,
            excerpt: d.excerpt.clone(),
            note: (!more.is_empty()).then(|| more.join("\n")),
        }
    }
}

pub fn fen_problem(loc: &Localizer, e: &FenError) -> Problem {
    let note = fenlingo::input::report::fen_error_note(loc, e);
    Problem {
        message: loc.fen_error(e),
        line: Some(e.line()),
        column: Some(e.column()),
        excerpt: Some(e.excerpt()),
        note,
    }
}

/// A move of a game, and the position after it.
#[derive(Serialize)]
pub struct Ply {
    /// `12.` or `12...`
    pub number: String,
    /// The move in the chosen notation.
    pub san: String,
    /// The position after it.
    pub fen: String,
    /// The same in the chosen notation.
    pub translated: String,
    /// The move's squares, for the last-move highlight.
    pub from: String,
    pub to: String,
}

/// A game read from move text.
#[derive(Serialize)]
pub struct GameView {
    /// The start position.
    pub start: String,
    /// The same in the chosen notation.
    pub start_translated: String,
    /// Every mainline move played.
    pub plies: Vec<Ply>,
    /// The move text in the chosen notation.
    pub text: String,
}

/// The line of `text` holding byte `start`, with carets under
/// `start..end` (at least one), as the FEN errors show it.
pub fn caret(text: &str, start: usize, end: usize, line_no: usize) -> String {
    let start = floor(text, start.min(text.len()));
    let end = floor(text, end.clamp(start, text.len()));
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    // The library's excerpt: a long line is shown as a window around
    // the column, as on the command line.
    let line = &text[line_start..line_end];
    let span = start - line_start..end.min(line_end) - line_start;
    fenlingo::text::excerpt(line, span, line_no)
}

fn floor(text: &str, mut i: usize) -> usize {
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}
