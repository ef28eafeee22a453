//! A request's query read into the library's vocabulary: web-boardimage's
//! parameters mapped onto the options of `fenlingo diagram`, fenlingo's
//! own set through [`DiagramSpec::set_as`], and the normalized form of
//! the whole (the key of the cache and of the `ETag`).

use super::error::ServeError;
use crate::render::{DiagramSpec, Format, parse_arrows};

/// The longest query answered (longer ones are `414 URI Too Long`).
pub const MAX_QUERY: usize = 8 * 1024;

/// The query's pairs, percent-decoded (`+` is a space), in order.
///
/// ```
/// use fenlingo::serve::pairs;
/// let p = pairs("fen=8%2F8+w&size=300").unwrap();
/// assert_eq!(p, [("fen".to_owned(), "8/8 w".to_owned()), ("size".to_owned(), "300".to_owned())]);
/// ```
pub fn pairs(query: &str) -> Result<Vec<(String, String)>, ServeError> {
    if query.len() > MAX_QUERY {
        return Err(ServeError::QueryTooLong {
            size: query.len(),
            max: MAX_QUERY,
        });
    }
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            let key = decode(k).ok_or_else(|| ServeError::BadEncoding {
                name: String::from_utf8_lossy(k.as_bytes()).into_owned(),
            })?;
            let value = decode(v).ok_or_else(|| ServeError::BadEncoding { name: key.clone() })?;
            Ok((key, value))
        })
        .collect()
}

/// Percent-decodes one part of a query; `None` when the bytes are not
/// UTF-8.
fn decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let hex = |at: usize| bytes.get(at).and_then(|c| (*c as char).to_digit(16));
        match b {
            b'+' => out.push(b' '),
            b'%' => match (hex(i + 1), hex(i + 2)) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            _ => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// What an image request asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct ImageQuery {
    /// The format, from the path.
    pub format: Format,
    /// The position text (`_` read as a space).
    pub fen: String,
    /// The notation of `fen`: `auto` or a built-in table's id.
    pub notation: String,
    /// The language asked for with `lang`.
    pub lang: Option<String>,
    /// The diagram options.
    pub spec: DiagramSpec,
    /// The options as set, in order, under their canonical names: with
    /// the rest, the normalized request.
    pub normalized: Vec<(&'static str, String)>,
}

/// The web-boardimage themes and the nearest of fenlingo's.
const COLORS: &[(&str, &str)] = &[
    ("lichess-brown", "screen"),
    ("lichess-blue", "blue"),
    ("wikipedia", "screen"),
];

impl ImageQuery {
    /// Reads the pairs of an image request; `max_size` is the widest
    /// figure the server draws.
    ///
    /// ```
    /// use fenlingo::serve::{ImageQuery, pairs};
    /// use fenlingo::render::Format;
    /// let q = ImageQuery::read(Format::Svg, &pairs("fen=8/8/8/8/8/8/8/K6k_w&arrows=Ge6g8,Bh7&coordinates=false").unwrap(), 1024).unwrap();
    /// assert_eq!(q.fen, "8/8/8/8/8/8/8/K6k w");
    /// let o = q.spec.options().unwrap();
    /// assert_eq!((o.arrows.len(), o.marks.len()), (1, 1));
    /// assert!(ImageQuery::read(Format::Svg, &pairs("fen=8/8&size=2000").unwrap(), 1024).is_err());
    /// assert!(ImageQuery::read(Format::Svg, &pairs("fen=8/8&colour=red").unwrap(), 1024).is_err());
    /// ```
    pub fn read(
        format: Format,
        pairs: &[(String, String)],
        max_size: u32,
    ) -> Result<ImageQuery, ServeError> {
        ImageQuery::read_with(format, pairs, max_size, &[])
    }

    /// Reads the pairs of an image request, where `pieces` may name the
    /// built-in set or one of `sets`, the piece sets the server was
    /// started with (a query never names a file of the server's).
    ///
    /// ```
    /// use fenlingo::serve::{ImageQuery, pairs};
    /// use fenlingo::render::Format;
    /// let p = pairs("fen=8/8/8/8/8/8/8/K6k_w&pieces=/etc/passwd").unwrap();
    /// assert!(ImageQuery::read(Format::Svg, &p, 1024).is_err());
    /// let p = pairs("fen=8/8/8/8/8/8/8/K6k_w&pieces=dejavu").unwrap();
    /// assert!(ImageQuery::read(Format::Svg, &p, 1024).is_ok());
    /// ```
    pub fn read_with(
        format: Format,
        pairs: &[(String, String)],
        max_size: u32,
        sets: &[String],
    ) -> Result<ImageQuery, ServeError> {
        let mut q = ImageQuery {
            format,
            fen: String::new(),
            notation: "auto".into(),
            lang: None,
            spec: DiagramSpec::default(),
            normalized: Vec::new(),
        };
        let mut fen = None;
        for (key, value) in pairs {
            match key.as_str() {
                "fen" => fen = Some(value.replace('_', " ")),
                "notation" => q.notation = value.trim().to_owned(),
                "lang" => q.lang = Some(value.trim().to_owned()).filter(|l| !l.is_empty()),
                "pieces" => q.pieces(key, value, sets)?,
                _ => q.option(key, value, max_size)?,
            }
        }
        q.fen = fen.ok_or(ServeError::Missing { name: "fen" })?;
        Ok(q)
    }

    /// The piece set: the built-in one or one the server was started with.
    fn pieces(&mut self, key: &str, value: &str, sets: &[String]) -> Result<(), ServeError> {
        let v = value.trim();
        if crate::render::pieces::PieceSet::builtin(v).is_some() || sets.iter().any(|s| s == v) {
            return self.set("pieces", v, key);
        }
        let values: Vec<&str> = crate::render::pieces::BUILTINS
            .into_iter()
            .chain(sets.iter().map(String::as_str))
            .collect();
        Err(ServeError::Option {
            error: crate::render::SpecError::BadValue {
                option: key.to_owned(),
                value: value.to_owned(),
                values: values.join(", "),
            },
        })
    }

    /// Sets one option, mapping web-boardimage's meaning onto fenlingo's.
    fn option(&mut self, key: &str, value: &str, max_size: u32) -> Result<(), ServeError> {
        let v = value.trim();
        let option = |e| ServeError::Option { error: e };
        match key {
            "size" => {
                let size = v.parse::<f32>().ok().filter(|s| s.is_finite());
                if !size.is_some_and(|s| (16.0..=max_size as f32).contains(&s)) {
                    return Err(ServeError::BadSize {
                        name: key.to_owned(),
                        value: value.to_owned(),
                        max: max_size,
                    });
                }
                self.set("size", v, key)
            }
            // A UCI move, its promotion letter aside; empty for none.
            "lastMove" if v.is_empty() => Ok(()),
            "lastMove" => {
                let mv = if v.len() == 5 && v.is_char_boundary(4) && "qrbn".contains(&v[4..]) {
                    &v[..4]
                } else {
                    v
                };
                self.set("last-move", mv, key)
            }
            // web-boardimage names the square of the king in check; fenlingo
            // finds a king in check itself (`check=no` turns it off).
            "check" if crate::Square::parse_str(v).is_some() => self.set("check", "yes", key),
            // Squares alone are circles, pairs are arrows (`Ge6g8,Bh7`).
            "arrows" | "arrow" => {
                let (arrows, circles): (Vec<&str>, Vec<&str>) = v
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .partition(|item| parse_arrows(item).is_ok() || item.len() > 3);
                if !arrows.is_empty() {
                    self.set("arrow", &arrows.join(","), key)?;
                }
                if !circles.is_empty() {
                    self.set("circle", &circles.join(","), key)?;
                }
                Ok(())
            }
            "squares" => self.set("mark", v, key),
            "coordinates" => match v.to_ascii_lowercase().as_str() {
                "true" | "1" => self.set("coords", "outside", key),
                "false" | "0" => self.set("coords", "none", key),
                _ => self.set("coords", v, key),
            },
            "colors" => match COLORS.iter().find(|(name, _)| name.eq_ignore_ascii_case(v)) {
                Some((_, theme)) => self.set("theme", theme, key),
                None => Err(option(crate::render::SpecError::BadValue {
                    option: key.to_owned(),
                    value: value.to_owned(),
                    values: COLORS
                        .iter()
                        .map(|(n, _)| *n)
                        .collect::<Vec<_>>()
                        .join(", "),
                })),
            },
            _ => self.set(key, value, key),
        }
    }

    /// Sets `name` through the one vocabulary, naming it `as_written`.
    fn set(&mut self, name: &str, value: &str, as_written: &str) -> Result<(), ServeError> {
        self.spec
            .set_as(name, value, as_written)
            .map_err(|error| ServeError::Option { error })?;
        let canonical = crate::render::find_option(name).map_or("", |o| o.name);
        self.normalized.push((canonical, value.to_owned()));
        Ok(())
    }
}
