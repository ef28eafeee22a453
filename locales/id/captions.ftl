# Indonesian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Giliran Putih")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Putih
side-black = Hitam

# single source: lichess (GNOME Chess: "Giliran Putih")
caption-white-to-move = Putih melangkah

# single source: lichess
caption-black-to-move = Hitam melangkah

# single source: lichess ("Mati dalam 2 Langkah")
caption-mate-in = Mati dalam { $n } Langkah

