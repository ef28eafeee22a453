//! Replaying read move text: the mainline and its variations, written back.

use super::*;
use crate::moves::{Game, MoveError, MoveErrorKind, san_error_kind};
use crate::san::{self, Check, MoveRepair, MoveRepairKind, ParsedSan, San};
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
    /// When a mainline move could not be played: `text` up to the last
    /// move read before it, its variations closed (what may be written as
    /// read; the words after it were not checked). `None` otherwise.
    pub checked: Option<String>,
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
    repairs: Vec<MoveRepair>,
) -> Replay {
    let game0 = Game::new(start);
    let bad_start = game0.as_ref().err().cloned();
    let mut r = Replayer {
        text,
        tokens,
        start,
        record: opts.record,
        pasted: opts.style == Style::Pasted,
        w: Writer {
            out: String::with_capacity(text.len() + 16),
            form: opts.form,
            to: opts.to,
            need_number: true,
        },
        repairs,
        moves: Vec::new(),
        mainline: Vec::new(),
        error: None,
        variation_errors: Vec::new(),
        result: None,
        plies: 0,
        bad_start,
        cur: Line {
            game: game0.ok(),
            before: None,
            dead: false,
        },
        stack: Vec::new(),
        pending: None,
        opens: Vec::new(),
        history: Vec::new(),
        start_ply: first_ply(start.fullmoves.max(1), start.turn),
        played: Vec::with_capacity(4),
        skip: 0,
        joined: Vec::new(),
        dash_pairs: dash_pairs(text, tokens),
        mark: None,
        before_word: (0, 0),
        cut: None,
    };
    // Whether the last token was prose (or a comment): a move number that
    // goes back right after it opens a variation.
    let mut after_prose = false;
    for (ti, t) in tokens.iter().enumerate() {
        if r.skip > 0 {
            r.skip -= 1;
            continue;
        }
        let was_after_prose = after_prose;
        after_prose =
            matches!(t, Token::Comment(_)) || (was_after_prose && matches!(t, Token::Skip(_)));
        r.token(ti, t, was_after_prose);
    }
    r.finish()
}

/// The ply a move number and side announce, to compare numbers.
fn first_ply(n: u32, c: Color) -> i64 {
    i64::from(n) * 2 + i64::from(c == Color::Black)
}

/// A line being played: its game, the game before its last move, and
/// whether it is dead (a move failed).
struct Line {
    game: Option<Game>,
    before: Option<Game>,
    dead: bool,
}

/// A line a variation branched from, and whether the variation was opened
/// by a move number going back (pasted text) rather than a parenthesis.
struct Frame {
    line: Line,
    implicit: bool,
}

/// A move token's parts.
struct MoveWord<'t> {
    span: &'t Range<usize>,
    read: &'t Result<ParsedSan, san::SanError>,
    split: &'t [(Range<usize>, ParsedSan)],
    join: usize,
}

/// A move a word plays: its SAN, number, side, parsed text and where
/// that text is, and the position after it (when recorded).
struct Played<'t> {
    san: San,
    number: u32,
    color: Color,
    parsed: &'t ParsedSan,
    text: Range<usize>,
    after: Option<Position>,
}

impl Played<'_> {
    /// The move's repairs, at their places in `text`, and the signs it does
    /// not earn: a check or mate sign (a missing one, or `+` for mate, is
    /// how many write and is only completed) and a capture sign on a move
    /// that takes nothing.
    fn repairs(&self, text: &str, out: &mut Vec<MoveRepair>) {
        let (p, at) = (self.parsed, self.text.start);
        let took = takes(&self.san);
        let mates = self.san.check() == Check::Mate;
        let whole = |kind| MoveRepair {
            kind,
            before: text[self.text.clone()].to_owned(),
            span: self.text.clone(),
        };
        let mut false_capture = takes(&p.san) && !took;
        for r in &p.repairs {
            let span = r.span.start + at..r.span.end + at;
            let mut kind = r.kind;
            // `×` after a move: the mate sign of Russian and Belarusian
            // texts on a move that mates (`Кd5×`), a capture sign on one
            // that captures, and otherwise a capture sign that takes
            // nothing, reported here rather than for the whole move.
            let after = text.get(span.end..self.text.end);
            let last = after.is_some_and(|t| !t.contains(char::is_alphanumeric));
            if kind == MoveRepairKind::CaptureSign && r.before == "×" && last {
                if mates {
                    kind = MoveRepairKind::CheckSign;
                } else if !took {
                    kind = MoveRepairKind::FalseCapture;
                }
                false_capture = false;
            }
            out.push(MoveRepair {
                kind,
                before: r.before.clone(),
                span,
            });
        }
        if false_capture {
            out.push(whole(MoveRepairKind::FalseCapture));
        }
        match (p.san.check(), self.san.check()) {
            (Check::Check, Check::None) => out.push(whole(MoveRepairKind::FalseCheck)),
            (Check::Mate, Check::None | Check::Check) => out.push(whole(MoveRepairKind::FalseMate)),
            _ => {}
        }
    }
}

/// Replays tokens one at a time: the line being played, the lines its
/// variations branched from, and what is gathered for the [`Replay`].
struct Replayer<'t> {
    text: &'t str,
    tokens: &'t [Token],
    start: &'t Position,
    record: bool,
    pasted: bool,
    w: Writer<'t>,
    repairs: Vec<MoveRepair>,
    moves: Vec<(San, Position)>,
    mainline: Vec<San>,
    error: Option<ReplayError>,
    variation_errors: Vec<ReplayError>,
    result: Option<&'static str>,
    plies: usize,
    bad_start: Option<MoveError>,
    cur: Line,
    stack: Vec<Frame>,
    /// A move number waiting for a move that is not played: its number
    /// and dots.
    pending: Option<(u32, &'static str)>,
    /// Whether each open parenthesis is only punctuation.
    opens: Vec<bool>,
    /// Pasted text: the mainline game before each of its moves.
    history: Vec<Game>,
    start_ply: i64,
    /// The moves a word plays (several when moves are glued), reused.
    played: Vec<Played<'t>>,
    /// How many tokens a move took in (`e2 – e4`), still to skip.
    skip: usize,
    /// The spans of moves that took in the following tokens.
    joined: Vec<Range<usize>>,
    /// Whether the text writes each move pair as one word joined by a
    /// dash (`1.e4-e5 2.Кf3-Кc6`).
    dash_pairs: bool,
    /// Where the output stood (its length and the variations open) before
    /// the move numbers and punctuation read since the last other token.
    mark: Option<(usize, usize)>,
    /// Where the output stood before the token being read and the move
    /// numbers and punctuation that lead to it.
    before_word: (usize, usize),
    /// Where the output stood before the mainline move that failed.
    cut: Option<(usize, usize)>,
}

impl<'t> Replayer<'t> {
    fn token(&mut self, ti: usize, t: &'t Token, after_prose: bool) {
        // A move's number and punctuation go with it.
        let here = (self.w.out.len(), self.stack.len());
        if matches!(t, Token::Number(..) | Token::Skip(_)) {
            self.mark.get_or_insert(here);
        } else {
            self.before_word = self.mark.take().unwrap_or(here);
        }
        match t {
            Token::Move {
                span,
                read,
                split,
                join,
            } => self.word(&MoveWord {
                span,
                read,
                split,
                join: *join,
            }),
            Token::Number(n, span) => self.number(ti, *n, span, after_prose),
            Token::Skip(span) => {
                if self.w.form == Form::Keep {
                    self.w.raw(&self.text[span.clone()]);
                }
            }
            Token::Comment(span) => self.comment(span),
            Token::Open(_) => self.open(ti),
            Token::Close(_) => self.close(),
            Token::Nag(n, span) => self.nag(*n, span),
            Token::Result(r, span) => {
                if self.stack.iter().all(|f| f.implicit) {
                    self.result = Some(*r);
                }
                match self.w.form {
                    Form::Keep => self.w.raw(&self.text[span.clone()]),
                    Form::Standard => self.w.raw(r),
                    Form::None => {}
                }
            }
        }
    }

    /// Plays a word, records what it played and writes it.
    fn word(&mut self, m: &MoveWord<'t>) {
        self.played.clear();
        let mut used_split = false;
        if !self.cur.dead {
            match self.cur.game.take() {
                Some(mut g) => {
                    used_split = self.play(&mut g, m);
                    self.cur.game = Some(g);
                }
                None => self.no_game(m.span.start),
            }
        }
        self.record();
        match self.w.form {
            Form::None => {}
            Form::Standard if !self.played.is_empty() => self.write_played(),
            Form::Keep | Form::Standard => self.write_kept(m, used_split),
        }
    }

    /// No game to play on: the start position is not playable (reported
    /// on the mainline's first move) or the variation has no position.
    fn no_game(&mut self, offset: usize) {
        if self.stack.is_empty() && self.error.is_none() {
            if let Some(e) = &self.bad_start {
                self.cut = Some(self.before_word);
                self.error = Some(ReplayError {
                    offset,
                    number: self.start.fullmoves,
                    color: self.start.turn,
                    error: e.clone(),
                });
            }
        }
        self.cur.dead = true;
    }

    /// Plays a word on `g`, as one move or as moves written without
    /// spaces; `true` when the other reading was played.
    fn play(&mut self, g: &mut Game, m: &MoveWord<'t>) -> bool {
        let word = &self.text[m.span.clone()];
        let depth = self.stack.len();
        let number = g.move_number();
        let color = g.turn();
        let snapshot = g.clone();
        let res = match m.read {
            Ok(p) => g.play(&p.san, word).map(|s| (s, p)),
            Err(e) => Err(MoveError {
                text: word.to_owned(),
                kind: san_error_kind(e),
            }),
        };
        // A word with one other reading: both must not play.
        let res = match res {
            Ok(ok) if m.split.len() == 1 => {
                let (r, p) = &m.split[0];
                let mut probe = snapshot.clone();
                if probe.play_quiet(&p.san, &self.text[r.clone()]).is_ok() {
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
            Ok((san, parsed)) => {
                if self.pasted && depth == 0 {
                    self.history.push(snapshot.clone());
                }
                self.cur.before = Some(snapshot);
                let after = (self.record && depth == 0).then(|| g.position());
                self.played.push(Played {
                    san,
                    number,
                    color,
                    parsed,
                    text: m.span.clone(),
                    after,
                });
                false
            }
            Err(error) => {
                let failed = ReplayError {
                    offset: m.span.start,
                    number,
                    color,
                    error,
                };
                self.play_glued(g, snapshot, failed, m)
            }
        }
    }

    /// Moves written without spaces, played from `snapshot` when the word
    /// as one move `failed`; `true` when they all play.
    fn play_glued(
        &mut self,
        g: &mut Game,
        snapshot: Game,
        failed: ReplayError,
        m: &MoveWord<'t>,
    ) -> bool {
        let depth = self.stack.len();
        let mut g2 = snapshot.clone();
        let mut ok = Vec::new();
        let mut prev = snapshot;
        let mut hist = Vec::new();
        for (r, p) in m.split {
            let (number, color) = (g2.move_number(), g2.turn());
            let pre = g2.clone();
            match g2.play(&p.san, &self.text[r.clone()]) {
                Ok(san) => {
                    hist.push(pre.clone());
                    prev = pre;
                    let after = (self.record && depth == 0).then(|| g2.position());
                    ok.push(Played {
                        san,
                        number,
                        color,
                        parsed: p,
                        text: r.clone(),
                        after,
                    });
                }
                Err(_) => {
                    ok.clear();
                    break;
                }
            }
        }
        // Two moves joined by a dash: the dash is one between moves. A
        // text that does not write every pair so means the word as one
        // move (`1. Na3-b5` is a knight that is not on a3).
        let dash = match m.split {
            [(a, _), (b, _)] if a.end < b.start => Some(a.end..b.start),
            _ => None,
        }
        .filter(|r| self.text[r.clone()].chars().all(san::is_dash));
        if ok.is_empty() || (dash.is_some() && !self.dash_pairs) {
            self.fail(failed);
            return false;
        }
        *g = g2;
        self.cur.before = Some(prev);
        if self.pasted && depth == 0 {
            self.history.extend(hist);
        }
        if let (0, Some(dash)) = (m.join, dash) {
            self.repairs.push(MoveRepair {
                kind: MoveRepairKind::DashBetweenMoves,
                before: self.text[dash.clone()].to_owned(),
                span: dash,
            });
        } else if m.join == 0 {
            self.repairs.push(MoveRepair {
                kind: MoveRepairKind::Glued,
                before: self.text[m.span.clone()].to_owned(),
                span: m.span.clone(),
            });
        } else {
            // The other reading took the next tokens in: the dash is no
            // longer one between moves.
            self.skip = m.join;
            if let Some((r, _)) = m.split.first() {
                self.joined.push(r.clone());
            }
        }
        self.played.extend(ok);
        true
    }

    /// A move that does not play ends its line.
    fn fail(&mut self, e: ReplayError) {
        // A move of a variation opened by a move number counts as the
        // game's: that reading of the numbers is not sure.
        if self.stack.is_empty() || self.stack.iter().any(|f| f.implicit) {
            if self.error.is_none() {
                self.cut = Some(self.before_word);
                self.error = Some(e);
            }
        } else {
            self.variation_errors.push(e);
        }
        self.cur.dead = true;
    }

    /// The repairs of the moves played (with absolute spans) and, on the
    /// mainline, the moves.
    fn record(&mut self) {
        for pl in &self.played {
            pl.repairs(self.text, &mut self.repairs);
        }
        if self.stack.is_empty() {
            for pl in &self.played {
                self.plies += 1;
                self.mainline.push(pl.san);
                if let Some(pos) = pl.after {
                    self.moves.push((pl.san, pos));
                }
            }
        }
    }

    /// Writes the moves played in standard form, numbered.
    fn write_played(&mut self) {
        let w = &mut self.w;
        for pl in &self.played {
            match pl.color {
                Color::White => {
                    w.sep();
                    push_number(&mut w.out, pl.number, ".");
                }
                Color::Black if w.need_number => {
                    w.sep();
                    push_number(&mut w.out, pl.number, "...");
                }
                Color::Black => {}
            }
            w.sep();
            pl.san.write(w.to, &mut w.out);
            for nag in &pl.parsed.nags {
                match san::suffix_glyph(*nag) {
                    Some(g) => w.out.push_str(g),
                    None => w.out.push_str(&format!(" ${nag}")),
                }
            }
            w.need_number = false;
        }
        self.pending = None;
    }

    /// Writes a word as it was written, in the letters asked.
    fn write_kept(&mut self, m: &MoveWord<'t>, used_split: bool) {
        if let Some((n, dots)) = self.pending.take() {
            self.w.sep();
            push_number(&mut self.w.out, n, dots);
        }
        let text = self.text;
        let shown = if !m.split.is_empty() && (used_split || m.read.is_err()) {
            m.split
                .iter()
                .map(|(r, p)| san::keep_form(&text[r.clone()], p, self.w.to))
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            match m.read {
                Ok(p) => san::keep_form(&text[m.span.clone()], p, self.w.to),
                Err(_) => text[m.span.clone()].to_owned(),
            }
        };
        self.w.raw(&shown);
        self.w.need_number = self.played.is_empty();
    }

    /// The side a number token announces.
    fn announced(&self, i: usize) -> Color {
        let text = self.text;
        let own = match &self.tokens[i] {
            Token::Number(_, sp) => {
                text[sp.clone()].contains(['…']) || text[sp.clone()].contains("..")
            }
            _ => false,
        };
        // `6... Dc7`, `6. — Dc7`: Black's move.
        let next_dots = matches!(self.tokens.get(i + 1), Some(Token::Skip(sp))
            if text[sp.clone()].starts_with(['.', '…']) || text[sp.clone()].chars().all(san::is_dash));
        if own || next_dots {
            Color::Black
        } else {
            Color::White
        }
    }

    fn number(&mut self, ti: usize, n: u32, span: &Range<usize>, after_prose: bool) {
        // Pasted text: a number that goes back opens a variation; one that
        // comes back to the game closes it.
        if self.pasted {
            let said = first_ply(n, self.announced(ti));
            if self.stack.last().is_some_and(|f| f.implicit) {
                self.maybe_rejoin(said);
            } else if self.stack.is_empty() && !self.cur.dead && after_prose {
                self.maybe_go_back(ti, said);
            }
        }
        match self.w.form {
            Form::Keep => self.w.raw(&self.text[span.clone()]),
            // Numbers are written again for played moves; one before a
            // move that is not played is kept, normalized.
            Form::Standard => {
                let s = &self.text[span.clone()];
                let black = s.contains(['…']) || s.contains("..");
                self.pending = Some((n, if black { "..." } else { "." }));
            }
            Form::None => {}
        }
    }

    /// Closes the variation a number opened when a number comes back to
    /// the game (ply `said`).
    fn maybe_rejoin(&mut self, said: i64) {
        let main = self.stack.last().and_then(|f| f.line.game.as_ref());
        if main.is_none_or(|m| first_ply(m.move_number(), m.turn()) != said) {
            return;
        }
        self.pop_line();
        if self.w.form != Form::None {
            self.w.out.push(')');
        }
        self.w.need_number = true;
    }

    /// Opens a variation where a number goes back (to ply `said`) and the
    /// next move plays there: a number that is merely off (problems that
    /// number the solver's moves from 1) stays a label.
    fn maybe_go_back(&mut self, ti: usize, said: i64) {
        let Some(g) = &self.cur.game else {
            return;
        };
        let now = first_ply(g.move_number(), g.turn());
        let back = said < now && said >= self.start_ply;
        let index = usize::try_from(said - self.start_ply).ok();
        let (true, Some(i)) = (back, index) else {
            return;
        };
        let Some(h) = self.history.get(i).filter(|h| self.next_plays(ti, h)) else {
            return;
        };
        let line = Line {
            game: Some(h.clone()),
            before: None,
            dead: self.cur.dead,
        };
        let from = std::mem::replace(&mut self.cur, line);
        self.stack.push(Frame {
            line: from,
            implicit: true,
        });
        if self.w.form != Form::None {
            self.w.sep();
            self.w.out.push('(');
        }
        self.w.need_number = true;
    }

    /// Whether the move after token `ti` (across punctuation) plays on `h`.
    fn next_plays(&self, ti: usize, h: &Game) -> bool {
        for t in &self.tokens[ti + 1..] {
            match t {
                Token::Move { span, read, .. } => {
                    return match read {
                        Ok(p) => h
                            .clone()
                            .play_quiet(&p.san, &self.text[span.clone()])
                            .is_ok(),
                        Err(_) => false,
                    };
                }
                Token::Skip(_) => {}
                _ => return false,
            }
        }
        false
    }

    fn comment(&mut self, span: &Range<usize>) {
        let c = &self.text[span.clone()];
        match self.w.form {
            Form::Keep => {
                self.w.raw(c);
                if c.starts_with(';') {
                    self.w.out.push('\n');
                }
            }
            Form::Standard => write_comment(&mut self.w, c),
            Form::None => {}
        }
        self.w.need_number = true;
    }

    fn nag(&mut self, n: u8, span: &Range<usize>) {
        let w = &mut self.w;
        match w.form {
            Form::Keep => w.raw(&self.text[span.clone()]),
            Form::Standard => match san::suffix_glyph(n) {
                // Glued to a move only: after a NAG (`$10`) it stays a NAG.
                Some(g)
                    if !w.out.ends_with([' ', '(', ')', '}'])
                        && !w.out.is_empty()
                        && !w.out.rsplit(' ').next().is_some_and(|t| t.starts_with('$')) =>
                {
                    w.out.push_str(g)
                }
                _ => w.raw(&format!("${n}")),
            },
            Form::None => {}
        }
    }

    /// A parenthesis opens a variation from the position before the last
    /// move, except in pasted text around the game's own next move.
    fn open(&mut self, ti: usize) {
        let transparent = self.pasted
            && self.stack.iter().all(|f| f.implicit)
            && !self.cur.dead
            && match (self.tokens.get(ti + 1), &self.cur.game) {
                (Some(Token::Number(n, _)), Some(g)) => {
                    first_ply(*n, self.announced(ti + 1)) == first_ply(g.move_number(), g.turn())
                }
                _ => false,
            };
        self.opens.push(transparent);
        if transparent {
            return;
        }
        let game = self.cur.before.clone();
        let line = Line {
            dead: self.cur.dead || game.is_none(),
            game,
            before: None,
        };
        let from = std::mem::replace(&mut self.cur, line);
        self.stack.push(Frame {
            line: from,
            implicit: false,
        });
        if self.w.form != Form::None {
            self.w.sep();
            self.w.out.push('(');
        }
        self.w.need_number = true;
    }

    /// Back to the line the current variation branched from.
    fn pop_line(&mut self) {
        if let Some(f) = self.stack.pop() {
            self.cur = f.line;
        }
    }

    fn close(&mut self) {
        if self.opens.pop() == Some(true) {
            return;
        }
        // Implicit variations inside end with the parenthesis.
        while self.stack.last().is_some_and(|f| f.implicit) && self.stack.len() > 1 {
            self.pop_line();
            if self.w.form != Form::None {
                self.w.out.push(')');
            }
        }
        self.pop_line();
        if self.w.form != Form::None {
            self.w.out.push(')');
        }
        self.w.need_number = true;
    }

    fn finish(mut self) -> Replay {
        // Implicit variations still open end with the text.
        while self.stack.last().is_some_and(|f| f.implicit) {
            self.pop_line();
            if self.w.form != Form::None {
                self.w.out.push(')');
            }
        }
        let end = cur_or(&self.stack, self.cur.game.as_ref()).map_or(*self.start, Game::position);
        let joined = self.joined;
        self.repairs.retain(|r| {
            r.kind != MoveRepairKind::DashBetweenMoves
                || !joined
                    .iter()
                    .any(|j| j.start <= r.span.start && r.span.end <= j.end)
        });
        self.repairs.sort_by_key(|r| r.span.start);
        let checked = self.cut.map(|(len, open)| {
            let mut t = self.w.out[..len].trim_end().to_owned();
            if self.w.form != Form::None {
                t.extend(std::iter::repeat_n(')', open));
            }
            t
        });
        Replay {
            checked,
            text: self.w.out,
            moves: self.moves,
            plies: self.plies,
            end,
            error: self.error,
            variation_errors: self.variation_errors,
            repairs: self.repairs,
            result: self.result,
            mainline: self.mainline,
        }
    }
}

/// The mainline game at the end: the bottom of the stack if variations
/// were left open, else the current one.
fn cur_or<'a>(stack: &'a [Frame], cur: Option<&'a Game>) -> Option<&'a Game> {
    match stack.first() {
        Some(f) => f.line.game.as_ref(),
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

/// Whether a move says it captures.
fn takes(san: &San) -> bool {
    matches!(san, San::Normal { capture: true, .. } | San::Takes { .. })
}

/// Whether `tokens` write each move pair as one word joined by a dash
/// (`1.e4-e5 2.Кf3-f5 3.К:e5-Кc6`): after two move numbers or more a
/// single word with a dash, and after none two words.
fn dash_pairs(text: &str, tokens: &[Token]) -> bool {
    let (mut joined, mut apart) = (0, 0);
    // Words since the last move number, and whether the first has a dash.
    let mut since: Option<(usize, bool)> = None;
    let mut close = |since: Option<(usize, bool)>| match since {
        Some((1, true)) => joined += 1,
        Some((n, _)) if n >= 2 => apart += 1,
        _ => {}
    };
    for t in tokens {
        match t {
            Token::Number(..) => {
                close(since.take());
                since = Some((0, false));
            }
            Token::Move { span, .. } => {
                if let Some((n, dash)) = &mut since {
                    if *n == 0 {
                        *dash = text[span.clone()].contains(san::DASHES);
                    }
                    *n += 1;
                }
            }
            _ => {}
        }
    }
    close(since);
    joined >= 2 && apart == 0
}
