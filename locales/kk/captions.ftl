# Kazakh — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Ақтардың жүрісі")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Ақ
side-black = Қара

# single source: lichess (GNOME Chess: "Ақтардың жүрісі")
caption-white-to-move = Ақ жүреді

# single source: lichess
caption-black-to-move = Қара жүреді

# single source: lichess
caption-mate-in = { $n } жүрісті мат

