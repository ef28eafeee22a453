# Bosnian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Bijeli je na potezu")
#   - SumatraPDF translations (page counters)
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
# lichess.org crowd translation (bs-BA, "puzzles": the puzzle pages' title)
caption-puzzles = Problemi

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/bs.txt: "Page %s" = "Stranica %s", "(of %d)" = "(od %d)");
# agrees with GTK 2 "Stranica %u" and "od" (of), as Croatian and Serbian
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
# the wording of Bosnian and Croatian study and problem stipulations ("Bijeli vuče i dobiva", "mat u 2 poteza")
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Bijeli vuče i daje mat u { $n } { $n ->
            [one] potezu
           *[other] poteza
        }
   *[black] Crni vuče i daje mat u { $n } { $n ->
            [one] potezu
           *[other] poteza
        }
}
caption-play-win = { $side ->
    [white] Bijeli vuče i dobiva
   *[black] Crni vuče i dobiva
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Bijeli vuče i remizira
   *[black] Crni vuče i remizira
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/bs-BA.xml)
caption-checkmate = Šah mat
caption-stalemate = Pat
