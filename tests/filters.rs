//! The pandoc filter and the mdBook preprocessor run as their tools run
//! them: JSON on standard input (an AST written by pandoc 2.17, one in
//! the 1.23 layout of pandoc 3, books in the layouts of mdBook 0.4 and
//! 0.5), JSON and warnings out.
#![cfg(feature = "filters")]

use serde_json::{Value, json};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn fixture(name: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/filters")
        .join(name);
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fenlingo-filters-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

struct Run {
    code: i32,
    out: Value,
    err: String,
}

fn run(bin: &str, args: &[&str], input: &Value, dir: &Path) -> Run {
    let mut child = Command::new(bin)
        .args(args)
        .current_dir(dir)
        .env_remove("SOURCE_DATE_EPOCH")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.to_string().as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    Run {
        code: o.status.code().unwrap_or(-1),
        out: serde_json::from_slice(&o.stdout).unwrap_or(Value::Null),
        err: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

fn pandoc(format: &str, input: &Value, dir: &Path) -> Run {
    run(env!("CARGO_BIN_EXE_pandoc-fenlingo"), &[format], input, dir)
}

fn kinds(blocks: &Value) -> Vec<&str> {
    blocks
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["t"].as_str().unwrap())
        .collect()
}

fn text(inlines: &Value) -> String {
    inlines
        .as_array()
        .unwrap()
        .iter()
        .map(|i| match i["t"].as_str() {
            Some("Str") => i["c"].as_str().unwrap().to_owned(),
            _ => " ".to_owned(),
        })
        .collect()
}

#[test]
fn pandoc_2_17_html_figures_are_raw_html_and_bad_blocks_stay() {
    let input = fixture("pandoc-1.22.json");
    let dir = scratch("html-1.22");
    let r = pandoc("html5", &input, &dir);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out["pandoc-api-version"], input["pandoc-api-version"]);
    assert_eq!(r.out["meta"], input["meta"]);
    let blocks = &r.out["blocks"];
    assert_eq!(
        kinds(blocks),
        [
            "Header",
            "RawBlock",
            "CodeBlock",
            "Div",
            "RawBlock",
            "CodeBlock"
        ]
    );
    // Untouched: the heading, the bad block, the Rust block.
    for i in [0, 2, 5] {
        assert_eq!(blocks[i], input["blocks"][i]);
    }
    let html = blocks[1]["c"][1].as_str().unwrap();
    assert_eq!(blocks[1]["c"][0], "html");
    assert!(html.starts_with("<figure class=\"fenlingo\" id=\"d-es\">\n<svg "));
    assert!(html.contains("<figcaption>Diagrama 1: Juegan las blancas</figcaption>"));
    // Inside the Div: the Russian position, in the document's language.
    let nested = &blocks[3]["c"][1][0];
    assert_eq!(nested["t"], "RawBlock");
    assert!(
        nested["c"][1]
            .as_str()
            .unwrap()
            .contains("<figcaption>Juegan las blancas</figcaption>")
    );
    assert!(
        blocks[4]["c"][1]
            .as_str()
            .unwrap()
            .contains("<figcaption>Juegan las negras</figcaption>")
    );
    // The bad block: named by its number and first line, in Spanish.
    assert!(
        r.err.starts_with(
            "pandoc-fenlingo: aviso: bloque 2 queda como código: «rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1»\nbloque 2:1:43: error:"
        ),
        "{}",
        r.err
    );
    assert_eq!(r.err.matches("aviso").count(), 1);
    // Inline figures write no files.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

#[test]
fn pandoc_2_17_latex_gets_pdf_files_as_implicit_figures_cached() {
    let mut input = fixture("pandoc-1.22.json");
    let dir = scratch("latex-1.22");
    input["meta"]["fenlingo-figures"] = json!({"t": "MetaString", "c": "figs"});
    let r = pandoc("latex", &input, &dir);
    assert_eq!(r.code, 0, "{}", r.err);
    let blocks = &r.out["blocks"];
    assert_eq!(
        kinds(blocks),
        ["Header", "Para", "CodeBlock", "Div", "Para", "CodeBlock"]
    );
    let image = &blocks[1]["c"][0];
    assert_eq!(image["t"], "Image");
    assert_eq!(image["c"][0][0], "d-es");
    assert_eq!(text(&image["c"][1]), "Diagrama 1: Juegan las blancas");
    let src = image["c"][2][0].as_str().unwrap();
    assert_eq!(image["c"][2][1], "fig:");
    assert!(src.starts_with("figs/") && src.ends_with(".pdf"), "{src}");
    let pdf = std::fs::read(dir.join(src)).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    let files = |d: &Path| {
        let mut v: Vec<(String, std::time::SystemTime)> = std::fs::read_dir(d.join("figs"))
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                (
                    e.file_name().to_string_lossy().into_owned(),
                    e.metadata().unwrap().modified().unwrap(),
                )
            })
            .collect();
        v.sort();
        v
    };
    let before = files(&dir);
    assert_eq!(before.len(), 3);
    // Run again: the same document, no figure drawn again.
    let again = pandoc("latex", &input, &dir);
    assert_eq!(again.out, r.out);
    assert_eq!(files(&dir), before);
}

#[test]
fn pandoc_3_html_gets_figure_blocks_and_unknown_nodes_stay() {
    let input = fixture("pandoc-1.23.json");
    let dir = scratch("html-1.23");
    let r = pandoc("html", &input, &dir);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out["pandoc-api-version"], json!([1, 23, 1]));
    let blocks = &r.out["blocks"];
    assert_eq!(
        kinds(blocks),
        [
            "Header",
            "Figure",
            "Figure",
            "CodeBlock",
            "Div",
            "Figure",
            "CodeBlock",
            "FutureBlock"
        ]
    );
    // The photo's figure and the node of a later version: as they were.
    assert_eq!(blocks[1], input["blocks"][1]);
    assert_eq!(blocks[7], input["blocks"][7]);
    let fig = &blocks[2]["c"];
    assert_eq!(fig[0], json!(["d-es", ["fenlingo"], []]));
    assert_eq!(fig[1][0], Value::Null);
    assert_eq!(fig[1][1][0]["t"], "Plain");
    // Russian metadata: Russian captions.
    assert_eq!(text(&fig[1][1][0]["c"]), "Diagrama 1: Ход белых");
    assert_eq!(fig[2][0]["t"], "RawBlock");
    assert!(
        fig[2][0]["c"][1]
            .as_str()
            .unwrap()
            .starts_with("<svg role=\"img\"")
    );
    assert!(r.err.contains("блок 2 остаётся блоком кода"), "{}", r.err);
}

#[test]
fn pandoc_3_docx_gets_png_figures() {
    let input = fixture("pandoc-1.23.json");
    let dir = scratch("docx-1.23");
    let r = pandoc("docx", &input, &dir);
    assert_eq!(r.code, 0, "{}", r.err);
    let fig = &r.out["blocks"][2]["c"];
    let image = &fig[2][0]["c"][0];
    assert_eq!(image["t"], "Image");
    assert_eq!(image["c"][0][2], json!([["width", "3.75in"]]));
    assert!(text(&image["c"][1]).starts_with("Шахматная диаграмма, Ход белых: 6k1/"));
    let src = image["c"][2][0].as_str().unwrap();
    assert!(src.starts_with("fenlingo-figures/") && src.ends_with(".png"));
    let png = std::fs::read(dir.join(src)).unwrap();
    assert!(png.starts_with(b"\x89PNG"));
    // 300 pixels to the inch at its printed width of 3.75 in.
    let width = u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
    assert_eq!(width, 1125);
}

/// A document of one block, with this metadata and the block's
/// attributes.
fn one_block(meta: Value, attrs: Value) -> Value {
    json!({"pandoc-api-version": [1, 23, 1], "meta": meta,
        "blocks": [{"t": "CodeBlock", "c": [["", ["fen"], attrs], "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"]}]})
}

/// `fenlingo:` metadata: a map of attributes.
fn fenlingo_meta(entries: Value) -> Value {
    json!({"fenlingo": {"t": "MetaMap", "c": entries}})
}

fn meta_str(s: &str) -> Value {
    json!({"t": "MetaInlines", "c": [{"t": "Str", "c": s}]})
}

#[test]
fn paper_formats_default_to_print_and_documents_give_defaults() {
    let dir = scratch("paper");
    // The figure a format gets: its file, or its inline SVG.
    let picture = |format: &str, meta: Value, attrs: Value| -> (String, String) {
        let r = pandoc(format, &one_block(meta, attrs), &dir);
        assert_eq!(r.code, 0, "{}", r.err);
        let content = &r.out["blocks"][0]["c"][2][0];
        let picture = match content["t"].as_str() {
            Some("RawBlock") => content["c"][1].as_str().unwrap().to_owned(),
            _ => content["c"][0]["c"][2][0].as_str().unwrap().to_owned(),
        };
        (picture, r.err)
    };
    let theme = |name: &str| fenlingo_meta(json!({"theme": meta_str(name)}));
    for format in ["latex", "docx", "odt"] {
        let (plain, _) = picture(format, json!({}), json!([]));
        assert_eq!(
            plain,
            picture(format, theme("print"), json!([])).0,
            "{format}"
        );
        assert_ne!(
            plain,
            picture(format, theme("screen"), json!([])).0,
            "{format}"
        );
    }
    // Screens and slides keep the screen theme.
    for format in ["html", "pptx", "beamer"] {
        let (plain, _) = picture(format, json!({}), json!([]));
        assert_eq!(
            plain,
            picture(format, theme("screen"), json!([])).0,
            "{format}"
        );
    }
    // Every attribute: a flag as YAML writes it, a list, a caption.
    let meta = fenlingo_meta(json!({
        "frame": {"t": "MetaBool", "c": false},
        "marks": {"t": "MetaList", "c": [meta_str("e4"), meta_str("d5")]},
        "caption": {"t": "MetaInlines", "c": [{"t": "Str", "c": "Figure"}, {"t": "Space"}, {"t": "Str", "c": "{n}"}]},
    }));
    let (plain, _) = picture("html", json!({}), json!([]));
    let (given, err) = picture("html", meta.clone(), json!([]));
    assert!(err.is_empty(), "{err}");
    assert_ne!(given, plain);
    let written = one_block(json!({}), json!([["frame", "no"], ["marks", "e4,d5"]]));
    let r = pandoc("html", &written, &dir);
    assert_eq!(
        r.out["blocks"][0]["c"][2][0]["c"][1].as_str().unwrap(),
        given
    );
    let r = pandoc("html", &one_block(meta, json!([])), &dir);
    assert_eq!(text(&r.out["blocks"][0]["c"][1][1][0]["c"]), "Figure 1");
    // A block's own attribute wins.
    let own = picture("latex", theme("screen"), json!([["theme", "print"]])).0;
    assert_eq!(own, picture("latex", json!({}), json!([])).0);
    // A key that is no attribute: a warning, the rest still applies.
    let meta = fenlingo_meta(json!({"colour": meta_str("red"), "theme": meta_str("screen")}));
    let (fig, err) = picture("latex", meta, json!([]));
    assert!(err.contains("unknown attribute 'colour'"), "{err}");
    assert_eq!(fig, picture("latex", theme("screen"), json!([])).0);
}

#[test]
fn pandoc_without_a_document_fails_cleanly() {
    let dir = scratch("bad-json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_pandoc-fenlingo"))
        .arg("html")
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"{not json").unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).starts_with("pandoc-fenlingo: "));
}

fn mdbook(input: &Value, dir: &Path) -> Run {
    run(env!("CARGO_BIN_EXE_mdbook-fenlingo"), &[], input, dir)
}

#[test]
fn mdbook_supports_html_only() {
    for (renderer, code) in [("html", 0), ("latex", 1), ("markdown", 1)] {
        let s = Command::new(env!("CARGO_BIN_EXE_mdbook-fenlingo"))
            .args(["supports", renderer])
            .status()
            .unwrap();
        assert_eq!(s.code(), Some(code), "{renderer}");
    }
}

/// The chapters of a book, however nested: (path, content).
fn chapters(v: &Value, out: &mut Vec<(String, String)>) {
    match v {
        Value::Array(a) => a.iter().for_each(|x| chapters(x, out)),
        Value::Object(o) => {
            if let Some(ch) = o.get("Chapter") {
                out.push((
                    ch["path"].as_str().unwrap().to_owned(),
                    ch["content"].as_str().unwrap().to_owned(),
                ));
                chapters(&ch["sub_items"], out);
            } else {
                o.values().for_each(|x| chapters(x, out));
            }
        }
        _ => {}
    }
}

fn check_book(layout: &str, fixture_name: &str, white: &str, black: &str, warn: &str) {
    let input = fixture(fixture_name);
    let dir = scratch(fixture_name);
    let r = mdbook(&input, &dir);
    assert_eq!(r.code, 0, "{}", r.err);
    // Everything but the chapters' text is as it was.
    let mut shape_in = input[1].clone();
    let mut shape_out = r.out.clone();
    let mut before = Vec::new();
    let mut after = Vec::new();
    chapters(&shape_in, &mut before);
    chapters(&shape_out, &mut after);
    for s in [&mut shape_in, &mut shape_out] {
        let text = s.to_string();
        let mut blanked: Value = serde_json::from_str(&text).unwrap();
        blank(&mut blanked);
        *s = blanked;
    }
    assert_eq!(shape_out, shape_in);
    assert!(r.out.get(layout).is_some());
    assert_eq!(after.len(), 2);
    let (first, second) = (&after[0].1, &after[1].1);
    assert!(first.contains(&format!("<figcaption>Diagrama 1. {white}</figcaption>")));
    // A fence inside a longer fence is an example, not a block.
    assert!(first.contains("````markdown\n```fen\n8/8/8/8/8/8/8/K1k5 w - - 0 1\n```\n````"));
    assert!(second.contains(&format!("<figcaption>{black}</figcaption>")));
    assert!(second.contains("<figure class=\"fenlingo\" id=\"mate\">"));
    // Defaults from [preprocessor.fenlingo]: size = 320.
    assert!(first.contains("width=\"320\""));
    // The bad block and the Rust block stay.
    assert!(second.contains("```fen orientation=sideways\n8/8/8/8/8/8/8/K1k5 w - - 0 1\n```"));
    assert!(second.contains("```rust\nfn main() {}\n```"));
    assert_eq!(
        r.err.lines().filter(|l| l.contains(warn)).count(),
        1,
        "{}",
        r.err
    );
    assert!(r.err.contains("partida.md"), "{}", r.err);
}

fn blank(v: &mut Value) {
    match v {
        Value::Array(a) => a.iter_mut().for_each(blank),
        Value::Object(o) => {
            for (k, x) in o.iter_mut() {
                if k == "content" {
                    *x = Value::Null;
                } else {
                    blank(x);
                }
            }
        }
        _ => {}
    }
}

#[test]
fn mdbook_0_5_items_with_spanish_captions() {
    check_book(
        "items",
        "mdbook-0.5.json",
        "Juegan las blancas",
        "Juegan las blancas y dan mate en 1",
        "partida.md: bloque 3 queda como código",
    );
}

#[test]
fn mdbook_0_4_sections_with_russian_captions() {
    check_book(
        "sections",
        "mdbook-0.4.json",
        "Ход белых",
        "Белые дают мат в 1 ход",
        "partida.md: блок 3 остаётся блоком кода",
    );
}

/// A pandoc 3 document with one FEN block and the `fenlingo-figures`
/// metadata `dir`.
fn doc_with_figure_dir(dir: &str) -> Value {
    json!({"pandoc-api-version": [1, 23, 1],
        "meta": {"fenlingo-figures": {"t": "MetaInlines", "c": [{"t": "Str", "c": dir}]}},
        "blocks": [{"t": "CodeBlock", "c": [["", ["fen"], []], "8/8/8/8/8/8/8/K6k w - - 0 1"]}]})
}

/// The files below `dir`, as relative paths.
fn files_below(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if e.file_type().unwrap().is_dir() {
                todo.push(p);
            } else {
                out.push(p.strip_prefix(dir).unwrap().to_string_lossy().into_owned());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn a_document_cannot_send_figure_files_out_of_the_working_folder() {
    let root = scratch("figure-dir");
    let work = root.join("work");
    let outside = root.join("outside");
    std::fs::create_dir_all(&work).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    std::os::unix::fs::symlink(&outside, work.join("link")).unwrap();
    let absolute = outside.join("abs").to_string_lossy().into_owned();
    for named in [
        "../outside/up",
        absolute.as_str(),
        "link/figs",
        "figs/../../outside",
    ] {
        let r = pandoc("latex", &doc_with_figure_dir(named), &work);
        assert_eq!(r.code, 0, "{named}: {}", r.err);
        assert!(
            r.err.contains("is not below the working folder") && r.err.contains("FENLINGO_FIGURES"),
            "{named}: {}",
            r.err
        );
        assert_eq!(files_below(&outside), Vec::<String>::new(), "{named}");
        let written = files_below(&work.join("fenlingo-figures"));
        assert_eq!(written.len(), 1, "{named}: {written:?}");
    }
    // A folder below the working folder is taken as named.
    let r = pandoc("latex", &doc_with_figure_dir("figs/chess"), &work);
    assert_eq!(r.err, "");
    assert_eq!(files_below(&work.join("figs/chess")).len(), 1);
    // The user chooses any folder from outside the document.
    let chosen = outside.join("chosen");
    let mut child = Command::new(env!("CARGO_BIN_EXE_pandoc-fenlingo"))
        .arg("latex")
        .current_dir(&work)
        .env("FENLINGO_FIGURES", &chosen)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let doc = doc_with_figure_dir("figs/other");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(doc.to_string().as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(files_below(&chosen).len(), 1);
    assert!(!work.join("figs/other").exists());
}

#[test]
fn figures_have_unique_ids_and_no_control_characters() {
    let dir = scratch("ids");
    let block = json!({"t": "CodeBlock", "c": [["", ["fen"], [["caption", "a\u{1b}[31mb"]]],
        "8/8/8/8/8/8/8/K6k w - - 0 1"]});
    let doc = json!({"pandoc-api-version": [1, 22, 2], "meta": {},
        "blocks": [block.clone(), block.clone(), block]});
    let r = pandoc("html5", &doc, &dir);
    assert_eq!(r.code, 0, "{}", r.err);
    let text = r.out.to_string();
    assert!(!text.contains("\\u001b"), "{text:.500}");
    let mut ids: Vec<&str> = text
        .split(" id=\\\"")
        .skip(1)
        .filter_map(|r| r.split('\\').next())
        .collect();
    let count = ids.len();
    assert!(count >= 6, "{count}");
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), count, "ids repeat");
    assert_eq!(
        r.err
            .matches("control characters left out of the attributes and caption: U+001B")
            .count(),
        3,
        "{}",
        r.err
    );
    // Every format: the caption of a LaTeX figure has none either.
    let r = pandoc("latex", &doc, &dir);
    assert!(!r.out.to_string().contains("\\u001b"));
    assert!(r.err.contains("U+001B"), "{}", r.err);
}

/// A figure file that cannot be written leaves the block as it was and
/// says why in the document's language, the system's reason included.
#[test]
fn a_figure_that_cannot_be_written_is_reported_in_the_documents_language() {
    let work = scratch("unwritable");
    std::fs::write(work.join("blocked"), "").unwrap();
    let mut doc = doc_with_figure_dir("blocked/figs");
    doc["meta"]["lang"] = json!({"t": "MetaInlines", "c": [{"t": "Str", "c": "de"}]});
    let r = pandoc("latex", &doc, &work);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        r.err.contains(
            "die Abbildung konnte nicht nach blocked/figs geschrieben werden: ein Teil des Pfads ist kein Ordner"
        ),
        "{}",
        r.err
    );
    assert_eq!(kinds(&r.out["blocks"]), ["CodeBlock"]);
}

/// On paper a figure has a width: LaTeX figures half the line unless the
/// block or the document says (`width=45mm`, `fenlingo: width: 40%`);
/// a Word picture its given width, its pixels at 300 dpi or more there.
#[test]
fn paper_figures_get_a_width() {
    let dir = scratch("widths");
    let image = first_image;
    let latex = image(&pandoc("latex", &one_block(json!({}), json!([])), &dir));
    assert_eq!(latex[0][2], json!([["width", "50%"]]));
    let given = image(&pandoc(
        "latex",
        &one_block(json!({}), json!([["width", "45mm"]])),
        &dir,
    ));
    assert_eq!(given[0][2], json!([["width", "45mm"]]));
    let meta = fenlingo_meta(json!({"width": meta_str("40%")}));
    let doc = image(&pandoc("latex", &one_block(meta, json!([])), &dir));
    assert_eq!(doc[0][2], json!([["width", "40%"]]));
    // Word: 190 mm wide, so 300 dpi takes 2244 pixels.
    let word = image(&pandoc(
        "docx",
        &one_block(json!({}), json!([["width", "190mm"]])),
        &dir,
    ));
    assert_eq!(word[0][2], json!([["width", "190mm"]]));
    let png = std::fs::read(dir.join(word[2][0].as_str().unwrap())).unwrap();
    let w = u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
    assert!(w >= (190.0f32 / 25.4 * 300.0) as u32, "{w}");
    let bad = pandoc(
        "latex",
        &one_block(json!({}), json!([["width", "wide"]])),
        &dir,
    );
    assert!(bad.err.contains("wide"), "{}", bad.err);
}

/// The `c` of the first block's image: an implicit figure (a Para, pandoc
/// 1.23's API) or a Figure's.
fn first_image(r: &Run) -> Value {
    assert_eq!(r.code, 0, "{}", r.err);
    let b = &r.out["blocks"][0];
    let img = if b["t"] == "Para" {
        &b["c"][0]
    } else {
        &b["c"][2][0]["c"][0]
    };
    assert_eq!(img["t"], "Image", "{b}");
    img["c"].clone()
}

/// `fenlingo: pdfx: true` in a document's metadata: its PDF figures are
/// PDF/X-4; without it, plain PDF.
#[test]
fn a_document_asks_for_pdfx() {
    let dir = scratch("pdfx");
    let file = |meta: Value| {
        let img = first_image(&pandoc("latex", &one_block(meta, json!([])), &dir));
        std::fs::read(dir.join(img[2][0].as_str().unwrap())).unwrap()
    };
    let x = file(fenlingo_meta(json!({"pdfx": {"t": "MetaBool", "c": true}})));
    let x = String::from_utf8_lossy(&x);
    assert!(x.contains("/GTS_PDFXVersion (PDF/X-4)") && x.contains("/TrimBox"));
    let plain = file(json!({}));
    assert!(!String::from_utf8_lossy(&plain).contains("GTS_PDFX"));
    let bad = pandoc(
        "latex",
        &one_block(json!({}), json!([["pdfx", "maybe"]])),
        &dir,
    );
    assert!(bad.err.contains("maybe"), "{}", bad.err);
}
