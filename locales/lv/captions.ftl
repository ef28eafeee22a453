# Latvian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Gājiens baltajiem", "Mats 2 gājienos", "Mats %s pusgājienos")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Baltie
side-black = Melnie

# single source: lichess (GNOME Chess: "Baltā gājiens")
caption-white-to-move = Gājiens baltajiem

# single source: lichess
caption-black-to-move = Gājiens melnajiem

# single source: lichess ("Mats 2 gājienos"); counts ending in 1 (not 11) take the singular gājienā
caption-mate-in = { $n ->
    [zero] Mats { $n } gājienos
    [one] Mats { $n } gājienā
   *[other] Mats { $n } gājienos
}


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Atrisinājumi
# lichess.org crowd translation (lv-LV, "puzzles": the puzzle pages' title)
caption-puzzles = Uzdevumi

# composed: GTK 2 "Lapa %u" and "no" (of)
# SumatraPDF (translations/lv.txt) has the same "no": "(of %d)" = "(no %d)", though it calls a page "lappuse"
caption-page-of = Lapa { $page } no { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = karalis
piece-queen = dāma
piece-rook = tornis
piece-bishop = laidnis
piece-knight = zirgs
piece-pawn = bandinieks

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Šaha diagramma, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/lv-LV.xml)
caption-checkmate = Šahs un mats
caption-stalemate = Pats
