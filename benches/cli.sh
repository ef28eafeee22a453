#!/usr/bin/env bash
# Whole-process throughput of `fenlingo translate` on 100,000 positions,
# and the start-up time of one position, side by side with shakmaty doing
# the same work (benches/shakmaty: parse, validate, write; built alone,
# never a dependency of fenlingo). Prints the best of five wall-clock runs
# for each case.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
cargo build --release --quiet --example genfens
cargo build --release --quiet --manifest-path benches/shakmaty/Cargo.toml --target-dir target
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/release/examples/genfens 100000 en > "$dir/100k.fen"
# The floor of any process on this machine: a Rust program printing a line.
printf 'fn main() { println!("hello"); }\n' > "$dir/hello.rs"
rustc -O -o "$dir/hello" "$dir/hello.rs"
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
yard=target/release/shakmaty-yardstick
# One process for one position (microseconds): the median of 500 runs
# by hyperfine when it is installed (apt install hyperfine), started
# without a shell; else the fastest of five loops of 100 runs from bash,
# which adds bash's own fork to every run.
one_es='tcadract/pppppppp/8/8/4P3/8/PPPP1PPP/TCADRACT n RDrd e3 0 1'
one_en='rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
each() {
  local s e
  s=$(date +%s%N)
  for _ in $(seq 100); do "$@" > /dev/null 2>&1 || true; done
  e=$(date +%s%N)
  echo $(( (e - s) / 100000 ))
}
start_up() {
  if command -v hyperfine > /dev/null; then
    local q=() a
    for a in "$@"; do q+=("$(printf '%q' "$a")"); done
    hyperfine -N -i --warmup 30 -r 500 --export-json "$dir/start.json" "${q[*]}" > /dev/null 2>&1
    python3 -c "import json, sys; print(round(json.load(open(sys.argv[1]))['results'][0]['median'] * 1e6))" "$dir/start.json"
    return
  fi
  local best=999999 v
  for _ in 1 2 3 4 5; do
    v=$(each "$@")
    (( v < best )) && best=$v
  done
  echo "$best"
}
echo "one position, translate --from es: $(start_up $bin translate --from es "$one_es") us" \
  "(fenlingo --version: $(start_up $bin --version) us; shakmaty, one FEN: $(start_up $yard --one "$one_en") us;" \
  "a program that prints one line: $(start_up "$dir/hello") us)"
clean=$(best $bin translate --input "$dir/100k.fen" --output "$dir/out.fen")
broken=$(best $bin translate --input "$dir/100k-1pc.fen" --output "$dir/out.fen" 2>/dev/null || true)
echo "translate (defaults: --from auto --to en), 100k standard: $clean ms"
echo "translate (defaults), 100k with 1% broken lines: $broken ms ($(python3 -c "print(round($broken / max($clean, 1), 2))")x the clean batch)"
sk=$(best $yard "$dir/100k.fen" "$dir/shakmaty.fen")
en=$(best $bin translate --from en --to en --ep legal --input "$dir/100k.fen" --output "$dir/out.fen")
cmp -s "$dir/out.fen" "$dir/shakmaty.fen" || echo "note: fenlingo's and shakmaty's FENs differ"
ratio() { python3 -c "print(round($1 / max($2, 1), 2))"; }
echo "translate --from en --to en --ep legal, 100k: $en ms (shakmaty parse + validate + write: $sk ms; $(ratio "$sk" "$en")x)"
es=$(best $bin translate --from es --to en --input "$dir/100k-es.fen" --output "$dir/out.fen")
echo "translate --from es --to en, 100k: $es ms ($(ratio "$sk" "$es")x shakmaty's English run)"
echo "translate --from auto --to en, 100k (Spanish): $(best $bin translate --from auto --to en --input "$dir/100k-es.fen" --output "$dir/out.fen") ms"
echo "check, 100k: $(best $bin check --input "$dir/100k.fen" --output "$dir/report.txt") ms"
# 1,000 SVG files, each a figure of 360 px, on tmpfs when there is one:
# `diagram --input --out-dir` beside python-chess's chess.svg.board
# writing the same files.
files=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
head -n 1000 "$dir/100k.fen" > "$files/1k.fen"
svg=999999
for _ in 1 2 3 4 5; do
  rm -rf "$files/out"
  s=$(date +%s%N)
  $bin diagram --input "$files/1k.fen" --out-dir "$files/out" > /dev/null 2>&1 || true
  e=$(date +%s%N)
  ms=$(( (e - s) / 1000000 ))
  (( ms < svg )) && svg=$ms
done
echo "diagram --input --out-dir, 1,000 SVG files: $svg ms ($(ls "$files/out" | wc -l) files)"
if python3 -c "import chess.svg" 2>/dev/null; then
  mkdir -p "$files/py"
  read -r n secs < <(python3 benches/svg_pychess.py "$files/1k.fen" "$files/py")
  echo "python-chess chess.svg.board, $n SVG files: $(python3 -c "print(round($secs * 1000))") ms ($(python3 -c "print(round($secs * 1000 / max($svg, 1), 1))")x fenlingo's time)"
fi
rm -rf "$files"
