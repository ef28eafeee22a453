//! Items for diagrams and sheets: a position with its label, caption,
//! solution and marks, made from a position line, an EPD line, a PGN game
//! or a row of the lichess puzzle CSV.

use super::pgn::GameRead;
use super::position::PositionRead;
use super::solution::{Goal, SolutionError, check_solution, check_whole_solution};
use crate::annotate::{Arrow, Mark, parse_annotations};
use crate::moves::{Game, MoveError, MoveErrorKind};
use crate::san::{Check, San};
use crate::{Color, Notation, Position, Square};
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
    /// The solution from the position shown, in canonical SAN.
    pub solution: Vec<San>,
    /// "Mate in N".
    pub mate: Option<u32>,
    /// What the solver is asked to do.
    pub goal: Goal,
    /// The move that led to the position (the setup move of a lichess
    /// puzzle): from and to.
    pub setup_move: Option<(Square, Square)>,
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
            goal: Goal::Move,
            setup_move: None,
            marks: Vec::new(),
            arrows: Vec::new(),
        }
    }
}

/// The input formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputFormat {
    /// A position per line (FEN, or EPD with operations), optional
    /// `; caption` after a six-field FEN.
    Fen,
    /// EPD with operations.
    Epd,
    /// PGN games, or move text pasted from a page.
    Pgn,
    /// The lichess puzzle database CSV.
    Csv,
    /// Told by the content, as [`sniff_format`](super::sniff_format)
    /// tells it: the first line that is not blank nor a comment shows PGN,
    /// CSV or positions, else the input is read as move text.
    Auto,
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

    /// The format by name (`fen`, `epd`, `pgn`, `csv`, `auto`).
    ///
    /// ```
    /// use fenlingo::input::InputFormat;
    /// assert_eq!(InputFormat::from_name("PGN"), Some(InputFormat::Pgn));
    /// assert_eq!(InputFormat::from_name("auto"), Some(InputFormat::Auto));
    /// ```
    pub fn from_name(name: &str) -> Option<InputFormat> {
        if name.eq_ignore_ascii_case("auto") {
            return Some(InputFormat::Auto);
        }
        InputFormat::from_extension(&format!(".{name}"))
    }

    /// The format of an input named `path`: by its extension, else told
    /// by its content (standard input, `games`, `book.txt`).
    ///
    /// ```
    /// use fenlingo::input::InputFormat;
    /// assert_eq!(InputFormat::of_path("book.epd"), InputFormat::Epd);
    /// assert_eq!(InputFormat::of_path("-"), InputFormat::Auto);
    /// ```
    pub fn of_path(path: &str) -> InputFormat {
        InputFormat::from_extension(path).unwrap_or(InputFormat::Auto)
    }
}

/// Why a record gave no item.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ItemError {
    /// A move (of a solution, or of a CSV row) could not be played.
    Move {
        /// The line of the move.
        line: usize,
        /// The column of the move (1-based).
        column: usize,
        /// What went wrong.
        error: MoveError,
    },
    /// A CSV row lacks a column.
    MissingColumn {
        /// The line.
        line: usize,
        /// The column's name.
        name: &'static str,
    },
    /// A solution that does not do what the puzzle says (no mate where
    /// mate is asked, a `#` that is no mate).
    Solution {
        /// The line of the move.
        line: usize,
        /// The column of the move (1-based).
        column: usize,
        /// What is wrong.
        error: SolutionError,
    },
    /// An EPD `dm` that is not a number of moves in
    /// [`MATES`](crate::MATES) (`dm 0`).
    BadMate {
        /// The line.
        line: usize,
        /// The column of the operand (1-based).
        column: usize,
        /// The operand as written.
        text: String,
    },
    /// `--ply` past the end of the game.
    PlyPastEnd {
        /// The ply asked for.
        ply: usize,
        /// The game's length in plies.
        length: usize,
    },
}

impl fmt::Display for ItemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ItemError::Move { error, .. } => write!(f, "{error}"),
            ItemError::Solution { error, .. } => write!(f, "{error}"),
            ItemError::MissingColumn { name, .. } => write!(f, "no {name} column"),
            ItemError::BadMate { text, .. } => write!(
                f,
                "dm {text}: expected {} to {} moves",
                crate::MATES.start(),
                crate::MATES.end()
            ),
            ItemError::PlyPastEnd { ply, length } => {
                write!(f, "ply {ply} is past the end of the game ({length} plies)")
            }
        }
    }
}

impl std::error::Error for ItemError {}

/// Plays `moves` (in `notation`'s letters) from `pos`: the solution in
/// canonical SAN with the check signs as written, or the first move that
/// fails with its index.
fn play_solution(
    pos: &Position,
    moves: &[String],
    notation: &Notation,
) -> Result<(Vec<San>, Vec<Check>), (usize, MoveError)> {
    let mut g = Game::new(pos).map_err(|e| (0, e))?;
    let mut out = Vec::new();
    let mut written = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let parsed = San::parse(m, notation).map_err(|e| {
            (
                i,
                MoveError {
                    text: m.clone(),
                    kind: crate::moves::san_error_kind(&e),
                },
            )
        })?;
        written.push(match parsed.san {
            San::Normal { check, .. } | San::Takes { check, .. } | San::Castle { check, .. } => {
                check
            }
            San::Null => Check::None,
        });
        out.push(g.play(&parsed.san, m).map_err(|e| (i, e))?);
    }
    Ok((out, written))
}

/// The column (1-based, in characters) of operand `index` of the EPD
/// operation `opcode` in `text`; 1 when it cannot be found.
fn operand_column(text: &str, opcode: &str, index: usize) -> usize {
    // Words with their byte offsets; the operations follow the four
    // position fields.
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let sep = c.is_whitespace() || c == ';';
        match (sep, start) {
            (true, Some(s)) => {
                words.push((s, &text[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push((s, &text[s..]));
    }
    let at = words
        .iter()
        .skip(4)
        .position(|(_, w)| *w == opcode)
        .and_then(|p| words.get(4 + p + 1 + index))
        .map_or(0, |(o, _)| *o);
    text[..at].chars().count() + 1
}

/// An item from a position line (`text`, the line as read): EPD `id` →
/// label, `c0` → caption (`"+-"` or `"="` alone → play and win, or draw),
/// `bm` or `pv` → solution, `dm N` → mate in N; a `; caption` after a
/// six-field FEN. The solution is played, so that only legal solutions
/// reach a key, and must mate where `dm` or a `#` says so; errors carry
/// the column of the move.
///
/// ```
/// use fenlingo::input::{read_position, position_item, Goal, Letters};
/// use fenlingo::fen::{Format, Mode};
/// let auto = Letters::auto();
/// let line = r#"6k1/5ppp/8/8/8/8/8/4R1K1 w - - bm Re8#; id "BR.1"; dm 1;"#;
/// let r = read_position(line, &auto, Mode::Lenient, Format::Auto).unwrap();
/// let item = position_item(&r, None, 1, line).unwrap();
/// assert_eq!(item.solution[0].to_string(), "Re8#");
/// assert_eq!((item.goal, item.mate), (Goal::Mate, Some(1)));
/// assert_eq!(item.label.as_deref(), Some("BR.1"));
/// // `dm 1` and a move that does not mate: an error at the move.
/// let line = r#"6k1/5ppp/8/8/8/8/8/4R1K1 w - - bm Re7; dm 1;"#;
/// let r = read_position(line, &auto, Mode::Lenient, Format::Auto).unwrap();
/// let e = position_item(&r, None, 4, line).unwrap_err();
/// assert!(matches!(e, fenlingo::input::ItemError::Solution { line: 4, column: 35, .. }));
/// ```
pub fn position_item(
    read: &PositionRead<'_>,
    caption: Option<&str>,
    line: usize,
    text: &str,
) -> Result<Item, ItemError> {
    let parsed = &read.parsed;
    let mut item = Item::new(parsed.position);
    item.caption = caption.map(str::to_owned);
    let mut solution: Vec<String> = Vec::new();
    let mut opcode = "";
    for op in parsed.operations.iter().flatten() {
        match op.opcode.as_str() {
            "id" => item.label = op.string(0),
            "c0" => item.caption = op.string(0),
            "dm" => {
                // `dm 0` would be captioned "White mates in 0".
                let n = op.operands.first().map_or("", String::as_str);
                match n.parse::<u32>() {
                    Ok(m) if crate::MATES.contains(&m) => item.mate = Some(m),
                    _ => {
                        return Err(ItemError::BadMate {
                            line,
                            column: operand_column(text, "dm", 0),
                            text: n.to_owned(),
                        });
                    }
                }
                item.goal = Goal::Mate;
            }
            "pv" => {
                solution = op.operands.clone();
                opcode = "pv";
            }
            "bm" if solution.is_empty() => {
                solution = op.operands.iter().take(1).cloned().collect();
                opcode = "bm";
            }
            _ => {}
        }
    }
    if let Some(goal) = item.caption.as_deref().and_then(Goal::from_sign) {
        // A bare evaluation sign is what the puzzle asks, not a caption.
        item.caption = None;
        if item.goal == Goal::Move {
            item.goal = goal;
        }
    }
    if !solution.is_empty() {
        let column = |i| operand_column(text, opcode, i);
        let (played, written) = play_solution(&parsed.position, &solution, read.notation())
            .map_err(|(i, error)| ItemError::Move {
                line,
                column: column(i),
                error,
            })?;
        settle_mate(&mut item, &played);
        check_solution(&played, &written, item.goal, item.mate).map_err(|(i, error)| {
            ItemError::Solution {
                line,
                column: column(i),
                error,
            }
        })?;
        item.solution = played;
    }
    Ok(item)
}

/// A solution that ends in mate makes the puzzle a mate in N (unless it
/// asks for a draw or already says how many moves).
fn settle_mate(item: &mut Item, played: &[San]) {
    let mates = matches!(
        played.last(),
        Some(
            San::Normal {
                check: Check::Mate,
                ..
            } | San::Takes {
                check: Check::Mate,
                ..
            } | San::Castle {
                check: Check::Mate,
                ..
            }
        )
    );
    if mates && item.goal != Goal::Draw && item.mate.is_none() {
        item.goal = Goal::Mate;
        item.mate = Some((played.len() as u32).div_ceil(2));
    }
}

/// An item from a game: the final position (or the one after `ply`
/// half-moves); a game with a `FEN` tag is a problem, shown at its start
/// with the moves as the solution. Comments' `[%csl]`/`[%cal]` become
/// marks and arrows.
pub fn game_item(g: &GameRead<'_>, ply: Option<usize>) -> Result<Item, ItemError> {
    let r = &g.replay;
    if let Some(e) = &r.error {
        let (line, column) = g.line_col(e.offset);
        return Err(ItemError::Move {
            line,
            column,
            error: e.error.clone(),
        });
    }
    if let Some(p) = ply {
        if p > r.moves.len() {
            return Err(ItemError::PlyPastEnd {
                ply: p,
                length: r.moves.len(),
            });
        }
    }
    let problem = g.from_tag;
    let shown_ply = if problem {
        0
    } else {
        ply.unwrap_or(r.moves.len())
    };
    let position = if shown_ply == 0 {
        g.start
    } else {
        r.moves[shown_ply - 1].1
    };
    let mut item = Item::new(position);
    // The move that led to the position shown (none for a problem, shown
    // before its moves).
    if shown_ply > 0 {
        let before = if shown_ply == 1 {
            g.start
        } else {
            r.moves[shown_ply - 2].1
        };
        let (san, _) = &r.moves[shown_ply - 1];
        item.setup_move = san.to_move(&before).ok().map(|m| (m.from, m.to));
    }
    // Marks and arrows: the last annotated mainline comment up to the
    // position shown. The mainline's words, for check signs as written.
    let mut words: Vec<std::ops::Range<usize>> = Vec::new();
    let mut rep = Vec::new();
    if let Ok(lexemes) = crate::movetext::lex(&g.pgn.moves, g.style, &mut rep) {
        let (mut depth, mut n) = (0usize, 0usize);
        for l in &lexemes {
            use crate::movetext::LexKind;
            match &l.kind {
                LexKind::Open => depth += 1,
                LexKind::Close => depth = depth.saturating_sub(1),
                LexKind::Word { core } if depth == 0 => {
                    n += 1;
                    words.push(core.clone());
                }
                LexKind::Comment if depth == 0 && (n <= shown_ply || problem) => {
                    if let Ok((m, a)) = parse_annotations(&g.pgn.moves[l.span.clone()]) {
                        if !m.is_empty() || !a.is_empty() {
                            item.marks = m;
                            item.arrows = a;
                        }
                    }
                }
                _ => {}
            }
        }
    }
    if problem || ply.is_some() {
        let played: Vec<San> = r.moves[shown_ply..].iter().map(|(san, _)| *san).collect();
        // Check signs as written, when every word is one move.
        let aligned = words.len() == r.moves.len();
        let written: Vec<Check> = if aligned {
            words[shown_ply..]
                .iter()
                .map(|w| {
                    if g.pgn.moves[w.clone()].contains('#') {
                        Check::Mate
                    } else {
                        Check::None
                    }
                })
                .collect()
        } else {
            Vec::new()
        };
        if problem {
            item.goal = match (g.pgn.tag("Result"), position.turn) {
                (Some("1-0"), Color::White) | (Some("0-1"), Color::Black) => Goal::Win,
                (Some("1/2-1/2"), _) => Goal::Draw,
                _ => Goal::Move,
            };
        }
        settle_mate(&mut item, &played);
        check_solution(&played, &written, item.goal, item.mate).map_err(|(i, error)| {
            let (line, column) = if aligned {
                g.line_col(words[shown_ply + i].start)
            } else {
                (g.pgn.moves_line, 1)
            };
            ItemError::Solution {
                line,
                column,
                error,
            }
        })?;
        item.solution = played;
    }
    let tag = |t| g.pgn.tag(t).filter(|v| !v.is_empty() && *v != "?");
    item.label = match (tag("White"), tag("Black")) {
        (Some(w), Some(b)) => Some(format!("{w} – {b}")),
        _ => tag("Event").map(str::to_owned),
    };
    Ok(item)
}

/// The columns of the lichess puzzle CSV, found by the header's names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CsvColumns {
    pub(crate) id: usize,
    pub(crate) fen: usize,
    pub(crate) moves: usize,
    pub(crate) themes: Option<usize>,
    pub(crate) rating: Option<usize>,
    pub(crate) popularity: Option<usize>,
}

impl Default for CsvColumns {
    /// `PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,…`
    fn default() -> CsvColumns {
        CsvColumns {
            id: 0,
            fen: 1,
            moves: 2,
            themes: Some(7),
            rating: Some(3),
            popularity: Some(5),
        }
    }
}

impl CsvColumns {
    /// The columns named by a header line, when it is one.
    ///
    /// ```
    /// use fenlingo::input::CsvColumns;
    /// assert!(CsvColumns::from_header("Moves,FEN,PuzzleId").is_some());
    /// assert!(CsvColumns::from_header("00sHx,q3k1nr/…,e8d7").is_none());
    /// ```
    pub fn from_header(line: &str) -> Option<CsvColumns> {
        let f = csv_fields(line);
        let at = |name: &str| f.iter().position(|(v, _)| v.trim() == name);
        Some(CsvColumns {
            id: at("PuzzleId")?,
            fen: at("FEN")?,
            moves: at("Moves")?,
            themes: at("Themes"),
            rating: at("Rating"),
            popularity: at("Popularity"),
        })
    }
}

/// Splits one CSV line into fields (quotes and doubled quotes handled),
/// each with the byte offset where it starts.
pub(crate) fn csv_fields(line: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut start = 0;
    let mut quoted = false;
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' if quoted && chars.peek().map(|p| p.1) == Some('"') => {
                cur.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' if !quoted => {
                out.push((std::mem::take(&mut cur), start));
                start = i + 1;
            }
            c => cur.push(c),
        }
    }
    out.push((cur, start));
    out
}

/// An item from a row of the lichess puzzle CSV: the puzzle is the
/// position after the first move (the setup move, kept as
/// [`Item::setup_move`]); the other moves are the solution; the themes
/// give the goal (`mateInN`: mate in N, checked; `crushing`: win).
///
/// ```
/// use fenlingo::input::{csv_item, CsvColumns, Goal};
/// let line = "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game";
/// let item = csv_item(line, 7, CsvColumns::default()).unwrap();
/// let sans: Vec<String> = item.solution.iter().map(|s| s.to_string()).collect();
/// assert_eq!(sans, ["Be6+", "Kd8", "Qf8#"]);
/// assert_eq!((item.goal, item.mate), (Goal::Mate, Some(2)));
/// assert_eq!(item.setup_move.map(|(a, b)| (a.to_string(), b.to_string())), Some(("e8".into(), "d7".into())));
/// ```
pub fn csv_item(line: &str, number: usize, cols: CsvColumns) -> Result<Item, ItemError> {
    let f = csv_fields(line);
    let col = |i: usize| {
        line[..f.get(i).map_or(0, |x| x.1).min(line.len())]
            .chars()
            .count()
            + 1
    };
    let get = |i: usize, name: &'static str| {
        f.get(i)
            .map(|x| x.0.as_str())
            .filter(|v| !v.is_empty())
            .ok_or(ItemError::MissingColumn { line: number, name })
    };
    let fen_text = get(cols.fen, "FEN")?;
    let moves = get(cols.moves, "Moves")?;
    let move_err = |column, error| ItemError::Move {
        line: number,
        column,
        error,
    };
    let pos = match crate::fen::read(fen_text) {
        Ok(p) => p.position,
        Err(e) => {
            return Err(move_err(
                col(cols.fen) + e.column() - 1,
                MoveError {
                    text: fen_text.to_owned(),
                    kind: MoveErrorKind::BadPosition,
                },
            ));
        }
    };
    let mut game = Game::new(&pos).map_err(|e| move_err(col(cols.fen), e))?;
    // Each move with its column (the field holds no quotes in practice:
    // offsets within it are offsets within the line after its start).
    let mut ucis = Vec::new();
    let mut at = 0;
    for u in moves.split(' ') {
        if !u.is_empty() {
            ucis.push((u, col(cols.moves) + moves[..at].chars().count()));
        }
        at += u.len() + 1;
    }
    let Some(&(first, first_col)) = ucis.first() else {
        return Err(ItemError::MissingColumn {
            line: number,
            name: "Moves",
        });
    };
    game.play_uci(first).map_err(|e| move_err(first_col, e))?;
    let mut item = Item::new(game.position());
    item.setup_move = uci_squares(first);
    for &(u, c) in &ucis[1..] {
        let san = game.play_uci(u).map_err(|e| move_err(c, e))?;
        item.solution.push(san.parse().map_err(|_| {
            move_err(
                c,
                MoveError {
                    text: u.to_owned(),
                    kind: MoveErrorKind::Unreadable,
                },
            )
        })?);
    }
    item.label = f
        .get(cols.id)
        .map(|x| x.0.clone())
        .filter(|s| !s.is_empty());
    if let Some(themes) = cols.themes.and_then(|t| f.get(t)) {
        (item.goal, item.mate) = Goal::from_themes(&themes.0);
    }
    // A row's `Moves` are the whole solution: a `mateInN` must mate in N.
    check_whole_solution(&item.solution, &[], item.goal, item.mate).map_err(|(i, error)| {
        ItemError::Solution {
            line: number,
            column: ucis[i + 1].1,
            error,
        }
    })?;
    Ok(item)
}

/// The squares of a UCI move (`e2e4`, `e7e8q`).
fn uci_squares(uci: &str) -> Option<(Square, Square)> {
    let from = uci.get(0..2)?.parse().ok()?;
    let to = uci.get(2..4)?.parse().ok()?;
    Some((from, to))
}
