//! Which notation a line is written in — ranked readings, never a silent
//! guess.

use super::Notation;
use crate::fen::{self, FenError, Mode, Parsed, ReadOptions};
use crate::{Bitboard, Color, Flags, Piece, Position, Role};

/// One way of reading a line: the tables that give this position and why
/// it ranks where it does.
#[derive(Debug, Clone)]
pub struct Reading<'n> {
    /// The tables that read the line as this position (tables sharing
    /// letters, such as Spanish, Italian and Catalan, give one reading).
    pub notations: Vec<&'n Notation>,
    /// The line as read by the first table.
    pub parsed: Parsed,
    /// Legality flags of the position.
    pub flags: Flags,
    /// How many pieces must have come from promotions.
    pub promoted: u32,
    /// Whether the side-to-move field was present (not assumed).
    pub side_given: bool,
    /// Whether the castling field held rights (not `-` or assumed) in
    /// the table's own letters.
    pub castling_given: bool,
    /// Higher is more plausible.
    pub score: i64,
}

impl Reading<'_> {
    /// The first (preferred) table of the reading.
    pub fn notation(&self) -> &Notation {
        self.notations[0]
    }
    /// Whether the standard (English) notation is among the tables.
    pub fn is_standard(&self) -> bool {
        self.notations.iter().any(|n| n.id() == "en")
    }
}

/// The outcome of detection.
#[derive(Debug, Clone)]
pub enum Detection<'n> {
    /// One reading stands out: the standard one whenever the line reads
    /// as standard FEN (legal or not), else the most plausible. `others`
    /// are the other readings (for a standard line, the legal ones only).
    Found {
        /// The chosen reading.
        best: Reading<'n>,
        /// The other readings, ranked.
        others: Vec<Reading<'n>>,
        /// Always `false`: a standard reading is never set aside (kept for
        /// compatibility).
        overrides_standard: bool,
    },
    /// The best readings give different positions and nothing separates
    /// them.
    Ambiguous(Vec<Reading<'n>>),
    /// No table reads the line; the error is the standard reading's.
    Unreadable(FenError),
}

fn promoted_needed(pos: &Position) -> u32 {
    let b = &pos.board;
    Color::ALL
        .into_iter()
        .map(|c| {
            let ours = b.by_color(c);
            let count = |r: Role| (ours & b.by_role(r)).count();
            let bishops = ours & b.by_role(Role::Bishop);
            count(Role::Queen).saturating_sub(1)
                + count(Role::Rook).saturating_sub(2)
                + count(Role::Knight).saturating_sub(2)
                + (bishops & Bitboard::LIGHT).count().saturating_sub(1)
                + (bishops & !Bitboard::LIGHT).count().saturating_sub(1)
        })
        .sum()
}

fn score(flags: Flags, promoted: u32, repairs: usize) -> i64 {
    let mut kings = 0;
    if !flags.contains(Flags::NO_WHITE_KING) && !flags.contains(Flags::TOO_MANY_KINGS) {
        kings += 1;
    }
    if !flags.contains(Flags::NO_BLACK_KING) && !flags.contains(Flags::TOO_MANY_KINGS) {
        kings += 1;
    }
    let others = flags.iter().count() as i64;
    kings * 1000 - others * 100 - i64::from(promoted) * 10 - repairs as i64
}

/// The characters of a table's piece tokens: the ASCII ones as a 128-bit
/// mask, and all of them, sorted.
fn token_chars(n: &Notation) -> (u128, Vec<char>) {
    let mut m = 0u128;
    let mut chars: Vec<char> = Vec::new();
    for t in n.pieces.iter().flatten() {
        for c in t.chars() {
            if c.is_ascii() {
                m |= 1 << (c as u32);
            }
            chars.push(c);
        }
    }
    chars.sort_unstable();
    chars.dedup();
    (m, chars)
}

/// For each set of the twelve pieces (12 bits), whether one of `covers`
/// holds it all: each cover marks itself, then every set a marked set
/// holds (one piece taken away at a time).
fn covered_sets(covers: &[u16]) -> Box<[bool; 4096]> {
    let mut covered = Box::new([false; 4096]);
    for &c in covers {
        covered[usize::from(c & 0xfff)] = true;
    }
    for bit in 0..12 {
        for set in (0..4096usize).rev() {
            if set & (1 << bit) == 0 && covered[set | (1 << bit)] {
                covered[set] = true;
            }
        }
    }
    covered
}

/// Figurines, which lenient reading accepts with any table.
const FIGURINE_CHARS: &str = "♔♕♖♗♘♙♚♛♜♝♞♟";

/// Groups of tables with identical tokens, precomputed for detection.
#[derive(Debug)]
pub struct Detector<'n> {
    groups: Vec<(Vec<&'n Notation>, u128, Vec<char>)>,
    /// The group of the standard table.
    standard: Option<usize>,
    /// For each side to move, the sets of standard pieces (12 bits, by
    /// [`Piece::index`]) whose letters some other group also reads along
    /// with the standard token of that side (`w`, `b`): such lines need
    /// ranking.
    rivals: Box<[[u64; 64]; 2]>,
}

impl<'n> Detector<'n> {
    /// A detector over the given tables (their order breaks ties).
    ///
    /// ```
    /// use fenlingo::notation::{Detector, Detection};
    /// let d = Detector::new(fenlingo::Notation::builtins());
    /// match d.detect("6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26") {
    ///     Detection::Found { best, .. } => assert_eq!(best.notation().id(), "es"),
    ///     other => panic!("{other:?}"),
    /// }
    /// ```
    pub fn new(tables: impl IntoIterator<Item = &'n Notation>) -> Detector<'n> {
        // Tables of move text only have no board letters to detect.
        let mut tables: Vec<&Notation> = tables.into_iter().filter(|n| n.has_board()).collect();
        // The standard table first, then the others by id, with the main
        // language of each letter group leading it.
        // The best-attested table leads its group.
        tables.sort_by_key(|n| {
            (
                n.id() != "en",
                n.is_provisional(),
                std::cmp::Reverse(n.sources().len()),
                n.id().to_owned(),
            )
        });
        let mut groups: Vec<(Vec<&Notation>, u128, Vec<char>)> = Vec::new();
        for t in tables {
            match groups.iter_mut().find(|(g, ..)| g[0].same_tokens(t)) {
                Some((g, ..)) => g.push(t),
                None => {
                    let (mask, chars) = token_chars(t);
                    groups.push((vec![t], mask, chars));
                }
            }
        }
        let standard = groups
            .iter()
            .position(|(g, ..)| g.iter().any(|n| n.id() == "en"));
        let mut rivals = Box::new([[0u64; 64]; 2]);
        if let Some(gi) = standard {
            let std_table = groups[gi].0[0];
            for color in Color::ALL {
                // Any token of that side (conservative: a rival only sends
                // the line to the careful path).
                let tokens = std_table.side_tokens(color);
                let covers: Vec<u16> = groups
                    .iter()
                    .enumerate()
                    .filter(|(j, (g, ..))| {
                        *j != gi && tokens.iter().any(|t| g[0].match_side(t).is_some())
                    })
                    .map(|(_, (_, m, _))| {
                        let Some(letters) = std_table.single_byte_tokens() else {
                            return 0xfff;
                        };
                        let mut set = 0u16;
                        for piece in Piece::ALL {
                            if m & (1 << (letters[piece.index()] & 127)) != 0 {
                                set |= 1 << piece.index();
                            }
                        }
                        set
                    })
                    .collect();
                for (present, covered) in covered_sets(&covers).iter().enumerate() {
                    if *covered {
                        rivals[color.index()][present / 64] |= 1 << (present % 64);
                    }
                }
            }
        }
        Detector {
            groups,
            standard,
            rivals,
        }
    }

    /// A canonical six-field standard FEN that no other table's letters
    /// can read: the standard reading, without ranking (the common case,
    /// kept as fast as reading with the standard table).
    pub fn standard_only(&self, line: &str) -> Option<(Parsed, &[&'n Notation])> {
        let gi = self.standard?;
        let (group, ..) = &self.groups[gi];
        // Only a line in the table's written tokens: it is its own
        // standard text.
        let position = fen::fast_fen(line.as_bytes(), group[0])
            .filter(|f| f.canonical)?
            .position;
        // The pieces on the board: the letters the placement uses (the
        // fast reader accepts nothing else in the field).
        let mut present = 0usize;
        for piece in Piece::ALL {
            if !position.board.by_piece(piece).is_empty() {
                present |= 1 << piece.index();
            }
        }
        let covered = self.rivals[position.turn.index()][present / 64] & (1 << (present % 64)) != 0;
        if covered {
            return None;
        }
        Some((
            Parsed {
                position,
                operations: None,
                repairs: Vec::new(),
            },
            group,
        ))
    }

    /// Ranks every reading of `line`.
    pub fn detect(&self, line: &str) -> Detection<'n> {
        // The placement's characters decide which tables can read it.
        // Fields are split as the reader splits them: a byte order mark, a
        // zero-width space or joiner is a separator lenient reading
        // repairs, and says nothing about the letters.
        let mut words = line.split(fen::is_separator).filter(|w| !w.is_empty());
        let placement = words.next().unwrap_or("");
        let side = words.next();
        let mut mask = 0u128;
        let mut others: Vec<char> = Vec::new();
        for c in placement.chars() {
            if c.is_ascii() {
                if !(c.is_ascii_digit() || c == '/' || c == '[' || c == ']') {
                    mask |= 1 << (c as u32);
                }
            } else if !FIGURINE_CHARS.contains(c) && !others.contains(&c) {
                others.push(c);
            }
        }
        let mut readings: Vec<Reading<'n>> = Vec::new();
        let mut standard_error = None;
        for (gi, (group, gmask, gchars)) in self.groups.iter().enumerate() {
            let is_std = Some(gi) == self.standard;
            // Every character of the placement must occur in the table's
            // tokens (or be a digit, '/', or a figurine).
            if mask & !gmask != 0 || others.iter().any(|c| gchars.binary_search(c).is_err()) {
                continue;
            }
            // A side-to-move token the table does not know fails the read:
            // skip the work.
            if let Some(side) = side {
                if group[0].match_side(side).is_none() {
                    continue;
                }
            }
            let opts = ReadOptions {
                notation: group[0],
                mode: Mode::Lenient,
                format: fen::Format::Auto,
            };
            let parsed = match fen::read_with(line, opts) {
                Ok(p) => p,
                Err(e) => {
                    if is_std {
                        standard_error = Some(e);
                    }
                    continue;
                }
            };
            let flags = parsed.position.validate();
            let promoted = promoted_needed(&parsed.position);
            // Standard FEN that no other table's letters cover: done.
            if is_std
                && !self.groups[gi + 1..].iter().any(|(g, m, c)| {
                    mask & !m == 0
                        && others.iter().all(|ch| c.binary_search(ch).is_ok())
                        && side.is_none_or(|sd| g[0].match_side(sd).is_some())
                })
                && readings.is_empty()
            {
                return Detection::Found {
                    best: reading(group, parsed),
                    others: Vec::new(),
                    overrides_standard: false,
                };
            }
            let mut s = score(flags, promoted, parsed.repairs.len());
            // A table with its own side-to-move convention (Spanish b/n)
            // is evidence of a localized writer: it wins a tie against a
            // table that only keeps the standard w/b by default. Castling
            // in the standard letters (`KQkq`) is no such evidence.
            let standard_castling = parsed
                .repairs
                .iter()
                .any(|r| r.kind == fen::RepairKind::StandardCastling);
            if !missing(&parsed, fen::Field::Side)
                && group[0].has_own_side_tokens()
                && !standard_castling
            {
                s += 5;
            }
            if let Some(r) = readings
                .iter_mut()
                .find(|r| r.parsed.position == parsed.position)
            {
                r.notations.extend(group.iter().copied());
                continue;
            }
            readings.push(Reading {
                notations: group.clone(),
                side_given: !missing(&parsed, fen::Field::Side),
                // In the table's own castling letters, not the standard
                // ones it also reads.
                castling_given: !parsed.position.castling.is_empty() && !standard_castling,
                parsed,
                flags,
                promoted,
                score: s,
            });
        }
        // The groups were made in the tables' order, so each reading's
        // tables are already in it.
        // A line that reads as standard FEN stays standard, whatever its
        // legality; the other readings that give a legal position are
        // named beside it.
        if let Some(i) = readings.iter().position(Reading::is_standard) {
            let best = readings.remove(i);
            readings.retain(|r| r.flags.is_empty());
            readings.sort_by_key(|r| std::cmp::Reverse(r.score));
            return Detection::Found {
                best,
                others: readings,
                overrides_standard: false,
            };
        }
        readings.sort_by_key(|r| std::cmp::Reverse(r.score));
        if readings.is_empty() {
            return self.no_reading(line, standard_error);
        }
        if readings.len() > 1 && readings[0].score == readings[1].score {
            let top = readings[0].score;
            readings.retain(|r| r.score == top);
            return Detection::Ambiguous(readings);
        }
        let best = readings.remove(0);
        Detection::Found {
            overrides_standard: false,
            best,
            others: readings,
        }
    }
}

impl<'n> Detector<'n> {
    /// No table's letters fit `line`: the standard reading's error, or the
    /// standard reading itself when the standard table reads the line
    /// after all (characters its repairs take away).
    fn no_reading(&self, line: &str, standard_error: Option<FenError>) -> Detection<'n> {
        if let Some(e) = standard_error {
            return Detection::Unreadable(e);
        }
        let standard = self.standard.map(|gi| &self.groups[gi].0);
        match (fen::read(line), standard) {
            (Err(e), _) => Detection::Unreadable(e),
            (Ok(parsed), Some(group)) => Detection::Found {
                best: reading(group, parsed),
                others: Vec::new(),
                overrides_standard: false,
            },
            // Tables without the standard one, none of which reads it.
            (Ok(_), None) => Detection::Unreadable(fen::read("").unwrap_err()),
        }
    }
}

/// The reading of `parsed` by the tables of `group`.
fn reading<'n>(group: &[&'n Notation], parsed: Parsed) -> Reading<'n> {
    let flags = parsed.position.validate();
    let promoted = promoted_needed(&parsed.position);
    Reading {
        notations: group.to_vec(),
        side_given: !missing(&parsed, fen::Field::Side),
        castling_given: !parsed.position.castling.is_empty(),
        score: score(flags, promoted, parsed.repairs.len()),
        parsed,
        flags,
        promoted,
    }
}

fn missing(p: &Parsed, field: fen::Field) -> bool {
    p.repairs
        .iter()
        .any(|r| r.kind == fen::RepairKind::MissingField(field))
}

#[cfg(test)]
mod covered_tests {
    use super::covered_sets;

    #[test]
    fn a_set_is_covered_when_a_cover_holds_it() {
        let cases: [&[u16]; 5] = [
            &[],
            &[0xfff],
            &[0b1010_0000_0011, 0b0101],
            &[0, 0x800, 0x7ff],
            &[0x0f0, 0xf00, 0x00f, 0x3c3],
        ];
        for covers in cases {
            let covered = covered_sets(covers);
            for present in 0..4096u16 {
                let expected = covers.iter().any(|c| present & !c == 0);
                assert_eq!(
                    covered[usize::from(present)],
                    expected,
                    "{covers:?} {present:#x}"
                );
            }
        }
    }
}
