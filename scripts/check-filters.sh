#!/usr/bin/env bash
# The document filters with the real tools: the example document
# (examples/pandoc/ajedrez.md) through pandoc to HTML (inline figures,
# Spanish captions, the document's `fenlingo:` defaults), LaTeX (each
# \includegraphics names a PDF that passes qpdf --check, drawn in the
# print theme's black and white), docx (PNG pictures embedded at 300 dpi
# at their printed width) and EPUB; the example book
# (examples/mdbook) through mdBook 0.5. Installs pandoc, qpdf, unzip and
# poppler-utils from Debian and mdBook from crates.io when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() {
  echo "check-filters: $*" >&2
  exit 1
}
if ! command -v pandoc >/dev/null || ! command -v qpdf >/dev/null || ! command -v unzip >/dev/null \
  || ! command -v pdftoppm >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pandoc qpdf unzip poppler-utils >/dev/null
  elif command -v sudo >/dev/null; then
    sudo apt-get update -qq >/dev/null
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pandoc qpdf unzip poppler-utils >/dev/null
  else
    fail "pandoc, qpdf, unzip and pdftoppm are needed"
  fi
fi
if ! command -v mdbook >/dev/null; then
  cargo install mdbook --locked --version "^0.5" --quiet
fi
cargo build --release --quiet --bins
bin="$PWD/target/release"
export PATH="$bin:$PATH"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp examples/pandoc/ajedrez.md "$dir/"
cp -r examples/mdbook "$dir/book"
cd "$dir"
passed=0

# HTML: three inline figures, Spanish captions, no warnings.
pandoc ajedrez.md -s --filter pandoc-fenlingo -o out.html 2>html.err
[ ! -s html.err ] || fail "warnings for the HTML: $(cat html.err)"
[ "$(grep -c '<figure class="fenlingo"' out.html)" = 3 ] || fail "HTML: not 3 figures"
[ "$(grep -c '<svg role="img"' out.html)" = 3 ] || fail "HTML: not 3 inline SVGs"
for want in "Juegan las blancas y dan mate en 1" "Juegan las blancas" "Juegan las negras" 'id="fig-mate"'; do
  grep -qF "$want" out.html || fail "HTML: '$want' not found"
done
# The document's default (`fenlingo: {size: 300}`) reaches every figure.
[ "$(grep -c '<svg role="img"[^>]* width="300"' out.html)" = 3 ] || fail "HTML: not 3 figures 300 wide"
[ ! -e fenlingo-figures ] || fail "HTML: figure files written"
passed=$((passed + 1))

# LaTeX: every \includegraphics names a PDF that qpdf finds clean.
pandoc ajedrez.md -s --filter pandoc-fenlingo -o out.tex
grep -v '^%' out.tex | grep -o '\\includegraphics[^{]*{[^}]*}' | sed 's/.*{\(.*\)}/\1/' >graphics.txt
[ "$(wc -l <graphics.txt)" = 3 ] || fail "LaTeX: not 3 \\includegraphics"
while read -r f; do
  case "$f" in *.pdf) ;; *) fail "LaTeX: $f is not a PDF" ;; esac
  qpdf --check "$f" >/dev/null || fail "LaTeX: qpdf --check $f"
done <graphics.txt
grep -qF '\caption{Juegan las blancas y dan mate en 1}' out.tex || fail "LaTeX: no Spanish caption"
# Paper: the figures are drawn in the print theme, black and white only.
while read -r f; do
  pdftoppm -r 72 "$f" page
  python3 - page-1.ppm "$f" <<'PY' || fail "LaTeX: $f has colour (not the print theme)"
import sys
data = open(sys.argv[1], "rb").read()
# P6: magic, width, height, maxval, then RGB bytes.
parts = data.split(maxsplit=4)
rgb = parts[4]
coloured = sum(1 for i in range(0, len(rgb) - 2, 3) if max(rgb[i:i + 3]) - min(rgb[i:i + 3]) > 24)
sys.exit(1 if coloured else 0)
PY
  rm -f page-1.ppm
done <graphics.txt
# Run again: the figures are in the cache, nothing is drawn.
before=$(ls -l --time-style=+%s.%N fenlingo-figures)
start=$(date +%s%N)
pandoc ajedrez.md -s --filter pandoc-fenlingo -o again.tex
end=$(date +%s%N)
cmp -s out.tex again.tex || fail "LaTeX: a second run differs"
[ "$before" = "$(ls -l --time-style=+%s.%N fenlingo-figures)" ] || fail "LaTeX: cached figures rewritten"
echo "check-filters: second LaTeX run $(((end - start) / 1000000)) ms (all figures cached)"
if command -v pdflatex >/dev/null; then
  pandoc ajedrez.md --filter pandoc-fenlingo -o out.pdf
  pdftotext out.pdf - | grep -qF "dan mate en 1" || fail "PDF: no caption"
fi
passed=$((passed + 1))

# docx: three PNG pictures embedded, captions in the text.
pandoc ajedrez.md --filter pandoc-fenlingo -o out.docx
media=$(unzip -Z1 out.docx | grep -c '^word/media/.*\.png$' || true)
[ "$media" = 3 ] || fail "docx: $media pictures, not 3"
for m in $(unzip -Z1 out.docx | grep '^word/media/'); do
  [ "$(unzip -p out.docx "$m" | head -c 4 | od -An -c | tr -d ' ')" = '211PNG' ] || fail "docx: $m is not a PNG"
done
unzip -p out.docx word/document.xml | grep -qF "Juegan las negras" || fail "docx: no caption"
# 300 pixels to the inch at the printed width (914400 EMU to the inch).
unzip -p out.docx word/document.xml | grep -o '<wp:extent cx="[0-9]*"' | grep -o '[0-9][0-9]*' >extents.txt
[ "$(wc -l <extents.txt)" = 3 ] || fail "docx: not 3 picture extents"
i=0
for m in $(unzip -Z1 out.docx | grep '^word/media/.*\.png$'); do
  i=$((i + 1))
  unzip -p out.docx "$m" >picture.png
  px=$(head -c 20 picture.png | tail -c 4 | od -An -tu1 | awk '{print $1*16777216+$2*65536+$3*256+$4}')
  cx=$(sed -n "${i}p" extents.txt)
  dpi=$((px * 914400 / cx))
  [ "$dpi" -ge 295 ] && [ "$dpi" -le 305 ] || fail "docx: $m is $px px for $cx EMU: $dpi dpi, not 300"
done
passed=$((passed + 1))

# EPUB: inline SVG figures in the chapters.
pandoc ajedrez.md --filter pandoc-fenlingo -o out.epub
xhtml=$(unzip -Z1 out.epub | grep 'text/ch.*\.xhtml$' | while read -r f; do unzip -p out.epub "$f"; done)
[ "$(grep -c '<svg role="img"' <<<"$xhtml")" = 3 ] || fail "EPUB: not 3 inline SVGs"
grep -qF "<figcaption>Juegan las blancas y dan mate en 1</figcaption>" <<<"$xhtml" || fail "EPUB: no caption"
passed=$((passed + 1))

# mdBook: the example book, its preprocessor found on the PATH.
(cd book && mdbook build -d "$dir/book-out" >/dev/null 2>book.err) || fail "mdbook: $(cat book/book.err)"
[ "$(grep -c '<figure class="fenlingo"' book-out/print.html)" = 4 ] || fail "mdbook: not 4 figures in print.html"
for want in "Diagrama 1. Juegan las blancas" "Juegan las negras" "Juegan las blancas y dan mate en 1"; do
  grep -qF "<figcaption>$want</figcaption>" book-out/print.html || fail "mdbook: '$want' not found"
done
passed=$((passed + 1))
echo "check-filters: $passed passed, 0 failed (pandoc $(pandoc --version | head -n 1 | cut -d' ' -f2), $(mdbook --version))"
