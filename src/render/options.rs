//! The one vocabulary of diagram options: every name, its aliases and the
//! values it takes, and one function that sets an option from text. The
//! command line's flags, a document's attributes, a template's
//! `[diagram]` table and the page's JSON all go through [`DiagramSpec::set`],
//! so an option has the same name and the same values in every face.

use super::diagram::{Coords, Flip, MarkStyle, Theme};
use super::spec::{DiagramSpec, SpecError, SquaresKind, SquaresText};

/// What kind of value an option takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    /// One of [`OptionDef::values`].
    Choice,
    /// `yes` or `no` (also `true`/`false`, `on`/`off`).
    YesNo,
    /// A number.
    Number,
    /// A width: pixels, or a length for print ([`super::Length`]).
    Length,
    /// Text: squares, moves, a caption; or one of
    /// [`OptionDef::values`] (a caption's `auto`, a last move's `none`).
    Text,
}

/// One diagram option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionDef {
    /// Its name, the same in every face (`--NAME` on the command line).
    pub name: &'static str,
    /// Other names it is known by (accepted, not shown).
    pub aliases: &'static [&'static str],
    /// The kind of value.
    pub kind: ValueKind,
    /// The values of a choice (the first names the default when the
    /// option has one).
    pub values: &'static [&'static str],
}

const fn def(
    name: &'static str,
    aliases: &'static [&'static str],
    kind: ValueKind,
    values: &'static [&'static str],
) -> OptionDef {
    OptionDef {
        name,
        aliases,
        kind,
        values,
    }
}

/// Every diagram option.
pub const DIAGRAM_OPTIONS: &[OptionDef] = &[
    def("size", &[], ValueKind::Length, &[]),
    def(
        "orientation",
        &[],
        ValueKind::Choice,
        &["white", "black", "side-to-move"],
    ),
    def(
        "coords",
        &["coordinates"],
        ValueKind::Choice,
        &["outside", "inside", "none"],
    ),
    def("theme", &[], ValueKind::Choice, &Theme::NAMES),
    def("mark", &["marks"], ValueKind::Text, &[]),
    def("circle", &["circles"], ValueKind::Text, &[]),
    def("cross", &["crosses"], ValueKind::Text, &[]),
    def("arrow", &["arrows"], ValueKind::Text, &[]),
    def("annotations", &[], ValueKind::Text, &[]),
    def("last-move", &["lastmove"], ValueKind::Text, &["none"]),
    def("check", &[], ValueKind::YesNo, &[]),
    def("side-marker", &[], ValueKind::YesNo, &[]),
    def("frame", &[], ValueKind::YesNo, &[]),
    def("caption", &[], ValueKind::Text, &["auto", "none"]),
    def("mate", &[], ValueKind::Number, &[]),
    def("pieces", &[], ValueKind::Text, &[]),
];

/// Aliases of values (`auto` is the side to move, as it always was).
const VALUE_ALIASES: &[(&str, &str)] = &[("auto", "side-to-move")];

/// The option a name (or alias) stands for, in any case, with `_` as `-`.
///
/// ```
/// use fenlingo::render::find_option;
/// assert_eq!(find_option("marks").unwrap().name, "mark");
/// assert_eq!(find_option("Side_Marker").unwrap().name, "side-marker");
/// assert!(find_option("colour").is_none());
/// ```
pub fn find_option(name: &str) -> Option<&'static OptionDef> {
    let name = name.trim().to_ascii_lowercase().replace('_', "-");
    DIAGRAM_OPTIONS
        .iter()
        .find(|o| o.name == name || o.aliases.contains(&name.as_str()))
}

/// Every name an option is accepted by: names, then aliases.
pub fn option_names() -> Vec<&'static str> {
    let mut v: Vec<&str> = DIAGRAM_OPTIONS.iter().map(|o| o.name).collect();
    v.extend(
        DIAGRAM_OPTIONS
            .iter()
            .flat_map(|o| o.aliases.iter().copied()),
    );
    v
}

/// The value of a choice, aliases resolved; `None` when not a value.
///
/// ```
/// use fenlingo::render::{choice_value, find_option};
/// let o = find_option("orientation").unwrap();
/// assert_eq!(choice_value(o, "AUTO"), Some("side-to-move"));
/// assert_eq!(choice_value(o, "sideways"), None);
/// ```
pub fn choice_value(o: &OptionDef, value: &str) -> Option<&'static str> {
    let v = value.trim().to_ascii_lowercase();
    let v = VALUE_ALIASES
        .iter()
        .find(|(a, _)| *a == v)
        .map_or(v.as_str(), |(_, to)| to);
    o.values.iter().copied().find(|x| *x == v)
}

pub(crate) fn yes_no(value: &str) -> Option<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "yes" | "true" | "on" => Some(true),
        "no" | "false" | "off" => Some(false),
        _ => None,
    }
}

/// The orientation a value names.
pub fn flip_of(value: &str) -> Option<Flip> {
    match value {
        "white" => Some(Flip::No),
        "black" => Some(Flip::Yes),
        "side-to-move" => Some(Flip::Auto),
        _ => None,
    }
}

/// The coordinates a value names.
pub fn coords_of(value: &str) -> Option<Coords> {
    match value {
        "outside" => Some(Coords::Outside),
        "inside" => Some(Coords::Inside),
        "none" => Some(Coords::None),
        _ => None,
    }
}

/// The options as a Markdown table (name, other names, values): the
/// reference in `docs/options.md` is this table, checked by a test.
pub fn options_markdown() -> String {
    let mut out = String::from("| option | also | value |\n|---|---|---|\n");
    for o in DIAGRAM_OPTIONS {
        let also: Vec<String> = o.aliases.iter().map(|a| format!("`{a}`")).collect();
        let value = match o.kind {
            ValueKind::Choice => o
                .values
                .iter()
                .map(|v| format!("`{v}`"))
                .collect::<Vec<_>>()
                .join(" \\| "),
            ValueKind::YesNo => "`yes` \\| `no`".to_owned(),
            ValueKind::Number => "a number".to_owned(),
            ValueKind::Length => {
                "pixels, or a length for print: `45mm`, `4.5cm`, `1.8in`, `130pt`".to_owned()
            }
            ValueKind::Text => std::iter::once("text".to_owned())
                .chain(o.values.iter().map(|v| format!("`{v}`")))
                .collect::<Vec<_>>()
                .join(" \\| "),
        };
        out.push_str(&format!(
            "| `{}` | {} | {value} |\n",
            o.name,
            also.join(" ")
        ));
    }
    out
}

impl DiagramSpec {
    /// Sets one option from its name (or alias) and its value as text,
    /// as every face writes them; `option` names it in errors as the user
    /// wrote it (`--mark`, `marks`).
    ///
    /// ```
    /// use fenlingo::render::{DiagramSpec, Flip};
    /// let mut spec = DiagramSpec::default();
    /// spec.set("orientation", "auto").unwrap();
    /// assert_eq!(spec.flip, Flip::Auto);
    /// spec.set("marks", "e4,Rd5").unwrap();
    /// assert_eq!(spec.options().unwrap().marks.len(), 2);
    /// let e = spec.set("orientation", "sideways").unwrap_err();
    /// assert_eq!(e.to_string(), "invalid value 'sideways' for orientation; use one of: white, black, side-to-move");
    /// assert!(spec.set("colour", "red").is_err());
    /// ```
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), SpecError> {
        self.set_as(name, value, name)
    }

    /// [`set`](Self::set), naming the option `option` in errors.
    pub fn set_as(&mut self, name: &str, value: &str, option: &str) -> Result<(), SpecError> {
        let o = find_option(name).ok_or_else(|| SpecError::UnknownOption {
            name: option.to_owned(),
            names: DIAGRAM_OPTIONS
                .iter()
                .map(|o| o.name)
                .collect::<Vec<_>>()
                .join(", "),
        })?;
        let bad_value = || SpecError::BadValue {
            option: option.to_owned(),
            value: value.to_owned(),
            values: o.values.join(", "),
        };
        let flag = || {
            yes_no(value).ok_or_else(|| SpecError::BadValue {
                option: option.to_owned(),
                value: value.to_owned(),
                values: "yes, no".into(),
            })
        };
        let squares = |kind| SquaresText {
            option: option.to_owned(),
            kind,
            text: value.to_owned(),
        };
        match o.name {
            "size" => {
                let len = value
                    .parse::<super::Length>()
                    .map_err(|()| SpecError::BadNumber {
                        option: option.to_owned(),
                        value: value.to_owned(),
                    })?;
                self.size = len.px();
                self.print = len.is_physical().then_some(len);
            }
            "orientation" => {
                self.flip = choice_value(o, value)
                    .and_then(flip_of)
                    .ok_or_else(bad_value)?
            }
            "coords" => {
                self.coords = choice_value(o, value)
                    .and_then(coords_of)
                    .ok_or_else(bad_value)?
            }
            "theme" => self.theme = choice_value(o, value).ok_or_else(bad_value)?.to_owned(),
            "mark" => self
                .squares
                .push(squares(SquaresKind::Marks(MarkStyle::Fill))),
            "circle" => self
                .squares
                .push(squares(SquaresKind::Marks(MarkStyle::Circle))),
            "cross" => self
                .squares
                .push(squares(SquaresKind::Marks(MarkStyle::Cross))),
            "arrow" => self.squares.push(squares(SquaresKind::Arrows)),
            "annotations" => self.squares.push(squares(SquaresKind::Annotations)),
            "last-move" => self.squares.push(squares(SquaresKind::LastMove)),
            "check" => self.show_check = flag()?,
            "side-marker" => self.side_marker = flag()?,
            "frame" => self.frame = flag()?,
            "caption" => self.caption = value.to_owned(),
            "pieces" => self.pieces = value.trim().to_owned(),
            "mate" => {
                let n: u32 = value.trim().parse().map_err(|_| SpecError::BadNumber {
                    option: option.to_owned(),
                    value: value.to_owned(),
                })?;
                if !crate::MATES.contains(&n) {
                    return Err(SpecError::BadMate(n));
                }
                self.mate = Some(n);
            }
            _ => return Err(bad_value()),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_is_set_by_its_name_and_by_each_alias() {
        for o in DIAGRAM_OPTIONS {
            let value = match o.kind {
                ValueKind::Choice => o.values[o.values.len() - 1],
                ValueKind::YesNo => "no",
                ValueKind::Number => "3",
                ValueKind::Length => "100",
                ValueKind::Text => "e4",
            };
            for name in std::iter::once(&o.name).chain(o.aliases) {
                let mut spec = DiagramSpec::default();
                let value = if o.name == "size" { "100" } else { value };
                spec.set(name, value)
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_ne!(spec, DiagramSpec::default(), "{name} changed nothing");
            }
        }
    }

    #[test]
    fn bad_values_name_the_option_as_written_and_the_values() {
        let mut spec = DiagramSpec::default();
        let e = spec.set_as("coords", "top", "--coords").unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid value 'top' for --coords; use one of: outside, inside, none"
        );
        assert!(spec.set("mate", "0").is_err());
        assert!(spec.set("size", "nan").is_err());
        assert!(spec.set("frame", "maybe").is_err());
    }
}
