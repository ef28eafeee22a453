//! The one reader for every command: bytes in any encoding become
//! positioned records — position lines, PGN games or pasted move text,
//! lichess CSV rows — with the notation settled (a fixed table, or
//! detection that never guesses), every repair recorded and every error
//! typed with its line and column.
//!
//! ```
//! use fenlingo::input::{Letters, Reader, ReaderOptions, InputFormat, Record};
//! let auto = Letters::auto();
//! let opts = ReaderOptions { format: InputFormat::Pgn, ..ReaderOptions::default() };
//! let mut r = Reader::new(&b"1. e4, e5; 2. Cf3 Cc6 3. Ab5 a6"[..], &auto, opts);
//! let Some(Ok(Record::Game { read, .. })) = r.next_record().unwrap() else { panic!() };
//! assert_eq!(read.replay.text, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");
//! ```

mod diagnostic;
mod item;
#[cfg(feature = "json")]
pub mod json;
mod lines;
mod pgn;
mod position;
mod reader;
pub mod report;
mod select;
mod sniff;
mod solution;
mod text;

pub use diagnostic::{Diagnostic, Severity};
pub use item::{CsvColumns, InputFormat, Item, ItemError, csv_item, game_item, position_item};
pub use lines::{Decoding, Encoding, LineError, LineReader, MAX_LINE};
pub use pgn::{
    GameOptions, GameRead, GameReadError, GameText, PgnSplitter, PgnText, line_col, read_game,
    split_pgn_game,
};
pub use position::{
    Letters, PositionError, PositionRead, joined_position, read_position, standard_text,
    write_parsed,
};
pub use reader::{Reader, ReaderOptions, Record, RecordError, split_caption};
pub use select::{PuzzleFilter, PuzzleSelection, PuzzleSort, Selector, parse_rating_range};
pub use sniff::sniff_format;
pub use solution::{Goal, SolutionError, SolutionErrorKind, check_solution, check_whole_solution};
pub use text::{PositionText, TextKind, is_position_only, kind_of, split_position};
