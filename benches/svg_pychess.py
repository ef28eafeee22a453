"""Draws every position of a FEN file with python-chess's chess.svg.board,
one SVG file per position in a folder, or in memory when no folder is
given: the yardstick for fenlingo's diagrams (benches/cli.sh,
benches/diagram.rs, benches/sheet.sh). Prints the count and the seconds."""
import os, sys, time
import chess, chess.svg

fens = [line.strip() for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
folder = sys.argv[2] if len(sys.argv) > 2 else None
start = time.perf_counter()
for i, fen in enumerate(fens, 1):
    svg = chess.svg.board(chess.Board(fen), size=360)
    if folder:
        with open(os.path.join(folder, f"{i}.svg"), "w", encoding="utf-8") as out:
            out.write(svg)
print(f"{len(fens)} {time.perf_counter() - start:.3f}")
