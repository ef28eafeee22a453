# Slovenian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Beli na potezi", "Mat v 2")
#   - GNOME Chess translations ("Beli je na potezi")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Beli
side-black = Črni
caption-white-to-move = Beli je na potezi
caption-black-to-move = Črni je na potezi

# single source: lichess
caption-mate-in = Mat v { $n }

