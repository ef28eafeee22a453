//! The service on the network: axum's router over hyper's HTTP/1
//! connections on a tokio runtime, with header and request timeouts, a cap
//! on requests answered at once, an access log through a callback, and a
//! graceful stop on SIGTERM or SIGINT.

use super::answer::{Answer, Headers, Service, Source};
use super::error::ServeError;
use super::{Config, Listen, LogLine};
use crate::render::Format;
use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use axum::routing::get;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use std::convert::Infallible;
use std::future::{Future, poll_fn};
use std::pin::pin;
use std::sync::Arc;
use std::task::Poll;
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::Semaphore;
use tower_service::Service as _;

/// What every request shares.
struct Shared {
    service: Service,
    permits: Semaphore,
    request_timeout: Duration,
    page: Option<&'static [u8]>,
}

/// Runs the service until SIGTERM or SIGINT; `ready` is told the address
/// it listens on (the port chosen for port 0) once it accepts.
pub fn run(config: Config, ready: impl FnOnce(&str)) -> std::io::Result<()> {
    let workers = config.workers.max(1);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers)
        .max_blocking_threads(workers)
        .enable_io()
        .enable_time()
        .build()?;
    rt.block_on(serve(config, ready))
}

/// A listening socket of either kind.
enum Listener {
    Tcp(tokio::net::TcpListener),
    #[cfg(unix)]
    Unix(tokio::net::UnixListener, std::path::PathBuf),
}

/// An accepted connection, with the peer's name for the log.
trait Stream: AsyncRead + AsyncWrite + Send + Unpin + 'static {}
impl<T: AsyncRead + AsyncWrite + Send + Unpin + 'static> Stream for T {}

impl Listener {
    async fn bind(listen: &Listen) -> std::io::Result<(Listener, String)> {
        match listen {
            Listen::Tcp(addr) => {
                let l = tokio::net::TcpListener::bind(addr).await?;
                let name = l.local_addr()?.to_string();
                Ok((Listener::Tcp(l), name))
            }
            #[cfg(unix)]
            Listen::Unix(path) => {
                // A socket left by an earlier run is replaced; any other
                // file is not.
                use std::os::unix::fs::FileTypeExt;
                if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_socket()) {
                    std::fs::remove_file(path)?;
                }
                let l = tokio::net::UnixListener::bind(path)?;
                Ok((Listener::Unix(l, path.clone()), path.display().to_string()))
            }
            #[cfg(not(unix))]
            Listen::Unix(_) => Err(std::io::ErrorKind::Unsupported.into()),
        }
    }

    /// The next connection, or `None` once `stop` is ready.
    async fn accept(
        &self,
        stop: &mut std::pin::Pin<&mut impl Future<Output = ()>>,
    ) -> Option<std::io::Result<(Box<dyn Stream>, String)>> {
        poll_fn(|cx| {
            if stop.as_mut().poll(cx).is_ready() {
                return Poll::Ready(None);
            }
            match self {
                Listener::Tcp(l) => l.poll_accept(cx).map(|r| {
                    Some(r.map(|(s, peer)| {
                        let _ = s.set_nodelay(true);
                        (Box::new(s) as Box<dyn Stream>, peer.to_string())
                    }))
                }),
                #[cfg(unix)]
                Listener::Unix(l, _) => l
                    .poll_accept(cx)
                    .map(|r| Some(r.map(|(s, _)| (Box::new(s) as Box<dyn Stream>, "unix".into())))),
            }
        })
        .await
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        #[cfg(unix)]
        if let Listener::Unix(_, path) = self {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// SIGTERM or SIGINT.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let (Ok(mut term), Ok(mut int)) = (
            signal(SignalKind::terminate()),
            signal(SignalKind::interrupt()),
        ) else {
            return std::future::pending().await;
        };
        poll_fn(|cx| {
            if term.poll_recv(cx).is_ready() || int.poll_recv(cx).is_ready() {
                Poll::Ready(())
            } else {
                Poll::Pending
            }
        })
        .await
    }
    #[cfg(not(unix))]
    std::future::pending::<()>().await
}

async fn serve(config: Config, ready: impl FnOnce(&str)) -> std::io::Result<()> {
    let (listener, name) = Listener::bind(&config.listen).await?;
    let shared = Arc::new(Shared {
        service: Service::new(config.cache_bytes, config.max_size, config.pdf_date)
            .with_pieces(config.pieces.clone()),
        permits: Semaphore::new(config.max_requests.max(1)),
        request_timeout: config.request_timeout,
        page: config.page,
    });
    let router = router(Arc::clone(&shared));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(config.header_timeout)
        .max_buf_size(super::MAX_QUERY * 4);
    let graceful = GracefulShutdown::new();
    let log = config.log.clone();
    ready(&name);
    let mut stop = pin!(stop_signal());
    while let Some(accepted) = listener.accept(&mut stop).await {
        let (stream, peer) = match accepted {
            Ok(x) => x,
            // Out of descriptors and the like: wait a moment, go on.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        let (router, log) = (router.clone(), log.clone());
        let svc = hyper::service::service_fn(move |req: hyper::Request<hyper::body::Incoming>| {
            let mut router = router.clone();
            let (log, peer) = (log.clone(), peer.clone());
            async move {
                let start = Instant::now();
                let method = req.method().clone();
                let target = req.uri().to_string();
                let resp = router.call(req.map(Body::new)).await?;
                if let Some(log) = &log {
                    let bytes = resp
                        .headers()
                        .get(header::CONTENT_LENGTH)
                        .and_then(|v| v.to_str().ok()?.parse().ok())
                        .unwrap_or(0);
                    log(&LogLine {
                        peer: &peer,
                        method: method.as_str(),
                        target: &target,
                        status: resp.status().as_u16(),
                        bytes,
                        elapsed: start.elapsed(),
                        cached: resp.headers().contains_key("x-fenlingo-cache"),
                        undrawn: resp.headers().get(UNDRAWN).and_then(|v| v.to_str().ok()),
                    });
                }
                Ok::<_, Infallible>(resp)
            }
        });
        let conn = graceful.watch(http.serve_connection(TokioIo::new(stream), svc));
        tokio::spawn(async move {
            let _ = conn.await;
        });
    }
    drop(listener);
    // In-flight requests finish; a client that reads nothing is not waited
    // for past the request timeout.
    let _ = tokio::time::timeout(
        config.request_timeout + Duration::from_secs(1),
        graceful.shutdown(),
    )
    .await;
    Ok(())
}

fn router(shared: Arc<Shared>) -> Router {
    let method = |req: Request| async move { error_response(&ServeError::Method, req.headers()) };
    let image = |format| {
        get(move |State(s): State<Arc<Shared>>, req: Request| answer(s, Page::Image(format), req))
            .fallback(method)
    };
    let page = |p: Page| {
        get(move |State(s): State<Arc<Shared>>, req: Request| answer(s, p, req)).fallback(method)
    };
    Router::new()
        .route("/board.svg", image(Format::Svg))
        .route("/board.png", image(Format::Png))
        .route("/board.pdf", image(Format::Pdf))
        .route("/translate", page(Page::Translate))
        .route("/moves", page(Page::Moves))
        .route("/healthz", page(Page::Health))
        .route("/", page(Page::Index))
        .fallback(|req: Request| async move {
            let path = req.uri().path().to_owned();
            error_response(&ServeError::NotFound { path }, req.headers())
        })
        .with_state(shared)
}

/// What a path answers.
#[derive(Clone, Copy)]
enum Page {
    Image(Format),
    Translate,
    Moves,
    Health,
    Index,
}

/// A request's headers as owned text, for an answer made on another
/// thread.
struct OwnedHeaders {
    accept_language: Option<String>,
    if_none_match: Option<String>,
    accept: Option<String>,
}

impl OwnedHeaders {
    fn of(h: &HeaderMap) -> OwnedHeaders {
        let get = |name| {
            h.get(name)
                .and_then(|v: &HeaderValue| v.to_str().ok())
                .map(str::to_owned)
        };
        OwnedHeaders {
            accept_language: get(header::ACCEPT_LANGUAGE),
            if_none_match: get(header::IF_NONE_MATCH),
            accept: get(header::ACCEPT),
        }
    }

    fn borrow(&self) -> Headers<'_> {
        Headers {
            accept_language: self.accept_language.as_deref(),
            if_none_match: self.if_none_match.as_deref(),
            accept: self.accept.as_deref(),
        }
    }
}

async fn answer(s: Arc<Shared>, page: Page, req: Request) -> Response {
    let query = req.uri().query().unwrap_or("").to_owned();
    let headers = OwnedHeaders::of(req.headers());
    let a = match page {
        Page::Health => Answer {
            status: 200,
            content_type: "text/plain; charset=utf-8",
            body: "ok\n".into(),
            etag: None,
            source: Source::Made,
            notes: super::Notes::default(),
        },
        Page::Index => s.service.index(s.page, &headers.borrow()),
        _ => {
            let Ok(permit) = tokio::time::timeout(s.request_timeout, s.permits.acquire()).await
            else {
                return error_response(&ServeError::Busy, req.headers());
            };
            let s2 = Arc::clone(&s);
            let work = move || match page {
                Page::Image(f) => s2.service.image(f, &query, &headers.borrow()),
                Page::Translate => s2.service.translate(&query, &headers.borrow()),
                _ => s2.service.moves(&query, &headers.borrow()),
            };
            // SVG and text are quick; PNG and PDF are drawn off the
            // threads that serve connections.
            let a = if matches!(page, Page::Image(Format::Png | Format::Pdf)) {
                match tokio::time::timeout(s.request_timeout, tokio::task::spawn_blocking(work))
                    .await
                {
                    Ok(Ok(a)) => a,
                    Ok(Err(_)) => return error_response(&ServeError::Busy, req.headers()),
                    Err(_) => return error_response(&ServeError::Timeout, req.headers()),
                }
            } else {
                work()
            };
            drop(permit);
            a
        }
    };
    response(
        a,
        matches!(page, Page::Image(_) | Page::Translate | Page::Moves),
    )
}

/// The header naming caption characters no font at hand draws (see
/// [`Notes`](super::Notes)).
const UNDRAWN: &str = "x-fenlingo-undrawn";

/// The HTTP response of an answer.
fn response(a: Answer, localized: bool) -> Response {
    let mut r = Response::new(Body::from(a.body.clone()));
    *r.status_mut() = StatusCode::from_u16(a.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(a.content_type),
    );
    h.insert(header::CONTENT_LENGTH, HeaderValue::from(a.body.len()));
    if let Some(tag) = a
        .etag
        .as_deref()
        .and_then(|t| HeaderValue::from_str(t).ok())
    {
        h.insert(header::ETAG, tag);
        h.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        );
    } else {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if localized {
        let vary = if a.status >= 400 {
            "Accept-Language, Accept"
        } else {
            "Accept-Language"
        };
        h.insert(header::VARY, HeaderValue::from_static(vary));
    }
    if a.source == Source::Cached {
        h.insert("x-fenlingo-cache", HeaderValue::from_static("hit"));
    }
    if let Some(lang) = a
        .notes
        .language
        .as_deref()
        .and_then(|l| HeaderValue::from_str(l).ok())
    {
        h.insert(header::CONTENT_LANGUAGE, lang);
    }
    if let Some(chars) = a
        .notes
        .undrawn_header()
        .and_then(|v| HeaderValue::from_str(&v).ok())
    {
        h.insert(UNDRAWN, chars);
    }
    if a.status == 503 {
        h.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    }
    if a.status == 304 {
        h.remove(header::CONTENT_LENGTH);
        *r.body_mut() = Body::empty();
    }
    r
}

/// An error of the path or of the server's load, as JSON in the
/// language of `Accept-Language`.
fn error_response(e: &ServeError, h: &HeaderMap) -> Response {
    let headers = OwnedHeaders::of(h);
    let h = Headers {
        accept: None,
        ..headers.borrow()
    };
    response(Service::error(e, &h, None), true)
}
