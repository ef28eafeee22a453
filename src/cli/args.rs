//! The command line's arguments as clap reads them: the commands and
//! their flags (help texts are replaced by localized ones in `help`).

use super::{cmd, paint};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// `--version`: the version and the notices of the fonts built in.
const LONG_VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    "\n\nBuilt-in fonts:\n",
    "  Noto Sans Symbols 2, its chess symbols (the noto piece set):\n",
    "    Copyright 2017 Google Inc.; SIL Open Font License 1.1\n",
    "  DejaVu Sans (text, the dejavu piece set):\n",
    "    Copyright 2003 Bitstream, Inc. (Bitstream Vera); DejaVu changes in the public domain",
);

/// Chess positions in any language's notation.
#[derive(Parser)]
#[command(name = "fenlingo", version, long_version = LONG_VERSION, about, propagate_version = true)]
pub struct Cli {
    /// Language of messages (BCP 47, e.g. es, ru, de-AT); default from
    /// LC_ALL, LC_MESSAGES or LANG, then English.
    #[arg(long, global = true, value_name = "LANG")]
    pub(crate) lang: Option<String>,
    /// When to colour diagnostics: auto (a terminal, unless NO_COLOR is
    /// set), always or never.
    #[arg(long, global = true, value_name = "WHEN", default_value = "auto")]
    pub(crate) color: paint::ColorWhen,
    #[command(subcommand)]
    pub(crate) command: Command,
}

// Each command's arguments are made only when that command is read (a run
// builds the one it runs); `full_command` makes them all.
#[derive(Subcommand)]
#[command(defer = true)]
pub(crate) enum Command {
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
    /// Serve board images and translations over HTTP.
    #[cfg(feature = "serve")]
    Serve(ServeArgs),
}

/// Each command's arguments, as the derived command adds them.
type Augment = fn(clap::Command) -> clap::Command;
const COMMAND_ARGS: &[(&str, Augment)] = &[
    ("check", <CheckArgs as Args>::augment_args),
    ("translate", <TranslateArgs as Args>::augment_args),
    ("detect", <DetectArgs as Args>::augment_args),
    ("languages", <LanguagesArgs as Args>::augment_args),
    ("diagram", <Box<DiagramArgs> as Args>::augment_args),
    ("sheet", <SheetArgs as Args>::augment_args),
    ("moves", <MovesArgs as Args>::augment_args),
    (
        "completions",
        <cmd::completions::CompletionsArgs as Args>::augment_args,
    ),
    ("man", <cmd::man::ManArgs as Args>::augment_args),
    #[cfg(feature = "serve")]
    ("serve", <ServeArgs as Args>::augment_args),
];

/// The command with every command's arguments in place (for help, the
/// manual and completions, which show them all).
pub(crate) fn full_command() -> clap::Command {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    for &(name, augment) in COMMAND_ARGS {
        cmd = cmd.mut_subcommand(name, |c| augment(c).defer(|c| c));
    }
    cmd
}

#[cfg(feature = "serve")]
#[derive(Args)]
pub(crate) struct ServeArgs {
    /// Address and port to listen on, or the path of a Unix socket.
    #[arg(long, default_value = "127.0.0.1:8080", value_name = "ADDR|PATH")]
    pub(crate) listen: String,
    /// Threads serving requests (default: one per core).
    #[arg(long, value_name = "N")]
    pub(crate) workers: Option<usize>,
    /// Memory for recent answers, such as 64M (0: no cache).
    #[arg(long, default_value = "32M", value_name = "SIZE")]
    pub(crate) cache_size: String,
    /// Requests answered at once; the others wait.
    #[arg(long, default_value_t = 256, value_name = "N")]
    pub(crate) max_requests: usize,
    /// Seconds a request may wait and take.
    #[arg(long, default_value_t = 10.0, value_name = "SECONDS")]
    pub(crate) timeout: f64,
    /// Seconds a client may take to send its request's headers.
    #[arg(long, default_value_t = 5.0, value_name = "SECONDS")]
    pub(crate) header_timeout: f64,
    /// The widest figure drawn, in pixels (16 to 8192).
    #[arg(long, default_value_t = 1024, value_name = "PX")]
    pub(crate) max_size: u32,
    /// A piece set queries may name with `pieces=` (repeatable).
    #[arg(long, value_name = "SET")]
    pub(crate) pieces: Vec<String>,
    /// Errors only: no access log, no warnings, and the address only when
    /// the system chose the port (`:0`).
    #[arg(long)]
    pub(crate) quiet: bool,
}

#[derive(Args)]
pub(crate) struct MovesArgs {
    /// Move text, such as "1. e4 c5 2. Cf3"; or use --input.
    #[arg(value_name = "TEXT")]
    pub(crate) text: Option<String>,
    /// A PGN file ('-' for standard input).
    #[arg(long, short = 'i', value_name = "FILE")]
    pub(crate) input: Option<PathBuf>,
    /// Notation of the moves: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    pub(crate) from: String,
    /// Notation to write: a table id or a table file.
    #[arg(long, default_value = "en", value_name = "LANG|FILE")]
    pub(crate) to: String,
    /// Print the FEN after every move.
    #[arg(long)]
    pub(crate) fens: bool,
    /// In PGN output, write the final position as a {FEN …} comment before the result.
    #[arg(long)]
    pub(crate) final_fen: bool,
    /// Start from this position instead of the initial one.
    #[arg(long, value_name = "FEN")]
    pub(crate) start: Option<String>,
    /// Compare the final position with this FEN, field by field.
    #[arg(long, value_name = "FEN")]
    pub(crate) expect: Option<String>,
    /// On a bad move, report it and go on with the next game.
    #[arg(long)]
    pub(crate) keep_going: bool,
    /// Keep the author's spelling (long algebraic, ':' captures, 0-0); only the letters change.
    #[arg(long)]
    pub(crate) keep_form: bool,
    /// One JSON object per game: the move text, the final FEN, the tables, repairs and errors.
    #[arg(long, conflicts_with_all = ["fens", "expect"])]
    pub(crate) json: bool,
    /// Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16, utf-16le, utf-16be or windows-1252.
    #[arg(long, default_value = "auto", value_name = "ENCODING")]
    pub(crate) encoding: String,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
}

#[derive(Args)]
pub(crate) struct SheetArgs {
    /// Input files (.fen, .epd, .pgn, lichess .csv; '-' for standard input); none: the built-in sample.
    #[arg(value_name = "INPUT")]
    pub(crate) inputs: Vec<PathBuf>,
    /// Output PDF.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
    /// Layout: a built-in template name or a template file.
    #[arg(long, default_value = "a4-6", value_name = "NAME|FILE")]
    pub(crate) template: String,
    /// Title in the page header.
    #[arg(long, value_name = "TEXT")]
    pub(crate) title: Option<String>,
    /// Notation of the input positions: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    pub(crate) from: String,
    /// Input format when the extension does not tell: fen, epd, pgn or csv.
    #[arg(long, value_name = "FORMAT")]
    pub(crate) format: Option<String>,
    /// For PGN games: the position after this many half-moves.
    #[arg(long, value_name = "N")]
    pub(crate) ply: Option<usize>,
    /// The number of the first diagram.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub(crate) start: u32,
    /// No answer key.
    #[arg(long)]
    pub(crate) no_answers: bool,
    /// Stop at the first bad input and write nothing.
    #[arg(long)]
    pub(crate) strict: bool,
    /// Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16, utf-16le, utf-16be or windows-1252.
    #[arg(long, default_value = "auto", value_name = "ENCODING")]
    pub(crate) encoding: String,
    /// Write the answer key with figurines (♖e8+), the same in every language.
    #[arg(long)]
    pub(crate) figurines: bool,
    /// Write PDF/X-4 for printers (a grey output intent, trim and bleed boxes).
    #[arg(long)]
    pub(crate) pdfx: bool,
    /// Which side is at the bottom (side-to-move: the solver).
    #[arg(long, value_enum, value_name = "SIDE")]
    pub(crate) orientation: Option<OrientationArg>,
    /// Colors of the diagrams (the template's when not given).
    #[arg(long, value_name = "NAME")]
    pub(crate) theme: Option<String>,
    /// Piece set: dejavu, a folder of SVG pieces, a font file or an installed font (the template's when not given).
    #[arg(long, value_name = "SET")]
    pub(crate) pieces: Option<String>,
    /// Coordinate labels (the template's when not given).
    #[arg(long, value_enum)]
    pub(crate) coords: Option<CoordsArg>,
    /// Show the move that led to a puzzle (lichess: the first of Moves) as the last move.
    #[arg(long)]
    pub(crate) setup_move: bool,
    /// Lichess CSV: only puzzles with any of these themes (comma-separated).
    #[arg(long, value_name = "THEME,...")]
    pub(crate) themes: Option<String>,
    /// Lichess CSV: only puzzles rated MIN-MAX (MIN- or -MAX also).
    #[arg(long, value_name = "MIN-MAX", allow_negative_numbers = true)]
    pub(crate) rating: Option<String>,
    /// Lichess CSV: only puzzles at least this popular (-100 to 100).
    #[arg(long, value_name = "MIN", allow_negative_numbers = true)]
    pub(crate) popularity: Option<i32>,
    /// Lichess CSV: at most N puzzles.
    #[arg(long, value_name = "N")]
    pub(crate) limit: Option<usize>,
    /// Lichess CSV: order by rating, popularity, id or random (file order by default).
    #[arg(long, value_name = "rating|popularity|id|random")]
    pub(crate) sort: Option<String>,
    /// Seed of --sort random (the same seed, the same puzzles).
    #[arg(long, default_value_t = 0, value_name = "N")]
    pub(crate) seed: u64,
}

#[derive(Args)]
pub(crate) struct InputArgs {
    /// Positions (FEN or EPD lines); read from --input when none is given.
    #[arg(value_name = "POSITION")]
    pub(crate) positions: Vec<String>,
    /// Read positions from FILE, one per line ('-' for standard input).
    #[arg(long, short = 'i', value_name = "FILE")]
    pub(crate) input: Vec<PathBuf>,
    /// FEN, EPD, or decided per line by the fifth field.
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    pub(crate) format: FormatArg,
    /// Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16, utf-16le, utf-16be or windows-1252.
    #[arg(long, default_value = "auto", value_name = "ENCODING")]
    pub(crate) encoding: String,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum FormatArg {
    Auto,
    Fen,
    Epd,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub(crate) enum EpArg {
    Given,
    Legal,
    Always,
}

#[derive(Args)]
pub(crate) struct CheckArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    /// Notation of the input: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    pub(crate) from: String,
    /// Refuse everything lenient mode would repair.
    #[arg(long)]
    pub(crate) strict: bool,
    /// Judge castling rights by Chess960 rules.
    #[arg(long)]
    pub(crate) chess960: bool,
    /// One JSON object per line.
    #[arg(long)]
    pub(crate) json: bool,
    /// Write the report to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
}

#[derive(Args)]
pub(crate) struct TranslateArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    /// Notation of the input: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    pub(crate) from: String,
    /// Notation of the output: a table id or a table file.
    #[arg(long, default_value = "en", value_name = "LANG|FILE")]
    pub(crate) to: String,
    /// Which en-passant square to write.
    #[arg(long, value_enum, default_value_t = EpArg::Given)]
    pub(crate) ep: EpArg,
    /// Refuse everything lenient mode would repair.
    #[arg(long)]
    pub(crate) strict: bool,
    /// Judge castling rights by Chess960 rules.
    #[arg(long)]
    pub(crate) chess960: bool,
    /// One JSON object per line, with the table used and the confidence.
    #[arg(long)]
    pub(crate) json: bool,
    /// Stop at the first bad line.
    #[arg(long)]
    pub(crate) fail_fast: bool,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
}

#[derive(Args)]
pub(crate) struct DetectArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    /// One JSON object per line.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub(crate) enum OrientationArg {
    White,
    Black,
    #[value(alias = "auto")]
    SideToMove,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub(crate) enum ImageArg {
    Svg,
    Png,
    Pdf,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub(crate) enum CoordsArg {
    Outside,
    Inside,
    None,
}

#[derive(Args)]
pub(crate) struct DiagramArgs {
    /// The position (FEN or EPD); or use --input for one diagram per line.
    #[arg(value_name = "POSITION")]
    pub(crate) position: Option<String>,
    /// Output file (.svg or .png); '-' writes SVG to standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
    /// Read positions from FILE, one diagram per line ('-' for standard input).
    #[arg(long, short = 'i', value_name = "FILE")]
    pub(crate) input: Option<PathBuf>,
    /// Folder for the diagrams of --input, named by line number or EPD id.
    #[arg(long, value_name = "DIR")]
    pub(crate) out_dir: Option<PathBuf>,
    /// Image format: by the extension of -o when not given; SVG for --out-dir.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub(crate) format: Option<ImageArg>,
    /// Image format for --out-dir (the same as --format).
    #[arg(long, value_enum, value_name = "FORMAT", hide = true)]
    pub(crate) image: Option<ImageArg>,
    /// Notation of the input: a table id, a table file, or auto.
    #[arg(long, default_value = "auto", value_name = "LANG|FILE|auto")]
    pub(crate) from: String,
    /// Width of the figure: pixels (16 to 20000; PNG at most 8192), or for print 45mm, 4.5cm, 1.8in, 130pt.
    #[arg(long, default_value = "360", value_name = "SIZE")]
    pub(crate) size: String,
    /// PNG resolution in dots per inch (300 when --size is a length for print).
    #[arg(long, value_name = "DPI")]
    pub(crate) dpi: Option<f32>,
    /// Black at the bottom.
    #[arg(long)]
    pub(crate) flip: bool,
    /// Which side is at the bottom (auto: the side to move).
    #[arg(long, value_enum, value_name = "SIDE")]
    pub(crate) orientation: Option<OrientationArg>,
    /// Coordinate labels.
    #[arg(long, alias = "coordinates", value_enum, default_value = "outside")]
    pub(crate) coords: CoordsArg,
    /// Colors: screen, print (black and white, hatched) or blue.
    #[arg(long, default_value = "screen", value_name = "NAME")]
    pub(crate) theme: String,
    /// Piece set: noto (built in, a diagram set), dejavu (built in), a folder of SVG pieces (wK.svg … bP.svg), a chess font file or an installed font.
    #[arg(long, default_value = "noto", value_name = "SET")]
    pub(crate) pieces: String,
    /// Squares to fill, e.g. e4,Rd5 (color letters G R Y B).
    #[arg(long, alias = "marks", value_name = "SQUARES")]
    pub(crate) mark: Vec<String>,
    /// Squares to circle.
    #[arg(long, alias = "circles", value_name = "SQUARES")]
    pub(crate) circle: Vec<String>,
    /// Squares to cross out.
    #[arg(long, alias = "crosses", value_name = "SQUARES")]
    pub(crate) cross: Vec<String>,
    /// Arrows, e.g. e2e4,Rg1f3.
    #[arg(long, alias = "arrows", value_name = "MOVES")]
    pub(crate) arrow: Vec<String>,
    /// Marks and arrows as lichess annotations: [%csl Ge4][%cal Ge2e4].
    #[arg(long, value_name = "TEXT")]
    pub(crate) annotations: Option<String>,
    /// Highlight the last move, e.g. e2e4.
    #[arg(long, alias = "lastmove", value_name = "MOVE")]
    pub(crate) last_move: Option<String>,
    /// Do not highlight a king in check.
    #[arg(long)]
    pub(crate) no_check: bool,
    /// No side-to-move marker beside the board.
    #[arg(long)]
    pub(crate) no_side_marker: bool,
    /// No frame around the board.
    #[arg(long)]
    pub(crate) no_frame: bool,
    /// Caption: auto, none, or a text with {side}, {fen} and {n}.
    #[arg(long, default_value = "auto", value_name = "auto|none|TEXT")]
    pub(crate) caption: String,
    /// Caption "Mate in N" (1 to 999).
    #[arg(long, value_name = "N")]
    pub(crate) mate: Option<u32>,
    /// Draw a position of a PGN game.
    #[arg(long, value_name = "FILE")]
    pub(crate) pgn: Option<PathBuf>,
    /// Which game of --pgn (1 for the first).
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub(crate) game: usize,
    /// The position after this many half-moves of the --pgn game (default: the end).
    #[arg(long, value_name = "N")]
    pub(crate) ply: Option<usize>,
    /// Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16, utf-16le, utf-16be or windows-1252.
    #[arg(long, default_value = "auto", value_name = "ENCODING")]
    pub(crate) encoding: String,
    /// Write a PDF figure as PDF/X-4 for printers.
    #[arg(long)]
    pub(crate) pdfx: bool,
}

#[derive(Args)]
pub(crate) struct LanguagesArgs {
    /// One JSON object per table.
    #[arg(long)]
    pub(crate) json: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `full_command` adds each command's arguments as clap adds them to
    /// the command it reads: the same arguments, each the same in every
    /// respect, for every command (clap puts the global ones first in a
    /// command it reads, after the others in a full command, as it did
    /// before commands were read alone).
    #[test]
    fn full_command_is_the_derived_command() {
        let mut derived = <Cli as clap::CommandFactory>::command();
        derived.build();
        let mut full = full_command();
        full.build();
        let names: Vec<String> = derived
            .get_subcommands()
            .map(|c| c.get_name().to_owned())
            .collect();
        // Every command and `help`.
        assert_eq!(names.len(), COMMAND_ARGS.len() + 1, "{names:?}");
        let args = |c: &clap::Command| -> Vec<(String, String)> {
            let mut v: Vec<(String, String)> = c
                .get_arguments()
                .map(|a| (a.get_id().to_string(), format!("{a:?}")))
                .collect();
            v.sort();
            v
        };
        for name in &names {
            let (Some(a), Some(b)) = (derived.find_subcommand(name), full.find_subcommand(name))
            else {
                panic!("{name}");
            };
            assert!(name == "help" || args(a).len() > 4, "{name}: {:?}", args(a));
            assert_eq!(args(a), args(b), "{name}");
            assert_eq!(a.get_about(), b.get_about(), "{name}");
        }
        assert_eq!(args(&derived), args(&full));
    }
}
