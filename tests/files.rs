//! Output files are never lost or damaged: special files, failed runs,
//! signals, permissions, outputs that are inputs, `--out-dir` names,
//! write errors, hostile text and sizes.

#![cfg(unix)]

mod common;
use common::{bin, stderr, temp_dir};
use std::fs;
use std::io::{Read, Write};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn run_in(dir: &Path, args: &[&str]) -> Output {
    bin().current_dir(dir).args(args).output().expect("runs")
}

/// The `.fenlingo-*.tmp` files left in `dir`.
fn leftovers(dir: &Path) -> Vec<String> {
    fs::read_dir(dir)
        .expect("lists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with(".fenlingo-"))
        .collect()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

const KINGS: &str = "8/8/8/8/8/8/8/K6k w - - 0 1";

#[test]
fn a_fifo_is_written_into_and_stays_a_fifo() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("pipe");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo")
            .success()
    );
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut s = String::new();
            fs::File::open(&fifo)
                .expect("opens")
                .read_to_string(&mut s)
                .expect("reads");
            s
        })
    };
    let o = run_in(&dir, &["translate", KINGS, "-o", "pipe"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(reader.join().expect("reader"), format!("{KINGS}\n"));
    assert!(
        fs::symlink_metadata(&fifo)
            .expect("exists")
            .file_type()
            .is_fifo()
    );
    assert!(leftovers(&dir).is_empty());
}

#[test]
fn a_symlink_stays_and_its_target_is_replaced_keeping_its_mode() {
    let dir = temp_dir("link");
    fs::create_dir(dir.join("real")).expect("dir");
    let target = dir.join("real/out.fen");
    fs::write(&target, "old\n").expect("writes");
    fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).expect("chmod");
    std::os::unix::fs::symlink("real/out.fen", dir.join("link.fen")).expect("link");
    let o = run_in(&dir, &["translate", KINGS, "-o", "link.fen"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let link = fs::symlink_metadata(dir.join("link.fen")).expect("link");
    assert!(link.file_type().is_symlink());
    assert_eq!(
        fs::read_to_string(&target).expect("reads"),
        format!("{KINGS}\n")
    );
    let mode = fs::metadata(&target).expect("meta").permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    assert!(leftovers(&dir).is_empty() && leftovers(&dir.join("real")).is_empty());

    // A dangling link gets its target made.
    std::os::unix::fs::symlink("real/new.fen", dir.join("dangling.fen")).expect("link");
    let o = run_in(&dir, &["translate", KINGS, "-o", "dangling.fen"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        fs::symlink_metadata(dir.join("dangling.fen"))
            .expect("link")
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(dir.join("real/new.fen")).expect("reads"),
        format!("{KINGS}\n")
    );
}

#[test]
fn a_character_device_stays_a_device() {
    if !is_root() {
        eprintln!("skipped: mknod needs root");
        return;
    }
    let dir = temp_dir("device");
    let null = dir.join("null");
    // The null device (1, 3), made in our own folder, never /dev itself.
    let made = Command::new("mknod")
        .arg(&null)
        .args(["c", "1", "3"])
        .status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("skipped: mknod failed (a container without devices?)");
        return;
    }
    for args in [
        vec!["translate", KINGS, "-o", "null"],
        vec!["diagram", KINGS, "-o", "null"],
        vec!["sheet", "-o", "null"],
    ] {
        let o = run_in(&dir, &args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let m = fs::symlink_metadata(&null).expect("exists");
        assert!(
            m.file_type().is_char_device(),
            "{args:?} replaced the device"
        );
    }
    assert!(leftovers(&dir).is_empty());
}

#[test]
fn dev_stdout_is_standard_output() {
    let o = bin()
        .args(["translate", KINGS, "-o", "/dev/stdout"])
        .output()
        .expect("runs");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), format!("{KINGS}\n"));
}

#[test]
fn a_run_with_nothing_usable_keeps_the_old_file() {
    let dir = temp_dir("failed");
    fs::write(dir.join("bad.fen"), "not a position\nxx\n").expect("writes");
    fs::write(dir.join("book.pdf"), "the old book").expect("writes");
    let o = run_in(&dir, &["sheet", "bad.fen", "-o", "book.pdf"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("'book.pdf' is left as it was"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        fs::read_to_string(dir.join("book.pdf")).expect("reads"),
        "the old book"
    );

    fs::write(dir.join("out.fen"), "old\n").expect("writes");
    let o = run_in(&dir, &["translate", "-i", "bad.fen", "-o", "out.fen"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        fs::read_to_string(dir.join("out.fen")).expect("reads"),
        "old\n"
    );

    let o = run_in(&dir, &["moves", "1. e5 e4", "-o", "out.fen"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        fs::read_to_string(dir.join("out.fen")).expect("reads"),
        "old\n"
    );

    // One good line is enough to write.
    fs::write(dir.join("mixed.fen"), format!("xx\n{KINGS}\n")).expect("writes");
    let o = run_in(&dir, &["translate", "-i", "mixed.fen", "-o", "out.fen"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        fs::read_to_string(dir.join("out.fen")).expect("reads"),
        format!("{KINGS}\n")
    );
    assert!(leftovers(&dir).is_empty());
}

/// The number of a signal by name, as the shell knows it.
fn signal_number(name: &str) -> i32 {
    let o = Command::new("bash")
        .args(["-c", &format!("kill -l {name}")])
        .output()
        .expect("kill -l");
    String::from_utf8_lossy(&o.stdout)
        .trim()
        .parse()
        .expect("a number")
}

/// Starts `translate -i in.fifo -o out.fen` in `dir` (no core file) and
/// feeds it lines without closing the pipe, so that it cannot end by
/// itself; returns once its temporary file exists.
fn start_unfinished_translation(dir: &Path) -> (std::process::Child, fs::File) {
    let child = Command::new("sh")
        .current_dir(dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args([
            "-c",
            "ulimit -c 0; exec \"$0\" translate -i in.fifo -o out.fen",
        ])
        .arg(env!("CARGO_BIN_EXE_fenlingo"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawns");
    let mut writer = fs::OpenOptions::new()
        .write(true)
        .open(dir.join("in.fifo"))
        .expect("opens");
    for _ in 0..2000 {
        writeln!(writer, "{KINGS}").expect("feeds");
    }
    writer.flush().expect("flushes");
    let start = Instant::now();
    while leftovers(dir).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no temporary file"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    (child, writer)
}

#[test]
fn signals_remove_the_temporary_file() {
    let dir = temp_dir("signals");
    let fifo = dir.join("in.fifo");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo")
            .success()
    );
    fs::write(dir.join("out.fen"), "old\n").expect("writes");
    // Every signal whose default action ends the process and that can be
    // caught.
    for signal in [
        "INT", "TERM", "HUP", "QUIT", "TRAP", "ABRT", "BUS", "USR1", "USR2", "ALRM", "XCPU",
        "XFSZ", "VTALRM", "PROF", "SYS",
    ] {
        let (child, writer) = start_unfinished_translation(&dir);
        let killed = Command::new("kill")
            .args(["-s", signal, &child.id().to_string()])
            .status()
            .expect("kill");
        assert!(killed.success());
        let out = child.wait_with_output().expect("waits");
        drop(writer);
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(
            out.status.signal(),
            Some(signal_number(signal)),
            "SIG{signal}: {:?}",
            out.status
        );
        assert!(
            leftovers(&dir).is_empty(),
            "SIG{signal} left {:?}",
            leftovers(&dir)
        );
        assert_eq!(
            fs::read_to_string(dir.join("out.fen")).expect("reads"),
            "old\n"
        );
    }
    // SIGPIPE is ignored: the run goes on and its file is put in place.
    let (child, writer) = start_unfinished_translation(&dir);
    let killed = Command::new("kill")
        .args(["-s", "PIPE", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    std::thread::sleep(Duration::from_millis(200));
    drop(writer);
    let out = child.wait_with_output().expect("waits");
    assert_eq!(out.status.code(), Some(0), "SIGPIPE: {:?}", out.status);
    assert!(leftovers(&dir).is_empty(), "{:?}", leftovers(&dir));
    assert_eq!(
        fs::read_to_string(dir.join("out.fen")).expect("reads"),
        format!("{KINGS}\n").repeat(2000)
    );
}

#[test]
fn new_files_follow_the_umask_and_replaced_files_keep_their_mode() {
    let dir = temp_dir("modes");
    let exe = env!("CARGO_BIN_EXE_fenlingo");
    for (umask, mode) in [("022", 0o644), ("027", 0o640), ("000", 0o666)] {
        let name = format!("new-{umask}.fen");
        let o = Command::new("sh")
            .current_dir(&dir)
            .args([
                "-c",
                &format!("umask {umask}; exec \"$0\" translate '{KINGS}' -o {name}"),
                exe,
            ])
            .output()
            .expect("runs");
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let got = fs::metadata(dir.join(&name))
            .expect("meta")
            .permissions()
            .mode()
            & 0o777;
        assert_eq!(got, mode, "umask {umask}");
    }
    let kept = dir.join("kept.fen");
    fs::write(&kept, "old\n").expect("writes");
    fs::set_permissions(&kept, fs::Permissions::from_mode(0o751)).expect("chmod");
    let o = run_in(&dir, &["translate", KINGS, "-o", "kept.fen"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        fs::metadata(&kept).expect("meta").permissions().mode() & 0o777,
        0o751
    );
}

#[test]
fn an_output_that_is_an_input_is_refused_unless_the_format_is_the_same() {
    let dir = temp_dir("same");
    fs::write(dir.join("x.fen"), format!("{KINGS}\n")).expect("writes");
    std::os::unix::fs::symlink("x.fen", dir.join("alias.fen")).expect("link");
    for args in [
        vec!["sheet", "x.fen", "-o", "x.fen"],
        vec!["sheet", "x.fen", "-o", "alias.fen"],
        vec!["check", "-i", "x.fen", "-o", "./x.fen"],
        vec!["diagram", "--input", "x.fen", "-o", "x.fen", KINGS],
    ] {
        let o = run_in(&dir, &args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("is also an input"),
            "{args:?}: {}",
            stderr(&o)
        );
        assert_eq!(
            fs::read_to_string(dir.join("x.fen")).expect("reads"),
            format!("{KINGS}\n")
        );
    }
    // Standard input is an input too: the file it reads is compared.
    for args in [
        vec!["sheet", "-", "-o", "x.fen"],
        vec!["check", "-i", "-", "-o", "x.fen"],
        vec!["diagram", "--input", "-", "-o", "alias.fen"],
    ] {
        let o = bin()
            .current_dir(&dir)
            .args(&args)
            .stdin(fs::File::open(dir.join("x.fen")).expect("opens"))
            .output()
            .expect("runs");
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("is also an input ('<stdin>')"),
            "{args:?}: {}",
            stderr(&o)
        );
        assert_eq!(
            fs::read_to_string(dir.join("x.fen")).expect("reads"),
            format!("{KINGS}\n")
        );
    }
    // Translating in place is fine.
    let o = run_in(
        &dir,
        &["translate", "-i", "x.fen", "--to", "es", "-o", "x.fen"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        fs::read_to_string(dir.join("x.fen")).expect("reads"),
        "8/8/8/8/8/8/8/R6r b - - 0 1\n"
    );
}

#[test]
fn out_dir_is_made_and_names_are_unique() {
    let dir = temp_dir("outdir");
    let epd = "8/8/8/8/8/8/8/K6k w - -";
    let lines = [
        format!("{epd} id \"a/b\";"),
        format!("{epd} id \"a_b\";"),
        format!("{epd} id \"00004\";"),
        KINGS.to_owned(),
        format!("{epd} id \"A_B\";"),
    ];
    fs::write(dir.join("in.epd"), lines.join("\n") + "\n").expect("writes");
    let o = run_in(
        &dir,
        &["diagram", "--input", "in.epd", "--out-dir", "new/deeper"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut names: Vec<String> = fs::read_dir(dir.join("new/deeper"))
        .expect("made")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "00004-2.svg",
            "00004.svg",
            "A_B-3.svg",
            "a_b-2.svg",
            "a_b.svg"
        ]
    );
    let err = stderr(&o);
    assert!(
        err.contains("in.epd:2: warning: another diagram of this run is already named 'a_b.svg'; this one is written to 'a_b-2.svg'"),
        "{err}"
    );
    assert!(
        err.contains("'00004-2.svg'") && err.contains("'A_B-3.svg'"),
        "{err}"
    );
}

#[test]
#[cfg(target_os = "linux")]
fn a_closed_standard_output_is_a_write_error() {
    let dir = temp_dir("closed");
    for (args, message) in [
        (
            "translate '8/8/8/8/8/8/8/K6k w - - 0 1' >&-",
            "fenlingo: error: cannot write '<stdout>': standard output is closed\n",
        ),
        (
            "--lang es check '8/8/8/8/8/8/8/K6k w - - 0 1' >&-",
            "fenlingo: error: no se puede escribir «<stdout>»: la salida estándar está cerrada\n",
        ),
    ] {
        let o = Command::new("sh")
            .current_dir(&dir)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(["-c", &format!("exec \"$0\" {args}")])
            .arg(env!("CARGO_BIN_EXE_fenlingo"))
            .output()
            .expect("runs");
        assert_eq!(o.status.code(), Some(1), "{args}: {}", stderr(&o));
        assert_eq!(stderr(&o), message);
    }
    // A file opened while standard output is closed does not take its
    // place: the output file gets the position, nothing else.
    let o = Command::new("sh")
        .current_dir(&dir)
        .args([
            "-c",
            "exec \"$0\" translate '8/8/8/8/8/8/8/K6k w - - 0 1' -o out.fen >&-",
        ])
        .arg(env!("CARGO_BIN_EXE_fenlingo"))
        .output()
        .expect("runs");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        fs::read_to_string(dir.join("out.fen")).expect("reads"),
        format!("{KINGS}\n")
    );
}

#[test]
fn binary_output_is_not_written_to_a_terminal() {
    // `script` gives the command a terminal as standard output.
    let Ok(probe) = Command::new("script").arg("--version").output() else {
        panic!("the test needs script(1) from util-linux");
    };
    assert!(probe.status.success());
    let dir = temp_dir("terminal");
    for args in [
        "sheet -o -",
        "diagram --format pdf -o - '8/8/8/8/8/8/8/K6k w - - 0 1'",
    ] {
        let command = format!("{} {args}", env!("CARGO_BIN_EXE_fenlingo"));
        let o = Command::new("script")
            .current_dir(&dir)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(["-qec", &command, "/dev/null"])
            .stdin(Stdio::null())
            .output()
            .expect("runs");
        let text = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(2), "{args}: {text}");
        assert!(
            text.contains("PNG and PDF bytes are not written to a terminal"),
            "{args}: {text}"
        );
        assert!(!text.contains("%PDF"), "{args}: {text}");
    }
}

#[test]
fn write_errors_name_the_destination_in_the_users_language() {
    let dir = temp_dir("errors");
    let o = run_in(
        &dir,
        &["--lang", "es", "translate", KINGS, "-o", "missing/x.fen"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "fenlingo: error: no se puede escribir «missing/x.fen»: no existe el archivo o la carpeta\n"
    );
    if Path::new("/dev/full").exists() {
        let full = fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("opens");
        let o = bin()
            .args(["check", KINGS])
            .stdout(full)
            .output()
            .expect("runs");
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(
            stderr(&o),
            "fenlingo: error: cannot write '<stdout>': no space left on the device\n"
        );
    }
}

#[test]
fn captions_lose_the_characters_xml_forbids() {
    let dir = temp_dir("xml");
    let caption = "a\u{1}b\u{fffe}c\u{ffff}d\u{1b}";
    let o = run_in(
        &dir,
        &["diagram", KINGS, "--caption", caption, "-o", "c.svg"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("(U+0001, U+FFFE, U+FFFF, U+001B); they are left out"),
        "{}",
        stderr(&o)
    );
    let svg = fs::read_to_string(dir.join("c.svg")).expect("reads");
    assert!(svg.contains(">abcd</text>"), "{svg}");
    assert!(svg.chars().all(fenlingo::text::is_xml_char));
    let o = run_in(
        &dir,
        &["diagram", KINGS, "--caption", caption, "-o", "c.png"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        fs::read(dir.join("c.png"))
            .expect("reads")
            .starts_with(b"\x89PNG")
    );
}

#[test]
fn messages_never_echo_terminal_escapes() {
    let dir = temp_dir("escapes");
    let title = "\u{1b}]0;pwned\u{7}";
    fs::write(
        dir.join("evil.fen"),
        format!("r{title}nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\u{9b}2J\n"),
    )
    .expect("writes");
    let runs = [
        run_in(&dir, &["check", "-i", "evil.fen"]),
        run_in(&dir, &["translate", "-i", "evil.fen"]),
        run_in(&dir, &["translate", "--from", title, KINGS]),
        run_in(&dir, &["diagram", KINGS, "--mark", title, "-o", "x.svg"]),
        run_in(&dir, &["sheet", "evil.fen", "-o", "x.pdf"]),
    ];
    for o in &runs {
        let all = [o.stdout.as_slice(), o.stderr.as_slice()].concat();
        let text = String::from_utf8_lossy(&all);
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "{text:?}"
        );
    }
    let check = String::from_utf8_lossy(&runs[0].stdout).into_owned();
    assert!(
        check.contains("invalid piece letter '\\u{1b}' in rank 8"),
        "{check}"
    );
    assert!(
        check.contains("1 | r\\u{1b}]0;pwned\\u{7}nbqkbnr"),
        "{check}"
    );
}

#[test]
fn non_finite_and_huge_numbers_are_refused() {
    let dir = temp_dir("numbers");
    for width in ["nan", "inf", "-inf"] {
        fs::write(
            dir.join("t.toml"),
            format!(
                "[page]\nsize = \"A4\"\n[grid]\ncolumns = 2\nrows = 3\n[diagram]\nwidth = {width}\n"
            ),
        )
        .expect("writes");
        let o = run_in(&dir, &["sheet", "--template", "t.toml", "-o", "s.pdf"]);
        assert_eq!(o.status.code(), Some(2), "{width}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("t.toml:7: width must be a finite number"),
            "{}",
            stderr(&o)
        );
    }
    assert!(!dir.join("s.pdf").exists());
    let o = run_in(&dir, &["diagram", KINGS, "--size", "20000", "-o", "x.png"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("at most 8192 pixels wide"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.join("x.png").exists());
    // SVG is vector: the size is only numbers.
    let o = run_in(&dir, &["diagram", KINGS, "--size", "20000", "-o", "x.svg"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run_in(&dir, &["diagram", KINGS, "--size", "nan", "-o", "x.svg"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

#[test]
fn template_file_problems_say_what_happened_with_status_2() {
    let dir = temp_dir("templates");
    // Larger than 16 MiB: a comment line that long.
    let mut big = String::from("[page]\nsize = \"A4\"\n[grid]\ncolumns = 2\nrows = 3\n#");
    big.push_str(&"x".repeat(16 << 20));
    fs::write(dir.join("big.toml"), big).expect("writes");
    let o = run_in(&dir, &["sheet", "--template", "big.toml", "-o", "s.pdf"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("cannot read 'big.toml': larger than 16 MiB"),
        "{}",
        stderr(&o)
    );
    fs::create_dir(dir.join("folder.toml")).expect("dir");
    let o = run_in(&dir, &["sheet", "--template", "folder.toml", "-o", "s.pdf"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("cannot read 'folder.toml': it is a folder"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.join("s.pdf").exists());
}

/// Whether a PDF draws the character `c` (its ToUnicode map lists every
/// character used).
fn pdf_draws(pdf: &[u8], c: char) -> bool {
    let needle = format!("> <{:04X}>", c as u32);
    pdf.windows(needle.len()).any(|w| w == needle.as_bytes())
}

#[test]
fn user_text_is_not_a_template() {
    let dir = temp_dir("braces");
    let epd = "8/8/8/8/8/8/8/K6k w - -";
    fs::write(
        dir.join("braces.epd"),
        format!("{epd} c0 \"{{n}} {{side}}\";\n"),
    )
    .expect("writes");
    fs::write(dir.join("plain.epd"), format!("{epd} c0 \"n side\";\n")).expect("writes");
    let sheet = |input: &str, title: &str| {
        let o = run_in(&dir, &["sheet", input, "--title", title, "-o", "s.pdf"]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        fs::read(dir.join("s.pdf")).expect("reads")
    };
    // The caption {n} {side} is drawn with its braces…
    assert!(pdf_draws(&sheet("braces.epd", "Puzzles"), '{'));
    // …and so is a title {page}; without braces in the text, none is drawn.
    assert!(pdf_draws(&sheet("plain.epd", "{page}"), '}'));
    assert!(!pdf_draws(&sheet("plain.epd", "Puzzles"), '{'));
}

#[test]
fn a_socket_is_written_into_and_stays_a_socket() {
    let dir = temp_dir("socket");
    let path = dir.join("sock");
    let listener = std::os::unix::net::UnixListener::bind(&path).expect("binds");
    let reader = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().expect("accepts");
        let mut s = String::new();
        stream.read_to_string(&mut s).expect("reads");
        s
    });
    let o = run_in(&dir, &["translate", KINGS, "-o", "sock"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(reader.join().expect("reader"), format!("{KINGS}\n"));
    assert!(
        fs::symlink_metadata(&path)
            .expect("exists")
            .file_type()
            .is_socket()
    );
    assert!(leftovers(&dir).is_empty());
}
