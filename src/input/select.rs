//! Choosing puzzles from the lichess puzzle database as it streams by:
//! themes, a rating range and a least popularity are tested on the raw
//! CSV fields before anything is parsed; an order with a limit keeps only
//! the best N rows (a bounded heap), so that the whole database (about
//! five million rows) is read in little memory.

use super::item::CsvColumns;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// Which rows of the lichess CSV are wanted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PuzzleFilter {
    /// Any of these themes (none: any puzzle).
    pub themes: Vec<String>,
    /// The rating, both ends included.
    pub rating: Option<(u32, u32)>,
    /// The least popularity (lichess: -100 to 100).
    pub popularity: Option<i32>,
}

/// The order of the puzzles chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PuzzleSort {
    /// As in the file.
    #[default]
    File,
    /// Easiest first (rating ascending).
    Rating,
    /// Most popular first.
    Popularity,
    /// By puzzle id.
    Id,
    /// Shuffled by a seed: the same seed gives the same puzzles in the
    /// same order, whatever the order of the file.
    Random,
}

impl PuzzleSort {
    /// `rating`, `popularity`, `id`, `random` or `file`.
    ///
    /// ```
    /// use fenlingo::input::PuzzleSort;
    /// assert_eq!(PuzzleSort::from_name("random"), Some(PuzzleSort::Random));
    /// assert_eq!(PuzzleSort::from_name("elo"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<PuzzleSort> {
        match name {
            "file" => Some(PuzzleSort::File),
            "rating" => Some(PuzzleSort::Rating),
            "popularity" => Some(PuzzleSort::Popularity),
            "id" => Some(PuzzleSort::Id),
            "random" => Some(PuzzleSort::Random),
            _ => None,
        }
    }
}

/// Which puzzles, in which order, how many.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PuzzleSelection {
    /// The rows wanted.
    pub filter: PuzzleFilter,
    /// Their order.
    pub sort: PuzzleSort,
    /// At most this many.
    pub limit: Option<usize>,
    /// The seed of [`PuzzleSort::Random`].
    pub seed: u64,
}

/// An option of a selection that does not read: the option, the value
/// given and what is expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadOption {
    /// The option (`--rating`, `--sort`).
    pub option: &'static str,
    /// The value given.
    pub value: String,
    /// What is expected (`MIN-MAX`, the names of the orders).
    pub expected: &'static str,
}

impl PuzzleSelection {
    /// A selection from options as typed: themes separated by commas, a
    /// rating range, the least popularity, a limit, an order name and a
    /// seed. `None` when nothing is chosen (every row, in file order).
    ///
    /// ```
    /// use fenlingo::input::{PuzzleSelection, PuzzleSort};
    /// let s = PuzzleSelection::from_options(Some("fork, pin"), Some("1500-1800"), None, Some(20), Some("random"), 7).unwrap().unwrap();
    /// assert_eq!(s.filter.themes, ["fork", "pin"]);
    /// assert_eq!((s.sort, s.limit), (PuzzleSort::Random, Some(20)));
    /// assert!(PuzzleSelection::from_options(None, None, None, None, None, 0).unwrap().is_none());
    /// assert_eq!(PuzzleSelection::from_options(None, None, None, None, Some("elo"), 0).unwrap_err().option, "--sort");
    /// ```
    pub fn from_options(
        themes: Option<&str>,
        rating: Option<&str>,
        popularity: Option<i32>,
        limit: Option<usize>,
        sort: Option<&str>,
        seed: u64,
    ) -> Result<Option<PuzzleSelection>, BadOption> {
        let rating = match rating {
            Some(r) => Some(parse_rating_range(r).ok_or_else(|| BadOption {
                option: "--rating",
                value: r.to_owned(),
                expected: "MIN-MAX",
            })?),
            None => None,
        };
        let sort = match sort {
            Some(s) => PuzzleSort::from_name(s).ok_or_else(|| BadOption {
                option: "--sort",
                value: s.to_owned(),
                expected: "rating, popularity, id, random",
            })?,
            None => PuzzleSort::File,
        };
        let themes = themes
            .into_iter()
            .flat_map(|t| t.split(','))
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
            .collect();
        let sel = PuzzleSelection {
            filter: PuzzleFilter {
                themes,
                rating,
                popularity,
            },
            sort,
            limit,
            seed,
        };
        Ok((sel != PuzzleSelection::default()).then_some(sel))
    }
}

/// A rating range: `1500-1800`, `1500-` or `-1800`.
///
/// ```
/// use fenlingo::input::parse_rating_range;
/// assert_eq!(parse_rating_range("1500-1800"), Some((1500, 1800)));
/// assert_eq!(parse_rating_range("2000-"), Some((2000, u32::MAX)));
/// assert_eq!(parse_rating_range("-1200"), Some((0, 1200)));
/// assert_eq!(parse_rating_range("1800-1500"), None);
/// assert_eq!(parse_rating_range("x"), None);
/// ```
pub fn parse_rating_range(text: &str) -> Option<(u32, u32)> {
    let (a, b) = text.trim().split_once('-')?;
    let min = if a.trim().is_empty() {
        0
    } else {
        a.trim().parse().ok()?
    };
    let max = if b.trim().is_empty() {
        u32::MAX
    } else {
        b.trim().parse().ok()?
    };
    (min <= max && !(a.trim().is_empty() && b.trim().is_empty())).then_some((min, max))
}

/// The most fields a row is split into without allocating (the lichess
/// CSV has ten).
const FIELDS: usize = 16;

/// The raw fields of a row, without copying: their byte ranges (a row
/// with quotes, or with more fields, is split by the full CSV rules).
pub(crate) struct RawRow<'a> {
    line: &'a str,
    spans: [(u32, u32); FIELDS],
    count: usize,
    owned: Option<Vec<String>>,
}

impl<'a> RawRow<'a> {
    pub(crate) fn new(line: &'a str) -> RawRow<'a> {
        let mut row = RawRow {
            line,
            spans: [(0, 0); FIELDS],
            count: 0,
            owned: None,
        };
        let bytes = line.as_bytes();
        if memchr::memchr(b'"', bytes).is_some() || line.len() > u32::MAX as usize {
            row.owned = Some(
                super::item::csv_fields(line)
                    .into_iter()
                    .map(|(f, _)| f)
                    .collect(),
            );
            return row;
        }
        let mut start = 0;
        for end in memchr::memchr_iter(b',', bytes).chain(std::iter::once(bytes.len())) {
            if row.count == FIELDS {
                row.owned = Some(line.split(',').map(str::to_owned).collect());
                return row;
            }
            row.spans[row.count] = (start as u32, end as u32);
            row.count += 1;
            start = end + 1;
        }
        row
    }

    fn get(&self, i: Option<usize>) -> Option<&str> {
        let i = i?;
        let field = match &self.owned {
            Some(v) => v.get(i)?.as_str(),
            None => {
                let (a, b) = *self.spans[..self.count].get(i)?;
                // Commas are ASCII: the ranges fall on character bounds.
                self.line.get(a as usize..b as usize)?
            }
        };
        Some(field.trim())
    }
}

impl PuzzleFilter {
    /// Whether the row `line` is wanted, from its raw fields. A row that
    /// lacks a field a test needs is not wanted.
    ///
    /// ```
    /// use fenlingo::input::{CsvColumns, PuzzleFilter};
    /// let row = "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game";
    /// let f = PuzzleFilter { themes: vec!["fork".into(), "mateIn2".into()], rating: Some((1500, 1800)), popularity: Some(80) };
    /// assert!(f.passes(row, &CsvColumns::default()));
    /// let f = PuzzleFilter { themes: vec!["fork".into()], ..PuzzleFilter::default() };
    /// assert!(!f.passes(row, &CsvColumns::default()));
    /// ```
    pub fn passes(&self, line: &str, cols: &CsvColumns) -> bool {
        if self.is_empty() {
            return true;
        }
        self.passes_row(&RawRow::new(line), cols)
    }

    /// Whether nothing is tested.
    pub fn is_empty(&self) -> bool {
        self.themes.is_empty() && self.rating.is_none() && self.popularity.is_none()
    }

    fn passes_row(&self, row: &RawRow<'_>, cols: &CsvColumns) -> bool {
        if let Some((min, max)) = self.rating {
            match row.get(cols.rating).and_then(|r| r.parse::<u32>().ok()) {
                Some(r) if (min..=max).contains(&r) => {}
                _ => return false,
            }
        }
        if let Some(min) = self.popularity {
            match row.get(cols.popularity).and_then(|p| p.parse::<i32>().ok()) {
                Some(p) if p >= min => {}
                _ => return false,
            }
        }
        if !self.themes.is_empty() {
            let Some(themes) = row.get(cols.themes) else {
                return false;
            };
            if !themes
                .split(' ')
                .any(|t| self.themes.iter().any(|w| w == t))
            {
                return false;
            }
        }
        true
    }
}

/// The sort key of a row.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Number(i64),
    Text(String),
}

/// A row kept by a [`Selector`]: its key, its line number and its text.
#[derive(Debug, PartialEq, Eq)]
struct Kept {
    key: Key,
    line: usize,
    text: String,
}

impl Ord for Kept {
    fn cmp(&self, other: &Self) -> Ordering {
        (&self.key, self.line).cmp(&(&other.key, other.line))
    }
}

impl PartialOrd for Kept {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// A 64-bit mix (splitmix64's finalizer).
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The place of puzzle `id` in the shuffle of `seed`: a hash of both
/// (FNV-1a, then mixed), so the order does not depend on the file's.
fn shuffle_key(id: &str, seed: u64) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ mix(seed);
    for b in id.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    mix(h)
}

/// Chooses rows as they stream by: feed every data row with
/// [`offer`](Selector::offer), then take the chosen ones, in order, with
/// [`finish`](Selector::finish). With a sort and a limit of N it holds at
/// most N rows.
///
/// ```
/// use fenlingo::input::{CsvColumns, PuzzleSelection, PuzzleSort, Selector};
/// let sel = PuzzleSelection { sort: PuzzleSort::Rating, limit: Some(2), ..Default::default() };
/// let mut s = Selector::new(&sel, CsvColumns::default());
/// for (n, rating) in [(2, 1900), (3, 1200), (4, 1500), (5, 2500)] {
///     s.offer(n, &format!("id{n},fen,moves,{rating},80,90,100,fork,url,"));
/// }
/// let lines: Vec<usize> = s.finish().into_iter().map(|(n, _)| n).collect();
/// assert_eq!(lines, [3, 4]);
/// ```
pub struct Selector<'s> {
    sel: &'s PuzzleSelection,
    cols: CsvColumns,
    heap: BinaryHeap<Kept>,
    passed: usize,
}

impl<'s> Selector<'s> {
    /// A selector of `sel` over rows with columns `cols`.
    pub fn new(sel: &'s PuzzleSelection, cols: CsvColumns) -> Selector<'s> {
        Selector {
            sel,
            cols,
            heap: BinaryHeap::new(),
            passed: 0,
        }
    }

    /// Whether no more rows can change the choice (file order, limit
    /// reached).
    pub fn full(&self) -> bool {
        self.sel.sort == PuzzleSort::File && self.sel.limit.is_some_and(|l| self.passed >= l)
    }

    /// Offers row `text` (line `line`); returns whether it passed the
    /// filter.
    pub fn offer(&mut self, line: usize, text: &str) -> bool {
        if self.full() {
            return false;
        }
        let row = RawRow::new(text);
        if !self.sel.filter.passes_row(&row, &self.cols) {
            return false;
        }
        self.passed += 1;
        let number = |i: Option<usize>| {
            row.get(i)
                .and_then(|v| v.parse::<i64>().ok())
                .unwrap_or(i64::MAX)
        };
        let key = match self.sel.sort {
            PuzzleSort::File => Key::Number(0),
            PuzzleSort::Rating => Key::Number(number(self.cols.rating)),
            PuzzleSort::Popularity => {
                let p = number(self.cols.popularity);
                Key::Number(if p == i64::MAX { p } else { -p })
            }
            PuzzleSort::Id => Key::Text(row.get(Some(self.cols.id)).unwrap_or("").to_owned()),
            PuzzleSort::Random => Key::Number(
                (shuffle_key(row.get(Some(self.cols.id)).unwrap_or(""), self.sel.seed) >> 1) as i64,
            ),
        };
        if let Some(limit) = self.sel.limit {
            if self.heap.len() >= limit {
                match self.heap.peek() {
                    Some(top) if (&key, line) < (&top.key, top.line) => {
                        self.heap.pop();
                    }
                    _ => return true,
                }
            }
            if limit == 0 {
                return true;
            }
        }
        self.heap.push(Kept {
            key,
            line,
            text: text.to_owned(),
        });
        true
    }

    /// The rows chosen, in order: line numbers and texts.
    pub fn finish(self) -> Vec<(usize, String)> {
        self.heap
            .into_sorted_vec()
            .into_iter()
            .map(|k| (k.line, k.text))
            .collect()
    }
}
