# Serbian (Cyrillic) — diagram captions
# Sources:
#   - lichess.org crowd translations ("Бели", "Црни", "Бели на потезу", "Мат у 2")
#   - GNOME Chess translations ("Бели је на потезу")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Бели
side-black = Црни
caption-white-to-move = Бели је на потезу
caption-black-to-move = Црни је на потезу

# single source: lichess
caption-mate-in = Мат у { $n }

