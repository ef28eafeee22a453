//! Text helpers shared by messages and documents: template fields filled
//! in one pass, characters XML cannot hold, and non-printing characters
//! made visible.

use std::borrow::Cow;
use std::ops::Range;

/// Fills `{name}` fields of a template in one pass: a field's value is
/// never read as a template itself, and braces that name no field stay as
/// they are.
///
/// ```
/// use fenlingo::text::fill;
/// assert_eq!(fill("{n}. {label}", &[("n", "3"), ("label", "{n}")]), "3. {n}");
/// assert_eq!(fill("{page} {other}", &[("page", "1")]), "1 {other}");
/// ```
pub fn fill(pattern: &str, fields: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let field = after.find('}').and_then(|close| {
            let name = &after[..close];
            fields
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (close, *v))
        });
        match field {
            Some((close, value)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether XML 1.0 allows `c` in a document: tab, line feed, carriage
/// return, and everything from U+0020 except U+FFFE and U+FFFF
/// (surrogates are no `char`).
///
/// ```
/// use fenlingo::text::is_xml_char;
/// assert!(is_xml_char('a') && is_xml_char('\n') && is_xml_char('\u{10000}'));
/// assert!(!is_xml_char('\u{1b}') && !is_xml_char('\u{fffe}') && !is_xml_char('\u{ffff}'));
/// ```
pub fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{fffd}' | '\u{10000}'..)
}

/// The characters of `s` that XML forbids, in order.
///
/// ```
/// assert_eq!(fenlingo::text::xml_forbidden("a\u{7}b\u{ffff}"), vec!['\u{7}', '\u{ffff}']);
/// ```
pub fn xml_forbidden(s: &str) -> Vec<char> {
    s.chars().filter(|c| !is_xml_char(*c)).collect()
}

/// Whether `c` is a control character a document cannot carry: C0
/// controls but tab, line feed and carriage return, DEL, C1 controls, and
/// U+FFFE and U+FFFF, which XML forbids too.
///
/// ```
/// use fenlingo::text::is_control;
/// assert!(is_control('\u{1b}') && is_control('\u{85}') && is_control('\u{ffff}'));
/// assert!(!is_control('\n') && !is_control('a') && !is_control('\u{200d}'));
/// ```
pub fn is_control(c: char) -> bool {
    (c.is_control() && !matches!(c, '\t' | '\n' | '\r')) || !is_xml_char(c)
}

/// `s` without its [control characters](is_control), which are added to
/// `removed`.
///
/// ```
/// let mut removed = Vec::new();
/// assert_eq!(fenlingo::text::without_controls("a\u{1b}[31mb", &mut removed), "a[31mb");
/// assert_eq!(removed, vec!['\u{1b}']);
/// ```
pub fn without_controls<'a>(s: &'a str, removed: &mut Vec<char>) -> Cow<'a, str> {
    if !s.chars().any(is_control) {
        return Cow::Borrowed(s);
    }
    removed.extend(s.chars().filter(|c| is_control(*c)));
    Cow::Owned(s.chars().filter(|c| !is_control(*c)).collect())
}

/// Whether `c` does not print: control characters (C0, DEL, C1) and the
/// invisible formatting characters that reorder or hide text (bidi
/// embeddings, overrides and isolates; zero-width joiners are kept, as
/// scripts need them).
fn non_printing(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{61c}'
        )
}

/// Whether `c` cannot be seen: the non-printing characters of
/// [`printable`] (controls, bidi marks and overrides), zero-width spaces
/// and joiners, the word joiner and invisible operators, the byte order
/// mark, the soft hyphen, the combining grapheme joiner, interlinear
/// annotation marks and tag characters.
///
/// ```
/// use fenlingo::text::is_invisible;
/// assert!(is_invisible('\u{200b}') && is_invisible('\u{feff}') && is_invisible('\u{202e}'));
/// assert!(!is_invisible('K') && !is_invisible('ק') && !is_invisible(' '));
/// ```
pub fn is_invisible(c: char) -> bool {
    non_printing(c)
        || matches!(
            c,
            '\u{ad}'
                | '\u{34f}'
                | '\u{180e}'
                | '\u{200b}'..='\u{200d}'
                | '\u{2060}'..='\u{2064}'
                | '\u{206a}'..='\u{206f}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffb}'
                | '\u{e0000}'..='\u{e007f}'
        )
}

/// Makes `s` safe to show on a terminal: every non-printing character
/// (escape sequences included) becomes `\u{…}`, tab `\t`, so text from the
/// input can never drive the terminal. Line feeds are kept only when
/// `keep_newlines`.
///
/// ```
/// use fenlingo::text::printable;
/// assert_eq!(printable("a\u{1b}]0;x\u{7}b", false), "a\\u{1b}]0;x\\u{7}b");
/// assert_eq!(printable("two\nlines", true), "two\nlines");
/// assert_eq!(printable("Кр", false), "Кр");
/// ```
pub fn printable(s: &str, keep_newlines: bool) -> Cow<'_, str> {
    let bad = |c: char| non_printing(c) && !(keep_newlines && c == '\n');
    if !s.chars().any(bad) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if !bad(c) {
            out.push(c);
        } else if c == '\t' {
            out.push_str("\\t");
        } else {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        }
    }
    Cow::Owned(out)
}

/// At most `max` characters of `s`: a longer text keeps its first
/// `max - 1` characters and ends with `…`, so that a token copied from a
/// huge line into a message stays short.
///
/// ```
/// use fenlingo::text::clip;
/// assert_eq!(clip("Kр", 5), "Kр");
/// assert_eq!(clip("abcdefgh", 5), "abcd…");
/// ```
pub fn clip(s: &str, max: usize) -> Cow<'_, str> {
    match s.char_indices().nth(max) {
        None => Cow::Borrowed(s),
        Some(_) => {
            let keep = max.saturating_sub(1);
            let end = s.char_indices().nth(keep).map_or(s.len(), |(i, _)| i);
            Cow::Owned(format!("{}…", &s[..end]))
        }
    }
}

/// How many characters of input text a message quotes at most.
pub const TOKEN_CHARS: usize = 40;

/// How many characters of a line an excerpt shows at most, and how many
/// of them come before the offending column.
const EXCERPT_CHARS: usize = 120;
const EXCERPT_BEFORE: usize = 40;

/// The terminal columns `s` takes: two for a wide character (Chinese,
/// Japanese, Korean), none for a combining mark, one for the rest.
///
/// ```
/// use fenlingo::text::columns;
/// assert_eq!(columns("Nf3"), 3);
/// assert_eq!(columns("日本語"), 6);
/// assert_eq!(columns("e\u{301}"), 1);
/// ```
pub fn columns(s: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(s)
}

/// The part of `input` an excerpt shows, as shown (non-printing
/// characters escaped, tabs as spaces), with the caret column (1-based)
/// and width in that text. A line longer than [`EXCERPT_CHARS`] is cut to
/// a window around `span`, each cut marked `…`.
fn excerpt_window(input: &str, span: &Range<usize>) -> (String, usize, usize) {
    let boundary = |mut at: usize| {
        at = at.min(input.len());
        while !input.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let start = boundary(span.start);
    let end = boundary(span.end).max(start);
    let shown = |c: char| -> String {
        let mut buf = [0u8; 4];
        let t = if c == '\t' {
            " "
        } else {
            c.encode_utf8(&mut buf)
        };
        printable(t, false).into_owned()
    };
    let width = |c: char| columns(&shown(c));
    let fits = input.chars().nth(EXCERPT_CHARS).is_none()
        && input.chars().map(width).sum::<usize>() <= EXCERPT_CHARS;
    // Back from the column up to EXCERPT_BEFORE shown characters, then on
    // up to EXCERPT_CHARS in all.
    let mut from = start;
    let mut used = 0;
    for (i, c) in input[..start].char_indices().rev() {
        if fits || used + width(c) > EXCERPT_BEFORE {
            break;
        }
        used += width(c);
        from = i;
    }
    if fits {
        from = 0;
    }
    let mut text = String::from(if from > 0 { "…" } else { "" });
    let mut col = text.chars().count() + 1;
    let mut carets = 0;
    let mut room = EXCERPT_CHARS;
    for (i, c) in input[from..].char_indices() {
        let w = width(c);
        if w > room {
            text.push('…');
            break;
        }
        room -= w;
        if from + i < start {
            col += w;
        } else if from + i < end {
            carets += w;
        }
        text.push_str(&shown(c));
    }
    (text, col, carets.max(1))
}

/// Line `input` (numbered `line`) with carets under the bytes `span`, as
/// rustc and toml draw it: three lines (gutter, text, carets). Non-printing
/// characters are shown escaped, never sent to the terminal, with the
/// carets under the escaped text; a line longer than about 120 characters
/// is shown as a window around the column, each cut marked `…`.
///
/// ```
/// use fenlingo::text::excerpt;
/// assert_eq!(excerpt("e4 e5 Nf9", 6..9, 3), "  |\n3 | e4 e5 Nf9\n  |       ^^^");
/// let long = format!("{} X {}", "a".repeat(500), "b".repeat(500));
/// let shown = excerpt(&long, 501..502, 1);
/// assert!(shown.lines().nth(1).unwrap().starts_with("1 | …aaa"));
/// assert!(shown.lines().all(|l| l.chars().count() < 130));
/// ```
pub fn excerpt(input: &str, span: Range<usize>, line: usize) -> String {
    let (shown, col, width) = excerpt_window(input, &span);
    let num = line.to_string();
    let pad = " ".repeat(num.len());
    format!(
        "{pad} |\n{num} | {shown}\n{pad} | {}{}",
        " ".repeat(col - 1),
        "^".repeat(width)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_is_one_pass() {
        assert_eq!(
            fill("{title} — {page}", &[("title", "{page}"), ("page", "2")]),
            "{page} — 2"
        );
        assert_eq!(fill("{", &[("n", "1")]), "{");
        assert_eq!(fill("{{n}}", &[("n", "1")]), "{1}");
        assert_eq!(fill("}{n", &[("n", "1")]), "}{n");
        assert_eq!(fill("{ü}{n}", &[("n", "1")]), "{ü}1");
    }

    #[test]
    fn carets_are_as_wide_as_the_text_on_a_terminal() {
        // Each of 日本語 takes two columns; the caret starts under 日.
        let e = excerpt("w - 日本語x", 4..14, 1);
        assert!(
            e.ends_with(&format!("  | {}{}", " ".repeat(4), "^".repeat(7))),
            "{e}"
        );
        // A combining accent takes none.
        let e = excerpt("e\u{301}e\u{301} X", 7..8, 1);
        assert!(e.ends_with(&format!("  | {}^", " ".repeat(3))), "{e}");
    }

    #[test]
    fn printable_escapes_c1_and_bidi() {
        assert_eq!(printable("\u{9b}2J", false), "\\u{9b}2J");
        assert_eq!(printable("a\u{202e}b", false), "a\\u{202e}b");
        assert_eq!(printable("a\nb", false), "a\\u{a}b");
        assert_eq!(printable("a\tb", true), "a\\tb");
    }
}
