# Kazakh — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Ақтардың жүрісі")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Ақ
side-black = Қара

# single source: lichess (GNOME Chess: "Ақтардың жүрісі")
caption-white-to-move = Ақ жүреді

# single source: lichess
caption-black-to-move = Қара жүреді

# single source: lichess
caption-mate-in = { $n } жүрісті мат


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Шешімдер
# lichess.org crowd translation (kk-KZ, "puzzles": the puzzle pages' title)
caption-puzzles = Жұмбақтар

# composed: GTK 2 "Парақ %u", with N/M
caption-page-of = Парақ { $page }/{ $total }

# the names of the pieces in the language's chess literature (Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages); composed where no table is built in
piece-king = патша
piece-queen = уәзір
piece-rook = тура
piece-bishop = піл
piece-knight = ат
piece-pawn = сарбаз

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Шахмат диаграммасы, { $side }: { $fen }

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
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/kk-KZ.xml)
caption-checkmate = Мат
caption-stalemate = Пат
