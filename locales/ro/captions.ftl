# Romanian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Alb", "Negru", "Mat în %s mutări", "Albul a câștigat")
#   - GNOME Chess translations ("Albul mută")
#   - PyChess translations ("Mat în %d")
#   - independent open-source chess programs ("Albul mută")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Alb
side-black = Negru

# lichess has "Albul joacă"; GNOME Chess and another program use "Albul mută"
caption-white-to-move = Albul mută

caption-black-to-move = Negrul mută

# single source: lichess

# single source: lichess

caption-mate-in = Mat în { $n }

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
