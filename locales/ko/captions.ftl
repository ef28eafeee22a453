# Korean — diagram captions
# Sources:
#   - lichess.org crowd translations ("백 차례", "2수 메이트", "백 승리")
#   - GNOME Chess translations ("흰색 차례")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = 백
side-black = 흑

# single source: lichess
caption-white-to-move = 백 차례

# single source: lichess
caption-black-to-move = 흑 차례

# single source: lichess

# single source: lichess

# single source: lichess
caption-mate-in = { $n }수 메이트

