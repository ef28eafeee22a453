#!/usr/bin/env bash
# Translates and replays a 10,000-game PGN (random legal games, fixed seed):
# games per second for fenlingo (to Spanish letters, every move replayed),
# with the notation given (--from en) and detected (--from auto),
# side by side with python-chess reading and replaying the same file (when
# python-chess is installed: pip install chess).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
cargo build --release --quiet --example genpgn
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/release/examples/genpgn 10000 > "$dir/10k.pgn"
# The fastest of three runs, in ms: `time_ms ARGS…`.
time_ms() {
  local best=999999 s e ms
  for _ in 1 2 3; do
    s=$(date +%s%N)
    target/release/fenlingo moves --input "$dir/10k.pgn" "$@" --to es -o "$dir/out.pgn"
    e=$(date +%s%N)
    ms=$(( (e - s) / 1000000 ))
    (( ms < best )) && best=$ms
  done
  echo "$best"
}
best=$(time_ms --from en)
echo "fenlingo: 10,000 games translated and replayed in ${best} ms ($(( 10000 * 1000 / best )) games/s)"
auto=$(time_ms --from auto)
echo "fenlingo, notation detected (--from auto): ${auto} ms ($(( 10000 * 1000 / auto )) games/s)"
if python3 -c "import chess.pgn" 2>/dev/null; then
  read -r n secs < <(python3 benches/moves_pychess.py "$dir/10k.pgn" "$dir/py.txt")
  echo "python-chess: $n games read and replayed in ${secs} s ($(python3 -c "print(int($n / $secs))") games/s)"
  echo "ratio: $(python3 -c "print(round($secs * 1000 / $best, 1))")x, detected: $(python3 -c "print(round($secs * 1000 / $auto, 1))")x"
fi
