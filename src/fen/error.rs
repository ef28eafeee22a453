//! Errors of reading FEN and EPD, with a byte span and a caret excerpt.

pub use super::field::Field;
use super::repair::RepairKind;
use crate::Color;
use crate::i18n::{Localize, Message};
use std::fmt;
use std::ops::Range;

/// What is wrong with a FEN or EPD line. One kind per field and cause.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// The bytes are not UTF-8; `offset` is the first bad byte.
    InvalidUtf8 {
        /// Byte offset of the first invalid byte.
        offset: usize,
    },
    /// The line is longer than the reader accepts.
    LineTooLong {
        /// The limit in bytes.
        limit: usize,
    },
    /// The line holds nothing.
    Empty,
    /// Fewer than eight ranks.
    TooFewRanks {
        /// How many ranks there are.
        found: usize,
    },
    /// More than eight ranks.
    TooManyRanks {
        /// How many ranks there are.
        found: usize,
    },
    /// A rank with more than eight squares.
    RankTooLong {
        /// The rank (1–8).
        rank: u8,
    },
    /// A rank with fewer than eight squares.
    RankTooShort {
        /// The rank (1–8).
        rank: u8,
        /// How many squares it describes.
        squares: u8,
    },
    /// A character that is no piece of the notation.
    InvalidPiece {
        /// The offending text (one character).
        token: String,
        /// The rank (1–8).
        rank: u8,
    },
    /// `0` or `9` in the placement.
    InvalidDigit {
        /// The digit.
        digit: char,
        /// The rank (1–8).
        rank: u8,
    },
    /// The side to move is none of the notation's tokens.
    InvalidSide {
        /// The token.
        token: String,
    },
    /// A character that is no castling right.
    InvalidCastling {
        /// The offending text.
        token: String,
    },
    /// Three or more rights for one side.
    TooManyCastlingRights {
        /// The side.
        color: Color,
    },
    /// The en-passant field is not `-` or a square.
    InvalidEpSquare {
        /// The token.
        token: String,
    },
    /// The en-passant square is not on rank 3 or 6.
    EpSquareRank {
        /// The token.
        token: String,
    },
    /// A counter that is not a non-negative decimal number.
    InvalidCounter {
        /// Halfmove or fullmove.
        field: Field,
        /// The token.
        token: String,
    },
    /// A counter too large to hold.
    CounterTooLarge {
        /// Halfmove or fullmove.
        field: Field,
    },
    /// A field is missing (strict mode).
    MissingField {
        /// The first missing field.
        field: Field,
    },
    /// More fields than FEN has.
    ExtraField {
        /// The first extra field.
        token: String,
    },
    /// An EPD operation that is not `opcode operands;`.
    InvalidOperation {
        /// The offending text.
        token: String,
    },
    /// A quoted EPD operand without its closing quote.
    UnterminatedString,
    /// Something lenient mode repairs, refused in strict mode.
    NotStrict {
        /// The repair lenient mode would make.
        repair: RepairKind,
    },
    /// The table has letters for move text only (see
    /// [`Notation::has_board`](crate::Notation::has_board)): it cannot
    /// read Black's pieces on a board.
    NoBoard {
        /// The table's id.
        notation: String,
    },
}

impl FenErrorKind {
    /// The kind's name in kebab-case, as JSON output writes it
    /// (`invalid-piece`).
    ///
    /// ```
    /// let e = fenlingo::fen::read("8/8/8/8/8/8/8/X w - - 0 1").unwrap_err();
    /// assert_eq!(e.kind().name(), "invalid-piece");
    /// ```
    pub fn name(&self) -> &'static str {
        use FenErrorKind as K;
        match self {
            K::InvalidUtf8 { .. } => "invalid-utf8",
            K::LineTooLong { .. } => "line-too-long",
            K::Empty => "empty",
            K::TooFewRanks { .. } => "too-few-ranks",
            K::TooManyRanks { .. } => "too-many-ranks",
            K::RankTooLong { .. } => "rank-too-long",
            K::RankTooShort { .. } => "rank-too-short",
            K::InvalidPiece { .. } => "invalid-piece",
            K::InvalidDigit { .. } => "invalid-digit",
            K::InvalidSide { .. } => "invalid-side",
            K::InvalidCastling { .. } => "invalid-castling",
            K::TooManyCastlingRights { .. } => "too-many-castling-rights",
            K::InvalidEpSquare { .. } => "invalid-ep-square",
            K::EpSquareRank { .. } => "ep-square-rank",
            K::InvalidCounter { .. } => "invalid-counter",
            K::CounterTooLarge { .. } => "counter-too-large",
            K::MissingField { .. } => "missing-field",
            K::ExtraField { .. } => "extra-field",
            K::InvalidOperation { .. } => "invalid-operation",
            K::UnterminatedString => "unterminated-string",
            K::NotStrict { .. } => "not-strict",
            K::NoBoard { .. } => "no-board",
        }
    }

    /// The message id and arguments of this kind (see
    /// [`Localizer::message`](crate::i18n::Localizer::message)).
    ///
    /// ```
    /// use fenlingo::fen::FenErrorKind;
    /// assert_eq!(FenErrorKind::Empty.message().id, "err-empty");
    /// ```
    pub fn message(&self) -> Message {
        use FenErrorKind as K;
        match self {
            K::InvalidUtf8 { offset } => Message::new("err-invalid-utf8").with("offset", *offset),
            K::LineTooLong { limit } => Message::new("err-line-too-long").with("limit", *limit),
            K::Empty => Message::new("err-empty"),
            K::TooFewRanks { found } | K::TooManyRanks { found } => {
                Message::new("err-rank-count").with("found", *found)
            }
            K::RankTooLong { rank } => Message::new("err-rank-too-long").with("rank", *rank),
            K::RankTooShort { rank, squares } => Message::new("err-rank-too-short")
                .with("rank", *rank)
                .with("squares", *squares),
            K::InvalidPiece { token, rank } => Message::new("err-invalid-piece")
                .with("token", quote(token))
                .with("rank", *rank),
            K::InvalidDigit { digit, rank } => Message::new("err-invalid-digit")
                .with("digit", digit.to_string())
                .with("rank", *rank),
            K::InvalidSide { token } => {
                Message::new("err-invalid-side").with("token", quote(token))
            }
            K::InvalidCastling { token } => {
                Message::new("err-invalid-castling").with("token", quote(token))
            }
            K::TooManyCastlingRights { color } => {
                Message::new("err-too-many-castling").with("color", color.name())
            }
            K::InvalidEpSquare { token } => {
                Message::new("err-invalid-ep").with("token", quote(token))
            }
            K::EpSquareRank { token } => Message::new("err-ep-rank").with("token", quote(token)),
            K::InvalidCounter { field, token } => Message::new("err-invalid-counter")
                .with("field", field.message())
                .with("token", quote(token)),
            K::CounterTooLarge { field } => {
                Message::new("err-counter-too-large").with("field", field.message())
            }
            K::MissingField { field } => {
                Message::new("err-missing-field").with("field", field.message())
            }
            K::ExtraField { token } => Message::new("err-extra-field").with("token", quote(token)),
            K::InvalidOperation { token } => {
                Message::new("err-invalid-operation").with("token", quote(token))
            }
            K::UnterminatedString => Message::new("err-unterminated-string"),
            K::NotStrict { repair } => {
                Message::new("err-not-strict").with("repair", repair.message())
            }
            K::NoBoard { notation } => {
                Message::new("notation-no-board").with("name", notation.clone())
            }
        }
    }
}

impl Localize for FenErrorKind {
    fn message(&self) -> Message {
        FenErrorKind::message(self)
    }
}

impl Localize for FenError {
    fn message(&self) -> Message {
        self.kind().message()
    }
}

/// An error of reading FEN or EPD: its kind, the field, the byte span in
/// the input, and the input line itself, so that `Display` can draw the
/// line with a caret under the offending column.
///
/// ```
/// use fenlingo::fen::{self, FenErrorKind};
/// let err = fen::read("rnXqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert!(matches!(err.kind(), FenErrorKind::InvalidPiece { rank: 8, .. }));
/// assert_eq!(err.span(), 2..3);
/// assert_eq!(err.column(), 3);
/// assert!(err.to_string().contains("  |   ^"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError {
    kind: FenErrorKind,
    field: Option<Field>,
    span: Range<usize>,
    input: String,
    line: usize,
}

impl FenError {
    pub(crate) fn new(
        kind: FenErrorKind,
        field: Option<Field>,
        span: Range<usize>,
        input: &str,
    ) -> FenError {
        let end = span.end.min(input.len());
        let start = span.start.min(end);
        FenError {
            kind,
            field,
            span: start..end,
            input: input.to_owned(),
            line: 1,
        }
    }

    /// Shows the error against `input` (same length, same offsets).
    pub(crate) fn set_input(&mut self, input: &str) {
        if input.len() == self.input.len() {
            self.input = input.to_owned();
        }
    }

    /// An error about bytes that are not UTF-8.
    ///
    /// ```
    /// let e = fenlingo::fen::read_bytes(b"8/8\xff").unwrap_err();
    /// assert_eq!(e.span(), 3..3);
    /// ```
    pub fn invalid_utf8(bytes: &[u8], offset: usize) -> FenError {
        let shown = String::from_utf8_lossy(&bytes[..offset.min(bytes.len())]).into_owned();
        let at = shown.len();
        FenError {
            kind: FenErrorKind::InvalidUtf8 { offset },
            field: None,
            span: at..at,
            input: shown,
            line: 1,
        }
    }

    /// A table of move text only given to read a position; the error
    /// spans the line's head.
    pub(crate) fn no_board(input: &str, notation: &str) -> FenError {
        let mut cut = input.len().min(60);
        while !input.is_char_boundary(cut) {
            cut -= 1;
        }
        FenError {
            kind: FenErrorKind::NoBoard {
                notation: notation.to_owned(),
            },
            field: None,
            span: 0..cut,
            input: input[..cut].to_owned(),
            line: 1,
        }
    }

    /// An error for a line longer than `limit` bytes; `head` is its start.
    ///
    /// ```
    /// let e = fenlingo::fen::FenError::line_too_long("8/8/8", 1 << 20);
    /// assert!(e.to_string().contains("longer than"));
    /// ```
    pub fn line_too_long(head: &str, limit: usize) -> FenError {
        let mut cut = head.len().min(60);
        while !head.is_char_boundary(cut) {
            cut -= 1;
        }
        FenError {
            kind: FenErrorKind::LineTooLong { limit },
            field: None,
            span: 0..cut,
            input: head[..cut].to_owned(),
            line: 1,
        }
    }

    /// What is wrong.
    pub fn kind(&self) -> &FenErrorKind {
        &self.kind
    }
    /// The field the problem is in, when it is in one.
    ///
    /// ```
    /// use fenlingo::fen::{self, Field};
    /// let e = fenlingo::fen::read("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(e.field(), Some(Field::Side));
    /// ```
    pub fn field(&self) -> Option<Field> {
        self.field
    }
    /// The byte range of the offending text in the input.
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
    /// The input line.
    pub fn input(&self) -> &str {
        &self.input
    }
    /// The 1-based line number shown (1 unless set by [`with_line`](FenError::with_line)).
    pub fn line(&self) -> usize {
        self.line
    }
    /// Sets the line number shown, for errors in files.
    ///
    /// ```
    /// let e = fenlingo::fen::read("").unwrap_err().with_line(7);
    /// assert!(e.to_string().contains("line 7"));
    /// ```
    pub fn with_line(mut self, line: usize) -> FenError {
        self.line = line;
        self
    }
    /// The 1-based column, in characters, where the problem starts.
    pub fn column(&self) -> usize {
        column_of(&self.input, self.span.start)
    }

    /// The input line with a caret under the offending text (three lines:
    /// gutter, input, carets), without the message.
    ///
    /// ```
    /// let e = fenlingo::fen::read("8/8/8/8/8/8/8/7X w - - 0 1").unwrap_err();
    /// assert_eq!(e.column(), 16);
    /// assert!(e.excerpt().ends_with(&format!("  | {}^", " ".repeat(15))));
    /// ```
    pub fn excerpt(&self) -> String {
        crate::text::excerpt(&self.input, self.span.clone(), self.line)
    }

    /// The English message, without location (the [`Display`](fmt::Display)
    /// output adds the excerpt).
    ///
    /// ```
    /// let e = fenlingo::fen::read("8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    /// assert_eq!(e.message(), "expected 8 ranks, found 7");
    /// ```
    pub fn message(&self) -> String {
        // A token from the input is shown, never sent to the terminal raw.
        crate::text::printable(&self.english(), false).into_owned()
    }

    fn english(&self) -> String {
        use FenErrorKind as K;
        match &self.kind {
            K::InvalidUtf8 { offset } => format!("invalid UTF-8 at byte {offset}"),
            K::LineTooLong { limit } => format!("line longer than {limit} bytes"),
            K::Empty => "empty position".into(),
            K::TooFewRanks { found } | K::TooManyRanks { found } => {
                format!("expected 8 ranks, found {found}")
            }
            K::RankTooLong { rank } => format!("rank {rank} has more than 8 squares"),
            K::RankTooShort { rank, squares } => {
                format!("rank {rank} has {squares} squares, expected 8")
            }
            K::InvalidPiece { token, rank } => {
                format!("invalid piece letter '{}' in rank {rank}", quote(token))
            }
            K::InvalidDigit { digit, rank } => {
                format!("invalid digit '{digit}' in rank {rank} (empty squares are 1-8)")
            }
            K::InvalidSide { token } => format!("invalid side to move '{}'", quote(token)),
            K::InvalidCastling { token } => format!("invalid castling right '{}'", quote(token)),
            K::TooManyCastlingRights { color } => {
                format!(
                    "more than two castling rights for {}",
                    color.fold("White", "Black")
                )
            }
            K::InvalidEpSquare { token } => format!("invalid en-passant square '{}'", quote(token)),
            K::EpSquareRank { token } => {
                format!("en-passant square '{}' is not on rank 3 or 6", quote(token))
            }
            K::InvalidCounter { field, token } => format!("invalid {field} '{}'", quote(token)),
            K::CounterTooLarge { field } => format!("{field} is too large"),
            K::MissingField { field } => format!("missing field: {field}"),
            K::ExtraField { token } => format!("unexpected extra field '{}'", quote(token)),
            K::InvalidOperation { token } => format!("invalid EPD operation '{}'", quote(token)),
            K::UnterminatedString => "unterminated quoted string".into(),
            K::NotStrict { repair } => {
                format!("{} (accepted only in lenient mode)", repair.describe())
            }
            K::NoBoard { notation } => {
                format!("the notation '{notation}' is for move text only")
            }
        }
    }
}

/// The 1-based character column of byte offset `at` in `s`.
pub(crate) fn column_of(s: &str, at: usize) -> usize {
    let at = at.min(s.len());
    s.char_indices().take_while(|(i, _)| *i < at).count() + 1
}

/// A token of the input as a message quotes it: at most
/// [`TOKEN_CHARS`](crate::text::TOKEN_CHARS) characters.
fn quote(token: &str) -> String {
    crate::text::clip(token, crate::text::TOKEN_CHARS).into_owned()
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "error: {}", self.message())?;
        let pad = " ".repeat(self.line.to_string().len());
        writeln!(f, "{pad}--> line {}, column {}", self.line, self.column())?;
        f.write_str(&self.excerpt())
    }
}

impl std::error::Error for FenError {}
