//! Move text through the one reader — pasted text and PGN, with a table
//! and with detection: never a panic, every error inside the text, and a
//! game written in standard PGN reads back to the same moves.
#![no_main]
use fenlingo::input::{InputFormat, Letters, Reader, ReaderOptions, Record};
use fenlingo::movetext::{self, Form, Style};
use fenlingo::{Notation, Position};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fuzz_target!(|data: &[u8]| {
    static AUTO: OnceLock<Letters<'static>> = OnceLock::new();
    let auto = AUTO.get_or_init(Letters::auto);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for style in [Style::Pasted, Style::Pgn] {
        for id in ["en", "es", "ru"] {
            let n = Notation::builtin(id).unwrap();
            if let Ok(r) = movetext::read_and_replay(
                text,
                style,
                n,
                &Position::standard(),
                Notation::standard(),
                Form::Standard,
                true,
            ) {
                if let Some(e) = &r.error {
                    assert!(e.offset <= text.len());
                }
                for rep in &r.repairs {
                    assert!(rep.span.end <= text.len());
                }
                // The standard text plays the same mainline.
                if r.error.is_none() && r.variation_errors.is_empty() {
                    let again = movetext::read_and_replay(
                        &r.text,
                        Style::Pgn,
                        Notation::standard(),
                        &Position::standard(),
                        Notation::standard(),
                        Form::Standard,
                        false,
                    )
                    .unwrap_or_else(|e| panic!("{:?}: {e:?}", r.text));
                    assert_eq!(again.mainline, r.mainline, "{:?}", r.text);
                }
            }
        }
    }
    let mut opts = ReaderOptions {
        format: InputFormat::Pgn,
        ..ReaderOptions::default()
    };
    opts.game.record = true;
    let mut reader = Reader::new(std::io::Cursor::new(data.to_vec()), auto, opts);
    while let Ok(Some(rec)) = reader.next_record() {
        if let Ok(Record::Game { read, .. }) = rec {
            let _ = fenlingo::input::game_item(&read, Some(3));
        }
    }
});
