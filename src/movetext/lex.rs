//! Splitting move text into lexemes, before any table is known.

use crate::i18n::{Localize, Message};
use crate::san::{self, MoveRepair, MoveRepairKind};
use std::fmt;
use std::ops::Range;

/// How the text was written: a PGN file (`;` starts a comment to the end
/// of the line) or text pasted from a page (`;` is punctuation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Style {
    /// PGN import format.
    Pgn,
    /// Text from pages and books.
    #[default]
    Pasted,
}

/// What an element of move text is, before any table is applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LexKind {
    /// A word that may be a move; `core` is its range without sentence
    /// punctuation.
    Word {
        /// The move's bytes within the text.
        core: Range<usize>,
    },
    /// A move number (`12.`, `12...`, `1)`, `1`), with the number.
    Number(u32),
    /// `...` or `…` alone.
    Continuation,
    /// A comment: `{…}`, or `;…` to the end of the line in PGN.
    Comment,
    /// `(` or `[`, opening a variation (or prose).
    Open,
    /// `)` or `]`.
    Close,
    /// A NAG: `$1`, or an annotation glyph written alone (`!?`, `±`).
    Nag(u8),
    /// A result, normalized (`1-0`, `0-1`, `1/2-1/2`, `*`).
    Result(&'static str),
    /// A dash between moves, or punctuation alone: dropped.
    Skip,
}

/// One element of move text with its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lexeme {
    /// What it is.
    pub kind: LexKind,
    /// Its bytes in the text.
    pub span: Range<usize>,
}

/// What is wrong with move text as text (before any move is played).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextErrorKind {
    /// A `{` comment without its `}`.
    UnterminatedComment,
    /// A variation opened by `(` (or `[`) without its `)` (or `]`).
    UnterminatedVariation {
        /// The bracket that opened it.
        open: char,
    },
    /// A `)` (or `]`) with no bracket open before it.
    UnbalancedClose {
        /// The closing bracket.
        close: char,
    },
}

/// An error in the structure of move text, at a byte offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextError {
    /// What.
    pub kind: TextErrorKind,
    /// Where (byte offset).
    pub offset: usize,
}

/// The bracket that closes `open`, and the one that opens `close`.
fn partner(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        other => other,
    }
}

impl TextErrorKind {
    /// The message id.
    pub fn message_id(self) -> &'static str {
        match self {
            TextErrorKind::UnterminatedComment => "text-unterminated-comment",
            TextErrorKind::UnterminatedVariation { .. } => "text-unterminated-variation",
            TextErrorKind::UnbalancedClose { .. } => "text-unbalanced-close",
        }
    }

    /// The message, naming the bracket that is open or closed.
    ///
    /// ```
    /// use fenlingo::movetext::TextErrorKind;
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// let k = TextErrorKind::UnterminatedVariation { open: '[' };
    /// assert_eq!(en.message(&k.message()), "variation opened with '[' without its closing ']'");
    /// ```
    pub fn message(self) -> Message {
        let m = Message::new(self.message_id());
        match self {
            TextErrorKind::UnterminatedComment => m,
            TextErrorKind::UnterminatedVariation { open } => m
                .with("open", open.to_string())
                .with("close", partner(open).to_string()),
            TextErrorKind::UnbalancedClose { close } => m
                .with("close", close.to_string())
                .with("open", partner(close).to_string()),
        }
    }
}

impl Localize for TextErrorKind {
    fn message(&self) -> Message {
        TextErrorKind::message(*self)
    }
}

impl Localize for TextError {
    fn message(&self) -> Message {
        self.kind.message()
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

impl std::error::Error for TextError {}

fn result_of(w: &str) -> Option<&'static str> {
    // Only digits, dashes, `/`, `:`, `.`, `½` and `*` make a result.
    if w.len() > 12
        || !w.chars().all(|c| {
            matches!(c, '0' | '1' | '2' | '5' | '/' | ':' | '.' | '½' | '*') || san::is_dash(c)
        })
    {
        return None;
    }
    // Every dash read as `-`.
    let is = |form: &str| {
        w.chars()
            .map(|c| if san::is_dash(c) { '-' } else { c })
            .eq(form.chars())
    };
    const FORMS: [(&str, &str); 11] = [
        ("1-0", "1-0"),
        ("1:0", "1-0"),
        ("0-1", "0-1"),
        ("0:1", "0-1"),
        ("1/2-1/2", "1/2-1/2"),
        ("½-½", "1/2-1/2"),
        ("½:½", "1/2-1/2"),
        ("1/2", "1/2-1/2"),
        ("½", "1/2-1/2"),
        ("0.5-0.5", "1/2-1/2"),
        ("1/2:1/2", "1/2-1/2"),
    ];
    if w == "*" {
        return Some("*");
    }
    FORMS.iter().find(|(form, _)| is(form)).map(|(_, r)| *r)
}

/// Punctuation that closes a sentence or a clause, taken off the end of a
/// word.
fn trailing_punct(c: char, style: Style) -> bool {
    matches!(c, ',' | '.' | '"' | '»' | '“' | '”') || (c == ';' && style == Style::Pasted)
}

/// Punctuation of other scripts, read as `.`, `,` and `;` are: the
/// ideographic full stop and commas, the full-width semicolon, the Arabic
/// comma and semicolon, the danda and double danda. Each ends a word, as
/// those scripts put no space after it.
fn script_punct(c: char) -> bool {
    matches!(c, '。' | '、' | '，' | '；' | '،' | '؛' | '।' | '॥')
}

/// Letters of scripts written without spaces between words (kana, Han,
/// Hangul, Thai, Lao, Khmer, Myanmar): prose in them can touch a move.
fn spaceless(c: char) -> bool {
    matches!(
        u32::from(c),
        0x0E00..=0x0EFF | 0x1000..=0x109F | 0x1100..=0x11FF | 0x1780..=0x17FF
            | 0x3040..=0x30FF | 0x3130..=0x318F | 0x3400..=0x4DBF | 0x4E00..=0x9FFF
            | 0xAC00..=0xD7AF
    )
}

/// The bytes of prose glued in front of a move and after it, in a word.
/// In front: a run of spaceless letters, and a colon after it, followed by
/// a move number or a capital Latin letter (`การเคลื่อนไหว1.e4`,
/// `步骤是:1.e4`; not `马f3`, the Chinese
/// knight). After: a run of them after a square, a sign or a piece letter
/// (`Nc6に`, `e4에`; not after `=`, where it names a promotion).
fn glued_prose(word: &str) -> (usize, usize) {
    // The letters of those scripts are never ASCII.
    if word.is_ascii() {
        return (0, 0);
    }
    let mut lead: usize = word
        .chars()
        .take_while(|c| spaceless(*c))
        .map(char::len_utf8)
        .sum();
    // A colon after the prose goes with it (`开局步骤是:1.e4`).
    if lead > 0 {
        if let Some(c) = word[lead..]
            .chars()
            .next()
            .filter(|c| matches!(c, ':' | '：'))
        {
            lead += c.len_utf8();
        }
    }
    // Prose before a move number (`움직임1.e4`) or a piece letter
    // (`移動Nf3`); not a piece character of a table written in those
    // scripts before a rank (`车2e5`, the rook of the second rank to e5).
    let after = &word[lead..];
    let numbered = after
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .starts_with(['.', '…']);
    let lead = match after.chars().next() {
        Some(c) if lead > 0 && ((c.is_ascii_digit() && numbered) || c.is_ascii_uppercase()) => lead,
        _ => 0,
    };
    let rest = &word[lead..];
    let tail: usize = rest
        .chars()
        .rev()
        .take_while(|c| spaceless(*c))
        .map(char::len_utf8)
        .sum();
    let tail = match rest[..rest.len() - tail].chars().last() {
        Some(c)
            if tail > 0 && (c.is_ascii_alphanumeric() || matches!(c, '+' | '#' | '!' | '?')) =>
        {
            tail
        }
        _ => 0,
    };
    (lead, tail)
}

/// Splits move text into lexemes. Nesting is counted, not recursed into,
/// so 100,000 nested variations cost no stack. Repairs of the text's form
/// (punctuation, number forms, dashes between moves, results) are
/// appended to `repairs`.
///
/// ```
/// use fenlingo::movetext::{lex, LexKind, Style};
/// let mut repairs = Vec::new();
/// let l = lex("1) e4, e5; 2 Cf3 – Cc6.", Style::Pasted, &mut repairs).unwrap();
/// let words = l.iter().filter(|l| matches!(l.kind, LexKind::Word { .. })).count();
/// assert_eq!(words, 4);
/// assert_eq!(repairs.len(), 6); // 1) , ; 2 – .
/// ```
pub fn lex(
    text: &str,
    style: Style,
    repairs: &mut Vec<MoveRepair>,
) -> Result<Vec<Lexeme>, TextError> {
    let mut out: Vec<Lexeme> = Vec::with_capacity(text.len() / 4 + 4);
    let b = text.as_bytes();
    let mut i = 0;
    let mut opens: Vec<(usize, u8)> = Vec::new();
    let rep = |kind, span: Range<usize>, repairs: &mut Vec<MoveRepair>| {
        repairs.push(MoveRepair {
            kind,
            before: text[span.clone()].to_owned(),
            span,
        })
    };
    while i < b.len() {
        if matches!(b[i], b'0' | b'O') {
            if let Some(parts) = spaced_castling(text, i) {
                i = push_spaced_castling(text, &parts, style, opens.is_empty(), &mut out, repairs);
                continue;
            }
        }
        let c = b[i];
        match c {
            c if c.is_ascii_whitespace() => i += 1,
            b'{' => {
                let end = text[i..].find('}').map(|e| i + e + 1).ok_or(TextError {
                    kind: TextErrorKind::UnterminatedComment,
                    offset: i,
                })?;
                out.push(Lexeme {
                    kind: LexKind::Comment,
                    span: i..end,
                });
                i = end;
            }
            b';' if style == Style::Pgn => {
                let end = text[i..].find('\n').map_or(b.len(), |e| i + e);
                out.push(Lexeme {
                    kind: LexKind::Comment,
                    span: i..end,
                });
                i = end;
            }
            b'(' | b'[' => {
                opens.push((i, c));
                if c == b'[' {
                    rep(MoveRepairKind::BracketVariation, i..i + 1, repairs);
                }
                out.push(Lexeme {
                    kind: LexKind::Open,
                    span: i..i + 1,
                });
                i += 1;
            }
            b')' | b']' => {
                if opens.pop().is_none() {
                    if style == Style::Pasted {
                        // A stray bracket in pasted text is punctuation.
                        rep(MoveRepairKind::Punctuation, i..i + 1, repairs);
                        out.push(Lexeme {
                            kind: LexKind::Skip,
                            span: i..i + 1,
                        });
                        i += 1;
                        continue;
                    }
                    return Err(TextError {
                        kind: TextErrorKind::UnbalancedClose {
                            close: char::from(c),
                        },
                        offset: i,
                    });
                }
                out.push(Lexeme {
                    kind: LexKind::Close,
                    span: i..i + 1,
                });
                i += 1;
            }
            _ => {
                let end = word_end(text, i, style, opens.is_empty());
                if end == i {
                    // A Unicode space, an invisible character or a stray
                    // '}': skip it.
                    let ch = text[i..].chars().next().map_or(' ', |c| c);
                    if ch == '}' || script_punct(ch) {
                        rep(MoveRepairKind::Punctuation, i..i + ch.len_utf8(), repairs);
                    }
                    i += ch.len_utf8();
                    continue;
                }
                let (lead, tail) = glued_prose(&text[i..end]);
                for span in [i..i + lead, end - tail..end] {
                    if !span.is_empty() {
                        rep(MoveRepairKind::GluedProse, span.clone(), repairs);
                        out.push(Lexeme {
                            kind: LexKind::Skip,
                            span,
                        });
                    }
                }
                // The prose in front first, the prose after last.
                if tail > 0 {
                    let after = out.pop();
                    lex_word(text, i + lead, end - tail, style, &mut out, repairs);
                    out.extend(after);
                } else {
                    lex_word(text, i + lead, end, style, &mut out, repairs);
                }
                i = end;
            }
        }
    }
    if let Some((at, open)) = opens.first() {
        return Err(TextError {
            kind: TextErrorKind::UnterminatedVariation {
                open: char::from(*open),
            },
            offset: *at,
        });
    }
    Ok(out)
}

/// Pushes castling written with spaces (`0 – 0`, `O - O - O`) as its
/// parts, words for the reader to join, and returns where it ends. The
/// last part keeps the signs glued to it (`0 – 0+`); punctuation after it
/// (`0 – 0,`) is its own.
fn push_spaced_castling(
    text: &str,
    parts: &[Range<usize>],
    style: Style,
    top: bool,
    out: &mut Vec<Lexeme>,
    repairs: &mut Vec<MoveRepair>,
) -> usize {
    let word = |span: Range<usize>| Lexeme {
        kind: LexKind::Word { core: span.clone() },
        span,
    };
    // Never empty: `spaced_castling` gives three parts or five.
    let (last, before) = parts.split_last().unwrap_or_else(|| unreachable!());
    out.extend(before.iter().cloned().map(word));
    let at = last.start;
    let end = word_end(text, at, style, top);
    if text[at + 1..end].starts_with(['+', '#', '!', '?']) {
        lex_word(text, at, end, style, out, repairs);
    } else {
        out.push(word(at..at + 1));
        if end > at + 1 {
            lex_word(text, at + 1, end, style, out, repairs);
        }
    }
    end
}

/// Castling written with spaces around its dashes at `i` (`0 – 0`,
/// `O - O - O`): the spans of its parts, `0`s or `O`s alike and dashes,
/// each part a word of its own. `0 - 1` is a result, not castling.
fn spaced_castling(text: &str, i: usize) -> Option<Vec<Range<usize>>> {
    let b = text.as_bytes();
    let zero = *b.get(i)?;
    let lone = |at: usize| {
        b.get(at) == Some(&zero)
            && b.get(at + 1)
                .is_none_or(|c| !c.is_ascii_alphanumeric() && *c != b'-')
    };
    if !lone(i) {
        return None;
    }
    let mut parts: Vec<Range<usize>> = Vec::with_capacity(5);
    parts.push(i..i + 1);
    let mut at = i + 1;
    while parts.len() < 5 {
        let gap = text[at..].len() - text[at..].trim_start_matches(' ').len();
        let dash_at = at + gap;
        let Some(dash) = text[dash_at..]
            .char_indices()
            .take_while(|(_, c)| crate::san::is_dash(*c))
            .last()
            .map(|(j, c)| dash_at + j + c.len_utf8())
        else {
            break;
        };
        let gap2 = text[dash..].len() - text[dash..].trim_start_matches(' ').len();
        let next = dash + gap2;
        if gap + gap2 == 0 || !lone(next) {
            break;
        }
        parts.push(dash_at..dash);
        parts.push(next..next + 1);
        at = next + 1;
    }
    (parts.len() >= 3).then_some(parts)
}

/// Where the word starting at `i` ends: at white space or a structural
/// character. A promotion `e8(Q)` keeps its parentheses, and `1)` outside
/// any variation (`top`) is a move number.
fn word_end(text: &str, i: usize, style: Style, top: bool) -> usize {
    let b = text.as_bytes();
    let mut end = i;
    // ASCII letters byte by byte, up to a parenthesis or a letter beyond
    // ASCII, which the rules below read.
    while let Some(&c) = b.get(end) {
        if !c.is_ascii() || matches!(c, b'(' | b')') {
            break;
        }
        if matches!(
            c,
            b' ' | b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r' | b'{' | b'}' | b'[' | b']'
        ) || (c == b';' && style == Style::Pgn)
        {
            return end;
        }
        end += 1;
    }
    while let Some(ch) = text[end..].chars().next() {
        // ASCII first: the letters of almost every word.
        let stop = if ch.is_ascii() {
            matches!(
                ch,
                ' ' | '\t' | '\n' | '\x0B' | '\x0C' | '\r' | '{' | '}' | '[' | ']'
            )
        } else {
            crate::fen::is_separator(ch) || script_punct(ch)
        };
        if stop {
            break;
        }
        if ch == ';' && style == Style::Pgn {
            break;
        }
        if ch == '(' {
            let glued = end > i && matches!(b[end - 1], b'1' | b'8');
            let close = text[end..].char_indices().take(4).find(|(_, c)| *c == ')');
            match close {
                Some((j, _)) if glued && j >= 2 => {
                    end += j + 1;
                    continue;
                }
                _ => break,
            }
        }
        if ch == ')' {
            let digits = text[i..end].bytes().all(|d| d.is_ascii_digit());
            if digits && end > i && top {
                end += 1;
            }
            break;
        }
        end += ch.len_utf8();
    }
    end
}

/// Splits one word: a number glued to its move, a result, a glyph, a
/// dash, or a move with punctuation around it. The clean words of export
/// format are read first, without the checks other words need.
fn lex_word(
    text: &str,
    start: usize,
    end: usize,
    style: Style,
    out: &mut Vec<Lexeme>,
    repairs: &mut Vec<MoveRepair>,
) {
    let word = &text[start..end];
    if let Some(kind) = clean_word(word) {
        let kind = match kind {
            Clean::Move => LexKind::Word { core: start..end },
            Clean::Number(n) => LexKind::Number(n),
        };
        out.push(Lexeme {
            kind,
            span: start..end,
        });
        return;
    }
    lex_any_word(text, start, end, style, out, repairs);
}

/// Splits a word of any form: the rules of [`lex_word`] after its clean
/// forms.
fn lex_any_word(
    text: &str,
    start: usize,
    end: usize,
    style: Style,
    out: &mut Vec<Lexeme>,
    repairs: &mut Vec<MoveRepair>,
) {
    let word = &text[start..end];
    let rep = |kind, span: Range<usize>, repairs: &mut Vec<MoveRepair>| {
        repairs.push(MoveRepair {
            kind,
            before: text[span.clone()].to_owned(),
            span,
        })
    };
    let push = |kind, span: Range<usize>, out: &mut Vec<Lexeme>| out.push(Lexeme { kind, span });
    // Results, with their trailing punctuation.
    let bare = word.trim_end_matches(|c| trailing_punct(c, style));
    if let Some(r) = result_of(bare) {
        if bare != r {
            rep(MoveRepairKind::Result, start..start + bare.len(), repairs);
        }
        push(LexKind::Result(r), start..end, out);
        return;
    }
    if word.starts_with('$') && word.len() > 1 && word[1..].bytes().all(|d| d.is_ascii_digit()) {
        let n = word[1..].parse().unwrap_or(0);
        push(LexKind::Nag(n), start..end, out);
        return;
    }
    // `--` is the null move.
    if word == "--" {
        push(LexKind::Word { core: start..end }, start..end, out);
        return;
    }
    // A dash alone stands between moves.
    if word.chars().all(san::is_dash) {
        rep(MoveRepairKind::DashBetweenMoves, start..end, repairs);
        push(LexKind::Skip, start..end, out);
        return;
    }
    if matches!(word, "..." | "…" | "..") {
        push(LexKind::Continuation, start..end, out);
        return;
    }
    if !word.chars().any(char::is_alphanumeric) && san::glyph_nag(bare).is_none() {
        // Punctuation or a symbol alone (`;`, `•`, `·`).
        rep(MoveRepairKind::Punctuation, start..end, repairs);
        push(LexKind::Skip, start..end, out);
        return;
    }
    // Dots or an ellipsis glued in front of a move: `..a6`, `…Sf6`.
    let dots = word.len() - word.trim_start_matches(['.', '…']).len();
    if dots > 0 {
        rep(MoveRepairKind::MoveNumber, start..start + dots, repairs);
        push(LexKind::Continuation, start..start + dots, out);
        lex_move(text, start + dots, end, style, out, repairs);
        return;
    }
    if let Some(n) = san::glyph_nag(bare) {
        if san::suffix_glyph(n).is_none() {
            rep(
                MoveRepairKind::Annotation,
                start..start + bare.len(),
                repairs,
            );
        }
        push(LexKind::Nag(n), start..end, out);
        return;
    }
    if matches!(bare, "e.p." | "e.p" | "ep" | "e. p.") {
        rep(MoveRepairKind::EnPassantMark, start..end, repairs);
        push(LexKind::Skip, start..end, out);
        return;
    }
    // A move number: digits, then `.`, `...`, `…`, `)`, `/` or nothing.
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let castling_like = word.starts_with('0')
        && word[1..].starts_with(|c: char| san::is_dash(c))
        && word.chars().filter(|c| *c == '0').count() >= 2;
    let null_like = word == "0000";
    // Any number the move counter holds (up to 2³²−1).
    let number = (digits > 0 && !castling_like && !null_like)
        .then(|| word[..digits].parse::<u32>().ok())
        .flatten();
    if let Some(n) = number {
        let after = &word[digits..];
        let (sep_len, odd) = if after.starts_with("....") {
            (after.len() - after.trim_start_matches('.').len(), true)
        } else if after.starts_with("...") {
            (3, false)
        } else if after.starts_with("..") {
            (2, true)
        } else if after.starts_with('…') {
            ('…'.len_utf8(), true)
        } else if after.starts_with(". ...") {
            (5, true)
        } else if after.starts_with('.') {
            (1, false)
        } else if after.starts_with([')', '/', ':']) || after == "," {
            (1, true)
        } else if after.is_empty() {
            (0, true)
        } else if digits <= 3 && glued_move(after) {
            // `2d4`: the number glued to its move.
            (0, true)
        } else {
            // `12e4`? Not a number; read as a word below.
            (usize::MAX, false)
        };
        if sep_len != usize::MAX {
            let num_end = start + digits + sep_len;
            // A lone number followed by ')' of a variation is not ours.
            if odd {
                rep(MoveRepairKind::MoveNumber, start..num_end, repairs);
            }
            push(LexKind::Number(n), start..num_end, out);
            if num_end < end {
                lex_word(text, num_end, end, style, out, repairs);
            }
            return;
        }
    }
    // A move number glued after a move's signs or its square: `Кh5!10.`,
    // `Сb46.К:c6` (a square has one rank digit).
    let b = word.as_bytes();
    for k in 1..b.len() {
        let square = k >= 2 && matches!(b[k - 2], b'a'..=b'h') && matches!(b[k - 1], b'1'..=b'8');
        let signs = matches!(b[k - 1], b'!' | b'?' | b'+' | b'#');
        if (signs || square) && b[k].is_ascii_digit() {
            let digits = word[k..].len()
                - word[k..]
                    .trim_start_matches(|c: char| c.is_ascii_digit())
                    .len();
            if word[k + digits..].starts_with(['.', '…']) {
                lex_move(text, start, start + k, style, out, repairs);
                lex_word(text, start + k, end, style, out, repairs);
                return;
            }
        }
    }
    lex_move(text, start, end, style, out, repairs);
}

/// A word of export-format move text, which needs none of the checks
/// below.
enum Clean {
    /// A SAN move of the standard letters other than castling: a piece
    /// letter or a file, then only files, ranks, `x`, `=`, piece letters,
    /// `+` and `#`, with a rank among them (`e4`, `Nbd7`, `exd8=Q+`).
    Move,
    /// A move number and its dot or dots (`12.`, `12...`).
    Number(u32),
}

/// The reading of a word of export-format move text (the form of nearly
/// every PGN file), or `None` for every other word. Each reading here is
/// the one the full rules below give: a clean move holds no result, number,
/// glyph, dash or punctuation, and a clean number is read as such.
fn clean_word(word: &str) -> Option<Clean> {
    let b = word.as_bytes();
    let (&first, _) = b.split_first()?;
    if first.is_ascii_digit() {
        let digits = b.iter().take_while(|d| d.is_ascii_digit()).count();
        let dots = &b[digits..];
        if first == b'0' || !(dots == b"." || dots == b"...") {
            return None;
        }
        // The digits' value, `None` past `u32::MAX` (as `parse` reads it).
        return b[..digits]
            .iter()
            .try_fold(0u32, |n, d| {
                n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
            })
            .map(Clean::Number);
    }
    let san_byte = |c: &u8| {
        matches!(
            c,
            b'a'..=b'h' | b'1'..=b'8' | b'x' | b'=' | b'+' | b'#' | b'K' | b'Q' | b'R' | b'B' | b'N'
        )
    };
    let clean = matches!(first, b'a'..=b'h' | b'K' | b'Q' | b'R' | b'B' | b'N')
        && b.iter().all(san_byte)
        && b.iter().any(|c| matches!(c, b'1'..=b'8'));
    clean.then_some(Clean::Move)
}

/// Whether text right after a number starts like a move: a file and a
/// rank (`d4`), or a capital letter and a file (`Cf3`).
fn glued_move(after: &str) -> bool {
    let mut c = after.chars();
    match (c.next(), c.next()) {
        (Some(a), Some(b)) if a.is_lowercase() => ('1'..='8').contains(&b),
        (Some(a), Some(b)) if a.is_uppercase() => b.is_lowercase() || b == ':' || b == 'x',
        _ => false,
    }
}

/// A word that should be a move: punctuation taken off its end.
fn lex_move(
    text: &str,
    start: usize,
    end: usize,
    style: Style,
    out: &mut Vec<Lexeme>,
    repairs: &mut Vec<MoveRepair>,
) {
    let word = &text[start..end];
    let mut core_end = end;
    let mut trimmed = word;
    // `exd6e.p.` keeps its dots; other trailing `.`, `,`, `;` go.
    while let Some(c) = trimmed.chars().last() {
        if !trailing_punct(c, style) || trimmed.ends_with("e.p.") || trimmed.ends_with("e.p") {
            break;
        }
        trimmed = &trimmed[..trimmed.len() - c.len_utf8()];
        core_end -= c.len_utf8();
    }
    let mut core_start = start;
    while let Some(c) = text[core_start..core_end].chars().next() {
        if matches!(c, '"' | '«' | '„' | '“') {
            core_start += c.len_utf8();
        } else {
            break;
        }
    }
    if core_start != start {
        repairs.push(MoveRepair {
            kind: MoveRepairKind::Punctuation,
            before: text[start..core_start].to_owned(),
            span: start..core_start,
        });
    }
    if core_end != end {
        repairs.push(MoveRepair {
            kind: MoveRepairKind::Punctuation,
            before: text[core_end..end].to_owned(),
            span: core_end..end,
        });
    }
    if core_start >= core_end {
        out.push(Lexeme {
            kind: LexKind::Skip,
            span: start..end,
        });
        return;
    }
    out.push(Lexeme {
        kind: LexKind::Word {
            core: core_start..core_end,
        },
        span: start..end,
    });
}

#[cfg(test)]
mod tests {
    use super::{Style, glued_prose, lex_any_word, lex_word, spaced_castling};
    use crate::moves::Game;

    /// The clean words read first are read as every word is: each SAN
    /// move of positions along a game, and move numbers.
    #[test]
    fn clean_words_are_read_as_the_full_rules_read_them() {
        let mut words: Vec<String> = (1..=120).map(|n| format!("{n}.")).collect();
        words.extend(
            [
                "7...",
                "0.",
                "01.",
                "12....",
                "1-0",
                "N",
                "N+",
                "e.p.",
                "Be",
                "4294967295.",
                "4294967296...",
                "99999999999.",
            ]
            .map(String::from),
        );
        let mut game = Game::new(&crate::Position::standard()).unwrap();
        for _ in 0..40 {
            let legal = game.legal_sans();
            words.extend(legal.iter().map(|s| s.to_string()));
            let Some(first) = legal.first() else { break };
            game.play(first, "").unwrap();
        }
        let fen = "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1";
        let pos = crate::fen::read_fast(fen, crate::Notation::builtin("en").unwrap()).unwrap();
        let promo = Game::new(&pos).unwrap();
        words.extend(promo.legal_sans().iter().map(|s| s.to_string()));
        for style in [Style::Pgn, Style::Pasted] {
            for w in &words {
                let (mut fast, mut full) = (Vec::new(), Vec::new());
                let (mut r1, mut r2) = (Vec::new(), Vec::new());
                lex_word(w, 0, w.len(), style, &mut fast, &mut r1);
                lex_any_word(w, 0, w.len(), style, &mut full, &mut r2);
                assert_eq!(format!("{fast:?}{r1:?}"), format!("{full:?}{r2:?}"), "{w}");
            }
        }
    }

    /// Castling with spaces around its dashes is found as its parts;
    /// results, scores of other numbers and a move number are not.
    #[test]
    fn spaced_castling_is_found_part_by_part() {
        fn parts(t: &str) -> Option<Vec<&str>> {
            spaced_castling(t, 0).map(|p| p.iter().map(|r| &t[r.clone()]).collect())
        }
        assert_eq!(parts("0 – 0, Ge7"), Some(vec!["0", "–", "0"]));
        assert_eq!(parts("O - O - O+"), Some(vec!["O", "-", "O", "-", "O"]));
        assert_eq!(parts("0 -0"), Some(vec!["0", "-", "0"]));
        assert_eq!(parts("0 - 1"), None);
        assert_eq!(parts("0-0"), None);
        assert_eq!(parts("0. e4"), None);
        assert_eq!(parts("O - Of3"), None);
    }

    #[test]
    fn prose_is_split_before_a_move_number_never_a_piece_before_its_rank() {
        assert_eq!(glued_prose("움직임1.e4"), ("움직임".len(), 0));
        assert_eq!(glued_prose("移動Nf3"), ("移動".len(), 0));
        // The rook of the second rank to e5, in Chinese characters.
        assert_eq!(glued_prose("车2e5"), (0, 0));
        assert_eq!(glued_prose("Nc6に"), (0, "に".len()));
        assert_eq!(glued_prose("Nf3"), (0, 0));
    }
}
