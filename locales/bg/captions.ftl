# Bulgarian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Белите на ход", "Мат в 2 хода")
#   - GNOME Chess translations ("Белите са на ход")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Бели
side-black = Черни
caption-white-to-move = Белите на ход
caption-black-to-move = Черните на ход

# single source: lichess ("Мат в 2 хода")
caption-mate-in = { $n ->
    [one] Мат в { $n } ход
   *[other] Мат в { $n } хода
}


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Решения
# lichess.org crowd translation (bg-BG, "puzzles": the puzzle pages' title)
caption-puzzles = Задачи

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/bg.txt: "Page %s" = "Страница %s", "(of %d)" = "(от %d)", "Printing page %d of %d" = "Отпечатване на страница %d от %d");
# agrees with GTK 2 "Страница %u" and apt "Изтегляне на файл %li от %li"
caption-page-of = Страница { $page } от { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = цар
piece-queen = дама
piece-rook = топ
piece-bishop = офицер
piece-knight = кон
piece-pawn = пешка

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Шахматна диаграма, { $side }: { $fen }

## Who moves and what to do
# the wording of Bulgarian study and problem stipulations ("Белите играят и печелят", "мат в 2 хода")
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Белите играят и дават мат в { $n } { $n ->
            [one] ход
           *[other] хода
        }
   *[black] Черните играят и дават мат в { $n } { $n ->
            [one] ход
           *[other] хода
        }
}
caption-play-win = { $side ->
    [white] Белите играят и печелят
   *[black] Черните играят и печелят
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Белите играят и правят реми
   *[black] Черните играят и правят реми
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/bg-BG.xml)
caption-checkmate = Шах и мат
caption-stalemate = Пат
