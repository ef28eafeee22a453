# Slovak — diagram captions
# Sources:
#   - lichess.org crowd translations ("Biely na ťahu", "Mat 2. ťahom")
#   - independent open-source chess programs ("Biely na ťahu dá mat druhým ťahom", "Mat 2. ťahom")
#   - GNOME Chess translations
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Biely
side-black = Čierny
caption-white-to-move = Biely na ťahu
caption-black-to-move = Čierny na ťahu

# ordinal construction ("mat druhým ťahom"): the noun does not change with n
caption-mate-in = Mat { $n }. ťahom

