//! Captions in scripts the embedded DejaVu Sans lacks (Chinese, Japanese,
//! Korean): drawn in an installed font that has them, embedded in the PDF
//! as a subset; with no such font (`FENLINGO_FONT_DIRS` set empty), in
//! English, with a warning naming the script and the package to install.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Debian's fonts-noto-cjk, installed by CI.
const NOTO_CJK: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

fn tool(name: &str) -> bool {
    Command::new(name).arg("-v").output().is_ok()
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fenlingo-glyphs-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Two puzzles: White mates in one, Black to move.
fn input(d: &Path) -> PathBuf {
    let p = d.join("two.epd");
    std::fs::write(
        &p,
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"one\";\n\
         4k3/8/8/8/8/8/8/4K3 b - - id \"two\";\n",
    )
    .unwrap();
    p
}

/// `fenlingo --lang LANG sheet INPUT -o OUT`, the installed fonts those
/// of `fonts` (`Some("")`: none; `None`: the system's).
fn sheet(lang: &str, input: &Path, out: &Path, fonts: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_fenlingo"));
    c.args(["--lang", lang, "sheet"])
        .arg(input)
        .arg("-o")
        .arg(out);
    match fonts {
        Some(f) => c.env("FENLINGO_FONT_DIRS", f),
        None => c.env_remove("FENLINGO_FONT_DIRS"),
    };
    let o = c.output().unwrap();
    assert!(o.status.success(), "{lang}: {o:?}");
    o
}

fn pdftotext(pdf: &Path) -> String {
    let o = Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn pdffonts(pdf: &Path) -> String {
    let o = Command::new("pdffonts").arg(pdf).output().unwrap();
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// With Noto Sans CJK installed, a Japanese, Chinese or Korean sheet has
/// its captions in its own script, in the font's forms for the language,
/// embedded as a subset; no warning is given.
#[test]
fn cjk_captions_are_drawn_in_an_installed_font() {
    if !Path::new(NOTO_CJK).exists() || !tool("pdftotext") || !tool("pdffonts") {
        eprintln!("fonts-noto-cjk or poppler-utils is not installed: skipped");
        return;
    }
    let d = dir("installed");
    let input = input(&d);
    for (lang, face, phrase) in [
        ("ja", "NotoSansCJKjp-Regular", "黒の手番"),
        ("zh", "NotoSansCJKsc-Regular", "黑方走棋"),
        ("zh-Hant", "NotoSansCJKtc-Regular", "黑方走棋"),
        ("ko", "NotoSansCJKkr-Regular", "흑 차례"),
    ] {
        let pdf = d.join(format!("{lang}.pdf"));
        let o = sheet(lang, &input, &pdf, None);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(!stderr.contains("English"), "{lang}: {stderr}");
        let text = pdftotext(&pdf);
        let loc = fenlingo::i18n::Localizer::new(lang);
        let heading = loc.text("caption-solutions", &[]);
        assert!(text.contains(&heading), "{lang}: no '{heading}' in {text}");
        assert!(text.contains(phrase), "{lang}: no '{phrase}' in {text}");
        assert!(!text.contains("Solutions") && !text.contains("White"));
        // `ABCDEF+NotoSansCJKjp-Regular CID Type 0C … yes yes yes`: a
        // subset (the tag), embedded.
        let fonts = pdffonts(&pdf);
        let line = fonts
            .lines()
            .find(|l| l.contains(&format!("+{face}")))
            .unwrap_or_else(|| panic!("{lang}: no {face} in {fonts}"));
        let cols: Vec<&str> = line.split_whitespace().collect();
        assert!(
            cols.ends_with(&["yes", "yes", "yes"])
                || cols.windows(3).any(|w| w == ["yes", "yes", "yes"]),
            "{lang}: {line}"
        );
        // A subset of a 19 MB collection: the whole sheet stays small.
        let size = std::fs::metadata(&pdf).unwrap().len();
        assert!(size < 120_000, "{lang}: {size} bytes");
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// The installed fonts can be the folders `FENLINGO_FONT_DIRS` names.
#[test]
fn font_dirs_name_the_folders_searched() {
    let Some(folder) = Path::new(NOTO_CJK).parent().filter(|p| p.exists()) else {
        eprintln!("fonts-noto-cjk is not installed: skipped");
        return;
    };
    if !tool("pdffonts") {
        return;
    }
    let d = dir("dirs");
    let input = input(&d);
    let pdf = d.join("ja.pdf");
    let o = sheet("ja", &input, &pdf, Some(folder.to_str().unwrap()));
    assert!(
        !String::from_utf8_lossy(&o.stderr).contains("warning"),
        "{o:?}"
    );
    assert!(pdffonts(&pdf).contains("NotoSansCJKjp"));
    let _ = std::fs::remove_dir_all(&d);
}

/// With no installed font at all, the captions are in English and the
/// command says why, naming the script and the package that draws it.
#[test]
fn without_a_font_captions_are_english_with_a_warning() {
    let d = dir("none");
    let input = input(&d);
    for (lang, script) in [
        ("ja", "Japanese kana"),
        ("zh", "Han (Chinese/Japanese)"),
        ("zh-Hant", "Han (Chinese/Japanese)"),
        ("ko", "Hangul (Korean)"),
    ] {
        let pdf = d.join(format!("{lang}.pdf"));
        let o = sheet(lang, &input, &pdf, Some(""));
        let stderr = String::from_utf8_lossy(&o.stderr);
        let warning = stderr
            .lines()
            .find(|l| l.contains("no installed font"))
            .unwrap_or_else(|| panic!("{lang}: no warning in {stderr}"));
        assert!(warning.starts_with("warning: "), "{warning}");
        assert!(warning.contains(script), "{lang}: {warning}");
        assert!(warning.contains("fonts-noto-cjk"), "{warning}");
        assert!(warning.contains("captions are in English"), "{warning}");
        // Once, however many diagrams.
        assert_eq!(stderr.matches("no installed font").count(), 1, "{stderr}");
        if tool("pdftotext") {
            let text = pdftotext(&pdf);
            for word in [
                "Solutions",
                "White mates in 1",
                "Black to move",
                "Page 1 of 2",
            ] {
                assert!(text.contains(word), "{lang}: no '{word}' in {text}");
            }
            assert!(!text.chars().any(|c| c as u32 >= 0x2E80), "{lang}: {text}");
        }
        if tool("pdffonts") {
            let fonts = pdffonts(&pdf);
            assert!(!fonts.contains("CJK"), "{fonts}");
        }
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// The warning is in the language of messages.
#[test]
fn the_warning_is_localized() {
    let d = dir("de");
    let out = d.join("zh.svg");
    let o = Command::new(env!("CARGO_BIN_EXE_fenlingo"))
        .args([
            "--lang",
            "zh",
            "diagram",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "-o",
        ])
        .arg(&out)
        .env("FENLINGO_FONT_DIRS", "")
        .output()
        .unwrap();
    assert!(o.status.success(), "{o:?}");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(stderr.contains("Han (Chinese/Japanese)"), "{stderr}");
    let svg = std::fs::read_to_string(&out).unwrap();
    assert!(svg.contains(">White to move</text>"), "{svg}");
    // Russian messages for the same run, captions in English.
    let loc = fenlingo::i18n::Localizer::new("ru");
    let note = fenlingo::render::MissingGlyphs {
        lang: "zh".into(),
        script: fenlingo::render::Script::Han,
    };
    let ru = loc.localize(&note);
    assert!(
        ru.contains("китайские иероглифы") && ru.contains("fonts-noto-cjk"),
        "{ru}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// A diagram with a Japanese caption: SVG names the font that draws it
/// and the language; PNG is drawn (from that font's outlines) with ink
/// under the board where the caption goes.
#[test]
fn diagrams_name_and_draw_the_installed_font() {
    if !Path::new(NOTO_CJK).exists() {
        eprintln!("fonts-noto-cjk is not installed: skipped");
        return;
    }
    let d = dir("diagram");
    let run = |ext: &str| {
        let out = d.join(format!("ja.{ext}"));
        let o = Command::new(env!("CARGO_BIN_EXE_fenlingo"))
            .args([
                "--lang",
                "ja",
                "diagram",
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "-o",
            ])
            .arg(&out)
            .env_remove("FENLINGO_FONT_DIRS")
            .output()
            .unwrap();
        assert!(o.status.success(), "{o:?}");
        assert!(
            !String::from_utf8_lossy(&o.stderr).contains("warning"),
            "{o:?}"
        );
        std::fs::read(&out).unwrap()
    };
    let svg = String::from_utf8(run("svg")).unwrap();
    assert!(
        svg.contains("font-family=\"DejaVu Sans,Noto Sans CJK JP,sans-serif\" xml:lang=\"ja\">白の手番</text>"),
        "{svg}"
    );
    let png = run("png");
    assert_eq!(&png[1..4], b"PNG");
    let _ = std::fs::remove_dir_all(&d);
}

/// A character of the user's own text that no font draws (here one for
/// private use) is drawn as `?`, and the run says so, naming it once and
/// in the user's language; a text every font draws is said nothing of.
#[test]
fn characters_no_font_draws_in_given_text_are_named() {
    let d = dir("undrawn");
    let fen = d.join("u.fen");
    std::fs::write(
        &fen,
        "8/8/8/8/8/8/8/K1k5 w - - 0 1 ; Puzzle \u{E000} one\n\
         8/8/8/8/8/8/8/K1k5 w - - 0 1 ; Puzzle \u{E000}\u{E001} two\n",
    )
    .unwrap();
    let out = sheet("en", &fen, &d.join("u.pdf"), None);
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.matches("drawn as “?”").count(), 1, "{err}");
    assert!(err.contains("(U+E000, U+E001)"), "{err}");
    if tool("pdftotext") {
        assert!(pdftotext(&d.join("u.pdf")).contains("Puzzle ? one"));
    }
    let diagram = |lang: &str, caption: &str, out: &str| {
        Command::new(env!("CARGO_BIN_EXE_fenlingo"))
            .args(["--lang", lang, "diagram", "8/8/8/8/8/8/8/K1k5 w - - 0 1"])
            .args(["--caption", caption, "-o"])
            .arg(d.join(out))
            .output()
            .unwrap()
    };
    let png = diagram("de", "Étude \u{E002}", "u.png");
    assert!(png.status.success());
    let err = String::from_utf8(png.stderr).unwrap();
    assert!(
        err.contains("(U+E002); jedes wird als „?“ gezeichnet"),
        "{err}"
    );
    let svg = diagram("en", "Étude \u{E003}", "u.svg");
    assert!(svg.status.success());
    let err = String::from_utf8(svg.stderr).unwrap();
    assert!(err.contains("(U+E003); each is drawn as “?”"), "{err}");
    assert!(
        std::fs::read_to_string(d.join("u.svg"))
            .unwrap()
            .contains(">Étude ?<")
    );
    // Ethiopic: not DejaVu's, drawn by an installed font (fonts-noto-core).
    if fenlingo::render::undrawn("ሀ", "en").is_empty() {
        let plain = diagram("en", "Étude ሀ", "plain.png");
        assert!(plain.status.success());
        assert!(
            plain.stderr.is_empty(),
            "{:?}",
            String::from_utf8_lossy(&plain.stderr)
        );
    } else {
        eprintln!("no installed font draws Ethiopic (fonts-noto-core): its check is skipped");
    }
    std::fs::remove_dir_all(d).unwrap();
}
