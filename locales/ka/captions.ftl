# Georgian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = თეთრები
side-black = შავები

# single source: lichess
caption-white-to-move = თეთრების სვლაა

# single source: lichess
caption-black-to-move = შავების სვლაა

# single source: lichess
caption-mate-in = შამათი { $n } სვლაში


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = ამოხსნები
# composed: the first word of lichess's “puzzles” string (ka-GE, “თავსატეხები თემების მიხედვით”, puzzles by theme)
caption-puzzles = თავსატეხები

# composed: GTK 2 "გვერდი %u", with N/M
# SumatraPDF (translations/ka.txt) writes "Page %s" = "%s გვერდი", the number first; the two sources disagree on the order
caption-page-of = გვერდი { $page }/{ $total }

# the names of the pieces in the language's chess literature (Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages); composed where no table is built in
piece-king = მეფე
piece-queen = ლაზიერი
piece-rook = ეტლი
piece-bishop = კუ
piece-knight = მხედარი
piece-pawn = პაიკი

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = ჭადრაკის დიაგრამა, { $side }: { $fen }

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
# Source: lichess.org crowd translations ("checkmate", "stalemate")
caption-checkmate = შამათი
caption-stalemate = პატი
