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

/// A TOML reader's message (serde's English wording) as a message of its
/// own, so that it is said in the user's language: unknown and missing
/// fields, unknown names, wrong types and values. Anything else is shown as
/// it is.
pub(crate) fn serde_message(detail: &str) -> crate::i18n::Message {
    use crate::i18n::Message;
    // The names serde quotes in backticks.
    let quoted =
        |s: &str| -> Vec<String> { s.split('`').skip(1).step_by(2).map(str::to_owned).collect() };
    let first_and_rest = |id: &'static str, first: &'static str, rest: &str| {
        let names = quoted(rest);
        names.split_first().map(|(f, others)| {
            Message::new(id)
                .with(first, f.as_str())
                .with("expected", others.join(", "))
        })
    };
    let found_expected = |id: &'static str, rest: &str| {
        rest.split_once(", expected ").map(|(found, expected)| {
            Message::new(id)
                .with("found", found)
                .with("expected", expected)
        })
    };
    let parsed = if let Some(rest) = detail.strip_prefix("unknown field ") {
        first_and_rest("toml-unknown-field", "field", rest)
    } else if let Some(rest) = detail.strip_prefix("unknown variant ") {
        first_and_rest("toml-unknown-variant", "value", rest)
    } else if let Some(rest) = detail.strip_prefix("missing field ") {
        quoted(rest)
            .first()
            .map(|f| Message::new("toml-missing-field").with("field", f.as_str()))
    } else if let Some(rest) = detail.strip_prefix("invalid type: ") {
        found_expected("toml-invalid-type", rest)
    } else if let Some(rest) = detail.strip_prefix("invalid value: ") {
        found_expected("toml-invalid-value", rest)
    } else {
        None
    };
    parsed.unwrap_or_else(|| Message::new("toml-other").with("detail", detail.trim_end()))
}

#[cfg(test)]
mod serde_tests {
    use super::serde_message;

    #[test]
    fn serde_wording_becomes_messages() {
        let m = serde_message("unknown field `paper`, expected one of `name`, `page`");
        assert_eq!(m.id, "toml-unknown-field");
        let m = serde_message("invalid type: integer `3`, expected a string");
        assert_eq!(m.id, "toml-invalid-type");
        assert_eq!(
            serde_message("missing field `tag`").id,
            "toml-missing-field"
        );
        assert_eq!(
            serde_message("unknown variant `x`, expected `a` or `b`").id,
            "toml-unknown-variant"
        );
        assert_eq!(serde_message("expected `=`").id, "toml-other");
    }
}
