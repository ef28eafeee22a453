#!/usr/bin/env bash
# Fills fuzz/corpus/<target>/ with seed inputs: the repository's own tables,
# templates and sample, and (when present beside the repository) the shared
# test corpora and source articles.
set -euo pipefail
cd "$(dirname "$0")"
shared=${FENLINGO_SHARED:-../../shared}
mkdir -p corpus/fen corpus/fen_agree corpus/detect corpus/table corpus/movetext corpus/template corpus/filters
n=0
add() { # target, text
  n=$((n + 1))
  printf '%s' "$2" > "corpus/$1/seed-$n"
}
while IFS= read -r line; do add fen "$line"; add fen_agree "$line"; add detect "$line"; done < <(grep -v '^#' ../src/sample.epd)
for f in ../locales/*/notation.toml; do cp "$f" "corpus/table/$(basename "$(dirname "$f")").toml"; done
for f in ../templates/*.toml; do cp "$f" corpus/template/; done
for f in ../tests/filters/*.json ../tests/filters/*.md; do cp "$f" corpus/filters/; done
if [ -d "$shared/corpora" ]; then
  while IFS= read -r line; do add fen "$line"; add detect "$line"; done < <(grep -hv '^#' "$shared/corpora/cross/consensus_valid_fens.txt" | head -300)
  while IFS= read -r line; do add fen "$line"; done < <(grep -hv '^#' "$shared/corpora/cross/consensus_invalid_fens.tsv" | cut -f1 | head -200)
  for f in "$shared"/corpora/*/pgn/*.pgn; do
    head -c 20000 "$f" > "corpus/movetext/$(basename "$f")"
  done
fi
if [ -d "$shared/seeds" ]; then
  for f in "$shared"/seeds/*.txt; do
    grep -oE '[^ ]+/[^ ]+/[^ ]+/[^ ]+/[^ ]+/[^ ]+/[^ ]+/[^ ]+( [^ ]+){0,5}' "$f" | while IFS= read -r line; do add fen "$line"; add detect "$line"; done || true
  done
fi
echo "fuzz seeds: $(find corpus -type f | wc -l) files"
