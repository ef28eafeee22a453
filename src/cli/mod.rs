//! Command-line interface: argument parsing, language choice, and the
//! mapping of results to localized messages and exit codes.

/// Prints a diagnostic on standard error, coloured on a terminal.
macro_rules! diag {
    ($loc:expr, $($arg:tt)*) => {
        eprintln!("{}", crate::cli::paint::diagnostic($loc, &format!($($arg)*)))
    };
}

mod args;
mod cmd;
mod help;
mod output;
mod paint;
mod report;
mod split;
mod usage;

use help::{choose_language, flag_value, localized_command};
use usage::usage_error;

pub(crate) use args::*;
use clap::FromArgMatches;
use fenlingo::i18n::Localizer;

/// Runs the tool and returns the exit code: 0 all good, 1 a bad or illegal
/// position, 2 a usage error.
pub fn run() -> i32 {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let (loc, warning) = choose_language(flag_value(&args, "--lang").as_deref());
    // Colour is settled before parsing, so that clap's own errors and
    // help follow it too.
    let color = flag_value(&args, "--color")
        .and_then(|v| <paint::ColorWhen as clap::ValueEnum>::from_str(&v, false).ok())
        .unwrap_or(paint::ColorWhen::Auto);
    paint::set(color.enabled(), color.enabled_stdout());
    // Texts change nothing in how arguments are read: they are put into
    // the command only when clap has something to say (help, version, a
    // usage error), which is then said again in the language of messages.
    let parse = |cmd: clap::Command| {
        cmd.color(color.clap())
            .try_get_matches_from(&args)
            .and_then(|mut m| Cli::from_arg_matches_mut(&mut m))
    };
    // Only the command run has its arguments made.
    let cli = match parse(cmd::man::restrict_deferred(
        <Cli as clap::CommandFactory>::command(),
    )) {
        Ok(c) => c,
        // The version is the same in every language.
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayVersion => {
            return usage_error(&loc, e);
        }
        Err(_) => match parse(localized_command(&loc)) {
            Ok(c) => c,
            // A position typed without quotes: said in one line.
            Err(e) if e.kind() == clap::error::ErrorKind::UnknownArgument => {
                match split::split_in_command_line(&loc, &args) {
                    Some(msg) => return usage_failure(&loc, &msg),
                    None => return usage_error(&loc, e),
                }
            }
            Err(e) => return usage_error(&loc, e),
        },
    };
    if let Some(w) = warning {
        diag!(&loc, "{}: {w}", loc.text("warning", &[]));
    }
    // The service writes no file, and stops gracefully on its own.
    #[cfg(feature = "serve")]
    let serving = matches!(cli.command, Command::Serve(_));
    #[cfg(not(feature = "serve"))]
    let serving = false;
    if !serving {
        fenlingo::output::remove_temporaries_on_signals();
    }
    let result = match cli.command {
        Command::Check(a) => cmd::check::run(&loc, a),
        Command::Translate(a) => cmd::translate::run(&loc, a),
        Command::Detect(a) => cmd::detect::run(&loc, a),
        Command::Languages(a) => cmd::languages::run(&loc, a),
        Command::Diagram(a) => cmd::diagram::run(&loc, *a),
        Command::Sheet(a) => cmd::sheet::run(&loc, a),
        Command::Moves(a) => cmd::moves::run(&loc, a),
        Command::Completions(a) => cmd::completions::run(&loc, a),
        Command::Man(a) => cmd::man::run(&loc, a),
        #[cfg(feature = "serve")]
        Command::Serve(a) => cmd::serve::run(&loc, a),
    };
    match result {
        Ok(code) => code,
        Err(report::Failure::BrokenPipe) => 0,
        Err(report::Failure::Stopped) => 1,
        Err(report::Failure::Usage(msg)) => usage_failure(&loc, &msg),
        Err(report::Failure::Io(msg)) => {
            let msg = fenlingo::text::printable(&msg, true);
            diag!(&loc, "fenlingo: {}: {msg}", loc.text("error", &[]));
            1
        }
    }
}

/// Says a usage error of the tool's own (not clap's) and returns its exit
/// status, 2.
fn usage_failure(loc: &Localizer, msg: &str) -> i32 {
    let msg = fenlingo::text::printable(msg, true);
    diag!(loc, "fenlingo: {}: {msg}", loc.text("error", &[]));
    2
}

/// The `--encoding` argument.
fn encoding(loc: &Localizer, spec: &str) -> report::Res<fenlingo::input::Encoding> {
    spec.parse().map_err(|_| {
        report::Failure::Usage(loc.text("encoding-unknown", &[("name", spec.to_owned().into())]))
    })
}

/// How the position commands read their input.
fn reader_options(
    loc: &Localizer,
    input: &InputArgs,
    mode: fenlingo::fen::Mode,
) -> report::Res<fenlingo::input::ReaderOptions<'static>> {
    Ok(fenlingo::input::ReaderOptions {
        mode,
        fen_format: match input.format {
            FormatArg::Auto => fenlingo::fen::Format::Auto,
            FormatArg::Fen => fenlingo::fen::Format::Fen,
            FormatArg::Epd => fenlingo::fen::Format::Epd,
        },
        encoding: encoding(loc, &input.encoding)?,
        ..fenlingo::input::ReaderOptions::default()
    })
}
