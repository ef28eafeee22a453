//! `fenlingo moves`: move text in any notation, replayed and written in
//! standard PGN (or the author's spelling with `--keep-form`).

use crate::cli::MovesArgs;
use crate::cli::report::{self, Res, each_record, move_error_line, record_error, write_line};
use fenlingo::fen;
use fenlingo::i18n::Localizer;
use fenlingo::input::{GameOptions, GameRead, InputFormat, ReaderOptions, Record};
use fenlingo::movetext::{self, Form, Style};
use fenlingo::output::Output;
use fenlingo::{Notation, Position};
use std::path::{Path, PathBuf};

pub fn run(loc: &Localizer, a: MovesArgs) -> Res<i32> {
    let target = report::table(loc, &a.to)?;
    let letters = report::letters(loc, &a.from, true)?;
    let read_fen = |f: &str, what: &str| match fen::read(f) {
        Ok(p) => Ok(Some(p.position)),
        Err(e) => {
            diag!(loc, "{}", report::fen_error(loc, what, &e));
            Err(())
        }
    };
    let Ok(start) = a
        .start
        .as_deref()
        .map_or(Ok(None), |f| read_fen(f, "--start"))
    else {
        return Ok(2);
    };
    let Ok(expect) = a
        .expect
        .as_deref()
        .map_or(Ok(None), |f| read_fen(f, "--expect"))
    else {
        return Ok(2);
    };
    // Text given as an argument is pasted text; `-` is standard input.
    let (sources, style) = match (&a.text, &a.input) {
        (Some(t), _) if t != "-" => (vec![report::Source::Arg(1, t.clone())], Some(Style::Pasted)),
        (Some(_), _) | (None, None) => (vec![report::Source::File(PathBuf::from("-"))], None),
        (None, Some(p)) => {
            let pgn = p.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
            (
                vec![report::Source::File(p.clone())],
                pgn.then_some(Style::Pgn),
            )
        }
    };
    let opts = ReaderOptions {
        format: InputFormat::Pgn,
        encoding: crate::cli::encoding(loc, &a.encoding)?,
        game: GameOptions {
            start: start.as_ref(),
            style,
            to: target,
            form: if a.keep_form {
                Form::Keep
            } else {
                Form::Standard
            },
            record: a.fens,
        },
        ..ReaderOptions::default()
    };
    let tables: Vec<&Path> = [&a.from, &a.to]
        .into_iter()
        .filter_map(|t| crate::cli::output::table_file(t))
        .collect();
    crate::cli::output::refuse_inputs(loc, a.output.as_deref(), &tables)?;
    let mut games_ok = 0usize;
    let opath = a.output.clone();
    let mut out =
        Output::create(opath.as_deref()).map_err(|e| report::out_fail(loc, opath.as_deref(), e))?;
    let mut failed = false;
    let mut games = 0usize;
    each_record(loc, &sources, &letters, opts, |name, rec| {
        let (line, g) = match rec {
            Ok(Record::Game { line, read }) => (line, read),
            Ok(_) => return Ok(true),
            Err(e) => {
                failed = true;
                if a.json {
                    let v = fenlingo::input::json::failed(loc, name, &e);
                    write_line(&mut out, loc, opath.as_deref(), &v.to_string())?;
                } else {
                    diag!(loc, "{}", record_error(loc, name, &e));
                }
                return Ok(a.keep_going);
            }
        };
        games += 1;
        if a.json {
            let ok = g.replay.error.is_none();
            let v = fenlingo::input::json::game(loc, name, line, &g);
            write_line(&mut out, loc, opath.as_deref(), &v.to_string())?;
            failed |= !ok;
            games_ok += usize::from(ok);
            return Ok(ok || a.keep_going);
        }
        let ok = one_game(
            loc,
            name,
            &g,
            target,
            expect.as_ref(),
            &a,
            &mut out,
            opath.as_deref(),
            games,
        )?;
        failed |= !ok;
        games_ok += usize::from(ok);
        Ok(ok || a.keep_going)
    })?;
    crate::cli::output::finish(loc, out, opath.as_deref(), games_ok > 0 || !failed)?;
    Ok(i32::from(failed))
}

/// Writes one game and reports its problems; returns whether it went through.
#[allow(clippy::too_many_arguments)]
fn one_game(
    loc: &Localizer,
    name: &str,
    g: &GameRead<'_>,
    target: &Notation,
    expect: Option<&Position>,
    a: &MovesArgs,
    out: &mut Output,
    opath: Option<&Path>,
    index: usize,
) -> Res<bool> {
    let r = &g.replay;
    for w in report::move_repairs(loc, name, &g.pgn.moves, g.pgn.moves_line, &r.repairs) {
        diag!(loc, "{w}");
    }
    if a.from.eq_ignore_ascii_case("auto") && letters_note(g) {
        let letters: Vec<String> = g.look_alike.iter().map(char::to_string).collect();
        let (id, letters) = if letters.is_empty() {
            ("move-read-as", Vec::new())
        } else {
            ("move-read-as-look-alike", letters)
        };
        diag!(
            loc,
            "{name}:{}: {}: {}",
            g.pgn.moves_line,
            loc.text("note", &[]),
            loc.text(
                id,
                &[
                    ("letters", letters.join(", ").into()),
                    (
                        "name",
                        fenlingo::input::report::reading_name(loc, &g.notations).into()
                    ),
                    ("id", report::reading_names(&g.notations).into()),
                ]
            )
        );
    }
    if let Some((line, t)) = g.tag_letters {
        diag!(
            loc,
            "{name}:{line}: {}: {}",
            loc.text("note", &[]),
            loc.text(
                "move-fen-tag-letters",
                &[(
                    "name",
                    fenlingo::input::report::reading_name(loc, &[t]).into()
                )]
            )
        );
    }
    for e in &r.variation_errors {
        let at = g.line_col(e.offset);
        let line = move_error_line(loc, name, at, e);
        diag!(
            loc,
            "{}",
            line.replacen(&loc.text("error", &[]), &loc.text("warning", &[]), 1)
        );
    }
    // A game that stops at a bad move is written up to its last move
    // read, then why it stops; the words after it were not checked.
    let note = |e| fenlingo::input::report::stop_note(loc, e);
    let pgn_out = g.style == Style::Pgn;
    if pgn_out {
        if index > 1 {
            write_line(out, loc, opath, "")?;
        }
        let pgn = match &r.error {
            Some(e) => movetext::export_pgn_noted(&g.pgn.tag_text, r, a.final_fen, &note(e)),
            None => movetext::export_pgn(&g.pgn.tag_text, r, a.final_fen),
        };
        write_line(out, loc, opath, &pgn)?;
    } else {
        for t in &g.pgn.tag_text {
            write_line(out, loc, opath, t)?;
        }
        if !g.pgn.tag_text.is_empty() {
            write_line(out, loc, opath, "")?;
        }
        let text = match &r.error {
            Some(e) => r.text_as_read(&note(e)),
            None => r.text.as_str().into(),
        };
        write_line(out, loc, opath, &text)?;
    }
    if a.fens {
        let mut number = g.start.fullmoves;
        let mut color = g.start.turn;
        for (san, pos) in &r.moves {
            let prefix = if color == fenlingo::Color::White {
                format!("{number}.")
            } else {
                format!("{number}...")
            };
            write_line(
                out,
                loc,
                opath,
                &format!("{prefix} {}\t{pos}", san.written(target)),
            )?;
            if color == fenlingo::Color::Black {
                number += 1;
            }
            color = !color;
        }
    }
    if let Some(e) = &r.error {
        let at = g.line_col(e.offset);
        diag!(loc, "{}", move_error_line(loc, name, at, e));
        return Ok(false);
    }
    if !pgn_out {
        write_line(out, loc, opath, &r.end.to_string())?;
    }
    if let Some(claimed) = expect {
        let diffs = movetext::compare(&r.end, claimed);
        if diffs.is_empty() {
            write_line(out, loc, opath, &loc.text("expect-same", &[]))?;
        } else {
            for (field, replayed, claimed) in &diffs {
                write_line(
                    out,
                    loc,
                    opath,
                    &loc.text(
                        "expect-differs",
                        &[
                            (
                                "field",
                                loc.text(&format!("field-{}", field.name()), &[]).into(),
                            ),
                            ("replayed", replayed.clone().into()),
                            ("claimed", claimed.clone().into()),
                        ],
                    ),
                )?;
            }
            return Ok(false);
        }
    }
    Ok(true)
}

/// Whether to say which table read the moves: when it was detected and is
/// not the standard one.
fn letters_note(g: &GameRead<'_>) -> bool {
    g.notation().id() != "en" && g.notations.iter().all(|n| n.id() != "en")
}
