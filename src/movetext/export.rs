//! Writing a replayed game as a PGN export: its tags (the Seven Tag
//! Roster when it had none), move text in lines of at most 79 characters,
//! and, when asked, the final position as a `{FEN …}` comment before the
//! result, where every PGN reader keeps it.

use super::Replay;

/// The Seven Tag Roster, written with `?` for a game that has no tags.
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Move text in lines of at most 79 characters, as PGN export asks:
/// broken at spaces, never inside a `{…}` comment nor between a move
/// number and its move; a line that ends in a `;` comment stays ended.
fn wrap(text: &str) -> String {
    // Atoms as byte ranges: a comment whole, or a word; a move number
    // joins the next atom; `hard` marks an atom that ends its line.
    let mut atoms: Vec<(usize, usize, bool)> = Vec::with_capacity(text.len() / 4 + 1);
    let mut at = 0;
    let mut glue = false;
    let bytes = text.as_bytes();
    while at < bytes.len() {
        if bytes[at] == b' ' {
            at += 1;
            continue;
        }
        let rest = &text[at..];
        let (end, hard) = if rest.starts_with('{') {
            (rest.find('}').map_or(rest.len(), |i| i + 1), false)
        } else if rest.starts_with(';') {
            (rest.find('\n').map_or(rest.len(), |i| i), true)
        } else {
            match memchr::memchr2(b' ', b'\n', rest.as_bytes()) {
                Some(i) => (i, rest.as_bytes()[i] == b'\n'),
                None => (rest.len(), false),
            }
        };
        let atom = &rest[..end];
        match atoms.last_mut() {
            Some(last) if glue => {
                last.1 = at + end;
                last.2 = hard;
            }
            _ => atoms.push((at, at + end, hard)),
        }
        glue = atom.ends_with('.') && atom.starts_with(|d: char| d.is_ascii_digit());
        at += end;
        if hard {
            at += 1;
        }
    }
    let mut out = String::with_capacity(text.len() + text.len() / 70);
    let mut line_len = 0usize;
    for (a, b, hard) in atoms {
        let atom = &text[a..b];
        let w = if atom.is_ascii() {
            atom.len()
        } else {
            atom.chars().count()
        };
        if line_len > 0 {
            if line_len + 1 + w > 79 {
                out.push('\n');
                line_len = 0;
            } else {
                out.push(' ');
                line_len += 1;
            }
        }
        out.push_str(atom);
        line_len += w;
        if hard {
            out.push('\n');
            line_len = 0;
        }
    }
    out.trim_end().to_owned()
}

/// One game in PGN export form: tags, a blank line, the move text. With
/// `final_fen`, a game replayed to its end gets its final FEN as a
/// comment before the result, unless its text already ends with that
/// very comment; a game stopped by an error keeps its text as read, ended
/// by `*` when it has no result.
///
/// ```
/// use fenlingo::movetext::{export_pgn, read_and_replay, Form, Style};
/// use fenlingo::{Notation, Position};
/// let es = Notation::builtin("es").unwrap();
/// let r = read_and_replay("1. e4 e5 2. Cf3 1-0", Style::Pgn, es, &Position::standard(), Notation::standard(), Form::Standard, false).unwrap();
/// assert!(export_pgn(&[], &r, false).ends_with("\n\n1. e4 e5 2. Nf3 1-0"));
/// let pgn = export_pgn(&[], &r, true);
/// assert!(pgn.starts_with("[Event \"?\"]\n"));
/// assert!(pgn.ends_with("\n\n1. e4 e5 2. Nf3\n{FEN rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2} 1-0"));
/// ```
pub fn export_pgn(tags: &[String], r: &Replay, final_fen: bool) -> String {
    let result = r.result.unwrap_or("*");
    let mut out = String::with_capacity(r.text.len() + 256);
    if tags.is_empty() {
        for t in ROSTER {
            let v = if t == "Result" { result } else { "?" };
            out.push_str(&format!("[{t} \"{v}\"]\n"));
        }
    } else {
        for t in tags {
            out.push_str(t);
            out.push('\n');
        }
    }
    out.push('\n');
    let mut text = r.text.clone();
    if r.error.is_none() {
        let fen_comment = format!("{{FEN {}}}", r.end);
        let body = match text.strip_suffix(result) {
            Some(body) if r.result.is_some() => body.trim_end(),
            _ => text.trim_end(),
        };
        let comment = if final_fen && !body.ends_with(&fen_comment) {
            format!(" {fen_comment}")
        } else {
            String::new()
        };
        text = format!("{body}{comment} {result}").trim_start().to_owned();
    } else if r.result.is_none() {
        text.push_str(" *");
    }
    out.push_str(&wrap(text.trim()));
    out
}
