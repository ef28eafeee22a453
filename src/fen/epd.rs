//! EPD operations: `opcode operand ...;`, with quoted strings.

use super::error::{FenError, FenErrorKind, Field};
use super::mode::Mode;
use super::repair::{Repair, RepairKind};
use std::fmt;

/// One EPD operation, such as `bm Nf3;` or `id "BK.01";`. Operands are kept
/// exactly as written (quoted strings with their quotes and escapes), so a
/// line is written back unchanged.
///
/// ```
/// let p = fenlingo::fen::read(r#"8/8/8/8/8/8/8/K1k5 w - - bm Kb2; id "x \"y\"";"#).unwrap();
/// let ops = p.operations.unwrap();
/// assert_eq!(ops[0].opcode, "bm");
/// assert_eq!(ops[0].operands, ["Kb2"]);
/// assert_eq!(ops[1].string(0).as_deref(), Some("x \"y\""));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Operation {
    /// The opcode (`bm`, `id`, `c0`, …).
    pub opcode: String,
    /// The operands as written.
    pub operands: Vec<String>,
}

impl Operation {
    /// The operand at `i` with quotes and escapes removed, if it is present.
    ///
    /// ```
    /// let op = fenlingo::fen::Operation { opcode: "c0".into(), operands: vec![r#""a\\b""#.into()] };
    /// assert_eq!(op.string(0).as_deref(), Some("a\\b"));
    /// ```
    pub fn string(&self, i: usize) -> Option<String> {
        let raw = self.operands.get(i)?;
        let Some(inner) = raw.strip_prefix('"').and_then(|r| r.strip_suffix('"')) else {
            return Some(raw.clone());
        };
        let mut out = String::with_capacity(inner.len());
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            } else {
                out.push(c);
            }
        }
        Some(out)
    }

    /// Writes `text` as a quoted EPD string operand.
    ///
    /// ```
    /// assert_eq!(fenlingo::fen::Operation::quote("a \"b\""), r#""a \"b\"""#);
    /// ```
    pub fn quote(text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 2);
        out.push('"');
        for c in text.chars() {
            if c == '"' || c == '\\' {
                out.push('\\');
            }
            out.push(c);
        }
        out.push('"');
        out
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.opcode)?;
        for o in &self.operands {
            write!(f, " {o}")?;
        }
        f.write_str(";")
    }
}

fn is_sep(c: char) -> bool {
    c.is_whitespace()
}

pub(super) fn read_operations(
    input: &str,
    start: usize,
    mode: Mode,
    repairs: &mut Vec<Repair>,
) -> Result<Vec<Operation>, FenError> {
    let mut ops = Vec::new();
    let bytes = input.as_bytes();
    let mut i = start;
    let err = |kind, span: std::ops::Range<usize>| {
        FenError::new(kind, Some(Field::Operations), span, input)
    };
    let note =
        |kind: RepairKind, span: std::ops::Range<usize>, after: &str, repairs: &mut Vec<Repair>| {
            if mode == Mode::Strict {
                return Err(err(FenErrorKind::NotStrict { repair: kind }, span));
            }
            repairs.push(Repair {
                kind,
                field: Some(Field::Operations),
                before: input[span.clone()].to_owned(),
                span,
                after: after.to_owned(),
            });
            Ok(())
        };
    let skip = |i: &mut usize| {
        let from = *i;
        while let Some(c) = input[*i..].chars().next() {
            if !is_sep(c) {
                break;
            }
            *i += c.len_utf8();
        }
        from..*i
    };
    loop {
        let gap = skip(&mut i);
        if i >= input.len() {
            if !gap.is_empty() {
                note(RepairKind::Separator, gap, "", repairs)?;
            }
            break;
        }
        if !ops.is_empty() && &input[gap.clone()] != " " {
            note(RepairKind::Separator, gap, " ", repairs)?;
        }
        // Opcode.
        let op_start = i;
        while i < input.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
            i += 1;
        }
        if i == op_start || !bytes[op_start].is_ascii_alphabetic() {
            let c = input[op_start..].chars().next().unwrap_or(' ');
            return Err(err(
                FenErrorKind::InvalidOperation {
                    token: c.to_string(),
                },
                op_start..op_start + c.len_utf8(),
            ));
        }
        let mut op = Operation {
            opcode: input[op_start..i].to_owned(),
            operands: Vec::new(),
        };
        // Operands until ';'.
        loop {
            let gap = skip(&mut i);
            if i >= input.len() {
                note(
                    RepairKind::MissingSemicolon,
                    input.len()..input.len(),
                    ";",
                    repairs,
                )?;
                break;
            }
            if bytes[i] == b';' {
                if !gap.is_empty() {
                    note(RepairKind::Separator, gap, "", repairs)?;
                }
                i += 1;
                break;
            }
            if &input[gap.clone()] != " " {
                note(RepairKind::Separator, gap, " ", repairs)?;
            }
            let o_start = i;
            if bytes[i] == b'"' {
                i += 1;
                loop {
                    match bytes.get(i) {
                        None => {
                            return Err(err(
                                FenErrorKind::UnterminatedString,
                                o_start..input.len(),
                            ));
                        }
                        Some(b'\\') => i += 2,
                        Some(b'"') => {
                            i += 1;
                            break;
                        }
                        Some(_) => i += 1,
                    }
                }
                i = i.min(input.len());
            } else {
                while let Some(c) = input[i..].chars().next() {
                    if is_sep(c) || c == ';' || c == '"' {
                        break;
                    }
                    i += c.len_utf8();
                }
            }
            op.operands.push(input[o_start..i].to_owned());
        }
        ops.push(op);
    }
    Ok(ops)
}
