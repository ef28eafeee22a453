#!/usr/bin/env python3
"""Import cycles between the files of each crate: the library (src/), the
command line (src/main.rs and src/cli/), the filters' binaries (src/bin/),
the page (web/src/) and the Python module (python/src/). A file depends on another when one of its `use`
declarations or inline `crate::`/`super::` paths names an item defined
there; `use super::*` counts the parent's own items the file mentions. A
module's `mod` declarations and its re-exports of its own children are its
face, not a use. Prints every cycle; exits 1 when there is one."""
import os, re, sys

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ITEM = re.compile(r"^(?:pub(?:\([^)]*\))?\s+)?(?:const\s+fn|fn|struct|enum|const|static|type|trait|macro_rules!)\s+([A-Za-z_]\w*)", re.M)
WORD = re.compile(r"[A-Za-z_]\w*")

def crate_files(root, keep):
    """The crate's files under `root` by module path: `keep(rel)` says
    which belong to it; `lib.rs` and `main.rs` are its root."""
    files = {}
    for d, _, names in os.walk(root):
        for n in names:
            p = os.path.join(d, n)
            rel = os.path.relpath(p, root)
            if not n.endswith(".rs") or not keep(rel):
                continue
            parts = rel[:-3].split(os.sep)
            if parts[-1] == "mod" or parts in (["lib"], ["main"]):
                parts = parts[:-1]
            src = open(p, encoding="utf-8").read().split("#[cfg(test)]")[0]
            src = re.sub(r"//[^\n]*", "", src)
            files[tuple(parts)] = src
    return files

def analyze(label, files):
    """Prints the cycles among `files`; returns how many there are."""
    items = {m: set(ITEM.findall(s)) for m, s in files.items()}

    def owner(module, name):
        """The file that defines `name` reached as `module::name`: the module's
        file, or a child module's file when the module re-exports it."""
        if module + (name,) in files:
            return module + (name,)
        if module in files and name in items[module]:
            return module
        for m in files:
            if m[: len(module)] == module and len(m) == len(module) + 1 and name in items[m]:
                return m
        return module if module in files else None

    def expand(tree):
        """`a::{b, c::{d, e}}` → ["a::b", "a::c::d", "a::c::e"]."""
        tree = tree.strip()
        i = tree.find("{")
        if i < 0:
            return [tree]
        head, inner = tree[:i], tree[i + 1 : tree.rfind("}")]
        out, depth, cur = [], 0, ""
        for ch in inner:
            if ch == "," and depth == 0:
                out += expand(head + cur)
                cur = ""
                continue
            depth += ch == "{"
            depth -= ch == "}"
            cur += ch
        if cur.strip():
            out += expand(head + cur)
        return out

    edges = {m: set() for m in files}
    for m, src in files.items():
        body = re.sub(r"^\s*(pub(\([^)]*\))?\s+)?(use|mod)\s[^;]*;", "", src, flags=re.M)
        mentioned = set(WORD.findall(body))
        uses = re.findall(r"^\s*(pub(?:\([^)]*\))?\s+)?use\s+([^;]*);", src, flags=re.M)
        paths = [(bool(vis), p) for vis, u in uses for p in expand(u.replace("\n", " "))]
        paths += [(False, p) for p in re.findall(r"\b((?:crate|super)(?:::\w+)+)", body)]
        for public, path in paths:
            segs = [s.strip() for s in path.split(" as ")[0].split("::") if s.strip()]
            if not segs:
                continue
            if segs[0] == "crate":
                base, segs = (), segs[1:]
            elif segs[0] == "super":
                base = m[:-1] if m else ()
                segs = segs[1:]
                while segs and segs[0] == "super":
                    base, segs = base[:-1], segs[1:]
            elif segs[0] == "self":
                base, segs = m, segs[1:]
            elif m + (segs[0],) in files:
                base = m  # a child module named directly
            else:
                continue
            # Re-exporting one's own children is the module's face.
            if public and base == m:
                continue
            module = base
            while segs and module + (segs[0],) in files and len(segs) > 1:
                module, segs = module + (segs[0],), segs[1:]
            if not segs or segs == ["self"]:
                target = module if module in files else None
                if target and target != m and not (public and target[: len(m)] == m):
                    edges[m].add(target)
                continue
            if segs[-1] == "*":
                # A glob: the items of that module (its own, or its children's
                # that it re-exports) this file mentions, by where they are
                # defined.
                family = [module] + [c for c in files if c[: len(module)] == module and len(c) == len(module) + 1]
                for name in mentioned:
                    for f in family:
                        if name in items.get(f, set()) and name not in items[m] and f != m:
                            edges[m].add(f)
                            break
                continue
            target = owner(module, segs[0] if len(segs) == 1 else segs[-1])
            if target and target != m and not (public and target[: len(m)] == m):
                edges[m].add(target)

    index, low, stack, on, sccs, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)
    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                sccs.append(comp)
    for v in list(edges):
        if v not in index:
            visit(v)
    name = lambda m: "/".join(m) or "lib"
    for comp in sccs:
        print("cycle:", ", ".join(sorted(name(m) for m in comp)))
        for a in comp:
            for b in sorted(edges[a] & set(comp)):
                print(f"  {name(a)} -> {name(b)}")
    print(f"check-cycles: {label}: {len(files)} files, {sum(map(len, edges.values()))} dependencies, {len(sccs)} cycles")
    return len(sccs)


src = os.path.join(here, "src")
cycles = analyze("library", crate_files(src, lambda r: r.split(os.sep)[0] not in ("cli", "bin") and r != "main.rs"))
cycles += analyze("command line", crate_files(src, lambda r: r.split(os.sep)[0] == "cli" or r == "main.rs"))
for b in sorted(os.listdir(os.path.join(src, "bin"))):
    cycles += analyze("bin/" + b, crate_files(os.path.join(src, "bin"), lambda r, b=b: r == b))
cycles += analyze("page", crate_files(os.path.join(here, "web", "src"), lambda r: True))
cycles += analyze("python", crate_files(os.path.join(here, "python", "src"), lambda r: True))
sys.exit(1 if cycles else 0)
