# Norwegian Bokmål — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Hvit
side-black = Sort

# single source: lichess
caption-white-to-move = Hvit i trekket

# single source: lichess
caption-black-to-move = Sort i trekket

# single source: lichess
caption-mate-in = Matt i { $n }

