//! Writing canonical FEN and EPD in any notation.

use super::epd::Operation;
use crate::{
    Board, Castling, CastlingSide, CastlingStyle, Color, Notation, Piece, Position, Square,
};

/// Which en-passant square to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EpMode {
    /// The square as given (default): every field preserved.
    #[default]
    AsGiven,
    /// Only when an en-passant capture is legal (python-chess and lichess).
    Legal,
    /// After every double step, as the PGN standard says: the given square
    /// when a pawn could just have made that step, else `-`.
    Always,
}

/// How to write.
#[derive(Debug, Clone, Copy)]
pub struct WriteOptions<'n> {
    /// The notation of the tokens.
    pub notation: &'n Notation,
    /// The en-passant policy.
    pub ep: EpMode,
}

impl Default for WriteOptions<'static> {
    fn default() -> Self {
        WriteOptions {
            notation: Notation::standard(),
            ep: EpMode::AsGiven,
        }
    }
}

/// Appends the placement field.
///
/// ```
/// let mut s = String::new();
/// fenlingo::fen::write_placement(&fenlingo::Board::empty(), fenlingo::Notation::standard(), &mut s);
/// assert_eq!(s, "8/8/8/8/8/8/8/8");
/// ```
pub fn write_placement(board: &Board, notation: &Notation, out: &mut String) {
    // Single-byte tokens (standard FEN and most Latin tables): build the
    // field in a stack buffer.
    if let Some(bytes) = notation.single_byte_tokens() {
        // The token of every square (a mailbox), then each rank from the
        // template of its occupancy.
        let mut mailbox = [0u8; 64];
        for piece in Piece::ALL {
            let token = bytes[piece.index()];
            let mut bb = board.by_piece(piece).0;
            while bb != 0 {
                mailbox[bb.trailing_zeros() as usize] = token;
                bb &= bb - 1;
            }
        }
        let occ = board.occupied().0;
        let mut buf = [0u8; 80];
        let mut n = 0;
        for rank in (0..8usize).rev() {
            let shift = rank * 8;
            let (tpl, len) = RANK_TEMPLATES[((occ >> shift) & 0xff) as usize];
            let row = &mailbox[shift..shift + 8];
            for (j, &t) in tpl.iter().enumerate() {
                buf[n + j] = if t & 0x80 != 0 {
                    row[usize::from(t & 7)]
                } else {
                    t
                };
            }
            n += len as usize;
            buf[n] = b'/';
            n += 1;
        }
        n -= 1;
        if let Ok(s) = std::str::from_utf8(&buf[..n]) {
            out.push_str(s);
        }
        return;
    }
    let mut by_square = [u8::MAX; 64];
    for piece in Piece::ALL {
        for sq in board.by_piece(piece) {
            by_square[sq.index() as usize] = piece.index() as u8;
        }
    }
    for rank in (0..8).rev() {
        let mut empty = 0u8;
        for file in 0..8 {
            let p = by_square[rank * 8 + file];
            if p == u8::MAX {
                empty += 1;
                continue;
            }
            if empty > 0 {
                out.push((b'0' + empty) as char);
                empty = 0;
            }
            if let Some(piece) = Piece::from_index(p as usize) {
                out.push_str(notation.piece_token(piece));
            }
        }
        if empty > 0 {
            out.push((b'0' + empty) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
}

/// For each occupancy of a rank (bit f for file f): the bytes of its FEN
/// text, where a byte `0x80 | f` stands for the piece on file f and any
/// other byte is a digit, and the text's length.
static RANK_TEMPLATES: [([u8; 8], u8); 256] = {
    let mut out = [([0u8; 8], 0u8); 256];
    let mut occ = 0;
    while occ < 256 {
        let mut tpl = [0u8; 8];
        let mut len = 0;
        let mut empty = 0u8;
        let mut f = 0;
        while f < 8 {
            if occ & (1 << f) != 0 {
                if empty > 0 {
                    tpl[len] = b'0' + empty;
                    len += 1;
                    empty = 0;
                }
                tpl[len] = 0x80 | f as u8;
                len += 1;
            } else {
                empty += 1;
            }
            f += 1;
        }
        if empty > 0 {
            tpl[len] = b'0' + empty;
            len += 1;
        }
        out[occ] = (tpl, len as u8);
        occ += 1;
    }
    out
};

/// Appends the castling field (`-` when there is no right).
///
/// ```
/// use fenlingo::{Board, Castling, Notation};
/// let mut s = String::new();
/// fenlingo::fen::write_castling(&Castling::standard(), &Board::standard(), Notation::builtin("es").unwrap(), &mut s);
/// assert_eq!(s, "RDrd");
/// ```
pub fn write_castling(castling: &Castling, board: &Board, notation: &Notation, out: &mut String) {
    if castling.is_empty() {
        out.push('-');
        return;
    }
    for color in Color::ALL {
        // Descending file order: the king side first.
        let mut rooks = castling.rooks_of(color);
        while let Some(rook) = rooks.last() {
            rooks &= !crate::Bitboard::from_square(rook);
            let side = Castling::side_of(board, color, rook);
            let plain = castling.style == CastlingStyle::Standard
                && Castling::rook_for_side(board, color, side) == rook
                && !ambiguous_side(castling, board, color, side, rook);
            if plain {
                out.push_str(notation.castling_token(color, side));
            } else {
                let f = rook.file().char();
                out.push(match color {
                    Color::White => f.to_ascii_uppercase(),
                    Color::Black => f,
                });
            }
        }
    }
}

/// Whether a K/Q token would not round-trip because both rights fall on
/// the same side (possible only without a king on the back rank).
fn ambiguous_side(
    castling: &Castling,
    board: &Board,
    color: Color,
    side: CastlingSide,
    rook: Square,
) -> bool {
    castling
        .rooks_of(color)
        .filter(|r| *r != rook)
        .any(|r| Castling::side_of(board, color, r) == side)
}

/// The en-passant square `mode` writes for `pos`.
///
/// ```
/// use fenlingo::fen::{self, EpMode};
/// let p = fen::read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap().position;
/// assert_eq!(fen::ep_square_for(&p, EpMode::AsGiven).map(|s| s.to_string()), Some("e3".into()));
/// assert_eq!(fen::ep_square_for(&p, EpMode::Legal), None);
/// ```
pub fn ep_square_for(pos: &Position, mode: EpMode) -> Option<Square> {
    match mode {
        EpMode::AsGiven => pos.ep_square,
        EpMode::Legal => pos.legal_ep_square(),
        EpMode::Always => pos.plausible_ep_square(),
    }
}

/// Appends a whole FEN.
///
/// ```
/// use fenlingo::fen::{write_fen, WriteOptions};
/// let mut s = String::new();
/// write_fen(&fenlingo::Position::standard(), WriteOptions::default(), &mut s);
/// assert_eq!(s, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
pub fn write_fen(pos: &Position, opts: WriteOptions<'_>, out: &mut String) {
    write_four(pos, opts, out);
    out.push(' ');
    push_u32(out, pos.halfmoves);
    out.push(' ');
    push_u32(out, pos.fullmoves);
}

/// Appends an EPD: the four fields, then the operations.
///
/// ```
/// use fenlingo::fen::{write_epd, WriteOptions, Operation};
/// let ops = vec![Operation { opcode: "id".into(), operands: vec!["\"start\"".into()] }];
/// let mut s = String::new();
/// write_epd(&fenlingo::Position::standard(), &ops, WriteOptions::default(), &mut s);
/// assert_eq!(s, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"start\";");
/// ```
pub fn write_epd(pos: &Position, ops: &[Operation], opts: WriteOptions<'_>, out: &mut String) {
    write_four(pos, opts, out);
    for op in ops {
        out.push(' ');
        out.push_str(&op.opcode);
        for o in &op.operands {
            out.push(' ');
            out.push_str(o);
        }
        out.push(';');
    }
}

fn write_four(pos: &Position, opts: WriteOptions<'_>, out: &mut String) {
    write_placement(&pos.board, opts.notation, out);
    out.push(' ');
    out.push_str(opts.notation.side_token(pos.turn));
    out.push(' ');
    write_castling(&pos.castling, &pos.board, opts.notation, out);
    out.push(' ');
    match ep_square_for(pos, opts.ep) {
        Some(sq) => {
            out.push(sq.file().char());
            out.push(sq.rank().char());
        }
        None => out.push('-'),
    }
}

fn push_u32(out: &mut String, mut v: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &b in &buf[i..] {
        out.push(b as char);
    }
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::with_capacity(90);
        write_fen(self, WriteOptions::default(), &mut s);
        f.write_str(&s)
    }
}
