//! PDF/X-4 for printers: the grey output profile the program makes, the
//! XMP metadata and the document identifier it needs.
//!
//! A PDF/X-4 file names the condition it was made for (an output intent
//! with an ICC profile), says that it is PDF/X-4 in its document
//! information and in its XMP metadata, gives every page a trim box and a
//! bleed box, embeds every font and carries an `/ID`. fenlingo's pages
//! use only grey colors in the print theme, so the profile is a grey one.

/// What PDF/X output asks for beyond a plain PDF.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PdfX {
    /// Bleed on every side of the trim box, in points (0: none).
    pub bleed: f32,
}

/// The name the output intent gives the condition.
pub(super) const CONDITION: &str = "fenlingo Grey (gamma 2.2, D50)";

/// A monochrome output profile (ICC 2.1, class `prtr`, space `GRAY`, PCS
/// `XYZ `): its grey tone curve a gamma of 2.2, its white D50. A
/// monochrome profile needs only `desc`, `cprt`, `wtpt` and `kTRC`.
///
/// ```
/// let icc = fenlingo::render::pdf::grey_icc_profile();
/// assert_eq!(u32::from_be_bytes(icc[0..4].try_into().unwrap()) as usize, icc.len());
/// assert_eq!(&icc[12..24], b"prtrGRAYXYZ ");
/// assert_eq!(&icc[36..40], b"acsp");
/// ```
pub fn grey_icc_profile() -> Vec<u8> {
    let tags: [(&[u8; 4], Vec<u8>); 4] = [
        (b"desc", text_description(CONDITION)),
        (b"cprt", text_type("No copyright; made by fenlingo")),
        (b"wtpt", xyz_type(D50)),
        // u8Fixed8Number: 2.2 is 0x0233.
        (
            b"kTRC",
            [
                b"curv",
                &[0; 4][..],
                &1u32.to_be_bytes(),
                &[0x02, 0x33, 0, 0],
            ]
            .concat(),
        ),
    ];
    let table_len = 4 + 12 * tags.len();
    let mut data = Vec::new();
    let mut entries = Vec::new();
    for (sig, body) in &tags {
        let offset = 128 + table_len + data.len();
        entries.extend_from_slice(&sig[..]);
        entries.extend_from_slice(&(offset as u32).to_be_bytes());
        entries.extend_from_slice(&(body.len() as u32).to_be_bytes());
        data.extend_from_slice(body);
        while data.len() % 4 != 0 {
            data.push(0);
        }
    }
    let size = 128 + table_len + data.len();
    let mut icc = Vec::with_capacity(size);
    icc.extend_from_slice(&(size as u32).to_be_bytes());
    icc.extend_from_slice(&[0; 4]); // preferred CMM: none
    icc.extend_from_slice(&[2, 0x10, 0, 0]); // version 2.1
    icc.extend_from_slice(b"prtrGRAYXYZ ");
    // Creation date, fixed so that output is reproducible: 2026-01-01.
    for v in [2026u16, 1, 1, 0, 0, 0] {
        icc.extend_from_slice(&v.to_be_bytes());
    }
    icc.extend_from_slice(b"acsp");
    icc.extend_from_slice(&[0; 24]); // platform, flags, device, attributes
    icc.extend_from_slice(&[0; 4]); // rendering intent: perceptual
    for v in D50 {
        icc.extend_from_slice(&s15_fixed16(v));
    }
    icc.extend_from_slice(&[0; 4]); // creator
    icc.extend_from_slice(&[0; 44]); // profile id (none in 2.1), reserved
    icc.extend_from_slice(&(tags.len() as u32).to_be_bytes());
    icc.extend_from_slice(&entries);
    icc.extend_from_slice(&data);
    icc
}

/// The D50 white point.
const D50: [f32; 3] = [0.9642, 1.0, 0.8249];

fn s15_fixed16(v: f32) -> [u8; 4] {
    ((v * 65536.0).round() as i32).to_be_bytes()
}

fn xyz_type(xyz: [f32; 3]) -> Vec<u8> {
    let mut v = b"XYZ \0\0\0\0".to_vec();
    for c in xyz {
        v.extend_from_slice(&s15_fixed16(c));
    }
    v
}

fn text_type(text: &str) -> Vec<u8> {
    [b"text\0\0\0\0", text.as_bytes(), &[0]].concat()
}

/// `textDescriptionType` (ICC 2): the ASCII text, no Unicode or
/// ScriptCode text.
fn text_description(text: &str) -> Vec<u8> {
    let mut v = b"desc\0\0\0\0".to_vec();
    v.extend_from_slice(&(text.len() as u32 + 1).to_be_bytes());
    v.extend_from_slice(text.as_bytes());
    v.push(0);
    v.extend_from_slice(&[0; 8]); // Unicode language and count
    v.extend_from_slice(&[0; 3]); // ScriptCode code and count
    v.extend_from_slice(&[0; 67]);
    v
}

/// A date as XMP writes it: `2026-12-04T02:18:19Z`.
pub(super) fn xmp_date((y, mo, d, h, mi, s): (i64, u8, u8, u8, u8, u8)) -> String {
    format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}Z")
}

/// Escapes text for XML.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The XMP metadata packet of a PDF/X-4 document.
pub(super) fn xmp(title: &str, date: &str, id: &str) -> String {
    let title = xml(title);
    format!(
        r#"<?xpacket begin="{bom}" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about=""
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:xmp="http://ns.adobe.com/xap/1.0/"
 xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
 xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
 xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">{title}</rdf:li></rdf:Alt></dc:title>
<xmp:CreateDate>{date}</xmp:CreateDate>
<xmp:ModifyDate>{date}</xmp:ModifyDate>
<xmp:MetadataDate>{date}</xmp:MetadataDate>
<xmp:CreatorTool>fenlingo</xmp:CreatorTool>
<pdf:Producer>fenlingo</pdf:Producer>
<pdf:Trapped>False</pdf:Trapped>
<xmpMM:DocumentID>uuid:{id}</xmpMM:DocumentID>
<xmpMM:InstanceID>uuid:{id}</xmpMM:InstanceID>
<xmpMM:VersionID>1</xmpMM:VersionID>
<xmpMM:RenditionClass>default</xmpMM:RenditionClass>
<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>"#,
        bom = '\u{feff}'
    )
}

/// Sixteen bytes that name a document: FNV-1a of what describes it, twice
/// with different seeds.
pub(super) fn document_id(seed: &str) -> [u8; 16] {
    let fnv = |basis: u64| {
        seed.bytes().fold(basis, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    let mut id = [0; 16];
    id[..8].copy_from_slice(&fnv(0xcbf2_9ce4_8422_2325).to_be_bytes());
    id[8..].copy_from_slice(&fnv(0x8422_2325_cbf2_9ce4).to_be_bytes());
    id
}

/// The identifier as a UUID's text.
pub(super) fn uuid(id: &[u8; 16]) -> String {
    let hex: String = id.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..32]
    )
}

/// The objects of a PDF/X document written, and what the document
/// information, the catalog and the trailer then say.
pub(super) struct Objects {
    /// The trailer's `/ID`.
    pub(super) id: [u8; 16],
    date: pdf_writer::Date,
    title: Option<String>,
    profile: pdf_writer::Ref,
    metadata: pdf_writer::Ref,
}

impl Objects {
    /// PDF/X in the document information: version, dates, trapping.
    pub(super) fn info(&self, info: &mut pdf_writer::writers::DocumentInfo<'_>) {
        use pdf_writer::{Name, TextStr};
        if let Some(t) = &self.title {
            info.title(TextStr(t));
        }
        info.creation_date(self.date)
            .modified_date(self.date)
            .trapped(pdf_writer::types::TrappingStatus::NotTrapped);
        info.pair(Name(b"GTS_PDFXVersion"), TextStr("PDF/X-4"));
    }

    /// The output intent and the metadata in the catalog.
    pub(super) fn catalog(&self, cat: &mut pdf_writer::Dict<'_>) {
        use pdf_writer::{Name, TextStr};
        cat.pair(Name(b"Metadata"), self.metadata);
        let mut intents = cat.insert(Name(b"OutputIntents")).array();
        let mut oi = intents.push().dict();
        oi.pair(Name(b"Type"), Name(b"OutputIntent"))
            .pair(Name(b"S"), Name(b"GTS_PDFX"))
            .pair(Name(b"OutputConditionIdentifier"), TextStr("Custom"))
            .pair(Name(b"OutputCondition"), TextStr(CONDITION))
            .pair(Name(b"Info"), TextStr(CONDITION))
            .pair(Name(b"DestOutputProfile"), self.profile);
    }
}

impl<W: std::io::Write> super::PdfDocument<W> {
    /// The bleed around every page's trim box, in points.
    pub(super) fn bleed(&self) -> f32 {
        self.meta.pdfx.map_or(0.0, |x| x.bleed.max(0.0))
    }

    /// For a PDF/X document, writes the output profile and the XMP
    /// metadata, and says what the rest of the document carries.
    pub(super) fn pdfx_objects(&mut self) -> std::io::Result<Option<Objects>> {
        use pdf_writer::{Chunk, Filter, Name};
        if self.meta.pdfx.is_none() {
            return Ok(None);
        }
        // A PDF/X file is dated: the given date, else now.
        let secs = self.meta.date.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64)
        });
        // No title given: the first page's number of pages and date name it.
        let title = self.meta.title.clone();
        let shown = title.clone().unwrap_or_else(|| "fenlingo".to_owned());
        let id = document_id(&format!("{shown}\n{secs}\n{}", self.page_refs.len()));
        let (profile, metadata) = (self.alloc(), self.alloc());
        let icc = super::deflate(&grey_icc_profile());
        let mut c = Chunk::new();
        c.stream(profile, &icc)
            .filter(Filter::FlateDecode)
            .pair(Name(b"N"), 1);
        self.w.put(profile, &c)?;
        let xmp = xmp(&shown, &xmp_date(super::civil(secs)), &uuid(&id));
        let mut c = Chunk::new();
        c.metadata(metadata, xmp.as_bytes());
        self.w.put(metadata, &c)?;
        Ok(Some(Objects {
            id,
            date: super::pdf_date(secs),
            title: title.is_none().then_some(shown),
            profile,
            metadata,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_profile_is_a_monochrome_output_profile() {
        let icc = grey_icc_profile();
        let count = u32::from_be_bytes(icc[128..132].try_into().unwrap()) as usize;
        let mut sigs = Vec::new();
        for i in 0..count {
            let e = &icc[132 + 12 * i..144 + 12 * i];
            let off = u32::from_be_bytes(e[4..8].try_into().unwrap()) as usize;
            let len = u32::from_be_bytes(e[8..12].try_into().unwrap()) as usize;
            assert!(off % 4 == 0 && off + len <= icc.len());
            sigs.push(std::str::from_utf8(&e[..4]).unwrap().to_owned());
        }
        assert_eq!(sigs, ["desc", "cprt", "wtpt", "kTRC"]);
        assert_eq!(icc.len() % 4, 0);
    }

    #[test]
    fn the_xmp_escapes_the_title_and_says_pdfx4() {
        let x = xmp("Mates <2> & more", "2026-01-01T00:00:00Z", "a-b");
        assert!(x.contains("Mates &lt;2&gt; &amp; more"));
        assert!(x.contains("<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>"));
        assert_eq!(uuid(&[0xab; 16]).len(), 36);
    }
}
