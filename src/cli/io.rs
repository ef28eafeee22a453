//! Input lines with a length limit, and atomic output files.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};

/// The longest line read; longer lines are reported and skipped without
/// being buffered.
pub const MAX_LINE: usize = 1 << 20;

/// One line of input.
pub enum Line {
    /// The line's bytes, without the line ending.
    Text(Vec<u8>),
    /// A line longer than [`MAX_LINE`]: its first bytes.
    TooLong(Vec<u8>),
}

impl Line {
    /// Returns the buffer for reuse.
    pub fn into_buffer(self) -> Vec<u8> {
        match self {
            Line::Text(v) | Line::TooLong(v) => v,
        }
    }
}

/// Reads lines of at most [`MAX_LINE`] bytes.
pub struct Lines<R> {
    inner: R,
    buf: Vec<u8>,
    pub number: usize,
}

impl<R: BufRead> Lines<R> {
    pub fn new(inner: R) -> Self {
        Lines {
            inner,
            buf: Vec::with_capacity(256),
            number: 0,
        }
    }

    /// Hands a line's buffer back, so the next line reuses its memory.
    pub fn recycle(&mut self, line: Line) {
        let mut v = line.into_buffer();
        v.clear();
        self.buf = v;
    }

    /// The next line, or `None` at the end.
    pub fn next_line(&mut self) -> io::Result<Option<Line>> {
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
            any = true;
            let (take, done) = match memchr(chunk) {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            if !too_long {
                let room = MAX_LINE - self.buf.len();
                if take > room + usize::from(done) {
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
        if too_long {
            self.buf.truncate(80);
            return Ok(Some(Line::TooLong(std::mem::take(&mut self.buf))));
        }
        if self.buf.last() == Some(&b'\n') {
            self.buf.pop();
            if self.buf.last() == Some(&b'\r') {
                self.buf.pop();
            }
        }
        Ok(Some(Line::Text(std::mem::take(&mut self.buf))))
    }
}

fn memchr(s: &[u8]) -> Option<usize> {
    s.iter().position(|b| *b == b'\n')
}

/// Opens a path for reading; `-` is standard input.
pub fn open_input(path: &Path) -> io::Result<Box<dyn BufRead>> {
    if path.as_os_str() == "-" {
        Ok(Box::new(BufReader::with_capacity(1 << 16, io::stdin())))
    } else {
        let f = File::open(path)?;
        if f.metadata()?.is_dir() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "is a directory",
            ));
        }
        Ok(Box::new(
            BufReader::with_capacity(1 << 16, f) as BufReader<File>
        ))
    }
}

/// The name shown for an input path in messages.
pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_owned()
    } else {
        path.display().to_string()
    }
}

/// Output to standard output or to a file written atomically: a temporary
/// file in the same folder, renamed over the target on [`finish`](Output::finish).
/// Dropped without `finish`, the temporary file is removed.
pub enum Output {
    Stdout(io::BufWriter<io::Stdout>),
    File {
        tmp: io::BufWriter<tempfile::NamedTempFile>,
        target: PathBuf,
    },
}

impl Output {
    pub fn create(path: Option<&Path>) -> io::Result<Output> {
        match path {
            None => Ok(Output::Stdout(io::BufWriter::with_capacity(
                1 << 16,
                io::stdout(),
            ))),
            Some(p) if p.as_os_str() == "-" => Ok(Output::Stdout(io::BufWriter::with_capacity(
                1 << 16,
                io::stdout(),
            ))),
            Some(p) => {
                if p.is_dir() {
                    return Err(io::Error::new(
                        io::ErrorKind::InvalidInput,
                        "is a directory",
                    ));
                }
                let dir = match p.parent() {
                    Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
                    _ => PathBuf::from("."),
                };
                let tmp = tempfile::Builder::new()
                    .prefix(".fenlingo-")
                    .suffix(".tmp")
                    .tempfile_in(dir)?;
                Ok(Output::File {
                    tmp: io::BufWriter::with_capacity(1 << 16, tmp),
                    target: p.to_path_buf(),
                })
            }
        }
    }

    pub fn finish(self) -> io::Result<()> {
        match self {
            Output::Stdout(mut w) => w.flush(),
            Output::File { tmp, target } => {
                let tmp = tmp.into_inner().map_err(|e| e.into_error())?;
                // Temporary files are private; the result gets the target's
                // permissions, or those of an ordinary new file.
                let perms = match std::fs::metadata(&target) {
                    Ok(m) => m.permissions(),
                    Err(_) => default_permissions(tmp.as_file())?,
                };
                tmp.as_file().set_permissions(perms)?;
                tmp.as_file().sync_all()?;
                tmp.persist(&target).map_err(|e| e.error)?;
                Ok(())
            }
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Output::Stdout(w) => w.write(buf),
            Output::File { tmp, .. } => tmp.write(buf),
        }
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            Output::Stdout(w) => w.write_all(buf),
            Output::File { tmp, .. } => tmp.write_all(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Output::Stdout(w) => w.flush(),
            Output::File { tmp, .. } => tmp.flush(),
        }
    }
}

#[cfg(unix)]
fn default_permissions(_: &File) -> io::Result<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Ok(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn default_permissions(f: &File) -> io::Result<std::fs::Permissions> {
    Ok(f.metadata()?.permissions())
}

/// Reads all of a small file (a notation table) as text.
pub fn read_text(path: &Path) -> io::Result<String> {
    let mut s = String::new();
    File::open(path)?.take(16 << 20).read_to_string(&mut s)?;
    Ok(s)
}
