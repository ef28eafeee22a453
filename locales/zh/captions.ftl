# Chinese (Simplified) — diagram captions
# Sources:
#   - lichess.org crowd translations ("白方走棋", "白方胜利", "提出和棋", "看解答")
#   - DroidFish translations ("白方走棋")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = 白方
side-black = 黑方
caption-white-to-move = 白方走棋
caption-black-to-move = 黑方走棋

# single source: lichess

# single source: lichess

# single source: lichess ("提出和棋", offer a draw)

# single source: lichess ("看解答")


## Who moves and what to do
# Composed from this file's own phrases: who moves, then the task
# ("+−", "−+", "±", "∓" and "=" are the signs of chess literature in every
# language; "±"/"∓", a clear advantage, are $16/$17 of the PGN standard §10).
caption-mates-in = { $side ->
    [white] { caption-white-to-move }: #{ $n }
   *[black] { caption-black-to-move }: #{ $n }
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
