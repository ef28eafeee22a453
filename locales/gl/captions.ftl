# Galician — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Brancas
side-black = Negras

# single source: lichess
caption-white-to-move = Xogan as brancas

# single source: lichess
caption-black-to-move = Xogan as negras

# single source: lichess
caption-mate-in = Mate en { $n }

