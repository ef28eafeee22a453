//! Puzzle-book sheets: many diagrams on PDF pages laid out by a template,
//! numbered, captioned in the reader's language, with an answer key.
//!
//! A sheet is read in one pass: [`Sheet::add`] keeps each item (they are
//! small), and [`Sheet::finish`] lays the pages out ([`layout`]), so that
//! every page can say "Page 3 of 20", and paints them ([`paint`]) into
//! any writer. The answer key is built in memory: no temporary files.
//!
//! ```
//! use fenlingo::sheet::{Sheet, SheetOptions, Template};
//! use fenlingo::{i18n::Localizer, input::Item, Notation, Position};
//! let t = Template::builtin("a4-6").unwrap();
//! let loc = Localizer::new("en");
//! let mut sheet = Sheet::new(&t, &loc, Notation::standard(), SheetOptions::default());
//! sheet.add(Item::new(Position::standard()));
//! let pdf = sheet.finish(Vec::new()).unwrap();
//! assert!(pdf.starts_with(b"%PDF"));
//! ```

pub mod layout;
pub mod paint;
mod template;

pub use template::{
    Numbering, Orientation, Template, TemplateError, TemplateErrorKind, TextSpec, page_size,
};

use crate::Notation;
use crate::i18n::Localizer;
use crate::input::Item;
use crate::render::pdf::{Meta, PdfDocument};
use std::io::{self, Write};

/// What a sheet needs besides its template and language.
#[derive(Debug, Clone, Default)]
pub struct SheetOptions {
    /// The title in the page header.
    pub title: Option<String>,
    /// The number of the first diagram.
    pub start_number: u32,
    /// PDF metadata.
    pub meta: Meta,
}

/// A sheet being collected: feed items with [`add`](Sheet::add), then
/// write it with [`finish`](Sheet::finish).
pub struct Sheet<'a> {
    t: &'a Template,
    loc: &'a Localizer,
    notation: &'a Notation,
    title: String,
    meta: Meta,
    /// The number of the next diagram (past 2³²−1 once numbers run out).
    number: u64,
    items: Vec<(u32, Item)>,
}

impl<'a> Sheet<'a> {
    /// Starts a sheet in `loc`'s language with answers in `notation`'s
    /// letters.
    pub fn new(
        t: &'a Template,
        loc: &'a Localizer,
        notation: &'a Notation,
        opts: SheetOptions,
    ) -> Sheet<'a> {
        Sheet {
            t,
            loc,
            notation,
            title: opts.title.unwrap_or_default(),
            meta: opts.meta,
            number: u64::from(opts.start_number),
            items: Vec::new(),
        }
    }

    /// Adds one diagram. Past the last number (2³²−1) the sheet can no
    /// longer be written: see [`numbers_fit`](Sheet::numbers_fit).
    pub fn add(&mut self, item: Item) {
        self.items
            .push((u32::try_from(self.number).unwrap_or(u32::MAX), item));
        self.number += 1;
    }

    /// Whether every diagram added has its own number, none past 2³²−1
    /// (a start near the maximum cannot number many diagrams).
    ///
    /// ```
    /// use fenlingo::sheet::{Sheet, SheetOptions, Template};
    /// let t = Template::builtin("a4-6").unwrap();
    /// let loc = fenlingo::i18n::Localizer::new("en");
    /// let opts = SheetOptions { start_number: u32::MAX, ..SheetOptions::default() };
    /// let mut sheet = Sheet::new(&t, &loc, fenlingo::Notation::standard(), opts);
    /// let item = fenlingo::input::Item::new(fenlingo::Position::standard());
    /// sheet.add(item.clone());
    /// assert!(sheet.numbers_fit());
    /// sheet.add(item);
    /// assert!(!sheet.numbers_fit());
    /// ```
    pub fn numbers_fit(&self) -> bool {
        self.number <= u64::from(u32::MAX) + 1
    }

    /// The number of diagrams added.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether no diagram was added.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The letters of the answer key: the figurines when the template
    /// asks for them, else the sheet's notation.
    fn answer_notation(&self) -> &'a Notation {
        if self.t.figurines {
            Notation::builtin("figurine").unwrap_or(self.notation)
        } else {
            self.notation
        }
    }

    /// The number of pages the sheet will have.
    pub fn page_count(&self) -> usize {
        let lines = layout::answer_lines(self.t, self.answer_notation(), &self.items).len();
        layout::diagram_pages(self.t, self.items.len())
            + lines.div_ceil(layout::answer_lines_per_page(self.t))
    }

    /// Lays out and writes the sheet to `out`; returns it.
    pub fn finish<W: Write>(self, out: W) -> io::Result<W> {
        self.finish_with_progress(out, |_| {})
    }

    /// As [`finish`](Sheet::finish), calling `progress` with the number of
    /// diagrams drawn after each page.
    pub fn finish_with_progress<W: Write>(
        self,
        out: W,
        mut progress: impl FnMut(usize),
    ) -> io::Result<W> {
        if !self.numbers_fit() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "diagram numbers would go past 4294967295",
            ));
        }
        let t = self.t;
        let answers = layout::answer_lines(t, self.answer_notation(), &self.items);
        let per_answer_page = layout::answer_lines_per_page(t);
        let total =
            layout::diagram_pages(t, self.items.len()) + answers.len().div_ceil(per_answer_page);
        let mut doc = PdfDocument::new(out, self.meta)?;
        let page_of = |doc: &PdfDocument<W>| {
            self.loc.text(
                "caption-page-of",
                &[
                    ("page", (doc.page_count() + 1).into()),
                    ("total", total.into()),
                ],
            )
        };
        let mut drawn = 0;
        for chunk in self.items.chunks(t.per_page()) {
            let page = layout::diagram_page(t, self.loc, &self.title, &page_of(&doc), chunk);
            paint::page(&mut doc, &page)?;
            drawn += chunk.len();
            progress(drawn);
        }
        if doc.page_count() == 0 {
            // An empty sheet still gets a page.
            doc.page(t.page_width, t.page_height, |_, _| {})?;
        }
        if !answers.is_empty() {
            let heading = self.loc.text("caption-solutions", &[]);
            for chunk in answers.chunks(per_answer_page) {
                let page = layout::answer_page(t, &self.title, &page_of(&doc), &heading, chunk);
                paint::page(&mut doc, &page)?;
            }
        }
        doc.finish()
    }
}
