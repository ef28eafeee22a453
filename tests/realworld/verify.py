#!/usr/bin/env python3
"""Re-check tests/realworld/snippets.toml with python-chess.

For every kind = "moves" snippet: the `san` list must be legal from `start` (or the
initial position), each entry must be exactly what python-chess's board.san() writes,
and the final position must equal `fen`. For kind = "position": `fen` must be a FEN
that python-chess accepts. Also checks ids, fields, habit names and that `notation`
names a letter table (a directory under locales/, or "en"/"figurine").

Prints a summary (count per language, per habit) and a closing
"N passed, N failed" line; exits non-zero on any failure.

Needs python-chess (pip install chess). Usage: python3 tests/realworld/verify.py
"""
import collections
import pathlib
import sys

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib

try:
    import chess
except ModuleNotFoundError:
    sys.exit("verify.py needs python-chess: pip install chess")

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
HABITS = {
    "long-dash", "dash-between-moves", "castling-zero", "punctuation", "number-forms",
    "rankless-pawn-capture", "capture-colon", "capture-times", "captured-piece-named",
    "lookalike-letters", "greek-files", "hebrew-files", "lowercase-piece", "annotation", "promotion",
    "glued-prose", "script-punctuation", "spaced-move", "spaced-castling",
    "comment-braces", "prose-parentheses", "brackets-variation", "position",
}
REQUIRED = ("id", "lang", "source", "kind", "notation", "habits", "text", "fen")


def notations():
    names = {"en", "figurine"}
    loc = ROOT / "locales"
    if loc.is_dir():
        names |= {p.name for p in loc.iterdir() if (p / "notation.toml").is_file()}
    return names


def check(sn, known_notations, seen):
    problems = []
    for key in REQUIRED:
        if key not in sn:
            problems.append(f"missing field {key!r}")
    if problems:
        return problems
    if sn["id"] in seen:
        problems.append("duplicate id")
    seen.add(sn["id"])
    if not sn["id"].startswith(sn["lang"].split("-")[0].lower() + "-"):
        problems.append(f"id does not start with the language tag {sn['lang']!r}")
    if not sn["source"].startswith(("http://", "https://")):
        problems.append("source is not a web address")
    if sn["notation"] not in known_notations:
        problems.append(f"unknown notation {sn['notation']!r}")
    for h in sn["habits"]:
        if h not in HABITS:
            problems.append(f"unknown habit {h!r}")
    if not sn["text"].strip():
        problems.append("empty text")
    expect = sn.get("expect", "accept")
    if expect not in ("accept", "refuse"):
        problems.append(f"expect must be 'refuse' when present, not {expect!r}")
    if expect == "refuse" and not sn.get("why"):
        problems.append("refuse without why")

    if sn["kind"] == "position":
        if "position" not in sn["habits"]:
            problems.append("position snippet without the 'position' habit")
        try:
            board = chess.Board(sn["fen"])
        except ValueError as ex:
            return problems + [f"fen not accepted: {ex}"]
        if board.fen() != sn["fen"]:
            problems.append(f"fen not in python-chess form: {board.fen()}")
        return problems

    if sn["kind"] != "moves":
        return problems + [f"unknown kind {sn['kind']!r}"]
    if "san" not in sn:
        return problems + ["moves snippet without san"]
    try:
        board = chess.Board(sn.get("start", chess.STARTING_FEN))
    except ValueError as ex:
        return problems + [f"start not accepted: {ex}"]
    if "start" in sn and board.fen() != sn["start"]:
        problems.append(f"start not in python-chess form: {board.fen()}")
    for i, san in enumerate(sn["san"], 1):
        try:
            move = board.parse_san(san)
        except ValueError as ex:
            return problems + [f"san[{i}] {san!r} not legal: {ex}"]
        canonical = board.san(move)
        if canonical != san:
            problems.append(f"san[{i}] {san!r} is written {canonical!r} by python-chess")
        board.push(move)
    if board.fen() != sn["fen"]:
        problems.append(f"final position {board.fen()} != fen {sn['fen']}")
    return problems


def main():
    path = HERE / "snippets.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    snippets = data.get("snippet", [])
    known = notations()
    seen = set()
    passed = failed = 0
    for sn in snippets:
        problems = check(sn, known, seen)
        if problems:
            failed += 1
            for p in problems:
                print(f"FAIL {sn.get('id', '?')}: {p}")
        else:
            passed += 1

    by_lang = collections.Counter(sn.get("lang", "?") for sn in snippets)
    by_habit = collections.Counter(h for sn in snippets for h in sn.get("habits", []))
    by_kind = collections.Counter(sn.get("kind", "?") for sn in snippets)
    refused = sum(1 for sn in snippets if sn.get("expect") == "refuse")
    print(f"{len(snippets)} snippets from {len({sn.get('source') for sn in snippets})} pages; "
          f"kinds: {dict(sorted(by_kind.items()))}; expect refuse: {refused}")
    print(f"languages ({len(by_lang)}):")
    for lang, n in sorted(by_lang.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {lang:8} {n}")
    print("habits:")
    for habit in sorted(HABITS, key=lambda h: (-by_habit[h], h)):
        print(f"  {habit:22} {by_habit[habit]}")
    missing = sorted(h for h in HABITS if not by_habit[h])
    if missing:
        print("habits with no snippet: " + ", ".join(missing))
    print("all OK" if not failed else "FAILURES")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
