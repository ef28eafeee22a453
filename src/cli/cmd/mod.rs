//! One file per command: arguments in, printing out; reading, replaying
//! and drawing happen in the library.

pub mod check;
pub mod completions;
pub mod detect;
pub mod diagram;
pub mod languages;
pub mod man;
pub mod moves;
#[cfg(feature = "serve")]
pub mod serve;
pub mod sheet;
pub mod translate;
