#!/usr/bin/env bash
# PGN round trips over the shared corpora's PGN files and every built-in
# table: each file's export form (`fenlingo moves --input FILE`) is a fixed
# point, and the file, or its export form, written with `--to TABLE` and
# read back with `--from TABLE` gives the export form byte for byte. The
# corpora are read where they are (../shared/corpora, or FENLINGO_CORPORA),
# never copied. Files that are not PGN at all are named below with the reason.
set -euo pipefail
cd "$(dirname "$0")/.."
corpora=${FENLINGO_CORPORA:-../shared/corpora}
bin=${FENLINGO_BIN:-target/release/fenlingo}
if [ -z "${FENLINGO_BIN:-}" ]; then cargo build --release --quiet; fi
# chess.js's 0.pgn is a PGN pasted into HTML (`<br />` between lines).
not_pgn="chess.js/pgn/0.pgn"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mapfile -t tables < <("$bin" languages | awk '{print $1}')
files=0 trips=0 failed=0
fail() { echo "check-roundtrip: $*" >&2; failed=$((failed + 1)); }
while IFS= read -r f; do
  rel=${f#"$corpora"/}
  if [[ " $not_pgn " == *" $rel "* ]]; then continue; fi
  files=$((files + 1))
  e="$dir/e.pgn"
  if ! "$bin" moves --input "$f" -o "$e" 2>/dev/null; then fail "$rel: not read"; continue; fi
  "$bin" moves --input "$e" -o "$dir/ee.pgn" 2>/dev/null || { fail "$rel: export form not read"; continue; }
  cmp -s "$e" "$dir/ee.pgn" || fail "$rel: export form is not a fixed point"
  for t in "${tables[@]}"; do
    for src in "$f" "$e"; do
      trips=$((trips + 1))
      if ! "$bin" moves --input "$src" --to "$t" -o "$dir/t.pgn" 2>/dev/null; then
        fail "$rel: not written with --to $t"; continue
      fi
      if ! "$bin" moves --input "$dir/t.pgn" --from "$t" -o "$dir/b.pgn" 2>/dev/null; then
        fail "$rel: not read back with --from $t"; continue
      fi
      cmp -s "$e" "$dir/b.pgn" || fail "$rel: through $t, not the export form"
    done
  done
done < <(find "$corpora" -name '*.pgn' | sort)
if [ "$files" -eq 0 ]; then echo "check-roundtrip: no PGN file under $corpora" >&2; exit 1; fi
echo "check-roundtrip: $files PGN files, ${#tables[@]} tables, $trips round trips, $failed failures"
[ "$failed" -eq 0 ]
