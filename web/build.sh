#!/usr/bin/env bash
# Builds web/dist/fenlingo.html: the library compiled to WebAssembly with
# wasm-bindgen, and the page's HTML, CSS and JavaScript, in one file that
# works from disk and offline.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-1}"

if command -v rustup >/dev/null 2>&1 && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

# wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in the
# page's lock file (their formats must match).
want="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' web/Cargo.lock)"
have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have" != "$want" ]; then
  # --locked first; a registry without one of its locked dependencies
  # gets the newest compatible ones instead.
  cargo install wasm-bindgen-cli --version "$want" --locked ||
    cargo install wasm-bindgen-cli --version "$want"
fi

# web/Cargo.lock pins wasm-bindgen; cargo adds to it what a new
# dependency of the library needs (not --locked).
nice -n 10 cargo build --release --target wasm32-unknown-unknown \
  --manifest-path web/Cargo.toml --target-dir target
out=target/web
rm -rf "$out"
wasm-bindgen --target no-modules --no-typescript --out-dir "$out" \
  target/wasm32-unknown-unknown/release/fenlingo_web.wasm
if command -v wasm-opt >/dev/null 2>&1; then
  # Smaller when binaryen is at hand; not required.
  wasm-opt -Oz --all-features "$out/fenlingo_web_bg.wasm" -o "$out/opt.wasm" &&
    mv "$out/opt.wasm" "$out/fenlingo_web_bg.wasm" || echo "wasm-opt failed; keeping the unoptimized module"
fi
node web/inline.mjs "$out" web/dist/fenlingo.html
