# Galician — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Brancas
side-black = Negras

# single source: lichess
caption-white-to-move = Xogan as brancas

# single source: lichess
caption-black-to-move = Xogan as negras

# single source: lichess
caption-mate-in = Mate en { $n }


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Solucións
# lichess.org crowd translation (gl-ES, "puzzles": the puzzle pages' title)
caption-puzzles = Crebacabezas

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/gl.txt: "Page %s" = "Páxina %s", "(of %d)" = "(de %d)", "Printing page %d of %d" = "Imprimir páxina %d de %d");
# agrees with GTK 2 "Páxina %u" and apt "Obtendo o ficheiro %li de %li"
caption-page-of = Páxina { $page } de { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = rei
piece-queen = dama
piece-rook = torre
piece-bishop = alfil
piece-knight = cabalo
piece-pawn = peón

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Diagrama de xadrez, { $side }: { $fen }

## Who moves and what to do
# this file's "Xogan as brancas" with the task, as the Spanish stipulations word it ("Juegan las blancas y ganan")
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Xogan as brancas e dan mate en { $n }
   *[black] Xogan as negras e dan mate en { $n }
}
caption-play-win = { $side ->
    [white] Xogan as brancas e gañan
   *[black] Xogan as negras e gañan
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Xogan as brancas e fan táboas
   *[black] Xogan as negras e fan táboas
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/gl-ES.xml)
caption-checkmate = Xaque mate
caption-stalemate = Rei afogado
