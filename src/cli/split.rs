//! A position typed without quotes reaches the tool as several arguments
//! (`fenlingo translate rnbqkbnr/… w KQkq - 0 1`): it is refused in one
//! line that shows the command again with the position quoted, instead
//! of a reading of each field as a position of its own.

use super::report::{Failure, Res};
use fenlingo::i18n::Localizer;
use fenlingo::input::{Letters, joined_position};
use std::ffi::OsString;

/// `word` as a POSIX shell reads it back as one argument: bare when it
/// holds only characters no shell treats specially, else in double
/// quotes, or in single quotes when it holds characters double quotes
/// would expand.
fn shell_quote(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_./:=@%+,-".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        return word.to_owned();
    }
    if !word.contains(['\u{22}', '$', '`', '\\', '!']) {
        return format!("\"{word}\"");
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}

/// The command line given, with the run of arguments `words` (one split
/// position) put back into one quoted argument: `fenlingo` and every
/// argument after the program's name.
fn quoted_command(raw: &[OsString], words: &[String]) -> String {
    let raw: Vec<String> = raw
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let joined = words.join(" ");
    let at = raw.windows(words.len()).position(|w| w == words);
    let mut out = vec!["fenlingo".to_owned()];
    match at {
        Some(at) => {
            out.extend(raw[..at].iter().map(|a| shell_quote(a)));
            out.push(shell_quote(&joined));
            out.extend(raw[at + words.len()..].iter().map(|a| shell_quote(a)));
        }
        // Not found as typed (arguments in between): the command and the
        // position alone.
        None => {
            out.extend(raw.iter().take(1).map(|a| shell_quote(a)));
            out.push(shell_quote(&joined));
        }
    }
    out.join(" ")
}

/// The message for `words[range]`, one position given as several
/// arguments.
fn message(loc: &Localizer, raw: &[OsString], words: &[String]) -> String {
    loc.text(
        "usage-split-position",
        &[
            ("count", words.len().into()),
            ("command", quoted_command(raw, words).into()),
        ],
    )
}

/// Refuses positions given as arguments when a position among them was
/// split by the shell: a usage error (exit 2) that says to quote it.
/// Several positions, each quoted, are read as they are.
pub fn refuse_split(loc: &Localizer, positions: &[String], letters: &Letters<'_>) -> Res<()> {
    match joined_position(positions, letters) {
        Some(range) => {
            let raw: Vec<OsString> = std::env::args_os().collect();
            Err(Failure::Usage(message(loc, &raw, &positions[range])))
        }
        None => Ok(()),
    }
}

/// For a command line clap refused with an unexpected argument (a command
/// that takes one position, such as `diagram`, or a `--start` of
/// `moves`): the message to give instead, when the arguments after the
/// command hold a split position. Read with the tables of `--from` when
/// it names one, else with every table.
pub fn split_in_command_line(loc: &Localizer, raw: &[OsString]) -> Option<String> {
    let words: Vec<String> = raw
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let letters = super::help::flag_value(raw, "--from")
        .and_then(|spec| super::report::letters(loc, &spec, true).ok())
        .unwrap_or_else(Letters::auto);
    let range = joined_position(&words, &letters)?;
    Some(message(loc, raw, &words[range]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_quoted_as_a_shell_reads_them() {
        assert_eq!(shell_quote("translate"), "translate");
        assert_eq!(shell_quote("--to"), "--to");
        assert_eq!(
            shell_quote("8/8/8/8/8/8/8/K1k5 w - - 0 1"),
            "\"8/8/8/8/8/8/8/K1k5 w - - 0 1\""
        );
        assert_eq!(shell_quote("a \"b\""), "'a \"b\"'");
        assert_eq!(shell_quote("it's $x"), r"'it'\''s $x'");
        assert_eq!(shell_quote(""), "\"\"");
    }

    #[test]
    fn the_command_comes_back_with_the_position_quoted() {
        let raw: Vec<OsString> = [
            "/usr/bin/fenlingo",
            "translate",
            "--to",
            "de",
            "8/8/8/8/8/8/8/K1k5",
            "w",
            "-",
            "-",
            "0",
            "1",
            "-o",
            "out file.fen",
        ]
        .iter()
        .map(OsString::from)
        .collect();
        let words: Vec<String> = ["8/8/8/8/8/8/8/K1k5", "w", "-", "-", "0", "1"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        assert_eq!(
            quoted_command(&raw, &words),
            "fenlingo translate --to de \"8/8/8/8/8/8/8/K1k5 w - - 0 1\" -o \"out file.fen\""
        );
    }
}
