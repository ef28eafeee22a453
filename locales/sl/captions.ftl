# Slovenian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Beli na potezi", "Mat v 2")
#   - GNOME Chess translations ("Beli je na potezi")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Beli
side-black = Črni
caption-white-to-move = Beli je na potezi
caption-black-to-move = Črni je na potezi

# single source: lichess
caption-mate-in = Mat v { $n }


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Rešitve
# lichess.org crowd translation (sl-SI, "puzzles": the puzzle pages' title)
caption-puzzles = Šahovski problemi

# composed: GTK 2 "Stran %u" and apt "Pridobivanje datoteke %li od %li"
caption-page-of = Stran { $page } od { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = kralj
piece-queen = dama
piece-rook = trdnjava
piece-bishop = lovec
piece-knight = skakač
piece-pawn = kmet

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Šahovski diagram, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/sl-SI.xml)
caption-checkmate = Mat
caption-stalemate = Pat
