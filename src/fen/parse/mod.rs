//! Reading FEN and EPD, strict or lenient, in any notation.

use super::epd::{self, Operation};
use super::error::{FenError, FenErrorKind, Field};
pub use super::mode::Mode;
use super::repair::{Repair, RepairKind};
use crate::{Castling, CastlingSide, Color, Notation, Piece, Position, Role, Square};
use std::ops::Range;

mod fast;
mod fields;
mod reader;

pub(crate) use fast::{FastRead, fast_fen, placement_info};
use fields::{read_castling, read_counter, read_placement};
pub(crate) use reader::is_separator;
use reader::*;
pub use reader::{Format, ReadOptions};

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
    fast_fen(input.as_bytes(), notation).map(|f| f.position)
}

fn read_inner(input: &str, opts: ReadOptions<'_>, fast: bool) -> Result<Parsed, FenError> {
    // A table of move text only has no letters for Black's pieces.
    if !opts.notation.has_board() {
        return Err(FenError::no_board(input, opts.notation.id()));
    }
    if opts.mode == Mode::Lenient {
        if let Some(parsed) = read_bracketed(input, opts, fast) {
            return parsed;
        }
    }
    if fast && opts.format != Format::Epd {
        if let Some(FastRead { position, .. }) = fast_fen(input.as_bytes(), opts.notation) {
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
    let Some(placement) = r.next_field(true)? else {
        return Err(r.err(FenErrorKind::Empty, None, 0..input.len()));
    };
    let board = read_placement(&mut r, placement)?;
    let fields = Fields::read(&mut r)?;

    let end = input.trim_end_matches(is_separator).len();
    let mut pos = Position {
        board,
        ..Position::empty()
    };
    read_side(&mut r, &mut pos, &fields.slots[0], end)?;
    read_castling_field(&mut r, &mut pos, fields.slots[1].clone(), end)?;
    read_ep_field(&mut r, &mut pos, fields.slots[2].clone(), end)?;
    if fields.ops_start.is_some() || (opts.format == Format::Epd && fields.count <= 3) {
        return finish_epd(r, pos, fields.ops_start);
    }
    read_counters(&mut r, &mut pos, &fields, end)?;
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

/// A position inside square brackets, as problem columns print it: read
/// with the brackets as spaces, and say so. `None` when the line is not
/// bracketed.
fn read_bracketed(
    input: &str,
    opts: ReadOptions<'_>,
    fast: bool,
) -> Option<Result<Parsed, FenError>> {
    let t = input.trim_matches(is_separator);
    if !(t.len() > 2
        && t.starts_with('[')
        && t.ends_with(']')
        && !t[1..t.len() - 1].contains(['[', ']']))
    {
        return None;
    }
    let open = input.len() - input.trim_start_matches(is_separator).len();
    let close = open + t.len() - 1;
    let mut spaced = input.to_owned();
    spaced.replace_range(open..open + 1, " ");
    spaced.replace_range(close..close + 1, " ");
    let mut parsed = match read_inner(&spaced, opts, fast) {
        Ok(parsed) => parsed,
        Err(mut e) => {
            e.set_input(input);
            return Some(Err(e));
        }
    };
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
    Some(Ok(parsed))
}

/// One raw field after the placement: its text (after dash repairs) and span.
type RawField<'a> = Option<(&'a str, Range<usize>)>;

/// The raw fields after the placement (side, castling, en passant and the
/// two counters), with "--" split in two where it stands for castling and
/// en passant.
struct Fields<'a> {
    slots: [RawField<'a>; 5],
    /// How many slots are filled (a "--" fills two).
    count: usize,
    /// Where the EPD operations start, once the line is known to be EPD.
    ops_start: Option<usize>,
}

impl<'a> Fields<'a> {
    fn read(r: &mut Reader<'a, '_>) -> Res<Self> {
        let input = r.s;
        let mut f = Fields {
            slots: Default::default(),
            count: 0,
            ops_start: None,
        };
        while f.count < 5 {
            if f.count == 3 && f.stops_before_fifth(r)? {
                break;
            }
            let Some(span) = r.next_field(false)? else {
                break;
            };
            let text = &input[span.clone()];
            if f.count == 1 && is_double_dash(text) && !next_is_square(&input[r.pos..]) {
                // "--" where castling and en passant are expected.
                r.repair(
                    RepairKind::DoubleDash,
                    Some(Field::Castling),
                    span.clone(),
                    "- -",
                )?;
                f.slots[1] = Some(("-", span.clone()));
                f.slots[2] = Some(("-", span.end..span.end));
                f.count = 3;
                continue;
            }
            f.push(r, text, span)?;
        }
        Ok(f)
    }

    /// Decides FEN or EPD before reading a fifth field: `true` (stop
    /// reading fields) at the end of the line or where EPD operations
    /// start, recorded in `ops_start`.
    fn stops_before_fifth(&mut self, r: &mut Reader<'a, '_>) -> Res<bool> {
        let save = r.pos;
        let saved_repairs = r.repairs.len();
        if !r.skip_separators(false)? {
            return Ok(true);
        }
        let fifth_start = r.pos;
        let rest = &r.s[fifth_start..];
        let is_number = rest.split(is_separator).next().is_some_and(|t| {
            !t.is_empty()
                && t.bytes()
                    .all(|b| b.is_ascii_digit() || b == b'+' || b == b'-')
        });
        let epd = match r.opts.format {
            Format::Epd => true,
            Format::Fen => false,
            Format::Auto => !is_number,
        };
        if epd {
            self.ops_start = Some(fifth_start);
            return Ok(true);
        }
        r.pos = save;
        r.repairs.truncate(saved_repairs);
        Ok(false)
    }

    /// Stores the next field, a lone dash look-alike in castling or en
    /// passant read (and repaired) as "-".
    fn push(&mut self, r: &mut Reader<'a, '_>, text: &'a str, span: Range<usize>) -> Res<()> {
        let n = self.count;
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
            self.slots[n] = Some(("-", span));
        } else {
            self.slots[n] = Some((text, span));
        }
        self.count += 1;
        Ok(())
    }
}

/// Two dash look-alikes other than a plain "-".
fn is_double_dash(text: &str) -> bool {
    !text.is_empty() && text.chars().all(is_dash) && text.chars().count() == 2 && text != "-"
}

/// Whether the next field (in `rest`) is a square or dashes, so a "--"
/// before it is castling and not castling plus en passant.
fn next_is_square(rest: &str) -> bool {
    rest.trim_start_matches(is_separator)
        .split(is_separator)
        .next()
        .is_some_and(|t| {
            Square::parse_str(t).is_some() || (t.chars().all(is_dash) && !t.is_empty())
        })
}

fn read_side(
    r: &mut Reader<'_, '_>,
    pos: &mut Position,
    field: &RawField<'_>,
    end: usize,
) -> Res<()> {
    let notation = r.opts.notation;
    match field {
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
        None => missing(r, Field::Side, end, notation.side_token(Color::White))?,
    }
    Ok(())
}

fn read_castling_field(
    r: &mut Reader<'_, '_>,
    pos: &mut Position,
    field: RawField<'_>,
    end: usize,
) -> Res<()> {
    match field {
        Some((text, span)) => pos.castling = read_castling(r, &pos.board, text, span)?,
        None => {
            let (c, written) = home_castling(pos, r.opts.notation);
            pos.castling = c;
            missing(r, Field::Castling, end, &written)?
        }
    }
    Ok(())
}

/// The rights of kings and rooks still on their home squares, as the start
/// position has them, and how the notation writes them.
fn home_castling(pos: &Position, notation: &Notation) -> (Castling, String) {
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
    (c, written)
}

fn read_ep_field(
    r: &mut Reader<'_, '_>,
    pos: &mut Position,
    field: RawField<'_>,
    end: usize,
) -> Res<()> {
    let Some((text, span)) = field else {
        return missing(r, Field::EnPassant, end, "-");
    };
    if text == "-" {
        return Ok(());
    }
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
    Ok(())
}

/// Ends an EPD line: its operations, with `hmvc` and `fmvn` setting the
/// counters.
fn finish_epd(
    mut r: Reader<'_, '_>,
    mut pos: Position,
    ops_start: Option<usize>,
) -> Result<Parsed, FenError> {
    let operations = match ops_start {
        Some(start) => epd::read_operations(r.s, start, r.opts.mode, &mut r.repairs)?,
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
    Ok(Parsed {
        position: pos,
        operations: Some(operations),
        repairs: r.repairs,
    })
}

fn read_counters(
    r: &mut Reader<'_, '_>,
    pos: &mut Position,
    fields: &Fields<'_>,
    end: usize,
) -> Res<()> {
    match fields.slots[3].clone() {
        Some((text, span)) => pos.halfmoves = read_counter(r, Field::Halfmove, text, span)?,
        None => missing(r, Field::Halfmove, end, "0")?,
    }
    match fields.slots[4].clone() {
        Some((text, span)) => {
            let v = read_counter(r, Field::Fullmove, text, span.clone())?;
            if v == 0 {
                r.repair(RepairKind::FullmoveZero, Some(Field::Fullmove), span, "1")?;
                pos.fullmoves = 1;
            } else {
                pos.fullmoves = v;
            }
        }
        None => missing(r, Field::Fullmove, end, "1")?,
    }
    Ok(())
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
