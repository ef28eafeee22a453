# German — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Schachstellungen und Züge in den Buchstaben jeder Sprache: einfügen, lesen, zeichnen, herunterladen.
web-page-language = Sprache der Seite
web-tab-position = Stellung und Züge
web-tab-sheet = Aufgabenblatt
web-input = Stellung (FEN oder EPD) oder Zugtext, in jeder Notation
web-input-hint = Wird beim Tippen gelesen. Spanisch, Russisch, Deutsch, Figurinen … werden erkannt.
web-letters = Buchstaben
web-letters-auto = Erkennen
web-detected = Gelesen als
web-choose = Der Text lässt sich verschieden lesen; bitte die gemeinte Lesart wählen:
web-standard = Standard-FEN
web-copy = Kopieren
web-copied = Kopiert
web-translated = In den Buchstaben von
web-problems = Probleme
web-no-problems = Keine Probleme: die Stellung ist legal.
web-options = Diagrammoptionen
web-theme = Farbschema
web-theme-screen = Holz
web-theme-print = Druck (schraffiert)
web-theme-blue = Blau
web-pieces = Figuren
web-pieces-dejavu = DejaVu (eingebaut)
web-pieces-file = Schachschrift-Datei
web-orientation = Ausrichtung
web-orientation-white = Weiß unten
web-orientation-black = Schwarz unten
web-orientation-auto = Seite am Zug unten
web-coords = Koordinaten
web-coords-outside = Außen
web-coords-inside = Innen
web-coords-none = Keine
web-caption = Bildunterschrift
web-caption-auto = Seite am Zug
web-caption-none = Keine
web-caption-custom = Eigener Text
web-caption-text = Text der Bildunterschrift ({"{"}side{"}"}, {"{"}fen{"}"})
web-size = Größe (Pixel)
web-mark = Markieren per Klick
web-mark-fill = Feld
web-mark-circle = Kreis
web-mark-cross = Kreuz
web-color = Farbe
web-color-green = Grün
web-color-red = Rot
web-color-yellow = Gelb
web-color-blue = Blau
web-clear = Markierungen und Pfeile entfernen
web-board-help = Ein Klick auf ein Feld markiert es; von einem Feld zu einem anderen ziehen zeichnet einen Pfeil. Mit der Tastatur: Pfeiltasten bewegen, Leertaste markiert, A beginnt und beendet einen Pfeil.
web-board-label = Schachdiagramm
web-moves = Züge
web-move-first = Erste Stellung
web-move-prev = Vorheriger Zug
web-move-next = Nächster Zug
web-move-last = Letzte Stellung
web-move-start = Anfang
web-move-text = Zugtext in den Buchstaben von
web-download = Herunterladen
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Viele Diagramme auf druckbaren Seiten, nummeriert, mit den Lösungen am Ende: dasselbe PDF wie der Befehl „fenlingo sheet“.
web-sheet-input = Stellungen oder Partien: eine FEN/EPD pro Zeile, PGN oder eine lichess-Aufgaben-CSV
web-sheet-file = Oder eine Datei öffnen (.fen, .epd, .pgn, .csv); sie lässt sich auch auf das Textfeld ziehen
web-sheet-format = Format
web-sheet-format-auto = Aus dem Text oder dem Dateinamen
web-template = Seitenlayout
web-sheet-title = Titel
web-sheet-language = Sprache der Bildunterschriften und Lösungen
web-download-sheet = Blatt herunterladen (PDF)
web-sheet-count = { $count ->
    [one] Ein Diagramm
   *[other] { $count } Diagramme
} auf { $pages ->
    [one] einer Seite
   *[other] { $pages } Seiten
}, mit Lösungen.
web-sheet-empty = Noch kein Diagramm.
web-sheet-file-loaded = Datei: { $name }
web-version = fenlingo { $version }
web-offline = Alles läuft in dieser Seite: nichts wird irgendwohin gesendet.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Notation der Eingabe
web-sheet-orientation-template = Wie im Layout
web-sheet-setup-move = Den Zug zeigen, der zu jeder Aufgabe führt
web-sheet-no-answers = Ohne Lösungen
web-sheet-figurines = Lösungen mit Figurinen (♖e8+)
web-sheet-puzzles = Lichess-Aufgaben (CSV)
web-sheet-themes = Themen (durch Kommas getrennt)
web-sheet-rating = Wertung (MIN-MAX)
web-sheet-popularity = Mindestbeliebtheit (-100 bis 100)
web-sheet-limit = Höchstens (Aufgaben)
web-sheet-sort = Reihenfolge
web-sheet-sort-file = Wie in der Datei
web-sheet-sort-rating = Nach Wertung
web-sheet-sort-popularity = Nach Beliebtheit
web-sheet-sort-id = Nach ID
web-sheet-sort-random = Zufällig
web-sheet-seed = Startwert der zufälligen Reihenfolge
web-sheet-reading = Lese { $name }: { $percent } %
web-sheet-at = Zeile { $line }
web-licence = Lizenz: MIT OR Apache-2.0
