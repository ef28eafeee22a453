//! What every command shares: failures and exit codes, notation
//! arguments, driving the library's reader over arguments and files, and
//! turning its errors and repairs into localized lines and JSON.

use fenlingo::Notation;
use fenlingo::fen::Parsed;
use fenlingo::i18n::Localizer;
pub use fenlingo::input::json::{
    record_error as json_record_error, record_input as json_record_input, repairs as json_repairs,
};
pub use fenlingo::input::report::{fen_error, item_error, reading_names, record_error};
use fenlingo::input::{Decoding, Letters, Reader, ReaderOptions, Record, RecordError};
use fenlingo::output as io;
use fenlingo::san::MoveRepair;
use std::io::Write;
use std::path::{Path, PathBuf};

pub enum Failure {
    BrokenPipe,
    Usage(String),
    Io(String),
    /// A strict run stopped at its first bad input (already reported).
    Stopped,
}

pub type Res<T> = Result<T, Failure>;

pub fn io_fail(loc: &Localizer, id: &str, path: &Path, e: &std::io::Error) -> Failure {
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
pub fn out_fail(loc: &Localizer, path: Option<&Path>, e: std::io::Error) -> Failure {
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

pub fn write_line(out: &mut io::Output, loc: &Localizer, path: Option<&Path>, s: &str) -> Res<()> {
    out.write_all(s.as_bytes())
        .and_then(|_| out.write_all(b"\n"))
        .map_err(|e| out_fail(loc, path, e))
}

/// A table given on the command line: an id, a file, or `auto`.
pub fn letters(loc: &Localizer, spec: &str, allow_auto: bool) -> Res<Letters<'static>> {
    if allow_auto && spec.eq_ignore_ascii_case("auto") {
        return Ok(Letters::auto());
    }
    if let Some(n) = Notation::builtin(spec) {
        return Ok(Letters::Table(n));
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
        let n = Notation::from_toml(&text, spec).map_err(|e| Failure::Usage(loc.localize(&e)))?;
        // A user's table lives as long as the run.
        return Ok(Letters::Table(Box::leak(Box::new(n))));
    }
    Err(Failure::Usage(loc.text(
        "notation-unknown",
        &[("name", spec.to_owned().into())],
    )))
}

/// A table for positions: one of move text only is refused, as it has
/// no letters for Black's pieces on a board.
pub fn board(loc: &Localizer, letters: Letters<'static>, spec: &str) -> Res<Letters<'static>> {
    match letters {
        Letters::Table(t) if !t.has_board() => Err(Failure::Usage(
            loc.text("notation-no-board", &[("name", spec.to_owned().into())]),
        )),
        other => Ok(other),
    }
}

/// A fixed table for positions (for `--to`).
pub fn board_table(loc: &Localizer, spec: &str) -> Res<&'static Notation> {
    let t = table(loc, spec)?;
    board(loc, Letters::Table(t), spec)?;
    Ok(t)
}

/// A fixed table (for `--to`).
pub fn table(loc: &Localizer, spec: &str) -> Res<&'static Notation> {
    match letters(loc, spec, false)? {
        Letters::Table(t) => Ok(t),
        Letters::Auto(_) => Err(Failure::Usage(
            loc.text("notation-unknown", &[("name", spec.to_owned().into())]),
        )),
    }
}

/// Where records come from.
pub enum Source {
    /// Command-line argument number `n` (1-based).
    Arg(usize, String),
    /// A file, or `-` for standard input.
    File(PathBuf),
    /// Built-in text.
    Text(&'static str, &'static str),
}

impl Source {
    pub fn name(&self) -> String {
        match self {
            Source::Arg(..) => "<arg>".to_owned(),
            Source::File(p) => io::display_name(p),
            Source::Text(name, _) => (*name).to_owned(),
        }
    }
}

/// Arguments if any, else the files, else standard input.
pub fn sources(args: &[String], files: &[PathBuf]) -> Vec<Source> {
    if !args.is_empty() {
        return args
            .iter()
            .enumerate()
            .map(|(i, a)| Source::Arg(i + 1, a.clone()))
            .collect();
    }
    if files.is_empty() {
        return vec![Source::File(PathBuf::from("-"))];
    }
    files.iter().cloned().map(Source::File).collect()
}

/// Reads every record of every source with the library's reader, calling
/// `each(name, record)`; it returns whether to go on. What decoding did
/// (a byte order mark, UTF-16, Windows-1252) is reported once per source.
pub fn each_record<'n>(
    loc: &Localizer,
    sources: &[Source],
    letters: &Letters<'n>,
    opts: ReaderOptions<'_>,
    mut each: impl FnMut(&str, Result<Record<'n>, RecordError<'n>>) -> Res<bool>,
) -> Res<()> {
    for source in sources {
        let name = source.name();
        let mut reader = match source {
            Source::Arg(n, text) => Reader::new(
                std::io::Cursor::new(text.clone().into_bytes()),
                letters,
                opts,
            )
            .with_first_line(*n),
            Source::Text(_, text) => Reader::new(text.as_bytes(), letters, opts),
            Source::File(p) if p.as_os_str() == "-" => {
                // Waiting on a terminal says why.
                if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
                    diag!(loc, "{}", loc.text("reading-stdin", &[]));
                }
                Reader::new(std::io::stdin(), letters, opts)
            }
            Source::File(p) => {
                let f = std::fs::File::open(p).map_err(|e| io_fail(loc, "io-read", p, &e))?;
                if f.metadata().is_ok_and(|m| m.is_dir()) {
                    let e = std::io::Error::from(std::io::ErrorKind::IsADirectory);
                    return Err(io_fail(loc, "io-read", p, &e));
                }
                Reader::new(f, letters, opts)
            }
        };
        let mut reported = 0;
        loop {
            let rec = reader
                .next_record()
                .map_err(|e| io_fail(loc, "io-read", Path::new(&name), &e))?;
            let decodings = reader.decodings();
            for d in &decodings[reported..] {
                if !matches!(source, Source::Arg(..)) {
                    diag!(
                        loc,
                        "{name}: {}: {}",
                        loc.text("warning", &[]),
                        decoding(loc, d)
                    );
                }
            }
            reported = decodings.len();
            let Some(rec) = rec else { break };
            if !each(&name, rec)? {
                return Ok(());
            }
        }
    }
    Ok(())
}

fn decoding(loc: &Localizer, d: &Decoding) -> String {
    match d {
        Decoding::Bom => loc.text("encoding-bom", &[]),
        Decoding::Utf16 { le } => loc.text(
            "encoding-utf16",
            &[("order", (if *le { "LE" } else { "BE" }).into())],
        ),
        Decoding::Windows1252 { line } => {
            loc.text("encoding-windows-1252", &[("line", (*line).into())])
        }
    }
}

/// `NAME:LINE:COL: error: move N (side): reason` for a move that could
/// not be played.
pub fn move_error_line(
    loc: &Localizer,
    name: &str,
    at: (usize, usize),
    e: &fenlingo::movetext::ReplayError,
) -> String {
    fenlingo::input::Diagnostic::of_replay(loc, name, at, e).render(loc)
}

/// `NAME:LINE: warning: …` for each legality flag of a position: the
/// lines of `check`'s report, and the warnings of `translate`.
pub fn flag_warnings(
    loc: &Localizer,
    name: &str,
    line: usize,
    flags: fenlingo::Flags,
) -> Vec<String> {
    let warning = loc.text("warning", &[]);
    flags
        .iter()
        .map(|(_, k, _)| format!("{name}:{line}: {warning}: {}", loc.flag(k)))
        .collect()
}

/// `FILE:LINE:COL: warning: …` for each repair of a position line.
pub fn fen_repairs(
    loc: &Localizer,
    name: &str,
    line: usize,
    input: &str,
    p: &Parsed,
) -> Vec<String> {
    if p.repairs.is_empty() {
        return Vec::new();
    }
    let col = |at: usize| input[..at.min(input.len())].chars().count() + 1;
    let warning = loc.text("warning", &[]);
    let mut out = Vec::new();
    // Missing trailing fields are one line: what was assumed for them.
    let missing: Vec<&fenlingo::fen::Repair> = p
        .repairs
        .iter()
        .filter(|r| matches!(r.kind, fenlingo::fen::RepairKind::MissingField(_)))
        .collect();
    if missing.len() > 1 {
        let assumed: Vec<&str> = missing.iter().map(|r| r.after.as_str()).collect();
        out.push(format!(
            "{name}:{line}:{}: {warning}: {}",
            col(missing[0].span.start),
            loc.text(
                "repair-missing-fields",
                &[
                    ("count", missing.len().into()),
                    ("assumed", assumed.join(" ").into())
                ]
            )
        ));
    }
    for r in &p.repairs {
        if missing.len() > 1 && matches!(r.kind, fenlingo::fen::RepairKind::MissingField(_)) {
            continue;
        }
        out.push(format!(
            "{name}:{line}:{}: {warning}: {}",
            col(r.span.start),
            loc.repair(r)
        ));
    }
    out
}

/// Warnings for the repairs of move text: the first of each kind with its
/// place, and how many more of that kind.
pub fn move_repairs(
    loc: &Localizer,
    name: &str,
    text: &str,
    first_line: usize,
    repairs: &[MoveRepair],
) -> Vec<String> {
    let mut kinds: Vec<(fenlingo::san::MoveRepairKind, &MoveRepair, usize)> = Vec::new();
    for r in repairs {
        match kinds.iter_mut().find(|k| k.0 == r.kind) {
            Some(k) => k.2 += 1,
            None => kinds.push((r.kind, r, 0)),
        }
    }
    kinds
        .iter()
        .map(|(_, r, more)| {
            let (l, c) = fenlingo::input::line_col(text, r.span.start, first_line);
            let mut s = format!(
                "{name}:{l}:{c}: {}: {}",
                loc.text("warning", &[]),
                loc.move_repair(r)
            );
            if *more > 0 {
                s.push_str(&format!(
                    " ({})",
                    loc.text("move-repair-more", &[("count", (*more).into())])
                ));
            }
            s
        })
        .collect()
}
