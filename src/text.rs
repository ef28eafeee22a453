//! Text helpers shared by messages and documents: template fields filled
//! in one pass, characters XML cannot hold, and non-printing characters
//! made visible.

use std::borrow::Cow;

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

/// The most characters of a line an error's excerpt shows (a longer line
/// is cut to a window around the offending text, marked with `…`), and of
/// a token from the input a message quotes.
pub const EXCERPT_WIDTH: usize = 120;

/// `s` cut to its first `max` characters and `…` when it is longer: how a
/// piece of a very long input line is quoted in a message.
///
/// ```
/// assert_eq!(fenlingo::text::clip("abcdef", 3), "abc…");
/// assert_eq!(fenlingo::text::clip("abc", 3), "abc");
/// ```
pub fn clip(s: &str, max: usize) -> Cow<'_, str> {
    match s.char_indices().nth(max) {
        Some((end, _)) => Cow::Owned(format!("{}…", &s[..end])),
        None => Cow::Borrowed(s),
    }
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
    fn printable_escapes_c1_and_bidi() {
        assert_eq!(printable("\u{9b}2J", false), "\\u{9b}2J");
        assert_eq!(printable("a\u{202e}b", false), "a\\u{202e}b");
        assert_eq!(printable("a\nb", false), "a\\u{a}b");
        assert_eq!(printable("a\tb", true), "a\\tb");
    }
}
