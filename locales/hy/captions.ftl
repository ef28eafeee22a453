# Armenian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Սպիտակներ
side-black = Սևեր

# single source: lichess
caption-white-to-move = Խաղում են սպիտակները

# single source: lichess
caption-black-to-move = Խաղում են սևերը

# single source: lichess
caption-mate-in = Մատ { $n } քայլից

