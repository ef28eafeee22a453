# Italian — messages of the fenlingo command-line tool and library.
# Chess words as lichess (it) and Italian chess books use them: pezzo,
# pedone, traversa, colonna, casa, mossa, semimossa, diritti di arrocco,
# presa en passant, scacco, matto, partita; software words as GNOME and KDE
# (file, cartella, standard output, comando). Help lines in the third
# person, as KDE's ("Mostra la versione").

## Severities and locations
error = errore
warning = avviso
note = nota

## FEN and EPD reading errors
err-invalid-utf8 = UTF-8 non valido al byte { $offset }
err-line-too-long = riga più lunga di { $limit } byte
err-empty = posizione vuota
err-rank-count = attese 8 traverse, trovate { $found }
err-rank-too-long = la traversa { $rank } ha più di 8 case
err-rank-too-short = la traversa { $rank } ha { $squares ->
    [one] { $squares } casa
   *[other] { $squares } case
}, ne sono attese 8
err-invalid-piece = lettera di pezzo non valida «{ $token }» nella traversa { $rank }
err-invalid-digit = cifra non valida «{ $digit }» nella traversa { $rank } (case vuote: da 1 a 8)
err-invalid-side = tratto non valido «{ $token }»
err-invalid-castling = diritto di arrocco non valido «{ $token }»
err-too-many-castling = più di due diritti di arrocco per il { $color ->
    [white] Bianco
   *[black] Nero
}
err-invalid-ep = casa en passant non valida «{ $token }»
err-ep-rank = la casa en passant «{ $token }» non è sulla terza o sulla sesta traversa
err-invalid-counter = { $field } non valido: «{ $token }»
err-counter-too-large = { $field }: valore troppo grande
err-missing-field = campo mancante: { $field }
err-extra-field = campo in più inatteso «{ $token }»
err-invalid-operation = operazione EPD non valida «{ $token }»
err-unterminated-string = stringa tra virgolette non chiusa
err-not-strict = { $repair } (accettato solo in modalità tollerante)

## FEN fields
field-placement = disposizione dei pezzi
field-side = tratto
field-castling = diritti di arrocco
field-en-passant = casa en passant
field-halfmove = contatore delle semimosse
field-fullmove = numero della mossa
field-operations = operazioni EPD

## Repairs made in lenient mode
repair-line = { $what }: «{ $before }» letto come «{ $after }»
repair-dash = carattere simile a un trattino al posto di «-»
repair-double-dash = «--» per due campi vuoti
repair-separator = spaziatura irregolare
repair-invisible-character = carattere invisibile
repair-missing-field = campo mancante: { $field }; assunto il valore predefinito
repair-missing-fields = { $count ->
    [one] { $count } campo mancante
   *[other] { $count } campi mancanti
}, assunti: «{ $assumed }»
repair-fullmove-zero = numero di mossa 0
repair-leading-zeros = zeri iniziali nel campo «{ $field }»
repair-castling-order = diritti di arrocco non nell’ordine canonico
repair-figurine = figurina al posto della lettera di un pezzo
repair-merged-digits = cifre consecutive in una traversa
repair-missing-semicolon = operazione EPD senza «;»
repair-brackets = posizione tra parentesi quadre
repair-standard-castling = diritti di arrocco scritti con le lettere standard

## Legality flags
flag-empty = la scacchiera è vuota
flag-no-white-king = il Bianco non ha il re
flag-no-black-king = il Nero non ha il re
flag-too-many-kings = un colore ha più di un re
flag-pawns-on-backrank = un pedone è sulla prima o sull’ottava traversa
flag-too-many-white-pawns = il Bianco ha più di 8 pedoni
flag-too-many-black-pawns = il Nero ha più di 8 pedoni
flag-too-many-white-pieces = il Bianco ha più di 16 pezzi
flag-too-many-black-pieces = il Nero ha più di 16 pezzi
flag-too-many-white-promoted = il Bianco ha più pezzi promossi di quanti i pedoni mancanti ne consentano
flag-too-many-black-promoted = il Nero ha più pezzi promossi di quanti i pedoni mancanti ne consentano
flag-bad-castling-rights = un diritto di arrocco senza re e torre sulle loro case
flag-invalid-ep-square = la casa en passant non segue un doppio passo di pedone
flag-opposite-check = il colore che non ha il tratto è sotto scacco
flag-kings-adjacent = i re sono su case adiacenti
flag-too-many-checkers = più di due pezzi danno scacco
flag-impossible-check = nessuna ultima mossa legale può aver dato questo scacco

## Command-line output
check-ok = OK
check-illegal = posizione illegale
summary = { $total ->
    [one] { $total } posizione
   *[other] { $total } posizioni
}: { $ok ->
    [one] { $ok } valida
   *[other] { $ok } valide
}, { $invalid ->
    [one] { $invalid } non valida
   *[other] { $invalid } non valide
}, { $illegal ->
    [one] { $illegal } illegale
   *[other] { $illegal } illegali
}
lang-unknown = lingua sconosciuta «{ $requested }»; si usa { $fallback }
notation-unknown = notazione sconosciuta «{ $name }»; vedere «fenlingo languages»
notation-no-board = la notazione «{ $name }» vale solo per le mosse: nessuna fonte mostra come scrive i pezzi neri su una scacchiera; usarla con «fenlingo moves»
notation-file = impossibile leggere il file di notazione «{ $path }»: { $reason }
io-read = impossibile leggere «{ $path }»: { $reason }
io-write = impossibile scrivere «{ $path }»: { $reason }
io-not-found = file o cartella inesistente
io-permission-denied = permesso negato
io-storage-full = spazio esaurito sul dispositivo
io-quota-exceeded = quota del disco superata
io-read-only = file system in sola lettura
io-is-directory = è una cartella
io-not-directory = una parte del percorso non è una cartella
io-too-large = file troppo grande
io-exists = il file esiste già
io-other = { $reason }
io-name-too-long = nome del file troppo lungo
io-no-device-or-address = dispositivo o indirizzo inesistente (un socket, o un dispositivo che non c’è)
io-no-device = dispositivo inesistente
io-symlink-loop = troppi livelli di collegamenti simbolici
io-input-output = errore di input/output
io-too-many-open = troppi file aperti
io-bad-descriptor = il descrittore di file è chiuso o non valido
io-not-a-socket = non è un socket su cui si possa scrivere
io-folder-not-empty = la cartella non è vuota
io-busy = dispositivo o risorsa occupata
io-program-busy = il file è un programma in esecuzione
io-cross-device = il collegamento attraverserebbe dispositivi diversi
io-too-many-links = troppi collegamenti
io-not-seekable = il file non può essere letto da un’altra posizione (una pipe o un terminale)
io-stale = gestore di file di rete obsoleto
io-out-of-memory = memoria esaurita
io-would-block = risorsa temporaneamente non disponibile
io-invalid-argument = argomento non valido
io-broken-pipe = pipe interrotta: il processo che leggeva è terminato
io-connection-refused = connessione rifiutata
io-address-in-use = l’indirizzo è già in uso
io-address-not-available = l’indirizzo non è disponibile su questa macchina
io-connection-reset = connessione interrotta dal corrispondente
io-not-connected = non connesso
io-unsupported = operazione non supportata
io-timed-out = tempo scaduto
io-interrupted = interrotto
io-unexpected-end = fine del file inattesa
io-write-zero = non è stato possibile scrivere nulla
io-not-utf8 = non è testo UTF-8 (riga { $line }, colonna { $column })
io-text-too-large = più grande di { $limit } MiB, il limite per questo tipo di file
io-stdout-closed = lo standard output è chiuso
output-is-input = l’output «{ $path }» è anche un input («{ $input }»): scriverlo distruggerebbe ciò che viene letto; scegliere un altro file di output
output-kept = niente di utilizzabile da scrivere; «{ $path }» resta com’era
out-dir-create = impossibile creare la cartella «{ $path }»: { $reason }
out-dir-renamed = un altro diagramma di questa esecuzione si chiama già «{ $name }»; questo viene scritto in «{ $renamed }»
diagram-png-too-large = un diagramma PNG è largo al massimo { $max } pixel (servirebbe più di 1 GiB di memoria), non { $size }; per una figura più grande scrivere SVG o PDF
xml-dropped = la didascalia contiene caratteri che SVG non può contenere ({ $chars }); vengono omessi
similar-tokens = tabelle con il simbolo «{ $token }»: { $tables }
no-similar-tokens = nessuna tabella ha il simbolo «{ $token }»

## Language detection
detect-read-as = letto come { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = ogni simbolo appartiene a questa tabella
detect-reason-legal = posizione legale
detect-reason-flags = { $count ->
    [one] { $count } problema di legalità
   *[other] { $count } problemi di legalità
}
detect-reason-side = simbolo del tratto di questa tabella
detect-reason-castling = simboli di arrocco di questa tabella
detect-ambiguous = notazione ambigua: le letture qui sotto danno posizioni diverse; sceglierne una con --from
detect-none = nessuna notazione riesce a leggere questa posizione

## Languages
languages-provisional = provvisoria
languages-moves-only = solo mosse
languages-sources = { $count ->
    [one] { $count } fonte
   *[other] { $count } fonti
}

## Completions and manual pages
help-completions = Scrive sullo standard output uno script di completamento per una shell
help-completions-shell = La shell per cui scrivere lo script
help-man = Scrive sullo standard output la pagina di manuale di fenlingo o di un comando (roff)
help-man-command = Il comando di cui scrivere la pagina; nessuno: la pagina di fenlingo
man-name = Nome
man-synopsis = Sinossi
man-description = Descrizione
man-version = Versione

## Command-line help
help-about = Posizioni di scacchi nella notazione di qualsiasi lingua: controlla, traduce e riconosce FEN ed EPD.
help-lang = Lingua dei messaggi (BCP 47, come es, ru, de-AT); predefinita da LC_ALL, LC_MESSAGES o LANG, altrimenti inglese
help-check = Controlla posizioni: errori indicati da un accento circonflesso (^), correzioni e problemi di legalità
help-translate = Traduce posizioni tra notazioni (in FEN standard, se non indicato altrimenti)
help-detect = Indica in quale notazione è scritta una posizione, con i motivi
help-languages = Elenca le tabelle di notazione integrate
help-positions = Posizioni (righe FEN o EPD); lette da --input se non ne viene data nessuna
help-input = Legge le posizioni da FILE, una per riga («-» per lo standard input)
help-format = FEN, EPD, o deciso riga per riga dal quinto campo
help-from = Notazione dell’input: un identificativo di tabella, un file di tabella o auto
help-to = Notazione dell’output: un identificativo di tabella o un file di tabella
help-strict = Rifiuta tutto ciò che la modalità tollerante correggerebbe
help-chess960 = Valuta i diritti di arrocco secondo le regole di Chess960
help-json = Un oggetto JSON per riga
help-output = Scrive in FILE (in modo atomico) invece che sullo standard output
help-ep = Quale casa en passant scrivere: come data, solo se una presa è legale, o dopo ogni doppio passo
help-fail-fast = Si ferma alla prima riga errata
help-usage = Uso
help-arguments = Argomenti
help-options = Opzioni
help-help = Mostra l’aiuto
help-version = Mostra la versione
help-help-command = Mostra questo messaggio o l’aiuto del comando indicato
help-commands = Comandi
help-diagram = Disegna una posizione come diagramma SVG, PNG o PDF
help-diagram-position = La posizione (FEN o EPD); oppure --input per un diagramma per riga
help-diagram-output = File di output (.svg, .png o .pdf); «-» scrive sullo standard output
help-diagram-input = Legge le posizioni da FILE, un diagramma per riga («-» per lo standard input)
help-diagram-out-dir = Cartella per i diagrammi di --input, con il nome dal numero di riga o dall’id EPD
help-diagram-orientation = Quale colore sta in basso: white (Bianco), black (Nero) o side-to-move (chi ha il tratto; anche auto)
help-diagram-format = Formato dell’immagine: svg, png o pdf (predefinito: l’estensione di -o; SVG con --out-dir)
help-moves-keep-form = Conserva la grafia dell’autore (notazione completa, prese con «:», 0-0); cambiano solo le lettere
help-diagram-from = Notazione dell’input: un identificativo di tabella, un file di tabella o auto
help-diagram-size = Larghezza della figura: pixel (da 16 a 20000; PNG al massimo 8192) o, per la stampa, 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = Risoluzione del PNG in punti per pollice (300 se --size è una misura di stampa)
help-diagram-flip = Nero in basso
help-diagram-coords = Coordinate: outside (all’esterno), inside (all’interno) o none (nessuna)
help-diagram-theme = Colori: screen (schermo), print (bianco e nero, tratteggiato) o blue (blu)
help-diagram-mark = Case da colorare, come e4,Rd5 (lettere di colore G, R, Y, B)
help-diagram-circle = Case da cerchiare
help-diagram-cross = Case da barrare
help-diagram-arrow = Frecce, come e2e4,Rg1f3
help-diagram-annotations = Segni e frecce come annotazioni di lichess: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Evidenzia l’ultima mossa, come e2e4
help-diagram-no-check = Non evidenzia un re sotto scacco
help-diagram-no-side-marker = Nessun indicatore del tratto accanto alla scacchiera
help-diagram-no-frame = Nessuna cornice attorno alla scacchiera
help-diagram-pdfx = Scrive una figura PDF come PDF/X-4 per la tipografia
help-diagram-caption = Didascalia: auto, none o un testo con {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} e {"{"}n{"}"}
help-diagram-mate = Didascalia «Matto in N» (da 1 a 999)

## Diagrams
option-unknown = opzione sconosciuta «{ $name }»; opzioni: { $names }
option-bad-value = valore non valido «{ $value }» per { $option }; usare uno tra: { $values }
option-bad-number = «{ $value }» per { $option } non è un numero nell’intervallo ammesso
diagram-bad-square = casa o mossa non valida «{ $text }» in { $option }
diagram-unknown-theme = tema sconosciuto «{ $name }»; temi: { $names }
diagram-no-output = indicare un file di output per il diagramma con -o («-» per lo standard output)
diagram-input-no-output = indicare --out-dir DIR per avere un diagramma per ogni riga di --input, oppure -o FILE se l’input contiene una sola posizione
diagram-no-position = indicare una posizione, oppure --input FILE con --out-dir DIR (un diagramma per riga) o con -o FILE (una sola posizione)
diagram-several-positions = «{ $name }» contiene più di una posizione e -o scrive un solo diagramma: indicare --out-dir DIR per avere un diagramma per riga, oppure una sola posizione
reading-stdin = lettura delle posizioni dallo standard input (terminare con Ctrl-D; vedere --help)
diagram-unknown-extension = impossibile capire il formato dell’immagine di «{ $path }»: usare .svg, .png o .pdf, oppure --format
diagram-binary-terminal = i byte PNG e PDF non vengono scritti su un terminale: redirigere lo standard output o usare -o FILE
diagram-bad-size = la dimensione deve essere tra 16 e 20000 pixel, non { $size }
diagram-bad-mate = il numero di mosse al matto deve essere tra { $min } e { $max }, non { $n }

## Sheets
help-sheet = Stampa schede di esercizi: molti diagrammi su pagine PDF, con le soluzioni
help-sheet-inputs = File di input (.fen, .epd, .pgn, .csv di lichess; «-» per lo standard input); nessuno: l’esempio integrato
help-sheet-output = PDF di output (predefinito fenlingo-sample.pdf per l’esempio)
help-sheet-template = Impaginazione: un modello integrato (a4-6, a4-12, letter-6, a5-4, article) o un file di modello
help-sheet-title = Titolo nell’intestazione delle pagine
help-sheet-from = Notazione delle posizioni in input: un identificativo di tabella, un file di tabella o auto
help-sheet-format = Formato di input quando l’estensione non lo indica: fen, epd, pgn o csv
help-sheet-ply = Per le partite PGN: la posizione dopo questo numero di semimosse
help-sheet-start = Il numero del primo diagramma
help-sheet-no-answers = Senza soluzioni
help-sheet-strict = Si ferma al primo input errato e non scrive nulla
help-sheet-figurines = Scrive le soluzioni con le figurine (♖e8+), uguali in tutte le lingue
help-sheet-pdfx = Scrive PDF/X-4 per la tipografia (condizione di stampa in grigio, riquadri di rifilo e di abbondanza)
help-sheet-orientation = Quale colore sta in basso: white (Bianco), black (Nero) o side-to-move (chi risolve; anche auto)
help-sheet-coords = Coordinate: outside (all’esterno), inside (all’interno) o none (nessuna); se non indicate, quelle del modello
help-sheet-theme = Colori dei diagrammi: screen (schermo), print (stampa) o blue (blu); se non indicati, quelli del modello
help-sheet-setup-move = Mostra come ultima mossa quella che ha portato all’esercizio (lichess: la prima di Moves)
help-sheet-themes = CSV di lichess: solo gli esercizi con uno di questi temi (separati da virgole)
help-sheet-rating = CSV di lichess: solo gli esercizi con punteggio da MIN a MAX (anche MIN- o -MAX)
help-sheet-popularity = CSV di lichess: solo gli esercizi con almeno questa popolarità (da -100 a 100)
help-sheet-limit = CSV di lichess: al massimo N esercizi
help-sheet-sort = CSV di lichess: ordina per rating, popularity, id o random (predefinito: l’ordine del file)
help-sheet-seed = Seme di --sort random (stesso seme, stessi esercizi)
sheet-bad-value = { $option } { $value }: atteso { $expected }
sheet-unknown-template = modello sconosciuto «{ $name }»; modelli integrati: { $names }
sheet-unknown-format = formato di input sconosciuto «{ $name }»; formati: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } non può numerare { $count } diagrammi: l’ultimo numero è { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } diagramma
   *[other] { $count } diagrammi
}

## Moves
move-unreadable = «{ $move }» non è una mossa
move-no-piece = «{ $move }»: { $role ->
    [queen] nessuna donna può
    [rook] nessuna torre può
    [bishop] nessun alfiere può
    [knight] nessun cavallo può
    [pawn] nessun pedone può
   *[other] nessun { $piece } può
} andare in { $square }
move-ambiguous = «{ $move }»: { $count } { $role ->
    [queen] donne
    [rook] torri
    [bishop] alfieri
    [knight] cavalli
    [pawn] pedoni
   *[other] re
} possono andare in { $square }
move-bad-position = da questa posizione non si può giocare nessuna mossa
move-error = mossa { $number } ({ $side }): { $reason }
encoding-unknown = codifica sconosciuta «{ $name }» (auto, utf-8, utf-16, windows-1252)
csv-missing-column = la riga non ha la colonna { $name }
diagram-ply-past-end = la semimossa { $ply } è oltre la fine della partita ({ $length ->
    [one] { $length } semimossa
   *[other] { $length } semimosse
})
move-choose = scegliere la notazione con --from
move-bad-rank = «{ $move }»: «{ $found }» non è una traversa (1–8){ $like ->
    [none] {""}
   *[other] ; «{ $like }» digitato come «{ $found }»?
}
move-no-capture = «{ $move }»: nessun pedone della colonna { $from } può prendere sulla colonna { $to }
move-wrong-piece = «{ $move }»: in { $square } c’è { $found_role ->
    [queen] una donna
    [rook] una torre
    [bishop] un alfiere
    [knight] un cavallo
    [pawn] un pedone
   *[other] il re
}, non { $role ->
    [queen] una donna
    [rook] una torre
    [bishop] un alfiere
    [knight] un cavallo
    [pawn] un pedone
   *[other] il re
}
move-wrong-capture = «{ $move }»: in { $square } c’è { $found_role ->
    [queen] una donna
    [rook] una torre
    [bishop] un alfiere
    [knight] un cavallo
    [pawn] un pedone
   *[other] il re
}, non { $role ->
    [queen] una donna
    [rook] una torre
    [bishop] un alfiere
    [knight] un cavallo
    [pawn] un pedone
   *[other] il re
}
move-empty-square = «{ $move }»: la casa { $square } è vuota; non c’è { $role ->
    [queen] nessuna donna
    [rook] nessuna torre
    [bishop] nessun alfiere
    [knight] nessun cavallo
    [pawn] nessun pedone
   *[other] nessun re
}
move-empty-capture = «{ $move }»: la casa { $square } è vuota; non c’è { $role ->
    [queen] nessuna donna
    [rook] nessuna torre
    [bishop] nessun alfiere
    [knight] nessun cavallo
    [pawn] nessun pedone
   *[other] nessun re
} da prendere
move-no-promotion = «{ $move }»: un pedone che arriva in { $square } deve essere promosso; manca il pezzo
move-no-castling = «{ $move }»: qui l’arrocco non è possibile
move-two-readings = «{ $move }» si legge come due mosse legali diverse
move-counter-overflow = «{ $move }»: { $field } supererebbe { $max }
move-no-takes = «{ $move }»: { $role ->
    [queen] nessuna donna può
    [rook] nessuna torre può
    [bishop] nessun alfiere può
    [knight] nessun cavallo può
    [pawn] nessun pedone può
   *[other] il re non può
} prendere { $captured_role ->
    [queen] una donna
    [rook] una torre
    [bishop] un alfiere
    [knight] un cavallo
    [pawn] un pedone
   *[other] il re
}
solution-not-mate = «{ $move }» non dà matto, e l’esercizio chiede il matto
solution-marked-not-mate = «{ $move }» è scritta come matto e non dà matto
solution-mate-count = «{ $move }» dà matto in { $found ->
    [one] { $found } mossa
   *[other] { $found } mosse
}, e l’esercizio dice matto in { $n }
move-repair-pieces-only = presa indicata solo dai pezzi: «{ $text }»
game-no-moves = in questo testo non è stato possibile leggere alcuna mossa (prosa, una tabella o solo numeri di mossa): niente da ripercorrere
game-position-only = questo testo è una posizione, non un testo di mosse: leggerlo con «translate», «check» o «diagram», oppure indicare le mosse che la seguono
input-not-positions = { $format ->
    [csv] questo input è un CSV di problemi di lichess, non righe di posizioni: «fenlingo sheet» ne disegna i problemi
   *[pgn] questo input è PGN o testo di mosse, non righe di posizioni: «fenlingo moves» ne ripercorre le partite e «fenlingo sheet» le disegna
}
move-stopped = fenlingo: non è stato possibile leggere la mossa { $number } ({ $side }) e il testo che la segue è omesso: { $reason }
move-repair-glued-prose = parole attaccate a una mossa separate: «{ $text }»
move-ambiguous-reading = il testo delle mosse si legge come più partite diverse:
move-reading = { $names }: { $moves }
move-read-as = letto come { $name } ({ $id })
move-read-as-look-alike = letto come { $name } ({ $id }), con le lettere digitate come lettere latine della stessa forma: { $letters }
move-fen-tag-letters = il tag FEN non è in FEN standard; letto con le lettere in { $name }
move-repair-long-algebraic = notazione completa letta come SAN: «{ $text }»
move-repair-dash = carattere simile a un trattino in una mossa: «{ $text }»
move-repair-castling-zeros = arrocco scritto con gli zeri: «{ $text }»
move-repair-capture-sign = segno di presa diverso da «x»: «{ $text }»
move-repair-captured-piece = pezzo catturato indicato: «{ $text }»
move-repair-rankless-capture = presa di pedone senza la traversa di arrivo: «{ $text }»
move-repair-look-alike = lettera della stessa forma di un altro alfabeto: «{ $text }»
move-repair-greek-file = lettera di colonna greca: «{ $text }»
move-repair-lowercase-piece = lettera di pezzo minuscola: «{ $text }»
move-repair-promotion = promozione scritta senza «=»: «{ $text }»
move-repair-annotation = segno di commento conservato come NAG: «{ $text }»
move-repair-en-passant-mark = «e.p.» tolto: «{ $text }»
move-repair-check-sign = segno di scacco diverso da «+» o «#»: «{ $text }»
move-repair-figurine = figurina al posto della lettera di un pezzo: «{ $text }»
move-repair-punctuation = punteggiatura attorno alle mosse tolta: «{ $text }»
move-repair-move-number = numero di mossa scritto in altro modo: «{ $text }»
move-repair-dash-between-moves = trattino tra le mosse tolto: «{ $text }»
move-repair-prose = testo conservato come commento: «{ $text }»
move-repair-bracket-variation = parentesi quadra letta come variante: «{ $text }»
move-repair-result = risultato scritto in altro modo: «{ $text }»
move-repair-cyrillic-file = lettera di colonna in cirillico serbo: «{ $text }»
move-repair-spaced-move = mossa scritta con spazi all’interno: «{ $text }»
move-repair-glued-moves = mosse scritte senza spazi: «{ $text }»
move-repair-piece-dash = trattino tra il pezzo e la sua casa: «{ $text }»
move-repair-false-check = segno di scacco su una mossa che non dà scacco: «{ $text }»
move-repair-false-mate = segno di matto su una mossa che non dà matto: «{ $text }»
move-repair-false-capture = segno di presa su una mossa che non cattura nulla: «{ $text }»
move-repair-pawn-letter = lettera del pedone davanti a una mossa di pedone: «{ $text }»
move-repair-more = { $count ->
    [one] e un’altra dello stesso tipo
   *[other] e altre { $count } dello stesso tipo
}
encoding-windows-1252 = non UTF-8: letto come Windows-1252 (prima alla riga { $line })
encoding-utf16 = testo UTF-16 ({ $order }) letto
encoding-bom = indicatore dell’ordine dei byte tolto
detect-also = si legge anche come { $names }
text-unterminated-comment = commento senza la «{"}"}» di chiusura
text-unterminated-variation = variante aperta con «{ $open }» senza la «{ $close }» di chiusura
text-unbalanced-close = «{ $close }» senza una «{ $open }» di apertura
expect-same = la posizione ripercorsa coincide
expect-differs = { $field }: { $replayed }, non { $claimed }
diagram-no-game = la partita { $game } non c’è; il file ne contiene { $count }
help-moves = Traduce e ripercorre un testo di mosse (SAN, PGN) in qualsiasi notazione
help-moves-text = Testo di mosse, come «1. e4 c5 2. Cf3»; oppure --input
help-moves-input = Un file PGN («-» per lo standard input)
help-moves-from = Notazione delle mosse: un identificativo di tabella, un file di tabella o auto
help-moves-to = Notazione da scrivere: un identificativo di tabella o un file di tabella
help-moves-fens = Mostra la FEN dopo ogni mossa
help-moves-final-fen = Nell’output PGN, scrivi la posizione finale come commento {"{"}FEN …{"}"} prima del risultato
help-moves-start = Parte da questa posizione invece che da quella iniziale
help-moves-expect = Confronta la posizione finale con questa FEN, campo per campo
help-moves-keep-going = Su una mossa errata, la segnala e passa alla partita successiva
help-moves-output = Scrive in FILE (in modo atomico) invece che sullo standard output
help-diagram-pgn = Disegna una posizione di una partita PGN
help-diagram-game = Quale partita di --pgn (1 per la prima)
help-diagram-ply = La posizione dopo questo numero di semimosse della partita di --pgn (predefinito: la fine)

## Files: an error with its place
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Sheet templates
template-syntax = { $detail }
template-not-finite = { $key } deve essere un numero finito, non { $value }
template-page-size = formato di pagina sconosciuto «{ $size }» (A3, A4, A5, Letter, Legal o LARGHEZZAxALTEZZA in mm)
template-range = { $key } deve essere tra { $min } e { $max }, non { $value }
template-range-mm = { $key } deve essere tra { $min } e { $max } mm, non { $value }
template-range-points = { $key } deve essere tra { $min } e { $max } punti, non { $value }
template-theme = tema sconosciuto «{ $name }» ({ $names })
template-coords = coords deve essere outside, inside o none, non «{ $value }»
template-font = il font «{ $name }» non è né un file di font né una famiglia di font installata
template-width = la larghezza del diagramma deve essere positiva, non { $value }
template-width-fit = un diagramma largo { $width } mm non entra nella sua cella ({ $cell_width } × { $cell_height } mm con numero e didascalia); al massimo { $max } mm
template-no-room = i diagrammi non entrano nella pagina: meno righe o colonne, o margini più piccoli
template-base-unknown = la base «{ $name }» non è né un modello integrato ({ $names }) né un file di modello
template-base-unreadable = impossibile leggere la base «{ $name }»: { $reason }
template-base-depth = i modelli si basano l’uno sull’altro per più di { $max } livelli (a «{ $name }»): le basi formano un ciclo?
template-choice = «{ $key }» vale «{ $value }»; valori possibili: { $choices }

## Notation table files
table-syntax = tabella di notazione non valida: { $detail }
table-invalid-tag = «{ $tag }» non è un’etichetta di lingua BCP 47
table-invalid-id = identificativo di tabella non valido «{ $id }»
table-empty-token = un simbolo è vuoto o contiene spazi
table-reserved-character = il simbolo «{ $token }» contiene «{ $character }», che ha un significato proprio in FEN o nel testo delle mosse
table-duplicate-token = il simbolo «{ $token }» è usato sia da { $first } sia da { $second }
table-move-text-clash = il simbolo «{ $token }» verrebbe letto nel testo delle mosse come lettera di colonna
table-invisible-character = il simbolo «{ $token }» contiene un carattere invisibile ({ $character }), che nessuno potrebbe vedere né digitare
table-no-lowercase = il simbolo «{ $token }» coincide con la propria minuscola, quindi i pezzi neri verrebbero letti come bianchi: indicare i simboli del Nero in [black]

## PNG output
encode-failed = impossibile scrivere l’immagine { $format }: { $detail }
encode-not-built = questa build di fenlingo non scrive immagini { $format }
png-failed = impossibile rasterizzare il diagramma: { $detail }

## Document figures (pandoc-fenlingo, mdbook-fenlingo)
figure-block = blocco { $number }
figure-left-as-code = { $block } resta un blocco di codice: «{ $first }»
figure-unknown-attribute = attributo sconosciuto «{ $name }»; attributi: { $names }
figure-bad-value = valore non valido «{ $value }» per { $attribute }; usare uno tra: { $values }
figure-bad-number = «{ $value }» per { $attribute } non è un numero
figure-empty = il blocco non contiene alcuna posizione
figure-many = il blocco contiene { $count } posizioni; scriverne una per blocco
figure-image = impossibile scrivere la figura: { $reason }
figure-write = impossibile scrivere la figura in { $path }: { $reason }
figure-controls-removed = caratteri di controllo omessi dagli attributi e dalla didascalia: { $chars }
figure-dir-outside = la cartella «{ $dir }» che il documento indica per le sue figure non si trova sotto la cartella di lavoro; le figure vanno in «{ $default }» (impostare { $variable } per scegliere un’altra cartella)

## Usage errors and help annotations
help-color = Quando colorare i messaggi: auto (su un terminale, se NO_COLOR non è impostata), always (sempre) o never (mai)
help-encoding = Codifica dell’input: auto (un indicatore dell’ordine dei byte, altrimenti UTF-8, altrimenti Windows-1252), utf-8, utf-16 (nell’ordine dell’indicatore dei byte, altrimenti little-endian), utf-16le, utf-16be o windows-1252
help-default-value = predefinito
help-possible-values = valori possibili
usage-quoted = «{ $text }»
usage-split-position = la posizione è stata data come { $count } argomenti; racchiuderla tra virgolette: { $command }
usage-unknown-command = comando sconosciuto { $name }
usage-unknown-argument = argomento inatteso { $arg }
usage-value-required = { $arg } richiede un valore, ma non ne è stato dato nessuno
usage-invalid-value = valore { $value } non valido per { $arg }
usage-missing-argument = mancano questi argomenti obbligatori: { $arg }
usage-conflict = l’argomento { $arg } non può essere usato insieme a { $other }
usage-no-equals = serve un segno di uguale per assegnare valori a { $arg }
usage-value-count = numero di valori errato per { $arg }
usage-missing-command = serve un comando, ma non ne è stato dato nessuno
usage-invalid-utf8 = uno o più argomenti contengono UTF-8 non valido
usage-tip = suggerimento
usage-did-you-mean = ne esiste uno simile: { $suggestion }
usage-more-help = Per altre informazioni, provare { $help }.

## What a TOML file (template or table) gets wrong
toml-unknown-field = chiave sconosciuta «{ $field }»; attesa una tra: { $expected }
toml-unknown-variant = valore sconosciuto «{ $value }»; atteso { $expected }
toml-missing-field = chiave mancante «{ $field }»
toml-invalid-type = tipo errato: { $found }, atteso { $expected }
toml-invalid-value = valore errato: { $found }, atteso { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Set di pezzi: noto, dejavu (incluso), una cartella di pezzi SVG con i nomi di lichess (wK.svg … bP.svg), un file di font scacchistico o il nome di famiglia di un font installato
help-sheet-pieces = Set di pezzi dei diagrammi: noto, dejavu, una cartella di pezzi SVG, un file di font scacchistico o un font installato; se non indicato, quello del modello
pieces-not-found = nessun set di pezzi «{ $name }»: non è noto/dejavu, né una cartella, né un file di font, né un font installato
pieces-unreadable = impossibile leggere «{ $path }»: { $error }
pieces-missing-files = nella cartella dei pezzi «{ $folder }» mancano: { $missing }
pieces-bad-svg = «{ $file }» non è un’immagine SVG
pieces-bad-font = «{ $file }» non è un font TrueType o OpenType
pieces-no-pieces = il font «{ $font }» non ha pezzi degli scacchi; mancano: { $missing }
pieces-unsupported = «{ $name }»: questa versione non legge set di pezzi da file

glyphs-captions-english = nessun font installato ha i glifi della scrittura «{ $script }»; le didascalie sono in inglese (installare un font che li abbia: su Debian o Ubuntu il pacchetto { $package }; oppure indicare una cartella di font in FENLINGO_FONT_DIRS)
glyphs-undrawn = nessun font installato ha i glifi di questi caratteri del testo dato ({ $chars }); ciascuno è disegnato come «?» (installare un font che li abbia, oppure indicare una cartella di font in FENLINGO_FONT_DIRS)
script-han = han (cinese/giapponese)
script-kana = kana giapponese
script-hangul = hangul (coreano)
script-devanagari = devanagari
script-bengali = bengalese
script-thai = thailandese
script-other = carattere { $code }

# A function given one position or game (the Python module).
text-many-items = il testo contiene { $count } posizioni o partite; passarne una alla volta

## fenlingo serve
help-moves-json = Un oggetto JSON per partita: il testo delle mosse, la FEN finale, le tabelle, le correzioni e gli errori
help-serve = Fornisce immagini di scacchiere e traduzioni via HTTP
help-serve-listen = Indirizzo e porta su cui ascoltare, o il percorso di un socket Unix
help-serve-workers = Thread che servono le richieste (predefinito: uno per core)
help-serve-cache-size = Memoria per le risposte recenti, per esempio 64M (0: nessuna cache)
help-serve-max-requests = Richieste servite contemporaneamente; le altre attendono
help-serve-timeout = Secondi che una richiesta può attendere e impiegare
help-serve-header-timeout = Secondi che un client può impiegare per inviare le intestazioni della richiesta
help-serve-max-size = La figura più larga disegnata, in pixel (da 16 a 8192)
help-serve-quiet = Nessun registro degli accessi sullo standard error
help-serve-pieces = Un set di pezzi che le richieste possono indicare con pieces= (una cartella di pezzi SVG, un file di font scacchistico o un font installato; ripetibile)
serve-listening = in ascolto su { $address }
serve-bind = impossibile ascoltare su «{ $address }»: { $reason }
serve-bad-setting = valore non valido «{ $value }» per { $option }
serve-query-too-long = la query è lunga { $size } byte; se ne leggono al massimo { $max }
serve-bad-encoding = il parametro «{ $name }» non è UTF-8 una volta decodificato
serve-missing = manca il parametro «{ $name }»
serve-bad-size = valore non valido «{ $value }» per { $name }: una larghezza da 16 a { $max } pixel
serve-bad-input = { $name }: { $reason }
serve-not-found = nulla è servito in «{ $path }»
serve-method = si risponde solo a GET e HEAD
serve-busy = troppe richieste contemporaneamente; riprovare tra un momento
serve-timeout = la risposta ha impiegato troppo tempo
serve-index-intro = Diagrammi di scacchi e traduzioni di posizioni in qualsiasi notazione, con didascalia nella lingua del lettore.
serve-index-images = un diagramma della posizione «fen» (qualsiasi notazione), con i parametri di web-boardimage e le opzioni di diagramma di fenlingo
serve-index-translate = la posizione in un’altra notazione, in JSON
serve-index-moves = il testo delle mosse rigiocato e scritto in un’altra notazione, in JSON
serve-index-health = risponde 200 finché il servizio è attivo

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = afrikaans
table-az = azerbaigiano
table-be = bielorusso
table-be-tarask = bielorusso (ortografia taraskievica)
table-bg = bulgaro
table-bn = bengalese
table-ca = catalano
table-cs = ceco
table-da = danese
table-de = tedesco
table-el = greco
table-en = inglese
table-eo = esperanto
table-es = spagnolo
table-et = estone
table-eu = basco
table-fa = persiano
table-fi = finlandese
# composed: the page's word for figurines
table-figurine = figurine
table-fr = francese
table-gl = galiziano
table-gsw = tedesco svizzero
table-he = ebraico
table-hi = hindi
table-hr = croato
table-hu = ungherese
table-id = indonesiano
table-is = islandese
table-it = italiano
table-ja = giapponese
table-ka = georgiano
table-ko = coreano
table-lb = lussemburghese
table-lt = lituano
table-lv = lettone
table-mn = mongolo
table-nb = norvegese bokmål
table-nl = olandese
table-nn = norvegese nynorsk
table-pl = polacco
# composed: the page's word for problem chess
table-problem = problemistica
table-pt = portoghese
table-ro = rumeno
table-ru = russo
table-sk = slovacco
table-sl = sloveno
table-sq = albanese
table-sr-Cyrl = serbo (cirillico)
table-sr-Latn = serbo (latino)
table-sv = svedese
table-tr = turco
table-uk = ucraino
table-vi = vietnamita
table-zh = cinese
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = cinese (caratteri cinesi)
