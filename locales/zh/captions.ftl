# Chinese (Simplified) — diagram captions
# Sources:
#   - lichess.org crowd translations ("白方走棋", "白方胜利", "提出和棋", "看解答")
#   - DroidFish translations ("白方走棋")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = 白方
side-black = 黑方
caption-white-to-move = 白方走棋
caption-black-to-move = 黑方走棋

# single source: lichess

# single source: lichess

# single source: lichess ("提出和棋", offer a draw)

# single source: lichess ("看解答")


## Sheet text, piece names and figures
# lichess zh-CN "两步杀" (mate in two); the figure is written in digits
caption-mate-in = { $n }步杀

# composed: lichess's "看解答" (see the solution) has 解答; 答案 heads the key of Chinese puzzle books
caption-solutions = 答案
# lichess.org crowd translation (zh-CN, "puzzles": the puzzle pages' title)
caption-puzzles = 谜题

# composed: GTK 2 "第 %u 页" and apt "正在下载第 %li 个文件，共 %li 个"
caption-page-of = 第 { $page } 页，共 { $total } 页

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = 王
piece-queen = 后
piece-rook = 车
piece-bishop = 象
piece-knight = 马
piece-pawn = 兵

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = 国际象棋局面图，{ $side }：{ $fen }

## Who moves and what to do
# the stipulations of Chinese puzzle books: 白先胜 (White first, wins), 白先和 (draws), 白先两步杀 (mates in two)
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] 白先{ $n }步杀
   *[black] 黑先{ $n }步杀
}
caption-play-win = { $side ->
    [white] 白先胜
   *[black] 黑先胜
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] 白先和
   *[black] 黑先和
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/zh-CN.xml; the Traditional file zh-TW.xml has 將死)
caption-checkmate = 将杀
caption-stalemate = 逼和
