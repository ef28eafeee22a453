//! The service's answers, apart from HTTP: an image, a translation or
//! replayed moves for a query, through the same reading, options and
//! encoder as `fenlingo diagram`, `translate --json` and `moves --json`.

use super::cache::{Cache, Cached, Notes, etag, request_hash};
use super::error::ServeError;
use super::query::{ImageQuery, pairs};
use crate::Notation;
use crate::i18n::{self, Localizer};
use crate::input::{Diagnostic, GameOptions, InputFormat, Letters, Reader, ReaderOptions, Record};
use crate::movetext::{Form, Style};
use crate::render::{Diagram, Encoding, Format, SpecError, Undrawn, encode};
use axum::body::Bytes;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use unic_langid::LanguageIdentifier;

/// What a request says beside its path and query.
#[derive(Debug, Clone, Copy, Default)]
pub struct Headers<'a> {
    /// `Accept-Language`.
    pub accept_language: Option<&'a str>,
    /// `If-None-Match`.
    pub if_none_match: Option<&'a str>,
    /// `Accept`.
    pub accept: Option<&'a str>,
}

/// Whether an answer came from the cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Made for this request.
    Made,
    /// Kept from an earlier one.
    Cached,
    /// Not needed: the client has it (304).
    NotModified,
}

/// An answer.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The HTTP status.
    pub status: u16,
    /// Its media type.
    pub content_type: &'static str,
    /// Its bytes.
    pub body: Bytes,
    /// The `ETag` of an answer that depends only on the request.
    pub etag: Option<String>,
    /// Where it came from.
    pub source: Source,
    /// What an image says beside its bytes (its headers).
    pub notes: Notes,
}

impl Answer {
    fn new(status: u16, content_type: &'static str, body: impl Into<Bytes>) -> Answer {
        Answer {
            status,
            content_type,
            body: body.into(),
            etag: None,
            source: Source::Made,
            notes: Notes::default(),
        }
    }
}

/// The media type of JSON answers.
pub const JSON: &str = "application/json";

thread_local! {
    /// Localizers by language, made once per thread (at most one per
    /// language fenlingo has).
    static LOCALIZERS: RefCell<HashMap<LanguageIdentifier, Rc<Localizer>>> = RefCell::new(HashMap::new());
    /// Detection over the built-in tables.
    static AUTO: Letters<'static> = Letters::auto();
}

/// The localizer of `lang`, kept for the thread.
fn localizer(lang: &LanguageIdentifier) -> Rc<Localizer> {
    LOCALIZERS.with(|m| {
        Rc::clone(
            m.borrow_mut()
                .entry(lang.clone())
                .or_insert_with(|| Rc::new(Localizer::new(&lang.to_string()))),
        )
    })
}

/// The reader's language: `lang` when given, else `Accept-Language`,
/// else English.
fn language(lang: Option<&str>, h: &Headers<'_>) -> LanguageIdentifier {
    match (lang.and_then(i18n::parse_locale), h.accept_language) {
        (Some(l), _) => i18n::negotiate(&[l]),
        (None, Some(header)) => i18n::negotiate_accept_language(header),
        (None, None) => i18n::negotiate(&[]),
    }
}

/// The `lang` parameter (the last when repeated).
fn lang_of(pairs: &[(String, String)]) -> Option<&str> {
    pairs
        .iter()
        .rev()
        .find(|(k, _)| k == "lang")
        .map(|(_, v)| v.trim())
        .filter(|v| !v.is_empty())
}

/// A built-in table (or `auto` where allowed) named by a parameter.
fn table(
    name: &'static str,
    value: &str,
    auto: bool,
) -> Result<Option<&'static Notation>, ServeError> {
    if auto && value.eq_ignore_ascii_case("auto") {
        return Ok(None);
    }
    Notation::builtin(value)
        .map(Some)
        .ok_or_else(|| ServeError::UnknownNotation {
            name,
            value: value.to_owned(),
        })
}

/// Runs `f` with the letters a `notation` parameter names.
fn with_letters<R>(t: Option<&'static Notation>, f: impl FnOnce(&Letters<'static>) -> R) -> R {
    match t {
        None => AUTO.with(|auto| f(auto)),
        Some(t) => f(&Letters::Table(t)),
    }
}

/// The first record of `text` read as the command line reads an argument.
fn first_record<'n>(
    text: &str,
    letters: &Letters<'n>,
    opts: ReaderOptions<'_>,
    loc: &Localizer,
    name: &'static str,
) -> Result<Record<'n>, ServeError> {
    let bad = |d: Diagnostic| ServeError::Input {
        name,
        diagnostic: Box::new(d),
    };
    let mut r = Reader::new(
        std::io::Cursor::new(text.as_bytes().to_vec()),
        letters,
        opts,
    );
    match r.next_record() {
        Ok(Some(Ok(rec))) => Ok(rec),
        Ok(Some(Err(e))) => Err(bad(Diagnostic::of_record(loc, "<arg>", &e))),
        Ok(None) | Err(_) => Err(empty(loc, name)),
    }
}

/// The error of text that holds nothing but blanks or a comment: the
/// empty line's.
fn empty(loc: &Localizer, name: &'static str) -> ServeError {
    match crate::fen::read("") {
        Err(e) => ServeError::Input {
            name,
            diagnostic: Box::new(Diagnostic::of_fen(loc, "<arg>", &e)),
        },
        Ok(_) => ServeError::Missing { name },
    }
}

/// The service's answers, with the settings it was started with.
#[derive(Debug)]
pub struct Service {
    cache: Cache,
    max_size: u32,
    pdf_date: Option<i64>,
    /// The piece sets a query may name besides the built-in one.
    pieces: Vec<String>,
}

impl Service {
    /// A service keeping `cache_bytes` of recent answers, drawing figures
    /// at most `max_size` pixels wide, with `pdf_date` (seconds since
    /// 1970, from `SOURCE_DATE_EPOCH`) in its PDFs.
    pub fn new(cache_bytes: usize, max_size: u32, pdf_date: Option<i64>) -> Service {
        Service {
            cache: Cache::new(cache_bytes),
            max_size,
            pdf_date,
            pieces: Vec::new(),
        }
    }

    /// The service, offering these piece sets (as `--pieces` names them:
    /// folders, font files or installed fonts, checked by the caller).
    pub fn with_pieces(mut self, sets: Vec<String>) -> Service {
        self.pieces = sets;
        self
    }

    /// The answer to `GET /board.{svg,png,pdf}?query`.
    ///
    /// ```
    /// use fenlingo::serve::{Headers, Service};
    /// use fenlingo::render::Format;
    /// let s = Service::new(1 << 20, 1024, None);
    /// let h = Headers { accept_language: Some("ru"), ..Headers::default() };
    /// let a = s.image(Format::Svg, "fen=8/8/8/8/8/8/8/K6k_w", &h);
    /// assert_eq!(a.status, 200);
    /// assert!(String::from_utf8_lossy(&a.body).contains("Ход белых"));
    /// assert_eq!(s.image(Format::Svg, "fen=8/8/8/8/8/X7/8/K6k", &h).status, 400);
    /// ```
    pub fn image(&self, format: Format, query: &str, h: &Headers<'_>) -> Answer {
        let p = match pairs(query) {
            Ok(p) => p,
            Err(e) => return Service::error_in(&e, language(None, h), h, Some(format)),
        };
        let lang = language(lang_of(&p), h);
        let q = match ImageQuery::read_with(format, &p, self.max_size, &self.pieces) {
            Ok(q) => q,
            Err(e) => return Service::error_in(&e, lang, h, Some(format)),
        };
        let lang_text = lang.to_string();
        let mut parts = vec![format.extension(), &lang_text, &q.notation, &q.fen];
        let options: Vec<String> = q
            .normalized
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        parts.extend(options.iter().map(String::as_str));
        let hash = request_hash(&parts);
        let content_type = match format {
            Format::Svg => "image/svg+xml",
            Format::Png => "image/png",
            Format::Pdf => "application/pdf",
        };
        self.cached(hash, h, content_type, || {
            self.draw(&q, &lang)
                .map_err(|e| Box::new(Service::error_in(&e, lang.clone(), h, Some(format))))
        })
    }

    /// The figure's bytes and notes, or why there are none.
    fn draw(
        &self,
        q: &ImageQuery,
        lang: &LanguageIdentifier,
    ) -> Result<(Vec<u8>, Notes), ServeError> {
        let loc = localizer(lang);
        let t = table("notation", &q.notation, true)?;
        if let Some(t) = t.filter(|t| !t.has_board()) {
            return Err(ServeError::NoBoard {
                value: t.id().to_owned(),
            });
        }
        let opts = q
            .spec
            .options()
            .map_err(|error| ServeError::Option { error })?;
        let position = with_letters(t, |letters| {
            match first_record(&q.fen, letters, ReaderOptions::default(), &loc, "fen")? {
                Record::Position { read, .. } => Ok(read.parsed.position),
                _ => Err(ServeError::Missing { name: "fen" }),
            }
        })?;
        let d = Diagram::new(&position, &opts, &loc);
        let how = Encoding {
            png_scale: 1.0,
            png_dpi: None,
            // The language of the caption: English when the language
            // asked for has no font at hand.
            pdf: crate::render::pdf::Meta {
                title: None,
                date: self.pdf_date,
                lang: Some(d.lang.clone()),
                pdfx: None,
            },
        };
        let mut undrawn = Undrawn::default();
        if let Some(caption) = &d.caption {
            undrawn.gather(&caption.text, &d.lang);
        }
        let notes = Notes {
            language: Some(d.lang.clone()),
            undrawn,
        };
        let bytes = encode(&d, q.format, &how).map_err(ServeError::Encode)?;
        Ok((bytes, notes))
    }

    /// The answer to `GET /translate?fen=…&from=…&to=…`: the object of
    /// `translate --json`.
    pub fn translate(&self, query: &str, h: &Headers<'_>) -> Answer {
        self.text(
            query,
            h,
            "translate",
            &["fen", "from", "to", "lang"],
            |p, loc| {
                let from = table("from", p.get("from").unwrap_or("auto"), true)?;
                let to = table("to", p.get("to").unwrap_or("en"), false)?
                    .unwrap_or(Notation::standard());
                for t in [from, Some(to)].into_iter().flatten() {
                    if !t.has_board() {
                        return Err(ServeError::NoBoard {
                            value: t.id().to_owned(),
                        });
                    }
                }
                // `_` for a space, as web-boardimage reads `fen`.
                let fen = p
                    .get("fen")
                    .ok_or(ServeError::Missing { name: "fen" })?
                    .replace('_', " ");
                let wopts = crate::fen::WriteOptions {
                    notation: to,
                    ..crate::fen::WriteOptions::default()
                };
                with_letters(from, |letters| {
                    let opts = ReaderOptions::default();
                    let mut r =
                        Reader::new(std::io::Cursor::new(fen.as_bytes().to_vec()), letters, opts);
                    match r.next_record() {
                        Ok(Some(Ok(rec))) => {
                            crate::input::json::translated(loc, "<arg>", &rec, wopts)
                                .map(|v| (true, v))
                                .ok_or(ServeError::Missing { name: "fen" })
                        }
                        Ok(Some(Err(e))) => {
                            Ok((false, crate::input::json::failed(loc, "<arg>", &e)))
                        }
                        Ok(None) | Err(_) => Err(empty(loc, "fen")),
                    }
                })
            },
        )
    }

    /// The answer to `GET /moves?text=…&from=…&to=…`: the object of
    /// `moves --json`.
    pub fn moves(&self, query: &str, h: &Headers<'_>) -> Answer {
        self.text(
            query,
            h,
            "moves",
            &["text", "from", "to", "lang"],
            |p, loc| {
                let from = table("from", p.get("from").unwrap_or("auto"), true)?;
                let to = table("to", p.get("to").unwrap_or("en"), false)?
                    .unwrap_or(Notation::standard());
                let text = p.get("text").ok_or(ServeError::Missing { name: "text" })?;
                let opts = ReaderOptions {
                    format: InputFormat::Pgn,
                    game: GameOptions {
                        start: None,
                        style: Some(Style::Pasted),
                        to,
                        form: Form::Standard,
                        record: false,
                    },
                    ..ReaderOptions::default()
                };
                with_letters(from, |letters| {
                    let mut r = Reader::new(
                        std::io::Cursor::new(text.as_bytes().to_vec()),
                        letters,
                        opts,
                    );
                    match r.next_record() {
                        Ok(Some(Ok(Record::Game { line, read }))) => {
                            let ok = read.replay.error.is_none();
                            Ok((ok, crate::input::json::game(loc, "<arg>", line, &read)))
                        }
                        Ok(Some(Err(e))) => {
                            Ok((false, crate::input::json::failed(loc, "<arg>", &e)))
                        }
                        _ => Err(empty(loc, "text")),
                    }
                })
            },
        )
    }

    /// A text answer: the parameters checked against `names`, the JSON
    /// made by `make` (200 when it went through, 400 when not).
    fn text(
        &self,
        query: &str,
        h: &Headers<'_>,
        path: &str,
        names: &[&'static str],
        make: impl FnOnce(&Params, &Localizer) -> Result<(bool, serde_json::Value), ServeError>,
    ) -> Answer {
        let p = match pairs(query) {
            Ok(p) => p,
            Err(e) => return Service::error_in(&e, language(None, h), h, None),
        };
        let lang = language(lang_of(&p), h);
        let params = match Params::read(p, names) {
            Ok(p) => p,
            Err(e) => return Service::error_in(&e, lang, h, None),
        };
        let lang_text = lang.to_string();
        let mut parts = vec![path, &lang_text];
        for n in names {
            parts.push(n);
            parts.push(params.get(n).unwrap_or("\u{0}"));
        }
        let hash = request_hash(&parts);
        let loc = localizer(&lang);
        let made = make(&params, &loc);
        let (ok, v) = match made {
            Ok(x) => x,
            Err(e) => return Service::error_in(&e, lang, h, None),
        };
        let body = v.to_string().into_bytes();
        if !ok {
            return Answer::new(400, JSON, body);
        }
        self.cached(hash, h, JSON, || Ok((body, Notes::default())))
    }

    /// The answer for `hash`: 304 when the client has it, else from the
    /// cache, else made by `make` and kept.
    fn cached(
        &self,
        hash: u128,
        h: &Headers<'_>,
        content_type: &'static str,
        make: impl FnOnce() -> Result<(Vec<u8>, Notes), Box<Answer>>,
    ) -> Answer {
        let tag = etag(hash);
        let matches = h.if_none_match.is_some_and(|v| {
            v.split(',')
                .map(|t| t.trim().trim_start_matches("W/"))
                .any(|t| t == tag || t == "*")
        });
        let (body, notes, source) = if matches {
            (Bytes::new(), Notes::default(), Source::NotModified)
        } else if let Some(c) = self.cache.get(hash) {
            (c.body, c.notes, Source::Cached)
        } else {
            let (body, notes) = match make() {
                Ok((b, notes)) => (Bytes::from(b), notes),
                Err(a) => return *a,
            };
            self.cache.put(
                hash,
                Cached {
                    content_type,
                    body: body.clone(),
                    notes: notes.clone(),
                },
            );
            (body, notes, Source::Made)
        };
        Answer {
            status: if matches { 304 } else { 200 },
            content_type,
            body,
            etag: Some(tag),
            source,
            notes,
        }
    }

    /// The answer for an error in the language of `Accept-Language`.
    pub fn error(e: &ServeError, h: &Headers<'_>, format: Option<Format>) -> Answer {
        Service::error_in(e, language(None, h), h, format)
    }

    /// The answer for an error, in the reader's language: JSON, or a
    /// small picture of the message for a client that takes images only.
    fn error_in(
        e: &ServeError,
        lang: LanguageIdentifier,
        h: &Headers<'_>,
        format: Option<Format>,
    ) -> Answer {
        let loc = localizer(&lang);
        let v = e.to_json(&loc);
        let images_only = h
            .accept
            .is_some_and(|a| a.contains("image/") && !a.contains("json"));
        let message = v["message"].as_str().unwrap_or_default();
        match format {
            Some(f @ (Format::Svg | Format::Png)) if images_only => {
                let svg = super::picture::error_svg(message);
                match f {
                    Format::Png => match crate::render::png::render(&svg, 1.0) {
                        Ok(png) => Answer::new(e.status(), "image/png", png),
                        Err(_) => Answer::new(e.status(), JSON, v.to_string()),
                    },
                    _ => Answer::new(e.status(), "image/svg+xml", svg),
                }
            }
            _ => Answer::new(e.status(), JSON, v.to_string()),
        }
    }
}

/// The parameters of a text request: each known name once.
pub struct Params(Vec<(String, String)>);

impl Params {
    fn read(pairs: Vec<(String, String)>, names: &[&'static str]) -> Result<Params, ServeError> {
        if let Some((k, _)) = pairs.iter().find(|(k, _)| !names.contains(&k.as_str())) {
            return Err(ServeError::Option {
                error: SpecError::UnknownOption {
                    name: k.clone(),
                    names: names.join(", "),
                },
            });
        }
        Ok(Params(pairs))
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

impl Service {
    /// The answer to `GET /`: the single-file page when it is built in,
    /// else a short page naming the endpoints, in the reader's language.
    pub fn index(&self, page: Option<&'static [u8]>, h: &Headers<'_>) -> Answer {
        const HTML: &str = "text/html; charset=utf-8";
        if let Some(page) = page {
            return Answer::new(200, HTML, Bytes::from_static(page));
        }
        let lang = i18n::negotiate_interface(
            &h.accept_language
                .map(|a| {
                    a.split(',')
                        .map(|t| t.split(';').next().unwrap_or("").trim())
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default(),
        );
        let loc = localizer(&lang);
        let t = |id: &str| crate::render::svg::escape(&loc.text(id, &[]));
        let example = "/board.svg?fen=6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8_n_-_-_5_26&amp;lang=es";
        let body = format!(
            "<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>fenlingo</title></head><body>\n\
             <h1>fenlingo {version}</h1>\n<p>{intro}</p>\n<ul>\n\
             <li><code>/board.svg</code>, <code>/board.png</code>, <code>/board.pdf</code>: {images}</li>\n\
             <li><code>/translate?fen=…&amp;from=…&amp;to=…</code>: {translate}</li>\n\
             <li><code>/moves?text=…&amp;from=…&amp;to=…</code>: {moves}</li>\n\
             <li><code>/healthz</code>: {health}</li>\n</ul>\n\
             <p><img src=\"{example}\" alt=\"\"></p>\n<pre>&lt;img src=\"{example}\"&gt;</pre>\n</body></html>\n",
            version = env!("CARGO_PKG_VERSION"),
            intro = t("serve-index-intro"),
            images = t("serve-index-images"),
            translate = t("serve-index-translate"),
            moves = t("serve-index-moves"),
            health = t("serve-index-health"),
        );
        Answer::new(200, HTML, body)
    }
}
