# Finnish — diagram captions
# Sources:
#   - lichess.org crowd translations ("Valkean vuoro", "2 siirron matti")
#   - GNOME Chess translations ("Valkoisen siirto")
#   - PyChess translations ("Matti %d siirrossa")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Valkea
side-black = Musta

# single source: lichess (GNOME Chess: "Valkoisen siirto")
caption-white-to-move = Valkean vuoro

# single source: lichess
caption-black-to-move = Mustan vuoro

# single source: lichess (PyChess: "Matti %d siirrossa")
caption-mate-in = { $n } siirron matti

