//! `fenlingo man [COMMAND]`: the manual page of the tool or of one of its
//! commands, as roff on standard output, in the language of the help.

use crate::cli::report::{self, Res};
use clap::Args;
use clap::builder::PossibleValuesParser;
use fenlingo::i18n::Localizer;
use fenlingo::output::Output;
use std::io::Write;

#[derive(Args)]
pub struct ManArgs {
    /// The command whose page to write; none: the page of fenlingo.
    #[arg(value_name = "COMMAND")]
    command: Option<String>,
}

/// The help of the command in the user's language; the commands it takes
/// are those of the tool (so that shells complete them).
pub fn localize(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    cmd.mut_subcommand("man", |c| {
        c.about(loc.text("help-man", &[]))
            .mut_arg("command", |a| a.help(loc.text("help-man-command", &[])))
    })
}

/// `man` takes only the names of the commands: part of reading the
/// arguments, in every language. `cmd` has every command's arguments
/// (see [`crate::cli::full_command`]).
pub fn restrict(cmd: clap::Command) -> clap::Command {
    let names = command_names(&cmd);
    cmd.mut_subcommand("man", |c| {
        c.mut_arg("command", |a| {
            a.value_parser(PossibleValuesParser::new(names))
        })
    })
}

/// [`restrict`] for a command whose arguments are made when it is read:
/// `man`'s are made restricted.
pub fn restrict_deferred(cmd: clap::Command) -> clap::Command {
    cmd.mut_subcommand("man", |c| c.defer(restricted_args))
}

fn restricted_args(c: clap::Command) -> clap::Command {
    let names = command_names(&<crate::cli::Cli as clap::CommandFactory>::command());
    ManArgs::augment_args(c).mut_arg("command", |a| {
        a.value_parser(PossibleValuesParser::new(names))
    })
}

/// The names of the commands, in the order they are shown.
fn command_names(cmd: &clap::Command) -> Vec<String> {
    let mut commands: Vec<&clap::Command> = cmd.get_subcommands().collect();
    commands.sort_by_key(|c| c.get_display_order());
    commands.iter().map(|c| c.get_name().to_owned()).collect()
}

pub fn run(loc: &Localizer, a: ManArgs) -> Res<i32> {
    let cmd = crate::cli::localized_command(loc);
    let page = match &a.command {
        // `help` is no page of its own.
        None => cmd.mut_subcommand("help", |c| c.hide(true)),
        Some(name) => match cmd.find_subcommand(name) {
            Some(c) => c.clone(),
            None => unreachable!("clap takes only the names of the commands"),
        },
    };
    let mut roff = Vec::new();
    clap_mangen::Man::new(page)
        .source(format!("fenlingo {}", env!("CARGO_PKG_VERSION")))
        .render(&mut roff)
        .map_err(|e| report::out_fail(loc, None, e))?;
    let roff = headings(loc, &String::from_utf8_lossy(&roff));
    let mut out = Output::create(None).map_err(|e| report::out_fail(loc, None, e))?;
    out.write_all(roff.as_bytes())
        .and_then(|_| out.finish())
        .map_err(|e| report::out_fail(loc, None, e))?;
    Ok(0)
}

/// The words clap_mangen writes in English, in the user's language: the
/// section headings (those of options and commands are the help's own,
/// written in capitals here too). Defaults and possible values are in
/// each option's help already, in the user's language. A help heading
/// ends with the space a language puts before a colon (French
/// `Options :`); a man page's heading has no colon, so not that space.
fn headings(loc: &Localizer, roff: &str) -> String {
    let heading = |word: &str| {
        let word = word.trim_end_matches('\u{a0}').to_uppercase();
        clap_mangen::roff::Roff::new()
            .control("SH", [word.as_str()])
            .to_roff()
    };
    let mut page = String::with_capacity(roff.len());
    for line in roff.lines() {
        let id = match line {
            ".SH NAME" => Some("man-name"),
            ".SH SYNOPSIS" => Some("man-synopsis"),
            ".SH DESCRIPTION" => Some("man-description"),
            ".SH VERSION" => Some("man-version"),
            _ => None,
        };
        if let Some(id) = id {
            page.push_str(&heading(&loc.text(id, &[])));
        } else if let Some(word) = line.strip_prefix(".SH ").filter(|w| !w.contains('\\')) {
            page.push_str(&heading(word));
        } else {
            page.push_str(line);
            page.push('\n');
        }
    }
    page
}
