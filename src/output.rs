//! The one safe file writer of every face: output files written
//! atomically (a temporary file made exclusively, with an unpredictable
//! name, beside the target, then renamed over it), only regular files
//! replaced, unfinished files removed on signals; and the names of files
//! in messages.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::i18n::Localizer;

/// The name shown for an input path in messages, with non-printing
/// characters escaped.
pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_owned()
    } else {
        crate::text::printable(&path.display().to_string(), false).into_owned()
    }
}

/// The name shown for an output path in messages (`-` or none is
/// standard output).
pub fn output_name(path: Option<&Path>) -> String {
    match path {
        Some(p) if p.as_os_str() != "-" => display_name(p),
        _ => "<stdout>".to_owned(),
    }
}

/// Why an input or output operation failed, in the user's language,
/// without the temporary file's name or the OS error number.
pub fn reason(loc: &Localizer, e: &io::Error) -> String {
    if e.get_ref().is_some_and(|i| i.is::<StdoutClosed>()) {
        return loc.text("io-stdout-closed", &[]);
    }
    if e.get_ref().is_some_and(|i| i.is::<TextTooLarge>()) {
        return loc.text("io-text-too-large", &[("limit", (MAX_TEXT >> 20).into())]);
    }
    if let Some(at) = e.get_ref().and_then(|i| i.downcast_ref::<NotUtf8>()) {
        let args = [("line", at.line.into()), ("column", at.column.into())];
        return loc.text("io-not-utf8", &args);
    }
    loc.message(&crate::i18n::io_error(e))
}

/// Temporary output files not yet renamed into place: removed on every
/// signal that would end the process, before it ends.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn pending() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    PENDING.lock().unwrap_or_else(|e| e.into_inner())
}

/// The signals whose default action ends the process and that a program
/// may catch (SIGKILL cannot be; SIGSEGV, SIGILL and SIGFPE are faults of
/// the program itself; SIGPIPE is ignored).
#[cfg(unix)]
pub const ENDING_SIGNALS: &[i32] = {
    use signal_hook::consts::*;
    &[
        SIGHUP, SIGINT, SIGQUIT, SIGTRAP, SIGABRT, SIGBUS, SIGUSR1, SIGUSR2, SIGALRM, SIGTERM,
        SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
    ]
};

/// Removes unfinished output files when a signal would end the process
/// (every one of [`ENDING_SIGNALS`]), then ends it as the signal would
/// have. SIGPIPE is ignored (Rust programs start so): a write to a closed
/// pipe is that write's error, and a closed pipe on standard output ends
/// the run quietly. A SIGKILL cannot be caught: it can leave one
/// `.fenlingo-*.tmp` file.
///
/// The signals are caught from the first temporary file on: until then
/// there is nothing to remove, and a run that writes only to standard
/// output starts no thread for them.
#[cfg(unix)]
pub fn remove_temporaries_on_signals() {
    WATCH_SIGNALS.store(true, std::sync::atomic::Ordering::Relaxed);
}

#[cfg(not(unix))]
pub fn remove_temporaries_on_signals() {}

/// Whether [`remove_temporaries_on_signals`] was asked for.
#[cfg(unix)]
static WATCH_SIGNALS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Starts catching the ending signals, once, if it was asked for: called
/// before the first temporary file is made.
#[cfg(unix)]
fn watch_signals() {
    static STARTED: std::sync::Once = std::sync::Once::new();
    if !WATCH_SIGNALS.load(std::sync::atomic::Ordering::Relaxed) {
        return;
    }
    STARTED.call_once(|| {
        let Ok(mut signals) = signal_hook::iterator::Signals::new(ENDING_SIGNALS) else {
            return;
        };
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                // Holding the lock: no temporary file is being made or
                // renamed meanwhile.
                let files = pending();
                for f in files.iter() {
                    let _ = std::fs::remove_file(f);
                }
                let _ = signal_hook::low_level::emulate_default_handler(signal);
                std::process::exit(128 + signal);
            }
        });
    });
}

#[cfg(not(unix))]
fn watch_signals() {}

/// A temporary file that is removed when dropped, and on signals.
pub struct Pending {
    path: Option<PathBuf>,
}

impl Pending {
    /// Makes a temporary file in `dir`, registered for removal on
    /// signals: with the mode `0666` less the umask, or private when it
    /// will take an existing file's mode.
    fn create(dir: &Path, private: bool) -> io::Result<(File, Pending)> {
        watch_signals();
        let mut list = pending();
        let mut b = tempfile::Builder::new();
        b.prefix(".fenlingo-").suffix(".tmp");
        #[cfg(unix)]
        if !private {
            use std::os::unix::fs::PermissionsExt;
            b.permissions(std::fs::Permissions::from_mode(0o666));
        }
        #[cfg(not(unix))]
        let _ = private;
        let (file, path) = b.tempfile_in(dir)?.into_parts();
        // Kept until renamed or dropped (the TempPath would delete it now).
        let path = path.keep().map_err(|e| e.error)?;
        list.push(path.clone());
        Ok((file, Pending { path: Some(path) }))
    }

    /// Renames the file over `target`.
    fn persist(mut self, target: &Path) -> io::Result<()> {
        let mut list = pending();
        let Some(path) = self.path.take() else {
            return Ok(());
        };
        list.retain(|p| p != &path);
        let r = std::fs::rename(&path, target);
        if r.is_err() {
            let _ = std::fs::remove_file(&path);
        }
        r
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if let Some(path) = self.path.take() {
            let mut list = pending();
            let _ = std::fs::remove_file(&path);
            list.retain(|p| p != &path);
        }
    }
}

/// Whether a path names an open file descriptor (`/dev/stdout`,
/// `/dev/fd/3`, `/proc/self/fd/1`): a file that already has a writer.
fn is_descriptor(p: &Path) -> bool {
    let s = p.to_string_lossy();
    s.starts_with("/dev/fd/")
        || matches!(s.as_ref(), "/dev/stdout" | "/dev/stderr")
        || (s.starts_with("/proc/") && s.contains("/fd/"))
}

/// The file a path finally names: symbolic links followed (a dangling
/// link names the file it would create); and whether a link on the way
/// names an open file descriptor.
fn resolve_links(path: &Path) -> io::Result<(PathBuf, bool)> {
    let mut p = path.to_path_buf();
    let mut descriptor = is_descriptor(&p);
    for _ in 0..40 {
        descriptor |= is_descriptor(&p);
        match std::fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = std::fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            _ => return Ok((p, descriptor)),
        }
    }
    // ELOOP, as the system says it (in the language of messages).
    #[cfg(unix)]
    return Err(io::Error::from_raw_os_error(libc::ELOOP));
    #[cfg(not(unix))]
    Err(io::Error::other("too many levels of symbolic links"))
}

/// The existing file `path` names (links followed), if any.
fn file_id(path: &Path) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
    }
    #[cfg(not(unix))]
    {
        std::fs::canonicalize(path).ok().map(|p| {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            p.hash(&mut h);
            (0, h.finish())
        })
    }
}

/// The file standard input reads (`< file`), if it is one.
fn stdin_id() -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        use std::os::unix::fs::MetadataExt;
        let fd = io::stdin().as_fd().try_clone_to_owned().ok()?;
        File::from(fd).metadata().ok().map(|m| (m.dev(), m.ino()))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// The first of `inputs` that is the same file as `output`, when the
/// output is an existing regular file (a pipe or device may be both);
/// the input `-` is the file standard input reads.
pub fn same_as_input<'a>(output: &Path, inputs: &[&'a Path]) -> Option<&'a Path> {
    if output.as_os_str() == "-" || !std::fs::metadata(output).is_ok_and(|m| m.is_file()) {
        return None;
    }
    let out = file_id(output)?;
    inputs.iter().copied().find(|i| {
        let id = if i.as_os_str() == "-" {
            stdin_id()
        } else {
            file_id(i)
        };
        id == Some(out)
    })
}

/// Output to standard output, to a file written atomically, or straight
/// into a device, FIFO or socket.
///
/// A file is written to a temporary file in the same folder (the folder of
/// a symbolic link's target, so the link stays) and renamed over the
/// target on [`finish`](Output::finish): a new file gets the mode `0666`
/// less the umask, a replaced file keeps its mode and owner. Dropped
/// without `finish`, or on a signal, the temporary file is removed.
pub enum Output {
    /// Standard output.
    Stdout(io::BufWriter<io::Stdout>),
    /// A character or block device, FIFO or socket: written as it goes.
    Stream(io::BufWriter<Box<dyn Write>>),
    /// A regular file, written to a temporary file first.
    File {
        /// The temporary file.
        file: io::BufWriter<File>,
        /// Its name, removed unless renamed.
        tmp: Pending,
        /// The file it replaces or makes.
        target: PathBuf,
        /// The replaced file's metadata (its mode and owner are kept).
        keep: Option<Box<std::fs::Metadata>>,
    },
}

impl Output {
    /// Output to `path` (standard output for `None` or `-`).
    pub fn create(path: Option<&Path>) -> io::Result<Output> {
        let stdout = || {
            if STDOUT_CLOSED.load(Ordering::Relaxed) {
                return Err(io::Error::other(StdoutClosed));
            }
            Ok(Output::Stdout(io::BufWriter::with_capacity(
                1 << 16,
                io::stdout(),
            )))
        };
        let p = match path {
            None => return stdout(),
            Some(p) if p.as_os_str() == "-" => return stdout(),
            Some(p) => p,
        };
        let (target, descriptor) = resolve_links(p)?;
        if descriptor {
            return open_descriptor(p);
        }
        let existing = std::fs::metadata(&target).ok();
        if let Some(m) = &existing {
            let t = m.file_type();
            if t.is_dir() {
                return Err(io::ErrorKind::IsADirectory.into());
            }
            if !t.is_file() {
                return Ok(Output::Stream(io::BufWriter::with_capacity(
                    1 << 16,
                    open_special(&target, &t)?,
                )));
            }
        }
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let (file, tmp) = Pending::create(&dir, existing.is_some())?;
        Ok(Output::File {
            file: io::BufWriter::with_capacity(1 << 16, file),
            tmp,
            target,
            keep: existing.map(Box::new),
        })
    }

    /// Flushes, and renames a file's temporary file into place.
    pub fn finish(self) -> io::Result<()> {
        match self {
            Output::Stdout(mut w) => w.flush(),
            Output::Stream(mut w) => w.flush(),
            Output::File {
                file,
                tmp,
                target,
                keep,
            } => {
                let file = file.into_inner().map_err(|e| e.into_error())?;
                if let Some(m) = &keep {
                    take_owner_and_mode(&file, m)?;
                }
                file.sync_all()?;
                drop(file);
                tmp.persist(&target)
            }
        }
    }

    /// Ends without writing: a file keeps its old content (the temporary
    /// file is removed); a stream gets what was already written.
    pub fn discard(self) {
        match self {
            Output::Stdout(mut w) => {
                let _ = w.flush();
            }
            Output::Stream(mut w) => {
                let _ = w.flush();
            }
            Output::File { .. } => {}
        }
    }

    /// Whether dropping the output leaves an existing file as it was.
    pub fn is_file(&self) -> bool {
        matches!(self, Output::File { .. })
    }
}

/// Writes `bytes` to the regular file `path` atomically: a temporary file
/// made exclusively (unpredictable name, `O_EXCL`) in `path`'s folder,
/// synced, then renamed over `path`. Nothing at `path` other than a
/// regular file is replaced or followed: a symbolic link, a device, a FIFO
/// or a folder there is an error (`AlreadyExists`, or `IsADirectory`),
/// so a link planted in a shared folder cannot send the bytes elsewhere.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("fenlingo-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let p = dir.join("a.svg");
/// fenlingo::output::write_regular(&p, b"<svg/>").unwrap();
/// assert_eq!(std::fs::read(&p).unwrap(), b"<svg/>");
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn write_regular(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Ok(m) = std::fs::symlink_metadata(path) {
        if m.is_dir() {
            return Err(io::ErrorKind::IsADirectory.into());
        }
        if !m.is_file() {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                "not a regular file",
            ));
        }
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let (mut file, tmp) = Pending::create(dir, false)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    tmp.persist(path)
}

/// Writes `bytes` to a new file `path` in a folder this run made (a fresh
/// `--out-dir`): nobody can have been reading a file there, so the file is
/// written in place rather than renamed into it. It is created
/// exclusively (an existing file, folder or link at `path` is an error,
/// `AlreadyExists`), and it is removed when writing fails or a signal
/// ends the run before it is whole.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("fenlingo-new-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let p = dir.join("a.svg");
/// fenlingo::output::write_new(&p, b"<svg/>").unwrap();
/// assert_eq!(std::fs::read(&p).unwrap(), b"<svg/>");
/// assert!(fenlingo::output::write_new(&p, b"<svg/>").is_err());
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    watch_signals();
    let mut file = {
        let mut list = pending();
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)?;
        list.push(path.to_path_buf());
        file
    };
    // Removed on drop unless the bytes are all written.
    let mut guard = Pending {
        path: Some(path.to_path_buf()),
    };
    file.write_all(bytes)?;
    drop(file);
    let mut list = pending();
    list.retain(|p| p != path);
    guard.path = None;
    Ok(())
}

/// `/dev/stdout` and the like: our own standard output or error when it
/// is that file, else the file opened to go on after what it holds.
fn open_descriptor(p: &Path) -> io::Result<Output> {
    let m = std::fs::metadata(p)?;
    if m.is_dir() {
        return Err(io::ErrorKind::IsADirectory.into());
    }
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        use std::os::unix::fs::MetadataExt;
        let same = |fd: std::os::fd::BorrowedFd<'_>| {
            fd.try_clone_to_owned()
                .map(File::from)
                .and_then(|f| f.metadata())
                .is_ok_and(|o| (o.dev(), o.ino()) == (m.dev(), m.ino()))
        };
        if same(io::stdout().as_fd()) {
            return Ok(Output::Stdout(io::BufWriter::with_capacity(
                1 << 16,
                io::stdout(),
            )));
        }
        if same(io::stderr().as_fd()) {
            return Ok(Output::Stream(io::BufWriter::new(Box::new(io::stderr()))));
        }
    }
    let f = std::fs::OpenOptions::new().append(true).open(p)?;
    Ok(Output::Stream(io::BufWriter::with_capacity(
        1 << 16,
        Box::new(f),
    )))
}

/// Opens a device, FIFO or socket for writing, as it is.
fn open_special(path: &Path, t: &std::fs::FileType) -> io::Result<Box<dyn Write>> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_socket() {
            return Ok(Box::new(std::os::unix::net::UnixStream::connect(path)?));
        }
    }
    let _ = t;
    Ok(Box::new(
        std::fs::OpenOptions::new().write(true).open(path)?,
    ))
}

/// Gives the new file the replaced file's permissions and (when allowed)
/// owner.
fn take_owner_and_mode(file: &File, old: &std::fs::Metadata) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let Ok(now) = file.metadata() {
            if now.uid() != old.uid() || now.gid() != old.gid() {
                // Only root may give a file away; others keep their own.
                let _ = std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()));
            }
        }
    }
    file.set_permissions(old.permissions())
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Output::Stdout(w) => w.write(buf),
            Output::Stream(w) => w.write(buf),
            Output::File { file, .. } => file.write(buf),
        }
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            Output::Stdout(w) => w.write_all(buf),
            Output::Stream(w) => w.write_all(buf),
            Output::File { file, .. } => file.write_all(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Output::Stdout(w) => w.flush(),
            Output::Stream(w) => w.flush(),
            Output::File { file, .. } => file.flush(),
        }
    }
}

/// The largest file read whole (a notation table or a template).
pub const MAX_TEXT: u64 = 16 << 20;

/// Reads all of a small file (a notation table) as text.
pub fn read_text(path: &Path) -> io::Result<String> {
    let f = File::open(path)?;
    let m = f.metadata()?;
    if m.is_dir() {
        return Err(io::ErrorKind::IsADirectory.into());
    }
    let mut bytes = Vec::new();
    f.take(MAX_TEXT + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_TEXT {
        return Err(io::Error::new(io::ErrorKind::FileTooLarge, TextTooLarge));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = NotUtf8::at(e.as_bytes(), e.utf8_error().valid_up_to());
        io::Error::new(io::ErrorKind::InvalidData, at)
    })
}

/// A file read whole that is not UTF-8: the line and column (in
/// characters, 1-based) of the first byte that is not.
#[derive(Debug)]
pub struct NotUtf8 {
    line: usize,
    column: usize,
}

impl NotUtf8 {
    fn at(bytes: &[u8], valid: usize) -> NotUtf8 {
        let head = &bytes[..valid.min(bytes.len())];
        let start = head.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
        NotUtf8 {
            line: head.iter().filter(|b| **b == b'\n').count() + 1,
            column: String::from_utf8_lossy(&head[start..]).chars().count() + 1,
        }
    }
}

impl std::fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not UTF-8 (line {}, column {})", self.line, self.column)
    }
}

impl std::error::Error for NotUtf8 {}

/// A file read whole that is larger than [`MAX_TEXT`].
#[derive(Debug)]
pub struct TextTooLarge;

impl std::fmt::Display for TextTooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "larger than {} MiB", MAX_TEXT >> 20)
    }
}

impl std::error::Error for TextTooLarge {}

/// Whether standard output was closed when the process began (`>&-`).
static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

/// Notes whether standard output is closed. It runs before `main`, as
/// the program is loaded: the Rust runtime then gives a closed standard
/// descriptor `/dev/null` (so that no file opened later takes its number),
/// after which a closed output could not be told from `>/dev/null`, and
/// what is written to it would be lost without an error.
#[cfg(target_os = "linux")]
extern "C" fn note_closed_stdout() {
    let fds = Path::new("/proc/self/fd");
    if fds.is_dir() && std::fs::symlink_metadata(fds.join("1")).is_err() {
        STDOUT_CLOSED.store(true, Ordering::Relaxed);
    }
}

// SAFETY: the function only reads /proc and sets an atomic flag; it needs
// nothing the runtime sets up and cannot unwind (errors are ignored).
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static NOTE_CLOSED_STDOUT: extern "C" fn() = note_closed_stdout;

/// Writing to a standard output that was closed.
#[derive(Debug)]
pub struct StdoutClosed;

impl std::fmt::Display for StdoutClosed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("standard output is closed")
    }
}

impl std::error::Error for StdoutClosed {}
