//! The mdBook preprocessor: fenced code blocks of class `fen`, `epd` or
//! `pgn` in the chapters become HTML figures (inline SVG and a caption in
//! the book's `language`). Both layouts of the book are read: `sections`
//! (mdBook 0.4) and `items` (0.5); everything but the chapters' text is
//! left as it is.
//!
//! A block's attributes follow its class in the info string, as
//! `key=value` or `key="a value"`, or in braces as pandoc writes them:
//!
//! ````markdown
//! ```fen caption="Las blancas ganan" orientation=black
//! 6k1/5ppp/8/8/8/8/8/4T1R1 b - - 0 1
//! ```
//! ````
//!
//! ```
//! use serde_json::json;
//! let input = json!([{"config": {"book": {"language": "es"}}, "renderer": "html"},
//!   {"items": [{"Chapter": {"name": "Uno", "content": "```fen\n8/8/8/4k3/8/8/8/4K2R w K - 0 1\n```\n", "sub_items": [], "path": "uno.md"}}]}]);
//! let (book, warnings) = fenlingo::figure::mdbook::preprocess(input).unwrap();
//! assert!(warnings.is_empty());
//! assert!(book["items"][0]["Chapter"]["content"].as_str().unwrap().contains("<figcaption>Juegan las blancas</figcaption>"));
//! ```

use super::{Block, BlockKind, FigureOptions, is_attribute, warning};
use crate::i18n::Localizer;
use serde_json::Value;

/// The renderers the preprocessor supports.
pub fn supports(renderer: &str) -> bool {
    renderer == "html"
}

/// A code block's info string, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// The first class that names a chess block.
    pub kind: BlockKind,
    /// The `id` (`#d2` or `id=d2`).
    pub id: Option<String>,
    /// The other attributes.
    pub attrs: Vec<(String, String)>,
}

/// Reads an info string; `None` when no class names a chess block.
///
/// ```
/// use fenlingo::figure::{mdbook::info, BlockKind};
/// let i = info(r#"{.fen #d2 caption="Mate in two" size=300}"#).unwrap();
/// assert_eq!((i.kind, i.id.as_deref()), (BlockKind::Fen, Some("d2")));
/// assert_eq!(i.attrs[0], ("caption".to_owned(), "Mate in two".to_owned()));
/// assert!(info("rust").is_none());
/// ```
pub fn info(text: &str) -> Option<Info> {
    let text = text.trim();
    let text = text
        .strip_prefix('{')
        .and_then(|t| t.strip_suffix('}'))
        .unwrap_or(text);
    let mut words = Vec::new();
    let mut chars = text.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace() || *c == ',').is_some() {}
        if chars.peek().is_none() {
            break;
        }
        let mut word = String::new();
        while let Some(c) = chars.next_if(|c| !c.is_whitespace() && *c != ',') {
            if c == '"' || c == '\'' {
                // A quoted value, spaces and all.
                for q in chars.by_ref() {
                    if q == c {
                        break;
                    }
                    word.push(q);
                }
            } else {
                word.push(c);
            }
        }
        words.push(word);
    }
    let mut kind = None;
    let mut id = None;
    let mut attrs = Vec::new();
    for w in words {
        if let Some((k, v)) = w.split_once('=') {
            if k == "id" {
                id = Some(v.to_owned());
            } else {
                attrs.push((k.to_owned(), v.to_owned()));
            }
        } else if let Some(i) = w.strip_prefix('#') {
            id = Some(i.to_owned());
        } else if kind.is_none() {
            kind = BlockKind::from_class(w.strip_prefix('.').unwrap_or(&w));
        }
    }
    Some(Info {
        kind: kind?,
        id,
        attrs,
    })
}

/// What a chapter is rewritten with.
pub struct Book<'a> {
    /// The book's language.
    pub lang: Option<&'a str>,
    /// Attributes from `[preprocessor.fenlingo]`.
    pub defaults: &'a [(String, String)],
    /// Messages for the author.
    pub loc: &'a Localizer,
}

/// A fenced code block of a chapter, as Markdown reads it: where it is
/// in the text, its info string and its content (without the prefixes of
/// the block quotes and list items it is in).
struct Fenced {
    range: std::ops::Range<usize>,
    info: String,
    body: String,
}

/// The fenced code blocks of a chapter, as mdBook's own Markdown reader
/// finds them: not inside HTML comments or blocks, but inside block
/// quotes and list items.
fn fenced_blocks(text: &str) -> Vec<Fenced> {
    use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS;
    let mut out = Vec::new();
    let mut open: Option<Fenced> = None;
    for (event, range) in Parser::new_ext(text, options).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                open = Some(Fenced {
                    range,
                    info: info.into_string(),
                    body: String::new(),
                });
            }
            Event::Text(t) => {
                if let Some(f) = open.as_mut() {
                    f.body.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => out.extend(open.take()),
            _ => {}
        }
    }
    out
}

/// The prefix that continues the container of a block starting at `at`
/// on its following lines: block-quote markers kept, list markers as
/// spaces (`> - ` gives `>   `).
fn continuation(text: &str, at: usize) -> String {
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    text[start..at]
        .chars()
        .map(|c| if c == '>' || c == '\t' { c } else { ' ' })
        .collect()
}

/// `html` in place of a block that starts at `at`: each line after the
/// first in the block's container, then a blank line of the container so
/// that the HTML block ends there.
fn in_container(text: &str, at: usize, html: &str) -> String {
    let prefix = continuation(text, at);
    let mut out = html.replace('\n', &format!("\n{prefix}"));
    out.push('\n');
    out.push_str(prefix.trim_end());
    out
}

/// Rewrites one chapter's Markdown: each chess block becomes a figure;
/// a block that does not read stays as it is, with a warning naming the
/// chapter (`place`), the block's number in it and its first line.
/// `figures` counts the book's figures (for `{n}`). Blocks are found as
/// Markdown finds them: inside block quotes and list items (the figure
/// stays there), never inside an HTML comment.
pub fn chapter(
    text: &str,
    place: &str,
    book: &Book<'_>,
    figures: &mut u32,
    warnings: &mut Vec<String>,
) -> String {
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut blocks = 0u32;
    for f in fenced_blocks(text) {
        let Some(Info { kind, id, attrs }) = info(&f.info) else {
            continue;
        };
        blocks += 1;
        let block = Block {
            kind,
            text: &f.body,
            attrs: &attrs,
        };
        let opts = FigureOptions {
            lang: book.lang,
            number: *figures + 1,
            defaults: book.defaults,
        };
        let name = format!("{place}: {}", super::block_name(book.loc, blocks));
        match block.figure(&opts) {
            Ok(mut fig) => {
                *figures += 1;
                let id =
                    id.map(|i| crate::text::without_controls(&i, &mut fig.removed).into_owned());
                warnings.extend(super::flag_warnings(book.loc, &name, &fig));
                out.push_str(&text[copied..f.range.start]);
                out.push_str(&in_container(text, f.range.start, &fig.html(id.as_deref())));
                copied = f.range.end;
            }
            Err(e) => warnings.push(warning(book.loc, &name, &f.body, &e)),
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// The preprocessor's run: `[context, book]` in, the book out, with the
/// warnings. The book's language is the context's `config.book.language`;
/// `[preprocessor.fenlingo]` keys that are block attributes are defaults
/// for every block.
pub fn preprocess(input: Value) -> Result<(Value, Vec<String>), String> {
    let Value::Array(mut pair) = input else {
        return Err("expected [context, book]".into());
    };
    if pair.len() != 2 {
        return Err("expected [context, book]".into());
    }
    let mut book = pair.pop().unwrap_or(Value::Null);
    let context = pair.pop().unwrap_or(Value::Null);
    let config = context.get("config");
    let lang = config
        .and_then(|c| c.pointer("/book/language"))
        .and_then(Value::as_str)
        .map(str::to_owned);
    let defaults: Vec<(String, String)> = config
        .and_then(|c| c.pointer("/preprocessor/fenlingo"))
        .and_then(Value::as_object)
        .map(|o| {
            o.iter()
                .filter(|(k, _)| is_attribute(k))
                .filter_map(|(k, v)| Some((k.clone(), config_text(v)?)))
                .collect()
        })
        .unwrap_or_default();
    let loc = Localizer::negotiate(lang.as_deref().unwrap_or("en")).0;
    let ctx = Book {
        lang: lang.as_deref(),
        defaults: &defaults,
        loc: &loc,
    };
    let mut warnings = Vec::new();
    let mut figures = 0;
    walk(&mut book, &ctx, &mut figures, &mut warnings);
    Ok((book, warnings))
}

/// A `[preprocessor.fenlingo]` value as an attribute writes it: text,
/// a number, `yes`/`no` for a flag, a list (`marks = ["e4", "d5"]`) as
/// its comma list.
fn config_text(v: &Value) -> Option<String> {
    Some(match v {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => (if *b { "yes" } else { "no" }).to_owned(),
        Value::Array(items) => items
            .iter()
            .map(config_text)
            .collect::<Option<Vec<_>>>()?
            .join(","),
        _ => return None,
    })
}

/// Every chapter, in reading order, however deep (`sub_items`).
fn walk(v: &mut Value, ctx: &Book<'_>, figures: &mut u32, warnings: &mut Vec<String>) {
    match v {
        Value::Array(items) => items
            .iter_mut()
            .for_each(|i| walk(i, ctx, figures, warnings)),
        Value::Object(o) => {
            if let Some(Value::Object(ch)) = o.get_mut("Chapter") {
                let place = ["source_path", "path", "name"]
                    .iter()
                    .find_map(|k| ch.get(*k).and_then(Value::as_str))
                    .unwrap_or("")
                    .to_owned();
                if let Some(Value::String(content)) = ch.get_mut("content") {
                    *content = chapter(content, &place, ctx, figures, warnings);
                }
                if let Some(sub) = ch.get_mut("sub_items") {
                    walk(sub, ctx, figures, warnings);
                }
                return;
            }
            for (k, child) in o.iter_mut() {
                if k == "sections" || k == "items" {
                    walk(child, ctx, figures, warnings);
                }
            }
        }
        _ => {}
    }
}
