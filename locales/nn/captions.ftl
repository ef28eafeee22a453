# Norwegian Nynorsk — diagram captions
# Sources:
#   - lichess.org crowd translations ("Kvit i trekket", "Matt i to trekk", "Kvit vann partiet", "Vis løysinga")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Kvit
side-black = Svart

# single source: lichess
caption-white-to-move = Kvit i trekket

# single source: lichess
caption-black-to-move = Svart i trekket

# single source: lichess

# single source: lichess

# single source: lichess ("Matt i to trekk"); trekk is the same in singular and plural
caption-mate-in = Matt i { $n } trekk

# single source: lichess ("Vis løysinga")


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Løysingar
# lichess.org crowd translation (nn-NO, "puzzles": the puzzle pages' title)
caption-puzzles = Taktikkoppgåver

# composed: GTK 2 "Side %u" and "av" (of), as Bokmål
caption-page-of = Side { $page } av { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = konge
piece-queen = dronning
piece-rook = tårn
piece-bishop = løpar
piece-knight = springar
piece-pawn = bonde

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Sjakkdiagram, { $side }: { $fen }

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
# (lichess-org/lila, translation/dest/site/nn-NO.xml)
caption-checkmate = Sjakk matt
caption-stalemate = Patt
