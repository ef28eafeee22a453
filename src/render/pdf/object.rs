//! Writing PDF objects one after another, with their offsets kept for
//! the cross-reference table, and compressing streams.

use pdf_writer::{Chunk, Ref};
use std::io::{self, Write};

pub(super) fn deflate(data: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(data, 6)
}

/// Writes indirect objects to the output, one chunk each, recording their
/// byte offsets for the cross-reference table.
pub(super) struct ObjectWriter<W: Write> {
    pub(super) out: W,
    pub(super) pos: usize,
    pub(super) offsets: Vec<(i32, usize)>,
}

impl<W: Write> ObjectWriter<W> {
    pub(super) fn raw(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.out.write_all(bytes)?;
        self.pos += bytes.len();
        Ok(())
    }
    pub(super) fn put(&mut self, id: Ref, chunk: &Chunk) -> io::Result<()> {
        self.offsets.push((id.get(), self.pos));
        self.raw(chunk.as_bytes())
    }
}
