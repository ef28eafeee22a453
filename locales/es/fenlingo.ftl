# Spanish — messages of the fenlingo command-line tool and library.

## Severities and locations
error = error
warning = aviso
note = nota

## FEN and EPD reading errors
err-invalid-utf8 = UTF-8 no válido en el byte { $offset }
err-line-too-long = línea de más de { $limit } bytes
err-empty = posición vacía
err-rank-count = se esperaban 8 filas, hay { $found }
err-rank-too-long = la fila { $rank } tiene más de 8 casillas
err-rank-too-short = la fila { $rank } tiene { $squares ->
    [one] { $squares } casilla
   *[other] { $squares } casillas
}, se esperaban 8
err-invalid-piece = letra de pieza no válida «{ $token }» en la fila { $rank }
err-invalid-digit = dígito no válido «{ $digit }» en la fila { $rank } (las casillas vacías van de 1 a 8)
err-invalid-side = turno no válido «{ $token }»
err-invalid-castling = derecho de enroque no válido «{ $token }»
err-too-many-castling = más de dos derechos de enroque para { $color ->
    [white] las blancas
   *[black] las negras
}
err-invalid-ep = casilla de captura al paso no válida «{ $token }»
err-ep-rank = la casilla de captura al paso «{ $token }» no está en la fila 3 ni en la 6
err-invalid-counter = { $field } no válido: «{ $token }»
err-counter-too-large = { $field } demasiado grande
err-missing-field = falta un campo: { $field }
err-extra-field = campo de más: «{ $token }»
err-invalid-operation = operación EPD no válida «{ $token }»
err-unterminated-string = cadena entre comillas sin cerrar
err-not-strict = { $repair } (solo se acepta en modo flexible)

## FEN fields
field-placement = colocación de las piezas
field-side = turno
field-castling = derechos de enroque
field-en-passant = casilla de captura al paso
field-halfmove = contador de medias jugadas
field-fullmove = número de jugada
field-operations = operaciones EPD

## Repairs made in lenient mode
repair-line = { $what }: «{ $before }» leído como «{ $after }»
repair-dash = carácter de guion en lugar de «-»
repair-double-dash = «--» por dos campos vacíos
repair-separator = espaciado irregular
repair-invisible-character = carácter invisible
repair-missing-field = falta { $field }; se supone el valor por defecto
repair-missing-fields = faltan { $count } campos; se supone: «{ $assumed }»
repair-fullmove-zero = número de jugada 0
repair-leading-zeros = ceros a la izquierda en el campo «{ $field }»
repair-castling-order = derechos de enroque fuera del orden canónico
repair-figurine = figurín en lugar de letra de pieza
repair-merged-digits = dígitos seguidos en una fila
repair-missing-semicolon = operación EPD sin «;»
repair-brackets = posición entre corchetes
repair-standard-castling = derechos de enroque escritos con las letras estándar

## Legality flags
flag-empty = el tablero está vacío
flag-no-white-king = las blancas no tienen rey
flag-no-black-king = las negras no tienen rey
flag-too-many-kings = un bando tiene más de un rey
flag-pawns-on-backrank = hay un peón en la fila 1 u 8
flag-too-many-white-pawns = las blancas tienen más de 8 peones
flag-too-many-black-pawns = las negras tienen más de 8 peones
flag-too-many-white-pieces = las blancas tienen más de 16 piezas
flag-too-many-black-pieces = las negras tienen más de 16 piezas
flag-too-many-white-promoted = las blancas tienen más piezas coronadas de las que permiten los peones que faltan
flag-too-many-black-promoted = las negras tienen más piezas coronadas de las que permiten los peones que faltan
flag-bad-castling-rights = un derecho de enroque sin el rey y la torre en sus casillas
flag-invalid-ep-square = la casilla de captura al paso no corresponde a un avance doble de peón
flag-opposite-check = el bando que no mueve está en jaque
flag-kings-adjacent = los reyes están en casillas contiguas
flag-too-many-checkers = más de dos piezas dan jaque
flag-impossible-check = ninguna jugada legal pudo dar este jaque

## Command-line output
check-ok = OK
check-illegal = posición ilegal
summary = { $total ->
    [one] { $total } posición
   *[other] { $total } posiciones
}: { $ok ->
    [one] { $ok } válida
   *[other] { $ok } válidas
}, { $invalid ->
    [one] { $invalid } no válida
   *[other] { $invalid } no válidas
}, { $illegal ->
    [one] { $illegal } ilegal
   *[other] { $illegal } ilegales
}
lang-unknown = idioma desconocido «{ $requested }»; se usa { $fallback }
notation-unknown = notación desconocida «{ $name }»; véase «fenlingo languages»
notation-no-board = la notación «{ $name }» solo sirve para jugadas: ninguna fuente muestra cómo escribe las piezas negras en un tablero; úsela con «fenlingo moves»
notation-file = no se puede leer el archivo de notación «{ $path }»: { $reason }
io-read = no se puede leer «{ $path }»: { $reason }
io-write = no se puede escribir «{ $path }»: { $reason }
io-not-found = no existe el archivo o la carpeta
io-permission-denied = permiso denegado
io-storage-full = no queda espacio en el dispositivo
io-quota-exceeded = se ha superado la cuota de disco
io-read-only = sistema de archivos de solo lectura
io-is-directory = es una carpeta
io-not-directory = una parte de la ruta no es una carpeta
io-too-large = archivo demasiado grande
io-exists = el archivo ya existe
io-other = { $reason }
io-name-too-long = nombre de archivo demasiado largo
io-no-device-or-address = no existe el dispositivo o la dirección (un socket, o un dispositivo que no está)
io-no-device = no existe el dispositivo
io-symlink-loop = demasiados niveles de enlaces simbólicos
io-input-output = error de entrada/salida
io-too-many-open = demasiados archivos abiertos
io-bad-descriptor = el descriptor de archivo está cerrado o no es válido
io-not-a-socket = no es un socket en el que se pueda escribir
io-folder-not-empty = la carpeta no está vacía
io-busy = el dispositivo o recurso está ocupado
io-program-busy = el archivo es un programa en ejecución
io-cross-device = el enlace cruzaría dispositivos
io-too-many-links = demasiados enlaces
io-not-seekable = no se puede leer el archivo en otra posición (una tubería o una terminal)
io-stale = identificador de archivo de red caducado
io-out-of-memory = memoria insuficiente
io-would-block = recurso no disponible temporalmente
io-invalid-argument = argumento no válido
io-broken-pipe = tubería rota: el lector ya no está
io-connection-refused = conexión rechazada
io-address-in-use = la dirección ya está en uso
io-address-not-available = la dirección no está disponible en esta máquina
io-connection-reset = conexión interrumpida
io-not-connected = no conectado
io-unsupported = operación no admitida
io-timed-out = se agotó el tiempo de espera
io-interrupted = interrumpido
io-unexpected-end = final de archivo inesperado
io-write-zero = no se pudo escribir nada
io-not-utf8 = no es texto UTF-8 (línea { $line }, columna { $column })
io-text-too-large = ocupa más de { $limit } MiB, el límite para este tipo de archivo
io-stdout-closed = la salida estándar está cerrada
output-is-input = la salida «{ $path }» es también una entrada («{ $input }»): escribirla destruiría lo que se lee; elija otro archivo de salida
output-kept = no hay nada útil que escribir; «{ $path }» queda como estaba
out-dir-create = no se puede crear la carpeta «{ $path }»: { $reason }
out-dir-renamed = otro diagrama de esta ejecución ya se llama «{ $name }»; este se escribe en «{ $renamed }»
diagram-png-too-large = un diagrama PNG tiene como máximo { $max } píxeles de ancho (necesitaría más de 1 GiB de memoria), no { $size }; use SVG o PDF para una figura mayor
xml-dropped = el pie tiene caracteres que SVG no admite ({ $chars }); se omiten
similar-tokens = tablas con el símbolo «{ $token }»: { $tables }
no-similar-tokens = ninguna tabla tiene el símbolo «{ $token }»

## Language detection
detect-read-as = leído como { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = todos los símbolos pertenecen a esta tabla
detect-reason-legal = posición legal
detect-reason-flags = { $count ->
    [one] { $count } problema de legalidad
   *[other] { $count } problemas de legalidad
}
detect-reason-side = símbolo de turno de esta tabla
detect-reason-castling = símbolos de enroque de esta tabla
detect-ambiguous = notación ambigua: las lecturas siguientes dan posiciones distintas; elija una con --from
detect-none = ninguna notación permite leer esta posición

## Languages
languages-provisional = provisional
languages-moves-only = solo jugadas
languages-sources = { $count ->
    [one] { $count } fuente
   *[other] { $count } fuentes
}

## Completions and manual pages
help-completions = Escribe en la salida estándar el script de autocompletado de un shell
help-completions-shell = El shell para el que se escribe el script
help-man = Escribe en la salida estándar la página de manual de fenlingo o de una orden (roff)
help-man-command = La orden cuya página se escribe; si no se da ninguna, la de fenlingo
man-name = Nombre
man-synopsis = Sinopsis
man-description = Descripción
man-version = Versión

## Command-line help
help-about = Posiciones de ajedrez en la notación de cualquier idioma: comprueba, traduce y detecta FEN y EPD.
help-lang = Idioma de los mensajes (BCP 47, como es, ru, de-AT); por defecto según LC_ALL, LC_MESSAGES o LANG, y si no, inglés
help-check = Comprueba posiciones: errores señalados con un caret (^), reparaciones e ilegalidades
help-translate = Traduce posiciones entre notaciones (por defecto a FEN estándar)
help-detect = Indica en qué notación está escrita una posición, con sus razones
help-languages = Lista las tablas de notación incorporadas
help-positions = Posiciones (líneas FEN o EPD); si no se da ninguna, se leen de --input
help-input = Lee las posiciones de FILE, una por línea («-» para la entrada estándar)
help-format = FEN, EPD, o decidido en cada línea por el quinto campo
help-from = Notación de la entrada: un identificador de tabla, un archivo de tabla o auto
help-to = Notación de la salida: un identificador de tabla o un archivo de tabla
help-strict = Rechaza todo lo que el modo flexible repararía
help-chess960 = Juzga los derechos de enroque con las reglas de Chess960
help-json = Un objeto JSON por línea
help-output = Escribe en FILE (de forma atómica) en lugar de la salida estándar
help-ep = Qué casilla de captura al paso escribir: la dada, solo si la captura es legal, o tras cada avance doble
help-fail-fast = Se detiene en la primera línea errónea
help-usage = Uso
help-arguments = Argumentos
help-options = Opciones
help-help = Muestra la ayuda
help-version = Muestra la versión
help-help-command = Muestra este mensaje o la ayuda de la orden indicada
help-commands = Órdenes
help-diagram = Dibuja una posición como diagrama SVG, PNG o PDF
help-diagram-position = La posición (FEN o EPD); o bien --input, para un diagrama por línea
help-diagram-output = Archivo de salida (.svg, .png o .pdf); «-» escribe en la salida estándar
help-diagram-input = Lee las posiciones de FILE, un diagrama por línea («-» para la entrada estándar)
help-diagram-out-dir = Carpeta para los diagramas de --input, nombrados por número de línea o id de EPD
help-diagram-orientation = Qué bando queda abajo: white (blancas), black (negras) o side-to-move (el que juega; también auto)
help-diagram-format = Formato de imagen: svg, png o pdf (por defecto, la extensión de -o; SVG con --out-dir)
help-moves-keep-form = Conserva la escritura del autor (notación larga, capturas con «:», 0-0); solo cambian las letras
help-diagram-from = Notación de la entrada: un identificador de tabla, un archivo de tabla o auto
help-diagram-size = Ancho de la figura: píxeles (de 16 a 20000; PNG como máximo 8192) o, para imprenta, 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = Resolución del PNG en puntos por pulgada (300 si --size es una medida de impresión)
help-diagram-flip = Negras abajo
help-diagram-coords = Coordenadas: outside (fuera), inside (dentro) o none (ninguna)
help-diagram-theme = Colores: screen (pantalla), print (blanco y negro, con tramado) o blue
help-diagram-mark = Casillas que rellenar, como e4,Rd5 (letras de color G, R, Y, B)
help-diagram-circle = Casillas que rodear con un círculo
help-diagram-cross = Casillas que tachar
help-diagram-arrow = Flechas, como e2e4,Rg1f3
help-diagram-annotations = Marcas y flechas como anotaciones de lichess: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Resalta la última jugada, como e2e4
help-diagram-no-check = No resalta el rey en jaque
help-diagram-no-side-marker = Sin indicador de turno junto al tablero
help-diagram-no-frame = Sin marco alrededor del tablero
help-diagram-pdfx = Escribe una figura PDF como PDF/X-4 para imprenta
help-diagram-caption = Pie: auto, none o un texto con {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} y {"{"}n{"}"}
help-diagram-mate = Pie «Mate en N» (de 1 a 999)

## Diagrams
option-unknown = opción desconocida «{ $name }»; opciones: { $names }
option-bad-value = valor no válido «{ $value }» para { $option }; use uno de: { $values }
option-bad-number = «{ $value }» para { $option } no es un número dentro de su rango
diagram-bad-square = casilla o jugada no válida «{ $text }» en { $option }
diagram-unknown-theme = tema desconocido «{ $name }»; temas: { $names }
diagram-no-output = indique un archivo de salida para el diagrama con -o («-» para la salida estándar)
diagram-input-no-output = indique --out-dir CARPETA para un diagrama por línea de --input, o -o ARCHIVO si contiene una sola posición
diagram-no-position = indique una posición, o --input ARCHIVO con --out-dir CARPETA (un diagrama por línea) o -o ARCHIVO (una posición)
diagram-several-positions = «{ $name }» contiene más de una posición y -o escribe un solo diagrama: indique --out-dir CARPETA para un diagrama por línea, o una sola posición
reading-stdin = leyendo posiciones de la entrada estándar (termine con Ctrl-D; vea --help)
diagram-unknown-extension = no se sabe el formato de imagen de «{ $path }»: use .svg, .png o .pdf, o --format
diagram-binary-terminal = no se escriben bytes PNG ni PDF en una terminal: redirija la salida estándar o use -o ARCHIVO
diagram-bad-size = el tamaño debe estar entre 16 y 20000 píxeles, no { $size }
diagram-bad-mate = el número de jugadas hasta el mate debe estar entre { $min } y { $max }, no { $n }

## Sheets
help-sheet = Imprime hojas de problemas: muchos diagramas en páginas PDF, con las soluciones
help-sheet-inputs = Archivos de entrada (.fen, .epd, .pgn, .csv de lichess; «-» para la entrada estándar); sin ellos, la muestra incorporada
help-sheet-output = PDF de salida (por defecto fenlingo-sample.pdf para la muestra)
help-sheet-template = Maquetación: una plantilla incorporada (a4-6, a4-12, letter-6, a5-4, article) o un archivo de plantilla
help-sheet-title = Título en la cabecera de las páginas
help-sheet-from = Notación de las posiciones: un identificador de tabla, un archivo de tabla o auto
help-sheet-format = Formato de entrada si la extensión no lo indica: fen, epd, pgn o csv
help-sheet-ply = En partidas PGN: la posición tras este número de medias jugadas
help-sheet-start = El número del primer diagrama
help-sheet-no-answers = Sin soluciones
help-sheet-strict = Se detiene en la primera entrada errónea y no escribe nada
help-sheet-figurines = Escribe las soluciones con figurines (♖e8+), iguales en todos los idiomas
help-sheet-pdfx = Escribe PDF/X-4 para imprenta (condición de salida en gris, cajas de corte y sangrado)
help-sheet-orientation = Qué bando queda abajo: white (blancas), black (negras) o side-to-move (el que resuelve; también auto)
help-sheet-coords = Coordenadas: outside (fuera), inside (dentro) o none (ninguna); por omisión, las de la plantilla
help-sheet-theme = Colores de los diagramas: screen (pantalla), print (blanco y negro) o blue (por omisión, los de la plantilla)
help-sheet-setup-move = Muestra la jugada que llevó al ejercicio (lichess: la primera de Moves) como última jugada
help-sheet-themes = CSV de lichess: solo ejercicios con alguno de estos temas (separados por comas)
help-sheet-rating = CSV de lichess: solo ejercicios con puntuación MIN-MAX (también MIN- o -MAX)
help-sheet-popularity = CSV de lichess: solo ejercicios con al menos esta popularidad (de -100 a 100)
help-sheet-limit = CSV de lichess: como mucho N ejercicios
help-sheet-sort = CSV de lichess: ordena por rating, popularity, id o random (por defecto, el orden del archivo)
help-sheet-seed = Semilla de --sort random (la misma semilla da los mismos ejercicios)
sheet-bad-value = { $option } { $value }: se esperaba { $expected }
sheet-unknown-template = plantilla desconocida «{ $name }»; plantillas incorporadas: { $names }
sheet-unknown-format = formato de entrada desconocido «{ $name }»; formatos: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } no puede numerar { $count } diagramas: el último número es { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } diagrama
   *[other] { $count } diagramas
}

## Moves
move-unreadable = «{ $move }» no es una jugada
move-no-piece = «{ $move }»: { $role ->
    [queen] ninguna dama puede
    [rook] ninguna torre puede
    [bishop] ningún alfil puede
    [knight] ningún caballo puede
    [pawn] ningún peón puede
   *[other] el rey no puede
} ir a { $square }
move-ambiguous = «{ $move }»: { $count } { $role ->
    [queen] damas
    [rook] torres
    [bishop] alfiles
    [knight] caballos
    [pawn] peones
   *[other] reyes
} pueden ir a { $square }
move-bad-position = no se puede jugar desde esta posición
move-error = jugada { $number } ({ $side }): { $reason }
encoding-unknown = codificación desconocida «{ $name }» (auto, utf-8, utf-16, windows-1252)
csv-missing-column = la fila no tiene la columna { $name }
diagram-ply-past-end = la media jugada { $ply } está después del final de la partida ({ $length ->
    [one] { $length } media jugada
   *[other] { $length } medias jugadas
})
move-choose = elija la notación con --from
move-bad-rank = «{ $move }»: «{ $found }» no es una fila (1–8){ $like ->
    [none] {""}
   *[other] ; ¿«{ $like }» escrito como «{ $found }»?
}
move-no-capture = «{ $move }»: ningún peón de la columna { $from } puede capturar en la columna { $to }
move-wrong-piece = «{ $move }»: en { $square } hay { $found_role ->
    [queen] una dama
    [rook] una torre
   *[other] un { $found }
}, no { $role ->
    [queen] una dama
    [rook] una torre
   *[other] un { $piece }
}
move-wrong-capture = «{ $move }»: en { $square } hay { $found_role ->
    [queen] una dama
    [rook] una torre
   *[other] un { $found }
}, no { $role ->
    [queen] una dama
    [rook] una torre
   *[other] un { $piece }
}
move-empty-square = «{ $move }»: la casilla { $square } está vacía; no hay { $piece } en ella
move-empty-capture = «{ $move }»: la casilla { $square } está vacía; no hay { $piece } que capturar
move-no-promotion = «{ $move }»: el peón que llega a { $square } debe coronar; falta la pieza
move-no-castling = «{ $move }»: aquí no se puede enrocar
move-two-readings = «{ $move }» se lee como dos jugadas legales distintas
move-counter-overflow = «{ $move }»: el { $field } pasaría de { $max }
move-no-takes = «{ $move }»: { $role ->
    [queen] ninguna dama puede
    [rook] ninguna torre puede
    [bishop] ningún alfil puede
    [knight] ningún caballo puede
    [pawn] ningún peón puede
   *[other] el rey no puede
} capturar { $captured_role ->
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un caballo
    [pawn] un peón
   *[other] al rey
}
solution-not-mate = «{ $move }» no da mate, y el ejercicio pide mate
solution-marked-not-mate = «{ $move }» está escrita como mate y no da mate
solution-mate-count = «{ $move }» da mate en { $found }, y el ejercicio dice mate en { $n }
move-repair-pieces-only = captura nombrada solo por sus piezas: «{ $text }»
move-repair-glued-prose = palabras pegadas a una jugada separadas: «{ $text }»
game-no-moves = no se pudo leer ninguna jugada en este texto (prosa, una tabla o solo números de jugada): no hay nada que reproducir
game-position-only = este texto es una posición, no un texto de jugadas: léalo con «translate», «check» o «diagram», o escriba las jugadas a continuación
input-not-positions = { $format ->
    [csv] esta entrada es un CSV de problemas de lichess, no líneas de posiciones: «fenlingo sheet» dibuja sus problemas
   *[pgn] esta entrada es PGN o texto de jugadas, no líneas de posiciones: «fenlingo moves» reproduce sus partidas y «fenlingo sheet» las dibuja
}
move-stopped = fenlingo: la jugada { $number } ({ $side }) no se pudo leer y se omite el texto que la sigue: { $reason }
move-ambiguous-reading = el texto de jugadas se lee como varias partidas distintas:
move-reading = { $names }: { $moves }
move-read-as = leído como { $name } ({ $id })
move-read-as-look-alike = leído como { $name } ({ $id }), con sus letras escritas como letras latinas de la misma forma: { $letters }
move-fen-tag-letters = la etiqueta FEN no es FEN estándar; leída con letras en { $name }
move-repair-long-algebraic = notación larga leída como SAN: «{ $text }»
move-repair-dash = guion tipográfico en una jugada: «{ $text }»
move-repair-castling-zeros = enroque escrito con ceros: «{ $text }»
move-repair-capture-sign = signo de captura distinto de «x»: «{ $text }»
move-repair-captured-piece = pieza capturada nombrada: «{ $text }»
move-repair-rankless-capture = captura de peón sin la fila de destino: «{ $text }»
move-repair-look-alike = letra de la misma forma de otro alfabeto: «{ $text }»
move-repair-greek-file = letra griega de columna: «{ $text }»
move-repair-lowercase-piece = letra de pieza en minúscula: «{ $text }»
move-repair-promotion = coronación escrita sin «=»: «{ $text }»
move-repair-annotation = signo de valoración guardado como NAG: «{ $text }»
move-repair-en-passant-mark = «a.p.» omitido: «{ $text }»
move-repair-check-sign = signo de jaque distinto de «+» o «#»: «{ $text }»
move-repair-figurine = figurín en lugar de letra de pieza: «{ $text }»
move-repair-punctuation = puntuación entre jugadas omitida: «{ $text }»
move-repair-move-number = número de jugada escrito de otro modo: «{ $text }»
move-repair-dash-between-moves = guion entre jugadas omitido: «{ $text }»
move-repair-prose = texto guardado como comentario: «{ $text }»
move-repair-bracket-variation = corchete leído como variante: «{ $text }»
move-repair-result = resultado escrito de otro modo: «{ $text }»
move-repair-cyrillic-file = letra de columna en cirílico serbio: «{ $text }»
move-repair-spaced-move = jugada escrita con espacios dentro: «{ $text }»
move-repair-glued-moves = jugadas escritas sin espacios: «{ $text }»
move-repair-piece-dash = guion entre la pieza y su casilla: «{ $text }»
move-repair-false-check = signo de jaque en una jugada que no da jaque: «{ $text }»
move-repair-false-mate = signo de mate en una jugada que no da mate: «{ $text }»
move-repair-false-capture = signo de captura en una jugada que no captura nada: «{ $text }»
move-repair-pawn-letter = letra de peón delante de una jugada de peón: «{ $text }»
move-repair-more = y { $count } más del mismo tipo
encoding-windows-1252 = no es UTF-8: leído como Windows-1252 (primero en la línea { $line })
encoding-utf16 = texto UTF-16 ({ $order }) leído
encoding-bom = marca de orden de bytes omitida
detect-also = también se lee como { $names }
text-unterminated-comment = comentario sin su «{"}"}» de cierre
text-unterminated-variation = variante abierta con «{ $open }» sin su «{ $close }» de cierre
text-unbalanced-close = «{ $close }» sin «{ $open }» de apertura
expect-same = la posición reproducida coincide
expect-differs = { $field }: { $replayed }, no { $claimed }
diagram-no-game = no hay partida { $game }; el archivo tiene { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
help-moves = Traduce y reproduce texto de jugadas (SAN, PGN) en cualquier notación
help-moves-text = Texto de jugadas, como «1. e4 c5 2. Cf3»; o bien --input
help-moves-input = Un archivo PGN («-» para la entrada estándar)
help-moves-from = Notación de las jugadas: un identificador de tabla, un archivo de tabla o auto
help-moves-to = Notación de salida: un identificador de tabla o un archivo de tabla
help-moves-fens = Muestra el FEN tras cada jugada
help-moves-final-fen = En la salida PGN, escribe la posición final como comentario {"{"}FEN …{"}"} antes del resultado
help-moves-start = Parte de esta posición en lugar de la inicial
help-moves-expect = Compara la posición final con este FEN, campo por campo
help-moves-keep-going = Ante una jugada errónea, la informa y sigue con la partida siguiente
help-moves-output = Escribe en FILE (de forma atómica) en lugar de la salida estándar
help-diagram-pgn = Dibuja una posición de una partida PGN
help-diagram-game = Qué partida de --pgn (1 para la primera)
help-diagram-ply = La posición tras este número de medias jugadas de la partida (por defecto, el final)

## Archivos: un error con su lugar
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Plantillas de hojas
template-syntax = { $detail }
template-not-finite = { $key } debe ser un número finito, no { $value }
template-page-size = tamaño de página desconocido «{ $size }» (A3, A4, A5, Letter, Legal o ANCHOxALTO en mm)
template-range = { $key } debe estar entre { $min } y { $max }, no { $value }
template-range-mm = { $key } debe estar entre { $min } y { $max } mm, no { $value }
template-range-points = { $key } debe estar entre { $min } y { $max } puntos, no { $value }
template-theme = tema desconocido «{ $name }» ({ $names })
template-coords = coords debe ser outside, inside o none, no «{ $value }»
template-font = la fuente «{ $name }» no es ni un archivo de fuente ni una familia de fuentes instalada
template-width = el ancho del diagrama debe ser positivo, no { $value }
template-width-fit = un diagrama de { $width } mm de ancho no cabe en su celda ({ $cell_width } × { $cell_height } mm con etiqueta y pie); como mucho { $max } mm
template-no-room = los diagramas no caben en la página: menos filas o columnas, o márgenes más pequeños
template-base-unknown = la base «{ $name }» no es una plantilla incorporada ({ $names }) ni un archivo de plantilla
template-base-unreadable = no se puede leer la base «{ $name }»: { $reason }
template-base-depth = las plantillas se basan unas en otras con más de { $max } niveles (en «{ $name }»): ¿hay un círculo de bases?
template-choice = «{ $key }» es «{ $value }»; puede ser { $choices }

## Archivos de tablas de notación
table-syntax = tabla de notación no válida: { $detail }
table-invalid-tag = «{ $tag }» no es una etiqueta de idioma BCP 47
table-invalid-id = identificador de tabla no válido «{ $id }»
table-empty-token = un símbolo está vacío o contiene espacios
table-reserved-character = el símbolo «{ $token }» contiene «{ $character }», que tiene su propio significado en FEN o en las jugadas
table-duplicate-token = el símbolo «{ $token }» lo usan a la vez { $first } y { $second }
table-move-text-clash = el símbolo «{ $token }» se leería como letra de columna en las jugadas
table-invisible-character = el símbolo «{ $token }» contiene un carácter invisible ({ $character }), que nadie podría ver ni escribir
table-no-lowercase = el símbolo «{ $token }» no cambia en minúscula, así que las piezas negras se leerían como blancas: da los símbolos de las negras en [black]

## Salida PNG
encode-failed = no se puede escribir la imagen { $format }: { $detail }
encode-not-built = esta compilación de fenlingo no escribe imágenes { $format }
png-failed = no se puede rasterizar el diagrama: { $detail }

## Figuras de documentos (pandoc-fenlingo, mdbook-fenlingo)
figure-block = bloque { $number }
figure-left-as-code = { $block } queda como código: «{ $first }»
figure-unknown-attribute = atributo desconocido «{ $name }»; atributos: { $names }
figure-bad-value = valor no válido «{ $value }» para { $attribute }; use uno de: { $values }
figure-bad-number = «{ $value }» para { $attribute } no es un número
figure-empty = el bloque no contiene ninguna posición
figure-many = el bloque contiene { $count } posiciones; escriba una por bloque
figure-image = no se pudo escribir la figura: { $reason }
figure-write = no se pudo escribir la figura en { $path }: { $reason }
figure-controls-removed = caracteres de control omitidos de los atributos y del pie: { $chars }
figure-dir-outside = la carpeta «{ $dir }» que el documento indica para sus figuras no está dentro de la carpeta de trabajo; las figuras van a «{ $default }» (defina { $variable } para elegir otra carpeta)

## Errores de uso y anotaciones de la ayuda
help-color = Cuándo colorear los diagnósticos: auto (en una terminal, salvo si NO_COLOR está definida), always (siempre) o never (nunca)
help-encoding = Codificación de la entrada: auto (la marca de orden de bytes; si no, UTF-8; si no, Windows-1252), utf-8, utf-16 (el orden de la marca de orden de bytes; si no, little-endian), utf-16le, utf-16be o windows-1252
help-default-value = por defecto
help-possible-values = valores posibles
usage-quoted = «{ $text }»
usage-split-position = la posición se dio como { $count } argumentos; póngala entre comillas: { $command }
usage-unknown-command = orden desconocida { $name }
usage-unknown-argument = argumento inesperado { $arg }
usage-value-required = { $arg } necesita un valor y no se dio ninguno
usage-invalid-value = valor { $value } no válido para { $arg }
usage-missing-argument = faltan argumentos obligatorios: { $arg }
usage-conflict = el argumento { $arg } no puede usarse junto con { $other }
usage-no-equals = { $arg } necesita un signo igual para asignarle valores
usage-value-count = número de valores incorrecto para { $arg }
usage-missing-command = falta una orden
usage-invalid-utf8 = uno o más argumentos no son UTF-8 válido
usage-tip = sugerencia
usage-did-you-mean = existe uno parecido: { $suggestion }
usage-more-help = Para más información, pruebe { $help }.

## Lo que un archivo TOML (plantilla o tabla) tiene mal
toml-unknown-field = clave desconocida «{ $field }»; se esperaba una de: { $expected }
toml-unknown-variant = valor desconocido «{ $value }»; se esperaba { $expected }
toml-missing-field = falta la clave «{ $field }»
toml-invalid-type = tipo incorrecto: { $found }; se esperaba { $expected }
toml-invalid-value = valor incorrecto: { $found }; se esperaba { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Juego de piezas: noto, dejavu (incluido), una carpeta de piezas SVG con los nombres de lichess (wK.svg … bP.svg), un archivo de fuente de ajedrez o el nombre de familia de una fuente instalada
help-sheet-pieces = Juego de piezas de los diagramas: noto, dejavu, una carpeta de piezas SVG, un archivo de fuente de ajedrez o una fuente instalada (por omisión, el de la plantilla)
pieces-not-found = no hay juego de piezas «{ $name }»: no es noto/dejavu, ni una carpeta, ni un archivo de fuente, ni una fuente instalada
pieces-unreadable = no se puede leer «{ $path }»: { $error }
pieces-missing-files = faltan en la carpeta de piezas «{ $folder }»: { $missing }
pieces-bad-svg = «{ $file }» no es una imagen SVG
pieces-bad-font = «{ $file }» no es una fuente TrueType ni OpenType
pieces-no-pieces = la fuente «{ $font }» no tiene piezas de ajedrez; faltan: { $missing }
pieces-unsupported = «{ $name }»: esta compilación no lee juegos de piezas de archivos

glyphs-captions-english = ninguna fuente instalada tiene glifos de la escritura { $script }; los pies van en inglés (instala una fuente que los tenga: en Debian o Ubuntu, el paquete { $package }; o indica una carpeta de fuentes en FENLINGO_FONT_DIRS)
glyphs-undrawn = ninguna fuente instalada tiene glifos para estos caracteres del texto dado ({ $chars }); cada uno se dibuja como «?» (instala una fuente que los tenga o indica una carpeta de fuentes en FENLINGO_FONT_DIRS)
script-han = han (china/japonesa)
script-kana = kana japonesa
script-hangul = hangul (coreana)
script-devanagari = devanagari
script-bengali = bengalí
script-thai = tailandesa
script-other = de { $code }

# A function given one position or game (the Python module).
text-many-items = el texto contiene { $count } posiciones o partidas; dé una cada vez

## fenlingo serve
help-moves-json = Un objeto JSON por partida: el texto de las jugadas, el FEN final, las tablas, las reparaciones y los errores
help-serve = Sirve imágenes de tableros y traducciones por HTTP
help-serve-listen = Dirección y puerto en los que escuchar, o la ruta de un socket Unix
help-serve-workers = Hilos que atienden peticiones (por omisión: uno por núcleo)
help-serve-cache-size = Memoria para las respuestas recientes, como 64M (0: sin caché)
help-serve-max-requests = Peticiones atendidas a la vez; las demás esperan
help-serve-timeout = Segundos que una petición puede esperar y tardar
help-serve-header-timeout = Segundos que un cliente puede tardar en enviar las cabeceras de su petición
help-serve-max-size = La figura más ancha que se dibuja, en píxeles (de 16 a 8192)
help-serve-quiet = Sin registro de accesos en la salida de error
help-serve-pieces = Un juego de piezas que las consultas pueden nombrar con pieces= (una carpeta de piezas SVG, un archivo de fuente de ajedrez o una fuente instalada; se puede repetir)
serve-listening = escuchando en { $address }
serve-bind = no se puede escuchar en «{ $address }»: { $reason }
serve-bad-setting = valor no válido «{ $value }» para { $option }
serve-query-too-long = la consulta tiene { $size } bytes; se leen como mucho { $max }
serve-bad-encoding = el parámetro «{ $name }» no es UTF-8 una vez decodificado
serve-missing = falta el parámetro «{ $name }»
serve-bad-size = valor no válido «{ $value }» para { $name }: un ancho de 16 a { $max } píxeles
serve-bad-input = { $name }: { $reason }
serve-not-found = no se sirve nada en «{ $path }»
serve-method = solo se responde a GET y HEAD
serve-busy = demasiadas peticiones a la vez; inténtelo de nuevo en un momento
serve-timeout = la respuesta tardó demasiado
serve-index-intro = Diagramas de ajedrez y traducciones de posiciones en cualquier notación, con el pie en el idioma del lector.
serve-index-images = un diagrama de la posición «fen» (en cualquier notación), con los parámetros de web-boardimage y las opciones de diagrama de fenlingo
serve-index-translate = la posición en otra notación, en JSON
serve-index-moves = el texto de las jugadas reproducido y escrito en otra notación, en JSON
serve-index-health = responde 200 mientras el servicio funciona

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = afrikáans
table-az = azerbaiyano
table-be = bielorruso
table-be-tarask = bielorruso (ortografía taraskievica)
table-bg = búlgaro
table-bn = bengalí
table-ca = catalán
table-cs = checo
table-da = danés
table-de = alemán
table-el = griego
table-en = inglés
table-eo = esperanto
table-es = español
table-et = estonio
table-eu = euskera
table-fa = persa
table-fi = finés
# composed: the page's word for figurines
table-figurine = figurines
table-fr = francés
table-gl = gallego
table-gsw = alemán suizo
table-he = hebreo
table-hi = hindi
table-hr = croata
table-hu = húngaro
table-id = indonesio
table-is = islandés
table-it = italiano
table-ja = japonés
table-ka = georgiano
table-ko = coreano
table-lb = luxemburgués
table-lt = lituano
table-lv = letón
table-mn = mongol
table-nb = noruego bokmal
table-nl = neerlandés
table-nn = noruego nynorsk
# composed: not in CLDR for this language
table-pl = polaco
# composed: the page's word for problem chess
table-problem = problemística
table-pt = portugués
table-ro = rumano
table-ru = ruso
table-sk = eslovaco
table-sl = esloveno
table-sq = albanés
table-sr-Cyrl = serbio (cirílico)
table-sr-Latn = serbio (latino)
table-sv = sueco
table-tr = turco
table-uk = ucraniano
table-vi = vietnamita
table-zh = chino
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = chino (caracteres chinos)
