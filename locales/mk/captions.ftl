# Macedonian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Бели
side-black = Црни

# single source: lichess
caption-white-to-move = Белите се на ред

# single source: lichess
caption-black-to-move = Црните се на ред

