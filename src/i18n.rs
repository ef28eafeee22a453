//! Human text through Fluent: messages, errors, repairs, flags, captions.
//!
//! The library holds no global locale: callers make a [`Localizer`] for the
//! language they want and pass it in. Each message falls back along the
//! chain `es-MX` → `es` → `en`. Bidi isolation marks are off, so the text
//! can go into SVG and PDF as is.
//!
//! ```
//! use fenlingo::i18n::Localizer;
//! let es = Localizer::new("es-MX");
//! assert_eq!(es.language().to_string(), "es");
//! assert_eq!(es.text("caption-white-to-move", &[]), "Juegan las blancas");
//! let ru = Localizer::new("ru");
//! assert_eq!(ru.text("caption-mate-in", &[("n", 22.into())]), "Мат в 22 хода");
//! ```

use crate::fen::{FenError, FenErrorKind, Repair, RepairKind};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};
use std::borrow::Cow;
use unic_langid::LanguageIdentifier;

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// An argument value for a message.
pub type Arg<'a> = FluentValue<'a>;

/// Messages in one language, with fallbacks.
pub struct Localizer {
    bundles: Vec<FluentBundle<FluentResource>>,
    language: LanguageIdentifier,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("language", &self.language)
            .finish()
    }
}

/// The languages with messages (directories holding `.ftl` files).
///
/// ```
/// let langs = fenlingo::i18n::available();
/// assert!(langs.iter().any(|l| l.to_string() == "ru"));
/// ```
pub fn available() -> Vec<LanguageIdentifier> {
    let mut out: Vec<LanguageIdentifier> = LOCALES
        .dirs()
        .filter(|d| {
            d.files()
                .any(|f| f.path().extension().is_some_and(|e| e == "ftl"))
        })
        .filter_map(|d| d.path().file_name()?.to_str()?.parse().ok())
        .collect();
    out.sort_by_key(|l| l.to_string());
    out
}

/// The `.ftl` sources of one language, with their paths.
#[doc(hidden)]
pub fn sources(lang: &LanguageIdentifier) -> Vec<(String, &'static str)> {
    let Some(dir) = LOCALES.get_dir(lang.to_string()) else {
        return Vec::new();
    };
    let mut files: Vec<_> = dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
        .map(|f| {
            (
                f.path().display().to_string(),
                f.contents_utf8().unwrap_or(""),
            )
        })
        .collect();
    files.sort();
    files
}

/// Parses a tag leniently: `es_MX.UTF-8` and `es-MX` both give `es-MX`;
/// `C`, `POSIX` and malformed values give `None`.
///
/// ```
/// use fenlingo::i18n::parse_locale;
/// assert_eq!(parse_locale("es_MX.UTF-8").map(|l| l.to_string()), Some("es-MX".into()));
/// assert_eq!(parse_locale("C"), None);
/// assert_eq!(parse_locale("%%%"), None);
/// ```
pub fn parse_locale(raw: &str) -> Option<LanguageIdentifier> {
    let base = raw.split(['.', '@']).next()?.replace('_', "-");
    if base.is_empty() || base.eq_ignore_ascii_case("c") || base.eq_ignore_ascii_case("posix") {
        return None;
    }
    base.parse().ok()
}

impl Localizer {
    /// A localizer for `tag` (any BCP 47 tag or POSIX locale). Unknown or
    /// malformed tags give English; see [`Localizer::negotiate`] to learn
    /// whether the request was met.
    ///
    /// ```
    /// assert_eq!(fenlingo::i18n::Localizer::new("xx-YY").language().to_string(), "en");
    /// ```
    pub fn new(tag: &str) -> Localizer {
        Localizer::negotiate(tag).0
    }

    /// Like [`new`](Localizer::new), also telling whether any requested
    /// language was found.
    ///
    /// ```
    /// let (loc, found) = fenlingo::i18n::Localizer::negotiate("ru-RU");
    /// assert!(found);
    /// assert_eq!(loc.language().to_string(), "ru");
    /// ```
    pub fn negotiate(tag: &str) -> (Localizer, bool) {
        let en: LanguageIdentifier = "en".parse().unwrap_or_default();
        let requested: Vec<LanguageIdentifier> = parse_locale(tag).into_iter().collect();
        let avail = available();
        let chosen = fluent_langneg::negotiate_languages(
            &requested,
            &avail,
            None,
            fluent_langneg::NegotiationStrategy::Filtering,
        );
        let found = !chosen.is_empty();
        let mut chain: Vec<LanguageIdentifier> = chosen.into_iter().cloned().collect();
        // Add the bare language of each (es-MX → es) and English.
        let bare: Vec<LanguageIdentifier> = chain
            .iter()
            .filter_map(|l| l.language.as_str().parse().ok())
            .collect();
        for l in bare.into_iter().chain(std::iter::once(en)) {
            if !chain.contains(&l) && avail.contains(&l) {
                chain.push(l);
            }
        }
        let language = chain.first().cloned().unwrap_or_default();
        let bundles = chain
            .into_iter()
            .map(|lang| {
                let mut b = FluentBundle::new(vec![lang.clone()]);
                b.set_use_isolating(false);
                for (_, src) in sources(&lang) {
                    // Broken messages are caught by the test suite; the
                    // good ones of a file still load.
                    let res = FluentResource::try_new(src.to_owned())
                        .unwrap_or_else(|(partial, _)| partial);
                    let _ = b.add_resource(res);
                }
                b
            })
            .collect();
        (Localizer { bundles, language }, found)
    }

    /// The language of the first bundle.
    pub fn language(&self) -> &LanguageIdentifier {
        &self.language
    }

    /// Whether the first bundle (the chosen language itself, not a
    /// fallback) has the message `id`.
    pub fn has_own(&self, id: &str) -> bool {
        self.bundles.first().is_some_and(|b| b.has_message(id))
    }

    /// The message `id` with its arguments, from the first language in the
    /// chain that has it; the id itself when none has it.
    ///
    /// ```
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.text("caption-mate-in", &[("n", 1.into())]), "Mate in 1");
    /// assert_eq!(en.text("no-such-message", &[]), "no-such-message");
    /// ```
    ///
    /// Arguments are shown, never obeyed: their non-printing characters
    /// (escape sequences from hostile input) become `\u{…}`.
    ///
    /// ```
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// let token = "\u{1b}]0;title\u{7}";
    /// assert_eq!(en.text("err-invalid-side", &[("token", token.into())]),
    ///            "invalid side to move '\\u{1b}]0;title\\u{7}'");
    /// ```
    pub fn text(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            let v = match v {
                FluentValue::String(s) => match crate::text::printable(s, false) {
                    Cow::Owned(shown) => FluentValue::String(Cow::Owned(shown)),
                    Cow::Borrowed(_) => v.clone(),
                },
                _ => v.clone(),
            };
            fargs.set(*k, v);
        }
        for b in &self.bundles {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errs = Vec::new();
                return b
                    .format_pattern(pattern, Some(&fargs), &mut errs)
                    .into_owned();
            }
        }
        id.to_owned()
    }

    /// The localized message of a FEN error (without the excerpt).
    ///
    /// ```
    /// let e = fenlingo::fen::read("8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    /// let es = fenlingo::i18n::Localizer::new("es");
    /// assert_eq!(es.fen_error(&e), "se esperaban 8 filas, hay 7");
    /// ```
    pub fn fen_error(&self, e: &FenError) -> String {
        use FenErrorKind as K;
        let s = |v: &str| FluentValue::String(Cow::Owned(v.to_owned()));
        let n = |v: usize| FluentValue::from(v);
        match e.kind() {
            K::InvalidUtf8 { offset } => self.text("err-invalid-utf8", &[("offset", n(*offset))]),
            K::LineTooLong { limit } => self.text("err-line-too-long", &[("limit", n(*limit))]),
            K::Empty => self.text("err-empty", &[]),
            K::TooFewRanks { found } | K::TooManyRanks { found } => {
                self.text("err-rank-count", &[("found", n(*found))])
            }
            K::RankTooLong { rank } => {
                self.text("err-rank-too-long", &[("rank", n(usize::from(*rank)))])
            }
            K::RankTooShort { rank, squares } => self.text(
                "err-rank-too-short",
                &[
                    ("rank", n(usize::from(*rank))),
                    ("squares", n(usize::from(*squares))),
                ],
            ),
            K::InvalidPiece { token, rank } => self.text(
                "err-invalid-piece",
                &[("token", s(token)), ("rank", n(usize::from(*rank)))],
            ),
            K::InvalidDigit { digit, rank } => self.text(
                "err-invalid-digit",
                &[
                    ("digit", s(&digit.to_string())),
                    ("rank", n(usize::from(*rank))),
                ],
            ),
            K::InvalidSide { token } => self.text("err-invalid-side", &[("token", s(token))]),
            K::InvalidCastling { token } => {
                self.text("err-invalid-castling", &[("token", s(token))])
            }
            K::TooManyCastlingRights { color } => {
                self.text("err-too-many-castling", &[("color", s(color.name()))])
            }
            K::InvalidEpSquare { token } => self.text("err-invalid-ep", &[("token", s(token))]),
            K::EpSquareRank { token } => self.text("err-ep-rank", &[("token", s(token))]),
            K::InvalidCounter { field, token } => self.text(
                "err-invalid-counter",
                &[
                    (
                        "field",
                        s(&self.text(&format!("field-{}", field.name()), &[])),
                    ),
                    ("token", s(token)),
                ],
            ),
            K::CounterTooLarge { field } => self.text(
                "err-counter-too-large",
                &[(
                    "field",
                    s(&self.text(&format!("field-{}", field.name()), &[])),
                )],
            ),
            K::MissingField { field } => self.text(
                "err-missing-field",
                &[(
                    "field",
                    s(&self.text(&format!("field-{}", field.name()), &[])),
                )],
            ),
            K::ExtraField { token } => self.text("err-extra-field", &[("token", s(token))]),
            K::InvalidOperation { token } => {
                self.text("err-invalid-operation", &[("token", s(token))])
            }
            K::UnterminatedString => self.text("err-unterminated-string", &[]),
            K::NotStrict { repair } => self.text(
                "err-not-strict",
                &[("repair", s(&self.repair_kind(repair)))],
            ),
        }
    }

    /// The localized description of a repair kind.
    ///
    /// ```
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.repair_kind(&fenlingo::fen::RepairKind::DoubleDash), "'--' for two empty fields");
    /// ```
    pub fn repair_kind(&self, kind: &RepairKind) -> String {
        let field = match kind {
            RepairKind::MissingField(f) | RepairKind::LeadingZeros(f) => {
                self.text(&format!("field-{}", f.name()), &[])
            }
            _ => String::new(),
        };
        let id = format!("repair-{}", kind.name());
        if field.is_empty() {
            self.text(&id, &[])
        } else {
            self.text(&id, &[("field", FluentValue::String(Cow::Owned(field)))])
        }
    }

    /// The localized line for a repair: what, and the text before and after.
    ///
    /// ```
    /// let r = &fenlingo::fen::read("8/8/8/8/8/8/8/8 w - \u{2013} 0 1").unwrap().repairs[0];
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.repair(r), "dash-like character for '-': '\u{2013}' read as '-'");
    /// ```
    pub fn repair(&self, r: &Repair) -> String {
        let shown = |t: &str| {
            t.chars()
                .map(|c| {
                    if c == '\t' {
                        "\\t".to_owned()
                    } else if c.is_whitespace() && c != ' ' {
                        format!("U+{:04X}", c as u32)
                    } else {
                        c.to_string()
                    }
                })
                .collect::<String>()
        };
        self.text(
            "repair-line",
            &[
                (
                    "what",
                    FluentValue::String(Cow::Owned(self.repair_kind(&r.kind))),
                ),
                ("before", FluentValue::String(Cow::Owned(shown(&r.before)))),
                ("after", FluentValue::String(Cow::Owned(shown(&r.after)))),
            ],
        )
    }

    /// The localized message of a move that could not be played.
    ///
    /// ```
    /// let mut g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// let e = g.play_san("Nf6").unwrap_err();
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.move_error(&e), "'Nf6': no knight can reach f6");
    /// ```
    #[cfg(feature = "moves")]
    pub fn move_error(&self, e: &crate::moves::MoveError) -> String {
        use crate::moves::MoveErrorKind as K;
        let s = |v: String| FluentValue::String(Cow::Owned(v));
        let piece = |r: &crate::Role| s(self.text(&format!("piece-{}", r.name()), &[]));
        let mv = || ("move", s(e.text.clone()));
        let found = |f: &Option<crate::Role>| match f {
            Some(r) => piece(r),
            None => s(self.text("move-nothing", &[])),
        };
        match &e.kind {
            K::Illegal { role, target } => self.text(
                "move-no-piece",
                &[
                    mv(),
                    ("piece", piece(role)),
                    ("square", s(target.to_string())),
                ],
            ),
            K::Ambiguous {
                role,
                target,
                count,
            } => self.text(
                "move-ambiguous",
                &[
                    mv(),
                    ("piece", piece(role)),
                    ("square", s(target.to_string())),
                    ("count", FluentValue::from(*count)),
                ],
            ),
            K::BadRank { found, like } => self.text(
                "move-bad-rank",
                &[
                    mv(),
                    ("found", s(found.to_string())),
                    ("like", s(like.map_or(String::new(), |c| c.to_string()))),
                ],
            ),
            K::NoCapture { from, to } => self.text(
                "move-no-capture",
                &[
                    mv(),
                    ("from", s(from.char().to_string())),
                    ("to", s(to.char().to_string())),
                ],
            ),
            K::WrongPiece {
                named,
                square,
                found: f,
            } => self.text(
                "move-wrong-piece",
                &[
                    mv(),
                    ("piece", piece(named)),
                    ("square", s(square.to_string())),
                    ("found", found(f)),
                ],
            ),
            K::WrongCapture {
                named,
                square,
                found: f,
            } => self.text(
                "move-wrong-capture",
                &[
                    mv(),
                    ("piece", piece(named)),
                    ("square", s(square.to_string())),
                    ("found", found(f)),
                ],
            ),
            K::NoPromotion { target } => self.text(
                "move-no-promotion",
                &[mv(), ("square", s(target.to_string()))],
            ),
            K::NoCastling => self.text("move-no-castling", &[mv()]),
            K::TwoReadings => self.text("move-two-readings", &[mv()]),
            K::NoTakes { role, captured } => self.text(
                "move-no-takes",
                &[mv(), ("piece", piece(role)), ("captured", piece(captured))],
            ),
            K::Unreadable => self.text("move-unreadable", &[mv()]),
            _ => self.text("move-bad-position", &[]),
        }
    }

    /// The localized line for a departure of move text from PGN.
    ///
    /// ```
    /// use fenlingo::san::{MoveRepair, MoveRepairKind};
    /// let r = MoveRepair { kind: MoveRepairKind::CastlingZeros, span: 0..3, before: "0-0".into() };
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.move_repair(&r), "castling written with zeros: '0-0'");
    /// ```
    #[cfg(feature = "moves")]
    pub fn move_repair(&self, r: &crate::san::MoveRepair) -> String {
        let before: String = r
            .before
            .chars()
            .take(60)
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        self.text(
            &format!("move-repair-{}", r.kind.name()),
            &[("text", FluentValue::String(Cow::Owned(before)))],
        )
    }

    /// The localized text of a legality flag (by its key, such as
    /// `"no-white-king"`).
    ///
    /// ```
    /// let ru = fenlingo::i18n::Localizer::new("ru");
    /// assert_eq!(ru.flag("no-white-king"), "у белых нет короля");
    /// ```
    pub fn flag(&self, key: &str) -> String {
        self.text(&format!("flag-{key}"), &[])
    }
}
