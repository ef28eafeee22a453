//! A reader of the few forms of TOML the built-in tables are written in:
//! comments, `[section]` headers, and `key = value` lines whose value is a
//! basic string without escapes, `true` or `false`, or an array of such
//! strings (over several lines, with a trailing comma or comments). It
//! gives what the TOML library gives, in a small part of its time, and
//! `None` for anything else (which the library then reads and reports).

use super::{CastlingTokens, MoveRules, OneOrMany, PieceTokens, SideTokens, TableFile};

/// A value of one of the forms read.
#[derive(Debug)]
enum Value {
    Str(String),
    Bool(bool),
    List(Vec<String>),
}

type Section<'a> = (&'a str, Vec<(&'a str, Value)>);

/// The table written in `src`, or `None` when it uses a form this reader
/// does not take, or is not a table (see the module).
pub(super) fn read(src: &str) -> Option<TableFile> {
    let mut sections: Vec<Section<'_>> = vec![("", Vec::new())];
    let mut rest = skip_blank(src)?;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('[') {
            let (name, r) = r.split_once(']')?;
            let name = name.trim_matches([' ', '\t']);
            if !is_bare_key(name) || sections.iter().any(|(n, _)| *n == name) {
                return None;
            }
            sections.push((name, Vec::new()));
            rest = skip_blank(end_of_line(r)?)?;
            continue;
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(rest.len());
        let key = &rest[..end];
        let r = rest[end..].trim_start_matches([' ', '\t']);
        let r = r.strip_prefix('=')?.trim_start_matches([' ', '\t']);
        let (value, r) = value(r)?;
        let (_, entries) = sections.last_mut()?;
        if !is_bare_key(key) || entries.iter().any(|(k, _)| *k == key) {
            return None;
        }
        entries.push((key, value));
        rest = skip_blank(end_of_line(r)?)?;
    }
    build(sections)
}

fn is_bare_key(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Past spaces, line ends and comments.
fn skip_blank(mut s: &str) -> Option<&str> {
    loop {
        s = s.trim_start_matches([' ', '\t', '\n']);
        if let Some(r) = s.strip_prefix("\r\n") {
            s = r;
        } else if s.starts_with('#') {
            s = comment(s)?;
        } else if s.starts_with('\r') {
            return None;
        } else {
            return Some(s);
        }
    }
}

/// Past a comment, up to its line end.
fn comment(s: &str) -> Option<&str> {
    let end = s.find(['\n', '\r']).unwrap_or(s.len());
    // Control characters other than tab are not allowed in a comment.
    plain(&s[..end]).then(|| &s[end..])
}

/// Whether `s` holds no control character but tab (C0, DEL, C1) and no
/// backslash.
fn plain(s: &str) -> bool {
    let b = s.as_bytes();
    !b.iter().enumerate().any(|(i, &c)| {
        (c < 0x20 && c != b'\t')
            || c == 0x7f
            || c == b'\\'
            // U+0080–U+009F: 0xC2 then 0x80–0x9F.
            || (c == 0xc2 && b.get(i + 1).is_some_and(|n| (0x80..0xa0).contains(n)))
    })
}

/// Past the spaces and comment that end a line, and the line end.
fn end_of_line(s: &str) -> Option<&str> {
    let mut s = s.trim_start_matches([' ', '\t']);
    if s.starts_with('#') {
        s = comment(s)?;
    }
    if s.is_empty() {
        return Some(s);
    }
    s.strip_prefix('\n').or_else(|| s.strip_prefix("\r\n"))
}

/// A basic string without escapes, and what follows it.
fn string(s: &str) -> Option<(String, &str)> {
    let r = s.strip_prefix('"')?;
    if r.starts_with("\"\"") {
        // A multi-line string.
        return None;
    }
    let end = r.find('"')?;
    let text = &r[..end];
    if !plain(text) {
        return None;
    }
    Some((text.to_owned(), &r[end + 1..]))
}

fn value(s: &str) -> Option<(Value, &str)> {
    if s.starts_with('"') {
        let (text, r) = string(s)?;
        return Some((Value::Str(text), r));
    }
    for (word, b) in [("true", true), ("false", false)] {
        if let Some(r) = s.strip_prefix(word) {
            if !r.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
                return Some((Value::Bool(b), r));
            }
        }
    }
    let mut r = s.strip_prefix('[')?;
    let mut items = Vec::new();
    loop {
        r = skip_blank(r)?;
        if let Some(after) = r.strip_prefix(']') {
            return Some((Value::List(items), after));
        }
        let (text, after) = string(r)?;
        items.push(text);
        r = skip_blank(after)?;
        if let Some(after) = r.strip_prefix(',') {
            r = after;
        } else if !r.starts_with(']') {
            return None;
        }
    }
}

/// The entries of one section, taken by name: every entry must be taken.
struct Entries(Vec<(&'static str, Value)>);

impl Entries {
    fn new(entries: Vec<(&str, Value)>, known: &[&'static str]) -> Option<Entries> {
        let mut out = Vec::with_capacity(entries.len());
        for (k, v) in entries {
            out.push((*known.iter().find(|n| **n == k)?, v));
        }
        Some(Entries(out))
    }

    fn take(&mut self, key: &str) -> Option<Value> {
        let i = self.0.iter().position(|(k, _)| *k == key)?;
        Some(self.0.swap_remove(i).1)
    }

    /// `Some(None)` when absent, `None` when of another form.
    fn string(&mut self, key: &str) -> Option<Option<String>> {
        match self.take(key) {
            None => Some(None),
            Some(Value::Str(s)) => Some(Some(s)),
            Some(_) => None,
        }
    }

    fn flag(&mut self, key: &str) -> Option<Option<bool>> {
        match self.take(key) {
            None => Some(None),
            Some(Value::Bool(b)) => Some(Some(b)),
            Some(_) => None,
        }
    }

    fn list(&mut self, key: &str) -> Option<Option<Vec<String>>> {
        match self.take(key) {
            None => Some(None),
            Some(Value::List(l)) => Some(Some(l)),
            Some(_) => None,
        }
    }

    fn one_or_many(&mut self, key: &str) -> Option<OneOrMany> {
        match self.take(key)? {
            Value::Str(s) => Some(OneOrMany::One(s)),
            Value::List(l) => Some(OneOrMany::Many(l)),
            Value::Bool(_) => None,
        }
    }
}

fn pieces(entries: Vec<(&str, Value)>) -> Option<PieceTokens> {
    let names = ["king", "queen", "rook", "bishop", "knight", "pawn"];
    let mut e = Entries::new(entries, &names)?;
    Some(PieceTokens {
        king: e.one_or_many("king")?,
        queen: e.one_or_many("queen")?,
        rook: e.one_or_many("rook")?,
        bishop: e.one_or_many("bishop")?,
        knight: e.one_or_many("knight")?,
        pawn: e.one_or_many("pawn")?,
    })
}

fn build(sections: Vec<Section<'_>>) -> Option<TableFile> {
    let mut white = None;
    let mut black = None;
    let mut side = None;
    let mut castling = None;
    let mut moves = None;
    let mut top = None;
    for (name, entries) in sections {
        match name {
            "" => {
                let names = [
                    "id",
                    "tag",
                    "name",
                    "native_name",
                    "provisional",
                    "board",
                    "sources",
                    "notes",
                ];
                top = Some(Entries::new(entries, &names)?);
            }
            "white" => white = Some(pieces(entries)?),
            "black" => black = Some(pieces(entries)?),
            "side" => {
                let mut e = Entries::new(entries, &["white", "black"])?;
                side = Some(SideTokens {
                    white: e.one_or_many("white")?,
                    black: e.one_or_many("black")?,
                });
            }
            "castling" => {
                let names = [
                    "king_side",
                    "queen_side",
                    "black_king_side",
                    "black_queen_side",
                ];
                let mut e = Entries::new(entries, &names)?;
                castling = Some(CastlingTokens {
                    king_side: e.string("king_side")??,
                    queen_side: e.string("queen_side")??,
                    black_king_side: e.string("black_king_side")?,
                    black_queen_side: e.string("black_queen_side")?,
                });
            }
            "moves" => {
                let mut e = Entries::new(entries, &["pawn_letter", "capture", "files"])?;
                let files = match e.list("files")? {
                    None => None,
                    Some(f) => Some(<[String; 8]>::try_from(f).ok()?),
                };
                moves = Some(MoveRules {
                    pawn_letter: e.flag("pawn_letter")?.unwrap_or(false),
                    capture: e.list("capture")?,
                    files,
                });
            }
            _ => return None,
        }
    }
    let mut top = top?;
    Some(TableFile {
        id: top.string("id")?,
        tag: top.string("tag")??,
        name: top.string("name")??,
        native_name: top.string("native_name")?,
        provisional: top.flag("provisional")?.unwrap_or(false),
        board: top.flag("board")?,
        sources: top.list("sources")?.unwrap_or_default(),
        notes: top.string("notes")?,
        white: white?,
        black,
        side,
        castling,
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Notation;

    #[test]
    fn every_builtin_table_reads_as_the_toml_library_reads_it() {
        let sources = Notation::builtin_sources();
        assert!(sources.len() >= 40);
        for (path, src) in sources {
            let simple = read(src);
            let library: TableFile = toml::from_str(src).unwrap();
            assert_eq!(simple.as_ref(), Some(&library), "{path}");
        }
    }

    #[test]
    fn other_forms_are_left_to_the_toml_library() {
        let base = "tag = \"de\"\nname = \"German\"\n[white]\nking = \"K\"\nqueen = \"D\"\nrook = \"T\"\nbishop = \"L\"\nknight = \"S\"\npawn = \"B\"\n";
        let read_as_library = |src: &str| {
            let simple = read(src);
            let library = toml::from_str::<TableFile>(src).ok();
            if simple.is_some() {
                assert_eq!(simple, library, "{src}");
            }
            simple.is_some()
        };
        assert!(read_as_library(base));
        assert!(read_as_library(&format!("# a comment\n{base}# another\n")));
        assert!(read_as_library(
            &base.replace("name = \"German\"", "name = \"Ger # man\" # c")
        ));
        assert!(read_as_library(&format!(
            "{base}[moves]\ncapture = [\n  \":\", # colon\n  \"x\",\n]\n"
        )));
        assert!(read_as_library(&base.replace('\n', "\r\n")));
        for other in [
            base.replace("\"German\"", "\"Ger\\u006Dan\""),
            base.replace("\"German\"", "'German'"),
            base.replace("\"German\"", "\"\"\"German\"\"\""),
            base.replace("name =", "\"name\" ="),
            base.replace("name =", "name.x ="),
            base.replace("[white]", "[white.x]"),
            base.replace("[white]", "[[white]]"),
            format!("{base}[white]\n"),
            format!("{base}pawn = \"P\"\n"),
            format!("{base}colour = \"P\"\n"),
            format!("{base}[colours]\n"),
            format!("{base}[moves]\nfiles = [\"a\"]\n"),
            format!("{base}[moves]\npawn_letter = 1\n"),
            format!("{base}[moves]\npawn_letter = truex\n"),
            format!("{base}[side]\nwhite = {{ a = \"w\" }}\n"),
            base.replace("pawn = \"B\"\n", ""),
            base.replace("name = \"German\"\n", "name = \"German\" extra\n"),
            base.replace("name = \"German\"\n", "name = \"German\"\rx\n"),
            base.replace("name = \"German\"\n", "name = \"Ger\u{7}man\"\n"),
            base.replace("name = \"German\"\n", "name = \"Ger\u{85}man\"\n"),
            format!("# \u{1}\n{base}"),
            base.replace("tag = \"de\"\n", ""),
        ] {
            assert!(!read_as_library(&other), "{other}");
        }
    }
}
