//! Reading one move from text in any table's letters, with every habit
//! of real text recorded as a repair.

use super::*;
use crate::{CastlingSide, Color, File, Notation, Rank, Role};
use std::ops::Range;

pub(super) struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl Cursor<'_> {
    fn rest(&self) -> &str {
        &self.text[self.pos..]
    }
    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }
}

/// A piece token at the start of `s`: the table's own (white, or black
/// when it cannot be a file letter), a figurine, or a look-alike of a
/// token. Returns the role, the length, and the repair it needs.
pub(super) fn piece_at(
    s: &str,
    n: &Notation,
    allow_pawn: bool,
    fold: bool,
) -> Option<(Role, usize, Option<MoveRepairKind>)> {
    piece_at_with(s, n, allow_pawn, fold, false)
}

pub(super) fn piece_at_with(
    s: &str,
    n: &Notation,
    allow_pawn: bool,
    fold: bool,
    lowercase_piece: bool,
) -> Option<(Role, usize, Option<MoveRepairKind>)> {
    let ok = |r: Role| allow_pawn || r != Role::Pawn;
    if let Some((p, len)) = n.match_piece(s) {
        if ok(p.role) {
            if p.color == Color::White {
                return Some((p.role, len, None));
            }
            // A lower-case token that is also a file letter is a file.
            let first = s.chars().next()?;
            if file_of(first).is_none() || lowercase_piece {
                return Some((p.role, len, Some(MoveRepairKind::LowercasePiece)));
            }
        }
    }
    let first = s.chars().next()?;
    if let Some((_, r)) = FIGURINES.iter().find(|(f, _)| *f == first) {
        if ok(*r) {
            return Some((*r, first.len_utf8(), Some(MoveRepairKind::Figurine)));
        }
    }
    // Look-alike letters: swap every character of the same shape in the
    // next (up to) three characters and try the table again.
    // Only when the first letter's look-alike starts a token of the table.
    let twin = s.chars().next().and_then(look_alike)?;
    let mut b = [0u8; 4];
    if !fold || !n.starts_a_token(twin.encode_utf8(&mut b)) {
        return None;
    }
    let head: String = s.chars().take(3).collect();
    let swapped: String = head.chars().map(|c| look_alike(c).unwrap_or(c)).collect();
    if swapped != head {
        if let Some((p, len)) = n.match_piece(&swapped) {
            // Map the swapped length back to the original's.
            let chars = swapped[..len].chars().count();
            let orig_len: usize = s.chars().take(chars).map(char::len_utf8).sum();
            if ok(p.role)
                && (p.color == Color::White || file_of(first).is_none())
                && swapped[..len] != s[..orig_len]
            {
                return Some((p.role, orig_len, Some(MoveRepairKind::LookAlike)));
            }
        }
    }
    None
}

pub(super) fn is_capture_mark(c: char, n: &Notation, rest: &str) -> Option<(usize, bool)> {
    // (length, whether it is a departure from PGN)
    if c == 'x' {
        return Some((1, false));
    }
    if c == ':' || c == '×' || c == 'X' || c == 'х' {
        return Some((c.len_utf8(), true));
    }
    n.capture_marks()
        .iter()
        .find(|m| rest.starts_with(m.as_str()))
        .map(|m| (m.len(), m != "x"))
}

impl San {
    /// Reads one move in `notation`'s letters, tolerating the habits of
    /// real text (see the module documentation).
    ///
    /// ```
    /// use fenlingo::san::{San, MoveRepairKind};
    /// use fenlingo::{Notation, Role};
    /// let de = Notation::builtin("de").unwrap();
    /// let m = San::parse("Sb1–c3", de).unwrap();
    /// assert!(m.long);
    /// assert_eq!(m.repairs[0].kind, MoveRepairKind::Dash);
    /// let m = San::parse("ed:", Notation::builtin("ru").unwrap()).unwrap();
    /// assert!(matches!(m.san, San::Normal { role: Role::Pawn, to_rank: None, capture: true, .. }));
    /// ```
    pub fn parse(text: &str, notation: &Notation) -> Result<ParsedSan, SanError> {
        San::parse_with(text, notation, ParseOptions::default())
    }

    /// Like [`parse`](San::parse), with some tolerances turned off (see
    /// [`ParseOptions`]).
    ///
    /// ```
    /// use fenlingo::san::{ParseOptions, San};
    /// let ru = fenlingo::Notation::builtin("ru").unwrap();
    /// let strict = ParseOptions { fold: false, pawn_prefix: false, lowercase_piece: false };
    /// assert!(San::parse_with("Kf3", ru, ParseOptions::default()).is_ok());
    /// assert!(San::parse_with("Kf3", ru, strict).is_err());
    /// ```
    pub fn parse_with(
        text: &str,
        notation: &Notation,
        opts: ParseOptions,
    ) -> Result<ParsedSan, SanError> {
        let fold = opts.fold;
        let err = |kind, offset| SanError { kind, offset };
        let mut repairs: Vec<MoveRepair> = Vec::new();
        let mut nags = Vec::new();
        let rep = |kind, span: Range<usize>| MoveRepair {
            kind,
            before: text[span.clone()].to_owned(),
            span,
        };
        // Null moves.
        if matches!(text, "--" | "Z0" | "0000" | "@@@@" | "null") {
            return Ok(ParsedSan {
                san: San::Null,
                nags,
                repairs,
                letters: Vec::new(),
                long: false,
            });
        }
        // Castling: O, o, 0 (and the Cyrillic О) with dashes, then signs.
        let core_end = text
            .char_indices()
            .find(|(_, c)| !(matches!(c, '0' | 'O' | 'o' | 'О') || is_dash(*c)))
            .map_or(text.len(), |(i, _)| i);
        let core = &text[..core_end];
        let os = core
            .chars()
            .filter(|c| matches!(c, '0' | 'O' | 'o' | 'О'))
            .count();
        if (os == 2 || os == 3)
            && core.chars().filter(|c| is_dash(*c)).count() == os - 1
            && core.starts_with(['0', 'O', 'o', 'О'])
            && !core.ends_with(DASHES)
        {
            if core.contains(['0', 'o', 'О']) {
                repairs.push(rep(MoveRepairKind::CastlingZeros, 0..core_end));
            }
            if core.contains(|c: char| is_dash(c) && c != '-') {
                repairs.push(rep(MoveRepairKind::Dash, 0..core_end));
            }
            let check = suffix(text, core_end, &mut nags, &mut repairs)?;
            let side = if os == 2 {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            return Ok(ParsedSan {
                san: San::Castle { side, check },
                nags,
                repairs,
                letters: Vec::new(),
                long: false,
            });
        }

        let mut c = Cursor { text, pos: 0 };
        let mut letters = Vec::new();
        let mut role = Role::Pawn;
        let mut capture = false;
        // A capture sign in front (`:e5`) is rare but seen.
        if let Some(ch) = c.peek() {
            if ch == ':' || ch == '×' {
                capture = true;
                repairs.push(rep(MoveRepairKind::CaptureSign, 0..ch.len_utf8()));
                c.bump();
            }
        }
        if let Some((r, len, fix)) =
            piece_at_with(c.rest(), notation, true, fold, opts.lowercase_piece)
        {
            // A pawn letter before a file is a pawn move; a lower-case
            // pawn token is only a pawn letter when not a file. Where the
            // table writes no pawn letter, one is read only on request.
            if r == Role::Pawn && !notation.pawn_letter() && !opts.pawn_prefix {
                return Err(err(SanErrorKind::NotAMove, c.pos));
            }
            role = r;
            letters.push((c.pos..c.pos + len, r));
            if let Some(k) = fix {
                repairs.push(rep(k, c.pos..c.pos + len));
            }
            c.pos += len;
        }
        // Coordinates, capture marks, dashes and a captured piece, up to
        // the target.
        let mut coords: Vec<(Option<File>, Option<Rank>, usize)> = Vec::new();
        let mut captured = None;
        let mut takes: Option<Role> = None;
        let mut dash = false;
        loop {
            let start = c.pos;
            let Some(ch) = c.peek() else { break };
            let full = coords
                .last()
                .is_some_and(|l| l.0.is_some() && l.1.is_some());
            if full && (c.rest().starts_with("e.p") || c.rest() == "ep") {
                break;
            }
            let h_file = ch == 'х'
                && c.rest()['х'.len_utf8()..].starts_with(|d: char| ('1'..='8').contains(&d));
            let file = if h_file {
                File::from_char('h').map(|f| (f, Some(MoveRepairKind::CyrillicFile)))
            } else {
                file_of(ch)
            };
            if let Some((f, fix)) = file {
                c.bump();
                if let Some(k) = fix {
                    repairs.push(rep(k, start..c.pos));
                }
                let rank = c.peek().and_then(rank_of);
                if rank.is_some() {
                    c.bump();
                }
                coords.push((Some(f), rank, start));
                continue;
            }
            if let Some(r) = rank_of(ch) {
                c.bump();
                coords.push((None, Some(r), start));
                continue;
            }
            // An arrow for the dash (`e2->e4`, `e2→e4`), as Chinese pages
            // write the long form.
            let arrow = match ch {
                '-' if c.rest().starts_with("->") => 2,
                '→' => ch.len_utf8(),
                _ => 0,
            };
            if (arrow > 0 || is_dash(ch)) && !coords.is_empty() && coords.len() < 2 {
                // `e2-e4`, but not the `-` of `+-`.
                let width = arrow.max(ch.len_utf8());
                let next = c.rest()[width..].chars().next();
                let next_is_coord = next.is_some_and(|n| file_of(n).is_some())
                    || piece_at(&c.rest()[width..], notation, false, fold).is_some();
                if next_is_coord && arrow > 0 {
                    c.pos += arrow;
                    dash = true;
                    repairs.push(rep(MoveRepairKind::Dash, start..c.pos));
                    continue;
                }
                if next_is_coord {
                    c.bump();
                    dash = true;
                    if ch != '-' {
                        repairs.push(rep(MoveRepairKind::Dash, start..c.pos));
                    }
                    continue;
                }
            }
            if let Some((len, odd)) = is_capture_mark(ch, notation, c.rest()) {
                // `x` is also a file-less letter; only a capture between or
                // after coordinates (or right after the piece).
                c.pos += len;
                capture = true;
                if odd {
                    repairs.push(rep(MoveRepairKind::CaptureSign, start..c.pos));
                }
                // The captured piece named: `Sc3xSd5`, `Фd8:Лb6`; or
                // only the pieces: `ΠχΠ`.
                if let Some((r, plen, _)) = piece_at(c.rest(), notation, true, fold) {
                    let after = &c.rest()[plen..];
                    if after.chars().next().and_then(file_of).is_some() {
                        captured = Some(r);
                        letters.push((c.pos..c.pos + plen, r));
                        repairs.push(rep(MoveRepairKind::CapturedPiece, c.pos..c.pos + plen));
                        c.pos += plen;
                    } else if coords.iter().all(|k| k.1.is_none()) && coords.len() <= 1 {
                        letters.push((c.pos..c.pos + plen, r));
                        repairs.push(rep(MoveRepairKind::PiecesOnly, 0..c.pos + plen));
                        c.pos += plen;
                        takes = Some(r);
                        break;
                    }
                }
                continue;
            }
            break;
        }
        // A misspelt rank right after a file, at the end of the move:
        // `Cgl`, `Cgl+` (not `casillas`).
        if let Some(&(Some(_), None, _)) = coords.last() {
            if let Some(ch) = c.peek() {
                let after = &c.rest()[ch.len_utf8()..];
                let ends = after.chars().all(|a| matches!(a, '+' | '#' | '!' | '?'))
                    || after.starts_with([':', 'x', '×'])
                    || after.starts_with(DASHES);
                if let (Some(like), true) = (rank_look_alike(ch), ends) {
                    return Err(err(
                        SanErrorKind::BadRank {
                            found: ch,
                            like: Some(like),
                        },
                        c.pos,
                    ));
                }
            }
        }
        if let Some(victim) = takes {
            let from_file = coords.first().and_then(|k| k.0);
            if role == Role::Pawn && from_file.is_none() {
                return Err(err(SanErrorKind::NotAMove, 0));
            }
            // A promotion: `δχΠ=Β`.
            let mut promotion = None;
            if role == Role::Pawn && c.rest().starts_with('=') {
                if let Some((r, len, _)) = piece_at(&c.rest()[1..], notation, false, fold) {
                    letters.push((c.pos + 1..c.pos + 1 + len, r));
                    promotion = Some(r);
                    c.pos += 1 + len;
                }
            }
            let check = suffix(text, c.pos, &mut nags, &mut repairs)?;
            return Ok(ParsedSan {
                san: San::Takes {
                    role,
                    from_file,
                    captured: victim,
                    promotion,
                    check,
                },
                nags,
                repairs,
                letters,
                long: false,
            });
        }
        let (from, to) = match coords.as_slice() {
            [to] => (None, *to),
            [from, to] => (Some(*from), *to),
            _ => return Err(err(SanErrorKind::NotAMove, 0)),
        };
        let Some(to_file) = to.0 else {
            return Err(err(SanErrorKind::NotAMove, to.2));
        };
        let to_rank = to.1;
        let long = from.is_some_and(|f| f.0.is_some() && f.1.is_some());
        if long {
            repairs.push(rep(
                MoveRepairKind::LongAlgebraic,
                from.map_or(0, |f| f.2)..c.pos,
            ));
        }
        let _ = dash;
        if to_rank.is_none() {
            // Only a pawn capture may leave the rank out: `ed`, `e:d`, `de:`.
            let from_file = from.and_then(|f| f.0);
            if role != Role::Pawn || from_file.is_none() || from_file == Some(to_file) {
                return Err(err(SanErrorKind::NotAMove, to.2));
            }
            capture = true;
            repairs.push(rep(MoveRepairKind::RanklessCapture, 0..c.pos));
        }
        // Capture sign after the move: `He5:`, `de:`.
        if let Some(ch) = c.peek() {
            if ch == ':' || ch == '×' {
                c.bump();
                capture = true;
                repairs.push(rep(
                    MoveRepairKind::CaptureSign,
                    c.pos - ch.len_utf8()..c.pos,
                ));
            }
        }
        // Promotion: `=Q`, `/Q`, `(Q)`, or a bare piece letter.
        let mut promotion = None;
        if role == Role::Pawn {
            let start = c.pos;
            let rest = c.rest();
            let (skip, close, odd) = if rest.starts_with('=') {
                (1, 0, false)
            } else if rest.starts_with('/') {
                (1, 0, true)
            } else if rest.starts_with('(') {
                (1, 1, true)
            } else {
                (0, 0, true)
            };
            if let Some((r, len, _)) = piece_at(&rest[skip..], notation, false, fold) {
                let closed = close == 0 || rest[skip + len..].starts_with(')');
                // A bare `N` after a non-promoting move is the novelty sign.
                let last_rank = matches!(to_rank.map(Rank::index), Some(0 | 7) | None);
                if closed && (skip > 0 || last_rank) && r != Role::King {
                    promotion = Some(r);
                    letters.push((start + skip..start + skip + len, r));
                    c.pos += skip + len + close;
                    if odd {
                        repairs.push(rep(MoveRepairKind::Promotion, start..c.pos));
                    }
                }
            }
        }
        // `e.p.`
        let rest = c.rest();
        for ep in [" e.p.", "e.p.", "e.p", "ep"] {
            if rest.starts_with(ep) && role == Role::Pawn && capture {
                repairs.push(rep(MoveRepairKind::EnPassantMark, c.pos..c.pos + ep.len()));
                c.pos += ep.len();
                break;
            }
        }
        let check = suffix(text, c.pos, &mut nags, &mut repairs)?;
        let (from_file, from_rank) = from.map_or((None, None), |f| (f.0, f.1));
        Ok(ParsedSan {
            san: San::Normal {
                role,
                from_file,
                from_rank,
                capture,
                captured,
                to_file,
                to_rank,
                promotion,
                check,
            },
            nags,
            repairs,
            letters,
            long,
        })
    }
}

/// Reads check signs and annotation glyphs from `at` to the end.
pub(super) fn suffix(
    text: &str,
    at: usize,
    nags: &mut Vec<u8>,
    repairs: &mut Vec<MoveRepair>,
) -> Result<Check, SanError> {
    let mut check = Check::None;
    let mut rest = &text[at..];
    let mut pos = at;
    while !rest.is_empty() {
        let step;
        if rest.starts_with("++") {
            check = Check::Check;
            repairs.push(MoveRepair {
                kind: MoveRepairKind::CheckSign,
                span: pos..pos + 2,
                before: "++".into(),
            });
            step = 2;
        } else if rest.starts_with('+')
            && !rest.starts_with("+-")
            && !rest.starts_with("+/")
            && !rest.starts_with("+=")
        {
            check = Check::Check;
            step = 1;
        } else if rest.starts_with('#') {
            check = Check::Mate;
            step = 1;
        } else if rest.starts_with('‡') {
            check = Check::Mate;
            repairs.push(MoveRepair {
                kind: MoveRepairKind::CheckSign,
                span: pos..pos + '‡'.len_utf8(),
                before: "‡".into(),
            });
            step = '‡'.len_utf8();
        } else if let Some((g, n)) = GLYPHS.iter().find(|(g, _)| rest.starts_with(g)) {
            nags.push(*n);
            if suffix_glyph(*n).is_none() {
                repairs.push(MoveRepair {
                    kind: MoveRepairKind::Annotation,
                    span: pos..pos + g.len(),
                    before: (*g).to_owned(),
                });
            }
            step = g.len();
        } else {
            return Err(SanError {
                kind: SanErrorKind::Trailing,
                offset: pos,
            });
        }
        rest = &rest[step..];
        pos += step;
    }
    Ok(check)
}
