//! The pandoc JSON filter: code blocks of class `fen`, `epd` or `pgn` in
//! a pandoc AST become figures; everything else — the
//! `pandoc-api-version`, the metadata, nodes this filter does not know —
//! is left as it is.
//!
//! Pandoc 2.17 writes AST version 1.22, which has no figure block: a
//! figure there is a paragraph holding one image whose title starts with
//! `fig:` (an implicit figure), or raw HTML. From 1.23 (pandoc 3) the
//! `Figure` block is used.
//!
//! ```
//! use serde_json::json;
//! let mut doc = json!({"pandoc-api-version": [1, 23, 1], "meta": {"lang": {"t": "MetaString", "c": "ru"}},
//!   "blocks": [{"t": "CodeBlock", "c": [["d1", ["fen"], []], "8/8/8/4k3/8/8/8/4K2R w K - 0 1"]}]});
//! let warnings = fenlingo::figure::pandoc::filter(&mut doc, "html5", None);
//! assert!(warnings.is_empty());
//! assert_eq!(doc["blocks"][0]["t"], "Figure");
//! assert_eq!(doc["blocks"][0]["c"][1][1][0]["c"][0]["c"], "Ход");
//! ```

use super::{Block, BlockKind, FigureOptions, Target, write_cached};
use crate::i18n::Localizer;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// The default folder of figure files (the `fenlingo-figures` metadata
/// changes it).
pub const FIGURE_DIR: &str = "fenlingo-figures";

/// The environment variable that names the folder of figure files from
/// outside the document (any folder: the user chose it).
pub const FIGURE_DIR_VARIABLE: &str = "FENLINGO_FIGURES";

/// Whether a folder named inside a document (`fenlingo-figures` metadata)
/// stays below `base`, the working folder: a relative path without `..`,
/// whose existing part leads, through any link, to a folder below `base`.
/// A document is often someone else's: it may not choose where files go.
///
/// ```
/// use fenlingo::figure::pandoc::stays_below;
/// let here = std::env::current_dir().unwrap();
/// assert!(stays_below("figures/chess", &here));
/// assert!(!stays_below("../figures", &here));
/// assert!(!stays_below("/tmp/figures", &here));
/// ```
pub fn stays_below(dir: &str, base: &Path) -> bool {
    use std::path::Component;
    let path = Path::new(dir);
    let plain = path
        .components()
        .all(|c| matches!(c, Component::Normal(_) | Component::CurDir));
    if !plain || dir.trim().is_empty() {
        return false;
    }
    let Ok(base) = base.canonicalize() else {
        return false;
    };
    // The longest part that exists, links followed, must be below the
    // working folder; what does not exist yet is made there.
    let mut existing = base.join(path);
    loop {
        if std::fs::symlink_metadata(&existing).is_ok() {
            return existing
                .canonicalize()
                .is_ok_and(|real| real.starts_with(&base));
        }
        if !existing.pop() {
            return false;
        }
    }
}

/// The text of a metadata value (`MetaString`, `MetaInlines`, …).
pub fn meta_text(v: &Value) -> Option<String> {
    fn inlines(v: &Value, out: &mut String) {
        match v {
            Value::Array(items) => items.iter().for_each(|i| inlines(i, out)),
            Value::Object(o) => match o.get("t").and_then(Value::as_str) {
                Some("Str") => out.push_str(o.get("c").and_then(Value::as_str).unwrap_or("")),
                Some("Space" | "SoftBreak" | "LineBreak") => out.push(' '),
                Some("MetaString") => {
                    out.push_str(o.get("c").and_then(Value::as_str).unwrap_or(""))
                }
                Some("MetaBool") => {}
                _ => {
                    if let Some(c) = o.get("c") {
                        inlines(c, out);
                    }
                }
            },
            _ => {}
        }
    }
    let mut out = String::new();
    inlines(v, &mut out);
    let out = out.trim().to_owned();
    (!out.is_empty()).then_some(out)
}

/// Text as pandoc inlines: words and spaces.
fn to_inlines(text: &str) -> Value {
    let mut out = Vec::new();
    for (i, word) in text.split_whitespace().enumerate() {
        if i > 0 {
            out.push(json!({"t": "Space"}));
        }
        out.push(json!({"t": "Str", "c": word}));
    }
    Value::Array(out)
}

struct Run<'a> {
    target: Target,
    defaults: Vec<(String, String)>,
    figure_block: bool,
    lang: Option<String>,
    dir: PathBuf,
    date: Option<i64>,
    loc: Localizer,
    blocks: u32,
    figures: u32,
    warnings: &'a mut Vec<String>,
}

/// Rewrites the chess code blocks of `doc` (a pandoc JSON AST) into
/// figures for the output `format` (the filter's first argument); returns
/// the warnings, one per block left as code, in the document's language.
/// Figure files go to the folder of the `fenlingo-figures` metadata when
/// it [stays below](stays_below) the working folder (else a warning, and
/// [`FIGURE_DIR`]), else [`FIGURE_DIR`]; `date` goes into PDF figures.
pub fn filter(doc: &mut Value, format: &str, date: Option<i64>) -> Vec<String> {
    filter_in(doc, format, date, None)
}

/// As [`filter`], with figure files in `dir` when it is given (the user's
/// choice, from outside the document: [`FIGURE_DIR_VARIABLE`]), whatever
/// the metadata says.
pub fn filter_in(
    doc: &mut Value,
    format: &str,
    date: Option<i64>,
    dir: Option<&Path>,
) -> Vec<String> {
    let version: Vec<u64> = doc
        .get("pandoc-api-version")
        .and_then(Value::as_array)
        .map(|v| v.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default();
    let figure_block = version.as_slice() >= [1, 23].as_slice();
    let meta = doc.get("meta");
    let lang = meta.and_then(|m| m.get("lang")).and_then(meta_text);
    let loc = Localizer::negotiate(lang.as_deref().unwrap_or("en")).0;
    let mut warnings = Vec::new();
    let named = meta
        .and_then(|m| m.get("fenlingo-figures"))
        .and_then(meta_text);
    let dir = match (dir, named) {
        (Some(d), _) => d.to_path_buf(),
        (None, Some(named)) => document_dir(&loc, &named, &mut warnings),
        (None, None) => PathBuf::from(FIGURE_DIR),
    };
    let mut defaults = document_defaults(meta.and_then(|m| m.get("fenlingo")), &loc, &mut warnings);
    if Target::is_paper(format) && !defaults.iter().any(|(k, _)| k == "theme") {
        defaults.push(("theme".into(), "print".into()));
    }
    let mut run = Run {
        target: Target::for_format(format),
        defaults,
        figure_block,
        loc,
        lang,
        dir,
        date,
        blocks: 0,
        figures: 0,
        warnings: &mut warnings,
    };
    if let Some(blocks) = doc.get_mut("blocks") {
        walk(blocks, &mut run);
    }
    warnings
}

/// The attributes a document gives every block (its `fenlingo`
/// metadata map: `fenlingo: {theme: print, coords: inside}`), as text;
/// a key that is no attribute is left out with a warning.
fn document_defaults(
    map: Option<&Value>,
    loc: &Localizer,
    warnings: &mut Vec<String>,
) -> Vec<(String, String)> {
    let Some(entries) = map
        .filter(|m| m.get("t").and_then(Value::as_str) == Some("MetaMap"))
        .and_then(|m| m.get("c"))
        .and_then(Value::as_object)
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (key, value) in entries {
        if !super::is_attribute(key) {
            let e = super::FigureError::UnknownAttribute(key.clone());
            warnings.push(format!(
                "{}: {}",
                loc.text("warning", &[]),
                loc.localize(&e)
            ));
            continue;
        }
        let text = match value.get("t").and_then(Value::as_str) {
            // `marks: [e4, d5]`: the items, as an attribute lists them.
            Some("MetaList") => value.get("c").and_then(Value::as_array).map(|items| {
                items
                    .iter()
                    .filter_map(meta_text)
                    .collect::<Vec<_>>()
                    .join(",")
            }),
            Some("MetaBool") => value
                .get("c")
                .and_then(Value::as_bool)
                .map(|b| if b { "yes" } else { "no" }.to_owned()),
            _ => meta_text(value),
        };
        if let Some(text) = text {
            out.push((key.clone(), text));
        }
    }
    out
}

/// The folder a document names for its figures, when it stays below the
/// working folder; else a warning and [`FIGURE_DIR`].
fn document_dir(loc: &Localizer, named: &str, warnings: &mut Vec<String>) -> PathBuf {
    let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    if stays_below(named, &here) {
        return PathBuf::from(named);
    }
    warnings.push(format!(
        "{}: {}",
        loc.text("warning", &[]),
        loc.text(
            "figure-dir-outside",
            &[
                (
                    "dir",
                    crate::text::printable(named, false).into_owned().into()
                ),
                ("default", FIGURE_DIR.into()),
                ("variable", FIGURE_DIR_VARIABLE.into()),
            ],
        )
    ));
    PathBuf::from(FIGURE_DIR)
}

fn walk(v: &mut Value, run: &mut Run<'_>) {
    match v {
        Value::Array(items) => items.iter_mut().for_each(|i| walk(i, run)),
        Value::Object(o) => {
            if o.get("t").and_then(Value::as_str) == Some("CodeBlock") {
                if let Some(new) = o.get("c").and_then(|c| code_block(c, run)) {
                    *v = new;
                }
                return;
            }
            if let Some(c) = o.get_mut("c") {
                walk(c, run);
            }
        }
        _ => {}
    }
}

/// The figure that replaces a code block (its `c`), if it is a chess
/// block that reads.
fn code_block(c: &Value, run: &mut Run<'_>) -> Option<Value> {
    let attr = c.get(0)?;
    let text = c.get(1)?.as_str()?;
    let id = attr.get(0)?.as_str().unwrap_or("");
    let kind = attr
        .get(1)?
        .as_array()?
        .iter()
        .filter_map(Value::as_str)
        .find_map(BlockKind::from_class)?;
    let attrs: Vec<(String, String)> = attr
        .get(2)?
        .as_array()?
        .iter()
        .filter_map(|kv| {
            Some((
                kv.get(0)?.as_str()?.to_owned(),
                kv.get(1)?.as_str()?.to_owned(),
            ))
        })
        .collect();
    run.blocks += 1;
    let block = Block {
        kind,
        text,
        attrs: &attrs,
    };
    let opts = FigureOptions {
        lang: run.lang.as_deref(),
        number: run.figures + 1,
        defaults: &run.defaults,
    };
    let made = block.figure(&opts).and_then(|fig| {
        let file = match run.target {
            Target::InlineSvg => None,
            t => Some(write_cached(&fig, t, &run.dir, run.date)?),
        };
        Ok((fig, file))
    });
    let (mut fig, file) = match made {
        Ok(x) => x,
        Err(e) => {
            let name = super::block_name(&run.loc, run.blocks);
            run.warnings.push(super::warning(&run.loc, &name, text, &e));
            return None;
        }
    };
    run.figures += 1;
    let id = crate::text::without_controls(id, &mut fig.removed);
    let name = super::block_name(&run.loc, run.blocks);
    run.warnings
        .extend(super::flag_warnings(&run.loc, &name, &fig));
    let caption = fig.caption.as_deref().map(to_inlines);
    // On paper a figure has a width: the block's or the document's
    // `width`, else LaTeX's half of the line, a picture its own size (its
    // pixels drawn at 300 dpi or more).
    let own = || match fig.diagram.print {
        Some(l) => l.to_string(),
        None => format!("{}in", trim_num(fig.diagram.width / 96.0)),
    };
    let given = fig.width.map(|w| w.to_string());
    let image_attrs: Vec<Value> = match run.target {
        Target::Pdf => vec![json!(["width", given.unwrap_or_else(|| "50%".into())])],
        Target::Png => vec![json!(["width", given.unwrap_or_else(own)])],
        _ => Vec::new(),
    };
    let new = match (file, run.figure_block) {
        (None, true) => json!({"t": "Figure", "c": [
            [id, ["fenlingo"], []],
            [null, caption.iter().map(|c| json!({"t": "Plain", "c": c})).collect::<Vec<_>>()],
            [{"t": "RawBlock", "c": ["html", fig.inline_svg()]}]
        ]}),
        (None, false) => json!({"t": "RawBlock", "c": ["html", fig.html(Some(&id))]}),
        (Some(path), true) => {
            let src = path.to_string_lossy();
            json!({"t": "Figure", "c": [
                [id, ["fenlingo"], []],
                [null, caption.iter().map(|c| json!({"t": "Plain", "c": c})).collect::<Vec<_>>()],
                [{"t": "Plain", "c": [{"t": "Image", "c": [["", [], image_attrs], to_inlines(&fig.alt), [src, ""]]}]}]
            ]})
        }
        (Some(path), false) => {
            let src = path.to_string_lossy();
            // An implicit figure: the caption is the image's description,
            // its title starts with `fig:`.
            let (desc, title) = match &caption {
                Some(c) => (c.clone(), "fig:"),
                None => (to_inlines(&fig.alt), ""),
            };
            json!({"t": "Para", "c": [{"t": "Image", "c": [[id, ["fenlingo"], image_attrs], desc, [src, title]]}]})
        }
    };
    Some(new)
}

/// A number with at most three decimals, without trailing zeros.
fn trim_num(v: f32) -> String {
    let s = format!("{v:.3}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}
