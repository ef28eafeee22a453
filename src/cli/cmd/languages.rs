//! `fenlingo languages`: the built-in notation tables.

use crate::cli::LanguagesArgs;
use crate::cli::report::{self, Res, write_line};
use fenlingo::i18n::Localizer;
use fenlingo::output::Output;
use fenlingo::text::columns;
use fenlingo::{Color, File, Notation};
use serde_json::json;

pub fn run(loc: &Localizer, a: LanguagesArgs) -> Res<i32> {
    let mut out = Output::create(None).map_err(|e| report::out_fail(loc, None, e))?;
    let lines = if a.json {
        Notation::builtins().iter().map(json_line).collect()
    } else {
        text_lines(loc)
    };
    for line in lines {
        write_line(&mut out, loc, None, &line)?;
    }
    out.finish().map_err(|e| report::out_fail(loc, None, e))?;
    Ok(0)
}

fn json_line(n: &Notation) -> String {
    let files: Vec<&str> = (0..8)
        .filter_map(File::new)
        .map(|f| n.file_token(f))
        .collect();
    json!({
        "id": n.id(), "tag": n.tag().to_string(), "name": n.name(), "native_name": n.native_name(),
        "letters": n.listed_letters(), "side": [n.side_token(Color::White), n.side_token(Color::Black)],
        "sources": n.sources().len(), "provisional": n.is_provisional(),
        "board": n.has_board(), "files": files,
    })
    .to_string()
}

/// The widest cell a column is made as wide as.
const WIDEST: usize = 34;

/// One line per table, its columns aligned by the terminal columns their
/// text takes (a Chinese name is twice as wide as its characters); a
/// cell wider than [`WIDEST`] runs on rather than widen every line.
fn text_lines(loc: &Localizer) -> Vec<String> {
    let rows: Vec<[String; 5]> = Notation::builtins()
        .iter()
        .map(|n| {
            let mut last = loc.text("languages-sources", &[("count", n.sources().len().into())]);
            if n.is_provisional() {
                last.push_str(&format!(" [{}]", loc.text("languages-provisional", &[])));
            }
            if !n.has_board() {
                last.push_str(&format!(" [{}]", loc.text("languages-moves-only", &[])));
            }
            [
                n.id().to_owned(),
                n.tag().to_string(),
                n.native_name()
                    .map_or_else(|| n.name().to_owned(), |nn| format!("{} ({nn})", n.name())),
                n.listed_letters().join(" "),
                last,
            ]
        })
        .collect();
    let widths: Vec<usize> = (0..4)
        .map(|i| {
            rows.iter()
                .map(|r| columns(&r[i]))
                .filter(|&w| w <= WIDEST)
                .max()
                .unwrap_or(0)
        })
        .collect();
    rows.iter()
        .map(|r| {
            let mut line = String::new();
            for (cell, w) in r.iter().zip(&widths) {
                line.push_str(cell);
                line.push_str(&" ".repeat(w.saturating_sub(columns(cell)) + 2));
            }
            line.push_str(&r[4]);
            line
        })
        .collect()
}
