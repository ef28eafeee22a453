//! Command-line interface: argument parsing, language choice, and the
//! mapping of results to localized messages and exit codes.

mod commands;
mod io;

use clap::{Args, Parser, Subcommand, ValueEnum};
use fenlingo::i18n::Localizer;
use std::path::PathBuf;

/// Chess positions in any language's notation.
#[derive(Parser)]
#[command(name = "fenlingo", version, about, propagate_version = true)]
pub struct Cli {
    /// Language of messages (BCP 47, e.g. es, ru, de-AT); default from
    /// LC_ALL, LC_MESSAGES or LANG, then English.
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check positions: errors with a caret, repairs and legality flags.
    Check(CheckArgs),
    /// Translate positions between notations (standard FEN by default).
    Translate(TranslateArgs),
    /// Tell which notation a position is written in, with reasons.
    Detect(DetectArgs),
    /// List the built-in notation tables.
    Languages(LanguagesArgs),
}

#[derive(Args)]
struct InputArgs {
    /// Positions (FEN or EPD lines); read from --input when none is given.
    #[arg(value_name = "POSITION")]
    positions: Vec<String>,
    /// Read positions from FILE, one per line ('-' for standard input).
    #[arg(long, short = 'i', value_name = "FILE")]
    input: Vec<PathBuf>,
    /// FEN, EPD, or decided per line by the fifth field.
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    format: FormatArg,
}

#[derive(Clone, Copy, ValueEnum)]
enum FormatArg {
    Auto,
    Fen,
    Epd,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum EpArg {
    /// Keep the en-passant square as given.
    Given,
    /// Only when an en-passant capture is legal.
    Legal,
    /// After every double pawn step (the PGN standard's rule).
    Always,
}

#[derive(Args)]
struct CheckArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Notation of the input: a table id, a table file, or auto.
    #[arg(long, default_value = "en", value_name = "LANG|FILE|auto")]
    from: String,
    /// Refuse everything lenient mode would repair.
    #[arg(long)]
    strict: bool,
    /// Judge castling rights by Chess960 rules.
    #[arg(long)]
    chess960: bool,
    /// One JSON object per line.
    #[arg(long)]
    json: bool,
    /// Write the report to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Args)]
struct TranslateArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Notation of the input: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    from: String,
    /// Notation of the output: a table id or a table file.
    #[arg(long, default_value = "en", value_name = "LANG|FILE")]
    to: String,
    /// Which en-passant square to write.
    #[arg(long, value_enum, default_value_t = EpArg::Given)]
    ep: EpArg,
    /// Refuse everything lenient mode would repair.
    #[arg(long)]
    strict: bool,
    /// One JSON object per line, with the table used and the confidence.
    #[arg(long)]
    json: bool,
    /// Stop at the first bad line.
    #[arg(long)]
    fail_fast: bool,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Args)]
struct DetectArgs {
    #[command(flatten)]
    input: InputArgs,
    /// One JSON object per line.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct LanguagesArgs {
    /// One JSON object per table.
    #[arg(long)]
    json: bool,
}

/// The language of messages: `--lang`, then the environment, then English.
fn choose_language(flag: Option<&str>) -> (Localizer, Option<String>) {
    if let Some(tag) = flag {
        let (loc, found) = Localizer::negotiate(tag);
        let warning = (!found).then(|| {
            loc.text(
                "lang-unknown",
                &[
                    ("requested", tag.to_owned().into()),
                    ("fallback", loc.language().to_string().into()),
                ],
            )
        });
        return (loc, warning);
    }
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Ok(v) = std::env::var(var) {
            if v.is_empty() {
                continue;
            }
            return (Localizer::negotiate(&v).0, None);
        }
    }
    (Localizer::new("en"), None)
}

/// Runs the tool and returns the exit code: 0 all good, 1 a bad or illegal
/// position, 2 a usage error.
pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    let (loc, warning) = choose_language(cli.lang.as_deref());
    if let Some(w) = warning {
        eprintln!("{}: {w}", loc.text("warning", &[]));
    }
    let result = match cli.command {
        Command::Check(a) => commands::check(&loc, a),
        Command::Translate(a) => commands::translate(&loc, a),
        Command::Detect(a) => commands::detect(&loc, a),
        Command::Languages(a) => commands::languages(&loc, a),
    };
    match result {
        Ok(code) => code,
        Err(commands::Failure::BrokenPipe) => 0,
        Err(commands::Failure::Usage(msg)) => {
            eprintln!("fenlingo: {}: {msg}", loc.text("error", &[]));
            2
        }
        Err(commands::Failure::Io(msg)) => {
            eprintln!("fenlingo: {}: {msg}", loc.text("error", &[]));
            1
        }
    }
}
