//! Replaying moves: legal move generation and SAN come from cozy-chess
//! (MIT); this module reads the tolerant forms books print (`0-0`, `:`
//! for captures, `e.p.`, long algebraic `e2-e4`) and keeps FEN state the
//! way the PGN standard writes it (the en-passant square after every
//! double step).

use crate::fen::{self, WriteOptions};
use crate::{Color, Notation, Position, Role, Square};
use std::fmt;

/// Why a move could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveErrorKind {
    /// The text is no move at all.
    Unreadable,
    /// No legal move matches: no piece of this kind can reach the square.
    Illegal {
        /// The kind of piece the move names.
        role: Role,
        /// The target square.
        target: Square,
    },
    /// Several legal moves match.
    Ambiguous {
        /// The kind of piece the move names.
        role: Role,
        /// The target square.
        target: Square,
        /// How many pieces can reach it.
        count: usize,
    },
    /// The position itself cannot be played from (no kings, …).
    BadPosition,
}

/// An error of playing a move: the move text and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError {
    /// The move as written.
    pub text: String,
    /// Why.
    pub kind: MoveErrorKind,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MoveErrorKind::Unreadable => write!(f, "'{}' is not a move", self.text),
            MoveErrorKind::Illegal { role, target } => {
                write!(f, "'{}': no {} can reach {target}", self.text, role.name())
            }
            MoveErrorKind::Ambiguous {
                role,
                target,
                count,
            } => {
                write!(
                    f,
                    "'{}': {count} {}s can reach {target}",
                    self.text,
                    role.name()
                )
            }
            MoveErrorKind::BadPosition => {
                write!(
                    f,
                    "no moves can be played from this position ('{}')",
                    self.text
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// A position moves are played from.
#[derive(Debug, Clone)]
pub struct Game {
    board: cozy_chess::Board,
    style: crate::CastlingStyle,
    ep: Option<Square>,
}

fn cozy_fen(pos: &Position) -> (String, bool) {
    // Chess960 when the castling field says so, or when a right's rook or
    // king stands where standard chess has none.
    let chess960 = pos.castling.style == crate::CastlingStyle::Shredder
        || pos.castling.rooks().into_iter().any(|r| {
            let color = if r.rank().index() == 0 {
                Color::White
            } else {
                Color::Black
            };
            !matches!(r.file().index(), 0 | 7)
                || pos
                    .board
                    .king_of(color)
                    .is_none_or(|k| k.file().index() != 4)
        });
    let mut p = *pos;
    // cozy-chess wants an en-passant square only where a capture is possible.
    p.ep_square = pos.legal_ep_square();
    p.halfmoves = p.halfmoves.min(100);
    p.fullmoves = p.fullmoves.min(u32::from(u16::MAX));
    let mut s = String::new();
    fen::write_fen(&p, WriteOptions::default(), &mut s);
    if chess960 {
        // Shredder letters are what cozy-chess reads in that mode.
        let mut parts: Vec<String> = s.split(' ').map(str::to_owned).collect();
        if let Some(c) = parts.get_mut(2) {
            let mut t = String::new();
            let mut q = p;
            q.castling.style = crate::CastlingStyle::Shredder;
            fen::write_castling(&q.castling, &q.board, Notation::standard(), &mut t);
            *c = t;
        }
        s = parts.join(" ");
    }
    (s, chess960)
}

impl Game {
    /// A game from `pos`.
    ///
    /// ```
    /// let g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// assert_eq!(g.position().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn new(pos: &Position) -> Result<Game, MoveError> {
        let (s, chess960) = cozy_fen(pos);
        let board = cozy_chess::Board::from_fen(&s, chess960).map_err(|_| MoveError {
            text: s.clone(),
            kind: MoveErrorKind::BadPosition,
        })?;
        Ok(Game {
            board,
            style: pos.castling.style,
            ep: pos.ep_square,
        })
    }

    /// The current position, with the en-passant square after every double
    /// step (the PGN standard's rule).
    pub fn position(&self) -> Position {
        let b = &self.board;
        let mut board = crate::Board::empty();
        for csq in cozy_chess::Square::ALL {
            if let (Some(p), Some(c)) = (b.piece_on(csq), b.color_on(csq)) {
                let color = match c {
                    cozy_chess::Color::White => Color::White,
                    cozy_chess::Color::Black => Color::Black,
                };
                if let Some(sq) = Square::new(csq as u8) {
                    board.set(sq, Some(crate::Piece::new(color, cozy_role(p))));
                }
            }
        }
        let mut castling = crate::Castling::NONE;
        for (cc, color) in [
            (cozy_chess::Color::White, Color::White),
            (cozy_chess::Color::Black, Color::Black),
        ] {
            let rights = b.castle_rights(cc);
            let rank = color.fold(0u8, 7u8);
            for file in [rights.short, rights.long].into_iter().flatten() {
                if let Some(sq) = Square::new(rank * 8 + file as u8) {
                    castling.add(color, sq);
                }
            }
        }
        castling.style = self.style;
        Position {
            board,
            turn: self.turn(),
            castling,
            ep_square: self.ep,
            halfmoves: u32::from(b.halfmove_clock()),
            fullmoves: u32::from(b.fullmove_number()),
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        match self.board.side_to_move() {
            cozy_chess::Color::White => Color::White,
            cozy_chess::Color::Black => Color::Black,
        }
    }

    fn play_move(&mut self, mv: cozy_chess::Move) {
        let piece = self.board.piece_on(mv.from);
        let from = mv.from as u8;
        let to = mv.to as u8;
        self.board.play_unchecked(mv);
        self.ep = match piece {
            Some(cozy_chess::Piece::Pawn) if from.abs_diff(to) == 16 => {
                Square::new(u8::midpoint(from, to))
            }
            _ => None,
        };
    }

    /// The legal move written `san` in standard SAN, tolerating the forms
    /// books print.
    fn find(&self, text: &str) -> Result<cozy_chess::Move, MoveError> {
        let err = |kind| MoveError {
            text: text.to_owned(),
            kind,
        };
        let norm = normalize(text);
        if norm.is_empty() {
            return Err(err(MoveErrorKind::Unreadable));
        }
        if let Ok(mv) = cozy_chess::util::parse_san_move(&self.board, &norm) {
            return Ok(mv);
        }
        // Long algebraic (e2e4, Ng1f3, e7e8Q) and UCI.
        let bare: String = norm
            .trim_start_matches(['K', 'Q', 'R', 'B', 'N'])
            .chars()
            .filter(|c| *c != 'x' && *c != '=')
            .collect::<String>()
            .to_ascii_lowercase();
        if bare.len() >= 4 {
            if let Ok(mv) = cozy_chess::util::parse_uci_move(&self.board, &bare) {
                if self.board.is_legal(mv) {
                    return Ok(mv);
                }
            }
        }
        // Why not: count the legal moves to the target square of the text.
        let target = norm
            .char_indices()
            .rev()
            .find_map(|(i, _)| norm.get(i..i + 2).and_then(Square::parse_str));
        let Some(target) = target else {
            return Err(err(MoveErrorKind::Unreadable));
        };
        let role = match norm.chars().next() {
            Some('K') => Some(Role::King),
            Some('Q') => Some(Role::Queen),
            Some('R') => Some(Role::Rook),
            Some('B') => Some(Role::Bishop),
            Some('N') => Some(Role::Knight),
            Some('a'..='h') => None,
            _ => return Err(err(MoveErrorKind::Unreadable)),
        };
        let role = role.unwrap_or(Role::Pawn);
        let mut from = Vec::new();
        self.board.generate_moves(|moves| {
            for mv in moves {
                let same_role = self
                    .board
                    .piece_on(mv.from)
                    .is_some_and(|p| cozy_role(p) == role);
                if mv.to as u8 == target.index() && same_role && !from.contains(&mv.from) {
                    from.push(mv.from);
                }
            }
            false
        });
        Err(err(if from.len() > 1 {
            MoveErrorKind::Ambiguous {
                role,
                target,
                count: from.len(),
            }
        } else {
            MoveErrorKind::Illegal { role, target }
        }))
    }

    /// Plays a move in standard SAN (or a tolerant form); returns its
    /// canonical SAN.
    ///
    /// ```
    /// let mut g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// assert_eq!(g.play_san("e2-e4").unwrap(), "e4");
    /// assert_eq!(g.play_san("e5").unwrap(), "e5");
    /// assert_eq!(g.play_san("Cf3"), Err(fenlingo::moves::MoveError { text: "Cf3".into(), kind: fenlingo::moves::MoveErrorKind::Unreadable }));
    /// ```
    pub fn play_san(&mut self, text: &str) -> Result<String, MoveError> {
        let mv = self.find(text)?;
        let san = self.san(mv);
        self.play_move(mv);
        Ok(san)
    }

    /// Plays a null move (`--` in PGN): the other side is to move. Not
    /// possible while in check.
    ///
    /// ```
    /// let mut g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// g.play_null().unwrap();
    /// assert_eq!(g.position().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    /// ```
    pub fn play_null(&mut self) -> Result<(), MoveError> {
        let next = self.board.null_move().ok_or_else(|| MoveError {
            text: "--".to_owned(),
            kind: MoveErrorKind::Unreadable,
        })?;
        self.board = next;
        self.ep = None;
        Ok(())
    }

    /// Plays a move like [`play_san`](Game::play_san) without writing its
    /// canonical SAN (faster when only positions matter).
    ///
    /// ```
    /// let mut g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// g.play("Nf3").unwrap();
    /// assert_eq!(g.turn(), fenlingo::Color::Black);
    /// ```
    pub fn play(&mut self, text: &str) -> Result<(), MoveError> {
        let mv = self.find(text)?;
        self.play_move(mv);
        Ok(())
    }

    /// Plays a move in UCI (`e2e4`, `e7e8q`, `e1g1`); returns its SAN.
    ///
    /// ```
    /// let mut g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// assert_eq!(g.play_uci("g1f3").unwrap(), "Nf3");
    /// ```
    pub fn play_uci(&mut self, uci: &str) -> Result<String, MoveError> {
        let err = |kind| MoveError {
            text: uci.to_owned(),
            kind,
        };
        let mv = cozy_chess::util::parse_uci_move(&self.board, uci)
            .map_err(|_| err(MoveErrorKind::Unreadable))?;
        if !self.board.is_legal(mv) {
            let role = self.board.piece_on(mv.from).map_or(Role::Pawn, cozy_role);
            let target = Square::new(mv.to as u8).unwrap_or(Square::from_index_unchecked(0));
            return Err(err(MoveErrorKind::Illegal { role, target }));
        }
        let san = self.san(mv);
        self.play_move(mv);
        Ok(san)
    }

    fn san(&self, mv: cozy_chess::Move) -> String {
        cozy_chess::util::display_san_move(&self.board, mv).to_string()
    }

    /// The move number and side to move, for numbering move text.
    pub fn move_number(&self) -> u32 {
        u32::from(self.board.fullmove_number())
    }
}

fn cozy_role(p: cozy_chess::Piece) -> Role {
    match p {
        cozy_chess::Piece::Pawn => Role::Pawn,
        cozy_chess::Piece::Knight => Role::Knight,
        cozy_chess::Piece::Bishop => Role::Bishop,
        cozy_chess::Piece::Rook => Role::Rook,
        cozy_chess::Piece::Queen => Role::Queen,
        cozy_chess::Piece::King => Role::King,
    }
}

/// Rewrites the tolerant forms of standard SAN into what cozy-chess reads:
/// `0-0` → `O-O`, `:` → `x`, `e2-e4` → `e2e4`, no `e.p.`, no annotations.
fn normalize(text: &str) -> String {
    let mut t = text.trim();
    loop {
        let before = t.len();
        t = t.trim_end_matches(['!', '?', '+', '#']).trim_end();
        t = t.strip_suffix("e.p.").unwrap_or(t).trim_end();
        if t.len() == before {
            break;
        }
    }
    if !t.is_empty() && t.chars().all(|c| matches!(c, '0' | 'O' | 'o' | '-')) {
        return match t.chars().filter(|c| *c != '-').count() {
            2 => "O-O".to_owned(),
            3 => "O-O-O".to_owned(),
            _ => t.to_owned(),
        };
    }
    t.replace(':', "x").replace('-', "")
}

/// Writes SAN moves as numbered move text (`1. e4 e5 2. Nf3`, or
/// `12... Rxe8` when Black moves first), in `notation`'s letters.
///
/// ```
/// use fenlingo::{Color, Notation};
/// let es = Notation::builtin("es").unwrap();
/// let text = fenlingo::moves::number_moves(&["Re8+".into(), "Rxe8".into(), "Qxd8#".into()], 30, Color::White, es);
/// assert_eq!(text, "30. Te8+ Txe8 31. Dxd8#");
/// ```
pub fn number_moves(sans: &[String], fullmove: u32, turn: Color, notation: &Notation) -> String {
    let mut out = String::new();
    let mut n = fullmove;
    let mut side = turn;
    for (i, san) in sans.iter().enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        match side {
            Color::White => out.push_str(&format!("{n}. ")),
            Color::Black if i == 0 => out.push_str(&format!("{n}... ")),
            Color::Black => {}
        }
        out.push_str(&crate::notation::translate_san(
            san,
            Notation::standard(),
            notation,
        ));
        if side == Color::Black {
            n += 1;
        }
        side = !side;
    }
    out
}
