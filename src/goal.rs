//! What a puzzle asks of the side to move: mate, win, gain the
//! advantage, draw, or nothing said. Read by `input` from lichess themes,
//! EPD operations and captions; said by captions (`render`).

/// What the solver is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Goal {
    /// Nothing said: the caption tells who moves.
    #[default]
    Move,
    /// Play and win (lichess `crushing`; EPD `c0 "+-"`).
    Win,
    /// Play and gain a clear advantage, not yet a win (lichess
    /// `advantage`; EPD `c0 "±"`).
    Advantage,
    /// Play and draw (lichess `equality`; EPD `c0 "="`).
    Draw,
    /// Mate; in how many moves is the item's `mate`.
    Mate,
}

impl Goal {
    /// The goal a lichess `Themes` field names: `mateInN` or `mate` →
    /// mate, `crushing` → win, `advantage` → a clear advantage,
    /// `equality` → draw.
    ///
    /// ```
    /// use fenlingo::Goal;
    /// assert_eq!(Goal::from_themes("mate mateIn2 short"), (Goal::Mate, Some(2)));
    /// assert_eq!(Goal::from_themes("crushing fork"), (Goal::Win, None));
    /// assert_eq!(Goal::from_themes("advantage fork"), (Goal::Advantage, None));
    /// assert_eq!(Goal::from_themes("equality endgame"), (Goal::Draw, None));
    /// assert_eq!(Goal::from_themes("opening"), (Goal::Move, None));
    /// ```
    pub fn from_themes(themes: &str) -> (Goal, Option<u32>) {
        let mut goal = Goal::Move;
        let mut n = None;
        for t in themes.split_whitespace() {
            if let Some(k) = t.strip_prefix("mateIn").and_then(|k| k.parse().ok()) {
                n = Some(k);
                goal = Goal::Mate;
            } else if t == "mate" {
                goal = Goal::Mate;
            } else if goal == Goal::Move {
                match t {
                    "crushing" => goal = Goal::Win,
                    "advantage" => goal = Goal::Advantage,
                    "equality" => goal = Goal::Draw,
                    _ => {}
                }
            }
        }
        (goal, n)
    }

    /// The goal an evaluation sign stands for as a whole caption (`+-`,
    /// `-+`, `±`, `∓`, `=`, with the typographic minus too).
    ///
    /// ```
    /// use fenlingo::Goal;
    /// assert_eq!(Goal::from_sign(" +- "), Some(Goal::Win));
    /// assert_eq!(Goal::from_sign("="), Some(Goal::Draw));
    /// assert_eq!(Goal::from_sign("±"), Some(Goal::Advantage));
    /// assert_eq!(Goal::from_sign("Endgame"), None);
    /// ```
    pub fn from_sign(text: &str) -> Option<Goal> {
        match text.trim() {
            "+-" | "+−" | "-+" | "−+" | "1-0" | "0-1" => Some(Goal::Win),
            "±" | "∓" | "+/-" | "-/+" | "+/−" | "−/+" => Some(Goal::Advantage),
            "=" | "1/2-1/2" | "½-½" => Some(Goal::Draw),
            _ => None,
        }
    }
}
