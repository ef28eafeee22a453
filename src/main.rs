//! The `fenlingo` command-line tool: a thin layer over the library.

mod cli;

fn main() {
    std::process::exit(cli::run());
}
