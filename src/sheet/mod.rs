//! Puzzle-book sheets: many diagrams on PDF pages laid out by a template,
//! numbered, captioned in the reader's language, with an answer key.
//!
//! A sheet is written in one pass by a [`SheetWriter`]: each page of
//! diagrams is laid out ([`layout`]) and painted ([`paint`]) into the
//! writer as soon as its diagrams have come, and only the answer-key
//! entries are kept (nothing, with the key turned off); the headers and
//! footers ("Page 3 of 20") are drawn over the pages at the end, when the
//! number of pages is known. Memory stays flat however long the sheet.
//! [`Sheet`] collects items first, for callers that want the page count
//! before writing.
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
use crate::render::MissingGlyphs;
use crate::render::pdf::{Later, Meta, PdfDocument};
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

    /// Why the sheet's captions will be in English rather than in its
    /// language: no font at hand draws its script (see
    /// [`SheetWriter::caption_note`]).
    pub fn caption_note(&self) -> Option<MissingGlyphs> {
        crate::render::caption_fallback(self.loc).map(|(_, note)| note)
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
        let opts = SheetOptions {
            title: Some(self.title),
            start_number: 0,
            meta: self.meta,
        };
        let mut w = SheetWriter::new(out, self.t, self.loc, self.notation, opts)?;
        for (n, item) in self.items {
            w.number = u64::from(n);
            w.add(item)?;
            if w.pending.is_empty() {
                progress(w.count);
            }
        }
        progress(w.count);
        w.finish()
    }
}

/// A sheet being written: each page of diagrams goes to the output as soon
/// as it is full; [`finish`](SheetWriter::finish) writes the last one, the
/// answer key and every page's header and footer.
///
/// ```
/// use fenlingo::sheet::{SheetOptions, SheetWriter, Template};
/// use fenlingo::{i18n::Localizer, input::Item, Notation, Position};
/// let t = Template::builtin("a4-6").unwrap();
/// let loc = Localizer::new("en");
/// let mut w = SheetWriter::new(Vec::new(), &t, &loc, Notation::standard(), SheetOptions::default()).unwrap();
/// w.add(Item::new(Position::standard())).unwrap();
/// assert_eq!(w.len(), 1);
/// assert!(w.finish().unwrap().starts_with(b"%PDF"));
/// ```
pub struct SheetWriter<'a, W: Write> {
    t: &'a Template,
    loc: &'a Localizer,
    /// English, for captions no font at hand draws in `loc`'s language,
    /// and the note that says so.
    english: Option<(Localizer, MissingGlyphs)>,
    notation: &'a Notation,
    title: String,
    /// The number of the next diagram (past 2³²−1 once numbers run out).
    number: u64,
    doc: PdfDocument<W>,
    /// The diagrams of the page being filled.
    pending: Vec<(u32, Item)>,
    /// Every page written, for its header and footer.
    pages: Vec<Later>,
    /// The answer key's entries, in order.
    answers: layout::AnswerKey,
    count: usize,
    /// The size of every caption, made with the first page.
    caption_size: Option<f32>,
}

impl<'a, W: Write> SheetWriter<'a, W> {
    /// Starts a sheet on `out`, in `loc`'s language with answers in
    /// `notation`'s letters (the figurines when the template asks).
    pub fn new(
        out: W,
        t: &'a Template,
        loc: &'a Localizer,
        notation: &'a Notation,
        opts: SheetOptions,
    ) -> io::Result<SheetWriter<'a, W>> {
        let notation = if t.figurines {
            Notation::builtin("figurine").unwrap_or(notation)
        } else {
            notation
        };
        let english = crate::render::caption_fallback(loc);
        let mut meta = opts.meta;
        // The template's `[page] pdfx` asks for PDF/X-4 in every face; its
        // bleed holds whoever asked.
        if let Some(x) = t.pdfx {
            meta.pdfx = Some(x);
        }
        if english.is_some() {
            meta.lang = Some("en".to_owned());
        }
        let mut doc = PdfDocument::new(out, meta)?;
        doc.set_text_font(t.text_font);
        Ok(SheetWriter {
            t,
            loc,
            english,
            notation,
            title: opts.title.unwrap_or_default(),
            number: u64::from(opts.start_number),
            doc,
            pending: Vec::with_capacity(t.per_page()),
            pages: Vec::new(),
            answers: layout::AnswerKey::default(),
            count: 0,
            caption_size: None,
        })
    }

    /// Adds one diagram; a page is written when it is full.
    pub fn add(&mut self, item: Item) -> io::Result<()> {
        // A diagram past the last number is refused, never numbered 0.
        let n = u32::try_from(self.number).map_err(|_| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                "diagram numbers would go past 4294967295",
            )
        })?;
        self.number += 1;
        self.count += 1;
        self.answers.add(self.t, self.notation, n, &item);
        self.pending.push((n, item));
        if self.pending.len() >= self.t.per_page() {
            self.write_pending()?;
        }
        Ok(())
    }

    /// The number of diagrams added.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Why the sheet's captions are in English rather than in its
    /// language: no font at hand draws its script (a note for the
    /// reader; `None` when they are in its language).
    ///
    /// ```
    /// use fenlingo::sheet::{SheetOptions, SheetWriter, Template};
    /// let t = Template::builtin("a4-6").unwrap();
    /// let loc = fenlingo::i18n::Localizer::new("de");
    /// let w = SheetWriter::new(Vec::new(), &t, &loc, fenlingo::Notation::standard(), SheetOptions::default()).unwrap();
    /// assert!(w.caption_note().is_none());
    /// ```
    pub fn caption_note(&self) -> Option<&MissingGlyphs> {
        self.english.as_ref().map(|(_, note)| note)
    }

    /// The localizer of the captions: the sheet's, or English.
    fn captions(&self) -> &Localizer {
        self.english.as_ref().map_or(self.loc, |(en, _)| en)
    }

    /// Whether no diagram was added.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    fn write_pending(&mut self) -> io::Result<()> {
        let size = match self.caption_size {
            Some(size) => size,
            None => {
                let size = layout::caption_size(self.t, self.captions());
                self.caption_size = Some(size);
                size
            }
        };
        let page = layout::diagram_body(self.t, self.captions(), size, &self.pending)
            .facing(self.t, self.pages.len());
        self.pending.clear();
        let later = paint::page_with_later(&mut self.doc, &page)?;
        self.pages.push(later);
        Ok(())
    }

    /// Writes the last page of diagrams, the answer key, and the header
    /// and footer of every page; returns the output.
    pub fn finish(mut self) -> io::Result<W> {
        if !self.pending.is_empty() || self.pages.is_empty() {
            // An empty sheet still gets a page.
            self.write_pending()?;
        }
        let t = self.t;
        // The key, a page at a time.
        let key = std::mem::take(&mut self.answers);
        let heading = self.captions().text("caption-solutions", &[]);
        let per_page = layout::answer_lines_per_page(t);
        let mut lines = Vec::with_capacity(per_page * 2);
        let mut entries = key.entries().peekable();
        while let Some((label, entry)) = entries.next() {
            layout::wrap_answer(t, label, entry, &mut lines);
            while lines.len() >= per_page || (entries.peek().is_none() && !lines.is_empty()) {
                let rest = lines.split_off(per_page.min(lines.len()));
                let page = layout::answer_body(t, &heading, &lines).facing(t, self.pages.len());
                let later = paint::page_with_later(&mut self.doc, &page)?;
                self.pages.push(later);
                lines = rest;
            }
        }
        let total = self.pages.len();
        for (i, later) in self.pages.iter().enumerate() {
            let page_of = layout::PageOf {
                page: i + 1,
                pages: total,
                text: self.captions().text(
                    "caption-page-of",
                    &[("page", (i + 1).into()), ("total", total.into())],
                ),
            };
            let frame = layout::frame_page(t, &self.title, &page_of).facing(t, i);
            paint::later(&mut self.doc, *later, &frame)?;
        }
        self.doc.finish()
    }
}
