//! Replaying read move text: the mainline and its variations, written back.

use super::*;
use crate::moves::{Game, MoveError, MoveErrorKind, san_error_kind};
use crate::san::{self, MoveRepair, MoveRepairKind, ParsedSan, San};
use crate::{Color, Notation, Position};
use std::ops::Range;

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

/// The result of replaying move text with one table.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The move text written as asked ([`Form`]).
    pub text: String,
    /// Each mainline move in canonical SAN and the position after it
    /// (when recorded).
    pub moves: Vec<(San, Position)>,
    /// How many mainline moves were played.
    pub plies: usize,
    /// The position after the last move played.
    pub end: Position,
    /// The first mainline move that could not be played (replay stops there).
    pub error: Option<ReplayError>,
    /// Variation moves that could not be played (kept as written).
    pub variation_errors: Vec<ReplayError>,
    /// Every departure from PGN, with spans in the text.
    pub repairs: Vec<MoveRepair>,
    /// The result, if the text gives one.
    pub result: Option<&'static str>,
    /// The mainline moves as canonical SAN, for comparing readings.
    pub mainline: Vec<San>,
}

/// Options of [`replay`].
#[derive(Debug, Clone, Copy)]
pub struct ReplayOptions<'n> {
    /// The letters written.
    pub to: &'n Notation,
    /// How the text is written back.
    pub form: Form,
    /// Whether each mainline position is recorded.
    pub record: bool,
    /// How the text was written (pasted text reads its move numbers).
    pub style: Style,
}

/// Replays tokens from `start`: the mainline is played until a move fails;
/// variations are played from the position before the move they replace.
/// In pasted text, a move number that goes back opens a variation (closed
/// when the numbers come back to the game), and parentheses around the
/// game's own next move are only punctuation.
///
/// ```
/// use fenlingo::movetext::{lex, read, replay_tokens, Form, ReplayOptions, Style};
/// use fenlingo::{Notation, Position};
/// let text = "1. e4 c5 2.Cf3 {¡bien!} d6";
/// let es = Notation::builtin("es").unwrap();
/// let mut rep = Vec::new();
/// let lexemes = lex(text, Style::Pasted, &mut rep).unwrap();
/// let tokens = read(text, &lexemes, es, &mut rep);
/// let opts = ReplayOptions { to: Notation::standard(), form: Form::Standard, record: false, style: Style::Pasted };
/// let r = replay_tokens(text, &tokens, &Position::standard(), opts, rep);
/// assert_eq!(r.text, "1. e4 c5 2. Nf3 {¡bien!} 2... d6");
/// ```
pub fn replay_tokens(
    text: &str,
    tokens: &[Token],
    start: &Position,
    opts: ReplayOptions<'_>,
    mut repairs: Vec<MoveRepair>,
) -> Replay {
    let mut w = Writer {
        out: String::with_capacity(text.len() + 16),
        form: opts.form,
        to: opts.to,
        need_number: true,
    };
    let pasted = opts.style == Style::Pasted;
    let mut moves = Vec::new();
    let mut mainline = Vec::new();
    let mut error: Option<ReplayError> = None;
    let mut variation_errors = Vec::new();
    let mut result = None;
    let mut plies = 0usize;
    let game0 = Game::new(start);
    let bad_start = game0.as_ref().err().cloned();
    // The current line: its game, the game before its last move, and
    // whether it is dead (a move failed). The stack holds the lines
    // variations branched from, and whether the variation was opened by a
    // move number going back.
    let mut cur: Option<Game> = game0.ok();
    let mut before: Option<Game> = None;
    let mut dead = false;
    // A move number waiting for a move that is not played: its number
    // and dots.
    let mut pending: Option<(u32, &'static str)> = None;
    let mut stack: Vec<(Option<Game>, Option<Game>, bool, bool)> = Vec::new();
    // Whether each open parenthesis is only punctuation.
    let mut opens: Vec<bool> = Vec::new();
    // Pasted text: the mainline game before each of its moves.
    let mut history: Vec<Game> = Vec::new();
    let first_ply = |n: u32, c: Color| -> i64 { i64::from(n) * 2 + i64::from(c == Color::Black) };
    let start_ply = first_ply(start.fullmoves.max(1), start.turn);
    // The (number, side) a number token announces.
    let announced = |i: usize, n: u32| -> Color {
        let own = match &tokens[i] {
            Token::Number(_, sp) => {
                text[sp.clone()].contains(['…']) || text[sp.clone()].contains("..")
            }
            _ => false,
        };
        // `6... Dc7`, `6. — Dc7`: Black's move.
        let next_dots = matches!(tokens.get(i + 1), Some(Token::Skip(sp))
            if text[sp.clone()].starts_with(['.', '…']) || text[sp.clone()].chars().all(san::is_dash));
        let _ = n;
        if own || next_dots {
            Color::Black
        } else {
            Color::White
        }
    };
    // Whether the last token was prose (or a comment): a move number that
    // goes back right after it opens a variation.
    let mut after_prose = false;
    // The moves a word plays (several when moves are glued), reused.
    let mut played: Vec<(San, u32, Color, &ParsedSan, Option<Position>)> = Vec::with_capacity(4);
    let mut skip = 0usize;
    let mut joined: Vec<Range<usize>> = Vec::new();
    for (ti, t) in tokens.iter().enumerate() {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        let was_after_prose = after_prose;
        after_prose =
            matches!(t, Token::Comment(_)) || (was_after_prose && matches!(t, Token::Skip(_)));
        let after_prose = was_after_prose;
        match t {
            Token::Move {
                span,
                read,
                split,
                join,
            } => {
                let word = &text[span.clone()];
                let depth = stack.len();
                // Each move played: its SAN, number, side and parsed text.
                played.clear();
                let mut used_split = false;
                if !dead {
                    if let Some(g) = cur.as_mut() {
                        let number = g.move_number();
                        let color = g.turn();
                        let snapshot = g.clone();
                        let res = match read {
                            Ok(p) => g.play(&p.san, word).map(|s| (s, p)),
                            Err(e) => Err(MoveError {
                                text: word.to_owned(),
                                kind: san_error_kind(e),
                            }),
                        };
                        // A word with one other reading: both must not play.
                        let res = match res {
                            Ok(ok) if split.len() == 1 => {
                                let (r, p) = &split[0];
                                let mut probe = snapshot.clone();
                                if probe.play_quiet(&p.san, &text[r.clone()]).is_ok() {
                                    *g = snapshot.clone();
                                    Err(MoveError {
                                        text: word.to_owned(),
                                        kind: MoveErrorKind::TwoReadings,
                                    })
                                } else {
                                    Ok(ok)
                                }
                            }
                            other => other,
                        };
                        match res {
                            Ok((san, p)) => {
                                if pasted && depth == 0 {
                                    history.push(snapshot.clone());
                                }
                                before = Some(snapshot);
                                let after = (opts.record && depth == 0).then(|| g.position());
                                played.push((san, number, color, p, after));
                            }
                            Err(e) => {
                                // Moves written without spaces.
                                let mut g2 = snapshot.clone();
                                let mut ok = Vec::new();
                                let mut prev = snapshot.clone();
                                let mut hist = Vec::new();
                                for (r, p) in split {
                                    let (n2, c2) = (g2.move_number(), g2.turn());
                                    let pre = g2.clone();
                                    match g2.play(&p.san, &text[r.clone()]) {
                                        Ok(s2) => {
                                            hist.push(pre.clone());
                                            prev = pre;
                                            let after =
                                                (opts.record && depth == 0).then(|| g2.position());
                                            ok.push((s2, n2, c2, p, after));
                                        }
                                        Err(_) => {
                                            ok.clear();
                                            break;
                                        }
                                    }
                                }
                                if ok.is_empty() {
                                    let re = ReplayError {
                                        offset: span.start,
                                        number,
                                        color,
                                        error: e,
                                    };
                                    // A move of a variation opened by a move
                                    // number counts as the game's: that reading
                                    // of the numbers is not sure.
                                    if depth == 0 || stack.iter().any(|f| f.3) {
                                        if error.is_none() {
                                            error = Some(re);
                                        }
                                    } else {
                                        variation_errors.push(re);
                                    }
                                    dead = true;
                                } else {
                                    *g = g2;
                                    before = Some(prev);
                                    if pasted && depth == 0 {
                                        history.extend(hist);
                                    }
                                    if *join == 0 {
                                        repairs.push(MoveRepair {
                                            kind: MoveRepairKind::Glued,
                                            before: word.to_owned(),
                                            span: span.clone(),
                                        });
                                    } else {
                                        // The other reading took the next
                                        // tokens in: the dash is no longer
                                        // one between moves.
                                        skip = *join;
                                        if let Some((r, _)) = split.first() {
                                            joined.push(r.clone());
                                        }
                                    }
                                    played.extend(ok);
                                    used_split = true;
                                }
                            }
                        }
                    } else {
                        if depth == 0 && error.is_none() {
                            if let Some(e) = &bad_start {
                                error = Some(ReplayError {
                                    offset: span.start,
                                    number: start.fullmoves,
                                    color: start.turn,
                                    error: e.clone(),
                                });
                            }
                        }
                        dead = true;
                    }
                }
                // Repairs of the moves themselves, with absolute spans.
                if played.len() == 1 {
                    let p = played[0].3;
                    repairs.extend(p.repairs.iter().map(|r| MoveRepair {
                        kind: r.kind,
                        before: r.before.clone(),
                        span: r.span.start + span.start..r.span.end + span.start,
                    }));
                }
                for (san, _, _, _, after) in &played {
                    if depth == 0 {
                        plies += 1;
                        mainline.push(*san);
                        if let Some(pos) = after {
                            moves.push((*san, *pos));
                        }
                    }
                }
                match w.form {
                    Form::None => {}
                    Form::Standard if !played.is_empty() => {
                        for (san, number, color, p, _) in &played {
                            match color {
                                Color::White => {
                                    w.sep();
                                    push_number(&mut w.out, *number, ".");
                                }
                                Color::Black if w.need_number => {
                                    w.sep();
                                    push_number(&mut w.out, *number, "...");
                                }
                                Color::Black => {}
                            }
                            w.sep();
                            san.write(w.to, &mut w.out);
                            for nag in &p.nags {
                                match san::suffix_glyph(*nag) {
                                    Some(g) => w.out.push_str(g),
                                    None => w.out.push_str(&format!(" ${nag}")),
                                }
                            }
                            w.need_number = false;
                        }
                        pending = None;
                    }
                    Form::Keep | Form::Standard => {
                        if let Some((n, dots)) = pending.take() {
                            w.sep();
                            push_number(&mut w.out, n, dots);
                        }
                        let shown = if !split.is_empty() && (used_split || read.is_err()) {
                            split
                                .iter()
                                .map(|(r, p)| san::keep_form(&text[r.clone()], p, w.to))
                                .collect::<Vec<_>>()
                                .join(" ")
                        } else {
                            match read {
                                Ok(p) => san::keep_form(word, p, w.to),
                                Err(_) => word.to_owned(),
                            }
                        };
                        w.raw(&shown);
                        w.need_number = played.is_empty();
                    }
                }
            }
            Token::Number(n, span) => {
                // Pasted text: a number that goes back opens a variation;
                // one that comes back to the game closes it.
                if pasted {
                    let c = announced(ti, *n);
                    let said = first_ply(*n, c);
                    let in_implicit = stack.last().is_some_and(|f| f.3);
                    if in_implicit {
                        let main = stack.last().and_then(|f| f.0.as_ref());
                        if let Some(m) = main {
                            if first_ply(m.move_number(), m.turn()) == said {
                                if let Some((c0, b0, d0, _)) = stack.pop() {
                                    cur = c0;
                                    before = b0;
                                    dead = d0;
                                }
                                if w.form != Form::None {
                                    w.out.push(')');
                                }
                                w.need_number = true;
                            }
                        }
                    } else if stack.is_empty() && !dead && after_prose {
                        if let Some(g) = &cur {
                            let now = first_ply(g.move_number(), g.turn());
                            let back = said < now && said >= start_ply;
                            let index = usize::try_from(said - start_ply).ok();
                            // Only when the next move plays there: a number
                            // that is merely off (problems that number the
                            // solver's moves from 1) stays a label.
                            let next_plays = |h: &Game| {
                                let next = tokens[ti + 1..].iter().find_map(|t| match t {
                                    Token::Move { span, read, .. } => Some((span, read)),
                                    Token::Skip(_) => None,
                                    _ => Some((
                                        span,
                                        &Err(crate::san::SanError {
                                            kind: crate::san::SanErrorKind::NotAMove,
                                            offset: 0,
                                        }),
                                    )),
                                });
                                match next {
                                    Some((sp, Ok(p))) => {
                                        h.clone().play_quiet(&p.san, &text[sp.clone()]).is_ok()
                                    }
                                    _ => false,
                                }
                            };
                            if let (true, Some(i)) = (back, index) {
                                if let Some(h) = history.get(i).filter(|h| next_plays(h)) {
                                    stack.push((cur.clone(), before.clone(), dead, true));
                                    cur = Some(h.clone());
                                    before = None;
                                    if w.form != Form::None {
                                        w.sep();
                                        w.out.push('(');
                                    }
                                    w.need_number = true;
                                }
                            }
                        }
                    }
                }
                match w.form {
                    Form::Keep => w.raw(&text[span.clone()]),
                    // Numbers are written again for played moves; one before a
                    // move that is not played is kept, normalized.
                    Form::Standard => {
                        let black =
                            text[span.clone()].contains(['…']) || text[span.clone()].contains("..");
                        pending = Some((*n, if black { "..." } else { "." }));
                    }
                    Form::None => {}
                }
            }
            Token::Skip(span) => {
                if w.form == Form::Keep {
                    w.raw(&text[span.clone()]);
                }
            }
            Token::Comment(span) => {
                match w.form {
                    Form::Keep => {
                        let c = &text[span.clone()];
                        w.raw(c);
                        if c.starts_with(';') {
                            w.out.push('\n');
                        }
                    }
                    Form::Standard => write_comment(&mut w, &text[span.clone()]),
                    Form::None => {}
                }
                w.need_number = true;
            }
            Token::Open(_) => {
                // Pasted text: parentheses around the game's next move.
                let transparent = pasted
                    && stack.iter().all(|f| f.3)
                    && !dead
                    && match (tokens.get(ti + 1), &cur) {
                        (Some(Token::Number(n, _)), Some(g)) => {
                            first_ply(*n, announced(ti + 1, *n))
                                == first_ply(g.move_number(), g.turn())
                        }
                        _ => false,
                    };
                opens.push(transparent);
                if transparent {
                    continue;
                }
                stack.push((cur.clone(), before.clone(), dead, false));
                cur = before.take();
                if cur.is_none() {
                    dead = true;
                }
                if w.form != Form::None {
                    w.sep();
                    w.out.push('(');
                }
                w.need_number = true;
            }
            Token::Close(_) => {
                if opens.pop() == Some(true) {
                    continue;
                }
                // Implicit variations inside end with the parenthesis.
                while stack.last().is_some_and(|f| f.3) && stack.len() > 1 {
                    if let Some((c0, b0, d0, _)) = stack.pop() {
                        cur = c0;
                        before = b0;
                        dead = d0;
                    }
                    if w.form != Form::None {
                        w.out.push(')');
                    }
                }
                if let Some((c, b, d, _)) = stack.pop() {
                    cur = c;
                    before = b;
                    dead = d;
                }
                if w.form != Form::None {
                    w.out.push(')');
                }
                w.need_number = true;
            }
            Token::Nag(n, span) => match w.form {
                Form::Keep => w.raw(&text[span.clone()]),
                Form::Standard => match san::suffix_glyph(*n) {
                    Some(g) if !w.out.ends_with([' ', '(', ')', '}']) && !w.out.is_empty() => {
                        w.out.push_str(g)
                    }
                    _ => w.raw(&format!("${n}")),
                },
                Form::None => {}
            },
            Token::Result(r, span) => {
                if stack.iter().all(|f| f.3) {
                    result = Some(*r);
                }
                match w.form {
                    Form::Keep => w.raw(&text[span.clone()]),
                    Form::Standard => w.raw(r),
                    Form::None => {}
                }
            }
        }
    }
    // Implicit variations still open end with the text.
    while stack.last().is_some_and(|f| f.3) {
        if let Some((c0, b0, d0, _)) = stack.pop() {
            cur = c0;
            before = b0;
            dead = d0;
        }
        if w.form != Form::None {
            w.out.push(')');
        }
    }
    let _ = (&before, dead);
    let end = cur_or(&stack, cur.as_ref()).map_or(*start, Game::position);
    repairs.retain(|r| {
        r.kind != MoveRepairKind::DashBetweenMoves
            || !joined
                .iter()
                .any(|j| j.start <= r.span.start && r.span.end <= j.end)
    });
    repairs.sort_by_key(|r| r.span.start);
    Replay {
        text: w.out,
        moves,
        plies,
        end,
        error,
        variation_errors,
        repairs,
        result,
        mainline,
    }
}

/// The mainline game at the end: the bottom of the stack if variations
/// were left open, else the current one.
fn cur_or<'a>(
    stack: &'a [(Option<Game>, Option<Game>, bool, bool)],
    cur: Option<&'a Game>,
) -> Option<&'a Game> {
    match stack.first() {
        Some((g, ..)) => g.as_ref(),
        None => cur,
    }
}

impl Replay {
    /// The squares of each mainline move played from `start` (for the
    /// last-move highlight): the canonical moves played again, so a text
    /// read once needs no second reading.
    ///
    /// ```
    /// use fenlingo::movetext::replay;
    /// use fenlingo::{Notation, Position};
    /// let start = Position::standard();
    /// let r = replay("1. e4 e5 2. Cf3 Cc6 3. O-O", Notation::builtin("es").unwrap(), Notation::standard(), &start).unwrap();
    /// let squares: Vec<String> = r.played_moves(&start).iter().map(|m| m.to_string()).collect();
    /// assert_eq!(squares, ["e2e4", "e7e5", "g1f3", "b8c6"]);
    /// ```
    pub fn played_moves(&self, start: &Position) -> Vec<crate::Move> {
        let Ok(mut game) = crate::moves::Game::new(start) else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(self.mainline.len());
        for san in &self.mainline {
            let text = san.to_string();
            let Ok(m) = game.move_of(san, &text) else {
                break;
            };
            if game.play_quiet(san, &text).is_err() {
                break;
            }
            out.push(m);
        }
        out
    }
}
