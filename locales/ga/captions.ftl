# Irish — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Bán
side-black = Dubh

# single source: lichess
caption-white-to-move = Is le Bán an imirt

# single source: lichess
caption-black-to-move = Is le Dubh an imirt

