# Polish — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - DroidFish translations ("Ruch białych")
#   - PyChess translations ("Mat w %d")
#   - independent open-source chess programs ("Mat w 1 ruchu", "Mat w 2 ruchach", results, piece names, page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Białe
side-black = Czarne
caption-white-to-move = Ruch białych
caption-black-to-move = Ruch czarnych

# locative: 1 ruchu; every other count ruchach (2, 5, 11, 21, 22, 25, 101, 111)
caption-mate-in = { $n ->
    [one] Mat w { $n } ruchu
    [few] Mat w { $n } ruchach
    [many] Mat w { $n } ruchach
   *[other] Mat w { $n } ruchach
}

# single source: lichess puzzle strings ("zobaczyć rozwiązanie")

# single source: plural of the lichess noun
caption-solutions = Rozwiązania
# lichess.org crowd translation (pl-PL, "puzzles": the puzzle pages' title)
caption-puzzles = Zadania szachowe

# single source: lichess puzzle strings ("Zadanie %s")

caption-page-of = Strona { $page } z { $total }
piece-king = król
piece-queen = hetman
piece-rook = wieża
piece-bishop = goniec
piece-knight = skoczek
piece-pawn = pion

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Diagram szachowy, { $side }: { $fen }

## Who moves and what to do
caption-mates-in = { $side ->
    [white] Białe dają mata w { $n } { $n ->
            [one] posunięciu
            [few] posunięciach
            [many] posunięciach
           *[other] posunięciach
        }
   *[black] Czarne dają mata w { $n } { $n ->
            [one] posunięciu
            [few] posunięciach
            [many] posunięciach
           *[other] posunięciach
        }
}
caption-play-win = { $side ->
    [white] Białe zaczynają i wygrywają
   *[black] Czarne zaczynają i wygrywają
}
# lichess.org puzzle theme "Przewaga", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] Białe zaczynają i uzyskują przewagę
   *[black] Czarne zaczynają i uzyskują przewagę
}
caption-play-draw = { $side ->
    [white] Białe zaczynają i remisują
   *[black] Czarne zaczynają i remisują
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/pl-PL.xml)
caption-checkmate = Mat
caption-stalemate = Pat
