# Ukrainian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Мат в 1 хід", "Мат у 2 ходи", "Мат у %s напівходів", "Задача %s")
#   - DroidFish translations and GNOME Chess translations ("Хід білих")
#   - independent open-source chess programs (results, piece names, page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Білі
side-black = Чорні
caption-white-to-move = Хід білих
caption-black-to-move = Хід чорних

# 1, 21, 101: хід; 2-4, 22: ходи; 5-20, 25, 111: ходів
caption-mate-in = { $n ->
    [one] Мат у { $n } хід
    [few] Мат у { $n } ходи
    [many] Мат у { $n } ходів
   *[other] Мат у { $n } ходів
}

# single source: Ukrainian open-source texts using розв’язок for the solution of a problem

# single source: plural of the same noun
caption-solutions = Розв’язки
# lichess.org crowd translation (uk-UA, "puzzles": the puzzle pages' title)
caption-puzzles = Задачі

# single source: lichess puzzle strings ("Задача %s")

caption-page-of = Сторінка { $page } з { $total }
piece-king = король
piece-queen = ферзь
piece-rook = тура
piece-bishop = слон
piece-knight = кінь
piece-pawn = пішак

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Шахова діаграма, { $side }: { $fen }

## Who moves and what to do
caption-mates-in = { $side ->
    [white] Білі дають мат у { $n } { $n ->
            [one] хід
            [few] ходи
            [many] ходів
           *[other] ходів
        }
   *[black] Чорні дають мат у { $n } { $n ->
            [one] хід
            [few] ходи
            [many] ходів
           *[other] ходів
        }
}
caption-play-win = { $side ->
    [white] Білі починають і виграють
   *[black] Чорні починають і виграють
}
# lichess.org puzzle theme "Перевага", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] Білі починають і отримують перевагу
   *[black] Чорні починають і отримують перевагу
}
caption-play-draw = { $side ->
    [white] Білі починають і роблять нічию
   *[black] Чорні починають і роблять нічию
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/uk-UA.xml)
caption-checkmate = Мат
caption-stalemate = Пат
