//! Move text (SAN, PGN) in any notation: tokenized, translated between
//! tables, and replayed to positions.

use crate::fen::{self, WriteOptions};
use crate::moves::{Game, MoveError};
use crate::{Color, Notation, Piece, Position, Role};
use std::fmt;

/// A token of move text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// A move (`e4`, `Кр:f7`, `O-O`, `--` for a null move).
    Move,
    /// A move number (`12.`, `12...`).
    Number,
    /// A comment, `{…}` or `;…` to the end of the line.
    Comment,
    /// `(`, opening a variation.
    Open,
    /// `)`, closing a variation.
    Close,
    /// A numeric annotation glyph (`$1`).
    Nag,
    /// A result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    Result,
    /// Anything else kept as written (`!?`, `e.p.`).
    Other,
}

/// A token with its byte range in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// What it is.
    pub kind: TokenKind,
    /// Its text.
    pub text: &'a str,
    /// Byte offset in the move text.
    pub start: usize,
}

/// What is wrong with move text as text (before any move is played).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextErrorKind {
    /// A `{` comment without its `}`.
    UnterminatedComment,
    /// A `(` variation without its `)`.
    UnterminatedVariation,
    /// A `)` with no `(` before it.
    UnbalancedClose,
}

/// An error in the structure of move text, at a byte offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextError {
    /// What.
    pub kind: TextErrorKind,
    /// Where (byte offset).
    pub offset: usize,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.kind {
            TextErrorKind::UnterminatedComment => "comment without its closing '}'",
            TextErrorKind::UnterminatedVariation => "variation without its closing ')'",
            TextErrorKind::UnbalancedClose => "')' without an opening '('",
        })
    }
}

impl std::error::Error for TextError {}

fn is_result(w: &str) -> bool {
    matches!(w, "1-0" | "0-1" | "1/2-1/2" | "*" | "½-½" | "1/2")
}

/// Splits move text into tokens. Nesting is counted, not recursed into,
/// so 100,000 nested variations cost no stack.
///
/// ```
/// use fenlingo::movetext::{tokenize, TokenKind};
/// let t = tokenize("1.e4 {best} e5 (1... c5) 2. Nf3 $1 1-0").unwrap();
/// let kinds: Vec<TokenKind> = t.iter().map(|t| t.kind).collect();
/// use TokenKind::*;
/// assert_eq!(kinds, [Number, Move, Comment, Move, Open, Number, Move, Close, Number, Move, Nag, Result]);
/// ```
pub fn tokenize(text: &str) -> Result<Vec<Token<'_>>, TextError> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    let mut opens: Vec<usize> = Vec::new();
    while i < b.len() {
        match b[i] {
            c if c.is_ascii_whitespace() => i += 1,
            b'{' => {
                let end = text[i..].find('}').map(|e| i + e + 1).ok_or(TextError {
                    kind: TextErrorKind::UnterminatedComment,
                    offset: i,
                })?;
                out.push(Token {
                    kind: TokenKind::Comment,
                    text: &text[i..end],
                    start: i,
                });
                i = end;
            }
            b';' => {
                let end = text[i..].find('\n').map_or(b.len(), |e| i + e);
                out.push(Token {
                    kind: TokenKind::Comment,
                    text: &text[i..end],
                    start: i,
                });
                i = end;
            }
            b'(' => {
                opens.push(i);
                out.push(Token {
                    kind: TokenKind::Open,
                    text: "(",
                    start: i,
                });
                i += 1;
            }
            b')' => {
                if opens.pop().is_none() {
                    return Err(TextError {
                        kind: TextErrorKind::UnbalancedClose,
                        offset: i,
                    });
                }
                out.push(Token {
                    kind: TokenKind::Close,
                    text: ")",
                    start: i,
                });
                i += 1;
            }
            _ => {
                let end = text[i..]
                    .find(|ch: char| ch.is_whitespace() || matches!(ch, '{' | '(' | ')' | ';'))
                    .map_or(b.len(), |e| i + e);
                if end == i {
                    // A Unicode space: skip it.
                    i += text[i..].chars().next().map_or(1, char::len_utf8);
                    continue;
                }
                let word = &text[i..end];
                let digits =
                    word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                let after = &word[digits..];
                if digits > 0 && after.starts_with('.') && !is_result(word) {
                    let dots = after.len() - after.trim_start_matches(['.', '…']).len();
                    let num_end = i + digits + dots;
                    out.push(Token {
                        kind: TokenKind::Number,
                        text: &text[i..num_end],
                        start: i,
                    });
                    if num_end < end {
                        out.push(Token {
                            kind: TokenKind::Move,
                            text: &text[num_end..end],
                            start: num_end,
                        });
                    }
                } else {
                    let kind = if is_result(word) {
                        TokenKind::Result
                    } else if word.starts_with('$') {
                        TokenKind::Nag
                    } else if word.chars().all(|c| matches!(c, '.' | '…')) {
                        TokenKind::Number
                    } else if word
                        .chars()
                        .all(|c| matches!(c, '!' | '?' | '+' | '#' | '=' | '∓' | '±' | '⩲' | '⩱'))
                        || word == "e.p."
                        || word == "ep"
                    {
                        TokenKind::Other
                    } else {
                        TokenKind::Move
                    };
                    out.push(Token {
                        kind,
                        text: word,
                        start: i,
                    });
                }
                i = end;
            }
        }
    }
    if let Some(open) = opens.first() {
        return Err(TextError {
            kind: TextErrorKind::UnterminatedVariation,
            offset: *open,
        });
    }
    Ok(out)
}

const FIGURINES: [(&str, Role); 12] = [
    ("♔", Role::King),
    ("♕", Role::Queen),
    ("♖", Role::Rook),
    ("♗", Role::Bishop),
    ("♘", Role::Knight),
    ("♙", Role::Pawn),
    ("♚", Role::King),
    ("♛", Role::Queen),
    ("♜", Role::Rook),
    ("♝", Role::Bishop),
    ("♞", Role::Knight),
    ("♟", Role::Pawn),
];

/// The piece named at the start of `s` by `n`'s white tokens (or a
/// figurine), with its length.
fn lead_piece(s: &str, n: &Notation) -> Option<(Role, usize)> {
    if let Some((p, len)) = n.match_piece(s) {
        if p.color == Color::White {
            // A lowercase token that is also a file letter is a pawn move.
            return Some((p.role, len));
        }
    }
    FIGURINES
        .iter()
        .find(|(f, _)| s.starts_with(f))
        .map(|(f, r)| (*r, f.len()))
}

/// Translates one move as written from `from`'s letters to `to`'s: the
/// piece at its start, the piece after `=` (or a bare promotion letter),
/// capture marks, and `0-0` castling; squares, checks and annotations are
/// kept.
///
/// ```
/// use fenlingo::Notation;
/// use fenlingo::movetext::translate_move;
/// let ru = Notation::builtin("ru").unwrap();
/// let en = Notation::standard();
/// assert_eq!(translate_move("Кр:f7", ru, en), "Kxf7");
/// assert_eq!(translate_move("f:g5", ru, en), "fxg5");
/// assert_eq!(translate_move("0-0", ru, en), "O-O");
/// assert_eq!(translate_move("e8=Ф+", ru, en), "e8=Q+");
/// assert_eq!(translate_move("Nf3!?", en, ru), "Кf3!?");
/// ```
pub fn translate_move(text: &str, from: &Notation, to: &Notation) -> String {
    if text
        .chars()
        .all(|c| matches!(c, '0' | 'O' | 'o' | '-' | '+' | '#' | '!' | '?'))
        && text.contains(['0', 'O', 'o'])
    {
        let n = text
            .chars()
            .filter(|c| matches!(c, '0' | 'O' | 'o'))
            .count();
        let rest: String = text
            .chars()
            .filter(|c| matches!(c, '+' | '#' | '!' | '?'))
            .collect();
        return format!("{}{rest}", if n >= 3 { "O-O-O" } else { "O-O" });
    }
    let mut out = String::with_capacity(text.len() + 2);
    let mut rest = text;
    if let Some((role, len)) = lead_piece(rest, from) {
        if role != Role::Pawn || to.pawn_letter() {
            out.push_str(to.piece_token(Piece::new(Color::White, role)));
        }
        rest = &rest[len..];
    }
    let capture_to = to.capture_marks().first().map_or("x", String::as_str);
    while let Some(c) = rest.chars().next() {
        let is_capture = from
            .capture_marks()
            .iter()
            .any(|m| rest.starts_with(m.as_str()))
            || c == ':'
            || c == 'x';
        if c == '=' {
            out.push('=');
            rest = &rest[1..];
            if let Some((role, len)) = lead_piece(rest, from) {
                out.push_str(to.piece_token(Piece::new(Color::White, role)));
                rest = &rest[len..];
            }
            continue;
        }
        if is_capture && !c.is_ascii_digit() {
            let len = from
                .capture_marks()
                .iter()
                .filter(|m| rest.starts_with(m.as_str()))
                .map(|m| m.len())
                .max()
                .unwrap_or(c.len_utf8());
            out.push_str(capture_to);
            rest = &rest[len..];
            continue;
        }
        // A promotion without '=' (e8Q): a piece token right after a rank digit.
        if out.ends_with(['1', '8']) && !c.is_ascii_digit() {
            if let Some((role, len)) = lead_piece(rest, from) {
                if role != Role::Pawn {
                    out.push('=');
                    out.push_str(to.piece_token(Piece::new(Color::White, role)));
                    rest = &rest[len..];
                    continue;
                }
            }
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// A move that could not be played, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// Byte offset of the move in the text.
    pub offset: usize,
    /// The full-move number of the move.
    pub number: u32,
    /// The side that was to play it.
    pub color: Color,
    /// Why.
    pub error: MoveError,
}

/// The result of reading move text: the text in the target letters, the
/// mainline moves in standard SAN with the position after each, and the
/// first move that could not be played.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The move text written in the target notation.
    pub text: String,
    /// Each mainline move in canonical standard SAN and the position after it.
    pub moves: Vec<(String, Position)>,
    /// The position after the last move played.
    pub end: Position,
    /// The first mainline move that could not be played (replay stops there).
    pub error: Option<ReplayError>,
}

/// Translates and replays move text from `start`: mainline moves are
/// played (variations are translated, not played); the output keeps move
/// numbers, comments, variations, NAGs and results, with one space between
/// tokens.
///
/// ```
/// use fenlingo::{Notation, Position};
/// use fenlingo::movetext::replay;
/// let es = Notation::builtin("es").unwrap();
/// let r = replay("1. e4 c5 2.Cf3 {¡bien!} d6", es, Notation::standard(), &Position::standard()).unwrap();
/// assert_eq!(r.text, "1. e4 c5 2. Nf3 {¡bien!} d6");
/// assert_eq!(r.end.to_string(), "rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
/// ```
pub fn replay(
    text: &str,
    from: &Notation,
    to: &Notation,
    start: &Position,
) -> Result<Replay, TextError> {
    replay_with(text, from, to, start, true)
}

/// Like [`replay`], recording each move and position only when `record`
/// is set ([`Replay::moves`] stays empty otherwise; [`Replay::end`] is
/// always there).
///
/// ```
/// use fenlingo::{Notation, Position};
/// let r = fenlingo::movetext::replay_with("1. e4 e5", Notation::standard(), Notation::standard(), &Position::standard(), false).unwrap();
/// assert!(r.moves.is_empty());
/// assert_eq!(r.end.fullmoves, 2);
/// ```
pub fn replay_with(
    text: &str,
    from: &Notation,
    to: &Notation,
    start: &Position,
    record: bool,
) -> Result<Replay, TextError> {
    let tokens = tokenize(text)?;
    let mut out = String::with_capacity(text.len() + 16);
    let mut game = Game::new(start).ok();
    let mut moves = Vec::new();
    let mut error = None;
    let mut depth = 0usize;
    let mut prev: Option<TokenKind> = None;
    for t in &tokens {
        let glue = !matches!(
            (prev, t.kind),
            (None, _) | (Some(TokenKind::Open), _) | (_, TokenKind::Close)
        );
        if glue {
            out.push(' ');
        }
        match t.kind {
            TokenKind::Move => {
                out.push_str(&translate_move(t.text, from, to));
                if depth == 0 && error.is_none() {
                    let standard = translate_move(t.text, from, Notation::standard());
                    if let Some(g) = game.as_mut() {
                        let number = g.move_number();
                        let color = g.turn();
                        // Null moves: `--` (PGN), `Z0` (ChessBase), `0000` (UCI).
                        if matches!(t.text, "--" | "Z0" | "0000" | "@@@@") {
                            match g.play_null() {
                                Ok(()) if record => moves.push(("--".to_owned(), g.position())),
                                Ok(()) => {}
                                Err(e) => {
                                    error = Some(ReplayError {
                                        offset: t.start,
                                        number,
                                        color,
                                        error: e,
                                    })
                                }
                            }
                        } else {
                            let played = if record {
                                g.play_san(&standard)
                                    .map(|san| moves.push((san, g.position())))
                            } else {
                                g.play(&standard)
                            };
                            match played {
                                Ok(()) => {}
                                Err(mut e) => {
                                    e.text = t.text.to_owned();
                                    error = Some(ReplayError {
                                        offset: t.start,
                                        number,
                                        color,
                                        error: e,
                                    });
                                }
                            }
                        }
                    }
                }
            }
            TokenKind::Open => {
                depth += 1;
                out.push('(');
            }
            TokenKind::Close => {
                depth = depth.saturating_sub(1);
                out.push(')');
            }
            _ => out.push_str(t.text),
        }
        prev = Some(t.kind);
    }
    let end = match &game {
        Some(g) => g.position(),
        None => *start,
    };
    if game.is_none() {
        if let Some(t) = tokens.iter().find(|t| t.kind == TokenKind::Move) {
            error = Some(ReplayError {
                offset: t.start,
                number: start.fullmoves,
                color: start.turn,
                error: MoveError {
                    text: fen::write_fen_string(start),
                    kind: crate::moves::MoveErrorKind::BadPosition,
                },
            });
        }
    }
    Ok(Replay {
        text: out,
        moves,
        end,
        error,
    })
}

/// Which notation move text is written in: the first table (standard
/// first, then the best attested) under which every mainline move plays;
/// else the one that plays the most.
pub fn detect<'n>(
    text: &str,
    tables: &'n [Notation],
    start: &Position,
) -> Result<&'n Notation, TextError> {
    let mut order: Vec<&Notation> = tables.iter().collect();
    order.sort_by_key(|n| {
        (
            n.id() != "en",
            n.is_provisional(),
            std::cmp::Reverse(n.sources().len()),
            n.id().to_owned(),
        )
    });
    let tokens = tokenize(text)?;
    // How many moves start with a letter the table knows (or are pawn
    // moves and castling): a tie-break between tables that replay equally far.
    let readable = |n: &Notation| {
        tokens
            .iter()
            .filter(|t| t.kind == TokenKind::Move)
            .filter(|t| {
                let c = t.text.chars().next().unwrap_or(' ');
                c.is_ascii_lowercase()
                    || matches!(c, 'O' | '0' | '-')
                    || lead_piece(t.text, n).is_some()
            })
            .count()
    };
    let mut best: Option<(&Notation, (usize, usize))> = None;
    let mut tried: Vec<&Notation> = Vec::new();
    for n in order {
        // Tables with the same white piece tokens read moves alike.
        if tried.iter().any(|t| {
            Role::ALL.iter().all(|r| {
                t.piece_tokens(Piece::new(Color::White, *r))
                    == n.piece_tokens(Piece::new(Color::White, *r))
            })
        }) {
            continue;
        }
        tried.push(n);
        let r = replay(text, n, Notation::standard(), start)?;
        if r.error.is_none() {
            return Ok(n);
        }
        let score = (r.moves.len(), readable(n));
        if best.is_none_or(|(_, k)| score > k) {
            best = Some((n, score));
        }
    }
    Ok(best.map_or(Notation::standard(), |(n, _)| n))
}

/// The differences between a replayed position and a claimed one, field
/// by field: (field, replayed, claimed). The en-passant field is compared
/// under both conventions: the replayed square (after every double step)
/// and the legal one are both accepted.
///
/// ```
/// use fenlingo::movetext::compare;
/// let replayed: fenlingo::Position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2".parse().unwrap();
/// let claimed: fenlingo::Position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2".parse().unwrap();
/// let d = compare(&replayed, &claimed);
/// assert_eq!(d.len(), 2);
/// assert_eq!(d[0], (fenlingo::fen::Field::Side, "w".to_string(), "b".to_string()));
/// assert_eq!(d[1], (fenlingo::fen::Field::EnPassant, "e6 (or -)".to_string(), "e3".to_string()));
/// ```
pub fn compare(replayed: &Position, claimed: &Position) -> Vec<(fen::Field, String, String)> {
    let w = |p: &Position| {
        let mut s = String::new();
        fen::write_fen(p, WriteOptions::default(), &mut s);
        s.split(' ').map(str::to_owned).collect::<Vec<_>>()
    };
    let a = w(replayed);
    let b = w(claimed);
    let mut out = Vec::new();
    for (i, field) in fen::Field::FEN.iter().enumerate() {
        let (x, y) = (
            a.get(i).cloned().unwrap_or_default(),
            b.get(i).cloned().unwrap_or_default(),
        );
        if *field == fen::Field::EnPassant {
            let legal = replayed
                .legal_ep_square()
                .map_or("-".to_owned(), |s| s.to_string());
            if y == x || y == legal {
                continue;
            }
            let shown = if legal != x {
                format!("{x} (or {legal})")
            } else {
                x
            };
            out.push((*field, shown, y));
        } else if x != y {
            out.push((*field, x, y));
        }
    }
    out
}
