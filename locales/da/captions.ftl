# Danish — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Hvid i trækket")
#   - PyChess translations and ChessX translations ("Mat i %d")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Hvid
side-black = Sort
caption-white-to-move = Hvid i trækket
caption-black-to-move = Sort i trækket
caption-mate-in = Mat i { $n }
