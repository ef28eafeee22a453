//! PGN games and pasted move text: split into games, tags apart from the
//! move text, the notation settled, and the moves replayed.

use super::lines::LineError;
use super::position::{Letters, PositionError, read_position};
use crate::fen::{Format, Mode};
use crate::movetext::{self, Form, GameError, GameReading, Replay, Style, TextError};
use crate::{Notation, Position};

/// Collects the lines of PGN games: feed lines, get a game when the next
/// one begins or the input ends. A game ends where a tag section starts
/// after move text, after a result, and at a blank line followed by a
/// move text that starts again at move 1.
#[derive(Debug, Default)]
pub struct PgnSplitter {
    text: String,
    start_line: usize,
    in_moves: bool,
    in_comment: bool,
    ended: bool,
    blank_after_moves: bool,
    broken: Option<(usize, String)>,
}

/// The text of one game as collected by [`PgnSplitter`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameText {
    /// The lines, each ending in `\n`.
    pub text: String,
    /// The number of its first line.
    pub first_line: usize,
    /// A line of it that could not be read (too long, or not text): its
    /// number and the start of it.
    pub broken: Option<(usize, String)>,
}

fn starts_move_one(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("1.") || t.starts_with("1 ") || t.starts_with("1)")
}

impl PgnSplitter {
    /// Adds line `n`; returns the previous game when this line starts a
    /// new one.
    pub fn push(&mut self, line: Result<&str, &LineError>, n: usize) -> Option<GameText> {
        let line = match line {
            Ok(l) => l.trim_start_matches('\u{feff}'),
            Err(e) => {
                if self.text.is_empty() {
                    self.start_line = n;
                }
                if self.broken.is_none() {
                    let head = match e {
                        LineError::TooLong(h) => h.clone(),
                        LineError::InvalidUtf8(b, _) => String::from_utf8_lossy(b).into_owned(),
                    };
                    self.broken = Some((n, head));
                }
                self.in_moves = true;
                // Keep the line count right for the lines after it.
                self.text.push('\n');
                return None;
            }
        };
        let blank = line.trim().is_empty();
        let is_tag = line.trim_start().starts_with('[') && !self.in_comment;
        let mut done = None;
        if !blank && !self.in_comment {
            let new_game = (is_tag && self.in_moves)
                || (self.ended && !is_tag)
                || (self.blank_after_moves && starts_move_one(line));
            if new_game {
                done = self.take();
            }
        }
        if blank {
            if self.in_moves && !self.in_comment {
                self.blank_after_moves = true;
            }
        } else {
            self.blank_after_moves = false;
        }
        if !is_tag {
            self.scan(line);
        }
        if self.text.is_empty() {
            self.start_line = n;
        }
        // Moves on a line of their own, or after the tags on a tag line.
        if (!is_tag && !blank) || (is_tag && !line.trim_end().ends_with(']')) {
            self.in_moves = true;
        }
        self.text.push_str(line);
        self.text.push('\n');
        done
    }

    /// Follows `{…}` comments across lines, and notes a result at the end
    /// of the move text.
    fn scan(&mut self, line: &str) {
        // A line of ASCII without comments, as export PGN writes move
        // text: its last word is all there is to see.
        if !self.in_comment
            && line.is_ascii()
            && memchr::memchr2(b'{', b';', line.as_bytes()).is_none()
        {
            self.scan_plain(line);
        } else {
            self.scan_chars(line);
        }
    }

    /// [`scan`](Self::scan) of a line of ASCII without comments, outside
    /// a comment.
    fn scan_plain(&mut self, line: &str) {
        let space = |c: char| matches!(c, '\t'..='\r' | ' ');
        let words = line.trim_end_matches(space);
        if !words.is_empty() {
            let start = words.rfind(space).map_or(0, |i| i + 1);
            self.ended = matches!(&words[start..], "1-0" | "0-1" | "1/2-1/2" | "*");
        }
    }

    /// [`scan`](Self::scan) of any line, character by character.
    fn scan_chars(&mut self, line: &str) {
        // The last word outside comments, as a byte range.
        let mut last: Option<(usize, usize)> = None;
        let mut start: Option<usize> = None;
        for (i, c) in line.char_indices() {
            if self.in_comment {
                if c == '}' {
                    self.in_comment = false;
                }
                continue;
            }
            match c {
                '{' => {
                    self.in_comment = true;
                    start = None;
                    last = None;
                }
                ';' => {
                    if let Some(s) = start.take() {
                        last = Some((s, i));
                    }
                    break;
                }
                c if c.is_whitespace() => {
                    if let Some(s) = start.take() {
                        last = Some((s, i));
                    }
                }
                _ => {
                    if start.is_none() {
                        start = Some(i);
                    }
                }
            }
        }
        if let Some(s) = start {
            if !self.in_comment {
                last = Some((s, line.len()));
            }
        }
        if !self.in_comment {
            if let Some((a, b)) = last {
                self.ended = matches!(&line[a..b], "1-0" | "0-1" | "1/2-1/2" | "*");
            }
        }
    }

    /// The last game, at the end of the input.
    pub fn finish(&mut self) -> Option<GameText> {
        self.take()
    }

    fn take(&mut self) -> Option<GameText> {
        self.in_moves = false;
        self.in_comment = false;
        self.ended = false;
        self.blank_after_moves = false;
        let t = std::mem::take(&mut self.text);
        let broken = self.broken.take();
        (!t.trim().is_empty() || broken.is_some()).then_some(GameText {
            text: t,
            first_line: self.start_line,
            broken,
        })
    }
}

/// One game split into its tags and its move text.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PgnText {
    /// The tag pairs, name and unescaped value.
    pub tags: Vec<(String, String)>,
    /// The tags as written, one per entry.
    pub tag_text: Vec<String>,
    /// The move text.
    pub moves: String,
    /// The line the move text starts on.
    pub moves_line: usize,
}

impl PgnText {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Splits the text of one game (starting on line `first`) into tags and
/// move text. Tags may be indented and may share a line with the moves.
///
/// ```
/// let g = fenlingo::input::split_pgn_game("  [Event \"A \\\"B\\\"\"] 1. e4 e5\n2. Nf3 *\n", 1);
/// assert_eq!(g.tag("Event"), Some("A \"B\""));
/// assert_eq!(g.moves, "1. e4 e5\n2. Nf3 *\n");
/// ```
pub fn split_pgn_game(text: &str, first: usize) -> PgnText {
    let mut out = PgnText {
        moves_line: first,
        ..PgnText::default()
    };
    let mut in_tags = true;
    for (i, line) in text.split('\n').enumerate() {
        if !in_tags {
            out.moves.push_str(line);
            out.moves.push('\n');
            continue;
        }
        let mut rest = line.trim_start_matches('\u{feff}').trim_start();
        while rest.starts_with('[') {
            // The closing bracket outside the quoted value.
            let mut quoted = false;
            let mut escaped = false;
            let mut end = None;
            for (j, c) in rest.char_indices() {
                match c {
                    '\\' if quoted && !escaped => {
                        escaped = true;
                        continue;
                    }
                    '"' if !escaped => quoted = !quoted,
                    ']' if !quoted => {
                        end = Some(j);
                        break;
                    }
                    _ => {}
                }
                escaped = false;
            }
            let Some(end) = end else { break };
            let inner = &rest[1..end];
            let tag = inner
                .trim()
                .split_once(char::is_whitespace)
                .filter(|(k, _)| {
                    // A tag's name is a symbol: `[r1bq…/… b KQkq - 0 4]` is a position.
                    k.starts_with(|c: char| c.is_alphabetic())
                        && k.chars().all(|c| c.is_alphanumeric() || c == '_')
                });
            if let Some((k, v)) = tag {
                let v = v.trim();
                let v = v
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .unwrap_or(v);
                // Unescaped only where there is something to unescape.
                let v = if v.contains('\\') {
                    v.replace("\\\"", "\"").replace("\\\\", "\\")
                } else {
                    v.to_owned()
                };
                out.tags.push((k.to_owned(), v));
            } else {
                // `[3...Cf6]` is no tag: move text with a bracket variation;
                // a bracketed position neither.
                break;
            }
            out.tag_text.push(rest[..=end].to_owned());
            rest = rest[end + 1..].trim_start();
        }
        if !rest.is_empty() {
            in_tags = false;
            out.moves_line = first + i;
            out.moves.push_str(rest);
            out.moves.push('\n');
        }
    }
    while out.moves.ends_with("\n\n") {
        out.moves.pop();
    }
    out
}

/// How a game is read.
#[derive(Debug, Clone, Copy)]
pub struct GameOptions<'a> {
    /// The start position, overriding a `FEN` tag.
    pub start: Option<&'a Position>,
    /// How the text was written; `None`: PGN when it has tags.
    pub style: Option<Style>,
    /// The letters written back.
    pub to: &'a Notation,
    /// How the move text is written back.
    pub form: Form,
    /// Whether every mainline position is recorded.
    pub record: bool,
}

/// A game read and replayed.
#[derive(Debug, Clone)]
pub struct GameRead<'n> {
    /// Tags and move text.
    pub pgn: PgnText,
    /// The tables that read the move text (the first was used).
    pub notations: Vec<&'n Notation>,
    /// The position the moves start from.
    pub start: Position,
    /// Whether the game starts from a `FEN` tag (a problem).
    pub from_tag: bool,
    /// The line and table of a `FEN` tag that is not standard FEN and was
    /// read in the move text's letters instead (worth a note: the PGN
    /// standard writes the tag in standard letters).
    pub tag_letters: Option<(usize, &'n Notation)>,
    /// The replay.
    pub replay: Replay,
    /// Letters of another script that detection read as the table's own
    /// (Latin `K`, `C` for the Cyrillic К, С), worth a note.
    pub look_alike: Vec<char>,
    /// How the text was read.
    pub style: Style,
}

impl GameRead<'_> {
    /// The table used.
    pub fn notation(&self) -> &Notation {
        self.notations[0]
    }

    /// Line and column (1-based) of byte `offset` of the move text.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        line_col(&self.pgn.moves, offset, self.pgn.moves_line)
    }
}

/// A position that starts tagless move text (`[FEN] 1... Nf6`, or a FEN
/// on its own line above the moves): read as the start, and blanked out of
/// the move text so that every offset after it stays where it was.
fn leading_position<'n>(
    pgn: &mut PgnText,
    letters: &Letters<'n>,
) -> Result<Option<Position>, GameReadError<'n>> {
    if !pgn.tags.is_empty() {
        return Ok(None);
    }
    let Some(p) = super::text::split_position(&pgn.moves) else {
        return Ok(None);
    };
    let (from, to) = (p.offset, p.moves_at);
    let read =
        read_position(p.position, letters, Mode::Lenient, Format::Auto).map_err(|error| {
            GameReadError::Start {
                line: pgn.moves_line,
                error,
            }
        })?;
    let blank = " ".repeat(pgn.moves[from..to].len());
    pgn.moves.replace_range(from..to, &blank);
    Ok(Some(read.parsed.position))
}

/// Line and column (1-based) of byte `offset` in `text`, counting from
/// line `first`.
pub fn line_col(text: &str, offset: usize, first: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = first + before.matches('\n').count();
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

/// Why a game could not be read at all.
#[derive(Debug, Clone)]
pub enum GameReadError<'n> {
    /// A line of it was too long or not text.
    Broken {
        /// The line.
        line: usize,
        /// Its start.
        head: String,
    },
    /// The `FEN` tag (or the given start) is unreadable or ambiguous.
    Start {
        /// The line of the tag.
        line: usize,
        /// Why.
        error: PositionError<'n>,
    },
    /// The move text's structure is broken.
    Text {
        /// Line and column.
        at: (usize, usize),
        /// What.
        error: TextError,
    },
    /// Several tables play the whole text and give different games.
    Ambiguous {
        /// Where the move text starts.
        line: usize,
        /// The readings.
        readings: Vec<GameReading<'n>>,
    },
    /// Neither a move nor a tag could be read: prose, a table copied from
    /// a book, move numbers alone. Never a game of zero moves.
    NoMoves {
        /// Where the text starts.
        line: usize,
    },
    /// The text is a position with no moves after it.
    PositionOnly {
        /// Its line.
        line: usize,
    },
}

/// Reads a `FEN` tag: as standard FEN, as the PGN standard writes it,
/// else in the given table's letters (that table is returned, to be named
/// in a note). Detection reads standard FEN first by itself.
fn fen_tag<'n>(
    tag: &str,
    letters: &Letters<'n>,
) -> Result<(Position, Option<&'n Notation>), PositionError<'n>> {
    let Letters::Table(t) = letters else {
        return read_position(tag, letters, Mode::Lenient, Format::Fen)
            .map(|p| (p.parsed.position, None));
    };
    let standard = Letters::Table(Notation::standard());
    match read_position(tag, &standard, Mode::Lenient, Format::Fen) {
        Ok(p) => Ok((p.parsed.position, None)),
        Err(e) if t.id() == Notation::standard().id() => Err(e),
        Err(e) => match read_position(tag, letters, Mode::Lenient, Format::Fen) {
            Ok(p) => Ok((p.parsed.position, Some(*t))),
            Err(_) => Err(e),
        },
    }
}

/// Reads one game: its tags, its start (the `FEN` tag read as standard
/// FEN, as the PGN standard writes it, else with the same letters), the notation of its move text (a fixed table, or detection
/// that never guesses), and the replay.
///
/// ```
/// use fenlingo::input::{read_game, GameOptions, Letters};
/// use fenlingo::movetext::Form;
/// use fenlingo::Notation;
/// let auto = Letters::auto();
/// let opts = GameOptions { start: None, style: None, to: Notation::standard(), form: Form::Standard, record: false };
/// let g = read_game("1. e4 e5 2. Pf3 Pc6 3. Lb5 a6", 1, &auto, opts).unwrap();
/// assert_eq!(g.notation().id(), "nl");
/// assert_eq!(g.replay.text, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");
/// // The FEN tag is standard whatever the letters of the moves.
/// let es = Letters::Table(Notation::builtin("es").unwrap());
/// let game = "[SetUp \"1\"]\n[FEN \"4k3/8/4K3/8/8/8/8/R7 w - - 0 1\"]\n\n1. Ta8# 1-0";
/// let g = read_game(game, 1, &es, opts).unwrap();
/// assert_eq!(g.replay.text, "1. Ra8# 1-0");
/// assert!(g.tag_letters.is_none());
/// ```
pub fn read_game<'n>(
    text: &str,
    first_line: usize,
    letters: &Letters<'n>,
    opts: GameOptions<'_>,
) -> Result<GameRead<'n>, GameReadError<'n>> {
    let mut pgn = split_pgn_game(text, first_line);
    let leading = leading_position(&mut pgn, letters)?;
    let style = opts.style.unwrap_or(if pgn.tags.is_empty() {
        Style::Pasted
    } else {
        Style::Pgn
    });
    let tag_line = |name: &str| {
        let i = pgn
            .tag_text
            .iter()
            .position(|t| t.trim_start_matches('[').starts_with(name))
            .unwrap_or(0);
        first_line + i
    };
    let mut tag_letters = None;
    let (start, from_tag) = match (leading.or(opts.start.copied()), pgn.tag("FEN")) {
        (Some(s), _) => (s, false),
        (None, Some(f)) => {
            let (p, named) = fen_tag(f, letters).map_err(|error| GameReadError::Start {
                line: tag_line("FEN"),
                error,
            })?;
            tag_letters = named.map(|t| (tag_line("FEN"), t));
            (p, true)
        }
        (None, None) => (Position::standard(), false),
    };
    let mut look_alike = Vec::new();
    let notations = match letters {
        Letters::Table(t) => vec![*t],
        Letters::Auto(_) => {
            match movetext::detect(&pgn.moves, style, Notation::builtins(), &start) {
                Ok(r) => {
                    look_alike = r.look_alike;
                    r.notations
                }
                Err(GameError::Text(error)) => {
                    return Err(GameReadError::Text {
                        at: line_col(&pgn.moves, error.offset, pgn.moves_line),
                        error,
                    });
                }
                Err(GameError::Ambiguous(readings)) => {
                    return Err(GameReadError::Ambiguous {
                        line: pgn.moves_line,
                        readings,
                    });
                }
            }
        }
    };
    let replay = movetext::read_and_replay(
        &pgn.moves,
        style,
        notations[0],
        &start,
        opts.to,
        opts.form,
        opts.record,
    )
    .map_err(|error| GameReadError::Text {
        at: line_col(&pgn.moves, error.offset, pgn.moves_line),
        error,
    })?;
    if replay.mainline.is_empty() && replay.error.is_none() && pgn.tags.is_empty() {
        let line = pgn.moves_line;
        return Err(if leading.is_some() {
            GameReadError::PositionOnly { line }
        } else {
            GameReadError::NoMoves { line }
        });
    }
    Ok(GameRead {
        pgn,
        notations,
        start,
        from_tag,
        tag_letters,
        replay,
        look_alike,
        style,
    })
}

#[cfg(test)]
mod tests {
    use super::PgnSplitter;

    /// A plain line's last word is found as the character scan finds it:
    /// results at the end or not, spaces of every kind, a stray `}`.
    #[test]
    fn plain_lines_are_scanned_as_every_line_is() {
        let words = [
            "e4", "1-0", "0-1", "1/2-1/2", "*", "}", "12.", "\t", "\x0B", "  ", "Nf3*",
        ];
        let mut seed = 11u64;
        for _ in 0..2000 {
            let mut line = String::new();
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            for _ in 0..(seed >> 60) {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                line.push_str(words[(seed >> 33) as usize % words.len()]);
                if seed >> 63 == 1 {
                    line.push(' ');
                }
            }
            for before in [false, true] {
                let mut plain = PgnSplitter {
                    ended: before,
                    ..PgnSplitter::default()
                };
                let mut chars = PgnSplitter {
                    ended: before,
                    ..PgnSplitter::default()
                };
                plain.scan_plain(&line);
                chars.scan_chars(&line);
                assert_eq!(plain.ended, chars.ended, "{line:?}");
            }
        }
    }
}
