# Vietnamese — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Quân Trắng
side-black = Quân Đen

# single source: lichess (GNOME Chess: "Lượt đi bên trắng")
caption-white-to-move = Lượt trắng đi

# single source: lichess
caption-black-to-move = Lượt đen đi

# single source: lichess ("Chiếu hết trong 2 nước")
caption-mate-in = Chiếu hết trong { $n } nước


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Lời giải
# lichess.org crowd translation (vi-VN, "puzzles": the puzzle pages' title)
caption-puzzles = Câu đố

# composed: GTK 2 "Trang %u", with N / M
caption-page-of = Trang { $page } / { $total }

# the names of the pieces in the language's chess literature (Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages); composed where no table is built in
piece-king = vua
piece-queen = hậu
piece-rook = xe
piece-bishop = tượng
piece-knight = mã
piece-pawn = tốt

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Sơ đồ cờ vua, { $side }: { $fen }

## Who moves and what to do
# Composed from this file's own phrases: who moves, then the task
# ("+−", "−+", "±", "∓" and "=" are the signs of chess literature in every
# language; "±"/"∓", a clear advantage, are $16/$17 of the PGN standard §10).
caption-mates-in = { $side ->
    [white] { caption-white-to-move }. { caption-mate-in }
   *[black] { caption-black-to-move }. { caption-mate-in }
}
caption-play-win = { $side ->
    [white] { caption-white-to-move }: +−
   *[black] { caption-black-to-move }: −+
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] { caption-white-to-move }: =
   *[black] { caption-black-to-move }: =
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site string "checkmate" (lichess-org/lila,
# translation/dest/site/vi-VN.xml). lichess's "stalemate" there is a description, "Hết nước đi
# hợp lệ" (no legal move left); "Hòa pat" is the term Vietnamese chess programs and pages use.
caption-checkmate = Chiếu hết
caption-stalemate = Hòa pat
