//! Writing replayed move text: move numbers and comments.

use crate::Notation;

/// How replayed move text is written back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// PGN export-format SAN, move numbers regenerated, comments kept.
    Standard,
    /// The author's spelling with only the piece letters changed.
    Keep,
    /// Not written (only positions are wanted).
    None,
}

pub(super) struct Writer<'a> {
    pub(super) out: String,
    pub(super) form: Form,
    pub(super) to: &'a Notation,
    /// Whether the next Black move needs `N...` (start, after a comment or a variation).
    pub(super) need_number: bool,
}

impl Writer<'_> {
    pub(super) fn sep(&mut self) {
        // The last byte tells: `(` and a line end are ASCII.
        if !matches!(self.out.as_bytes().last(), None | Some(b'(' | b'\n')) {
            self.out.push(' ');
        }
    }
    pub(super) fn raw(&mut self, s: &str) {
        self.sep();
        self.out.push_str(s);
    }
}

/// Writes `12.` or `12...` without formatting machinery.
pub(super) fn push_number(out: &mut String, n: u32, dots: &str) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    let mut v = n;
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend(buf[i..].iter().map(|&b| b as char));
    out.push_str(dots);
}

/// A comment written so that a PGN reader gets it back whole: `{…}` as
/// is, `;…` and prose as `{…}` (or `;…` with its line end when the text
/// holds a `}`).
pub(super) fn write_comment(w: &mut Writer<'_>, text: &str) {
    w.sep();
    if text.starts_with('{') {
        w.out.push_str(text);
    } else if let Some(rest) = text.strip_prefix(';') {
        if rest.contains('}') {
            w.out.push_str(text);
            w.out.push('\n');
        } else {
            w.out.push('{');
            w.out.push_str(rest.trim());
            w.out.push('}');
        }
    } else if text.contains('}') {
        // A `;` comment ends at the line end: the prose's own line breaks
        // become spaces.
        w.out.push(';');
        w.out.extend(
            text.chars()
                .map(|c| if c == '\n' || c == '\r' { ' ' } else { c }),
        );
        w.out.push('\n');
    } else {
        w.out.push('{');
        w.out.push_str(text);
        w.out.push('}');
    }
}
