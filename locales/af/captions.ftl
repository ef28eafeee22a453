# Afrikaans — diagram captions
# Sources:
#   - lichess.org crowd translations ("Wit aan die beurt", "Mat in 2", "Kyk na die oplossing")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Wit
side-black = Swart

# single source: lichess
caption-white-to-move = Wit aan die beurt

# single source: lichess
caption-black-to-move = Swart aan die beurt

# single source: lichess
caption-mate-in = Mat in { $n }

# single source: lichess ("Kyk na die oplossing")


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Oplossings
# lichess.org crowd translation (af-ZA, "puzzles": the puzzle pages' title)
caption-puzzles = Raaisels

# composed: GTK 2 "Bladsy %u" and "van" (of)
# SumatraPDF (translations/af.txt) has "Page:" = "Bladsy:" but leaves "(of %d)" untranslated
caption-page-of = Bladsy { $page } van { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = koning
piece-queen = dame
piece-rook = toring
piece-bishop = loper
piece-knight = ruiter
piece-pawn = pion

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Skaakdiagram, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/af-ZA.xml); the "Pat" written here before, the Dutch
# term, was found in no Afrikaans source
caption-checkmate = Skaakmat
caption-stalemate = Dooiepunt
