//! Repairs made by lenient reading: each one with its span and the text
//! before and after, so that nothing changes silently.

use super::field::Field;
use crate::i18n::{Localize, Message};
use std::fmt;
use std::ops::Range;

/// A kind of repair lenient reading makes.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RepairKind {
    /// An en dash, em dash, minus sign or similar written for `-`.
    Dash,
    /// `--` written for two empty fields (castling and en passant).
    DoubleDash,
    /// A separator other than one ASCII space: tabs, runs of spaces,
    /// non-breaking or other Unicode spaces, leading or trailing space.
    Separator,
    /// A byte order mark or zero-width character.
    InvisibleCharacter,
    /// A missing trailing field, given its default.
    MissingField(Field),
    /// Fullmove number 0, read as 1.
    FullmoveZero,
    /// A counter with leading zeros.
    LeadingZeros(Field),
    /// Castling rights out of order, repeated or written in a non-canonical form.
    CastlingOrder,
    /// A figurine (♔ … ♟) in the placement.
    Figurine,
    /// Consecutive digits in a rank (`44` for `8`).
    MergedDigits,
    /// An EPD operation without its closing `;`.
    MissingSemicolon,
    /// The position written inside square brackets (`[8/8/…]`).
    Brackets,
    /// Castling rights in the standard letters (`KQkq`) in a FEN whose
    /// table writes its own (Spanish `RDrd`).
    StandardCastling,
}

impl RepairKind {
    /// A stable machine name, used for JSON and message keys.
    ///
    /// ```
    /// assert_eq!(fenlingo::fen::RepairKind::Dash.name(), "dash");
    /// ```
    pub fn name(&self) -> &'static str {
        match self {
            RepairKind::Dash => "dash",
            RepairKind::DoubleDash => "double-dash",
            RepairKind::Separator => "separator",
            RepairKind::InvisibleCharacter => "invisible-character",
            RepairKind::MissingField(_) => "missing-field",
            RepairKind::FullmoveZero => "fullmove-zero",
            RepairKind::LeadingZeros(_) => "leading-zeros",
            RepairKind::CastlingOrder => "castling-order",
            RepairKind::Figurine => "figurine",
            RepairKind::MergedDigits => "merged-digits",
            RepairKind::MissingSemicolon => "missing-semicolon",
            RepairKind::Brackets => "brackets",
            RepairKind::StandardCastling => "standard-castling",
        }
    }

    /// The English description used in messages.
    ///
    /// ```
    /// assert_eq!(fenlingo::fen::RepairKind::DoubleDash.describe(), "'--' for two empty fields");
    /// ```
    pub fn describe(&self) -> String {
        match self {
            RepairKind::Dash => "dash-like character for '-'".into(),
            RepairKind::DoubleDash => "'--' for two empty fields".into(),
            RepairKind::Separator => "irregular spacing".into(),
            RepairKind::InvisibleCharacter => "invisible character".into(),
            RepairKind::MissingField(f) => format!("missing {f}, assumed"),
            RepairKind::FullmoveZero => "fullmove number 0".into(),
            RepairKind::LeadingZeros(f) => format!("leading zeros in {f}"),
            RepairKind::CastlingOrder => "castling rights not in canonical order".into(),
            RepairKind::Figurine => "figurine piece symbol".into(),
            RepairKind::MergedDigits => "consecutive digits in a rank".into(),
            RepairKind::MissingSemicolon => "EPD operation without ';'".into(),
            RepairKind::Brackets => "position inside square brackets".into(),
            RepairKind::StandardCastling => "castling rights in the standard letters".into(),
        }
    }
}

/// One repair: what, where (byte span in the input), and the text before
/// and after. An empty span marks an insertion (a field that was missing).
///
/// ```
/// use fenlingo::fen::{self, RepairKind};
/// let r = fen::read("8/8/8/8/8/8/8/8 w KQkq \u{2013} 0 1").unwrap();
/// assert_eq!(r.repairs.len(), 1);
/// assert_eq!(r.repairs[0].kind, RepairKind::Dash);
/// assert_eq!(r.repairs[0].before, "\u{2013}");
/// assert_eq!(r.repairs[0].after, "-");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repair {
    /// What was repaired.
    pub kind: RepairKind,
    /// The field it was in, when in one.
    pub field: Option<Field>,
    /// The byte range in the input.
    pub span: Range<usize>,
    /// The text as written.
    pub before: String,
    /// The text as read.
    pub after: String,
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {:?} read as {:?}",
            self.kind.describe(),
            self.before,
            self.after
        )
    }
}

impl RepairKind {
    /// The message id and arguments of this kind (`repair-<name>`).
    ///
    /// ```
    /// assert_eq!(fenlingo::fen::RepairKind::Dash.message().id, "repair-dash");
    /// ```
    pub fn message(&self) -> Message {
        let m = Message::new(format!("repair-{}", self.name()));
        match self {
            RepairKind::MissingField(f) | RepairKind::LeadingZeros(f) => {
                m.with("field", f.message())
            }
            _ => m,
        }
    }
}

impl Localize for RepairKind {
    fn message(&self) -> Message {
        RepairKind::message(self)
    }
}

impl Localize for Repair {
    /// What was repaired, with the text before and after (white space
    /// other than a space, and invisible characters, shown by their code
    /// point).
    ///
    /// ```
    /// let r = &fenlingo::fen::read("8/8/8/8/8/8/8/8\u{200b}w - - 0 1").unwrap().repairs[0];
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.repair(r), "irregular spacing: 'U+200B' read as ' '");
    /// ```
    fn message(&self) -> Message {
        let shown = |t: &str| {
            t.chars()
                .map(|c| {
                    if c == '\t' {
                        "\\t".to_owned()
                    } else if super::is_separator(c) && c != ' ' {
                        format!("U+{:04X}", c as u32)
                    } else {
                        c.to_string()
                    }
                })
                .collect::<String>()
        };
        Message::new("repair-line")
            .with("what", self.kind.message())
            .with("before", shown(&self.before))
            .with("after", shown(&self.after))
    }
}
