// The fenlingo page: reads the text box with the library (WebAssembly),
// shows what was read, the standard FEN, problems and the diagram, and
// makes downloads and sheets. Every text comes from the library's Fluent
// files; nothing leaves the page.
"use strict";

(function () {
  const W = wasm_bindgen;
  const $ = (id) => document.getElementById(id);
  const FIRST = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n - - 5 26";
  const FILES = "abcdefgh";

  let sheet = null;
  const state = {
    lang: "en",
    captions: "en", // the language of diagram captions (any caption locale)
    letters: "auto",
    to: "en",
    view: null,
    ply: -1, // index into the game's plies; -1 is the start
    marks: [],
    arrows: [],
    cursor: "e4",
    arrowFrom: null,
    drawn: null,
    fen: "",
    last: null,
  };

  // ---- start ---------------------------------------------------------

  function wasmBytes() {
    const raw = atob(FENLINGO_WASM_GZ);
    const gz = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) gz[i] = raw.charCodeAt(i);
    const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).arrayBuffer();
  }

  async function start() {
    // One module for the page and the worker that reads sheet files.
    const module = await WebAssembly.compile(await wasmBytes());
    await W({ module_or_path: module });
    // The page speaks the interface languages; captions and sheets come
    // in every caption language.
    for (const l of JSON.parse(W.interface_languages())) {
      $("page-lang").add(new Option(`${l.name} (${l.id})`, l.id));
    }
    for (const l of JSON.parse(W.languages())) {
      $("sheet-lang").add(new Option(`${l.name} (${l.id})`, l.id));
    }
    state.module = module;
    state.tables = JSON.parse(W.notations());
    $("letters").add(new Option("", "auto"));
    $("sheet-from").add(new Option("", "auto"));
    for (const t of state.tables) {
      $("letters").add(new Option(tableName(t), t.id));
      $("to").add(new Option(tableName(t), t.id));
      $("sheet-from").add(new Option(tableName(t), t.id));
    }
    const templates = JSON.parse(W.templates());
    for (const name of templates) $("template").add(new Option(name, name));
    // The default of `fenlingo sheet`.
    if (templates.includes("a4-6")) $("template").value = "a4-6";
    // The browser's languages, negotiated among the interface's; the
    // captions in the browser's first language when it has captions.
    const asked = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
    state.lang = W.interface_language(JSON.stringify([...asked]));
    state.captions = W.language(asked[0]);
    $("page-lang").value = state.lang;
    $("sheet-lang").value = state.captions;
    // Moves and FEN written back in the page's language when it has
    // letters of its own.
    state.to = state.tables.some((t) => t.id === state.captions) ? state.captions : "en";
    $("to").value = state.to;
    translate();
    wire();
    // For scripts and tests: where the board is, and what is drawn on it.
    window.fenlingoPage = { drawn: () => state.drawn, options };
    $("input").value = FIRST;
    update();
    sheet = fenlingoSheet({ W, module: state.module, $, t, problem, save, pageLanguage: () => state.lang });
  }

  // ---- words ---------------------------------------------------------

  function t(id, args) {
    return W.text(state.lang, id, JSON.stringify(args || {}));
  }

  // A table by its language's own name; the figurines and the
  // problemists' letters in the page's language.
  function tableName(table) {
    const own = { figurine: "web-table-figurine", problem: "web-table-problem" }[table.id];
    return `${own ? t(own) : table.name} (${table.id})`;
  }

  function translate() {
    document.documentElement.lang = state.lang;
    const ids = new Set();
    document.querySelectorAll("[data-i18n], [data-i18n-aria]").forEach((el) => {
      if (el.dataset.i18n) ids.add(el.dataset.i18n);
      if (el.dataset.i18nAria) ids.add(el.dataset.i18nAria);
    });
    const words = JSON.parse(W.words(state.lang, JSON.stringify([...ids])));
    document.querySelectorAll("[data-i18n]").forEach((el) => {
      el.textContent = words[el.dataset.i18n];
    });
    document.querySelectorAll("[data-i18n-aria]").forEach((el) => {
      el.setAttribute("aria-label", words[el.dataset.i18nAria]);
      el.title = words[el.dataset.i18nAria];
    });
    for (const id of ["letters", "to", "sheet-from"]) {
      for (const o of $(id).options) {
        const table = (state.tables || []).find((x) => x.id === o.value);
        if (table) o.textContent = tableName(table);
      }
    }
    $("letters").options[0].textContent = t("web-letters-auto");
    $("sheet-from").options[0].textContent = t("web-letters-auto");
    $("diagram").setAttribute("aria-label", t("web-board-label"));
    $("version").textContent = t("web-version", { version: FENLINGO_VERSION });
    document.title = `${t("web-title")} — ${t("web-tab-position")}`;
  }

  // ---- reading -------------------------------------------------------

  function update() {
    const view = JSON.parse(W.read($("input").value, state.lang, state.letters, state.to));
    state.view = view;
    showDetected(view);
    $("standard").textContent = view.standard;
    $("translated").textContent = view.translated;
    showProblems(view);
    const game = view.game;
    $("moves-box").hidden = !game;
    if (game) {
      if (state.ply >= game.plies.length || state.gameText !== $("input").value) {
        state.ply = game.plies.length - 1;
      }
      state.gameText = $("input").value;
      showMoves(game);
    } else {
      state.ply = -1;
      state.last = null;
      if (view.kind === "error" && state.fen) {
        // While the text is being fixed, the last diagram stays, faded.
        $("diagram").classList.add("stale");
        setDownloads(false);
        return;
      }
      state.fen = view.standard;
    }
    draw();
  }

  function showDetected(view) {
    const box = $("detected");
    box.replaceChildren();
    const d = view.detected;
    if (!d.text) {
      box.textContent = view.kind === "error" ? "—" : "";
      return;
    }
    const p = document.createElement("p");
    p.style.margin = "0";
    p.textContent = d.text;
    if (d.ambiguous) p.className = "ambiguous";
    box.append(p);
    if (d.choices.length) {
      if (!d.ambiguous) {
        const q = document.createElement("p");
        q.className = "hint";
        q.textContent = t("web-choose");
        box.append(q);
      }
      const row = document.createElement("div");
      row.className = "choices";
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", t("web-choose"));
      for (const c of d.choices) {
        const b = document.createElement("button");
        b.type = "button";
        b.dataset.testid = "reading";
        b.dataset.table = c.id;
        b.setAttribute("aria-pressed", String(!d.ambiguous && c.id === d.id));
        b.textContent = c.label;
        const small = document.createElement("small");
        small.textContent = c.gives;
        b.append(small);
        b.addEventListener("click", () => {
          state.letters = c.id;
          $("letters").value = c.id;
          update();
        });
        row.append(b);
      }
      box.append(row);
    }
  }

  function problem(p, cls) {
    const div = document.createElement("div");
    div.className = `problem ${cls}`;
    const msg = document.createElement("p");
    msg.className = "msg";
    // The excerpt shows the line and the column.
    msg.textContent = p.message;
    div.append(msg);
    if (p.excerpt) {
      const pre = document.createElement("pre");
      pre.textContent = p.excerpt;
      div.append(pre);
    }
    if (p.note) {
      const n = document.createElement("p");
      n.className = "note";
      n.textContent = p.note;
      div.append(n);
    }
    return div;
  }

  function showProblems(view) {
    const box = $("errors");
    box.replaceChildren();
    for (const e of view.errors) box.append(problem(e, "error"));
    for (const w of view.warnings) box.append(problem(w, "warning"));
    if (view.kind === "game") {
      for (const f of view.flags) box.append(problem({ message: f }, "warning"));
    }
    if (!box.childElementCount && (view.kind === "position" || view.kind === "game")) {
      const ok = document.createElement("p");
      ok.className = "ok";
      ok.textContent = t("web-no-problems");
      box.append(ok);
    }
  }

  function showMoves(game) {
    const list = $("movelist");
    list.replaceChildren();
    game.plies.forEach((p, i) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.ply = String(i);
      // White's moves carry their number; Black's only when first.
      if (i === 0 || !p.number.endsWith("...")) {
        const n = document.createElement("span");
        n.className = "n";
        n.textContent = p.number;
        b.append(n);
      }
      b.append(p.san);
      b.addEventListener("click", () => goTo(i));
      li.append(b);
      list.append(li);
    });
    $("movetext").value = game.text;
    $("to-name").textContent = $("to").selectedOptions[0]?.textContent ?? "";
    goTo(state.ply, true);
  }

  function goTo(i, quiet) {
    const game = state.view && state.view.game;
    if (!game) return;
    state.ply = Math.max(-1, Math.min(game.plies.length - 1, i));
    const p = game.plies[state.ply];
    state.fen = p ? p.fen : game.start;
    // The FEN shown is the diagram's.
    $("standard").textContent = state.fen;
    $("translated").textContent = p ? p.translated : game.start_translated;
    state.last = p && p.from && p.to ? [p.from, p.to] : null;
    $("ply").textContent = p ? `${p.number} ${p.san}` : t("web-move-start");
    $("movelist").querySelectorAll("button").forEach((b) => {
      b.setAttribute("aria-current", String(Number(b.dataset.ply) === state.ply));
    });
    const cur = $("movelist").querySelector('[aria-current="true"]');
    if (cur && !quiet) cur.scrollIntoView({ block: "nearest" });
    if (!quiet) draw();
  }

  // ---- the diagram ---------------------------------------------------

  function options() {
    const caption = $("caption").value;
    return {
      theme: $("theme").value,
      pieces: $("pieces").value,
      orientation: $("orientation").value,
      coords: $("coords").value,
      caption: caption === "custom" ? $("caption-text").value || "none" : caption,
      size: Number($("size").value) || 440,
      marks: state.marks,
      arrows: state.arrows,
      last: state.last,
      last_move: $("last-move").value,
    };
  }

  function draw() {
    const box = $("diagram");
    const alt = $("board-alt");
    if (!state.fen) {
      box.replaceChildren();
      alt.textContent = "";
      state.drawn = null;
      setDownloads(false);
      return;
    }
    // Why the captions are in English, when they are.
    $("caption-font-note").textContent = W.caption_note(state.captions, state.lang);
    const out = W.diagram(state.fen, state.captions, JSON.stringify(options()));
    if (!out) return;
    const d = JSON.parse(out);
    state.drawn = d;
    box.innerHTML = d.svg;
    const svg = box.querySelector("svg");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    // The keyboard cursor, shown while the board has focus.
    const [x, y] = squareXY(state.cursor);
    const r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    r.setAttribute("class", "cursor");
    r.setAttribute("x", x + 2);
    r.setAttribute("y", y + 2);
    r.setAttribute("width", d.square - 4);
    r.setAttribute("height", d.square - 4);
    r.setAttribute("fill", state.arrowFrom ? "rgba(26,95,180,0.15)" : "none");
    r.setAttribute("stroke", "#1a5fb4");
    r.setAttribute("stroke-width", Math.max(2, d.square * 0.06));
    svg.append(r);
    alt.textContent = d.caption ? `${state.fen} — ${d.caption}` : state.fen;
    const stale = !!state.view && state.view.kind === "error";
    box.classList.toggle("stale", stale);
    setDownloads(!stale);
  }

  function setDownloads(on) {
    for (const id of ["dl-svg", "dl-png", "dl-pdf"]) $(id).disabled = !on;
  }

  function squareXY(sq) {
    const d = state.drawn;
    const f = FILES.indexOf(sq[0]);
    const r = Number(sq[1]) - 1;
    const col = d.flipped ? 7 - f : f;
    const row = d.flipped ? r : 7 - r;
    return [d.board_x + col * d.square, d.board_y + row * d.square];
  }

  function squareAt(ev) {
    const d = state.drawn;
    const svg = $("diagram").querySelector("svg");
    if (!d || !svg) return null;
    const box = svg.getBoundingClientRect();
    const x = ((ev.clientX - box.left) * d.width) / box.width;
    const y = ((ev.clientY - box.top) * d.height) / box.height;
    const col = Math.floor((x - d.board_x) / d.square);
    const row = Math.floor((y - d.board_y) / d.square);
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    const f = d.flipped ? 7 - col : col;
    const r = d.flipped ? row : 7 - row;
    return FILES[f] + (r + 1);
  }

  function toggleMark(sq) {
    const tool = document.querySelector('input[name="tool"]:checked').value;
    const color = Number($("color").value);
    const i = state.marks.findIndex((m) => m.square === sq);
    if (i >= 0) {
      const same = state.marks[i].style === tool && state.marks[i].color === color;
      state.marks.splice(i, 1);
      if (same) return draw();
    }
    state.marks.push({ square: sq, style: tool, color });
    draw();
  }

  function toggleArrow(from, to) {
    const color = Number($("color").value);
    const i = state.arrows.findIndex((a) => a.from === from && a.to === to);
    if (i >= 0) state.arrows.splice(i, 1);
    else state.arrows.push({ from, to, color });
    draw();
  }

  function wireBoard() {
    const box = $("diagram");
    let down = null;
    box.addEventListener("pointerdown", (ev) => {
      down = squareAt(ev);
      if (down) box.setPointerCapture(ev.pointerId);
    });
    box.addEventListener("pointerup", (ev) => {
      const up = squareAt(ev);
      if (down && up) {
        if (up === down) toggleMark(up);
        else toggleArrow(down, up);
      }
      down = null;
    });
    box.addEventListener("keydown", (ev) => {
      if (!state.drawn) return;
      const d = state.drawn;
      let f = FILES.indexOf(state.cursor[0]);
      let r = Number(state.cursor[1]) - 1;
      const sign = d.flipped ? -1 : 1;
      const moves = { ArrowLeft: [-sign, 0], ArrowRight: [sign, 0], ArrowUp: [0, sign], ArrowDown: [0, -sign] };
      if (moves[ev.key]) {
        f = Math.max(0, Math.min(7, f + moves[ev.key][0]));
        r = Math.max(0, Math.min(7, r + moves[ev.key][1]));
        state.cursor = FILES[f] + (r + 1);
        ev.preventDefault();
        draw();
      } else if (ev.key === " " || ev.key === "Enter") {
        ev.preventDefault();
        toggleMark(state.cursor);
      } else if (ev.key === "a" || ev.key === "A") {
        ev.preventDefault();
        if (state.arrowFrom && state.arrowFrom !== state.cursor) {
          const from = state.arrowFrom;
          state.arrowFrom = null;
          toggleArrow(from, state.cursor);
        } else {
          state.arrowFrom = state.arrowFrom ? null : state.cursor;
          draw();
        }
      } else if (ev.key === "Escape") {
        state.arrowFrom = null;
        draw();
      }
    });
  }

  // ---- downloads -----------------------------------------------------

  function save(bytes, type, name) {
    const url = URL.createObjectURL(new Blob([bytes], { type }));
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  function png() {
    const d = state.drawn;
    const img = new Image();
    const svg = d.svg;
    img.onload = () => {
      const c = document.createElement("canvas");
      c.width = Math.round(d.width);
      c.height = Math.round(d.height);
      const ctx = c.getContext("2d");
      ctx.drawImage(img, 0, 0, c.width, c.height);
      c.toBlob((blob) => blob && save(blob, "image/png", "fenlingo-diagram.png"), "image/png");
    };
    img.src = "data:image/svg+xml;base64," + btoa(unescape(encodeURIComponent(svg)));
  }

  // ---- wiring --------------------------------------------------------

  function wire() {
    let pending = 0;
    $("input").addEventListener("input", () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(update);
    });
    $("letters").addEventListener("change", () => {
      state.letters = $("letters").value;
      update();
    });
    $("to").addEventListener("change", () => {
      state.to = $("to").value;
      update();
    });
    $("page-lang").addEventListener("change", () => {
      state.lang = $("page-lang").value;
      state.captions = state.lang;
      $("sheet-lang").value = state.lang;
      translate();
      update();
      sheet.update();
    });
    $("copy").addEventListener("click", async () => {
      const text = $("standard").textContent;
      try {
        await navigator.clipboard.writeText(text);
      } catch (_) {
        const range = document.createRange();
        range.selectNodeContents($("standard"));
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        document.execCommand("copy");
      }
      $("copy").textContent = t("web-copied");
      setTimeout(() => ($("copy").textContent = t("web-copy")), 1500);
    });
    for (const id of ["theme", "pieces", "orientation", "coords", "size", "caption-text", "last-move"]) {
      $(id).addEventListener("input", draw);
    }
    // A chess font for the pieces, read by the library: on success it is
    // the set chosen, named by its file; otherwise the error says why.
    $("pieces-font").addEventListener("change", async () => {
      const file = $("pieces-font").files[0];
      if (!file) return;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const error = W.piece_font(bytes, file.name, state.lang);
      const font = $("pieces").querySelector('option[value="font"]');
      const sheetFont = $("sheet-pieces").querySelector('option[value="font"]');
      $("pieces-error").textContent = error;
      font.hidden = sheetFont.hidden = !!error;
      if (!error) font.textContent = sheetFont.textContent = file.name;
      $("pieces").value = error ? "noto" : "font";
      draw();
    });
    // A font for the captions DejaVu Sans cannot draw (Chinese, Japanese,
    // Korean): a browser shows the page no installed font. The sheet's
    // worker is given it too.
    $("caption-font").addEventListener("change", async () => {
      const file = $("caption-font").files[0];
      if (!file) return;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const faces = W.caption_font(bytes);
      draw();
      if (!faces) $("caption-font-note").textContent = t("pieces-bad-font", { file: file.name });
      document.dispatchEvent(new Event("fenlingo-caption-font"));
    });
    $("caption").addEventListener("change", () => {
      const custom = $("caption").value === "custom";
      document.querySelectorAll(".custom-caption").forEach((el) => (el.hidden = !custom));
      draw();
    });
    $("clear").addEventListener("click", () => {
      state.marks = [];
      state.arrows = [];
      draw();
    });
    $("first").addEventListener("click", () => goTo(-1));
    $("prev").addEventListener("click", () => goTo(state.ply - 1));
    $("next").addEventListener("click", () => goTo(state.ply + 1));
    $("last").addEventListener("click", () => goTo(1e9));
    $("movelist").addEventListener("keydown", (ev) => {
      if (ev.key === "ArrowRight" || ev.key === "ArrowLeft") {
        goTo(state.ply + (ev.key === "ArrowRight" ? 1 : -1));
        const cur = $("movelist").querySelector('[aria-current="true"]');
        if (cur) cur.focus();
        ev.preventDefault();
      }
    });
    wireBoard();
    $("dl-svg").addEventListener("click", () => save(state.drawn.svg, "image/svg+xml", "fenlingo-diagram.svg"));
    $("dl-png").addEventListener("click", png);
    $("dl-pdf").addEventListener("click", () => {
      save(W.diagram_pdf(state.fen, state.captions, JSON.stringify(options())), "application/pdf", "fenlingo-diagram.pdf");
    });
    // Tabs: click, or the arrow keys between them.
    const tabs = [$("tab-position"), $("tab-sheet")];
    const show = (tab) => {
      for (const other of tabs) {
        const on = other === tab;
        other.setAttribute("aria-selected", String(on));
        other.tabIndex = on ? 0 : -1;
        $(other.getAttribute("aria-controls")).hidden = !on;
      }
      tab.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener("click", () => show(tab));
      tab.addEventListener("keydown", (ev) => {
        if (ev.key === "ArrowRight" || ev.key === "ArrowLeft") show(tabs[(i + 1) % 2]);
      });
    });
  }

  start().catch((e) => {
    document.body.prepend(Object.assign(document.createElement("pre"), { textContent: String(e) }));
    throw e;
  });
})();
