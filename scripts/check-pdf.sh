#!/usr/bin/env bash
# Checks PDF output with independent tools: qpdf --check is clean, every font
# is embedded, subset and has a Unicode map (pdffonts), and the captions come
# back as text, Cyrillic and Japanese included (pdftotext). Installs qpdf and poppler-utils
# from Debian when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v qpdf >/dev/null || ! command -v pdftotext >/dev/null || ! command -v pdffonts >/dev/null || ! command -v gs >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qpdf poppler-utils ghostscript >/dev/null
  else
    echo "check-pdf: qpdf and poppler-utils are needed" >&2
    exit 1
  fi
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
bin=target/release/fenlingo
cargo build --release --quiet
(cd "$dir" && "$OLDPWD/$bin" --lang ru sheet >/dev/null 2>&1)
"$bin" --lang es diagram "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26" -o "$dir/figure.pdf" 2>/dev/null
for f in "$dir/fenlingo-sample.pdf" "$dir/figure.pdf"; do
  qpdf --check "$f" >/dev/null
  # Every font: embedded, subset, with a Unicode map.
  pdffonts "$f" | tail -n +3 | awk '{ if ($(NF-4) != "yes" || $(NF-3) != "yes" || $(NF-2) != "yes") { print "check-pdf: font not embedded/subset/unicode: " $0; bad=1 } } END { exit bad }'
done
text=$(pdftotext "$dir/fenlingo-sample.pdf" -)
for want in "Белые дают мат в 1 ход" "Белые дают мат в 2 хода" "Чёрные начинают и выигрывают" "Страница 1 из 4" "Решения" "2. Лd8#" "1... К:d5"; do
  if ! grep -qF "$want" <<<"$text"; then
    echo "check-pdf: '$want' not found in the sample sheet's text" >&2
    exit 1
  fi
done
grep -qF "Juegan las negras" <<<"$(pdftotext "$dir/figure.pdf" -)"
# PDF/X-4 in the print theme: qpdf's JSON of the objects shows the output
# intent, the version and every page's boxes; only grey operators draw;
# Ghostscript and poppler render it, and poppler names it PDF/X-4.
printf 'base = "a4-6"\n[page]\npdfx = true\nbleed = 3\n' > "$dir/x.toml"
(cd "$dir" && "$OLDPWD/$bin" sheet --template x.toml -o x.pdf >/dev/null 2>&1)
"$bin" diagram "r1bqk2r/pp1n1ppp/2pbpn2/3p4/2PP4/2NBPN2/PP3PPP/R1BQK2R w KQkq - 0 1" --theme print \
  --mark Ga3,Rb3,Yc3,Bd3 --arrow f3e5,Rc4d5 --pdfx -o "$dir/xd.pdf"
for f in "$dir/x.pdf" "$dir/xd.pdf"; do
  qpdf --check "$f" >/dev/null
  qpdf --json "$f" | python3 -c '
import json, sys
objs = json.load(sys.stdin)["qpdf"][1]
vals = [v.get("value", v.get("stream", {}).get("dict")) for v in objs.values()]
dicts = [v for v in vals if isinstance(v, dict)]
info = [d for d in dicts if "/GTS_PDFXVersion" in d]
assert info and info[0]["/GTS_PDFXVersion"] == "u:PDF/X-4" and "/ModDate" in info[0], info
cat = [d for d in dicts if d.get("/Type") == "/Catalog"][0]
oi = cat["/OutputIntents"][0]
assert oi["/S"] == "/GTS_PDFX" and "/DestOutputProfile" in oi and "/Metadata" in cat, cat
pages = [d for d in dicts if d.get("/Type") == "/Page"]
assert pages and all("/TrimBox" in p and "/BleedBox" in p for p in pages), pages
'
  pdfinfo "$f" | grep -q "PDF subtype: *PDF/X-4"
  qpdf --qdf --object-streams=disable "$f" "$dir/qdf.pdf"
  if grep -aqE '(^| )(rg|RG|k|K)$' "$dir/qdf.pdf"; then
    echo "check-pdf: $f draws with a colour operator" >&2
    exit 1
  fi
  gs -q -dSAFER -dNOPAUSE -dBATCH -sDEVICE=pnggray -r72 -sOutputFile="$dir/gs-%d.png" "$f"
  pdftoppm -r 72 -png "$f" "$dir/pp" 2>/dev/null
  test -s "$dir/gs-1.png" && test -s "$dir/pp-1.png" || test -s "$dir/pp-01.png"
done
# Japanese captions in an installed font (Noto Sans CJK, CFF outlines
# embedded as OpenType), when fonts-noto-cjk is installed.
if [ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ]; then
  "$bin" --lang ja sheet -o "$dir/ja.pdf" >/dev/null 2>&1
  qpdf --check "$dir/ja.pdf" >/dev/null
  fonts=$(pdffonts "$dir/ja.pdf" | tail -n +3)
  awk '{ if ($(NF-4) != "yes" || $(NF-3) != "yes" || $(NF-2) != "yes") { print "check-pdf: font not embedded/subset/unicode: " $0; bad=1 } } END { exit bad }' <<<"$fonts"
  grep -qF "+NotoSansCJKjp-Regular" <<<"$fonts"
  text=$(pdftotext "$dir/ja.pdf" -)
  for want in "白の手番・1 手メイト" "黒の手番・黒の勝ち" "1 / 4 ページ" "解答"; do
    if ! grep -qF "$want" <<<"$text"; then
      echo "check-pdf: '$want' not found in the Japanese sample sheet's text" >&2
      exit 1
    fi
  done
  echo "check-pdf: 4 passed, 0 failed"
else
  echo "check-pdf: 3 passed, 0 failed (fonts-noto-cjk is not installed: Japanese skipped)"
fi
