//! The signs of move text: dashes, look-alike letters, figurines, Greek
//! and Cyrillic file letters, and annotation glyphs.

use super::*;
use crate::{File, Rank, Role};

/// The dashes people type: hyphen-minus, hyphen, non-breaking hyphen,
/// figure dash, en dash, em dash, horizontal bar, minus sign.
pub(crate) const DASHES: [char; 8] = [
    '-', '\u{2010}', '\u{2011}', '\u{2012}', '–', '—', '\u{2015}', '−',
];

pub(crate) fn is_dash(c: char) -> bool {
    DASHES.contains(&c)
}

pub(super) const FIGURINES: [(char, Role); 12] = [
    ('♔', Role::King),
    ('♕', Role::Queen),
    ('♖', Role::Rook),
    ('♗', Role::Bishop),
    ('♘', Role::Knight),
    ('♙', Role::Pawn),
    ('♚', Role::King),
    ('♛', Role::Queen),
    ('♜', Role::Rook),
    ('♝', Role::Bishop),
    ('♞', Role::Knight),
    ('♟', Role::Pawn),
];

/// Latin and Cyrillic letters of the same shape, both ways.
pub(super) const LOOK_ALIKE: [(char, char); 22] = [
    ('A', 'А'),
    ('B', 'В'),
    ('C', 'С'),
    ('E', 'Е'),
    ('H', 'Н'),
    ('K', 'К'),
    ('M', 'М'),
    ('O', 'О'),
    ('P', 'Р'),
    ('T', 'Т'),
    ('X', 'Х'),
    ('a', 'а'),
    ('c', 'с'),
    ('e', 'е'),
    ('o', 'о'),
    ('p', 'р'),
    ('x', 'х'),
    ('y', 'у'),
    ('k', 'к'),
    ('m', 'м'),
    ('t', 'т'),
    ('h', 'н'),
];

/// The other script's letter of the same shape.
pub(super) fn look_alike(c: char) -> Option<char> {
    LOOK_ALIKE.iter().find_map(|&(l, k)| {
        if c == l {
            Some(k)
        } else if c == k {
            Some(l)
        } else {
            None
        }
    })
}

/// A file letter: a–h, the Cyrillic а/с/е typed for a/c/e, or a Greek
/// letter α–θ.
pub(super) fn file_of(c: char) -> Option<(File, Option<MoveRepairKind>)> {
    if let Some(f) = File::from_char(c) {
        return Some((f, None));
    }
    // Cyrillic а/с/е typed for a/c/e (same shape).
    let cyr = match c {
        'а' => Some('a'),
        'с' => Some('c'),
        'е' => Some('e'),
        _ => None,
    };
    if let Some(l) = cyr {
        return File::from_char(l).map(|f| (f, Some(MoveRepairKind::LookAlike)));
    }
    // Serbian and Macedonian Cyrillic write the files а б ц д е ф г х.
    let serbian = match c {
        'б' => Some('b'),
        'ц' => Some('c'),
        'д' => Some('d'),
        'ф' => Some('f'),
        'г' => Some('g'),
        _ => None,
    };
    if let Some(l) = serbian {
        return File::from_char(l).map(|f| (f, Some(MoveRepairKind::CyrillicFile)));
    }
    const GREEK: [char; 8] = ['α', 'β', 'γ', 'δ', 'ε', 'ζ', 'η', 'θ'];
    GREEK
        .iter()
        .position(|g| *g == c)
        .and_then(|i| File::new(i as u8))
        .map(|f| (f, Some(MoveRepairKind::GreekFile)))
}

pub(super) fn rank_of(c: char) -> Option<Rank> {
    Rank::from_char(c)
}

/// A character typed for a rank digit by mistake (OCR, `l` for `1`).
pub(super) fn rank_look_alike(c: char) -> Option<char> {
    match c {
        'l' | 'I' | 'i' | '|' | '!' => Some('1'),
        'S' | 's' => Some('5'),
        'B' => Some('8'),
        'Z' | 'z' => Some('2'),
        'G' => Some('6'),
        _ => None,
    }
}

/// Annotation glyphs and their NAGs, longest first, as the PGN standard
/// (§10) numbers them: `$14`/`$15` a slight advantage for White/Black,
/// `$16`/`$17` a moderate one (`±`, `+/-`), `$18`/`$19` a decisive one
/// (`+-`, `-+`). A dash in a glyph may be typed as any dash (`–/+`).
pub(super) const GLYPHS: [(&str, u8); 22] = [
    ("+/-", 16),
    ("-/+", 17),
    ("+/=", 14),
    ("=/+", 15),
    ("!!", 3),
    ("??", 4),
    ("!?", 5),
    ("?!", 6),
    ("+-", 18),
    ("-+", 19),
    ("+=", 14),
    ("=+", 15),
    ("!", 1),
    ("?", 2),
    ("□", 7),
    ("=", 10),
    ("∞", 13),
    ("⩲", 14),
    ("⩱", 15),
    ("±", 16),
    ("∓", 17),
    ("N", 146),
];

/// The NAG of an annotation glyph written alone (`!?`, `±`, `+-`).
///
/// ```
/// assert_eq!(fenlingo::san::glyph_nag("±"), Some(16));
/// assert_eq!(fenlingo::san::glyph_nag("e4"), None);
/// ```
pub fn glyph_nag(s: &str) -> Option<u8> {
    if s.is_empty()
        || s.len() > 8
        || !s.chars().all(|c| {
            matches!(
                c,
                '!' | '?' | '+' | '=' | '/' | '□' | '∞' | '⩲' | '⩱' | '±' | '∓' | 'N'
            ) || is_dash(c)
        })
    {
        return None;
    }
    glyph_prefix(s).and_then(|(len, n)| (len == s.len()).then_some(n))
}

/// The longest annotation glyph at the start of `s`, every dash read as
/// `-` (`–+`, `−/+`): its length in bytes and its NAG.
pub(super) fn glyph_prefix(s: &str) -> Option<(usize, u8)> {
    GLYPHS.iter().find_map(|(g, n)| {
        let mut len = 0;
        let mut a = s.chars();
        for want in g.chars() {
            let c = a.next()?;
            let got = if is_dash(c) { '-' } else { c };
            if got != want {
                return None;
            }
            len += c.len_utf8();
        }
        Some((len, *n))
    })
}

/// The glyph written for NAGs 1–6 (kept as move suffixes in PGN output).
pub fn suffix_glyph(nag: u8) -> Option<&'static str> {
    match nag {
        1 => Some("!"),
        2 => Some("?"),
        3 => Some("!!"),
        4 => Some("??"),
        5 => Some("!?"),
        6 => Some("?!"),
        _ => None,
    }
}
