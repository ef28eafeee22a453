# Chinese (Traditional) — diagram captions
# Sources:
#   - lichess.org crowd translations (zh-TW)
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

# single source: lichess
side-white = 執白

# single source: lichess
side-black = 執黑

# single source: lichess (GNOME Chess: "白方移動")
caption-white-to-move = 白方走棋

# single source: lichess
caption-black-to-move = 黑方走棋


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
