//! `fenlingo check`: each position's errors, repairs and legality flags.

use crate::cli::report::{
    self, Res, each_record, json_record_error, json_record_input, json_repairs, write_line,
};
use crate::cli::{CheckArgs, reader_options};
use fenlingo::ValidateOptions;
use fenlingo::fen::Mode;
use fenlingo::i18n::Localizer;
use fenlingo::input::Record;
use fenlingo::output::Output;
use serde_json::json;

/// The note on a line's reading under `--from auto`: the table it was read
/// in when not standard, else the other tables that read it too.
fn reading_note(
    loc: &Localizer,
    read: &fenlingo::input::PositionRead<'_>,
    auto: bool,
) -> Option<String> {
    use fenlingo::input::report::reading_name;
    if !auto {
        return None;
    }
    if read.notation().id() != "en" {
        let name = reading_name(loc, &read.notations);
        let id = report::reading_names(&read.notations);
        return Some(loc.text(
            "detect-read-as",
            &[("name", name.into()), ("id", id.into())],
        ));
    }
    if read.others.is_empty() {
        return None;
    }
    let names: Vec<String> = read
        .others
        .iter()
        .map(|r| {
            let ids = report::reading_names(&r.notations);
            format!("{} ({ids})", reading_name(loc, &r.notations))
        })
        .collect();
    Some(loc.text("detect-also", &[("names", names.join(", ").into())]))
}

pub fn run(loc: &Localizer, a: CheckArgs) -> Res<i32> {
    let letters = report::board(loc, report::letters(loc, &a.from, true)?, &a.from)?;
    let mode = if a.strict {
        Mode::Strict
    } else {
        Mode::Lenient
    };
    crate::cli::split::refuse_split(loc, &a.input.positions, &letters)?;
    let opts = reader_options(loc, &a.input, mode)?;
    let sources = report::sources(&a.input.positions, &a.input.input);
    // The report is another format: it may replace no input.
    let mut inputs: Vec<&std::path::Path> = a.input.input.iter().map(|p| p.as_path()).collect();
    inputs.extend(crate::cli::output::table_file(&a.from));
    crate::cli::output::refuse_inputs(loc, a.output.as_deref(), &inputs)?;
    let opath = a.output.clone();
    // Diagnostics coloured like those on standard error, when the report
    // goes to standard output and colour is chosen for it.
    let to_stdout = opath.as_deref().is_none_or(|p| p.as_os_str() == "-");
    let paint = |t: &str| {
        if to_stdout {
            crate::cli::paint::report(loc, t)
        } else {
            t.to_owned()
        }
    };
    let mut out =
        Output::create(opath.as_deref()).map_err(|e| report::out_fail(loc, opath.as_deref(), e))?;
    let (mut total, mut ok, mut invalid, mut illegal) = (0usize, 0usize, 0usize, 0usize);
    each_record(loc, &sources, &letters, opts, |name, rec| {
        total += 1;
        let line = match rec {
            Err(e) => {
                invalid += 1;
                let n = e.line();
                let text = if a.json {
                    let input = json_record_input(&e);
                    json!({"source": name, "line": n, "input": input, "valid": false, "legal": false,
                        "errors": [json_record_error(loc, &e)], "flags": [], "repairs": []})
                    .to_string()
                } else {
                    paint(&report::record_error(loc, name, &e))
                };
                return write_line(&mut out, loc, opath.as_deref(), &text).map(|_| true);
            }
            Ok(Record::Position {
                line, text, read, ..
            }) => (line, text, read),
            Ok(_) => return Ok(true),
        };
        let (n, s, read) = line;
        let p = &read.parsed;
        let flags = p.position.validate_with(ValidateOptions {
            chess960: a.chess960,
        });
        if flags.is_empty() {
            ok += 1;
        } else {
            illegal += 1;
        }
        let written = fenlingo::input::standard_text(p, read.notation());
        if a.json {
            let v = json!({
                "source": name, "line": n, "input": s, "valid": true, "legal": flags.is_empty(),
                "fen": written,
                "notation": read.notation().id(),
                "readings": read.notations.iter().map(|t| t.id()).collect::<Vec<_>>(),
                "errors": [],
                "flags": flags.iter().map(|(_, k, _)| json!({"kind": k, "message": loc.flag(k)})).collect::<Vec<_>>(),
                "repairs": json_repairs(loc, p),
            });
            return write_line(&mut out, loc, opath.as_deref(), &v.to_string()).map(|_| true);
        }
        let status = if flags.is_empty() {
            loc.text("check-ok", &[])
        } else {
            loc.text("check-illegal", &[])
        };
        write_line(
            &mut out,
            loc,
            opath.as_deref(),
            // A report: text of the input (an EPD `id`, a `c0`) is shown
            // with its non-printing characters escaped, as in every message.
            &format!(
                "{name}:{n}: {status}: {}",
                fenlingo::text::printable(&written, false)
            ),
        )?;
        if let Some(note) = reading_note(loc, &read, letters.table().is_none()) {
            write_line(
                &mut out,
                loc,
                opath.as_deref(),
                &paint(&format!("{name}:{n}: {}: {note}", loc.text("note", &[]))),
            )?;
        }
        for r in report::fen_repairs(loc, name, n, &s, p) {
            write_line(&mut out, loc, opath.as_deref(), &paint(&r))?;
        }
        for w in report::flag_warnings(loc, name, n, flags) {
            write_line(&mut out, loc, opath.as_deref(), &paint(&w))?;
        }
        Ok(true)
    })?;
    if !a.json && total > 1 {
        let summary = loc.text(
            "summary",
            &[
                ("total", total.into()),
                ("ok", ok.into()),
                ("invalid", invalid.into()),
                ("illegal", illegal.into()),
            ],
        );
        write_line(&mut out, loc, opath.as_deref(), &summary)?;
    }
    out.finish()
        .map_err(|e| report::out_fail(loc, opath.as_deref(), e))?;
    Ok(if invalid + illegal > 0 { 1 } else { 0 })
}
