# English — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Chess positions and moves in any language’s letters: paste, read, draw, download.
web-page-language = Page language
web-tab-position = Position and moves
web-tab-sheet = Puzzle sheet
web-input = Position (FEN or EPD) or move text, in any notation
web-input-hint = Read as you type. Spanish, Russian, German, figurines… are detected.
web-letters = Letters
web-letters-auto = Detect
web-detected = Read as
web-choose = The text reads in several ways; choose the one meant:
web-standard = Standard FEN
web-copy = Copy
web-copied = Copied
web-translated = In the letters of
web-problems = Problems
web-no-problems = No problems: the position is legal.
web-options = Diagram options
web-theme = Theme
web-theme-screen = Wood
web-theme-print = Print (hatched)
web-theme-blue = Blue
web-pieces = Pieces
web-pieces-dejavu = DejaVu (built in)
web-pieces-file = Chess font file
web-orientation = Orientation
web-orientation-white = White at the bottom
web-orientation-black = Black at the bottom
web-orientation-auto = Side to move at the bottom
web-coords = Coordinates
web-coords-outside = Outside
web-coords-inside = Inside
web-coords-none = None
web-caption = Caption
web-caption-auto = Side to move
web-caption-none = None
web-caption-custom = Own text
web-caption-text = Caption text ({"{"}side{"}"}, {"{"}fen{"}"})
web-size = Size (pixels)
web-mark = Click marks
web-mark-fill = Square
web-mark-circle = Ring
web-mark-cross = Cross
web-color = Colour
web-color-green = Green
web-color-red = Red
web-color-yellow = Yellow
web-color-blue = Blue
web-clear = Clear marks and arrows
web-board-help = Click a square to mark it; drag from one square to another for an arrow. With the keyboard: arrow keys move, Space marks, A starts and ends an arrow.
web-board-label = Chess diagram
web-moves = Moves
web-move-first = First position
web-move-prev = Previous move
web-move-next = Next move
web-move-last = Last position
web-move-start = Start
web-move-text = Move text in the letters of
web-download = Download
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Many diagrams on printable pages, numbered, with the answer key at the end: the same PDF as the command “fenlingo sheet”.
web-sheet-input = Positions or games: one FEN/EPD per line, PGN, or a lichess puzzle CSV
web-sheet-file = Or open a file (.fen, .epd, .pgn, .csv); you can also drop it on the text box
web-sheet-format = Format
web-sheet-format-auto = From the text or file name
web-template = Page layout
web-sheet-title = Title
web-sheet-language = Language of captions and answers
web-download-sheet = Download the sheet (PDF)
web-sheet-count = { $count ->
    [one] One diagram
   *[other] { $count } diagrams
} on { $pages ->
    [one] one page
   *[other] { $pages } pages
}, answer key included.
web-sheet-empty = No diagram yet.
web-sheet-file-loaded = File: { $name }
web-version = fenlingo { $version }
web-offline = Everything runs in this page: nothing is sent anywhere.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Notation of the input
web-sheet-orientation-template = As the layout says
web-sheet-setup-move = Show the move that led to each puzzle
web-sheet-no-answers = No answer key
web-sheet-figurines = Answers with figurines (♖e8+)
web-sheet-puzzles = Lichess puzzles (CSV)
web-sheet-themes = Themes (comma-separated)
web-sheet-rating = Rating (MIN-MAX)
web-sheet-popularity = Minimum popularity (-100 to 100)
web-sheet-limit = At most (puzzles)
web-sheet-sort = Order
web-sheet-sort-file = As in the file
web-sheet-sort-rating = By rating
web-sheet-sort-popularity = By popularity
web-sheet-sort-id = By id
web-sheet-sort-random = At random
web-sheet-seed = Seed of the random order
web-sheet-reading = Reading { $name }: { $percent } %
web-sheet-at = Line { $line }
web-licence = Licence: MIT OR Apache-2.0
