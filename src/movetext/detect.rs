//! Move text in every table: the readings that play the whole text.

use super::*;
use crate::san::{ParseOptions, San};
use crate::{Notation, Position, Role};

/// Why move text gave no game.
#[derive(Debug, Clone)]
pub enum GameError<'n> {
    /// The text's structure is broken.
    Text(TextError),
    /// Several tables play the whole text and give different games.
    Ambiguous(Vec<GameReading<'n>>),
}

/// One way of reading move text: the tables that give it, and its moves.
#[derive(Debug, Clone)]
pub struct GameReading<'n> {
    /// The tables (sharing letters for the pieces used).
    pub notations: Vec<&'n Notation>,
    /// The mainline in canonical SAN.
    pub mainline: Vec<San>,
    /// How many mainline moves were played.
    pub plies: usize,
    /// The first mainline move that failed.
    pub error: Option<ReplayError>,
}

impl GameReading<'_> {
    /// The first table.
    pub fn notation(&self) -> &Notation {
        self.notations[0]
    }
}

fn table_order(n: &Notation) -> (bool, bool, std::cmp::Reverse<usize>, String) {
    (
        n.id() != "en",
        n.is_provisional(),
        std::cmp::Reverse(n.sources().len()),
        n.id().to_owned(),
    )
}

/// The roles each move word names under a table: tables giving the same
/// roles to the same words read the text alike.
/// The roles a move word names: the piece, the piece captured, the
/// promotion.
type Roles = (Option<Role>, Option<Role>, Option<Role>);

/// The roles a move names.
fn roles(san: &San) -> Roles {
    match *san {
        San::Normal {
            role,
            captured,
            promotion,
            ..
        } => (Some(role), captured, promotion),
        _ => (None, None, None),
    }
}

fn signature(tokens: &[Token]) -> Option<Vec<Roles>> {
    let mut sig = Vec::new();
    let mut depth = 0usize;
    for t in tokens {
        match t {
            Token::Open(_) => depth += 1,
            Token::Close(_) => depth = depth.saturating_sub(1),
            Token::Move { read, split, .. } => match read {
                Err(_) if !split.is_empty() => {
                    for (_, p) in split {
                        sig.push(roles(&p.san));
                    }
                }
                Ok(p) => {
                    // Another reading kept beside it (`bb7`: a pawn, or
                    // the bishop) tells tables apart too.
                    sig.push(roles(&p.san));
                    sig.extend(split.iter().map(|(_, a)| roles(&a.san)));
                }
                // A word of the mainline that is no move: this table
                // cannot read the text.
                Err(_) if depth == 0 => return None,
                Err(_) => sig.push((None, None, None)),
            },
            _ => {}
        }
    }
    Some(sig)
}

/// Which notation move text is written in. Every table (one per set of
/// letters) that plays the whole mainline is a reading; readings that
/// give different games are an ambiguity, never a guess. When no table
/// plays the whole text, the reading that plays the most moves is
/// returned with its error (standard first on a tie).
pub fn detect<'n>(
    text: &str,
    style: Style,
    tables: &'n [Notation],
    start: &Position,
) -> Result<GameReading<'n>, GameError<'n>> {
    let mut order: Vec<&Notation> = tables.iter().collect();
    order.sort_by_key(|n| table_order(n));
    let mut text_repairs = Vec::new();
    let lexemes = lex(text, style, &mut text_repairs).map_err(GameError::Text)?;
    let mut sigs: Vec<(Vec<Roles>, usize)> = Vec::new();
    let mut readings: Vec<GameReading<'n>> = Vec::new();
    // Letters of another alphabet are read as a table's own only where
    // the text uses that alphabet: an all-Latin `Kg1-f3` is no Russian
    // knight move.
    let beyond = words_beyond_ascii(text, &lexemes);
    for n in order {
        let mut rep = Vec::new();
        let opts = ParseOptions {
            fold: beyond || !table_beyond_ascii(n),
            pawn_prefix: false,
            lowercase_piece: false,
        };
        let tokens = read_with(text, &lexemes, n, opts, style, &mut rep);
        let Some(sig) = signature(&tokens) else {
            continue;
        };
        if let Some((_, i)) = sigs.iter().find(|(s, _)| *s == sig) {
            readings[*i].notations.push(n);
            continue;
        }
        let opts = ReplayOptions {
            to: Notation::standard(),
            form: Form::None,
            record: false,
            style,
        };
        let r = replay_tokens(text, &tokens, start, opts, Vec::new());
        sigs.push((sig, readings.len()));
        readings.push(GameReading {
            notations: vec![n],
            mainline: r.mainline,
            plies: r.plies,
            error: r.error,
        });
    }
    // Whole readings, merged when they give the same game. A reading that
    // plays fewer moves took some for prose: the ones that explain more of
    // the text win.
    let most = readings
        .iter()
        .filter(|r| r.error.is_none())
        .map(|r| r.plies)
        .max()
        .unwrap_or(0);
    let mut whole: Vec<GameReading<'n>> = Vec::new();
    for r in readings
        .iter()
        .filter(|r| r.error.is_none() && r.plies > 0 && r.plies == most)
    {
        match whole.iter_mut().find(|w| w.mainline == r.mainline) {
            Some(w) => w.notations.extend(r.notations.iter().copied()),
            None => whole.push(r.clone()),
        }
    }
    match whole.len() {
        1 => Ok(whole.remove(0)),
        0 => {
            // The reading that gets furthest, standard first on a tie.
            let best = readings
                .into_iter()
                .enumerate()
                .max_by_key(|(i, r)| (r.plies, std::cmp::Reverse(*i)))
                .map(|(_, r)| r);
            Ok(best.unwrap_or(GameReading {
                notations: vec![Notation::standard()],
                mainline: Vec::new(),
                plies: 0,
                error: None,
            }))
        }
        _ => Err(GameError::Ambiguous(whole)),
    }
}
