# Basque — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Zuria
side-black = Beltza

# single source: lichess
caption-white-to-move = Zuriaren txanda

# single source: lichess
caption-black-to-move = Beltzaren txanda

