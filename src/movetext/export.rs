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
fn wrap(text: &str, out: &mut String) {
    let start = out.len();
    out.reserve(text.len() + text.len() / 70);
    let mut line_len = 0usize;
    // The text copied as it stands, not yet written: atoms one space
    // apart in the text that go one space apart on the same line.
    let mut same: Option<(usize, usize)> = None;
    // Writes one atom (a byte range; `hard`: it ends its line).
    let ascii = text.is_ascii();
    let mut put = |(a, b, hard): (usize, usize, bool), out: &mut String| {
        // The atom's width in characters.
        let w = if ascii {
            b - a
        } else {
            text[a..b].chars().count()
        };
        let mut sep = None;
        if line_len > 0 {
            if line_len + 1 + w > 79 {
                sep = Some('\n');
                line_len = 0;
            } else {
                sep = Some(' ');
                line_len += 1;
            }
        }
        match same.as_mut() {
            Some((_, end))
                if sep == Some(' ') && *end + 1 == a && text.as_bytes()[*end] == b' ' =>
            {
                *end = b;
            }
            _ => {
                if let Some((x, y)) = same.take() {
                    out.push_str(&text[x..y]);
                }
                out.extend(sep);
                same = Some((a, b));
            }
        }
        line_len += w;
        if hard {
            if let Some((x, y)) = same.take() {
                out.push_str(&text[x..y]);
            }
            out.push('\n');
            line_len = 0;
        }
    };
    // Atoms: a comment whole, or a word; a move number joins the next
    // atom, so the atom last read is written only when the next one
    // does not join it.
    let mut last: Option<(usize, usize, bool)> = None;
    let mut at = 0;
    let mut glue = false;
    let bytes = text.as_bytes();
    while at < bytes.len() {
        if bytes[at] == b' ' {
            at += 1;
            continue;
        }
        let rest = &bytes[at..];
        let (end, hard) = match rest[0] {
            b'{' => (
                memchr::memchr(b'}', rest).map_or(rest.len(), |i| i + 1),
                false,
            ),
            b';' => (memchr::memchr(b'\n', rest).unwrap_or(rest.len()), true),
            _ => match rest.iter().position(|&c| c == b' ' || c == b'\n') {
                Some(i) => (i, rest[i] == b'\n'),
                None => (rest.len(), false),
            },
        };
        let atom = &rest[..end];
        match last.as_mut() {
            Some(l) if glue => {
                l.1 = at + end;
                l.2 = hard;
            }
            _ => {
                if let Some(l) = last.replace((at, at + end, hard)) {
                    put(l, out);
                }
            }
        }
        glue = atom.last() == Some(&b'.') && atom.first().is_some_and(u8::is_ascii_digit);
        at += end;
        if hard {
            at += 1;
        }
    }
    if let Some(l) = last {
        put(l, out);
    }
    if let Some((x, y)) = same {
        out.push_str(&text[x..y]);
    }
    let end = start + out[start..].trim_end().len();
    out.truncate(end);
}

/// One game in PGN export form: tags, a blank line, the move text. With
/// `final_fen`, a game replayed to its end gets its final FEN as a
/// comment before the result, unless its text already ends with that
/// very comment; a game stopped by an error is written up to its last
/// move read (the words after it were not checked), ended by its result
/// or `*` ([`export_pgn_noted`] says why it stops).
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
    export(tags, r, final_fen, None)
}

/// [`export_pgn`], a game stopped by an error followed by `note` (why it
/// stops, in the reader's language) as a comment before its result.
///
/// ```
/// use fenlingo::movetext::{export_pgn_noted, read_and_replay, Form, Style};
/// use fenlingo::{Notation, Position};
/// let en = Notation::standard();
/// let r = read_and_replay("1. e4 e5 2. Nf3 Nc6 3. Nf3 a6 1-0", Style::Pgn, en, &Position::standard(), en, Form::Standard, false).unwrap();
/// let pgn = export_pgn_noted(&[], &r, false, "stopped at move 3");
/// assert!(pgn.ends_with("\n\n1. e4 e5 2. Nf3 Nc6 {stopped at move 3} 1-0"), "{pgn}");
/// ```
pub fn export_pgn_noted(tags: &[String], r: &Replay, final_fen: bool, note: &str) -> String {
    export(tags, r, final_fen, Some(note))
}

fn export(tags: &[String], r: &Replay, final_fen: bool, note: Option<&str>) -> String {
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
    let text = &r.text;
    let ended = match &r.checked {
        None if r.error.is_none() => {
            let body = match text.strip_suffix(result) {
                Some(body) if r.result.is_some() => body.trim_end(),
                _ => text.trim_end(),
            };
            let comment = if final_fen {
                let fen_comment = format!("{{FEN {}}}", r.end);
                if body.ends_with(&fen_comment) {
                    String::new()
                } else {
                    format!(" {fen_comment}")
                }
            } else {
                String::new()
            };
            [body, &comment, " ", result].concat()
        }
        checked => {
            let body = checked.as_deref().unwrap_or(text);
            let note = note
                .map(|n| format!(" {}", brace_comment(n)))
                .unwrap_or_default();
            [body, &note, " ", result].concat()
        }
    };
    wrap(ended.trim(), &mut out);
    out
}

/// `text` as a PGN comment: in braces, a `}` inside it (which would end
/// the comment) written as `)`.
fn brace_comment(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")"))
}

impl Replay {
    /// The move text as read: `text`, or for a game stopped by an error,
    /// the text up to its last move read and `note` (why it stops, in
    /// the reader's language) as a comment; the words after the move that
    /// failed are left out, never written as if they had been read.
    ///
    /// ```
    /// use fenlingo::movetext::{read_and_replay, Form, Style};
    /// use fenlingo::{Notation, Position};
    /// let es = Notation::builtin("es").unwrap();
    /// let r = read_and_replay("1. e4 e5 2. Cf3 Cc6 3. Cf3 a6", Style::Pasted, es, &Position::standard(), Notation::standard(), Form::Standard, false).unwrap();
    /// assert_eq!(r.text_as_read("no knight can reach f3"), "1. e4 e5 2. Nf3 Nc6 {no knight can reach f3}");
    /// ```
    pub fn text_as_read(&self, note: &str) -> std::borrow::Cow<'_, str> {
        match &self.checked {
            None => std::borrow::Cow::Borrowed(&self.text),
            Some(t) if t.is_empty() => brace_comment(note).into(),
            Some(t) => format!("{t} {}", brace_comment(note)).into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::wrap;

    /// The wrapping as first written: every atom gathered in a list, then
    /// written.
    fn wrap_listed(text: &str) -> String {
        let mut atoms: Vec<(usize, usize, bool)> = Vec::new();
        let mut at = 0;
        let mut glue = false;
        while at < text.len() {
            if text.as_bytes()[at] == b' ' {
                at += 1;
                continue;
            }
            let rest = &text[at..];
            let (end, hard) = if rest.starts_with('{') {
                (rest.find('}').map_or(rest.len(), |i| i + 1), false)
            } else if rest.starts_with(';') {
                (rest.find('\n').unwrap_or(rest.len()), true)
            } else {
                match rest.find([' ', '\n']) {
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
            at += end + usize::from(hard);
        }
        let mut out = String::new();
        let mut line_len = 0;
        for (a, b, hard) in atoms {
            let atom = &text[a..b];
            let w = atom.chars().count();
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

    /// Wrapping as the text goes gives what wrapping a list of atoms gave:
    /// words, move numbers (glued to what follows, across a line end too),
    /// comments of both kinds, long words, letters beyond ASCII.
    #[test]
    fn wrapping_as_the_text_goes_keeps_the_lines() {
        let pieces = [
            "12.",
            "12...",
            "e4",
            "Nxf7+",
            "{a comment}",
            "{a\nlong one}",
            "; to the end\n",
            "Кf3",
            "1-0",
            "  ",
            "\n",
            "exd8=Q#",
            "{unclosed",
            "; last",
            "0.",
            "x".repeat(90).leak(),
        ];
        let mut seed = 7u64;
        let mut long = 0;
        for _ in 0..3000 {
            let mut text = String::new();
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let n = (seed >> 40) % 60;
            for _ in 0..n {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                text.push_str(pieces[(seed >> 33) as usize % pieces.len()]);
                if (seed >> 20) % 3 > 0 {
                    text.push(' ');
                }
            }
            let mut out = String::from("[Tags]\n");
            wrap(&text, &mut out);
            assert_eq!(out, format!("[Tags]\n{}", wrap_listed(&text)), "{text:?}");
            long += usize::from(out.lines().count() > 3);
        }
        assert!(long > 1000, "{long}");
    }
}
