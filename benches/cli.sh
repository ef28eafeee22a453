#!/usr/bin/env bash
# Whole-process throughput of `fenlingo translate` on 100,000 positions.
# Prints the best of five wall-clock runs for each case.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
cargo build --release --quiet --example genfens
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/release/examples/genfens 100000 en > "$dir/100k.fen"
target/release/examples/genfens 100000 es > "$dir/100k-es.fen"
target/release/examples/genfens 100000 en 1 > "$dir/100k-1pc.fen"
best() {
  local best=999999
  for _ in 1 2 3 4 5; do
    local s e ms
    s=$(date +%s%N)
    "$@" > /dev/null 2>&1 || true
    e=$(date +%s%N)
    ms=$(( (e - s) / 1000000 ))
    (( ms < best )) && best=$ms
  done
  echo "$best"
}
bin=target/release/fenlingo
clean=$(best $bin translate --input "$dir/100k.fen" --output "$dir/out.fen")
broken=$(best $bin translate --input "$dir/100k-1pc.fen" --output "$dir/out.fen" 2>/dev/null || true)
echo "translate (defaults: --from auto --to en), 100k standard: $clean ms"
echo "translate (defaults), 100k with 1% broken lines: $broken ms ($(python3 -c "print(round($broken / max($clean, 1), 2))")x the clean batch)"
echo "translate --from en --to en, 100k: $(best $bin translate --from en --to en --input "$dir/100k.fen" --output "$dir/out.fen") ms"
echo "translate --from es --to en, 100k: $(best $bin translate --from es --to en --input "$dir/100k-es.fen" --output "$dir/out.fen") ms"
echo "translate --from auto --to en, 100k (Spanish): $(best $bin translate --from auto --to en --input "$dir/100k-es.fen" --output "$dir/out.fen") ms"
echo "check, 100k: $(best $bin check --input "$dir/100k.fen" --output "$dir/report.txt") ms"
