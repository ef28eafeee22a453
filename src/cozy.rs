//! The typed bridge to cozy-chess: squares, colours, roles and boards.

use crate::{Color, Position, Role, Square};

pub(crate) fn to_cozy_square(sq: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(sq.index() as usize)
}

pub(crate) fn cozy_color(c: Color) -> cozy_chess::Color {
    match c {
        Color::White => cozy_chess::Color::White,
        Color::Black => cozy_chess::Color::Black,
    }
}

pub(crate) fn from_cozy_role(p: cozy_chess::Piece) -> Role {
    match p {
        cozy_chess::Piece::Pawn => Role::Pawn,
        cozy_chess::Piece::Knight => Role::Knight,
        cozy_chess::Piece::Bishop => Role::Bishop,
        cozy_chess::Piece::Rook => Role::Rook,
        cozy_chess::Piece::Queen => Role::Queen,
        cozy_chess::Piece::King => Role::King,
    }
}

pub(crate) fn to_cozy_role(r: Role) -> cozy_chess::Piece {
    match r {
        Role::Pawn => cozy_chess::Piece::Pawn,
        Role::Knight => cozy_chess::Piece::Knight,
        Role::Bishop => cozy_chess::Piece::Bishop,
        Role::Rook => cozy_chess::Piece::Rook,
        Role::Queen => cozy_chess::Piece::Queen,
        Role::King => cozy_chess::Piece::King,
    }
}

/// The cozy-chess board of a position, built field by field.
pub(crate) fn cozy_board(pos: &Position) -> Option<cozy_chess::Board> {
    let mut b = cozy_chess::BoardBuilder::empty();
    for (sq, p) in pos.board.pieces() {
        b.board[sq.index() as usize] = Some((to_cozy_role(p.role), cozy_color(p.color)));
    }
    b.side_to_move = cozy_color(pos.turn);
    for color in Color::ALL {
        let king = pos.board.king_of(color);
        let rights = &mut b.castle_rights[color.index()];
        for rook in pos.castling.rooks_of(color) {
            let file = cozy_chess::File::index(rook.file().index() as usize);
            match king {
                Some(k) if rook.file().index() > k.file().index() => rights.short = Some(file),
                Some(_) => rights.long = Some(file),
                None => return None,
            }
        }
    }
    // cozy-chess wants an en-passant square only where a capture is possible.
    b.en_passant = pos.legal_ep_square().map(to_cozy_square);
    b.halfmove_clock = pos.halfmoves.min(100) as u8;
    b.fullmove_number = pos.fullmoves.clamp(1, u32::from(u16::MAX)) as u16;
    b.build().ok()
}
