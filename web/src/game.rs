//! Move text on the page: the game read and replayed, every position of
//! its mainline with the move's squares, and the moves in another
//! notation.

use crate::view::{Choice, Problem, View, caret, fen_problem, names};
pub use crate::view::{GameView, Ply};
use fenlingo::fen::{self, EpMode, FenError, WriteOptions};
use fenlingo::i18n::Localizer;
use fenlingo::input::{GameOptions, GameRead, GameReadError, Letters, PositionError, read_game};
use fenlingo::movetext::{Form, ReplayError};
use fenlingo::{Color, Notation, Position};

/// A position's FEN in `to`'s letters.
fn written_in(pos: &Position, to: &Notation) -> String {
    let mut out = String::new();
    let opts = WriteOptions {
        notation: to,
        ep: EpMode::AsGiven,
    };
    fen::write_fen(pos, opts, &mut out);
    out
}

pub fn read_moves(text: &str, loc: &Localizer, letters: &Letters<'_>, to: &Notation) -> View {
    let opts = GameOptions {
        start: None,
        style: None,
        to,
        form: Form::Standard,
        record: true,
    };
    match read_game(text, 1, letters, opts) {
        Ok(g) => game_view(&g, loc, to),
        Err(e) => read_error(text, loc, e),
    }
}

/// The page's view of move text that could not be read: the readings
/// to choose from, or the error.
fn read_error(text: &str, loc: &Localizer, e: GameReadError<'_>) -> View {
    let mut view = View {
        kind: "error",
        ..View::default()
    };
    let err = loc.text("error", &[]);
    match e {
        GameReadError::Ambiguous { readings, .. } => {
            view.detected.ambiguous = true;
            view.detected.text = loc.text("move-ambiguous-reading", &[]);
            for r in &readings {
                let moves: Vec<String> = r.mainline.iter().take(8).map(|s| s.to_string()).collect();
                view.detected.choices.push(Choice {
                    id: r.notation().id().to_owned(),
                    label: names(loc, &r.notations),
                    gives: moves.join(" "),
                });
            }
        }
        GameReadError::Text { at, error } => view.errors.push(Problem {
            message: format!("{err}: {}", loc.localize(&error.kind)),
            line: Some(at.0),
            column: Some(at.1),
            excerpt: Some(caret(text, error.offset, error.offset + 1, at.0)),
            note: None,
        }),
        GameReadError::Start { line, error } => match error {
            PositionError::Fen(e) => view.errors.push(fen_problem(loc, &e.with_line(line))),
            PositionError::Ambiguous(_) => view.errors.push(Problem {
                message: format!("{err}: {}", loc.text("detect-ambiguous", &[])),
                line: Some(line),
                column: None,
                excerpt: None,
                note: None,
            }),
        },
        GameReadError::NoMoves { line } => {
            view.errors.push(line_problem(loc, line, "game-no-moves"));
        }
        GameReadError::PositionOnly { line } => {
            view.errors
                .push(line_problem(loc, line, "game-position-only"));
        }
        GameReadError::Broken { line, head } => {
            let e = FenError::line_too_long(&head, fenlingo::input::MAX_LINE).with_line(line);
            view.errors.push(fen_problem(loc, &e));
        }
    }
    view
}

/// The page's view of a game read: how it was read, its repairs and
/// errors, the position it ends in, and every move.
fn game_view(g: &GameRead<'_>, loc: &Localizer, to: &Notation) -> View {
    let r = &g.replay;
    let mut view = View {
        kind: "game",
        ..View::default()
    };
    view.detected.id = Some(g.notation().id().to_owned());
    view.detected.text = names(loc, &g.notations);
    let warning = loc.text("warning", &[]);
    view.warnings = repair_warnings(g, loc, &warning);
    for e in &r.variation_errors {
        view.warnings.push(move_problem(g, loc, e, &warning));
    }
    if let Some(e) = &r.error {
        view.errors
            .push(move_problem(g, loc, e, &loc.text("error", &[])));
    }
    let end = r.moves.last().map_or(g.start, |m| m.1);
    view.standard = fen::write_fen_string(&end);
    view.translated = written_in(&end, to);
    for (_, k, _) in end.validate().iter() {
        view.flags.push(loc.flag(k));
    }
    view.game = Some(GameView {
        start: fen::write_fen_string(&g.start),
        start_translated: written_in(&g.start, to),
        plies: plies(g, to),
        text: r.text.clone(),
    });
    view
}

/// One warning for each kind of repair, at its first place.
fn repair_warnings(g: &GameRead<'_>, loc: &Localizer, warning: &str) -> Vec<Problem> {
    let mut warnings = Vec::new();
    let mut seen = Vec::new();
    for rep in &g.replay.repairs {
        if seen.contains(&rep.kind) {
            continue;
        }
        seen.push(rep.kind);
        let (line, column) = g.line_col(rep.span.start);
        warnings.push(Problem {
            message: format!("{warning}: {}", loc.move_repair(rep)),
            line: Some(line),
            column: Some(column),
            excerpt: Some(caret(&g.pgn.moves, rep.span.start, rep.span.end, line)),
            note: None,
        });
    }
    warnings
}

/// A move that could not be played, under `head` (error or warning).
/// Offsets are in the move text, which starts on `moves_line`.
fn move_problem(g: &GameRead<'_>, loc: &Localizer, e: &ReplayError, head: &str) -> Problem {
    let (line, column) = g.line_col(e.offset);
    let side = if e.color == Color::White {
        "side-white"
    } else {
        "side-black"
    };
    Problem {
        message: format!(
            "{head}: {}",
            loc.text(
                "move-error",
                &[
                    ("number", e.number.into()),
                    ("side", loc.text(side, &[]).into()),
                    ("reason", loc.move_error(&e.error).into()),
                ],
            )
        ),
        line: Some(line),
        column: Some(column),
        excerpt: Some(caret(&g.pgn.moves, e.offset, e.offset + 1, line)),
        note: None,
    }
}

/// Every mainline move with its number, the position after it, and its
/// squares from the library's replay.
fn plies(g: &GameRead<'_>, to: &Notation) -> Vec<Ply> {
    let r = &g.replay;
    let mut plies = Vec::with_capacity(r.moves.len());
    let squares = r.played_moves(&g.start);
    let mut number = g.start.fullmoves;
    let mut color = g.start.turn;
    for (i, (san, pos)) in r.moves.iter().enumerate() {
        let (from, to_sq) = squares.get(i).map_or((String::new(), String::new()), |m| {
            (m.from.to_string(), m.to.to_string())
        });
        plies.push(Ply {
            number: if color == Color::White {
                format!("{number}.")
            } else {
                format!("{number}...")
            },
            san: san.written(to),
            fen: fen::write_fen_string(pos),
            translated: written_in(pos, to),
            from,
            to: to_sq,
        });
        if color == Color::Black {
            number += 1;
        }
        color = !color;
    }
    plies
}

/// An error of a whole text, at its line.
fn line_problem(loc: &Localizer, line: usize, id: &str) -> Problem {
    Problem {
        message: format!("{}: {}", loc.text("error", &[]), loc.text(id, &[])),
        line: Some(line),
        column: None,
        excerpt: None,
        note: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::read;

    #[test]
    fn move_text_is_stepped_and_translated() {
        let loc = Localizer::new("en");
        let v = read("1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. O-O", &loc, "auto", "de");
        assert_eq!(v.kind, "game");
        let g = v.game.unwrap();
        assert_eq!(g.plies.len(), 7);
        assert_eq!(g.plies[2].san, "Sf3");
        assert_eq!(
            (g.plies[2].from.as_str(), g.plies[2].to.as_str()),
            ("g1", "f3")
        );
        assert_eq!(
            (g.plies[6].from.as_str(), g.plies[6].to.as_str()),
            ("e1", "g1")
        );
        assert_eq!(g.text, "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. O-O");
    }

    #[test]
    fn an_unplayable_move_is_placed() {
        let loc = Localizer::new("en");
        let v = read("1. e4 e5 2. Ke3", &loc, "en", "en");
        assert_eq!(v.errors.len(), 1);
        assert!(v.errors[0].excerpt.as_deref().unwrap().contains("2. Ke3"));
    }

    #[test]
    fn a_bracketed_position_is_a_position_and_prose_is_an_error() {
        let loc = Localizer::new("en");
        let v = read(
            "[r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4]",
            &loc,
            "auto",
            "en",
        );
        assert_eq!(v.kind, "position");
        assert_eq!(
            v.standard,
            "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
        );
        for text in ["Bílý e2e4 Jg1f3 Sf1b5 atd.", "1. 2. 3."] {
            let v = read(text, &loc, "auto", "en");
            assert_eq!(v.kind, "error", "{text}");
            assert!(v.errors[0].message.contains("no move"), "{text}");
        }
    }

    #[test]
    fn moves_after_a_position_are_played_from_it() {
        let loc = Localizer::new("en");
        let v = read("[7k/8/8/8/8/8/8/K7 w - - 0 1] 1. Kb2", &loc, "auto", "en");
        assert_eq!(v.kind, "game");
        assert_eq!(v.standard, "7k/8/8/8/8/8/1K6/8 b - - 1 1");
    }
}
