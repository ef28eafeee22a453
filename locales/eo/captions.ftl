# Esperanto — diagram captions
# Sources:
#   - lichess.org crowd translations ("Blanko ludas", "Mato en 2")
#   - GNOME Chess translations ("Blanko movenda")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

# noun form used by both lichess and GNOME Chess in their side-to-move phrases (lichess's bare label is "Blanka")
side-white = Blanko

side-black = Nigro

# single source: lichess
caption-white-to-move = Blanko ludas

# single source: lichess
caption-black-to-move = Nigro ludas

# single source: lichess
caption-mate-in = Mato en { $n }


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Solvoj
# lichess.org crowd translation (eo-AA, "puzzles": the puzzle pages' title)
caption-puzzles = Puzloj

# composed: GTK 2 "Paĝo %u" and "el" (of)
caption-page-of = Paĝo { $page } el { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = reĝo
piece-queen = damo
piece-rook = turo
piece-bishop = kuriero
piece-knight = ĉevalo
piece-pawn = peono

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Ŝakdiagramo, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/eo-UY.xml)
caption-checkmate = Ŝakmato
caption-stalemate = Pato
