//! `fenlingo completions SHELL`: a completion script on standard output,
//! made from the same command (and help texts) as `--help`.

use crate::cli::report::{self, Res};
use clap::Args;
use clap_complete::Shell;
use fenlingo::i18n::Localizer;
use fenlingo::output::Output;
use std::io::Write;

#[derive(Args)]
pub struct CompletionsArgs {
    /// The shell to write the script for.
    #[arg(value_enum, value_name = "SHELL")]
    shell: Shell,
}

/// The help of the command in the user's language.
pub fn localize(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    cmd.mut_subcommand("completions", |c| {
        c.about(loc.text("help-completions", &[]))
            .mut_arg("shell", |a| a.help(loc.text("help-completions-shell", &[])))
    })
}

pub fn run(loc: &Localizer, a: CompletionsArgs) -> Res<i32> {
    let mut cmd = crate::cli::localized_command(loc);
    let mut script = Vec::new();
    clap_complete::generate(a.shell, &mut cmd, "fenlingo", &mut script);
    let mut out = Output::create(None).map_err(|e| report::out_fail(loc, None, e))?;
    out.write_all(&script)
        .and_then(|_| out.finish())
        .map_err(|e| report::out_fail(loc, None, e))?;
    Ok(0)
}
