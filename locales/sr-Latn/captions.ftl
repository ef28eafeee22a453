# Serbian (Latin) — diagram captions
# Sources:
#   - GNOME Chess translations (sr@latin: "Beli je na potezu")
#   - lichess.org crowd translations (Cyrillic "Бели", "Црни", "Мат у 2", transliterated)
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Beli
side-black = Crni
caption-white-to-move = Beli je na potezu
caption-black-to-move = Crni je na potezu

# single source: lichess Serbian (Cyrillic "Мат у 2"), transliterated; Croatian sources have the same "Mat u"
caption-mate-in = Mat u { $n }

