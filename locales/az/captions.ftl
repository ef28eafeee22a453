# Azerbaijani — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Ağ
side-black = Qara

# single source: lichess
caption-white-to-move = Gediş ağlarındır

# single source: lichess
caption-black-to-move = Gediş qaralarındır

# single source: lichess
caption-mate-in = { $n } Gedişə Mat

