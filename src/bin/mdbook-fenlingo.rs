//! `mdbook-fenlingo`: an mdBook preprocessor that turns code blocks of
//! class `fen`, `epd` or `pgn` into figures. `mdbook-fenlingo supports
//! RENDERER` answers by its exit code (0 for html); otherwise
//! `[context, book]` comes on standard input and the book goes to
//! standard output. Bad blocks are warnings on standard error and stay
//! code.

use fenlingo::figure::mdbook;
use std::io::{Read, Write};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("supports") {
        let ok = args.get(1).is_some_and(|r| mdbook::supports(r));
        std::process::exit(if ok { 0 } else { 1 });
    }
    let mut input = String::new();
    let result = std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| e.to_string())
        .and_then(|_| serde_json::from_str(&input).map_err(|e| e.to_string()))
        .and_then(mdbook::preprocess);
    let (book, warnings) = match result {
        Ok(x) => x,
        Err(e) => {
            eprintln!("mdbook-fenlingo: {e}");
            std::process::exit(1);
        }
    };
    for w in warnings {
        eprintln!("mdbook-fenlingo: {w}");
    }
    let mut out = std::io::stdout().lock();
    if serde_json::to_writer(&mut out, &book)
        .map_err(std::io::Error::from)
        .and_then(|()| out.flush())
        .is_err()
    {
        std::process::exit(1);
    }
}
