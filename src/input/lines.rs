//! Bytes to lines of text: encodings (UTF-8 with or without a byte order
//! mark, UTF-16 with one, Windows-1252 for text that is not UTF-8), every
//! line end (LF, CRLF, CR), and a bound on a line's length so that a
//! gigabyte without a line end costs no memory.

use std::io::{self, BufRead, BufReader, Read};
use std::str::FromStr;

/// The longest line read; longer lines are reported and skipped without
/// being buffered.
pub const MAX_LINE: usize = 1 << 20;

/// How input bytes are decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Encoding {
    /// A byte order mark decides; without one, UTF-8, and a line that is
    /// not UTF-8 is read as Windows-1252 (reported once per input).
    #[default]
    Auto,
    /// UTF-8 only: a line that is not UTF-8 is an error.
    Utf8,
    /// UTF-16, little-endian unless a byte order mark says otherwise.
    Utf16,
    /// UTF-16 little-endian; a byte order mark of that order is skipped.
    Utf16Le,
    /// UTF-16 big-endian; a byte order mark of that order is skipped.
    Utf16Be,
    /// Windows-1252 (the usual export of Windows chess programs).
    Windows1252,
}

impl FromStr for Encoding {
    type Err = ();
    /// `auto`, `utf-8`, `utf-16`, `utf-16le`, `utf-16be`, `windows-1252`
    /// (and common aliases).
    ///
    /// ```
    /// use fenlingo::input::Encoding;
    /// assert_eq!("cp1252".parse(), Ok(Encoding::Windows1252));
    /// assert_eq!("UTF-16BE".parse(), Ok(Encoding::Utf16Be));
    /// ```
    fn from_str(s: &str) -> Result<Encoding, ()> {
        match s.to_ascii_lowercase().as_str() {
            "auto" => Ok(Encoding::Auto),
            "utf-8" | "utf8" => Ok(Encoding::Utf8),
            "utf-16" | "utf16" => Ok(Encoding::Utf16),
            "utf-16le" | "utf16le" => Ok(Encoding::Utf16Le),
            "utf-16be" | "utf16be" => Ok(Encoding::Utf16Be),
            "windows-1252" | "cp1252" | "latin1" | "latin-1" | "iso-8859-1" => {
                Ok(Encoding::Windows1252)
            }
            _ => Err(()),
        }
    }
}

/// What decoding did to an input, reported once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decoding {
    /// A UTF-8 byte order mark was dropped.
    Bom,
    /// The input was UTF-16 (little-endian when `true`).
    Utf16 {
        /// Little-endian.
        le: bool,
    },
    /// Lines that were not UTF-8 were read as Windows-1252; the first at
    /// this line.
    Windows1252 {
        /// The first such line.
        line: usize,
    },
}

/// One line's text, or why it has none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    /// Longer than [`MAX_LINE`]; its first bytes, decoded lossily for the
    /// message.
    TooLong(String),
    /// Not UTF-8 (with `--encoding utf-8`): the bytes and the offset of
    /// the first bad one.
    InvalidUtf8(Vec<u8>, usize),
}

/// UTF-16 bytes turned into UTF-8 as they are read.
struct Utf16<R> {
    inner: R,
    decoder: encoding_rs::Decoder,
    inbuf: Vec<u8>,
    out: Vec<u8>,
    pos: usize,
    eof: bool,
}

impl<R: Read> Read for Utf16<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.pos >= self.out.len() {
            if self.eof {
                return Ok(0);
            }
            self.inbuf.resize(1 << 15, 0);
            let n = self.inner.read(&mut self.inbuf)?;
            let last = n == 0;
            self.eof = last;
            self.out.clear();
            self.out.resize(
                self.decoder.max_utf8_buffer_length(n).unwrap_or(4 * n + 16),
                0,
            );
            let (_, _, written, _) =
                self.decoder
                    .decode_to_utf8(&self.inbuf[..n], &mut self.out, last);
            self.out.truncate(written);
            self.pos = 0;
        }
        let n = buf.len().min(self.out.len() - self.pos);
        buf[..n].copy_from_slice(&self.out[self.pos..self.pos + n]);
        self.pos += n;
        Ok(n)
    }
}

/// Reads decoded lines of at most [`MAX_LINE`] bytes.
///
/// ```
/// use fenlingo::input::{Encoding, LineReader, Decoding};
/// let bytes = b"\xef\xbb\xbfe4 e5\r\nCaf\xe9\rlast";
/// let mut r = LineReader::new(&bytes[..], Encoding::Auto);
/// assert_eq!(r.next_line().unwrap().unwrap().1.unwrap(), "e4 e5");
/// assert_eq!(r.next_line().unwrap().unwrap().1.unwrap(), "Café");
/// assert_eq!(r.next_line().unwrap().unwrap().1.unwrap(), "last");
/// assert!(r.next_line().unwrap().is_none());
/// assert_eq!(r.decodings(), [Decoding::Bom, Decoding::Windows1252 { line: 2 }]);
/// ```
pub struct LineReader {
    inner: Box<dyn BufRead>,
    encoding: Encoding,
    started: bool,
    buf: Vec<u8>,
    text: String,
    number: usize,
    decodings: Vec<Decoding>,
    cr_pending: bool,
    /// Lines given back by [`LineReader::unread`], read again first.
    held: std::collections::VecDeque<(usize, Result<String, LineError>)>,
}

impl LineReader {
    /// A reader of `inner`'s lines.
    pub fn new<R: Read + 'static>(inner: R, encoding: Encoding) -> LineReader {
        LineReader {
            inner: Box::new(BufReader::with_capacity(1 << 16, inner)),
            encoding,
            started: false,
            buf: Vec::with_capacity(256),
            text: String::new(),
            number: 0,
            decodings: Vec::new(),
            cr_pending: false,
            held: std::collections::VecDeque::new(),
        }
    }

    /// Gives lines back (their numbers and texts, as read), to be read
    /// again in this order before the rest of the input: the reader looks
    /// at an input's first lines to tell its format.
    pub(crate) fn unread(&mut self, lines: Vec<(usize, Result<String, LineError>)>) {
        for l in lines.into_iter().rev() {
            self.held.push_front(l);
        }
    }

    /// What decoding did so far (each at most once).
    pub fn decodings(&self) -> &[Decoding] {
        &self.decodings
    }

    /// The number of the last line read (1-based).
    pub fn line_number(&self) -> usize {
        self.number
    }

    /// Looks at the first bytes: a byte order mark, or UTF-16 asked for.
    fn start(&mut self) -> io::Result<()> {
        self.started = true;
        let head = loop {
            match self.inner.fill_buf() {
                Ok(c) => break c,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        };
        let (le_mark, be_mark, utf8) = (
            head.starts_with(&[0xFF, 0xFE]),
            head.starts_with(&[0xFE, 0xFF]),
            head.starts_with(&[0xEF, 0xBB, 0xBF]),
        );
        if utf8 && matches!(self.encoding, Encoding::Auto | Encoding::Utf8) {
            self.inner.consume(3);
            self.decodings.push(Decoding::Bom);
            return Ok(());
        }
        // The order of UTF-16: a byte order mark's unless one was asked;
        // the mark is skipped only when there is one of that order.
        let utf16 = match self.encoding {
            Encoding::Auto | Encoding::Utf16 if le_mark || be_mark => Some(le_mark),
            Encoding::Utf16 | Encoding::Utf16Le => Some(true),
            Encoding::Utf16Be => Some(false),
            _ => None,
        };
        if let Some(le) = utf16 {
            if (le && le_mark) || (!le && be_mark) {
                self.inner.consume(2);
            }
            let enc = if le {
                encoding_rs::UTF_16LE
            } else {
                encoding_rs::UTF_16BE
            };
            let inner = std::mem::replace(&mut self.inner, Box::new(io::empty()));
            self.inner = Box::new(BufReader::with_capacity(
                1 << 16,
                Utf16 {
                    inner,
                    decoder: enc.new_decoder_without_bom_handling(),
                    inbuf: Vec::new(),
                    out: Vec::new(),
                    pos: 0,
                    eof: false,
                },
            ));
            self.decodings.push(Decoding::Utf16 { le });
            self.encoding = Encoding::Utf8;
        }
        Ok(())
    }

    /// The next line: its number (1-based) and its text without the line
    /// end, or why it has none; `None` at the end of the input.
    pub fn next_line(&mut self) -> io::Result<Option<(usize, Result<&str, LineError>)>> {
        if let Some((n, line)) = self.held.pop_front() {
            return Ok(Some(match line {
                Ok(text) => {
                    self.text = text;
                    (n, Ok(self.text.as_str()))
                }
                Err(e) => (n, Err(e)),
            }));
        }
        if !self.started {
            self.start()?;
        }
        self.buf.clear();
        let mut too_long = false;
        let mut any = false;
        loop {
            let chunk = match self.inner.fill_buf() {
                Ok(c) => c,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                break;
            }
            // The LF of a CRLF split across reads.
            if self.cr_pending {
                self.cr_pending = false;
                if chunk[0] == b'\n' {
                    self.inner.consume(1);
                    continue;
                }
            }
            any = true;
            let (take, done) = match memchr::memchr2(b'\n', b'\r', chunk) {
                Some(i) => {
                    if chunk[i] == b'\r' {
                        if chunk.get(i + 1) == Some(&b'\n') {
                            (i + 2, true)
                        } else {
                            if i + 1 == chunk.len() {
                                self.cr_pending = true;
                            }
                            (i + 1, true)
                        }
                    } else {
                        (i + 1, true)
                    }
                }
                None => (chunk.len(), false),
            };
            if !too_long {
                let room = MAX_LINE - self.buf.len();
                if take > room + if done { 2 } else { 0 } {
                    self.buf.extend_from_slice(&chunk[..room.min(take)]);
                    too_long = true;
                } else {
                    self.buf.extend_from_slice(&chunk[..take]);
                }
            }
            self.inner.consume(take);
            if done {
                break;
            }
        }
        if !any {
            return Ok(None);
        }
        self.number += 1;
        let n = self.number;
        if too_long {
            self.buf.truncate(80);
            let head = String::from_utf8_lossy(&self.buf).into_owned();
            return Ok(Some((n, Err(LineError::TooLong(head)))));
        }
        while matches!(self.buf.last(), Some(b'\n' | b'\r')) {
            self.buf.pop();
        }
        self.text.clear();
        if self.encoding != Encoding::Windows1252 {
            match std::str::from_utf8(&self.buf) {
                Ok(s) => return Ok(Some((n, Ok(s)))),
                Err(e) if self.encoding == Encoding::Utf8 => {
                    let bytes = self.buf.clone();
                    return Ok(Some((
                        n,
                        Err(LineError::InvalidUtf8(bytes, e.valid_up_to())),
                    )));
                }
                Err(_) => {
                    if !self
                        .decodings
                        .iter()
                        .any(|d| matches!(d, Decoding::Windows1252 { .. }))
                    {
                        self.decodings.push(Decoding::Windows1252 { line: n });
                    }
                }
            }
        }
        let (s, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&self.buf);
        self.text.push_str(&s);
        Ok(Some((n, Ok(&self.text))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8], enc: Encoding) -> (Vec<String>, Vec<Decoding>) {
        let mut r = LineReader::new(std::io::Cursor::new(bytes.to_vec()), enc);
        let mut out = Vec::new();
        while let Some((_, l)) = r.next_line().unwrap() {
            out.push(l.unwrap().to_owned());
        }
        (out, r.decodings().to_vec())
    }

    #[test]
    fn utf16_both_orders() {
        let text = "1. e4 – e5\r\n2. Кf3\n";
        let mut le = vec![0xFF, 0xFE];
        let mut be = vec![0xFE, 0xFF];
        for u in text.encode_utf16() {
            le.extend_from_slice(&u.to_le_bytes());
            be.extend_from_slice(&u.to_be_bytes());
        }
        for (bytes, l) in [(le, true), (be, false)] {
            let (ls, d) = lines(&bytes, Encoding::Auto);
            assert_eq!(ls, ["1. e4 – e5", "2. Кf3"]);
            assert_eq!(d, [Decoding::Utf16 { le: l }]);
        }
    }

    fn utf16(text: &str, le: bool) -> Vec<u8> {
        let order = |u: u16| if le { u.to_le_bytes() } else { u.to_be_bytes() };
        text.encode_utf16().flat_map(order).collect()
    }

    #[test]
    fn utf16_without_a_byte_order_mark_keeps_its_first_character() {
        let text = "Кр e4\nd5";
        let cases = [
            (Encoding::Utf16, true),
            (Encoding::Utf16Le, true),
            (Encoding::Utf16Be, false),
        ];
        for (enc, le) in cases {
            let (ls, d) = lines(&utf16(text, le), enc);
            assert_eq!(ls, ["Кр e4", "d5"], "{enc:?}");
            assert_eq!(d, [Decoding::Utf16 { le }]);
            // With the mark of the order asked, the mark is skipped.
            let mut marked = utf16("\u{feff}", le);
            marked.extend(utf16(text, le));
            assert_eq!(lines(&marked, enc).0, ["Кр e4", "d5"], "{enc:?}");
        }
        // `utf-16` follows a big-endian mark.
        let mut be = utf16("\u{feff}", false);
        be.extend(utf16(text, false));
        assert_eq!(lines(&be, Encoding::Utf16).0, ["Кр e4", "d5"]);
    }

    #[test]
    fn line_ends() {
        let (ls, d) = lines(b"a\rb\r\nc\n\nd", Encoding::Auto);
        assert_eq!(ls, ["a", "b", "c", "", "d"]);
        assert!(d.is_empty());
    }

    #[test]
    fn windows_1252_is_reported_once() {
        let (ls, d) = lines(b"ok\n\x93Dxe5\x94 \x96 1\n\xe9\n", Encoding::Auto);
        assert_eq!(ls, ["ok", "\u{201c}Dxe5\u{201d} \u{2013} 1", "é"]);
        assert_eq!(d, [Decoding::Windows1252 { line: 2 }]);
    }

    #[test]
    fn strict_utf8_refuses() {
        let mut r = LineReader::new(std::io::Cursor::new(b"ab\xff".to_vec()), Encoding::Utf8);
        let (n, l) = r.next_line().unwrap().unwrap();
        assert_eq!(n, 1);
        assert_eq!(l, Err(LineError::InvalidUtf8(b"ab\xff".to_vec(), 2)));
    }

    #[test]
    fn long_lines_are_cut() {
        let mut big = vec![b'x'; MAX_LINE + 10];
        big.extend_from_slice(b"\nnext\n");
        let (mut r, mut got) = (
            LineReader::new(std::io::Cursor::new(big), Encoding::Auto),
            Vec::new(),
        );
        while let Some((n, l)) = r.next_line().unwrap() {
            got.push((
                n,
                l.map(str::to_owned)
                    .map_err(|e| matches!(e, LineError::TooLong(_))),
            ));
        }
        assert_eq!(got, [(1, Err(true)), (2, Ok("next".to_owned()))]);
    }
}
