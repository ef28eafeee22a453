//! Operating-system errors in the language of messages: each error kind
//! (and on Unix each error number std leaves uncategorized) has its own
//! message, so that `--lang es` never shows `File name too long`.

use super::Message;
use std::io;

/// The message of an input or output error: its kind in the language of
/// messages, without the OS error number or a path a wrapper added. An
/// error no message covers keeps the system's own words (`io-other`).
///
/// ```
/// use fenlingo::i18n::{Localizer, io_error};
/// let e = std::io::Error::from(std::io::ErrorKind::NotFound);
/// assert_eq!(Localizer::new("es").message(&io_error(&e)), "no existe el archivo o la carpeta");
/// # #[cfg(target_os = "linux")] {
/// let too_long = std::io::Error::from_raw_os_error(36);
/// assert_eq!(Localizer::new("es").message(&io_error(&too_long)), "nombre de archivo demasiado largo");
/// # }
/// ```
pub fn io_error(e: &io::Error) -> Message {
    match errno_id(e).or_else(|| kind_id(e.kind())) {
        Some(id) => Message::new(id),
        None => Message::new("io-other").with("reason", system_words(e)),
    }
}

/// The system's own words, without ` (os error N)` or ` at path …`.
fn system_words(e: &io::Error) -> String {
    let mut text = match e.get_ref() {
        Some(inner) => inner.to_string(),
        None => e.to_string(),
    };
    if let Some(i) = text.find(" (os error") {
        text.truncate(i);
    }
    if let Some(i) = text.find(" at path ") {
        text.truncate(i);
    }
    text
}

/// Error numbers whose kind is not stable in std (or is `Uncategorized`).
#[cfg(unix)]
fn errno_id(e: &io::Error) -> Option<&'static str> {
    let n = e.raw_os_error()?;
    Some(match n {
        libc::ENAMETOOLONG => "io-name-too-long",
        libc::ENXIO => "io-no-device-or-address",
        libc::ENODEV => "io-no-device",
        libc::ELOOP => "io-symlink-loop",
        libc::EIO => "io-input-output",
        libc::EMFILE | libc::ENFILE => "io-too-many-open",
        libc::EBADF => "io-bad-descriptor",
        libc::ENOTSOCK | libc::EPROTOTYPE => "io-not-a-socket",
        _ => return None,
    })
}

#[cfg(not(unix))]
fn errno_id(_: &io::Error) -> Option<&'static str> {
    None
}

/// The message id of each error kind with one.
fn kind_id(kind: io::ErrorKind) -> Option<&'static str> {
    use io::ErrorKind as K;
    Some(match kind {
        K::NotFound => "io-not-found",
        K::PermissionDenied => "io-permission-denied",
        K::StorageFull => "io-storage-full",
        K::QuotaExceeded => "io-quota-exceeded",
        K::ReadOnlyFilesystem => "io-read-only",
        K::IsADirectory => "io-is-directory",
        K::NotADirectory => "io-not-directory",
        K::DirectoryNotEmpty => "io-folder-not-empty",
        K::FileTooLarge => "io-too-large",
        K::AlreadyExists => "io-exists",
        K::ResourceBusy => "io-busy",
        K::ExecutableFileBusy => "io-program-busy",
        K::CrossesDevices => "io-cross-device",
        K::TooManyLinks => "io-too-many-links",
        K::NotSeekable => "io-not-seekable",
        K::StaleNetworkFileHandle => "io-stale",
        K::OutOfMemory => "io-out-of-memory",
        K::WouldBlock => "io-would-block",
        K::InvalidInput => "io-invalid-argument",
        K::BrokenPipe => "io-broken-pipe",
        K::ConnectionRefused => "io-connection-refused",
        K::AddrInUse => "io-address-in-use",
        K::AddrNotAvailable => "io-address-not-available",
        K::ConnectionReset | K::ConnectionAborted => "io-connection-reset",
        K::NotConnected => "io-not-connected",
        K::Unsupported => "io-unsupported",
        K::TimedOut => "io-timed-out",
        K::Interrupted => "io-interrupted",
        K::UnexpectedEof => "io-unexpected-end",
        K::WriteZero => "io-write-zero",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;

    /// Every error number and kind with a message gives it in Spanish and
    /// Russian, never the system's English.
    #[test]
    fn os_errors_are_localized() {
        let mut errors: Vec<io::Error> = Vec::new();
        #[cfg(unix)]
        errors.extend(
            [
                libc::ENAMETOOLONG,
                libc::ENXIO,
                libc::ENODEV,
                libc::ELOOP,
                libc::EIO,
                libc::EMFILE,
                libc::EBADF,
                libc::ENOSPC,
                libc::EACCES,
                libc::EROFS,
                libc::EBUSY,
                libc::EXDEV,
            ]
            .map(io::Error::from_raw_os_error),
        );
        errors.extend(
            [
                io::ErrorKind::NotFound,
                io::ErrorKind::AddrInUse,
                io::ErrorKind::AddrNotAvailable,
                io::ErrorKind::UnexpectedEof,
                io::ErrorKind::WriteZero,
            ]
            .map(io::Error::from),
        );
        for tag in ["es", "ru"] {
            let loc = Localizer::new(tag);
            let en = Localizer::new("en");
            for e in &errors {
                let m = io_error(e);
                assert_ne!(m.id, "io-other", "{e}");
                assert!(loc.has_own(&m.id), "{tag} lacks {}", m.id);
                assert_ne!(loc.message(&m), en.message(&m), "{tag}: {e}");
            }
        }
    }

    #[test]
    fn other_errors_keep_the_system_words() {
        let e = io::Error::other("disk on fire (os error 99)");
        let m = io_error(&e);
        assert_eq!(Localizer::new("en").message(&m), "disk on fire");
    }
}
