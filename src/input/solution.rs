//! What a puzzle asks (mate, win, draw, or only who moves), and checking
//! that its solution does it: every move legal (played on the way in),
//! and mate where the input says mate (`dm`, a `#`, a `mateInN` theme).

pub use crate::Goal;
use crate::i18n::{Localize, Message};
use crate::san::{Check, San};
use std::fmt;

/// Why a solution does not do what its puzzle says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolutionError {
    /// The move concerned, in canonical SAN.
    pub text: String,
    /// What is wrong.
    pub kind: SolutionErrorKind,
}

/// What is wrong with a solution.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SolutionErrorKind {
    /// The move is written with `#` and does not mate.
    MarkedNotMate,
    /// The puzzle asks for mate and the last move of the solution does
    /// not mate.
    NotMate,
    /// The solution mates, in another number of moves than the puzzle
    /// says.
    MateCount {
        /// The number the puzzle says.
        said: u32,
        /// The number the solution takes.
        found: u32,
    },
}

impl SolutionErrorKind {
    /// The message id and arguments of this kind, with the move.
    ///
    /// ```
    /// use fenlingo::input::SolutionErrorKind;
    /// assert_eq!(SolutionErrorKind::NotMate.message("Rd7").id, "solution-not-mate");
    /// ```
    pub fn message(&self, text: &str) -> Message {
        match self {
            SolutionErrorKind::MarkedNotMate => {
                Message::new("solution-marked-not-mate").with("move", text)
            }
            SolutionErrorKind::NotMate => Message::new("solution-not-mate").with("move", text),
            SolutionErrorKind::MateCount { said, found } => Message::new("solution-mate-count")
                .with("move", text)
                .with("n", *said as usize)
                .with("found", *found as usize),
        }
    }
}

impl Localize for SolutionError {
    fn message(&self) -> Message {
        self.kind.message(&self.text)
    }
}

impl fmt::Display for SolutionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::Localizer::new("en").localize(self))
    }
}

impl std::error::Error for SolutionError {}

fn check_of(san: &San) -> Check {
    match san {
        San::Normal { check, .. } | San::Takes { check, .. } | San::Castle { check, .. } => *check,
        San::Null => Check::None,
    }
}

/// Checks a played solution: `played` in canonical SAN (check signs as
/// computed), `written` the check signs as the input wrote them (same
/// length, or empty when unknown). Mate is required when `goal` is
/// [`Goal::Mate`] and, with `mate`, in that many moves. Returns the index
/// of the move at fault with the error.
///
/// ```
/// use fenlingo::input::{check_solution, Goal, SolutionErrorKind};
/// use fenlingo::san::{Check, San};
/// let played: Vec<San> = ["Rd7"].iter().map(|s| s.parse().unwrap()).collect();
/// let e = check_solution(&played, &[], Goal::Mate, Some(1)).unwrap_err();
/// assert_eq!((e.0, e.1.kind), (0, SolutionErrorKind::NotMate));
/// let mate: Vec<San> = ["Rd8#"].iter().map(|s| s.parse().unwrap()).collect();
/// assert!(check_solution(&mate, &[Check::Mate], Goal::Mate, Some(1)).is_ok());
/// ```
pub fn check_solution(
    played: &[San],
    written: &[Check],
    goal: Goal,
    mate: Option<u32>,
) -> Result<(), (usize, SolutionError)> {
    check(played, written, goal, mate, true)
}

/// As [`check_solution`], for a solution known to be whole (a lichess
/// row's `Moves`): a mate in N must mate in exactly N, with no exemption
/// for a first move alone.
///
/// ```
/// use fenlingo::input::{check_whole_solution, Goal, SolutionErrorKind};
/// use fenlingo::san::San;
/// let played: Vec<San> = ["Qh5", "Ke7", "Qf7+"].iter().map(|s| s.parse().unwrap()).collect();
/// let e = check_whole_solution(&played, &[], Goal::Mate, Some(5)).unwrap_err();
/// assert_eq!((e.0, e.1.kind), (2, SolutionErrorKind::NotMate));
/// ```
pub fn check_whole_solution(
    played: &[San],
    written: &[Check],
    goal: Goal,
    mate: Option<u32>,
) -> Result<(), (usize, SolutionError)> {
    check(played, written, goal, mate, false)
}

fn check(
    played: &[San],
    written: &[Check],
    goal: Goal,
    mate: Option<u32>,
    partial_ok: bool,
) -> Result<(), (usize, SolutionError)> {
    let err = |i: usize, kind| {
        Err((
            i,
            SolutionError {
                text: played[i].to_string(),
                kind,
            },
        ))
    };
    if written.len() == played.len() {
        for (i, (p, w)) in played.iter().zip(written).enumerate() {
            if *w == Check::Mate && check_of(p) != Check::Mate {
                return err(i, SolutionErrorKind::MarkedNotMate);
            }
        }
    }
    let Some(last) = played.len().checked_sub(1) else {
        return Ok(());
    };
    if goal != Goal::Mate {
        return Ok(());
    }
    if check_of(&played[last]) != Check::Mate {
        // One move of a longer mate (EPD `bm` with `dm 3`) cannot be
        // checked further.
        let partial =
            partial_ok && mate.is_some_and(|n| played.len() < (2 * n as usize).saturating_sub(1));
        if !partial {
            return err(last, SolutionErrorKind::NotMate);
        }
        return Ok(());
    }
    let found = (played.len() as u32).div_ceil(2);
    if let Some(said) = mate {
        if found != said {
            return err(last, SolutionErrorKind::MateCount { said, found });
        }
    }
    Ok(())
}
