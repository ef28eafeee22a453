"""A board-image server in the manner of web-boardimage, for benches/serve.sh:
python-chess draws the SVG, aiohttp serves it. GET /board.svg takes the same
parameters (fen, orientation, size, lastMove, check, arrows, squares,
coordinates, colors). Written for the comparison; usage: serve_pychess.py PORT
"""

import sys

import chess
import chess.svg
from aiohttp import web

COLORS = {
    "lichess-brown": {"square light": "#f0d9b5", "square dark": "#b58863"},
    "lichess-blue": {"square light": "#dee3e6", "square dark": "#8ca2ad"},
    "wikipedia": {"square light": "#ffce9e", "square dark": "#d18b47"},
}


def square(name):
    return chess.parse_square(name.strip())


def arrows(text):
    out = []
    for item in filter(None, (p.strip() for p in text.split(","))):
        color = {"G": "green", "R": "red", "Y": "yellow", "B": "blue"}.get(item[0])
        body = item[1:] if color and len(item) > 2 else item
        tail = square(body[:2])
        head = square(body[2:4]) if len(body) >= 4 else tail
        out.append(chess.svg.Arrow(tail, head, color=color or "green"))
    return out


async def board(request):
    q = request.query
    try:
        fen = q.get("fen", chess.STARTING_BOARD_FEN).replace("_", " ").strip()
        b = chess.Board(fen) if " " in fen else chess.Board(fen + " w - - 0 1")
        size = min(max(int(q.get("size", 360)), 16), 1024)
        orientation = chess.BLACK if q.get("orientation") == "black" else chess.WHITE
        last = chess.Move.from_uci(q["lastMove"]) if q.get("lastMove") else None
        check = square(q["check"]) if q.get("check") else None
        squares = chess.SquareSet(square(s) for s in q.get("squares", "").split(",") if s.strip())
        svg = chess.svg.board(
            b,
            orientation=orientation,
            size=size,
            lastmove=last,
            check=check,
            arrows=arrows(q.get("arrows", "")),
            squares=squares,
            coordinates=q.get("coordinates", "0") in ("1", "true"),
            colors=COLORS.get(q.get("colors", "lichess-brown"), {}),
        )
    except (ValueError, KeyError, IndexError) as e:
        return web.Response(status=400, text=str(e))
    return web.Response(text=svg, content_type="image/svg+xml")


app = web.Application()
app.router.add_get("/board.svg", board)
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)
