# Norwegian Bokmål — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Hvit
side-black = Sort

# single source: lichess
caption-white-to-move = Hvit i trekket

# single source: lichess
caption-black-to-move = Sort i trekket

# single source: lichess
caption-mate-in = Matt i { $n }


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Løsninger
# lichess.org crowd translation (nb-NO, "puzzles": the puzzle pages' title)
caption-puzzles = Sjakknøtter

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/no.txt: "Page %s" = "Side %s", "(of %d)" = "(av %d)", "Printing page %d of %d" = "Skriver ut side %d av %d");
# agrees with GTK 2 "Side %u" and apt "Henter fil %li av %li"
caption-page-of = Side { $page } av { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = konge
piece-queen = dronning
piece-rook = tårn
piece-bishop = løper
piece-knight = springer
piece-pawn = bonde

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Sjakkdiagram, { $side }: { $fen }

## Who moves and what to do
# the wording of Norwegian study and problem stipulations ("Hvit trekker og vinner"); "trekk" as this file's "Hvit i trekket"
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Hvit trekker og setter matt i { $n } trekk
   *[black] Sort trekker og setter matt i { $n } trekk
}
caption-play-win = { $side ->
    [white] Hvit trekker og vinner
   *[black] Sort trekker og vinner
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Hvit trekker og holder remis
   *[black] Sort trekker og holder remis
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/nb-NO.xml)
caption-checkmate = Sjakk matt
caption-stalemate = Patt
