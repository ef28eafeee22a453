# Irish — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Bán
side-black = Dubh

# single source: lichess
caption-white-to-move = Is le Bán an imirt

# single source: lichess
caption-black-to-move = Is le Dubh an imirt


## Sheet text, piece names and figures
# lichess "Marbhsháinn i 2 bheart"
caption-mate-in = Marbhsháinn i { $n } bheart

# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Réitigh
# lichess.org crowd translation (ga-IE, "puzzles": the puzzle pages' title)
caption-puzzles = Fadhbanna

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/ga.txt: "Page %s" = "Leathanach %s", "(of %d)" = "(as %d)");
# agrees with GTK 2 "Leathanach %u" and "as" (out of)
caption-page-of = Leathanach { $page } as { $total }

# the names of the pieces in the language's chess literature (Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages); composed where no table is built in
piece-king = rí
piece-queen = banríon
piece-rook = caiseal
piece-bishop = easpag
piece-knight = ridire
piece-pawn = ceithearnach

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Léaráid fichille, { $side }: { $fen }

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
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/ga-IE.xml)
caption-checkmate = Marbhsháinn
caption-stalemate = Leamhsháinn
