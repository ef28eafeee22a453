# Bulgarian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Белите на ход", "Мат в 2 хода")
#   - GNOME Chess translations ("Белите са на ход")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Бели
side-black = Черни
caption-white-to-move = Белите на ход
caption-black-to-move = Черните на ход

# single source: lichess ("Мат в 2 хода")
caption-mate-in = { $n ->
    [one] Мат в { $n } ход
   *[other] Мат в { $n } хода
}


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
