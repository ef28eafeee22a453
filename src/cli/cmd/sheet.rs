//! `fenlingo sheet`: puzzle sheets, many diagrams on PDF pages with an
//! answer key.

use super::diagram::pdf_meta;
use crate::cli::SheetArgs;
use crate::cli::report::{self, Failure, Res, each_record, record_error};
use fenlingo::Notation;
use fenlingo::i18n::Localizer;
use fenlingo::input::{Encoding, InputFormat, Item, Letters, PuzzleSelection, ReaderOptions};
use fenlingo::output::{self as io, Output};
use std::path::{Path, PathBuf};

/// The built-in sample: the articles' positions and classic puzzles.
const SAMPLE: &str = include_str!("../../sample.epd");

/// One input of a sheet: a name for messages, where its text comes from,
/// and its format.
struct SheetInput {
    name: String,
    path: Option<PathBuf>,
    format: InputFormat,
}

/// How items are read: the letters, the PGN ply, the encoding and the
/// puzzles chosen from a lichess CSV.
struct ReadSetup<'a, 'n> {
    letters: &'a Letters<'n>,
    ply: Option<usize>,
    encoding: Encoding,
    puzzles: Option<&'a PuzzleSelection>,
}

/// `option value: expected …` as a usage error.
fn bad_value(loc: &Localizer, option: &str, value: &str, expected: &str) -> Failure {
    Failure::Usage(loc.text(
        "sheet-bad-value",
        &[
            ("option", option.into()),
            ("value", value.into()),
            ("expected", expected.into()),
        ],
    ))
}

/// The diagram options of the command line over the template's, each
/// checked by the library's one vocabulary (the names and values of
/// `diagram`).
fn diagram_flags(loc: &Localizer, a: &SheetArgs, t: &mut fenlingo::sheet::Template) -> Res<()> {
    use crate::cli::cmd::diagram::ValueEnumName;
    let given = [
        (
            "orientation",
            a.orientation.as_ref().map(|o| o.value_name()),
        ),
        ("theme", a.theme.clone()),
        ("coords", a.coords.as_ref().map(|c| c.value_name())),
        ("pieces", a.pieces.clone()),
    ];
    for (option, value) in given {
        if let Some(value) = value {
            t.set_option(option, &value, &format!("--{option}"))
                .map_err(|e| Failure::Usage(loc.localize(&e)))?;
        }
    }
    Ok(())
}

/// The puzzles the options choose, when any option chooses.
fn selection(loc: &Localizer, a: &SheetArgs) -> Res<Option<PuzzleSelection>> {
    PuzzleSelection::from_options(
        a.themes.as_deref(),
        a.rating.as_deref(),
        a.popularity,
        a.limit,
        a.sort.as_deref(),
        a.seed,
    )
    .map_err(|e| bad_value(loc, e.option, &e.value, e.expected))
}

/// Reads every item of the inputs in order, once, calling `each` for the
/// good ones; bad ones are reported (when `report`) and counted. With
/// `strict` the first bad one ends the run.
fn each_item(
    loc: &Localizer,
    inputs: &[SheetInput],
    setup: &ReadSetup<'_, '_>,
    strict: bool,
    report: bool,
    mut each: impl FnMut(Item) -> Res<()>,
) -> Res<usize> {
    let mut bad = 0usize;
    for input in inputs {
        let source = match &input.path {
            Some(p) => report::Source::File(p.clone()),
            None => report::Source::Text("sample.epd", SAMPLE),
        };
        let mut opts = ReaderOptions {
            format: input.format,
            encoding: setup.encoding,
            puzzles: setup.puzzles,
            ..ReaderOptions::default()
        };
        opts.game.record = true;
        opts.game.form = fenlingo::movetext::Form::None;
        let name = input.name.clone();
        each_record(
            loc,
            std::slice::from_ref(&source),
            setup.letters,
            opts,
            |_, rec| {
                let item = match rec {
                    Ok(r) => r
                        .item(setup.ply)
                        .map_err(|e| report::item_error(loc, &name, r.line(), &e)),
                    Err(e) => Err(record_error(loc, &name, &e)),
                };
                match item {
                    Ok(item) => each(item)?,
                    Err(msg) => {
                        bad += 1;
                        if report {
                            diag!(loc, "{msg}");
                        }
                        if strict {
                            return Err(Failure::Stopped);
                        }
                    }
                }
                Ok(true)
            },
        )?;
    }
    Ok(bad)
}

/// What a sheet is written with, and where.
struct Book<'a> {
    template: &'a fenlingo::sheet::Template,
    notation: &'a Notation,
    opts: fenlingo::sheet::SheetOptions,
    output: &'a Path,
}

/// Reads every item and writes the sheet, page by page, to the output;
/// returns the number of diagrams and of bad inputs, or `None` when a
/// strict run stopped (the output is then left as it was). Nothing is
/// written before the first diagram, and a file is put in place only when
/// complete.
fn write_sheet(
    loc: &Localizer,
    book: &Book<'_>,
    inputs: &[SheetInput],
    setup: &ReadSetup<'_, '_>,
    strict: bool,
) -> Res<Option<(usize, usize)>> {
    use fenlingo::sheet::SheetWriter;
    let output = book.output;
    let fail = |e| report::out_fail(loc, Some(output), e);
    let mut out = Output::create(Some(output)).map_err(fail)?;
    // A strict run to a stream writes nothing unless all is good: the
    // sheet is held until the end.
    let mut held = Vec::new();
    let mut target: Option<&mut dyn std::io::Write> = if strict && !out.is_file() {
        Some(&mut held)
    } else {
        Some(&mut out)
    };
    let mut sheet: Option<SheetWriter<'_, &mut dyn std::io::Write>> = None;
    let progress = progress_bar();
    // Diagrams past the last number (2³²−1) are counted, never drawn: the
    // run is refused once all are read, naming how many there are.
    let mut past_max = 0usize;
    let lang = loc.language().to_string();
    let mut undrawn = fenlingo::render::Undrawn::default();
    let read = each_item(loc, inputs, setup, strict, true, |item| {
        if past_max > 0 {
            past_max += 1;
            return Ok(());
        }
        let w = match &mut sheet {
            Some(w) => w,
            None => {
                let target = target
                    .take()
                    .ok_or_else(|| fail(std::io::ErrorKind::Other.into()))?;
                let w =
                    SheetWriter::new(target, book.template, loc, book.notation, book.opts.clone())
                        .map_err(fail)?;
                crate::cli::output::warn_glyphs(loc, w.caption_note());
                if let Some(title) = &book.opts.title {
                    undrawn.gather(title, &lang);
                }
                sheet.insert(w)
            }
        };
        for text in [&item.label, &item.caption].into_iter().flatten() {
            undrawn.gather(text, &lang);
        }
        match w.add(item) {
            Err(e) if e.kind() == std::io::ErrorKind::InvalidInput => past_max = 1,
            other => other.map_err(fail)?,
        }
        progress.set_position(w.len() as u64);
        Ok(())
    });
    progress.finish_and_clear();
    crate::cli::output::warn_undrawn(loc, &undrawn);
    if past_max > 0 {
        let count = sheet.as_ref().map_or(0, SheetWriter::len) + past_max;
        return Err(Failure::Usage(loc.text(
            "sheet-start-too-high",
            &[
                ("start", book.opts.start_number.into()),
                ("count", count.into()),
                ("max", u32::MAX.into()),
            ],
        )));
    }
    let bad = match read {
        Ok(bad) => bad,
        Err(Failure::Stopped) => return Ok(None),
        Err(e) => return Err(e),
    };
    let Some(sheet) = sheet else {
        // Nothing to draw: an existing PDF is better than an empty page.
        return Err(crate::cli::output::kept(loc, Some(output)));
    };
    let count = sheet.len();
    sheet.finish().map_err(fail)?;
    if !held.is_empty() {
        std::io::Write::write_all(&mut out, &held).map_err(fail)?;
    }
    out.finish().map_err(fail)?;
    Ok(Some((count, bad)))
}

/// The progress of a long sheet on a terminal: the diagrams drawn.
fn progress_bar() -> indicatif::ProgressBar {
    if !std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        return indicatif::ProgressBar::hidden();
    }
    let pb = indicatif::ProgressBar::new_spinner();
    pb.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {pos} {per_sec}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
    );
    pb
}

pub fn run(loc: &Localizer, a: SheetArgs) -> Res<i32> {
    use fenlingo::sheet::Template;
    let template = match Template::builtin(&a.template) {
        Some(t) => t,
        None => {
            let path = Path::new(&a.template);
            if !path.exists() {
                return Err(Failure::Usage(loc.text(
                    "sheet-unknown-template",
                    &[
                        ("name", a.template.clone().into()),
                        ("names", Template::builtin_names().join(", ").into()),
                    ],
                )));
            }
            // An unreadable template is a usage error, like a bad one.
            let text = io::read_text(path).map_err(|e| {
                match report::io_fail(loc, "io-read", path, &e) {
                    Failure::Io(m) => Failure::Usage(m),
                    other => other,
                }
            })?;
            // A base that is a file is found beside the template.
            let dir = path.parent().unwrap_or(Path::new("."));
            let load = |name: &str| {
                let p = dir.join(name);
                p.exists()
                    .then(|| io::read_text(&p).map_err(|e| io::reason(loc, &e)))
            };
            Template::from_toml_with(&text, &a.template, &load)
                .map_err(|e| Failure::Usage(loc.localize(&e)))?
        }
    };
    let mut template = template;
    if a.no_answers {
        template.answers = false;
    }
    template.figurines |= a.figurines;
    template.setup_move |= a.setup_move;
    diagram_flags(loc, &a, &mut template)?;
    let puzzles = selection(loc, &a)?;
    let forced = match &a.format {
        Some(f) => Some(InputFormat::from_name(f).ok_or_else(|| {
            Failure::Usage(loc.text("sheet-unknown-format", &[("name", f.clone().into())]))
        })?),
        None => None,
    };
    let mut inputs = Vec::new();
    for p in &a.inputs {
        // Standard input and a file without a known extension are told
        // by their content.
        let format = forced.unwrap_or_else(|| InputFormat::of_path(&p.to_string_lossy()));
        inputs.push(SheetInput {
            name: io::display_name(p),
            path: Some(p.clone()),
            format,
        });
    }
    let sample = inputs.is_empty();
    if sample {
        inputs.push(SheetInput {
            name: "sample.epd".into(),
            path: None,
            format: InputFormat::Epd,
        });
    }
    let output = a.output.clone().unwrap_or_else(|| {
        PathBuf::from(if sample {
            "fenlingo-sample.pdf"
        } else {
            "fenlingo-sheet.pdf"
        })
    });
    // A PDF replaces none of the inputs, the template or a table.
    let mut sources: Vec<&Path> = a.inputs.iter().map(PathBuf::as_path).collect();
    if Template::builtin(&a.template).is_none() {
        sources.push(Path::new(&a.template));
    }
    sources.extend(crate::cli::output::table_file(&a.from));
    crate::cli::output::refuse_inputs(loc, Some(&output), &sources)?;
    if output.as_os_str() == "-" && std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return Err(Failure::Usage(loc.text("diagram-binary-terminal", &[])));
    }
    let title = a
        .title
        .clone()
        .or_else(|| sample.then(|| sample_title(loc)));
    let letters = report::board(loc, report::letters(loc, &a.from, true)?, &a.from)?;
    let encoding = crate::cli::encoding(loc, &a.encoding)?;
    let answer_notation =
        Notation::builtin(&loc.language().to_string()).unwrap_or(Notation::standard());

    let setup = ReadSetup {
        letters: &letters,
        ply: a.ply,
        encoding,
        puzzles: puzzles.as_ref(),
    };
    // One pass: each page is written as soon as its diagrams are read.
    let opts = fenlingo::sheet::SheetOptions {
        title: title.clone(),
        start_number: a.start,
        meta: fenlingo::render::pdf::Meta {
            // `--pdfx` (the template's `[page] pdfx` holds in any case).
            pdfx: a.pdfx.then(Default::default),
            ..pdf_meta(loc, title.as_deref())
        },
    };
    let book = Book {
        template: &template,
        notation: answer_notation,
        opts,
        output: &output,
    };
    let (count, bad) = match write_sheet(loc, &book, &inputs, &setup, a.strict)? {
        Some(x) => x,
        None => return Ok(1),
    };
    diag!(
        loc,
        "{}",
        loc.text(
            "sheet-written",
            &[
                ("path", output.display().to_string().into()),
                ("count", count.into())
            ]
        )
    );
    Ok(i32::from(bad > 0))
}

/// The built-in sample's title, in the language of its captions (English
/// when no font at hand draws that language's script, as the captions).
fn sample_title(loc: &Localizer) -> String {
    match fenlingo::render::caption_fallback(loc) {
        Some((english, _)) => english.text("caption-puzzles", &[]),
        None => loc.text("caption-puzzles", &[]),
    }
}
