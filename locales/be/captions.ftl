# Belarusian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Мат у 1 ход", "Мат у 2 хады", "паўхадоў")
#   - DroidFish translations ("Ход белых")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Белыя
side-black = Чорныя
caption-white-to-move = Ход белых
caption-black-to-move = Ход чорных

# single source: lichess for 1 and 2; the many form follows the same source's "паўхадоў"
caption-mate-in = { $n ->
    [one] Мат у { $n } ход
    [few] Мат у { $n } хады
    [many] Мат у { $n } хадоў
   *[other] Мат у { $n } хадоў
}


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Рашэнні
# lichess.org crowd translation (be-BY, "puzzles": the puzzle pages' title)
caption-puzzles = Задачы

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/by.txt: "Page %s" = "Старонка %s", "(of %d)" = "(з %d)");
# agrees with GTK 2 "Старонка %u" and "з" (of)
caption-page-of = Старонка { $page } з { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = кароль
piece-queen = ферзь
piece-rook = ладдзя
piece-bishop = слон
piece-knight = конь
piece-pawn = пешка

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Шахматная дыяграма, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/be-BY.xml)
caption-checkmate = Мат
caption-stalemate = Пат
