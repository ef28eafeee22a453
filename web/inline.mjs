// Inlines the page: CSS, the wasm-bindgen glue, the WebAssembly module
// (gzip, base64) and the page's script into one HTML file.
// Usage: node web/inline.mjs BINDGEN_DIR OUTPUT.html
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync, constants } from "node:zlib";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [bindgen, output] = process.argv.slice(2);
const page = (name) => readFileSync(join(here, "page", name), "utf8");
const limit = 6 * 1024 * 1024;

const wasm = readFileSync(join(bindgen, "fenlingo_web_bg.wasm"));
const gz = gzipSync(wasm, { level: constants.Z_BEST_COMPRESSION });
// No `</script` can appear in base64; the glue and the page are ours.
const glue = readFileSync(join(bindgen, "fenlingo_web.js"), "utf8");
const app = page("app.js");
const sheet = page("sheet.js");
for (const [name, text] of [["glue", glue], ["app", app], ["sheet", sheet]]) {
  if (/<\/script/i.test(text)) throw new Error(`${name} holds </script`);
}

const toml = readFileSync(join(here, "..", "Cargo.toml"), "utf8");
const version = /^version\s*=\s*"([^"]+)"/m.exec(toml)[1];

const html = page("index.html")
  .replace("/*CSS*/", () => page("style.css"))

  .replace("/*BINDGEN*/", () => glue)
  .replace(
    "/*WASM*/",
    () =>
      `const FENLINGO_VERSION = ${JSON.stringify(version)};\n` +
      `const FENLINGO_WASM_GZ = "${gz.toString("base64")}";`,
  )
  .replace("/*SHEET*/", () => sheet)
  .replace("/*APP*/", () => app);

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, html);
const mib = (n) => (n / 1048576).toFixed(2);
console.log(
  `${output}: ${mib(html.length)} MiB (wasm ${mib(wasm.length)} MiB, gzip ${mib(gz.length)} MiB)`,
);
if (Buffer.byteLength(html) > limit) {
  console.error(`${output} is larger than 6 MiB`);
  process.exit(1);
}
