//! The objects the module hands back: a position read, a game replayed,
//! a reading, a repair, a notation table.

use crate::failure::{Lang, Reading};
use crate::reading::{GameData, RepairData, Shown};
use fenlingo::render::Format;
use fenlingo::{Color, Notation};
use pyo3::prelude::*;

/// A fix made while reading a position: a slip of copied text read as
/// what it stands for, reported.
#[pyclass(frozen, module = "fenlingo")]
#[derive(Debug, Clone)]
pub struct Repair {
    /// What kind of fix (`double-dash`, `missing-field`, …).
    #[pyo3(get)]
    kind: &'static str,
    /// What was fixed, in the language of messages.
    #[pyo3(get)]
    message: String,
    /// Its column (1-based, in characters).
    #[pyo3(get)]
    column: usize,
    /// The text as written.
    #[pyo3(get)]
    before: String,
    /// The text as read.
    #[pyo3(get)]
    after: String,
}

#[pymethods]
impl Repair {
    fn __repr__(&self) -> String {
        format!(
            "Repair({:?}, column={}, {:?} -> {:?})",
            self.kind, self.column, self.before, self.after
        )
    }

    fn __str__(&self) -> String {
        self.message.clone()
    }
}

impl From<&RepairData> for Repair {
    fn from(r: &RepairData) -> Repair {
        Repair {
            kind: r.kind,
            message: r.message.clone(),
            column: r.column,
            before: r.before.clone(),
            after: r.after.clone(),
        }
    }
}

/// The SVG of an item with the default options, in the process's language.
fn default_svg(py: Python<'_>, shown: &Shown) -> PyResult<String> {
    let lang = Lang::new(None);
    let bytes = py.detach(|| {
        let d = crate::draw::diagram(&shown.item, &Vec::new(), &lang)?;
        crate::draw::encoded(&d, Format::Svg, &lang)
    });
    bytes
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .map_err(|f| f.into_py(py))
}

/// A position read from any notation: FEN, EPD, a game's position.
#[pyclass(frozen, module = "fenlingo")]
#[derive(Debug, Clone)]
pub struct Position {
    pub shown: Shown,
}

#[pymethods]
impl Position {
    /// The position in standard FEN.
    #[getter]
    fn fen(&self) -> String {
        self.shown.item.position.to_string()
    }

    /// The text in standard notation: FEN, or EPD with its operations.
    #[getter]
    fn text(&self) -> String {
        self.shown.standard.clone()
    }

    /// The table that read it (`en`, `es`, `ru`, …).
    #[getter]
    fn notation(&self) -> String {
        self.shown.notation.clone()
    }

    /// The ways the text reads: the one used first, then others that also
    /// give a legal position.
    #[getter]
    fn readings(&self) -> Vec<Reading> {
        self.shown
            .readings
            .iter()
            .cloned()
            .map(Reading::from)
            .collect()
    }

    /// The fixes made while reading.
    #[getter]
    fn repairs(&self) -> Vec<Repair> {
        self.shown.repairs.iter().map(Repair::from).collect()
    }

    /// What is illegal about the position (`no-white-king`, …); empty for
    /// a legal one.
    #[getter]
    fn flags(&self) -> Vec<&'static str> {
        self.shown
            .item
            .position
            .validate()
            .iter()
            .map(|(_, key, _)| key)
            .collect()
    }

    /// `w` or `b`.
    #[getter]
    fn turn(&self) -> &'static str {
        match self.shown.item.position.turn {
            Color::White => "w",
            Color::Black => "b",
        }
    }

    /// The caption the input gives (EPD `c0`, `; caption` after a FEN).
    #[getter]
    fn caption(&self) -> Option<String> {
        self.shown.item.caption.clone()
    }

    /// A label the input gives (EPD `id`, a game's players).
    #[getter]
    fn label(&self) -> Option<String> {
        self.shown.item.label.clone()
    }

    /// "Mate in N" (EPD `dm`, a solution that mates).
    #[getter]
    fn mate(&self) -> Option<u32> {
        self.shown.item.mate
    }

    /// The solution the input gives (EPD `bm`/`pv`), in standard SAN.
    #[getter]
    fn solution(&self) -> Vec<String> {
        self.shown
            .item
            .solution
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// The diagram, for notebooks.
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        default_svg(py, &self.shown)
    }

    fn __str__(&self) -> String {
        self.fen()
    }

    fn __repr__(&self) -> String {
        format!("Position({:?})", self.fen())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Position>()
            .is_ok_and(|o| o.get().shown.item.position == self.shown.item.position)
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.shown.item.position.hash(&mut h);
        h.finish()
    }
}

/// A game read and replayed from move text in any notation.
#[pyclass(frozen, module = "fenlingo")]
#[derive(Debug, Clone)]
pub struct Game {
    pub data: GameData,
}

#[pymethods]
impl Game {
    /// Each mainline move in SAN, in the target notation.
    #[getter]
    fn san(&self) -> Vec<String> {
        let to = self.data.to;
        self.data
            .replay
            .moves
            .iter()
            .map(|(s, _)| s.written(to))
            .collect()
    }

    /// The move text, written in the target notation.
    #[getter]
    fn text(&self) -> String {
        self.data.replay.text.clone()
    }

    /// The standard FEN after each mainline move.
    #[getter]
    fn fens(&self) -> Vec<String> {
        self.data
            .replay
            .moves
            .iter()
            .map(|(_, p)| p.to_string())
            .collect()
    }

    /// The final position in standard FEN.
    #[getter]
    fn fen(&self) -> String {
        self.data.replay.end.to_string()
    }

    /// The position the moves start from, in standard FEN.
    #[getter]
    fn start(&self) -> String {
        self.data.start.to_string()
    }

    /// The table that read the moves.
    #[getter]
    fn notation(&self) -> String {
        self.data.notation.clone()
    }

    /// The result (`1-0`, `0-1`, `1/2-1/2`, `*`) when the text gives one.
    #[getter]
    fn result(&self) -> Option<&'static str> {
        self.data.replay.result
    }

    /// The game in PGN export form: its tags (the Seven Tag Roster when it
    /// has none), a blank line, the move text wrapped at 79 columns;
    /// `final_fen` adds the final position as a comment.
    #[pyo3(signature = (*, final_fen = false))]
    fn pgn(&self, final_fen: bool) -> String {
        fenlingo::movetext::export_pgn(&self.data.tags, &self.data.replay, final_fen)
    }

    /// The final position's diagram, for notebooks.
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        default_svg(py, &Shown::of(self.data.replay.end))
    }

    fn __len__(&self) -> usize {
        self.data.replay.moves.len()
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __repr__(&self) -> String {
        format!("Game({:?})", self.text())
    }
}

/// A built-in notation table.
#[pyclass(frozen, module = "fenlingo")]
#[derive(Debug, Clone)]
pub struct Table {
    /// The id `from_`, `to` and `lang` take (`de`, `ru`, `figurine`).
    #[pyo3(get)]
    id: String,
    /// The BCP 47 tag.
    #[pyo3(get)]
    tag: String,
    /// The language's English name.
    #[pyo3(get)]
    name: String,
    /// The language's own name.
    #[pyo3(get)]
    native_name: Option<String>,
    /// The letters of king, queen, rook, bishop, knight, pawn.
    #[pyo3(get)]
    letters: Vec<String>,
    /// Whether positions can be written in it (not move text only).
    #[pyo3(get)]
    board: bool,
    /// Whether its letters await a second source.
    #[pyo3(get)]
    provisional: bool,
}

impl From<&Notation> for Table {
    fn from(n: &Notation) -> Table {
        let letters = n.listed_letters().map(str::to_owned).to_vec();
        Table {
            id: n.id().to_owned(),
            tag: n.tag().to_string(),
            name: n.name().to_owned(),
            native_name: n.native_name().map(str::to_owned),
            letters,
            board: n.has_board(),
            provisional: n.is_provisional(),
        }
    }
}

#[pymethods]
impl Table {
    fn __repr__(&self) -> String {
        format!(
            "Table({:?}, {:?}, {:?})",
            self.id,
            self.name,
            self.letters.join(" ")
        )
    }
}
