#!/usr/bin/env bash
# Builds the manual, docs/book, with mdBook 0.5 and this repository's own
# mdbook-fenlingo (built in release and put first on the PATH), and checks
# the result:
#   - every ```fen, ```epd and ```pgn block is drawn: the preprocessor
#     leaves a block it cannot read as code and says so on standard error,
#     which fails the build, as does any warning or error of mdBook's;
#   - every relative href and src of the built HTML names a file that
#     exists, and every #anchor an id of its page.
# Prints one line of summary. Installs mdBook from crates.io when missing.
#
# Usage: docs/book/build.sh [OUTPUT-FOLDER]    (default: docs/book/book)
set -euo pipefail
book="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$book/../.." && pwd)"
out="${1:-$book/book}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
fail() {
  echo "docs/book/build.sh: $*" >&2
  exit 1
}
start=$(date +%s%N)

command -v mdbook >/dev/null || cargo install mdbook --locked --version "^0.5" --quiet
case "$(mdbook --version)" in
  "mdbook v0.5."*) ;;
  *) fail "mdBook 0.5 is needed, not $(mdbook --version)" ;;
esac
(cd "$root" && cargo build --release --quiet --bin mdbook-fenlingo --bin fenlingo)
export PATH="$root/target/release:$PATH"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! mdbook build --dest-dir "$out" "$book" 2>"$log"; then
  cat "$log" >&2
  fail "mdbook build failed"
fi
# A block the preprocessor could not draw (it stays a code block).
if grep -q 'stays a code block' "$log"; then
  cat "$log" >&2
  fail "a figure block does not draw (above)"
fi
# mdBook's own warnings and errors: a missing include, a bad summary.
if grep -Eq '^ *(WARN|ERROR)|\[(WARN|ERROR)\]' "$log"; then
  cat "$log" >&2
  fail "mdbook warned (above)"
fi
# The preprocessor's other warnings (an illegal position drawn) are shown.
grep -v '^ *INFO' "$log" >&2 || true

figures=$(grep -o '<figure class="fenlingo"' "$out/print.html" | wc -l)
chapters=$(grep -c '](' "$book/src/SUMMARY.md")

# Every relative link and source of the built pages, and every anchor.
links=$(python3 - "$out" <<'PY'
import html.parser, os, sys, urllib.parse

out = sys.argv[1]
pages = {}


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids, self.refs = set(), []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k in ("id", "name") and v and (k == "id" or tag == "a"):
                self.ids.add(v)
            if k in ("href", "src") and v is not None:
                self.refs.append((tag, v, self.getpos()[0]))

    handle_startendtag = handle_starttag


for d, _, files in os.walk(out):
    for f in files:
        if f.endswith(".html"):
            p = Page()
            with open(os.path.join(d, f), encoding="utf-8") as fh:
                p.feed(fh.read())
            pages[os.path.normpath(os.path.join(d, f))] = p

checked, broken = 0, []
for path, page in sorted(pages.items()):
    # 404.html is served from the site's root, with a <base>: its links
    # are not relative to its own place.
    if os.path.basename(path) == "404.html":
        continue
    for tag, ref, line in page.refs:
        parts = urllib.parse.urlsplit(ref)
        if parts.scheme or ref.startswith("//"):
            continue
        checked += 1
        where = f"{os.path.relpath(path, out)}:{line}: <{tag}> {ref}"
        if parts.path:
            target = os.path.normpath(
                os.path.join(os.path.dirname(path), urllib.parse.unquote(parts.path))
            )
            if os.path.isdir(target):
                target = os.path.join(target, "index.html")
            if not os.path.exists(target):
                broken.append(f"{where}: no such file")
                continue
        else:
            target = path
        if parts.fragment:
            anchor = urllib.parse.unquote(parts.fragment)
            if target not in pages:
                broken.append(f"{where}: an anchor into a file that is not a page")
            elif anchor not in pages[target].ids:
                broken.append(f"{where}: no id '{anchor}' in {os.path.relpath(target, out)}")
if broken:
    print("\n".join(broken), file=sys.stderr)
    print(f"{len(broken)} broken of {checked} links", file=sys.stderr)
    sys.exit(1)
print(checked)
PY
) || fail "broken links (above)"

end=$(date +%s%N)
echo "docs/book: ${chapters} chapters, ${figures} figures drawn, ${links} links checked, none broken ($(((end - start) / 1000000)) ms) -> ${out#"$PWD/"}/index.html"
