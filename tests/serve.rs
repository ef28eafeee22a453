//! `fenlingo serve` against the running binary on 127.0.0.1, with a
//! plain HTTP/1.1 client over `TcpStream`: every parameter, the same bytes
//! as `fenlingo diagram`, languages, ETag and 304, every kind of bad
//! request, stalled connections and a graceful stop. Every request goes to
//! the loopback address; each test starts its own server on a free port.
#![cfg(feature = "serve")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_fenlingo");
const ES: &str = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26";
const CHECK: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

struct Server {
    child: Child,
    addr: String,
}

impl Server {
    /// Starts `fenlingo serve` on a free port with `args`, and reads the
    /// address it prints.
    fn start(args: &[&str]) -> Server {
        let mut child = Command::new(BIN)
            .args([
                "--lang",
                "en",
                "serve",
                "--listen",
                "127.0.0.1:0",
                "--quiet",
            ])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stderr = child.stderr.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if let Some(at) = line.find("http://") {
                    let _ = tx.send(line[at + 7..].trim().to_owned());
                }
            }
        });
        let addr = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("the server says where it listens");
        Server { child, addr }
    }

    fn get(&self, target: &str) -> Reply {
        self.request("GET", target, &[])
    }

    fn request(&self, method: &str, target: &str, headers: &[(&str, &str)]) -> Reply {
        request(&self.addr, method, target, headers)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Debug)]
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("{e}: {:?}", self.text()))
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// One request on its own connection, read to the end.
fn request(addr: &str, method: &str, target: &str, headers: &[(&str, &str)]) -> Reply {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut req = format!("{method} {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    s.write_all(req.as_bytes()).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete head");
    let head = String::from_utf8_lossy(&raw[..end]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect();
    Reply {
        status,
        headers,
        body: raw[end + 4..].to_vec(),
    }
}

/// A query value: spaces as `_`, the rest percent-encoded where needed.
fn q(text: &str) -> String {
    let mut out = String::new();
    for b in text.replace(' ', "_").bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'/' | b',' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The bytes `fenlingo diagram` writes for `fen` with `args`.
fn cli_bytes(fen: &str, ext: &str, args: &[&str]) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join(format!("d.{ext}"));
    let (lang, rest) = match args {
        ["--lang", l, rest @ ..] => (*l, rest),
        _ => ("en", args),
    };
    let status = Command::new(BIN)
        .args(["--lang", lang, "diagram", fen, "-o"])
        .arg(&out)
        .args(rest)
        .env_remove("SOURCE_DATE_EPOCH")
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "diagram {args:?}");
    std::fs::read(out).unwrap()
}

#[test]
fn every_parameter_gives_the_bytes_of_fenlingo_diagram() {
    let s = Server::start(&["--cache-size", "0"]);
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let cases: &[(&str, &str, &str, &[&str])] = &[
        // web-boardimage's parameters
        (
            start,
            "svg",
            "orientation=black",
            &["--orientation", "black"],
        ),
        (start, "svg", "size=200", &["--size", "200"]),
        (start, "svg", "lastMove=e2e4", &["--last-move", "e2e4"]),
        (start, "svg", "lastMove=e7e8q", &["--last-move", "e7e8"]),
        (CHECK, "svg", "check=e1", &[]),
        (
            start,
            "svg",
            "arrows=Ge6g8,Bh7",
            &["--arrow", "Ge6g8", "--circle", "Bh7"],
        ),
        (start, "svg", "squares=a1,h8", &["--mark", "a1,h8"]),
        (start, "svg", "coordinates=false", &["--coords", "none"]),
        (start, "svg", "coordinates=true", &["--coords", "outside"]),
        (start, "svg", "colors=lichess-blue", &["--theme", "blue"]),
        (start, "svg", "colors=lichess-brown", &["--theme", "screen"]),
        // fenlingo's own
        (CHECK, "svg", "check=no", &["--no-check"]),
        (
            start,
            "svg",
            "theme=print&coords=inside",
            &["--theme", "print", "--coords", "inside"],
        ),
        (start, "svg", "caption=none", &["--caption", "none"]),
        (
            start,
            "svg",
            "caption=Diagram%20%7Bn%7D",
            &["--caption", "Diagram {n}"],
        ),
        (start, "svg", "mate=2", &["--mate", "2"]),
        (
            start,
            "svg",
            "marks=Re4&circles=d5&crosses=c6&arrow=Yb1c3",
            &[
                "--mark", "Re4", "--circle", "d5", "--cross", "c6", "--arrow", "Yb1c3",
            ],
        ),
        (
            start,
            "svg",
            "annotations=%5B%25cal%20Ge2e4%5D",
            &["--annotations", "[%cal Ge2e4]"],
        ),
        (
            start,
            "svg",
            "side-marker=no&frame=no",
            &["--no-side-marker", "--no-frame"],
        ),
        (
            start,
            "svg",
            "orientation=side-to-move",
            &["--orientation", "side-to-move"],
        ),
        (
            ES,
            "svg",
            "notation=es&lang=es",
            &["--lang", "es", "--from", "es"],
        ),
        (ES, "svg", "lang=ru", &["--lang", "ru"]),
        (ES, "png", "lang=es", &["--lang", "es"]),
        (ES, "pdf", "lang=de", &["--lang", "de"]),
    ];
    for (fen, ext, query, args) in cases {
        let r = s.get(&format!("/board.{ext}?fen={}&{query}", q(fen)));
        assert_eq!(r.status, 200, "{query}: {}", r.text());
        assert!(
            r.body == cli_bytes(fen, ext, args),
            "{ext} {query} differs from diagram {args:?}"
        );
    }
}

#[test]
fn a_spanish_fen_gives_the_spanish_caption_and_accept_language_is_followed() {
    let s = Server::start(&[]);
    let r = s.get(&format!("/board.svg?fen={}&lang=es", q(ES)));
    assert_eq!(r.status, 200);
    assert!(r.text().contains("Juegan las negras"), "{}", r.text());
    assert_eq!(r.header("content-type"), Some("image/svg+xml"));
    assert_eq!(r.header("vary"), Some("Accept-Language"));
    let target = format!("/board.svg?fen={}", q(ES));
    let ru = s.request(
        "GET",
        &target,
        &[("Accept-Language", "ru-RU,ru;q=0.9,en;q=0.8")],
    );
    assert!(ru.text().contains("Ход чёрных"), "{}", ru.text());
    assert!(ru.body == cli_bytes(ES, "svg", &["--lang", "ru"]));
    // `lang` wins over the header; no language at all is English.
    let es = s.request(
        "GET",
        &format!("{target}&lang=es"),
        &[("Accept-Language", "ru")],
    );
    assert!(es.text().contains("Juegan las negras"));
    assert!(s.get(&target).text().contains("Black to move"));
    assert_ne!(ru.header("etag"), es.header("etag"));
}

#[test]
fn etag_and_304_and_the_cache() {
    let s = Server::start(&["--cache-size", "1M"]);
    let target = format!("/board.png?fen={}&size=300", q(ES));
    let first = s.get(&target);
    assert_eq!(first.status, 200);
    assert_eq!(&first.body[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(
        first.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    let tag = first.header("etag").unwrap().to_owned();
    assert!(tag.starts_with('"') && tag.ends_with('"'));
    assert_eq!(first.header("x-fenlingo-cache"), None);
    let again = s.get(&target);
    assert_eq!(again.header("x-fenlingo-cache"), Some("hit"));
    assert_eq!(again.body, first.body);
    assert_eq!(again.header("etag"), Some(tag.as_str()));
    let not_modified = s.request("GET", &target, &[("If-None-Match", &tag)]);
    assert_eq!(not_modified.status, 304);
    assert!(not_modified.body.is_empty());
    assert_eq!(not_modified.header("etag"), Some(tag.as_str()));
    let other = s.request("GET", &target, &[("If-None-Match", "\"0\"")]);
    assert_eq!(other.status, 200);
    // The same request on another copy of the service has the same tag.
    let s2 = Server::start(&["--cache-size", "0"]);
    assert_eq!(s2.get(&target).header("etag"), Some(tag.as_str()));
    // HEAD: the headers without the body.
    let head = s.request("HEAD", &target, &[]);
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
}

#[test]
fn bad_requests_are_4xx_with_the_localized_diagnostic() {
    let s = Server::start(&[]);
    let r = s.get("/board.svg?fen=8/8/X7/8/8/8/8/K6k");
    assert_eq!(r.status, 400);
    assert_eq!(r.header("content-type"), Some("application/json"));
    let v = r.json();
    assert_eq!(v["kind"], "invalid-piece");
    assert_eq!(v["parameter"], "fen");
    assert_eq!(v["message"], "invalid piece letter 'X' in rank 6");
    assert!(v["excerpt"].as_str().unwrap().contains("8/8/X7"));
    let es = s.get("/board.svg?fen=8/8/X7/8/8/8/8/K6k&lang=es").json();
    assert_ne!(es["message"], v["message"]);
    assert!(es["message"].as_str().unwrap().contains('X'));
    // An image-only client gets a picture of the message.
    let img = s.request(
        "GET",
        "/board.svg?fen=8/8/X7/8/8/8/8/K6k",
        &[("Accept", "image/*")],
    );
    assert_eq!(img.status, 400);
    assert_eq!(img.header("content-type"), Some("image/svg+xml"));
    assert!(img.text().contains("invalid piece letter"));
    let png = s.request(
        "GET",
        "/board.png?fen=8/8/X7/8/8/8/8/K6k",
        &[("Accept", "image/png")],
    );
    assert_eq!((png.status, &png.body[1..4]), (400, &b"PNG"[..]));
    let cases: &[(&str, u16, &str, Option<&str>)] = &[
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&size=2000",
            400,
            "bad-size",
            Some("size"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&size=15",
            400,
            "bad-size",
            Some("size"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&size=big",
            400,
            "bad-size",
            Some("size"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&colour=red",
            400,
            "unknown-parameter",
            Some("colour"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&orientation=up",
            400,
            "bad-value",
            Some("orientation"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&colors=green",
            400,
            "bad-value",
            Some("colors"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&arrows=e2e9",
            400,
            "bad-square",
            Some("arrows"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&mate=0",
            400,
            "bad-value",
            Some("mate"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&notation=xx",
            400,
            "unknown-notation",
            Some("notation"),
        ),
        (
            "/board.svg?fen=8/8/8/8/8/8/8/K6k&notation=vi",
            400,
            "no-board",
            Some("notation"),
        ),
        ("/board.svg?size=300", 400, "missing-parameter", Some("fen")),
        ("/board.svg?fen=%FF", 400, "bad-encoding", Some("fen")),
        ("/board.svg?fen=", 400, "empty", Some("fen")),
        (
            "/translate?fen=8/8&from=auto&x=1",
            400,
            "unknown-parameter",
            Some("x"),
        ),
        ("/moves?from=es", 400, "missing-parameter", Some("text")),
        ("/nothing", 404, "not-found", None),
    ];
    for (target, status, kind, parameter) in cases {
        let r = s.get(target);
        assert_eq!(r.status, *status, "{target}: {}", r.text());
        let v = r.json();
        assert_eq!(v["kind"], *kind, "{target}: {v}");
        assert_eq!(v["parameter"].as_str(), *parameter, "{target}: {v}");
        assert!(!v["message"].as_str().unwrap().is_empty());
    }
    let long = format!("/board.svg?fen={}", "8/".repeat(5000));
    let r = s.get(&long);
    assert_eq!(
        (r.status, r.json()["kind"].as_str()),
        (414, Some("query-too-long"))
    );
    let r = s.request("POST", "/board.svg?fen=8/8", &[("Content-Length", "0")]);
    assert_eq!(
        (r.status, r.json()["kind"].as_str()),
        (405, Some("method-not-allowed"))
    );
    // An answer over the server's own bound of width is refused before drawing.
    let small = Server::start(&["--max-size", "400"]);
    assert_eq!(
        small
            .get("/board.png?fen=8/8/8/8/8/8/8/K6k&size=500")
            .status,
        400
    );
}

#[test]
fn translate_and_moves_answer_the_json_of_the_command_line() {
    let s = Server::start(&[]);
    let cli = |args: &[&str]| {
        let out = Command::new(BIN).args(args).output().unwrap();
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let r = s.get(&format!("/translate?fen={}&to=de", q(ES)));
    assert_eq!(r.status, 200);
    assert_eq!(
        r.json(),
        cli(&["--lang", "en", "translate", "--json", "--to", "de", ES])
    );
    assert_eq!(
        r.json()["output"],
        "6tt/1k3b2/1bl1b1sb/b1b1B2T/2B3T1/2B1L3/B1LK1BB1/8 b - - 5 26"
    );
    let bad = s.get("/translate?fen=8/8/X7/8/8/8/8/K6k&from=en&lang=es");
    assert_eq!(bad.status, 400);
    assert_eq!(
        bad.json(),
        cli(&[
            "--lang",
            "es",
            "translate",
            "--json",
            "--from",
            "en",
            "8/8/X7/8/8/8/8/K6k"
        ])
    );
    let text = "1. e4 e5 2. Cf3 Cc6 3. Ab5";
    let r = s.get(&format!(
        "/moves?text={}&to=ru",
        q(text).replace('_', "%20")
    ));
    assert_eq!(r.status, 200);
    assert_eq!(
        r.json(),
        cli(&["--lang", "en", "moves", "--json", "--to", "ru", text])
    );
    assert_eq!(r.json()["output"], "1. e4 e5 2. Кf3 Кc6 3. Сb5");
    let r = s.get("/moves?text=1.%20e4%20e5%202.%20Cf7&lang=es");
    assert_eq!(r.status, 400);
    assert_eq!(r.json()["errors"][0]["kind"], "bad-move");
    assert_eq!(
        r.json(),
        cli(&["--lang", "es", "moves", "--json", "1. e4 e5 2. Cf7"])
    );
}

#[test]
fn health_and_index() {
    let s = Server::start(&[]);
    let h = s.get("/healthz");
    assert_eq!((h.status, h.text().as_str()), (200, "ok\n"));
    let i = s.request("GET", "/", &[("Accept-Language", "es")]);
    assert_eq!(i.status, 200);
    assert!(i.text().contains("/board.svg") && i.text().contains("/translate"));
    assert!(i.text().contains("lang=\"es\""));
}

#[test]
fn stalled_connections_do_not_delay_a_normal_request() {
    let s = Server::start(&["--workers", "1", "--header-timeout", "60"]);
    // 300 clients that send half a request and then nothing.
    let stalled: Vec<TcpStream> = (0..300)
        .map(|_| {
            let mut c = TcpStream::connect(&s.addr).unwrap();
            c.write_all(b"GET /board.svg?fen=8/8/8/8/8/8/8/K6k HTTP/1.1\r\nHost: x\r\n")
                .unwrap();
            c
        })
        .collect();
    let r = s.get(&format!("/board.svg?fen={}", q(ES)));
    assert_eq!(r.status, 200);
    assert!(r.text().starts_with("<svg"));
    drop(stalled);
}

#[test]
fn a_slow_client_is_cut_off_after_the_header_timeout() {
    let s = Server::start(&["--header-timeout", "0.5"]);
    let mut c = TcpStream::connect(&s.addr).unwrap();
    c.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    c.write_all(b"GET /healthz HTTP/1.1\r\n").unwrap();
    let mut buf = Vec::new();
    // The server closes the connection (with or without a 408).
    let _ = c.read_to_end(&mut buf);
    assert!(
        buf.is_empty() || buf.starts_with(b"HTTP/1.1 408"),
        "{:?}",
        String::from_utf8_lossy(&buf)
    );
    assert_eq!(s.get("/healthz").status, 200);
}

#[cfg(unix)]
#[test]
fn sigterm_lets_requests_in_flight_finish_then_exits_0() {
    let mut s = Server::start(&["--workers", "1", "--cache-size", "0"]);
    let addr = s.addr.clone();
    let (tx, rx) = mpsc::channel();
    for i in 0..6 {
        let (addr, tx) = (addr.clone(), tx.clone());
        std::thread::spawn(move || {
            let r = request(
                &addr,
                "GET",
                &format!("/board.png?fen={}&size={}", q(ES), 1000 + i),
                &[],
            );
            let _ = tx.send(r);
        });
    }
    drop(tx);
    // Let every request reach the server: one worker draws them in turn.
    std::thread::sleep(Duration::from_millis(300));
    let pid = s.child.id() as i32;
    // SAFETY: sending a signal to our own child process.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    let replies: Vec<Reply> = rx.iter().collect();
    assert_eq!(replies.len(), 6);
    for r in &replies {
        assert_eq!(r.status, 200);
        assert_eq!(&r.body[1..4], b"PNG");
    }
    let status = s.child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
    // Stopped: nothing listens any more.
    assert!(TcpStream::connect(&addr).is_err());
}

#[cfg(unix)]
#[test]
fn a_unix_socket_and_the_access_log() {
    use std::os::unix::net::UnixStream;
    let dir = tempfile::tempdir().unwrap();
    let sock = dir.path().join("fenlingo.sock");
    let mut child = Command::new(BIN)
        .args(["--lang", "en", "serve", "--listen"])
        .arg(&sock)
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    // Warnings may come first (captions of scripts no installed font
    // draws); the address comes before anything else.
    let first = lines
        .by_ref()
        .map(Result::unwrap)
        .find(|l| !l.starts_with("warning: "))
        .unwrap();
    assert!(
        first.contains(&format!("unix:{}", sock.display())),
        "{first}"
    );
    let mut c = UnixStream::connect(&sock).unwrap();
    c.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    c.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut reply = String::new();
    c.read_to_string(&mut reply).unwrap();
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
    // One log line for the request: client, request line, status, bytes.
    let log = lines.next().unwrap().unwrap();
    assert!(log.starts_with("unix \"GET /healthz\" 200 3 "), "{log}");
    // SAFETY: sending a signal to our own child process.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    assert_eq!(child.wait().unwrap().code(), Some(0));
    assert!(!sock.exists(), "the socket is removed on stopping");
}

/// `--quiet` says nothing but errors: no font warning, no access log and,
/// at an address given in full, not even where it listens.
#[cfg(unix)]
#[test]
fn quiet_says_nothing_but_errors() {
    use std::os::unix::net::UnixStream;
    let dir = tempfile::tempdir().unwrap();
    let sock = dir.path().join("quiet.sock");
    let child = Command::new(BIN)
        .args(["--lang", "en", "serve", "--quiet", "--listen"])
        .arg(&sock)
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    let mut c = loop {
        match UnixStream::connect(&sock) {
            Ok(c) => break c,
            Err(_) if start.elapsed() < Duration::from_secs(60) => {
                std::thread::sleep(Duration::from_millis(20))
            }
            Err(e) => panic!("the server never listened: {e}"),
        }
    };
    c.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut reply = String::new();
    c.read_to_string(&mut reply).unwrap();
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
    // SAFETY: sending a signal to our own child process.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn an_address_in_use_is_an_error_in_the_language_of_messages() {
    let s = Server::start(&[]);
    let out = Command::new(BIN)
        .args(["--lang", "es", "serve", "--listen", &s.addr])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("la dirección ya está en uso"), "{err}");
    let bad = Command::new(BIN)
        .args(["--lang", "en", "serve", "--listen", "8080"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("invalid value '8080' for --listen"));
}

/// A query names only the built-in set or a set the server was started
/// with, never a file of the server's; an offered set draws as
/// `fenlingo diagram --pieces` draws it.
#[test]
fn a_query_names_only_the_piece_sets_the_server_offers() {
    let dir = tempfile::tempdir().unwrap();
    for c in ['w', 'b'] {
        for (k, r) in "KQRBNP".chars().enumerate() {
            let svg = format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><circle cx="22.5" cy="22.5" r="{}" fill="{}"/></svg>"#,
                8 + 2 * k,
                if c == 'w' { "#ffffff" } else { "#000000" }
            );
            std::fs::write(dir.path().join(format!("{c}{r}.svg")), svg).unwrap();
        }
    }
    let set = dir.path().to_str().unwrap();
    let fen = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1";
    let s = Server::start(&["--pieces", set]);
    let offered = s.get(&format!("/board.svg?fen={}&pieces={}", q(fen), q(set)));
    assert_eq!(offered.status, 200);
    assert_eq!(offered.body, cli_bytes(fen, "svg", &["--pieces", set]));
    let built_in = s.get(&format!("/board.svg?fen={}&pieces=noto", q(fen)));
    assert_eq!(built_in.body, cli_bytes(fen, "svg", &[]));
    let dejavu = s.get(&format!("/board.svg?fen={}&pieces=dejavu", q(fen)));
    assert_eq!(dejavu.body, cli_bytes(fen, "svg", &["--pieces", "dejavu"]));
    assert_ne!(dejavu.body, built_in.body);
    let other = s.get(&format!("/board.svg?fen={}&pieces={}", q(fen), q("/etc")));
    assert_eq!(other.status, 400);
    let text = String::from_utf8_lossy(&other.body);
    assert!(text.contains("\"parameter\":\"pieces\""), "{text}");
    assert!(text.contains("dejavu"), "{text}");
    // A set that does not load stops the service before it listens.
    let o = Command::new(BIN)
        .args([
            "--lang",
            "en",
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--pieces",
        ])
        .arg(dir.path().join("nothing-here"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("nothing-here"));
}

/// An image cannot carry a warning, so its answer says in its headers
/// the language its caption is in (`Content-Language`: English when no
/// font at hand draws the script asked for) and the code points of caption
/// characters drawn as `?` (`x-fenlingo-undrawn`), which the access log
/// shows the operator, who can install a font that has them.
#[test]
fn an_image_names_its_caption_language_and_the_characters_it_cannot_draw() {
    let mut child = Command::new(BIN)
        .args(["--lang", "en", "serve", "--listen", "127.0.0.1:0"])
        .args(["--cache-size", "1M"])
        .env("FENLINGO_FONT_DIRS", "")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, rx) = mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines() {
            let Ok(line) = line else { break };
            let _ = tx.send(line);
        }
    });
    let next = || rx.recv_timeout(Duration::from_secs(60)).unwrap();
    let addr = loop {
        let line = next();
        if let Some(at) = line.find("http://") {
            break line[at + 7..].trim().to_owned();
        }
    };
    let es = request(
        &addr,
        "GET",
        &format!("/board.svg?fen={}&lang=es", q(ES)),
        &[],
    );
    assert_eq!(es.header("content-language"), Some("es"));
    assert_eq!(es.header("x-fenlingo-undrawn"), None);
    assert!(next().contains("\" 200 ") && !next_is_pending(&rx));
    // Japanese with no font for its script: the caption is English, and
    // the answer says so.
    let ja = request(
        &addr,
        "GET",
        &format!("/board.svg?fen={}&lang=ja", q(ES)),
        &[],
    );
    assert_eq!(ja.status, 200);
    assert!(ja.text().contains("Black to move"), "{}", ja.text());
    assert_eq!(ja.header("content-language"), Some("en"));
    next();
    // A caption given with characters no font draws (two for private use).
    let target = format!("/board.png?fen={}&caption=Study%EE%80%80%EE%80%81", q(ES));
    for cached in [false, true] {
        let r = request(&addr, "GET", &target, &[]);
        assert_eq!(r.status, 200);
        assert_eq!(r.header("x-fenlingo-undrawn"), Some("U+E000 U+E001"));
        assert_eq!(r.header("content-language"), Some("en"));
        assert_eq!(r.header("x-fenlingo-cache").is_some(), cached);
        let log = next();
        assert!(log.ends_with(" undrawn=U+E000,U+E001"), "{log}");
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Whether another log line is already waiting.
fn next_is_pending(rx: &mpsc::Receiver<String>) -> bool {
    rx.recv_timeout(Duration::from_millis(50)).is_ok()
}
