//! What an input is when no extension says (standard input, a file named
//! `games` or `book.txt`): told by its first line that is not blank and
//! not a comment. PGN shows a tag (`[Event "…"]`), a move number or a
//! `{comment}`; the lichess puzzle CSV its header (`PuzzleId,FEN,Moves,…`)
//! or a row whose second field is a position; FEN and EPD a placement.
//! Anything else is move text. The reader asks here, so every face tells
//! an input the same way.

use super::item::{CsvColumns, InputFormat, csv_fields};
use super::text::{TextKind, kind_of};

/// What one line says about the input it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Evidence {
    /// Nothing: a blank line, a `#`, `;` or `%` comment.
    Nothing,
    /// The input is surely of this format.
    Sure(InputFormat),
    /// Neither a position nor a mark of PGN or CSV: move text, or a
    /// position line too broken to tell.
    Unknown,
}

/// Whether `line` is a PGN tag: `[Name "`.
fn is_tag(line: &str) -> bool {
    let Some(rest) = line.strip_prefix('[') else {
        return false;
    };
    let name = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    name > 0
        && rest[name..].trim_start().starts_with('"')
        && rest[name..].starts_with(char::is_whitespace)
}

/// Whether `line` starts with a move number (`1.`, `12...`, `3…`): digits
/// and a dot or an ellipsis, in a word that is no placement.
fn starts_with_move_number(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && !word.contains('/') && word[digits..].starts_with(['.', '…'])
}

/// Whether `line` is a row of the lichess CSV without its header: an id,
/// then a position, then moves.
fn is_csv_row(line: &str) -> bool {
    if !line.contains(',') {
        return false;
    }
    let fields = csv_fields(line);
    fields.len() >= 3
        && !fields[0].0.trim().is_empty()
        && kind_of(&fields[1].0) == TextKind::Position
        && !fields[1].0.trim().starts_with('[')
}

/// What `line` says about its input.
pub(crate) fn evidence(line: &str) -> Evidence {
    let t = line.trim_start_matches('\u{feff}').trim();
    if t.is_empty() || t.starts_with(['#', ';', '%']) {
        return Evidence::Nothing;
    }
    if CsvColumns::from_header(t).is_some() {
        return Evidence::Sure(InputFormat::Csv);
    }
    if is_tag(t) || t.starts_with('{') || starts_with_move_number(t) {
        return Evidence::Sure(InputFormat::Pgn);
    }
    if is_csv_row(t) {
        return Evidence::Sure(InputFormat::Csv);
    }
    if kind_of(t) == TextKind::Position {
        return Evidence::Sure(InputFormat::Fen);
    }
    Evidence::Unknown
}

/// The format a text is read in when none is given: the one its first
/// line that is not blank nor a comment shows, else move text (read as
/// [`InputFormat::Pgn`]); position lines are read as [`InputFormat::Fen`],
/// which reads EPD lines too. An empty text is position lines.
///
/// ```
/// use fenlingo::input::{sniff_format, InputFormat};
/// assert_eq!(sniff_format("\n[Event \"Casual\"]\n[Site \"?\"]\n\n1. e4 e5 *\n"), InputFormat::Pgn);
/// assert_eq!(sniff_format("12. Cf3 Cc6 13. Ab5"), InputFormat::Pgn);
/// assert_eq!(sniff_format("PuzzleId,FEN,Moves,Rating\n00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6,1760"), InputFormat::Csv);
/// assert_eq!(sniff_format("# puzzles\n8/8/8/8/8/8/8/K1k5 w - - bm Kb2;"), InputFormat::Fen);
/// assert_eq!(sniff_format("e4 e5 Cf3 Cc6"), InputFormat::Pgn);
/// ```
pub fn sniff_format(text: &str) -> InputFormat {
    for line in text.lines() {
        match evidence(line) {
            Evidence::Nothing => continue,
            Evidence::Sure(f) => return f,
            Evidence::Unknown => return InputFormat::Pgn,
        }
    }
    InputFormat::Fen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_what_they_say() {
        let sure = |f| Evidence::Sure(f);
        for (line, said) in [
            ("", Evidence::Nothing),
            ("   ", Evidence::Nothing),
            ("# a comment", Evidence::Nothing),
            ("; a PGN comment line", Evidence::Nothing),
            ("[Event \"F/S Return Match\"]", sure(InputFormat::Pgn)),
            (
                "[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]",
                sure(InputFormat::Pgn),
            ),
            ("1.e4 e5", sure(InputFormat::Pgn)),
            ("21... Nf3", sure(InputFormat::Pgn)),
            ("{Notes by the editor} 1. d4", sure(InputFormat::Pgn)),
            ("\u{feff}PuzzleId,FEN,Moves,Rating", sure(InputFormat::Csv)),
            (
                "00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7,1913",
                sure(InputFormat::Csv),
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                sure(InputFormat::Fen),
            ),
            ("[8/8/8/8/8/8/8/K1k5 w - - 0 1]", sure(InputFormat::Fen)),
            (
                "8/8/8/8/8/8/8/K1k5 w - - 0 1 ; Mate, in two",
                sure(InputFormat::Fen),
            ),
            ("e4 e5 Nf3", Evidence::Unknown),
            ("[3...Cf6] e4", Evidence::Unknown),
            ("1/2-1/2", Evidence::Unknown),
        ] {
            assert_eq!(evidence(line), said, "{line:?}");
        }
    }
}
