# Swedish — diagram captions
# Sources:
#   - lichess.org crowd translations ("Matt i 2 drag", "Visa lösningen")
#   - GNOME Chess translations ("Vit vid draget")
#   - PyChess translations ("Matt i %d")
#   - independent open-source chess programs ("Vit vid draget")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Vit
side-black = Svart

# lichess has "Vits drag"; GNOME Chess and another program use "Vit vid draget"
caption-white-to-move = Vit vid draget

caption-black-to-move = Svart vid draget
caption-mate-in = Matt i { $n } drag

# single source: lichess ("Visa lösningen")

