# Slovak — diagram captions
# Sources:
#   - lichess.org crowd translations ("Biely na ťahu", "Mat 2. ťahom")
#   - independent open-source chess programs ("Biely na ťahu dá mat druhým ťahom", "Mat 2. ťahom")
#   - GNOME Chess translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Biely
side-black = Čierny
caption-white-to-move = Biely na ťahu
caption-black-to-move = Čierny na ťahu

# ordinal construction ("mat druhým ťahom"): the noun does not change with n
caption-mate-in = Mat { $n }. ťahom


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
