//! clap's usage errors in the language of messages: the same facts clap
//! reports (the argument, the value, the valid values, a suggestion),
//! worded from the Fluent files, with clap's usage line and a pointer to
//! `--help`.

use crate::cli::paint::{self, ERROR, LITERAL, NOTE};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use fenlingo::i18n::Localizer;

fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => Some(
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// `s` in the quotation marks of the language of messages (`'s'`,
/// `«s»`, `„s“` …), styled as a literal.
fn quoted(loc: &Localizer, s: &str) -> String {
    paint::styled(
        LITERAL,
        &loc.text("usage-quoted", &[("text", s.to_owned().into())]),
    )
}

/// Prints a clap error (or the help or version it stands for) and
/// returns the exit status.
pub fn usage_error(loc: &Localizer, e: clap::Error) -> i32 {
    let t = |id: &str, args: &[(&str, String)]| {
        let args: Vec<(&str, fenlingo::i18n::Arg)> =
            args.iter().map(|(k, v)| (*k, v.clone().into())).collect();
        loc.text(id, &args)
    };
    let arg = context(&e, ContextKind::InvalidArg).unwrap_or_default();
    let value = context(&e, ContextKind::InvalidValue).unwrap_or_default();
    let message = match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
        ErrorKind::InvalidSubcommand => t(
            "usage-unknown-command",
            &[(
                "name",
                quoted(
                    loc,
                    &context(&e, ContextKind::InvalidSubcommand).unwrap_or_default(),
                ),
            )],
        ),
        ErrorKind::UnknownArgument => t("usage-unknown-argument", &[("arg", quoted(loc, &arg))]),
        ErrorKind::InvalidValue if value.is_empty() => {
            t("usage-value-required", &[("arg", quoted(loc, &arg))])
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => t(
            "usage-invalid-value",
            &[("value", quoted(loc, &value)), ("arg", quoted(loc, &arg))],
        ),
        ErrorKind::MissingRequiredArgument => {
            t("usage-missing-argument", &[("arg", quoted(loc, &arg))])
        }
        ErrorKind::ArgumentConflict => t(
            "usage-conflict",
            &[
                ("arg", quoted(loc, &arg)),
                (
                    "other",
                    quoted(loc, &context(&e, ContextKind::PriorArg).unwrap_or_default()),
                ),
            ],
        ),
        ErrorKind::NoEquals => t("usage-no-equals", &[("arg", quoted(loc, &arg))]),
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            t("usage-value-count", &[("arg", quoted(loc, &arg))])
        }
        ErrorKind::MissingSubcommand => t("usage-missing-command", &[]),
        ErrorKind::InvalidUtf8 => t("usage-invalid-utf8", &[]),
        _ => {
            let _ = e.print();
            return e.exit_code();
        }
    };
    let mut out = format!(
        "{} {message}\n",
        paint::styled(ERROR, &format!("{}:", loc.text("error", &[])))
    );
    if let Some(valid) = context(&e, ContextKind::ValidValue).filter(|v| !v.is_empty()) {
        out.push_str(&format!(
            "  [{}: {valid}]\n",
            loc.text("help-possible-values", &[])
        ));
    }
    let suggestion = context(&e, ContextKind::SuggestedSubcommand)
        .or_else(|| context(&e, ContextKind::SuggestedArg))
        .or_else(|| context(&e, ContextKind::SuggestedValue));
    if let Some(s) = suggestion.filter(|s| !s.is_empty()) {
        out.push_str(&format!(
            "\n  {} {}\n",
            paint::styled(NOTE, &format!("{}:", loc.text("usage-tip", &[]))),
            t("usage-did-you-mean", &[("suggestion", quoted(loc, &s))])
        ));
    }
    if let Some(usage) = context(&e, ContextKind::Usage) {
        let usage = usage.trim();
        let body = usage.strip_prefix("Usage:").unwrap_or(usage).trim_start();
        out.push_str(&format!(
            "\n{}: {body}\n",
            paint::styled(LITERAL, &loc.text("help-usage", &[]))
        ));
    }
    out.push_str(&format!(
        "\n{}\n",
        t("usage-more-help", &[("help", quoted(loc, "--help"))])
    ));
    eprint!("{out}");
    e.exit_code()
}
