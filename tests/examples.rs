//! Every command example of the manual runs, and prints what the manual
//! says it prints.
//!
//! The examples are the ```` ```console ```` blocks of `README.md` and of
//! the book's chapters (`docs/book/src/**/*.md`). In such a block:
//!
//! - A line that starts with `$ ` is a command. A command whose line ends
//!   with ` \` goes on on the next line (a leading `> ` there is dropped).
//! - The lines after it, up to the next command or the end of the block,
//!   are what it prints: standard output and standard error together, in
//!   the order written, as a terminal shows them. Trailing spaces on a
//!   line and trailing blank lines do not count.
//! - The exit status must be 0, unless the output ends with a line
//!   `[exit status N]`: then it must be N.
//!
//! A command is one of these (`…` being words):
//!
//! - `fenlingo …`, run as the `fenlingo` this test was built with;
//! - `cat FILE…`, which prints the files;
//!
//! and a `fenlingo` command may have, outside quotes:
//!
//! - before it, `echo … |` (the words joined by spaces, and a line end),
//!   `printf '…' |` (with `\n`, `\t`, `\\`, `\xHH` and `\uHHHH`) or `cat FILE |` as its
//!   standard input; otherwise its standard input is empty;
//! - after it, `2>/dev/null` (standard error is not shown), `2>&1` (the
//!   same as nothing), `> FILE` (standard output goes to FILE, only
//!   standard error is shown), and `| head -n N` (the first N lines).
//!
//! Words are split as a POSIX shell splits them: `'…'` is literal, `"…"`
//! keeps everything but `\"`, `\\`, `\$` and `` \` ``, and a backslash
//! outside quotes keeps the next character. There are no variables, globs
//! or `~`.
//!
//! Each block runs in a new temporary folder holding a copy of
//! `examples/files/` at that path, so examples name those files as a reader
//! in the repository's folder does (`fenlingo sheet examples/files/mates.epd`)
//! and write their outputs beside them; the commands of one block share it.
//! The environment is the same on every machine: no `LANG`, `LC_ALL`,
//! `LC_MESSAGES` or `LANGUAGE` (messages in English), `NO_COLOR` set, no
//! `SOURCE_DATE_EPOCH`, and `FENLINGO_FONT_DIRS` set and empty (no
//! installed font: only the fonts built into the binary).
//!
//! `FENLINGO_BLESS=1 cargo test --test examples` writes what the commands
//! print into the blocks (and their `[exit status N]` lines) instead of
//! comparing: read the change before you keep it.
//!
//! Examples that need other programs (pandoc, Python, a shell's pipes to
//! other tools, the service) are `sh` or `python` blocks and are not run.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One `$` command of a console block and what the block says it prints.
#[derive(Debug)]
struct Example {
    /// The line of the `$` (1-based).
    line: usize,
    /// The command, continuation lines joined.
    command: String,
    /// The lines the block shows after it (without `[exit status N]`).
    expected: Vec<String>,
    /// The status the block expects.
    status: i32,
}

/// A console block: the lines (0-based, end excluded) between its fences,
/// the indentation of its fence, and its examples.
#[derive(Debug)]
struct Block {
    start: usize,
    end: usize,
    indent: String,
    examples: Vec<Example>,
}

/// The Markdown files whose console blocks are examples.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut dirs = vec![root().join("docs/book/src")];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            // Links (the book's images) are not followed.
            let Ok(t) = e.file_type() else { continue };
            if t.is_dir() {
                dirs.push(p);
            } else if t.is_file() && p.extension().is_some_and(|x| x == "md") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

/// The fence that opens a code block on `line`: its character, length,
/// indentation and info string.
fn fence(line: &str) -> Option<(char, usize, &str, &str)> {
    let body = line.trim_start_matches(' ');
    let indent = &line[..line.len() - body.len()];
    let c = body.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let n = body.chars().take_while(|x| *x == c).count();
    (n >= 3).then(|| (c, n, indent, body[n..].trim()))
}

/// The console blocks of a Markdown text. Fences nest as CommonMark nests
/// them: a block inside a longer fence (an example of Markdown) is text.
fn blocks(text: &str) -> Vec<Block> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some((c, n, indent, info)) = fence(lines[i]) else {
            i += 1;
            continue;
        };
        let console = info.split_whitespace().next() == Some("console");
        let start = i + 1;
        let mut end = start;
        while end < lines.len() {
            let closes = fence(lines[end])
                .is_some_and(|(c2, n2, _, rest)| c2 == c && n2 >= n && rest.is_empty());
            if closes {
                break;
            }
            end += 1;
        }
        if console {
            let body: Vec<&str> = lines[start..end]
                .iter()
                .map(|l| l.strip_prefix(indent).unwrap_or(l.trim_start()))
                .collect();
            out.push(Block {
                start,
                end,
                indent: indent.to_owned(),
                examples: examples(&body, start),
            });
        }
        i = end + 1;
    }
    out
}

/// The commands of a console block's lines (`first`: the 0-based line of
/// the block's first line in its file).
fn examples(body: &[&str], first: usize) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let Some(cmd) = body[i].strip_prefix("$ ") else {
            match out.last_mut() {
                Some(e) => e.expected.push(body[i].to_owned()),
                None => panic!("line {}: output before any command", first + i + 1),
            }
            i += 1;
            continue;
        };
        let line = first + i + 1;
        let mut command = cmd.trim_end().to_owned();
        while command.ends_with('\\') && i + 1 < body.len() {
            command.pop();
            i += 1;
            let next = body[i].trim_start();
            command.push_str(next.strip_prefix("> ").unwrap_or(next));
        }
        out.push(Example {
            line,
            command,
            expected: Vec::new(),
            status: 0,
        });
        i += 1;
    }
    for e in &mut out {
        while e.expected.last().is_some_and(|l| l.trim().is_empty()) {
            e.expected.pop();
        }
        let status = e.expected.last().and_then(|l| {
            l.trim()
                .strip_prefix("[exit status ")?
                .strip_suffix(']')?
                .parse()
                .ok()
        });
        if let Some(s) = status {
            e.expected.pop();
            e.status = s;
        }
    }
    out
}

/// A word of a command, or an operator written outside quotes.
#[derive(Debug, Clone, PartialEq)]
enum Token {
    Word(String),
    Pipe,
    Out,
    ErrToOut,
    ErrToNull,
}

/// Splits a command as a POSIX shell does (quotes, backslashes), with the
/// operators `|`, `>`, `2>&1` and `2>/dev/null`.
fn tokens(command: &str) -> Result<Vec<Token>, String> {
    let mut out = Vec::new();
    let mut chars = command.chars().peekable();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek().is_none() {
            return Ok(out);
        }
        let mut word = String::new();
        let mut quoted = false;
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() {
                break;
            }
            chars.next();
            match c {
                '\'' => {
                    quoted = true;
                    loop {
                        match chars.next() {
                            Some('\'') => break,
                            Some(x) => word.push(x),
                            None => return Err("unclosed '".into()),
                        }
                    }
                }
                '"' => {
                    quoted = true;
                    loop {
                        match chars.next() {
                            Some('"') => break,
                            Some('\\') => match chars.next() {
                                Some(x @ ('"' | '\\' | '$' | '`')) => word.push(x),
                                Some(x) => {
                                    word.push('\\');
                                    word.push(x);
                                }
                                None => return Err("unclosed \"".into()),
                            },
                            Some(x) => word.push(x),
                            None => return Err("unclosed \"".into()),
                        }
                    }
                }
                '\\' => match chars.next() {
                    Some(x) => {
                        quoted = true;
                        word.push(x);
                    }
                    None => return Err("a backslash at the end".into()),
                },
                '|' if word.is_empty() && !quoted => {
                    out.push(Token::Pipe);
                    break;
                }
                _ => word.push(c),
            }
        }
        if quoted {
            out.push(Token::Word(word));
        } else {
            match word.as_str() {
                "" => {}
                w if w.starts_with('#') => return Err("a comment: not run".into()),
                ">" => out.push(Token::Out),
                "2>&1" => out.push(Token::ErrToOut),
                "2>/dev/null" => out.push(Token::ErrToNull),
                w if w.contains(['|', '>', '<', '$', '*', '?', '~', ';', '&', '`']) => {
                    return Err(format!(
                        "'{w}': quote it, or use only the forms this test knows"
                    ));
                }
                _ => out.push(Token::Word(word)),
            }
        }
    }
}

/// What a command prints and its exit status.
struct Run {
    output: String,
    status: i32,
}

/// Runs `command` in `dir`.
fn run(command: &str, dir: &Path) -> Result<Run, String> {
    let toks = tokens(command)?;
    let mut parts: Vec<Vec<Token>> = vec![Vec::new()];
    for t in toks {
        match t {
            Token::Pipe => parts.push(Vec::new()),
            t => parts.last_mut().unwrap().push(t),
        }
    }
    let words = |p: &[Token]| -> Result<Vec<String>, String> {
        p.iter()
            .map(|t| match t {
                Token::Word(w) => Ok(w.clone()),
                t => Err(format!("{t:?} where a word was expected")),
            })
            .collect()
    };
    let read = |name: &str| std::fs::read(dir.join(name)).map_err(|e| format!("cat {name}: {e}"));
    // The part that runs fenlingo, with what feeds it and what follows it.
    let main = parts
        .iter()
        .position(|p| p.first() == Some(&Token::Word("fenlingo".into())));
    let Some(main) = main else {
        // `cat FILE…` alone.
        let [part] = &parts[..] else {
            return Err("a pipe without fenlingo".into());
        };
        let w = words(part)?;
        if w.first().map(String::as_str) != Some("cat") || w.len() < 2 {
            return Err("only `fenlingo …` and `cat FILE…` are run".into());
        }
        let mut bytes = Vec::new();
        for name in &w[1..] {
            bytes.extend(read(name)?);
        }
        return Ok(Run {
            output: String::from_utf8_lossy(&bytes).into_owned(),
            status: 0,
        });
    };
    if main > 1 || parts.len() > main + 2 {
        return Err("at most one command before fenlingo and one after it".into());
    }
    let stdin: Vec<u8> = match main {
        0 => Vec::new(),
        _ => {
            let w = words(&parts[0])?;
            match w.first().map(String::as_str) {
                Some("echo") => format!("{}\n", w[1..].join(" ")).into_bytes(),
                Some("printf") if w.len() == 2 => unescape(&w[1]),
                Some("cat") if w.len() == 2 => read(&w[1])?,
                _ => return Err("the input of fenlingo: echo, printf '…' or cat FILE".into()),
            }
        }
    };
    let head: Option<usize> = match parts.get(main + 1) {
        None => None,
        Some(p) => match &words(p)?[..] {
            [h, n, count] if h == "head" && n == "-n" => {
                Some(count.parse().map_err(|_| format!("head -n {count}"))?)
            }
            _ => return Err("after fenlingo: only | head -n N".into()),
        },
    };
    let mut args = Vec::new();
    let mut to_file: Option<String> = None;
    let mut errors_shown = true;
    let mut it = parts[main][1..].iter();
    while let Some(t) = it.next() {
        match t {
            Token::Word(w) => args.push(w.clone()),
            Token::Out => match it.next() {
                Some(Token::Word(f)) => to_file = Some(f.clone()),
                _ => return Err("> without a file".into()),
            },
            Token::ErrToOut => {}
            Token::ErrToNull => errors_shown = false,
            Token::Pipe => unreachable!(),
        }
    }
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fenlingo"));
    cmd.args(&args)
        .current_dir(dir)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .env_remove("SOURCE_DATE_EPOCH")
        .env("NO_COLOR", "1")
        .env("FENLINGO_FONT_DIRS", "")
        .stdin(Stdio::piped());
    // Both streams go to one file, opened once: its one offset keeps the
    // order in which they were written, as a terminal shows them. It lies
    // beside the working folder, out of the commands' sight.
    let capture = dir.with_extension("out");
    let shared = std::fs::File::create(&capture).map_err(|e| e.to_string())?;
    match &to_file {
        Some(f) => {
            let f = std::fs::File::create(dir.join(f)).map_err(|e| format!("{f}: {e}"))?;
            cmd.stdout(f)
        }
        None => cmd.stdout(shared.try_clone().map_err(|e| e.to_string())?),
    };
    if errors_shown {
        cmd.stderr(shared);
    } else {
        cmd.stderr(Stdio::null());
    }
    let mut child = cmd.spawn().map_err(|e| e.to_string())?;
    let mut input = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        use std::io::Write;
        let _ = input.write_all(&stdin);
    });
    let status = child.wait().map_err(|e| e.to_string())?;
    let _ = feeder.join();
    let bytes = std::fs::read(&capture).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&capture);
    let mut output = String::from_utf8_lossy(&bytes).into_owned();
    if let Some(n) = head {
        output = output.lines().take(n).map(|l| format!("{l}\n")).collect();
    }
    Ok(Run {
        output,
        status: status.code().unwrap_or(-1),
    })
}

/// `printf`'s escapes that examples use: `\n`, `\t`, `\\`, `\xHH` (a
/// byte) and `\uHHHH` (a character, in UTF-8), as bash's `printf` reads
/// them.
fn unescape(s: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut buf = [0; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            continue;
        }
        match chars.next() {
            Some('n') => out.push(b'\n'),
            Some('t') => out.push(b'\t'),
            Some('\\') => out.push(b'\\'),
            Some('x') => match hex_digits(&mut chars, 2) {
                Some(v) => out.push(v as u8),
                None => out.extend_from_slice(b"\\x"),
            },
            Some('u') => match hex_digits(&mut chars, 4).and_then(char::from_u32) {
                Some(c) => {
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                None => out.extend_from_slice(b"\\u"),
            },
            Some(x) => {
                out.push(b'\\');
                let mut buf = [0; 4];
                out.extend_from_slice(x.encode_utf8(&mut buf).as_bytes());
            }
            None => out.push(b'\\'),
        }
    }
    out
}

/// Up to `max` hexadecimal digits, as a number (`None`: not one).
fn hex_digits(chars: &mut std::iter::Peekable<std::str::Chars>, max: usize) -> Option<u32> {
    let mut v = 0u32;
    let mut n = 0;
    while n < max {
        let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) else {
            break;
        };
        v = v * 16 + d;
        chars.next();
        n += 1;
    }
    (n > 0).then_some(v)
}

/// The lines of an output as a block shows them: trailing spaces and
/// trailing blank lines dropped.
fn shown(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.lines().map(|l| l.trim_end().to_owned()).collect();
    while v.last().is_some_and(|l| l.is_empty()) {
        v.pop();
    }
    v
}

/// A new empty folder holding a copy of `examples/files/`.
fn workdir(n: usize) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fenlingo-examples-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let files = dir.join("examples/files");
    std::fs::create_dir_all(&files).unwrap();
    for e in std::fs::read_dir(root().join("examples/files")).unwrap() {
        let p = e.unwrap().path();
        if p.is_file() {
            std::fs::copy(&p, files.join(p.file_name().unwrap())).unwrap();
        }
    }
    dir
}

#[test]
fn every_console_example_prints_what_the_manual_shows() {
    let bless = std::env::var_os("FENLINGO_BLESS").is_some_and(|v| v == "1");
    let mut failures = Vec::new();
    let mut count = 0;
    let mut blocks_seen = 0;
    let mut readme_examples = 0;
    for path in documents() {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        let found = blocks(&text);
        let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
        // Blocks are rewritten from the last, so earlier lines keep their
        // numbers.
        let mut rewrites = Vec::new();
        for block in &found {
            blocks_seen += 1;
            let dir = workdir(blocks_seen);
            // What each command printed, as the block would show it.
            let mut body: Vec<Vec<String>> = Vec::new();
            for e in &block.examples {
                count += 1;
                if name == "README.md" {
                    readme_examples += 1;
                }
                let got = match run(&e.command, &dir) {
                    Ok(r) => r,
                    Err(why) => {
                        failures.push(format!("{name}:{}: `{}`: {why}", e.line, e.command));
                        let mut kept = e.expected.clone();
                        if e.status != 0 {
                            kept.push(format!("[exit status {}]", e.status));
                        }
                        body.push(kept);
                        continue;
                    }
                };
                let out = shown(&got.output);
                if out != e.expected || got.status != e.status {
                    failures.push(format!(
                        "{name}:{}: `$ {}`\n--- the manual shows (exit status {}):\n{}\n--- it prints (exit status {}):\n{}",
                        e.line,
                        e.command,
                        e.status,
                        e.expected.join("\n"),
                        got.status,
                        out.join("\n")
                    ));
                }
                let mut printed = out;
                if got.status != 0 {
                    printed.push(format!("[exit status {}]", got.status));
                }
                body.push(printed);
            }
            let _ = std::fs::remove_dir_all(&dir);
            rewrites.push((block, body));
        }
        if bless {
            let mut changed = false;
            for (block, body) in rewrites.into_iter().rev() {
                // Keep the command lines as written (with their `\`
                // continuations): only the outputs are replaced.
                let old = &lines[block.start..block.end];
                let mut new = Vec::new();
                let mut outputs = body.into_iter();
                let mut i = 0;
                while i < old.len() {
                    let l = old[i]
                        .strip_prefix(block.indent.as_str())
                        .unwrap_or(&old[i]);
                    if l.starts_with("$ ") {
                        new.push(old[i].clone());
                        let mut l = l.to_owned();
                        while l.trim_end().ends_with('\\') && i + 1 < old.len() {
                            i += 1;
                            new.push(old[i].clone());
                            l = old[i].clone();
                        }
                        for o in outputs.next().unwrap_or_default() {
                            new.push(if o.is_empty() {
                                String::new()
                            } else {
                                format!("{}{o}", block.indent)
                            });
                        }
                    }
                    i += 1;
                }
                if new.as_slice() != old {
                    changed = true;
                    lines.splice(block.start..block.end, new);
                }
            }
            if changed {
                let mut text = lines.join("\n");
                text.push('\n');
                std::fs::write(&path, text).unwrap();
            }
        }
    }
    assert!(readme_examples >= 3, "the README's examples were not found");
    assert!(count >= 20, "only {count} examples found");
    if !bless {
        assert!(
            failures.is_empty(),
            "{} of {count} examples differ (FENLINGO_BLESS=1 writes what they print):\n\n{}",
            failures.len(),
            failures.join("\n\n")
        );
    } else if !failures.is_empty() {
        eprintln!("{}", failures.join("\n\n"));
    }
    eprintln!("{count} examples in {blocks_seen} blocks");
}

#[test]
fn commands_split_as_a_shell_splits_them() {
    use Token::*;
    let w = |s: &str| Word(s.to_owned());
    assert_eq!(
        tokens(r#"fenlingo moves "1. e4 \"e5\"" 'a b' c\ d 2>&1"#).unwrap(),
        [
            w("fenlingo"),
            w("moves"),
            w("1. e4 \"e5\""),
            w("a b"),
            w("c d"),
            ErrToOut
        ]
    );
    assert_eq!(
        tokens("echo 'x|y' | fenlingo check - > out.txt").unwrap(),
        [
            w("echo"),
            w("x|y"),
            Pipe,
            w("fenlingo"),
            w("check"),
            w("-"),
            Out,
            w("out.txt")
        ]
    );
    assert!(tokens("fenlingo check $X").is_err());
    assert!(tokens("fenlingo check 'x").is_err());
    assert_eq!(unescape(r"a\nb\\n\xe9\u200b"), b"a\nb\\n\xe9\xe2\x80\x8b");
}

#[test]
fn console_blocks_are_found_outside_longer_fences_only() {
    let text = "````markdown\n```console\n$ fenlingo x\n```\n````\n\n  ```console\n  $ fenlingo a \\\n  >   b\n  out\n  [exit status 1]\n  ```\n";
    let b = blocks(text);
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].examples.len(), 1);
    let e = &b[0].examples[0];
    let w = |s: &str| Token::Word(s.to_owned());
    assert_eq!(tokens(&e.command).unwrap(), [w("fenlingo"), w("a"), w("b")]);
    assert_eq!(e.status, 1);
    assert_eq!(e.expected, ["out"]);
    assert_eq!(e.line, 8);
}

/// The keys of the template structures in `src/sheet/template.rs`, by
/// table (`""` for the top level).
fn template_keys() -> BTreeSet<(String, String)> {
    let src = std::fs::read_to_string(root().join("src/sheet/template.rs")).unwrap();
    let mut keys = BTreeSet::new();
    let mut current: Option<Vec<&str>> = None;
    for line in src.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("struct Raw") {
            let name = rest.trim_end_matches(" {");
            current = Some(match name {
                "Template" => vec![""],
                "Page" => vec!["page"],
                "Grid" => vec!["grid"],
                "Diagram" => vec!["diagram"],
                "Text" => vec!["label", "header", "footer"],
                "Caption" => vec!["caption"],
                "Answers" => vec!["answers"],
                "Font" => vec!["text"],
                other => panic!("a template table the test does not know: Raw{other}"),
            });
            continue;
        }
        if t == "}" {
            current = None;
            continue;
        }
        let Some(tables) = &current else { continue };
        let Some((key, ty)) = t.split_once(": ") else {
            continue;
        };
        if t.starts_with("//") || !ty.starts_with("Option<") {
            continue;
        }
        // A table of the top level is a section, not a key.
        if ty.starts_with("Option<Raw") {
            continue;
        }
        for table in tables {
            keys.insert((table.to_string(), key.to_owned()));
        }
    }
    keys
}

/// The template reference names every key the template reader takes, in
/// its table, and no key it does not take.
#[test]
fn the_template_reference_lists_every_key() {
    let keys = template_keys();
    assert!(keys.len() > 30, "{keys:?}");
    let doc = std::fs::read_to_string(root().join("docs/book/src/templates.md")).unwrap();
    let mut documented = BTreeSet::new();
    let mut table: Option<String> = None;
    for line in doc.lines() {
        if let Some(h) = line.strip_prefix("### ") {
            let h = h.trim().trim_matches('`');
            table = match h {
                "Top level" => Some(String::new()),
                h if h.starts_with('[') && h.ends_with(']') => Some(h[1..h.len() - 1].to_owned()),
                _ => None,
            };
            continue;
        }
        if line.starts_with("## ") {
            table = None;
        }
        let (Some(t), Some(rest)) = (&table, line.strip_prefix("| `")) else {
            continue;
        };
        if let Some((key, _)) = rest.split_once('`') {
            documented.insert((t.clone(), key.to_owned()));
        }
    }
    let missing: Vec<_> = keys.difference(&documented).collect();
    let extra: Vec<_> = documented.difference(&keys).collect();
    assert!(
        missing.is_empty(),
        "keys not in docs/book/src/templates.md: {missing:?}"
    );
    assert!(
        extra.is_empty(),
        "keys in docs/book/src/templates.md that templates do not take: {extra:?}"
    );
    for e in std::fs::read_dir(root().join("templates")).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_stem().unwrap().to_str().unwrap().to_owned();
        assert!(
            doc.contains(&format!("`{name}`")),
            "the built-in template {name} is not described"
        );
    }
}
