# Serbian (Cyrillic) — diagram captions
# Sources:
#   - lichess.org crowd translations ("Бели", "Црни", "Бели на потезу", "Мат у 2")
#   - GNOME Chess translations ("Бели је на потезу")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Бели
side-black = Црни
caption-white-to-move = Бели је на потезу
caption-black-to-move = Црни је на потезу

# single source: lichess
caption-mate-in = Мат у { $n }


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Решења
# lichess.org crowd translation (sr-SP, "puzzles": the puzzle pages' title)
caption-puzzles = Проблеми

# composed: "од" as in binutils "%lld од %lld"; GTK 2 writes "Лист %u", printed books "Страна"
caption-page-of = Страна { $page } од { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = краљ
piece-queen = дама
piece-rook = топ
piece-bishop = ловац
piece-knight = скакач
piece-pawn = пешак

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Шаховски дијаграм, { $side }: { $fen }

## Who moves and what to do
# the Cyrillic form of sr-Latn ("Бели вуче и добија", "мат у 2 потеза")
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Бели вуче и даје мат у { $n } { $n ->
            [one] потезу
           *[other] потеза
        }
   *[black] Црни вуче и даје мат у { $n } { $n ->
            [one] потезу
           *[other] потеза
        }
}
caption-play-win = { $side ->
    [white] Бели вуче и добија
   *[black] Црни вуче и добија
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Бели вуче и ремизира
   *[black] Црни вуче и ремизира
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/sr-SP.xml)
caption-checkmate = Шах-мат
caption-stalemate = Пат
