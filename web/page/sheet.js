// The fenlingo page's puzzle sheet: pasted lines or a dropped file read
// by the library as `fenlingo sheet` reads a file, with its options, a
// preview of the first diagrams, and the PDF with its answer key. A file
// is read in a worker, in chunks, so a large one never stops the page and
// is never held whole.
"use strict";

// The worker: the same WebAssembly, a file read in chunks with
// FileReaderSync, its progress posted as it goes.
const FENLINGO_WORKER = `
self.onmessage = async (ev) => {
  const { module, file, name, lang, pageLang, options, want, font, captionFont } = ev.data;
  await wasm_bindgen({ module_or_path: module });
  // The page's chess font, read again by this worker's library.
  if (font) wasm_bindgen.piece_font(font.bytes, font.name, pageLang);
  // The page's font for Chinese, Japanese and Korean captions.
  if (captionFont) wasm_bindgen.caption_font(captionFont);
  const reader = new FileReaderSync();
  const size = file.size;
  const step = 1 << 20;
  let at = 0;
  let told = 0;
  const chunks = {
    next() {
      if (at >= size) return new Uint8Array(0);
      const end = Math.min(at + step, size);
      const bytes = new Uint8Array(reader.readAsArrayBuffer(file.slice(at, end)));
      at = end;
      if (at - told >= 2 * step || at === size) {
        told = at;
        self.postMessage({ progress: at, size });
      }
      return bytes;
    },
  };
  try {
    if (want === "pdf") {
      const pdf = wasm_bindgen.sheet_pdf_chunks(chunks, name, lang, pageLang, options);
      self.postMessage({ pdf }, [pdf.buffer]);
    } else {
      self.postMessage({ report: wasm_bindgen.sheet_report_chunks(chunks, name, lang, pageLang, options) });
    }
  } catch (e) {
    // The file could not be read (removed, or unreadable).
    self.postMessage({ failed: String((e && e.message) || e) });
  }
};
`;

// `ctx` gives the WebAssembly functions (W) and module, the element
// lookup ($), the page's words (t), the problem list item (problem), the
// download (save) and the page's language (pageLanguage).
function fenlingoSheet(ctx) {
  const { W, module, $, t, problem, save, pageLanguage } = ctx;
  // A dropped or opened file, read from disk in a worker, until the text
  // is edited.
  const input = { file: null };
  let worker = null;
  let workerUrl = null;

  function language() {
    return $("sheet-lang").value || pageLanguage();
  }

  // The options of `fenlingo sheet`, by their command-line names.
  function options() {
    const num = (id) => ($(id).value === "" ? null : Number($(id).value));
    return JSON.stringify({
      template: $("template").value,
      title: $("sheet-title").value,
      format: $("sheet-format").value,
      from: $("sheet-from").value,
      orientation: $("sheet-orientation").value,
      theme: $("sheet-theme").value,
      coords: $("sheet-coords").value,
      pieces: $("sheet-pieces").value,
      "no-answers": $("sheet-no-answers").checked,
      "setup-move": $("sheet-setup-move").checked,
      figurines: $("sheet-figurines").checked,
      themes: $("sheet-themes").value,
      rating: $("sheet-rating").value,
      popularity: num("sheet-popularity"),
      limit: num("sheet-limit"),
      sort: $("sheet-sort").value,
      seed: num("sheet-seed") || 0,
    });
  }

  function pastedInput() {
    const text = $("sheet-input").value;
    // Pasted text: its look tells the format when none is chosen.
    let name = "pasted.fen";
    if (/^\s*(\[|1\s*\.)/.test(text)) name = "pasted.pgn";
    else if (/^\s*PuzzleId\s*,/i.test(text)) name = "pasted.csv";
    return [new TextEncoder().encode(text), name];
  }

  // A problem of the sheet, with its line.
  function sheetProblem(e) {
    const div = problem(e, "error");
    if (e.line) {
      const at = document.createElement("p");
      at.className = "at";
      at.textContent = t("web-sheet-at", { line: e.line });
      div.prepend(at);
    }
    return div;
  }

  function show(r) {
    $("sheet-report").textContent = r.count
      ? t("web-sheet-count", { count: r.count, pages: r.pages })
      : t("web-sheet-empty");
    const errs = $("sheet-errors");
    errs.replaceChildren(
      ...r.warnings.map((w) => problem(w, "warning")),
      ...r.errors.slice(0, 20).map(sheetProblem),
    );
    $("dl-sheet").disabled = r.count === 0;
    // The first diagrams, small, as images of their own.
    const small = JSON.stringify({ size: 160, coords: "none", caption: "none", theme: "print" });
    $("sheet-preview").replaceChildren(
      ...r.preview.map(([n, fen, label]) => {
        const li = document.createElement("li");
        const d = JSON.parse(W.diagram(fen, language(), small) || "null");
        if (d) {
          const img = new Image();
          img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(d.svg);
          img.alt = fen;
          li.append(img);
        }
        const b = document.createElement("b");
        b.textContent = `${n}.`;
        li.append(b, label || "");
        return li;
      }),
    );
  }

  function stopWorker() {
    if (worker) worker.terminate();
    worker = null;
    $("sheet-progress-box").hidden = true;
  }

  // Reads the file in a worker: `want` is `report` or `pdf`; `done` gets
  // the worker's answer.
  async function readFile(want, done) {
    stopWorker();
    if (!workerUrl) {
      const glue = document.getElementById("bindgen").textContent;
      workerUrl = URL.createObjectURL(new Blob([glue, FENLINGO_WORKER], { type: "text/javascript" }));
    }
    const file = input.file;
    const w = new Worker(workerUrl);
    worker = w;
    const box = $("sheet-progress-box");
    const bar = $("sheet-progress");
    box.hidden = false;
    bar.value = 0;
    $("sheet-progress-text").textContent = t("web-sheet-reading", { name: file.name, percent: 0 });
    $("dl-sheet").disabled = true;
    w.onmessage = (ev) => {
      if (worker !== w) return;
      const m = ev.data;
      if (m.progress !== undefined) {
        bar.value = m.size ? m.progress / m.size : 1;
        const percent = m.size ? Math.floor((100 * m.progress) / m.size) : 100;
        $("sheet-progress-text").textContent = t("web-sheet-reading", { name: file.name, percent });
        return;
      }
      stopWorker();
      if (m.failed !== undefined) {
        // A file that cannot be read says so.
        const message = t("io-read", { path: file.name, reason: m.failed });
        $("sheet-errors").replaceChildren(problem({ message }, "error"));
        $("sheet-report").textContent = t("web-sheet-empty");
        $("sheet-preview").replaceChildren();
        return;
      }
      done(m);
    };
    const chosen = $("pieces-font").files[0];
    const font = chosen && $("sheet-pieces").value === "font" ? { bytes: await chosen.arrayBuffer(), name: chosen.name } : null;
    if (font) font.bytes = new Uint8Array(font.bytes);
    const captionFile = $("caption-font").files[0];
    const captionFont = captionFile ? new Uint8Array(await captionFile.arrayBuffer()) : null;
    w.postMessage({ module, file, name: file.name, lang: language(), pageLang: pageLanguage(), options: options(), want, font, captionFont });
  }

  function update() {
    if (input.file) {
      readFile("report", (m) => show(JSON.parse(m.report)));
      return;
    }
    stopWorker();
    const [bytes, name] = pastedInput();
    show(JSON.parse(W.sheet_report(bytes, name, language(), pageLanguage(), options())));
  }

  // A file is never pasted into the text box: it is read from disk.
  function loadSheetFile(file) {
    input.file = file;
    $("sheet-input").value = "";
    // A lichess file: its choices at hand.
    if (/\.csv$/i.test(file.name)) $("sheet-puzzles").open = true;
    $("sheet-file-name").textContent = t("web-sheet-file-loaded", { name: file.name });
    update();
  }

  $("sheet-input").addEventListener("input", () => {
    input.file = null;
    $("sheet-file").value = "";
    $("sheet-file-name").textContent = "";
    update();
  });
  for (const id of ["sheet-format", "template", "sheet-lang", "sheet-from", "sheet-orientation", "sheet-theme", "sheet-pieces", "sheet-coords", "sheet-sort"]) {
    $(id).addEventListener("change", update);
  }
  for (const id of ["sheet-setup-move", "sheet-figurines", "sheet-no-answers"]) $(id).addEventListener("change", update);
  for (const id of ["sheet-themes", "sheet-rating", "sheet-popularity", "sheet-limit", "sheet-seed"]) {
    $(id).addEventListener("change", update);
  }
  document.addEventListener("fenlingo-caption-font", update);
  $("sheet-file").addEventListener("change", () => {
    const f = $("sheet-file").files[0];
    if (f) loadSheetFile(f);
  });
  const area = $("sheet-input");
  area.addEventListener("dragover", (ev) => {
    ev.preventDefault();
    area.classList.add("dragging");
  });
  area.addEventListener("dragleave", () => area.classList.remove("dragging"));
  area.addEventListener("drop", (ev) => {
    ev.preventDefault();
    area.classList.remove("dragging");
    const f = ev.dataTransfer.files[0];
    if (f) loadSheetFile(f);
  });
  $("dl-sheet").addEventListener("click", () => {
    const name = "fenlingo-sheet.pdf";
    if (input.file) {
      readFile("pdf", (m) => {
        $("dl-sheet").disabled = false;
        if (m.pdf.length) save(m.pdf, "application/pdf", name);
      });
      return;
    }
    const [bytes, pasted] = pastedInput();
    const pdf = W.sheet_pdf(bytes, pasted, language(), pageLanguage(), options());
    if (pdf.length) save(pdf, "application/pdf", name);
  });

  update();
  return { update };
}
