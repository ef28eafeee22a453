#!/usr/bin/env bash
# fenlingo serve under load with wrk (32 connections, 2 threads): requests
# per second and p50/p99 latency for board.svg and board.png (360 px), cache
# off and on; the same SVG query against a python-chess + aiohttp server in
# the manner of web-boardimage (benches/serve_pychess.py, in a venv made
# here); and the memory of the service (RSS) before and after a mixed run
# in which a fifth of the requests are malformed.
#   bash benches/serve.sh [SECONDS]     (default 10 per measurement)
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-10}"
command -v wrk >/dev/null || { apt-get install -y -q wrk >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q wrk >/dev/null; }; }
cargo build --release --quiet --bin fenlingo
dir=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$dir"
}
trap cleanup EXIT
fen='6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8_n_-_-_5_26'
std='r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R_w_KQkq_-_2_3'

# Starts `fenlingo serve` with extra flags; sets $addr and $pid.
start() {
  target/release/fenlingo --lang en serve --listen 127.0.0.1:0 --quiet "$@" 2> "$dir/serve.err" &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 100); do
    addr=$(grep -o 'http://[0-9.:]*' "$dir/serve.err" || true)
    [ -n "$addr" ] && return
    sleep 0.1
  done
  echo "the server did not start" >&2
  exit 1
}

# wrk on one URL: "NAME: N req/s, p50 X, p99 Y".
measure() {
  local name=$1 url=$2
  wrk -t2 -c32 -d"${secs}s" --latency "$url" > "$dir/wrk.txt"
  local rps p50 p99 non2xx
  rps=$(awk '/^Requests\/sec/ {print int($2)}' "$dir/wrk.txt")
  p50=$(awk '$1 == "50%" {print $2}' "$dir/wrk.txt")
  p99=$(awk '$1 == "99%" {print $2}' "$dir/wrk.txt")
  non2xx=$(awk '/Non-2xx/ {print $NF}' "$dir/wrk.txt")
  echo "$name: $rps requests/s, p50 $p50, p99 $p99${non2xx:+, $non2xx non-2xx}"
  last_rps=$rps
}

rss() { awk '/^VmRSS/ {print int($2 / 1024)}' "/proc/$1/status"; }

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
start --cache-size 0
measure "board.svg, cache off" "$addr/board.svg?fen=$std&lastMove=f1c4&arrows=Gf3g5"
svg_rps=$last_rps
measure "board.png 360 px, cache off" "$addr/board.png?fen=$std&size=360"
measure "board.svg es→lang=es, cache off" "$addr/board.svg?fen=$fen&lang=es"
kill "$pid"; wait "$pid" 2>/dev/null || true
start
measure "board.svg, cache on" "$addr/board.svg?fen=$std&lastMove=f1c4&arrows=Gf3g5"
measure "board.png 360 px, cache on" "$addr/board.png?fen=$std&size=360"

# Memory: 100,000 requests or more, every one a different query (no two
# alike, so the cache fills and turns over), a fifth of them malformed.
cat > "$dir/mixed.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  local path
  if n % 5 == 0 then
    path = "/board.svg?fen=8/8/X7/8/8/8/8/K6k&size=" .. (100 + n % 900)
  else
    path = "/board.svg?fen=r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R_w&size=" .. (100 + n % 900) .. "&caption=" .. n
  end
  return wrk.format("GET", path)
end
LUA
before=$(rss "$pid")
wrk -t2 -c32 -d"$((secs * 2))s" -s "$dir/mixed.lua" "$addr" > "$dir/mixed.txt"
after=$(rss "$pid")
total=$(awk '/requests in/ {print $1}' "$dir/mixed.txt")
echo "memory: RSS $before MiB at start, $after MiB after $total mixed requests (a fifth malformed, cache 32 MiB)"
kill "$pid"; wait "$pid" 2>/dev/null || true

# The python-chess + aiohttp server, same SVG query.
venv=target/serve-bench-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import chess, aiohttp" 2>/dev/null; then
  python3 -m venv "$venv" && "$venv/bin/pip" install --quiet chess aiohttp
fi
port=$(python3 -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
"$venv/bin/python" benches/serve_pychess.py "$port" &
pids+=("$!")
python3 - "$port" <<'PY'
import sys, time, urllib.request
for _ in range(200):
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/board.svg", timeout=1)
        break
    except OSError:
        time.sleep(0.1)
PY
measure "python-chess + aiohttp board.svg" "http://127.0.0.1:$port/board.svg?fen=$std&lastMove=f1c4&arrows=Gf3g5"
echo "ratio (board.svg, cache off): $(python3 -c "print(round($svg_rps / max($last_rps, 1), 1))")x"
