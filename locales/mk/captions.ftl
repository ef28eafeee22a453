# Macedonian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Бели
side-black = Црни

# single source: lichess
caption-white-to-move = Белите се на ред

# single source: lichess
caption-black-to-move = Црните се на ред


## Sheet text, piece names and figures
# lichess's half-move puzzle "Мат во %s полупотези" counted in whole moves; CLDR one/other
caption-mate-in = Мат во { $n } { $n ->
    [one] потег
   *[other] потези
}

# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Решенија
# lichess.org crowd translation (mk-MK, "puzzles": the puzzle pages' title)
caption-puzzles = Загатки

# composed: GTK 2 "Страна %u" and "од" (of)
# SumatraPDF (translations/mk.txt) writes "страница %s" and "(од %d)"; it agrees on "од", not on the noun
caption-page-of = Страна { $page } од { $total }

# the names of the pieces in the language's chess literature (Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages); composed where no table is built in
piece-king = крал
piece-queen = кралица
piece-rook = топ
piece-bishop = ловец
piece-knight = коњ
piece-pawn = пешак

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Шаховски дијаграм, { $side }: { $fen }

## Who moves and what to do
# Composed from this file's own phrases: who moves, then the task
# ("+−", "−+", "±", "∓" and "=" are the signs of chess literature in every
# language; "±"/"∓", a clear advantage, are $16/$17 of the PGN standard §10).
caption-mates-in = { $side ->
    [white] { caption-white-to-move }: #{ $n }
   *[black] { caption-black-to-move }: #{ $n }
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
# (lichess-org/lila, translation/dest/site/mk-MK.xml)
caption-checkmate = Шах-мат
caption-stalemate = Пат
