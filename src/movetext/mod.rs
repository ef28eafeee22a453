//! Move text (SAN, PGN, and the text people paste from pages and books) in
//! any notation: split into lexemes, read with a table, replayed, and
//! written back in standard PGN or in the author's own spelling.
//!
//! Reading works in two steps. [`lex`] splits the text without knowing the
//! letters: comments, variations, move numbers in every form, results,
//! annotation glyphs, and words, with sentence punctuation taken off and
//! recorded. [`read`] then reads the words with one table: each word is a
//! [`San`] or it is not; a group in parentheses or brackets whose words are
//! not all moves is prose, kept verbatim as a comment. [`replay`] plays the
//! mainline and the variations. [`detect`] does both with every table and
//! accepts a notation only when every table that plays the whole text gives
//! the same game.

mod detect;
mod export;
mod lex;
mod read;
mod replay;
mod write;

pub use detect::*;
pub use export::{export_pgn, export_pgn_noted};
pub use lex::*;
pub use read::*;
pub use replay::*;
pub use write::Form;
use write::*;

use crate::fen::{self, WriteOptions};
use crate::moves::MoveErrorKind;
use crate::san::{self, ParseOptions, San};
use crate::{Color, Notation, Piece, Position, Role};

/// Reads and replays move text with one table, in one call.
///
/// ```
/// use fenlingo::movetext::{read_and_replay, Form, Style};
/// use fenlingo::{Notation, Position};
/// let de = Notation::builtin("de").unwrap();
/// let r = read_and_replay("1. e2–e4, e7–e5. 2. Sg1–f3", Style::Pasted, de, &Position::standard(), Notation::standard(), Form::Standard, false).unwrap();
/// assert_eq!(r.text, "1. e4 e5 2. Nf3");
/// assert!(r.error.is_none());
/// ```
pub fn read_and_replay(
    text: &str,
    style: Style,
    from: &Notation,
    start: &Position,
    to: &Notation,
    form: Form,
    record: bool,
) -> Result<Replay, TextError> {
    let mut repairs = Vec::new();
    let lexemes = lex(text, style, &mut repairs)?;
    let tokens = read_with(
        text,
        &lexemes,
        from,
        ParseOptions::default(),
        style,
        &mut repairs,
    );
    Ok(replay_tokens(
        text,
        &tokens,
        start,
        ReplayOptions {
            to,
            form,
            record,
            style,
        },
        repairs,
    ))
}

/// Reads PGN move text with `from`'s letters and replays it from `start`,
/// recording every mainline position; the text comes back in `to`'s
/// letters in the author's spelling.
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
    read_and_replay(text, Style::Pgn, from, start, to, Form::Keep, true)
}

/// Translates one move as written from `from`'s letters to `to`'s,
/// keeping its spelling; text that is no move comes back unchanged.
///
/// ```
/// use fenlingo::Notation;
/// use fenlingo::movetext::translate_move;
/// let ru = Notation::builtin("ru").unwrap();
/// let en = Notation::standard();
/// assert_eq!(translate_move("Кр:f7", ru, en), "K:f7");
/// assert_eq!(translate_move("Nf3!?", en, ru), "Кf3!?");
/// ```
pub fn translate_move(text: &str, from: &Notation, to: &Notation) -> String {
    match San::parse(text, from) {
        Ok(p) => san::keep_form(text, &p, to),
        Err(_) => text.to_owned(),
    }
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

/// The letter a table writes for a piece kind (white), for messages.
pub fn letter(n: &Notation, role: Role) -> &str {
    n.piece_token(Piece::new(Color::White, role))
}

/// Whether a move error is about the text rather than the position.
pub fn is_spelling(e: &MoveErrorKind) -> bool {
    matches!(e, MoveErrorKind::Unreadable | MoveErrorKind::BadRank { .. })
}
