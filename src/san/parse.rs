//! Reading one move from text in any table's letters, with every habit
//! of real text recorded as a repair.

use super::*;
use crate::{CastlingSide, Color, File, Notation, Piece, Rank, Role};
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

/// A token of several letters that ends in a file letter, followed by a
/// rank and nothing more of a square, is the shorter token before a
/// square when the table has it: Bengali `Gh4` is the bishop `G` to h4
/// (the knight `Gh` would name its square, `Ghh4`).
fn shorter_before_rank(s: &str, n: &Notation, (p, len): (Piece, usize)) -> (Piece, usize) {
    let token = &s[..len];
    let file_len = if n.has_own_files() {
        ending_file(token, n)
    } else {
        token
            .chars()
            .last()
            .filter(|c| File::from_char(*c).is_some())
            .map(char::len_utf8)
    };
    let Some(file_len) = file_len else {
        return (p, len);
    };
    if token.len() == file_len {
        return (p, len);
    }
    let mut after = s[len..].chars();
    let rank = after.next().is_some_and(|c| ('1'..='8').contains(&c));
    let rest = after.as_str();
    let square_follows = after.next().is_some_and(|c| {
        File::from_char(c).is_some() || matches!(c, 'x' | ':' | '×') || is_dash(c)
    }) || n.match_file(rest).is_some();
    if !rank || square_follows {
        return (p, len);
    }
    let short = len - file_len;
    match n.match_piece(&s[..short]) {
        Some((q, l)) if l == short => (q, l),
        _ => (p, len),
    }
}

/// The length of the file letter `token` ends with: a–h, or one of the
/// table's own (Hebrew queen `מה` ends with the e-file `ה`).
fn ending_file(token: &str, n: &Notation) -> Option<usize> {
    let last = token.chars().last()?;
    if File::from_char(last).is_some() {
        return Some(last.len_utf8());
    }
    (0..8)
        .filter_map(File::new)
        .map(|f| n.file_token(f))
        .filter(|t| token.ends_with(*t))
        .map(str::len)
        .max()
}

pub(super) fn piece_at_with(
    s: &str,
    n: &Notation,
    allow_pawn: bool,
    fold: bool,
    lowercase_piece: bool,
) -> Option<(Role, usize, Option<MoveRepairKind>)> {
    let ok = |r: Role| allow_pawn || r != Role::Pawn;
    if let Some((p, len)) = n.match_piece(s).map(|m| shorter_before_rank(s, n, m)) {
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
        San::parse_marked(text, notation, opts).0
    }

    /// Like [`parse_with`](San::parse_with), telling whether the move is
    /// clean SAN, read without the full reader (a clean move holds no
    /// habit of real text: no dash, no sign but `x`, `=`, `+` and `#`).
    pub(crate) fn parse_marked(
        text: &str,
        notation: &Notation,
        opts: ParseOptions,
    ) -> (Result<ParsedSan, SanError>, bool) {
        // Export-format SAN first, read as the rules below read it.
        match super::clean::parse_clean(text, notation, opts) {
            Some(p) => (Ok(p), true),
            None => (parse_full(text, notation, opts), false),
        }
    }
}

/// Reads one move with every habit of real text (the rules of
/// [`San::parse_with`], without the clean fast path).
pub(super) fn parse_full(
    text: &str,
    notation: &Notation,
    opts: ParseOptions,
) -> Result<ParsedSan, SanError> {
    // Null moves.
    if matches!(text, "--" | "Z0" | "0000" | "@@@@" | "null") {
        return Ok(ParsedSan {
            san: San::Null,
            nags: Vec::new(),
            repairs: Vec::new(),
            letters: PieceSpans::new(),
            files: FileSpans::default(),
            long: false,
        });
    }
    if let Some(castle) = parse_castling(text)? {
        return Ok(castle);
    }
    let mut m = MoveReader {
        c: Cursor { text, pos: 0 },
        notation,
        opts,
        nags: Vec::new(),
        repairs: Vec::new(),
        letters: PieceSpans::new(),
        files: FileSpans::default(),
        role: Role::Pawn,
        capture: false,
        coords: Vec::new(),
        captured: None,
        takes: None,
    };
    m.lead()?;
    // Coordinates, capture marks, dashes and a captured piece, up to
    // the target.
    while m.step() {}
    m.misspelt_rank()?;
    match m.takes {
        Some(victim) => m.finish_takes(victim),
        None => m.finish_normal(),
    }
}

fn san_err(kind: SanErrorKind, offset: usize) -> SanError {
    SanError { kind, offset }
}

/// Castling: O, o, 0 (and the Cyrillic О) with dashes, then signs; `None`
/// when `text` is not castling.
fn parse_castling(text: &str) -> Result<Option<ParsedSan>, SanError> {
    let mut core_end = text
        .char_indices()
        .find(|(_, c)| !(matches!(c, '0' | 'O' | 'o' | 'О') || is_dash(*c)))
        .map_or(text.len(), |(i, _)| i);
    // A dash that begins an evaluation glued to the castling: `0–0–/+`.
    if let Some((i, _)) = text[..core_end].char_indices().last() {
        if glyph_prefix(&text[i..]).is_some_and(|(len, _)| len > 1) {
            core_end = i;
        }
    }
    let core = &text[..core_end];
    let os = core
        .chars()
        .filter(|c| matches!(c, '0' | 'O' | 'o' | 'О'))
        .count();
    if !((os == 2 || os == 3)
        && core.chars().filter(|c| is_dash(*c)).count() == os - 1
        && core.starts_with(['0', 'O', 'o', 'О'])
        && !core.ends_with(DASHES))
    {
        return Ok(None);
    }
    let mut repairs = Vec::new();
    let mut nags = Vec::new();
    let rep = |kind| MoveRepair {
        kind,
        before: core.to_owned(),
        span: 0..core_end,
    };
    if core.contains(['0', 'o', 'О']) {
        repairs.push(rep(MoveRepairKind::CastlingZeros));
    }
    if core.contains(|c: char| is_dash(c) && c != '-') {
        repairs.push(rep(MoveRepairKind::Dash));
    }
    let check = suffix(text, core_end, &mut nags, &mut repairs)?;
    let side = if os == 2 {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    Ok(Some(ParsedSan {
        san: San::Castle { side, check },
        nags,
        repairs,
        letters: PieceSpans::new(),
        files: FileSpans::default(),
        long: false,
    }))
}

/// A square, or part of one, read on the way to the target: its file and
/// rank as written and where it starts.
#[derive(Clone, Copy)]
struct Coord {
    file: Option<File>,
    rank: Option<Rank>,
    start: usize,
}

/// One move (not castling) being read: the cursor, what is known so far
/// and what was repaired.
struct MoveReader<'a, 'n> {
    c: Cursor<'a>,
    notation: &'n Notation,
    opts: ParseOptions,
    nags: Vec<u8>,
    repairs: Vec<MoveRepair>,
    letters: PieceSpans,
    files: FileSpans,
    role: Role,
    capture: bool,
    coords: Vec<Coord>,
    /// The captured piece named before its square (`Sc3xSd5`).
    captured: Option<Role>,
    /// The captured piece where only the pieces are written (`ΠχΠ`).
    takes: Option<Role>,
}

impl MoveReader<'_, '_> {
    fn rep(&mut self, kind: MoveRepairKind, span: Range<usize>) {
        self.repairs.push(MoveRepair {
            kind,
            before: self.c.text[span.clone()].to_owned(),
            span,
        });
    }

    /// A capture sign in front (`:e5`, rare but seen), then the piece.
    fn lead(&mut self) -> Result<(), SanError> {
        if let Some(ch) = self.c.peek() {
            if ch == ':' || ch == '×' {
                self.capture = true;
                self.rep(MoveRepairKind::CaptureSign, 0..ch.len_utf8());
                self.c.bump();
            }
        }
        let (notation, opts) = (self.notation, self.opts);
        if let Some((r, len, fix)) = piece_at_with(
            self.c.rest(),
            notation,
            true,
            opts.fold,
            opts.lowercase_piece,
        ) {
            // A pawn letter before a file is a pawn move; a lower-case
            // pawn token is only a pawn letter when not a file. Where the
            // table writes no pawn letter, one is read only on request.
            if r == Role::Pawn && !notation.pawn_letter() && !opts.pawn_prefix {
                return Err(san_err(SanErrorKind::NotAMove, self.c.pos));
            }
            let at = self.c.pos;
            self.role = r;
            self.letters.push((at..at + len, r));
            // The pawn's figurine (`♙e4`) is reported as a figurine.
            match fix {
                Some(k) => self.rep(k, at..at + len),
                None if r == Role::Pawn && !notation.pawn_letter() => {
                    self.rep(MoveRepairKind::PawnLetter, at..at + len);
                }
                None => {}
            }
            self.c.pos += len;
        }
        Ok(())
    }

    /// Reads one coordinate, dash or capture mark on the way to the
    /// target; `false` where the target ends.
    fn step(&mut self) -> bool {
        let start = self.c.pos;
        let Some(ch) = self.c.peek() else {
            return false;
        };
        let full = self
            .coords
            .last()
            .is_some_and(|l| l.file.is_some() && l.rank.is_some());
        if full && (self.c.rest().starts_with("e.p") || self.c.rest() == "ep") {
            return false;
        }
        if self.square_part(ch, start) {
            return true;
        }
        // An arrow for the dash (`e2->e4`, `e2→e4`), as Chinese pages
        // write the long form.
        let arrow = match ch {
            '-' if self.c.rest().starts_with("->") => 2,
            '→' => ch.len_utf8(),
            _ => 0,
        };
        if (arrow > 0 || is_dash(ch))
            && !self.coords.is_empty()
            && self.coords.len() < 2
            && self.dash(ch, arrow, start)
        {
            return true;
        }
        if arrow == 0 && is_dash(ch) && self.piece_dash(ch, start) {
            return true;
        }
        if let Some((len, odd)) = is_capture_mark(ch, self.notation, self.c.rest()) {
            return self.capture_mark(len, odd, start);
        }
        false
    }

    /// A file (with its rank, if written) or a rank alone.
    fn square_part(&mut self, ch: char, start: usize) -> bool {
        if let Some((f, len)) = self.notation.match_file(self.c.rest()) {
            self.c.pos += len;
            self.files.push(start..self.c.pos, f, true);
            self.rank_after(Some(f), start);
            return true;
        }
        let h_file = ch == 'х'
            && self.c.rest()['х'.len_utf8()..].starts_with(|d: char| ('1'..='8').contains(&d));
        let file = if h_file {
            File::from_char('h').map(|f| (f, Some(MoveRepairKind::CyrillicFile)))
        } else {
            file_of(ch)
        };
        if let Some((f, fix)) = file {
            self.c.bump();
            if let Some(k) = fix {
                self.rep(k, start..self.c.pos);
            }
            self.files.push(start..self.c.pos, f, false);
            self.rank_after(Some(f), start);
            return true;
        }
        if let Some(r) = rank_of(ch) {
            self.c.bump();
            self.coords.push(Coord {
                file: None,
                rank: Some(r),
                start,
            });
            return true;
        }
        false
    }

    /// The rank after a file, if written, and the coordinate they make.
    #[inline]
    fn rank_after(&mut self, file: Option<File>, start: usize) {
        let rank = self.c.peek().and_then(rank_of);
        if rank.is_some() {
            self.c.bump();
        }
        self.coords.push(Coord { file, rank, start });
    }

    /// A dash between the piece and its square, as Hebrew Wikipedia
    /// writes `פ-ו3` (`N-f3`): only right after the piece letter, before
    /// a file; `true` when taken.
    fn piece_dash(&mut self, ch: char, start: usize) -> bool {
        let after_piece = self.coords.is_empty()
            && self
                .letters
                .last()
                .is_some_and(|(span, r)| span.end == start && *r != Role::Pawn);
        let rest = &self.c.rest()[ch.len_utf8()..];
        let file_follows = rest.chars().next().and_then(file_of).is_some()
            || self.notation.match_file(rest).is_some();
        if !(after_piece && file_follows) {
            return false;
        }
        self.c.pos += ch.len_utf8();
        self.rep(MoveRepairKind::PieceDash, start..self.c.pos);
        true
    }

    /// The dash of `e2-e4`, but not the `-` of `+-`: `true` when taken.
    fn dash(&mut self, ch: char, arrow: usize, start: usize) -> bool {
        let width = arrow.max(ch.len_utf8());
        let after = &self.c.rest()[width..];
        let next_is_coord = after.chars().next().is_some_and(|n| file_of(n).is_some())
            || self.notation.match_file(after).is_some()
            || piece_at(after, self.notation, false, self.opts.fold).is_some();
        if !next_is_coord {
            return false;
        }
        self.c.pos += width;
        if ch != '-' || arrow > 0 {
            self.rep(MoveRepairKind::Dash, start..self.c.pos);
        }
        true
    }

    /// A capture mark of `len` bytes (`odd` when not PGN's `x`), and the
    /// captured piece if named; `false` where only pieces are written.
    fn capture_mark(&mut self, len: usize, odd: bool, start: usize) -> bool {
        // `x` is also a file-less letter; only a capture between or
        // after coordinates (or right after the piece).
        self.c.pos += len;
        self.capture = true;
        if odd {
            self.rep(MoveRepairKind::CaptureSign, start..self.c.pos);
        }
        // The captured piece named: `Sc3xSd5`, `Фd8:Лb6`; or only the
        // pieces: `ΠχΠ`.
        let Some((r, plen, _)) = piece_at(self.c.rest(), self.notation, true, self.opts.fold)
        else {
            return true;
        };
        let at = self.c.pos;
        let after = &self.c.rest()[plen..];
        let square_follows = after.chars().next().and_then(file_of).is_some()
            || self.notation.match_file(after).is_some();
        if square_follows {
            self.captured = Some(r);
            self.letters.push((at..at + plen, r));
            self.rep(MoveRepairKind::CapturedPiece, at..at + plen);
            self.c.pos += plen;
        } else if self.coords.iter().all(|k| k.rank.is_none()) && self.coords.len() <= 1 {
            self.letters.push((at..at + plen, r));
            self.rep(MoveRepairKind::PiecesOnly, 0..at + plen);
            self.c.pos += plen;
            self.takes = Some(r);
            return false;
        }
        true
    }

    /// A misspelt rank right after a file, at the end of the move: `Cgl`,
    /// `Cgl+` (not `casillas`).
    fn misspelt_rank(&self) -> Result<(), SanError> {
        let Some(Coord {
            file: Some(_),
            rank: None,
            ..
        }) = self.coords.last()
        else {
            return Ok(());
        };
        let Some(ch) = self.c.peek() else {
            return Ok(());
        };
        let after = &self.c.rest()[ch.len_utf8()..];
        let ends = after.chars().all(|a| matches!(a, '+' | '#' | '!' | '?'))
            || after.starts_with([':', 'x', '×'])
            || after.starts_with(DASHES);
        if let (Some(like), true) = (rank_look_alike(ch), ends) {
            return Err(san_err(
                SanErrorKind::BadRank {
                    found: ch,
                    like: Some(like),
                },
                self.c.pos,
            ));
        }
        Ok(())
    }

    /// Ends a move written with the pieces only (`ΠχΠ`, `δχΠ=Β`).
    fn finish_takes(mut self, victim: Role) -> Result<ParsedSan, SanError> {
        let from_file = self.coords.first().and_then(|k| k.file);
        if self.role == Role::Pawn && from_file.is_none() {
            return Err(san_err(SanErrorKind::NotAMove, 0));
        }
        // A promotion: `δχΠ=Β`.
        let mut promotion = None;
        if self.role == Role::Pawn && self.c.rest().starts_with('=') {
            if let Some((r, len, _)) =
                piece_at(&self.c.rest()[1..], self.notation, false, self.opts.fold)
            {
                let at = self.c.pos;
                self.letters.push((at + 1..at + 1 + len, r));
                promotion = Some(r);
                self.c.pos += 1 + len;
            }
        }
        let check = suffix(self.c.text, self.c.pos, &mut self.nags, &mut self.repairs)?;
        Ok(ParsedSan {
            san: San::Takes {
                role: self.role,
                from_file,
                captured: victim,
                promotion,
                check,
            },
            nags: self.nags,
            repairs: self.repairs,
            letters: self.letters,
            files: self.files,
            long: false,
        })
    }

    /// Ends a move written with its target: the origin, a capture sign
    /// after it, a promotion, `e.p.` and the signs.
    fn finish_normal(mut self) -> Result<ParsedSan, SanError> {
        let (from, to) = match self.coords.as_slice() {
            [to] => (None, *to),
            [from, to] => (Some(*from), *to),
            _ => return Err(san_err(SanErrorKind::NotAMove, 0)),
        };
        let Some(to_file) = to.file else {
            return Err(san_err(SanErrorKind::NotAMove, to.start));
        };
        let to_rank = to.rank;
        let long = from.is_some_and(|f| f.file.is_some() && f.rank.is_some());
        if long {
            let span = from.map_or(0, |f| f.start)..self.c.pos;
            self.rep(MoveRepairKind::LongAlgebraic, span);
        }
        if to_rank.is_none() {
            // Only a pawn capture may leave the rank out: `ed`, `e:d`, `de:`.
            let from_file = from.and_then(|f| f.file);
            if self.role != Role::Pawn || from_file.is_none() || from_file == Some(to_file) {
                return Err(san_err(SanErrorKind::NotAMove, to.start));
            }
            self.capture = true;
            self.rep(MoveRepairKind::RanklessCapture, 0..self.c.pos);
        }
        self.trailing_capture_sign();
        let promotion = self.promotion(to_rank);
        self.en_passant();
        let check = suffix(self.c.text, self.c.pos, &mut self.nags, &mut self.repairs)?;
        let (from_file, from_rank) = from.map_or((None, None), |f| (f.file, f.rank));
        Ok(ParsedSan {
            san: San::Normal {
                role: self.role,
                from_file,
                from_rank,
                capture: self.capture,
                captured: self.captured,
                to_file,
                to_rank,
                promotion,
                check,
            },
            nags: self.nags,
            repairs: self.repairs,
            letters: self.letters,
            files: self.files,
            long,
        })
    }

    /// Capture sign after the move: `He5:`, `de:`.
    fn trailing_capture_sign(&mut self) {
        if let Some(ch) = self.c.peek() {
            if ch == ':' || ch == '×' {
                self.c.bump();
                self.capture = true;
                let span = self.c.pos - ch.len_utf8()..self.c.pos;
                self.rep(MoveRepairKind::CaptureSign, span);
            }
        }
    }

    /// Promotion: `=Q`, `/Q`, `(Q)`, or a bare piece letter.
    fn promotion(&mut self, to_rank: Option<Rank>) -> Option<Role> {
        if self.role != Role::Pawn {
            return None;
        }
        let start = self.c.pos;
        let rest = self.c.rest();
        let (skip, close, odd) = if rest.starts_with('=') {
            (1, 0, false)
        } else if rest.starts_with('/') {
            (1, 0, true)
        } else if rest.starts_with('(') {
            (1, 1, true)
        } else {
            (0, 0, true)
        };
        let (r, len, _) = piece_at(&rest[skip..], self.notation, false, self.opts.fold)?;
        let closed = close == 0 || rest[skip + len..].starts_with(')');
        // A bare `N` after a non-promoting move is the novelty sign.
        let last_rank = matches!(to_rank.map(Rank::index), Some(0 | 7) | None);
        if !(closed && (skip > 0 || last_rank) && r != Role::King) {
            return None;
        }
        self.letters.push((start + skip..start + skip + len, r));
        self.c.pos += skip + len + close;
        if odd {
            self.rep(MoveRepairKind::Promotion, start..self.c.pos);
        }
        Some(r)
    }

    /// `e.p.` after a pawn capture.
    fn en_passant(&mut self) {
        if self.role != Role::Pawn || !self.capture {
            return;
        }
        for ep in [" e.p.", "e.p.", "e.p", "ep"] {
            if self.c.rest().starts_with(ep) {
                let at = self.c.pos;
                self.rep(MoveRepairKind::EnPassantMark, at..at + ep.len());
                self.c.pos += ep.len();
                break;
            }
        }
    }
}

/// Takes one annotation glyph of `len` bytes at `pos` as NAG `n`; a glyph
/// other than `!`, `?` and their pairs is reported as a repair.
fn glyph_step(
    rest: &str,
    pos: usize,
    len: usize,
    n: u8,
    nags: &mut Vec<u8>,
    repairs: &mut Vec<MoveRepair>,
) -> usize {
    nags.push(n);
    if suffix_glyph(n).is_none() {
        repairs.push(MoveRepair {
            kind: MoveRepairKind::Annotation,
            span: pos..pos + len,
            before: rest[..len].to_owned(),
        });
    }
    len
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
        // A glyph of two or more signs (`+-`, `+/=`, `–/+`) before a check sign.
        let glyph = glyph_prefix(rest).filter(|(len, _)| *len > 1 || !rest.starts_with('+'));
        if rest.starts_with("++") {
            check = Check::Check;
            repairs.push(MoveRepair {
                kind: MoveRepairKind::CheckSign,
                span: pos..pos + 2,
                before: "++".into(),
            });
            step = 2;
        } else if let Some((len, n)) = glyph.filter(|(len, _)| *len > 1) {
            step = glyph_step(rest, pos, len, n, nags, repairs);
        } else if rest.starts_with('+') {
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
        } else if let Some((len, n)) = glyph {
            step = glyph_step(rest, pos, len, n, nags, repairs);
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
