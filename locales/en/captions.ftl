# English — diagram captions
# Sources:
#   - lichess.org crowd translations ("White to play", "Mate in 2", "Puzzle %s")
#   - GNOME Chess translations ("White to Move")
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = White
side-black = Black
caption-white-to-move = White to move
caption-black-to-move = Black to move

caption-mate-in = Mate in { $n }

caption-solutions = Solutions
caption-puzzles = Chess puzzles
caption-page-of = Page { $page } of { $total }
piece-king = king
piece-queen = queen
piece-rook = rook
piece-bishop = bishop
piece-knight = knight
piece-pawn = pawn

## Document figures
figure-alt = Chess diagram, { $side }: { $fen }
## Who moves and what to do
caption-mates-in = { $side ->
    [white] White mates in { $n }
   *[black] Black mates in { $n }
}
caption-play-win = { $side ->
    [white] White to play and win
   *[black] Black to play and win
}
# lichess.org puzzle theme "Advantage" ("Seize your chance to get a decisive advantage"), in the phrasing of the line above.
caption-play-advantage = { $side ->
    [white] White to play and gain the advantage
   *[black] Black to play and gain the advantage
}
caption-play-draw = { $side ->
    [white] White to play and draw
   *[black] Black to play and draw
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations ("checkmate", "stalemate")
caption-checkmate = Checkmate
caption-stalemate = Stalemate
