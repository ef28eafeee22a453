//! `fenlingo detect`: which notation each position is written in, with
//! the ranked readings and their reasons.

use crate::cli::report::{
    self, Res, each_record, json_record_error, json_record_input, reading_names, write_line,
};
use crate::cli::{DetectArgs, reader_options};
use fenlingo::fen::Mode;
use fenlingo::i18n::Localizer;
use fenlingo::input::{Letters, PositionError, Record, RecordError};
use fenlingo::notation::{Detection, Reading};
use fenlingo::output::Output;
use serde_json::json;

pub fn run(loc: &Localizer, a: DetectArgs) -> Res<i32> {
    let letters = Letters::auto();
    let Letters::Auto(detector) = &letters else {
        return Ok(2);
    };
    crate::cli::split::refuse_split(loc, &a.input.positions, &letters)?;
    let opts = reader_options(loc, &a.input, Mode::Lenient)?;
    let sources = report::sources(&a.input.positions, &a.input.input);
    let mut out = Output::create(None).map_err(|e| report::out_fail(loc, None, e))?;
    let mut failed = false;
    each_record(loc, &sources, &letters, opts, |name, rec| {
        let rec = match rec {
            Ok(Record::Position { line, text, .. }) => {
                // The ranked readings, for display.
                match detector.detect(&text) {
                    Detection::Found { best, others, .. } => {
                        let mut v = vec![best];
                        v.extend(others);
                        Ok((line, text, "found", v))
                    }
                    Detection::Ambiguous(r) => Ok((line, text, "ambiguous", r)),
                    // Reported like any line that gives no position.
                    Detection::Unreadable(error) => Err(RecordError::Position {
                        line,
                        text,
                        error: PositionError::Fen(error),
                    }),
                }
            }
            Ok(_) => return Ok(true),
            Err(RecordError::Position {
                line,
                text,
                error: PositionError::Ambiguous(r),
            }) => {
                failed = true;
                Ok((line, text, "ambiguous", r))
            }
            Err(e) => Err(e),
        };
        let (n, s, status, readings): (usize, String, &str, Vec<Reading<'_>>) = match rec {
            Ok(r) => r,
            Err(e) => {
                failed = true;
                if a.json {
                    let input = json_record_input(&e);
                    let v = json!({"source": name, "line": e.line(), "input": input, "status": "none",
                                   "readings": [], "errors": [json_record_error(loc, &e)]});
                    write_line(&mut out, loc, None, &v.to_string())?;
                } else {
                    // An input of games or puzzles is no position no
                    // table reads: its error says what it is.
                    if !matches!(e, RecordError::Format { .. }) {
                        write_line(
                            &mut out,
                            loc,
                            None,
                            &format!("{name}:{}: {}", e.line(), loc.text("detect-none", &[])),
                        )?;
                    }
                    write_line(&mut out, loc, None, &report::record_error(loc, name, &e))?;
                }
                return Ok(true);
            }
        };
        if a.json {
            let v = json!({
                "source": name, "line": n, "input": s, "status": status,
                "readings": readings.iter().map(|r| json!({
                    "tables": r.notations.iter().map(|t| t.id()).collect::<Vec<_>>(),
                    "fen": fenlingo::input::standard_text(&r.parsed, r.notation()),
                    "score": r.score,
                    "flags": r.flags.iter().map(|(_, k, _)| json!({"kind": k, "message": loc.flag(k)})).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
                "errors": [],
            });
            write_line(&mut out, loc, None, &v.to_string())?;
            return Ok(true);
        }
        let head = if status == "found" {
            let best = &readings[0];
            loc.text(
                "detect-read-as",
                &[
                    (
                        "name",
                        fenlingo::input::report::reading_name(loc, &best.notations).into(),
                    ),
                    ("id", reading_names(&best.notations).into()),
                ],
            )
        } else {
            format!(
                "{}: {}",
                loc.text("error", &[]),
                loc.text("detect-ambiguous", &[])
            )
        };
        write_line(&mut out, loc, None, &format!("{name}:{n}: {head}"))?;
        for (i, r) in readings.iter().enumerate() {
            write_line(
                &mut out,
                loc,
                None,
                &format!(
                    "  {}",
                    loc.text(
                        "detect-candidate",
                        &[
                            ("rank", (i + 1).into()),
                            (
                                "name",
                                fenlingo::input::report::reading_name(loc, &r.notations).into()
                            ),
                            ("id", reading_names(&r.notations).into()),
                            (
                                "fen",
                                fenlingo::input::standard_text(&r.parsed, r.notation()).into()
                            ),
                        ]
                    )
                ),
            )?;
            let mut reasons = vec![loc.text("detect-reason-tokens", &[])];
            if r.flags.is_empty() {
                reasons.push(loc.text("detect-reason-legal", &[]));
            } else {
                let keys: Vec<String> = r.flags.iter().map(|(_, k, _)| loc.flag(k)).collect();
                reasons.push(format!(
                    "{} ({})",
                    loc.text("detect-reason-flags", &[("count", keys.len().into())]),
                    keys.join("; ")
                ));
            }
            if r.side_given {
                reasons.push(loc.text("detect-reason-side", &[]));
            }
            if r.castling_given {
                reasons.push(loc.text("detect-reason-castling", &[]));
            }
            write_line(&mut out, loc, None, &format!("     {}", reasons.join("; ")))?;
        }
        Ok(true)
    })?;
    out.finish().map_err(|e| report::out_fail(loc, None, e))?;
    Ok(i32::from(failed))
}
