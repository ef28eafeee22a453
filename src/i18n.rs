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

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};
use std::borrow::Cow;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

mod os;
pub use os::io_error;

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// An argument value for a message.
pub type Arg<'a> = FluentValue<'a>;

/// A message to localize: its id and its arguments. Each error kind gives
/// its own next to its definition (a `message()` method, and the
/// [`Localize`] trait); [`Localizer::message`] turns it into text.
///
/// ```
/// use fenlingo::i18n::{Localizer, Message};
/// let m = Message::new("caption-mate-in").with("n", 3usize);
/// assert_eq!(Localizer::new("es").message(&m), "Mate en 3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The Fluent message id.
    pub id: Cow<'static, str>,
    /// The arguments, by name.
    pub args: Vec<(&'static str, MessageArg)>,
}

/// An argument of a [`Message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageArg {
    /// Text shown as it is (user text is made printable).
    Text(String),
    /// A number (plural forms follow it).
    Number(usize),
    /// A message of its own, localized first (a field or piece name).
    Message(Message),
}

impl Message {
    /// A message without arguments.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<MessageArg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

impl From<usize> for MessageArg {
    fn from(v: usize) -> MessageArg {
        MessageArg::Number(v)
    }
}

impl From<u8> for MessageArg {
    fn from(v: u8) -> MessageArg {
        MessageArg::Number(usize::from(v))
    }
}

impl From<String> for MessageArg {
    fn from(v: String) -> MessageArg {
        MessageArg::Text(v)
    }
}

impl From<&str> for MessageArg {
    fn from(v: &str) -> MessageArg {
        MessageArg::Text(v.to_owned())
    }
}

impl From<&String> for MessageArg {
    fn from(v: &String) -> MessageArg {
        MessageArg::Text(v.clone())
    }
}

impl From<Message> for MessageArg {
    fn from(v: Message) -> MessageArg {
        MessageArg::Message(v)
    }
}

/// Anything with a localizable message: errors, repairs.
pub trait Localize {
    /// The message id and arguments.
    fn message(&self) -> Message;
}

impl Localize for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

impl<T: Localize + ?Sized> Localize for &T {
    fn message(&self) -> Message {
        (**self).message()
    }
}

/// Messages in one language, with fallbacks.
pub struct Localizer {
    /// The languages messages are looked up in, in order.
    chain: Vec<LanguageIdentifier>,
    /// Their messages, read when the first message is asked for: a run
    /// that prints none reads none.
    bundles: OnceLock<Vec<FluentBundle<FluentResource>>>,
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
    out.sort_by_cached_key(|l| l.to_string());
    out
}

/// The languages of the interface: those with messages of their own
/// (`fenlingo.ftl`), not only captions. The others show messages in
/// English and captions in their own words.
///
/// ```
/// let ui: Vec<String> = fenlingo::i18n::interface_languages().iter().map(|l| l.to_string()).collect();
/// assert_eq!(ui, ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "uk"]);
/// ```
pub fn interface_languages() -> Vec<LanguageIdentifier> {
    available()
        .into_iter()
        .filter(|l| LOCALES.get_file(format!("{l}/fenlingo.ftl")).is_some())
        .collect()
}

/// The first of the languages a reader asks for (a browser's list, best
/// first) that the interface speaks, with the usual fallbacks (`de-AT` →
/// `de`); English when none is spoken.
///
/// ```
/// use fenlingo::i18n::negotiate_interface;
/// assert_eq!(negotiate_interface(&["sv-SE", "pl-PL", "en"]).to_string(), "pl");
/// assert_eq!(negotiate_interface(&["pt-BR"]).to_string(), "pt");
/// assert_eq!(negotiate_interface(&["ja", "sv"]).to_string(), "en");
/// ```
pub fn negotiate_interface(requested: &[&str]) -> LanguageIdentifier {
    let requested: Vec<LanguageIdentifier> =
        requested.iter().filter_map(|t| parse_locale(t)).collect();
    let avail = interface_languages();
    let en: LanguageIdentifier = "en".parse().unwrap_or_default();
    fluent_langneg::negotiate_languages(
        &requested,
        &avail,
        Some(&en),
        fluent_langneg::NegotiationStrategy::Lookup,
    )
    .first()
    .map_or(en.clone(), |l| (*l).clone())
}

/// The language for a reader who asks for `requested` (best first): the
/// first that fenlingo has captions or messages in, with the usual
/// fallbacks (`ru-RU` → `ru`); English when none is had.
///
/// ```
/// use fenlingo::i18n::negotiate;
/// let tags = ["sv-SE", "pl"].map(|t| t.parse().unwrap());
/// assert_eq!(negotiate(&tags).to_string(), "sv");
/// assert_eq!(negotiate(&[]).to_string(), "en");
/// ```
pub fn negotiate(requested: &[LanguageIdentifier]) -> LanguageIdentifier {
    let avail = available();
    let en: LanguageIdentifier = "en".parse().unwrap_or_default();
    fluent_langneg::negotiate_languages(
        requested,
        &avail,
        Some(&en),
        fluent_langneg::NegotiationStrategy::Filtering,
    )
    .first()
    .map_or(en.clone(), |l| (*l).clone())
}

/// The language for an HTTP `Accept-Language` header (its languages in
/// the order given), as [`negotiate`] chooses it.
///
/// ```
/// use fenlingo::i18n::negotiate_accept_language;
/// assert_eq!(negotiate_accept_language("ru-RU,ru;q=0.9,en;q=0.8").to_string(), "ru");
/// assert_eq!(negotiate_accept_language("tlh, *;q=0.1").to_string(), "en");
/// ```
pub fn negotiate_accept_language(header: &str) -> LanguageIdentifier {
    negotiate(&fluent_langneg::parse_accepted_languages(header))
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

/// The locale of the process as POSIX programs read it: the first of
/// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty. Faces
/// that speak the user's language without being told (the command line,
/// the Python module) ask here; the library itself holds no locale.
///
/// ```
/// // Whatever the environment, the answer is a value some variable holds.
/// if let Some(tag) = fenlingo::i18n::environment_locale() {
///     assert!(!tag.is_empty());
/// }
/// ```
pub fn environment_locale() -> Option<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|var| std::env::var(var).ok())
        .find(|v| !v.is_empty())
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
        let loc = Localizer {
            chain,
            bundles: OnceLock::new(),
            language,
        };
        (loc, found)
    }

    /// Like [`negotiate`](Localizer::negotiate), with the note for a
    /// language asked for and not found, in the language used instead
    /// (`lang-unknown`): what every face says of an unknown `--lang`.
    ///
    /// ```
    /// let (_, note) = fenlingo::i18n::Localizer::negotiate_noted("xx");
    /// assert_eq!(note.as_deref(), Some("unknown language 'xx'; using en"));
    /// assert!(fenlingo::i18n::Localizer::negotiate_noted("sv").1.is_none());
    /// ```
    pub fn negotiate_noted(tag: &str) -> (Localizer, Option<String>) {
        let (loc, found) = Localizer::negotiate(tag);
        let note = (!found).then(|| {
            loc.text(
                "lang-unknown",
                &[
                    ("requested", tag.to_owned().into()),
                    ("fallback", loc.language().to_string().into()),
                ],
            )
        });
        (loc, note)
    }

    /// The bundles of the chain's languages, read on first use.
    fn bundles(&self) -> &[FluentBundle<FluentResource>] {
        self.bundles.get_or_init(|| {
            self.chain
                .iter()
                .map(|lang| {
                    let mut b = FluentBundle::new(vec![lang.clone()]);
                    b.set_use_isolating(false);
                    for (_, src) in sources(lang) {
                        // Broken messages are caught by the test suite; the
                        // good ones of a file still load.
                        let res = FluentResource::try_new(src.to_owned())
                            .unwrap_or_else(|(partial, _)| partial);
                        let _ = b.add_resource(res);
                    }
                    b
                })
                .collect()
        })
    }

    /// The language of the first bundle.
    pub fn language(&self) -> &LanguageIdentifier {
        &self.language
    }

    /// Whether the first bundle (the chosen language itself, not a
    /// fallback) has the message `id`.
    pub fn has_own(&self, id: &str) -> bool {
        self.bundles().first().is_some_and(|b| b.has_message(id))
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
        self.text_from(0, id, args)
    }

    /// Like [`text`](Localizer::text), from the bundle `from` of the chain on.
    fn text_from(&self, from: usize, id: &str, args: &[(&str, Arg<'_>)]) -> String {
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
        for b in self.bundles().iter().skip(from) {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errs = Vec::new();
                return b
                    .format_pattern(pattern, Some(&fargs), &mut errs)
                    .into_owned();
            }
        }
        id.to_owned()
    }

    /// A message with its arguments (nested messages localized first, in
    /// the language of the message itself: a message that falls back to
    /// English names its pieces and sides in English too, never in a
    /// mixture of languages).
    ///
    /// ```
    /// use fenlingo::i18n::{Localizer, Message};
    /// // Swedish has piece names (captions) but no messages of its own.
    /// let m = Message::new("move-no-piece")
    ///     .with("move", "Nf6")
    ///     .with("piece", Message::new("piece-knight"))
    ///     .with("square", "f6");
    /// assert_eq!(Localizer::new("sv").message(&m), "'Nf6': no knight can reach f6");
    /// ```
    pub fn message(&self, m: &Message) -> String {
        self.message_from(0, m)
    }

    /// The message from the first bundle (at `from` or later) that has it,
    /// with its nested messages from that bundle on.
    fn message_from(&self, from: usize, m: &Message) -> String {
        let from = self
            .bundles()
            .iter()
            .enumerate()
            .skip(from)
            .find(|(_, b)| b.has_message(&m.id))
            .map_or(from, |(i, _)| i);
        let args: Vec<(&str, Arg<'_>)> = m
            .args
            .iter()
            .map(|(k, v)| {
                let v = match v {
                    MessageArg::Text(t) => FluentValue::String(Cow::Borrowed(t.as_str())),
                    MessageArg::Number(n) => FluentValue::from(*n),
                    MessageArg::Message(inner) => {
                        FluentValue::String(Cow::Owned(self.message_from(from, inner)))
                    }
                };
                (*k, v)
            })
            .collect();
        self.text_from(from, &m.id, &args)
    }

    /// The localized message of anything that has one.
    ///
    /// ```
    /// let e = fenlingo::fen::read("8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    /// let ru = fenlingo::i18n::Localizer::new("ru");
    /// assert_eq!(ru.localize(&e), ru.fen_error(&e));
    /// ```
    pub fn localize(&self, x: &(impl Localize + ?Sized)) -> String {
        self.message(&x.message())
    }

    /// The localized message of a FEN error (without the excerpt).
    ///
    /// ```
    /// let e = fenlingo::fen::read("8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    /// let es = fenlingo::i18n::Localizer::new("es");
    /// assert_eq!(es.fen_error(&e), "se esperaban 8 filas, hay 7");
    /// ```
    pub fn fen_error(&self, e: &(impl Localize + ?Sized)) -> String {
        self.localize(e)
    }

    /// The localized description of a repair kind.
    ///
    /// ```
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.repair_kind(&fenlingo::fen::RepairKind::DoubleDash), "'--' for two empty fields");
    /// ```
    pub fn repair_kind(&self, kind: &(impl Localize + ?Sized)) -> String {
        self.localize(kind)
    }

    /// The localized line for a repair: what, and the text before and after.
    ///
    /// ```
    /// let r = &fenlingo::fen::read("8/8/8/8/8/8/8/8 w - \u{2013} 0 1").unwrap().repairs[0];
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.repair(r), "dash-like character for '-': '\u{2013}' read as '-'");
    /// ```
    pub fn repair(&self, r: &(impl Localize + ?Sized)) -> String {
        self.localize(r)
    }

    /// The localized message of a move that could not be played.
    ///
    /// ```
    /// let mut g = fenlingo::moves::Game::new(&fenlingo::Position::standard()).unwrap();
    /// let e = g.play_san("Nf6").unwrap_err();
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.move_error(&e), "'Nf6': no knight can reach f6");
    /// ```
    pub fn move_error(&self, e: &(impl Localize + ?Sized)) -> String {
        self.localize(e)
    }

    /// The localized line for a departure of move text from PGN.
    ///
    /// ```
    /// use fenlingo::san::{MoveRepair, MoveRepairKind};
    /// let r = MoveRepair { kind: MoveRepairKind::CastlingZeros, span: 0..3, before: "0-0".into() };
    /// let en = fenlingo::i18n::Localizer::new("en");
    /// assert_eq!(en.move_repair(&r), "castling written with zeros: '0-0'");
    /// ```
    pub fn move_repair(&self, r: &(impl Localize + ?Sized)) -> String {
        self.localize(r)
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
