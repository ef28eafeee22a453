# Lithuanian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Baltųjų ėjimas")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Baltieji
side-black = Juodieji
caption-white-to-move = Baltųjų ėjimas
caption-black-to-move = Juodųjų ėjimas
