//! Answers depend only on the request: a normalized request hashes to the
//! `ETag`, and recent answers are kept in memory, bounded in bytes.

use crate::render::Undrawn;
use axum::body::Bytes;
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

/// A hash of a normalized request and the version of fenlingo: the same
/// on every copy of the service, so that any cache in front agrees.
///
/// ```
/// use fenlingo::serve::request_hash;
/// assert_eq!(request_hash(&["board.svg", "fen=8/8"]), request_hash(&["board.svg", "fen=8/8"]));
/// assert_ne!(request_hash(&["board.svg", "fen=8/8"]), request_hash(&["board.sv", "gfen=8/8"]));
/// ```
pub fn request_hash(parts: &[&str]) -> u128 {
    // Two FNV-1a hashes of 64 bits with different offsets; each part is
    // followed by its length, so parts cannot run into each other.
    let mut a: u64 = 0xcbf2_9ce4_8422_2325;
    let mut b: u64 = 0x6c62_272e_07bb_0142;
    let mut feed = |bytes: &[u8]| {
        for &x in bytes {
            a = (a ^ u64::from(x)).wrapping_mul(0x0000_0100_0000_01b3);
            b = (b ^ u64::from(x))
                .wrapping_mul(0x0000_0100_0000_01b3)
                .rotate_left(5);
        }
    };
    feed(env!("CARGO_PKG_VERSION").as_bytes());
    for p in parts {
        feed(p.as_bytes());
        feed(&(p.len() as u64).to_le_bytes());
    }
    (u128::from(a) << 64) | u128::from(b)
}

/// The `ETag` of a hash.
pub fn etag(hash: u128) -> String {
    format!("\"{hash:032x}\"")
}

/// A kept answer.
#[derive(Debug, Clone)]
pub struct Cached {
    /// Its media type.
    pub content_type: &'static str,
    /// Its bytes.
    pub body: Bytes,
    /// What it says beside its bytes.
    pub notes: Notes,
}

/// What an image says beside its bytes, for the headers of its answer:
/// an image cannot carry a warning, so the language its caption is in
/// (English when no font at hand draws the script of the one asked for)
/// and the characters of a caption given that no font draws, each drawn
/// as `?`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Notes {
    /// The language of the caption (BCP 47).
    pub language: Option<String>,
    /// The characters no font at hand draws.
    pub undrawn: Undrawn,
}

impl Notes {
    /// The undrawn characters as a header value: their code points,
    /// `U+0BA4 U+0BAE`, or `None` when there are none.
    ///
    /// ```
    /// use fenlingo::render::Undrawn;
    /// use fenlingo::serve::Notes;
    /// let undrawn = Undrawn { chars: vec!['\u{BA4}', '\u{BAE}'] };
    /// let n = Notes { language: None, undrawn };
    /// assert_eq!(n.undrawn_header().as_deref(), Some("U+0BA4 U+0BAE"));
    /// assert_eq!(Notes::default().undrawn_header(), None);
    /// ```
    pub fn undrawn_header(&self) -> Option<String> {
        (!self.undrawn.chars.is_empty())
            .then(|| self.undrawn.code_points().collect::<Vec<_>>().join(" "))
    }
}

/// What an entry costs beside its bytes (key, media type, bookkeeping).
const ENTRY_OVERHEAD: usize = 96;

/// Recent answers, at most `limit` bytes of them; the oldest go first.
#[derive(Debug)]
pub struct Cache {
    limit: usize,
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    map: HashMap<u128, Cached>,
    order: VecDeque<u128>,
    bytes: usize,
}

impl Cache {
    /// A cache of at most `limit` bytes (0: nothing is kept).
    ///
    /// ```
    /// use fenlingo::serve::{Cache, Cached, Notes};
    /// let c = Cache::new(1000);
    /// let svg = |n| Cached { content_type: "image/svg+xml", body: vec![0; n].into(), notes: Notes::default() };
    /// c.put(1, svg(600));
    /// c.put(2, svg(600));
    /// assert!(c.get(1).is_none() && c.get(2).is_some());
    /// assert!(c.bytes() <= 1000);
    /// ```
    pub fn new(limit: usize) -> Cache {
        Cache {
            limit,
            inner: Mutex::new(Inner::default()),
        }
    }

    /// The answer kept for `key`.
    pub fn get(&self, key: u128) -> Option<Cached> {
        if self.limit == 0 {
            return None;
        }
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.map.get(&key).cloned()
    }

    /// Keeps an answer, letting the oldest go to stay within the limit;
    /// an answer larger than the whole cache is not kept.
    pub fn put(&self, key: u128, answer: Cached) {
        let cost = answer.body.len() + ENTRY_OVERHEAD;
        if cost > self.limit {
            return;
        }
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        if inner.map.contains_key(&key) {
            return;
        }
        while inner.bytes + cost > self.limit {
            let Some(old) = inner.order.pop_front() else {
                break;
            };
            if let Some(gone) = inner.map.remove(&old) {
                inner.bytes -= gone.body.len() + ENTRY_OVERHEAD;
            }
        }
        inner.bytes += cost;
        inner.order.push_back(key);
        inner.map.insert(key, answer);
    }

    /// The bytes kept, overhead included.
    pub fn bytes(&self) -> usize {
        self.inner.lock().unwrap_or_else(|e| e.into_inner()).bytes
    }
}
