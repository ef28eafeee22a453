//! FEN and EPD reading, strict and lenient: never a panic, every span in
//! the input, and what is accepted writes back and reads again the same.
#![no_main]
use fenlingo::fen::{self, Mode, ReadOptions, WriteOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        let _ = fen::read_bytes(data);
        return;
    };
    for mode in [Mode::Lenient, Mode::Strict] {
        let opts = ReadOptions {
            mode,
            ..ReadOptions::default()
        };
        match fen::read_with(text, opts) {
            Ok(p) => {
                for r in &p.repairs {
                    assert!(r.span.end <= text.len());
                }
                let _ = p.position.validate();
                let written = fen::write(&p, WriteOptions::default());
                let again = fen::read_with(
                    &written,
                    ReadOptions {
                        mode: Mode::Strict,
                        ..ReadOptions::default()
                    },
                )
                .unwrap_or_else(|e| panic!("{written:?} does not read back: {e}"));
                assert_eq!(again.position, p.position, "{written}");
                assert_eq!(fen::write(&again, WriteOptions::default()), written);
            }
            Err(e) => {
                assert!(e.span().end <= e.input().len());
                let _ = e.to_string();
            }
        }
    }
});
