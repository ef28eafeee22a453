# Italian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - DroidFish translations ("Tratto al Bianco")
#   - ChessX translations ("Matto in %1")
#   - independent open-source chess programs (side to move on diagrams, results, piece names, page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Bianco
side-black = Nero

# lichess says "Tocca al Bianco"; "Tratto al Bianco" is the diagram wording of DroidFish and chess texts
caption-white-to-move = Tratto al Bianco

caption-black-to-move = Tratto al Nero

# single source: an open-source Italian chess program ("patta" next to "Il bianco vince")

caption-mate-in = Matto in { $n }

# single source: lichess ("Visualizza la soluzione")

# single source: plural of the lichess noun
caption-solutions = Soluzioni
# lichess.org crowd translation (it-IT, "puzzles": the puzzle pages' title)
caption-puzzles = Problemi

caption-page-of = Pagina { $page } di { $total }
piece-king = re
piece-queen = donna
piece-rook = torre
piece-bishop = alfiere
piece-knight = cavallo
piece-pawn = pedone

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Diagramma scacchistico, { $side }: { $fen }

## Who moves and what to do
caption-mates-in = { $side ->
    [white] Il Bianco muove e dà matto in { $n } { $n ->
            [one] mossa
           *[other] mosse
        }
   *[black] Il Nero muove e dà matto in { $n } { $n ->
            [one] mossa
           *[other] mosse
        }
}
caption-play-win = { $side ->
    [white] Il Bianco muove e vince
   *[black] Il Nero muove e vince
}
# lichess.org puzzle theme "Vantaggio", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] Il Bianco muove e ottiene il vantaggio
   *[black] Il Nero muove e ottiene il vantaggio
}
caption-play-draw = { $side ->
    [white] Il Bianco muove e patta
   *[black] Il Nero muove e patta
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/it-IT.xml)
caption-checkmate = Scacco matto
caption-stalemate = Stallo
