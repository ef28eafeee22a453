# Chinese (Traditional) — diagram captions
# Sources:
#   - lichess.org crowd translations (zh-TW)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

# single source: lichess
side-white = 執白

# single source: lichess
side-black = 執黑

# single source: lichess (GNOME Chess: "白方移動")
caption-white-to-move = 白方走棋

# single source: lichess
caption-black-to-move = 黑方走棋


## Sheet text, piece names and figures
# lichess zh-TW "兩步殺棋" (mate in two)
caption-mate-in = { $n }步殺棋

# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = 解答
# lichess.org crowd translation (zh-TW, "puzzles": the puzzle pages' title)
caption-puzzles = 謎題

# composed: GTK 2 "第 %u 頁" and the Simplified form "，共 … 頁"
caption-page-of = 第 { $page } 頁，共 { $total } 頁

# the names of the pieces in the language's chess literature (Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages); composed where no table is built in
piece-king = 王
piece-queen = 后
piece-rook = 車
piece-bishop = 象
piece-knight = 馬
piece-pawn = 兵

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = 西洋棋局面圖，{ $side }：{ $fen }

## Who moves and what to do
# the Traditional forms of zh: 白先勝, 白先和, 白先兩步殺
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] 白先{ $n }步殺
   *[black] 黑先{ $n }步殺
}
caption-play-win = { $side ->
    [white] 白先勝
   *[black] 黑先勝
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
# (lichess-org/lila, translation/dest/site/zh-TW.xml)
caption-checkmate = 將死
caption-stalemate = 逼和
