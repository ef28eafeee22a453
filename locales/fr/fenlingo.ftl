# French — messages of the fenlingo command-line tool and library.
# Chess words as lichess (fr) and French chess books use them: pièce, pion,
# rangée, colonne, case, coup, demi-coup, droits de roque, prise en passant,
# échec, mat, partie; software words as GNOME and KDE (fichier, dossier,
# sortie standard, commande). Help lines use the infinitive; French
# spacing before « : ; ? ! » and inside guillemets.

## Severities and locations
error = erreur
warning = avertissement
note = remarque

## FEN and EPD reading errors
err-invalid-utf8 = UTF-8 non valide à l’octet { $offset }
err-line-too-long = ligne de plus de { $limit } octets
err-empty = position vide
err-rank-count = 8 rangées attendues, { $found } trouvées
err-rank-too-long = la rangée { $rank } a plus de 8 cases
err-rank-too-short = la rangée { $rank } a { $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
}, 8 attendues
err-invalid-piece = lettre de pièce non valide « { $token } » dans la rangée { $rank }
err-invalid-digit = chiffre non valide « { $digit } » dans la rangée { $rank } (cases vides : de 1 à 8)
err-invalid-side = trait non valide « { $token } »
err-invalid-castling = droit de roque non valide « { $token } »
err-too-many-castling = plus de deux droits de roque pour les { $color ->
    [white] Blancs
   *[black] Noirs
}
err-invalid-ep = case de prise en passant non valide « { $token } »
err-ep-rank = la case de prise en passant « { $token } » n’est pas sur la 3e ou la 6e rangée
err-invalid-counter = { $field } non valide : « { $token } »
err-counter-too-large = { $field } : valeur trop grande
err-missing-field = champ manquant : { $field }
err-extra-field = champ supplémentaire inattendu « { $token } »
err-invalid-operation = opération EPD non valide « { $token } »
err-unterminated-string = chaîne entre guillemets non fermée
err-not-strict = { $repair } (accepté seulement en mode tolérant)

## FEN fields
field-placement = placement des pièces
field-side = trait
field-castling = droits de roque
field-en-passant = case de prise en passant
field-halfmove = compteur de demi-coups
field-fullmove = numéro du coup
field-operations = opérations EPD

## Repairs made in lenient mode
repair-line = { $what } : « { $before } » lu comme « { $after } »
repair-dash = caractère semblable à un tiret pour « - »
repair-double-dash = « -- » pour deux champs vides
repair-separator = espacement irrégulier
repair-invisible-character = caractère invisible
repair-missing-field = champ manquant : { $field } ; valeur par défaut supposée
repair-missing-fields = { $count ->
    [one] { $count } champ manquant
   *[other] { $count } champs manquants
}, supposés : « { $assumed } »
repair-fullmove-zero = numéro de coup 0
repair-leading-zeros = zéros en tête dans le champ « { $field } »
repair-castling-order = droits de roque dans un ordre non canonique
repair-figurine = figurine au lieu d’une lettre de pièce
repair-merged-digits = chiffres consécutifs dans une rangée
repair-missing-semicolon = opération EPD sans « ; »
repair-brackets = position entre crochets
repair-standard-castling = droits de roque écrits avec les lettres standard

## Legality flags
flag-empty = l’échiquier est vide
flag-no-white-king = les Blancs n’ont pas de roi
flag-no-black-king = les Noirs n’ont pas de roi
flag-too-many-kings = un camp a plus d’un roi
flag-pawns-on-backrank = un pion se trouve sur la 1re ou la 8e rangée
flag-too-many-white-pawns = les Blancs ont plus de 8 pions
flag-too-many-black-pawns = les Noirs ont plus de 8 pions
flag-too-many-white-pieces = les Blancs ont plus de 16 pièces
flag-too-many-black-pieces = les Noirs ont plus de 16 pièces
flag-too-many-white-promoted = les Blancs ont plus de pièces promues que les pions manquants ne le permettent
flag-too-many-black-promoted = les Noirs ont plus de pièces promues que les pions manquants ne le permettent
flag-bad-castling-rights = un droit de roque sans roi ni tour sur leurs cases
flag-invalid-ep-square = la case de prise en passant ne suit pas une avance de deux cases
flag-opposite-check = le camp qui n’a pas le trait est en échec
flag-kings-adjacent = les rois sont sur des cases voisines
flag-too-many-checkers = plus de deux pièces font échec
flag-impossible-check = aucun dernier coup légal n’a pu donner cet échec

## Command-line output
check-ok = OK
check-illegal = position illégale
summary = { $total ->
    [one] { $total } position
   *[other] { $total } positions
} : { $ok ->
    [one] { $ok } valide
   *[other] { $ok } valides
}, { $invalid ->
    [one] { $invalid } non valide
   *[other] { $invalid } non valides
}, { $illegal ->
    [one] { $illegal } illégale
   *[other] { $illegal } illégales
}
lang-unknown = langue inconnue « { $requested } » ; utilisation de { $fallback }
notation-unknown = notation inconnue « { $name } » ; voir « fenlingo languages »
notation-no-board = la notation « { $name } » ne sert qu’aux coups : aucune source ne montre comment elle écrit les pièces noires sur un échiquier ; utilisez-la avec « fenlingo moves »
notation-file = impossible de lire le fichier de notation « { $path } » : { $reason }
io-read = impossible de lire « { $path } » : { $reason }
io-write = impossible d’écrire « { $path } » : { $reason }
io-not-found = fichier ou dossier introuvable
io-permission-denied = permission refusée
io-storage-full = plus d’espace disponible sur le périphérique
io-quota-exceeded = quota de disque dépassé
io-read-only = système de fichiers en lecture seule
io-is-directory = c’est un dossier
io-not-directory = une partie du chemin n’est pas un dossier
io-too-large = fichier trop volumineux
io-exists = le fichier existe déjà
io-other = { $reason }
io-name-too-long = nom de fichier trop long
io-no-device-or-address = aucun périphérique ou adresse de ce type (un socket, ou un périphérique absent)
io-no-device = aucun périphérique de ce type
io-symlink-loop = trop de niveaux de liens symboliques
io-input-output = erreur d’entrée/sortie
io-too-many-open = trop de fichiers ouverts
io-bad-descriptor = le descripteur de fichier est fermé ou non valide
io-not-a-socket = ce n’est pas un socket dans lequel on peut écrire
io-folder-not-empty = le dossier n’est pas vide
io-busy = le périphérique ou la ressource est occupé
io-program-busy = le fichier est un programme en cours d’exécution
io-cross-device = le lien traverserait deux périphériques différents
io-too-many-links = trop de liens
io-not-seekable = le fichier ne peut pas être lu à une autre position (un tube ou un terminal)
io-stale = descripteur de fichier réseau périmé
io-out-of-memory = mémoire insuffisante
io-would-block = ressource temporairement non disponible
io-invalid-argument = argument invalide
io-broken-pipe = tube brisé : le processus lecteur s’est arrêté
io-connection-refused = connexion refusée
io-address-in-use = l’adresse est déjà utilisée
io-address-not-available = l’adresse n’est pas disponible sur cette machine
io-connection-reset = connexion réinitialisée
io-not-connected = non connecté
io-unsupported = opération non prise en charge
io-timed-out = délai d’attente dépassé
io-interrupted = interrompu
io-unexpected-end = fin de fichier inattendue
io-write-zero = rien n’a pu être écrit
io-not-utf8 = ce n’est pas du texte UTF-8 (ligne { $line }, colonne { $column })
io-text-too-large = plus de { $limit } Mio, la limite pour ce type de fichier
io-stdout-closed = la sortie standard est fermée
output-is-input = la sortie « { $path } » est aussi une entrée (« { $input } ») : l’écrire détruirait ce qui est lu ; choisissez un autre fichier de sortie
output-kept = rien d’utilisable à écrire ; « { $path } » reste tel quel
out-dir-create = impossible de créer le dossier « { $path } » : { $reason }
out-dir-renamed = un autre diagramme de cette exécution s’appelle déjà « { $name } » ; celui-ci est écrit dans « { $renamed } »
diagram-png-too-large = un diagramme PNG fait au plus { $max } pixels de large (il faudrait plus de 1 Gio de mémoire), pas { $size } ; écrivez du SVG ou du PDF pour une figure plus grande
xml-dropped = la légende contient des caractères que SVG ne peut pas contenir ({ $chars }) ; ils sont omis
similar-tokens = tables ayant le symbole « { $token } » : { $tables }
no-similar-tokens = aucune table n’a le symbole « { $token } »

## Language detection
detect-read-as = lu comme { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }) : { $fen }
detect-reason-tokens = chaque symbole appartient à cette table
detect-reason-legal = position légale
detect-reason-flags = { $count ->
    [one] { $count } problème de légalité
   *[other] { $count } problèmes de légalité
}
detect-reason-side = symbole de trait de cette table
detect-reason-castling = symboles de roque de cette table
detect-ambiguous = notation ambiguë : les lectures ci-dessous donnent des positions différentes ; choisissez-en une avec --from
detect-none = aucune notation ne permet de lire cette position

## Languages
languages-provisional = provisoire
languages-moves-only = coups seulement
languages-sources = { $count ->
    [one] { $count } source
   *[other] { $count } sources
}

## Completions and manual pages
help-completions = Écrire sur la sortie standard un script de complétion pour un shell
help-completions-shell = Le shell pour lequel écrire le script
help-man = Écrire sur la sortie standard la page de manuel de fenlingo ou d’une commande (roff)
help-man-command = La commande dont écrire la page ; aucune : la page de fenlingo
man-name = Nom
man-synopsis = Synopsis
man-description = Description
man-version = Version

## Command-line help
help-about = Positions d’échecs dans la notation de n’importe quelle langue : vérifier, traduire et détecter FEN et EPD.
help-lang = Langue des messages (BCP 47, comme es, ru, de-AT) ; par défaut d’après LC_ALL, LC_MESSAGES ou LANG, sinon l’anglais
help-check = Vérifier des positions : erreurs signalées par un caret (^), réparations et problèmes de légalité
help-translate = Traduire des positions d’une notation à l’autre (FEN standard par défaut)
help-detect = Indiquer dans quelle notation une position est écrite, avec les raisons
help-languages = Lister les tables de notation intégrées
help-positions = Positions (lignes FEN ou EPD) ; lues depuis --input si aucune n’est donnée
help-input = Lire les positions depuis FILE, une par ligne (« - » pour l’entrée standard)
help-format = FEN, EPD, ou décidé à chaque ligne par le cinquième champ
help-from = Notation de l’entrée : un identifiant de table, un fichier de table ou auto
help-to = Notation de la sortie : un identifiant de table ou un fichier de table
help-strict = Refuser tout ce que le mode tolérant réparerait
help-chess960 = Juger les droits de roque selon les règles du Chess960
help-json = Un objet JSON par ligne
help-output = Écrire dans FILE (de façon atomique) au lieu de la sortie standard
help-ep = Quelle case de prise en passant écrire : telle que donnée, seulement si une prise est légale, ou après chaque avance de deux cases
help-fail-fast = S’arrêter à la première ligne erronée
help-usage = Utilisation{"\u00A0"}
help-arguments = Arguments{"\u00A0"}
help-options = Options{"\u00A0"}
help-help = Afficher l’aide
help-version = Afficher la version
help-help-command = Afficher ce message ou l’aide de la commande indiquée
help-commands = Commandes{"\u00A0"}
help-diagram = Dessiner une position en diagramme SVG, PNG ou PDF
help-diagram-position = La position (FEN ou EPD) ; ou --input pour un diagramme par ligne
help-diagram-output = Fichier de sortie (.svg, .png ou .pdf) ; « - » écrit sur la sortie standard
help-diagram-input = Lire les positions depuis FILE, un diagramme par ligne (« - » pour l’entrée standard)
help-diagram-out-dir = Dossier des diagrammes de --input, nommés d’après le numéro de ligne ou l’id EPD
help-diagram-orientation = Quel camp est en bas : white (Blancs), black (Noirs) ou side-to-move (le camp au trait ; aussi auto)
help-diagram-format = Format d’image : svg, png ou pdf (par défaut : l’extension de -o ; SVG avec --out-dir)
help-moves-keep-form = Garder l’écriture de l’auteur (notation complète, prises avec « : », 0-0) ; seules les lettres changent
help-diagram-from = Notation de l’entrée : un identifiant de table, un fichier de table ou auto
help-diagram-size = Largeur de la figure : pixels (de 16 à 20000 ; PNG au plus 8192) ou, pour l’impression, 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = Résolution du PNG en points par pouce (300 quand --size est une longueur d’impression)
help-diagram-flip = Noirs en bas
help-diagram-coords = Coordonnées : outside (à l’extérieur), inside (à l’intérieur) ou none (aucune)
help-diagram-theme = Couleurs : screen (écran), print (noir et blanc, hachuré) ou blue (bleu)
help-diagram-mark = Cases à colorer, comme e4,Rd5 (lettres de couleur G, R, Y, B)
help-diagram-circle = Cases à entourer
help-diagram-cross = Cases à barrer
help-diagram-arrow = Flèches, comme e2e4,Rg1f3
help-diagram-annotations = Marques et flèches en annotations lichess : [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Mettre en évidence le dernier coup, comme e2e4
help-diagram-no-check = Ne pas mettre en évidence un roi en échec
help-diagram-no-side-marker = Pas d’indicateur de trait à côté de l’échiquier
help-diagram-no-frame = Pas de cadre autour de l’échiquier
help-diagram-pdfx = Écrire une figure PDF en PDF/X-4 pour l’imprimeur
help-diagram-caption = Légende : auto, none ou un texte avec {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} et {"{"}n{"}"}
help-diagram-mate = Légende « Mat en N » (de 1 à 999)

## Diagrams
option-unknown = option inconnue « { $name } » ; options : { $names }
option-bad-value = valeur non valide « { $value } » pour { $option } ; utilisez l’une de : { $values }
option-bad-number = « { $value } » pour { $option } n’est pas un nombre dans l’intervalle permis
diagram-bad-square = case ou coup non valide « { $text } » dans { $option }
diagram-unknown-theme = thème inconnu « { $name } » ; thèmes : { $names }
diagram-no-output = indiquez un fichier de sortie pour le diagramme avec -o (« - » pour la sortie standard)
diagram-input-no-output = indiquez --out-dir DIR pour un diagramme par ligne de --input, ou -o FILE si l’entrée ne contient qu’une position
diagram-no-position = indiquez une position, ou --input FILE avec --out-dir DIR (un diagramme par ligne) ou avec -o FILE (une seule position)
diagram-several-positions = « { $name } » contient plus d’une position et -o n’écrit qu’un diagramme : indiquez --out-dir DIR pour un diagramme par ligne, ou une seule position
reading-stdin = lecture des positions sur l’entrée standard (terminer par Ctrl-D ; voir --help)
diagram-unknown-extension = impossible de déterminer le format d’image de « { $path } » : utilisez .svg, .png ou .pdf, ou --format
diagram-binary-terminal = les octets PNG et PDF ne sont pas écrits dans un terminal : redirigez la sortie standard ou utilisez -o FILE
diagram-bad-size = la taille doit être comprise entre 16 et 20000 pixels, pas { $size }
diagram-bad-mate = le nombre de coups avant le mat doit être compris entre { $min } et { $max }, pas { $n }

## Sheets
help-sheet = Imprimer des feuilles d’exercices : de nombreux diagrammes sur des pages PDF, avec les solutions
help-sheet-inputs = Fichiers d’entrée (.fen, .epd, .pgn, .csv de lichess ; « - » pour l’entrée standard) ; aucun : l’exemple intégré
help-sheet-output = PDF de sortie (par défaut fenlingo-sample.pdf pour l’exemple)
help-sheet-template = Mise en page : un modèle intégré (a4-6, a4-12, letter-6, a5-4, article) ou un fichier de modèle
help-sheet-title = Titre dans l’en-tête des pages
help-sheet-from = Notation des positions d’entrée : un identifiant de table, un fichier de table ou auto
help-sheet-format = Format d’entrée quand l’extension ne l’indique pas : fen, epd, pgn ou csv
help-sheet-ply = Pour les parties PGN : la position après ce nombre de demi-coups
help-sheet-start = Le numéro du premier diagramme
help-sheet-no-answers = Sans solutions
help-sheet-strict = S’arrêter à la première entrée erronée et ne rien écrire
help-sheet-figurines = Écrire les solutions avec des figurines (♖e8+), identiques dans toutes les langues
help-sheet-pdfx = Écrire du PDF/X-4 pour l’imprimeur (condition de sortie en gris, zones de coupe et de fond perdu)
help-sheet-orientation = Quel camp est en bas : white (Blancs), black (Noirs) ou side-to-move (celui qui résout ; aussi auto)
help-sheet-coords = Coordonnées : outside (à l’extérieur), inside (à l’intérieur) ou none (aucune) ; par défaut, celles du modèle
help-sheet-theme = Couleurs des diagrammes : screen (écran), print (impression) ou blue (bleu) ; par défaut, celles du modèle
help-sheet-setup-move = Montrer comme dernier coup le coup qui a mené à l’exercice (lichess : le premier de Moves)
help-sheet-themes = CSV lichess : seulement les exercices ayant l’un de ces thèmes (séparés par des virgules)
help-sheet-rating = CSV lichess : seulement les exercices classés de MIN à MAX (aussi MIN- ou -MAX)
help-sheet-popularity = CSV lichess : seulement les exercices au moins aussi populaires (de -100 à 100)
help-sheet-limit = CSV lichess : au plus N exercices
help-sheet-sort = CSV lichess : trier par rating, popularity, id ou random (par défaut, l’ordre du fichier)
help-sheet-seed = Graine de --sort random (même graine, mêmes exercices)
sheet-bad-value = { $option } { $value } : { $expected } attendu
sheet-unknown-template = modèle inconnu « { $name } » ; modèles intégrés : { $names }
sheet-unknown-format = format d’entrée inconnu « { $name } » ; formats : fen, epd, pgn, csv
sheet-start-too-high = --start { $start } ne peut pas numéroter { $count } diagrammes : le dernier numéro est { $max }
sheet-written = { $path } : { $count ->
    [one] { $count } diagramme
   *[other] { $count } diagrammes
}

## Moves
move-unreadable = « { $move } » n’est pas un coup
move-no-piece = « { $move } » : { $role ->
    [queen] aucune dame ne peut
    [rook] aucune tour ne peut
    [bishop] aucun fou ne peut
    [knight] aucun cavalier ne peut
    [pawn] aucun pion ne peut
   *[other] aucun { $piece } ne peut
} aller en { $square }
move-ambiguous = « { $move } » : { $count } { $role ->
    [queen] dames
    [rook] tours
    [bishop] fous
    [knight] cavaliers
    [pawn] pions
   *[other] rois
} peuvent aller en { $square }
move-bad-position = aucun coup ne peut être joué depuis cette position
move-error = coup { $number } ({ $side }) : { $reason }
encoding-unknown = encodage inconnu « { $name } » (auto, utf-8, utf-16, windows-1252)
csv-missing-column = la ligne n’a pas de colonne { $name }
diagram-ply-past-end = le demi-coup { $ply } est au-delà de la fin de la partie ({ $length ->
    [one] { $length } demi-coup
   *[other] { $length } demi-coups
})
move-choose = choisissez la notation avec --from
move-bad-rank = « { $move } » : « { $found } » n’est pas une rangée (1–8){ $like ->
    [none] {""}
   *[other] ; « { $like } » tapé « { $found } » ?
}
move-no-capture = « { $move } » : aucun pion de la colonne { $from } ne peut prendre sur la colonne { $to }
move-wrong-piece = « { $move } » : en { $square } se trouve { $found_role ->
    [queen] une dame
    [rook] une tour
    [bishop] un fou
    [knight] un cavalier
    [pawn] un pion
   *[other] un roi
}, pas { $role ->
    [queen] une dame
    [rook] une tour
    [bishop] un fou
    [knight] un cavalier
    [pawn] un pion
   *[other] un roi
}
move-wrong-capture = « { $move } » : en { $square } se trouve { $found_role ->
    [queen] une dame
    [rook] une tour
    [bishop] un fou
    [knight] un cavalier
    [pawn] un pion
   *[other] un roi
}, pas { $role ->
    [queen] une dame
    [rook] une tour
    [bishop] un fou
    [knight] un cavalier
    [pawn] un pion
   *[other] un roi
}
move-empty-square = « { $move } » : la case { $square } est vide ; il n’y a pas de { $piece } dessus
move-empty-capture = « { $move } » : la case { $square } est vide ; il n’y a pas de { $piece } à prendre
move-no-promotion = « { $move } » : un pion qui atteint { $square } doit être promu ; la pièce manque
move-no-castling = « { $move } » : le roque n’est pas possible ici
move-two-readings = « { $move } » se lit comme deux coups légaux différents
move-counter-overflow = « { $move } » : { $field } dépasserait { $max }
move-no-takes = « { $move } » : { $role ->
    [queen] aucune dame ne peut
    [rook] aucune tour ne peut
    [bishop] aucun fou ne peut
    [knight] aucun cavalier ne peut
    [pawn] aucun pion ne peut
   *[other] aucun { $piece } ne peut
} prendre { $captured_role ->
    [queen] une dame
    [rook] une tour
    [bishop] un fou
    [knight] un cavalier
    [pawn] un pion
   *[other] un roi
}
solution-not-mate = « { $move } » ne fait pas mat, et l’exercice demande un mat
solution-marked-not-mate = « { $move } » est écrit comme un mat et ne fait pas mat
solution-mate-count = « { $move } » fait mat en { $found ->
    [one] { $found } coup
   *[other] { $found } coups
}, et l’exercice dit mat en { $n }
move-repair-pieces-only = prise désignée par ses seules pièces : « { $text } »
game-no-moves = aucun coup n’a pu être lu dans ce texte (de la prose, un tableau ou seulement des numéros de coups) : rien à rejouer
game-position-only = ce texte est une position, pas un texte de coups : lisez-le avec « translate », « check » ou « diagram », ou indiquez les coups qui la suivent
input-not-positions = { $format ->
    [csv] cette entrée est un CSV de problèmes lichess, pas des lignes de positions : « fenlingo sheet » en dessine les problèmes
   *[pgn] cette entrée est du PGN ou un texte de coups, pas des lignes de positions : « fenlingo moves » en rejoue les parties et « fenlingo sheet » les dessine
}
move-stopped = fenlingo : le coup { $number } ({ $side }) n’a pas pu être lu et le texte qui le suit est omis : { $reason }
move-repair-glued-prose = mots collés à un coup séparés : « { $text } »
move-ambiguous-reading = le texte des coups se lit comme plusieurs parties différentes :
move-reading = { $names } : { $moves }
move-read-as = lu comme { $name } ({ $id })
move-read-as-look-alike = lu comme { $name } ({ $id }), ses lettres tapées en lettres latines de même forme : { $letters }
move-fen-tag-letters = la balise FEN n’est pas en FEN standard ; lue avec les lettres en { $name }
move-repair-long-algebraic = notation complète lue comme SAN : « { $text } »
move-repair-dash = caractère semblable à un tiret dans un coup : « { $text } »
move-repair-castling-zeros = roque écrit avec des zéros : « { $text } »
move-repair-capture-sign = signe de prise autre que « x » : « { $text } »
move-repair-captured-piece = pièce prise nommée : « { $text } »
move-repair-rankless-capture = prise de pion sans la rangée d’arrivée : « { $text } »
move-repair-look-alike = lettre de même forme d’un autre alphabet : « { $text } »
move-repair-greek-file = lettre de colonne grecque : « { $text } »
move-repair-lowercase-piece = lettre de pièce en minuscule : « { $text } »
move-repair-promotion = promotion écrite sans « = » : « { $text } »
move-repair-annotation = signe d’annotation gardé comme NAG : « { $text } »
move-repair-en-passant-mark = « e.p. » supprimé : « { $text } »
move-repair-check-sign = signe d’échec autre que « + » ou « # » : « { $text } »
move-repair-figurine = figurine au lieu d’une lettre de pièce : « { $text } »
move-repair-punctuation = ponctuation autour des coups supprimée : « { $text } »
move-repair-move-number = numéro de coup écrit autrement : « { $text } »
move-repair-dash-between-moves = tiret entre les coups supprimé : « { $text } »
move-repair-prose = texte gardé comme commentaire : « { $text } »
move-repair-bracket-variation = crochet lu comme une variante : « { $text } »
move-repair-result = résultat écrit autrement : « { $text } »
move-repair-cyrillic-file = lettre de colonne en cyrillique serbe : « { $text } »
move-repair-spaced-move = coup écrit avec des espaces : « { $text } »
move-repair-glued-moves = coups écrits sans espaces : « { $text } »
move-repair-piece-dash = tiret entre la pièce et sa case : « { $text } »
move-repair-false-check = signe d’échec sur un coup qui ne donne pas échec : « { $text } »
move-repair-false-mate = signe de mat sur un coup qui ne mate pas : « { $text } »
move-repair-false-capture = signe de prise sur un coup qui ne prend rien : « { $text } »
move-repair-pawn-letter = lettre du pion devant un coup de pion : « { $text } »
move-repair-more = { $count ->
    [one] et { $count } autre du même genre
   *[other] et { $count } autres du même genre
}
encoding-windows-1252 = pas en UTF-8 : lu comme Windows-1252 (d’abord à la ligne { $line })
encoding-utf16 = texte UTF-16 ({ $order }) lu
encoding-bom = indicateur d’ordre des octets supprimé
detect-also = se lit aussi comme { $names }
text-unterminated-comment = commentaire sans son « {"}"} » fermant
text-unterminated-variation = variante ouverte par « { $open } » sans son « { $close } » fermant
text-unbalanced-close = « { $close } » sans « { $open } » ouvrant
expect-same = la position rejouée correspond
expect-differs = { $field } : { $replayed }, pas { $claimed }
diagram-no-game = il n’y a pas de partie { $game } ; le fichier en a { $count }
help-moves = Traduire et rejouer un texte de coups (SAN, PGN) dans n’importe quelle notation
help-moves-text = Texte de coups, comme « 1. e4 c5 2. Cf3 » ; ou --input
help-moves-input = Un fichier PGN (« - » pour l’entrée standard)
help-moves-from = Notation des coups : un identifiant de table, un fichier de table ou auto
help-moves-to = Notation à écrire : un identifiant de table ou un fichier de table
help-moves-fens = Afficher la FEN après chaque coup
help-moves-final-fen = Dans la sortie PGN, écrire la position finale en commentaire {"{"}FEN …{"}"} avant le résultat
help-moves-start = Partir de cette position au lieu de la position initiale
help-moves-expect = Comparer la position finale avec cette FEN, champ par champ
help-moves-keep-going = Sur un coup erroné, le signaler et passer à la partie suivante
help-moves-output = Écrire dans FILE (de façon atomique) au lieu de la sortie standard
help-diagram-pgn = Dessiner une position d’une partie PGN
help-diagram-game = Quelle partie de --pgn (1 pour la première)
help-diagram-ply = La position après ce nombre de demi-coups de la partie --pgn (par défaut : la fin)

## Files: an error with its place
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Sheet templates
template-syntax = { $detail }
template-not-finite = { $key } doit être un nombre fini, pas { $value }
template-page-size = format de page inconnu « { $size } » (A3, A4, A5, Letter, Legal ou LARGEURxHAUTEUR en mm)
template-range = { $key } doit être compris entre { $min } et { $max }, pas { $value }
template-range-mm = { $key } doit être compris entre { $min } et { $max } mm, pas { $value }
template-range-points = { $key } doit être compris entre { $min } et { $max } points, pas { $value }
template-theme = thème inconnu « { $name } » ({ $names })
template-coords = coords doit valoir outside, inside ou none, pas « { $value } »
template-font = la police « { $name } » n’est ni un fichier de police ni une famille de polices installée
template-width = la largeur du diagramme doit être positive, pas { $value }
template-width-fit = un diagramme de { $width } mm de large ne tient pas dans sa cellule ({ $cell_width } × { $cell_height } mm avec numéro et légende) ; au plus { $max } mm
template-no-room = les diagrammes ne tiennent pas sur la page : moins de lignes ou de colonnes, ou des marges plus petites
template-base-unknown = la base « { $name } » n’est ni un modèle intégré ({ $names }) ni un fichier de modèle
template-base-unreadable = impossible de lire la base « { $name } » : { $reason }
template-base-depth = les modèles s’appuient les uns sur les autres sur plus de { $max } niveaux (jusqu’à « { $name } ») : les bases forment-elles une boucle ?
template-choice = « { $key } » vaut « { $value } » ; valeurs possibles : { $choices }

## Notation table files
table-syntax = table de notation non valide : { $detail }
table-invalid-tag = « { $tag } » n’est pas une étiquette de langue BCP 47
table-invalid-id = identifiant de table non valide « { $id } »
table-empty-token = un symbole est vide ou contient des espaces
table-reserved-character = le symbole « { $token } » contient « { $character } », qui a son propre sens en FEN ou dans le texte des coups
table-duplicate-token = le symbole « { $token } » est utilisé à la fois par { $first } et par { $second }
table-move-text-clash = le symbole « { $token } » se lirait dans le texte des coups comme une lettre de colonne
table-invisible-character = le symbole « { $token } » contient un caractère invisible ({ $character }), que personne ne pourrait voir ni taper
table-no-lowercase = le symbole « { $token } » est identique en minuscule, si bien que les pièces noires seraient lues comme des blanches : indiquez les symboles des Noirs dans [black]

## PNG output
encode-failed = impossible d’écrire l’image { $format } : { $detail }
encode-not-built = cette version de fenlingo n’écrit pas d’images { $format }
png-failed = impossible de rastériser le diagramme : { $detail }

## Document figures (pandoc-fenlingo, mdbook-fenlingo)
figure-block = bloc { $number }
figure-left-as-code = { $block } reste un bloc de code : « { $first } »
figure-unknown-attribute = attribut inconnu « { $name } » ; attributs : { $names }
figure-bad-value = valeur non valide « { $value } » pour { $attribute } ; utilisez l’une de : { $values }
figure-bad-number = « { $value } » pour { $attribute } n’est pas un nombre
figure-empty = le bloc ne contient aucune position
figure-many = le bloc contient { $count } positions ; écrivez-en une par bloc
figure-image = la figure n’a pas pu être écrite : { $reason }
figure-write = la figure n’a pas pu être écrite dans { $path } : { $reason }
figure-controls-removed = caractères de contrôle retirés des attributs et de la légende : { $chars }
figure-dir-outside = le dossier « { $dir } » que le document indique pour ses figures n’est pas sous le dossier de travail ; les figures vont dans « { $default } » (définissez { $variable } pour choisir un autre dossier)

## Usage errors and help annotations
help-color = Quand colorer les diagnostics : auto (dans un terminal, sauf si NO_COLOR est défini), always (toujours) ou never (jamais)
help-encoding = Encodage de l’entrée : auto (un indicateur d’ordre des octets, sinon UTF-8, sinon Windows-1252), utf-8, utf-16 (dans l’ordre de l’indicateur d’ordre des octets, sinon petit-boutiste), utf-16le, utf-16be ou windows-1252
help-default-value = par défaut
help-possible-values = valeurs possibles
usage-quoted = « { $text } »
usage-split-position = la position a été donnée en { $count } arguments ; mettez-la entre guillemets : { $command }
usage-unknown-command = commande inconnue { $name }
usage-unknown-argument = argument inattendu { $arg }
usage-value-required = { $arg } demande une valeur, et aucune n’a été donnée
usage-invalid-value = valeur { $value } non valide pour { $arg }
usage-missing-argument = les arguments obligatoires suivants manquent : { $arg }
usage-conflict = l’argument { $arg } ne peut pas être utilisé avec { $other }
usage-no-equals = un signe égal est nécessaire pour donner une valeur à { $arg }
usage-value-count = nombre de valeurs incorrect pour { $arg }
usage-missing-command = une commande est requise, et aucune n’a été donnée
usage-invalid-utf8 = un ou plusieurs arguments contiennent de l’UTF-8 non valide
usage-tip = conseil
usage-did-you-mean = il en existe un semblable : { $suggestion }
usage-more-help = Pour en savoir plus, essayez { $help }.

## What a TOML file (template or table) gets wrong
toml-unknown-field = clé inconnue « { $field } » ; attendu l’une de : { $expected }
toml-unknown-variant = valeur inconnue « { $value } » ; attendu { $expected }
toml-missing-field = clé manquante « { $field } »
toml-invalid-type = type incorrect : { $found }, attendu { $expected }
toml-invalid-value = valeur incorrecte : { $found }, attendu { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Jeu de pièces : noto, dejavu (intégré), un dossier de pièces SVG nommées comme sur lichess (wK.svg … bP.svg), un fichier de police d’échecs ou le nom de famille d’une police installée
help-sheet-pieces = Jeu de pièces des diagrammes : noto, dejavu, un dossier de pièces SVG, un fichier de police d’échecs ou une police installée ; par défaut, celui du modèle
pieces-not-found = aucun jeu de pièces « { $name } » : ce n’est ni noto/dejavu, ni un dossier, ni un fichier de police, ni une police installée
pieces-unreadable = impossible de lire « { $path } » : { $error }
pieces-missing-files = il manque au dossier de pièces « { $folder } » : { $missing }
pieces-bad-svg = « { $file } » n’est pas une image SVG
pieces-bad-font = « { $file } » n’est pas une police TrueType ou OpenType
pieces-no-pieces = la police « { $font } » n’a pas de pièces d’échecs ; il manque : { $missing }
pieces-unsupported = « { $name } » : cette version ne lit pas de jeux de pièces dans des fichiers

glyphs-captions-english = aucune police installée n’a de glyphes pour l’écriture « { $script } » ; les légendes sont en anglais (installez une police qui les a : sous Debian ou Ubuntu, le paquet { $package } ; ou indiquez un dossier de polices dans FENLINGO_FONT_DIRS)
glyphs-undrawn = aucune police installée n’a de glyphes pour ces caractères du texte donné ({ $chars }) ; chacun est dessiné comme « ? » (installez une police qui les a, ou indiquez un dossier de polices dans FENLINGO_FONT_DIRS)
script-han = han (chinois/japonais)
script-kana = kana japonais
script-hangul = hangeul (coréen)
script-devanagari = dévanagari
script-bengali = bengali
script-thai = thaï
script-other = caractère { $code }

# A function given one position or game (the Python module).
text-many-items = le texte contient { $count } positions ou parties ; donnez-en une à la fois

## fenlingo serve
help-moves-json = Un objet JSON par partie : le texte des coups, la FEN finale, les tables, les réparations et les erreurs
help-serve = Servir des images d’échiquier et des traductions par HTTP
help-serve-listen = Adresse et port d’écoute, ou le chemin d’un socket Unix
help-serve-workers = Fils qui traitent les requêtes (par défaut : un par cœur)
help-serve-cache-size = Mémoire pour les réponses récentes, par exemple 64M (0 : pas de cache)
help-serve-max-requests = Requêtes traitées à la fois ; les autres attendent
help-serve-timeout = Secondes qu’une requête peut attendre et durer
help-serve-header-timeout = Secondes qu’un client peut mettre à envoyer les en-têtes de sa requête
help-serve-max-size = La figure la plus large dessinée, en pixels (de 16 à 8192)
help-serve-quiet = Pas de journal d’accès sur la sortie d’erreur
help-serve-pieces = Un jeu de pièces que les requêtes peuvent nommer avec pieces= (un dossier de pièces SVG, un fichier de police d’échecs ou une police installée ; répétable)
serve-listening = à l’écoute sur { $address }
serve-bind = impossible d’écouter sur « { $address } » : { $reason }
serve-bad-setting = valeur non valide « { $value } » pour { $option }
serve-query-too-long = la requête fait { $size } octets ; { $max } au plus sont lus
serve-bad-encoding = le paramètre « { $name } » n’est pas de l’UTF-8 une fois décodé
serve-missing = le paramètre « { $name } » manque
serve-bad-size = valeur non valide « { $value } » pour { $name } : une largeur de 16 à { $max } pixels
serve-bad-input = { $name } : { $reason }
serve-not-found = rien n’est servi à « { $path } »
serve-method = seules les requêtes GET et HEAD reçoivent une réponse
serve-busy = trop de requêtes à la fois ; réessayez dans un instant
serve-timeout = la réponse a pris trop de temps
serve-index-intro = Diagrammes d’échecs et traductions de positions dans toute notation, légendés dans la langue du lecteur.
serve-index-images = un diagramme de la position « fen » (toute notation), avec les paramètres de web-boardimage et les options de diagramme de fenlingo
serve-index-translate = la position dans une autre notation, en JSON
serve-index-moves = le texte des coups rejoué et écrit dans une autre notation, en JSON
serve-index-health = répond 200 tant que le service fonctionne

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = afrikaans
table-az = azerbaïdjanais
table-be = biélorusse
table-be-tarask = biélorusse (orthographe taraskievica)
table-bg = bulgare
table-bn = bengali
table-ca = catalan
table-cs = tchèque
table-da = danois
table-de = allemand
table-el = grec
table-en = anglais
table-eo = espéranto
table-es = espagnol
table-et = estonien
table-eu = basque
table-fa = persan
table-fi = finnois
# composed: the page's word for figurines
table-figurine = figurines
table-fr = français
table-gl = galicien
table-gsw = suisse allemand
table-he = hébreu
table-hi = hindi
table-hr = croate
table-hu = hongrois
table-id = indonésien
table-is = islandais
table-it = italien
table-ja = japonais
table-ka = géorgien
table-ko = coréen
table-lb = luxembourgeois
table-lt = lituanien
table-lv = letton
table-mn = mongol
table-nb = norvégien bokmål
table-nl = néerlandais
table-nn = norvégien nynorsk
table-pl = polonais
# composed: the page's word for problem chess
table-problem = problèmes d’échecs
table-pt = portugais
table-ro = roumain
table-ru = russe
table-sk = slovaque
table-sl = slovène
table-sq = albanais
table-sr-Cyrl = serbe (cyrillique)
table-sr-Latn = serbe (latin)
table-sv = suédois
table-tr = turc
table-uk = ukrainien
table-vi = vietnamien
table-zh = chinois
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = chinois (sinogrammes)
