//! `fenlingo completions` and `fenlingo man`, read by the tools that use
//! them: bash, zsh and fish for the scripts, man for the pages (each
//! checked when the tool is installed).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fenlingo"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .output()
        .expect("runs")
}

/// Standard output of a run that must succeed with nothing on standard
/// error.
fn ok(args: &[&str]) -> String {
    let o = run(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {o:?}");
    assert!(o.stderr.is_empty(), "{args:?}: {o:?}");
    String::from_utf8(o.stdout).expect("UTF-8")
}

fn has(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fenlingo-completions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `tool args… file` and asserts that it succeeds without a word on
/// standard error; returns its standard output.
fn tool_reads(tool: &str, args: &[&str], file: &Path) -> String {
    let o = Command::new(tool)
        .args(args)
        .arg(file)
        .env("MANWIDTH", "80")
        .env("LANG", "C.UTF-8")
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        o.status.success() && err.is_empty(),
        "{tool} {args:?}: {err}"
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

const COMMANDS: [&str; 9] = [
    "check",
    "translate",
    "detect",
    "languages",
    "diagram",
    "sheet",
    "moves",
    "completions",
    "man",
];

#[test]
fn every_shell_gets_a_script_naming_the_commands_and_options() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = ok(&["completions", shell]);
        assert!(script.len() > 1000, "{shell}: {} bytes", script.len());
        for word in COMMANDS {
            assert!(script.contains(word), "{shell} script lacks {word}");
        }
        for option in ["from", "to", "lang", "orientation", "fail-fast"] {
            // fish: `complete … -l from`.
            let spelled = match shell {
                "fish" => format!("-l {option}"),
                _ => format!("--{option}"),
            };
            assert!(script.contains(&spelled), "{shell} script lacks {spelled}");
        }
        // Values of options.
        for value in ["svg", "given", "outside"] {
            assert!(script.contains(value), "{shell} script lacks {value}");
        }
        assert_eq!(ok(&["completions", shell]), script, "{shell}: not stable");
    }
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    let o = run(&["completions", "tcsh"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    assert!(String::from_utf8_lossy(&o.stderr).contains("tcsh"));
}

#[test]
fn bash_reads_the_script_and_completes_commands_options_and_values() {
    let path = temp_file("fenlingo.bash", &ok(&["completions", "bash"]));
    let o = Command::new("bash").arg("-n").arg(&path).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // What bash offers after `fenlingo tr`, `fenlingo translate --e`,
    // `fenlingo man ` and `fenlingo completions `.
    let complete = |words: &[&str]| -> Vec<String> {
        let cword = words.len() - 1;
        let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
        let script = format!(
            "source '{}'\nCOMP_WORDS=({})\nCOMP_CWORD={cword}\n_fenlingo fenlingo '{}' '{}'\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
            path.display(),
            quoted.join(" "),
            words[cword],
            words[cword - 1],
        );
        let o = Command::new("bash").arg("-c").arg(script).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(complete(&["fenlingo", "tr"]), ["translate"]);
    assert_eq!(
        complete(&["fenlingo", "translate", "--e"]),
        ["--encoding", "--ep"]
    );
    let man = complete(&["fenlingo", "man", ""]);
    for c in COMMANDS {
        assert!(man.iter().any(|w| w == c), "man {c}: {man:?}");
    }
    let shells = complete(&["fenlingo", "completions", ""]);
    for s in ["bash", "zsh", "fish", "powershell", "elvish"] {
        assert!(shells.iter().any(|w| w == s), "{s}: {shells:?}");
    }
    let orientation = complete(&["fenlingo", "diagram", "--orientation", ""]);
    assert_eq!(orientation, ["white", "black", "side-to-move"]);
}

#[test]
fn zsh_and_fish_read_their_scripts() {
    for (shell, ext) in [("zsh", "zsh"), ("fish", "fish")] {
        if !has(shell) {
            eprintln!("{shell} is not installed: its script is not checked");
            continue;
        }
        let path = temp_file(&format!("fenlingo.{ext}"), &ok(&["completions", shell]));
        tool_reads(shell, &["-n"], &path);
    }
}

#[test]
fn the_descriptions_follow_the_language() {
    let fish = ok(&["--lang", "es", "completions", "fish"]);
    assert!(
        fish.contains("Traduce posiciones entre notaciones"),
        "{fish}"
    );
    let zsh = ok(&["--lang", "ru", "completions", "zsh"]);
    assert!(zsh.contains("Перевести позиции"), "{zsh}");
}

/// The roff of a page, after the definition of the apostrophe string
/// that roff writers put first.
fn macros(page: &str) -> Vec<&str> {
    page.lines()
        .filter(|l| !l.starts_with(".ie ") && !l.starts_with(".el "))
        .collect()
}

#[test]
fn the_main_page_names_every_command() {
    let page = ok(&["man"]);
    let lines = macros(&page);
    assert!(lines[0].starts_with(".TH fenlingo 1 "), "{}", lines[0]);
    for heading in [".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS"] {
        assert!(lines.contains(&heading), "no {heading}");
    }
    assert!(lines.contains(&".SH COMMANDS"));
    for c in COMMANDS {
        assert!(
            page.contains(&format!("fenlingo\\-{c}(1)")),
            "no fenlingo-{c}(1)"
        );
    }
    // `help` is no page.
    assert!(!page.contains("fenlingo\\-help"));
}

#[test]
fn a_command_page_names_its_options() {
    let page = ok(&["man", "translate"]);
    let lines = macros(&page);
    assert!(
        lines[0].starts_with(".TH fenlingo-translate 1 "),
        "{}",
        lines[0]
    );
    for option in [
        "from",
        "to",
        "ep",
        "strict",
        "json",
        "fail\\-fast",
        "output",
    ] {
        assert!(
            page.contains(&format!("\\fB\\-\\-{option}\\fR")),
            "no --{option}"
        );
    }
    assert!(page.contains("Translate positions between notations"));
    assert!(page.contains("[default: auto]"));
    let o = run(&["man", "nothing"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
}

#[test]
fn man_renders_every_page_in_every_interface_language() {
    if !has("man") {
        eprintln!("man is not installed: the pages are not rendered");
        return;
    }
    for lang in ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "uk"] {
        for c in [""].iter().chain(&COMMANDS) {
            let mut args = vec!["--lang", lang, "man"];
            if !c.is_empty() {
                args.push(c);
            }
            let path = temp_file(&format!("{lang}-{c}.1"), &ok(&args));
            let text = tool_reads("man", &["--warnings", "-l"], &path);
            assert!(text.lines().count() > 20, "{args:?}: {text}");
            if lang == "en" && *c == "translate" {
                assert!(text.contains("--fail-fast"), "{text}");
                assert!(text.contains("[-i|--input]"), "{text}");
            }
        }
    }
}

#[test]
fn pages_follow_the_language() {
    let page = ok(&["--lang", "es", "man", "translate"]);
    for words in [
        ".SH NOMBRE",
        ".SH SINOPSIS",
        ".SH DESCRIPCIÓN",
        ".SH OPCIONES",
        "Traduce posiciones entre notaciones",
        "Se detiene en la primera línea errónea",
        "[por defecto: auto]",
        "[valores posibles: given, legal, always]",
    ] {
        assert!(page.contains(words), "no {words}: {page}");
    }
    assert!(!page.contains("Possible values"));
    let page = ok(&["--lang", "ru", "man"]);
    for words in [
        ".SH ИМЯ",
        ".SH ОПИСАНИЕ",
        ".SH КОМАНДЫ",
        "Проверить позиции",
    ] {
        assert!(page.contains(words), "no {words}: {page}");
    }
}
