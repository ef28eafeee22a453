# Greek — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - a Greek chess teaching page ("παίζουν τα λευκά")
#   - PyChess translations ("Ματ σε %d")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Λευκά
side-black = Μαύρα
caption-white-to-move = Παίζουν τα λευκά
caption-black-to-move = Παίζουν τα μαύρα

# single source: lichess

# single source: lichess

caption-mate-in = Ματ σε { $n }
