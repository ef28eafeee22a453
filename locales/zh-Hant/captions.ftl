# Chinese (Traditional) — diagram captions
# Sources:
#   - lichess.org crowd translations (zh-TW)
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

# single source: lichess
side-white = 執白

# single source: lichess
side-black = 執黑

# single source: lichess (GNOME Chess: "白方移動")
caption-white-to-move = 白方走棋

# single source: lichess
caption-black-to-move = 黑方走棋

