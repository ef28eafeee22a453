//! The notation table file format (TOML) and its validation.

use super::{Notation, NotationError, NotationErrorKind};
use crate::tomlpos::line_of;
use crate::{Color, Piece, Role};
use serde::Deserialize;
use unic_langid::LanguageIdentifier;

mod simple;

#[derive(Deserialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct TableFile {
    id: Option<String>,
    tag: String,
    name: String,
    native_name: Option<String>,
    #[serde(default)]
    provisional: bool,
    /// `false` for a table of move text only: no source shows how its
    /// letters are written on a board (Black's pieces in FEN).
    board: Option<bool>,
    #[serde(default)]
    sources: Vec<String>,
    notes: Option<String>,
    white: PieceTokens,
    black: Option<PieceTokens>,
    side: Option<SideTokens>,
    castling: Option<CastlingTokens>,
    moves: Option<MoveRules>,
}

#[derive(Deserialize, Debug, PartialEq)]
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

#[derive(Deserialize, Debug, PartialEq)]
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

#[derive(Deserialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct SideTokens {
    white: OneOrMany,
    black: OneOrMany,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct CastlingTokens {
    king_side: String,
    queen_side: String,
    black_king_side: Option<String>,
    black_queen_side: Option<String>,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct MoveRules {
    #[serde(default)]
    pawn_letter: bool,
    capture: Option<Vec<String>>,
    /// The eight file letters, a to h, where the language writes its own
    /// (Hebrew א–ח); `a`–`h` when not given.
    files: Option<[String; 8]>,
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

/// A fault of a table: the line it is on and what it is.
type Fault = (usize, NotationErrorKind);

pub(super) fn load(src: &str, origin: &str) -> Result<Notation, NotationError> {
    load_with(src, origin, None)
}

/// [`load`] for a built-in table: its text read by [`simple::read`] when
/// that reader takes it (the TOML library otherwise, as for any file).
pub(super) fn load_builtin(src: &str, origin: &str) -> Result<Notation, NotationError> {
    load_with(src, origin, simple::read(src))
}

fn load_with(src: &str, origin: &str, read: Option<TableFile>) -> Result<Notation, NotationError> {
    let err = |(line, kind): Fault| NotationError {
        origin: origin.to_owned(),
        line,
        kind,
    };
    let file: TableFile = match read {
        Some(file) => file,
        None => toml::from_str(src).map_err(|e| {
            let line = e.span().map_or(0, |s| {
                src[..s.start.min(src.len())].matches('\n').count() + 1
            });
            err((line, NotationErrorKind::Syntax(e.message().to_owned())))
        })?,
    };
    let tag: LanguageIdentifier = file.tag.parse().map_err(|_| {
        err((
            line_of(src, "", "tag"),
            NotationErrorKind::InvalidTag(file.tag.clone()),
        ))
    })?;
    let id = file.id.clone().unwrap_or_else(|| tag.to_string());
    if id.is_empty() || id.chars().any(|c| c.is_whitespace() || c == '/') {
        return Err(err((
            line_of(src, "", "id"),
            NotationErrorKind::InvalidId(id),
        )));
    }
    let pawn_letter = file.moves.as_ref().is_some_and(|m| m.pawn_letter);
    let board = file.board.unwrap_or(true);
    let pieces = piece_tokens(src, file.white, file.black, board).map_err(err)?;
    move_text_clash(src, &pieces, pawn_letter).map_err(err)?;
    let side = side_tokens(src, file.side).map_err(err)?;
    let castling = castling_tokens(src, file.castling).map_err(err)?;
    let (capture, files) = file.moves.map_or((None, None), |m| (m.capture, m.files));
    let capture = capture.unwrap_or_else(|| vec!["x".to_owned()]);
    if let Some(files) = &files {
        file_tokens(src, files, &pieces).map_err(err)?;
    }
    if let Some(kind) = capture.iter().find_map(|t| invisible(t)) {
        return Err(err((line_of(src, "moves", "capture"), kind)));
    }

    Ok(Notation::build(super::NotationParts {
        id,
        tag,
        name: file.name,
        native_name: file.native_name,
        provisional: file.provisional,
        board,
        sources: file.sources,
        notes: file.notes,
        pieces,
        side,
        castling,
        pawn_letter,
        capture,
        files,
    }))
}

/// A table's own file letters: none empty or holding a character move
/// text reads otherwise (digits among them), all eight different, and
/// none a piece token of White's.
fn file_tokens(src: &str, files: &[String; 8], pieces: &[Vec<String>; 12]) -> Result<(), Fault> {
    let line = line_of(src, "moves", "files");
    for (i, f) in files.iter().enumerate() {
        if let Some(kind) = piece_token_fault(f) {
            return Err((line, kind));
        }
        if files[..i].contains(f) {
            let kind = NotationErrorKind::DuplicateToken {
                token: f.clone(),
                first: "moves.files".into(),
                second: "moves.files".into(),
            };
            return Err((line, kind));
        }
        for role in Role::ALL {
            if pieces[Piece::new(Color::White, role).index()].contains(f) {
                let kind = NotationErrorKind::DuplicateToken {
                    token: f.clone(),
                    first: format!("white.{}", role.name()),
                    second: "moves.files".into(),
                };
                return Err((line, kind));
            }
        }
    }
    Ok(())
}

/// The first character of `token` that cannot be seen, as an error.
fn invisible(token: &str) -> Option<NotationErrorKind> {
    let c = token.chars().find(|c| crate::text::is_invisible(*c))?;
    Some(NotationErrorKind::InvisibleCharacter {
        token: token.to_owned(),
        character: c,
    })
}

/// What is wrong with a piece token on its own: empty, holding a character
/// FEN or move text reads otherwise, or one that cannot be seen.
fn piece_token_fault(token: &str) -> Option<NotationErrorKind> {
    if token.is_empty() {
        return Some(NotationErrorKind::EmptyToken);
    }
    if let Some(c) = token
        .chars()
        .find(|c| c.is_ascii_digit() || c.is_whitespace() || c.is_control() || RESERVED.contains(c))
    {
        return Some(NotationErrorKind::ReservedCharacter {
            token: token.to_owned(),
            character: c,
        });
    }
    invisible(token)
}

/// The twelve pieces' tokens: White's as given, Black's given or
/// White's lowercased. Each is checked on its own, no token may serve two
/// pieces, and without `[black]` a token with no lowercase (a script
/// without case) is refused, as Black's pieces would read as White's.
/// A table of move text only (`board = false`) needs no Black tokens:
/// Black's are White's, and are never read.
fn piece_tokens(
    src: &str,
    white: PieceTokens,
    black: Option<PieceTokens>,
    board: bool,
) -> Result<[Vec<String>; 12], Fault> {
    let mut pieces: [Vec<String>; 12] = Default::default();
    // Every token with its section and key.
    let mut where_: Vec<(String, &'static str, &'static str)> = Vec::new();
    let moves_only = !board && black.is_none();
    let lowered = black.is_none() && board;
    for (role, key, tokens) in white.into_array() {
        if tokens.is_empty() {
            return Err((line_of(src, "white", key), NotationErrorKind::EmptyToken));
        }
        for t in &tokens {
            where_.push((t.clone(), "white", key));
            if lowered {
                where_.push((lowercase(t), "white", key));
            }
        }
        if lowered {
            pieces[Piece::new(Color::Black, role).index()] =
                tokens.iter().map(|t| lowercase(t)).collect();
        } else if moves_only {
            pieces[Piece::new(Color::Black, role).index()] = tokens.clone();
        }
        pieces[Piece::new(Color::White, role).index()] = tokens;
    }
    if let Some(b) = black {
        for (role, key, tokens) in b.into_array() {
            if tokens.is_empty() {
                return Err((line_of(src, "black", key), NotationErrorKind::EmptyToken));
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
        if let Some(kind) = piece_token_fault(tok) {
            return Err((line_of(src, section, key), kind));
        }
        match seen.get(tok.as_str()) {
            Some((osec, okey)) if (*osec, *okey) != (*section, *key) => {
                let kind = NotationErrorKind::DuplicateToken {
                    token: tok.clone(),
                    first: format!("{osec}.{okey}"),
                    second: format!("{section}.{key}"),
                };
                return Err((line_of(src, section, key), kind));
            }
            Some(_) => {}
            None => {
                seen.insert(tok.as_str(), (section, key));
            }
        }
    }
    for role in Role::ALL.into_iter().filter(|_| lowered) {
        let white = &pieces[Piece::new(Color::White, role).index()];
        if let Some(t) = white.iter().find(|t| lowercase(t) == **t) {
            let kind = NotationErrorKind::NoLowercase { token: t.clone() };
            return Err((line_of(src, "white", role.name()), kind));
        }
    }
    Ok(pieces)
}

/// Tokens used in move text (White's) must not read as a file letter.
/// `O` is allowed: castling (`O-O`, `O-O-O`) is told apart by its dashes
/// before any piece letter is tried, so a bishop `O` (Estonian oda, Hindi
/// ūṇṭ, Albanian oficeri) never reads as castling, nor castling as it.
fn move_text_clash(src: &str, pieces: &[Vec<String>; 12], pawn_letter: bool) -> Result<(), Fault> {
    for role in Role::ALL {
        if role == Role::Pawn && !pawn_letter {
            continue;
        }
        for t in &pieces[Piece::new(Color::White, role).index()] {
            if t.len() == 1 && ('a'..='h').contains(&t.chars().next().unwrap_or(' ')) {
                return Err((
                    line_of(src, "white", role.name()),
                    NotationErrorKind::MoveTextClash { token: t.clone() },
                ));
            }
        }
    }
    Ok(())
}

/// The side-to-move tokens: `w` and `b` unless given; none empty, holding
/// a space or an invisible character, or used by both sides.
fn side_tokens(src: &str, side: Option<SideTokens>) -> Result<[Vec<String>; 2], Fault> {
    let (white_side, black_side) = match side {
        Some(s) => (s.white.into_vec(), s.black.into_vec()),
        None => (vec!["w".to_owned()], vec!["b".to_owned()]),
    };
    for (list, key) in [(&white_side, "white"), (&black_side, "black")] {
        if list.is_empty()
            || list
                .iter()
                .any(|t| t.is_empty() || t.chars().any(char::is_whitespace))
        {
            return Err((line_of(src, "side", key), NotationErrorKind::EmptyToken));
        }
        if let Some(kind) = list.iter().find_map(|t| invisible(t)) {
            return Err((line_of(src, "side", key), kind));
        }
    }
    if let Some(t) = white_side.iter().find(|t| black_side.contains(t)) {
        return Err((
            line_of(src, "side", "black"),
            NotationErrorKind::DuplicateToken {
                token: t.clone(),
                first: "side.white".into(),
                second: "side.black".into(),
            },
        ));
    }
    Ok([white_side, black_side])
}

/// The castling tokens, Black's lowercased unless given: none empty,
/// `-`, holding a space, a digit or an invisible character, and all four
/// different.
fn castling_tokens(src: &str, castling: Option<CastlingTokens>) -> Result<[[String; 2]; 2], Fault> {
    let castling = match castling {
        Some(c) => {
            let bk = c.black_king_side.unwrap_or_else(|| lowercase(&c.king_side));
            let bq = c
                .black_queen_side
                .unwrap_or_else(|| lowercase(&c.queen_side));
            [[c.king_side, c.queen_side], [bk, bq]]
        }
        None => [["K".into(), "Q".into()], ["k".into(), "q".into()]],
    };
    // Where the faults are reported (found only for one).
    let line = || line_of(src, "castling", "king_side");
    let flat: Vec<&String> = castling.iter().flatten().collect();
    for (i, t) in flat.iter().enumerate() {
        if t.is_empty()
            || t.as_str() == "-"
            || t.chars().any(|c| c.is_whitespace() || c.is_ascii_digit())
        {
            return Err((line(), NotationErrorKind::EmptyToken));
        }
        if let Some(kind) = invisible(t) {
            return Err((line(), kind));
        }
        if flat[..i].contains(t) {
            return Err((
                line(),
                NotationErrorKind::DuplicateToken {
                    token: (*t).clone(),
                    first: "castling".into(),
                    second: "castling".into(),
                },
            ));
        }
    }
    Ok(castling)
}
