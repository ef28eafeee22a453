"""fenlingo against python-chess, side by side, in one run:

- drawing: fenlingo.svg vs chess.svg.board on 500 positions;
- reading FEN: fenlingo.translate vs chess.Board(fen).fen() on 100,000 positions;
- reading games: fenlingo.moves vs chess.pgn.read_game (which replays every
  move) on 300 games of standard SAN, read as English as python-chess reads
  them (`from_="en"`), and again with fenlingo detecting the notation (it
  then reads the text with every table it has, to never guess).

The positions and games come from random games played with python-chess
(seeded, so every run measures the same inputs); each side's best of a
few alternating rounds is shown. Run after
`pip install ./python chess`:

    python python/bench.py
"""

import io
import random
import sys
import time

import chess
import chess.pgn
import chess.svg

import fenlingo


def random_games(count, plies, seed):
    rng = random.Random(seed)
    for _ in range(count):
        board = chess.Board()
        for _ in range(plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        yield board


def positions(count, seed):
    out = []
    for board in random_games(count // 50 + 1, 200, seed):
        replay = chess.Board()
        for move in board.move_stack:
            replay.push(move)
            out.append(replay.fen())
            if len(out) % (count // 50 + 1) == 0:
                break
        if len(out) >= count:
            break
    rng = random.Random(seed)
    while len(out) < count:
        out.append(rng.choice(out))
    return out[:count]


def timed(f, items):
    start = time.perf_counter()
    for x in items:
        f(x)
    return time.perf_counter() - start


def row(name, items, ours, theirs, target, rounds):
    """Times both sides over the items, alternating, `rounds` times, and
    prints the best round of each: a machine busy with other work slows
    single rounds, not the best one."""
    best_ours = best_theirs = float("inf")
    for _ in range(rounds):
        best_ours = min(best_ours, timed(ours, items))
        best_theirs = min(best_theirs, timed(theirs, items))
    n = len(items)
    print(
        f"{name:<34} {n:>7}  {n / best_ours:>12,.0f}/s  {n / best_theirs:>12,.0f}/s  "
        f"{best_theirs / best_ours:>7.1f}x  (target {target})"
    )


def main():
    print(f"python {sys.version.split()[0]}, python-chess {chess.__version__}, fenlingo {fenlingo.__version__}")
    print(f"{'':<34} {'items':>7}  {'fenlingo':>14}  {'python-chess':>14}  {'ratio':>8}")

    # Drawing.
    fens = positions(500, 1)
    row("svg vs chess.svg.board", fens, lambda f: fenlingo.svg(f, lang="en"),
        lambda f: chess.svg.board(chess.Board(f)), "50x", 3)

    # Reading and writing FEN.
    fens = positions(100_000, 2)
    row("translate vs Board(fen).fen()", fens, fenlingo.translate,
        lambda f: chess.Board(f).fen(), "5x", 2)

    # Reading and replaying PGN.
    pgns = [str(chess.pgn.Game.from_board(b)) for b in random_games(300, 120, 3)]
    pychess = lambda p: chess.pgn.read_game(io.StringIO(p)).end().board()  # noqa: E731
    row("moves vs pgn.read_game + replay", pgns, lambda p: fenlingo.moves(p, from_="en"),
        pychess, "30x", 5)
    row("  the same, notation detected", pgns, fenlingo.moves, pychess, "-", 3)
    plies = sum(len(fenlingo.moves(p)) for p in pgns)
    print(f"({plies:,} half-moves in the games)")


if __name__ == "__main__":
    main()
