//! What a caption says about its position, in the caption's language:
//! the side to move, what it is asked to do, or that the game is over.
//! One place for the diagram's caption, a sheet's and a document's, so
//! `{side}`, `{to-move}`, `{task}`, `{mate}`, `{mate-in}`, `{n}` and
//! `{fen}` mean the same in every face.

use crate::i18n::Localizer;
use crate::{Color, Ending, Goal, Position};

/// The fields of a caption template, each final.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptionFields {
    /// The side to move alone: "White".
    pub side: String,
    /// "White to move".
    pub to_move: String,
    /// What to do ("White mates in 2", "Black to play and win"), the side
    /// to move when nothing is asked, or "Checkmate" / "Stalemate" for a
    /// position that ends the game.
    pub task: String,
    /// The number of moves to mate, or nothing.
    pub mate: String,
    /// "Mate in 2" (lichess's short form), or nothing.
    pub mate_in: String,
    /// The diagram's number.
    pub n: String,
    /// The position as FEN.
    pub fen: String,
}

impl CaptionFields {
    /// The fields of `pos`, asked `goal` (mate in `mate` moves when
    /// given), as diagram `n`, in `loc`'s language.
    ///
    /// ```
    /// use fenlingo::render::CaptionFields;
    /// use fenlingo::{Goal, Position, i18n::Localizer};
    /// let en = Localizer::new("en");
    /// let f = CaptionFields::new(&Position::standard(), Goal::Move, Some(2), 7, &en);
    /// assert_eq!((f.side.as_str(), f.to_move.as_str()), ("White", "White to move"));
    /// assert_eq!((f.task.as_str(), f.mate.as_str(), f.n.as_str()), ("White mates in 2", "2", "7"));
    /// assert_eq!(f.fill("{side} mates in {mate}"), "White mates in 2");
    /// assert_eq!(f.fill("{n}. {mate-in}"), "7. Mate in 2");
    /// // The smothered mate.
    /// let mated: Position = "6rk/5Npp/8/8/8/8/8/K7 b - - 0 1".parse().unwrap();
    /// let f = CaptionFields::new(&mated, Goal::Move, None, 1, &Localizer::new("es"));
    /// assert_eq!(f.task, "Jaque mate");
    /// ```
    pub fn new(
        pos: &Position,
        goal: Goal,
        mate: Option<u32>,
        n: u32,
        loc: &Localizer,
    ) -> CaptionFields {
        let side = match pos.turn {
            Color::White => "side-white",
            Color::Black => "side-black",
        };
        let to_move = loc.text(to_move_key(pos), &[]);
        let task = match task_text(pos, goal, mate, loc) {
            Some(task) => task,
            None => to_move.clone(),
        };
        CaptionFields {
            side: loc.text(side, &[]),
            to_move,
            task,
            mate: mate.map(|m| m.to_string()).unwrap_or_default(),
            mate_in: mate
                .map(|m| loc.text("caption-mate-in", &[("n", m.into())]))
                .unwrap_or_default(),
            n: n.to_string(),
            fen: pos.to_string(),
        }
    }

    /// The `task` field alone (what [`CaptionFields::new`] gives it).
    ///
    /// ```
    /// use fenlingo::render::CaptionFields;
    /// use fenlingo::{Goal, Position, i18n::Localizer};
    /// let en = Localizer::new("en");
    /// let p = Position::standard();
    /// assert_eq!(CaptionFields::task(&p, Goal::Move, None, &en), "White to move");
    /// assert_eq!(CaptionFields::task(&p, Goal::Win, None, &en), CaptionFields::new(&p, Goal::Win, None, 1, &en).task);
    /// ```
    pub fn task(pos: &Position, goal: Goal, mate: Option<u32>, loc: &Localizer) -> String {
        task_text(pos, goal, mate, loc).unwrap_or_else(|| loc.text(to_move_key(pos), &[]))
    }

    /// The fields by name, for [`crate::text::fill`].
    pub fn pairs(&self) -> [(&'static str, &str); 7] {
        [
            ("side", &self.side),
            ("to-move", &self.to_move),
            ("task", &self.task),
            ("mate", &self.mate),
            ("mate-in", &self.mate_in),
            ("n", &self.n),
            ("fen", &self.fen),
        ]
    }

    /// A caption template with these fields filled in (in one pass: a
    /// field's text is never read as a template).
    pub fn fill(&self, template: &str) -> String {
        crate::text::fill(template, &self.pairs())
    }
}

/// The message of who moves.
fn to_move_key(pos: &Position) -> &'static str {
    match pos.turn {
        Color::White => "caption-white-to-move",
        Color::Black => "caption-black-to-move",
    }
}

/// The task, unless it is only who moves.
fn task_text(pos: &Position, goal: Goal, mate: Option<u32>, loc: &Localizer) -> Option<String> {
    let color = match pos.turn {
        Color::White => "white",
        Color::Black => "black",
    };
    let by_side = |key| Some(loc.text(key, &[("side", color.into())]));
    match (pos.ending(), goal, mate) {
        (Some(Ending::Checkmate), ..) => Some(loc.text("caption-checkmate", &[])),
        (Some(Ending::Stalemate), ..) => Some(loc.text("caption-stalemate", &[])),
        (None, Goal::Mate | Goal::Move, Some(m)) => Some(loc.text(
            "caption-mates-in",
            &[("side", color.into()), ("n", m.into())],
        )),
        (None, Goal::Mate | Goal::Win, _) => by_side("caption-play-win"),
        (None, Goal::Advantage, _) => by_side("caption-play-advantage"),
        (None, Goal::Draw, _) => by_side("caption-play-draw"),
        (None, Goal::Move, None) => None,
    }
}
