//! What the integration tests share: the binaries, run as a user runs them.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The command-line tool, with no locale from the environment.
pub fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_fenlingo"));
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("NO_COLOR");
    c
}

/// `fenlingo ARGS`.
pub fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("runs")
}

/// `fenlingo ARGS < input`.
pub fn run_stdin(args: &[&str], input: &[u8]) -> Output {
    piped(bin().args(args), input)
}

/// A command fed `input` on standard input, in `dir` when given.
pub fn piped(cmd: &mut Command, input: &[u8]) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    let mut stdin = child.stdin.take().expect("stdin");
    let data = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let out = child.wait_with_output().expect("runs");
    let _ = writer.join();
    out
}

/// Standard output and standard error as text.
pub fn texts(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Standard output as text.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Standard error as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A fresh folder for one test (the same as [`scratch`]).
pub fn temp_dir(name: &str) -> PathBuf {
    scratch(name)
}

/// A fresh folder for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fenlingo-t-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

/// The pandoc filter run on a JSON AST in `dir` with `args`.
#[cfg(feature = "filters")]
pub fn pandoc_filter(args: &[&str], ast: &str, dir: &Path) -> Output {
    piped(
        Command::new(env!("CARGO_BIN_EXE_pandoc-fenlingo"))
            .args(args)
            .current_dir(dir)
            .env_remove("SOURCE_DATE_EPOCH"),
        ast.as_bytes(),
    )
}
