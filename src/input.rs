//! Puzzle items from `.fen`, `.epd`, `.pgn` and the lichess puzzle CSV:
//! a position with its label, caption, solution and marks, ready for a
//! sheet.
//!
//! The functions here work on lines (and, for PGN, on the text of one
//! game), so callers stream files of any length in bounded memory.

use crate::fen::{FenError, Parsed};
use crate::moves::{Game, MoveError};
use crate::render::{Arrow, Mark, parse_annotations};
use crate::{Color, Position};
use std::fmt;

/// One diagram of a sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    /// The position shown.
    pub position: Position,
    /// A label (EPD `id`, puzzle id, game players).
    pub label: Option<String>,
    /// A caption given by the input (`; text`, EPD `c0`).
    pub caption: Option<String>,
    /// The solution in standard SAN, from the position shown.
    pub solution: Vec<String>,
    /// "Mate in N".
    pub mate: Option<u32>,
    /// Marked squares.
    pub marks: Vec<Mark>,
    /// Arrows.
    pub arrows: Vec<Arrow>,
}

impl Item {
    /// An item showing `position` and nothing else.
    pub fn new(position: Position) -> Item {
        Item {
            position,
            label: None,
            caption: None,
            solution: Vec::new(),
            mate: None,
            marks: Vec::new(),
            arrows: Vec::new(),
        }
    }
}

/// The input formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputFormat {
    /// A position per line, optional `; caption`.
    Fen,
    /// EPD with operations.
    Epd,
    /// PGN games.
    Pgn,
    /// The lichess puzzle database CSV.
    Csv,
}

impl InputFormat {
    /// The format of a file by its extension.
    ///
    /// ```
    /// use fenlingo::input::InputFormat;
    /// assert_eq!(InputFormat::from_extension("puzzles.CSV"), Some(InputFormat::Csv));
    /// assert_eq!(InputFormat::from_extension("x.txt"), None);
    /// ```
    pub fn from_extension(path: &str) -> Option<InputFormat> {
        let ext = path.rsplit('.').next()?.to_ascii_lowercase();
        match ext.as_str() {
            "fen" => Some(InputFormat::Fen),
            "epd" => Some(InputFormat::Epd),
            "pgn" => Some(InputFormat::Pgn),
            "csv" => Some(InputFormat::Csv),
            _ => None,
        }
    }

    /// The format by name (`fen`, `epd`, `pgn`, `csv`).
    pub fn from_name(name: &str) -> Option<InputFormat> {
        InputFormat::from_extension(&format!(".{name}"))
    }
}

/// Why an input line or game gave no item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemError {
    /// The position could not be read.
    Fen(FenError),
    /// A move could not be played; `column` is 1-based in the line.
    Move {
        /// The line of the move (for PGN, counted from the game's start line).
        line: usize,
        /// The column of the move.
        column: usize,
        /// What went wrong.
        error: MoveError,
    },
    /// Something else, with a message and a column.
    Other {
        /// The column (1-based).
        column: usize,
        /// What is wrong.
        message: String,
    },
}

impl fmt::Display for ItemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ItemError::Fen(e) => write!(f, "{}", e.message()),
            ItemError::Move { error, .. } => write!(f, "{error}"),
            ItemError::Other { message, .. } => f.write_str(message),
        }
    }
}

impl std::error::Error for ItemError {}

/// A position reader supplied by the caller (it picks the notation, and
/// may refuse an ambiguous line).
pub type ReadPosition<'a> = dyn Fn(&str) -> Result<Parsed, ItemError> + 'a;

/// An item from a `.fen` line: `FEN ; caption`.
///
/// ```
/// let read = |s: &str| fenlingo::fen::read(s).map_err(fenlingo::input::ItemError::Fen);
/// let item = fenlingo::input::fen_line("8/8/8/8/8/8/8/K1k5 w - - 0 1 ; Endgame", &read).unwrap();
/// assert_eq!(item.caption.as_deref(), Some("Endgame"));
/// ```
pub fn fen_line(line: &str, read: &ReadPosition<'_>) -> Result<Item, ItemError> {
    let (fen, caption) = match line.split_once(';') {
        Some((f, c)) => (f, Some(c.trim()).filter(|c| !c.is_empty())),
        None => (line, None),
    };
    let parsed = read(fen)?;
    let mut item = Item::new(parsed.position);
    item.caption = caption.map(str::to_owned);
    Ok(item)
}

/// An item from an `.epd` line: `id` → label, `c0` → caption, `bm` or
/// `pv` → solution, `dm N` → "Mate in N".
///
/// ```
/// let read = |s: &str| fenlingo::fen::read(s).map_err(fenlingo::input::ItemError::Fen);
/// let item = fenlingo::input::epd_line(r#"6k1/5ppp/8/8/8/8/8/4R1K1 w - - bm Re8#; id "BR.1"; dm 1;"#, &read).unwrap();
/// assert_eq!(item.solution, ["Re8#"]);
/// assert_eq!(item.mate, Some(1));
/// assert_eq!(item.label.as_deref(), Some("BR.1"));
/// ```
pub fn epd_line(line: &str, read: &ReadPosition<'_>) -> Result<Item, ItemError> {
    let parsed = read(line)?;
    let mut item = Item::new(parsed.position);
    for op in parsed.operations.iter().flatten() {
        match op.opcode.as_str() {
            "id" => item.label = op.string(0),
            "c0" => item.caption = op.string(0),
            "dm" => item.mate = op.operands.first().and_then(|n| n.parse().ok()),
            "pv" => item.solution = op.operands.clone(),
            "bm" if item.solution.is_empty() => {
                item.solution = op.operands.iter().take(1).cloned().collect()
            }
            _ => {}
        }
    }
    Ok(item)
}

/// Splits one CSV line into fields (quotes and doubled quotes handled).
fn csv_fields(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' if !quoted => out.push(std::mem::take(&mut cur)),
            c => cur.push(c),
        }
    }
    out.push(cur);
    out
}

/// An item from a line of the lichess puzzle CSV
/// (`PuzzleId,FEN,Moves,Rating,…,Themes,…`): the puzzle is the position
/// after the first move; the other moves are the solution; `mateInN`
/// gives "Mate in N". The header line gives `Ok(None)`.
///
/// ```
/// let line = "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game";
/// let item = fenlingo::input::csv_line(line).unwrap().unwrap();
/// assert_eq!(item.solution, ["Be6+", "Kd8", "Qf8#"]);
/// assert_eq!(item.mate, Some(2));
/// ```
pub fn csv_line(line: &str) -> Result<Option<Item>, ItemError> {
    let f = csv_fields(line);
    if f.first().is_some_and(|h| h == "PuzzleId") {
        return Ok(None);
    }
    let col_of = |i: usize| {
        line.split(',')
            .take(i)
            .map(|s| s.chars().count() + 1)
            .sum::<usize>()
            + 1
    };
    let (Some(fen_text), Some(moves)) = (f.get(1), f.get(2)) else {
        return Err(ItemError::Other {
            column: 1,
            message: "expected PuzzleId,FEN,Moves,…".into(),
        });
    };
    let pos = crate::fen::read(fen_text).map_err(ItemError::Fen)?.position;
    let mut game = Game::new(&pos).map_err(|error| ItemError::Move {
        line: 1,
        column: col_of(1),
        error,
    })?;
    let mut ucis = moves.split_whitespace();
    let first = ucis.next().ok_or_else(|| ItemError::Other {
        column: col_of(2),
        message: "no moves".into(),
    })?;
    game.play_uci(first).map_err(|error| ItemError::Move {
        line: 1,
        column: col_of(2),
        error,
    })?;
    let mut item = Item::new(game.position());
    for u in ucis {
        let san = game.play_uci(u).map_err(|error| ItemError::Move {
            line: 1,
            column: col_of(2),
            error,
        })?;
        item.solution.push(san);
    }
    item.label = f.first().cloned().filter(|s| !s.is_empty());
    item.mate = f.get(7).and_then(|themes| {
        themes
            .split_whitespace()
            .find_map(|t| t.strip_prefix("mateIn")?.parse().ok())
    });
    Ok(Some(item))
}

/// Options for PGN games.
#[derive(Debug, Clone, Copy, Default)]
pub struct PgnOptions {
    /// Show the position after this many half-moves instead of the end.
    pub ply: Option<usize>,
}

/// Collects the lines of PGN games: feed lines, get a game's text when the
/// next game begins or the input ends.
#[derive(Debug, Default)]
pub struct PgnSplitter {
    text: String,
    start_line: usize,
    in_moves: bool,
    in_comment: bool,
}

impl PgnSplitter {
    /// Adds line `n`; returns the previous game (its text and first line)
    /// when this line starts a new one.
    pub fn push(&mut self, line: &str, n: usize) -> Option<(String, usize)> {
        let line = line.trim_start_matches('\u{feff}');
        let is_tag = line.trim_start().starts_with('[') && !self.in_comment;
        if !is_tag {
            self.scan_comments(line);
        }
        let mut done = None;
        if is_tag && self.in_moves {
            done = self.take();
        }
        if self.text.is_empty() {
            self.start_line = n;
        }
        // Moves on a line of their own, or after the tags on a tag line.
        if (!is_tag && !line.trim().is_empty()) || (is_tag && !line.trim_end().ends_with(']')) {
            self.in_moves = true;
        }
        self.text.push_str(line);
        self.text.push('\n');
        done
    }

    /// Follows `{…}` comments across lines; a `;` comment ends the line.
    fn scan_comments(&mut self, line: &str) {
        for c in line.chars() {
            if self.in_comment {
                if c == '}' {
                    self.in_comment = false;
                }
            } else if c == '{' {
                self.in_comment = true;
            } else if c == ';' {
                break;
            }
        }
    }

    /// The last game, at the end of the input.
    pub fn finish(&mut self) -> Option<(String, usize)> {
        self.take()
    }

    fn take(&mut self) -> Option<(String, usize)> {
        self.in_moves = false;
        self.in_comment = false;
        let t = std::mem::take(&mut self.text);
        (!t.trim().is_empty()).then_some((t, self.start_line))
    }
}

/// One PGN game split into its tags and its move text.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PgnText {
    /// The tag pairs, name and unescaped value.
    pub tags: Vec<(String, String)>,
    /// The tags as written, one per entry.
    pub tag_text: Vec<String>,
    /// The move text.
    pub moves: String,
    /// The line the move text starts on.
    pub moves_line: usize,
}

impl PgnText {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Splits the text of one game (starting on line `first`) into tags and
/// move text. Tags may be indented and may share a line with the moves.
///
/// ```
/// let g = fenlingo::input::split_pgn_game("  [Event \"A \\\"B\\\"\"] 1. e4 e5\n2. Nf3 *\n", 1);
/// assert_eq!(g.tag("Event"), Some("A \"B\""));
/// assert_eq!(g.moves, "1. e4 e5\n2. Nf3 *\n");
/// ```
pub fn split_pgn_game(text: &str, first: usize) -> PgnText {
    let mut out = PgnText {
        moves_line: first,
        ..PgnText::default()
    };
    let mut in_tags = true;
    for (i, line) in text.lines().enumerate() {
        if !in_tags {
            out.moves.push_str(line);
            out.moves.push('\n');
            continue;
        }
        let mut rest = line.trim_start_matches('\u{feff}').trim_start();
        while rest.starts_with('[') {
            // The closing bracket outside the quoted value.
            let mut quoted = false;
            let mut escaped = false;
            let mut end = None;
            for (j, c) in rest.char_indices() {
                match c {
                    '\\' if quoted && !escaped => {
                        escaped = true;
                        continue;
                    }
                    '"' if !escaped => quoted = !quoted,
                    ']' if !quoted => {
                        end = Some(j);
                        break;
                    }
                    _ => {}
                }
                escaped = false;
            }
            let Some(end) = end else { break };
            let inner = &rest[1..end];
            if let Some((k, v)) = inner.trim().split_once(char::is_whitespace) {
                let v = v.trim();
                let v = v
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .unwrap_or(v);
                out.tags
                    .push((k.to_owned(), v.replace("\\\"", "\"").replace("\\\\", "\\")));
            }
            out.tag_text.push(rest[..=end].to_owned());
            rest = rest[end + 1..].trim_start();
        }
        if !rest.is_empty() {
            in_tags = false;
            out.moves_line = first + i;
            out.moves.push_str(rest);
            out.moves.push('\n');
        }
    }
    out
}

/// An item from the text of one PGN game: the final position (or the one
/// after `ply` half-moves); a game with a `FEN` tag is a problem, shown at
/// its start with the moves as the solution. Comments' `[%csl]`/`[%cal]`
/// become marks and arrows.
///
/// ```
/// use fenlingo::input::{pgn_game, PgnOptions};
/// let pgn = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
/// let item = pgn_game(pgn, 1, PgnOptions::default()).unwrap();
/// assert_eq!(item.position.to_string(), "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
/// assert_eq!(item.label.as_deref(), Some("A – B"));
/// ```
pub fn pgn_game(text: &str, first_line: usize, opts: PgnOptions) -> Result<Item, ItemError> {
    use crate::movetext::{self, TokenKind};
    let g = split_pgn_game(text, first_line);
    let start = match g.tag("FEN") {
        Some(f) => crate::fen::read(f).map_err(ItemError::Fen)?.position,
        None => Position::standard(),
    };
    let problem = g.tag("FEN").is_some();
    let at = |offset: usize| {
        let before = &g.moves[..offset.min(g.moves.len())];
        let line = g.moves_line + before.matches('\n').count();
        let col = before[before.rfind('\n').map_or(0, |i| i + 1)..]
            .chars()
            .count()
            + 1;
        (line, col)
    };
    let std = crate::Notation::standard();
    let r = movetext::replay(&g.moves, std, std, &start).map_err(|e| {
        let (line, column) = at(e.offset);
        ItemError::Other {
            column,
            message: format!("line {line}: {e}"),
        }
    })?;
    if let Some(e) = r.error {
        let (line, column) = at(e.offset);
        return Err(ItemError::Move {
            line,
            column,
            error: e.error,
        });
    }
    // The position shown: the start of a problem, the one after `ply`
    // half-moves, or the end.
    let shown_ply = if problem {
        0
    } else {
        opts.ply.map_or(r.moves.len(), |p| p.min(r.moves.len()))
    };
    let position = if shown_ply == 0 {
        start
    } else {
        r.moves[shown_ply - 1].1
    };
    let mut item = Item::new(position);
    // Marks and arrows: the last annotated mainline comment up to the
    // position shown.
    let tokens = movetext::tokenize(&g.moves).unwrap_or_default();
    let (mut depth, mut ply) = (0usize, 0usize);
    for t in &tokens {
        match t.kind {
            TokenKind::Open => depth += 1,
            TokenKind::Close => depth = depth.saturating_sub(1),
            TokenKind::Move if depth == 0 => ply += 1,
            TokenKind::Comment if depth == 0 && (ply <= shown_ply || problem) => {
                if let Ok((m, a)) = parse_annotations(t.text) {
                    if !m.is_empty() || !a.is_empty() {
                        item.marks = m;
                        item.arrows = a;
                    }
                }
            }
            _ => {}
        }
    }
    // The solution: a problem's moves, or the moves after the position shown.
    if problem || opts.ply.is_some() {
        item.solution = r.moves[shown_ply..]
            .iter()
            .map(|(san, _)| san.clone())
            .collect();
    }
    item.label = match (g.tag("White"), g.tag("Black")) {
        (Some(w), Some(b)) if w != "?" && b != "?" => Some(format!("{w} – {b}")),
        _ => g.tag("Event").filter(|e| *e != "?").map(str::to_owned),
    };
    Ok(item)
}

/// The side to move and move number where a solution starts.
pub fn solution_start(item: &Item) -> (u32, Color) {
    (item.position.fullmoves, item.position.turn)
}
