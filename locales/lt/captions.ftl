# Lithuanian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Baltųjų ėjimas")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Baltieji
side-black = Juodieji
caption-white-to-move = Baltųjų ėjimas
caption-black-to-move = Juodųjų ėjimas

## Sheet text, piece names and figures
# lichess "Matas dviem ėjimais", with the instrumental in the forms CLDR gives (one, few, other)
caption-mate-in = Matas { $n } { $n ->
    [one] ėjimu
    [few] ėjimais
   *[other] ėjimų
}

# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Sprendimai
# lichess.org crowd translation (lt-LT, "puzzles": the puzzle pages' title)
caption-puzzles = Užduotys

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/lt.txt: "Page %s" = "%s puslapis", "(of %d)" = "(iš %d)", "Printing page %d of %d" = "Spausdinamas %d puslapis iš %d");
# agrees with GTK 2 "%u puslapis" and apt "Parsiunčiamas %li failas iš %li"
caption-page-of = { $page } puslapis iš { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = karalius
piece-queen = valdovė
piece-rook = bokštas
piece-bishop = rikis
piece-knight = žirgas
piece-pawn = pėstininkas

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Šachmatų diagrama, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/lt-LT.xml)
caption-checkmate = Šachas ir matas
caption-stalemate = Patas
