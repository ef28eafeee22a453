# Hungarian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Világos lép")
#   - PyChess translations ("Matt %d lépésben")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Világos
side-black = Sötét
caption-white-to-move = Világos lép
caption-black-to-move = Sötét lép
caption-mate-in = Matt { $n } lépésben

## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Megoldások
# lichess.org crowd translation (hu-HU, "puzzles": the puzzle pages' title)
caption-puzzles = Feladványok

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/hu.txt: "Page %s" = "%s. oldal", "Bookmark shortcut to page %s of %s" = "… a(z) %s/%s oldalhoz");
# agrees with GTK 2 "%u. oldal" and apt "%li/%li fájl letöltése"
caption-page-of = { $page }/{ $total }. oldal

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = király
piece-queen = vezér
piece-rook = bástya
piece-bishop = futó
piece-knight = huszár
piece-pawn = gyalog

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Sakkdiagram, { $side }: { $fen }

## Who moves and what to do
# the wording of Hungarian study and problem stipulations ("Világos indul és nyer", "Világos indul és 2 lépésben mattot ad"); "lépésben" as PyChess "Matt %d lépésben"
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Világos indul és { $n } lépésben mattot ad
   *[black] Sötét indul és { $n } lépésben mattot ad
}
caption-play-win = { $side ->
    [white] Világos indul és nyer
   *[black] Sötét indul és nyer
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Világos indul és döntetlent ér el
   *[black] Sötét indul és döntetlent ér el
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/hu-HU.xml)
caption-checkmate = Sakk-matt
caption-stalemate = Patt
