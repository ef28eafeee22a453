# Swedish — diagram captions
# Sources:
#   - lichess.org crowd translations ("Matt i 2 drag", "Visa lösningen")
#   - GNOME Chess translations ("Vit vid draget")
#   - PyChess translations ("Matt i %d")
#   - independent open-source chess programs ("Vit vid draget")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Vit
side-black = Svart

# lichess has "Vits drag"; GNOME Chess and another program use "Vit vid draget"
caption-white-to-move = Vit vid draget

caption-black-to-move = Svart vid draget
caption-mate-in = Matt i { $n } drag

# single source: lichess ("Visa lösningen")


## Sheet text, piece names and figures
# composed: the plural of lichess's "Visa lösningen" (see the solution)
caption-solutions = Lösningar
# lichess.org crowd translation (sv-SE, "puzzles": the puzzle pages' title)
caption-puzzles = Problem

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/sv.txt: "Page %s" = "Sida %s", "(of %d)" = "(av %d)", "Bookmark shortcut to page %s of %s" = "Bokmärk genväg till sida %s av %s");
# agrees with GTK 2 "Sida %u" and apt "Hämtar fil %li av %li"
caption-page-of = Sida { $page } av { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = kung
piece-queen = dam
piece-rook = torn
piece-bishop = löpare
piece-knight = springare
piece-pawn = bonde

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Schackdiagram, { $side }: { $fen }

## Who moves and what to do
# the wording of Swedish study and problem stipulations ("Vit drar och vinner", "Vit drar och gör matt i 2 drag"); "drag" as in lichess "Matt i 2 drag"
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Vit drar och gör matt i { $n } drag
   *[black] Svart drar och gör matt i { $n } drag
}
caption-play-win = { $side ->
    [white] Vit drar och vinner
   *[black] Svart drar och vinner
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Vit drar och håller remi
   *[black] Svart drar och håller remi
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/sv-SE.xml)
caption-checkmate = Schackmatt
caption-stalemate = Patt
