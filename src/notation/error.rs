//! Why a notation table could not be loaded.

use crate::i18n::{Localize, Message};
use std::fmt;

/// A notation table that could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    /// The file (or other origin) of the table.
    pub origin: String,
    /// The 1-based line of the problem, 0 when unknown.
    pub line: usize,
    /// What is wrong.
    pub kind: NotationErrorKind,
}

/// What is wrong with a notation table.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum NotationErrorKind {
    /// The TOML itself is malformed or has unknown or missing keys.
    Syntax(String),
    /// The language tag is not BCP 47.
    InvalidTag(String),
    /// The id is empty or holds spaces or `/`.
    InvalidId(String),
    /// A token is empty.
    EmptyToken,
    /// A token holds a character with a meaning of its own in FEN or SAN.
    ReservedCharacter {
        /// The token.
        token: String,
        /// The character.
        character: char,
    },
    /// Two entries share a token.
    DuplicateToken {
        /// The token.
        token: String,
        /// The first entry using it.
        first: String,
        /// The second entry using it.
        second: String,
    },
    /// A move-text token reads as a file letter.
    MoveTextClash {
        /// The token.
        token: String,
    },
    /// A token holds a character that cannot be seen (a zero-width space,
    /// a byte order mark, a bidi override): no one could type it.
    InvisibleCharacter {
        /// The token.
        token: String,
        /// The character.
        character: char,
    },
    /// Without `[black]`, a White token that is its own lowercase (a script
    /// without case, such as Hebrew): Black's pieces would read as White's.
    NoLowercase {
        /// The token.
        token: String,
    },
}

impl NotationErrorKind {
    /// The message id and arguments of this kind.
    ///
    /// ```
    /// use fenlingo::NotationErrorKind;
    /// assert_eq!(NotationErrorKind::EmptyToken.message().id, "table-empty-token");
    /// ```
    pub fn message(&self) -> Message {
        use NotationErrorKind as K;
        match self {
            K::Syntax(m) => {
                Message::new("table-syntax").with("detail", crate::tomlpos::serde_message(m))
            }
            K::InvalidTag(t) => Message::new("table-invalid-tag").with("tag", t),
            K::InvalidId(t) => Message::new("table-invalid-id").with("id", t),
            K::EmptyToken => Message::new("table-empty-token"),
            K::ReservedCharacter { token, character } => Message::new("table-reserved-character")
                .with("token", token)
                .with("character", character.to_string()),
            K::DuplicateToken {
                token,
                first,
                second,
            } => Message::new("table-duplicate-token")
                .with("token", token)
                .with("first", first)
                .with("second", second),
            K::MoveTextClash { token } => {
                Message::new("table-move-text-clash").with("token", token)
            }
            K::InvisibleCharacter { token, character } => Message::new("table-invisible-character")
                .with("token", shown(token))
                .with("character", format!("U+{:04X}", u32::from(*character))),
            K::NoLowercase { token } => Message::new("table-no-lowercase").with("token", token),
        }
    }
}

/// A token with its invisible characters shown by their code point.
fn shown(token: &str) -> String {
    token
        .chars()
        .map(|c| {
            if crate::text::is_invisible(c) {
                format!("\\u{{{:x}}}", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
}

impl Localize for NotationErrorKind {
    fn message(&self) -> Message {
        NotationErrorKind::message(self)
    }
}

impl Localize for NotationError {
    /// The message with the file and line: `my.toml:4: …`.
    fn message(&self) -> Message {
        let m = self.kind.message();
        if self.line > 0 {
            Message::new("error-at-line")
                .with("origin", &self.origin)
                .with("line", self.line.to_string())
                .with("message", m)
        } else {
            Message::new("error-in-file")
                .with("origin", &self.origin)
                .with("message", m)
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

impl std::error::Error for NotationError {}
