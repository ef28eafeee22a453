//! The notation table file format (TOML) and its validation.

use super::{Notation, NotationError, NotationErrorKind};
use crate::tomlpos::line_of;
use crate::{Color, Piece, Role};
use serde::Deserialize;
use unic_langid::LanguageIdentifier;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile {
    id: Option<String>,
    tag: String,
    name: String,
    native_name: Option<String>,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    sources: Vec<String>,
    notes: Option<String>,
    white: PieceTokens,
    black: Option<PieceTokens>,
    side: Option<SideTokens>,
    castling: Option<CastlingTokens>,
    moves: Option<MoveRules>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl OneOrMany {
    fn into_vec(self) -> Vec<String> {
        match self {
            OneOrMany::One(s) => vec![s],
            OneOrMany::Many(v) => v,
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PieceTokens {
    king: OneOrMany,
    queen: OneOrMany,
    rook: OneOrMany,
    bishop: OneOrMany,
    knight: OneOrMany,
    pawn: OneOrMany,
}

impl PieceTokens {
    fn into_array(self) -> [(Role, &'static str, Vec<String>); 6] {
        [
            (Role::Pawn, "pawn", self.pawn.into_vec()),
            (Role::Knight, "knight", self.knight.into_vec()),
            (Role::Bishop, "bishop", self.bishop.into_vec()),
            (Role::Rook, "rook", self.rook.into_vec()),
            (Role::Queen, "queen", self.queen.into_vec()),
            (Role::King, "king", self.king.into_vec()),
        ]
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SideTokens {
    white: OneOrMany,
    black: OneOrMany,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CastlingTokens {
    king_side: String,
    queen_side: String,
    black_king_side: Option<String>,
    black_queen_side: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveRules {
    #[serde(default)]
    pawn_letter: bool,
    capture: Option<Vec<String>>,
}

/// Characters no piece token may contain: they have a meaning of their own
/// in FEN (digits, `/`, spaces) or in move text.
const RESERVED: &[char] = &[
    '/', 'x', '+', '#', '=', '-', ':', '(', ')', '{', '}', ';', '!', '?', '[', ']', '"', '.', '$',
    '*', '~',
];

fn lowercase(s: &str) -> String {
    s.chars().flat_map(char::to_lowercase).collect()
}

pub(super) fn load(src: &str, origin: &str) -> Result<Notation, NotationError> {
    let err = |line: usize, kind: NotationErrorKind| NotationError {
        origin: origin.to_owned(),
        line,
        kind,
    };
    let file: TableFile = toml::from_str(src).map_err(|e| {
        let line = e.span().map_or(0, |s| {
            src[..s.start.min(src.len())].matches('\n').count() + 1
        });
        err(line, NotationErrorKind::Syntax(e.message().to_owned()))
    })?;
    let tag: LanguageIdentifier = file.tag.parse().map_err(|_| {
        err(
            line_of(src, "", "tag"),
            NotationErrorKind::InvalidTag(file.tag.clone()),
        )
    })?;
    let id = file.id.clone().unwrap_or_else(|| tag.to_string());
    if id.is_empty() || id.chars().any(|c| c.is_whitespace() || c == '/') {
        return Err(err(
            line_of(src, "", "id"),
            NotationErrorKind::InvalidId(id),
        ));
    }

    // Pieces: white as given, black given or lowercased.
    let mut pieces: [Vec<String>; 12] = Default::default();
    let mut where_: Vec<(String, &'static str, &'static str)> = Vec::new(); // token, section, key
    let black = file.black;
    for (role, key, tokens) in file.white.into_array() {
        if tokens.is_empty() {
            return Err(err(
                line_of(src, "white", key),
                NotationErrorKind::EmptyToken,
            ));
        }
        if black.is_none() {
            pieces[Piece::new(Color::Black, role).index()] =
                tokens.iter().map(|t| lowercase(t)).collect();
        }
        for t in &tokens {
            where_.push((t.clone(), "white", key));
            if black.is_none() {
                where_.push((lowercase(t), "white", key));
            }
        }
        pieces[Piece::new(Color::White, role).index()] = tokens;
    }
    if let Some(b) = black {
        for (role, key, tokens) in b.into_array() {
            if tokens.is_empty() {
                return Err(err(
                    line_of(src, "black", key),
                    NotationErrorKind::EmptyToken,
                ));
            }
            for t in &tokens {
                where_.push((t.clone(), "black", key));
            }
            pieces[Piece::new(Color::Black, role).index()] = tokens;
        }
    }
    // First use of each token: a map, so that huge tables load in linear time.
    let mut seen: std::collections::HashMap<&str, (&str, &str)> = std::collections::HashMap::new();
    for (tok, section, key) in &where_ {
        if tok.is_empty() {
            return Err(err(
                line_of(src, section, key),
                NotationErrorKind::EmptyToken,
            ));
        }
        if let Some(c) = tok.chars().find(|c| {
            c.is_ascii_digit() || c.is_whitespace() || c.is_control() || RESERVED.contains(c)
        }) {
            return Err(err(
                line_of(src, section, key),
                NotationErrorKind::ReservedCharacter {
                    token: tok.clone(),
                    character: c,
                },
            ));
        }
        match seen.get(tok.as_str()) {
            Some((osec, okey)) if (*osec, *okey) != (*section, *key) => {
                return Err(err(
                    line_of(src, section, key),
                    NotationErrorKind::DuplicateToken {
                        token: tok.clone(),
                        first: format!("{osec}.{okey}"),
                        second: format!("{section}.{key}"),
                    },
                ));
            }
            Some(_) => {}
            None => {
                seen.insert(tok.as_str(), (section, key));
            }
        }
    }
    let pawn_letter = file.moves.as_ref().is_some_and(|m| m.pawn_letter);
    // Tokens used in move text (white tokens) must not read as a file letter
    // or as castling.
    for role in Role::ALL {
        if role == Role::Pawn && !pawn_letter {
            continue;
        }
        for t in &pieces[Piece::new(Color::White, role).index()] {
            if t.len() == 1 && (('a'..='h').contains(&t.chars().next().unwrap_or(' ')) || t == "O")
            {
                return Err(err(
                    line_of(src, "white", role.name()),
                    NotationErrorKind::MoveTextClash { token: t.clone() },
                ));
            }
        }
    }

    let (white_side, black_side) = match file.side {
        Some(s) => (s.white.into_vec(), s.black.into_vec()),
        None => (vec!["w".to_owned()], vec!["b".to_owned()]),
    };
    for (list, key) in [(&white_side, "white"), (&black_side, "black")] {
        if list.is_empty()
            || list
                .iter()
                .any(|t| t.is_empty() || t.chars().any(char::is_whitespace))
        {
            return Err(err(
                line_of(src, "side", key),
                NotationErrorKind::EmptyToken,
            ));
        }
    }
    if let Some(t) = white_side.iter().find(|t| black_side.contains(t)) {
        return Err(err(
            line_of(src, "side", "black"),
            NotationErrorKind::DuplicateToken {
                token: t.clone(),
                first: "side.white".into(),
                second: "side.black".into(),
            },
        ));
    }

    let castling = match file.castling {
        Some(c) => {
            let bk = c.black_king_side.unwrap_or_else(|| lowercase(&c.king_side));
            let bq = c
                .black_queen_side
                .unwrap_or_else(|| lowercase(&c.queen_side));
            [[c.king_side, c.queen_side], [bk, bq]]
        }
        None => [["K".into(), "Q".into()], ["k".into(), "q".into()]],
    };
    let flat: Vec<&String> = castling.iter().flatten().collect();
    for (i, t) in flat.iter().enumerate() {
        if t.is_empty()
            || t.as_str() == "-"
            || t.chars().any(|c| c.is_whitespace() || c.is_ascii_digit())
        {
            return Err(err(
                line_of(src, "castling", "king_side"),
                NotationErrorKind::EmptyToken,
            ));
        }
        if flat[..i].contains(t) {
            return Err(err(
                line_of(src, "castling", "king_side"),
                NotationErrorKind::DuplicateToken {
                    token: (*t).clone(),
                    first: "castling".into(),
                    second: "castling".into(),
                },
            ));
        }
    }
    let capture = file
        .moves
        .and_then(|m| m.capture)
        .unwrap_or_else(|| vec!["x".to_owned()]);

    Ok(Notation::build(super::NotationParts {
        id,
        tag,
        name: file.name,
        native_name: file.native_name,
        provisional: file.provisional,
        sources: file.sources,
        notes: file.notes,
        pieces,
        side: [white_side, black_side],
        castling,
        pawn_letter,
        capture,
    }))
}
