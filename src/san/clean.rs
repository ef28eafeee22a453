//! Clean SAN, as PGN export writes it (`e4`, `Nbd7`, `R1a3`, `exd8=Q+`),
//! read without the real-text reader: a byte or two of checks per letter
//! where the full reader tries every habit of real typing. A word that is
//! not clean, or a table whose letters the full reader would read
//! otherwise, gets `None`, and the full reader reads it as before.

use super::*;
use crate::{File, Notation, Rank, Role};

/// The bytes of clean SAN other than piece letters.
fn san_byte(b: u8) -> bool {
    matches!(b, b'a'..=b'h' | b'1'..=b'8' | b'x' | b'=' | b'+' | b'#')
}

/// A table's piece letters as clean SAN reads them: for each ASCII byte,
/// 0, or 1 + the index of the role it names. `None` for a table whose
/// moves the full reader reads otherwise than the clean grammar: files of
/// its own, a pawn letter, a file letter or `x` that may start one of its
/// tokens (as itself or as a look-alike of another script), or a capture
/// mark that starts like clean SAN.
pub(super) fn clean_letters(n: &Notation) -> Option<[u8; 128]> {
    if n.has_own_files() || n.pawn_letter() {
        return None;
    }
    if n.capture_marks().iter().any(|m| {
        m != "x"
            && m.bytes()
                .next()
                .is_some_and(|b| san_byte(b) || b.is_ascii_alphabetic())
    }) {
        return None;
    }
    // Files and `x` stay what they are: no white token of one letter, no
    // longer token, and no token that starts with their look-alike.
    for c in ('a'..='h').chain(['x']) {
        let mut buf = [0u8; 4];
        let white = n
            .match_piece(c.encode_utf8(&mut buf))
            .is_some_and(|(p, _)| p.color == crate::Color::White);
        let twin = look_alike(c).is_some_and(|t| n.starts_a_token(t.encode_utf8(&mut buf)));
        if white || twin || n.long_token_starts_with(c as u8) {
            return None;
        }
    }
    let mut letters = [0u8; 128];
    for b in b'A'..=b'Z' {
        // Castling's letters are left to the full reader.
        if b == b'O' || n.long_token_starts_with(b) {
            continue;
        }
        let one = [b];
        let Ok(s) = std::str::from_utf8(&one) else {
            continue;
        };
        if let Some((p, 1)) = n.match_piece(s) {
            if p.color == crate::Color::White && p.role != Role::Pawn {
                letters[usize::from(b)] = p.role.index() as u8 + 1;
            }
        }
    }
    Some(letters)
}

fn file_at(b: &[u8], i: usize) -> Option<File> {
    b.get(i).and_then(|&c| File::from_char(char::from(c)))
}

fn rank_at(b: &[u8], i: usize) -> Option<Rank> {
    b.get(i).and_then(|&c| Rank::from_char(char::from(c)))
}

/// `text` read as clean SAN in `n`'s letters, exactly as the full reader
/// reads it; `None` when the word or the table needs the full reader.
pub(super) fn parse_clean(text: &str, n: &Notation, opts: ParseOptions) -> Option<ParsedSan> {
    if opts.lowercase_piece {
        return None;
    }
    let letters = n.clean_san_letters(clean_letters)?;
    let b = text.as_bytes();
    let letter = |i: usize| {
        b.get(i)
            .filter(|c| c.is_ascii())
            .map_or(0, |&c| letters[usize::from(c)])
    };
    // The piece, then the squares up to the promotion or the sign.
    let lead = letter(0);
    let start = usize::from(lead != 0);
    let core_end = b[start..]
        .iter()
        .position(|c| !matches!(c, b'a'..=b'h' | b'1'..=b'8' | b'x'))
        .map_or(b.len(), |i| start + i);
    if core_end < start + 2 {
        return None;
    }
    let to_file = file_at(b, core_end - 2)?;
    let to_rank = rank_at(b, core_end - 1)?;
    let mut pre = start..core_end - 2;
    let capture = pre.end > pre.start && b[pre.end - 1] == b'x';
    if capture {
        pre.end -= 1;
    }
    let (from_file, from_rank) = match pre.len() {
        0 => (None, None),
        1 => match (file_at(b, pre.start), rank_at(b, pre.start)) {
            (Some(f), None) => (Some(f), None),
            (None, Some(r)) => (None, Some(r)),
            _ => return None,
        },
        _ => return None,
    };
    let role = match lead {
        0 => Role::Pawn,
        r => Role::from_index(usize::from(r) - 1)?,
    };
    // A pawn names its file when, and only when, it captures on another.
    if role == Role::Pawn
        && (from_rank.is_some() || capture != from_file.is_some() || from_file == Some(to_file))
    {
        return None;
    }
    let mut at = core_end;
    let mut promotion = None;
    if b.get(at) == Some(&b'=') {
        let r = Role::from_index(usize::from(letter(at + 1)).checked_sub(1)?)?;
        if role != Role::Pawn || r == Role::King {
            return None;
        }
        promotion = Some(r);
        at += 2;
    }
    let check = match &b[at..] {
        [] => Check::None,
        [b'+'] => Check::Check,
        [b'#'] => Check::Mate,
        _ => return None,
    };
    let mut files = FileSpans::default();
    if let Some(f) = from_file {
        files.push(pre.start..pre.start + 1, f, false);
    }
    files.push(core_end - 2..core_end - 1, to_file, false);
    let mut found = PieceSpans::new();
    if role != Role::Pawn {
        found.push((0..1, role));
    }
    if let Some(r) = promotion {
        found.push((core_end + 1..core_end + 2, r));
    }
    Some(ParsedSan {
        san: San::Normal {
            role,
            from_file,
            from_rank,
            capture,
            captured: None,
            to_file,
            to_rank: Some(to_rank),
            promotion,
            check,
        },
        nags: Vec::new(),
        repairs: Vec::new(),
        letters: found,
        files,
        long: false,
    })
}

#[cfg(test)]
mod tests {
    use super::super::parse::parse_full;
    use super::*;
    use crate::moves::sample_games;

    /// The words to try beside each SAN: the forms real text gives it,
    /// which clean SAN must leave to the full reader or read alike.
    fn variants(w: &str) -> Vec<String> {
        let mut out = vec![w.to_owned()];
        for tail in ["+", "#", "!", "++", "=", "=K", "Q", "e.p.", "x", "-"] {
            out.push(format!("{w}{tail}"));
        }
        for head in ["x", "N", "P", "a"] {
            out.push(format!("{head}{w}"));
        }
        out.push(w.replace('x', ""));
        out.push(w.replace('x', ":"));
        out.push(w.replace('=', ""));
        out.push(w.to_lowercase());
        let mut chars = w.chars();
        chars.next();
        out.push(chars.as_str().to_owned());
        let mut chars = w.chars();
        chars.next_back();
        out.push(chars.as_str().to_owned());
        out
    }

    /// Every word the clean reader takes is read alike by the full
    /// reader, in every built-in table and with every tolerance: each
    /// legal move (promotions, castling, disambiguation by file, rank or
    /// both, checks, mates, en passant) of positions along many games,
    /// written in the table's letters, and what real text makes of them.
    #[test]
    fn clean_words_read_as_the_full_reader_reads_them() {
        let mut words: Vec<String> = Vec::new();
        for g in sample_games() {
            words.extend(g.legal_sans().iter().map(|s| s.to_string()));
        }
        words.sort();
        words.dedup();
        let strict = ParseOptions {
            fold: false,
            pawn_prefix: false,
            lowercase_piece: false,
        };
        let lower = ParseOptions {
            lowercase_piece: true,
            ..ParseOptions::default()
        };
        // One table of each set of letters the clean reader reads (the
        // others have none: every word goes to the full reader).
        let mut tables: Vec<&Notation> = Vec::new();
        for n in Notation::builtins() {
            if n.clean_san_letters(clean_letters).is_none() {
                assert!(words.iter().all(|w| parse_clean(w, n, strict).is_none()));
            } else if !tables.iter().any(|t| t.same_letters(n)) {
                tables.push(n);
            }
        }
        let (mut fast, mut tried) = (0usize, 0usize);
        for n in tables {
            for w in &words {
                let san: San = w.parse().unwrap();
                let written = san.written(n);
                // Without the tolerances too, on the word itself.
                let tries = variants(&written)
                    .into_iter()
                    .map(|v| (v, ParseOptions::default()));
                for (v, opts) in tries.chain([(written, strict), (w.clone(), strict)]) {
                    tried += 1;
                    if let Some(p) = parse_clean(&v, n, opts) {
                        fast += 1;
                        assert_eq!(Ok(p), parse_full(&v, n, opts), "{v} ({})", n.id());
                    }
                }
            }
        }
        // Lower-case piece letters are the full reader's.
        let en = Notation::standard();
        assert!(words.iter().all(|w| parse_clean(w, en, lower).is_none()));
        // The standard table reads every legal move but castling and the
        // long form (a file and a rank: `Qc5d4`) the clean way.
        for w in &words {
            let clean = !w.starts_with('O')
                && !matches!(
                    w.as_bytes(),
                    [
                        b'Q' | b'R' | b'B' | b'N',
                        b'a'..=b'h',
                        b'1'..=b'8',
                        b'x' | b'a'..=b'h',
                        ..
                    ]
                );
            assert_eq!(
                parse_clean(w, en, ParseOptions::default()).is_some(),
                clean,
                "{w}"
            );
        }
        assert!(fast > tried / 20, "{fast} of {tried}");
    }

    /// The tables the clean reader serves: the standard one and the
    /// tables of one ASCII capital per piece; not those with files or a
    /// pawn letter of their own.
    #[test]
    fn tables_read_clean() {
        let clean = |id: &str| clean_letters(Notation::builtin(id).unwrap()).is_some();
        for id in ["en", "es", "de", "fr", "nl", "it"] {
            assert!(clean(id), "{id}");
        }
        for id in ["ru", "he"] {
            assert!(!clean(id), "{id}");
        }
        let es = clean_letters(Notation::builtin("es").unwrap()).unwrap();
        assert_eq!(es[usize::from(b'C')], Role::Knight.index() as u8 + 1);
        assert_eq!(es[usize::from(b'P')], 0);
    }
}
