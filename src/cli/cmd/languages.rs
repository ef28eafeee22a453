//! `fenlingo languages`: the built-in notation tables.

use crate::cli::LanguagesArgs;
use crate::cli::report::{self, Res, write_line};
use fenlingo::i18n::Localizer;
use fenlingo::output::Output;
use fenlingo::{Color, File, Notation};
use serde_json::json;

pub fn run(loc: &Localizer, a: LanguagesArgs) -> Res<i32> {
    let mut out = Output::create(None).map_err(|e| report::out_fail(loc, None, e))?;
    for n in Notation::builtins() {
        let letters = n.listed_letters();
        let files: Vec<&str> = (0..8)
            .filter_map(File::new)
            .map(|f| n.file_token(f))
            .collect();
        let line = if a.json {
            json!({
                "id": n.id(), "tag": n.tag().to_string(), "name": n.name(), "native_name": n.native_name(),
                "letters": letters, "side": [n.side_token(Color::White), n.side_token(Color::Black)],
                "sources": n.sources().len(), "provisional": n.is_provisional(),
                "board": n.has_board(), "files": files,
            })
            .to_string()
        } else {
            let mut s = format!(
                "{:<10} {:<10} {:<28} {:<22} {}",
                n.id(),
                n.tag().to_string(),
                n.native_name()
                    .map_or_else(|| n.name().to_owned(), |nn| format!("{} ({nn})", n.name())),
                letters.join(" "),
                loc.text("languages-sources", &[("count", n.sources().len().into())])
            );
            if n.is_provisional() {
                s.push_str(&format!(" [{}]", loc.text("languages-provisional", &[])));
            }
            if !n.has_board() {
                s.push_str(&format!(" [{}]", loc.text("languages-moves-only", &[])));
            }
            s
        };
        write_line(&mut out, loc, None, &line)?;
    }
    out.finish().map_err(|e| report::out_fail(loc, None, e))?;
    Ok(0)
}
