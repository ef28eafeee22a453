#!/usr/bin/env bash
# Print quality and its cost: the ink of a hatched dark square, the piece
# proportions of the built-in sets, and the time of a 100,000-position
# a4-12 sheet (set the base line with FENLINGO_BASELINE=path/to/fenlingo
# to compare another build on the same positions).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin fenlingo --example genfens --example printmetrics
target/release/examples/printmetrics
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/release/examples/genfens 100000 en > "$dir/100k.fen"
best() {
  local best=""
  for _ in 1 2 3; do
    local t
    t=$( { TIMEFORMAT=%R; time "$@" >/dev/null 2>&1; } 2>&1 )
    if [ -z "$best" ] || awk "BEGIN { exit !($t < $best) }"; then best=$t; fi
  done
  echo "$best"
}
now=$(best target/release/fenlingo sheet "$dir/100k.fen" -o "$dir/a.pdf" --template a4-12)
echo "100,000 positions, a4-12 sheet: ${now} s (best of 3), $(( $(stat -c %s "$dir/a.pdf") / 1024 / 1024 )) MiB"
if [ -n "${FENLINGO_BASELINE:-}" ]; then
  was=$(best "$FENLINGO_BASELINE" sheet "$dir/100k.fen" -o "$dir/b.pdf" --template a4-12)
  echo "the base line, same positions: ${was} s; now $(awk "BEGIN { printf \"%+.1f\", ($now / $was - 1) * 100 }")%"
fi
