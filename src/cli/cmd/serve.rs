//! `fenlingo serve`: the library's image and translation service, with
//! its settings from the command line and its access log on standard
//! error.

use crate::cli::ServeArgs;
use crate::cli::report::{Failure, Res};
use fenlingo::i18n::Localizer;
use fenlingo::serve::{Config, Listen, LogLine};
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

/// A size in bytes: a number with an optional `K`, `M` or `G` (powers of
/// 1024).
fn bytes(text: &str) -> Option<usize> {
    let t = text.trim();
    let (digits, unit) = match t.char_indices().last()? {
        (i, c) if c.is_ascii_alphabetic() => (&t[..i], c.to_ascii_uppercase()),
        _ => (t, 'B'),
    };
    let n: usize = digits.trim().parse().ok()?;
    let shift = match unit {
        'B' => 0,
        'K' => 10,
        'M' => 20,
        'G' => 30,
        _ => return None,
    };
    n.checked_mul(1usize << shift)
}

/// Seconds as a duration: positive and finite.
fn seconds(loc: &Localizer, option: &str, s: f64) -> Res<Duration> {
    Duration::try_from_secs_f64(s)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| bad(loc, option, &s.to_string()))
}

fn bad(loc: &Localizer, option: &str, value: &str) -> Failure {
    Failure::Usage(loc.text(
        "serve-bad-setting",
        &[
            ("option", option.to_owned().into()),
            ("value", value.to_owned().into()),
        ],
    ))
}

/// One access log line: client, request, status, bytes, time, `hit` for
/// an answer from the cache, and the code points of caption characters
/// drawn as `?` (`undrawn=U+0BA4,U+0BAE`) for the operator, who can
/// install a font that has them.
fn log_line(l: &LogLine<'_>) {
    let undrawn = l
        .undrawn
        .map(|u| format!(" undrawn={}", u.replace(' ', ",")))
        .unwrap_or_default();
    let line = format!(
        "{} \"{} {}\" {} {} {:.1}ms{}{}\n",
        l.peer,
        l.method,
        l.target,
        l.status,
        l.bytes,
        l.elapsed.as_secs_f64() * 1000.0,
        if l.cached { " hit" } else { "" },
        undrawn
    );
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// The piece sets offered, each read now: a set that does not load stops
/// the service before it listens.
fn piece_sets(loc: &Localizer, sets: &[String]) -> Res<Vec<String>> {
    for set in sets {
        let mut spec = fenlingo::render::DiagramSpec::default();
        spec.set_as("pieces", set, "--pieces")
            .and_then(|()| spec.options().map(|_| ()))
            .map_err(|e| Failure::Usage(loc.localize(&e)))?;
    }
    Ok(sets.to_vec())
}

pub fn run(loc: &Localizer, a: ServeArgs) -> Res<i32> {
    let listen: Listen = a
        .listen
        .parse()
        .map_err(|_| bad(loc, "--listen", &a.listen))?;
    let cache_bytes =
        bytes(&a.cache_size).ok_or_else(|| bad(loc, "--cache-size", &a.cache_size))?;
    if !(16..=fenlingo::render::MAX_PNG_PIXELS).contains(&a.max_size) {
        return Err(bad(loc, "--max-size", &a.max_size.to_string()));
    }
    let workers = match a.workers {
        Some(0) => return Err(bad(loc, "--workers", "0")),
        Some(n) => n,
        None => Config::default().workers,
    };
    let config = Config {
        listen,
        workers,
        cache_bytes,
        max_requests: a.max_requests.max(1),
        request_timeout: seconds(loc, "--timeout", a.timeout)?,
        header_timeout: seconds(loc, "--header-timeout", a.header_timeout)?,
        max_size: a.max_size,
        pieces: piece_sets(loc, &a.pieces)?,
        // The PDF date as `fenlingo diagram` takes it.
        pdf_date: std::env::var("SOURCE_DATE_EPOCH")
            .ok()
            .and_then(|v| v.trim().parse().ok()),
        page: page(),
        log: (!a.quiet).then(|| Arc::new(log_line) as fenlingo::serve::Log),
    };
    let unix = matches!(config.listen, Listen::Unix(_));
    // Quiet: errors only, and the address when the system chose its port
    // (nothing else would tell it).
    let any_port = matches!(config.listen, Listen::Tcp(a) if a.port() == 0);
    if !a.quiet {
        caption_warnings(loc);
    }
    fenlingo::serve::run(config, |address| {
        if a.quiet && !any_port {
            return;
        }
        let url = if unix {
            format!("unix:{address}")
        } else {
            format!("http://{address}")
        };
        diag!(
            loc,
            "fenlingo: {}",
            loc.text("serve-listening", &[("address", url.into())])
        );
    })
    .map_err(|e| {
        Failure::Io(loc.text(
            "serve-bind",
            &[
                ("address", a.listen.clone().into()),
                ("reason", fenlingo::output::reason(loc, &e).into()),
            ],
        ))
    })?;
    Ok(0)
}

/// Says, before serving, which languages' captions will be in English
/// because no installed font draws their script: `warning: ja: …`.
fn caption_warnings(loc: &Localizer) {
    for lang in fenlingo::i18n::available() {
        let tag = lang.to_string();
        if let Some((_, note)) = fenlingo::render::caption_fallback(&Localizer::new(&tag)) {
            diag!(
                loc,
                "{}: {tag}: {}",
                loc.text("warning", &[]),
                loc.localize(&note)
            );
        }
    }
}

/// The single-file page, when the build was given it (`FENLINGO_PAGE`).
fn page() -> Option<&'static [u8]> {
    #[cfg(fenlingo_page)]
    return Some(include_bytes!(env!("FENLINGO_PAGE_PATH")));
    #[cfg(not(fenlingo_page))]
    None
}
