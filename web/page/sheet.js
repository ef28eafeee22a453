// The fenlingo page's puzzle sheet: pasted lines or a dropped file read
// by the library as `fenlingo sheet` reads a file, a preview of the first
// diagrams, and the PDF with its answer key.
"use strict";

// `ctx` gives the WebAssembly functions (W), the element lookup ($), the
// page's words (t), the problem list item (problem), the download (save)
// and the page's language (pageLanguage).
function fenlingoSheet(ctx) {
  const { W, $, t, problem, save, pageLanguage } = ctx;
  // A dropped or opened file, kept as bytes (any encoding), until the
  // text is edited.
  const input = { bytes: null, name: "" };

  function sheetInput() {
    if (input.bytes) return [input.bytes, input.name];
    const text = $("sheet-input").value;
    // Pasted text: its look tells the format when none is chosen.
    let name = "pasted.fen";
    if (/^\s*(\[|1\s*\.)/.test(text)) name = "pasted.pgn";
    else if (/^\s*PuzzleId\s*,/i.test(text)) name = "pasted.csv";
    return [new TextEncoder().encode(text), name];
  }

  function update() {
    const [bytes, name] = sheetInput();
    const language = $("sheet-lang").value || pageLanguage();
    const r = JSON.parse(W.sheet_report(bytes, name, $("sheet-format").value, language, $("template").value));
    $("sheet-report").textContent = r.count
      ? t("web-sheet-count", { count: r.count, pages: r.pages })
      : t("web-sheet-empty");
    const errs = $("sheet-errors");
    errs.replaceChildren(...r.errors.slice(0, 20).map((e) => problem(e, "error")));
    $("dl-sheet").disabled = r.count === 0;
    // The first diagrams, small, as images of their own.
    const small = JSON.stringify({ size: 160, coords: "none", caption: "none", theme: "print" });
    $("sheet-preview").replaceChildren(
      ...r.preview.map(([n, fen, label]) => {
        const li = document.createElement("li");
        const d = JSON.parse(W.diagram(fen, language, small) || "null");
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

  function loadSheetFile(file) {
    file.arrayBuffer().then((buf) => {
      input.bytes = new Uint8Array(buf);
      input.name = file.name;
      $("sheet-input").value = new TextDecoder().decode(input.bytes.slice(0, 200000));
      $("sheet-file-name").textContent = t("web-sheet-file-loaded", { name: file.name });
      update();
    });
  }

  $("sheet-input").addEventListener("input", () => {
    input.bytes = null;
    $("sheet-file-name").textContent = "";
    update();
  });
  for (const id of ["sheet-format", "template", "sheet-lang"]) $(id).addEventListener("change", update);
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
    const [bytes, name] = sheetInput();
    const language = $("sheet-lang").value || pageLanguage();
    const pdf = W.sheet_pdf(bytes, name, $("sheet-format").value, language, $("template").value, $("sheet-title").value);
    if (pdf.length) save(pdf, "application/pdf", "fenlingo-sheet.pdf");
  });

  update();
  return { update };
}
