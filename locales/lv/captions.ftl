# Latvian — diagram captions
# Sources:
#   - lichess.org crowd translations ("Gājiens baltajiem", "Mats 2 gājienos", "Mats %s pusgājienos")
#   - Unicode CLDR (language name and plural rules)
# Keys missing here fall back to English.

## Diagram captions and sheet text

side-white = Baltie
side-black = Melnie

# single source: lichess (GNOME Chess: "Baltā gājiens")
caption-white-to-move = Gājiens baltajiem

# single source: lichess
caption-black-to-move = Gājiens melnajiem

# single source: lichess ("Mats 2 gājienos"); counts ending in 1 (not 11) take the singular gājienā
caption-mate-in = { $n ->
    [zero] Mats { $n } gājienos
    [one] Mats { $n } gājienā
   *[other] Mats { $n } gājienos
}

