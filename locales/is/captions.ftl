# Icelandic — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Hvítur
side-black = Svartur

# single source: lichess
caption-white-to-move = Hvítur á leik

# single source: lichess
caption-black-to-move = Svartur á leik

# single source: lichess
caption-mate-in = Mát í { $n }

