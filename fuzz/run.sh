#!/usr/bin/env bash
# Runs every fuzz target: `fuzz/run.sh [RUNS] [SECONDS]` (default 10,000,000
# runs each; with SECONDS, each target stops after that long at the latest).
# cargo-fuzz needs nightly compiler flags; RUSTC_BOOTSTRAP=1 lets the stable
# toolchain accept them.
set -euo pipefail
cd "$(dirname "$0")"
runs=${1:-10000000}
limit=${2:-0}
bash seed.sh
for t in fen fen_agree detect table movetext template filters; do
  RUSTC_BOOTSTRAP=1 cargo fuzz run -O "$t" -- -runs="$runs" -max_total_time="$limit" -print_final_stats=1 2>&1 | grep -E "Done|stat::number_of_executed_units|panicked|SUMMARY|^error" | sed "s/^/$t: /"
done
