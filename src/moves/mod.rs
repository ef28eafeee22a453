//! Replaying moves: legal move generation comes from cozy-chess (MIT);
//! this module matches a [`San`] (any spelling, any letters) against the
//! legal moves, writes canonical SAN, and keeps FEN state the way the PGN
//! standard writes it (the en-passant square after every double step,
//! counters up to `u32::MAX`).

use crate::san::{Check, San};
use crate::{CastlingSide, Color, File, Notation, Position, Rank, Role, Square};

mod error;
#[cfg(test)]
mod tests;

use crate::cozy::*;
pub use error::{MoveError, MoveErrorKind};
#[cfg(test)]
pub(crate) use tests::sample_games;

/// The legal moves that match a SAN: how many, and the first.
#[derive(Default)]
struct Found {
    first: Option<cozy_chess::Move>,
    count: usize,
}

impl Found {
    fn push(&mut self, mv: cozy_chess::Move) {
        if self.first.is_none() {
            self.first = Some(mv);
        }
        self.count += 1;
    }
}

fn move_err(text: &str, kind: MoveErrorKind) -> MoveError {
    MoveError {
        text: text.to_owned(),
        kind,
    }
}

/// What a `San::Normal` asks for, its role settled by a named origin.
struct Wanted {
    role: Role,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    captured: Option<Role>,
    to_file: File,
    to_rank: Option<Rank>,
    promotion: Option<Role>,
}

/// What a search for a normal move saw: the moves that fit, and the near
/// misses that explain finding none.
#[derive(Default)]
struct Search {
    found: Found,
    need_promotion: Option<Square>,
    wrong_capture: Option<(Option<Square>, Option<Role>)>,
}

impl Search {
    /// The one move found, or the error that says why there is not one.
    fn answer(self, want: &Wanted, text: &str) -> Result<cozy_chess::Move, MoveError> {
        let err = |kind| move_err(text, kind);
        let role = want.role;
        match self.found.count {
            1 => Ok(self.found.first.unwrap_or_else(|| unreachable!())),
            0 => {
                if let (Some(named), Some((Some(square), there))) =
                    (want.captured, self.wrong_capture)
                {
                    return Err(err(MoveErrorKind::WrongCapture {
                        named,
                        square,
                        found: there,
                    }));
                }
                if let Some(target) = self.need_promotion {
                    return Err(err(MoveErrorKind::NoPromotion { target }));
                }
                Err(err(match (want.to_rank, want.from_file) {
                    (Some(r), _) => MoveErrorKind::Illegal {
                        role,
                        target: Square::from_coords(want.to_file, r),
                    },
                    (None, Some(f)) => MoveErrorKind::NoCapture {
                        from: f,
                        to: want.to_file,
                    },
                    (None, None) => MoveErrorKind::Unreadable,
                }))
            }
            n => {
                let target = self
                    .found
                    .first
                    .and_then(|m| Square::new(m.to as u8))
                    .unwrap_or(Square::from_coords(
                        want.to_file,
                        crate::Rank::new(0).unwrap_or_else(|| unreachable!()),
                    ));
                Err(err(MoveErrorKind::Ambiguous {
                    role,
                    target,
                    count: n,
                }))
            }
        }
    }
}

impl San {
    /// The squares of this move in `pos` (see [`Game::move_of`]).
    ///
    /// ```
    /// use fenlingo::san::San;
    /// use fenlingo::{Notation, Position};
    /// let m = San::parse("O-O", Notation::standard()).unwrap().san;
    /// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// assert_eq!(m.to_move(&pos).unwrap().to_string(), "e1g1");
    /// ```
    pub fn to_move(&self, pos: &Position) -> Result<crate::Move, MoveError> {
        Game::new(pos)?.move_of(self, &self.to_string())
    }
}

/// A position moves are played from.
#[derive(Debug, Clone)]
pub struct Game {
    board: cozy_chess::Board,
    style: crate::CastlingStyle,
    ep: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
}

impl Game {
    /// A game from `pos`.
    ///
    /// ```
    /// let g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// assert_eq!(g.position().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn new(pos: &Position) -> Result<Game, MoveError> {
        let board = cozy_board(pos).ok_or_else(|| MoveError {
            text: crate::fen::write_fen_string(pos),
            kind: MoveErrorKind::BadPosition,
        })?;
        Ok(Game {
            board,
            style: pos.castling.style,
            ep: pos.ep_square,
            halfmoves: pos.halfmoves,
            fullmoves: pos.fullmoves.max(1),
        })
    }

    /// The current position, with the en-passant square after every double
    /// step (the PGN standard's rule).
    pub fn position(&self) -> Position {
        let b = &self.board;
        // The move generator's sets as they are (both number the squares
        // a1 = 0 to h8 = 63): a replay records a position after every
        // move, and a scan of the 64 squares was a fifth of its time.
        let mut by_role = [crate::Bitboard::EMPTY; 6];
        for p in cozy_chess::Piece::ALL {
            by_role[from_cozy_role(p).index()] = crate::Bitboard(b.pieces(p).0);
        }
        let mut by_color = [crate::Bitboard::EMPTY; 2];
        for color in Color::ALL {
            by_color[color.index()] = crate::Bitboard(b.colors(cozy_color(color)).0);
        }
        let board = crate::Board::from_sets(by_role, by_color);
        let mut castling = crate::Castling::NONE;
        for color in Color::ALL {
            let rights = b.castle_rights(cozy_color(color));
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
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        match self.board.side_to_move() {
            cozy_chess::Color::White => Color::White,
            cozy_chess::Color::Black => Color::Black,
        }
    }

    /// The move number of the next move.
    pub fn move_number(&self) -> u32 {
        self.fullmoves
    }

    /// Plays a legal move; refused, with nothing changed, when it would
    /// take a counter past 2³²−1.
    fn play_move(&mut self, mv: cozy_chess::Move, text: &str) -> Result<(), MoveError> {
        let mut after = self.board.clone();
        after.play_unchecked(mv);
        self.commit(mv, after, text)
    }

    /// Takes the board `after` a legal move `mv` as the game's, with the
    /// counters and the en-passant square; refused, with nothing changed,
    /// when it would take a counter past 2³²−1.
    fn commit(
        &mut self,
        mv: cozy_chess::Move,
        after: cozy_chess::Board,
        text: &str,
    ) -> Result<(), MoveError> {
        let piece = self.board.piece_on(mv.from);
        let capture = self.board.color_on(mv.to) == Some(!self.board.side_to_move());
        let pawn = piece == Some(cozy_chess::Piece::Pawn);
        let black = self.board.side_to_move() == cozy_chess::Color::Black;
        let (halfmoves, fullmoves) = self.counters_after(pawn || capture, black, text)?;
        let from = mv.from as u8;
        let to = mv.to as u8;
        self.board = after;
        self.ep = if pawn && from.abs_diff(to) == 16 {
            Square::new(u8::midpoint(from, to))
        } else {
            None
        };
        self.halfmoves = halfmoves;
        self.fullmoves = fullmoves;
        Ok(())
    }

    /// The counters after a move (`reset`: a pawn move or a capture; `black`:
    /// Black moved), or the error of one going past its maximum.
    fn counters_after(
        &self,
        reset: bool,
        black: bool,
        text: &str,
    ) -> Result<(u32, u32), MoveError> {
        let over = |field| MoveError {
            text: text.to_owned(),
            kind: MoveErrorKind::CounterOverflow { field },
        };
        let halfmoves = if reset {
            0
        } else {
            self.halfmoves
                .checked_add(1)
                .ok_or_else(|| over(crate::fen::Field::Halfmove))?
        };
        let fullmoves = if black {
            self.fullmoves
                .checked_add(1)
                .ok_or_else(|| over(crate::fen::Field::Fullmove))?
        } else {
            self.fullmoves
        };
        Ok((halfmoves, fullmoves))
    }

    /// Whether `mv` is castling (cozy-chess writes it as the king taking
    /// its own rook), and to which side.
    fn castling_side(&self, mv: cozy_chess::Move) -> Option<CastlingSide> {
        let us = self.board.side_to_move();
        if self.board.color_on(mv.to) == Some(us)
            && self.board.piece_on(mv.from) == Some(cozy_chess::Piece::King)
        {
            Some(if (mv.to as u8 % 8) > (mv.from as u8 % 8) {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            })
        } else {
            None
        }
    }

    /// The one legal move `san` describes.
    fn find(&self, san: &San, text: &str) -> Result<cozy_chess::Move, MoveError> {
        self.find_with_origins(san, text).map(|(mv, _)| mv)
    }

    /// The one legal move `san` describes and, when the text names its
    /// square whole, the squares of every piece of its kind that can go
    /// there (what its canonical SAN is told apart from).
    fn find_with_origins(
        &self,
        san: &San,
        text: &str,
    ) -> Result<(cozy_chess::Move, Option<cozy_chess::BitBoard>), MoveError> {
        match *san {
            San::Null => Err(move_err(text, MoveErrorKind::Unreadable)),
            San::Castle { side, .. } => self.find_castle(side, text).map(|mv| (mv, None)),
            San::Takes {
                role,
                from_file,
                captured,
                promotion,
                ..
            } => self
                .find_takes(role, from_file, captured, promotion, text)
                .map(|mv| (mv, None)),
            San::Normal {
                role,
                from_file,
                from_rank,
                capture: _,
                captured,
                to_file,
                to_rank,
                promotion,
                ..
            } => self.find_normal(
                Wanted {
                    role,
                    from_file,
                    from_rank,
                    captured,
                    to_file,
                    to_rank,
                    promotion,
                },
                text,
            ),
        }
    }

    /// The castling move to `side`.
    fn find_castle(&self, side: CastlingSide, text: &str) -> Result<cozy_chess::Move, MoveError> {
        let mut found = Found::default();
        let king = self.board.king(self.board.side_to_move());
        self.board.generate_moves_for(king.bitboard(), |moves| {
            for mv in moves {
                if self.castling_side(mv) == Some(side) {
                    found.push(mv);
                }
            }
            false
        });
        found.first.ok_or(move_err(text, MoveErrorKind::NoCastling))
    }

    /// The one capture of `captured` by a `role` (from `from_file`).
    fn find_takes(
        &self,
        role: Role,
        from_file: Option<File>,
        captured: Role,
        promotion: Option<Role>,
        text: &str,
    ) -> Result<cozy_chess::Move, MoveError> {
        let err = |kind| move_err(text, kind);
        let mut found = Found::default();
        let us = self.board.side_to_move();
        let mask = self.board.colored_pieces(us, to_cozy_role(role));
        let mut need_promotion = None;
        self.board.generate_moves_for(mask, |moves| {
            for mv in moves {
                if self.castling_side(mv).is_some() {
                    continue;
                }
                let (from, to) = (mv.from as u8, mv.to as u8);
                if from_file.is_some_and(|f| from % 8 != f.index()) {
                    continue;
                }
                let there = if self.board.color_on(mv.to) == Some(!us) {
                    self.board.piece_on(mv.to).map(from_cozy_role)
                } else if role == Role::Pawn && from % 8 != to % 8 {
                    Some(Role::Pawn)
                } else {
                    None
                };
                if there != Some(captured) {
                    continue;
                }
                let promo = mv.promotion.map(from_cozy_role);
                if promo != promotion {
                    if promotion.is_none() && promo.is_some() {
                        need_promotion = Square::new(to);
                    }
                    continue;
                }
                found.push(mv);
            }
            false
        });
        let some_square = Square::from_index_unchecked(0);
        match found.count {
            1 => Ok(found.first.unwrap_or_else(|| unreachable!())),
            0 => Err(err(match need_promotion {
                Some(target) => MoveErrorKind::NoPromotion { target },
                None => MoveErrorKind::NoTakes { role, captured },
            })),
            n => Err(err(MoveErrorKind::Ambiguous {
                role,
                target: found
                    .first
                    .and_then(|m| Square::new(m.to as u8))
                    .unwrap_or(some_square),
                count: n,
            })),
        }
    }

    /// The one move a `San::Normal` describes, with the squares of every
    /// piece of its kind that can go to its square when the text names
    /// that square whole.
    fn find_normal(
        &self,
        mut want: Wanted,
        text: &str,
    ) -> Result<(cozy_chess::Move, Option<cozy_chess::BitBoard>), MoveError> {
        if let Some(side) = self.settle_origin(&mut want, text)? {
            return self.find_castle(side, text).map(|mv| (mv, None));
        }
        let mut search = Search::default();
        // Only moves to the square named, when it is named whole.
        if let Some(r) = want.to_rank {
            let target = to_cozy_square(Square::from_coords(want.to_file, r));
            let origins = self.moves_to(want.role, target, |mv| {
                self.consider(&want, mv, &mut search);
            });
            return Ok((search.answer(&want, text)?, Some(origins)));
        }
        let us = self.board.side_to_move();
        let mask = self.board.colored_pieces(us, to_cozy_role(want.role));
        self.board.generate_moves_for(mask, |moves| {
            for mv in moves {
                self.consider(&want, mv, &mut search);
            }
            false
        });
        Ok((search.answer(&want, text)?, None))
    }

    /// Calls `f` with every legal move of the side to move's pieces of
    /// `role` to `to` (castling aside; each promotion apart) and returns
    /// the squares they start from. Only the pieces that attack `to`, and
    /// the pawns that may step there, are asked whether they can go.
    fn moves_to(
        &self,
        role: Role,
        to: cozy_chess::Square,
        mut f: impl FnMut(cozy_chess::Move),
    ) -> cozy_chess::BitBoard {
        use cozy_chess::{BitBoard, Piece};
        let b = &self.board;
        let us = b.side_to_move();
        let mut origins = BitBoard::EMPTY;
        // No move but castling lands on the mover's own piece.
        if b.colors(us).has(to) {
            return origins;
        }
        let occupied = b.occupied();
        let candidates = b.colored_pieces(us, to_cozy_role(role))
            & match role {
                Role::Knight => cozy_chess::get_knight_moves(to),
                Role::Bishop => cozy_chess::get_bishop_moves(to, occupied),
                Role::Rook => cozy_chess::get_rook_moves(to, occupied),
                Role::Queen => {
                    cozy_chess::get_bishop_moves(to, occupied)
                        | cozy_chess::get_rook_moves(to, occupied)
                }
                Role::King => cozy_chess::get_king_moves(to),
                Role::Pawn => {
                    // One or two squares behind, or a capture.
                    let t = to.bitboard().0;
                    let behind = match us {
                        cozy_chess::Color::White => (t >> 8) | (t >> 16),
                        cozy_chess::Color::Black => (t << 8) | (t << 16),
                    };
                    cozy_chess::get_pawn_attacks(to, !us) | BitBoard(behind)
                }
            };
        let last_rank = matches!(
            to.rank(),
            cozy_chess::Rank::First | cozy_chess::Rank::Eighth
        );
        let promotions: &[Option<Piece>] = if role == Role::Pawn && last_rank {
            &[
                Some(Piece::Queen),
                Some(Piece::Rook),
                Some(Piece::Bishop),
                Some(Piece::Knight),
            ]
        } else {
            &[None]
        };
        // A knight or a slider that attacks the square goes there unless
        // it is pinned or the king is in check.
        let free = !matches!(role, Role::Pawn | Role::King) && b.checkers().is_empty();
        for from in candidates {
            for &promotion in promotions {
                let mv = cozy_chess::Move {
                    from,
                    to,
                    promotion,
                };
                if (free && !b.pinned().has(from)) || b.is_legal(mv) {
                    origins |= from.bitboard();
                    f(mv);
                }
            }
        }
        origins
    }

    /// A long-algebraic origin must hold the piece named; one that names no
    /// piece (`g1f3`, as UCI writes) moves what stands there, and the king
    /// two files over (`e1g1`, as UCI writes castling) or onto its own rook
    /// castles (`Some` side).
    fn settle_origin(
        &self,
        want: &mut Wanted,
        text: &str,
    ) -> Result<Option<CastlingSide>, MoveError> {
        let (Some(f), Some(r)) = (want.from_file, want.from_rank) else {
            return Ok(None);
        };
        let us = self.board.side_to_move();
        let square = Square::from_coords(f, r);
        let csq = to_cozy_square(square);
        let here = (self.board.color_on(csq) == Some(us))
            .then(|| self.board.piece_on(csq).map(from_cozy_role))
            .flatten();
        if want.role == Role::Pawn && !text.starts_with(char::is_uppercase) {
            if let Some(h) = here {
                want.role = h;
            }
        }
        if here == Some(Role::King) && want.role == Role::King {
            if let Some(tr) = want.to_rank {
                let to_file = want.to_file;
                let target = to_cozy_square(Square::from_coords(to_file, tr));
                let own_rook = self.board.color_on(target) == Some(us)
                    && self.board.piece_on(target) == Some(cozy_chess::Piece::Rook);
                if tr == r && (f.index().abs_diff(to_file.index()) == 2 || own_rook) {
                    return Ok(Some(if to_file.index() > f.index() {
                        CastlingSide::KingSide
                    } else {
                        CastlingSide::QueenSide
                    }));
                }
            }
        }
        if here != Some(want.role) {
            return Err(move_err(
                text,
                MoveErrorKind::WrongPiece {
                    named: want.role,
                    square,
                    found: here,
                },
            ));
        }
        Ok(None)
    }

    /// Adds `mv` to `search` if it is the move wanted, or notes why it
    /// nearly was.
    fn consider(&self, want: &Wanted, mv: cozy_chess::Move, search: &mut Search) {
        let us = self.board.side_to_move();
        let role = want.role;
        let (from, to) = (mv.from as u8, mv.to as u8);
        if to % 8 != want.to_file.index()
            || want.to_rank.is_some_and(|r| to / 8 != r.index())
            || want.from_file.is_some_and(|f| from % 8 != f.index())
            || want.from_rank.is_some_and(|r| from / 8 != r.index())
            || self.castling_side(mv).is_some()
        {
            return;
        }
        // A pawn move that names no file stays on its file (`b5` is never
        // `axb5`).
        if role == Role::Pawn && want.from_file.is_none() && from % 8 != to % 8 {
            return;
        }
        let is_capture =
            self.board.color_on(mv.to) == Some(!us) || (role == Role::Pawn && from % 8 != to % 8);
        // A pawn changing file captures; a rankless form names only
        // captures.
        if want.to_rank.is_none() && !is_capture {
            return;
        }
        let promo = mv.promotion.map(from_cozy_role);
        if promo != want.promotion {
            if want.promotion.is_none() && promo.is_some() {
                search.need_promotion = Square::new(to);
            }
            return;
        }
        if let Some(named) = want.captured {
            let there = if self.board.color_on(mv.to) == Some(!us) {
                self.board.piece_on(mv.to).map(from_cozy_role)
            } else if role == Role::Pawn && is_capture {
                Some(Role::Pawn)
            } else {
                None
            };
            if there != Some(named) {
                search.wrong_capture = Some((Square::new(to), there));
                return;
            }
        }
        search.found.push(mv);
    }

    /// Every legal move in canonical SAN, in move generation order.
    #[cfg(test)]
    pub(crate) fn legal_sans(&self) -> Vec<San> {
        let mut moves = Vec::new();
        self.board.generate_moves(|ms| {
            moves.extend(ms);
            false
        });
        moves.into_iter().map(|mv| self.san_of(mv)).collect()
    }

    /// The squares of the side to move's pieces of `role` that have a
    /// legal move to `to` (castling aside).
    fn origins_to(&self, role: Role, to: cozy_chess::Square) -> cozy_chess::BitBoard {
        self.moves_to(role, to, |_| {})
    }

    /// The canonical SAN of a legal move: minimal disambiguation, `x` for
    /// captures, `+` or `#`.
    fn san_of(&self, mv: cozy_chess::Move) -> San {
        let mut after = self.board.clone();
        after.play_unchecked(mv);
        self.san_after(mv, &after, None)
    }

    /// The canonical SAN of a legal move, given the board after it and,
    /// when known, the squares of every piece of its kind that can go to
    /// its square (found while looking for the move).
    fn san_after(
        &self,
        mv: cozy_chess::Move,
        after: &cozy_chess::Board,
        origins: Option<cozy_chess::BitBoard>,
    ) -> San {
        let check = if after.checkers().is_empty() {
            Check::None
        } else if after.generate_moves(|_| true) {
            Check::Check
        } else {
            Check::Mate
        };
        if let Some(side) = self.castling_side(mv) {
            return San::Castle { side, check };
        }
        let us = self.board.side_to_move();
        let role = self
            .board
            .piece_on(mv.from)
            .map_or(Role::Pawn, from_cozy_role);
        let (from, to) = (mv.from as u8, mv.to as u8);
        let capture =
            self.board.color_on(mv.to) == Some(!us) || (role == Role::Pawn && from % 8 != to % 8);
        let (mut need_file, mut need_rank) = (false, false);
        if role == Role::Pawn {
            need_file = capture;
        } else if role != Role::King {
            // Others of the same kind that can reach the same square.
            let origins = origins.unwrap_or_else(|| self.origins_to(role, mv.to));
            let rivals = origins & !mv.from.bitboard();
            if !rivals.is_empty() {
                if rivals.iter().all(|r| r as u8 % 8 != from % 8) {
                    need_file = true;
                } else if rivals.iter().all(|r| r as u8 / 8 != from / 8) {
                    need_rank = true;
                } else {
                    need_file = true;
                    need_rank = true;
                }
            }
        }
        let sq = |i: u8| Square::new(i).unwrap_or(Square::from_index_unchecked(0));
        San::Normal {
            role,
            from_file: need_file.then(|| sq(from).file()),
            from_rank: need_rank.then(|| sq(from).rank()),
            capture,
            captured: None,
            to_file: sq(to).file(),
            to_rank: Some(sq(to).rank()),
            promotion: mv.promotion.map(from_cozy_role),
            check,
        }
    }

    /// Plays `san` (as read from any notation); returns the move in
    /// canonical SAN. `text` is the move as written, for errors.
    ///
    /// ```
    /// use fenlingo::san::San;
    /// use fenlingo::Notation;
    /// let mut g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// let m = San::parse("Кg1-f3", Notation::builtin("ru").unwrap()).unwrap();
    /// assert_eq!(g.play(&m.san, "Кg1-f3").unwrap().to_string(), "Nf3");
    /// let m = San::parse("Kg8-f6", Notation::standard()).unwrap();
    /// assert!(g.play(&m.san, "Kg8-f6").is_err()); // g8 holds a knight
    /// ```
    pub fn play(&mut self, san: &San, text: &str) -> Result<San, MoveError> {
        if let San::Null = san {
            self.play_null()?;
            return Ok(San::Null);
        }
        let (mv, origins) = self.find_with_origins(san, text)?;
        let mut after = self.board.clone();
        after.play_unchecked(mv);
        let canonical = self.san_after(mv, &after, origins);
        self.commit(mv, after, text)?;
        Ok(canonical)
    }

    /// The squares of `san` in this position, without playing it.
    /// Castling is the king's move to its square (`e1g1`), in Chess960 too.
    ///
    /// ```
    /// use fenlingo::san::San;
    /// use fenlingo::{Notation, Position};
    /// let g = fenlingo::moves::Game::new(&Position::standard()).unwrap();
    /// let m = San::parse("Cf3", Notation::builtin("es").unwrap()).unwrap();
    /// assert_eq!(g.move_of(&m.san, "Cf3").unwrap().to_string(), "g1f3");
    /// ```
    pub fn move_of(&self, san: &San, text: &str) -> Result<crate::Move, MoveError> {
        let mv = self.find(san, text)?;
        let sq = |s: cozy_chess::Square| Square::from_index_unchecked(s as u8);
        let (from, mut to) = (sq(mv.from), sq(mv.to));
        let own = self.board.colors(self.board.side_to_move());
        let king = self.board.piece_on(mv.from) == Some(cozy_chess::Piece::King);
        if king && own.has(mv.to) {
            // cozy-chess castles onto the rook: the king goes to g or c.
            let file = if to.index() % 8 > from.index() % 8 {
                6
            } else {
                2
            };
            to = Square::from_index_unchecked(from.index() / 8 * 8 + file);
        }
        Ok(crate::Move {
            from,
            to,
            promotion: mv.promotion.map(from_cozy_role),
        })
    }

    /// Plays `san` without writing its canonical SAN (faster when only
    /// positions matter).
    pub fn play_quiet(&mut self, san: &San, text: &str) -> Result<(), MoveError> {
        if let San::Null = san {
            return self.play_null();
        }
        let mv = self.find(san, text)?;
        self.play_move(mv, text)
    }

    /// Plays a move in standard SAN (or a tolerant form); returns its
    /// canonical SAN.
    ///
    /// ```
    /// let mut g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// assert_eq!(g.play_san("e2-e4").unwrap(), "e4");
    /// assert_eq!(g.play_san("e5").unwrap(), "e5");
    /// assert_eq!(g.play_san("Cf3").unwrap_err().kind, fenlingo::moves::MoveErrorKind::Unreadable);
    /// ```
    pub fn play_san(&mut self, text: &str) -> Result<String, MoveError> {
        let parsed = San::parse(text, Notation::standard()).map_err(|e| MoveError {
            text: text.to_owned(),
            kind: san_error_kind(&e),
        })?;
        self.play(&parsed.san, text).map(|s| s.to_string())
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
        let black = self.turn() == Color::Black;
        let (halfmoves, fullmoves) = self.counters_after(false, black, "--")?;
        self.board = next;
        self.ep = None;
        self.halfmoves = halfmoves;
        self.fullmoves = fullmoves;
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
            let role = self
                .board
                .piece_on(mv.from)
                .map_or(Role::Pawn, from_cozy_role);
            let target = Square::new(mv.to as u8).unwrap_or(Square::from_index_unchecked(0));
            return Err(err(MoveErrorKind::Illegal { role, target }));
        }
        let san = self.san_of(mv);
        self.play_move(mv, uci)?;
        Ok(san.to_string())
    }
}

/// The move error of text that is no move.
pub fn san_error_kind(e: &crate::san::SanError) -> MoveErrorKind {
    match e.kind {
        crate::san::SanErrorKind::BadRank { found, like } => MoveErrorKind::BadRank { found, like },
        _ => MoveErrorKind::Unreadable,
    }
}

/// Writes SAN moves as numbered move text (`1. e4 e5 2. Nf3`, or
/// `12... Rxe8` when Black moves first), in `notation`'s letters.
///
/// ```
/// use fenlingo::{Color, Notation};
/// let es = Notation::builtin("es").unwrap();
/// let sans: Vec<fenlingo::san::San> = ["Re8+", "Rxe8", "Qxd8#"].iter().map(|s| s.parse().unwrap()).collect();
/// let text = fenlingo::moves::number_moves(&sans, 30, Color::White, es);
/// assert_eq!(text, "30. Te8+ Txe8 31. Dxd8#");
/// ```
pub fn number_moves(sans: &[San], fullmove: u32, turn: Color, notation: &Notation) -> String {
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
        san.write(notation, &mut out);
        if side == Color::Black {
            n += 1;
        }
        side = !side;
    }
    out
}
