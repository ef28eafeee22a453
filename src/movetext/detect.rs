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
    /// Letters of another script read as the table's own (Latin `K`, `C`
    /// for the Cyrillic К, С in text typed with Latin letters only).
    pub look_alike: Vec<char>,
}

impl GameReading<'_> {
    /// The first table.
    pub fn notation(&self) -> &Notation {
        self.notations[0]
    }
}

fn table_order(n: &Notation) -> (bool, bool, std::cmp::Reverse<usize>, &str) {
    (
        n.id() != "en",
        n.is_provisional(),
        std::cmp::Reverse(n.sources().len()),
        n.id(),
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
///
/// Text in Latin letters only is read by a table of another script
/// through letters of the same shape (Russian `Kg1-f3`, `Cf1-b5`: К the
/// knight, С the bishop) only when no Latin-script table plays it whole:
/// then a single game from such tables is the reading, with the letters
/// taken for the table's own in [`GameReading::look_alike`].
pub fn detect<'n>(
    text: &str,
    style: Style,
    tables: &'n [Notation],
    start: &Position,
) -> Result<GameReading<'n>, GameError<'n>> {
    let mut order: Vec<&Notation> = tables.iter().collect();
    order.sort_by(|a, b| table_order(a).cmp(&table_order(b)));
    let mut text_repairs = Vec::new();
    let lexemes = lex(text, style, &mut text_repairs).map_err(GameError::Text)?;
    // Letters of another alphabet are read as a table's own only where
    // the text uses that alphabet: an all-Latin `Kg1-f3` is no Russian
    // knight move, while a Latin-script table can read it.
    let beyond = words_beyond_ascii(text, &lexemes);
    let ctx = Pass {
        text,
        lexemes: &lexemes,
        style,
        start,
        pawn_prefix: false,
    };
    let fold = |n: &Notation| beyond || !table_beyond_ascii(n);
    let readings = ctx.readings(&order, fold);
    let mut whole = whole_readings(&readings);
    if whole.is_empty() && !beyond {
        // No Latin-script table plays it: the tables of other scripts,
        // through letters of the same shape.
        let others: Vec<&Notation> = order
            .iter()
            .copied()
            .filter(|n| table_beyond_ascii(n))
            .collect();
        whole = whole_readings(&ctx.readings(&others, |_| true));
    }
    if whole.is_empty() {
        // Pawns written with the table's pawn letter (`Bf2-f4`, the
        // Norwegian or German pawn), which the tables that write none
        // read only when no table plays the text without it.
        let prefixed = Pass {
            pawn_prefix: true,
            ..ctx
        };
        whole = whole_readings(&prefixed.readings(&order, fold));
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
                look_alike: Vec::new(),
            }))
        }
        _ => Err(GameError::Ambiguous(whole)),
    }
}

/// One text, lexed, to be read with tables (`pawn_prefix`: pawns may be
/// written with the table's pawn letter).
#[derive(Clone, Copy)]
struct Pass<'t> {
    text: &'t str,
    lexemes: &'t [Lexeme],
    style: Style,
    start: &'t Position,
    pawn_prefix: bool,
}

impl Pass<'_> {
    /// A reading per set of roles the tables give the words (tables that
    /// agree share one replay); `fold(n)`: whether look-alike letters are
    /// read as table `n`'s own.
    fn readings<'n>(
        &self,
        order: &[&'n Notation],
        fold: impl Fn(&Notation) -> bool,
    ) -> Vec<GameReading<'n>> {
        let mut sigs: Vec<(Vec<Roles>, usize)> = Vec::new();
        let mut readings: Vec<GameReading<'n>> = Vec::new();
        // The tables read whole so far, with the reading each went into.
        let mut read: Vec<(&Notation, bool, Option<usize>)> = Vec::new();
        for &n in order {
            let mut rep = Vec::new();
            let opts = ParseOptions {
                fold: fold(n),
                pawn_prefix: self.pawn_prefix,
                lowercase_piece: false,
            };
            // A table with the letters of one read before reads the text
            // as that one did (Japanese as English).
            if let Some(&(_, _, got)) = read
                .iter()
                .find(|(m, f, _)| *f == opts.fold && m.same_letters(n))
            {
                if let Some(i) = got {
                    readings[i].notations.push(n);
                }
                continue;
            }
            // Most tables fail at the first piece move: they give no
            // reading, and the rest of the text is not read with them.
            if unreadable_word(self.text, self.lexemes, n, opts, self.style) {
                continue;
            }
            let tokens = read_with(self.text, self.lexemes, n, opts, self.style, &mut rep);
            let Some(sig) = signature(&tokens) else {
                read.push((n, opts.fold, None));
                continue;
            };
            if let Some(&(_, i)) = sigs.iter().find(|(s, _)| *s == sig) {
                // A letter is another script's only if every table of
                // the reading took it as such (Latin tables fold the
                // Russian К that Russian reads as its own).
                // The table that reads it in its own letters comes first:
                // the one the game is then read with.
                let theirs = look_alike_letters(self.text, &tokens);
                join_reading(&mut readings[i], &[n], &theirs);
                read.push((n, opts.fold, Some(i)));
                continue;
            }
            read.push((n, opts.fold, Some(readings.len())));
            let opts = ReplayOptions {
                to: Notation::standard(),
                form: Form::None,
                record: false,
                style: self.style,
            };
            let r = replay_tokens(self.text, &tokens, self.start, opts, Vec::new());
            sigs.push((sig, readings.len()));
            readings.push(GameReading {
                notations: vec![n],
                mainline: r.mainline,
                plies: r.plies,
                error: r.error,
                look_alike: look_alike_letters(self.text, &tokens),
            });
        }
        readings
    }
}

/// The letters of another script read as a table's own in a text's
/// moves (`K`, `C` for the Cyrillic К, С), each once, in order.
fn look_alike_letters(text: &str, tokens: &[Token]) -> Vec<char> {
    let mut out: Vec<char> = Vec::new();
    for t in tokens {
        let Token::Move {
            read: Ok(p), span, ..
        } = t
        else {
            continue;
        };
        for r in &p.repairs {
            if r.kind != crate::san::MoveRepairKind::LookAlike {
                continue;
            }
            let letters = text.get(span.start + r.span.start..span.start + r.span.end);
            for c in letters.unwrap_or(&r.before).chars() {
                if c.is_alphabetic() && !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// Adds `tables`, which read the game of `reading` taking `theirs` for
/// letters of their own: a letter stays another script's only if every
/// table took it so, and tables that took fewer come first.
fn join_reading<'n>(reading: &mut GameReading<'n>, tables: &[&'n Notation], theirs: &[char]) {
    let fewer = theirs.len() < reading.look_alike.len();
    reading.look_alike.retain(|c| theirs.contains(c));
    if fewer {
        reading.notations.splice(0..0, tables.iter().copied());
    } else {
        reading.notations.extend(tables.iter().copied());
    }
}

/// The readings that play the whole text, merged when they give the same
/// game. A reading that plays fewer moves took some for prose: the ones
/// that explain more of the text win.
fn whole_readings<'n>(readings: &[GameReading<'n>]) -> Vec<GameReading<'n>> {
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
            Some(w) => join_reading(w, &r.notations, &r.look_alike),
            None => whole.push(r.clone()),
        }
    }
    whole
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Move text with the habits of real typing, and texts made to sit on
    /// the edges of the early refusal: spaced and glued moves, prose,
    /// variations, Greek lower-case letters.
    fn texts() -> Vec<String> {
        #[derive(serde::Deserialize)]
        struct File {
            snippet: Vec<Snippet>,
        }
        #[derive(serde::Deserialize)]
        struct Snippet {
            kind: String,
            text: String,
        }
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/realworld/snippets.toml");
        let file: File = toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let mut texts: Vec<String> = file
            .snippet
            .into_iter()
            .filter(|s| s.kind == "moves")
            .map(|s| s.text)
            .collect();
        texts.extend(
            [
                "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
                "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6",
                "1. e4 e5 2. N f3 N c6 3. B b5",
                "1. e4 e5 2. Nf3Nc6 3. Bb5",
                "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1",
                "1. e4 e5 2. Nf3 (2. f4 exf4 3. Ab5) 2... Nc6",
                "1. e4 e5 2. Nf3 (this is the main line) Nc6",
                "1. e4 e5 as the books say 2. Nf3 Nc6",
                "1. e2 - e4 e7 - e5 2. Ng1 - f3",
                "1. e4 e5 2. Nf3 : Nc6",
                "1. e2 – e4, e7 – e5. 2. Sg1 – f3",
                "1. е4 е5 2. Кf3 Кc6 3. Сb5",
                "1. ε4 ε5 2. Ιζ3 Ιγ6 3. βα5",
                "1. d4 d5 2. c4 dxc4 3. e3 b5 4. a4 c6 5. axb5 cxb5 6. Qf3",
                "Kf3Kc6 e4",
                "de e4 ed e5",
                "1. e4 e5 2. Cf3 Cc6 3. Ab5",
            ]
            .map(str::to_owned),
        );
        texts
    }

    /// A table refused early gives no reading in the full read: the word
    /// [`unreadable_word`] stops at fails [`signature`] as well.
    #[test]
    fn early_refusal_is_exact() {
        let mut refused = 0;
        let mut kept = 0;
        for text in texts() {
            for style in [Style::Pgn, Style::Pasted] {
                let Ok(lexemes) = lex(&text, style, &mut Vec::new()) else {
                    continue;
                };
                for n in Notation::builtins() {
                    for fold in [false, true] {
                        let opts = ParseOptions {
                            fold,
                            pawn_prefix: false,
                            lowercase_piece: false,
                        };
                        if !unreadable_word(&text, &lexemes, n, opts, style) {
                            kept += 1;
                            continue;
                        }
                        refused += 1;
                        let tokens = read_with(&text, &lexemes, n, opts, style, &mut Vec::new());
                        assert!(
                            signature(&tokens).is_none(),
                            "{} ({style:?}, fold {fold}) reads {text:?}",
                            n.id()
                        );
                    }
                }
            }
        }
        // Both ways are taken: most tables refused, some read on.
        assert!(refused > kept && kept > 0, "{refused} refused, {kept} kept");
    }

    /// The readings as every table gives them read whole, one by one,
    /// with no table refused early and none taken for another.
    fn every_table<'n>(
        pass: &Pass<'_>,
        order: &[&'n Notation],
        fold: impl Fn(&Notation) -> bool,
    ) -> Vec<GameReading<'n>> {
        let mut readings: Vec<(Vec<Roles>, GameReading<'n>)> = Vec::new();
        for &n in order {
            let opts = ParseOptions {
                fold: fold(n),
                pawn_prefix: pass.pawn_prefix,
                lowercase_piece: false,
            };
            let tokens = read_with(
                pass.text,
                pass.lexemes,
                n,
                opts,
                pass.style,
                &mut Vec::new(),
            );
            let Some(sig) = signature(&tokens) else {
                continue;
            };
            if let Some((_, r)) = readings.iter_mut().find(|(s, _)| *s == sig) {
                let theirs = look_alike_letters(pass.text, &tokens);
                super::join_reading(r, &[n], &theirs);
                continue;
            }
            let opts = ReplayOptions {
                to: Notation::standard(),
                form: Form::None,
                record: false,
                style: pass.style,
            };
            let r = replay_tokens(pass.text, &tokens, pass.start, opts, Vec::new());
            let look_alike = look_alike_letters(pass.text, &tokens);
            readings.push((
                sig,
                GameReading {
                    notations: vec![n],
                    mainline: r.mainline,
                    plies: r.plies,
                    error: r.error,
                    look_alike,
                },
            ));
        }
        readings.into_iter().map(|(_, r)| r).collect()
    }

    fn shown(readings: &[GameReading<'_>]) -> Vec<String> {
        readings
            .iter()
            .map(|r| {
                let ids: Vec<&str> = r.notations.iter().map(|n| n.id()).collect();
                format!(
                    "{ids:?} {:?} {} {:?} {:?}",
                    r.mainline, r.plies, r.error, r.look_alike
                )
            })
            .collect()
    }

    /// The readings are those of every table read whole: tables refused
    /// at a word and tables with the letters of another change nothing.
    #[test]
    fn readings_are_every_tables() {
        let mut order: Vec<&Notation> = Notation::builtins().iter().collect();
        order.sort_by(|a, b| table_order(a).cmp(&table_order(b)));
        let start = Position::standard();
        let mut shared = 0;
        for text in texts() {
            for style in [Style::Pgn, Style::Pasted] {
                let Ok(lexemes) = lex(&text, style, &mut Vec::new()) else {
                    continue;
                };
                // Look-alike letters read as the tables' own or not, and
                // pawn letters read or not.
                for (all, pawn_prefix) in [(false, false), (true, false), (false, true)] {
                    let pass = Pass {
                        text: &text,
                        lexemes: &lexemes,
                        style,
                        start: &start,
                        pawn_prefix,
                    };
                    let fold = |n: &Notation| all || !table_beyond_ascii(n);
                    let fast = pass.readings(&order, fold);
                    let slow = every_table(&pass, &order, fold);
                    assert_eq!(shown(&fast), shown(&slow), "{text:?}");
                    shared += fast.iter().filter(|r| r.notations.len() > 1).count();
                }
            }
        }
        assert!(shared > 0);
    }

    #[test]
    fn same_letters() {
        let table = |id| Notation::builtin(id).unwrap();
        assert!(table("ja").same_letters(table("en")));
        assert!(table("en").same_letters(table("en")));
        assert!(!table("de").same_letters(table("en")));
        assert!(!table("es").same_letters(table("pt")));
    }
}
