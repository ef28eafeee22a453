//! `pandoc-fenlingo`: a pandoc JSON filter that turns code blocks of class
//! `fen`, `epd` or `pgn` into figures (`pandoc --filter pandoc-fenlingo`).
//! The AST comes on standard input, the output format is the first
//! argument; bad blocks are warnings on standard error and stay code.

use std::io::{Read, Write};

fn main() {
    let format = std::env::args().nth(1).unwrap_or_else(|| "html".into());
    let mut input = String::new();
    let doc = std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| e.to_string())
        .and_then(|_| serde_json::from_str(&input).map_err(|e| e.to_string()));
    let mut doc: serde_json::Value = match doc {
        Ok(d) => d,
        Err(e) => {
            eprintln!("pandoc-fenlingo: {e}");
            std::process::exit(1);
        }
    };
    // Reproducible PDF figures: the date only when asked for.
    let date = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|v| v.trim().parse().ok());
    // The user's own choice of folder, from outside the document.
    let dir = std::env::var_os(fenlingo::figure::pandoc::FIGURE_DIR_VARIABLE)
        .filter(|d| !d.is_empty())
        .map(std::path::PathBuf::from);
    for w in fenlingo::figure::pandoc::filter_in(&mut doc, &format, date, dir.as_deref()) {
        eprintln!("pandoc-fenlingo: {w}");
    }
    let mut out = std::io::stdout().lock();
    if serde_json::to_writer(&mut out, &doc)
        .map_err(std::io::Error::from)
        .and_then(|()| out.flush())
        .is_err()
    {
        std::process::exit(1);
    }
}
