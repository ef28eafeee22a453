#!/usr/bin/env bash
# Translates and replays a 10,000-game PGN (random legal games, fixed seed):
# games per second for fenlingo (to Spanish letters, every move replayed),
# side by side with python-chess reading and replaying the same file (when
# python-chess is installed: pip install chess).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
cargo build --release --quiet --example genpgn
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/release/examples/genpgn 10000 > "$dir/10k.pgn"
best=999999
for _ in 1 2 3; do
  s=$(date +%s%N)
  target/release/fenlingo moves --input "$dir/10k.pgn" --from en --to es -o "$dir/out.pgn"
  e=$(date +%s%N)
  ms=$(( (e - s) / 1000000 ))
  (( ms < best )) && best=$ms
done
echo "fenlingo: 10,000 games translated and replayed in ${best} ms ($(( 10000 * 1000 / best )) games/s)"
if python3 -c "import chess.pgn" 2>/dev/null; then
  read -r n secs < <(python3 benches/moves_pychess.py "$dir/10k.pgn" "$dir/py.txt")
  echo "python-chess: $n games read and replayed in ${secs} s ($(python3 -c "print(int($n / $secs))") games/s)"
  echo "ratio: $(python3 -c "print(round($secs * 1000 / $best, 1))")x"
fi
