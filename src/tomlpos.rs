//! Positions in TOML sources, for errors that name a file and a line.

/// The 1-based line of `key = …` in `[section]` of `src` (the top level
/// for an empty section), or 0 when it is not there.
pub(crate) fn line_of(src: &str, section: &str, key: &str) -> usize {
    let mut in_section = section.is_empty();
    for (i, line) in src.lines().enumerate() {
        let t = line.trim();
        if t.starts_with('[') {
            in_section = t.trim_matches(|c| c == '[' || c == ']').trim() == section;
            continue;
        }
        if in_section {
            if let Some(rest) = t.strip_prefix(key) {
                if rest.trim_start().starts_with('=') {
                    return i + 1;
                }
            }
        }
    }
    0
}

#[cfg(test)]
mod tests {
    #[test]
    fn finds_keys_in_sections() {
        let src = "tag = \"x\"\n[white]\nking = \"K\"\n[black]\nking = \"k\"\n";
        assert_eq!(super::line_of(src, "", "tag"), 1);
        assert_eq!(super::line_of(src, "black", "king"), 5);
        assert_eq!(super::line_of(src, "white", "queen"), 0);
    }
}
