# Portuguese — diagram captions
# Sources:
#   - lichess.org crowd translations (pt-PT and pt-BR)
#   - PyChess translations ("Mate em %d")
#   - independent open-source chess programs (results, piece names, page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Brancas
side-black = Pretas

# single source: lichess pt-PT (pt-BR has "Brancas jogam", DroidFish "Lance das Brancas")
caption-white-to-move = Jogam as brancas

# single source: lichess pt-PT
caption-black-to-move = Jogam as pretas

caption-mate-in = Mate em { $n }

# single source: lichess ("Ver a solução")

# single source: plural of the lichess noun
caption-solutions = Soluções
# lichess.org crowd translation (pt-PT, "puzzles": the puzzle pages' title)
caption-puzzles = Problemas

# single source: lichess puzzle strings ("Problema %s")

caption-page-of = Página { $page } de { $total }
piece-king = rei
piece-queen = dama
piece-rook = torre
piece-bishop = bispo
piece-knight = cavalo
piece-pawn = peão

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Diagrama de xadrez, { $side }: { $fen }

## Who moves and what to do
caption-mates-in = { $side ->
    [white] As brancas jogam e dão mate em { $n } { $n ->
            [one] lance
           *[other] lances
        }
   *[black] As pretas jogam e dão mate em { $n } { $n ->
            [one] lance
           *[other] lances
        }
}
caption-play-win = { $side ->
    [white] As brancas jogam e ganham
   *[black] As pretas jogam e ganham
}
# lichess.org puzzle theme "Vantagem", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] As brancas jogam e obtêm vantagem
   *[black] As pretas jogam e obtêm vantagem
}
caption-play-draw = { $side ->
    [white] As brancas jogam e empatam
   *[black] As pretas jogam e empatam
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations ("checkmate", "stalemate")
caption-checkmate = Xeque-mate
caption-stalemate = Rei afogado
