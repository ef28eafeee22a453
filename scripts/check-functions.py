#!/usr/bin/env python3
"""Functions longer than a reader takes in at once: every `fn` in src/, web/src/ and
python/src/ (tests aside) is measured from its signature to its closing
brace. Prints those over the limit (150 lines by default, or the first
argument) and exits 1 when there is one."""
import os, re, sys

LIMIT = int(sys.argv[1]) if len(sys.argv) > 1 else 150
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FN = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w+)")

def strip(line):
    """The line without string and character literals and comments."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    line = re.sub(r"'(?:[^'\\]|\\.)'", "''", line)
    return line.split("//")[0]

def functions(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    out = []
    i = 0
    while i < len(lines):
        if lines[i].strip() == "#[cfg(test)]":
            break
        m = FN.match(lines[i])
        if not m:
            i += 1
            continue
        depth, started, j = 0, False, i
        while j < len(lines):
            s = strip(lines[j])
            if not started and ";" in s and "{" not in s:
                break  # a declaration without a body
            depth += s.count("{") - s.count("}")
            started |= "{" in s
            if started and depth <= 0:
                out.append((m.group(1), i + 1, j - i + 1))
                break
            j += 1
        i += 1
    return out

long = []
for top in ("src", os.path.join("web", "src"), os.path.join("python", "src")):
    for d, _, names in os.walk(os.path.join(here, top)):
        for n in sorted(names):
            if n.endswith(".rs") and n != "tests.rs":
                p = os.path.join(d, n)
                for name, line, size in functions(p):
                    if size > LIMIT:
                        long.append((size, os.path.relpath(p, here), line, name))
for size, path, line, name in sorted(long, reverse=True):
    print(f"{path}:{line}: fn {name}: {size} lines")
print(f"check-functions: {len(long)} functions over {LIMIT} lines")
sys.exit(1 if long else 0)
