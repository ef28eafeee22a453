# Japanese — diagram captions
# Sources:
#   - lichess.org crowd translations ("白の手番", "2 手メイト", "白の勝ち", "解答を見る")
#   - GNOME Chess translations ("白の番")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = 白
side-black = 黒

# single source: lichess (GNOME Chess: "白の番")
caption-white-to-move = 白の手番

# single source: lichess
caption-black-to-move = 黒の手番

# single source: lichess

# single source: lichess

# single source: lichess
caption-mate-in = { $n } 手メイト

# single source: lichess ("解答を見る")


## Sheet text, piece names and figures
# composed: lichess's "解答を見る" (see the solution), the noun alone
caption-solutions = 解答
# lichess.org crowd translation (ja-JP, "puzzles": the puzzle pages' title)
caption-puzzles = タクティクス問題

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/ja.txt: "Printing page %d of %d" = "%d / %d ページ目を印刷中");
# agrees with GTK 2 "%u ページ" and apt "ファイルを取得しています %li/%li"
caption-page-of = { $page } / { $total } ページ

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = キング
piece-queen = クイーン
piece-rook = ルーク
piece-bishop = ビショップ
piece-knight = ナイト
piece-pawn = ポーン

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = チェスの局面図、{ $side }：{ $fen }

## Who moves and what to do
# composed from lichess's "白の手番", "2 手メイト", "白の勝ち" and "引き分け", joined by the Japanese middle dot
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] 白の手番・{ $n } 手メイト
   *[black] 黒の手番・{ $n } 手メイト
}
caption-play-win = { $side ->
    [white] 白の手番・白の勝ち
   *[black] 黒の手番・黒の勝ち
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] 白の手番・引き分け
   *[black] 黒の手番・引き分け
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/ja-JP.xml)
caption-checkmate = チェックメイト
caption-stalemate = ステイルメイト
