//! The command line in the user's language: the language chosen from
//! `--lang` or the environment, and clap's command with every help text,
//! heading, default and possible value taken from the Fluent files.

use super::cmd;
use fenlingo::i18n::Localizer;

/// The value of a global flag (`--lang`, `--color`) anywhere on the command
/// line, read before clap so that the help itself can be localized.
pub(super) fn flag_value(args: &[std::ffi::OsString], flag: &str) -> Option<String> {
    let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
    let with_eq = format!("{flag}=");
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        if a == flag {
            return it.next().map(|v| v.into_owned());
        }
        if let Some(v) = a.strip_prefix(with_eq.as_str()) {
            return Some(v.to_owned());
        }
    }
    None
}

/// The clap command with help texts in the user's language (clap itself
/// keeps its own words, such as "Usage:", in English).
pub(super) fn localized_command(loc: &Localizer) -> clap::Command {
    let t = |id: &str| loc.text(id, &[]);
    let input_args = |c: clap::Command| {
        c.mut_arg("positions", |a| a.help(t("help-positions")))
            .mut_arg("input", |a| a.help(t("help-input")))
            .mut_arg("format", |a| a.help(t("help-format")))
    };
    let cmd = cmd::man::restrict(super::full_command())
        .about(t("help-about"))
        .mut_arg("lang", |a| a.help(t("help-lang")))
        .mut_arg("color", |a| a.help(t("help-color")))
        .mut_subcommand("check", |c| {
            input_args(c)
                .about(t("help-check"))
                .mut_arg("from", |a| a.help(t("help-from")))
                .mut_arg("strict", |a| a.help(t("help-strict")))
                .mut_arg("chess960", |a| a.help(t("help-chess960")))
                .mut_arg("json", |a| a.help(t("help-json")))
                .mut_arg("output", |a| a.help(t("help-output")))
        })
        .mut_subcommand("translate", |c| {
            input_args(c)
                .about(t("help-translate"))
                .mut_arg("from", |a| a.help(t("help-from")))
                .mut_arg("to", |a| a.help(t("help-to")))
                .mut_arg("ep", |a| a.help(t("help-ep")))
                .mut_arg("strict", |a| a.help(t("help-strict")))
                .mut_arg("chess960", |a| a.help(t("help-chess960")))
                .mut_arg("json", |a| a.help(t("help-json")))
                .mut_arg("fail_fast", |a| a.help(t("help-fail-fast")))
                .mut_arg("output", |a| a.help(t("help-output")))
        })
        .mut_subcommand("detect", |c| {
            input_args(c)
                .about(t("help-detect"))
                .mut_arg("json", |a| a.help(t("help-json")))
        })
        .mut_subcommand("languages", |c| {
            c.about(t("help-languages"))
                .mut_arg("json", |a| a.help(t("help-json")))
        });
    // The commands whose help is `help-<command>` and
    // `help-<command>-<argument>` ("help-diagram", "help-diagram-theme", …).
    let mut cmd = cmd;
    for name in ["diagram", "sheet", "moves", "serve"] {
        if cmd.find_subcommand(name).is_none() {
            continue;
        }
        cmd = cmd.mut_subcommand(name, |c| {
            let ids: Vec<String> = c.get_arguments().map(|a| a.get_id().to_string()).collect();
            let mut c = c.about(t(&format!("help-{name}")));
            for id in ids {
                let key = format!("help-{name}-{}", id.replace('_', "-"));
                if loc.has_own(&key) || loc.text(&key, &[]) != key {
                    c = c.mut_arg(id, |a| a.help(t(&key)));
                }
            }
            c
        });
    }
    let cmd = cmd::man::localize(cmd::completions::localize(cmd, loc), loc);
    // Headings, usage and the help and version flags.
    let template = format!(
        "{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        t("help-usage")
    );
    let mut cmd = cmd;
    cmd.build();
    let dress = |c: clap::Command| -> clap::Command {
        let ids: Vec<(String, bool)> = c
            .get_arguments()
            .map(|a| (a.get_id().to_string(), a.is_positional()))
            .collect();
        let mut c = c.help_template(template.clone());
        for (id, positional) in ids {
            let heading = if positional {
                t("help-arguments")
            } else {
                t("help-options")
            };
            c = c.mut_arg(id.as_str(), |a| {
                let a = a.help_heading(heading);
                match id.as_str() {
                    "help" => a.help(t("help-help")),
                    "version" => a.help(t("help-version")),
                    "encoding" => annotate(loc, a.help(t("help-encoding"))),
                    _ => annotate(loc, a),
                }
            });
        }
        c
    };
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    let mut cmd = dress(cmd).subcommand_help_heading(t("help-commands"));
    for name in names {
        let about = (name == "help").then(|| t("help-help-command"));
        cmd = cmd.mut_subcommand(name.as_str(), |c| {
            let c = dress(c);
            match about.clone() {
                Some(a) => c.about(a),
                None => c,
            }
        });
    }
    cmd
}

/// An argument's help with its default and possible values said in the
/// language of messages (clap would add them in English), and `{n}`
/// shown as written: clap reads `{n}` as a line break, so a style reset
/// (which clap strips from plain output and a terminal does not show)
/// keeps the brace from the `n`, and nothing invisible is left in the text.
fn annotate(loc: &Localizer, a: clap::Arg) -> clap::Arg {
    let mut help = a
        .get_help()
        .map(ToString::to_string)
        .unwrap_or_default()
        .replace("{n}", &format!("{{{}n}}", anstyle::Reset.render()));
    if a.get_action().takes_values() {
        let defaults: Vec<String> = a
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        if !defaults.is_empty() && !a.is_hide_default_value_set() {
            help.push_str(&format!(
                " [{}: {}]",
                loc.text("help-default-value", &[]),
                defaults.join(", ")
            ));
        }
        let values: Vec<String> = a
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| v.get_name().to_owned())
            .collect();
        if !values.is_empty() && !a.is_hide_possible_values_set() {
            help.push_str(&format!(
                " [{}: {}]",
                loc.text("help-possible-values", &[]),
                values.join(", ")
            ));
        }
    }
    a.help(help)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// The language of messages: `--lang`, then the environment, then English.
pub(super) fn choose_language(flag: Option<&str>) -> (Localizer, Option<String>) {
    if let Some(tag) = flag {
        return Localizer::negotiate_noted(tag);
    }
    match fenlingo::i18n::environment_locale() {
        Some(v) => (Localizer::negotiate(&v).0, None),
        None => (Localizer::new("en"), None),
    }
}
