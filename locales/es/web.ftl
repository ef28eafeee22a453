# Spanish — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Posiciones y jugadas de ajedrez con las letras de cualquier idioma: pegar, leer, dibujar, descargar.
web-page-language = Idioma de la página
web-tab-position = Posición y jugadas
web-tab-sheet = Hoja de ejercicios
web-input = Posición (FEN o EPD) o jugadas, en cualquier notación
web-input-hint = Se lee mientras escribe. Se reconocen el español, el ruso, el alemán, los figurines…
web-letters = Letras
web-letters-auto = Detectar
web-detected = Leído como
web-choose = El texto se puede leer de varias maneras; elija la correcta:
web-standard = FEN estándar
web-copy = Copiar
web-copied = Copiado
web-translated = Con las letras de
web-problems = Problemas
web-no-problems = Sin problemas: la posición es legal.
web-options = Opciones del diagrama
web-theme = Tema
web-theme-screen = Madera
web-theme-print = Impresión (rayado)
web-theme-blue = Azul
web-pieces = Piezas
web-pieces-dejavu = DejaVu (incluidas)
web-pieces-file = Archivo de fuente de ajedrez
web-orientation = Orientación
web-orientation-white = Blancas abajo
web-orientation-black = Negras abajo
web-orientation-auto = El bando que juega abajo
web-coords = Coordenadas
web-coords-outside = Fuera
web-coords-inside = Dentro
web-coords-none = Ninguna
web-caption = Pie
web-caption-auto = Bando que juega
web-caption-none = Ninguno
web-caption-custom = Texto propio
web-caption-text = Texto del pie ({"{"}side{"}"}, {"{"}fen{"}"})
web-size = Tamaño (píxeles)
web-mark = Marcas con clic
web-mark-fill = Casilla
web-mark-circle = Anillo
web-mark-cross = Cruz
web-color = Color
web-color-green = Verde
web-color-red = Rojo
web-color-yellow = Amarillo
web-color-blue = Azul
web-clear = Borrar marcas y flechas
web-board-help = Haga clic en una casilla para marcarla; arrastre de una casilla a otra para una flecha. Con el teclado: las flechas mueven, Espacio marca, A empieza y termina una flecha.
web-board-label = Diagrama de ajedrez
web-moves = Jugadas
web-move-first = Posición inicial
web-move-prev = Jugada anterior
web-move-next = Jugada siguiente
web-move-last = Posición final
web-move-start = Inicio
web-move-text = Jugadas con las letras de
web-download = Descargar
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Muchos diagramas en páginas para imprimir, numerados, con las soluciones al final: el mismo PDF que la orden «fenlingo sheet».
web-sheet-input = Posiciones o partidas: un FEN/EPD por línea, PGN o un CSV de problemas de lichess
web-sheet-file = O abra un archivo (.fen, .epd, .pgn, .csv); también puede soltarlo sobre el cuadro de texto
web-sheet-format = Formato
web-sheet-format-auto = Según el texto o el nombre del archivo
web-template = Diseño de página
web-sheet-title = Título
web-sheet-language = Idioma de los pies y las soluciones
web-download-sheet = Descargar la hoja (PDF)
web-sheet-count = { $count ->
    [one] Un diagrama
   *[other] { $count } diagramas
} en { $pages ->
    [one] una página
   *[other] { $pages } páginas
}, con las soluciones.
web-sheet-empty = Todavía no hay diagramas.
web-sheet-file-loaded = Archivo: { $name }
web-version = fenlingo { $version }
web-offline = Todo ocurre en esta página: no se envía nada a ninguna parte.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Notación de la entrada
web-sheet-orientation-template = Como dice el diseño
web-sheet-setup-move = Mostrar la jugada que lleva a cada problema
web-sheet-no-answers = Sin soluciones
web-sheet-figurines = Soluciones con figuras (♖e8+)
web-sheet-puzzles = Problemas de lichess (CSV)
web-sheet-themes = Temas (separados por comas)
web-sheet-rating = Valoración (MÍN-MÁX)
web-sheet-popularity = Popularidad mínima (-100 a 100)
web-sheet-limit = Como máximo (problemas)
web-sheet-sort = Orden
web-sheet-sort-file = Como en el archivo
web-sheet-sort-rating = Por valoración
web-sheet-sort-popularity = Por popularidad
web-sheet-sort-id = Por id
web-sheet-sort-random = Al azar
web-sheet-seed = Semilla del orden al azar
web-sheet-reading = Leyendo { $name }: { $percent } %
web-sheet-at = Línea { $line }
web-licence = Licencia: MIT OR Apache-2.0
