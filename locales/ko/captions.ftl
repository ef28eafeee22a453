# Korean — diagram captions
# Sources:
#   - lichess.org crowd translations ("백 차례", "2수 메이트", "백 승리")
#   - GNOME Chess translations ("흰색 차례")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = 백
side-black = 흑

# single source: lichess
caption-white-to-move = 백 차례

# single source: lichess
caption-black-to-move = 흑 차례

# single source: lichess

# single source: lichess

# single source: lichess
caption-mate-in = { $n }수 메이트


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
