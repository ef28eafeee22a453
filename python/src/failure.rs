//! Why a call gives nothing, as the library says it, and the Python
//! exception it becomes: the library's [`Diagnostic`] (localized, with its
//! line, column and caret excerpt) for what is wrong with the input, its
//! localized message for a bad argument.

use fenlingo::i18n::Localizer;
use fenlingo::input::{Diagnostic, GameReadError, PositionError, RecordError};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

pyo3::create_exception!(
    fenlingo,
    Error,
    PyValueError,
    "What fenlingo could not read or do; `str(e)` is the localized message with its caret excerpt."
);
pyo3::create_exception!(
    fenlingo,
    FenError,
    Error,
    "A position (FEN or EPD) that does not read."
);
pyo3::create_exception!(
    fenlingo,
    MoveError,
    Error,
    "A move or move text that does not read or play."
);
pyo3::create_exception!(
    fenlingo,
    AmbiguousError,
    Error,
    "Text that several notations read differently; `.readings` lists them."
);

/// The name a text given as an argument has in messages, as on the
/// command line.
pub const ARG: &str = "<arg>";

/// One way a text reads: the tables that read it so, and what it gives.
#[derive(Debug, Clone, Default)]
pub struct ReadingData {
    /// Table ids, the preferred first.
    pub tables: Vec<String>,
    /// The position in standard FEN (or EPD), for a position.
    pub fen: Option<String>,
    /// The mainline in standard SAN, for move text.
    pub san: Vec<String>,
}

/// Why a call failed.
#[derive(Debug)]
pub enum Failure {
    /// The input is wrong: the library's diagnostic, as the command line
    /// prints it, and the readings that compete when it is ambiguous.
    Input {
        diagnostic: Box<Diagnostic>,
        text: String,
        readings: Vec<ReadingData>,
    },
    /// An argument's value is wrong (an unknown table, a bad option value,
    /// a template that does not load): `fenlingo.Error`.
    Value {
        kind: &'static str,
        message: String,
        line: Option<usize>,
    },
    /// An argument that does not exist: `TypeError`, as Python says it of
    /// an unknown keyword.
    Type(String),
}

impl Failure {
    /// The failure of a diagnostic, rendered in `loc`'s language.
    pub fn input(loc: &Localizer, d: Diagnostic, readings: Vec<ReadingData>) -> Failure {
        Failure::Input {
            text: d.render(loc),
            diagnostic: Box::new(d),
            readings,
        }
    }

    /// A bad argument value with the library's message `id`.
    pub fn value(kind: &'static str, message: String) -> Failure {
        Failure::Value {
            kind,
            message,
            line: None,
        }
    }

    /// The exception.
    pub fn into_py(self, py: Python<'_>) -> PyErr {
        match self {
            Failure::Type(m) => PyTypeError::new_err(m),
            Failure::Value {
                kind,
                message,
                line,
            } => {
                let e = Error::new_err(message.clone());
                let _ = set_fields(py, &e, kind, &message, line, None, None, &[], &[]);
                e
            }
            Failure::Input {
                diagnostic: d,
                text,
                readings,
            } => {
                let e = match d.kind.as_str() {
                    "ambiguous" => AmbiguousError::new_err(text),
                    "move" | "move-text" | "no-moves" | "position-only" | "solution"
                    | "ply-past-end" => MoveError::new_err(text),
                    _ if d.excerpt.is_some() => FenError::new_err(text),
                    _ => Error::new_err(text),
                };
                let readings: Vec<Reading> = readings.into_iter().map(Reading::from).collect();
                let _ = set_fields(
                    py,
                    &e,
                    &d.kind,
                    &d.message,
                    d.line,
                    d.column,
                    d.excerpt.as_deref(),
                    &d.notes,
                    &readings,
                );
                e
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn set_fields(
    py: Python<'_>,
    e: &PyErr,
    kind: &str,
    message: &str,
    line: Option<usize>,
    column: Option<usize>,
    excerpt: Option<&str>,
    notes: &[String],
    readings: &[Reading],
) -> PyResult<()> {
    let v = e.value(py);
    v.setattr("kind", kind)?;
    v.setattr("message", message)?;
    v.setattr("line", line)?;
    v.setattr("column", column)?;
    v.setattr("excerpt", excerpt)?;
    v.setattr("notes", notes.to_vec())?;
    v.setattr("readings", readings.to_vec())?;
    Ok(())
}

/// The readings a record error lists, when it is ambiguous.
pub fn readings_of(e: &RecordError<'_>) -> Vec<ReadingData> {
    match e {
        RecordError::Position {
            error: PositionError::Ambiguous(rs),
            ..
        }
        | RecordError::Game {
            error:
                GameReadError::Start {
                    error: PositionError::Ambiguous(rs),
                    ..
                },
            ..
        } => rs
            .iter()
            .map(|r| ReadingData {
                tables: r.notations.iter().map(|n| n.id().to_owned()).collect(),
                fen: Some(fenlingo::input::standard_text(&r.parsed, r.notation())),
                san: Vec::new(),
            })
            .collect(),
        RecordError::Game {
            error: GameReadError::Ambiguous { readings, .. },
            ..
        } => readings
            .iter()
            .map(|r| ReadingData {
                tables: r.notations.iter().map(|n| n.id().to_owned()).collect(),
                fen: None,
                san: r.mainline.iter().map(|s| s.to_string()).collect(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The failure of a record that could not be read.
pub fn record_failure(lang: &Lang, source: &str, e: &RecordError<'_>) -> Failure {
    let loc = lang.loc();
    Failure::input(&loc, Diagnostic::of_record(&loc, source, e), readings_of(e))
}

thread_local! {
    /// The localizers made on this thread, by tag: making one reads every
    /// message file of its languages.
    static LOCALIZERS: RefCell<Vec<(String, Rc<Localizer>)>> = const { RefCell::new(Vec::new()) };
}

/// The language of messages and captions: the one asked for, else the
/// process locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. The
/// environment is read when a message is made, not on every call.
#[derive(Debug, Clone)]
pub struct Lang(Option<String>);

impl Lang {
    pub fn new(given: Option<&str>) -> Lang {
        Lang(given.map(str::to_owned))
    }

    /// When the language given has no messages: the note that says which
    /// is used instead (`lang-unknown`, in that language), as the command
    /// line warns of `--lang`.
    pub fn unknown(&self) -> Option<String> {
        Localizer::negotiate_noted(self.0.as_deref()?).1
    }

    /// The localizer, made once per thread and language.
    pub fn loc(&self) -> Rc<Localizer> {
        let tag = self
            .0
            .clone()
            .or_else(fenlingo::i18n::environment_locale)
            .unwrap_or_else(|| "en".to_owned());
        LOCALIZERS.with(|cell| {
            let mut kept = cell.borrow_mut();
            if let Some((_, l)) = kept.iter().find(|(t, _)| *t == tag) {
                return Rc::clone(l);
            }
            let l = Rc::new(Localizer::new(&tag));
            kept.push((tag, Rc::clone(&l)));
            l
        })
    }
}

/// One way a text reads: the tables that read it so (ids, the preferred
/// first) and what it gives.
#[pyclass(frozen, module = "fenlingo")]
#[derive(Debug, Clone)]
pub struct Reading {
    /// The tables that read the text this way.
    #[pyo3(get)]
    tables: Vec<String>,
    /// The position in standard FEN (EPD), for a position.
    #[pyo3(get)]
    fen: Option<String>,
    /// The mainline in standard SAN, for move text.
    #[pyo3(get)]
    san: Vec<String>,
}

impl From<ReadingData> for Reading {
    fn from(r: ReadingData) -> Reading {
        Reading {
            tables: r.tables,
            fen: r.fen,
            san: r.san,
        }
    }
}

#[pymethods]
impl Reading {
    fn __repr__(&self) -> String {
        match &self.fen {
            Some(fen) => format!("Reading({:?}, fen={fen:?})", self.tables),
            None => format!("Reading({:?}, san={:?})", self.tables, self.san),
        }
    }
}
