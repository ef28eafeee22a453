//! Reading FEN and EPD, strict or lenient, in any notation.

use super::epd::{self, Operation};
use super::error::{FenError, FenErrorKind, Field};
pub use super::mode::Mode;
use super::repair::{Repair, RepairKind};
use crate::{Castling, CastlingSide, Color, Notation, Piece, Position, Role, Square};
use std::ops::Range;

mod fast;
mod fields;

pub(crate) use fast::fast_fen;
use fast::fast_placement;
use fields::{read_castling, read_counter, read_placement};

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

/// A line read: the position, the EPD operations (for EPD lines) and every
/// repair made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    /// The position.
    pub position: Position,
    /// `Some` for an EPD line (possibly with no operations), `None` for FEN.
    pub operations: Option<Vec<Operation>>,
    /// The repairs made, in input order.
    pub repairs: Vec<Repair>,
}

impl Parsed {
    /// Whether the line was EPD.
    pub fn is_epd(&self) -> bool {
        self.operations.is_some()
    }
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || is_invisible(c)
}

fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}'
    )
}

fn is_dash(c: char) -> bool {
    matches!(
        c,
        '-' | '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{fe58}' | '\u{fe63}' | '\u{ff0d}'
    )
}

const FIGURINES: [(char, Piece); 12] = [
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

struct Reader<'a, 'n> {
    s: &'a str,
    pos: usize,
    opts: ReadOptions<'n>,
    repairs: Vec<Repair>,
    /// Whether the fast placement reader may be tried first.
    fast: bool,
}

type Res<T> = Result<T, FenError>;

impl<'a> Reader<'a, '_> {
    fn err(&self, kind: FenErrorKind, field: Option<Field>, span: Range<usize>) -> FenError {
        FenError::new(kind, field, span, self.s)
    }

    fn repair(
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
    fn skip_separators(&mut self, first: bool) -> Res<bool> {
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

    fn next_field(&mut self, first: bool) -> Res<Option<Range<usize>>> {
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

/// Reads one line of standard FEN or EPD in lenient mode.
///
/// ```
/// let parsed = fenlingo::fen::read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
/// assert!(parsed.repairs.is_empty());
/// assert_eq!(parsed.position, fenlingo::Position::standard());
/// ```
pub fn read(input: &str) -> Result<Parsed, FenError> {
    read_with(input, ReadOptions::default())
}

/// Reads bytes, reporting the offset of the first invalid UTF-8 byte.
///
/// ```
/// let e = fenlingo::fen::read_bytes(b"8/8/8/8/8/8/8/8 w - - 0 \xc3").unwrap_err();
/// assert!(matches!(e.kind(), fenlingo::fen::FenErrorKind::InvalidUtf8 { offset: 24 }));
/// ```
pub fn read_bytes(input: &[u8]) -> Result<Parsed, FenError> {
    match std::str::from_utf8(input) {
        Ok(s) => read(s),
        Err(e) => Err(FenError::invalid_utf8(input, e.valid_up_to())),
    }
}

/// Reads one line with the given options.
///
/// ```
/// use fenlingo::fen::{read_with, Mode, ReadOptions};
/// use fenlingo::Notation;
/// let opts = ReadOptions { mode: Mode::Strict, ..ReadOptions::default() };
/// assert!(read_with("8/8/8/8/8/8/8/8 w - -", opts).is_err());
/// let es = ReadOptions { notation: Notation::builtin("es").unwrap(), ..ReadOptions::default() };
/// let p = read_with("tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT b RDrd - 0 1", es).unwrap();
/// assert_eq!(p.position, fenlingo::Position::standard());
/// ```
pub fn read_with(input: &str, opts: ReadOptions<'_>) -> Result<Parsed, FenError> {
    read_inner(input, opts, true)
}

/// Reads with the careful reader alone, never the fast path: for tests
/// that check both readers agree.
#[doc(hidden)]
pub fn read_careful(input: &str, opts: ReadOptions<'_>) -> Result<Parsed, FenError> {
    read_inner(input, opts, false)
}

/// The fast reader alone: `Some` only for a canonical six-field FEN in a
/// table of single-byte tokens (see [`read_careful`]).
#[doc(hidden)]
pub fn read_fast(input: &str, notation: &Notation) -> Option<Position> {
    fast_fen(input.as_bytes(), notation)
}

fn read_inner(input: &str, opts: ReadOptions<'_>, fast: bool) -> Result<Parsed, FenError> {
    // A position inside square brackets, as problem columns print it:
    // read with the brackets as spaces, and say so.
    if opts.mode == Mode::Lenient {
        let t = input.trim_matches(is_separator);
        if t.len() > 2
            && t.starts_with('[')
            && t.ends_with(']')
            && !t[1..t.len() - 1].contains(['[', ']'])
        {
            let open = input.len() - input.trim_start_matches(is_separator).len();
            let close = open + t.len() - 1;
            let mut spaced = input.to_owned();
            spaced.replace_range(open..open + 1, " ");
            spaced.replace_range(close..close + 1, " ");
            let mut parsed = read_inner(&spaced, opts, fast).map_err(|mut e| {
                e.set_input(input);
                e
            })?;
            // The spaces that stand for the brackets are not repairs of their own.
            parsed.repairs.retain(|r| {
                !(r.kind == RepairKind::Separator
                    && (r.span.contains(&open)
                        || r.span.contains(&close)
                        || r.span.start == close + 1
                        || r.span.end == open))
            });
            for at in [open, close] {
                parsed.repairs.push(Repair {
                    kind: RepairKind::Brackets,
                    field: None,
                    span: at..at + 1,
                    before: input[at..at + 1].to_owned(),
                    after: String::new(),
                });
            }
            parsed.repairs.sort_by_key(|r| r.span.start);
            return Ok(parsed);
        }
    }
    if fast && opts.format != Format::Epd {
        if let Some(position) = fast_fen(input.as_bytes(), opts.notation) {
            return Ok(Parsed {
                position,
                operations: None,
                repairs: Vec::new(),
            });
        }
    }
    let mut r = Reader {
        s: input,
        pos: 0,
        opts,
        repairs: Vec::new(),
        fast,
    };
    // Raw fields, with "--" split in two where it stands for castling and
    // en passant.
    let Some(placement) = r.next_field(true)? else {
        return Err(r.err(FenErrorKind::Empty, None, 0..input.len()));
    };
    let board = read_placement(&mut r, placement)?;

    let mut fields: [Option<(&str, Range<usize>)>; 5] = Default::default();
    let mut n = 0;
    let mut ops_start = None;
    while n < 5 {
        if n == 3 {
            // Decide FEN or EPD before reading a fifth field.
            let save = r.pos;
            let saved_repairs = r.repairs.len();
            if !r.skip_separators(false)? {
                break;
            }
            let fifth_start = r.pos;
            let rest = &input[fifth_start..];
            let is_number = rest.split(is_separator).next().is_some_and(|t| {
                !t.is_empty()
                    && t.bytes()
                        .all(|b| b.is_ascii_digit() || b == b'+' || b == b'-')
            });
            let epd = match opts.format {
                Format::Epd => true,
                Format::Fen => false,
                Format::Auto => !is_number,
            };
            if epd {
                ops_start = Some(fifth_start);
                break;
            }
            r.pos = save;
            r.repairs.truncate(saved_repairs);
        }
        let Some(span) = r.next_field(false)? else {
            break;
        };
        let text = &input[span.clone()];
        if n == 1
            && !text.is_empty()
            && text.chars().all(is_dash)
            && text.chars().count() == 2
            && text != "-"
        {
            // "--" where castling and en passant are expected.
            let next_is_square = input[r.pos..]
                .trim_start_matches(is_separator)
                .split(is_separator)
                .next()
                .is_some_and(|t| {
                    Square::parse_str(t).is_some() || (t.chars().all(is_dash) && !t.is_empty())
                });
            if !next_is_square {
                r.repair(
                    RepairKind::DoubleDash,
                    Some(Field::Castling),
                    span.clone(),
                    "- -",
                )?;
                fields[1] = Some(("-", span.clone()));
                fields[2] = Some(("-", span.end..span.end));
                n = 3;
                continue;
            }
        }
        if (1..=2).contains(&n)
            && text.chars().count() == 1
            && text != "-"
            && text.chars().all(is_dash)
        {
            let field = if n == 1 {
                Field::Castling
            } else {
                Field::EnPassant
            };
            r.repair(RepairKind::Dash, Some(field), span.clone(), "-")?;
            fields[n] = Some(("-", span));
        } else {
            fields[n] = Some((text, span));
        }
        n += 1;
    }

    let notation = opts.notation;
    let end = input.trim_end_matches(is_separator).len();
    let is_epd = ops_start.is_some() || (opts.format == Format::Epd && n <= 3);
    let mut pos = Position {
        board,
        ..Position::empty()
    };

    // Side to move.
    match &fields[0] {
        Some((text, span)) => match notation.match_side(text) {
            Some(c) => pos.turn = c,
            None => {
                return Err(r.err(
                    FenErrorKind::InvalidSide {
                        token: (*text).to_owned(),
                    },
                    Some(Field::Side),
                    span.clone(),
                ));
            }
        },
        None => missing(&mut r, Field::Side, end, notation.side_token(Color::White))?,
    }
    // Castling.
    match fields[1].clone() {
        Some((text, span)) => pos.castling = read_castling(&mut r, &pos.board, text, span)?,
        None => {
            // The rights of kings and rooks still on their home squares,
            // as the start position has them.
            let mut c = Castling::NONE;
            let mut written = String::new();
            for color in Color::ALL {
                let rank = color.fold(0u8, 7u8);
                let home = |f: u8| Square::new(rank * 8 + f);
                let king = home(4).and_then(|s| pos.board.piece_at(s));
                if king != Some(Piece::new(color, Role::King)) {
                    continue;
                }
                for (file, side) in [(7u8, CastlingSide::KingSide), (0, CastlingSide::QueenSide)] {
                    if let Some(sq) = home(file) {
                        if pos.board.piece_at(sq) == Some(Piece::new(color, Role::Rook)) {
                            c.add(color, sq);
                            written.push_str(notation.castling_token(color, side));
                        }
                    }
                }
            }
            if written.is_empty() {
                written.push('-');
            }
            pos.castling = c;
            missing(&mut r, Field::Castling, end, &written)?
        }
    }
    // En passant.
    match fields[2].clone() {
        Some((text, span)) => {
            if text != "-" {
                let sq = Square::parse_str(text).ok_or_else(|| {
                    r.err(
                        FenErrorKind::InvalidEpSquare {
                            token: text.to_owned(),
                        },
                        Some(Field::EnPassant),
                        span.clone(),
                    )
                })?;
                if !matches!(sq.rank().index(), 2 | 5) {
                    return Err(r.err(
                        FenErrorKind::EpSquareRank {
                            token: text.to_owned(),
                        },
                        Some(Field::EnPassant),
                        span,
                    ));
                }
                pos.ep_square = Some(sq);
            }
        }
        None => missing(&mut r, Field::EnPassant, end, "-")?,
    }

    if is_epd {
        let operations = match ops_start {
            Some(start) => epd::read_operations(input, start, opts.mode, &mut r.repairs)?,
            None => Vec::new(),
        };
        for op in &operations {
            match op.opcode.as_str() {
                "hmvc" => {
                    if let Some(v) = op.operands.first().and_then(|o| o.parse().ok()) {
                        pos.halfmoves = v;
                    }
                }
                "fmvn" => {
                    if let Some(v) = op.operands.first().and_then(|o| o.parse().ok()) {
                        pos.fullmoves = v;
                    }
                }
                _ => {}
            }
        }
        r.repairs.sort_by_key(|r| r.span.start);
        return Ok(Parsed {
            position: pos,
            operations: Some(operations),
            repairs: r.repairs,
        });
    }

    // Counters.
    match fields[3].clone() {
        Some((text, span)) => pos.halfmoves = read_counter(&mut r, Field::Halfmove, text, span)?,
        None => missing(&mut r, Field::Halfmove, end, "0")?,
    }
    match fields[4].clone() {
        Some((text, span)) => {
            let v = read_counter(&mut r, Field::Fullmove, text, span.clone())?;
            if v == 0 {
                r.repair(RepairKind::FullmoveZero, Some(Field::Fullmove), span, "1")?;
                pos.fullmoves = 1;
            } else {
                pos.fullmoves = v;
            }
        }
        None => missing(&mut r, Field::Fullmove, end, "1")?,
    }
    if let Some(extra) = r.next_field(false)? {
        return Err(r.err(
            FenErrorKind::ExtraField {
                token: input[extra.clone()].to_owned(),
            },
            None,
            extra,
        ));
    }
    r.repairs.sort_by_key(|r| r.span.start);
    Ok(Parsed {
        position: pos,
        operations: None,
        repairs: r.repairs,
    })
}

fn missing(r: &mut Reader<'_, '_>, field: Field, end: usize, default: &str) -> Res<()> {
    if r.opts.mode == Mode::Strict {
        return Err(r.err(FenErrorKind::MissingField { field }, Some(field), end..end));
    }
    r.repair(
        RepairKind::MissingField(field),
        Some(field),
        end..end,
        default,
    )
}

impl std::str::FromStr for Position {
    type Err = FenError;
    /// Reads standard FEN leniently (see [`fen::read`](super::read)); the
    /// repairs are dropped, so use `fen::read` to see them.
    fn from_str(s: &str) -> Result<Position, FenError> {
        read(s).map(|p| p.position)
    }
}
