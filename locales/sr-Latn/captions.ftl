# Serbian (Latin) — diagram captions
# Sources:
#   - GNOME Chess translations (sr@latin: "Beli je na potezu")
#   - lichess.org crowd translations (Cyrillic "Бели", "Црни", "Мат у 2", transliterated)
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Beli
side-black = Crni
caption-white-to-move = Beli je na potezu
caption-black-to-move = Crni je na potezu

# single source: lichess Serbian (Cyrillic "Мат у 2"), transliterated; Croatian sources have the same "Mat u"
caption-mate-in = Mat u { $n }


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
