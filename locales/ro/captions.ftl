# Romanian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Alb", "Negru", "Mat în %s mutări", "Albul a câștigat")
#   - GNOME Chess translations ("Albul mută")
#   - PyChess translations ("Mat în %d")
#   - independent open-source chess programs ("Albul mută")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Alb
side-black = Negru

# lichess has "Albul joacă"; GNOME Chess and another program use "Albul mută"
caption-white-to-move = Albul mută

caption-black-to-move = Negrul mută

# single source: lichess

# single source: lichess

caption-mate-in = Mat în { $n }

## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Soluții
# lichess.org crowd translation (ro-RO, "puzzles": the puzzle pages' title)
caption-puzzles = Probleme de șah

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/ro.txt: "Page %s" = "Pagina %s", "Printing page %d of %d" = "Tipărește pagina %d din %d");
# agrees with GTK 2 "Pagină %u" (with the article, as a heading) and apt "Se descarcă fișierul %li din %li"
caption-page-of = Pagina { $page } din { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = rege
piece-queen = damă
piece-rook = turn
piece-bishop = nebun
piece-knight = cal
piece-pawn = pion

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Diagramă de șah, { $side }: { $fen }

## Who moves and what to do
# the wording of Romanian study and problem stipulations ("Albul mută și câștigă"), from this file's "Albul mută"; CLDR one/few/other
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Albul mută și dă mat în { $n } { $n ->
            [one] mutare
            [few] mutări
           *[other] de mutări
        }
   *[black] Negrul mută și dă mat în { $n } { $n ->
            [one] mutare
            [few] mutări
           *[other] de mutări
        }
}
caption-play-win = { $side ->
    [white] Albul mută și câștigă
   *[black] Negrul mută și câștigă
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Albul mută și face remiză
   *[black] Negrul mută și face remiză
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/ro-RO.xml)
caption-checkmate = Șah mat
caption-stalemate = Pat
