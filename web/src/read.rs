//! What the page shows for its text box: the notation read (or the
//! readings to choose between), the standard FEN, the errors with their
//! caret excerpts, repairs and legality flags; move text goes on to
//! [`crate::game`]. All text is localized here; the page only places it.

pub use crate::view::{Choice, Detected, Problem, View, caret, fen_problem, names};
use fenlingo::Notation;
use fenlingo::fen::{self, EpMode, FenError, Parsed, WriteOptions};
use fenlingo::i18n::Localizer;
use fenlingo::input::{
    InputFormat, Letters, PositionError, Reader, ReaderOptions, Record, RecordError,
};

/// Reads the page's text with `letters` (`auto` or a table id), writing
/// moves and FEN in `to`'s letters.
pub fn read(text: &str, loc: &Localizer, letters: &str, to: &str) -> View {
    if text.trim().is_empty() {
        return View {
            kind: "empty",
            ..View::default()
        };
    }
    let to = Notation::builtin(to).unwrap_or(Notation::standard());
    let letters = match Notation::builtin(letters) {
        Some(t) => Letters::Table(t),
        None => Letters::auto(),
    };
    // The library decides what a text is, as for every face: a position
    // followed by moves is a game that starts from it.
    if fenlingo::input::is_position_only(text) {
        read_position(text, loc, &letters, to)
    } else {
        crate::game::read_moves(text, loc, &letters, to)
    }
}

fn read_position(text: &str, loc: &Localizer, letters: &Letters<'_>, to: &Notation) -> View {
    let opts = ReaderOptions {
        format: InputFormat::Fen,
        ..ReaderOptions::default()
    };
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let mut reader = Reader::new(
        std::io::Cursor::new(first.as_bytes().to_vec()),
        letters,
        opts,
    );
    let mut view = View {
        kind: "error",
        ..View::default()
    };
    let rec = match reader.next_record() {
        Ok(Some(rec)) => rec,
        _ => return view,
    };
    match rec {
        Ok(Record::Position {
            text: line_text,
            read,
            caption,
            ..
        }) => {
            view.kind = "position";
            let auto = letters.table().is_none();
            view.detected.id = Some(read.notation().id().to_owned());
            view.detected.text = names(loc, &read.notations);
            if auto && !read.others.is_empty() {
                view.detected.choices.push(Choice {
                    id: read.notation().id().to_owned(),
                    label: names(loc, &read.notations),
                    gives: fenlingo::input::standard_text(&read.parsed, read.notation()),
                });
                for r in &read.others {
                    view.detected.choices.push(Choice {
                        id: r.notation().id().to_owned(),
                        label: names(loc, &r.notations),
                        gives: fenlingo::input::standard_text(&r.parsed, r.notation()),
                    });
                }
            }
            view.standard = fenlingo::input::standard_text(&read.parsed, read.notation());
            let mut translated = String::new();
            if to.has_board() {
                fenlingo::input::write_parsed(
                    &read.parsed,
                    read.notation(),
                    WriteOptions {
                        notation: to,
                        ep: EpMode::AsGiven,
                    },
                    &mut translated,
                );
            } else {
                // A table of move text only has no letters for Black's
                // pieces: the position is not written in it.
                view.errors.push(Problem {
                    message: loc.text("notation-no-board", &[("name", to.id().to_owned().into())]),
                    line: None,
                    column: None,
                    excerpt: None,
                    note: None,
                });
            }
            view.translated = translated;
            view.caption = caption.or_else(|| epd_caption(&read.parsed));
            view.warnings = repairs(loc, &line_text, &read.parsed);
            for (_, k, _) in read.parsed.position.validate().iter() {
                let flag = loc.flag(k);
                view.warnings.push(Problem {
                    message: format!("{}: {flag}", loc.text("warning", &[])),
                    line: None,
                    column: None,
                    excerpt: None,
                    note: None,
                });
                view.flags.push(flag);
            }
        }
        Ok(_) => {}
        Err(RecordError::Position { error, line, .. }) => match error {
            PositionError::Fen(e) => view.errors.push(fen_problem(loc, &e.with_line(line))),
            PositionError::Ambiguous(readings) => {
                view.detected.ambiguous = true;
                view.detected.text = loc.text("detect-ambiguous", &[]);
                for r in &readings {
                    view.detected.choices.push(Choice {
                        id: r.notation().id().to_owned(),
                        label: names(loc, &r.notations),
                        gives: fenlingo::input::standard_text(&r.parsed, r.notation()),
                    });
                }
            }
        },
        Err(RecordError::Line { line, error }) => {
            let e = match error {
                fenlingo::input::LineError::TooLong(head) => {
                    FenError::line_too_long(&head, fenlingo::input::MAX_LINE)
                }
                fenlingo::input::LineError::InvalidUtf8(bytes, at) => {
                    FenError::invalid_utf8(&bytes, at)
                }
            };
            view.errors.push(fen_problem(loc, &e.with_line(line)));
        }
        Err(_) => {}
    }
    view
}

fn epd_caption(p: &Parsed) -> Option<String> {
    p.operations
        .as_ref()?
        .iter()
        .find(|o| o.opcode == "c0")
        .and_then(|o| o.string(0))
        .map(|s| s.to_string())
}

/// A FEN error: the message, where, the caret excerpt, and for a bad
/// letter the tables that have it.
fn repairs(loc: &Localizer, input: &str, p: &Parsed) -> Vec<Problem> {
    let col = |at: usize| input[..at.min(input.len())].chars().count() + 1;
    let missing: Vec<&fen::Repair> = p
        .repairs
        .iter()
        .filter(|r| matches!(r.kind, fen::RepairKind::MissingField(_)))
        .collect();
    let mut out = Vec::new();
    let warning = loc.text("warning", &[]);
    if missing.len() > 1 {
        let assumed: Vec<&str> = missing.iter().map(|r| r.after.as_str()).collect();
        out.push(Problem {
            message: format!(
                "{warning}: {}",
                loc.text(
                    "repair-missing-fields",
                    &[
                        ("count", missing.len().into()),
                        ("assumed", assumed.join(" ").into()),
                    ],
                )
            ),
            line: Some(1),
            column: Some(col(missing[0].span.start)),
            excerpt: None,
            note: None,
        });
    }
    for r in &p.repairs {
        if missing.len() > 1 && matches!(r.kind, fen::RepairKind::MissingField(_)) {
            continue;
        }
        out.push(Problem {
            message: format!("{warning}: {}", loc.repair(r)),
            line: Some(1),
            column: Some(col(r.span.start)),
            excerpt: Some(caret(input, r.span.start, r.span.end, 1)),
            note: None,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_fen_reads_as_spanish() {
        let loc = Localizer::new("en");
        let v = read(
            "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26",
            &loc,
            "auto",
            "en",
        );
        assert_eq!(v.kind, "position");
        assert_eq!(v.detected.id.as_deref(), Some("es"));
        assert_eq!(
            v.standard,
            "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26"
        );
        assert!(!v.warnings.is_empty(), "the double dash is a repair");
    }

    #[test]
    fn a_bad_letter_gives_a_caret() {
        let loc = Localizer::new("es");
        let v = read(
            "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &loc,
            "auto",
            "en",
        );
        assert_eq!(v.kind, "error");
        let e = &v.errors[0];
        assert_eq!(e.column, Some(14));
        assert!(
            e.excerpt
                .as_deref()
                .unwrap()
                .ends_with(&format!("| {}^", " ".repeat(13)))
        );
    }

    #[test]
    fn a_position_is_not_written_in_a_table_of_move_text_only() {
        let loc = Localizer::new("en");
        let v = read(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &loc,
            "en",
            "vi",
        );
        assert!(v.translated.is_empty(), "{}", v.translated);
        assert!(
            v.errors
                .iter()
                .any(|e| e.message.contains("move text only"))
        );
        // Its moves are written in it.
        let v = read("1. e4 e5 2. Nf3 Nc6 3. Bb5", &loc, "en", "vi");
        assert!(v.errors.is_empty());
    }

    #[test]
    fn carets_sit_under_the_span() {
        assert_eq!(caret("ab\ncdé f", 7, 8, 2), "  |\n2 | cdé f\n  |    ^");
    }

    #[test]
    fn a_long_line_is_shown_as_a_window() {
        let text = format!("ok\n{} X {}", "a".repeat(5000), "b".repeat(5000));
        let at = 3 + 5001;
        let shown = caret(&text, at, at + 1, 2);
        let lines: Vec<&str> = shown.lines().collect();
        assert!(
            lines[1].starts_with("2 | …a") && lines[1].ends_with("b…"),
            "{shown}"
        );
        assert!(lines[1].chars().count() < 130);
        let caret_col = lines[2].find('^').unwrap();
        assert_eq!(lines[1].chars().nth(caret_col), Some('X'));
    }
}
