# French — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - DroidFish translations ("Trait aux Blancs")
#   - PyChess translations and ChessX translations ("Mat en %d")
#   - independent open-source chess programs (results, piece names, page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Blancs
side-black = Noirs
caption-white-to-move = Trait aux Blancs
caption-black-to-move = Trait aux Noirs
caption-mate-in = Mat en { $n }
caption-solutions = Solutions
# lichess.org crowd translation (fr-FR, "puzzles": the puzzle pages' title)
caption-puzzles = Problèmes

# single source: lichess puzzle strings ("Problème %s")

caption-page-of = Page { $page } sur { $total }
piece-king = roi
piece-queen = dame
piece-rook = tour
piece-bishop = fou
piece-knight = cavalier
piece-pawn = pion

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Diagramme d’échecs, { $side } : { $fen }

## Who moves and what to do
caption-mates-in = { $side ->
    [white] Les Blancs jouent et font mat en { $n } { $n ->
            [one] coup
           *[other] coups
        }
   *[black] Les Noirs jouent et font mat en { $n } { $n ->
            [one] coup
           *[other] coups
        }
}
caption-play-win = { $side ->
    [white] Les Blancs jouent et gagnent
   *[black] Les Noirs jouent et gagnent
}
# lichess.org puzzle theme "Avantage", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] Les Blancs jouent et obtiennent l’avantage
   *[black] Les Noirs jouent et obtiennent l’avantage
}
caption-play-draw = { $side ->
    [white] Les Blancs jouent et font nulle
   *[black] Les Noirs jouent et font nulle
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/fr-FR.xml)
caption-checkmate = Échec et mat
caption-stalemate = Pat
