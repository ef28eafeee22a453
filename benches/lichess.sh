#!/usr/bin/env bash
# Choosing puzzles from the lichess puzzle database as a stream: a generated
# file of the database's shape (same header, columns, row length and theme
# mix; 1,200,000 rows by default, `benches/lichess.sh 5000000` for the whole
# database's size) is scanned with filters, a seeded random order and a
# limit. Prints rows per second and peak memory (RSS) of each run.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-1200000}
cargo build --release --quiet
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
csv="$dir/puzzles.csv"
# Four real puzzle rows (FEN before the setup move, the moves in UCI, their
# themes) varied in id, rating, popularity and plays.
awk -v n="$rows" 'BEGIN {
  srand(20240101);
  fen[0] = "q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17"; mv[0] = "e8d7 a2e6 d7d8 f7f8"; th[0] = "mate mateIn2 middlegame short";
  fen[1] = "4kb1r/p2B1ppp/4qn2/4p1B1/4P3/1Q6/PPP2PPP/2KR4 b k - 0 15"; mv[1] = "f6d7 b3b8 d7b8 d1d8"; th[1] = "mate mateIn2 sacrifice middlegame short";
  fen[2] = "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5"; mv[2] = "g4d1 c4f7 e8e7 c3d5"; th[2] = "mate mateIn2 opening short";
  fen[3] = "r1bqkb1r/pppn1ppp/5n2/3p2B1/3P4/2N5/PP2PPPP/R2QKBNR w KQkq - 0 6"; mv[3] = "c3d5 f6d5 g5d8 f8b4 d1d2 b4d2 e1d2 e8d8"; th[3] = "crushing opening long";
  extra[0] = "fork"; extra[1] = "pin"; extra[2] = "endgame"; extra[3] = "advantage"; extra[4] = "hangingPiece"; extra[5] = "kingsideAttack";
  print "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";
  for (i = 0; i < n; i++) {
    k = int(rand() * 4);
    rating = 600 + int(rand() * 2400);
    pop = int(rand() * 200) - 100; if (pop < 60) pop = 60 + int(rand() * 41);
    printf "%05x,%s,%s,%d,%d,%d,%d,%s %s,https://lichess.org/%08x#%d,Italian_Game Italian_Game_Classical_Variation\n", \
      i, fen[k], mv[k], rating, 70 + int(rand() * 30), pop, int(rand() * 50000), th[k], extra[int(rand() * 6)], i * 7919, 20 + int(rand() * 40);
  }
}' > "$csv"
echo "generated $rows rows, $(( $(stat -c %s "$csv") / 1024 / 1024 )) MiB"
measure() {
  /usr/bin/time -f "%e %M" "$@" 2> "$dir/time" >/dev/null || true
  tail -n 1 "$dir/time"
}
report() {
  local name=$1 secs=$2 kb=$3
  awk -v n="$rows" -v s="$secs" -v kb="$kb" -v name="$name" \
    'BEGIN { printf "%s: %.2f s, %.2f million rows/s, peak RSS %d MiB\n", name, s, n / (s > 0 ? s : 0.001) / 1e6, kb / 1024 }'
}
bin=target/release/fenlingo
read -r secs kb < <(measure "$bin" sheet "$csv" -o "$dir/a.pdf" --themes mateIn2,fork --rating 1500-1800 --popularity 80 --sort random --seed 7 --limit 60)
report "themes + rating + popularity, random order, 60 puzzles" "$secs" "$kb"
read -r secs kb < <(measure "$bin" sheet "$csv" -o "$dir/b.pdf" --sort rating --limit 100 --template a4-12)
report "every row, 100 easiest" "$secs" "$kb"
read -r secs kb < <(measure "$bin" sheet "$csv" -o "$dir/c.pdf" --themes nosuchtheme)
report "a theme no row has (the scan alone)" "$secs" "$kb"
