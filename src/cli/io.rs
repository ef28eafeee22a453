//! Output files written atomically, and names of inputs in messages.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

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
