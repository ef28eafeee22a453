# Estonian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Valge
side-black = Must

# single source: lichess
caption-white-to-move = Valge mängib

# single source: lichess
caption-black-to-move = Must mängib

# single source: lichess
caption-mate-in = Matt { $n } käiguga


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Lahendused
# lichess.org crowd translation (et-EE, "puzzles": the puzzle pages' title)
caption-puzzles = Pusled

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/et.txt: "Page %s" = "Lehekülg %s", "Printing page %d of %d" = "Lehekülje %d/%d printimine");
# agrees with GTK 2 "Lehekülg %u", with N/M
caption-page-of = Lehekülg { $page }/{ $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = kuningas
piece-queen = lipp
piece-rook = vanker
piece-bishop = oda
piece-knight = ratsu
piece-pawn = ettur

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Malediagramm, { $side }: { $fen }

## Who moves and what to do
# Composed from this file's own phrases: who moves, then the task
# ("+−", "−+", "±", "∓" and "=" are the signs of chess literature in every
# language; "±"/"∓", a clear advantage, are $16/$17 of the PGN standard §10).
caption-mates-in = { $side ->
    [white] { caption-white-to-move }. { caption-mate-in }
   *[black] { caption-black-to-move }. { caption-mate-in }
}
caption-play-win = { $side ->
    [white] { caption-white-to-move }: +−
   *[black] { caption-black-to-move }: −+
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] { caption-white-to-move }: =
   *[black] { caption-black-to-move }: =
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/et-EE.xml)
caption-checkmate = Matt
caption-stalemate = Patt
