//! Scripts, as far as drawing text needs them: which characters need no
//! shaping (drawn glyph by glyph from any font that has them), which
//! regional forms of Han characters a language reads, and the name of
//! a script whose characters no font at hand can draw.

use crate::i18n::{Localize, Message};

/// A script named to a reader whose text could not be drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Script {
    /// Chinese characters (hanzi, kanji, hanja), CJK punctuation and
    /// full-width forms.
    Han,
    /// Japanese hiragana and katakana.
    Kana,
    /// Korean hangul.
    Hangul,
    /// Devanagari (Hindi, Marathi, Nepali).
    Devanagari,
    /// Bengali–Assamese.
    Bengali,
    /// Thai.
    Thai,
    /// Any other: named by its first character's code point.
    Other(char),
}

impl Script {
    /// The script of `c` (characters of no listed script are
    /// [`Script::Other`]).
    ///
    /// ```
    /// use fenlingo::render::Script;
    /// assert_eq!(Script::of('白'), Script::Han);
    /// assert_eq!(Script::of('の'), Script::Kana);
    /// assert_eq!(Script::of('흑'), Script::Hangul);
    /// assert_eq!(Script::of('ह'), Script::Devanagari);
    /// ```
    pub fn of(c: char) -> Script {
        match u32::from(c) {
            0x0900..=0x097F | 0xA8E0..=0xA8FF => Script::Devanagari,
            0x0980..=0x09FF => Script::Bengali,
            0x0E00..=0x0E7F => Script::Thai,
            0x3040..=0x30FF | 0x31F0..=0x31FF | 0xFF66..=0xFF9F | 0x1B000..=0x1B16F => Script::Kana,
            0x1100..=0x11FF | 0x3130..=0x318F | 0xA960..=0xA97F | 0xAC00..=0xD7FF => Script::Hangul,
            u if is_han(u) => Script::Han,
            _ => Script::Other(c),
        }
    }

    /// The script to name for a text whose characters `missing` no font
    /// has: Japanese kana before Han (a Japanese text lacks both), then
    /// the script of the most characters.
    pub fn naming(missing: &[char]) -> Option<Script> {
        let scripts: Vec<Script> = missing.iter().map(|&c| Script::of(c)).collect();
        for s in [Script::Kana, Script::Hangul] {
            if scripts.contains(&s) {
                return Some(s);
            }
        }
        let count = |s: &Script| scripts.iter().filter(|t| *t == s).count();
        scripts.iter().copied().max_by_key(count)
    }

    /// The message that names it.
    pub fn message(self) -> Message {
        let id = match self {
            Script::Han => "script-han",
            Script::Kana => "script-kana",
            Script::Hangul => "script-hangul",
            Script::Devanagari => "script-devanagari",
            Script::Bengali => "script-bengali",
            Script::Thai => "script-thai",
            Script::Other(c) => {
                return Message::new("script-other")
                    .with("code", format!("U+{:04X}", u32::from(c)));
            }
        };
        Message::new(id)
    }

    #[cfg(feature = "installed-fonts")]
    /// The families tried first for it, best first: Noto, which most
    /// systems have, then Source Han (the same design under Adobe's name).
    pub(crate) fn families(self, cjk: Cjk) -> Vec<String> {
        let noto = |name: &str| format!("Noto Sans {name}");
        match self {
            Script::Han | Script::Kana | Script::Hangul => {
                let mut order = vec![cjk];
                order.extend(Cjk::ALL.iter().copied().filter(|&v| v != cjk));
                let mut out = Vec::new();
                for v in order {
                    out.push(format!("Noto Sans CJK {}", v.tag()));
                    out.push(format!("Source Han Sans {}", v.source_han()));
                    out.push(noto(v.tag()));
                }
                out
            }
            Script::Devanagari => vec![noto("Devanagari")],
            Script::Bengali => vec![noto("Bengali")],
            Script::Thai => vec![noto("Thai"), noto("Thai Looped")],
            Script::Other(_) => Vec::new(),
        }
    }

    /// The Debian (and Ubuntu) package whose fonts draw it.
    pub fn package(self) -> &'static str {
        match self {
            Script::Han | Script::Kana | Script::Hangul => "fonts-noto-cjk",
            _ => "fonts-noto-core",
        }
    }
}

fn is_han(u: u32) -> bool {
    matches!(u,
        0x2E80..=0x2FDF        // radicals
        | 0x3000..=0x303F      // CJK symbols and punctuation
        | 0x3100..=0x312F      // bopomofo
        | 0x31A0..=0x31BF
        | 0x3200..=0x33FF      // enclosed letters, compatibility
        | 0x3400..=0x4DBF      // extension A
        | 0x4E00..=0x9FFF      // unified ideographs
        | 0xF900..=0xFAFF      // compatibility ideographs
        | 0xFE30..=0xFE4F      // compatibility forms
        | 0xFF00..=0xFF65      // full-width forms
        | 0xFFE0..=0xFFEF
        | 0x20000..=0x3FFFF)
}

#[cfg_attr(
    not(any(feature = "png", all(feature = "pdf", feature = "moves"))),
    allow(dead_code)
)]
/// Whether `c` is drawn glyph by glyph, with no shaping: Han, kana,
/// precomposed hangul and their punctuation (a line of them is their
/// glyphs side by side, each one em wide).
pub(crate) fn unshaped(c: char) -> bool {
    let u = u32::from(c);
    is_han(u) || (0x3040..=0x30FF).contains(&u) || (0xAC00..=0xD7A3).contains(&u)
}

/// Characters that draw nothing ([`crate::text::is_invisible`], and the
/// variation selectors): never asked of a font.
pub(crate) fn invisible(c: char) -> bool {
    crate::text::is_invisible(c)
        || matches!(c, '\u{180b}'..='\u{180d}' | '\u{fe00}'..='\u{fe0f}' | '\u{e0100}'..='\u{e01ef}')
}

/// The regional forms of Han characters a language reads: the variant
/// of a pan-CJK font (Noto Sans CJK JP, KR, SC, TC, HK) that draws them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Cjk {
    /// Japanese.
    Jp,
    /// Korean.
    Kr,
    /// Simplified Chinese: the default.
    #[default]
    Sc,
    /// Traditional Chinese (Taiwan).
    Tc,
    /// Traditional Chinese (Hong Kong).
    Hk,
}

impl Cjk {
    /// The variant for a BCP 47 tag (`ja`, `zh-Hant`, `zh-HK`, `ko-KR`).
    ///
    /// ```
    /// use fenlingo::render::Cjk;
    /// assert_eq!(Cjk::of_lang("zh-Hant"), Cjk::Tc);
    /// assert_eq!(Cjk::of_lang("ja-JP"), Cjk::Jp);
    /// assert_eq!(Cjk::of_lang("en"), Cjk::Sc);
    /// ```
    pub fn of_lang(tag: &str) -> Cjk {
        let parts: Vec<String> = tag
            .split(['-', '_'])
            .map(|p| p.to_ascii_lowercase())
            .collect();
        let has = |p: &str| parts.iter().skip(1).any(|q| q == p);
        match parts.first().map(String::as_str) {
            Some("ja") => Cjk::Jp,
            Some("ko") => Cjk::Kr,
            Some("zh" | "yue") if has("hk") || has("mo") => Cjk::Hk,
            Some("zh") if has("hant") || has("tw") => Cjk::Tc,
            Some("yue") => Cjk::Hk,
            _ => Cjk::Sc,
        }
    }

    /// The variant's tag in pan-CJK family names ("Noto Sans CJK JP").
    pub(crate) fn tag(self) -> &'static str {
        match self {
            Cjk::Jp => "JP",
            Cjk::Kr => "KR",
            Cjk::Sc => "SC",
            Cjk::Tc => "TC",
            Cjk::Hk => "HK",
        }
    }
}

#[cfg(feature = "installed-fonts")]
impl Cjk {
    const ALL: [Cjk; 5] = [Cjk::Sc, Cjk::Tc, Cjk::Hk, Cjk::Jp, Cjk::Kr];

    fn source_han(self) -> &'static str {
        match self {
            Cjk::Jp => "",
            Cjk::Kr => "K",
            Cjk::Sc => "SC",
            Cjk::Tc => "TC",
            Cjk::Hk => "HC",
        }
    }
}

/// The captions of a language would show characters no font at hand
/// draws: they are in English instead. A note for the reader, localized
/// by each face (`glyphs-captions-english`), naming the script and the
/// package that draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingGlyphs {
    /// The language asked for (BCP 47).
    pub lang: String,
    /// The script no font draws.
    pub script: Script,
}

impl Localize for MissingGlyphs {
    fn message(&self) -> Message {
        Message::new("glyphs-captions-english")
            .with("script", self.script.message())
            .with("package", self.script.package())
    }
}

impl std::fmt::Display for MissingGlyphs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn japanese_is_named_by_its_kana() {
        assert_eq!(Script::naming(&['白', 'の', '勝']), Some(Script::Kana));
        assert_eq!(Script::naming(&['白', '黑']), Some(Script::Han));
        assert_eq!(Script::naming(&['백', '白']), Some(Script::Hangul));
        assert_eq!(Script::naming(&[]), None);
        assert_eq!(
            Script::naming(&['\u{1000}']),
            Some(Script::Other('\u{1000}'))
        );
    }

    #[test]
    #[cfg(feature = "installed-fonts")]
    fn families_put_the_languages_forms_first() {
        let f = Script::Han.families(Cjk::Tc);
        assert_eq!(f[0], "Noto Sans CJK TC");
        assert!(f.contains(&"Noto Sans CJK JP".to_owned()));
        assert_eq!(Script::Thai.families(Cjk::Sc)[0], "Noto Sans Thai");
        assert!(unshaped('白') && unshaped('ん') && unshaped('흑') && !unshaped('ह'));
    }
}
