# French — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Positions et coups d’échecs dans les lettres de n’importe quelle langue : coller, lire, dessiner, télécharger.
web-page-language = Langue de la page
web-tab-position = Position et coups
web-tab-sheet = Feuille d’exercices
web-input = Position (FEN ou EPD) ou texte de coups, dans n’importe quelle notation
web-input-hint = Lu pendant la frappe. L’espagnol, le russe, l’allemand, les figurines… sont reconnus.
web-letters = Lettres
web-letters-auto = Détecter
web-detected = Lu comme
web-choose = Le texte se lit de plusieurs façons ; choisissez la bonne :
web-standard = FEN standard
web-copy = Copier
web-copied = Copié
web-translated = Dans les lettres de
web-problems = Problèmes
web-no-problems = Aucun problème : la position est légale.
web-options = Options du diagramme
web-theme = Thème
web-theme-screen = Bois
web-theme-print = Impression (hachuré)
web-theme-blue = Bleu
web-pieces = Pièces
web-pieces-dejavu = DejaVu (intégrées)
web-pieces-file = Fichier de police d’échecs
web-orientation = Orientation
web-orientation-white = Blancs en bas
web-orientation-black = Noirs en bas
web-orientation-auto = Camp au trait en bas
web-coords = Coordonnées
web-coords-outside = À l’extérieur
web-coords-inside = À l’intérieur
web-coords-none = Aucune
web-caption = Légende
web-caption-auto = Camp au trait
web-caption-none = Aucune
web-caption-custom = Texte libre
web-caption-text = Texte de la légende ({"{"}side{"}"}, {"{"}fen{"}"})
web-size = Taille (pixels)
web-mark = Marques au clic
web-mark-fill = Case
web-mark-circle = Cercle
web-mark-cross = Croix
web-color = Couleur
web-color-green = Vert
web-color-red = Rouge
web-color-yellow = Jaune
web-color-blue = Bleu
web-clear = Effacer les marques et les flèches
web-board-help = Cliquez sur une case pour la marquer ; glissez d’une case à une autre pour une flèche. Au clavier : les flèches déplacent, Espace marque, A commence et termine une flèche.
web-board-label = Diagramme d’échecs
web-moves = Coups
web-move-first = Première position
web-move-prev = Coup précédent
web-move-next = Coup suivant
web-move-last = Dernière position
web-move-start = Début
web-move-text = Texte des coups dans les lettres de
web-download = Télécharger
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = De nombreux diagrammes sur des pages à imprimer, numérotés, avec les solutions à la fin : le même PDF que la commande « fenlingo sheet ».
web-sheet-input = Positions ou parties : une FEN/EPD par ligne, du PGN ou un CSV d’exercices lichess
web-sheet-file = Ou ouvrez un fichier (.fen, .epd, .pgn, .csv) ; vous pouvez aussi le déposer sur la zone de texte
web-sheet-format = Format
web-sheet-format-auto = D’après le texte ou le nom du fichier
web-template = Mise en page
web-sheet-title = Titre
web-sheet-language = Langue des légendes et des solutions
web-download-sheet = Télécharger la feuille (PDF)
web-sheet-count = { $count ->
    [one] Un diagramme
   *[other] { $count } diagrammes
} sur { $pages ->
    [one] une page
   *[other] { $pages } pages
}, solutions comprises.
web-sheet-empty = Pas encore de diagramme.
web-sheet-file-loaded = Fichier : { $name }
web-version = fenlingo { $version }
web-offline = Tout se passe dans cette page : rien n’est envoyé nulle part.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Notation de l’entrée
web-sheet-orientation-template = Comme le dit la mise en page
web-sheet-setup-move = Montrer le coup qui mène à chaque problème
web-sheet-no-answers = Sans les solutions
web-sheet-figurines = Solutions avec figurines (♖e8+)
web-sheet-puzzles = Problèmes lichess (CSV)
web-sheet-themes = Thèmes (séparés par des virgules)
web-sheet-rating = Classement (MIN-MAX)
web-sheet-popularity = Popularité minimale (-100 à 100)
web-sheet-limit = Au plus (problèmes)
web-sheet-sort = Ordre
web-sheet-sort-file = Comme dans le fichier
web-sheet-sort-rating = Par classement
web-sheet-sort-popularity = Par popularité
web-sheet-sort-id = Par identifiant
web-sheet-sort-random = Au hasard
web-sheet-seed = Graine de l’ordre au hasard
web-sheet-reading = Lecture de { $name } : { $percent } %
web-sheet-at = Ligne { $line }
web-licence = Licence : MIT OR Apache-2.0
