//! fenlingo for Python: chess positions and moves in any language's
//! notation, and print-quality diagrams and sheets. A thin layer over the
//! library's face: what Python hands in is turned into text and option
//! pairs (`given`), read by the library's one reader (`read`), drawn
//! through its one vocabulary of options and its one encoder (`draw`),
//! and its typed errors become exceptions carrying the library's
//! localized diagnostic (`failure`). Drawing and sheets run with the GIL
//! released.

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString};

mod draw;
mod failure;
mod given;
mod objects;
mod reading;

use draw::{SheetArgs, SheetInput, TemplateSource};
use failure::{Failure, Lang};
use given::Text;
use objects::{Game, Position, Table};
use reading::Shown;

/// What a text shows (a position, a game's position), or the one given.
fn shown(text: Text, from: &str, ply: Option<usize>, lang: &Lang) -> Result<Shown, Failure> {
    match text {
        Text::Shown(s) => Ok(*s),
        Text::Text(t) => {
            let table = reading::table(lang, from, true)?;
            reading::with_letters(table, |l| reading::read_one(&t, l, lang, ply))
        }
    }
}

/// A FEN or EPD position (one per line) written in another notation.
#[pyfunction]
#[pyo3(signature = (position, *, from_ = "auto", to = "en", lang = None, strict = false))]
fn translate(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    from_: &str,
    to: &str,
    lang: Option<&str>,
    strict: bool,
) -> PyResult<String> {
    let lang = lang_of(py, lang)?;
    let text = match given::position(position)? {
        Text::Text(t) => t,
        Text::Shown(s) => s.standard,
    };
    let mode = if strict {
        fenlingo::fen::Mode::Strict
    } else {
        fenlingo::fen::Mode::Lenient
    };
    let run = || {
        let from = reading::table(&lang, from_, true)?;
        let to = reading::board_table(&lang, to)?;
        reading::with_letters(from, |l| reading::translate(&text, l, to, mode, &lang))
    };
    run().map_err(|f| f.into_py(py))
}

/// A position read from any notation (or a game's position after `ply`
/// half-moves, its end by default).
#[pyfunction]
#[pyo3(signature = (position, *, notation = "auto", ply = None, lang = None))]
fn read(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    notation: &str,
    ply: Option<usize>,
    lang: Option<&str>,
) -> PyResult<Position> {
    let lang = lang_of(py, lang)?;
    let text = given::position(position)?;
    shown(text, notation, ply, &lang)
        .map(|shown| Position { shown })
        .map_err(|f| f.into_py(py))
}

/// Move text (PGN or pasted, any notation) read and replayed.
#[pyfunction]
#[pyo3(signature = (text, *, from_ = "auto", to = "en", keep_form = false, lang = None))]
fn moves(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    from_: &str,
    to: &str,
    keep_form: bool,
    lang: Option<&str>,
) -> PyResult<Game> {
    let lang = lang_of(py, lang)?;
    let text = given::move_text(text)?;
    let run = || {
        let from = reading::table(&lang, from_, true)?;
        let to = reading::table(&lang, to, false)?.unwrap_or(fenlingo::Notation::standard());
        reading::with_letters(from, |l| reading::moves(&text, l, to, keep_form, &lang))
    };
    run().map(|data| Game { data }).map_err(|f| f.into_py(py))
}

/// One move (a `chess.Move`, UCI, or SAN in `from_`'s letters) in SAN in
/// any notation: `san(board, move, lang="de")` → `Sf3`.
#[pyfunction]
#[pyo3(signature = (board, r#move, *, lang = "en", from_ = "en"))]
fn san(
    py: Python<'_>,
    board: &Bound<'_, PyAny>,
    r#move: &Bound<'_, PyAny>,
    lang: &str,
    from_: &str,
) -> PyResult<String> {
    let messages = Lang::new(None);
    let text = given::position(board)?;
    let mv = given::a_move(r#move)?;
    let run = || {
        let to = reading::table(&messages, lang, false)?.unwrap_or(fenlingo::Notation::standard());
        let from =
            reading::table(&messages, from_, false)?.unwrap_or(fenlingo::Notation::standard());
        let pos = shown(text, "auto", None, &messages)?.item.position;
        reading::one_san(&pos, &mv, from, to, &messages)
    };
    run().map_err(|f| f.into_py(py))
}

/// A diagram's bytes in `format`, drawn with the GIL released.
fn drawn(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    from_: &str,
    ply: Option<usize>,
    lang: Option<&str>,
    options: Option<&Bound<'_, PyDict>>,
    format: fenlingo::render::Format,
) -> PyResult<Vec<u8>> {
    let lang = lang_of(py, lang)?;
    let text = given::position(position)?;
    let given = given::options(options)?;
    let from = from_.to_owned();
    let (bytes, notes) = py
        .detach(|| {
            let s = shown(text, &from, ply, &lang)?;
            let d = draw::diagram(&s.item, &given, &lang)?;
            Ok((
                draw::encoded(&d, format, &lang)?,
                draw::diagram_notes(&d, &lang),
            ))
        })
        .map_err(|f: Failure| f.into_py(py))?;
    warn(py, &notes)?;
    Ok(bytes)
}

/// The language of messages and captions, `lang=` if given (else the
/// process locale, else English); an unknown one is a `UserWarning`
/// naming the language used instead.
fn lang_of(py: Python<'_>, given: Option<&str>) -> PyResult<Lang> {
    let lang = Lang::new(given);
    if let Some(note) = lang.unknown() {
        warn(py, &[note])?;
    }
    Ok(lang)
}

/// Each note as a `UserWarning` (a caption in English, a character drawn
/// as `?`): Python's way of telling what changed without failing.
fn warn(py: Python<'_>, notes: &[String]) -> PyResult<()> {
    let category = py.get_type::<pyo3::exceptions::PyUserWarning>();
    for note in notes {
        let text = std::ffi::CString::new(note.replace('\0', "")).unwrap_or_default();
        PyErr::warn(py, category.as_any(), &text, 1)?;
    }
    Ok(())
}

/// The diagram as SVG text; options are `fenlingo diagram`'s (`size`,
/// `orientation`, `coords`, `theme`, `mark`, `circle`, `cross`, `arrow`,
/// `annotations`, `last_move`, `check`, `side_marker`, `frame`,
/// `caption`, `mate`).
#[pyfunction]
#[pyo3(signature = (position, *, from_ = "auto", ply = None, lang = None, **options))]
fn svg(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    from_: &str,
    ply: Option<usize>,
    lang: Option<&str>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let b = drawn(
        py,
        position,
        from_,
        ply,
        lang,
        options,
        fenlingo::render::Format::Svg,
    )?;
    Ok(String::from_utf8_lossy(&b).into_owned())
}

/// The diagram as a PNG picture.
#[pyfunction]
#[pyo3(signature = (position, *, from_ = "auto", ply = None, lang = None, **options))]
fn png<'py>(
    py: Python<'py>,
    position: &Bound<'py, PyAny>,
    from_: &str,
    ply: Option<usize>,
    lang: Option<&str>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyBytes>> {
    let b = drawn(
        py,
        position,
        from_,
        ply,
        lang,
        options,
        fenlingo::render::Format::Png,
    )?;
    Ok(PyBytes::new(py, &b))
}

/// The diagram as a one-page PDF.
#[pyfunction]
#[pyo3(signature = (position, *, from_ = "auto", ply = None, lang = None, **options))]
fn pdf<'py>(
    py: Python<'py>,
    position: &Bound<'py, PyAny>,
    from_: &str,
    ply: Option<usize>,
    lang: Option<&str>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyBytes>> {
    let b = drawn(
        py,
        position,
        from_,
        ply,
        lang,
        options,
        fenlingo::render::Format::Pdf,
    )?;
    Ok(PyBytes::new(py, &b))
}

/// The inputs of a sheet: one text, or each element of an iterable (a
/// text, a position, a board, a game).
fn sheet_inputs(items: &Bound<'_, PyAny>) -> PyResult<Vec<SheetInput>> {
    if let Ok(s) = items.cast::<PyString>() {
        let text = s.extract::<String>()?;
        return Ok(vec![SheetInput::Text {
            name: failure::ARG.to_owned(),
            text,
        }]);
    }
    let mut out = Vec::new();
    for (i, x) in items.try_iter()?.enumerate() {
        out.push(match given::position(&x?)? {
            Text::Text(text) => SheetInput::Text {
                name: format!("items[{i}]"),
                text,
            },
            Text::Shown(s) => SheetInput::Item(Box::new(s.item)),
        });
    }
    Ok(out)
}

/// A puzzle sheet as PDF bytes: diagrams on pages laid out by a template
/// (a built-in name or a TOML file), numbered, captioned in `lang`, with
/// an answer key.
#[pyfunction]
#[pyo3(signature = (items, *, template = None, lang = None, from_ = "auto", title = None,
    start = 1, answers = true, figurines = false, setup_move = false, ply = None, **options))]
#[allow(clippy::too_many_arguments)]
fn sheet<'py>(
    py: Python<'py>,
    items: &Bound<'py, PyAny>,
    template: Option<&Bound<'py, PyAny>>,
    lang: Option<&str>,
    from_: &str,
    title: Option<String>,
    start: u32,
    answers: bool,
    figurines: bool,
    setup_move: bool,
    ply: Option<usize>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyBytes>> {
    let lang = lang_of(py, lang)?;
    let template = match template {
        None => TemplateSource::Name("a4-6".to_owned()),
        Some(t) if t.is_instance_of::<PyString>() => TemplateSource::Name(t.extract()?),
        Some(t) => TemplateSource::File(t.extract()?),
    };
    let inputs = sheet_inputs(items)?;
    let diagram = given::options(options)?;
    let from = from_.to_owned();
    let bytes = py.detach(|| {
        let args = SheetArgs {
            template,
            from: reading::table(&lang, &from, true)?,
            title,
            start,
            answers,
            figurines,
            setup_move,
            ply,
            diagram,
        };
        draw::sheet(&inputs, &args, &lang)
    });
    let (bytes, notes) = bytes.map_err(|f| f.into_py(py))?;
    warn(py, &notes)?;
    Ok(PyBytes::new(py, &bytes))
}

/// The built-in notation tables.
#[pyfunction]
fn languages() -> Vec<Table> {
    fenlingo::Notation::builtins()
        .iter()
        .map(Table::from)
        .collect()
}

#[pymodule]
#[pyo3(name = "fenlingo")]
fn fenlingo_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("Error", py.get_type::<failure::Error>())?;
    m.add("FenError", py.get_type::<failure::FenError>())?;
    m.add("MoveError", py.get_type::<failure::MoveError>())?;
    m.add("AmbiguousError", py.get_type::<failure::AmbiguousError>())?;
    m.add_class::<Position>()?;
    m.add_class::<Game>()?;
    m.add_class::<Table>()?;
    m.add_class::<failure::Reading>()?;
    m.add_class::<objects::Repair>()?;
    for f in [
        wrap_pyfunction!(translate, m)?,
        wrap_pyfunction!(read, m)?,
        wrap_pyfunction!(moves, m)?,
        wrap_pyfunction!(san, m)?,
        wrap_pyfunction!(svg, m)?,
        wrap_pyfunction!(png, m)?,
        wrap_pyfunction!(pdf, m)?,
        wrap_pyfunction!(sheet, m)?,
        wrap_pyfunction!(languages, m)?,
    ] {
        m.add_function(f)?;
    }
    Ok(())
}
