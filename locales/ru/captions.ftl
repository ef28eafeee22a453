# Russian — diagram captions
# Sources:
#   - lichess.org crowd translations (site, puzzle and puzzle-theme strings)
#   - DroidFish translations and GNOME Chess translations ("Ход белых")
#   - PyChess translations ("Мат в %d хода")
#   - ChessX translations ("мат в %1")
#   - independent open-source chess programs (results, piece names, mate counts, page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Белые
side-black = Чёрные
caption-white-to-move = Ход белых
caption-black-to-move = Ход чёрных

# 1, 21, 101: ход; 2-4, 22: хода; 5-20, 25, 111: ходов
caption-mate-in = { $n ->
    [one] Мат в { $n } ход
    [few] Мат в { $n } хода
    [many] Мат в { $n } ходов
   *[other] Мат в { $n } ходов
}

caption-solutions = Решения
# lichess.org crowd translation (ru-RU, "puzzles": the puzzle pages' title)
caption-puzzles = Задачи
caption-page-of = Страница { $page } из { $total }
piece-king = король
piece-queen = ферзь
piece-rook = ладья
piece-bishop = слон
piece-knight = конь
piece-pawn = пешка

## Диаграммы в документах
figure-alt = Шахматная диаграмма, { $side }: { $fen }
## Who moves and what to do
caption-mates-in = { $side ->
    [white] Белые дают мат в { $n } { $n ->
            [one] ход
            [few] хода
            [many] ходов
           *[other] ходов
        }
   *[black] Чёрные дают мат в { $n } { $n ->
            [one] ход
            [few] хода
            [many] ходов
           *[other] ходов
        }
}
caption-play-win = { $side ->
    [white] Белые начинают и выигрывают
   *[black] Чёрные начинают и выигрывают
}
# lichess.org puzzle theme "Преимущество", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] Белые начинают и получают преимущество
   *[black] Чёрные начинают и получают преимущество
}
caption-play-draw = { $side ->
    [white] Белые начинают и делают ничью
   *[black] Чёрные начинают и делают ничью
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/ru-RU.xml)
caption-checkmate = Мат
caption-stalemate = Пат
