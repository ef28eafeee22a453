//! Notation tables: how pieces, the side to move and castling rights are
//! written in one language.
//!
//! A table is data (TOML), the same format for the built-in tables under
//! `locales/<id>/notation.toml` and for a user's own file. Tokens are
//! strings, not characters, and are matched longest first, so the Russian
//! king «Кр» and knight «К» coexist.
//!
//! ```
//! use fenlingo::{Color, Notation, Piece, Role};
//! let ru = Notation::builtin("ru").unwrap();
//! assert_eq!(ru.match_piece("Кр4"), Some((Piece::new(Color::White, Role::King), "Кр".len())));
//! assert_eq!(ru.match_piece("К4"), Some((Piece::new(Color::White, Role::Knight), "К".len())));
//! ```

mod detect;
mod error;
#[cfg(feature = "moves")]
mod forms;
mod table;

pub use detect::{Detection, Detector, Reading};
pub use error::{NotationError, NotationErrorKind};

use crate::{CastlingSide, Color, File, Piece, Role};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/builtin_tables.rs"));

/// A built-in table, read the first time it is asked for: a command that
/// names its table reads that one alone.
struct BuiltinCell {
    /// The folder's name, which is the table's id.
    id: &'static str,
    path: &'static str,
    src: &'static str,
    /// Boxed, so that the list of cells stays small: finding one table
    /// touches a few hundred bytes, not a kilobyte per table.
    table: OnceLock<Option<Box<Notation>>>,
}

impl BuiltinCell {
    fn table(&'static self) -> Option<&'static Notation> {
        self.table
            .get_or_init(|| {
                // Built-in tables are checked by the test suite; a broken
                // one is left out rather than taking the library down.
                let mut n = table::load_builtin(self.src, self.path).ok()?;
                n.builtin = true;
                Some(Box::new(n))
            })
            .as_deref()
    }
}

/// Every built-in table's cell, sorted by id (the list is made at build
/// time: finding a table reads no folder).
fn builtin_cells() -> &'static [BuiltinCell] {
    static CELLS: OnceLock<Vec<BuiltinCell>> = OnceLock::new();
    CELLS.get_or_init(|| {
        BUILTIN_TABLES
            .iter()
            .map(|&(id, path, src)| BuiltinCell {
                id,
                path,
                src,
                table: OnceLock::new(),
            })
            .collect()
    })
}

/// A compiled notation table.
#[derive(Debug, Clone)]
pub struct Notation {
    id: String,
    tag: LanguageIdentifier,
    name: String,
    native_name: Option<String>,
    provisional: bool,
    /// Whether the letters are also board (FEN) letters.
    board: bool,
    sources: Vec<String>,
    notes: Option<String>,
    /// Whether this is a built-in table.
    builtin: bool,
    /// Per piece index: the tokens read, the first one written.
    pieces: [Vec<String>; 12],
    side: [Vec<String>; 2],
    /// `[color][side]`.
    castling: [[String; 2]; 2],
    pawn_letter: bool,
    capture: Vec<String>,
    /// The table's own file letters, a to h, when it has them.
    files: Option<Box<[String; 8]>>,
    // Lookup structures.
    ascii: [u8; 128],
    single: Option<[u8; 12]>,
    /// What each byte means to the fast placement reader, when every
    /// token is a single ASCII byte (from byte classes: 0–11 piece, 64–75
    /// a piece's token read but not written, 16–23 digit 1–8, 32 slash,
    /// 255 other).
    placement_info: Option<Box<[u32; 256]>>,
    /// Single-byte side-to-move tokens: byte → 1 White, 2 Black, 0 none,
    /// plus 4 for a token read but not written; and castling tokens:
    /// byte → 1 + 2 × color + side, 0 none.
    side_bytes: Option<Box<[u8; 256]>>,
    castling_bytes: Option<Box<[u8; 256]>>,
    /// The written tokens as bytes, when each is one byte (for writing a
    /// canonical line of this table in another, byte by byte: the input
    /// reader's fast path).
    #[cfg(feature = "moves")]
    forms: Option<Box<forms::ByteForms>>,
    multi: Vec<(String, u8)>,
    multi_first: [bool; 256],
    /// The piece letters of clean SAN, made the first time the table
    /// reads a move.
    #[cfg(feature = "moves")]
    clean_san: OnceLock<Option<[u8; 128]>>,
}

pub(crate) struct NotationParts {
    id: String,
    tag: LanguageIdentifier,
    name: String,
    native_name: Option<String>,
    provisional: bool,
    board: bool,
    sources: Vec<String>,
    notes: Option<String>,
    pieces: [Vec<String>; 12],
    side: [Vec<String>; 2],
    castling: [[String; 2]; 2],
    pawn_letter: bool,
    capture: Vec<String>,
    files: Option<[String; 8]>,
}

/// The standard file letters, as strings.
const FILE_LETTERS: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];

impl Notation {
    fn build(p: NotationParts) -> Notation {
        let mut ascii = [0u8; 128];
        let mut multi = Vec::new();
        let mut multi_first = [false; 256];
        // A table of move text only reads White's tokens alone (Black's
        // are the same strings, kept for the written form).
        let read = if p.board { 12 } else { 6 };
        for (i, tokens) in p.pieces.iter().enumerate().take(read) {
            for t in tokens {
                let b = t.as_bytes();
                if b.len() == 1 && b[0] < 128 {
                    ascii[b[0] as usize] = i as u8 + 1;
                } else {
                    multi_first[b[0] as usize] = true;
                    multi.push((t.clone(), i as u8));
                }
            }
        }
        multi.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
        let mut single = p.board.then_some([0u8; 12]);
        for (i, tokens) in p.pieces.iter().enumerate() {
            match (tokens[0].as_bytes(), single.as_mut()) {
                ([b], Some(s)) if *b < 128 => s[i] = *b,
                _ => single = None,
            }
        }
        let side_bytes = {
            let mut t = Box::new([0u8; 256]);
            let mut ok = true;
            for (c, tokens) in p.side.iter().enumerate() {
                for (k, tok) in tokens.iter().enumerate() {
                    // Bit 2: a token read but not written.
                    let alternate = if k == 0 { 0 } else { 4 };
                    match tok.as_bytes() {
                        [b] if *b < 128 => t[*b as usize] = c as u8 + 1 + alternate,
                        _ => ok = false,
                    }
                }
            }
            ok.then_some(t)
        };
        let castling_bytes = {
            let mut t = Box::new([0u8; 256]);
            let mut ok = true;
            for (c, sides) in p.castling.iter().enumerate() {
                for (sd, tok) in sides.iter().enumerate() {
                    match tok.as_bytes() {
                        [b] if *b < 128 => t[*b as usize] = 1 + 2 * c as u8 + sd as u8,
                        _ => ok = false,
                    }
                }
            }
            ok.then_some(t)
        };
        let placement_info = if multi.is_empty() && p.board {
            let mut c = Box::new([255u8; 256]);
            for (i, &code) in ascii.iter().enumerate() {
                if code != 0 {
                    // 64 + piece: a token read but not written.
                    let piece = usize::from(code - 1);
                    let written = p.pieces[piece][0].as_bytes() == [i as u8];
                    c[i] = if written { code - 1 } else { 64 + code - 1 };
                }
            }
            for d in b'1'..=b'8' {
                c[d as usize] = 16 + (d - b'1');
            }
            c[b'/' as usize] = 32;
            Some(crate::fen::placement_info(&c))
        } else {
            None
        };
        #[cfg(feature = "moves")]
        let forms = p
            .board
            .then(|| forms::ByteForms::new(&p.pieces, &p.side, &p.castling))
            .flatten();
        Notation {
            id: p.id,
            tag: p.tag,
            name: p.name,
            native_name: p.native_name,
            provisional: p.provisional,
            board: p.board,
            sources: p.sources,
            notes: p.notes,
            builtin: false,
            pieces: p.pieces,
            side: p.side,
            castling: p.castling,
            pawn_letter: p.pawn_letter,
            capture: p.capture,
            files: p.files.map(Box::new),
            placement_info,
            side_bytes,
            castling_bytes,
            #[cfg(feature = "moves")]
            forms,
            ascii,
            single,
            multi,
            multi_first,
            #[cfg(feature = "moves")]
            clean_san: OnceLock::new(),
        }
    }

    /// Reads a table from TOML text. `origin` names the file in errors.
    ///
    /// ```
    /// let src = r#"
    /// tag = "de"
    /// name = "German"
    /// [white]
    /// king = "K"
    /// queen = "D"
    /// rook = "T"
    /// bishop = "L"
    /// knight = "S"
    /// pawn = "B"
    /// "#;
    /// let de = fenlingo::Notation::from_toml(src, "de.toml").unwrap();
    /// assert_eq!(de.id(), "de");
    /// assert_eq!(de.piece_token(fenlingo::Piece::new(fenlingo::Color::Black, fenlingo::Role::Pawn)), "b");
    /// ```
    pub fn from_toml(src: &str, origin: &str) -> Result<Notation, NotationError> {
        table::load(src, origin)
    }

    /// The standard (English) notation of FEN, EPD and PGN.
    ///
    /// ```
    /// assert_eq!(fenlingo::Notation::standard().id(), "en");
    /// ```
    pub fn standard() -> &'static Notation {
        Notation::builtin("en").expect("the English table is built in")
    }

    /// Every built-in table, sorted by id.
    ///
    /// ```
    /// assert!(fenlingo::Notation::builtins().len() >= 3);
    /// ```
    pub fn builtins() -> &'static [Notation] {
        static ALL: OnceLock<Vec<Notation>> = OnceLock::new();
        ALL.get_or_init(|| {
            builtin_cells()
                .iter()
                .filter_map(|c| c.table().cloned())
                .collect()
        })
    }

    /// The source text of every built-in table, with its path, for checks.
    #[doc(hidden)]
    pub fn builtin_sources() -> Vec<(String, &'static str)> {
        builtin_cells()
            .iter()
            .map(|c| (c.path.to_owned(), c.src))
            .collect()
    }

    /// The built-in table with this id (`"es"`, `"ru"`, `"figurine"`, …).
    /// Falls back to the table of the language part of a tag such as
    /// `es-MX`, or of a POSIX locale such as `de_DE.UTF-8`. Only that
    /// table is read.
    ///
    /// ```
    /// assert!(fenlingo::Notation::builtin("es-MX").is_some());
    /// assert_eq!(fenlingo::Notation::builtin("de_DE").unwrap().id(), "de");
    /// assert!(fenlingo::Notation::builtin("xx").is_none());
    /// ```
    pub fn builtin(id: &str) -> Option<&'static Notation> {
        let cells = builtin_cells();
        let find = |id: &str| cells.iter().find(|c| c.id.eq_ignore_ascii_case(id));
        if let Some(c) = find(id) {
            return c.table();
        }
        let lang: LanguageIdentifier = crate::i18n::parse_locale(id)?;
        find(lang.language.as_str())?.table()
    }

    /// Whether this is one of the built-in tables (not one read from a
    /// user's file).
    ///
    /// ```
    /// assert!(fenlingo::Notation::builtin("es").unwrap().is_builtin());
    /// ```
    pub fn is_builtin(&self) -> bool {
        self.builtin
    }

    /// Whether two tables are the same table: the same value, or the same
    /// built-in table (which [`Notation::builtins`] and
    /// [`Notation::builtin`] may hold twice).
    #[cfg(feature = "moves")]
    pub(crate) fn same(&self, other: &Notation) -> bool {
        std::ptr::eq(self, other) || (self.builtin && other.builtin && self.id == other.id)
    }

    /// The id users type (`--from es`).
    ///
    /// ```
    /// assert_eq!(fenlingo::Notation::builtin("ru").unwrap().id(), "ru");
    /// ```
    pub fn id(&self) -> &str {
        &self.id
    }
    /// The BCP 47 language tag.
    ///
    /// ```
    /// assert_eq!(fenlingo::Notation::standard().tag().to_string(), "en");
    /// ```
    pub fn tag(&self) -> &LanguageIdentifier {
        &self.tag
    }
    /// The English name of the notation.
    ///
    /// ```
    /// assert_eq!(fenlingo::Notation::builtin("es").unwrap().name(), "Spanish");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The name in its own language, when the table gives it.
    ///
    /// ```
    /// assert_eq!(fenlingo::Notation::standard().native_name(), Some("English"));
    /// ```
    pub fn native_name(&self) -> Option<&str> {
        self.native_name.as_deref()
    }
    /// Whether the letters rest on a single source.
    ///
    /// ```
    /// assert!(!fenlingo::Notation::standard().is_provisional());
    /// ```
    pub fn is_provisional(&self) -> bool {
        self.provisional
    }
    /// Whether two tables read and write every token alike: the same
    /// letters for the pieces, sides, castling, captures and files (the
    /// names and sources may differ, as Japanese and English do).
    #[cfg(feature = "moves")]
    pub(crate) fn same_letters(&self, other: &Notation) -> bool {
        self.pieces == other.pieces
            && self.side == other.side
            && self.castling == other.castling
            && self.pawn_letter == other.pawn_letter
            && self.capture == other.capture
            && self.files == other.files
            && self.board == other.board
    }
    /// Whether the table's letters are also written on a board (FEN).
    /// A table of move text only (`board = false` in its file, such as
    /// Vietnamese, whose sources show no way of writing Black's pieces)
    /// is left out of position detection and refused for positions.
    ///
    /// ```
    /// assert!(fenlingo::Notation::standard().has_board());
    /// assert!(!fenlingo::Notation::builtin("vi").unwrap().has_board());
    /// ```
    pub fn has_board(&self) -> bool {
        self.board
    }
    /// The sources the table names.
    ///
    /// ```
    /// assert!(!fenlingo::Notation::standard().sources().is_empty());
    /// ```
    pub fn sources(&self) -> &[String] {
        &self.sources
    }
    /// Free-form notes of the table.
    ///
    /// ```
    /// assert!(fenlingo::Notation::standard().notes().is_some());
    /// ```
    pub fn notes(&self) -> Option<&str> {
        self.notes.as_deref()
    }
    /// Whether pawns carry a letter in move text.
    ///
    /// ```
    /// assert!(!fenlingo::Notation::standard().pawn_letter());
    /// ```
    pub fn pawn_letter(&self) -> bool {
        self.pawn_letter
    }
    /// The capture marks of move text, the first one written.
    ///
    /// ```
    /// assert_eq!(fenlingo::Notation::standard().capture_marks()[0], "x");
    /// ```
    pub fn capture_marks(&self) -> &[String] {
        &self.capture
    }

    /// The letter written for a file: the table's own (Hebrew `ה` for
    /// the e-file) or the standard `a`–`h`.
    ///
    /// ```
    /// use fenlingo::{File, Notation};
    /// let e = File::from_char('e').unwrap();
    /// assert_eq!(Notation::standard().file_token(e), "e");
    /// ```
    pub fn file_token(&self, file: File) -> &str {
        match &self.files {
            Some(f) => &f[usize::from(file.index())],
            None => FILE_LETTERS[usize::from(file.index())],
        }
    }
    /// Whether the table writes files in letters of its own.
    ///
    /// ```
    /// assert!(!fenlingo::Notation::standard().has_own_files());
    /// ```
    pub fn has_own_files(&self) -> bool {
        self.files.is_some()
    }
    /// The file whose own letter starts `s`, longest first, with the
    /// letter's length; `None` for a table without file letters of its
    /// own (the standard `a`–`h` are read by the move reader itself).
    ///
    /// ```
    /// assert_eq!(fenlingo::Notation::standard().match_file("e4"), None);
    /// ```
    pub fn match_file(&self, s: &str) -> Option<(File, usize)> {
        let files = self.files.as_ref()?;
        files
            .iter()
            .enumerate()
            .filter(|(_, t)| s.starts_with(t.as_str()))
            .max_by_key(|(_, t)| t.len())
            .and_then(|(i, t)| File::new(i as u8).map(|f| (f, t.len())))
    }

    /// The token written for `piece`.
    ///
    /// ```
    /// use fenlingo::{Color, Notation, Piece, Role};
    /// let es = Notation::builtin("es").unwrap();
    /// assert_eq!(es.piece_token(Piece::new(Color::White, Role::King)), "R");
    /// ```
    #[inline]
    pub fn piece_token(&self, piece: Piece) -> &str {
        &self.pieces[piece.index()][0]
    }
    /// White's six letters in the order tables are listed (K Q R B N P).
    ///
    /// ```
    /// let es = fenlingo::Notation::builtin("es").unwrap();
    /// assert_eq!(es.listed_letters(), ["R", "D", "T", "A", "C", "P"]);
    /// ```
    pub fn listed_letters(&self) -> [&str; 6] {
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .map(|r| self.piece_token(Piece::new(Color::White, r)))
    }
    /// Every token read for `piece`, the written one first.
    ///
    /// ```
    /// use fenlingo::{Color, Notation, Piece, Role};
    /// assert_eq!(Notation::standard().piece_tokens(Piece::new(Color::Black, Role::Queen)), ["q"]);
    /// ```
    pub fn piece_tokens(&self, piece: Piece) -> &[String] {
        &self.pieces[piece.index()]
    }
    /// The token written for the side to move.
    ///
    /// ```
    /// use fenlingo::{Color, Notation};
    /// assert_eq!(Notation::builtin("es").unwrap().side_token(Color::White), "b");
    /// ```
    pub fn side_token(&self, color: Color) -> &str {
        &self.side[color.index()][0]
    }
    /// Every token read for a side.
    ///
    /// ```
    /// use fenlingo::{Color, Notation};
    /// assert_eq!(Notation::standard().side_tokens(Color::Black), ["b"]);
    /// ```
    pub fn side_tokens(&self, color: Color) -> &[String] {
        &self.side[color.index()]
    }
    /// Whether the table declares side-to-move tokens other than the
    /// standard `w`/`b`.
    ///
    /// ```
    /// use fenlingo::Notation;
    /// assert!(Notation::builtin("es").unwrap().has_own_side_tokens());
    /// assert!(!Notation::builtin("de").unwrap().has_own_side_tokens());
    /// ```
    pub fn has_own_side_tokens(&self) -> bool {
        self.side[0] != ["w"] || self.side[1] != ["b"]
    }

    /// The side a side-to-move token stands for.
    ///
    /// ```
    /// use fenlingo::{Color, Notation};
    /// assert_eq!(Notation::builtin("es").unwrap().match_side("n"), Some(Color::Black));
    /// assert_eq!(Notation::standard().match_side("n"), None);
    /// ```
    pub fn match_side(&self, token: &str) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|c| self.side[c.index()].iter().any(|t| t == token))
    }
    /// The castling token of `color` for `side` (`K`, `Q`, `k`, `q` in
    /// standard FEN; `R`, `D`, `r`, `d` in Spanish).
    ///
    /// ```
    /// use fenlingo::{CastlingSide, Color, Notation};
    /// let es = Notation::builtin("es").unwrap();
    /// assert_eq!(es.castling_token(Color::Black, CastlingSide::QueenSide), "d");
    /// ```
    pub fn castling_token(&self, color: Color, side: CastlingSide) -> &str {
        &self.castling[color.index()][side.index()]
    }

    /// Single-byte side and castling token tables, for the fast reader.
    pub(crate) fn byte_fields(&self) -> Option<(&[u8; 256], &[u8; 256])> {
        Some((self.side_bytes.as_deref()?, self.castling_bytes.as_deref()?))
    }

    /// The written tokens as bytes, when each is one byte.
    #[cfg(feature = "moves")]
    pub(crate) fn byte_forms(&self) -> Option<&forms::ByteForms> {
        self.forms.as_deref()
    }

    /// What each byte means to the fast placement reader.
    pub(crate) fn placement_info(&self) -> Option<&[u32; 256]> {
        self.placement_info.as_deref()
    }

    /// The written tokens as bytes, when every one is a single ASCII byte.
    pub(crate) fn single_byte_tokens(&self) -> Option<&[u8; 12]> {
        self.single.as_ref()
    }

    /// The piece whose token starts `s`, longest token first, with the
    /// token's length in bytes.
    ///
    /// ```
    /// use fenlingo::{Color, Notation, Piece, Role};
    /// assert_eq!(Notation::standard().match_piece("q7"), Some((Piece::new(Color::Black, Role::Queen), 1)));
    /// assert_eq!(Notation::standard().match_piece("X"), None);
    /// ```
    #[inline]
    pub fn match_piece(&self, s: &str) -> Option<(Piece, usize)> {
        let b = *s.as_bytes().first()?;
        if self.multi_first[b as usize] {
            for (t, i) in &self.multi {
                if s.starts_with(t.as_str()) {
                    return Piece::from_index(*i as usize).map(|p| (p, t.len()));
                }
            }
        }
        if b < 128 {
            let i = self.ascii[b as usize];
            if i != 0 {
                return Piece::from_index(i as usize - 1).map(|p| (p, 1));
            }
        }
        None
    }

    /// Whether a token of more than one byte starts with byte `b`.
    #[cfg(feature = "moves")]
    pub(crate) fn long_token_starts_with(&self, b: u8) -> bool {
        self.multi_first[usize::from(b)]
    }

    /// The table's piece letters as the move reader's clean path reads
    /// them, made by `make` the first time they are asked for.
    #[cfg(feature = "moves")]
    pub(crate) fn clean_san_letters(
        &self,
        make: impl FnOnce(&Notation) -> Option<[u8; 128]>,
    ) -> Option<&[u8; 128]> {
        self.clean_san.get_or_init(|| make(self)).as_ref()
    }

    /// Whether some piece token starts with `prefix` (for reading moves).
    #[cfg(feature = "moves")]
    pub(crate) fn starts_a_token(&self, prefix: &str) -> bool {
        self.pieces.iter().flatten().any(|t| t.starts_with(prefix))
    }

    /// The castling right a token at the start of `s` stands for, longest
    /// first, with the token's length.
    ///
    /// ```
    /// use fenlingo::{CastlingSide, Color, Notation};
    /// let es = Notation::builtin("es").unwrap();
    /// assert_eq!(es.match_castling("Rd"), Some((Color::White, CastlingSide::KingSide, 1)));
    /// ```
    pub fn match_castling(&self, s: &str) -> Option<(Color, CastlingSide, usize)> {
        let mut best: Option<(Color, CastlingSide, usize)> = None;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let t = &self.castling[color.index()][side.index()];
                if s.starts_with(t.as_str()) && best.is_none_or(|b| b.2 < t.len()) {
                    best = Some((color, side, t.len()));
                }
            }
        }
        best
    }

    /// Whether every piece, side and castling token is the same as in
    /// `other` (the two read and write FEN alike).
    ///
    /// ```
    /// use fenlingo::Notation;
    /// assert!(Notation::standard().same_tokens(Notation::standard()));
    /// ```
    pub fn same_tokens(&self, other: &Notation) -> bool {
        self.pieces == other.pieces && self.side == other.side && self.castling == other.castling
    }

    /// The ids of the tables that have `token` among their piece tokens
    /// (ignoring case), for "did you mean" hints.
    ///
    /// ```
    /// let ids = fenlingo::Notation::tables_with_token("T");
    /// assert!(ids.contains(&"es") && ids.contains(&"de"));
    /// ```
    pub fn tables_with_token(token: &str) -> Vec<&'static str> {
        // Every built-in table's tokens in lower case, made once.
        static LOWER: OnceLock<Vec<Vec<String>>> = OnceLock::new();
        let lowered = LOWER.get_or_init(|| {
            Notation::builtins()
                .iter()
                .map(|n| {
                    n.pieces
                        .iter()
                        .flatten()
                        .map(|t| t.chars().flat_map(char::to_lowercase).collect())
                        .collect()
                })
                .collect()
        });
        let lower: String = token.chars().flat_map(char::to_lowercase).collect();
        Notation::builtins()
            .iter()
            .zip(lowered)
            .filter(|(_, tokens)| tokens.contains(&lower))
            .map(|(n, _)| n.id.as_str())
            .collect()
    }
}
