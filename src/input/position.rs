//! One position line read with a table, or with every table (detection
//! that never guesses).

use crate::Notation;
use crate::fen::{self, EpMode, FenError, Format, Mode, Parsed, ReadOptions, WriteOptions};
use crate::notation::{Detection, Detector, Reading};

/// Which letters a reader uses.
#[derive(Debug)]
pub enum Letters<'n> {
    /// One table.
    Table(&'n Notation),
    /// Every table: detection.
    Auto(Detector<'n>),
}

impl<'n> Letters<'n> {
    /// Detection over the built-in tables.
    pub fn auto() -> Letters<'static> {
        Letters::Auto(Detector::new(Notation::builtins()))
    }

    /// The table, when one is fixed.
    pub fn table(&self) -> Option<&'n Notation> {
        match self {
            Letters::Table(t) => Some(t),
            Letters::Auto(_) => None,
        }
    }
}

/// A position read from a line, with how its notation was settled.
#[derive(Debug, Clone)]
pub struct PositionRead<'n> {
    /// The position, its repairs and EPD operations.
    pub parsed: Parsed,
    /// The tables that read it this way, the preferred first.
    pub notations: Vec<&'n Notation>,
    /// Other readings that also give a legal position (detection only).
    pub others: Vec<Reading<'n>>,
    /// How sure detection is, 0.5–1 (1 with a fixed table).
    pub confidence: f64,
    /// Whether the line is exactly the FEN that `notations[0]` writes for
    /// the position, en-passant square as given (a canonical six-field
    /// FEN, read by the fast path): writing it back in that table gives
    /// the line itself.
    pub canonical: bool,
}

impl PositionRead<'_> {
    /// The table used.
    pub fn notation(&self) -> &Notation {
        self.notations[0]
    }

    /// The line written in `opts.notation` (see [`write_parsed`]). A
    /// canonical line whose en-passant square the policy keeps is its own
    /// translation when already in that table, and is translated token by
    /// token when both tables write single bytes.
    pub fn write(&self, line: &str, opts: WriteOptions<'_>, out: &mut String) {
        let pos = &self.parsed.position;
        if self.canonical
            && self.parsed.operations.is_none()
            && (opts.ep == EpMode::AsGiven || fen::ep_square_for(pos, opts.ep) == pos.ep_square)
        {
            if self.notations[0].same(opts.notation) {
                out.push_str(line);
                return;
            }
            if fen::transcribe(line, self.notations[0], opts.notation, out) {
                return;
            }
        }
        write_parsed(&self.parsed, self.notations[0], opts, out);
    }
}

/// A line read with `from` written in `opts.notation`: FEN, or EPD with
/// the moves of its operations (`bm`, `pv`, …) in the new letters too.
///
/// ```
/// use fenlingo::fen::{self, ReadOptions, WriteOptions};
/// use fenlingo::input::write_parsed;
/// use fenlingo::Notation;
/// let es = Notation::builtin("es").unwrap();
/// let p = fen::read_with("tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT w RDrd - bm Cf3;", ReadOptions { notation: es, ..ReadOptions::default() }).unwrap();
/// let mut out = String::new();
/// write_parsed(&p, es, WriteOptions::default(), &mut out);
/// assert_eq!(out, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3;");
/// ```
pub fn write_parsed(parsed: &Parsed, from: &Notation, opts: WriteOptions<'_>, out: &mut String) {
    match &parsed.operations {
        Some(ops) => {
            let mut ops = ops.clone();
            crate::san::translate_operations(&mut ops, from, opts.notation);
            fen::write_epd(&parsed.position, &ops, opts, out);
        }
        None => fen::write_fen(&parsed.position, opts, out),
    }
}

/// [`write_parsed`] in standard notation, as a string.
pub fn standard_text(parsed: &Parsed, from: &Notation) -> String {
    let mut out = String::with_capacity(96);
    write_parsed(parsed, from, WriteOptions::default(), &mut out);
    out
}

/// Why a line gives no position.
#[derive(Debug, Clone)]
pub enum PositionError<'n> {
    /// Not readable (the standard reading's error under detection).
    Fen(FenError),
    /// Several readings and nothing to choose between them.
    Ambiguous(Vec<Reading<'n>>),
}

/// Reads one line with `letters`.
///
/// ```
/// use fenlingo::input::{read_position, Letters};
/// use fenlingo::fen::{Format, Mode};
/// let auto = Letters::auto();
/// let r = read_position("8/8/8/4r3/8/8/8/4R3 b - - 0 1", &auto, Mode::Lenient, Format::Auto).unwrap();
/// assert_eq!(r.notation().id(), "en"); // two rooks, not two Spanish kings
/// assert!(!r.others.is_empty());
/// ```
pub fn read_position<'n>(
    line: &str,
    letters: &Letters<'n>,
    mode: Mode,
    format: Format,
) -> Result<PositionRead<'n>, PositionError<'n>> {
    match letters {
        Letters::Table(t) => {
            let fast = (format != Format::Epd)
                .then(|| fen::fast_fen(line.as_bytes(), t))
                .flatten();
            let canonical = fast.as_ref().is_some_and(|f| f.canonical);
            let parsed = match fast {
                Some(fen::FastRead { position, .. }) => Parsed {
                    position,
                    operations: None,
                    repairs: Vec::new(),
                },
                None => fen::read_with(
                    line,
                    ReadOptions {
                        notation: t,
                        mode,
                        format,
                    },
                )
                .map_err(PositionError::Fen)?,
            };
            Ok(PositionRead {
                parsed,
                notations: vec![*t],
                others: Vec::new(),
                confidence: 1.0,
                canonical,
            })
        }
        Letters::Auto(d) => match d
            .standard_only(line)
            .filter(|_| format != Format::Epd && mode == Mode::Lenient)
        {
            Some((parsed, notations)) => Ok(PositionRead {
                parsed,
                notations: notations.to_vec(),
                others: Vec::new(),
                confidence: 1.0,
                canonical: true,
            }),
            None => detect(d, line, mode, format),
        },
    }
}

fn detect<'n>(
    d: &Detector<'n>,
    line: &str,
    mode: Mode,
    format: Format,
) -> Result<PositionRead<'n>, PositionError<'n>> {
    {
        match d.detect(line) {
            Detection::Found { best, others, .. } => {
                let confidence = match others.first() {
                    None => 1.0,
                    Some(o) => 0.5 + 0.5 * ((best.score - o.score) as f64 / 1000.0).clamp(0.0, 1.0),
                };
                let parsed = if mode == Mode::Strict {
                    // Detection reads leniently; strict mode reads again
                    // with the table found.
                    fen::read_with(
                        line,
                        ReadOptions {
                            notation: best.notations[0],
                            mode,
                            format,
                        },
                    )
                    .map_err(PositionError::Fen)?
                } else {
                    best.parsed
                };
                Ok(PositionRead {
                    parsed,
                    notations: best.notations,
                    others,
                    confidence,
                    canonical: false,
                })
            }
            Detection::Ambiguous(readings) => Err(PositionError::Ambiguous(readings)),
            Detection::Unreadable(e) => Err(PositionError::Fen(e)),
        }
    }
}

/// The words, among `words` (command-line arguments), that make one
/// position a shell split because it was not quoted: a placement alone
/// in its word (`rnbqkbnr/…/RNBQKBNR`), then fields that are not a
/// position on their own (`w`, `KQkq`, `-`, `0`, `1`), which read with it
/// as one position line (or would but for a slip in the placement). The
/// first such run, as a range of `words`; `None` when every word stands
/// on its own, as several positions given one per argument do.
///
/// ```
/// use fenlingo::input::{joined_position, Letters};
/// let auto = Letters::auto();
/// let split = ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "w", "KQkq", "-", "0", "1"];
/// assert_eq!(joined_position(&split, &auto), Some(0..6));
/// // Positions quoted one per argument, and a placement alone, stand.
/// let whole = ["8/8/8/8/8/8/8/K1k5 w - - 0 1", "8/8/8/8/8/8/8/K1k5", "4k3/8/8/8/8/8/8/4K3 b - - 0 1"];
/// assert_eq!(joined_position(&whole, &auto), None);
/// ```
pub fn joined_position<S: AsRef<str>>(
    words: &[S],
    letters: &Letters<'_>,
) -> Option<std::ops::Range<usize>> {
    // A position line has four to six fields, EPD operations a few more.
    const MOST_FIELDS: usize = 12;
    let bare = |w: &str| !w.is_empty() && !w.contains(char::is_whitespace);
    let placement = |w: &str| bare(w) && super::split_position(w).is_some();
    // A field: not a placement, not an option (`-o`), and not empty.
    let field = |w: &str| bare(w) && !placement(w) && (w == "-" || !w.starts_with('-'));
    for (i, w) in words.iter().enumerate() {
        let w = w.as_ref();
        if !placement(w) {
            continue;
        }
        let run = words[i + 1..]
            .iter()
            .take(MOST_FIELDS)
            .take_while(|f| field(f.as_ref()))
            .count();
        for k in (1..=run).rev() {
            let line = words[i..=i + k]
                .iter()
                .map(AsRef::as_ref)
                .collect::<Vec<&str>>()
                .join(" ");
            let reads = match read_position(&line, letters, Mode::Lenient, Format::Auto) {
                Ok(_) | Err(PositionError::Ambiguous(_)) => true,
                // A slip in the placement, with fields that read.
                Err(PositionError::Fen(e)) => e.span().end <= w.len(),
            };
            if reads {
                return Some(i..i + k + 1);
            }
        }
    }
    None
}
