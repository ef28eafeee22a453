//! `--json` output against the schemas of `docs/json.md`: one object per
//! position line, in order, for every kind of line; each object valid
//! under its command's schema; and every kind the code has listed there.
#![cfg(feature = "cli")]

#[path = "json/validate.rs"]
mod validate;

use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use validate::errors;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn doc() -> String {
    std::fs::read_to_string(root().join("docs/json.md")).expect("docs/json.md")
}

/// The ```json blocks of the page, each named by the `### Schema: NAME`
/// heading before it; the schema's `$id` must end with the same name.
fn schemas() -> Vec<(String, Value)> {
    let text = doc();
    let mut out = Vec::new();
    let mut heading: Option<String> = None;
    let mut block: Option<String> = None;
    for line in text.lines() {
        if let Some(b) = &mut block {
            if line.trim_end() == "```" {
                let name = heading
                    .take()
                    .expect("a ```json block after a '### Schema:' heading");
                let v: Value = serde_json::from_str(b)
                    .unwrap_or_else(|e| panic!("schema {name} is not JSON: {e}"));
                assert_eq!(
                    v["$id"],
                    json!(format!("urn:fenlingo:json:{name}")),
                    "$id of {name}"
                );
                out.push((name, v));
                block = None;
            } else {
                b.push_str(line);
                b.push('\n');
            }
        } else if let Some(name) = line.strip_prefix("### Schema: ") {
            heading = Some(name.trim().to_owned());
        } else if line.trim_end() == "```json" {
            block = Some(String::new());
        }
    }
    out
}

fn schema(name: &str) -> Value {
    schemas()
        .into_iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("docs/json.md has no schema for {name}"))
        .1
}

// --- Running the commands. ---

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fenlingo-json-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// Runs fenlingo with `stdin` as standard input; its objects and status.
fn run(args: &[&str], stdin: &[u8]) -> (Vec<Value>, Option<i32>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fenlingo"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut input = child.stdin.take().expect("stdin");
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = std::io::Write::write_all(&mut input, &data);
    });
    let o = child.wait_with_output().expect("waits");
    let _ = writer.join();
    let text = String::from_utf8(o.stdout).expect("JSON output is UTF-8");
    let objects = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    (objects, o.status.code())
}

/// Lines of every sort a user's file holds.
fn varied_input() -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = [
        "# a comment, then a blank line",
        "",
        // Good, standard.
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        // Spanish, repaired ('--').
        "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26",
        // A placement alone: missing fields repaired.
        "8/8/8/8/8/8/8/K1k5",
        // Ambiguous: S is a knight in German, a bishop in Czech.
        "4k3/8/8/8/8/8/8/4K1S1 w - - 0 1",
        // Read, illegal.
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/4K3/8 b - - 0 1 ; kings only, with a caption",
        "   ",
        // Unreadable.
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "hello world",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1 extra",
        // EPD, and EPD with a bad operation.
        "r1bqkb1r/pppn1ppp/5n2/3N2B1/3P4/8/PP2PPPP/R2QKBNR b KQkq - id \"Elephant Trap\"; bm Nxd5;",
        "4k3/8/8/8/8/8/8/4K3 w - - id \"unterminated;",
        // Figurines, an en dash, brackets.
        "[♜♞♝♛♚♝♞♜/♟♟♟♟♟♟♟♟/8/8/8/8/♙♙♙♙♙♙♙♙/♖♘♗♕♔♗♘♖ w KQkq – 0 1]",
        "#",
    ]
    .iter()
    .map(|l| l.as_bytes().to_vec())
    .collect();
    // Not UTF-8 (read with --encoding utf-8), with a Windows line end.
    lines.push(b"4k3/8/8/8/8/8/8/4K2\xe9 w - - 0 1\r".to_vec());
    // Longer than the reader accepts (1 MiB).
    lines.push(b"8/".repeat(600_000));
    lines.push(b"8/8/8/8/8/8/8/K1k5 w - - 0 1".to_vec());
    let mut out = lines.join(&b"\n"[..]);
    out.push(b'\n');
    out
}

/// The numbers of the lines that are neither blank nor a `#` comment.
fn position_lines(input: &[u8]) -> Vec<usize> {
    let mut body = input;
    if let Some(rest) = body.strip_suffix(b"\n") {
        body = rest;
    }
    body.split(|&b| b == b'\n')
        .enumerate()
        .filter(|(_, l)| {
            let t = l.trim_ascii();
            !t.is_empty() && !t.starts_with(b"#")
        })
        .map(|(i, _)| i + 1)
        .collect()
}

/// Every object valid under the schema, one per position line, in order,
/// its input the line's text; the objects, for more checks.
fn objects_of(command: &str, extra: &[&str], input: &[u8], dir: &Path) -> Vec<Value> {
    let file = dir.join("mixed.txt");
    std::fs::write(&file, input).unwrap();
    let file = file.to_str().unwrap();
    let mut args = vec![command, "--json", "--encoding", "utf-8"];
    args.extend(extra);
    args.extend(["--input", file]);
    let (objects, code) = run(&args, b"");
    assert_eq!(code, Some(1), "{command}: some lines fail");
    let schema = schema(command);
    for o in &objects {
        let e = errors(&schema, o);
        assert!(e.is_empty(), "{command} {extra:?}: {o}\n{}", e.join("\n"));
    }
    let want = position_lines(input);
    let got: Vec<usize> = objects
        .iter()
        .map(|o| o["line"].as_u64().unwrap() as usize)
        .collect();
    assert_eq!(got, want, "{command} {extra:?}: one object per line");
    let texts: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    for o in &objects {
        assert_eq!(o["source"], json!(file));
        let line = texts[o["line"].as_u64().unwrap() as usize - 1];
        let line = String::from_utf8_lossy(line.strip_suffix(b"\r").unwrap_or(line));
        match o["input"].as_str() {
            Some(s) => assert!(
                !s.is_empty() && line.starts_with(s),
                "{command}: input {s:?} of {line:?}"
            ),
            None => assert!(line.len() > 1 << 20, "{command}: input null for {line:?}"),
        }
    }
    objects
}

/// Each `kind` printed, by where it stands: `error`, `repair` or `flag`.
fn kinds(objects: &[Value]) -> BTreeSet<(&'static str, String)> {
    fn walk(v: &Value, place: &'static str, out: &mut BTreeSet<(&'static str, String)>) {
        match v {
            Value::Object(o) => {
                if let Some(k) = o.get("kind").and_then(Value::as_str) {
                    out.insert((place, k.to_owned()));
                }
                for (key, x) in o {
                    let place = match key.as_str() {
                        "errors" => "error",
                        "repairs" => "repair",
                        "flags" => "flag",
                        _ => place,
                    };
                    walk(x, place, out);
                }
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, place, out)),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    for o in objects {
        walk(o, "top", &mut out);
    }
    out
}

/// The kinds the page lists, by where they stand.
fn documented(schema: &Value) -> BTreeSet<(&'static str, String)> {
    let d = &schema["$defs"];
    let mut out = BTreeSet::new();
    let strings = |v: &Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str().map(str::to_owned))
            .collect()
    };
    for k in strings(&d["fen-error"]["properties"]["kind"]["enum"]) {
        out.insert(("error", k));
    }
    for e in ["ambiguous-error", "unreadable-error"] {
        if let Some(k) = d[e]["properties"]["kind"]["const"].as_str() {
            out.insert(("error", k.to_owned()));
        }
    }
    for k in strings(&d["repair"]["properties"]["kind"]["enum"]) {
        out.insert(("repair", k));
    }
    for k in strings(&d["flag"]["properties"]["kind"]["enum"]) {
        out.insert(("flag", k));
    }
    out
}

#[test]
fn every_command_prints_one_valid_object_per_line() {
    let dir = temp_dir("varied");
    let input = varied_input();
    let mut all = Vec::new();
    for (command, extra) in [
        ("check", &[][..]),
        ("check", &["--strict"][..]),
        ("check", &["--from", "es"][..]),
        ("translate", &[][..]),
        ("translate", &["--strict", "--to", "ru"][..]),
        ("detect", &[][..]),
        ("detect", &["--format", "epd"][..]),
    ] {
        let objects = objects_of(command, extra, &input, &dir);
        let seen = kinds(&objects);
        let listed = documented(&schema(command));
        let missing: Vec<_> = seen.difference(&listed).collect();
        assert!(
            missing.is_empty(),
            "{command}: kinds printed but not in docs/json.md: {missing:?}"
        );
        all.extend(objects);
    }
    // The varied file gives every sort of object.
    let seen = kinds(&all);
    for (place, k) in [
        ("error", "invalid-utf8"),
        ("error", "line-too-long"),
        ("error", "ambiguous"),
        ("error", "invalid-piece"),
        ("error", "extra-field"),
        ("error", "unterminated-string"),
        ("error", "not-strict"),
        ("repair", "double-dash"),
        ("repair", "missing-field"),
        ("repair", "figurine"),
        ("repair", "brackets"),
        ("repair", "dash"),
        ("flag", "empty"),
        ("flag", "no-white-king"),
    ] {
        assert!(
            seen.contains(&(place, k.to_owned())),
            "no {place} {k} in {seen:?}"
        );
    }
    for status in ["found", "ambiguous", "none"] {
        assert!(all.iter().any(|o| o["status"] == json!(status)), "{status}");
    }
    let utf8 = all
        .iter()
        .find(|o| o["errors"][0]["kind"] == json!("invalid-utf8"))
        .unwrap();
    assert_eq!(
        utf8["input"],
        json!("4k3/8/8/8/8/8/8/4K2\u{fffd} w - - 0 1")
    );
    assert_eq!(utf8["errors"][0]["span"], json!([19, 19]));
    assert_eq!(utf8["errors"][0]["column"], json!(20));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn arguments_and_standard_input_are_lines_too() {
    let lines = [
        "4k3/8/8/8/8/8/8/4K1S1 w - - 0 1",
        "8/8/8/8/8/8/8/K1k5",
        "nonsense",
    ];
    for command in ["check", "translate", "detect"] {
        let schema = schema(command);
        let mut args = vec![command, "--json"];
        args.extend(lines);
        let (objects, _) = run(&args, b"");
        let stdin = format!("{}\n\n# note\n{}\n{}\n", lines[0], lines[1], lines[2]);
        let (piped, _) = run(&[command, "--json"], stdin.as_bytes());
        for (objects, source, numbers) in
            [(objects, "<arg>", [1, 2, 3]), (piped, "<stdin>", [1, 4, 5])]
        {
            assert_eq!(objects.len(), 3, "{command} {source}");
            for ((o, line), n) in objects.iter().zip(lines).zip(numbers) {
                assert!(errors(&schema, o).is_empty(), "{command}: {o}");
                assert_eq!(o["source"], json!(source));
                assert_eq!(o["line"], json!(n));
                assert_eq!(o["input"], json!(line));
            }
        }
    }
}

/// A kind name as the JSON writes it: `InvalidUtf8` → `invalid-utf8`.
fn kebab(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The variants of `pub enum NAME` in a source file.
fn variants(file: &str, name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(file)).unwrap();
    let start = text.find(&format!("pub enum {name} {{")).unwrap();
    let body = &text[start..];
    let body = &body[..body.find("\n}").unwrap()];
    body.lines()
        .skip(1)
        .filter_map(|l| l.strip_prefix("    "))
        .filter(|l| l.starts_with(|c: char| c.is_ascii_uppercase()))
        .map(|l| {
            let end = l
                .find(|c: char| !c.is_ascii_alphanumeric())
                .unwrap_or(l.len());
            l[..end].to_owned()
        })
        .collect()
}

/// The strings a `fn NAME` returns through `=> "…"` arms.
fn names_of(file: &str, function: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(file)).unwrap();
    let start = text.find(&format!("fn {function}(")).unwrap();
    let body = &text[start..];
    let body = &body[..body.find("\n    }").unwrap()];
    body.lines()
        .filter_map(|l| l.split_once("=> \"").map(|(_, r)| r))
        .map(|r| r[..r.find('"').unwrap()].to_owned())
        .collect()
}

#[test]
fn the_page_lists_every_kind_the_code_has() {
    let text = doc();
    let all: Vec<(String, Value)> = schemas();
    assert_eq!(
        all.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(),
        ["check", "translate", "moves", "detect"]
    );
    let sorted = |v: Vec<String>| v.into_iter().collect::<BTreeSet<String>>();
    let errors = sorted(
        variants("src/fen/error.rs", "FenErrorKind")
            .iter()
            .map(|v| kebab(v))
            .collect(),
    );
    let repairs = sorted(names_of("src/fen/repair.rs", "name"));
    let fields = sorted(names_of("src/fen/field.rs", "name"));
    let flags = sorted(
        fenlingo::Flags::all()
            .iter()
            .map(|(_, k, _)| k.to_owned())
            .collect(),
    );
    assert!(errors.len() >= 20 && repairs.len() >= 12 && fields.len() == 7 && flags.len() == 17);
    let enum_of = |v: &Value| -> BTreeSet<String> {
        v.as_array()
            .unwrap()
            .iter()
            .filter_map(|s| s.as_str().map(str::to_owned))
            .collect()
    };
    for (name, s) in &all {
        let d = &s["$defs"];
        if d.get("fen-error").is_none() {
            continue;
        }
        assert_eq!(
            enum_of(&d["fen-error"]["properties"]["kind"]["enum"]),
            errors,
            "{name}"
        );
        assert_eq!(
            enum_of(&d["fen-error"]["properties"]["field"]["enum"]),
            fields,
            "{name}"
        );
        if d.get("repair").is_some() {
            assert_eq!(
                enum_of(&d["repair"]["properties"]["kind"]["enum"]),
                repairs,
                "{name}"
            );
            assert_eq!(
                enum_of(&d["repair"]["properties"]["field"]["enum"]),
                fields,
                "{name}"
            );
        }
        if d.get("flag").is_some() {
            assert_eq!(
                enum_of(&d["flag"]["properties"]["kind"]["enum"]),
                flags,
                "{name}"
            );
        }
        // A definition shared by the commands is the same in each.
        for (other, o) in &all {
            for (key, def) in d.as_object().unwrap() {
                if let Some(same) = o["$defs"].get(key) {
                    assert_eq!(def, same, "$defs/{key} of {name} and {other}");
                }
            }
        }
    }
    // Each kind has its row in the page's tables.
    for k in errors.iter().chain(&repairs).chain(&flags) {
        assert!(text.contains(&format!("| `{k}` |")), "no row for {k}");
    }
}

#[test]
fn moves_json_objects_follow_their_schema_and_list_every_move_repair() {
    let schema = schema("moves");
    let move_repairs: BTreeSet<String> = names_of("src/san/mod.rs", "name").into_iter().collect();
    let listed: BTreeSet<String> = schema["$defs"]["move-repair"]["properties"]["kind"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(listed, move_repairs);
    let texts = [
        "1. e4 e5 2. Nf3 (2. d4 exd4 3. Qxd9) Nc6 3. Bb5!? a6 4. 0-0 {good}",
        "1. e4 e5 2. Cf7",
        "1. e4 e5 2. Se2",
        "hello world",
        "1. e4 e5 2. Nf3 {unclosed",
    ];
    let mut oks = 0;
    for t in texts {
        let (objects, _) = run(&["moves", "--json", t], b"");
        assert_eq!(objects.len(), 1, "{t}");
        let e = errors(&schema, &objects[0]);
        assert!(e.is_empty(), "{t}: {}\n{}", objects[0], e.join("\n"));
        oks += usize::from(objects[0]["ok"] == json!(true));
    }
    assert_eq!(oks, 1);
    // A PGN file: one object per game, in order.
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("g.pgn");
    std::fs::write(
        &pgn,
        "[White \"a\"]\n\n1. e4 e5 *\n\n[White \"b\"]\n\n1. d4 Qxd9 *\n",
    )
    .unwrap();
    let (objects, code) = run(
        &[
            "moves",
            "--json",
            "--keep-going",
            "--input",
            pgn.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code, Some(1));
    assert_eq!(
        objects
            .iter()
            .map(|o| o["line"].as_u64().unwrap())
            .collect::<Vec<_>>(),
        [1, 5]
    );
    for o in &objects {
        assert!(errors(&schema, o).is_empty(), "{o}");
    }
}

#[test]
fn the_validator_refuses_what_the_schema_does_not_allow() {
    let check = schema("check");
    let good = json!({"source": "<arg>", "line": 1, "input": "x", "valid": false, "legal": false,
        "errors": [{"kind": "invalid-piece", "message": "m", "field": "placement", "span": [0, 1], "column": 1}],
        "flags": [], "repairs": []});
    assert_eq!(errors(&check, &good), Vec::<String>::new());
    let broken = |f: &dyn Fn(&mut Value)| {
        let mut v = good.clone();
        f(&mut v);
        errors(&check, &v)
    };
    // A missing field, at the top and inside an error.
    assert!(
        !broken(&|v| {
            v.as_object_mut().unwrap().remove("line");
        })
        .is_empty()
    );
    assert!(
        !broken(&|v| {
            v["errors"][0].as_object_mut().unwrap().remove("span");
        })
        .is_empty()
    );
    // An extra field, a kind not listed, a wrong type, a line 0.
    assert!(!broken(&|v| v["colour"] = json!("red")).is_empty());
    assert!(!broken(&|v| v["errors"][0]["kind"] = json!("InvalidPiece")).is_empty());
    assert!(!broken(&|v| v["line"] = json!("1")).is_empty());
    assert!(!broken(&|v| v["line"] = json!(0)).is_empty());
    assert!(!broken(&|v| v["errors"][0]["span"] = json!([0])).is_empty());
    // A line read must say how; one not read has an error.
    assert!(!broken(&|v| v["valid"] = json!(true)).is_empty());
    assert!(!broken(&|v| v["errors"] = json!([])).is_empty());
    // A keyword outside the subset is refused, not ignored.
    let e = errors(&json!({"pattern": "^a"}), &json!("b"));
    assert!(e.iter().any(|e| e.contains("pattern")), "{e:?}");
    // oneOf wants exactly one branch.
    let both = json!({"oneOf": [{"type": "integer"}, {"type": "number"}]});
    assert!(!errors(&both, &json!(1)).is_empty());
    assert!(errors(&both, &json!(1.5)).is_empty());
}
