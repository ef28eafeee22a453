# Dutch — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Schaakstellingen en zetten in de letters van elke taal: plakken, lezen, tekenen, downloaden.
web-page-language = Taal van de pagina
web-tab-position = Stelling en zetten
web-tab-sheet = Opgavenblad
web-input = Stelling (FEN of EPD) of zettentekst, in elke notatie
web-input-hint = Wordt gelezen terwijl u typt. Spaans, Russisch, Duits, figurines… worden herkend.
web-letters = Letters
web-letters-auto = Herkennen
web-detected = Gelezen als
web-choose = De tekst is op meerdere manieren te lezen; kies de bedoelde:
web-standard = Standaard-FEN
web-copy = Kopiëren
web-copied = Gekopieerd
web-translated = In de letters van
web-problems = Problemen
web-no-problems = Geen problemen: de stelling is reglementair.
web-options = Diagramopties
web-theme = Kleurenschema
web-theme-screen = Hout
web-theme-print = Afdruk (gearceerd)
web-theme-blue = Blauw
web-pieces = Stukken
web-pieces-dejavu = DejaVu (ingebouwd)
web-pieces-file = Schaaklettertypebestand
web-orientation = Oriëntatie
web-orientation-white = Wit onderaan
web-orientation-black = Zwart onderaan
web-orientation-auto = Kleur aan zet onderaan
web-coords = Coördinaten
web-coords-outside = Buiten
web-coords-inside = Binnen
web-coords-none = Geen
web-caption = Onderschrift
web-caption-auto = Wie aan zet is
web-caption-none = Geen
web-caption-custom = Eigen tekst
web-caption-text = Tekst van het onderschrift ({"{"}side{"}"}, {"{"}fen{"}"})
web-size = Grootte (pixels)
web-mark = Markeren met klikken
web-mark-fill = Veld
web-mark-circle = Cirkel
web-mark-cross = Kruis
web-color = Kleur
web-color-green = Groen
web-color-red = Rood
web-color-yellow = Geel
web-color-blue = Blauw
web-clear = Markeringen en pijlen wissen
web-board-help = Klik op een veld om het te markeren; sleep van het ene veld naar het andere voor een pijl. Met het toetsenbord: pijltoetsen verplaatsen, spatie markeert, A begint en beëindigt een pijl.
web-board-label = Schaakdiagram
web-moves = Zetten
web-move-first = Eerste stelling
web-move-prev = Vorige zet
web-move-next = Volgende zet
web-move-last = Laatste stelling
web-move-start = Begin
web-move-text = Zettentekst in de letters van
web-download = Downloaden
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Veel diagrammen op afdrukbare pagina’s, genummerd, met de oplossingen achteraan: dezelfde PDF als de opdracht ‘fenlingo sheet’.
web-sheet-input = Stellingen of partijen: één FEN/EPD per regel, PGN of een CSV met lichess-opgaven
web-sheet-file = Of open een bestand (.fen, .epd, .pgn, .csv); u kunt het ook op het tekstvak neerzetten
web-sheet-format = Formaat
web-sheet-format-auto = Uit de tekst of de bestandsnaam
web-template = Pagina-opmaak
web-sheet-title = Titel
web-sheet-language = Taal van onderschriften en oplossingen
web-download-sheet = Blad downloaden (PDF)
web-sheet-count = { $count ->
    [one] Eén diagram
   *[other] { $count } diagrammen
} op { $pages ->
    [one] één pagina
   *[other] { $pages } pagina’s
}, met oplossingen.
web-sheet-empty = Nog geen diagram.
web-sheet-file-loaded = Bestand: { $name }
web-version = fenlingo { $version }
web-offline = Alles gebeurt in deze pagina: er wordt niets verstuurd.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Notatie van de invoer
web-sheet-orientation-template = Zoals de opmaak zegt
web-sheet-setup-move = De zet tonen die tot elke opgave leidt
web-sheet-no-answers = Zonder oplossingen
web-sheet-figurines = Oplossingen met figurines (♖e8+)
web-sheet-puzzles = Lichess-opgaven (CSV)
web-sheet-themes = Thema’s (gescheiden door komma’s)
web-sheet-rating = Rating (MIN-MAX)
web-sheet-popularity = Minimale populariteit (-100 tot 100)
web-sheet-limit = Hoogstens (opgaven)
web-sheet-sort = Volgorde
web-sheet-sort-file = Zoals in het bestand
web-sheet-sort-rating = Op rating
web-sheet-sort-popularity = Op populariteit
web-sheet-sort-id = Op id
web-sheet-sort-random = Willekeurig
web-sheet-seed = Startwaarde van de willekeurige volgorde
web-sheet-reading = { $name } lezen: { $percent } %
web-sheet-at = Regel { $line }
web-licence = Licentie: MIT OR Apache-2.0
