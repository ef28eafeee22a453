//! Puzzle sheets from the page: the bytes of a pasted text or a dropped
//! file read as `fenlingo sheet` reads a file, with the options of
//! `fenlingo sheet` (by their command-line names), into the same PDF (the
//! answer key included, built in memory).

use fenlingo::Notation;
use fenlingo::i18n::Localizer;
use fenlingo::input::{
    Diagnostic, InputFormat, Item, Letters, PuzzleSelection, Reader, ReaderOptions,
};
use fenlingo::render::pdf::Meta;
use fenlingo::sheet::{Sheet, SheetOptions, Template};
use serde::{Deserialize, Serialize};
use std::io::Read;

use crate::read::Problem;

/// The options of `fenlingo sheet` the page offers, by their
/// command-line names (`setup-move`, `themes`, `rating`, …). Empty texts
/// are not given.
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct SheetArgs {
    /// A built-in template (`a4-6` when empty).
    pub template: String,
    pub title: String,
    /// `fen`, `epd`, `pgn`, `csv`; empty: by the file name's extension.
    pub format: String,
    /// The notation of the input: `auto` or a table id.
    pub from: String,
    /// `white`, `black`, `side-to-move` (the template's when empty).
    pub orientation: String,
    /// The diagrams' colours (the template's when empty).
    pub theme: String,
    /// `outside`, `inside`, `none` (the template's when empty).
    pub coords: String,
    /// `noto` or `dejavu` (built in), or `font` for the chess font the page was given
    /// ([`crate::piece_font`]); the template's when empty.
    pub pieces: String,
    pub setup_move: bool,
    pub figurines: bool,
    pub no_answers: bool,
    /// Lichess CSV: themes, comma-separated.
    pub themes: String,
    /// Lichess CSV: `MIN-MAX`, `MIN-` or `-MAX`.
    pub rating: String,
    pub popularity: Option<i32>,
    pub limit: Option<usize>,
    /// `rating`, `popularity`, `id`, `random`; empty: file order.
    pub sort: String,
    pub seed: u64,
}

/// What a sheet is read and drawn with, the options resolved.
pub struct Setup {
    pub template: Template,
    pub format: InputFormat,
    pub letters: Letters<'static>,
    pub puzzles: Option<PuzzleSelection>,
    pub title: String,
}

fn given(s: &str) -> Option<&str> {
    let s = s.trim();
    (!s.is_empty()).then_some(s)
}

impl SheetArgs {
    /// The options of a JSON object; an unknown name or a value of the
    /// wrong type is an error, never a default.
    pub fn from_json(json: &str) -> Result<SheetArgs, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    /// The options resolved as the command line resolves them, or the
    /// message of the first bad one in the page's language.
    pub fn setup(&self, loc: &Localizer, name: &str) -> Result<Setup, String> {
        let mut template = self.template(loc)?;
        template.figurines |= self.figurines;
        template.setup_move |= self.setup_move;
        if self.no_answers {
            template.answers = false;
        }
        self.diagram(loc, &mut template)?;
        let format = match given(&self.format) {
            Some(f) => InputFormat::from_name(f).ok_or_else(|| {
                loc.text("sheet-unknown-format", &[("name", f.to_owned().into())])
            })?,
            None => InputFormat::from_extension(name).unwrap_or(InputFormat::Fen),
        };
        let letters =
            match given(&self.from) {
                None => Letters::auto(),
                Some(f) if f.eq_ignore_ascii_case("auto") => Letters::auto(),
                Some(f) => Letters::Table(Notation::builtin(f).ok_or_else(|| {
                    loc.text("notation-unknown", &[("name", f.to_owned().into())])
                })?),
            };
        let puzzles = PuzzleSelection::from_options(
            given(&self.themes),
            given(&self.rating),
            self.popularity,
            self.limit,
            given(&self.sort),
            self.seed,
        )
        .map_err(|e| {
            loc.text(
                "sheet-bad-value",
                &[
                    ("option", e.option.into()),
                    ("value", e.value.into()),
                    ("expected", e.expected.into()),
                ],
            )
        })?;
        Ok(Setup {
            template,
            format,
            letters,
            puzzles,
            title: self.title.trim().to_owned(),
        })
    }

    fn template(&self, loc: &Localizer) -> Result<Template, String> {
        let name = given(&self.template).unwrap_or("a4-6");
        Template::builtin(name).ok_or_else(|| {
            loc.text(
                "sheet-unknown-template",
                &[
                    ("name", name.to_owned().into()),
                    ("names", Template::builtin_names().join(", ").into()),
                ],
            )
        })
    }

    /// The diagram options over the template's, each checked by the
    /// library's one vocabulary, as `fenlingo sheet` checks its flags.
    fn diagram(&self, loc: &Localizer, t: &mut Template) -> Result<(), String> {
        for (option, value) in [
            ("orientation", &self.orientation),
            ("theme", &self.theme),
            ("coords", &self.coords),
        ] {
            if let Some(v) = given(value) {
                t.set_option(option, v, option)
                    .map_err(|e| loc.localize(&e))?;
            }
        }
        match given(&self.pieces) {
            // The font read by the page (or, in a worker, handed to it).
            Some("font") => match crate::piece_font_set() {
                Some(set) => t.pieces = set,
                None => t
                    .set_option("pieces", "font", "pieces")
                    .map_err(|e| loc.localize(&e))?,
            },
            Some(v) => t
                .set_option("pieces", v, "pieces")
                .map_err(|e| loc.localize(&e))?,
            None => {}
        }
        Ok(())
    }
}

/// What a sheet's input holds.
#[derive(Serialize, Default)]
pub struct SheetReport {
    /// The diagrams that will be drawn.
    pub count: usize,
    /// The pages of the PDF.
    pub pages: usize,
    /// Records that give no diagram, and a bad option.
    pub errors: Vec<Problem>,
    /// What the reader should know: captions in English because no font
    /// draws the sheet's language (none is installed in a browser).
    pub warnings: Vec<Problem>,
    /// The first diagrams, for a preview: their number, FEN and label.
    pub preview: Vec<(u32, String, Option<String>)>,
}

/// How many diagrams the preview shows.
const PREVIEW: usize = 24;

/// A bad option, as a problem of no line.
pub fn option_problem(loc: &Localizer, message: String) -> Problem {
    Problem {
        message: format!("{}: {message}", loc.text("error", &[])),
        line: None,
        column: None,
        excerpt: None,
        note: None,
    }
}

/// Reads every record of `source`, calling `each` with the good items;
/// the bad ones are returned as problems in `loc`'s language.
fn items(
    source: impl Read + 'static,
    setup: &Setup,
    loc: &Localizer,
    mut each: impl FnMut(Item),
) -> Vec<Problem> {
    let mut opts = ReaderOptions {
        format: setup.format,
        puzzles: setup.puzzles.as_ref(),
        ..ReaderOptions::default()
    };
    opts.game.record = true;
    opts.game.form = fenlingo::movetext::Form::None;
    let mut reader = Reader::new(source, &setup.letters, opts);
    let mut problems = Vec::new();
    while let Ok(Some(rec)) = reader.next_record() {
        // Every problem is the library's diagnostic, as the command line
        // reports it, in the page's language.
        let item = match rec {
            Ok(r) => r
                .item(None)
                .map_err(|e| Problem::of(loc, &Diagnostic::of_item(loc, "", r.line(), &e))),
            Err(e) => Err(Problem::of(loc, &Diagnostic::of_record(loc, "", &e))),
        };
        match item {
            Ok(item) => each(item),
            Err(p) => problems.push(p),
        }
    }
    problems
}

/// Why captions in `sheet`'s language are in English (no font given
/// draws its script), in `page`'s language; `None` when they are not.
pub fn caption_note(sheet: &Localizer, page: &Localizer) -> Option<String> {
    let (_, note) = fenlingo::render::caption_fallback(sheet)?;
    let m = fenlingo::i18n::Message::new("web-caption-font-needed")
        .with("script", note.script.message());
    Some(page.message(&m))
}

/// The languages of a sheet: its captions and answers, and the page's
/// (its problems).
pub struct Langs<'a> {
    pub sheet: &'a Localizer,
    pub page: &'a Localizer,
}

fn sheet<'a>(
    setup: &'a Setup,
    langs: &Langs<'a>,
    source: impl Read + 'static,
) -> (Sheet<'a>, Vec<Problem>) {
    let loc = langs.sheet;
    let answers = Notation::builtin(&loc.language().to_string()).unwrap_or(Notation::standard());
    let title = (!setup.title.is_empty()).then(|| setup.title.clone());
    // The metadata `fenlingo sheet` writes without SOURCE_DATE_EPOCH.
    let meta = Meta {
        title: title.clone(),
        date: None,
        lang: Some(loc.language().to_string()),
        pdfx: None,
    };
    let opts = SheetOptions {
        title,
        start_number: 1,
        meta,
    };
    let mut s = Sheet::new(&setup.template, loc, answers, opts);
    let problems = items(source, setup, langs.page, |item| s.add(item));
    (s, problems)
}

/// How many diagrams and answer-key lines a sheet has, counted item by
/// item as [`Sheet::page_count`] counts them, keeping no item: a file of
/// millions of puzzles is counted in bounded memory.
struct Tally<'a> {
    t: &'a Template,
    answers: &'a Notation,
    number: u32,
    count: usize,
    lines: usize,
}

impl<'a> Tally<'a> {
    fn new(t: &'a Template, loc: &Localizer) -> Tally<'a> {
        let own = Notation::builtin(&loc.language().to_string()).unwrap_or(Notation::standard());
        let answers = if t.figurines {
            Notation::builtin("figurine").unwrap_or(own)
        } else {
            own
        };
        Tally {
            t,
            answers,
            number: 1,
            count: 0,
            lines: 0,
        }
    }

    fn add(&mut self, item: Item) {
        let one = [(self.number, item)];
        self.lines += fenlingo::sheet::layout::answer_lines(self.t, self.answers, &one).len();
        self.number = self.number.wrapping_add(1);
        self.count += 1;
    }

    fn pages(&self) -> usize {
        use fenlingo::sheet::layout::{answer_lines_per_page, diagram_pages};
        if self.count == 0 {
            return 0;
        }
        diagram_pages(self.t, self.count) + self.lines.div_ceil(answer_lines_per_page(self.t))
    }
}

/// How many diagrams and pages the input gives, and its bad records (or
/// the bad option).
pub fn report(
    source: impl Read + 'static,
    name: &str,
    args: &SheetArgs,
    langs: &Langs<'_>,
) -> SheetReport {
    let setup = match args.setup(langs.page, name) {
        Ok(s) => s,
        Err(m) => {
            return SheetReport {
                errors: vec![option_problem(langs.page, m)],
                ..SheetReport::default()
            };
        }
    };
    let mut preview = Vec::new();
    let mut tally = Tally::new(&setup.template, langs.sheet);
    let errors = items(source, &setup, langs.page, |item| {
        if preview.len() < PREVIEW {
            let n = tally.number;
            preview.push((n, item.position.to_string(), item.label.clone()));
        }
        tally.add(item);
    });
    let warnings = caption_note(langs.sheet, langs.page)
        .map(|text| Problem {
            message: format!("{}: {text}", langs.page.text("warning", &[])),
            line: None,
            column: None,
            excerpt: None,
            note: None,
        })
        .into_iter()
        .collect();
    SheetReport {
        count: tally.count,
        pages: tally.pages(),
        errors,
        warnings,
        preview,
    }
}

/// The PDF, or `None` when the input gives no diagram or an option is
/// bad.
pub fn pdf(
    source: impl Read + 'static,
    name: &str,
    args: &SheetArgs,
    langs: &Langs<'_>,
) -> Option<Vec<u8>> {
    let setup = args.setup(langs.page, name).ok()?;
    let (s, _) = sheet(&setup, langs, source);
    if s.is_empty() {
        return None;
    }
    s.finish(Vec::new()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(loc: &Localizer) -> Langs<'_> {
        Langs {
            sheet: loc,
            page: loc,
        }
    }

    fn text(t: &str) -> std::io::Cursor<Vec<u8>> {
        std::io::Cursor::new(t.as_bytes().to_vec())
    }

    fn args(format: &str) -> SheetArgs {
        SheetArgs {
            format: format.into(),
            ..SheetArgs::default()
        }
    }

    const TWO: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id \"Scholar's mate\";\n\
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"Back rank\";\n";

    #[test]
    fn two_puzzles_give_two_diagrams_and_a_key() {
        let loc = Localizer::new("en");
        let r = report(text(TWO), "", &args("epd"), &one(&loc));
        assert_eq!(r.count, 2);
        assert!(r.errors.is_empty());
        assert_eq!(r.pages, 2, "a page of diagrams and one of answers");
        assert_eq!(r.preview[1].1, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assert_eq!(r.preview[1].2.as_deref(), Some("Back rank"));
        let titled = SheetArgs {
            title: "Mates".into(),
            ..args("epd")
        };
        let pdf = pdf(text(TWO), "", &titled, &one(&loc)).unwrap();
        assert!(pdf.starts_with(b"%PDF"));
    }

    #[test]
    fn bad_lines_are_reported_and_skipped() {
        let loc = Localizer::new("en");
        let t = "8/8/8/8/8/8/8/7X w - - 0 1\n8/8/8/4k3/8/8/8/4K2R w K - 0 1\n";
        let r = report(text(t), "", &args("fen"), &one(&loc));
        assert_eq!(r.count, 1);
        assert_eq!(r.errors.len(), 1);
        assert_eq!(r.errors[0].column, Some(16));
    }

    /// Errors come from the library's diagnostics, in the page's language,
    /// with their line; an ambiguous line lists its readings.
    #[test]
    fn errors_are_the_library_diagnostics_in_the_page_language() {
        let loc = Localizer::new("es");
        let t = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
        let r = report(text(t), "x.pgn", &SheetArgs::default(), &one(&loc));
        assert_eq!(r.errors.len(), 1);
        let e = &r.errors[0];
        assert_eq!(e.message, "error: «Ke3»: el rey no puede ir a e3");
        assert_eq!((e.line, e.column), (Some(3), Some(13)));
        // A text with no move says so, at its line.
        let r = report(text("Bílý e2e4 Jg1f3"), "", &args("pgn"), &one(&loc));
        assert_eq!(r.errors.len(), 1);
        assert!(
            r.errors[0].message.contains("ninguna jugada"),
            "{}",
            r.errors[0].message
        );
        assert_eq!(r.errors[0].line, Some(1));
    }

    const HEADER: &str =
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";
    const ROW: &str = "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game";

    /// The options of `fenlingo sheet`, by their command-line names, change
    /// what is read and drawn.
    #[test]
    fn the_command_line_options_choose_and_draw() {
        let loc = Localizer::new("en");
        let mut csv = format!("{HEADER}\n");
        for (id, rating) in [("a", 1200), ("b", 1900), ("c", 1500), ("d", 2400)] {
            csv.push_str(&ROW.replacen("00sHx", id, 1).replacen(
                ",1760,",
                &format!(",{rating},"),
                1,
            ));
            csv.push('\n');
        }
        let o: SheetArgs = serde_json::from_str(
            r#"{"rating":"1400-2000","sort":"rating","limit":1,"setup-move":true}"#,
        )
        .unwrap();
        let r = report(text(&csv), "p.csv", &o, &one(&loc));
        assert_eq!((r.count, r.errors.len()), (1, 0));
        assert_eq!(
            r.preview[0].2.as_deref(),
            Some("c"),
            "the lowest rated of 1400-2000"
        );
        let all = report(text(&csv), "p.csv", &SheetArgs::default(), &one(&loc));
        assert_eq!(all.count, 4);
        // Orientation, figurines and the setup move give other PDFs.
        let plain = pdf(text(&csv), "p.csv", &SheetArgs::default(), &one(&loc)).unwrap();
        for json in [
            r#"{"orientation":"black"}"#,
            r#"{"figurines":true}"#,
            r#"{"setup-move":true}"#,
            r#"{"template":"a4-12"}"#,
        ] {
            let o: SheetArgs = serde_json::from_str(json).unwrap();
            let other = pdf(text(&csv), "p.csv", &o, &one(&loc)).unwrap();
            assert_ne!(other, plain, "{json}");
        }
        // Letters fixed by `from`: Spanish letters read as Spanish only.
        let es = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n - - 5 26\n";
        let o: SheetArgs = serde_json::from_str(r#"{"from":"es"}"#).unwrap();
        assert_eq!(report(text(es), "x.fen", &o, &one(&loc)).count, 1);
        let o: SheetArgs = serde_json::from_str(r#"{"from":"en"}"#).unwrap();
        assert_eq!(report(text(es), "x.fen", &o, &one(&loc)).errors.len(), 1);
    }

    /// A bad option is an error in the page's language that names it.
    #[test]
    fn a_bad_option_says_which() {
        let loc = Localizer::new("es");
        for (json, word) in [
            (r#"{"rating":"high"}"#, "--rating"),
            (r#"{"sort":"elo"}"#, "--sort"),
            (r#"{"template":"a9"}"#, "a9"),
            (r#"{"from":"xx"}"#, "xx"),
            (r#"{"orientation":"up"}"#, "up"),
        ] {
            let o: SheetArgs = serde_json::from_str(json).unwrap();
            let r = report(text(TWO), "x.epd", &o, &one(&loc));
            assert_eq!((r.count, r.errors.len()), (0, 1), "{json}");
            assert!(
                r.errors[0].message.contains(word),
                "{}",
                r.errors[0].message
            );
            assert!(pdf(text(TWO), "x.epd", &o, &one(&loc)).is_none());
        }
    }

    /// Problems are in the page's language, captions in the sheet's.
    #[test]
    fn problems_in_the_page_language() {
        let (es, en) = (Localizer::new("es"), Localizer::new("en"));
        let langs = Langs {
            sheet: &en,
            page: &es,
        };
        let t = "8/8/8/4k3/8/8/8/4K2R w K - 0 1\n\n8/8/8/8/8/8/8/7X w - - 0 1\n";
        let r = report(text(t), "x.fen", &SheetArgs::default(), &langs);
        assert_eq!((r.count, r.errors[0].line), (1, Some(3)));
        assert!(
            r.errors[0].message.contains("no válida"),
            "{}",
            r.errors[0].message
        );
    }

    /// In a browser no font is installed: a Japanese sheet is captioned
    /// in English, and the report says why in the page's language; a font
    /// given to the library draws Japanese again.
    #[test]
    fn japanese_without_a_font_is_captioned_in_english() {
        let (ja, de) = (Localizer::new("ja"), Localizer::new("de"));
        let langs = Langs {
            sheet: &ja,
            page: &de,
        };
        let r = report(text(TWO), "x.epd", &SheetArgs::default(), &langs);
        assert_eq!((r.count, r.warnings.len()), (2, 1));
        let w = &r.warnings[0].message;
        assert!(
            w.starts_with("Warnung: ") && w.contains("„japanische Kana“"),
            "{w}"
        );
        let r = report(text(TWO), "x.epd", &SheetArgs::default(), &one(&de));
        assert!(r.warnings.is_empty());
        // Debian's fonts-noto-cjk, when installed, as the page's reader
        // would give it.
        let Ok(font) = std::fs::read("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        else {
            return;
        };
        assert!(crate::caption_font(&font) > 0);
        let r = report(text(TWO), "x.epd", &SheetArgs::default(), &langs);
        assert!(r.warnings.is_empty());
        let pdf = pdf(text(TWO), "x.epd", &SheetArgs::default(), &langs).unwrap();
        let needle = b"NotoSansCJKjp-Regular";
        assert!(pdf.windows(needle.len()).any(|w| w == needle));
    }

    /// An ambiguous line is an error at its line that lists its readings,
    /// as the command line's does; `from` settles it.
    #[test]
    fn an_ambiguous_line_lists_its_readings_and_from_settles_it() {
        let loc = Localizer::new("en");
        let t = "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/S3K3 w - - 0 1\n";
        let r = report(text(t), "x.fen", &SheetArgs::default(), &one(&loc));
        assert_eq!((r.count, r.errors.len()), (1, 1));
        assert_eq!(r.errors[0].line, Some(2));
        let note = r.errors[0].note.as_deref().unwrap_or("");
        assert!(note.contains("N3K3") && note.contains("B3K3"), "{note}");
        let o: SheetArgs = serde_json::from_str(r#"{"from":"cs"}"#).unwrap();
        let r = report(text(t), "x.fen", &o, &one(&loc));
        assert_eq!((r.count, r.errors.len()), (2, 0));
        assert_eq!(r.preview[1].1, "4k3/8/8/8/8/8/8/B3K3 w - - 0 1");
    }

    /// An option the sheet does not know is an error, not a default.
    #[test]
    fn an_unknown_option_is_refused() {
        assert!(SheetArgs::from_json(r#"{"limit":3,"sort":"rating"}"#).is_ok());
        let e = SheetArgs::from_json(r#"{"orientaton":"black"}"#).unwrap_err();
        assert!(e.contains("orientaton"), "{e}");
        assert!(SheetArgs::from_json(r#"{"limit":"ten"}"#).is_err());
    }

    /// The report counts pages as the sheet lays them out, without keeping
    /// the items.
    #[test]
    fn the_tally_counts_the_pages_of_the_sheet() {
        let loc = Localizer::new("de");
        let langs = one(&loc);
        let mut csv = format!("{HEADER}\n");
        for i in 0..150 {
            csv.push_str(&ROW.replacen("00sHx", &format!("p{i}"), 1));
            csv.push('\n');
        }
        for json in [
            "{}",
            r#"{"figurines":true,"template":"a4-12"}"#,
            r#"{"setup-move":true,"template":"a5-4","limit":37}"#,
            r#"{"no-answers":true}"#,
        ] {
            let args = SheetArgs::from_json(json).unwrap();
            let r = report(text(&csv), "p.csv", &args, &langs);
            let setup = args.setup(&loc, "p.csv").unwrap();
            let (s, _) = sheet(&setup, &langs, text(&csv));
            assert_eq!((r.count, r.pages), (s.len(), s.page_count()), "{json}");
            assert!(r.pages > 1, "{json}");
        }
    }
}
