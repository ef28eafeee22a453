//! Colour for diagnostics on a terminal, in clap's palette: the labels
//! `error`, `warning` and `note` (in the language of messages), the caret
//! under the faulty text and the gutter of the excerpt. `--color
//! auto|always|never`; `auto` colours only a terminal and honours
//! `NO_COLOR`.

use anstyle::{AnsiColor, Style};
use fenlingo::i18n::Localizer;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};

static ENABLED: AtomicBool = AtomicBool::new(false);
/// Colour for diagnostics written to standard output (`check`'s report).
static STDOUT: AtomicBool = AtomicBool::new(false);

/// `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

impl ColorWhen {
    /// Whether standard error gets colour.
    pub fn enabled(self) -> bool {
        self.enabled_on(std::io::stderr().is_terminal())
    }

    /// Whether standard output gets colour: a terminal under `auto`,
    /// never a pipe or a file unless `always` asks.
    pub fn enabled_stdout(self) -> bool {
        self.enabled_on(std::io::stdout().is_terminal())
    }

    fn enabled_on(self, terminal: bool) -> bool {
        match self {
            ColorWhen::Always => true,
            ColorWhen::Never => false,
            ColorWhen::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
                    && terminal
            }
        }
    }

    /// The same choice for clap's own output.
    pub fn clap(self) -> clap::ColorChoice {
        match self {
            ColorWhen::Always => clap::ColorChoice::Always,
            ColorWhen::Never => clap::ColorChoice::Never,
            ColorWhen::Auto if self.enabled() => clap::ColorChoice::Auto,
            ColorWhen::Auto => clap::ColorChoice::Never,
        }
    }
}

/// Turns colour on or off for the rest of the run: on standard error, and
/// for diagnostics written to standard output.
pub fn set(enabled: bool, stdout: bool) {
    ENABLED.store(enabled, Ordering::Relaxed);
    STDOUT.store(stdout, Ordering::Relaxed);
}

pub const ERROR: Style = AnsiColor::Red.on_default().bold();
pub const WARNING: Style = AnsiColor::Yellow.on_default().bold();
pub const NOTE: Style = AnsiColor::Cyan.on_default().bold();
pub const GUTTER: Style = AnsiColor::Blue.on_default().bold();
pub const LITERAL: Style = Style::new().bold();

/// `text` in `style` when colour is on.
pub fn styled(style: Style, text: &str) -> String {
    if ENABLED.load(Ordering::Relaxed) {
        format!("{style}{text}{style:#}")
    } else {
        text.to_owned()
    }
}

/// A diagnostic (one or more lines) with its labels, excerpt gutter and
/// caret coloured; unchanged when colour is off.
pub fn diagnostic(loc: &Localizer, text: &str) -> String {
    paint(loc, text, ENABLED.load(Ordering::Relaxed))
}

/// A diagnostic written to standard output (a report such as `check`'s),
/// coloured by the choice for standard output.
pub fn report(loc: &Localizer, text: &str) -> String {
    paint(loc, text, STDOUT.load(Ordering::Relaxed))
}

fn paint(loc: &Localizer, text: &str, enabled: bool) -> String {
    if !enabled {
        return text.to_owned();
    }
    let labels = [
        (loc.text("error", &[]), ERROR),
        (loc.text("warning", &[]), WARNING),
        (loc.text("note", &[]), NOTE),
    ];
    let mut current = ERROR;
    let mut out = String::with_capacity(text.len() + 64);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&paint_line(line, &labels, &mut current));
    }
    out
}

fn paint_line(line: &str, labels: &[(String, Style)], current: &mut Style) -> String {
    // The excerpt: `  |`, `12 | text`, `   |   ^^^`.
    if let Some(bar) = line.find('|') {
        let (gutter, rest) = line.split_at(bar);
        if gutter.chars().all(|c| c.is_ascii_digit() || c == ' ') {
            let rest = &rest[1..];
            let marks = rest.trim();
            let body = if !marks.is_empty() && marks.chars().all(|c| c == '^' || c == '~') {
                let lead = &rest[..rest.len() - rest.trim_start().len()];
                format!("{lead}{}", styled(*current, marks))
            } else {
                rest.to_owned()
            };
            return format!("{}{body}", styled(GUTTER, &format!("{gutter}|")));
        }
    }
    // `FILE:LINE:COL: error: …`, `error: …`, `  = note: …`.
    for (word, style) in labels {
        let tag = format!("{word}:");
        let at = if line.starts_with(&tag) {
            Some(0)
        } else {
            line.find(&format!(" {tag}")).map(|i| i + 1)
        };
        if let Some(at) = at {
            if !line.starts_with(' ') || line.trim_start().starts_with('=') {
                if *style != NOTE {
                    *current = *style;
                }
                return format!(
                    "{}{}{}",
                    &line[..at],
                    styled(*style, &tag),
                    &line[at + tag.len()..]
                );
            }
        }
    }
    line.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_carets_and_gutter_are_coloured() {
        let loc = Localizer::new("en");
        set(true, false);
        let text = "x.fen:1:2: error: bad\n  |\n1 | 6X1\n  |  ^\n  = note: no table";
        let out = diagnostic(&loc, text);
        assert_eq!(report(&loc, text), text);
        set(false, false);
        assert!(out.contains(&format!("{ERROR}error:{ERROR:#}")));
        assert!(out.contains(&format!("{ERROR}^{ERROR:#}")));
        assert!(out.contains(&format!("{GUTTER}1 |{GUTTER:#}")));
        assert!(out.contains(&format!("{NOTE}note:{NOTE:#}")));
        // Without colour the text is untouched.
        assert_eq!(diagnostic(&loc, text), text);
    }
}
