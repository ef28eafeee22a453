# Spanish — diagram captions
# Sources:
#   - lichess.org crowd translations (site, puzzle and puzzle-theme strings)
#   - DroidFish translations ("Juegan Blancas")
#   - PyChess translations and ChessX translations ("Mate en %d")
#   - independent open-source chess programs (results, piece names, page counters, "Ver la solución")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Blancas
side-black = Negras
caption-white-to-move = Juegan las blancas
caption-black-to-move = Juegan las negras

# lichess "Mate en 2", PyChess "Mate en %d" and ChessX "Mate en %1" all omit the word for moves
caption-mate-in = Mate en { $n }

caption-solutions = Soluciones
# lichess.org crowd translation (es-ES, "puzzles": the puzzle pages' title)
caption-puzzles = Ejercicios

# single source: lichess puzzle strings ("Ejercicio %s")

caption-page-of = Página { $page } de { $total }
piece-king = rey

# lichess's lesson strings say "reina"; "dama" matches the piece letter D and most sources
piece-queen = dama

piece-rook = torre
piece-bishop = alfil
piece-knight = caballo
piece-pawn = peón

## Figuras de documentos
figure-alt = Diagrama de ajedrez, { $side }: { $fen }
## Who moves and what to do
caption-mates-in = { $side ->
    [white] Juegan las blancas y dan mate en { $n }
   *[black] Juegan las negras y dan mate en { $n }
}
caption-play-win = { $side ->
    [white] Juegan las blancas y ganan
   *[black] Juegan las negras y ganan
}
# lichess.org puzzle theme "Ventaja", in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] Juegan las blancas y obtienen ventaja
   *[black] Juegan las negras y obtienen ventaja
}
caption-play-draw = { $side ->
    [white] Juegan las blancas y hacen tablas
   *[black] Juegan las negras y hacen tablas
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations ("checkmate", "stalemate")
caption-checkmate = Jaque mate
caption-stalemate = Ahogado
