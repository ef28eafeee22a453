# Icelandic — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Hvítur
side-black = Svartur

# single source: lichess
caption-white-to-move = Hvítur á leik

# single source: lichess
caption-black-to-move = Svartur á leik

# single source: lichess
caption-mate-in = Mát í { $n }


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Lausnir
# lichess.org crowd translation (is-IS, "puzzles": the puzzle pages' title)
caption-puzzles = Þrautir

# composed: GTK 2 "Síða %u" and "af" (of)
caption-page-of = Síða { $page } af { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = kóngur
piece-queen = drottning
piece-rook = hrókur
piece-bishop = biskup
piece-knight = riddari
piece-pawn = peð

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Skákmynd, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/is-IS.xml)
caption-checkmate = Skák og mát
caption-stalemate = Patt
