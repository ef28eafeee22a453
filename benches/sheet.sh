#!/usr/bin/env bash
# A 1,200-position puzzle sheet on a4-6 with captions: wall time, file size
# and peak memory; then 100,000 positions on a4-12 to show memory stays flat.
# The yardstick, from the same run: python-chess drawing the same 1,200
# positions as SVG in memory (it makes no sheets; its diagrams alone).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
cargo build --release --quiet --example genfens
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/release/examples/genfens 1200 en | awk '{ print $0 " ; Puzzle " NR ", from a game" }' > "$dir/1200.fen"
target/release/examples/genfens 100000 en > "$dir/100k.fen"
measure() {
  /usr/bin/time -f "%e %M" "$@" 2> "$dir/time" >/dev/null || true
  tail -n 1 "$dir/time"
}
read -r secs kb < <(measure target/release/fenlingo sheet "$dir/1200.fen" -o "$dir/1200.pdf" --template a4-6)
echo "1,200 positions, a4-6: ${secs} s, $(( $(stat -c %s "$dir/1200.pdf") / 1024 )) KiB, peak RSS $(( kb / 1024 )) MiB"
if python3 -c "import chess.svg" 2>/dev/null; then
  cut -d';' -f1 "$dir/1200.fen" > "$dir/1200-plain.fen"
  read -r n py < <(python3 benches/svg_pychess.py "$dir/1200-plain.fen")
  echo "python-chess chess.svg.board, the same $n positions as SVG in memory (no layout, no PDF): ${py} s ($(python3 -c "print(round($py / max($secs, 0.001), 1))")x the sheet's time)"
fi
read -r secs kb < <(measure target/release/fenlingo sheet "$dir/100k.fen" -o "$dir/100k.pdf" --template a4-12)
echo "100,000 positions, a4-12: ${secs} s, $(( $(stat -c %s "$dir/100k.pdf") / 1024 / 1024 )) MiB, peak RSS $(( kb / 1024 )) MiB"
