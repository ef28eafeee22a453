//! `fenlingo serve`: board images and translations over HTTP, for a site
//! that puts `<img src="…/board.svg?fen=…">` in its pages. The image
//! parameters are web-boardimage's (`fen`, `orientation`, `size`,
//! `lastMove`, `check`, `arrows`, `squares`, `coordinates`, `colors`) and
//! fenlingo's own diagram options; `fen` may be in any notation, and the
//! caption is in the reader's language (`lang`, else `Accept-Language`).
//! The bytes are those of `fenlingo diagram` with the same options: the
//! same reader, the same options ([`DiagramSpec::set`]) and the same
//! encoder ([`encode`]). Answers depend only on the request, so they carry
//! an `ETag` and may be kept for a year by any cache in front.
//!
//! The library never prints: the access log goes to [`Config::log`].
//!
//! ```
//! use fenlingo::serve::{Headers, Service};
//! use fenlingo::render::Format;
//! let s = Service::new(0, 1024, None);
//! let a = s.image(Format::Svg, "fen=6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8_n_--_5_26&lang=es", &Headers::default());
//! assert!(String::from_utf8_lossy(&a.body).contains("Juegan las negras"));
//! ```
//!
//! [`DiagramSpec::set`]: crate::render::DiagramSpec::set
//! [`encode`]: crate::render::encode

mod answer;
mod cache;
mod error;
mod http;
mod picture;
mod query;

pub use answer::{Answer, Headers, JSON, Params, Service, Source};
pub use cache::{Cache, Cached, Notes, etag, request_hash};
pub use error::ServeError;
pub use http::run;
pub use picture::error_svg;
pub use query::{ImageQuery, MAX_QUERY, pairs};

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Where the service listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Listen {
    /// An IP address and port (port 0: any free port).
    Tcp(SocketAddr),
    /// A Unix socket's path.
    Unix(PathBuf),
}

impl std::str::FromStr for Listen {
    type Err = std::net::AddrParseError;

    /// `ADDR:PORT`, `[V6]:PORT`, `localhost:PORT`, or a path with a `/`
    /// (`unix:PATH` too) for a Unix socket.
    ///
    /// ```
    /// use fenlingo::serve::Listen;
    /// assert_eq!("127.0.0.1:8080".parse::<Listen>().unwrap(), Listen::Tcp("127.0.0.1:8080".parse().unwrap()));
    /// assert_eq!("localhost:80".parse::<Listen>().unwrap(), Listen::Tcp("127.0.0.1:80".parse().unwrap()));
    /// assert_eq!("/run/fenlingo.sock".parse::<Listen>().unwrap(), Listen::Unix("/run/fenlingo.sock".into()));
    /// assert!("8080".parse::<Listen>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Listen, Self::Err> {
        if let Some(path) = s.strip_prefix("unix:") {
            return Ok(Listen::Unix(path.into()));
        }
        if s.contains('/') {
            return Ok(Listen::Unix(s.into()));
        }
        match s.strip_prefix("localhost:") {
            Some(port) => format!("127.0.0.1:{port}").parse().map(Listen::Tcp),
            None => s.parse().map(Listen::Tcp),
        }
    }
}

/// One line of the access log.
#[derive(Debug)]
pub struct LogLine<'a> {
    /// The client's address (`unix` on a Unix socket).
    pub peer: &'a str,
    /// The method.
    pub method: &'a str,
    /// The path and query.
    pub target: &'a str,
    /// The status answered.
    pub status: u16,
    /// The bytes of the body.
    pub bytes: usize,
    /// The time taken to answer.
    pub elapsed: Duration,
    /// Whether the answer came from the cache.
    pub cached: bool,
    /// The code points of caption characters no font at hand draws
    /// (`U+0BA4 U+0BAE`), as the answer's `x-fenlingo-undrawn` header
    /// gives them.
    pub undrawn: Option<&'a str>,
}

/// Where the access log goes.
pub type Log = Arc<dyn Fn(&LogLine<'_>) + Send + Sync>;

/// How the service runs.
#[derive(Clone)]
pub struct Config {
    /// Where it listens.
    pub listen: Listen,
    /// Threads serving connections (and as many drawing PNG and PDF).
    pub workers: usize,
    /// The bytes of recent answers kept (0: none).
    pub cache_bytes: usize,
    /// Requests answered at once; the others wait up to the request
    /// timeout, then get 503.
    pub max_requests: usize,
    /// The longest a request is waited for or worked on.
    pub request_timeout: Duration,
    /// The longest a client may take to send its request's headers (an
    /// idle connection is closed after it too).
    pub header_timeout: Duration,
    /// The widest figure drawn, in pixels.
    pub max_size: u32,
    /// The piece sets a query may name (`pieces=`) besides the built-in
    /// one, as the command line names them.
    pub pieces: Vec<String>,
    /// The PDF creation date (seconds since 1970), as `SOURCE_DATE_EPOCH`
    /// gives it to `fenlingo diagram`.
    pub pdf_date: Option<i64>,
    /// The single-file page, served at `/` when built in.
    pub page: Option<&'static [u8]>,
    /// The access log (none: quiet).
    pub log: Option<Log>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            listen: Listen::Tcp(SocketAddr::from(([127, 0, 0, 1], 8080))),
            workers: std::thread::available_parallelism().map_or(2, |n| n.get()),
            cache_bytes: 32 << 20,
            max_requests: 256,
            request_timeout: Duration::from_secs(10),
            header_timeout: Duration::from_secs(5),
            max_size: 1024,
            pieces: Vec::new(),
            pdf_date: None,
            page: None,
            log: None,
        }
    }
}
