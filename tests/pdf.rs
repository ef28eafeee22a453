//! PDF sheets and figures: structure, determinism, templates, the sample.

use fenlingo::i18n::Localizer;
use fenlingo::input::Item;
use fenlingo::render::pdf::Meta;
use fenlingo::sheet::{Sheet, SheetOptions, Template};
use fenlingo::{Notation, Position};

/// Every cross-reference entry points at its object.
fn check_xref(pdf: &[u8]) {
    let find_last = |needle: &[u8]| {
        pdf.windows(needle.len())
            .rposition(|w| w == needle)
            .unwrap()
    };
    let at = find_last(b"startxref\n") + 10;
    let end = at + pdf[at..].iter().position(|b| *b == b'\n').unwrap();
    let start: usize = std::str::from_utf8(&pdf[at..end]).unwrap().parse().unwrap();
    assert!(pdf[start..].starts_with(b"xref\n"));
    let table = String::from_utf8_lossy(&pdf[start..]).into_owned();
    let mut lines = table.lines().skip(1);
    let header = lines.next().unwrap();
    let count: usize = header.split(' ').nth(1).unwrap().parse().unwrap();
    for (id, line) in lines.take(count).enumerate() {
        if line.trim_end().ends_with('n') {
            let off: usize = line[..10].parse().unwrap();
            assert!(
                pdf[off..].starts_with(format!("{id} 0 obj").as_bytes()),
                "object {id} at {off}"
            );
        }
    }
}

fn sheet_bytes(items: &[Item], template: &str, lang: &str, meta: Meta) -> Vec<u8> {
    let t = Template::builtin(template).unwrap();
    let loc = Localizer::new(lang);
    let notation = Notation::builtin(lang).unwrap_or(Notation::standard());
    let opts = SheetOptions {
        title: Some("Test «Ход белых»".into()),
        start_number: 1,
        meta,
    };
    let mut sheet = Sheet::new(&t, &loc, notation, opts);
    for item in items {
        sheet.add(item.clone());
    }
    sheet.finish(Vec::new()).unwrap()
}

fn sample_items() -> Vec<Item> {
    // The sample's positions are read as every command reads them: one
    // reader, notation detected per line.
    use fenlingo::input::{InputFormat, Letters, Reader, ReaderOptions, Record, position_item};
    let auto = Letters::auto();
    let opts = ReaderOptions {
        format: InputFormat::Epd,
        ..ReaderOptions::default()
    };
    let mut r = Reader::new(include_str!("../src/sample.epd").as_bytes(), &auto, opts);
    let mut items = Vec::new();
    while let Some(rec) = r.next_record().unwrap() {
        match rec {
            Ok(Record::Position {
                read,
                line,
                caption,
                text,
            }) => items.push(position_item(&read, caption.as_deref(), line, &text).unwrap()),
            other => panic!("{other:?}"),
        }
    }
    items
}

#[test]
fn every_template_loads() {
    for name in ["a4-6", "a4-12", "letter-6", "a5-4", "article"] {
        let t = Template::builtin(name).unwrap_or_else(|| panic!("{name}"));
        assert!(t.per_page() >= 1);
    }
    assert_eq!(Template::builtin_names().len(), 5);
}

#[test]
fn template_errors_name_the_line() {
    let cases = [
        (
            "[page]\nsize = \"A4\"\n[grid]\ncolumns = 0\nrows = 2\n",
            4,
            "columns",
        ),
        (
            "[page]\nsize = \"A4\"\nmargin = -5\n[grid]\ncolumns = 2\nrows = 2\n",
            3,
            "margin",
        ),
        (
            "[page]\nsize = \"B99\"\n[grid]\ncolumns = 2\nrows = 2\n",
            2,
            "page size",
        ),
        (
            "[page]\nsize = \"A4\"\n[grid]\ncolumns = 2\nrows = 2\n[diagram]\nwidth = 500\n",
            7,
            "does not fit",
        ),
        (
            "[page]\nsize = \"A4\"\n[grid]\ncolumns = 2\nrows = 2\ncolour = 3\n",
            6,
            "colour",
        ),
        (
            "[page]\nsize = \"A4\"\n[grid]\ncolumns = 30\nrows = 40\n",
            5,
            "do not fit",
        ),
    ];
    for (src, line, text) in cases {
        let e = Template::from_toml(src, "t.toml").unwrap_err();
        assert_eq!(e.line, line, "{e}");
        assert!(e.to_string().contains(text), "{e}");
        assert!(e.to_string().starts_with(&format!("t.toml:{line}: ")));
    }
}

#[test]
fn sample_solutions_are_legal_and_mates_are_mates() {
    let items = sample_items();
    assert!(items.len() >= 14);
    let with_solutions = items.iter().filter(|i| !i.solution.is_empty()).count();
    assert!(with_solutions >= 10);
    for item in &items {
        let mut g = fenlingo::moves::Game::new(&item.position).unwrap();
        let played: Vec<String> = item
            .solution
            .iter()
            .map(|san| {
                g.play_san(&san.to_string())
                    .unwrap_or_else(|e| panic!("{:?}: {e}", item.label))
            })
            .collect();
        if let Some(n) = item.mate {
            assert_eq!(item.solution.len(), 2 * n as usize - 1, "{:?}", item.label);
            // The SAN written after playing marks mate only when it is mate.
            assert!(played.last().unwrap().ends_with('#'), "{:?}", item.label);
        }
    }
}

#[test]
fn sheet_structure_and_determinism() {
    let items = sample_items();
    let a = sheet_bytes(&items, "a4-6", "ru", Meta::default());
    let b = sheet_bytes(&items, "a4-6", "ru", Meta::default());
    assert_eq!(a, b, "output is deterministic");
    assert!(a.starts_with(b"%PDF-1.7"));
    check_xref(&a);
    let text = String::from_utf8_lossy(&a);
    assert_eq!(
        text.matches("/Type /Page\n").count() + text.matches("/Type /Page ").count(),
        4
    );
    assert!(text.contains("/ToUnicode"));
    assert!(text.contains("/FontFile2"));
    assert!(
        !text.contains("/CreationDate"),
        "no date without SOURCE_DATE_EPOCH"
    );
    // Subset fonts carry a six-letter tag.
    let base = text.split("/BaseFont /").nth(1).unwrap();
    assert_eq!(&base[6..7], "+");
    // Pieces, their halos (the print theme's, on dark squares) and the
    // board are Form XObjects drawn once: 12 of each at most.
    assert!(text.matches("/Subtype /Form").count() <= 12 + 12 + 4);
    let resources = &text[text.find("/XObject <<").unwrap()..];
    let resources = &resources[..resources.find(">>").unwrap()];
    assert!(
        resources.contains("/P0 ") && resources.contains("/H0 "),
        "{resources}"
    );
    let dated = sheet_bytes(
        &items,
        "a4-6",
        "ru",
        Meta {
            date: Some(1_700_000_000),
            ..Meta::default()
        },
    );
    assert!(String::from_utf8_lossy(&dated).contains("/CreationDate (D:20231114221320"));
}

#[test]
fn every_template_makes_a_valid_sheet() {
    let items = sample_items();
    for name in Template::builtin_names() {
        let pdf = sheet_bytes(&items, &name, "es", Meta::default());
        check_xref(&pdf);
    }
}

#[test]
fn figure_pdf() {
    let d = fenlingo::render::Diagram::new(
        &Position::standard(),
        &fenlingo::render::DiagramOptions::default(),
        &Localizer::new("en"),
    );
    let pdf = fenlingo::render::pdf::figure(&d, 270.0, Meta::default()).unwrap();
    check_xref(&pdf);
    assert!(String::from_utf8_lossy(&pdf).contains("/MediaBox [0 0 270"));
}

/// A one-puzzle sheet in every caption locale, read back with `pdftotext`
/// (when installed): no English word of the template is left (the
/// heading of the answer key, the page counter, the sides, the task), and
/// the locale's own heading is there (in an installed font where DejaVu
/// Sans lacks its script).
#[test]
fn a_sheet_in_every_caption_locale_has_no_english_left() {
    let installed = std::process::Command::new("pdftotext")
        .arg("-v")
        .output()
        .is_ok();
    if !installed {
        eprintln!("pdftotext is not installed: sheets are not read back");
        return;
    }
    let dir = std::env::temp_dir().join(format!("fenlingo-sheet-langs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("two.epd");
    // White mates in one, Black mates in one, and a position without a
    // task ("… to move").
    std::fs::write(
        &input,
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"one\";\n\
         r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - bm Ra1#; id \"two\";\n\
         4k3/8/8/8/8/8/8/4K3 w - - id \"three\";\n",
    )
    .unwrap();
    let english = ["Solutions", "Page", "White", "Black", "mates", "to move"];
    let mut locales = 0;
    for l in fenlingo::i18n::available() {
        let tag = l.to_string();
        // The locale's own phrases: a word English shares with them
        // ("Solutions" in French) is the locale's, not left over.
        let Some((_, own)) = fenlingo::i18n::sources(&l)
            .into_iter()
            .find(|(p, _)| p.ends_with("/captions.ftl"))
        else {
            continue;
        };
        if tag == "en" {
            continue;
        }
        locales += 1;
        let pdf = dir.join(format!("{tag}.pdf"));
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_fenlingo"))
            .args(["--lang", &tag, "sheet", input.to_str().unwrap(), "-o"])
            .arg(&pdf)
            .output()
            .unwrap();
        assert!(o.status.success(), "{tag}: {o:?}");
        let text = std::process::Command::new("pdftotext")
            .arg(&pdf)
            .arg("-")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&text.stdout);
        // A language no font at hand draws (Chinese, Japanese, Korean
        // without fonts-noto-cjk) is captioned in English: tests/glyphs.rs.
        if fenlingo::render::caption_fallback(&Localizer::new(&tag)).is_some() {
            assert!(text.contains("Solutions"), "{tag}: {text}");
            continue;
        }
        for word in english.iter().filter(|w| !own.contains(*w)) {
            assert!(!text.contains(word), "{tag}: '{word}' in {text}");
        }
        let heading = Localizer::new(&tag).text("caption-solutions", &[]);
        assert!(text.contains(&heading), "{tag}: no '{heading}' in {text}");
        // The built-in sample's title too.
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_fenlingo"))
            .args(["--lang", &tag, "sheet", "-o"])
            .arg(&pdf)
            .output()
            .unwrap();
        assert!(o.status.success(), "{tag}: {o:?}");
        let text = std::process::Command::new("pdftotext")
            .args(["-l", "1"])
            .arg(&pdf)
            .arg("-")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&text.stdout);
        let title = Localizer::new(&tag).text("caption-puzzles", &[]);
        assert!(!text.contains("Chess puzzles"), "{tag}: {text}");
        assert!(text.contains(&title), "{tag}: no '{title}' in {text}");
    }
    assert_eq!(locales, 48);
}

#[test]
fn a_figure_over_200_inches_is_written_in_larger_units() {
    let d = fenlingo::render::Diagram::new(
        &Position::standard(),
        &fenlingo::render::DiagramOptions {
            size: 20000.0,
            ..Default::default()
        },
        &Localizer::new("en"),
    );
    // 20,000 pixels are 15,000 points: over the 14,400 units PDF readers
    // take, so the page counts in units of 2 points.
    let pdf = fenlingo::render::pdf::figure(&d, d.width * 0.75, Meta::default()).unwrap();
    check_xref(&pdf);
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.contains("/MediaBox [0 0 7500 "), "{text:.2000}");
    assert!(text.contains("/UserUnit 2"));
    // A page 14,400 points high (the caption makes it higher than wide)
    // fits as it is.
    let width = (14_400.0 * d.width / d.height).floor();
    let pdf = fenlingo::render::pdf::figure(&d, width, Meta::default()).unwrap();
    let text = String::from_utf8_lossy(&pdf);
    assert!(
        text.contains(&format!("/MediaBox [0 0 {width} ")),
        "{text:.2000}"
    );
    assert!(!text.contains("/UserUnit"));
}

/// A writer that counts what reached it.
struct Counted(std::rc::Rc<std::cell::Cell<usize>>);

impl std::io::Write for Counted {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.set(self.0.get() + buf.len());
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_sheet_is_written_page_by_page() {
    use fenlingo::sheet::SheetWriter;
    let t = Template::builtin("a4-6").unwrap();
    let loc = Localizer::new("en");
    let written = std::rc::Rc::new(std::cell::Cell::new(0));
    let mut w = SheetWriter::new(
        Counted(written.clone()),
        &t,
        &loc,
        Notation::standard(),
        SheetOptions::default(),
    )
    .unwrap();
    let items = sample_items();
    let mut sizes = Vec::new();
    for page in 0..5 {
        for i in 0..t.per_page() {
            w.add(items[(page * 6 + i) % items.len()].clone()).unwrap();
        }
        sizes.push(written.get());
    }
    // Each page of diagrams reached the writer when it was full.
    assert!(sizes[0] > 1000, "{sizes:?}");
    assert!(sizes.windows(2).all(|s| s[1] > s[0] + 300), "{sizes:?}");
    w.finish().unwrap();
    // The same sheet, written whole, has the same pages, each with its
    // "Page N of M" drawn at the end.
    let whole = sheet_bytes(&items[..14], "a4-6", "en", Meta::default());
    check_xref(&whole);
    let text = String::from_utf8_lossy(&whole);
    assert!(
        text.contains("/Count 4"),
        "three pages of diagrams and the key"
    );
    assert_eq!(text.matches("/Type /Page\n").count(), 4);
}

/// PDF/X-4: an output intent with the program's grey profile, the version
/// in the document information and in the XMP metadata, a trim and a
/// bleed box on every page, a document ID; the bleed of a template's
/// `[page]` widens the media box around the trim box.
#[test]
fn pdfx_sheets_carry_what_printers_check() {
    let meta = Meta {
        date: Some(1_700_000_000),
        pdfx: Some(fenlingo::render::pdf::PdfX { bleed: 0.0 }),
        ..Meta::default()
    };
    let pdf = sheet_bytes(&sample_items(), "a4-6", "en", meta.clone());
    check_xref(&pdf);
    let text = String::from_utf8_lossy(&pdf);
    let pages = text.matches("/Type /Page\n").count() + text.matches("/Type /Page ").count();
    assert!(pages >= 2, "{pages}");
    assert_eq!(text.matches("/TrimBox").count(), pages);
    assert_eq!(text.matches("/BleedBox").count(), pages);
    for want in [
        "/GTS_PDFXVersion (PDF/X-4)",
        "/OutputIntents [<<",
        "/S /GTS_PDFX",
        "/DestOutputProfile",
        "/Trapped /False",
        "/ModDate (D:20231114221320Z)",
        "<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>",
        "<xmp:CreateDate>2023-11-14T22:13:20Z</xmp:CreateDate>",
        "/ID [<",
    ] {
        assert!(text.contains(want), "{want}");
    }
    // The same input, the same bytes.
    assert_eq!(pdf, sheet_bytes(&sample_items(), "a4-6", "en", meta));
    // Without PDF/X: none of it.
    let plain = sheet_bytes(&sample_items(), "a4-6", "en", Meta::default());
    assert!(!String::from_utf8_lossy(&plain).contains("GTS_PDFX"));
}

#[test]
fn a_template_asks_for_pdfx_with_a_bleed() {
    let t = Template::from_toml(
        "base = \"a4-6\"\n[page]\npdfx = true\nbleed = 3\n",
        "bleed.toml",
    )
    .unwrap();
    let x = t.pdfx.expect("pdfx");
    assert!((x.bleed - 3.0 * fenlingo::render::pdf::MM).abs() < 1e-3);
    let loc = Localizer::new("en");
    let mut sheet = Sheet::new(&t, &loc, Notation::standard(), SheetOptions::default());
    for item in sample_items() {
        sheet.add(item);
    }
    let pdf = sheet.finish(Vec::new()).unwrap();
    let text = String::from_utf8_lossy(&pdf);
    // A4 with 3 mm around it; the trim box A4 itself.
    assert!(
        text.contains("/MediaBox [0 0 612.2835 858.89764]"),
        "{text:.0}"
    );
    assert!(text.contains("/TrimBox [8.503937 8.503937 603.77954 850.3937]"));
    let e = Template::from_toml("base = \"a4-6\"\n[page]\nbleed = 40\n", "b.toml").unwrap_err();
    assert!(
        e.to_string().contains("bleed must be between 0 and 25 mm"),
        "{e}"
    );
}

/// `[text] font`: the sheet's text in a font file or an installed family
/// (its bold face beside it), measured with its own widths; an unknown
/// font is an error on its line.
#[test]
fn a_template_sets_the_text_font() {
    let dir = std::env::temp_dir().join(format!("fenlingo-textfont-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("body.ttf"), fenlingo::render::pieces::font_bytes()).unwrap();
    let src = "base = \"a4-6\"\n[text]\nfont = \"body.ttf\"\n";
    let t = Template::from_toml(src, dir.join("t.toml").to_str().unwrap()).unwrap();
    assert!(t.text_font.is_some());
    let loc = Localizer::new("en");
    let mut sheet = Sheet::new(&t, &loc, Notation::standard(), SheetOptions::default());
    for item in sample_items() {
        sheet.add(item);
    }
    let pdf = sheet.finish(Vec::new()).unwrap();
    check_xref(&pdf);
    let text = String::from_utf8_lossy(&pdf);
    // A file without a bold: bold text (title, labels) in its one face.
    assert!(text.contains("+DejaVuSans"), "the font embedded");
    assert!(
        !text.contains("DejaVuSans-Bold"),
        "no bold face of the default"
    );
    let bad = Template::from_toml(
        "base = \"a4-6\"\n[text]\nfont = \"No Such Family 17\"\n",
        "x.toml",
    )
    .unwrap_err();
    assert_eq!(bad.line, 3);
    assert!(
        bad.to_string()
            .contains("'No Such Family 17' is neither a font file"),
        "{bad}"
    );
    // An installed family (fonts-noto-core), bold found beside it.
    match fenlingo::render::TextFont::load("Noto Serif", None) {
        Some(serif) => {
            use fenlingo::render::pdf::{Face, text_width, text_width_in};
            assert_eq!(serif.family(), "Noto Serif");
            assert_ne!(serif.face(true).postscript, serif.face(false).postscript);
            let w = text_width_in(Some(serif), Face::Regular, "White mates in 2", 10.0);
            assert!((w - text_width(Face::Regular, "White mates in 2", 10.0)).abs() > 1.0);
        }
        None => eprintln!("Noto Serif is not installed (fonts-noto-core): its check is skipped"),
    }
    std::fs::remove_dir_all(dir).unwrap();
}
