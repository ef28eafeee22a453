//! What Python hands in, as the library takes it: texts (a `str`, a
//! python-chess `Board` through its `fen()`, a `chess.pgn.Game` through its
//! PGN, a `chess.Move` through its `uci()`, by duck typing: python-chess is
//! no dependency) and keyword options as `(name, value)` text pairs.

use crate::draw::Given;
use crate::objects::{Game, Position};
use crate::reading::Shown;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PySet, PyString, PyTuple};

/// A position or game as given: text to read, or one already read.
pub enum Text {
    Text(String),
    Shown(Box<Shown>),
}

/// A python-chess `Game` (or any object with `headers` and
/// `mainline_moves`): its PGN, as `str(game)` exports it.
fn pgn_of(obj: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    if obj.hasattr("headers")? && obj.hasattr("mainline_moves")? {
        return Ok(Some(obj.str()?.extract()?));
    }
    Ok(None)
}

/// A position, or text holding one: a `str`, a `fenlingo.Position` or
/// `Game` (its final position), a python-chess `Board` (`fen()`) or
/// `chess.pgn.Game` (its PGN).
pub fn position(obj: &Bound<'_, PyAny>) -> PyResult<Text> {
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Text::Text(s.extract::<String>()?));
    }
    if let Ok(p) = obj.cast::<Position>() {
        return Ok(Text::Shown(Box::new(p.get().shown.clone())));
    }
    if let Ok(g) = obj.cast::<Game>() {
        return Ok(Text::Shown(Box::new(Shown::of(g.get().data.replay.end))));
    }
    if obj.hasattr("fen")? {
        let fen = obj.call_method0("fen")?;
        return Ok(Text::Text(fen.extract()?));
    }
    if let Some(pgn) = pgn_of(obj)? {
        return Ok(Text::Text(pgn));
    }
    Err(PyTypeError::new_err(format!(
        "expected a position: str, fenlingo.Position, chess.Board or chess.pgn.Game, not {}",
        obj.get_type().name()?
    )))
}

/// Move text: a `str` or a python-chess `chess.pgn.Game`.
pub fn move_text(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(s) = obj.cast::<PyString>() {
        return s.extract::<String>();
    }
    if let Some(pgn) = pgn_of(obj)? {
        return Ok(pgn);
    }
    Err(PyTypeError::new_err(format!(
        "expected move text: str or chess.pgn.Game, not {}",
        obj.get_type().name()?
    )))
}

/// A move: a `str` (UCI or SAN) or a `chess.Move` (its `uci()`).
pub fn a_move(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(s) = obj.cast::<PyString>() {
        return s.extract::<String>();
    }
    if obj.hasattr("uci")? {
        return obj.call_method0("uci")?.extract();
    }
    Err(PyTypeError::new_err(format!(
        "expected a move: str or chess.Move, not {}",
        obj.get_type().name()?
    )))
}

/// One option value as the vocabulary writes it: `True`/`False` as
/// `yes`/`no`, numbers and text as they are, a `chess.Move` as its UCI.
fn value(name: &str, v: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(b) = v.cast::<PyBool>() {
        return Ok(if b.is_true() { "yes" } else { "no" }.to_owned());
    }
    if v.is_instance_of::<PyString>()
        || v.is_instance_of::<PyInt>()
        || v.is_instance_of::<PyFloat>()
    {
        return v.str()?.extract();
    }
    if v.hasattr("uci")? {
        return v.call_method0("uci")?.extract();
    }
    Err(PyTypeError::new_err(format!(
        "option {name}: expected str, int, float, bool or a list of them, not {}",
        v.get_type().name()?
    )))
}

/// Keyword options as `(name, value)` pairs: `None` leaves an option
/// out, a list or tuple gives one pair per element (marks, arrows).
pub fn options(kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Given> {
    let mut out = Vec::new();
    let Some(kwargs) = kwargs else {
        return Ok(out);
    };
    for (k, v) in kwargs.iter() {
        let name: String = k.extract()?;
        if v.is_none() {
            continue;
        }
        let many = v.is_instance_of::<PyList>()
            || v.is_instance_of::<PyTuple>()
            || v.is_instance_of::<PySet>();
        if many {
            for x in v.try_iter()? {
                out.push((name.clone(), value(&name, &x?)?));
            }
        } else {
            out.push((name.clone(), value(&name, &v)?));
        }
    }
    Ok(out)
}
