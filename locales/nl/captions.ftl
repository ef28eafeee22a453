# Dutch — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - DroidFish translations ("Wit aan zet")
#   - Scid translations ("Toon oplossing")
#   - independent open-source chess programs (results, piece names, page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Wit
side-black = Zwart
caption-white-to-move = Wit aan zet
caption-black-to-move = Zwart aan zet

# single source: lichess ("Mat in 2"); PyChess has "Schaakmat op %d"
caption-mate-in = Mat in { $n }

caption-solutions = Oplossingen
# lichess.org crowd translation (nl-NL, "puzzles": the puzzle pages' title)
caption-puzzles = Puzzels

# single source: lichess puzzle strings ("Puzzel %s")

caption-page-of = Pagina { $page } van { $total }
piece-king = koning
piece-queen = dame
piece-rook = toren
piece-bishop = loper
piece-knight = paard
piece-pawn = pion

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Schaakdiagram, { $side }: { $fen }

## Who moves and what to do
caption-mates-in = { $side ->
    [white] Wit geeft mat in { $n } { $n ->
            [one] zet
           *[other] zetten
        }
   *[black] Zwart geeft mat in { $n } { $n ->
            [one] zet
           *[other] zetten
        }
}
caption-play-win = { $side ->
    [white] Wit speelt en wint
   *[black] Zwart speelt en wint
}
# lichess.org puzzle theme "Voordeel", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] Wit speelt en krijgt voordeel
   *[black] Zwart speelt en krijgt voordeel
}
caption-play-draw = { $side ->
    [white] Wit speelt en houdt remise
   *[black] Zwart speelt en houdt remise
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/nl-NL.xml)
caption-checkmate = Schaakmat
caption-stalemate = Pat
