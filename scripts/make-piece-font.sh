#!/usr/bin/env bash
# Makes the built-in diagram piece set's font: the twelve chess symbols
# (U+2654–U+265F) of Noto Sans Symbols 2 (SIL Open Font License 1.1,
# Debian's fonts-noto-core), subset with fontTools, without hinting.
# The result is committed; run this only to make it again.
set -euo pipefail
cd "$(dirname "$0")/.."
src="${1:-/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf}"
python3 -c "import fontTools" 2>/dev/null || python3 -m pip install --quiet fonttools
python3 -m fontTools.subset "$src" \
  --unicodes=U+2654-265F --no-hinting --name-IDs='*' --name-languages='*' \
  --layout-features='' --notdef-outline \
  --output-file=src/render/pieces/noto/NotoSansSymbols2-chess.ttf
