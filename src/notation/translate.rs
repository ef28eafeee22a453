//! Translating the piece tokens of SAN moves, as found in EPD operations
//! (`bm`, `am`, `pv`) and move text.

use super::Notation;
use crate::fen::Operation;
use crate::{Color, Piece};

/// The EPD opcodes whose operands are SAN moves.
pub const SAN_OPCODES: &[&str] = &["bm", "am", "pv", "sm", "pm"];

/// Translates one SAN move: the piece token at its start and the piece
/// after `=` in a promotion. Everything else (squares, captures, checks,
/// annotations, castling) is kept as written.
///
/// ```
/// use fenlingo::Notation;
/// use fenlingo::notation::translate_san;
/// let es = Notation::builtin("es").unwrap();
/// let ru = Notation::builtin("ru").unwrap();
/// let en = Notation::standard();
/// assert_eq!(translate_san("Axc3", es, en), "Bxc3");
/// assert_eq!(translate_san("e8=D+", es, en), "e8=Q+");
/// assert_eq!(translate_san("Kf7", en, ru), "Крf7");
/// assert_eq!(translate_san("O-O", es, en), "O-O");
/// assert_eq!(translate_san("exd6", es, en), "exd6");
/// ```
pub fn translate_san(san: &str, from: &Notation, to: &Notation) -> String {
    let mut out = String::with_capacity(san.len() + 2);
    let mut rest = san;
    if let Some((piece, len)) = white_piece(rest, from) {
        out.push_str(to.piece_token(piece));
        rest = &rest[len..];
    }
    match rest.find('=') {
        Some(i) => {
            out.push_str(&rest[..=i]);
            let after = &rest[i + 1..];
            match white_piece(after, from) {
                Some((piece, len)) => {
                    out.push_str(to.piece_token(piece));
                    out.push_str(&after[len..]);
                }
                None => out.push_str(after),
            }
        }
        None => out.push_str(rest),
    }
    out
}

fn white_piece(s: &str, n: &Notation) -> Option<(Piece, usize)> {
    match n.match_piece(s) {
        Some((p, len)) if p.color == Color::White => Some((p, len)),
        _ => None,
    }
}

/// Translates the SAN operands of `bm`, `am`, `pv` (and `sm`, `pm`)
/// operations; other operations are kept as they are.
///
/// ```
/// use fenlingo::fen::Operation;
/// use fenlingo::notation::translate_operations;
/// use fenlingo::Notation;
/// let mut ops = vec![Operation { opcode: "bm".into(), operands: vec!["Dxd8#".into()] }];
/// translate_operations(&mut ops, Notation::builtin("es").unwrap(), Notation::standard());
/// assert_eq!(ops[0].operands, ["Qxd8#"]);
/// ```
pub fn translate_operations(ops: &mut [Operation], from: &Notation, to: &Notation) {
    if from.same_tokens(to) {
        return;
    }
    for op in ops
        .iter_mut()
        .filter(|o| SAN_OPCODES.contains(&o.opcode.as_str()))
    {
        for operand in &mut op.operands {
            if !operand.starts_with('"') {
                *operand = translate_san(operand, from, to);
            }
        }
    }
}
