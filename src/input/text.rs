//! What a pasted text is: a position (FEN or EPD, bare or in square
//! brackets as problem columns print it, perhaps followed by moves), or
//! move text. Every face asks here, so a text is read the same way by the
//! command line, the document filters and the page.

/// What a text holds, decided before any table is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextKind {
    /// A position (FEN/EPD), perhaps with moves after it.
    Position,
    /// Move text or a PGN game.
    MoveText,
}

/// A position text split from the moves that follow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PositionText<'a> {
    /// The position as written (brackets included).
    pub position: &'a str,
    /// Its byte offset in the text.
    pub offset: usize,
    /// Byte offset where the moves after it start (the text's length when
    /// none follow).
    pub moves_at: usize,
}

/// The first word of `text` that is not blank, and its offset.
fn first_word(text: &str) -> Option<(usize, &str)> {
    let start = text.find(|c: char| !c.is_whitespace())?;
    let rest = &text[start..];
    let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
    Some((start, &rest[..end]))
}

/// Whether `word` is a board placement in any letters: ranks between
/// slashes (seven of them, or at least three in a cut or slipped copy),
/// and no space. A PGN tag (`[Event`) or a result (`1/2-1/2`) is not.
fn is_placement(word: &str) -> bool {
    let word = word.strip_prefix('[').unwrap_or(word);
    word.matches('/').count() >= 3 && !word.contains('"')
}

/// What `text` is.
///
/// ```
/// use fenlingo::input::{kind_of, TextKind};
/// assert_eq!(kind_of("[r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4]"), TextKind::Position);
/// assert_eq!(kind_of("6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26"), TextKind::Position);
/// assert_eq!(kind_of("[Event \"x\"]\n1. e4 e5"), TextKind::MoveText);
/// assert_eq!(kind_of("1. e4 e5 1/2-1/2"), TextKind::MoveText);
/// ```
pub fn kind_of(text: &str) -> TextKind {
    match first_word(text) {
        Some((_, w)) if is_placement(w) => TextKind::Position,
        _ => TextKind::MoveText,
    }
}

/// Splits a position text from the moves after it: a bracketed position
/// ends at its `]`; a bare one at the end of its six fields (when the fifth
/// and sixth are its counters) or else at the end of its line.
///
/// ```
/// use fenlingo::input::split_position;
/// let t = "[8/8/8/8/8/8/8/K1k5 w - - 0 1] 1. Kb2";
/// let p = split_position(t).unwrap();
/// assert_eq!(p.position, "[8/8/8/8/8/8/8/K1k5 w - - 0 1]");
/// assert_eq!(&t[p.moves_at..], " 1. Kb2");
/// let t = "8/8/8/8/8/8/8/K1k5 w - - 0 1 Kb2 Kd2";
/// assert_eq!(&t[split_position(t).unwrap().moves_at..], " Kb2 Kd2");
/// assert!(split_position("1. e4 e5").is_none());
/// ```
pub fn split_position(text: &str) -> Option<PositionText<'_>> {
    let (start, word) = first_word(text)?;
    if !is_placement(word) {
        return None;
    }
    let rest = &text[start..];
    let line_end = rest.find(['\n', '\r']).unwrap_or(rest.len());
    let line = &rest[..line_end];
    let len = if word.starts_with('[') {
        line.find(']').map_or(line_end, |i| i + 1)
    } else {
        six_fields(line).unwrap_or(line_end)
    };
    Some(PositionText {
        position: &rest[..len],
        offset: start,
        moves_at: start + len,
    })
}

/// Whether `text` is a position with nothing after it.
///
/// ```
/// use fenlingo::input::is_position_only;
/// assert!(is_position_only("[8/8/8/8/8/8/8/K1k5 w - - 0 1]\n"));
/// assert!(!is_position_only("8/8/8/8/8/8/8/K1k5 w - - 0 1\n1. Kb2"));
/// ```
pub fn is_position_only(text: &str) -> bool {
    split_position(text).is_some_and(|p| text[p.moves_at..].trim().is_empty())
}

/// The length of `line`'s first six words when the fifth and sixth are
/// counters and something follows them.
fn six_fields(line: &str) -> Option<usize> {
    let mut end = 0;
    let mut words = 0;
    let mut counters = true;
    for (i, w) in line.split_whitespace().enumerate() {
        let at = line[end..].find(w)? + end;
        end = at + w.len();
        words = i + 1;
        if i >= 4 {
            counters &= w.bytes().all(|b| b.is_ascii_digit());
        }
        if words == 6 {
            break;
        }
    }
    (words == 6 && counters && end < line.trim_end().len()).then_some(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_and_numbers_are_move_text() {
        assert_eq!(kind_of("Bílý e2e4 Jg1f3 Sf1b5 atd."), TextKind::MoveText);
        assert_eq!(kind_of("1. 2. 3."), TextKind::MoveText);
        assert_eq!(kind_of(""), TextKind::MoveText);
    }

    #[test]
    fn a_position_on_its_own_line_keeps_the_moves_below() {
        let t = "  6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26\n26... Tf8";
        let p = split_position(t).unwrap();
        assert_eq!(p.offset, 2);
        assert_eq!(
            p.position,
            "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26"
        );
        assert_eq!(&t[p.moves_at..], "\n26... Tf8");
    }

    #[test]
    fn an_unclosed_bracket_ends_with_the_line() {
        let t = "[8/8/8/8/8/8/8/K1k5 w - - 0 1\nKb2";
        assert_eq!(&t[split_position(t).unwrap().moves_at..], "\nKb2");
    }
}
