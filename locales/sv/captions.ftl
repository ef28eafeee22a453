# Swedish — diagram captions
# Sources:
#   - lichess.org crowd translations ("Matt i 2 drag", "Visa lösningen")
#   - GNOME Chess translations ("Vit vid draget")
#   - PyChess translations ("Matt i %d")
#   - independent open-source chess programs ("Vit vid draget")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Vit
side-black = Svart

# lichess has "Vits drag"; GNOME Chess and another program use "Vit vid draget"
caption-white-to-move = Vit vid draget

caption-black-to-move = Svart vid draget
caption-mate-in = Matt i { $n } drag

# single source: lichess ("Visa lösningen")


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
