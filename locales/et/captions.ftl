# Estonian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Valge
side-black = Must

# single source: lichess
caption-white-to-move = Valge mängib

# single source: lichess
caption-black-to-move = Must mängib

# single source: lichess
caption-mate-in = Matt { $n } käiguga

