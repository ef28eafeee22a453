# Finnish — diagram captions
# Sources:
#   - lichess.org crowd translations ("Valkean vuoro", "2 siirron matti")
#   - GNOME Chess translations ("Valkoisen siirto")
#   - PyChess translations ("Matti %d siirrossa")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Valkea
side-black = Musta

# single source: lichess (GNOME Chess: "Valkoisen siirto")
caption-white-to-move = Valkean vuoro

# single source: lichess
caption-black-to-move = Mustan vuoro

# single source: lichess (PyChess: "Matti %d siirrossa")
caption-mate-in = { $n } siirron matti


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Ratkaisut
# lichess.org crowd translation (fi-FI, "puzzles": the puzzle pages' title)
caption-puzzles = Tehtävät

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/fi.txt: "Page %s" = "Sivu %s", "Printing page %d of %d" = "Tulostetaan sivua %d/%d");
# agrees with GTK 2 "Sivu %u" and apt "Noudetaan tiedosto %li / %li"
caption-page-of = Sivu { $page } / { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = kuningas
piece-queen = daami
piece-rook = torni
piece-bishop = lähetti
piece-knight = ratsu
piece-pawn = sotilas

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Shakkidiagrammi, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/fi-FI.xml)
caption-checkmate = Shakkimatti
caption-stalemate = Patti
