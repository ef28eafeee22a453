//! `fenlingo sheet`: puzzle sheets, many diagrams on PDF pages with an
//! answer key.

use super::diagram::pdf_meta;
use crate::cli::SheetArgs;
use crate::cli::io::{self, Output};
use crate::cli::report::{self, Failure, Res, each_record, record_error};
use fenlingo::Notation;
use fenlingo::i18n::Localizer;
use fenlingo::input::{
    Encoding, InputFormat, Item, Letters, ReaderOptions, Record, game_item, position_item,
};
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

/// How items are read: the letters, the PGN ply and the encoding.
struct ReadSetup<'a, 'n> {
    letters: &'a Letters<'n>,
    ply: Option<usize>,
    encoding: Encoding,
}

/// Reads every item of the inputs in order, calling `each` for the good
/// ones; bad ones are reported (when `report`) and counted. With `strict`
/// the first bad one ends the run.
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
                    Ok(Record::Position {
                        line,
                        read,
                        caption,
                        ..
                    }) => position_item(&read, caption.as_deref(), line)
                        .map_err(|e| report::item_error(loc, &name, line, &e)),
                    Ok(Record::Game { line, read }) => game_item(&read, setup.ply)
                        .map_err(|e| report::item_error(loc, &name, line, &e)),
                    Ok(Record::Puzzle { item, .. }) => Ok(item),
                    Err(e) => Err(record_error(loc, &name, &e)),
                };
                match item {
                    Ok(item) => each(item)?,
                    Err(msg) => {
                        bad += 1;
                        if report {
                            eprintln!("{msg}");
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

pub fn run(loc: &Localizer, a: SheetArgs) -> Res<i32> {
    use fenlingo::sheet::{Plan, Sheet, Template};
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
            Template::from_toml(&text, &a.template).map_err(|e| Failure::Usage(e.to_string()))?
        }
    };
    let mut template = template;
    if a.no_answers {
        template.answers = false;
    }
    let forced = match &a.format {
        Some(f) => Some(InputFormat::from_name(f).ok_or_else(|| {
            Failure::Usage(loc.text("sheet-unknown-format", &[("name", f.clone().into())]))
        })?),
        None => None,
    };
    // Standard input is read twice (to count, then to draw): spool it.
    let mut spool = None;
    let mut inputs = Vec::new();
    for p in &a.inputs {
        let format = forced
            .or_else(|| InputFormat::from_extension(&p.to_string_lossy()))
            .unwrap_or(InputFormat::Fen);
        let path = if p.as_os_str() == "-" {
            let mut tmp = tempfile::NamedTempFile::new()
                .map_err(|e| report::io_fail(loc, "io-write", p, &e))?;
            std::io::copy(&mut std::io::stdin().lock(), &mut tmp)
                .map_err(|e| report::io_fail(loc, "io-read", p, &e))?;
            let path = tmp.path().to_path_buf();
            spool = Some(tmp);
            path
        } else {
            p.clone()
        };
        inputs.push(SheetInput {
            name: io::display_name(p),
            path: Some(path),
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
    let title = a
        .title
        .clone()
        .or_else(|| sample.then(|| loc.text("sheet-sample-title", &[])));
    let letters = report::letters(loc, &a.from, true)?;
    let encoding = crate::cli::encoding(loc, &a.encoding)?;
    let answer_notation =
        Notation::builtin(&loc.language().to_string()).unwrap_or(Notation::standard());

    let setup = ReadSetup {
        letters: &letters,
        ply: a.ply,
        encoding,
    };
    // Pass 1: count diagrams and answer lines, so that pages can say
    // "Page 3 of 20".
    let mut plan = Plan::default();
    let mut number = a.start;
    let first = each_item(loc, &inputs, &setup, a.strict, true, |item| {
        plan.items += 1;
        plan.answer_lines +=
            Sheet::<Vec<u8>>::answer_lines(&template, answer_notation, number, &item);
        number += 1;
        Ok(())
    });
    let bad = match first {
        Ok(bad) => bad,
        Err(Failure::Stopped) => return Ok(1),
        Err(e) => return Err(e),
    };
    if plan.items == 0 {
        // Nothing to draw: an existing PDF is better than an empty page.
        return Err(crate::cli::output::kept(loc, Some(&output)));
    }

    // Pass 2: draw, streaming pages into the temporary output file.
    let progress = if std::io::IsTerminal::is_terminal(&std::io::stderr()) && plan.items >= 50 {
        let pb = indicatif::ProgressBar::new(plan.items as u64);
        pb.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} {eta}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        pb
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut out =
        Output::create(Some(&output)).map_err(|e| report::out_fail(loc, Some(&output), e))?;
    let meta = pdf_meta(loc, title.as_deref());
    {
        let opts = fenlingo::sheet::SheetOptions {
            title: title.clone(),
            plan,
            start_number: a.start,
            meta,
        };
        let mut sheet = Sheet::new(&mut out, &template, loc, answer_notation, opts)
            .map_err(|e| report::out_fail(loc, Some(&output), e))?;
        let mut write_err = None;
        each_item(loc, &inputs, &setup, false, false, |item| {
            if write_err.is_none() {
                if let Err(e) = sheet.add(item) {
                    write_err = Some(e);
                }
            }
            progress.inc(1);
            Ok(())
        })?;
        if let Some(e) = write_err {
            return Err(report::out_fail(loc, Some(&output), e));
        }
        sheet
            .finish()
            .map_err(|e| report::out_fail(loc, Some(&output), e))?;
    }
    progress.finish_and_clear();
    out.finish()
        .map_err(|e| report::out_fail(loc, Some(&output), e))?;
    drop(spool);
    eprintln!(
        "{}",
        loc.text(
            "sheet-written",
            &[
                ("path", output.display().to_string().into()),
                ("count", plan.items.into())
            ]
        )
    );
    Ok(i32::from(bad > 0))
}
