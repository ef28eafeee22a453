# Japanese — diagram captions
# Sources:
#   - lichess.org crowd translations ("白の手番", "2 手メイト", "白の勝ち", "解答を見る")
#   - GNOME Chess translations ("白の番")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = 白
side-black = 黒

# single source: lichess (GNOME Chess: "白の番")
caption-white-to-move = 白の手番

# single source: lichess
caption-black-to-move = 黒の手番

# single source: lichess

# single source: lichess

# single source: lichess
caption-mate-in = { $n } 手メイト

# single source: lichess ("解答を見る")

