//! A table's written tokens as bytes, when each is one byte: what
//! [`crate::fen`] needs to write a canonical line of one such table in
//! another byte by byte (see `fen::transcribe`).

use crate::{Color, Piece};

/// Symbols of the side to move (White, Black) and of the castling rights
/// (White king side, White queen side, Black king side, Black queen side)
/// in [`ByteForms`]; pieces are 1–12 (1 + [`Piece::index`]).
const SIDE: u8 = 13;
const CASTLING: u8 = 15;

/// A table's written tokens, when each is one ASCII byte: what every byte
/// of the first three fields stands for, and the byte written for every
/// symbol.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ByteForms {
    /// For the placement, side and castling fields: byte → symbol (1–18,
    /// see [`SIDE`] and [`CASTLING`]), the byte itself for a digit, `/`
    /// or `-` where the field has them, 0 for any other byte.
    pub(crate) read: [[u8; 256]; 3],
    /// Symbol → the byte this table writes; a byte of 32 or more is
    /// written as it is, and 0 stays 0 (nothing to write).
    pub(crate) write: [u8; 256],
}

impl ByteForms {
    /// The forms of `pieces` (by [`Piece::index`], the written token
    /// first), `side` and `castling` (`[color][side]`), or `None` when a
    /// written token is not one ASCII byte.
    pub(crate) fn new(
        pieces: &[Vec<String>; 12],
        side: &[Vec<String>; 2],
        castling: &[[String; 2]; 2],
    ) -> Option<Box<ByteForms>> {
        let byte = |t: &str| match t.as_bytes() {
            [b] if b.is_ascii_graphic() => Some(*b),
            _ => None,
        };
        let mut f = Box::new(ByteForms {
            read: [[0; 256]; 3],
            write: [0; 256],
        });
        for v in 32..128u8 {
            f.write[usize::from(v)] = v;
        }
        for piece in Piece::ALL {
            let b = byte(pieces[piece.index()].first()?)?;
            let symbol = 1 + piece.index() as u8;
            f.read[0][usize::from(b)] = symbol;
            f.write[usize::from(symbol)] = b;
        }
        for b in (b'1'..=b'8').chain([b'/']) {
            f.read[0][usize::from(b)] = b;
        }
        for color in Color::ALL {
            let b = byte(side[color.index()].first()?)?;
            let symbol = SIDE + color.index() as u8;
            f.read[1][usize::from(b)] = symbol;
            f.write[usize::from(symbol)] = b;
            for (s, token) in castling[color.index()].iter().enumerate() {
                let b = byte(token)?;
                let symbol = CASTLING + 2 * color.index() as u8 + s as u8;
                f.read[2][usize::from(b)] = symbol;
                f.write[usize::from(symbol)] = b;
            }
        }
        f.read[2][usize::from(b'-')] = b'-';
        Some(f)
    }
}
