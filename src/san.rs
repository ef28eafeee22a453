//! `San`: one move as people write it, in any notation.
//!
//! A [`San`] is read from text in any table's letters ([`San::parse`]),
//! written in any table's letters ([`San::write`]) and played on a
//! position ([`Game::play`](crate::moves::Game::play)). Reading is
//! tolerant of the habits of real text — long algebraic with any dash,
//! `:` and `×` for captures, the captured piece named, pawn captures
//! without a rank (`ed`), `0-0`, look-alike Latin/Cyrillic letters, Greek
//! file letters, lower-case piece letters, promotions written `e8Q`,
//! `e8/Q` or `e8(Q)` — and every departure from PGN is recorded as a
//! [`MoveRepair`]. What the text leaves open (a rank, the moving piece's
//! square) is settled against the legal moves when the move is played,
//! and only when exactly one legal move fits.

use crate::{CastlingSide, Color, File, Notation, Piece, Rank, Role, Square};
use std::fmt;
use std::ops::Range;

/// Whether a move gives check, as written or as computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Check {
    /// No sign.
    #[default]
    None,
    /// `+`.
    Check,
    /// `#`.
    Mate,
}

/// A move: which piece goes where, with what the text said about it.
///
/// A canonical SAN move (as played) has `to_rank` set, `captured` unset,
/// and the origin only as far as needed to tell it apart.
///
/// ```
/// use fenlingo::san::San;
/// use fenlingo::Notation;
/// let ru = Notation::builtin("ru").unwrap();
/// let m = San::parse("Кg1-f3", ru).unwrap();
/// assert_eq!(m.san.to_string(), "Ng1f3");
/// assert_eq!(m.san.written(Notation::builtin("de").unwrap()), "Sg1f3");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move.
    Normal {
        /// The piece moved.
        role: Role,
        /// The origin's file, when written.
        from_file: Option<File>,
        /// The origin's rank, when written.
        from_rank: Option<Rank>,
        /// Whether the text marks a capture.
        capture: bool,
        /// The piece the text says is captured (`Sc3xSd5`).
        captured: Option<Role>,
        /// The target file.
        to_file: File,
        /// The target rank (absent in `ed`, a pawn capture without rank).
        to_rank: Option<Rank>,
        /// The piece promoted to.
        promotion: Option<Role>,
        /// Check or mate, as written or computed.
        check: Check,
    },
    /// A capture named by the pieces only, without the target square
    /// (`ΠχΠ`, rook takes rook; `δχΠ`, the d-pawn takes a rook), as some
    /// newspaper columns write them.
    Takes {
        /// The piece that captures.
        role: Role,
        /// The file of a capturing pawn.
        from_file: Option<File>,
        /// The piece captured.
        captured: Role,
        /// The piece promoted to.
        promotion: Option<Role>,
        /// Check or mate.
        check: Check,
    },
    /// Castling.
    Castle {
        /// Which side.
        side: CastlingSide,
        /// Check or mate.
        check: Check,
    },
    /// A null move (`--`, `Z0`).
    Null,
}

/// Tolerances of [`San::parse_with`]. Detection turns them off where they
/// would let a table read text that is not written in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseOptions {
    /// Letters of another alphabet of the same shape as the table's own
    /// (Latin `K` for Cyrillic `К`) are read as them.
    pub fold: bool,
    /// A pawn letter before a pawn move is read although the table writes
    /// none (`Pe4`).
    pub pawn_prefix: bool,
    /// A lower-case piece letter that is also a file letter is read as the
    /// piece (Greek `βα5`, the queen to a5); off, it is the file.
    pub lowercase_piece: bool,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            fold: true,
            pawn_prefix: true,
            lowercase_piece: false,
        }
    }
}

/// How a move's text departs from PGN: one kind per habit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum MoveRepairKind {
    /// Long algebraic (`e2-e4`, `Sg1–f3`) read as SAN.
    LongAlgebraic,
    /// A dash other than `-` (en dash, em dash, minus sign, hyphen).
    Dash,
    /// Castling written with zeros (`0-0`).
    CastlingZeros,
    /// `:` or `×` as the capture sign, before or after the move.
    CaptureSign,
    /// The captured piece named (`Sc3xSd5`).
    CapturedPiece,
    /// A pawn capture without the target rank (`ed`, `fe:`).
    RanklessCapture,
    /// A Latin letter typed for the Cyrillic one of the same shape, or the
    /// reverse.
    LookAlike,
    /// A Greek file letter (`ε4`).
    GreekFile,
    /// A lower-case piece letter.
    LowercasePiece,
    /// A promotion written `e8Q`, `e8/Q` or `e8(Q)`.
    Promotion,
    /// An annotation sign written as a Unicode symbol or letter (`±`, `N`), kept as a NAG.
    Annotation,
    /// `e.p.` after an en-passant capture.
    EnPassantMark,
    /// `++` for check, `‡` for mate.
    CheckSign,
    /// A figurine (`♘f3`).
    Figurine,
    /// Sentence punctuation around moves (`12. d4.`, `e4,`, `e5;`).
    Punctuation,
    /// A move number written otherwise than `12.` / `12...` (`1 e4`,
    /// `1) e4`, `1/ e4`, `4…`).
    MoveNumber,
    /// A dash between White's and Black's move (`1. e4 – e5`).
    DashBetweenMoves,
    /// Prose in parentheses, kept as a comment.
    Prose,
    /// A variation in square brackets.
    BracketVariation,
    /// A result written otherwise than PGN (`1–0`, `½-½`, `1:0`).
    Result,
    /// Moves written without a space between them (`Kf3Kc6`).
    Glued,
    /// A Serbian or Macedonian Cyrillic file letter (`ф3`).
    CyrillicFile,
    /// A move written with spaces inside (`e5 x d4`, `С g4`).
    Spaced,
    /// A capture named by the pieces only (`ΠχΠ`).
    PiecesOnly,
}

impl MoveRepairKind {
    /// A stable kebab-case name (for JSON and message ids).
    pub fn name(self) -> &'static str {
        use MoveRepairKind::*;
        match self {
            LongAlgebraic => "long-algebraic",
            Dash => "dash",
            CastlingZeros => "castling-zeros",
            CaptureSign => "capture-sign",
            CapturedPiece => "captured-piece",
            RanklessCapture => "rankless-capture",
            LookAlike => "look-alike",
            GreekFile => "greek-file",
            LowercasePiece => "lowercase-piece",
            Promotion => "promotion",
            Annotation => "annotation",
            EnPassantMark => "en-passant-mark",
            CheckSign => "check-sign",
            Figurine => "figurine",
            Punctuation => "punctuation",
            MoveNumber => "move-number",
            DashBetweenMoves => "dash-between-moves",
            Prose => "prose",
            BracketVariation => "bracket-variation",
            Result => "result",
            Glued => "glued-moves",
            CyrillicFile => "cyrillic-file",
            Spaced => "spaced-move",
            PiecesOnly => "pieces-only",
        }
    }
}

/// One departure from PGN, at a byte range of the move text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRepair {
    /// Which habit.
    pub kind: MoveRepairKind,
    /// Where, in bytes.
    pub span: Range<usize>,
    /// The text as written.
    pub before: String,
}

impl crate::i18n::Localize for MoveRepair {
    /// `move-repair-<kind>` with the text as written (at most 60
    /// characters, control characters as spaces).
    fn message(&self) -> crate::i18n::Message {
        let before: String = self
            .before
            .chars()
            .take(60)
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        crate::i18n::Message::new(format!("move-repair-{}", self.kind.name())).with("text", before)
    }
}

/// Why a move's text could not be read, before any position is consulted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum SanErrorKind {
    /// Nothing that looks like a move.
    NotAMove,
    /// A character where a rank (1–8) belongs; `like` is the digit it
    /// resembles (`l` → `1`).
    BadRank {
        /// The character found.
        found: char,
        /// The rank it looks like.
        like: Option<char>,
    },
    /// Characters after the move that are neither annotation nor promotion.
    Trailing,
}

/// A move's text that could not be read, with the byte offset in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SanError {
    /// What.
    pub kind: SanErrorKind,
    /// Byte offset in the move's text.
    pub offset: usize,
}

/// A move read from text: the move, its annotations as NAG numbers, the
/// repairs, and where its piece letters stand (for rewriting only the
/// letters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedSan {
    /// The move.
    pub san: San,
    /// Annotation glyphs as NAGs (`!` → 1, `±` → 16, `N` → 146).
    pub nags: Vec<u8>,
    /// Departures from PGN, with spans relative to the move's text.
    pub repairs: Vec<MoveRepair>,
    /// Byte ranges of piece letters and the role each names.
    pub letters: Vec<(Range<usize>, Role)>,
    /// Whether the move was written in long algebraic.
    pub long: bool,
}

/// The dashes people type: hyphen-minus, hyphen, non-breaking hyphen,
/// figure dash, en dash, em dash, horizontal bar, minus sign.
pub(crate) const DASHES: [char; 8] = [
    '-', '\u{2010}', '\u{2011}', '\u{2012}', '–', '—', '\u{2015}', '−',
];

pub(crate) fn is_dash(c: char) -> bool {
    DASHES.contains(&c)
}

const FIGURINES: [(char, Role); 12] = [
    ('♔', Role::King),
    ('♕', Role::Queen),
    ('♖', Role::Rook),
    ('♗', Role::Bishop),
    ('♘', Role::Knight),
    ('♙', Role::Pawn),
    ('♚', Role::King),
    ('♛', Role::Queen),
    ('♜', Role::Rook),
    ('♝', Role::Bishop),
    ('♞', Role::Knight),
    ('♟', Role::Pawn),
];

/// Latin and Cyrillic letters of the same shape, both ways.
const LOOK_ALIKE: [(char, char); 22] = [
    ('A', 'А'),
    ('B', 'В'),
    ('C', 'С'),
    ('E', 'Е'),
    ('H', 'Н'),
    ('K', 'К'),
    ('M', 'М'),
    ('O', 'О'),
    ('P', 'Р'),
    ('T', 'Т'),
    ('X', 'Х'),
    ('a', 'а'),
    ('c', 'с'),
    ('e', 'е'),
    ('o', 'о'),
    ('p', 'р'),
    ('x', 'х'),
    ('y', 'у'),
    ('k', 'к'),
    ('m', 'м'),
    ('t', 'т'),
    ('h', 'н'),
];

/// The other script's letter of the same shape.
fn look_alike(c: char) -> Option<char> {
    LOOK_ALIKE.iter().find_map(|&(l, k)| {
        if c == l {
            Some(k)
        } else if c == k {
            Some(l)
        } else {
            None
        }
    })
}

/// A file letter: a–h, the Cyrillic а/с/е typed for a/c/e, or a Greek
/// letter α–θ.
fn file_of(c: char) -> Option<(File, Option<MoveRepairKind>)> {
    if let Some(f) = File::from_char(c) {
        return Some((f, None));
    }
    // Cyrillic а/с/е typed for a/c/e (same shape).
    let cyr = match c {
        'а' => Some('a'),
        'с' => Some('c'),
        'е' => Some('e'),
        _ => None,
    };
    if let Some(l) = cyr {
        return File::from_char(l).map(|f| (f, Some(MoveRepairKind::LookAlike)));
    }
    // Serbian and Macedonian Cyrillic write the files а б ц д е ф г х.
    let serbian = match c {
        'б' => Some('b'),
        'ц' => Some('c'),
        'д' => Some('d'),
        'ф' => Some('f'),
        'г' => Some('g'),
        _ => None,
    };
    if let Some(l) = serbian {
        return File::from_char(l).map(|f| (f, Some(MoveRepairKind::CyrillicFile)));
    }
    const GREEK: [char; 8] = ['α', 'β', 'γ', 'δ', 'ε', 'ζ', 'η', 'θ'];
    GREEK
        .iter()
        .position(|g| *g == c)
        .and_then(|i| File::new(i as u8))
        .map(|f| (f, Some(MoveRepairKind::GreekFile)))
}

fn rank_of(c: char) -> Option<Rank> {
    Rank::from_char(c)
}

/// A character typed for a rank digit by mistake (OCR, `l` for `1`).
fn rank_look_alike(c: char) -> Option<char> {
    match c {
        'l' | 'I' | 'i' | '|' | '!' => Some('1'),
        'S' | 's' => Some('5'),
        'B' => Some('8'),
        'Z' | 'z' => Some('2'),
        'G' => Some('6'),
        _ => None,
    }
}

/// Annotation glyphs and their NAGs, longest first.
const GLYPHS: [(&str, u8); 22] = [
    ("+/-", 18),
    ("-/+", 19),
    ("+/=", 14),
    ("=/+", 15),
    ("!!", 3),
    ("??", 4),
    ("!?", 5),
    ("?!", 6),
    ("+-", 18),
    ("-+", 19),
    ("+=", 14),
    ("=+", 15),
    ("!", 1),
    ("?", 2),
    ("□", 7),
    ("=", 10),
    ("∞", 13),
    ("⩲", 14),
    ("⩱", 15),
    ("±", 16),
    ("∓", 17),
    ("N", 146),
];

/// The NAG of an annotation glyph written alone (`!?`, `±`, `+-`).
///
/// ```
/// assert_eq!(fenlingo::san::glyph_nag("±"), Some(16));
/// assert_eq!(fenlingo::san::glyph_nag("e4"), None);
/// ```
pub fn glyph_nag(s: &str) -> Option<u8> {
    if s.is_empty()
        || s.len() > 8
        || !s.chars().all(|c| {
            matches!(
                c,
                '!' | '?' | '+' | '=' | '/' | '□' | '∞' | '⩲' | '⩱' | '±' | '∓' | 'N'
            ) || is_dash(c)
        })
    {
        return None;
    }
    // Compared with every dash read as `-`, without allocating.
    let same = |g: &str| {
        let mut a = s.chars().map(|c| if is_dash(c) { '-' } else { c });
        let mut b = g.chars();
        loop {
            match (a.next(), b.next()) {
                (None, None) => return true,
                (Some(x), Some(y)) if x == y => {}
                _ => return false,
            }
        }
    };
    GLYPHS.iter().find(|(g, _)| same(g)).map(|(_, n)| *n)
}

/// The glyph written for NAGs 1–6 (kept as move suffixes in PGN output).
pub fn suffix_glyph(nag: u8) -> Option<&'static str> {
    match nag {
        1 => Some("!"),
        2 => Some("?"),
        3 => Some("!!"),
        4 => Some("??"),
        5 => Some("!?"),
        6 => Some("?!"),
        _ => None,
    }
}

struct Cursor<'a> {
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
fn piece_at(
    s: &str,
    n: &Notation,
    allow_pawn: bool,
    fold: bool,
) -> Option<(Role, usize, Option<MoveRepairKind>)> {
    piece_at_with(s, n, allow_pawn, fold, false)
}

fn piece_at_with(
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

fn is_capture_mark(c: char, n: &Notation, rest: &str) -> Option<(usize, bool)> {
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
            if is_dash(ch) && !coords.is_empty() && coords.len() < 2 {
                // `e2-e4`, but not the `-` of `+-`.
                let next = c.rest()[ch.len_utf8()..].chars().next();
                let next_is_coord = next.is_some_and(|n| file_of(n).is_some())
                    || piece_at(&c.rest()[ch.len_utf8()..], notation, false, fold).is_some();
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

    /// The move's check sign.
    pub fn check(&self) -> Check {
        match self {
            San::Normal { check, .. } | San::Castle { check, .. } | San::Takes { check, .. } => {
                *check
            }
            San::Null => Check::None,
        }
    }

    /// Writes the move in `notation`'s letters (`O-O`, `Nxe5+`, `e8=Q#`).
    ///
    /// ```
    /// use fenlingo::san::San;
    /// use fenlingo::Notation;
    /// let m: San = "exd8=Q+".parse().unwrap();
    /// let mut s = String::new();
    /// m.write(Notation::builtin("es").unwrap(), &mut s);
    /// assert_eq!(s, "exd8=D+");
    /// ```
    pub fn write(&self, notation: &Notation, out: &mut String) {
        let token = |r: Role| notation.piece_token(Piece::new(Color::White, r));
        let check = match self {
            San::Null => {
                out.push_str("--");
                return;
            }
            San::Takes {
                role,
                from_file,
                captured,
                promotion,
                check,
            } => {
                if *role != Role::Pawn || notation.pawn_letter() {
                    out.push_str(token(*role));
                }
                if let Some(f) = from_file {
                    out.push(f.char());
                }
                out.push_str(notation.capture_marks().first().map_or("x", |s| s.as_str()));
                out.push_str(token(*captured));
                if let Some(p) = promotion {
                    out.push('=');
                    out.push_str(token(*p));
                }
                *check
            }
            San::Castle { side, check } => {
                out.push_str(match side {
                    CastlingSide::KingSide => "O-O",
                    CastlingSide::QueenSide => "O-O-O",
                });
                *check
            }
            San::Normal {
                role,
                from_file,
                from_rank,
                capture,
                captured: _,
                to_file,
                to_rank,
                promotion,
                check,
            } => {
                if *role != Role::Pawn || notation.pawn_letter() {
                    out.push_str(token(*role));
                }
                if let Some(f) = from_file {
                    out.push(f.char());
                }
                if let Some(r) = from_rank {
                    out.push(r.char());
                }
                if *capture {
                    out.push_str(notation.capture_marks().first().map_or("x", |s| s.as_str()));
                }
                out.push(to_file.char());
                if let Some(r) = to_rank {
                    out.push(r.char());
                }
                if let Some(p) = promotion {
                    out.push('=');
                    out.push_str(token(*p));
                }
                *check
            }
        };
        match check {
            Check::None => {}
            Check::Check => out.push('+'),
            Check::Mate => out.push('#'),
        }
    }

    /// The move written in `notation`'s letters.
    pub fn written(&self, notation: &Notation) -> String {
        let mut s = String::new();
        self.write(notation, &mut s);
        s
    }

    /// The target square, when the text gives it whole.
    pub fn target(&self) -> Option<Square> {
        match self {
            San::Normal {
                to_file,
                to_rank: Some(r),
                ..
            } => Some(Square::from_coords(*to_file, *r)),
            _ => None,
        }
    }

    /// The role moved (a king for castling).
    pub fn role(&self) -> Option<Role> {
        match self {
            San::Normal { role, .. } | San::Takes { role, .. } => Some(*role),
            San::Castle { .. } => Some(Role::King),
            San::Null => None,
        }
    }
}

/// Reads check signs and annotation glyphs from `at` to the end.
fn suffix(
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

impl std::str::FromStr for San {
    type Err = SanError;
    /// Reads standard SAN (tolerantly).
    fn from_str(s: &str) -> Result<San, SanError> {
        San::parse(s, Notation::standard()).map(|p| p.san)
    }
}

impl fmt::Display for San {
    /// Standard SAN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.written(Notation::standard()))
    }
}

/// Rewrites only the piece letters of a move's text in `to`'s letters,
/// keeping the author's spelling (long algebraic, `:`, `0-0`).
///
/// ```
/// use fenlingo::san::{keep_form, San};
/// use fenlingo::Notation;
/// let ru = Notation::builtin("ru").unwrap();
/// let p = San::parse("Кр:f7", ru).unwrap();
/// assert_eq!(keep_form("Кр:f7", &p, Notation::standard()), "K:f7");
/// ```
pub fn keep_form(text: &str, parsed: &ParsedSan, to: &Notation) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    let mut at = 0;
    for (span, role) in &parsed.letters {
        out.push_str(&text[at..span.start]);
        if *role != Role::Pawn || to.pawn_letter() {
            out.push_str(to.piece_token(Piece::new(Color::White, *role)));
        }
        at = span.end;
    }
    out.push_str(&text[at..]);
    out
}

/// The EPD opcodes whose operands are SAN moves.
pub const SAN_OPCODES: &[&str] = &["bm", "am", "pv", "sm", "pm"];

/// Translates one move written in `from`'s letters into `to`'s: read as a
/// [`San`], written back with only its letters changed. Text that is no
/// move comes back as it is.
///
/// ```
/// use fenlingo::Notation;
/// use fenlingo::san::translate_san;
/// let es = Notation::builtin("es").unwrap();
/// let ru = Notation::builtin("ru").unwrap();
/// let en = Notation::standard();
/// assert_eq!(translate_san("Axc3", es, en), "Bxc3");
/// assert_eq!(translate_san("e8=D+", es, en), "e8=Q+");
/// assert_eq!(translate_san("Kf7", en, ru), "Крf7");
/// assert_eq!(translate_san("O-O", es, en), "O-O");
/// assert_eq!(translate_san("exd6", es, en), "exd6");
/// ```
pub fn translate_san(san: &str, from: &Notation, to: &Notation) -> String {
    match San::parse(san, from) {
        Ok(p) => keep_form(san, &p, to),
        Err(_) => san.to_owned(),
    }
}

/// Translates the SAN operands of `bm`, `am`, `pv` (and `sm`, `pm`)
/// operations; other operations are kept as they are.
///
/// ```
/// use fenlingo::fen::Operation;
/// use fenlingo::san::translate_operations;
/// use fenlingo::Notation;
/// let mut ops = vec![Operation { opcode: "bm".into(), operands: vec!["Dxd8#".into()] }];
/// translate_operations(&mut ops, Notation::builtin("es").unwrap(), Notation::standard());
/// assert_eq!(ops[0].operands, ["Qxd8#"]);
/// ```
pub fn translate_operations(ops: &mut [crate::fen::Operation], from: &Notation, to: &Notation) {
    if from.same_tokens(to) {
        return;
    }
    for op in ops
        .iter_mut()
        .filter(|o| SAN_OPCODES.contains(&o.opcode.as_str()))
    {
        for operand in &mut op.operands {
            if !operand.starts_with('"') {
                *operand = translate_san(operand, from, to);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(t: &str, n: &str) -> ParsedSan {
        San::parse(t, Notation::builtin(n).unwrap()).unwrap_or_else(|e| panic!("{t} ({n}): {e:?}"))
    }

    #[test]
    fn forms() {
        assert_eq!(p("e4", "en").san.to_string(), "e4");
        assert_eq!(p("Nbd7", "en").san.to_string(), "Nbd7");
        assert_eq!(p("R1a3", "en").san.to_string(), "R1a3");
        assert_eq!(p("exd8=Q+", "en").san.to_string(), "exd8=Q+");
        assert_eq!(p("e8Q", "en").san.to_string(), "e8=Q");
        assert_eq!(p("e8/Q", "en").san.to_string(), "e8=Q");
        assert_eq!(p("e8(Q)", "en").san.to_string(), "e8=Q");
        assert_eq!(p("0-0", "en").san.to_string(), "O-O");
        assert_eq!(p("0–0–0", "en").san.to_string(), "O-O-O");
        assert_eq!(p("O—O", "en").san.to_string(), "O-O");
        assert_eq!(p("Кg1-f3", "ru").san.to_string(), "Ng1f3");
        assert_eq!(p("Крe1-e2", "ru").san.to_string(), "Ke1e2");
        assert_eq!(p("Sc3xSd5", "de").san.to_string(), "Nc3xd5");
        assert_eq!(p("Фd8:Лb6", "ru").san.to_string(), "Qd8xb6");
        assert_eq!(p("He5:", "hu").san.to_string(), "Nxe5");
        assert_eq!(p("е2—е4", "ru").san.to_string(), "e2e4");
        assert_eq!(p("ε4", "el").san.to_string(), "e4");
        assert_eq!(p("nf3", "en").san.to_string(), "Nf3");
        assert_eq!(p("Nf3N", "en").nags, [146]);
        assert_eq!(p("Qh5±", "en").nags, [16]);
        assert_eq!(p("exd6e.p.", "en").san.to_string(), "exd6");
        assert_eq!(p("Kf3", "ru").san.to_string(), "Nf3"); // Latin K for Cyrillic К
        assert_eq!(p("Kpe2", "ru").san.to_string(), "Ke2");
    }

    #[test]
    fn pawn_letters_are_files() {
        // Lower-case tokens that are file letters stay files.
        assert_eq!(p("bxc3", "en").san.to_string(), "bxc3");
        assert_eq!(p("cd", "es").san.to_string(), "cxd");
    }

    #[test]
    fn misspelt_rank() {
        let e = San::parse("Cgl", Notation::builtin("es").unwrap()).unwrap_err();
        assert_eq!(
            e.kind,
            SanErrorKind::BadRank {
                found: 'l',
                like: Some('1')
            }
        );
    }

    #[test]
    fn not_moves() {
        for w in ["o", "peão", "Capablanca", "de", "y", "Ka"] {
            assert!(
                San::parse(w, Notation::builtin("pt").unwrap()).is_err() || w == "de",
                "{w}"
            );
        }
    }
}
