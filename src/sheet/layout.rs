//! Page layout: where every diagram, label, caption and answer line of a
//! sheet goes, as a [`Page`] of positioned blocks. Nothing here writes
//! PDF; text is measured with the embedded font's metrics.

use super::template::{Numbering, Template};
use crate::Notation;
use crate::i18n::Localizer;
use crate::input::Item;
use crate::moves::number_moves;
use crate::render::TextFont;
use crate::render::pdf::{Align, Face, text_width_in};
use crate::render::{Caption, CaptionFields, Diagram, DiagramOptions};

/// The no-break space that keeps a move number with its move.
const NBSP: char = '\u{a0}';

/// A line of black text.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The face.
    pub face: Face,
    /// Size in points.
    pub size: f32,
    /// Alignment on `x`.
    pub align: Align,
    /// Anchor, points from the left.
    pub x: f32,
    /// Baseline, points from the bottom.
    pub y: f32,
    /// The text, final.
    pub text: String,
}

/// A thing on a page, in paint order.
#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// A line of text.
    Text(Line),
    /// A line of text whose figurines are drawn as the pieces of a set.
    Figurines {
        /// The line.
        line: Line,
        /// The set of the diagrams.
        pieces: crate::render::pieces::PieceSet,
    },
    /// A diagram with its top-left corner at (`x`, `top`), `width` wide.
    Diagram {
        /// The scene.
        diagram: Box<Diagram>,
        /// Left, points.
        x: f32,
        /// Top, points from the bottom.
        top: f32,
        /// Width, points.
        width: f32,
    },
}

/// One page: its size and what is on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    /// Width in points.
    pub width: f32,
    /// Height in points.
    pub height: f32,
    /// The blocks, in paint order.
    pub blocks: Vec<Block>,
}

impl Page {
    fn new(t: &Template) -> Page {
        Page {
            width: t.page_width,
            height: t.page_height,
            blocks: Vec::new(),
        }
    }

    /// The page as a left-hand page of facing pages when the template's
    /// margins mirror and `index` (from 0) is odd: everything moved by the
    /// difference of the outer and inner margins.
    pub fn facing(mut self, t: &Template, index: usize) -> Page {
        let dx = t.margins[1] - t.margins[3];
        if !t.mirror || index % 2 == 0 || dx == 0.0 {
            return self;
        }
        for b in &mut self.blocks {
            match b {
                Block::Text(l) | Block::Figurines { line: l, .. } => l.x += dx,
                Block::Diagram { x, .. } => *x += dx,
            }
        }
        self
    }

    fn text(&mut self, face: Face, size: f32, align: Align, x: f32, y: f32, text: &str) {
        self.blocks.push(Block::Text(Line {
            face,
            size,
            align,
            x,
            y,
            text: text.to_owned(),
        }));
    }
}

/// Breaks `text` into lines no wider than `width` at `size`: at spaces,
/// and between Chinese, Japanese and Korean characters (which need none).
pub(crate) fn wrap(text: &str, ty: Type, size: f32, width: f32) -> Vec<String> {
    wrap_by(text, width, &|t: &str| ty.width(t, size))
}

/// A face of a sheet's text font (DejaVu Sans when it names none).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Type {
    /// The template's font.
    pub(crate) font: Option<TextFont>,
    /// Regular or bold.
    pub(crate) face: Face,
}

impl Type {
    /// `face` of `t`'s text font.
    pub(crate) fn of(t: &Template, face: Face) -> Type {
        Type {
            font: t.text_font,
            face,
        }
    }

    /// The width of `text` at `size` points.
    pub(crate) fn width(self, text: &str, size: f32) -> f32 {
        text_width_in(self.font, self.face, text, size)
    }
}

/// [`wrap`] with the width of a text measured by `measure`.
fn wrap_by(text: &str, width: f32, measure: &dyn Fn(&str) -> f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    // A no-break space joins the words around it.
    for word in text
        .split(|c: char| c.is_whitespace() && c != NBSP && c != '\u{202f}')
        .filter(|w| !w.is_empty())
    {
        for (i, piece) in break_points(word).into_iter().enumerate() {
            let candidate = if cur.is_empty() {
                piece.to_owned()
            } else if i == 0 {
                format!("{cur} {piece}")
            } else {
                format!("{cur}{piece}")
            };
            if measure(&candidate) <= width || cur.is_empty() {
                cur = candidate;
            } else {
                lines.push(std::mem::take(&mut cur));
                cur = piece.to_owned();
            }
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    // A single word wider than the line is cut by characters.
    lines
        .into_iter()
        .flat_map(|l| {
            if measure(&l) <= width {
                return vec![l];
            }
            let mut parts = Vec::new();
            let mut part = String::new();
            for c in l.chars() {
                part.push(c);
                if measure(&part) > width && part.chars().count() > 1 {
                    part.pop();
                    parts.push(std::mem::take(&mut part));
                    part.push(c);
                }
            }
            parts.push(part);
            parts
        })
        .collect()
}

/// A word cut where a line may break inside it: before and after each
/// Chinese, Japanese or Korean character, except before closing
/// punctuation, small kana and the long-vowel mark, and after opening
/// brackets (the line-breaking rules of Japanese and Chinese). A word
/// of other scripts is one piece.
fn break_points(word: &str) -> Vec<&str> {
    let cjk = |c: char| crate::render::script::unshaped(c);
    if !word.chars().any(cjk) {
        return vec![word];
    }
    let no_start = |c: char| {
        "、。，．・：；？！）」』】〕〉》〙〗｝］ー〜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々…‥,.:;!?)]}%"
            .contains(c)
    };
    let no_end = |c: char| "（「『【〔〈《〘〖｛［([{".contains(c);
    let mut out = Vec::new();
    let mut start = 0;
    let mut prev: Option<char> = None;
    for (i, c) in word.char_indices() {
        if let Some(p) = prev {
            if (cjk(c) || cjk(p)) && !no_start(c) && !no_end(p) && i > start {
                out.push(&word[start..i]);
                start = i;
            }
        }
        prev = Some(c);
    }
    out.push(&word[start..]);
    out
}

/// The smallest size, in points, a text shrinks to before it is cut.
pub const MIN_TEXT_SIZE: f32 = 6.0;

/// Fits `text` into at most `max_lines` lines of `width`: wraps it at
/// `size`, shrinks it down to [`MIN_TEXT_SIZE`] (never below: a smaller
/// text is no longer read), then cuts the last line with an ellipsis.
pub(crate) fn fit_text(
    text: &str,
    ty: Type,
    size: f32,
    width: f32,
    max_lines: usize,
) -> (Vec<String>, f32) {
    if max_lines == 0 || text.trim().is_empty() {
        return (Vec::new(), size);
    }
    let floor = MIN_TEXT_SIZE.min(size);
    let mut s = size;
    loop {
        let lines = wrap(text, ty, s, width);
        if lines.len() <= max_lines {
            return (lines, s);
        }
        if s <= floor {
            return (cut(lines, ty, s, width, max_lines), s);
        }
        s = (s * 0.92).max(floor);
    }
}

/// The first `max_lines` of `lines`, the last one ending with "…" (in
/// the width, cut at a word when one fits).
fn cut(lines: Vec<String>, ty: Type, size: f32, width: f32, max_lines: usize) -> Vec<String> {
    let mut lines: Vec<String> = lines.into_iter().take(max_lines).collect();
    let Some(last) = lines.last_mut() else {
        return lines;
    };
    let fits = |t: &str| ty.width(&format!("{t}…"), size) <= width;
    // At a word end when one leaves the line at least half full.
    let mut words: Vec<&str> = last.split(' ').collect();
    while words.len() > 1 && !fits(&words.join(" ")) {
        words.pop();
    }
    let at_word = words.join(" ");
    if words.len() > 1 && fits(&at_word) && at_word.len() * 2 >= last.len() {
        *last = at_word;
    } else {
        while !last.is_empty() && !fits(last) {
            last.pop();
        }
    }
    let kept = last.trim_end_matches([',', ';', ':', ' ']).len();
    last.truncate(kept);
    last.push('…');
    lines
}

/// Fills a template's fields in one pass (a title or caption holding
/// `{page}` stays as written) and folds runs of white space.
pub(crate) fn fill(pattern: &str, fields: &[(&str, &str)]) -> String {
    crate::text::fill(pattern, fields)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The number of pages of diagrams for `items` diagrams (at least one).
pub fn diagram_pages(t: &Template, items: usize) -> usize {
    items.div_ceil(t.per_page()).max(1)
}

/// A page's number, as the header and footer write it: the fields
/// `{page}` (3), `{pages}` (20) and `{page-of}` ("Page 3 of 20" in the
/// sheet's language).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PageOf {
    /// The page's number, from 1.
    pub page: usize,
    /// The number of pages.
    pub pages: usize,
    /// "Page 3 of 20", localized.
    pub text: String,
}

impl PageOf {
    /// The fields of a header or footer: `{title}` and the page's.
    fn fields<'a>(&'a self, title: &'a str, numbers: &'a [String; 2]) -> [(&'a str, &'a str); 4] {
        [
            ("title", title),
            ("page", &numbers[0]),
            ("pages", &numbers[1]),
            ("page-of", &self.text),
        ]
    }
}

/// A page holding only the header (title) and footer ("Page 3 of 20"):
/// drawn over the page's body once the number of pages is known.
pub fn frame_page(t: &Template, title: &str, page_of: &PageOf) -> Page {
    let mut page = Page::new(t);
    frame(t, title, page_of, &mut page);
    page
}

/// The header (title) and footer ("Page 3 of 20") of a page.
fn frame(t: &Template, title: &str, page_of: &PageOf, page: &mut Page) {
    let width = t.page_width - t.margins[1] - t.margins[3];
    let cx = t.margins[3] + width / 2.0;
    let numbers = [page_of.page.to_string(), page_of.pages.to_string()];
    let fields = page_of.fields(title, &numbers);
    let header = fill(&t.header.text, &fields);
    if !header.is_empty() {
        let (lines, size) = fit_text(&header, Type::of(t, Face::Bold), t.header.size, width, 1);
        if let Some(l) = lines.first() {
            page.text(
                Face::Bold,
                size,
                Align::Center,
                cx,
                t.page_height - t.margins[0] - size,
                l,
            );
        }
    }
    let footer = fill(&t.footer.text, &fields);
    if !footer.is_empty() {
        let (lines, size) = fit_text(&footer, Type::of(t, Face::Regular), t.footer.size, width, 1);
        if let Some(l) = lines.first() {
            page.text(Face::Regular, size, Align::Center, cx, t.margins[2], l);
        }
    }
}

/// A page of diagrams: `items` with their numbers, in reading order.
pub fn diagram_page(
    t: &Template,
    loc: &Localizer,
    title: &str,
    page_of: &PageOf,
    items: &[(u32, Item)],
) -> Page {
    let mut page = Page::new(t);
    frame(t, title, page_of, &mut page);
    let body = diagram_body(t, loc, caption_size(t, loc), items);
    page.blocks.extend(body.blocks);
    page
}

/// A page of diagrams without its header and footer.
/// The captions are set at `caption_size` ([`caption_size`], made once a
/// sheet), shrunk further only where one of the input's own needs it.
pub(crate) fn diagram_body(
    t: &Template,
    loc: &Localizer,
    caption_size: f32,
    items: &[(u32, Item)],
) -> Page {
    let mut page = Page::new(t);
    let content_top = t.page_height - t.margins[0] - t.header.band_height();
    let content_w = t.page_width - t.margins[1] - t.margins[3];
    let content_h = content_top - t.margins[2] - t.footer.footer_band();
    let cell_w = (content_w - t.gap * (t.columns - 1) as f32) / t.columns as f32;
    let cell_h = (content_h - t.gap * (t.rows - 1) as f32) / t.rows as f32;
    let opts = DiagramOptions {
        coords: t.coords,
        side_marker: t.side_marker,
        theme: t.theme.clone(),
        pieces: t.pieces.clone(),
        caption: Caption::None,
        flip: t.orientation.flip(),
        ..Default::default()
    };
    let sheet_size = caption_size;
    for (i, (n, item)) in items.iter().enumerate() {
        let col = i % t.columns;
        let row = i / t.columns;
        let x = t.margins[3] + col as f32 * (cell_w + t.gap);
        let top = content_top - row as f32 * (cell_h + t.gap);
        let mut o = opts.clone();
        o.marks = item.marks.clone();
        o.arrows = item.arrows.clone();
        o.number = *n;
        if t.setup_move {
            o.last_move = item.setup_move;
        }
        let d = Diagram::new(&item.position, &o, loc);
        let dx = x + (cell_w - t.diagram_width) / 2.0;
        let label = label_text(t, *n, item);
        let caption = caption_text(&t.caption.text, item, *n, loc);
        let (lines, size) = fit_text(
            &caption,
            Type::of(t, Face::Regular),
            sheet_size,
            t.diagram_width,
            t.caption_lines,
        );
        let dh = d.height * t.diagram_width / d.width;
        // A page of one row (the article's one figure) has its figures
        // in the middle of the page's height, not at its top.
        let top = if t.rows == 1 {
            let used = t.label.size * 1.5 + dh + size * (0.1 + 1.25 * lines.len() as f32);
            top - ((cell_h - used) / 2.0).max(0.0)
        } else {
            top
        };
        let board_left = dx + d.board_x * t.diagram_width / d.width;
        if !label.is_empty() {
            let (lines, size) = fit_text(
                &label,
                Type::of(t, Face::Bold),
                t.label.size,
                t.diagram_width,
                1,
            );
            if let Some(l) = lines.first() {
                page.text(
                    Face::Bold,
                    size,
                    Align::Left,
                    board_left,
                    top - t.label.size,
                    l,
                );
            }
        }
        let dtop = top - t.label.size * 1.5;
        page.blocks.push(Block::Diagram {
            diagram: Box::new(d),
            x: dx,
            top: dtop,
            width: t.diagram_width,
        });
        let mut y = dtop - dh - size * 1.1;
        for l in &lines {
            page.text(
                Face::Regular,
                size,
                Align::Center,
                dx + t.diagram_width / 2.0,
                y,
                l,
            );
            y -= size * 1.25;
        }
    }
    page
}

/// The size of a sheet's captions: the template's, or the largest below
/// it at which every task caption of the language fits its lines (each
/// side to move, to win, gain an advantage, draw or mate in 2 or 12,
/// checkmate, stalemate), never under [`MIN_TEXT_SIZE`], so that the
/// captions of a page share one size. A caption of the input's own that
/// needs less shrinks further.
pub fn caption_size(t: &Template, loc: &Localizer) -> f32 {
    use crate::Goal;
    const MATED: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    let mut size = t.caption.size;
    let mut fit = |item: &Item| {
        let text = caption_text(&t.caption.text, item, 999, loc);
        let ty = Type::of(t, Face::Regular);
        let (_, s) = fit_text(&text, ty, size, t.diagram_width, t.caption_lines);
        size = size.min(s);
    };
    for fen in [MATED, STALEMATE] {
        if let Ok(p) = fen.parse() {
            fit(&Item::new(p));
        }
    }
    for turn in [crate::Color::White, crate::Color::Black] {
        for (goal, mate) in [
            (Goal::Move, None),
            (Goal::Win, None),
            (Goal::Advantage, None),
            (Goal::Draw, None),
            (Goal::Mate, Some(2)),
            (Goal::Mate, Some(12)),
        ] {
            let mut item = Item::new(crate::Position::standard());
            item.position.turn = turn;
            item.goal = goal;
            item.mate = mate;
            fit(&item);
        }
    }
    size
}

/// A line of the answer key: the puzzle's label (bold) on an entry's
/// first line, then the moves; continuation lines are indented.
#[derive(Debug, Clone, PartialEq)]
pub struct AnswerLine {
    /// Whether the line continues an entry (indented, no label).
    pub continued: bool,
    /// The puzzle's label, as above its diagram (first lines only).
    pub label: String,
    /// The moves.
    pub text: String,
}

/// The label of a diagram (the template's `[label]` text), also the
/// label of its answer; the number when the template's label is empty.
pub fn label_text(t: &Template, n: u32, item: &Item) -> String {
    let label = fill(
        &t.label.text,
        &[
            ("n", &n.to_string()),
            ("label", item.label.as_deref().unwrap_or("")),
        ],
    );
    if label.is_empty() {
        format!("{n}.")
    } else {
        label
    }
}

/// The answer key's entries, before they are wrapped into lines: all a
/// sheet keeps of a diagram once its page is written, in one buffer.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct AnswerKey {
    text: String,
    /// Where each entry's label and moves end in `text`.
    ends: Vec<(usize, usize)>,
}

impl AnswerKey {
    /// Adds the entry of diagram `n`, if the key has one for it.
    pub(crate) fn add(&mut self, t: &Template, notation: &Notation, n: u32, item: &Item) {
        if !t.answers || item.solution.is_empty() {
            return;
        }
        self.text.push_str(&label_text(t, n, item));
        let label_end = self.text.len();
        self.text.push_str(&answer_text(t, notation, item));
        self.ends.push((label_end, self.text.len()));
    }

    /// The entries: label and moves.
    pub(crate) fn entries(&self) -> impl Iterator<Item = (&str, &str)> {
        let starts = std::iter::once(0).chain(self.ends.iter().map(|(_, end)| *end));
        starts.zip(&self.ends).map(|(start, (label_end, end))| {
            (&self.text[start..*label_end], &self.text[*label_end..*end])
        })
    }
}

/// The answer key's lines: each entry wrapped to the column, a move
/// number never apart from its move.
pub fn answer_lines(t: &Template, notation: &Notation, items: &[(u32, Item)]) -> Vec<AnswerLine> {
    let mut key = AnswerKey::default();
    for (n, item) in items {
        key.add(t, notation, *n, item);
    }
    let mut lines = Vec::new();
    for (label, entry) in key.entries() {
        wrap_answer(t, label, entry, &mut lines);
    }
    lines
}

/// Adds the lines of one answer-key entry to `lines`.
pub(crate) fn wrap_answer(t: &Template, label: &str, entry: &str, lines: &mut Vec<AnswerLine>) {
    let width = answer_column_width(t);
    let label_w = label_advance(t, label);
    // The first line leaves room for the label; the others are
    // indented.
    let indent = t.answer_size * 1.5;
    let measure = |text: &str| key_width(t, text);
    let first = wrap_by(entry, width - label_w, &measure);
    let Some(head) = first.first() else { return };
    lines.push(AnswerLine {
        continued: false,
        label: label.to_owned(),
        text: head.clone(),
    });
    let rest = entry.strip_prefix(head.as_str()).unwrap_or("").trim_start();
    lines.extend(
        wrap_by(rest, width - indent, &measure)
            .into_iter()
            .map(|text| AnswerLine {
                continued: true,
                label: String::new(),
                text,
            }),
    );
}

/// Answer-key lines per page.
pub fn answer_lines_per_page(t: &Template) -> usize {
    let h = t.page_height
        - t.margins[0]
        - t.margins[2]
        - t.header.band_height()
        - t.footer.footer_band()
        - t.answer_size * 3.2;
    let per_col = (h / (t.answer_size * 1.35)).floor().max(1.0) as usize;
    (per_col * t.answer_columns).max(1)
}

/// A page of the answer key under `heading`.
pub fn answer_page(
    t: &Template,
    title: &str,
    page_of: &PageOf,
    heading: &str,
    lines: &[AnswerLine],
) -> Page {
    let mut page = Page::new(t);
    frame(t, title, page_of, &mut page);
    page.blocks.extend(answer_body(t, heading, lines).blocks);
    page
}

/// A page of the answer key without its header and footer.
pub(crate) fn answer_body(t: &Template, heading: &str, lines: &[AnswerLine]) -> Page {
    let mut page = Page::new(t);
    let width = answer_column_width(t);
    let per_col = answer_lines_per_page(t).div_ceil(t.answer_columns);
    let top = t.page_height - t.margins[0] - t.header.band_height();
    let line_h = t.answer_size * 1.35;
    page.text(
        Face::Bold,
        t.answer_size * 1.4,
        Align::Left,
        t.margins[3],
        top - t.answer_size * 1.4,
        heading,
    );
    let body_top = top - t.answer_size * 3.2;
    let columns = answer_columns(lines, t.answer_columns, per_col);
    for (col, range) in columns.into_iter().enumerate() {
        for (row, l) in lines[range].iter().enumerate() {
            let y = body_top - row as f32 * line_h;
            let x = t.margins[3] + col as f32 * (width + t.gap);
            answer_line(t, &mut page, l, x, y);
        }
    }
    page
}

/// Where a page's answer lines go: `columns` columns of at most `cap`
/// lines each, balanced (each column takes its share of the page's
/// lines, then the rest of an entry it started, room allowing), so a
/// short key spreads over every column instead of filling the first.
pub(crate) fn answer_columns(
    lines: &[AnswerLine],
    columns: usize,
    cap: usize,
) -> Vec<std::ops::Range<usize>> {
    let n = lines.len();
    let columns = columns.max(1);
    let target = n.div_ceil(columns).max(1);
    let mut out = Vec::with_capacity(columns);
    let mut start = 0;
    for _ in 1..columns {
        let mut end = (start + target).min(n);
        // The rest of an entry goes with its first line, room allowing.
        while end < n && lines[end].continued && end - start < cap {
            end += 1;
        }
        out.push(start..end);
        start = end;
    }
    out.push(start..n);
    out.retain(|r| !r.is_empty());
    out
}

/// One answer line at (`x`, `y`): the label in bold and the moves, or
/// the moves indented.
fn answer_line(t: &Template, page: &mut Page, l: &AnswerLine, x: f32, y: f32) {
    let mut x = x;
    if l.continued {
        x += t.answer_size * 1.5;
    } else {
        page.text(Face::Bold, t.answer_size, Align::Left, x, y, &l.label);
        x += label_advance(t, &l.label);
    }
    if t.figurines {
        let line = Line {
            face: Face::Regular,
            size: t.answer_size,
            align: Align::Left,
            x,
            y,
            text: l.text.clone(),
        };
        page.blocks.push(Block::Figurines {
            line,
            pieces: t.pieces.clone(),
        });
    } else {
        page.text(Face::Regular, t.answer_size, Align::Left, x, y, &l.text);
    }
}

/// The room an answer's label takes: the bold label and the space of an
/// M's width, so that the puzzle's number stands apart from the first
/// move's number (`12.  1. ♖xe7`).
fn label_advance(t: &Template, label: &str) -> f32 {
    Type::of(t, Face::Bold).width(label, t.answer_size) + 0.8 * t.answer_size
}

/// The width of a line of the key: figurines as wide as their pieces.
fn key_width(t: &Template, text: &str) -> f32 {
    if t.figurines {
        let font = t.text_font;
        crate::render::pdf::figurine_width(font, Face::Regular, text, t.answer_size, &t.pieces)
    } else {
        Type::of(t, Face::Regular).width(text, t.answer_size)
    }
}

fn answer_column_width(t: &Template) -> f32 {
    let w = t.page_width - t.margins[1] - t.margins[3];
    (w - t.gap * (t.answer_columns - 1) as f32) / t.answer_columns as f32
}

/// `1. Te8+ Txe8 2. Dxd8#` in the notation's letters, numbered from 1
/// or from the game's move, each move number bound to its move.
fn answer_text(t: &Template, notation: &Notation, item: &Item) -> String {
    let first = match t.numbering {
        Numbering::Puzzle => 1,
        Numbering::Game => item.position.fullmoves,
    };
    let text = number_moves(&item.solution, first, item.position.turn, notation)
        .replace('\n', " ")
        .replace(". ", &format!(".{NBSP}"));
    // The template's capture sign in place of the notation's; no move
    // text of any table holds its capture mark for anything else.
    match (&t.capture, notation.capture_marks().first()) {
        (Some(sign), Some(mark)) if sign != mark => text.replace(mark.as_str(), sign),
        _ => text,
    }
}

/// The caption under a diagram: the template's text with the fields of
/// [`CaptionFields`], `{caption}` (the input's caption, or what to do:
/// "White mates in 2", "Black to play and win", "Checkmate") and
/// `{label}`.
fn caption_text(pattern: &str, item: &Item, n: u32, loc: &Localizer) -> String {
    let fields = CaptionFields::new(&item.position, item.goal, item.mate, n, loc);
    let auto = item.caption.as_deref().unwrap_or(&fields.task);
    let mut all = vec![
        ("caption", auto),
        ("label", item.label.as_deref().unwrap_or("")),
    ];
    all.extend(fields.pairs());
    fill(pattern, &all)
}

#[cfg(test)]
mod tests {
    /// DejaVu Sans, regular.
    const DV: Type = Type {
        font: None,
        face: Face::Regular,
    };
    use super::*;

    #[test]
    fn chinese_and_japanese_break_between_characters() {
        assert_eq!(break_points("Mate"), ["Mate"]);
        assert_eq!(break_points("白の手番・1"), ["白", "の", "手", "番・", "1"]);
        assert_eq!(break_points("（白）先"), ["（白）", "先"]);
        let text = "白の手番・白の勝ち 白の手番・白の勝ち";
        let lines = wrap(text, DV, 10.0, 45.0);
        assert!(lines.len() > 2, "{lines:?}");
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
        for l in &lines {
            assert!(DV.width(l, 10.0) <= 45.0 + 0.01, "{l}");
            assert!(!l.starts_with('・'), "{lines:?}");
        }
    }

    #[test]
    fn long_captions_shrink_then_cut() {
        let long = "word ".repeat(200);
        let (lines, size) = fit_text(&long, DV, 9.0, 150.0, 2);
        assert_eq!(lines.len(), 2);
        assert_eq!(size, MIN_TEXT_SIZE);
        assert!(lines[1].ends_with("word…"), "{lines:?}");
        for l in &lines {
            assert!(DV.width(l, size) <= 150.0 + 0.01);
        }
        let (short, s) = fit_text("Mate in 2", DV, 9.0, 150.0, 2);
        assert_eq!((short.len(), s), (1, 9.0));
        // Two lines at its size before any shrinking; then shrunk no
        // further than needed.
        let two = "White to play: the rook sacrifice on h7 opens the king";
        let (wrapped, s) = fit_text(two, DV, 9.0, 150.0, 2);
        assert_eq!((wrapped.len(), s), (2, 9.0));
        let (shrunk, s) = fit_text(two, DV, 9.0, 150.0, 1);
        assert_eq!(shrunk.len(), 1);
        assert!((MIN_TEXT_SIZE..9.0).contains(&s));
        // A text already smaller than the floor is not shrunk.
        let (_, s) = fit_text(&long, DV, 5.0, 150.0, 1);
        assert_eq!(s, 5.0);
        let (none, _) = fit_text("anything", DV, 9.0, 150.0, 0);
        assert!(none.is_empty());
        // One word wider than the line is cut by characters.
        let (cut, s) = fit_text(&"x".repeat(300), DV, 9.0, 50.0, 10);
        assert!(cut.len() <= 10);
        assert!(cut.iter().all(|l| DV.width(l, s) <= 50.0 + 0.01));
    }

    #[test]
    fn answer_columns_are_balanced_and_keep_entries_whole() {
        let line = |continued| AnswerLine {
            continued,
            label: String::new(),
            text: String::new(),
        };
        // Entries of 1, 2, 1, 3, 1 lines (8 lines) in three columns.
        let lines: Vec<AnswerLine> = [1, 2, 1, 3, 1]
            .iter()
            .flat_map(|&n| (0..n).map(|i| line(i > 0)))
            .collect();
        let cols = answer_columns(&lines, 3, 20);
        assert_eq!(cols, [0..3, 3..7, 7..8]);
        for r in &cols {
            assert!(!lines[r.start].continued, "{cols:?}");
        }
        // A page of 24 one-line entries: 8 a column, not 24 in the first.
        let ones: Vec<AnswerLine> = (0..24).map(|_| line(false)).collect();
        assert_eq!(answer_columns(&ones, 3, 60), [0..8, 8..16, 16..24]);
        // A full page fills every column to its room; an entry longer
        // than the room is split.
        let full: Vec<AnswerLine> = (0..6).map(|i| line(i > 0)).collect();
        assert_eq!(answer_columns(&full, 2, 3), [0..3, 3..6]);
        assert!(answer_columns(&[], 2, 3).is_empty());
    }

    #[test]
    fn fields_are_filled() {
        assert_eq!(fill("{n}. {label}", &[("n", "3"), ("label", "")]), "3.");
        assert_eq!(fill("{page}", &[("page", "Page 1 of 2")]), "Page 1 of 2");
        // User text in a field is not a template.
        assert_eq!(
            fill("{caption} {n}", &[("caption", "{n} {side}"), ("n", "4")]),
            "{n} {side} 4"
        );
    }
}
