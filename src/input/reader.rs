//! The one reader behind every command: bytes in, positioned records out.

use super::item::{CsvColumns, InputFormat, Item, ItemError, csv_item, game_item, position_item};
use super::lines::{Decoding, Encoding, LineError, LineReader};
use super::pgn::{GameOptions, GameRead, GameReadError, GameText, PgnSplitter, read_game};
use super::position::{Letters, PositionError, PositionRead, read_position};
use super::select::{PuzzleSelection, PuzzleSort, Selector};
use super::sniff::{Evidence, evidence};
use crate::fen::{Format, Mode};
use std::io::{self, Read};

/// How a [`Reader`] reads.
#[derive(Debug, Clone, Copy)]
pub struct ReaderOptions<'a> {
    /// What the records are.
    pub format: InputFormat,
    /// Strict (the standard) or lenient (repairs reported) FEN reading.
    pub mode: Mode,
    /// FEN, EPD or either, for position lines.
    pub fen_format: Format,
    /// How bytes are decoded.
    pub encoding: Encoding,
    /// How games are read and written back.
    pub game: GameOptions<'a>,
    /// Which lichess CSV rows are read, in which order (all, in file
    /// order, when `None`). Rows are chosen on their raw fields; only the
    /// chosen ones are parsed.
    pub puzzles: Option<&'a PuzzleSelection>,
}

impl Default for ReaderOptions<'_> {
    fn default() -> Self {
        ReaderOptions {
            format: InputFormat::Fen,
            mode: Mode::Lenient,
            fen_format: Format::Auto,
            encoding: Encoding::Auto,
            game: GameOptions {
                start: None,
                style: None,
                to: crate::Notation::standard(),
                form: crate::movetext::Form::Standard,
                record: false,
            },
            puzzles: None,
        }
    }
}

/// One record of the input.
#[derive(Debug, Clone)]
pub enum Record<'n> {
    /// A position line.
    Position {
        /// Its line number.
        line: usize,
        /// The line's text (without a caption).
        text: String,
        /// The position and how it was read.
        read: PositionRead<'n>,
        /// A caption after `;` on a six-field FEN line.
        caption: Option<String>,
    },
    /// A game (PGN, or pasted move text).
    Game {
        /// Its first line.
        line: usize,
        /// The game read.
        read: Box<GameRead<'n>>,
    },
    /// A puzzle (a lichess CSV row).
    Puzzle {
        /// Its line number.
        line: usize,
        /// The item.
        item: Item,
    },
}

impl Record<'_> {
    /// The item the record gives: a position with its caption, marks and
    /// solution; a game's position after `ply` half-moves (its end when
    /// `None`); a puzzle. Every face turns records into items here.
    ///
    /// ```
    /// use fenlingo::input::{Letters, Reader, ReaderOptions};
    /// let auto = Letters::auto();
    /// let mut r = Reader::new(&b"7k/8/8/8/8/8/8/K7 w - - bm Kb2; id \"x\";"[..], &auto, ReaderOptions::default());
    /// let item = r.next_record().unwrap().unwrap().unwrap().item(None).unwrap();
    /// assert_eq!(item.label.as_deref(), Some("x"));
    /// ```
    pub fn item(&self, ply: Option<usize>) -> Result<Item, ItemError> {
        match self {
            Record::Position {
                line,
                text,
                read,
                caption,
            } => position_item(read, caption.as_deref(), *line, text),
            Record::Game { read, .. } => game_item(read, ply),
            Record::Puzzle { item, .. } => Ok(item.clone()),
        }
    }

    /// The line the record starts on.
    pub fn line(&self) -> usize {
        match self {
            Record::Position { line, .. }
            | Record::Game { line, .. }
            | Record::Puzzle { line, .. } => *line,
        }
    }
}

/// Why a record could not be read.
#[derive(Debug, Clone)]
pub enum RecordError<'n> {
    /// The line is too long, or not text.
    Line {
        /// Its number.
        line: usize,
        /// What.
        error: LineError,
    },
    /// A position line that gives no position.
    Position {
        /// Its number.
        line: usize,
        /// Its text.
        text: String,
        /// Why.
        error: PositionError<'n>,
    },
    /// A game that could not be read.
    Game {
        /// Its first line.
        line: usize,
        /// Why.
        error: GameReadError<'n>,
    },
    /// A CSV row that gives no puzzle.
    Item {
        /// Its number.
        line: usize,
        /// Why.
        error: ItemError,
    },
    /// Positions are read and the input is of another format (PGN games
    /// or move text, the lichess CSV), as its first line shows: said once,
    /// and nothing more is read from it.
    Format {
        /// The line that shows it.
        line: usize,
        /// What the input is ([`InputFormat::Pgn`] or [`InputFormat::Csv`]).
        found: InputFormat,
    },
}

impl RecordError<'_> {
    /// The line the error is reported at.
    pub fn line(&self) -> usize {
        match self {
            RecordError::Line { line, .. }
            | RecordError::Position { line, .. }
            | RecordError::Game { line, .. }
            | RecordError::Item { line, .. }
            | RecordError::Format { line, .. } => *line,
        }
    }
}

/// Splits a caption off a position line: `FEN ; caption` when the part
/// before `;` is a six-field FEN (EPD operations keep their `;`).
///
/// ```
/// use fenlingo::input::split_caption;
/// assert_eq!(split_caption("8/8/8/8/8/8/8/K1k5 w - - 0 1 ; Endgame"), ("8/8/8/8/8/8/8/K1k5 w - - 0 1", Some("Endgame")));
/// assert_eq!(split_caption("8/8/8/8/8/8/8/K1k5 w - - bm Kb2; id \"x\";").1, None);
/// ```
pub fn split_caption(line: &str) -> (&str, Option<&str>) {
    let Some(at) = memchr::memchr(b';', line.as_bytes()) else {
        return (line, None);
    };
    let (fen, caption) = (&line[..at], &line[at + 1..]);
    let words: Vec<&str> = fen.split_whitespace().collect();
    let counters = words.len() == 6
        && words[4..]
            .iter()
            .all(|w| w.bytes().all(|b| b.is_ascii_digit()));
    // A placement alone (`8/8/8/8/8/8/8/K1k5 ; caption`).
    let bare = words.len() == 1 && words[0].matches('/').count() == 7;
    if counters || bare {
        (
            fen.trim_end(),
            Some(caption.trim()).filter(|c| !c.is_empty()),
        )
    } else {
        (line, None)
    }
}

/// Reads records from bytes: position lines, PGN games or move text, or
/// lichess CSV rows; blank lines and `#` comments between position lines
/// are skipped. Memory stays bounded by the longest line (or game).
///
/// ```
/// use fenlingo::input::{Letters, Reader, ReaderOptions, Record};
/// let auto = Letters::auto();
/// let text = "\u{feff}rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\r\n\r\n6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26\r\n";
/// let mut r = Reader::new(text.as_bytes(), &auto, ReaderOptions::default());
/// let mut ids = Vec::new();
/// while let Some(rec) = r.next_record().unwrap() {
///     if let Ok(Record::Position { read, line, .. }) = rec { ids.push((line, read.notation().id().to_owned())); }
/// }
/// assert_eq!(ids, [(1, "en".to_owned()), (3, "es".to_owned())]);
/// ```
pub struct Reader<'l, 'n, 'a> {
    lines: LineReader,
    letters: &'l Letters<'n>,
    opts: ReaderOptions<'a>,
    splitter: PgnSplitter,
    csv: Option<CsvColumns>,
    line_offset: usize,
    done: bool,
    /// Rows passed by the selection (file order).
    passed: usize,
    /// The rows chosen by a sorted selection, last first, once read.
    chosen: Option<Vec<(usize, String)>>,
    /// Whether the format is settled (the first lines looked at).
    settled: bool,
}

/// How many lines without evidence (blank, comments) the reader looks
/// through, and how many bytes of them it holds, to tell a format.
const SNIFF_LINES: usize = 1000;
const SNIFF_BYTES: usize = super::MAX_LINE;

impl<'l, 'n, 'a> Reader<'l, 'n, 'a> {
    /// A reader of `input`.
    pub fn new<R: Read + 'static>(
        input: R,
        letters: &'l Letters<'n>,
        opts: ReaderOptions<'a>,
    ) -> Reader<'l, 'n, 'a> {
        Reader {
            lines: LineReader::new(input, opts.encoding),
            letters,
            opts,
            splitter: PgnSplitter::default(),
            csv: None,
            line_offset: 0,
            done: false,
            passed: 0,
            chosen: None,
            settled: false,
        }
    }

    /// The format read: the one asked, or, for [`InputFormat::Auto`], the
    /// one the input's first lines showed (known once the first record
    /// is read).
    pub fn format(&self) -> InputFormat {
        self.opts.format
    }

    /// Looks at the input's first lines, which are read again afterwards:
    /// settles [`InputFormat::Auto`], and refuses PGN or CSV where
    /// positions are read (the error to report).
    fn settle(&mut self) -> io::Result<Option<RecordError<'n>>> {
        self.settled = true;
        if !matches!(
            self.opts.format,
            InputFormat::Auto | InputFormat::Fen | InputFormat::Epd
        ) {
            return Ok(None);
        }
        let mut held = Vec::new();
        let mut bytes = 0;
        let mut found = None;
        while let Some((n, line)) = self.lines.next_line()? {
            let line = line.map(str::to_owned);
            let said = match &line {
                Ok(t) => evidence(t),
                Err(_) => Evidence::Unknown,
            };
            bytes += line.as_ref().map_or(0, String::len);
            held.push((n, line));
            if said != Evidence::Nothing {
                found = Some((n, said));
                break;
            }
            if held.len() >= SNIFF_LINES || bytes >= SNIFF_BYTES {
                break;
            }
        }
        self.lines.unread(held);
        let said = found.map(|(n, s)| (n + self.line_offset, s));
        if self.opts.format == InputFormat::Auto {
            self.opts.format = match said {
                Some((_, Evidence::Sure(f))) => f,
                Some(_) => InputFormat::Pgn,
                None => InputFormat::Fen,
            };
            return Ok(None);
        }
        Ok(match said {
            Some((line, Evidence::Sure(found @ (InputFormat::Pgn | InputFormat::Csv)))) => {
                Some(RecordError::Format { line, found })
            }
            _ => None,
        })
    }

    /// Numbers lines from `first` (for inputs given one per argument).
    pub fn with_first_line(mut self, first: usize) -> Self {
        self.line_offset = first.saturating_sub(1);
        self
    }

    /// What decoding did (a byte order mark, UTF-16, Windows-1252).
    pub fn decodings(&self) -> &[Decoding] {
        self.lines.decodings()
    }

    fn game(&self, g: GameText) -> Result<Record<'n>, RecordError<'n>> {
        let line = g.first_line + self.line_offset;
        if let Some((l, head)) = g.broken {
            return Err(RecordError::Game {
                line,
                error: GameReadError::Broken {
                    line: l + self.line_offset,
                    head,
                },
            });
        }
        read_game(&g.text, line, self.letters, self.opts.game)
            .map(|read| Record::Game {
                line,
                read: Box::new(read),
            })
            .map_err(|error| RecordError::Game { line, error })
    }

    /// A CSV row as a record.
    fn puzzle(text: &str, number: usize, cols: CsvColumns) -> Result<Record<'n>, RecordError<'n>> {
        csv_item(text, number, cols)
            .map(|item| Record::Puzzle { line: number, item })
            .map_err(|error| RecordError::Item {
                line: number,
                error,
            })
    }

    /// Reads the rest of the input through `selector`: the chosen
    /// rows, last first. Lines that are not text are left out.
    fn choose_with(&mut self, mut selector: Selector<'_>) -> io::Result<Vec<(usize, String)>> {
        while let Some((n, line)) = self.lines.next_line()? {
            if let Ok(t) = line {
                let t = t.trim();
                if !t.is_empty() && !t.starts_with('#') {
                    selector.offer(n + self.line_offset, t);
                }
            }
        }
        let mut rows = selector.finish();
        rows.reverse();
        Ok(rows)
    }

    /// The next record, `None` at the end; an `Err` inside for a record
    /// that could not be read (reading goes on after it).
    pub fn next_record(&mut self) -> io::Result<Option<Result<Record<'n>, RecordError<'n>>>> {
        if let Some(rows) = &mut self.chosen {
            let cols = self.csv.unwrap_or_default();
            return Ok(rows.pop().map(|(n, t)| Self::puzzle(&t, n, cols)));
        }
        if !self.settled && !self.done {
            if let Some(e) = self.settle()? {
                self.done = true;
                return Ok(Some(Err(e)));
            }
        }
        loop {
            if self.done {
                return Ok(None);
            }
            let Some((n, line)) = self.lines.next_line()? else {
                self.done = true;
                if self.opts.format == InputFormat::Pgn {
                    if let Some(g) = self.splitter.finish() {
                        return Ok(Some(self.game(g)));
                    }
                }
                return Ok(None);
            };
            let number = n + self.line_offset;
            if self.opts.format == InputFormat::Pgn {
                let done = match &line {
                    Ok(t) => self.splitter.push(Ok(t), n),
                    Err(e) => self.splitter.push(Err(e), n),
                };
                if let Some(g) = done {
                    return Ok(Some(self.game(g)));
                }
                continue;
            }
            let text = match line {
                Ok(t) => t,
                Err(error) => {
                    return Ok(Some(Err(RecordError::Line {
                        line: number,
                        error,
                    })));
                }
            };
            let t = text.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            if self.opts.format == InputFormat::Csv {
                let cols = match self.csv {
                    Some(c) => c,
                    None => {
                        let header = CsvColumns::from_header(t);
                        self.csv = Some(header.unwrap_or_default());
                        if header.is_some() {
                            continue;
                        }
                        CsvColumns::default()
                    }
                };
                if let Some(sel) = self.opts.puzzles {
                    if sel.sort != PuzzleSort::File {
                        // The first row is read again with the others.
                        let first = (number, t.to_owned());
                        let mut selector = Selector::new(sel, cols);
                        selector.offer(first.0, &first.1);
                        let mut rows = self.choose_with(selector)?;
                        let next = rows.pop();
                        self.chosen = Some(rows);
                        return Ok(next.map(|(n, t)| Self::puzzle(&t, n, cols)));
                    }
                    if sel.limit.is_some_and(|l| self.passed >= l) {
                        self.done = true;
                        return Ok(None);
                    }
                    if !sel.filter.passes(t, &cols) {
                        continue;
                    }
                    self.passed += 1;
                }
                return Ok(Some(Self::puzzle(t, number, cols)));
            }
            let (fen, caption) = match self.opts.format {
                InputFormat::Epd => (text, None),
                _ => split_caption(text),
            };
            let caption = caption.map(str::to_owned);
            let fen = fen.to_owned();
            return Ok(Some(
                match read_position(&fen, self.letters, self.opts.mode, self.opts.fen_format) {
                    Ok(read) => Ok(Record::Position {
                        line: number,
                        text: fen,
                        read,
                        caption,
                    }),
                    Err(error) => Err(RecordError::Position {
                        line: number,
                        text: fen,
                        error,
                    }),
                },
            ));
        }
    }
}
