//! Command-line interface: argument parsing, language choice, and the
//! mapping of results to localized messages and exit codes.

/// Prints a diagnostic on standard error, coloured on a terminal.
macro_rules! diag {
    ($loc:expr, $($arg:tt)*) => {
        eprintln!("{}", crate::cli::paint::diagnostic($loc, &format!($($arg)*)))
    };
}

mod cmd;
mod help;
mod io;
mod output;
mod paint;
mod report;
mod usage;

use help::{choose_language, flag_value, localized_command};
use usage::usage_error;

use clap::{Args, FromArgMatches, Parser, Subcommand, ValueEnum};
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
    /// When to colour diagnostics: auto (a terminal, unless NO_COLOR is
    /// set), always or never.
    #[arg(long, global = true, value_name = "WHEN", default_value = "auto")]
    color: paint::ColorWhen,
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
    /// Draw a position as an SVG, PNG or PDF diagram.
    Diagram(Box<DiagramArgs>),
    /// Print puzzle sheets: many diagrams on PDF pages, with an answer key.
    Sheet(SheetArgs),
    /// Translate and replay move text (SAN, PGN) in any notation.
    Moves(MovesArgs),
    /// Write a completion script for a shell to standard output.
    Completions(cmd::completions::CompletionsArgs),
    /// Write the manual page of fenlingo or of one command (roff) to standard output.
    Man(cmd::man::ManArgs),
}

#[derive(Args)]
struct MovesArgs {
    /// Move text, such as "1. e4 c5 2. Cf3"; or use --input.
    #[arg(value_name = "TEXT")]
    text: Option<String>,
    /// A PGN file ('-' for standard input).
    #[arg(long, short = 'i', value_name = "FILE")]
    input: Option<PathBuf>,
    /// Notation of the moves: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    from: String,
    /// Notation to write: a table id or a table file.
    #[arg(long, default_value = "en", value_name = "LANG|FILE")]
    to: String,
    /// Print the FEN after every move.
    #[arg(long)]
    fens: bool,
    /// In PGN output, write the final position as a {FEN …} comment before the result.
    #[arg(long)]
    final_fen: bool,
    /// Start from this position instead of the initial one.
    #[arg(long, value_name = "FEN")]
    start: Option<String>,
    /// Compare the final position with this FEN, field by field.
    #[arg(long, value_name = "FEN")]
    expect: Option<String>,
    /// On a bad move, report it and go on with the next game.
    #[arg(long)]
    keep_going: bool,
    /// Keep the author's spelling (long algebraic, ':' captures, 0-0); only the letters change.
    #[arg(long)]
    keep_form: bool,
    /// Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16 or windows-1252.
    #[arg(long, default_value = "auto", value_name = "ENCODING")]
    encoding: String,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Args)]
struct SheetArgs {
    /// Input files (.fen, .epd, .pgn, lichess .csv; '-' for standard input); none: the built-in sample.
    #[arg(value_name = "INPUT")]
    inputs: Vec<PathBuf>,
    /// Output PDF.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// Layout: a built-in template name or a template file.
    #[arg(long, default_value = "a4-6", value_name = "NAME|FILE")]
    template: String,
    /// Title in the page header.
    #[arg(long, value_name = "TEXT")]
    title: Option<String>,
    /// Notation of the input positions: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    from: String,
    /// Input format when the extension does not tell: fen, epd, pgn or csv.
    #[arg(long, value_name = "FORMAT")]
    format: Option<String>,
    /// For PGN games: the position after this many half-moves.
    #[arg(long, value_name = "N")]
    ply: Option<usize>,
    /// The number of the first diagram.
    #[arg(long, default_value_t = 1, value_name = "N")]
    start: u32,
    /// No answer key.
    #[arg(long)]
    no_answers: bool,
    /// Stop at the first bad input and write nothing.
    #[arg(long)]
    strict: bool,
    /// Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16 or windows-1252.
    #[arg(long, default_value = "auto", value_name = "ENCODING")]
    encoding: String,
    /// Write the answer key with figurines (♖e8+), the same in every language.
    #[arg(long)]
    figurines: bool,
    /// Which side is at the bottom: white, or side-to-move (the solver).
    #[arg(long, value_name = "white|side-to-move")]
    orientation: Option<String>,
    /// Show the move that led to a puzzle (lichess: the first of Moves) as the last move.
    #[arg(long)]
    setup_move: bool,
    /// Lichess CSV: only puzzles with any of these themes (comma-separated).
    #[arg(long, value_name = "THEME,...")]
    themes: Option<String>,
    /// Lichess CSV: only puzzles rated MIN-MAX (MIN- or -MAX also).
    #[arg(long, value_name = "MIN-MAX")]
    rating: Option<String>,
    /// Lichess CSV: only puzzles at least this popular (-100 to 100).
    #[arg(long, value_name = "MIN")]
    popularity: Option<i32>,
    /// Lichess CSV: at most N puzzles.
    #[arg(long, value_name = "N")]
    limit: Option<usize>,
    /// Lichess CSV: order by rating, popularity, id or random (file order by default).
    #[arg(long, value_name = "rating|popularity|id|random")]
    sort: Option<String>,
    /// Seed of --sort random (the same seed, the same puzzles).
    #[arg(long, default_value_t = 0, value_name = "N")]
    seed: u64,
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
    /// Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16 or windows-1252.
    #[arg(long, default_value = "auto", value_name = "ENCODING")]
    encoding: String,
}

#[derive(Clone, Copy, ValueEnum)]
enum FormatArg {
    Auto,
    Fen,
    Epd,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum EpArg {
    Given,
    Legal,
    Always,
}

#[derive(Args)]
struct CheckArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Notation of the input: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
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

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum OrientationArg {
    White,
    Black,
    Auto,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum ImageArg {
    Svg,
    Png,
    Pdf,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum CoordsArg {
    Outside,
    Inside,
    None,
}

#[derive(Args)]
struct DiagramArgs {
    /// The position (FEN or EPD); or use --input for one diagram per line.
    #[arg(value_name = "POSITION")]
    position: Option<String>,
    /// Output file (.svg or .png); '-' writes SVG to standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// Read positions from FILE, one diagram per line ('-' for standard input).
    #[arg(long, short = 'i', value_name = "FILE")]
    input: Option<PathBuf>,
    /// Folder for the diagrams of --input, named by line number or EPD id.
    #[arg(long, value_name = "DIR")]
    out_dir: Option<PathBuf>,
    /// Image format: by the extension of -o when not given; SVG for --out-dir.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<ImageArg>,
    /// Image format for --out-dir (the same as --format).
    #[arg(long, value_enum, value_name = "FORMAT", hide = true)]
    image: Option<ImageArg>,
    /// Notation of the input: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    from: String,
    /// Width of the figure in pixels (16 to 20000; PNG at most 8192).
    #[arg(long, default_value_t = 360.0, value_name = "PX")]
    size: f32,
    /// Black at the bottom.
    #[arg(long)]
    flip: bool,
    /// Which side is at the bottom (auto: the side to move).
    #[arg(long, value_enum, value_name = "SIDE")]
    orientation: Option<OrientationArg>,
    /// Coordinate labels.
    #[arg(long, value_enum, default_value = "outside")]
    coords: CoordsArg,
    /// Colors: screen, print (black and white, hatched) or blue.
    #[arg(long, default_value = "screen", value_name = "NAME")]
    theme: String,
    /// Squares to fill, e.g. e4,Rd5 (color letters G R Y B).
    #[arg(long, value_name = "SQUARES")]
    mark: Vec<String>,
    /// Squares to circle.
    #[arg(long, value_name = "SQUARES")]
    circle: Vec<String>,
    /// Squares to cross out.
    #[arg(long, value_name = "SQUARES")]
    cross: Vec<String>,
    /// Arrows, e.g. e2e4,Rg1f3.
    #[arg(long, value_name = "MOVES")]
    arrow: Vec<String>,
    /// Marks and arrows as lichess annotations: [%csl Ge4][%cal Ge2e4].
    #[arg(long, value_name = "TEXT")]
    annotations: Option<String>,
    /// Highlight the last move, e.g. e2e4.
    #[arg(long, value_name = "MOVE")]
    last_move: Option<String>,
    /// Do not highlight a king in check.
    #[arg(long)]
    no_check: bool,
    /// No side-to-move marker beside the board.
    #[arg(long)]
    no_side_marker: bool,
    /// No frame around the board.
    #[arg(long)]
    no_frame: bool,
    /// Caption: auto, none, or a text with {side}, {fen} and {n}.
    #[arg(long, default_value = "auto", value_name = "auto|none|TEXT")]
    caption: String,
    /// Caption "Mate in N".
    #[arg(long, value_name = "N")]
    mate: Option<u32>,
    /// Draw a position of a PGN game.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
    /// Which game of --pgn (1 for the first).
    #[arg(long, default_value_t = 1, value_name = "N")]
    game: usize,
    /// The position after this many half-moves of the --pgn game (default: the end).
    #[arg(long, value_name = "N")]
    ply: Option<usize>,
    /// Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16 or windows-1252.
    #[arg(long, default_value = "auto", value_name = "ENCODING")]
    encoding: String,
}

#[derive(Args)]
struct LanguagesArgs {
    /// One JSON object per table.
    #[arg(long)]
    json: bool,
}

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
    let cmd = localized_command(&loc).color(color.clap());
    let cli = match cmd
        .clone()
        .try_get_matches_from(&args)
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(c) => c,
        Err(e) => return usage_error(&loc, e),
    };
    if let Some(w) = warning {
        diag!(&loc, "{}: {w}", loc.text("warning", &[]));
    }
    io::remove_temporaries_on_signals();
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
    };
    match result {
        Ok(code) => code,
        Err(report::Failure::BrokenPipe) => 0,
        Err(report::Failure::Stopped) => 1,
        Err(report::Failure::Usage(msg)) => {
            let msg = fenlingo::text::printable(&msg, true);
            diag!(&loc, "fenlingo: {}: {msg}", loc.text("error", &[]));
            2
        }
        Err(report::Failure::Io(msg)) => {
            let msg = fenlingo::text::printable(&msg, true);
            diag!(&loc, "fenlingo: {}: {msg}", loc.text("error", &[]));
            1
        }
    }
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
