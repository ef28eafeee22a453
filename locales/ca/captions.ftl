# Catalan — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Blanques
side-black = Negres

# single source: lichess (GNOME Chess: "Les blanques mouen")
caption-white-to-move = Juguen les blanques

# single source: lichess
caption-black-to-move = Juguen les negres

# single source: lichess ("Mat en 2", "Mat en %s jugades")
caption-mate-in = Mat en { $n }


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Solucions
# lichess.org crowd translation (ca-ES, "puzzles": the puzzle pages' title)
caption-puzzles = Problemes

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/ca.txt: "Page %s" = "Pàgina %s", "(of %d)" = "(de %d)");
# agrees with GTK 2 "Pàgina %u" and apt "S'està obtenint el fitxer %li de %li"
caption-page-of = Pàgina { $page } de { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = rei
piece-queen = dama
piece-rook = torre
piece-bishop = alfil
piece-knight = cavall
piece-pawn = peó

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Diagrama d’escacs, { $side }: { $fen }

## Who moves and what to do
# this file's "Juguen les blanques" with the task, in the form of the Spanish stipulations ("Juegan las blancas y ganan")
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Juguen les blanques i fan mat en { $n }
   *[black] Juguen les negres i fan mat en { $n }
}
caption-play-win = { $side ->
    [white] Juguen les blanques i guanyen
   *[black] Juguen les negres i guanyen
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Juguen les blanques i fan taules
   *[black] Juguen les negres i fan taules
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/ca-ES.xml)
caption-checkmate = Escac i mat
caption-stalemate = Ofegat
