# Danish — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Hvid i trækket")
#   - PyChess translations and ChessX translations ("Mat i %d")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Hvid
side-black = Sort
caption-white-to-move = Hvid i trækket
caption-black-to-move = Sort i trækket
caption-mate-in = Mat i { $n }

## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Løsninger
# lichess.org crowd translation (da-DK, "puzzles": the puzzle pages' title)
caption-puzzles = Taktikopgaver

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/dk.txt: "Page %s" = "Side %s", "(of %d)" = "(af %d)", "Printing page %d of %d" = "Udskriver side %d af %d");
# agrees with GTK 2 "Side %u" and apt "Henter fil %li ud af %li" (the short "af" of page counters)
caption-page-of = Side { $page } af { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = konge
piece-queen = dronning
piece-rook = tårn
piece-bishop = løber
piece-knight = springer
piece-pawn = bonde

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Skakdiagram, { $side }: { $fen }

## Who moves and what to do
# the wording of Danish study and problem stipulations ("Hvid trækker og vinder"); "træk" as this file's "Hvid i trækket"
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Hvid trækker og sætter mat i { $n } træk
   *[black] Sort trækker og sætter mat i { $n } træk
}
caption-play-win = { $side ->
    [white] Hvid trækker og vinder
   *[black] Sort trækker og vinder
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Hvid trækker og holder remis
   *[black] Sort trækker og holder remis
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/da-DK.xml)
caption-checkmate = Skakmat
caption-stalemate = Pat
