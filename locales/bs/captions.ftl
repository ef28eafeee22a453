# Bosnian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Bijeli je na potezu")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Bijeli
side-black = Crni
caption-white-to-move = Bijeli je na potezu
caption-black-to-move = Crni je na potezu
