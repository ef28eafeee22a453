//! Letter-table loading: never a panic; a table that loads reads what it
//! writes.
#![no_main]
use fenlingo::Notation;
use fenlingo::fen::{self, ReadOptions, WriteOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(n) = Notation::from_toml(text, "fuzz.toml") {
        let p = fenlingo::Position::standard();
        let s = fen::write_fen_string(&p);
        let parsed = fen::read(&s).unwrap();
        let local = fen::write(
            &parsed,
            WriteOptions {
                notation: &n,
                ..WriteOptions::default()
            },
        );
        let _ = fen::read_with(
            &local,
            ReadOptions {
                notation: &n,
                ..ReadOptions::default()
            },
        );
    }
});
