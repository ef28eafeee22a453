# Georgian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = თეთრები
side-black = შავები

# single source: lichess
caption-white-to-move = თეთრების სვლაა

# single source: lichess
caption-black-to-move = შავების სვლაა

# single source: lichess
caption-mate-in = შამათი { $n } სვლაში

