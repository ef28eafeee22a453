//! Items for diagrams and sheets: a position with its label, caption,
//! solution and marks, made from a position line, an EPD line, a PGN game
//! or a row of the lichess puzzle CSV.

use super::pgn::GameRead;
use super::position::PositionRead;
use crate::annotate::{Arrow, Mark, parse_annotations};
use crate::moves::{Game, MoveError, MoveErrorKind};
use crate::san::San;
use crate::{Notation, Position};
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
    /// A position per line (FEN, or EPD with operations), optional
    /// `; caption` after a six-field FEN.
    Fen,
    /// EPD with operations.
    Epd,
    /// PGN games, or move text pasted from a page.
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
            ItemError::MissingColumn { name, .. } => write!(f, "no {name} column"),
            ItemError::PlyPastEnd { ply, length } => {
                write!(f, "ply {ply} is past the end of the game ({length} plies)")
            }
        }
    }
}

impl std::error::Error for ItemError {}

/// Plays `moves` (in `notation`'s letters) from `pos`: the solution in
/// canonical SAN, or the first move that fails with its index.
fn play_solution(
    pos: &Position,
    moves: &[String],
    notation: &Notation,
) -> Result<Vec<San>, (usize, MoveError)> {
    let mut g = Game::new(pos).map_err(|e| (0, e))?;
    let mut out = Vec::new();
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
        out.push(g.play(&parsed.san, m).map_err(|e| (i, e))?);
    }
    Ok(out)
}

/// An item from a position line: EPD `id` → label, `c0` → caption, `bm`
/// or `pv` → solution (played, so that only legal solutions reach a key),
/// `dm N` → "Mate in N"; a `; caption` after a six-field FEN.
///
/// ```
/// use fenlingo::input::{read_position, position_item, Letters};
/// use fenlingo::fen::{Format, Mode};
/// let auto = Letters::auto();
/// let r = read_position(r#"6k1/5ppp/8/8/8/8/8/4R1K1 w - - bm Re8#; id "BR.1"; dm 1;"#, &auto, Mode::Lenient, Format::Auto).unwrap();
/// let item = position_item(&r, None, 1).unwrap();
/// assert_eq!(item.solution[0].to_string(), "Re8#");
/// assert_eq!(item.mate, Some(1));
/// assert_eq!(item.label.as_deref(), Some("BR.1"));
/// ```
pub fn position_item(
    read: &PositionRead<'_>,
    caption: Option<&str>,
    line: usize,
) -> Result<Item, ItemError> {
    let parsed = &read.parsed;
    let mut item = Item::new(parsed.position);
    item.caption = caption.map(str::to_owned);
    let mut solution: Vec<String> = Vec::new();
    for op in parsed.operations.iter().flatten() {
        match op.opcode.as_str() {
            "id" => item.label = op.string(0),
            "c0" => item.caption = op.string(0),
            "dm" => item.mate = op.operands.first().and_then(|n| n.parse().ok()),
            "pv" => solution = op.operands.clone(),
            "bm" if solution.is_empty() => solution = op.operands.iter().take(1).cloned().collect(),
            _ => {}
        }
    }
    if !solution.is_empty() {
        item.solution =
            play_solution(&parsed.position, &solution, read.notation()).map_err(|(_, error)| {
                ItemError::Move {
                    line,
                    column: 1,
                    error,
                }
            })?;
    }
    Ok(item)
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
    // Marks and arrows: the last annotated mainline comment up to the
    // position shown.
    let mut rep = Vec::new();
    if let Ok(lexemes) = crate::movetext::lex(&g.pgn.moves, g.style, &mut rep) {
        let (mut depth, mut n) = (0usize, 0usize);
        for l in &lexemes {
            use crate::movetext::LexKind;
            match l.kind {
                LexKind::Open => depth += 1,
                LexKind::Close => depth = depth.saturating_sub(1),
                LexKind::Word { .. } if depth == 0 => n += 1,
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
        item.solution = r.moves[shown_ply..].iter().map(|(san, _)| *san).collect();
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
    id: usize,
    fen: usize,
    moves: usize,
    themes: Option<usize>,
}

impl Default for CsvColumns {
    /// `PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,…`
    fn default() -> CsvColumns {
        CsvColumns {
            id: 0,
            fen: 1,
            moves: 2,
            themes: Some(7),
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
        })
    }
}

/// Splits one CSV line into fields (quotes and doubled quotes handled),
/// each with the byte offset where it starts.
fn csv_fields(line: &str) -> Vec<(String, usize)> {
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
/// position after the first move; the other moves are the solution;
/// `mateInN` gives "Mate in N".
///
/// ```
/// use fenlingo::input::{csv_item, CsvColumns};
/// let line = "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game";
/// let item = csv_item(line, 7, CsvColumns::default()).unwrap();
/// let sans: Vec<String> = item.solution.iter().map(|s| s.to_string()).collect();
/// assert_eq!(sans, ["Be6+", "Kd8", "Qf8#"]);
/// assert_eq!(item.mate, Some(2));
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
    let mut ucis = moves.split_whitespace();
    let Some(first) = ucis.next() else {
        return Err(ItemError::MissingColumn {
            line: number,
            name: "Moves",
        });
    };
    game.play_uci(first)
        .map_err(|e| move_err(col(cols.moves), e))?;
    let mut item = Item::new(game.position());
    for u in ucis {
        let san = game.play_uci(u).map_err(|e| move_err(col(cols.moves), e))?;
        item.solution.push(san.parse().map_err(|_| {
            move_err(
                col(cols.moves),
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
    item.mate = cols.themes.and_then(|t| f.get(t)).and_then(|themes| {
        themes
            .0
            .split_whitespace()
            .find_map(|t| t.strip_prefix("mateIn")?.parse().ok())
    });
    Ok(item)
}
