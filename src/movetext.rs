//! Move text (SAN, PGN, and the text people paste from pages and books) in
//! any notation: split into lexemes, read with a table, replayed, and
//! written back in standard PGN or in the author's own spelling.
//!
//! Reading works in two steps. [`lex`] splits the text without knowing the
//! letters: comments, variations, move numbers in every form, results,
//! annotation glyphs, and words, with sentence punctuation taken off and
//! recorded. [`read`] then reads the words with one table: each word is a
//! [`San`] or it is not; a group in parentheses or brackets whose words are
//! not all moves is prose, kept verbatim as a comment. [`replay`] plays the
//! mainline and the variations. [`detect`] does both with every table and
//! accepts a notation only when every table that plays the whole text gives
//! the same game.

use crate::fen::{self, WriteOptions};
use crate::moves::{Game, MoveError, MoveErrorKind, san_error_kind};
use crate::san::{self, MoveRepair, MoveRepairKind, ParseOptions, ParsedSan, San};
use crate::{Color, Notation, Piece, Position, Role};
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
    /// A `(` variation without its `)`.
    UnterminatedVariation,
    /// A `)` with no `(` before it.
    UnbalancedClose,
}

/// An error in the structure of move text, at a byte offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextError {
    /// What.
    pub kind: TextErrorKind,
    /// Where (byte offset).
    pub offset: usize,
}

impl TextErrorKind {
    /// The message id.
    pub fn message_id(self) -> &'static str {
        match self {
            TextErrorKind::UnterminatedComment => "text-unterminated-comment",
            TextErrorKind::UnterminatedVariation => "text-unterminated-variation",
            TextErrorKind::UnbalancedClose => "text-unbalanced-close",
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").text(self.kind.message_id(), &[]))
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
    let w: String = w
        .chars()
        .map(|c| if san::is_dash(c) { '-' } else { c })
        .collect();
    Some(match w.as_str() {
        "1-0" | "1:0" => "1-0",
        "0-1" | "0:1" => "0-1",
        "1/2-1/2" | "½-½" | "½:½" | "1/2" | "½" | "0.5-0.5" | "1/2:1/2" => "1/2-1/2",
        "*" => "*",
        _ => return None,
    })
}

/// Punctuation that closes a sentence or a clause, taken off the end of a
/// word.
fn trailing_punct(c: char, style: Style) -> bool {
    matches!(c, ',' | '.' | '"' | '»' | '“' | '”') || (c == ';' && style == Style::Pasted)
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
                        kind: TextErrorKind::UnbalancedClose,
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
                // A word: up to white space or a structural character. A
                // promotion `e8(Q)` keeps its parentheses.
                let mut end = i;
                while let Some(ch) = text[end..].chars().next() {
                    if ch.is_whitespace() || matches!(ch, '{' | '}' | '[' | ']') {
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
                        // `1)` as a move number, outside any variation.
                        let digits = text[i..end].bytes().all(|d| d.is_ascii_digit());
                        if digits && end > i && opens.is_empty() {
                            end += 1;
                        }
                        break;
                    }
                    end += ch.len_utf8();
                }
                if end == i {
                    // A Unicode space or a stray '}': skip it.
                    let ch = text[i..].chars().next().map_or(' ', |c| c);
                    if ch == '}' {
                        rep(MoveRepairKind::Punctuation, i..i + 1, repairs);
                    }
                    i += ch.len_utf8();
                    continue;
                }
                lex_word(text, i, end, style, &mut out, repairs);
                i = end;
            }
        }
    }
    if let Some((open, _)) = opens.first() {
        return Err(TextError {
            kind: TextErrorKind::UnterminatedVariation,
            offset: *open,
        });
    }
    Ok(out)
}

/// Splits one word: a number glued to its move, a result, a glyph, a
/// dash, or a move with punctuation around it.
fn lex_word(
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
    if digits > 0 && !castling_like && !null_like && digits <= 5 {
        let n: u32 = word[..digits].parse().unwrap_or(0);
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
        } else if after.starts_with([')', '/', ':']) {
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
    // A move number glued after a move's signs: `Кh5!10.`.
    let b = word.as_bytes();
    for k in 1..b.len() {
        if matches!(b[k - 1], b'!' | b'?' | b'+' | b'#') && b[k].is_ascii_digit() {
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

/// A token of move text read with one table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// A move, read or not.
    Move {
        /// Its bytes in the text (punctuation excluded).
        span: Range<usize>,
        /// The move, or why the word is none.
        read: Result<ParsedSan, crate::san::SanError>,
        /// The moves the word holds when read as several written without
        /// spaces (`Kf3Kc6`): tried when the word does not play as one.
        split: Vec<(Range<usize>, ParsedSan)>,
        /// How many following tokens the other reading takes in (`e2 – e4`
        /// read as one long-algebraic move takes the dash and `e4`).
        join: usize,
    },
    /// A move number.
    Number(u32, Range<usize>),
    /// A comment kept verbatim (`{…}`, `;…`, or prose in parentheses).
    Comment(Range<usize>),
    /// Opens a variation.
    Open(Range<usize>),
    /// Closes a variation.
    Close(Range<usize>),
    /// An annotation.
    Nag(u8, Range<usize>),
    /// A result.
    Result(&'static str, Range<usize>),
    /// Dropped (punctuation, dashes between moves), kept for the author's
    /// spelling.
    Skip(Range<usize>),
}

/// Reads the lexemes' words with `notation`. Groups in parentheses or
/// brackets that hold a word that is no move are prose: one comment
/// token, reported as a repair.
pub fn read(
    text: &str,
    lexemes: &[Lexeme],
    notation: &Notation,
    repairs: &mut Vec<MoveRepair>,
) -> Vec<Token> {
    read_with(
        text,
        lexemes,
        notation,
        ParseOptions::default(),
        Style::Pgn,
        repairs,
    )
}

/// Whether the moves of the text use letters outside ASCII (Cyrillic,
/// Greek, figurines…).
fn words_beyond_ascii(text: &str, lexemes: &[Lexeme]) -> bool {
    lexemes.iter().any(|l| match &l.kind {
        LexKind::Word { core } => text[core.clone()]
            .chars()
            .any(|c| c.is_alphabetic() && !c.is_ascii()),
        _ => false,
    })
}

/// Whether a table's piece tokens use letters outside ASCII.
fn table_beyond_ascii(n: &Notation) -> bool {
    Role::ALL.iter().any(|r| {
        n.piece_tokens(Piece::new(Color::White, *r))
            .iter()
            .any(|t| !t.is_ascii())
    })
}

/// How a word reads before its neighbours are considered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    /// A move.
    Move,
    /// A move that is also a common short word (`de`, `ed`): prose when
    /// prose stands next to it.
    WeakMove,
    /// A word that tries to be a move and fails (`Cgl`).
    Bad,
    /// A misspelt move that is also a common short word (`as`, `el`).
    WeakBad,
    /// A word of prose.
    Prose,
}

fn classify(word: &str, read: &Result<ParsedSan, crate::san::SanError>, style: Style) -> Class {
    use crate::san::SanErrorKind as K;
    let digit = word.bytes().any(|b| b.is_ascii_digit());
    let capture_sign = word.contains([':', 'x', '×', 'X']);
    match read {
        Ok(p) => match p.san {
            San::Normal { to_rank: None, .. } if !capture_sign => Class::WeakMove,
            _ => Class::Move,
        },
        Err(e) if style == Style::Pgn => {
            let _ = e;
            Class::Bad
        }
        Err(e) => match e.kind {
            K::BadRank { .. } if !digit && word.chars().count() <= 3 => Class::WeakBad,
            K::NotAMove | K::Trailing if !digit && word.chars().any(char::is_alphabetic) => {
                Class::Prose
            }
            _ => Class::Bad,
        },
    }
}

/// Splits a word that holds moves written without spaces (`Kf3Kc6`,
/// `е4е5`, `К:g4Кh5!10.`): each piece a move, read on its own; `None`
/// when the word does not split that way.
fn split_glued(
    text: &str,
    core: &Range<usize>,
    notation: &Notation,
    opts: ParseOptions,
) -> Option<Vec<(Range<usize>, ParsedSan)>> {
    let word = &text[core.clone()];
    let mut out = Vec::new();
    let mut at = 0;
    while at < word.len() {
        let rest = &word[at..];
        // A move number glued between the moves.
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 && rest[digits..].starts_with(['.', '…']) && !out.is_empty() {
            let dots = rest[digits..].len() - rest[digits..].trim_start_matches(['.', '…']).len();
            at += digits + dots;
            continue;
        }
        // The shortest prefix that is a whole move and leaves a rest that
        // starts a new one.
        let mut found = None;
        let bounds: Vec<usize> = rest
            .char_indices()
            .map(|(i, _)| i)
            .skip(1)
            .chain([rest.len()])
            .collect();
        for end in bounds {
            let head = &rest[..end];
            let tail = &rest[end..];
            if !head
                .ends_with(|c: char| c.is_ascii_digit() || matches!(c, '!' | '?' | '+' | '#' | ':'))
            {
                continue;
            }
            if !tail.is_empty()
                && tail.starts_with(|c: char| {
                    c == ':' || c == '-' || c == '=' || c == '+' || c == '!' || c == '?' || c == '#'
                })
            {
                continue;
            }
            if let Ok(p) = San::parse_with(head, notation, opts) {
                if p.long && end < rest.len() {
                    continue;
                }
                found = Some((end, p));
                if !tail.is_empty() {
                    break;
                }
            }
        }
        let (end, p) = found?;
        out.push((core.start + at..core.start + at + end, p));
        at += end;
    }
    (out.len() >= 2).then_some(out)
}

/// Whether a word is a move in long algebraic with a dash (`Dd8–e7`).
fn long_with_dash(
    word: &str,
    read: &Option<(Result<ParsedSan, crate::san::SanError>, Class)>,
) -> bool {
    matches!(read, Some((Ok(p), _)) if p.long) && word.contains(san::DASHES)
}

/// Like [`read`], with the tolerances of `opts`. In pasted text (`style`),
/// words of prose between moves are kept as comments, and a short word
/// that could be a move (`de`) is prose when prose stands beside it.
pub fn read_with(
    text: &str,
    lexemes: &[Lexeme],
    notation: &Notation,
    opts: ParseOptions,
    style: Style,
    repairs: &mut Vec<MoveRepair>,
) -> Vec<Token> {
    // First each word on its own, then by its neighbours.
    let mut reads: Vec<Option<(Result<ParsedSan, crate::san::SanError>, Class)>> = lexemes
        .iter()
        .map(|l| match &l.kind {
            LexKind::Word { core } => {
                let word = &text[core.clone()];
                let r = San::parse_with(word, notation, opts);
                let c = classify(word, &r, style);
                Some((r, c))
            }
            _ => None,
        })
        .collect();
    // Moves written with spaces inside: a piece letter alone, then a
    // square (`С g4!?`); a dash or capture sign with a space on one side
    // (`d2 —d4`, `c3: d4`) or alone (`e5 x d4`).
    let mut merged: Vec<Option<(Range<usize>, ParsedSan)>> = vec![None; lexemes.len()];
    let word = |i: usize| match lexemes.get(i).map(|l| &l.kind) {
        Some(LexKind::Word { core }) => Some(core.clone()),
        _ => None,
    };
    let is_sign = |t: &str| {
        matches!(t, "x" | ":" | "×" | "X") || t.chars().all(san::is_dash) && !t.is_empty()
    };
    let mut i = 0;
    while i + 1 < lexemes.len() {
        let (Some(a), Some(b)) = (word(i), word(i + 1)) else {
            i += 1;
            continue;
        };
        let (ta, tb) = (&text[a.clone()], &text[b.clone()]);
        let spaces =
            |x: &Range<usize>, y: &Range<usize>| text[x.end..y.start].chars().all(|c| c == ' ');
        let lone_piece = matches!(&reads[i], Some((Err(_), _)))
            && notation
                .match_piece(ta)
                .is_some_and(|(p, len)| len == ta.len() && p.color == Color::White);
        let mut parts = vec![a.clone(), b.clone()];
        if is_sign(tb) {
            match word(i + 2) {
                Some(c) if spaces(&b, &c) => parts.push(c),
                _ => {
                    i += 1;
                    continue;
                }
            }
        } else if !(lone_piece
            || ta.ends_with(|c: char| san::is_dash(c) || c == ':' || c == '=')
            || tb.starts_with(|c: char| san::is_dash(c) || c == ':'))
        {
            i += 1;
            continue;
        }
        if !parts.windows(2).all(|w| spaces(&w[0], &w[1])) {
            i += 1;
            continue;
        }
        let joined: String = parts.iter().map(|r| &text[r.clone()]).collect();
        if let Ok(mut p) = San::parse_with(&joined, notation, opts) {
            // Spans in the joined text, moved back to the original's.
            let starts: Vec<(usize, usize)> = {
                let mut v = Vec::new();
                let mut at = 0;
                for r in &parts {
                    v.push((at, r.start - a.start));
                    at += r.len();
                }
                v
            };
            let shift = |x: usize| {
                let (j, o) = starts
                    .iter()
                    .rev()
                    .find(|(j, _)| *j <= x)
                    .copied()
                    .unwrap_or((0, 0));
                x - j + o
            };
            for (r, _) in &mut p.letters {
                *r = shift(r.start)..shift(r.start) + r.len();
            }
            for r in &mut p.repairs {
                r.span = shift(r.span.start)..shift(r.span.start) + r.span.len();
            }
            p.repairs.push(MoveRepair {
                kind: MoveRepairKind::Spaced,
                before: text[a.start..parts[parts.len() - 1].end].to_owned(),
                span: 0..parts[parts.len() - 1].end - a.start,
            });
            let end = parts[parts.len() - 1].end;
            merged[i] = Some((a.start..end, p));
            reads[i] = reads[i].take().map(|(r, _)| (r, Class::Move));
            for j in 1..parts.len() {
                reads[i + j] = None;
            }
            i += parts.len();
        } else {
            i += 1;
        }
    }
    // Neighbours: the words before and after, across punctuation.
    let word_at = |i: usize| reads[i].as_ref().map(|(_, c)| *c);
    let neighbour_prose = |i: usize| {
        let prev = (0..i)
            .rev()
            .find(|&j| !matches!(lexemes[j].kind, LexKind::Skip))
            .and_then(word_at);
        let next = (i + 1..lexemes.len())
            .find(|&j| !matches!(lexemes[j].kind, LexKind::Skip))
            .and_then(word_at);
        prev == Some(Class::Prose) || next == Some(Class::Prose)
    };
    let classes: Vec<Option<Class>> = (0..lexemes.len())
        .map(|i| match word_at(i) {
            Some(Class::WeakMove) => Some(if neighbour_prose(i) {
                Class::Prose
            } else {
                Class::Move
            }),
            Some(Class::WeakBad) => Some(if neighbour_prose(i) {
                Class::Prose
            } else {
                Class::Bad
            }),
            other => other,
        })
        .collect();

    let mut out: Vec<Token> = Vec::with_capacity(lexemes.len());
    // Open groups: (index in `out`, start byte, whether prose, whether a
    // move or variation was seen).
    let mut frames: Vec<(usize, usize, bool, bool)> = Vec::new();
    // A run of prose outside groups: its first byte and last byte.
    let mut prose_run: Option<Range<usize>> = None;
    let flush =
        |run: &mut Option<Range<usize>>, out: &mut Vec<Token>, repairs: &mut Vec<MoveRepair>| {
            if let Some(span) = run.take() {
                repairs.push(MoveRepair {
                    kind: MoveRepairKind::Prose,
                    before: text[span.clone()].to_owned(),
                    span: span.clone(),
                });
                out.push(Token::Comment(span));
            }
        };
    for (i, l) in lexemes.iter().enumerate() {
        let span = l.span.clone();
        let class = classes[i];
        if frames.is_empty() {
            // Prose runs until the game resumes with a move number: the
            // squares and moves a sentence mentions are part of it.
            match (&l.kind, class) {
                (LexKind::Word { .. }, Some(Class::Prose)) => {
                    prose_run = Some(match prose_run.take() {
                        Some(r) => r.start..span.end,
                        None => span.clone(),
                    });
                    continue;
                }
                (LexKind::Word { core }, Some(Class::Move))
                    if prose_run.is_some()
                        && (text[prose_run.as_ref().map_or(0, |r| r.end)..core.start]
                            .contains('\n')
                            || long_with_dash(&text[core.clone()], &reads[i])) =>
                {
                    // A move that starts a line, or one in long algebraic,
                    // ends the prose.
                    flush(&mut prose_run, &mut out, repairs);
                }
                (
                    LexKind::Word { .. } | LexKind::Skip | LexKind::Nag(_) | LexKind::Continuation,
                    _,
                ) if prose_run.is_some() => {
                    if let Some(r) = prose_run.as_mut() {
                        r.end = span.end;
                    }
                    if let LexKind::Word { .. } = l.kind {
                        reads[i] = None;
                        merged[i] = None;
                    }
                    continue;
                }
                _ => flush(&mut prose_run, &mut out, repairs),
            }
        }
        match &l.kind {
            LexKind::Word { core } => {
                let Some((read, _)) = reads[i].take() else {
                    continue;
                };
                let (core, read) = match merged[i].take() {
                    Some((span, p)) => (span, Ok(p)),
                    None => (core.clone(), read),
                };
                let is_move = read.is_ok() && class != Some(Class::Prose);
                if let Some(f) = frames.last_mut() {
                    if is_move {
                        f.3 = true;
                    } else {
                        f.2 = true;
                    }
                }
                let glued = match &read {
                    Err(_) => true,
                    Ok(p) => p.long && !text[core.clone()].contains(san::DASHES),
                };
                let mut split = if glued {
                    split_glued(text, &core, notation, opts).unwrap_or_default()
                } else {
                    Vec::new()
                };
                // Greek files are lower-case letters, like Black's piece
                // letters: `βα5` may be the queen. The other reading is
                // kept, and a move that plays both ways is refused.
                let w = &text[core.clone()];
                if split.is_empty() && w.starts_with(|c: char| ('α'..='ω').contains(&c)) {
                    let lower = ParseOptions {
                        lowercase_piece: true,
                        ..opts
                    };
                    if let Ok(p) = San::parse_with(w, notation, lower) {
                        if read.as_ref().map_or(true, |r| r.san != p.san) {
                            split.push((core.clone(), p));
                        }
                    }
                }
                // Long algebraic with a spaced dash: `e2 – e4`, read so
                // only when the first square alone does not play.
                let mut join = 0;
                if split.is_empty() && frames.is_empty() {
                    if let (Some(LexKind::Skip), Some(LexKind::Word { core: b }), Ok(pa)) = (
                        lexemes.get(i + 1).map(|l| &l.kind),
                        lexemes.get(i + 2).map(|l| &l.kind),
                        &read,
                    ) {
                        let dash = &text[lexemes[i + 1].span.clone()];
                        let single = matches!(
                            pa.san,
                            San::Normal {
                                from_file: None,
                                from_rank: None,
                                to_rank: Some(_),
                                ..
                            }
                        );
                        if dash.chars().all(san::is_dash) && single && reads[i + 2].is_some() {
                            let joined = format!("{}-{}", &text[core.clone()], &text[b.clone()]);
                            if let Ok(mut p) = San::parse_with(&joined, notation, opts) {
                                if p.long {
                                    // Spans back in the original text.
                                    let gap = b.start - core.end - 1;
                                    let a_len = core.len();
                                    for (r, _) in &mut p.letters {
                                        if r.start > a_len {
                                            *r = r.start + gap..r.end + gap;
                                        }
                                    }
                                    p.repairs.retain(|r| r.span.end <= a_len);
                                    p.repairs.push(MoveRepair {
                                        kind: MoveRepairKind::Spaced,
                                        before: text[core.start..b.end].to_owned(),
                                        span: 0..b.end - core.start,
                                    });
                                    split.push((core.start..b.end, p));
                                    join = 2;
                                }
                            }
                        }
                    }
                }
                out.push(Token::Move {
                    span: core,
                    read,
                    split,
                    join,
                });
            }
            LexKind::Number(n) => out.push(Token::Number(*n, span)),
            LexKind::Continuation => out.push(Token::Skip(span)),
            LexKind::Comment => out.push(Token::Comment(span)),
            LexKind::Open => {
                frames.push((out.len(), span.start, false, false));
                out.push(Token::Open(span));
            }
            LexKind::Close => {
                let Some((at, begin, prose, any_move)) = frames.pop() else {
                    continue;
                };
                // A group with no move at all is prose too: `(!)`, `(1)`.
                if !prose && any_move {
                    if let Some(parent) = frames.last_mut() {
                        parent.3 = true;
                    }
                }
                if prose || !any_move {
                    out.truncate(at);
                    let span = begin..span.end;
                    repairs.push(MoveRepair {
                        kind: MoveRepairKind::Prose,
                        before: text[span.clone()].to_owned(),
                        span: span.clone(),
                    });
                    out.push(Token::Comment(span));
                } else {
                    out.push(Token::Close(span));
                }
            }
            LexKind::Nag(n) => out.push(Token::Nag(*n, span)),
            LexKind::Result(r) => out.push(Token::Result(r, span)),
            LexKind::Skip => out.push(Token::Skip(span)),
        }
    }
    flush(&mut prose_run, &mut out, repairs);
    out
}

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

/// A move that could not be played, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// Byte offset of the move in the text.
    pub offset: usize,
    /// The full-move number of the move.
    pub number: u32,
    /// The side that was to play it.
    pub color: Color,
    /// Why.
    pub error: MoveError,
}

/// The result of replaying move text with one table.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The move text written as asked ([`Form`]).
    pub text: String,
    /// Each mainline move in canonical SAN and the position after it
    /// (when recorded).
    pub moves: Vec<(San, Position)>,
    /// How many mainline moves were played.
    pub plies: usize,
    /// The position after the last move played.
    pub end: Position,
    /// The first mainline move that could not be played (replay stops there).
    pub error: Option<ReplayError>,
    /// Variation moves that could not be played (kept as written).
    pub variation_errors: Vec<ReplayError>,
    /// Every departure from PGN, with spans in the text.
    pub repairs: Vec<MoveRepair>,
    /// The result, if the text gives one.
    pub result: Option<&'static str>,
    /// The mainline moves as canonical SAN, for comparing readings.
    pub mainline: Vec<San>,
}

/// Options of [`replay`].
#[derive(Debug, Clone, Copy)]
pub struct ReplayOptions<'n> {
    /// The letters written.
    pub to: &'n Notation,
    /// How the text is written back.
    pub form: Form,
    /// Whether each mainline position is recorded.
    pub record: bool,
    /// How the text was written (pasted text reads its move numbers).
    pub style: Style,
}

struct Writer<'a> {
    out: String,
    form: Form,
    to: &'a Notation,
    /// Whether the next Black move needs `N...` (start, after a comment or a variation).
    need_number: bool,
}

impl Writer<'_> {
    fn sep(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with(['(', '\n']) {
            self.out.push(' ');
        }
    }
    fn raw(&mut self, s: &str) {
        self.sep();
        self.out.push_str(s);
    }
}

/// Writes `12.` or `12...` without formatting machinery.
fn push_number(out: &mut String, n: u32, dots: &str) {
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
fn write_comment(w: &mut Writer<'_>, text: &str) {
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

/// Replays tokens from `start`: the mainline is played until a move fails;
/// variations are played from the position before the move they replace.
/// In pasted text, a move number that goes back opens a variation (closed
/// when the numbers come back to the game), and parentheses around the
/// game's own next move are only punctuation.
///
/// ```
/// use fenlingo::movetext::{lex, read, replay_tokens, Form, ReplayOptions, Style};
/// use fenlingo::{Notation, Position};
/// let text = "1. e4 c5 2.Cf3 {¡bien!} d6";
/// let es = Notation::builtin("es").unwrap();
/// let mut rep = Vec::new();
/// let lexemes = lex(text, Style::Pasted, &mut rep).unwrap();
/// let tokens = read(text, &lexemes, es, &mut rep);
/// let opts = ReplayOptions { to: Notation::standard(), form: Form::Standard, record: false, style: Style::Pasted };
/// let r = replay_tokens(text, &tokens, &Position::standard(), opts, rep);
/// assert_eq!(r.text, "1. e4 c5 2. Nf3 {¡bien!} 2... d6");
/// ```
pub fn replay_tokens(
    text: &str,
    tokens: &[Token],
    start: &Position,
    opts: ReplayOptions<'_>,
    mut repairs: Vec<MoveRepair>,
) -> Replay {
    let mut w = Writer {
        out: String::with_capacity(text.len() + 16),
        form: opts.form,
        to: opts.to,
        need_number: true,
    };
    let pasted = opts.style == Style::Pasted;
    let mut moves = Vec::new();
    let mut mainline = Vec::new();
    let mut error: Option<ReplayError> = None;
    let mut variation_errors = Vec::new();
    let mut result = None;
    let mut plies = 0usize;
    let game0 = Game::new(start);
    let bad_start = game0.as_ref().err().cloned();
    // The current line: its game, the game before its last move, and
    // whether it is dead (a move failed). The stack holds the lines
    // variations branched from, and whether the variation was opened by a
    // move number going back.
    let mut cur: Option<Game> = game0.ok();
    let mut before: Option<Game> = None;
    let mut dead = false;
    let mut pending: Option<String> = None;
    let mut stack: Vec<(Option<Game>, Option<Game>, bool, bool)> = Vec::new();
    // Whether each open parenthesis is only punctuation.
    let mut opens: Vec<bool> = Vec::new();
    // Pasted text: the mainline game before each of its moves.
    let mut history: Vec<Game> = Vec::new();
    let first_ply = |n: u32, c: Color| -> i64 { i64::from(n) * 2 + i64::from(c == Color::Black) };
    let start_ply = first_ply(start.fullmoves.max(1), start.turn);
    // The (number, side) a number token announces.
    let announced = |i: usize, n: u32| -> Color {
        let own = match &tokens[i] {
            Token::Number(_, sp) => {
                text[sp.clone()].contains(['…']) || text[sp.clone()].contains("..")
            }
            _ => false,
        };
        // `6... Dc7`, `6. — Dc7`: Black's move.
        let next_dots = matches!(tokens.get(i + 1), Some(Token::Skip(sp))
            if text[sp.clone()].starts_with(['.', '…']) || text[sp.clone()].chars().all(san::is_dash));
        let _ = n;
        if own || next_dots {
            Color::Black
        } else {
            Color::White
        }
    };
    // Whether the last token was prose (or a comment): a move number that
    // goes back right after it opens a variation.
    let mut after_prose = false;
    // The moves a word plays (several when moves are glued), reused.
    let mut played: Vec<(San, u32, Color, &ParsedSan, Option<Position>)> = Vec::with_capacity(4);
    let mut skip = 0usize;
    let mut joined: Vec<Range<usize>> = Vec::new();
    for (ti, t) in tokens.iter().enumerate() {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        let was_after_prose = after_prose;
        after_prose =
            matches!(t, Token::Comment(_)) || (was_after_prose && matches!(t, Token::Skip(_)));
        let after_prose = was_after_prose;
        match t {
            Token::Move {
                span,
                read,
                split,
                join,
            } => {
                let word = &text[span.clone()];
                let depth = stack.len();
                // Each move played: its SAN, number, side and parsed text.
                played.clear();
                let mut used_split = false;
                if !dead {
                    if let Some(g) = cur.as_mut() {
                        let number = g.move_number();
                        let color = g.turn();
                        let snapshot = g.clone();
                        let res = match read {
                            Ok(p) => g.play(&p.san, word).map(|s| (s, p)),
                            Err(e) => Err(MoveError {
                                text: word.to_owned(),
                                kind: san_error_kind(e),
                            }),
                        };
                        // A word with one other reading: both must not play.
                        let res = match res {
                            Ok(ok) if split.len() == 1 => {
                                let (r, p) = &split[0];
                                let mut probe = snapshot.clone();
                                if probe.play_quiet(&p.san, &text[r.clone()]).is_ok() {
                                    *g = snapshot.clone();
                                    Err(MoveError {
                                        text: word.to_owned(),
                                        kind: MoveErrorKind::TwoReadings,
                                    })
                                } else {
                                    Ok(ok)
                                }
                            }
                            other => other,
                        };
                        match res {
                            Ok((san, p)) => {
                                if pasted && depth == 0 {
                                    history.push(snapshot.clone());
                                }
                                before = Some(snapshot);
                                let after = (opts.record && depth == 0).then(|| g.position());
                                played.push((san, number, color, p, after));
                            }
                            Err(e) => {
                                // Moves written without spaces.
                                let mut g2 = snapshot.clone();
                                let mut ok = Vec::new();
                                let mut prev = snapshot.clone();
                                let mut hist = Vec::new();
                                for (r, p) in split {
                                    let (n2, c2) = (g2.move_number(), g2.turn());
                                    let pre = g2.clone();
                                    match g2.play(&p.san, &text[r.clone()]) {
                                        Ok(s2) => {
                                            hist.push(pre.clone());
                                            prev = pre;
                                            let after =
                                                (opts.record && depth == 0).then(|| g2.position());
                                            ok.push((s2, n2, c2, p, after));
                                        }
                                        Err(_) => {
                                            ok.clear();
                                            break;
                                        }
                                    }
                                }
                                if ok.is_empty() {
                                    let re = ReplayError {
                                        offset: span.start,
                                        number,
                                        color,
                                        error: e,
                                    };
                                    // A move of a variation opened by a move
                                    // number counts as the game's: that reading
                                    // of the numbers is not sure.
                                    if depth == 0 || stack.iter().any(|f| f.3) {
                                        if error.is_none() {
                                            error = Some(re);
                                        }
                                    } else {
                                        variation_errors.push(re);
                                    }
                                    dead = true;
                                } else {
                                    *g = g2;
                                    before = Some(prev);
                                    if pasted && depth == 0 {
                                        history.extend(hist);
                                    }
                                    if *join == 0 {
                                        repairs.push(MoveRepair {
                                            kind: MoveRepairKind::Glued,
                                            before: word.to_owned(),
                                            span: span.clone(),
                                        });
                                    } else {
                                        // The other reading took the next
                                        // tokens in: the dash is no longer
                                        // one between moves.
                                        skip = *join;
                                        if let Some((r, _)) = split.first() {
                                            joined.push(r.clone());
                                        }
                                    }
                                    played.extend(ok);
                                    used_split = true;
                                }
                            }
                        }
                    } else {
                        if depth == 0 && error.is_none() {
                            if let Some(e) = &bad_start {
                                error = Some(ReplayError {
                                    offset: span.start,
                                    number: start.fullmoves,
                                    color: start.turn,
                                    error: e.clone(),
                                });
                            }
                        }
                        dead = true;
                    }
                }
                // Repairs of the moves themselves, with absolute spans.
                if played.len() == 1 {
                    let p = played[0].3;
                    repairs.extend(p.repairs.iter().map(|r| MoveRepair {
                        kind: r.kind,
                        before: r.before.clone(),
                        span: r.span.start + span.start..r.span.end + span.start,
                    }));
                }
                for (san, _, _, _, after) in &played {
                    if depth == 0 {
                        plies += 1;
                        mainline.push(*san);
                        if let Some(pos) = after {
                            moves.push((*san, *pos));
                        }
                    }
                }
                match w.form {
                    Form::None => {}
                    Form::Standard if !played.is_empty() => {
                        for (san, number, color, p, _) in &played {
                            match color {
                                Color::White => {
                                    w.sep();
                                    push_number(&mut w.out, *number, ".");
                                }
                                Color::Black if w.need_number => {
                                    w.sep();
                                    push_number(&mut w.out, *number, "...");
                                }
                                Color::Black => {}
                            }
                            w.sep();
                            san.write(w.to, &mut w.out);
                            for nag in &p.nags {
                                match san::suffix_glyph(*nag) {
                                    Some(g) => w.out.push_str(g),
                                    None => w.out.push_str(&format!(" ${nag}")),
                                }
                            }
                            w.need_number = false;
                        }
                        pending = None;
                    }
                    Form::Keep | Form::Standard => {
                        if let Some(num) = pending.take() {
                            w.raw(&num);
                        }
                        let shown = if !split.is_empty() && (used_split || read.is_err()) {
                            split
                                .iter()
                                .map(|(r, p)| san::keep_form(&text[r.clone()], p, w.to))
                                .collect::<Vec<_>>()
                                .join(" ")
                        } else {
                            match read {
                                Ok(p) => san::keep_form(word, p, w.to),
                                Err(_) => word.to_owned(),
                            }
                        };
                        w.raw(&shown);
                        w.need_number = played.is_empty();
                    }
                }
            }
            Token::Number(n, span) => {
                // Pasted text: a number that goes back opens a variation;
                // one that comes back to the game closes it.
                if pasted {
                    let c = announced(ti, *n);
                    let said = first_ply(*n, c);
                    let in_implicit = stack.last().is_some_and(|f| f.3);
                    if in_implicit {
                        let main = stack.last().and_then(|f| f.0.as_ref());
                        if let Some(m) = main {
                            if first_ply(m.move_number(), m.turn()) == said {
                                if let Some((c0, b0, d0, _)) = stack.pop() {
                                    cur = c0;
                                    before = b0;
                                    dead = d0;
                                }
                                if w.form != Form::None {
                                    w.out.push(')');
                                }
                                w.need_number = true;
                            }
                        }
                    } else if stack.is_empty() && !dead && after_prose {
                        if let Some(g) = &cur {
                            let now = first_ply(g.move_number(), g.turn());
                            let back = said < now && said >= start_ply;
                            let index = usize::try_from(said - start_ply).ok();
                            // Only when the next move plays there: a number
                            // that is merely off (problems that number the
                            // solver's moves from 1) stays a label.
                            let next_plays = |h: &Game| {
                                let next = tokens[ti + 1..].iter().find_map(|t| match t {
                                    Token::Move { span, read, .. } => Some((span, read)),
                                    Token::Skip(_) => None,
                                    _ => Some((
                                        span,
                                        &Err(crate::san::SanError {
                                            kind: crate::san::SanErrorKind::NotAMove,
                                            offset: 0,
                                        }),
                                    )),
                                });
                                match next {
                                    Some((sp, Ok(p))) => {
                                        h.clone().play_quiet(&p.san, &text[sp.clone()]).is_ok()
                                    }
                                    _ => false,
                                }
                            };
                            if let (true, Some(i)) = (back, index) {
                                if let Some(h) = history.get(i).filter(|h| next_plays(h)) {
                                    stack.push((cur.clone(), before.clone(), dead, true));
                                    cur = Some(h.clone());
                                    before = None;
                                    if w.form != Form::None {
                                        w.sep();
                                        w.out.push('(');
                                    }
                                    w.need_number = true;
                                }
                            }
                        }
                    }
                }
                match w.form {
                    Form::Keep => w.raw(&text[span.clone()]),
                    // Numbers are written again for played moves; one before a
                    // move that is not played is kept, normalized.
                    Form::Standard => {
                        let black =
                            text[span.clone()].contains(['…']) || text[span.clone()].contains("..");
                        pending = Some(format!("{n}{}", if black { "..." } else { "." }));
                    }
                    Form::None => {}
                }
            }
            Token::Skip(span) => {
                if w.form == Form::Keep {
                    w.raw(&text[span.clone()]);
                }
            }
            Token::Comment(span) => {
                match w.form {
                    Form::Keep => {
                        let c = &text[span.clone()];
                        w.raw(c);
                        if c.starts_with(';') {
                            w.out.push('\n');
                        }
                    }
                    Form::Standard => write_comment(&mut w, &text[span.clone()]),
                    Form::None => {}
                }
                w.need_number = true;
            }
            Token::Open(_) => {
                // Pasted text: parentheses around the game's next move.
                let transparent = pasted
                    && stack.iter().all(|f| f.3)
                    && !dead
                    && match (tokens.get(ti + 1), &cur) {
                        (Some(Token::Number(n, _)), Some(g)) => {
                            first_ply(*n, announced(ti + 1, *n))
                                == first_ply(g.move_number(), g.turn())
                        }
                        _ => false,
                    };
                opens.push(transparent);
                if transparent {
                    continue;
                }
                stack.push((cur.clone(), before.clone(), dead, false));
                cur = before.take();
                if cur.is_none() {
                    dead = true;
                }
                if w.form != Form::None {
                    w.sep();
                    w.out.push('(');
                }
                w.need_number = true;
            }
            Token::Close(_) => {
                if opens.pop() == Some(true) {
                    continue;
                }
                // Implicit variations inside end with the parenthesis.
                while stack.last().is_some_and(|f| f.3) && stack.len() > 1 {
                    if let Some((c0, b0, d0, _)) = stack.pop() {
                        cur = c0;
                        before = b0;
                        dead = d0;
                    }
                    if w.form != Form::None {
                        w.out.push(')');
                    }
                }
                if let Some((c, b, d, _)) = stack.pop() {
                    cur = c;
                    before = b;
                    dead = d;
                }
                if w.form != Form::None {
                    w.out.push(')');
                }
                w.need_number = true;
            }
            Token::Nag(n, span) => match w.form {
                Form::Keep => w.raw(&text[span.clone()]),
                Form::Standard => match san::suffix_glyph(*n) {
                    Some(g) if !w.out.ends_with([' ', '(', ')', '}']) && !w.out.is_empty() => {
                        w.out.push_str(g)
                    }
                    _ => w.raw(&format!("${n}")),
                },
                Form::None => {}
            },
            Token::Result(r, span) => {
                if stack.iter().all(|f| f.3) {
                    result = Some(*r);
                }
                match w.form {
                    Form::Keep => w.raw(&text[span.clone()]),
                    Form::Standard => w.raw(r),
                    Form::None => {}
                }
            }
        }
    }
    // Implicit variations still open end with the text.
    while stack.last().is_some_and(|f| f.3) {
        if let Some((c0, b0, d0, _)) = stack.pop() {
            cur = c0;
            before = b0;
            dead = d0;
        }
        if w.form != Form::None {
            w.out.push(')');
        }
    }
    let _ = (&before, dead);
    let end = cur_or(&stack, cur.as_ref()).map_or(*start, Game::position);
    repairs.retain(|r| {
        r.kind != MoveRepairKind::DashBetweenMoves
            || !joined
                .iter()
                .any(|j| j.start <= r.span.start && r.span.end <= j.end)
    });
    repairs.sort_by_key(|r| r.span.start);
    Replay {
        text: w.out,
        moves,
        plies,
        end,
        error,
        variation_errors,
        repairs,
        result,
        mainline,
    }
}

/// The mainline game at the end: the bottom of the stack if variations
/// were left open, else the current one.
fn cur_or<'a>(
    stack: &'a [(Option<Game>, Option<Game>, bool, bool)],
    cur: Option<&'a Game>,
) -> Option<&'a Game> {
    match stack.first() {
        Some((g, ..)) => g.as_ref(),
        None => cur,
    }
}

/// Why move text gave no game.
#[derive(Debug, Clone)]
pub enum GameError<'n> {
    /// The text's structure is broken.
    Text(TextError),
    /// Several tables play the whole text and give different games.
    Ambiguous(Vec<GameReading<'n>>),
}

/// One way of reading move text: the tables that give it, and its moves.
#[derive(Debug, Clone)]
pub struct GameReading<'n> {
    /// The tables (sharing letters for the pieces used).
    pub notations: Vec<&'n Notation>,
    /// The mainline in canonical SAN.
    pub mainline: Vec<San>,
    /// How many mainline moves were played.
    pub plies: usize,
    /// The first mainline move that failed.
    pub error: Option<ReplayError>,
}

impl GameReading<'_> {
    /// The first table.
    pub fn notation(&self) -> &Notation {
        self.notations[0]
    }
}

fn table_order(n: &Notation) -> (bool, bool, std::cmp::Reverse<usize>, String) {
    (
        n.id() != "en",
        n.is_provisional(),
        std::cmp::Reverse(n.sources().len()),
        n.id().to_owned(),
    )
}

/// The roles each move word names under a table: tables giving the same
/// roles to the same words read the text alike.
/// The roles a move word names: the piece, the piece captured, the
/// promotion.
type Roles = (Option<Role>, Option<Role>, Option<Role>);

/// The roles a move names.
fn roles(san: &San) -> Roles {
    match *san {
        San::Normal {
            role,
            captured,
            promotion,
            ..
        } => (Some(role), captured, promotion),
        _ => (None, None, None),
    }
}

fn signature(tokens: &[Token]) -> Option<Vec<Roles>> {
    let mut sig = Vec::new();
    let mut depth = 0usize;
    for t in tokens {
        match t {
            Token::Open(_) => depth += 1,
            Token::Close(_) => depth = depth.saturating_sub(1),
            Token::Move { read, split, .. } => match read {
                Err(_) if !split.is_empty() => {
                    for (_, p) in split {
                        sig.push(roles(&p.san));
                    }
                }
                Ok(p) => sig.push(roles(&p.san)),
                // A word of the mainline that is no move: this table
                // cannot read the text.
                Err(_) if depth == 0 => return None,
                Err(_) => sig.push((None, None, None)),
            },
            _ => {}
        }
    }
    Some(sig)
}

/// Which notation move text is written in. Every table (one per set of
/// letters) that plays the whole mainline is a reading; readings that
/// give different games are an ambiguity, never a guess. When no table
/// plays the whole text, the reading that plays the most moves is
/// returned with its error (standard first on a tie).
pub fn detect<'n>(
    text: &str,
    style: Style,
    tables: &'n [Notation],
    start: &Position,
) -> Result<GameReading<'n>, GameError<'n>> {
    let mut order: Vec<&Notation> = tables.iter().collect();
    order.sort_by_key(|n| table_order(n));
    let mut text_repairs = Vec::new();
    let lexemes = lex(text, style, &mut text_repairs).map_err(GameError::Text)?;
    let mut sigs: Vec<(Vec<Roles>, usize)> = Vec::new();
    let mut readings: Vec<GameReading<'n>> = Vec::new();
    // Letters of another alphabet are read as a table's own only where
    // the text uses that alphabet: an all-Latin `Kg1-f3` is no Russian
    // knight move.
    let beyond = words_beyond_ascii(text, &lexemes);
    for n in order {
        let mut rep = Vec::new();
        let opts = ParseOptions {
            fold: beyond || !table_beyond_ascii(n),
            pawn_prefix: false,
            lowercase_piece: false,
        };
        let tokens = read_with(text, &lexemes, n, opts, style, &mut rep);
        let Some(sig) = signature(&tokens) else {
            continue;
        };
        if let Some((_, i)) = sigs.iter().find(|(s, _)| *s == sig) {
            readings[*i].notations.push(n);
            continue;
        }
        let opts = ReplayOptions {
            to: Notation::standard(),
            form: Form::None,
            record: false,
            style,
        };
        let r = replay_tokens(text, &tokens, start, opts, Vec::new());
        sigs.push((sig, readings.len()));
        readings.push(GameReading {
            notations: vec![n],
            mainline: r.mainline,
            plies: r.plies,
            error: r.error,
        });
    }
    // Whole readings, merged when they give the same game. A reading that
    // plays fewer moves took some for prose: the ones that explain more of
    // the text win.
    let most = readings
        .iter()
        .filter(|r| r.error.is_none())
        .map(|r| r.plies)
        .max()
        .unwrap_or(0);
    let mut whole: Vec<GameReading<'n>> = Vec::new();
    for r in readings
        .iter()
        .filter(|r| r.error.is_none() && r.plies > 0 && r.plies == most)
    {
        match whole.iter_mut().find(|w| w.mainline == r.mainline) {
            Some(w) => w.notations.extend(r.notations.iter().copied()),
            None => whole.push(r.clone()),
        }
    }
    match whole.len() {
        1 => Ok(whole.remove(0)),
        0 => {
            // The reading that gets furthest, standard first on a tie.
            let best = readings
                .into_iter()
                .enumerate()
                .max_by_key(|(i, r)| (r.plies, std::cmp::Reverse(*i)))
                .map(|(_, r)| r);
            Ok(best.unwrap_or(GameReading {
                notations: vec![Notation::standard()],
                mainline: Vec::new(),
                plies: 0,
                error: None,
            }))
        }
        _ => Err(GameError::Ambiguous(whole)),
    }
}

/// Reads and replays move text with one table, in one call.
///
/// ```
/// use fenlingo::movetext::{read_and_replay, Form, Style};
/// use fenlingo::{Notation, Position};
/// let de = Notation::builtin("de").unwrap();
/// let r = read_and_replay("1. e2–e4, e7–e5. 2. Sg1–f3", Style::Pasted, de, &Position::standard(), Notation::standard(), Form::Standard, false).unwrap();
/// assert_eq!(r.text, "1. e4 e5 2. Nf3");
/// assert!(r.error.is_none());
/// ```
pub fn read_and_replay(
    text: &str,
    style: Style,
    from: &Notation,
    start: &Position,
    to: &Notation,
    form: Form,
    record: bool,
) -> Result<Replay, TextError> {
    let mut repairs = Vec::new();
    let lexemes = lex(text, style, &mut repairs)?;
    let tokens = read_with(
        text,
        &lexemes,
        from,
        ParseOptions::default(),
        style,
        &mut repairs,
    );
    Ok(replay_tokens(
        text,
        &tokens,
        start,
        ReplayOptions {
            to,
            form,
            record,
            style,
        },
        repairs,
    ))
}

/// Reads PGN move text with `from`'s letters and replays it from `start`,
/// recording every mainline position; the text comes back in `to`'s
/// letters in the author's spelling.
///
/// ```
/// use fenlingo::{Notation, Position};
/// use fenlingo::movetext::replay;
/// let es = Notation::builtin("es").unwrap();
/// let r = replay("1. e4 c5 2.Cf3 {¡bien!} d6", es, Notation::standard(), &Position::standard()).unwrap();
/// assert_eq!(r.text, "1. e4 c5 2. Nf3 {¡bien!} d6");
/// assert_eq!(r.end.to_string(), "rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
/// ```
pub fn replay(
    text: &str,
    from: &Notation,
    to: &Notation,
    start: &Position,
) -> Result<Replay, TextError> {
    read_and_replay(text, Style::Pgn, from, start, to, Form::Keep, true)
}

/// Translates one move as written from `from`'s letters to `to`'s,
/// keeping its spelling; text that is no move comes back unchanged.
///
/// ```
/// use fenlingo::Notation;
/// use fenlingo::movetext::translate_move;
/// let ru = Notation::builtin("ru").unwrap();
/// let en = Notation::standard();
/// assert_eq!(translate_move("Кр:f7", ru, en), "K:f7");
/// assert_eq!(translate_move("Nf3!?", en, ru), "Кf3!?");
/// ```
pub fn translate_move(text: &str, from: &Notation, to: &Notation) -> String {
    match San::parse(text, from) {
        Ok(p) => san::keep_form(text, &p, to),
        Err(_) => text.to_owned(),
    }
}

/// The differences between a replayed position and a claimed one, field
/// by field: (field, replayed, claimed). The en-passant field is compared
/// under both conventions: the replayed square (after every double step)
/// and the legal one are both accepted.
///
/// ```
/// use fenlingo::movetext::compare;
/// let replayed: fenlingo::Position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2".parse().unwrap();
/// let claimed: fenlingo::Position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2".parse().unwrap();
/// let d = compare(&replayed, &claimed);
/// assert_eq!(d.len(), 2);
/// assert_eq!(d[0], (fenlingo::fen::Field::Side, "w".to_string(), "b".to_string()));
/// assert_eq!(d[1], (fenlingo::fen::Field::EnPassant, "e6 (or -)".to_string(), "e3".to_string()));
/// ```
pub fn compare(replayed: &Position, claimed: &Position) -> Vec<(fen::Field, String, String)> {
    let w = |p: &Position| {
        let mut s = String::new();
        fen::write_fen(p, WriteOptions::default(), &mut s);
        s.split(' ').map(str::to_owned).collect::<Vec<_>>()
    };
    let a = w(replayed);
    let b = w(claimed);
    let mut out = Vec::new();
    for (i, field) in fen::Field::FEN.iter().enumerate() {
        let (x, y) = (
            a.get(i).cloned().unwrap_or_default(),
            b.get(i).cloned().unwrap_or_default(),
        );
        if *field == fen::Field::EnPassant {
            let legal = replayed
                .legal_ep_square()
                .map_or("-".to_owned(), |s| s.to_string());
            if y == x || y == legal {
                continue;
            }
            let shown = if legal != x {
                format!("{x} (or {legal})")
            } else {
                x
            };
            out.push((*field, shown, y));
        } else if x != y {
            out.push((*field, x, y));
        }
    }
    out
}

/// The letter a table writes for a piece kind (white), for messages.
pub fn letter(n: &Notation, role: Role) -> &str {
    n.piece_token(Piece::new(Color::White, role))
}

/// Whether a move error is about the text rather than the position.
pub fn is_spelling(e: &MoveErrorKind) -> bool {
    matches!(e, MoveErrorKind::Unreadable | MoveErrorKind::BadRank { .. })
}
