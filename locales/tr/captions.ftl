# Turkish — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - DroidFish translations ("Hamle beyazın")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Beyaz
side-black = Siyah

# single source: lichess (DroidFish: "Hamle beyazın")
caption-white-to-move = Hamle Beyazda

# single source: lichess
caption-black-to-move = Hamle Siyahta

# single source: lichess
caption-mate-in = { $n } Hamlede Mat

