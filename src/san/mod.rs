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

mod clean;
mod lexicon;
mod parse;

/// Whether the clean path reads moves in `n`'s letters.
#[cfg(test)]
pub(crate) fn reads_clean(n: &Notation) -> bool {
    n.clean_san_letters(clean::clean_letters).is_some()
}

pub(crate) use lexicon::*;
pub use lexicon::{glyph_nag, suffix_glyph};

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
    /// Prose of a language written without spaces, glued to a move
    /// (`Nc6に`, `Nc6에`, `การเคลื่อนไหว1.e4`), set apart and dropped.
    GluedProse,
    /// A dash between the piece and its square (`פ-ו3`, `N-f3`).
    PieceDash,
    /// A check sign on a move that gives no check (`O-O+`).
    FalseCheck,
    /// A mate sign on a move that does not mate (`Qh5#` for `Qh5+`).
    FalseMate,
    /// A capture sign on a move that takes nothing (`Nxd5` to an empty
    /// square).
    FalseCapture,
    /// A pawn letter before a pawn move of a table that writes none
    /// (`Bf2-f4`, the German or Norwegian pawn).
    PawnLetter,
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
            GluedProse => "glued-prose",
            PieceDash => "piece-dash",
            FalseCheck => "false-check",
            FalseMate => "false-mate",
            FalseCapture => "false-capture",
            PawnLetter => "pawn-letter",
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

/// Where a move's file letters stand: the byte range of each, the file it
/// names, and whether it is one of the table's own letters (Hebrew `ה`)
/// rather than `a`–`h` or a habit the reader accepts (Greek `ε`). A move
/// names at most two squares; their files are kept inline, in a few
/// bytes, so that reading a move allocates and copies next to nothing for
/// them (a letter past the move's 255th byte is not kept).
///
/// ```
/// use fenlingo::{Notation, san::San};
/// let p = San::parse("Nbd7", Notation::standard()).unwrap();
/// let files: Vec<char> = p.files.iter().map(|(_, f, _)| f.char()).collect();
/// assert_eq!(files, ['b', 'd']);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FileSpans {
    /// Start, end, and the file's index with 8 added for a table's own.
    spans: [[u8; 3]; 2],
    len: u8,
}

impl FileSpans {
    pub(crate) fn push(&mut self, span: Range<usize>, file: File, own: bool) {
        let (Ok(start), Ok(end)) = (u8::try_from(span.start), u8::try_from(span.end)) else {
            return;
        };
        if let Some(slot) = self.spans.get_mut(usize::from(self.len)) {
            *slot = [start, end, file.index() + if own { 8 } else { 0 }];
            self.len += 1;
        }
    }
    /// Each file letter: its byte range, its file, and whether it is the
    /// table's own letter.
    pub fn iter(&self) -> impl Iterator<Item = (Range<usize>, File, bool)> + '_ {
        self.spans[..usize::from(self.len)]
            .iter()
            .filter_map(|&[s, e, f]| {
                File::new(f % 8).map(|file| (usize::from(s)..usize::from(e), file, f >= 8))
            })
    }
}

/// Where a move's piece letters stand: the byte range of each and the
/// role it names, in reading order, as a slice. A move names one or two
/// pieces (`Nf3`, `Sc3xSd5`, `e8=Q`): they are kept inline, so that
/// reading a move allocates nothing for them; more, which only odd text
/// names, go to the heap.
///
/// ```
/// use fenlingo::{Notation, Role, san::San};
/// let p = San::parse("Sc3xSd5", Notation::builtin("de").unwrap()).unwrap();
/// let roles: Vec<Role> = p.letters.iter().map(|(_, r)| *r).collect();
/// assert_eq!(roles, [Role::Knight, Role::Knight]);
/// assert_eq!(p.letters[1].0, 4..5);
/// ```
#[derive(Clone)]
pub struct PieceSpans(Spans);

#[derive(Clone)]
enum Spans {
    Inline(u8, [(Range<usize>, Role); 2]),
    Heap(Vec<(Range<usize>, Role)>),
}

impl PieceSpans {
    /// No letters.
    pub const fn new() -> PieceSpans {
        PieceSpans(Spans::Inline(0, [(0..0, Role::Pawn), (0..0, Role::Pawn)]))
    }

    /// Adds a letter at the end.
    pub fn push(&mut self, letter: (Range<usize>, Role)) {
        match &mut self.0 {
            Spans::Inline(len, items) if usize::from(*len) < items.len() => {
                items[usize::from(*len)] = letter;
                *len += 1;
            }
            Spans::Inline(_, items) => {
                let mut v = items.to_vec();
                v.push(letter);
                self.0 = Spans::Heap(v);
            }
            Spans::Heap(v) => v.push(letter),
        }
    }
}

impl Default for PieceSpans {
    fn default() -> PieceSpans {
        PieceSpans::new()
    }
}

impl std::ops::Deref for PieceSpans {
    type Target = [(Range<usize>, Role)];
    fn deref(&self) -> &Self::Target {
        match &self.0 {
            Spans::Inline(len, items) => &items[..usize::from(*len)],
            Spans::Heap(v) => v,
        }
    }
}

impl std::ops::DerefMut for PieceSpans {
    fn deref_mut(&mut self) -> &mut Self::Target {
        match &mut self.0 {
            Spans::Inline(len, items) => &mut items[..usize::from(*len)],
            Spans::Heap(v) => v,
        }
    }
}

impl PartialEq for PieceSpans {
    fn eq(&self, other: &PieceSpans) -> bool {
        **self == **other
    }
}

impl Eq for PieceSpans {}

impl fmt::Debug for PieceSpans {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a PieceSpans {
    type Item = &'a (Range<usize>, Role);
    type IntoIter = std::slice::Iter<'a, (Range<usize>, Role)>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut PieceSpans {
    type Item = &'a mut (Range<usize>, Role);
    type IntoIter = std::slice::IterMut<'a, (Range<usize>, Role)>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
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
    pub letters: PieceSpans,
    /// Where the move's file letters stand (for rewriting them where a
    /// table writes its own).
    pub files: FileSpans,
    /// Whether the move was written in long algebraic.
    pub long: bool,
}

/// Writes a token: one ASCII letter as a byte, as most tokens are.
#[inline]
fn push_token(out: &mut String, token: &str) {
    match token.as_bytes() {
        [b] if b.is_ascii() => out.push(char::from(*b)),
        _ => out.push_str(token),
    }
}

impl San {
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
                    push_token(out, token(*role));
                }
                if let Some(f) = from_file {
                    push_token(out, notation.file_token(*f));
                }
                push_token(
                    out,
                    notation.capture_marks().first().map_or("x", |s| s.as_str()),
                );
                push_token(out, token(*captured));
                if let Some(p) = promotion {
                    out.push('=');
                    push_token(out, token(*p));
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
                    push_token(out, token(*role));
                }
                if let Some(f) = from_file {
                    push_token(out, notation.file_token(*f));
                }
                if let Some(r) = from_rank {
                    out.push(r.char());
                }
                if *capture {
                    push_token(
                        out,
                        notation.capture_marks().first().map_or("x", |s| s.as_str()),
                    );
                }
                push_token(out, notation.file_token(*to_file));
                if let Some(r) = to_rank {
                    out.push(r.char());
                }
                if let Some(p) = promotion {
                    out.push('=');
                    push_token(out, token(*p));
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
    let letter = |role: Role| {
        if role != Role::Pawn || to.pawn_letter() {
            to.piece_token(Piece::new(Color::White, role))
        } else {
            ""
        }
    };
    // File letters are rewritten only where a table writes its own.
    let files = parsed
        .files
        .iter()
        .filter(|(_, _, own)| *own || to.has_own_files());
    let mut edits = parsed
        .letters
        .iter()
        .map(|(span, role)| (span.clone(), letter(*role)))
        .peekable();
    let mut files = files
        .map(|(span, f, _)| (span, to.file_token(f)))
        .peekable();
    let mut at = 0;
    // The two lists are each in reading order: merged as they go.
    loop {
        let next = match (edits.peek(), files.peek()) {
            (Some(a), Some(b)) if a.0.start <= b.0.start => edits.next(),
            (Some(_), None) => edits.next(),
            (_, Some(_)) => files.next(),
            (None, None) => None,
        };
        let Some((span, token)) = next else { break };
        out.push_str(&text[at..span.start]);
        out.push_str(token);
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
    fn a_dash_between_piece_and_square() {
        let m = p("N-f3", "en");
        assert_eq!(m.san.to_string(), "Nf3");
        assert_eq!(m.repairs[0].kind, MoveRepairKind::PieceDash);
        let m = p("פ-ו3", "he");
        assert_eq!(m.san.to_string(), "Nf3");
        assert_eq!(keep_form("פ-ו3", &m, Notation::standard()), "N-f3");
        // Only right after a piece and before a file.
        assert!(San::parse("-f3", Notation::standard()).is_err());
        assert!(San::parse("N-3", Notation::standard()).is_err());
        assert!(
            p("e2-e4", "en")
                .repairs
                .iter()
                .all(|r| r.kind != MoveRepairKind::PieceDash)
        );
    }

    #[test]
    fn piece_spans_keep_any_number_of_letters() {
        let mut a = PieceSpans::new();
        let mut b = PieceSpans::default();
        for (i, r) in [Role::Pawn, Role::Knight, Role::Queen, Role::Rook]
            .into_iter()
            .enumerate()
        {
            a.push((i..i + 1, r));
            b.push((i..i + 1, r));
            assert_eq!(a.len(), i + 1);
            assert_eq!(a.last(), Some(&(i..i + 1, r)));
            assert_eq!(a, b);
        }
        assert_eq!(format!("{a:?}"), format!("{:?}", a.to_vec()));
        for (span, _) in &mut a {
            *span = span.start + 1..span.end + 1;
        }
        assert_eq!(a[3].0, 4..5);
        assert_ne!(a, b);
        // A pawn letter, a captured piece and a promotion: three letters.
        let m = p("Pe7xCd8=D", "es");
        assert_eq!(m.letters.len(), 3);
        assert_eq!(keep_form("Pe7xCd8=D", &m, Notation::standard()), "e7xNd8=Q");
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
    fn every_glyph_has_its_standard_nag() {
        // PGN standard §10: $1 ! $2 ? $3 !! $4 ?? $5 !? $6 ?! $7 forced,
        // $10 drawish, $13 unclear, $14/$15 slight, $16/$17 moderate,
        // $18/$19 decisive advantage for White/Black.
        let standard = [
            ("!", 1),
            ("?", 2),
            ("!!", 3),
            ("??", 4),
            ("!?", 5),
            ("?!", 6),
            ("□", 7),
            ("=", 10),
            ("∞", 13),
            ("+=", 14),
            ("+/=", 14),
            ("⩲", 14),
            ("=+", 15),
            ("=/+", 15),
            ("⩱", 15),
            ("±", 16),
            ("+/-", 16),
            ("∓", 17),
            ("-/+", 17),
            ("+-", 18),
            ("-+", 19),
            ("N", 146),
        ];
        assert_eq!(standard.len(), GLYPHS.len());
        for (g, n) in standard {
            assert_eq!(glyph_nag(g), Some(n), "{g} alone");
            assert_eq!(p(&format!("Nf3{g}"), "en").nags, [n], "Nf3{g}");
        }
    }

    #[test]
    fn evaluations_glued_with_any_dash() {
        // Printed books and their web copies: `7...0–0–/+`, `10...Bh3–+`.
        for (t, san, nag) in [
            ("0–0–/+", "O-O", 17),
            ("0-0-0–+", "O-O-O", 19),
            ("Bh3–+", "Bh3", 19),
            ("d5–/+", "d5", 17),
            ("e5−+", "e5", 19),
            ("Qh5+–", "Qh5", 18),
            ("O-O+/=", "O-O", 14),
        ] {
            let r = p(t, "en");
            assert_eq!(
                (r.san.to_string().as_str(), r.nags.as_slice()),
                (san, &[nag][..]),
                "{t}"
            );
        }
        assert_eq!(glyph_nag("–/+"), Some(17));
        assert_eq!(glyph_nag("+–"), Some(18));
    }

    #[test]
    fn a_longer_token_gives_way_before_a_rank() {
        // Hebrew: מ the king, מה the queen, and ה the file e.
        assert_eq!(p("מה4", "he").san.to_string(), "Ke4");
        assert_eq!(p("מ:ה4+", "he").san.to_string(), "Kxe4+");
        assert_eq!(p("מהה4", "he").san.to_string(), "Qe4");
        assert_eq!(p("מה:ד8+", "he").san.to_string(), "Qxd8+");
        assert_eq!(p("מהה4ו3", "he").san.to_string(), "Qe4f3");
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
