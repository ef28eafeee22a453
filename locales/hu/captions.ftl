# Hungarian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Világos lép")
#   - PyChess translations ("Matt %d lépésben")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Világos
side-black = Sötét
caption-white-to-move = Világos lép
caption-black-to-move = Sötét lép
caption-mate-in = Matt { $n } lépésben
