# Catalan — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Blanques
side-black = Negres

# single source: lichess (GNOME Chess: "Les blanques mouen")
caption-white-to-move = Juguen les blanques

# single source: lichess
caption-black-to-move = Juguen les negres

# single source: lichess ("Mat en 2", "Mat en %s jugades")
caption-mate-in = Mat en { $n }

