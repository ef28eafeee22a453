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

