//! The careful reader's state (the text, the position in it, the repairs
//! made) and the character classes of real text: separators, invisible
//! characters, dashes and figurines.

use crate::fen::error::{FenError, FenErrorKind, Field};
use crate::fen::mode::Mode;
use crate::fen::repair::{Repair, RepairKind};
use crate::{Color, Notation, Piece, Role};
use std::ops::Range;

/// Whether a line is FEN, EPD, or decided by its fifth field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// EPD when the fifth field is not a number, else FEN.
    #[default]
    Auto,
    /// Six fields (fewer repaired in lenient mode).
    Fen,
    /// Four fields and operations.
    Epd,
}

/// How to read.
#[derive(Debug, Clone, Copy)]
pub struct ReadOptions<'n> {
    /// The notation of the piece, side and castling tokens.
    pub notation: &'n Notation,
    /// Strict or lenient.
    pub mode: Mode,
    /// FEN, EPD or decided per line.
    pub format: Format,
}

impl Default for ReadOptions<'static> {
    fn default() -> Self {
        ReadOptions {
            notation: Notation::standard(),
            mode: Mode::Lenient,
            format: Format::Auto,
        }
    }
}

/// Whether `c` separates FEN fields: white space, or an invisible
/// character (read as a space, with a repair).
pub(crate) fn is_separator(c: char) -> bool {
    c.is_whitespace() || is_invisible(c)
}

pub(super) fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}'
    )
}

pub(super) fn is_dash(c: char) -> bool {
    matches!(
        c,
        '-' | '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{fe58}' | '\u{fe63}' | '\u{ff0d}'
    )
}

pub(super) const FIGURINES: [(char, Piece); 12] = [
    ('♙', Piece::new(Color::White, Role::Pawn)),
    ('♘', Piece::new(Color::White, Role::Knight)),
    ('♗', Piece::new(Color::White, Role::Bishop)),
    ('♖', Piece::new(Color::White, Role::Rook)),
    ('♕', Piece::new(Color::White, Role::Queen)),
    ('♔', Piece::new(Color::White, Role::King)),
    ('♟', Piece::new(Color::Black, Role::Pawn)),
    ('♞', Piece::new(Color::Black, Role::Knight)),
    ('♝', Piece::new(Color::Black, Role::Bishop)),
    ('♜', Piece::new(Color::Black, Role::Rook)),
    ('♛', Piece::new(Color::Black, Role::Queen)),
    ('♚', Piece::new(Color::Black, Role::King)),
];

pub(super) struct Reader<'a, 'n> {
    pub(super) s: &'a str,
    pub(super) pos: usize,
    pub(super) opts: ReadOptions<'n>,
    pub(super) repairs: Vec<Repair>,
    /// Whether the fast placement reader may be tried first.
    pub(super) fast: bool,
}

pub(super) type Res<T> = Result<T, FenError>;

impl<'a> Reader<'a, '_> {
    pub(super) fn err(
        &self,
        kind: FenErrorKind,
        field: Option<Field>,
        span: Range<usize>,
    ) -> FenError {
        FenError::new(kind, field, span, self.s)
    }

    pub(super) fn repair(
        &mut self,
        kind: RepairKind,
        field: Option<Field>,
        span: Range<usize>,
        after: &str,
    ) -> Res<()> {
        if self.opts.mode == Mode::Strict {
            let at = if span.is_empty() && span.start > 0 && span.start == self.s.len() {
                span.start..span.start
            } else {
                span.clone()
            };
            return Err(self.err(FenErrorKind::NotStrict { repair: kind }, field, at));
        }
        let before = self.s[span.clone()].to_owned();
        self.repairs.push(Repair {
            kind,
            field,
            span,
            before,
            after: after.to_owned(),
        });
        Ok(())
    }

    /// Skips separators before the next field, reporting irregular ones.
    /// Returns whether a field follows.
    pub(super) fn skip_separators(&mut self, first: bool) -> Res<bool> {
        let start = self.pos;
        let bytes = self.s.as_bytes();
        // Fast path: one ASCII space.
        if !first
            && bytes.get(start) == Some(&b' ')
            && bytes
                .get(start + 1)
                .is_some_and(|b| *b != b' ' && *b > b' ' && *b < 0x80)
        {
            self.pos += 1;
            return Ok(true);
        }
        let mut end = start;
        let mut invisible_only = true;
        for (i, c) in self.s[start..].char_indices() {
            if !is_separator(c) {
                break;
            }
            if !is_invisible(c) {
                invisible_only = false;
            }
            end = start + i + c.len_utf8();
        }
        self.pos = end;
        let at_end = end == self.s.len();
        let run = &self.s[start..end];
        if run.is_empty() {
            return Ok(!at_end);
        }
        if first || at_end {
            let kind = if invisible_only {
                RepairKind::InvisibleCharacter
            } else {
                RepairKind::Separator
            };
            self.repair(kind, None, start..end, "")?;
        } else if run != " " {
            self.repair(RepairKind::Separator, None, start..end, " ")?;
        }
        Ok(!at_end)
    }

    pub(super) fn next_field(&mut self, first: bool) -> Res<Option<Range<usize>>> {
        if !self.skip_separators(first)? {
            return Ok(None);
        }
        let start = self.pos;
        let rest = &self.s[start..];
        let bytes = rest.as_bytes();
        let mut len = 0;
        while len < bytes.len() {
            let b = bytes[len];
            if b >= 0x80 {
                // Unicode: fall back to a character scan from here.
                len += rest[len..]
                    .char_indices()
                    .find(|(_, c)| is_separator(*c))
                    .map_or(rest.len() - len, |(i, _)| i);
                break;
            }
            if b == b' ' || (b'\t'..=b'\r').contains(&b) {
                break;
            }
            len += 1;
        }
        self.pos = start + len;
        Ok(Some(start..start + len))
    }
}
