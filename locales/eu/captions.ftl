# Basque — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Zuria
side-black = Beltza

# single source: lichess
caption-white-to-move = Zuriaren txanda

# single source: lichess
caption-black-to-move = Beltzaren txanda


## Sheet text, piece names and figures
# lichess's half-move puzzle "Mate %s jokaldi erditan" counted in whole moves
caption-mate-in = Mate { $n } jokalditan

# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Soluzioak
# lichess.org crowd translation (eu-ES, "puzzles": the puzzle pages' title)
caption-puzzles = Ariketak

# composed: GTK 2 "%u. orrialdea", with N/M as apt's counters
# SumatraPDF (translations/eu.txt) writes "Page %s" = "%s Orrialdea" and "(of %d)" = "(%d-tik)", whose suffix changes with the number; not adopted
caption-page-of = { $page }/{ $total }. orrialdea

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = erregea
piece-queen = dama
piece-rook = gaztelua
piece-bishop = alfila
piece-knight = zaldia
piece-pawn = peoia

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Xake-diagrama, { $side }: { $fen }

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
# Source: lichess.org crowd translations ("checkmate", "stalemate")
caption-checkmate = Xake mate
caption-stalemate = Itoa
