//! How strictly a line is read (shared by the FEN and EPD readers).

/// Strict (exactly the spec) or lenient (the default: repairs what it can,
/// reporting each repair).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// Accept common slips and report each repair.
    #[default]
    Lenient,
    /// Accept only what the FEN/EPD specification allows.
    Strict,
}
