//! The filters' JSON input: a pandoc AST and an mdBook `[context, book]`
//! never make a panic; the pandoc filter replaces blocks one for one and
//! keeps the rest of the document. Text that is not JSON goes in as a
//! chapter and as a code block.
#![no_main]
use fenlingo::figure::{mdbook, pandoc};
use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};

/// The pandoc filter, for HTML (inline figures: no files are written).
fn pandoc_keeps_the_document(mut doc: Value) {
    let before = doc.clone();
    let _ = pandoc::filter(&mut doc, "html5", None);
    assert_eq!(doc.get("pandoc-api-version"), before.get("pandoc-api-version"));
    assert_eq!(doc.get("meta"), before.get("meta"));
    let count = |d: &Value| d.get("blocks").and_then(Value::as_array).map(Vec::len);
    assert_eq!(count(&doc), count(&before));
}

fuzz_target!(|data: &[u8]| {
    if let Ok(v) = serde_json::from_slice::<Value>(data) {
        pandoc_keeps_the_document(v.clone());
        let _ = mdbook::preprocess(v);
        return;
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let chapter = json!([{"config": {"book": {"language": "es"}}, "renderer": "html"},
        {"items": [{"Chapter": {"name": "f", "content": text, "sub_items": [], "path": "f.md"}}]}]);
    let _ = mdbook::preprocess(chapter);
    for class in ["fen", "epd", "pgn"] {
        pandoc_keeps_the_document(json!({"pandoc-api-version": [1, 23, 1], "meta": {},
            "blocks": [{"t": "CodeBlock", "c": [["", [class], []], text]}]}));
    }
});
