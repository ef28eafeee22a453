# German — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - DroidFish translations ("Weiß am Zug")
#   - PyChess translations and ChessX translations ("Matt in %d")
#   - GNOME Chess translations (piece names)
#   - independent open-source chess programs (results, page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Weiß
side-black = Schwarz
caption-white-to-move = Weiß am Zug
caption-black-to-move = Schwarz am Zug
caption-mate-in = Matt in { $n }
caption-solutions = Lösungen
# lichess.org crowd translation (de-DE, "puzzles": the puzzle pages' title)
caption-puzzles = Taktikaufgaben

# single source: lichess puzzle strings ("Aufgabe %s")

caption-page-of = Seite { $page } von { $total }
piece-king = König
piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer
piece-pawn = Bauer

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Schachdiagramm, { $side }: { $fen }

## Who moves and what to do
caption-mates-in = { $side ->
    [white] Weiß setzt in { $n } { $n ->
            [one] Zug
           *[other] Zügen
        } matt
   *[black] Schwarz setzt in { $n } { $n ->
            [one] Zug
           *[other] Zügen
        } matt
}
caption-play-win = { $side ->
    [white] Weiß zieht und gewinnt
   *[black] Schwarz zieht und gewinnt
}
# lichess.org puzzle theme "Vorteil", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] Weiß zieht und erlangt Vorteil
   *[black] Schwarz zieht und erlangt Vorteil
}
caption-play-draw = { $side ->
    [white] Weiß zieht und hält remis
   *[black] Schwarz zieht und hält remis
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations ("checkmate", "stalemate")
caption-checkmate = Schachmatt
caption-stalemate = Patt
