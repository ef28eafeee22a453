//! `fenlingo diagram`: one figure, one per input line, or a position of
//! a PGN game.

use crate::cli::report::{self, Failure, Res, each_record, record_error};
use crate::cli::{DiagramArgs, ImageArg};
use fenlingo::fen::Parsed;
use fenlingo::i18n::Localizer;
use fenlingo::input::{InputFormat, ReaderOptions, Record};
use fenlingo::output::Output;
use fenlingo::render::{
    Diagram, DiagramOptions, DiagramSpec, EncodeError, Encoding, Format, encode,
};
use std::io::Write;
use std::path::{Path, PathBuf};

fn diagram_options(loc: &Localizer, a: &DiagramArgs) -> Res<DiagramOptions> {
    // Every flag through the library's one vocabulary of options, named
    // in errors as the user typed it.
    let mut given: Vec<(&str, String)> = vec![
        ("size", a.size.clone()),
        ("theme", a.theme.clone()),
        ("pieces", a.pieces.clone()),
        ("caption", a.caption.clone()),
    ];
    let name = |v: &dyn ValueEnumName| v.value_name();
    if let Some(o) = a.orientation {
        given.push(("orientation", name(&o)));
    } else if a.flip {
        given.push(("orientation", "black".into()));
    }
    given.push(("coords", name(&a.coords)));
    for (list, option) in [
        (&a.mark, "mark"),
        (&a.circle, "circle"),
        (&a.cross, "cross"),
        (&a.arrow, "arrow"),
    ] {
        given.extend(list.iter().map(|t| (option, t.clone())));
    }
    given.extend(a.annotations.iter().map(|t| ("annotations", t.clone())));
    given.extend(a.last_move.iter().map(|t| ("last-move", t.clone())));
    given.extend(a.mate.map(|n| ("mate", n.to_string())));
    for (flag, option) in [
        (a.no_check, "check"),
        (a.no_side_marker, "side-marker"),
        (a.no_frame, "frame"),
    ] {
        if flag {
            given.push((option, "no".into()));
        }
    }
    let mut spec = DiagramSpec::default();
    for (option, value) in &given {
        spec.set_as(option, value, &format!("--{option}"))
            .map_err(|e| Failure::Usage(loc.localize(&e)))?;
    }
    spec.options().map_err(|e| Failure::Usage(loc.localize(&e)))
}

/// The name a command-line value has in the library's vocabulary.
pub trait ValueEnumName {
    /// Its name.
    fn value_name(&self) -> String;
}

impl<T: clap::ValueEnum> ValueEnumName for T {
    fn value_name(&self) -> String {
        self.to_possible_value()
            .map(|v| v.get_name().to_owned())
            .unwrap_or_default()
    }
}

/// The image format of a path: `--format`, else the extension; an
/// unknown extension is a usage error (nothing is written).
fn image_format(loc: &Localizer, given: Option<ImageArg>, path: &Path) -> Res<ImageArg> {
    if let Some(f) = given {
        return Ok(f);
    }
    // Standard output, a device or a pipe (`-o /dev/null`): SVG, as `-`.
    let special = std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir());
    if path.as_os_str() == "-" || special {
        return Ok(ImageArg::Svg);
    }
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    match ext.as_deref() {
        Some("svg") => Ok(ImageArg::Svg),
        Some("png") => Ok(ImageArg::Png),
        Some("pdf") => Ok(ImageArg::Pdf),
        _ => Err(Failure::Usage(loc.text(
            "diagram-unknown-extension",
            &[("path", fenlingo::output::display_name(path).into())],
        ))),
    }
}

/// Draws and writes one diagram in `format`; `-` is standard output
/// (PNG and PDF bytes only when it is not a terminal).
/// How figures are written beyond their format: PDF/X, a PNG's
/// resolution.
#[derive(Clone, Copy)]
struct Written {
    pdfx: bool,
    dpi: Option<f32>,
}

impl Written {
    fn of(a: &DiagramArgs) -> Written {
        Written {
            pdfx: a.pdfx,
            dpi: a.dpi,
        }
    }
}

/// Writes a figure to `path` (`-`: standard output); `fresh` when `path`
/// is in a folder this run made.
fn write_diagram(
    loc: &Localizer,
    d: &Diagram,
    path: &Path,
    format: ImageArg,
    fresh: bool,
    out: Written,
) -> Res<()> {
    let is = |x: &str| {
        matches!(
            (format, x),
            (ImageArg::Png, "png") | (ImageArg::Pdf, "pdf") | (ImageArg::Svg, "svg")
        )
    };
    if path.as_os_str() == "-" && !is("svg") && std::io::IsTerminal::is_terminal(&std::io::stdout())
    {
        return Err(Failure::Usage(loc.text("diagram-binary-terminal", &[])));
    }
    if !is("pdf") {
        crate::cli::output::warn_xml(loc, d);
    }
    crate::cli::output::warn_glyphs(loc, d.caption_note.as_ref());
    if let Some(caption) = &d.caption {
        let mut missing = fenlingo::render::Undrawn::default();
        missing.gather(&caption.text, &d.lang);
        crate::cli::output::warn_undrawn(loc, &missing);
    }
    let format = match format {
        ImageArg::Svg => Format::Svg,
        ImageArg::Png => Format::Png,
        ImageArg::Pdf => Format::Pdf,
    };
    let how = Encoding {
        png_scale: 1.0,
        png_dpi: out.dpi,
        // The language of the caption: English when the language asked
        // for could not be drawn.
        #[cfg(feature = "pdf")]
        pdf: fenlingo::render::pdf::Meta {
            pdfx: out.pdfx.then(fenlingo::render::pdf::PdfX::default),
            ..fenlingo::render::pdf::Meta::reproducible(None, Some(d.lang.clone()))
        },
    };
    let bytes = encode(d, format, &how).map_err(|e| match e {
        EncodeError::Failed { .. } => Failure::Io(loc.localize(&e)),
        _ => Failure::Usage(loc.localize(&e)),
    })?;
    let target = (path.as_os_str() != "-").then_some(path);
    if fresh {
        return fenlingo::output::write_new(path, &bytes)
            .map_err(|e| report::out_fail(loc, target, e));
    }
    let mut out = Output::create(target).map_err(|e| report::out_fail(loc, target, e))?;
    out.write_all(&bytes)
        .map_err(|e| report::out_fail(loc, target, e))?;
    out.finish().map_err(|e| report::out_fail(loc, target, e))
}

/// Warnings for a drawn position: its repairs and legality flags.
fn warnings(loc: &Localizer, name: &str, n: usize, text: &str, p: &Parsed) {
    for r in report::fen_repairs(loc, name, n, text, p) {
        diag!(loc, "{r}");
    }
    for (_, k, _) in p.position.validate().iter() {
        diag!(
            loc,
            "{name}:{n}: {}: {}",
            loc.text("warning", &[]),
            loc.flag(k)
        );
    }
}

/// A file name for the diagram of one input line: the EPD `id` when it
/// makes a safe name, else the line number.
fn file_name(p: &Parsed, n: usize, ext: &str) -> String {
    let id = p
        .operations
        .as_ref()
        .and_then(|ops| ops.iter().find(|o| o.opcode == "id"))
        .and_then(|o| o.string(0))
        .map(|id| {
            id.chars()
                .map(|c| {
                    if c.is_alphanumeric() || c == '-' || c == '_' || c == '.' {
                        c
                    } else {
                        '_'
                    }
                })
                .collect::<String>()
        })
        .filter(|id| !id.is_empty() && !id.starts_with('.') && id.len() <= 100);
    match id {
        Some(id) => format!("{id}.{ext}"),
        None => format!("{n:05}.{ext}"),
    }
}

pub fn run(loc: &Localizer, a: DiagramArgs) -> Res<i32> {
    let mut opts = diagram_options(loc, &a)?;
    let mut inputs: Vec<&Path> = a.pgn.iter().chain(&a.input).map(PathBuf::as_path).collect();
    inputs.extend(crate::cli::output::table_file(&a.from));
    crate::cli::output::refuse_inputs(loc, a.output.as_deref(), &inputs)?;
    let letters = report::board(loc, report::letters(loc, &a.from, true)?, &a.from)?;
    let ropts = ReaderOptions {
        encoding: crate::cli::encoding(loc, &a.encoding)?,
        ..ReaderOptions::default()
    };
    if let Some(pgn) = &a.pgn {
        let Some(out_path) = &a.output else {
            return Err(Failure::Usage(loc.text("diagram-no-output", &[])));
        };
        let sources = [report::Source::File(pgn.clone())];
        let mut games = 0usize;
        let mut found = None;
        let mut game_opts = ropts.game;
        game_opts.record = true;
        game_opts.form = fenlingo::movetext::Form::None;
        let ropts = ReaderOptions {
            format: InputFormat::Pgn,
            game: game_opts,
            ..ropts
        };
        each_record(loc, &sources, &letters, ropts, |name, rec| {
            games += 1;
            if games == a.game {
                found = Some((name.to_owned(), rec));
                return Ok(false);
            }
            Ok(true)
        })?;
        let Some((name, rec)) = found else {
            return Err(Failure::Usage(loc.text(
                "diagram-no-game",
                &[("game", a.game.into()), ("count", games.into())],
            )));
        };
        let item = match rec {
            Ok(r) => match r.item(a.ply) {
                Ok(item) => item,
                Err(e) => {
                    diag!(loc, "{}", report::item_error(loc, &name, r.line(), &e));
                    return Ok(1);
                }
            },
            Err(e) => {
                diag!(loc, "{}", record_error(loc, &name, &e));
                return Ok(1);
            }
        };
        opts.marks.extend(item.marks.iter().copied());
        opts.arrows.extend(item.arrows.iter().copied());
        opts.take_read(item.setup_move, item.goal, item.mate);
        let d = Diagram::new(&item.position, &opts, loc);
        write_diagram(
            loc,
            &d,
            out_path,
            image_format(loc, a.format, out_path)?,
            false,
            Written::of(&a),
        )?;
        return Ok(0);
    }
    let single = a.position.is_some();
    let (sources, dir) = match (&a.position, &a.input, &a.out_dir, &a.output) {
        (Some(p), _, _, Some(_)) => (vec![report::Source::Arg(1, p.clone())], None),
        (None, Some(input), Some(dir), _) => {
            (vec![report::Source::File(input.clone())], Some(dir.clone()))
        }
        // One diagram from an input of one position.
        (None, Some(input), None, Some(_)) => (vec![report::Source::File(input.clone())], None),
        (None, Some(_), None, None) => {
            return Err(Failure::Usage(loc.text("diagram-input-no-output", &[])));
        }
        (None, None, ..) => return Err(Failure::Usage(loc.text("diagram-no-position", &[]))),
        (Some(_), _, _, None) => return Err(Failure::Usage(loc.text("diagram-no-output", &[]))),
    };
    // `-o` with `--input`: the one position is drawn once the input is
    // known to hold no other.
    let one_of_input = !single && dir.is_none();
    let mut records = 0usize;
    let mut held = None;
    // The format is settled before anything is read or written.
    let dir_format = a.format.or(a.image).unwrap_or(ImageArg::Svg);
    let single_format = match &a.output {
        Some(o) if dir.is_none() => Some(image_format(loc, a.format, o)?),
        _ => None,
    };
    let ext = match dir_format {
        ImageArg::Png => "png",
        ImageArg::Pdf => "pdf",
        ImageArg::Svg => "svg",
    };
    let mut failed = false;
    let mut out_dir = match &dir {
        Some(d) => Some(crate::cli::output::OutDir::create(
            loc,
            d,
            &a.input.iter().map(PathBuf::as_path).collect::<Vec<_>>(),
        )?),
        None => None,
    };
    each_record(loc, &sources, &letters, ropts, |name, rec| {
        if one_of_input && matches!(rec, Err(_) | Ok(Record::Position { .. })) {
            records += 1;
            if records > 1 {
                let m = loc.text("diagram-several-positions", &[("name", name.into())]);
                return Err(Failure::Usage(m));
            }
        }
        match rec {
            Err(e) => {
                failed = true;
                diag!(loc, "{}", record_error(loc, name, &e));
            }
            Ok(Record::Position {
                line, text, read, ..
            }) => {
                warnings(loc, name, line, &text, &read.parsed);
                let path: PathBuf = match (out_dir.as_mut(), &a.output) {
                    (Some(od), _) => {
                        od.path_for(loc, &file_name(&read.parsed, line, ext), name, line)
                    }
                    (None, Some(o)) => o.clone(),
                    (None, None) => return Ok(false),
                };
                if !single {
                    opts.number = u32::try_from(line).unwrap_or(u32::MAX);
                }
                let d = Diagram::new(&read.parsed.position, &opts, loc);
                let format = single_format.unwrap_or(dir_format);
                let fresh = out_dir.as_ref().is_some_and(|od| od.is_fresh());
                if one_of_input {
                    held = Some((d, path, format));
                } else {
                    write_diagram(loc, &d, &path, format, fresh, Written::of(&a))?;
                }
            }
            Ok(_) => {}
        }
        Ok(!single)
    })?;
    if let Some((d, path, format)) = held {
        write_diagram(loc, &d, &path, format, false, Written::of(&a))?;
    }
    Ok(i32::from(failed))
}

/// PDF metadata: the title, the language, and the date from
/// `SOURCE_DATE_EPOCH` when set (no date otherwise, for reproducible files).
pub fn pdf_meta(loc: &Localizer, title: Option<&str>) -> fenlingo::render::pdf::Meta {
    fenlingo::render::pdf::Meta::reproducible(
        title.map(str::to_owned),
        Some(loc.language().to_string()),
    )
}
