//! Template loading: never a panic; a template that loads lays out.
#![no_main]
use fenlingo::sheet::Template;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(t) = Template::from_toml(text, "fuzz.toml") {
        assert!(t.columns >= 1 && t.rows >= 1);
        assert!(t.diagram_width > 0.0 && t.diagram_width <= t.page_width);
    }
});
