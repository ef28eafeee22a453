# Italian — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Posizioni e mosse di scacchi nelle lettere di qualsiasi lingua: incolla, leggi, disegna, scarica.
web-page-language = Lingua della pagina
web-tab-position = Posizione e mosse
web-tab-sheet = Scheda di esercizi
web-input = Posizione (FEN o EPD) o testo di mosse, in qualsiasi notazione
web-input-hint = Letto mentre scrivi. Spagnolo, russo, tedesco, figurine… vengono riconosciuti.
web-letters = Lettere
web-letters-auto = Riconosci
web-detected = Letto come
web-choose = Il testo si legge in più modi; scegli quello inteso:
web-standard = FEN standard
web-copy = Copia
web-copied = Copiato
web-translated = Nelle lettere di
web-problems = Problemi
web-no-problems = Nessun problema: la posizione è legale.
web-options = Opzioni del diagramma
web-theme = Tema
web-theme-screen = Legno
web-theme-print = Stampa (tratteggiato)
web-theme-blue = Blu
web-pieces = Pezzi
web-pieces-dejavu = DejaVu (inclusi)
web-pieces-file = File di font scacchistico
web-orientation = Orientamento
web-orientation-white = Bianco in basso
web-orientation-black = Nero in basso
web-orientation-auto = Chi ha il tratto in basso
web-coords = Coordinate
web-coords-outside = All’esterno
web-coords-inside = All’interno
web-coords-none = Nessuna
web-caption = Didascalia
web-caption-auto = Chi ha il tratto
web-caption-none = Nessuna
web-caption-custom = Testo libero
web-caption-text = Testo della didascalia ({"{"}side{"}"}, {"{"}fen{"}"})
web-size = Dimensione (pixel)
web-mark = Segni con un clic
web-mark-fill = Casa
web-mark-circle = Cerchio
web-mark-cross = Croce
web-color = Colore
web-color-green = Verde
web-color-red = Rosso
web-color-yellow = Giallo
web-color-blue = Blu
web-clear = Togli segni e frecce
web-board-help = Fai clic su una casa per segnarla; trascina da una casa all’altra per una freccia. Da tastiera: le frecce spostano, Spazio segna, A inizia e finisce una freccia.
web-board-label = Diagramma di scacchi
web-moves = Mosse
web-move-first = Prima posizione
web-move-prev = Mossa precedente
web-move-next = Mossa successiva
web-move-last = Ultima posizione
web-move-start = Inizio
web-move-text = Testo delle mosse nelle lettere di
web-download = Scarica
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Molti diagrammi su pagine da stampare, numerati, con le soluzioni alla fine: lo stesso PDF del comando «fenlingo sheet».
web-sheet-input = Posizioni o partite: una FEN/EPD per riga, PGN o un CSV di esercizi di lichess
web-sheet-file = Oppure apri un file (.fen, .epd, .pgn, .csv); puoi anche trascinarlo sul riquadro di testo
web-sheet-format = Formato
web-sheet-format-auto = Dal testo o dal nome del file
web-template = Impaginazione
web-sheet-title = Titolo
web-sheet-language = Lingua delle didascalie e delle soluzioni
web-download-sheet = Scarica la scheda (PDF)
web-sheet-count = { $count ->
    [one] Un diagramma
   *[other] { $count } diagrammi
} su { $pages ->
    [one] una pagina
   *[other] { $pages } pagine
}, soluzioni comprese.
web-sheet-empty = Ancora nessun diagramma.
web-sheet-file-loaded = File: { $name }
web-version = fenlingo { $version }
web-offline = Tutto avviene in questa pagina: non viene inviato nulla da nessuna parte.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Notazione dell’input
web-sheet-orientation-template = Come dice l’impaginazione
web-sheet-setup-move = Mostra la mossa che porta a ogni problema
web-sheet-no-answers = Senza soluzioni
web-sheet-figurines = Soluzioni con figurine (♖e8+)
web-sheet-puzzles = Problemi di lichess (CSV)
web-sheet-themes = Temi (separati da virgole)
web-sheet-rating = Punteggio (MIN-MAX)
web-sheet-popularity = Popolarità minima (da -100 a 100)
web-sheet-limit = Al massimo (problemi)
web-sheet-sort = Ordine
web-sheet-sort-file = Come nel file
web-sheet-sort-rating = Per punteggio
web-sheet-sort-popularity = Per popolarità
web-sheet-sort-id = Per id
web-sheet-sort-random = A caso
web-sheet-seed = Seme dell’ordine casuale
web-sheet-reading = Lettura di { $name }: { $percent } %
web-sheet-at = Riga { $line }
web-licence = Licenza: MIT OR Apache-2.0
