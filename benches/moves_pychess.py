"""Reads and replays every game of a PGN file with python-chess, writing the
move text back in SAN: the reference for benches/moves.sh."""
import sys, time
import chess.pgn

start = time.perf_counter()
n = 0
with open(sys.argv[1], encoding="utf-8") as f, open(sys.argv[2], "w", encoding="utf-8") as out:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        board = game.board()
        sans = []
        for mv in game.mainline_moves():
            sans.append(board.san(mv))
            board.push(mv)
        out.write(" ".join(sans) + "\n" + board.fen() + "\n")
        n += 1
print(f"{n} {time.perf_counter() - start:.3f}")
