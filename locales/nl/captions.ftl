# Dutch — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - DroidFish translations ("Wit aan zet")
#   - Scid translations ("Toon oplossing")
#   - independent open-source chess programs (results, piece names, page counters)
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Wit
side-black = Zwart
caption-white-to-move = Wit aan zet
caption-black-to-move = Zwart aan zet

# single source: lichess ("Mat in 2"); PyChess has "Schaakmat op %d"
caption-mate-in = Mat in { $n }

caption-solutions = Oplossingen

# single source: lichess puzzle strings ("Puzzel %s")

caption-page-of = Pagina { $page } van { $total }
piece-king = koning
piece-queen = dame
piece-rook = toren
piece-bishop = loper
piece-knight = paard
piece-pawn = pion
