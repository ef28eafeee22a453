//! Reading lexemes with one table: moves, prose and glued or spaced moves.

use super::*;
use crate::san::{self, MoveRepair, MoveRepairKind, ParseOptions, ParsedSan, San};
use crate::{Color, Notation, Piece, Role};
use std::ops::Range;

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
pub(super) fn words_beyond_ascii(text: &str, lexemes: &[Lexeme]) -> bool {
    lexemes.iter().any(|l| match &l.kind {
        LexKind::Word { core } => text[core.clone()]
            .chars()
            .any(|c| c.is_alphabetic() && !c.is_ascii()),
        _ => false,
    })
}

/// Whether a table's piece tokens use letters outside ASCII.
pub(super) fn table_beyond_ascii(n: &Notation) -> bool {
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
    let digit = || word.bytes().any(|b| b.is_ascii_digit());
    let capture_sign = || word.contains([':', 'x', '×', 'X']);
    match read {
        Ok(p) => match p.san {
            San::Normal { to_rank: None, .. } if !capture_sign() => Class::WeakMove,
            _ => Class::Move,
        },
        Err(_) if style == Style::Pgn => Class::Bad,
        Err(e) => match e.kind {
            K::BadRank { .. } if !digit() && word.chars().count() <= 3 => Class::WeakBad,
            K::NotAMove | K::Trailing if !digit() && word.chars().any(char::is_alphabetic) => {
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
    // The first of two moves ends before the word does, on a digit or a
    // sign (`Kf3` of `Kf3Kc6`).
    let last = word.char_indices().last().map_or(0, |(i, _)| i);
    if !word[..last]
        .contains(|c: char| c.is_ascii_digit() || matches!(c, '!' | '?' | '+' | '#' | ':'))
    {
        return None;
    }
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

/// A word that is two moves joined by a dash, each read on its own and
/// neither in long algebraic; `None` when it is not, or when it splits
/// so at two dashes (castling's own dashes: `d4-0-0-0` is `d4` and
/// `0-0-0`, `0-0-Кf6` is `0-0` and `Кf6`).
fn split_at_dash(
    text: &str,
    core: &Range<usize>,
    notation: &Notation,
    opts: ParseOptions,
) -> Option<Vec<(Range<usize>, ParsedSan)>> {
    let word = &text[core.clone()];
    let read = |a: usize, b: usize| {
        San::parse_with(&word[a..b], notation, opts)
            .ok()
            .filter(|p| !p.long)
            .map(|p| (core.start + a..core.start + b, p))
    };
    let mut found = None;
    for (at, dash) in word.match_indices(san::DASHES) {
        let after = at + dash.len();
        if at == 0 || after == word.len() {
            continue;
        }
        if let (Some(first), Some(second)) = (read(0, at), read(after, word.len())) {
            if found.is_some() {
                return None;
            }
            found = Some(vec![first, second]);
        }
    }
    found
}

/// Whether a word is a move in long algebraic with a dash (`Dd8–e7`).
fn long_with_dash(word: &str, read: &WordRead) -> bool {
    matches!(read, Some((Ok(p), _)) if p.long) && word.contains(san::DASHES)
}

/// A word's first reading and how it reads before its neighbours are
/// considered; `None` for a lexeme that is no word (or one taken in by
/// another).
type WordRead = Option<(Result<ParsedSan, crate::san::SanError>, Class)>;

/// A move written with spaces inside, read whole: its span and the move.
type Merged = Option<(Range<usize>, ParsedSan)>;

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
    // First each word on its own, then by its neighbours. A clean move
    // (export-format SAN) has no other reading and joins no neighbour.
    let mut clean = vec![false; lexemes.len()];
    let mut reads: Vec<WordRead> = lexemes
        .iter()
        .zip(&mut clean)
        .map(|(l, clean)| match &l.kind {
            LexKind::Word { core } => {
                let word = &text[core.clone()];
                let (r, is_clean) = San::parse_marked(word, notation, opts);
                *clean = is_clean;
                let c = classify(word, &r, style);
                Some((r, c))
            }
            _ => None,
        })
        .collect();
    let merged = merge_spaced(text, lexemes, notation, opts, &clean, &mut reads);
    let classes = settle_classes(lexemes, &reads);
    let mut w = TokenWriter {
        text,
        lexemes,
        notation,
        opts,
        reads,
        clean,
        merged,
        classes,
        out: Vec::with_capacity(lexemes.len()),
        groups: Vec::new(),
        prose_run: None,
        repairs,
    };
    for (i, l) in lexemes.iter().enumerate() {
        if w.groups.is_empty() && w.in_prose(i, l) {
            continue;
        }
        w.token(i, l);
    }
    w.flush();
    w.out
}

/// Whether [`read_with`] gives the text, read with `notation`, a word of
/// the mainline that is no move: one that reads as no move on its own,
/// glued to its neighbours, split into moves written without spaces or
/// with a lower-case piece letter, and that no prose takes in. Such a table
/// cannot play the text, and this tells so at that word, most often the
/// first piece move, without reading the rest. `false` when no such word
/// is certain (in pasted text, after a word that may start prose) or
/// none is found among the first words.
pub(super) fn unreadable_word(
    text: &str,
    lexemes: &[Lexeme],
    notation: &Notation,
    opts: ParseOptions,
    style: Style,
) -> bool {
    // A table that reads the first words reads most texts whole: the
    // full read tells.
    const LOOK: usize = 16;
    let mut moves = 0;
    // In PGN, where no prose takes a word in, any word tells: the words
    // that start with a piece letter (where tables differ) are read first.
    // Pasted text is read in order.
    let pawn = |w: &str| w.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit());
    let rounds: &[Option<bool>] = match style {
        Style::Pgn => &[Some(false), Some(true)],
        Style::Pasted => &[None],
    };
    for round in rounds {
        let mut depth = 0usize;
        for (i, l) in lexemes.iter().enumerate() {
            let core = match &l.kind {
                LexKind::Open => {
                    depth += 1;
                    continue;
                }
                LexKind::Close => {
                    depth = depth.saturating_sub(1);
                    continue;
                }
                LexKind::Word { core } if depth == 0 => core,
                _ => continue,
            };
            let word = &text[core.clone()];
            if round.is_some_and(|r| r != pawn(word)) {
                continue;
            }
            let read = San::parse_with(word, notation, opts);
            if read.is_ok() {
                moves += 1;
                if moves == LOOK {
                    return false;
                }
                continue;
            }
            // Pasted text: a word of prose, or one that may be taken for
            // prose beside it (`as`), starts a run of prose that takes in
            // what follows. Every word before this one is a move, so none
            // is prose. A word that the word one or two before, or it,
            // joins with spaced neighbours (`С g4`, `e5 x d4`) may be a
            // move.
            let unread = classify(word, &read, style) == Class::Bad
                && (i.saturating_sub(2)..=i)
                    .all(|j| spaced_parts(text, lexemes, notation, true, j).is_none())
                && other_readings(text, notation, opts, core, &read).is_empty();
            if unread {
                return true;
            }
            if style != Style::Pgn {
                return false;
            }
        }
    }
    false
}

/// The word of lexeme `i`, if it is one.
fn lex_word(lexemes: &[Lexeme], i: usize) -> Option<Range<usize>> {
    match lexemes.get(i).map(|l| &l.kind) {
        Some(LexKind::Word { core }) => Some(core.clone()),
        _ => None,
    }
}

/// A capture sign or a dash standing alone.
fn is_sign(t: &str) -> bool {
    matches!(t, "x" | ":" | "×" | "X") || t.chars().all(san::is_dash) && !t.is_empty()
}

/// Whether only spaces stand between two words.
fn spaced(text: &str, x: &Range<usize>, y: &Range<usize>) -> bool {
    text[x.end..y.start].chars().all(|c| c == ' ')
}

/// Moves written with spaces inside: a piece letter alone, then a square
/// (`С g4!?`); a dash or capture sign with a space on one side (`d2 —d4`,
/// `c3: d4`) or alone (`e5 x d4`). Each is read whole at its first word,
/// the words it takes in dropped from `reads`.
fn merge_spaced(
    text: &str,
    lexemes: &[Lexeme],
    notation: &Notation,
    opts: ParseOptions,
    clean: &[bool],
    reads: &mut [WordRead],
) -> Vec<Merged> {
    // Filled when the first such move is found (most texts have none).
    let mut merged: Vec<Merged> = Vec::new();
    let mut i = 0;
    while i + 1 < lexemes.len() {
        // Two clean moves side by side are two moves: neither ends or
        // starts with a dash or a sign, nor stands alone as a piece.
        // Nor is a word followed by what is not a word (a move number).
        if clean[i] && clean[i + 1] || !matches!(lexemes[i + 1].kind, LexKind::Word { .. }) {
            i += 1;
            continue;
        }
        let unread = matches!(&reads[i], Some((Err(_), _)));
        let Some(parts) = spaced_parts(text, lexemes, notation, unread, i) else {
            i += 1;
            continue;
        };
        let joined: String = parts.iter().map(|r| &text[r.clone()]).collect();
        let Ok(p) = San::parse_with(&joined, notation, opts) else {
            i += 1;
            continue;
        };
        merged.resize(lexemes.len(), None);
        merged[i] = Some(spaced_move(text, &parts, p));
        reads[i] = reads[i].take().map(|(r, _)| (r, Class::Move));
        for j in 1..parts.len() {
            reads[i + j] = None;
        }
        i += parts.len();
    }
    merged
}

/// The words from lexeme `i` that may be one move written with spaces
/// inside (two or three, spaces alone between them); `unread`: whether
/// the first word alone is no move.
fn spaced_parts(
    text: &str,
    lexemes: &[Lexeme],
    notation: &Notation,
    unread: bool,
    i: usize,
) -> Option<Vec<Range<usize>>> {
    let (Some(a), Some(b)) = (lex_word(lexemes, i), lex_word(lexemes, i + 1)) else {
        return None;
    };
    let (ta, tb) = (&text[a.clone()], &text[b.clone()]);
    let lone_piece = unread
        && notation
            .match_piece(ta)
            .is_some_and(|(p, len)| len == ta.len() && p.color == Color::White);
    let third = if is_sign(tb) {
        match lex_word(lexemes, i + 2) {
            Some(c) if spaced(text, &b, &c) => Some(c),
            _ => return None,
        }
    } else if lone_piece
        || ta.ends_with(|c: char| san::is_dash(c) || c == ':' || c == '=')
        || tb.starts_with(|c: char| san::is_dash(c) || c == ':')
    {
        None
    } else {
        return None;
    };
    let mut parts = vec![a, b];
    parts.extend(third);
    // Long castling spaced: `0 – 0 – 0`, `O - O - O`.
    let castling_part = |r: &Range<usize>| matches!(&text[r.clone()], "0" | "O");
    if parts.len() == 3 && castling_part(&parts[0]) && castling_part(&parts[2]) {
        if let (Some(d), Some(e)) = (lex_word(lexemes, i + 3), lex_word(lexemes, i + 4)) {
            if is_sign(&text[d.clone()]) && text[e.clone()].starts_with(&text[parts[0].clone()]) {
                parts.extend([d, e]);
            }
        }
    }
    parts
        .windows(2)
        .all(|w| spaced(text, &w[0], &w[1]))
        .then_some(parts)
}

/// The move read from the joined `parts`, its spans moved back to the
/// original text and the spacing recorded as a repair.
fn spaced_move(text: &str, parts: &[Range<usize>], mut p: ParsedSan) -> (Range<usize>, ParsedSan) {
    let a = &parts[0];
    let end = parts[parts.len() - 1].end;
    // Spans in the joined text, moved back to the original's.
    let starts: Vec<(usize, usize)> = {
        let mut v = Vec::new();
        let mut at = 0;
        for r in parts {
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
        before: text[a.start..end].to_owned(),
        span: 0..end - a.start,
    });
    (a.start..end, p)
}

/// Each word's class by its neighbours (the words before and after,
/// across punctuation): a weak move or weak misspelling beside prose is
/// prose.
fn settle_classes(lexemes: &[Lexeme], reads: &[WordRead]) -> Vec<Option<Class>> {
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
    (0..lexemes.len())
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
        .collect()
}

/// An open group among the tokens written: where its `Open` token is, its
/// first byte, and whether it holds prose or a move (or variation).
struct Group {
    at: usize,
    start: usize,
    prose: bool,
    any_move: bool,
}

/// Writes the tokens, lexeme by lexeme, with the words' readings settled.
struct TokenWriter<'t, 'r> {
    text: &'t str,
    lexemes: &'t [Lexeme],
    notation: &'t Notation,
    opts: ParseOptions,
    reads: Vec<WordRead>,
    /// Whether each word is a clean move.
    clean: Vec<bool>,
    /// The moves written with spaces inside, by lexeme (empty when
    /// there are none).
    merged: Vec<Merged>,
    classes: Vec<Option<Class>>,
    out: Vec<Token>,
    groups: Vec<Group>,
    /// A run of prose outside groups: its first byte and last byte.
    prose_run: Option<Range<usize>>,
    repairs: &'r mut Vec<MoveRepair>,
}

impl TokenWriter<'_, '_> {
    /// Writes the run of prose, if any, as one comment.
    fn flush(&mut self) {
        if let Some(span) = self.prose_run.take() {
            self.repairs.push(MoveRepair {
                kind: MoveRepairKind::Prose,
                before: self.text[span.clone()].to_owned(),
                span: span.clone(),
            });
            self.out.push(Token::Comment(span));
        }
    }

    /// Outside groups, prose runs until the game resumes with a move
    /// number: the squares and moves a sentence mentions are part of it.
    /// `true` when lexeme `i` went into the run.
    fn in_prose(&mut self, i: usize, l: &Lexeme) -> bool {
        let span = l.span.clone();
        match (&l.kind, self.classes[i]) {
            (LexKind::Word { .. }, Some(Class::Prose)) => {
                self.prose_run = Some(match self.prose_run.take() {
                    Some(r) => r.start..span.end,
                    None => span,
                });
                true
            }
            (LexKind::Word { core }, Some(Class::Move))
                if self.prose_run.is_some()
                    && (self.text[self.prose_run.as_ref().map_or(0, |r| r.end)..core.start]
                        .contains('\n')
                        || long_with_dash(&self.text[core.clone()], &self.reads[i])) =>
            {
                // A move that starts a line, or one in long algebraic,
                // ends the prose.
                self.flush();
                false
            }
            (LexKind::Word { .. } | LexKind::Skip | LexKind::Nag(_) | LexKind::Continuation, _)
                if self.prose_run.is_some() =>
            {
                if let Some(r) = self.prose_run.as_mut() {
                    r.end = span.end;
                }
                if let LexKind::Word { .. } = l.kind {
                    self.reads[i] = None;
                    if let Some(m) = self.merged.get_mut(i) {
                        *m = None;
                    }
                }
                true
            }
            _ => {
                if self.prose_run.is_some() {
                    self.flush();
                }
                false
            }
        }
    }

    /// Writes the token of lexeme `i`.
    fn token(&mut self, i: usize, l: &Lexeme) {
        let span = l.span.clone();
        match &l.kind {
            LexKind::Word { core } => self.word(i, core),
            LexKind::Number(n) => self.out.push(Token::Number(*n, span)),
            LexKind::Continuation => self.out.push(Token::Skip(span)),
            LexKind::Comment => self.out.push(Token::Comment(span)),
            LexKind::Open => {
                self.groups.push(Group {
                    at: self.out.len(),
                    start: span.start,
                    prose: false,
                    any_move: false,
                });
                self.out.push(Token::Open(span));
            }
            LexKind::Close => self.close(span),
            LexKind::Nag(n) => self.out.push(Token::Nag(*n, span)),
            LexKind::Result(r) => self.out.push(Token::Result(r, span)),
            LexKind::Skip => self.out.push(Token::Skip(span)),
        }
    }

    /// Closes a group: a group with prose, or with no move at all (`(!)`,
    /// `(1)`), is one comment.
    fn close(&mut self, span: Range<usize>) {
        let Some(Group {
            at,
            start: begin,
            prose,
            any_move,
        }) = self.groups.pop()
        else {
            return;
        };
        if !prose && any_move {
            if let Some(parent) = self.groups.last_mut() {
                parent.any_move = true;
            }
        }
        if prose || !any_move {
            self.out.truncate(at);
            let span = begin..span.end;
            self.repairs.push(MoveRepair {
                kind: MoveRepairKind::Prose,
                before: self.text[span.clone()].to_owned(),
                span: span.clone(),
            });
            self.out.push(Token::Comment(span));
        } else {
            self.out.push(Token::Close(span));
        }
    }

    /// Writes a word's move token, with its other readings.
    fn word(&mut self, i: usize, core: &Range<usize>) {
        let Some((read, _)) = self.reads[i].take() else {
            return;
        };
        let (core, read, clean) = match self.merged.get_mut(i).and_then(Option::take) {
            Some((span, p)) => (span, Ok(p), false),
            None => (core.clone(), read, self.clean[i]),
        };
        let is_move = read.is_ok() && self.classes[i] != Some(Class::Prose);
        if let Some(g) = self.groups.last_mut() {
            if is_move {
                g.any_move = true;
            } else {
                g.prose = true;
            }
        }
        // A clean move is never glued, Greek or a pawn naming its own
        // file: it has no other reading.
        let mut split = if clean {
            Vec::new()
        } else {
            other_readings(self.text, self.notation, self.opts, &core, &read)
        };
        let mut join = 0;
        if split.is_empty() && self.groups.is_empty() {
            if let Some(long) = self.spaced_long(i, &core, &read) {
                split.push(long);
                join = 2;
            }
        }
        self.out.push(Token::Move {
            span: core,
            read,
            split,
            join,
        });
    }

    /// Long algebraic with a spaced dash: `e2 – e4`, read so only when the
    /// first square alone does not play.
    fn spaced_long(
        &self,
        i: usize,
        core: &Range<usize>,
        read: &Result<ParsedSan, crate::san::SanError>,
    ) -> Option<(Range<usize>, ParsedSan)> {
        let text = self.text;
        let (Some(LexKind::Skip), Some(LexKind::Word { core: b }), Ok(pa)) = (
            self.lexemes.get(i + 1).map(|l| &l.kind),
            self.lexemes.get(i + 2).map(|l| &l.kind),
            read,
        ) else {
            return None;
        };
        let dash = &text[self.lexemes[i + 1].span.clone()];
        let single = matches!(
            pa.san,
            San::Normal {
                from_file: None,
                from_rank: None,
                to_rank: Some(_),
                ..
            }
        );
        if !(dash.chars().all(san::is_dash) && single && self.reads[i + 2].is_some()) {
            return None;
        }
        let joined = format!("{}-{}", &text[core.clone()], &text[b.clone()]);
        let mut p = San::parse_with(&joined, self.notation, self.opts).ok()?;
        if !p.long {
            return None;
        }
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
        Some((core.start..b.end, p))
    }
}

/// The word read as several moves written without spaces, or else with
/// a lower-case piece letter.
fn other_readings(
    text: &str,
    notation: &Notation,
    opts: ParseOptions,
    core: &Range<usize>,
    read: &Result<ParsedSan, crate::san::SanError>,
) -> Vec<(Range<usize>, ParsedSan)> {
    let glued = match read {
        Err(_) => true,
        Ok(p) => p.long && !text[core.clone()].contains(san::DASHES),
    };
    let mut split = if glued {
        split_glued(text, core, notation, opts).unwrap_or_default()
    } else {
        Vec::new()
    };
    // Two moves joined by a dash (`e4-e5`, `Кf3-f5`): played only where
    // the word as long algebraic does not play (and, when this plays, it
    // cannot: its first move goes to the square the long form moves
    // from), and only in a text that writes every pair so (the replay
    // decides).
    if split.is_empty() && read.as_ref().map_or(true, |p| p.long) {
        split = split_at_dash(text, core, notation, opts).unwrap_or_default();
    }
    // Greek files are lower-case letters, like Black's piece letters:
    // `βα5` may be the queen. The other reading is kept, and a move
    // that plays both ways is refused. So is a lower-case piece letter
    // that is also a file where no pawn move can be meant: `bb7` (a
    // pawn never names its own file again) is the bishop.
    let w = &text[core.clone()];
    let greek = w.starts_with(|c: char| ('α'..='ω').contains(&c));
    if split.is_empty() && (greek || same_file_pawn(read)) {
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
    split
}

/// Whether a move was read as a pawn that names its own file again
/// without capturing (`bb7`): no pawn move is written so.
fn same_file_pawn<E>(read: &Result<ParsedSan, E>) -> bool {
    matches!(
        read,
        Ok(ParsedSan {
            san: San::Normal {
                role: Role::Pawn,
                from_file: Some(f),
                from_rank: None,
                capture: false,
                to_file: t,
                ..
            },
            ..
        }) if f == t
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::sample_games;

    /// What reading takes for granted of clean moves holds: a clean move
    /// has no other reading, and two clean moves side by side are never
    /// one move written with spaces, in any table the clean reader
    /// reads and with any tolerance.
    #[test]
    fn clean_moves_have_no_other_reading_and_join_no_neighbour() {
        let mut sans: Vec<San> = Vec::new();
        for g in sample_games().iter().step_by(7) {
            sans.extend(g.legal_sans());
        }
        sans.sort_by_key(|s| s.to_string());
        sans.dedup();
        let lower = ParseOptions {
            lowercase_piece: true,
            ..ParseOptions::default()
        };
        let mut checked = 0;
        for n in Notation::builtins().iter().filter(|n| san::reads_clean(n)) {
            let words: Vec<String> = sans.iter().map(|s| s.written(n)).collect();
            for (k, w) in words.iter().enumerate() {
                let (read, clean) = San::parse_marked(w, n, ParseOptions::default());
                if !clean {
                    continue;
                }
                checked += 1;
                for opts in [ParseOptions::default(), lower] {
                    let split = other_readings(w, n, opts, &(0..w.len()), &read);
                    assert!(split.is_empty(), "{w} ({})", n.id());
                }
                let next = &words[(k * 7 + 3) % words.len()];
                for sep in [" ", "  ", " ", "\n"] {
                    let text = format!("{w}{sep}{next}");
                    let mut rep = Vec::new();
                    let lexemes = lex(&text, Style::Pasted, &mut rep).unwrap();
                    let joined = spaced_parts(&text, &lexemes, n, false, 0);
                    let next_clean = San::parse_marked(next, n, ParseOptions::default()).1;
                    assert!(!next_clean || joined.is_none(), "{text:?} ({})", n.id());
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }
}
