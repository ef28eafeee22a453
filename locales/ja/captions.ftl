# Japanese — diagram captions
# Sources:
#   - lichess.org crowd translations ("白の手番", "2 手メイト", "白の勝ち", "解答を見る")
#   - GNOME Chess translations ("白の番")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = 白
side-black = 黒

# single source: lichess (GNOME Chess: "白の番")
caption-white-to-move = 白の手番

# single source: lichess
caption-black-to-move = 黒の手番

# single source: lichess

# single source: lichess

# single source: lichess
caption-mate-in = { $n } 手メイト

# single source: lichess ("解答を見る")


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
