//! Diagrams and sheets: options through the library's one vocabulary
//! (`DiagramSpec::set`, `Template::set_option`), bytes through the one
//! encoder (`render::encode`) and the sheet writer. Nothing here touches
//! Python, so all of it runs with the GIL released.

use crate::failure::{Failure, Lang};
use fenlingo::Notation;
use fenlingo::input::Item;
use fenlingo::render::pdf::Meta;
use fenlingo::render::{
    Caption, Diagram, DiagramSpec, EncodeError, Encoding, Format, SpecError, Undrawn, encode,
    find_option,
};
use fenlingo::sheet::{SheetOptions, SheetWriter, Template};
use std::path::PathBuf;

/// Options as given: each name (a keyword argument, `_` for `-`) with
/// its value as text; a list gives one pair per element.
pub type Given = Vec<(String, String)>;

/// An option error: an unknown name is a `TypeError`, as Python says of
/// an unknown keyword; a bad value is a `fenlingo.Error`.
fn option_failure(lang: &Lang, e: &SpecError) -> Failure {
    let m = lang.loc().localize(e);
    match e {
        SpecError::UnknownOption { .. } => Failure::Type(m),
        _ => Failure::value("option", m),
    }
}

/// Whether `name` is given among the options (by its name or an alias).
fn is_given(given: &Given, name: &str) -> bool {
    given
        .iter()
        .any(|(k, _)| find_option(k).is_some_and(|o| o.name == name))
}

/// The diagram of `item` with the options given over what the input
/// gives (its marks and arrows after the options', its `dm` and caption
/// unless the options set them), as `fenlingo diagram` draws it.
pub fn diagram(item: &Item, given: &Given, lang: &Lang) -> Result<Diagram, Failure> {
    let mut spec = DiagramSpec::default();
    for (k, v) in given {
        spec.set_as(k, v, k).map_err(|e| option_failure(lang, &e))?;
    }
    let mut opts = spec.options().map_err(|e| option_failure(lang, &e))?;
    opts.marks.extend(item.marks.iter().copied());
    opts.arrows.extend(item.arrows.iter().copied());
    if opts.mate.is_none() {
        opts.mate = item.mate;
    }
    if let (false, Some(c)) = (is_given(given, "caption"), &item.caption) {
        opts.caption = Caption::Text(c.clone());
    }
    Ok(Diagram::new(&item.position, &opts, &lang.loc()))
}

/// The diagram in `format`, through the one encoder (its limits, its
/// pixels-to-points factor, `SOURCE_DATE_EPOCH` for a PDF's date).
pub fn encoded(d: &Diagram, format: Format, lang: &Lang) -> Result<Vec<u8>, Failure> {
    let loc = lang.loc();
    let how = Encoding {
        png_scale: 1.0,
        png_dpi: None,
        // The caption's language: English when no font draws the one asked.
        pdf: Meta::reproducible(None, Some(d.lang.clone())),
    };
    encode(d, format, &how).map_err(|e: EncodeError| Failure::value("encode", loc.localize(&e)))
}

/// What a drawing tells its reader, localized: captions in English
/// because no font at hand draws the language's script, and characters
/// of the caption drawn as `?`.
pub fn diagram_notes(d: &Diagram, lang: &Lang) -> Vec<String> {
    let loc = lang.loc();
    let mut notes: Vec<String> = d.caption_note.iter().map(|n| loc.localize(n)).collect();
    if let Some(c) = &d.caption {
        let mut undrawn = Undrawn::default();
        undrawn.gather(&c.text, &d.lang);
        if !undrawn.chars.is_empty() {
            notes.push(loc.localize(&undrawn));
        }
    }
    notes
}

/// Where a sheet's template comes from.
#[derive(Debug, Clone)]
pub enum TemplateSource {
    /// A built-in name, or else a file.
    Name(String),
    /// A file (an `os.PathLike`).
    File(PathBuf),
}

/// What a sheet is made of: texts (each a name for messages and its
/// text) and positions already read, in order.
#[derive(Debug, Clone)]
pub enum SheetInput {
    Text { name: String, text: String },
    Item(Box<Item>),
}

/// A sheet's settings besides its inputs.
#[derive(Debug, Clone)]
pub struct SheetArgs {
    pub template: TemplateSource,
    pub from: Option<&'static Notation>,
    pub title: Option<String>,
    pub start: u32,
    pub answers: bool,
    pub figurines: bool,
    pub setup_move: bool,
    pub ply: Option<usize>,
    pub diagram: Given,
}

/// The template: a built-in by name, else a file, whose `base` files are
/// found beside it (as `fenlingo sheet --template FILE` reads it).
fn template(source: &TemplateSource, lang: &Lang) -> Result<Template, Failure> {
    let path = match source {
        TemplateSource::Name(name) => match Template::builtin(name) {
            Some(t) => return Ok(t),
            None => PathBuf::from(name),
        },
        TemplateSource::File(p) => p.clone(),
    };
    let loc = lang.loc();
    if !path.exists() {
        let name = path.display().to_string();
        let m = loc.text(
            "sheet-unknown-template",
            &[
                ("name", name.into()),
                ("names", Template::builtin_names().join(", ").into()),
            ],
        );
        return Err(Failure::value("template", m));
    }
    let read = |p: &std::path::Path| {
        fenlingo::output::read_text(p).map_err(|e| fenlingo::output::reason(&loc, &e))
    };
    let text = read(&path).map_err(|reason| {
        let m = loc.text(
            "io-read",
            &[
                ("path", fenlingo::output::display_name(&path).into()),
                ("reason", reason.into()),
            ],
        );
        Failure::value("template", m)
    })?;
    let dir = path
        .parent()
        .unwrap_or(std::path::Path::new("."))
        .to_owned();
    let load = |name: &str| {
        let p = dir.join(name);
        p.exists().then(|| read(&p))
    };
    let origin = path.display().to_string();
    Template::from_toml_with(&text, &origin, &load).map_err(|e| Failure::Value {
        kind: "template",
        message: loc.localize(&e),
        line: Some(e.line),
    })
}

/// The sheet's PDF: every input's items on pages laid out by the
/// template, captions and the answer key in `lang`, written in one pass;
/// and the notes for its reader (as [`diagram_notes`]: captions in
/// English, characters of the title, labels and captions drawn as `?`).
/// The first input that gives no diagram is the failure.
pub fn sheet(
    inputs: &[SheetInput],
    args: &SheetArgs,
    lang: &Lang,
) -> Result<(Vec<u8>, Vec<String>), Failure> {
    let mut t = template(&args.template, lang)?;
    t.answers &= args.answers;
    t.figurines |= args.figurines;
    t.setup_move |= args.setup_move;
    for (k, v) in &args.diagram {
        t.set_option(k, v, k)
            .map_err(|e| option_failure(lang, &e))?;
    }
    let loc = lang.loc();
    let answers = Notation::builtin(&loc.language().to_string()).unwrap_or(Notation::standard());
    let opts = SheetOptions {
        title: args.title.clone(),
        start_number: args.start,
        meta: Meta::reproducible(args.title.clone(), Some(loc.language().to_string())),
    };
    let io = |e: std::io::Error| Failure::value("io", fenlingo::output::reason(&loc, &e));
    let mut w = SheetWriter::new(Vec::new(), &t, &loc, answers, opts).map_err(io)?;
    let mut notes: Vec<String> = w.caption_note().iter().map(|n| loc.localize(*n)).collect();
    let language = loc.language().to_string();
    let mut undrawn = Undrawn::default();
    if let Some(title) = &args.title {
        undrawn.gather(title, &language);
    }
    let mut add = |item: Item| -> Result<(), Failure> {
        for text in [&item.label, &item.caption].into_iter().flatten() {
            undrawn.gather(text, &language);
        }
        w.add(item).map_err(|e| match e.kind() {
            std::io::ErrorKind::InvalidInput => {
                let m = loc.text(
                    "sheet-start-too-high",
                    &[
                        ("start", args.start.into()),
                        ("count", (w.len() + 1).into()),
                        ("max", u32::MAX.into()),
                    ],
                );
                Failure::value("start", m)
            }
            _ => io(e),
        })
    };
    for input in inputs {
        match input {
            SheetInput::Item(item) => add((**item).clone())?,
            SheetInput::Text { name, text } => crate::reading::with_letters(args.from, |l| {
                crate::reading::items(text, l, args.ply, lang, name, &mut add)
            })?,
        }
    }
    let bytes = w.finish().map_err(io)?;
    if !undrawn.chars.is_empty() {
        notes.push(loc.localize(&undrawn));
    }
    Ok((bytes, notes))
}
