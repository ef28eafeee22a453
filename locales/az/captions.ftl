# Azerbaijani — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Ağ
side-black = Qara

# single source: lichess
caption-white-to-move = Gediş ağlarındır

# single source: lichess
caption-black-to-move = Gediş qaralarındır

# single source: lichess
caption-mate-in = { $n } Gedişə Mat


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Həllər
# lichess.org crowd translation (az-AZ, "puzzles": the puzzle pages' title)
caption-puzzles = Tapmacalar

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/az.txt: "Page %s" = "Səhifə %s", page counter "(of %d)" = "/ %d");
# agrees with GTK 2 "Səhifə %u", with N / M as the counters of other programs write it
caption-page-of = Səhifə { $page } / { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = şah
piece-queen = vəzir
piece-rook = top
piece-bishop = fil
piece-knight = at
piece-pawn = piyada

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Şahmat diaqramı, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/az-AZ.xml)
caption-checkmate = Mat
caption-stalemate = Pat
