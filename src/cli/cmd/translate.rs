//! `fenlingo translate`: positions from one notation to another.

use crate::cli::report::{self, Res, each_record, write_line};
use crate::cli::{EpArg, TranslateArgs, reader_options};
use fenlingo::fen::{EpMode, Mode, WriteOptions};
use fenlingo::i18n::Localizer;
use fenlingo::input::Record;
use fenlingo::output::Output;
use fenlingo::{Flags, ValidateOptions};
use std::io::Write;

pub fn run(loc: &Localizer, a: TranslateArgs) -> Res<i32> {
    let letters = report::board(loc, report::letters(loc, &a.from, true)?, &a.from)?;
    let target = report::board_table(loc, &a.to)?;
    let mode = if a.strict {
        Mode::Strict
    } else {
        Mode::Lenient
    };
    crate::cli::split::refuse_split(loc, &a.input.positions, &letters)?;
    let opts = reader_options(loc, &a.input, mode)?;
    let wopts = WriteOptions {
        notation: target,
        ep: match a.ep {
            EpArg::Given => EpMode::AsGiven,
            EpArg::Legal => EpMode::Legal,
            EpArg::Always => EpMode::Always,
        },
    };
    let sources = report::sources(&a.input.positions, &a.input.input);
    // Translating a file in place is fine; overwriting a table is not.
    let tables: Vec<&std::path::Path> = [&a.from, &a.to]
        .into_iter()
        .filter_map(|t| crate::cli::output::table_file(t))
        .collect();
    crate::cli::output::refuse_inputs(loc, a.output.as_deref(), &tables)?;
    let mut written = 0usize;
    let opath = a.output.clone();
    let mut out =
        Output::create(opath.as_deref()).map_err(|e| report::out_fail(loc, opath.as_deref(), e))?;
    let stderr = std::io::stderr();
    let mut err = std::io::BufWriter::new(stderr.lock());
    let mut failed = false;
    // Positions written with legality flags (exit status 1, as `check`).
    let mut flagged = false;
    let mut text = String::with_capacity(128);
    each_record(loc, &sources, &letters, opts, |name, rec| {
        let rec = match rec {
            Err(e) => {
                failed = true;
                if a.json {
                    let v = fenlingo::input::json::failed(loc, name, &e);
                    write_line(&mut out, loc, opath.as_deref(), &v.to_string())?;
                } else {
                    let _ = writeln!(
                        err,
                        "{}",
                        crate::cli::paint::diagnostic(loc, &report::record_error(loc, name, &e))
                    );
                }
                return Ok(!a.fail_fast);
            }
            Ok(rec) => rec,
        };
        // Legality flags are warnings, as in `check`'s report.
        let flags = match &rec {
            Record::Position { read, .. } => read.parsed.position.validate_with(ValidateOptions {
                chess960: a.chess960,
            }),
            _ => Flags::NONE,
        };
        flagged |= !flags.is_empty();
        let warnings = report::flag_warnings(loc, name, rec.line(), flags);
        if a.json {
            if let Some(v) = fenlingo::input::json::translated(loc, name, &rec, wopts) {
                write_line(&mut out, loc, opath.as_deref(), &v.to_string())?;
                written += 1;
            }
            for w in warnings {
                let _ = writeln!(err, "{}", crate::cli::paint::diagnostic(loc, &w));
            }
            return Ok(true);
        }
        let Record::Position {
            line: n,
            text: s,
            read,
            ..
        } = rec
        else {
            return Ok(true);
        };
        text.clear();
        read.write(&s, wopts, &mut text);
        let repairs = report::fen_repairs(loc, name, n, &s, &read.parsed);
        for w in repairs.into_iter().chain(warnings) {
            let _ = writeln!(err, "{}", crate::cli::paint::diagnostic(loc, &w));
        }
        write_line(&mut out, loc, opath.as_deref(), &text)?;
        written += 1;
        Ok(true)
    })?;
    let _ = err.flush();
    crate::cli::output::finish(loc, out, opath.as_deref(), written > 0 || !failed || a.json)?;
    Ok(i32::from(failed || flagged))
}
