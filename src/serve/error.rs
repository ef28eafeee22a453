//! Why a request gets no answer it asked for: typed, with its HTTP status,
//! localized for the reader and written as JSON (`kind`, `message`, and
//! for a bad position the diagnostic's `excerpt` and place).

use crate::i18n::{Localize, Localizer, Message};
use crate::input::Diagnostic;
use crate::render::{EncodeError, SpecError};
use serde_json::{Value, json};

/// What went wrong with a request.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ServeError {
    /// The query is longer than the service reads.
    QueryTooLong {
        /// Its length in bytes.
        size: usize,
        /// The most read ([`MAX_QUERY`](super::MAX_QUERY)).
        max: usize,
    },
    /// A parameter that is not UTF-8 once percent-decoded.
    BadEncoding {
        /// The parameter.
        name: String,
    },
    /// A parameter the request needs is missing.
    Missing {
        /// The parameter.
        name: &'static str,
    },
    /// A `size` out of the server's range.
    BadSize {
        /// The parameter as written.
        name: String,
        /// Its value.
        value: String,
        /// The widest figure the server draws.
        max: u32,
    },
    /// A diagram option that is unknown or has a bad value.
    Option {
        /// The library's error, naming the parameter.
        error: SpecError,
    },
    /// A notation that is not a built-in table.
    UnknownNotation {
        /// The parameter (`notation`, `from`, `to`).
        name: &'static str,
        /// Its value.
        value: String,
    },
    /// A table of move text only, asked for a position.
    NoBoard {
        /// Its value.
        value: String,
    },
    /// The text (a position, move text) does not read.
    Input {
        /// The parameter that holds it.
        name: &'static str,
        /// The library's diagnostic, in the reader's language.
        diagnostic: Box<Diagnostic>,
    },
    /// The figure could not be encoded.
    Encode(EncodeError),
    /// No such path.
    NotFound {
        /// The path.
        path: String,
    },
    /// A method other than GET and HEAD.
    Method,
    /// Too many requests at once.
    Busy,
    /// The answer took longer than the request timeout.
    Timeout,
}

impl ServeError {
    /// The HTTP status: 4xx for anything a request can cause.
    pub fn status(&self) -> u16 {
        match self {
            ServeError::QueryTooLong { .. } => 414,
            ServeError::NotFound { .. } => 404,
            ServeError::Method => 405,
            ServeError::Busy | ServeError::Timeout => 503,
            ServeError::Encode(EncodeError::Failed { .. } | EncodeError::NotBuilt(_)) => 500,
            _ => 400,
        }
    }

    /// A stable kebab-case name of the kind.
    pub fn kind(&self) -> &str {
        match self {
            ServeError::QueryTooLong { .. } => "query-too-long",
            ServeError::BadEncoding { .. } => "bad-encoding",
            ServeError::Missing { .. } => "missing-parameter",
            ServeError::BadSize { .. } => "bad-size",
            ServeError::Option { error } => match error {
                SpecError::UnknownOption { .. } => "unknown-parameter",
                SpecError::BadSize(_) => "bad-size",
                SpecError::BadSquare { .. } => "bad-square",
                _ => "bad-value",
            },
            ServeError::UnknownNotation { .. } => "unknown-notation",
            ServeError::NoBoard { .. } => "no-board",
            ServeError::Input { diagnostic, .. } => &diagnostic.kind,
            ServeError::Encode(EncodeError::PngTooLarge { .. }) => "png-too-large",
            ServeError::Encode(_) => "encode-failed",
            ServeError::NotFound { .. } => "not-found",
            ServeError::Method => "method-not-allowed",
            ServeError::Busy => "busy",
            ServeError::Timeout => "timeout",
        }
    }

    /// The parameter at fault, when one is.
    pub fn parameter(&self) -> Option<&str> {
        match self {
            ServeError::BadEncoding { name } | ServeError::BadSize { name, .. } => Some(name),
            ServeError::Missing { name } | ServeError::UnknownNotation { name, .. } => Some(name),
            ServeError::NoBoard { .. } => Some("notation"),
            ServeError::Input { name, .. } => Some(name),
            ServeError::Option { error } => match error {
                SpecError::UnknownOption { name, .. } => Some(name),
                SpecError::BadValue { option, .. }
                | SpecError::BadNumber { option, .. }
                | SpecError::BadSquare { option, .. } => Some(option),
                SpecError::BadSize(_) => Some("size"),
                SpecError::BadMate(_) => Some("mate"),
                SpecError::UnknownTheme(_) => Some("theme"),
                SpecError::Pieces(_) => Some("pieces"),
            },
            _ => None,
        }
    }

    /// The answer's JSON in the reader's language: `kind`, `message`,
    /// `parameter`, and for text that does not read the diagnostic's
    /// `excerpt`, `line`, `column`, `readings` and `notes`.
    pub fn to_json(&self, loc: &Localizer) -> Value {
        let mut v = json!({
            "kind": self.kind(),
            "message": loc.localize(self),
            "parameter": self.parameter(),
        });
        if let ServeError::Input { diagnostic: d, .. } = self {
            // Made in the reader's language by the library already.
            v["message"] = json!(d.message);
            v["excerpt"] = json!(d.excerpt);
            v["line"] = json!(d.line);
            v["column"] = json!(d.column);
            v["readings"] = json!(d.readings);
            v["notes"] = json!(d.notes);
        }
        v
    }
}

impl Localize for ServeError {
    fn message(&self) -> Message {
        match self {
            ServeError::QueryTooLong { size, max } => Message::new("serve-query-too-long")
                .with("size", *size)
                .with("max", *max),
            ServeError::BadEncoding { name } => {
                Message::new("serve-bad-encoding").with("name", name)
            }
            ServeError::Missing { name } => Message::new("serve-missing").with("name", *name),
            ServeError::BadSize { name, value, max } => Message::new("serve-bad-size")
                .with("name", name)
                .with("value", value)
                .with("max", *max as usize),
            ServeError::Option { error } => error.message(),
            ServeError::UnknownNotation { value, .. } => {
                Message::new("notation-unknown").with("name", value)
            }
            ServeError::NoBoard { value } => Message::new("notation-no-board").with("name", value),
            ServeError::Input { name, diagnostic } => Message::new("serve-bad-input")
                .with("name", *name)
                .with("reason", diagnostic.message.clone()),
            ServeError::Encode(e) => e.message(),
            ServeError::NotFound { path } => Message::new("serve-not-found").with("path", path),
            ServeError::Method => Message::new("serve-method"),
            ServeError::Busy => Message::new("serve-busy"),
            ServeError::Timeout => Message::new("serve-timeout"),
        }
    }
}

impl std::fmt::Display for ServeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Localizer::new("en").localize(self))
    }
}

impl std::error::Error for ServeError {}
