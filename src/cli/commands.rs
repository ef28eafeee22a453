//! The subcommands.

use super::io::{self, Line, Lines, Output};
use super::output::{self as outfile, OutDir};
use super::{
    CheckArgs, CoordsArg, DetectArgs, DiagramArgs, EpArg, FlipArg, FormatArg, InputArgs,
    LanguagesArgs, MovesArgs, SheetArgs, TranslateArgs,
};
use fenlingo::fen::{
    self, EpMode, FenError, FenErrorKind, Format, Mode, Parsed, ReadOptions, WriteOptions,
};
use fenlingo::i18n::Localizer;
use fenlingo::notation::{Detection, Detector, Reading};
use fenlingo::render::{
    AnnotationError, Caption, Coords, Diagram, DiagramOptions, Flip, MarkStyle, Theme,
    parse_annotations, parse_arrows, parse_marks,
};
use fenlingo::{Color, Notation, Piece, Role, ValidateOptions};
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};

pub enum Failure {
    BrokenPipe,
    Usage(String),
    Io(String),
}

type Res<T> = Result<T, Failure>;

fn io_fail(loc: &Localizer, id: &str, path: &Path, e: &std::io::Error) -> Failure {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        return Failure::BrokenPipe;
    }
    Failure::Io(loc.text(
        id,
        &[
            ("path", io::display_name(path).into()),
            ("reason", io::reason(loc, e).into()),
        ],
    ))
}

/// A write error, naming the destination (never the temporary file).
pub(super) fn out_fail(loc: &Localizer, path: Option<&Path>, e: std::io::Error) -> Failure {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        return Failure::BrokenPipe;
    }
    Failure::Io(loc.text(
        "io-write",
        &[
            ("path", io::output_name(path).into()),
            ("reason", io::reason(loc, &e).into()),
        ],
    ))
}

/// A notation given on the command line.
enum Source {
    Auto,
    Table(Box<Notation>),
}

fn notation(loc: &Localizer, spec: &str, allow_auto: bool) -> Res<Source> {
    if allow_auto && spec.eq_ignore_ascii_case("auto") {
        return Ok(Source::Auto);
    }
    if let Some(n) = Notation::builtin(spec) {
        return Ok(Source::Table(Box::new(n.clone())));
    }
    let path = Path::new(spec);
    if spec.ends_with(".toml") || path.exists() {
        let text = io::read_text(path).map_err(|e| {
            Failure::Usage(loc.text(
                "notation-file",
                &[
                    ("path", spec.to_owned().into()),
                    ("reason", io::reason(loc, &e).into()),
                ],
            ))
        })?;
        return Notation::from_toml(&text, spec)
            .map(|n| Source::Table(Box::new(n)))
            .map_err(|e| Failure::Usage(e.to_string()));
    }
    Err(Failure::Usage(loc.text(
        "notation-unknown",
        &[("name", spec.to_owned().into())],
    )))
}

fn format(f: FormatArg) -> Format {
    match f {
        FormatArg::Auto => Format::Auto,
        FormatArg::Fen => Format::Fen,
        FormatArg::Epd => Format::Epd,
    }
}

/// Calls `each(name, line_number, bytes_or_error)` for every non-blank
/// input line, from the positional arguments or the input files.
fn for_each_line(
    loc: &Localizer,
    input: &InputArgs,
    mut each: impl FnMut(&str, usize, Result<&str, FenError>) -> Res<bool>,
) -> Res<()> {
    if !input.positions.is_empty() {
        for (i, p) in input.positions.iter().enumerate() {
            if !each("<arg>", i + 1, Ok(p))? {
                return Ok(());
            }
        }
        return Ok(());
    }
    let files: Vec<PathBuf> = if input.input.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        input.input.clone()
    };
    for path in &files {
        let name = io::display_name(path);
        let reader = io::open_input(path).map_err(|e| io_fail(loc, "io-read", path, &e))?;
        let mut lines = Lines::new(reader);
        loop {
            let line = lines
                .next_line()
                .map_err(|e| io_fail(loc, "io-read", path, &e))?;
            let n = lines.number;
            let go = match line {
                None => break,
                Some(Line::TooLong(head)) => {
                    let head = String::from_utf8_lossy(&head).into_owned();
                    each(
                        &name,
                        n,
                        Err(FenError::line_too_long(&head, io::MAX_LINE).with_line(n)),
                    )?
                }
                Some(line @ Line::Text(_)) => {
                    let Line::Text(bytes) = &line else { continue };
                    let text_or_err = match std::str::from_utf8(bytes) {
                        Ok(s) => {
                            let t = s.trim();
                            if t.is_empty() || t.starts_with('#') {
                                lines.recycle(line);
                                continue;
                            }
                            Ok(s)
                        }
                        Err(e) => Err(FenError::invalid_utf8(bytes, e.valid_up_to()).with_line(n)),
                    };
                    let go = each(&name, n, text_or_err)?;
                    lines.recycle(line);
                    go
                }
            };
            if !go {
                return Ok(());
            }
        }
    }
    Ok(())
}

/// `FILE:LINE:COLUMN: error: message` and the caret excerpt.
fn error_report(loc: &Localizer, name: &str, e: &FenError) -> String {
    let mut extra = String::new();
    if let FenErrorKind::InvalidPiece { token, .. } = e.kind() {
        let tables = Notation::tables_with_token(token);
        extra = if tables.is_empty() {
            format!(
                "\n  = {}: {}",
                loc.text("note", &[]),
                loc.text("no-similar-tokens", &[("token", token.clone().into())])
            )
        } else {
            format!(
                "\n  = {}: {}",
                loc.text("note", &[]),
                loc.text(
                    "similar-tokens",
                    &[
                        ("token", token.clone().into()),
                        ("tables", tables.join(", ").into())
                    ]
                )
            )
        };
    }
    format!(
        "{name}:{}:{}: {}: {}\n{}{extra}",
        e.line(),
        e.column(),
        loc.text("error", &[]),
        loc.fen_error(e),
        e.excerpt()
    )
}

fn repair_reports(
    loc: &Localizer,
    name: &str,
    line: usize,
    input: &str,
    p: &Parsed,
) -> Vec<String> {
    p.repairs
        .iter()
        .map(|r| {
            let col = input[..r.span.start.min(input.len())].chars().count() + 1;
            format!(
                "{name}:{line}:{col}: {}: {}",
                loc.text("warning", &[]),
                loc.repair(r)
            )
        })
        .collect()
}

fn json_error(loc: &Localizer, e: &FenError) -> serde_json::Value {
    json!({
        "kind": format!("{:?}", e.kind()).split([' ', '{', '(']).next().unwrap_or(""),
        "message": loc.fen_error(e),
        "field": e.field().map(|f| f.name()),
        "span": [e.span().start, e.span().end],
        "column": e.column(),
    })
}

fn json_repairs(loc: &Localizer, p: &Parsed) -> serde_json::Value {
    p.repairs
        .iter()
        .map(|r| {
            json!({
                "kind": r.kind.name(),
                "field": r.field.map(|f| f.name()),
                "span": [r.span.start, r.span.end],
                "before": r.before,
                "after": r.after,
                "message": loc.repair(r),
            })
        })
        .collect()
}

fn write_line(out: &mut Output, loc: &Localizer, path: Option<&Path>, s: &str) -> Res<()> {
    out.write_all(s.as_bytes())
        .and_then(|_| out.write_all(b"\n"))
        .map_err(|e| out_fail(loc, path, e))
}

/// A line read with a table or by detection.
enum LineRead<'n> {
    /// Read: the position, and for detection the tables, the confidence and
    /// a warning when a valid standard reading was set aside.
    Parsed {
        parsed: Parsed,
        table: Option<&'n Notation>,
        readings: Option<(String, f64)>,
        warning: Option<String>,
    },
    /// Not readable.
    Bad(FenError),
    /// Several readings and nothing to choose: the report.
    Ambiguous(String),
}

/// Reads one line, with a table or by detection; never guesses silently.
fn read_line<'n>(
    loc: &Localizer,
    source: &'n Source,
    detector: &Detector<'n>,
    s: &str,
    mode: Mode,
    format: Format,
) -> LineRead<'n> {
    match source {
        Source::Table(t) => match fen::read_with(
            s,
            ReadOptions {
                notation: t,
                mode,
                format,
            },
        ) {
            Ok(parsed) => LineRead::Parsed {
                parsed,
                table: Some(t),
                readings: None,
                warning: None,
            },
            Err(e) => LineRead::Bad(e),
        },
        Source::Auto => match detector.detect(s) {
            Detection::Found {
                best,
                others,
                overrides_standard,
            } => {
                let warning = overrides_standard.then(|| {
                    loc.text(
                        "detect-warn-standard",
                        &[
                            ("name", best.notation().name().to_owned().into()),
                            ("id", best.notation().id().to_owned().into()),
                        ],
                    )
                });
                let confidence = match others.first() {
                    None => 1.0,
                    Some(o) => 0.5 + 0.5 * ((best.score - o.score) as f64 / 1000.0).min(1.0),
                };
                let table = best.notations[0];
                let readings = Some((reading_names(&best), confidence));
                LineRead::Parsed {
                    parsed: best.parsed,
                    table: Some(table),
                    readings,
                    warning,
                }
            }
            Detection::Ambiguous(readings) => {
                let mut msg = loc.text("detect-ambiguous", &[]);
                for (i, r) in readings.iter().enumerate() {
                    msg.push_str(&format!(
                        "\n  {}",
                        loc.text(
                            "detect-candidate",
                            &[
                                ("rank", (i + 1).into()),
                                ("name", r.notation().name().to_owned().into()),
                                ("id", reading_names(r).into()),
                                ("fen", fen::write(&r.parsed, WriteOptions::default()).into()),
                            ]
                        )
                    ));
                }
                LineRead::Ambiguous(msg)
            }
            Detection::Unreadable(e) => LineRead::Bad(e),
        },
    }
}

pub fn check(loc: &Localizer, a: CheckArgs) -> Res<i32> {
    let source = notation(loc, &a.from, true)?;
    let detector = Detector::new(Notation::builtins());
    let mode = if a.strict {
        Mode::Strict
    } else {
        Mode::Lenient
    };
    let fmt = format(a.input.format);
    // The report is another format: it may replace no input.
    let mut inputs: Vec<&Path> = a.input.input.iter().map(PathBuf::as_path).collect();
    inputs.extend(outfile::table_file(&a.from));
    outfile::refuse_inputs(loc, a.output.as_deref(), &inputs)?;
    let mut out =
        Output::create(a.output.as_deref()).map_err(|e| out_fail(loc, a.output.as_deref(), e))?;
    let opath = a.output.clone();
    let (mut total, mut ok, mut invalid, mut illegal) = (0usize, 0usize, 0usize, 0usize);
    for_each_line(loc, &a.input, |name, n, line| {
        total += 1;
        // Err(Ok(error)) for a bad line, Err(Err(report)) for an ambiguous one.
        let read =
            line.map_err(Ok)
                .and_then(|s| match read_line(loc, &source, &detector, s, mode, fmt) {
                    LineRead::Parsed { parsed, .. } => Ok((s, parsed)),
                    LineRead::Bad(e) => Err(Ok(e.with_line(n))),
                    LineRead::Ambiguous(msg) => Err(Err(msg)),
                });
        match read {
            Err(problem) => {
                invalid += 1;
                let text = match (problem, a.json) {
                    (Err(msg), true) => json!({"source": name, "line": n, "valid": false, "legal": false,
                        "errors": [{"kind": "Ambiguous", "message": msg}], "flags": [], "repairs": []})
                    .to_string(),
                    (Err(msg), false) => format!("{name}:{n}: {}: {msg}", loc.text("error", &[])),
                    (Ok(e), true) => json!({"source": name, "line": n, "input": e.input(), "valid": false, "legal": false,
                           "errors": [json_error(loc, &e)], "flags": [], "repairs": []})
                    .to_string(),
                    (Ok(e), false) => error_report(loc, name, &e),
                };
                write_line(&mut out, loc, opath.as_deref(), &text)?;
            }
            Ok((s, p)) => {
                let flags = p.position.validate_with(ValidateOptions {
                    chess960: a.chess960,
                });
                if flags.is_empty() {
                    ok += 1;
                } else {
                    illegal += 1;
                }
                if a.json {
                    let text = json!({
                        "source": name, "line": n, "input": s, "valid": true, "legal": flags.is_empty(),
                        "fen": fen::write(&p, WriteOptions::default()),
                        "errors": [],
                        "flags": flags.iter().map(|(_, k, _)| json!({"kind": k, "message": loc.flag(k)})).collect::<Vec<_>>(),
                        "repairs": json_repairs(loc, &p),
                    });
                    write_line(&mut out, loc, opath.as_deref(), &text.to_string())?;
                } else {
                    let status = if flags.is_empty() {
                        loc.text("check-ok", &[])
                    } else {
                        loc.text("check-illegal", &[])
                    };
                    write_line(
                        &mut out,
                        loc,
                        opath.as_deref(),
                        &format!(
                            "{name}:{n}: {status}: {}",
                            fen::write(&p, WriteOptions::default())
                        ),
                    )?;
                    for r in repair_reports(loc, name, n, s, &p) {
                        write_line(&mut out, loc, opath.as_deref(), &r)?;
                    }
                    for (_, k, _) in flags.iter() {
                        write_line(
                            &mut out,
                            loc,
                            opath.as_deref(),
                            &format!("{name}:{n}: {}: {}", loc.text("warning", &[]), loc.flag(k)),
                        )?;
                    }
                }
            }
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
        .map_err(|e| out_fail(loc, opath.as_deref(), e))?;
    Ok(if invalid + illegal > 0 { 1 } else { 0 })
}

fn reading_names(r: &Reading<'_>) -> String {
    r.notations
        .iter()
        .map(|n| n.id())
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn translate(loc: &Localizer, a: TranslateArgs) -> Res<i32> {
    let source = notation(loc, &a.from, true)?;
    let Source::Table(target) = notation(loc, &a.to, false)? else {
        return Err(Failure::Usage(
            loc.text("notation-unknown", &[("name", a.to.clone().into())]),
        ));
    };
    let detector = Detector::new(Notation::builtins());
    let mode = if a.strict {
        Mode::Strict
    } else {
        Mode::Lenient
    };
    let fmt = format(a.input.format);
    let ep = match a.ep {
        EpArg::Given => EpMode::AsGiven,
        EpArg::Legal => EpMode::Legal,
        EpArg::Always => EpMode::Always,
    };
    let wopts = WriteOptions {
        notation: &target,
        ep,
    };
    // Translating a file in place is fine; overwriting a table is not.
    let tables: Vec<&Path> = [&a.from, &a.to]
        .into_iter()
        .filter_map(|t| outfile::table_file(t))
        .collect();
    outfile::refuse_inputs(loc, a.output.as_deref(), &tables)?;
    let mut written = 0usize;
    let mut out =
        Output::create(a.output.as_deref()).map_err(|e| out_fail(loc, a.output.as_deref(), e))?;
    let opath = a.output.clone();
    let stderr = std::io::stderr();
    let mut err = std::io::BufWriter::new(stderr.lock());
    let mut failed = false;
    let mut text = String::with_capacity(128);
    for_each_line(loc, &a.input, |name, n, line| {
        let mut used: Option<(String, String, f64)> = None;
        let mut read_with_table: Option<&Notation> = None;
        let read = line.and_then(|s| match read_line(loc, &source, &detector, s, mode, fmt) {
            LineRead::Parsed {
                parsed,
                table,
                readings,
                warning,
            } => {
                if let Some(w) = warning {
                    let _ = writeln!(err, "{name}:{n}: {}: {w}", loc.text("warning", &[]));
                }
                read_with_table = table;
                if let (Some(t), Some((names, confidence))) = (table, readings) {
                    used = Some((t.id().to_owned(), names, confidence));
                }
                Ok(Some((s, parsed)))
            }
            LineRead::Bad(e) => Err(e.with_line(n)),
            LineRead::Ambiguous(msg) => {
                let _ = writeln!(err, "{name}:{n}: {}: {msg}", loc.text("error", &[]));
                failed = true;
                Ok(None)
            }
        });
        match read {
            Err(e) => {
                failed = true;
                if a.json {
                    let v = json!({"source": name, "line": n, "input": e.input(), "ok": false, "errors": [json_error(loc, &e)]});
                    write_line(&mut out, loc, opath.as_deref(), &v.to_string())?;
                } else {
                    let _ = writeln!(err, "{}", error_report(loc, name, &e));
                }
                Ok(!a.fail_fast)
            }
            Ok(None) => Ok(!a.fail_fast),
            Ok(Some((s, mut p))) => {
                text.clear();
                if let (Some(ops), Some(from)) = (p.operations.as_mut(), read_with_table) {
                    fenlingo::notation::translate_operations(ops, from, &target);
                }
                match &p.operations {
                    Some(ops) => fen::write_epd(&p.position, ops, wopts, &mut text),
                    None => fen::write_fen(&p.position, wopts, &mut text),
                }
                if a.json {
                    let (table, tables, confidence) = used.take().unwrap_or_else(|| {
                        let id = match &source {
                            Source::Table(t) => t.id().to_owned(),
                            Source::Auto => String::new(),
                        };
                        (id.clone(), id, 1.0)
                    });
                    let v = json!({"source": name, "line": n, "input": s, "ok": true, "output": text,
                                   "from": table, "readings": tables, "confidence": confidence,
                                   "repairs": json_repairs(loc, &p)});
                    write_line(&mut out, loc, opath.as_deref(), &v.to_string())?;
                } else {
                    if !p.repairs.is_empty() {
                        for r in repair_reports(loc, name, n, s, &p) {
                            let _ = writeln!(err, "{r}");
                        }
                    }
                    write_line(&mut out, loc, opath.as_deref(), &text)?;
                }
                written += 1;
                Ok(true)
            }
        }
    })?;
    let _ = err.flush();
    outfile::finish(loc, out, opath.as_deref(), written > 0 || !failed || a.json)?;
    Ok(i32::from(failed))
}

pub fn detect(loc: &Localizer, a: DetectArgs) -> Res<i32> {
    let detector = Detector::new(Notation::builtins());
    let mut out = Output::create(None).map_err(|e| out_fail(loc, None, e))?;
    let mut failed = false;
    for_each_line(loc, &a.input, |name, n, line| {
        let s = match line {
            Ok(s) => s,
            Err(e) => {
                failed = true;
                eprintln!("{}", error_report(loc, name, &e));
                return Ok(true);
            }
        };
        let (status, readings): (&str, Vec<Reading<'_>>) = match detector.detect(s) {
            Detection::Found {
                best,
                others,
                overrides_standard,
            } => {
                if overrides_standard {
                    eprintln!(
                        "{name}:{n}: {}: {}",
                        loc.text("warning", &[]),
                        loc.text(
                            "detect-warn-standard",
                            &[
                                ("name", best.notation().name().to_owned().into()),
                                ("id", best.notation().id().to_owned().into())
                            ]
                        )
                    );
                }
                let mut v = vec![best];
                v.extend(others);
                ("found", v)
            }
            Detection::Ambiguous(r) => {
                failed = true;
                ("ambiguous", r)
            }
            Detection::Unreadable(e) => {
                failed = true;
                if a.json {
                    let v = json!({"source": name, "line": n, "input": s, "status": "none", "errors": [json_error(loc, &e.with_line(n))]});
                    write_line(&mut out, loc, None, &v.to_string())?;
                } else {
                    write_line(
                        &mut out,
                        loc,
                        None,
                        &format!("{name}:{n}: {}", loc.text("detect-none", &[])),
                    )?;
                    write_line(
                        &mut out,
                        loc,
                        None,
                        &error_report(loc, name, &e.with_line(n)),
                    )?;
                }
                return Ok(true);
            }
        };
        if a.json {
            let v = json!({
                "source": name, "line": n, "input": s, "status": status,
                "readings": readings.iter().map(|r| json!({
                    "tables": r.notations.iter().map(|t| t.id()).collect::<Vec<_>>(),
                    "fen": fen::write(&r.parsed, WriteOptions::default()),
                    "score": r.score,
                    "flags": r.flags.iter().map(|(_, k, _)| k).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
            });
            write_line(&mut out, loc, None, &v.to_string())?;
            return Ok(true);
        }
        if status == "found" {
            let best = &readings[0];
            write_line(
                &mut out,
                loc,
                None,
                &format!(
                    "{name}:{n}: {}",
                    loc.text(
                        "detect-read-as",
                        &[
                            ("name", best.notation().name().to_owned().into()),
                            ("id", reading_names(best).into())
                        ]
                    )
                ),
            )?;
        } else {
            write_line(
                &mut out,
                loc,
                None,
                &format!(
                    "{name}:{n}: {}: {}",
                    loc.text("error", &[]),
                    loc.text("detect-ambiguous", &[])
                ),
            )?;
        }
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
                            ("name", r.notation().name().to_owned().into()),
                            ("id", reading_names(r).into()),
                            ("fen", fen::write(&r.parsed, WriteOptions::default()).into()),
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
    out.finish().map_err(|e| out_fail(loc, None, e))?;
    Ok(i32::from(failed))
}

pub fn languages(loc: &Localizer, a: LanguagesArgs) -> Res<i32> {
    let mut out = Output::create(None).map_err(|e| out_fail(loc, None, e))?;
    let order = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];
    for n in Notation::builtins() {
        let letters: Vec<&str> = order
            .iter()
            .map(|r| n.piece_token(Piece::new(Color::White, *r)))
            .collect();
        let line = if a.json {
            json!({
                "id": n.id(), "tag": n.tag().to_string(), "name": n.name(), "native_name": n.native_name(),
                "letters": letters, "side": [n.side_token(Color::White), n.side_token(Color::Black)],
                "sources": n.sources().len(), "provisional": n.is_provisional(),
            })
            .to_string()
        } else {
            let mut s = format!(
                "{:<10} {:<10} {:<28} {:<22} {}",
                n.id(),
                n.tag().to_string(),
                n.native_name()
                    .map_or_else(|| n.name().to_owned(), |nn| format!("{} ({nn})", n.name())),
                letters.join(" "),
                loc.text("languages-sources", &[("count", n.sources().len().into())])
            );
            if n.is_provisional() {
                s.push_str(&format!(" [{}]", loc.text("languages-provisional", &[])));
            }
            s
        };
        write_line(&mut out, loc, None, &line)?;
    }
    out.finish().map_err(|e| out_fail(loc, None, e))?;
    Ok(0)
}

/// Reads one position with a given table or by detection; an ambiguity
/// becomes a message naming the competing readings.
fn read_position(
    loc: &Localizer,
    source: &Source,
    detector: &Detector<'_>,
    s: &str,
    name: &str,
    n: usize,
) -> Result<Parsed, String> {
    match read_line(loc, source, detector, s, Mode::Lenient, Format::Auto) {
        LineRead::Parsed {
            parsed, warning, ..
        } => {
            if let Some(w) = warning {
                eprintln!("{name}:{n}: {}: {w}", loc.text("warning", &[]));
            }
            Ok(parsed)
        }
        LineRead::Bad(e) => Err(error_report(loc, name, &e.with_line(n))),
        LineRead::Ambiguous(msg) => Err(format!("{name}:{n}: {}: {msg}", loc.text("error", &[]))),
    }
}

fn diagram_options(loc: &Localizer, a: &DiagramArgs) -> Res<DiagramOptions> {
    let theme = Theme::named(&a.theme).ok_or_else(|| {
        Failure::Usage(loc.text(
            "diagram-unknown-theme",
            &[
                ("name", a.theme.clone().into()),
                ("names", Theme::NAMES.join(", ").into()),
            ],
        ))
    })?;
    if !(16.0..=20000.0).contains(&a.size) {
        return Err(Failure::Usage(
            loc.text("diagram-bad-size", &[("size", a.size.to_string().into())]),
        ));
    }
    let bad = |option: &str, e: AnnotationError| {
        Failure::Usage(loc.text(
            "diagram-bad-square",
            &[
                ("text", e.text.into()),
                ("option", option.to_owned().into()),
            ],
        ))
    };
    let mut marks = Vec::new();
    for (list, style, option) in [
        (&a.mark, MarkStyle::Fill, "mark"),
        (&a.circle, MarkStyle::Circle, "circle"),
        (&a.cross, MarkStyle::Cross, "cross"),
    ] {
        for item in list {
            marks.extend(parse_marks(item, style).map_err(|e| bad(option, e))?);
        }
    }
    let mut arrows = Vec::new();
    for item in &a.arrow {
        arrows.extend(parse_arrows(item).map_err(|e| bad("arrow", e))?);
    }
    if let Some(text) = &a.annotations {
        let (m, ar) = parse_annotations(text).map_err(|e| bad("annotations", e))?;
        marks.extend(m);
        arrows.extend(ar);
    }
    let last_move = match &a.last_move {
        Some(mv) => {
            let parsed = parse_arrows(mv).map_err(|e| bad("last-move", e))?;
            match parsed.as_slice() {
                [one] => Some((one.from, one.to)),
                _ => return Err(bad("last-move", AnnotationError { text: mv.clone() })),
            }
        }
        None => None,
    };
    Ok(DiagramOptions {
        size: a.size,
        flip: match a.flip {
            FlipArg::Yes => Flip::Yes,
            FlipArg::No => Flip::No,
            FlipArg::Auto => Flip::Auto,
        },
        coords: match a.coords {
            CoordsArg::Outside => Coords::Outside,
            CoordsArg::Inside => Coords::Inside,
            CoordsArg::None => Coords::None,
        },
        theme,
        marks,
        arrows,
        last_move,
        show_check: !a.no_check,
        side_marker: !a.no_side_marker,
        frame: !a.no_frame,
        caption: match a.caption.as_str() {
            "auto" => Caption::Auto,
            "none" => Caption::None,
            text => Caption::Text(text.to_owned()),
        },
        mate: a.mate,
        number: 1,
    })
}

/// Draws and writes one diagram: PDF for a `.pdf` path, PNG for `.png`,
/// SVG otherwise (and SVG to standard output for `-`).
fn write_diagram(loc: &Localizer, d: &Diagram, path: &Path) -> Res<()> {
    if path.as_os_str() == "-" {
        outfile::warn_xml(loc, d);
        let mut out = Output::create(None).map_err(|e| out_fail(loc, None, e))?;
        out.write_all(fenlingo::render::svg::render(d).as_bytes())
            .map_err(|e| out_fail(loc, None, e))?;
        return out.finish().map_err(|e| out_fail(loc, None, e));
    }
    let ext = path.extension().map(|e| e.to_ascii_lowercase());
    let is = |x: &str| ext.as_ref().is_some_and(|e| e == x);
    if is("png") {
        outfile::check_png_size(loc, d.width)?;
    }
    if !is("pdf") {
        outfile::warn_xml(loc, d);
    }
    let bytes = if is("pdf") {
        // 96 pixels to the inch: the figure keeps its size in points.
        fenlingo::render::pdf::figure(d, d.width * 0.75, pdf_meta(loc, None))
            .map_err(|e| Failure::Io(e.to_string()))?
    } else if is("png") {
        #[cfg(feature = "png")]
        {
            fenlingo::render::png::render(&fenlingo::render::svg::render(d), 1.0)
                .map_err(|e| Failure::Io(e.to_string()))?
        }
        #[cfg(not(feature = "png"))]
        {
            return Err(Failure::Usage(loc.text("diagram-png-disabled", &[])));
        }
    } else {
        fenlingo::render::svg::render(d).into_bytes()
    };
    let mut out = Output::create(Some(path)).map_err(|e| out_fail(loc, Some(path), e))?;
    out.write_all(&bytes)
        .map_err(|e| out_fail(loc, Some(path), e))?;
    out.finish().map_err(|e| out_fail(loc, Some(path), e))
}

fn legality_warnings(loc: &Localizer, name: &str, n: usize, p: &Parsed) {
    for r in &p.repairs {
        eprintln!(
            "{name}:{n}: {}: {}",
            loc.text("warning", &[]),
            loc.repair(r)
        );
    }
    for (_, k, _) in p.position.validate().iter() {
        eprintln!("{name}:{n}: {}: {}", loc.text("warning", &[]), loc.flag(k));
    }
}

/// A file name for the diagram of one input line: the EPD `id` when it
/// makes a safe name, else the line number.
fn diagram_file_name(p: &Parsed, n: usize, ext: &str) -> String {
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

pub fn diagram(loc: &Localizer, a: DiagramArgs) -> Res<i32> {
    let mut opts = diagram_options(loc, &a)?;
    let mut inputs: Vec<&Path> = a.pgn.iter().chain(&a.input).map(PathBuf::as_path).collect();
    inputs.extend(outfile::table_file(&a.from));
    outfile::refuse_inputs(loc, a.output.as_deref(), &inputs)?;
    let source = notation(loc, &a.from, true)?;
    let detector = Detector::new(Notation::builtins());
    if let Some(pgn) = &a.pgn {
        let Some(out_path) = &a.output else {
            return Err(Failure::Usage(loc.text("diagram-no-output", &[])));
        };
        let name = io::display_name(pgn);
        let reader = io::open_input(pgn).map_err(|e| io_fail(loc, "io-read", pgn, &e))?;
        let mut lines = Lines::new(reader);
        let mut splitter = fenlingo::input::PgnSplitter::default();
        let mut games = 0usize;
        let mut found = None;
        loop {
            let line = lines
                .next_line()
                .map_err(|e| io_fail(loc, "io-read", pgn, &e))?;
            let n = lines.number;
            let (done, end) = match line {
                None => (splitter.finish(), true),
                Some(Line::Text(b)) => (splitter.push(&String::from_utf8_lossy(&b), n), false),
                Some(Line::TooLong(_)) => (None, false),
            };
            if let Some(game) = done {
                games += 1;
                if games == a.game {
                    found = Some(game);
                    break;
                }
            }
            if end {
                break;
            }
        }
        let Some((text, first)) = found else {
            return Err(Failure::Usage(loc.text(
                "diagram-no-game",
                &[("game", a.game.into()), ("count", games.into())],
            )));
        };
        let item = match fenlingo::input::pgn_game(
            &text,
            first,
            fenlingo::input::PgnOptions { ply: a.ply },
        ) {
            Ok(item) => item,
            Err(e) => {
                eprintln!("{}", item_error_report(loc, &name, first, &e));
                return Ok(1);
            }
        };
        opts.marks.extend(item.marks.iter().copied());
        opts.arrows.extend(item.arrows.iter().copied());
        let d = Diagram::new(&item.position, &opts, loc);
        write_diagram(loc, &d, out_path)?;
        return Ok(0);
    }
    if let Some(position) = &a.position {
        let Some(out_path) = &a.output else {
            return Err(Failure::Usage(loc.text("diagram-no-output", &[])));
        };
        let p = match read_position(loc, &source, &detector, position, "<arg>", 1) {
            Ok(p) => p,
            Err(msg) => {
                eprintln!("{msg}");
                return Ok(1);
            }
        };
        legality_warnings(loc, "<arg>", 1, &p);
        let d = Diagram::new(&p.position, &opts, loc);
        write_diagram(loc, &d, out_path)?;
        return Ok(0);
    }
    let (Some(input), Some(dir)) = (&a.input, &a.out_dir) else {
        return Err(Failure::Usage(loc.text("diagram-no-output", &[])));
    };
    let ext = match a.image.to_ascii_lowercase().as_str() {
        "png" => "png",
        "pdf" => "pdf",
        _ => "svg",
    };
    let inputs = InputArgs {
        positions: Vec::new(),
        input: vec![input.clone()],
        format: FormatArg::Auto,
    };
    let mut failed = false;
    let mut out_dir = OutDir::create(loc, dir, &[input.as_path()])?;
    for_each_line(loc, &inputs, |name, n, line| {
        let parsed = line
            .map_err(|e| error_report(loc, name, &e))
            .and_then(|s| read_position(loc, &source, &detector, s, name, n));
        match parsed {
            Err(msg) => {
                failed = true;
                eprintln!("{msg}");
            }
            Ok(p) => {
                legality_warnings(loc, name, n, &p);
                opts.number = u32::try_from(n).unwrap_or(u32::MAX);
                let d = Diagram::new(&p.position, &opts, loc);
                let path = out_dir.path_for(loc, &diagram_file_name(&p, n, ext), name, n);
                write_diagram(loc, &d, &path)?;
            }
        }
        Ok(true)
    })?;
    Ok(i32::from(failed))
}

/// PDF metadata: the title, the language, and the date from
/// `SOURCE_DATE_EPOCH` when set (no date otherwise, for reproducible files).
fn pdf_meta(loc: &Localizer, title: Option<&str>) -> fenlingo::render::pdf::Meta {
    fenlingo::render::pdf::Meta {
        title: title.map(str::to_owned),
        date: std::env::var("SOURCE_DATE_EPOCH")
            .ok()
            .and_then(|v| v.trim().parse().ok()),
        lang: Some(loc.language().to_string()),
    }
}

/// The built-in sample: the articles' positions and classic puzzles.
const SAMPLE: &str = include_str!("../sample.epd");

fn move_error_text(loc: &Localizer, e: &fenlingo::moves::MoveError) -> String {
    loc.move_error(e)
}

/// Reports a bad item as `FILE:LINE:COLUMN: error: …`.
fn item_error_report(
    loc: &Localizer,
    name: &str,
    line: usize,
    e: &fenlingo::input::ItemError,
) -> String {
    use fenlingo::input::ItemError;
    match e {
        ItemError::Fen(f) => error_report(loc, name, &f.clone().with_line(line)),
        ItemError::Move {
            line: l,
            column,
            error,
        } => format!(
            "{name}:{l}:{column}: {}: {}",
            loc.text("error", &[]),
            move_error_text(loc, error)
        ),
        ItemError::Other { column, message } => format!(
            "{name}:{line}:{column}: {}: {}",
            loc.text("error", &[]),
            fenlingo::text::printable(message, true)
        ),
    }
}

/// One input of a sheet: a name for messages, where its text comes from,
/// and its format.
struct SheetInput {
    name: String,
    path: Option<PathBuf>,
    format: fenlingo::input::InputFormat,
}

/// Reads every item of the inputs in order, calling `each` for the good
/// ones; bad ones are reported (when `report`) and counted. With `strict`
/// the first bad one ends the run.
/// How items are read: the notation and the PGN ply.
struct ReadSetup<'a, 'n> {
    source: &'a Source,
    detector: &'a Detector<'n>,
    ply: Option<usize>,
}

fn each_item(
    loc: &Localizer,
    inputs: &[SheetInput],
    setup: &ReadSetup<'_, '_>,
    strict: bool,
    report: bool,
    mut each: impl FnMut(fenlingo::input::Item) -> Res<()>,
) -> Res<usize> {
    use fenlingo::input::{self as inp, InputFormat};
    let ReadSetup {
        source,
        detector,
        ply,
    } = *setup;
    let mut bad = 0usize;
    for input in inputs {
        let name = input.name.as_str();
        let reader: Box<dyn std::io::BufRead> = match &input.path {
            Some(p) => io::open_input(p).map_err(|e| io_fail(loc, "io-read", p, &e))?,
            None => Box::new(SAMPLE.as_bytes()),
        };
        let read_pos = |s: &str| -> Result<Parsed, inp::ItemError> {
            match read_line(loc, source, detector, s, Mode::Lenient, Format::Auto) {
                LineRead::Parsed { parsed, .. } => Ok(parsed),
                LineRead::Bad(e) => Err(inp::ItemError::Fen(e)),
                LineRead::Ambiguous(message) => Err(inp::ItemError::Other { column: 1, message }),
            }
        };
        let mut fail = |line: usize, e: inp::ItemError| -> Res<()> {
            bad += 1;
            if report {
                eprintln!("{}", item_error_report(loc, name, line, &e));
            }
            if strict {
                Err(Failure::Io(String::new()))
            } else {
                Ok(())
            }
        };
        let mut lines = Lines::new(reader);
        let mut splitter = inp::PgnSplitter::default();
        let pgn_opts = inp::PgnOptions { ply };
        loop {
            let line = lines
                .next_line()
                .map_err(|e| io_fail(loc, "io-read", Path::new(name), &e))?;
            let n = lines.number;
            let Some(line) = line else { break };
            let bytes = match &line {
                Line::Text(b) => b.clone(),
                Line::TooLong(head) => {
                    let head = String::from_utf8_lossy(head).into_owned();
                    fail(
                        n,
                        inp::ItemError::Fen(FenError::line_too_long(&head, io::MAX_LINE)),
                    )?;
                    lines.recycle(line);
                    continue;
                }
            };
            lines.recycle(line);
            let text = match std::str::from_utf8(&bytes) {
                Ok(t) => t,
                Err(e) => {
                    fail(
                        n,
                        inp::ItemError::Fen(FenError::invalid_utf8(&bytes, e.valid_up_to())),
                    )?;
                    continue;
                }
            };
            if input.format == InputFormat::Pgn {
                if let Some((game, first)) = splitter.push(text, n) {
                    match inp::pgn_game(&game, first, pgn_opts) {
                        Ok(item) => each(item)?,
                        Err(e) => fail(first, e)?,
                    }
                }
                continue;
            }
            let t = text.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            let result = match input.format {
                InputFormat::Fen => inp::fen_line(t, &read_pos).map(Some),
                InputFormat::Epd => inp::epd_line(t, &read_pos).map(Some),
                InputFormat::Csv => inp::csv_line(t),
                InputFormat::Pgn => Ok(None),
            };
            match result {
                Ok(Some(item)) => each(item)?,
                Ok(None) => {}
                Err(e) => fail(n, e)?,
            }
        }
        if let Some((game, first)) = splitter.finish() {
            match inp::pgn_game(&game, first, pgn_opts) {
                Ok(item) => each(item)?,
                Err(e) => fail(first, e)?,
            }
        }
    }
    Ok(bad)
}

pub fn sheet(loc: &Localizer, a: SheetArgs) -> Res<i32> {
    use fenlingo::input::InputFormat;
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
            let text =
                io::read_text(path).map_err(|e| match io_fail(loc, "io-read", path, &e) {
                    Failure::Io(m) => Failure::Usage(m),
                    other => other,
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
            let mut tmp =
                tempfile::NamedTempFile::new().map_err(|e| io_fail(loc, "io-write", p, &e))?;
            std::io::copy(&mut std::io::stdin().lock(), &mut tmp)
                .map_err(|e| io_fail(loc, "io-read", p, &e))?;
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
    sources.extend(outfile::table_file(&a.from));
    outfile::refuse_inputs(loc, Some(&output), &sources)?;
    let title = a
        .title
        .clone()
        .or_else(|| sample.then(|| loc.text("sheet-sample-title", &[])));
    let source = notation(loc, &a.from, true)?;
    let detector = Detector::new(Notation::builtins());
    let answer_notation =
        Notation::builtin(&loc.language().to_string()).unwrap_or(Notation::standard());

    let setup = ReadSetup {
        source: &source,
        detector: &detector,
        ply: a.ply,
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
        Err(Failure::Io(m)) if m.is_empty() => return Ok(1),
        Err(e) => return Err(e),
    };
    if plan.items == 0 {
        // Nothing to draw: an existing PDF is better than an empty page.
        return Err(outfile::kept(loc, Some(&output)));
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
    let mut out = Output::create(Some(&output)).map_err(|e| out_fail(loc, Some(&output), e))?;
    let meta = pdf_meta(loc, title.as_deref());
    {
        let opts = fenlingo::sheet::SheetOptions {
            title: title.clone(),
            plan,
            start_number: a.start,
            meta,
        };
        let mut sheet = Sheet::new(&mut out, &template, loc, answer_notation, opts)
            .map_err(|e| out_fail(loc, Some(&output), e))?;
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
            return Err(out_fail(loc, Some(&output), e));
        }
        sheet
            .finish()
            .map_err(|e| out_fail(loc, Some(&output), e))?;
    }
    progress.finish_and_clear();
    out.finish().map_err(|e| out_fail(loc, Some(&output), e))?;
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

/// Line and column (1-based) of byte `offset` in `text`, counting from line `first`.
fn line_col(text: &str, offset: usize, first: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..offset];
    let line = first + before.matches('\n').count();
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

fn side_name(loc: &Localizer, c: fenlingo::Color) -> String {
    loc.text(
        if c == fenlingo::Color::White {
            "side-white"
        } else {
            "side-black"
        },
        &[],
    )
}

/// One game of move text: its tag lines, its move text and the line the
/// move text starts on.
struct GameText {
    tags: Vec<String>,
    moves: String,
    moves_line: usize,
    fen: Option<String>,
}

fn split_game(text: &str, first: usize) -> GameText {
    let g = fenlingo::input::split_pgn_game(text, first);
    GameText {
        fen: g.tag("FEN").map(str::to_owned),
        tags: g.tag_text,
        moves: g.moves,
        moves_line: g.moves_line,
    }
}

pub fn moves(loc: &Localizer, a: MovesArgs) -> Res<i32> {
    let Source::Table(target) = notation(loc, &a.to, false)? else {
        return Err(Failure::Usage(
            loc.text("notation-unknown", &[("name", a.to.clone().into())]),
        ));
    };
    let source = notation(loc, &a.from, true)?;
    let start = match &a.start {
        Some(f) => match fen::read(f) {
            Ok(p) => Some(p.position),
            Err(e) => {
                eprintln!("{}", error_report(loc, "--start", &e));
                return Ok(2);
            }
        },
        None => None,
    };
    let expect = match &a.expect {
        Some(f) => match fen::read(f) {
            Ok(p) => Some(p.position),
            Err(e) => {
                eprintln!("{}", error_report(loc, "--expect", &e));
                return Ok(2);
            }
        },
        None => None,
    };
    let tables: Vec<&Path> = [&a.from, &a.to]
        .into_iter()
        .filter_map(|t| outfile::table_file(t))
        .collect();
    outfile::refuse_inputs(loc, a.output.as_deref(), &tables)?;
    let mut out =
        Output::create(a.output.as_deref()).map_err(|e| out_fail(loc, a.output.as_deref(), e))?;
    let opath = a.output.clone();
    let mut failed = false;
    let mut games_ok = 0usize;
    // One game at a time as it ends: bounded memory.
    let mut handle = |name: &str, text: &str, first: usize, out: &mut Output| -> Res<bool> {
        let ok = one_game(
            loc,
            name,
            text,
            first,
            &source,
            &target,
            start.as_ref(),
            expect.as_ref(),
            &a,
            out,
            opath.as_deref(),
        )?;
        failed |= !ok;
        games_ok += usize::from(ok);
        Ok(ok || a.keep_going)
    };
    let mut too_long = false;
    match &a.text {
        Some(t) => {
            handle("<arg>", t, 1, &mut out)?;
        }
        None => {
            let path = a.input.clone().unwrap_or_else(|| PathBuf::from("-"));
            let name = io::display_name(&path);
            let reader = io::open_input(&path).map_err(|e| io_fail(loc, "io-read", &path, &e))?;
            let mut lines = Lines::new(reader);
            let mut splitter = fenlingo::input::PgnSplitter::default();
            let mut stopped = false;
            loop {
                let line = lines
                    .next_line()
                    .map_err(|e| io_fail(loc, "io-read", &path, &e))?;
                let n = lines.number;
                match line {
                    None => break,
                    Some(Line::Text(b)) => {
                        if let Some((text, first)) = splitter.push(&String::from_utf8_lossy(&b), n)
                        {
                            if !handle(&name, &text, first, &mut out)? {
                                stopped = true;
                                break;
                            }
                        }
                    }
                    Some(Line::TooLong(_)) => {
                        eprintln!(
                            "{name}:{n}:1: {}: {}",
                            loc.text("error", &[]),
                            loc.fen_error(&FenError::line_too_long("", io::MAX_LINE))
                        );
                        too_long = true;
                    }
                }
            }
            if !stopped {
                if let Some((text, first)) = splitter.finish() {
                    handle(&name, &text, first, &mut out)?;
                }
            }
        }
    }
    outfile::finish(loc, out, opath.as_deref(), games_ok > 0 || !failed)?;
    Ok(i32::from(failed || too_long))
}

/// Translates, replays and checks one game; returns whether it went through.
#[allow(clippy::too_many_arguments)]
fn one_game(
    loc: &Localizer,
    name: &str,
    text: &str,
    first: usize,
    source: &Source,
    target: &Notation,
    start: Option<&fenlingo::Position>,
    expect: Option<&fenlingo::Position>,
    a: &MovesArgs,
    out: &mut Output,
    opath: Option<&Path>,
) -> Res<bool> {
    use fenlingo::movetext;
    let game = split_game(text, first);
    let tag_fen = game
        .fen
        .as_deref()
        .and_then(|f| fen::read(f).ok())
        .map(|p| p.position);
    let start = start
        .copied()
        .or(tag_fen)
        .unwrap_or_else(fenlingo::Position::standard);
    let report_text_error = |e: movetext::TextError| {
        let (l, c) = line_col(&game.moves, e.offset, game.moves_line);
        let key = match e.kind {
            movetext::TextErrorKind::UnterminatedComment => "text-unterminated-comment",
            movetext::TextErrorKind::UnterminatedVariation => "text-unterminated-variation",
            movetext::TextErrorKind::UnbalancedClose => "text-unbalanced-close",
        };
        eprintln!(
            "{name}:{l}:{c}: {}: {}",
            loc.text("error", &[]),
            loc.text(key, &[])
        );
    };
    let from = match source {
        Source::Table(t) => t.as_ref(),
        Source::Auto => match movetext::detect(&game.moves, Notation::builtins(), &start) {
            Ok(n) => n,
            Err(e) => {
                report_text_error(e);
                return Ok(false);
            }
        },
    };
    let r = match movetext::replay_with(&game.moves, from, target, &start, a.fens) {
        Ok(r) => r,
        Err(e) => {
            report_text_error(e);
            return Ok(false);
        }
    };
    for t in &game.tags {
        write_line(out, loc, opath, t)?;
    }
    if !game.tags.is_empty() {
        write_line(out, loc, opath, "")?;
    }
    write_line(out, loc, opath, &r.text)?;
    if a.fens {
        let mut number = start.fullmoves;
        let mut color = start.turn;
        for (san, pos) in &r.moves {
            let shown = movetext::translate_move(san, Notation::standard(), target);
            let prefix = if color == fenlingo::Color::White {
                format!("{number}.")
            } else {
                format!("{number}...")
            };
            write_line(out, loc, opath, &format!("{prefix} {shown}\t{pos}"))?;
            if color == fenlingo::Color::Black {
                number += 1;
            }
            color = !color;
        }
    }
    if let Some(e) = &r.error {
        let (l, c) = line_col(&game.moves, e.offset, game.moves_line);
        eprintln!(
            "{name}:{l}:{c}: {}: {}",
            loc.text("error", &[]),
            loc.text(
                "move-error",
                &[
                    ("number", e.number.into()),
                    ("side", side_name(loc, e.color).into()),
                    ("reason", loc.move_error(&e.error).into()),
                ]
            )
        );
        return Ok(false);
    }
    let mut end = String::new();
    fen::write_fen(
        &r.end,
        WriteOptions {
            notation: Notation::standard(),
            ep: EpMode::AsGiven,
        },
        &mut end,
    );
    write_line(out, loc, opath, &end)?;
    if let Some(claimed) = expect {
        let diffs = movetext::compare(&r.end, claimed);
        if diffs.is_empty() {
            write_line(out, loc, opath, &loc.text("expect-same", &[]))?;
        } else {
            for (field, replayed, claimed) in &diffs {
                write_line(
                    out,
                    loc,
                    opath,
                    &loc.text(
                        "expect-differs",
                        &[
                            (
                                "field",
                                loc.text(&format!("field-{}", field.name()), &[]).into(),
                            ),
                            ("replayed", replayed.clone().into()),
                            ("claimed", claimed.clone().into()),
                        ],
                    ),
                )?;
            }
            return Ok(false);
        }
    }
    Ok(true)
}
