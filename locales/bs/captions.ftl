# Bosnian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Bijeli je na potezu")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Bijeli
side-black = Crni
caption-white-to-move = Bijeli je na potezu
caption-black-to-move = Crni je na potezu

## Sheet text, piece names and figures
# lichess's half-move puzzle "Mat u %s poteza", counted in whole moves ("potezu" for one)
caption-mate-in = Mat u { $n } { $n ->
    [one] potezu
   *[other] poteza
}

# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Rješenja

# composed: GTK 2 "Stranica %u" and "od" (of), as Croatian and Serbian
caption-page-of = Stranica { $page } od { $total }

# the names of the pieces in the language's chess literature (Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages); composed where no table is built in
piece-king = kralj
piece-queen = dama
piece-rook = top
piece-bishop = lovac
piece-knight = skakač
piece-pawn = pješak

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Šahovski dijagram, { $side }: { $fen }

## Who moves and what to do
# Composed from this file's own phrases: who moves, then the task
# ("+−", "−+" and "=" are the signs of chess literature in every language).
caption-mates-in = { $side ->
    [white] { caption-white-to-move }: #{ $n }
   *[black] { caption-black-to-move }: #{ $n }
}
caption-play-win = { $side ->
    [white] { caption-white-to-move }: +−
   *[black] { caption-black-to-move }: −+
}
caption-play-draw = { $side ->
    [white] { caption-white-to-move }: =
   *[black] { caption-black-to-move }: =
}
