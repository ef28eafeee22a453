//! Puzzle sheets from the page: the bytes of a pasted text or a dropped
//! file read as `fenlingo sheet` reads a file, into the same PDF (the
//! answer key included, built in memory).

use fenlingo::Notation;
use fenlingo::i18n::Localizer;
use fenlingo::input::{Diagnostic, InputFormat, Item, Letters, Reader, ReaderOptions};
use fenlingo::render::pdf::Meta;
use fenlingo::sheet::{Sheet, SheetOptions, Template};
use serde::Serialize;

use crate::read::Problem;

/// What a sheet's input holds.
#[derive(Serialize, Default)]
pub struct SheetReport {
    /// The diagrams that will be drawn.
    pub count: usize,
    /// The pages of the PDF.
    pub pages: usize,
    /// Records that give no diagram.
    pub errors: Vec<Problem>,
    /// The first diagrams, for a preview: their number, FEN and label.
    pub preview: Vec<(u32, String, Option<String>)>,
}

/// How many diagrams the preview shows.
const PREVIEW: usize = 24;

/// The format of an input: `fen`, `epd`, `pgn`, `csv` by name, else by
/// the file name's extension, else FEN, as the command does.
pub fn format_of(format: &str, name: &str) -> InputFormat {
    InputFormat::from_name(format)
        .or_else(|| InputFormat::from_extension(name))
        .unwrap_or(InputFormat::Fen)
}

/// Reads every record, calling `each` with the good items; the bad ones
/// are returned as problems.
fn items(
    bytes: &[u8],
    format: InputFormat,
    loc: &Localizer,
    mut each: impl FnMut(Item),
) -> Vec<Problem> {
    let letters = Letters::auto();
    let mut opts = ReaderOptions {
        format,
        ..ReaderOptions::default()
    };
    opts.game.record = true;
    opts.game.form = fenlingo::movetext::Form::None;
    let mut reader = Reader::new(std::io::Cursor::new(bytes.to_vec()), &letters, opts);
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

/// The template by name, the first built-in otherwise.
fn template(name: &str) -> Template {
    Template::builtin(name)
        .or_else(|| Template::builtin("a4-6"))
        .unwrap_or_else(|| {
            let names = Template::builtin_names();
            Template::builtin(&names[0]).expect("a built-in template")
        })
}

fn sheet<'a>(
    t: &'a Template,
    loc: &'a Localizer,
    title: &str,
    bytes: &[u8],
    format: InputFormat,
    mut seen: impl FnMut(u32, &Item),
) -> (Sheet<'a>, Vec<Problem>) {
    let answers = Notation::builtin(&loc.language().to_string()).unwrap_or(Notation::standard());
    let title = (!title.trim().is_empty()).then(|| title.trim().to_owned());
    // The metadata `fenlingo sheet` writes without SOURCE_DATE_EPOCH.
    let meta = Meta {
        title: title.clone(),
        date: None,
        lang: Some(loc.language().to_string()),
    };
    let opts = SheetOptions {
        title,
        start_number: 1,
        meta,
    };
    let mut s = Sheet::new(t, loc, answers, opts);
    let mut number = 1;
    let problems = items(bytes, format, loc, |item| {
        seen(number, &item);
        number += 1;
        s.add(item);
    });
    (s, problems)
}

/// How many diagrams and pages the input gives, and its bad records.
pub fn report(
    bytes: &[u8],
    format: InputFormat,
    loc: &Localizer,
    template_name: &str,
) -> SheetReport {
    let t = template(template_name);
    let mut preview = Vec::new();
    let (s, errors) = sheet(&t, loc, "", bytes, format, |n, item| {
        if preview.len() < PREVIEW {
            preview.push((n, item.position.to_string(), item.label.clone()));
        }
    });
    SheetReport {
        count: s.len(),
        pages: if s.is_empty() { 0 } else { s.page_count() },
        errors,
        preview,
    }
}

/// The PDF, or `None` when the input gives no diagram.
pub fn pdf(
    bytes: &[u8],
    format: InputFormat,
    loc: &Localizer,
    template_name: &str,
    title: &str,
) -> Option<Vec<u8>> {
    let t = template(template_name);
    let (s, _) = sheet(&t, loc, title, bytes, format, |_, _| {});
    if s.is_empty() {
        return None;
    }
    s.finish(Vec::new()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id \"Scholar's mate\";\n\
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"Back rank\";\n";

    #[test]
    fn two_puzzles_give_two_diagrams_and_a_key() {
        let loc = Localizer::new("en");
        let r = report(TWO.as_bytes(), InputFormat::Epd, &loc, "a4-6");
        assert_eq!(r.count, 2);
        assert!(r.errors.is_empty());
        assert_eq!(r.pages, 2, "a page of diagrams and one of answers");
        assert_eq!(r.preview[1].1, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assert_eq!(r.preview[1].2.as_deref(), Some("Back rank"));
        let pdf = pdf(TWO.as_bytes(), InputFormat::Epd, &loc, "a4-6", "Mates").unwrap();
        assert!(pdf.starts_with(b"%PDF"));
    }

    #[test]
    fn bad_lines_are_reported_and_skipped() {
        let loc = Localizer::new("en");
        let text = "8/8/8/8/8/8/8/7X w - - 0 1\n8/8/8/4k3/8/8/8/4K2R w K - 0 1\n";
        let r = report(text.as_bytes(), InputFormat::Fen, &loc, "a4-6");
        assert_eq!(r.count, 1);
        assert_eq!(r.errors.len(), 1);
        assert_eq!(r.errors[0].column, Some(16));
    }

    /// Errors come from the library's diagnostics, in the page's language,
    /// with their line; an ambiguous line lists its readings.
    #[test]
    fn errors_are_the_library_diagnostics_in_the_page_language() {
        let loc = Localizer::new("es");
        let text = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
        let r = report(text.as_bytes(), InputFormat::Pgn, &loc, "a4-6");
        assert_eq!(r.errors.len(), 1);
        let e = &r.errors[0];
        assert_eq!(e.message, "error: 'Ke3': el rey no puede ir a e3");
        assert_eq!((e.line, e.column), (Some(3), Some(13)));
        // A text with no move says so, at its line.
        let r = report("Bílý e2e4 Jg1f3".as_bytes(), InputFormat::Pgn, &loc, "a4-6");
        assert_eq!(r.errors.len(), 1);
        assert!(
            r.errors[0].message.contains("ninguna jugada"),
            "{}",
            r.errors[0].message
        );
        assert_eq!(r.errors[0].line, Some(1));
    }
}
