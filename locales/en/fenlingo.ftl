# English — messages of the fenlingo command-line tool and library.

## Severities and locations
error = error
warning = warning
note = note

## FEN and EPD reading errors
err-invalid-utf8 = invalid UTF-8 at byte { $offset }
err-line-too-long = line longer than { $limit } bytes
err-empty = empty position
err-rank-count = expected 8 ranks, found { $found }
err-rank-too-long = rank { $rank } has more than 8 squares
err-rank-too-short = rank { $rank } has { $squares } squares, expected 8
err-invalid-piece = invalid piece letter '{ $token }' in rank { $rank }
err-invalid-digit = invalid digit '{ $digit }' in rank { $rank } (empty squares are 1-8)
err-invalid-side = invalid side to move '{ $token }'
err-invalid-castling = invalid castling right '{ $token }'
err-too-many-castling = more than two castling rights for { $color ->
    [white] White
   *[black] Black
}
err-invalid-ep = invalid en-passant square '{ $token }'
err-ep-rank = en-passant square '{ $token }' is not on rank 3 or 6
err-invalid-counter = invalid { $field } '{ $token }'
err-counter-too-large = { $field } is too large
err-missing-field = missing field: { $field }
err-extra-field = unexpected extra field '{ $token }'
err-invalid-operation = invalid EPD operation '{ $token }'
err-unterminated-string = unterminated quoted string
err-not-strict = { $repair } (accepted only in lenient mode)

## FEN fields
field-placement = piece placement
field-side = side to move
field-castling = castling rights
field-en-passant = en-passant square
field-halfmove = halfmove clock
field-fullmove = fullmove number
field-operations = EPD operations

## Repairs made in lenient mode
repair-line = { $what }: '{ $before }' read as '{ $after }'
repair-dash = dash-like character for '-'
repair-double-dash = '--' for two empty fields
repair-separator = irregular spacing
repair-invisible-character = invisible character
repair-missing-field = missing { $field }, assumed
repair-missing-fields = { $count } missing fields, assumed: '{ $assumed }'
repair-fullmove-zero = fullmove number 0
repair-leading-zeros = leading zeros in { $field }
repair-castling-order = castling rights not in canonical order
repair-figurine = figurine piece symbol
repair-merged-digits = consecutive digits in a rank
repair-missing-semicolon = EPD operation without ';'
repair-brackets = position inside square brackets
repair-standard-castling = castling rights in the standard letters

## Legality flags
flag-empty = the board is empty
flag-no-white-king = White has no king
flag-no-black-king = Black has no king
flag-too-many-kings = a side has more than one king
flag-pawns-on-backrank = a pawn stands on rank 1 or 8
flag-too-many-white-pawns = White has more than 8 pawns
flag-too-many-black-pawns = Black has more than 8 pawns
flag-too-many-white-pieces = White has more than 16 pieces
flag-too-many-black-pieces = Black has more than 16 pieces
flag-too-many-white-promoted = White has more promoted pieces than missing pawns allow
flag-too-many-black-promoted = Black has more promoted pieces than missing pawns allow
flag-bad-castling-rights = a castling right without king and rook on their squares
flag-invalid-ep-square = the en-passant square does not follow a double pawn step
flag-opposite-check = the side not to move is in check
flag-kings-adjacent = the kings stand on adjacent squares
flag-too-many-checkers = more than two pieces give check
flag-impossible-check = no legal last move could give this check

## Command-line output
check-ok = OK
check-illegal = illegal position
summary = { $total ->
    [one] { $total } position
   *[other] { $total } positions
}: { $ok } valid, { $invalid } invalid, { $illegal } illegal
lang-unknown = unknown language '{ $requested }'; using { $fallback }
notation-unknown = unknown notation '{ $name }'; see 'fenlingo languages'
notation-no-board = the notation '{ $name }' is for move text only: no source shows how it writes Black's pieces on a board; use it with 'fenlingo moves'
notation-file = cannot read notation file '{ $path }': { $reason }
io-read = cannot read '{ $path }': { $reason }
io-write = cannot write '{ $path }': { $reason }
io-not-found = no such file or folder
io-permission-denied = permission denied
io-storage-full = no space left on the device
io-quota-exceeded = disk quota exceeded
io-read-only = read-only file system
io-is-directory = it is a folder
io-not-directory = a part of the path is not a folder
io-too-large = file too large
io-exists = the file already exists
io-other = { $reason }
io-name-too-long = file name too long
io-no-device-or-address = no such device or address (a socket, or a device that is not there)
io-no-device = no such device
io-symlink-loop = too many levels of symbolic links
io-input-output = input/output error
io-too-many-open = too many open files
io-bad-descriptor = the file descriptor is closed or not valid
io-not-a-socket = not a socket that can be written to
io-folder-not-empty = the folder is not empty
io-busy = the device or resource is busy
io-program-busy = the file is a program that is running
io-cross-device = the link would cross devices
io-too-many-links = too many links
io-not-seekable = the file cannot be read at another position (a pipe or terminal)
io-stale = stale network file handle
io-out-of-memory = out of memory
io-would-block = resource temporarily unavailable
io-invalid-argument = invalid argument
io-broken-pipe = broken pipe: the reader has gone
io-connection-refused = connection refused
io-address-in-use = the address is already in use
io-address-not-available = the address is not available on this machine
io-connection-reset = connection reset
io-not-connected = not connected
io-unsupported = operation not supported
io-timed-out = timed out
io-interrupted = interrupted
io-unexpected-end = unexpected end of file
io-write-zero = nothing could be written
io-not-utf8 = not UTF-8 text (line { $line }, column { $column })
io-text-too-large = larger than { $limit } MiB, the limit for this kind of file
io-stdout-closed = standard output is closed
output-is-input = the output '{ $path }' is also an input ('{ $input }'): writing it would destroy what is read; choose another output file
output-kept = nothing usable to write; '{ $path }' is left as it was
out-dir-create = cannot create the folder '{ $path }': { $reason }
out-dir-renamed = another diagram of this run is already named '{ $name }'; this one is written to '{ $renamed }'
diagram-png-too-large = a PNG diagram is at most { $max } pixels wide (it would need more than 1 GiB of memory), not { $size }; write SVG or PDF for a larger figure
xml-dropped = the caption has characters that SVG cannot hold ({ $chars }); they are left out
similar-tokens = tables with a token '{ $token }': { $tables }
no-similar-tokens = no table has a token '{ $token }'

## Language detection
detect-read-as = read as { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = every token belongs to this table
detect-reason-legal = legal position
detect-reason-flags = { $count ->
    [one] { $count } legality problem
   *[other] { $count } legality problems
}
detect-reason-side = side-to-move token of this table
detect-reason-castling = castling tokens of this table
detect-ambiguous = ambiguous notation: the readings below give different positions; choose one with --from
detect-none = no notation reads this position

## Languages
languages-provisional = provisional
languages-moves-only = moves only
languages-sources = { $count ->
    [one] { $count } source
   *[other] { $count } sources
}

## Completions and manual pages
help-completions = Write a completion script for a shell to standard output
help-completions-shell = The shell to write the script for
help-man = Write the manual page of fenlingo or of one command (roff) to standard output
help-man-command = The command whose page to write; none: the page of fenlingo
man-name = Name
man-synopsis = Synopsis
man-description = Description
man-version = Version

## Command-line help
help-about = Chess positions in any language's notation: check, translate and detect FEN and EPD.
help-lang = Language of messages (BCP 47, such as es, ru, de-AT); default from LC_ALL, LC_MESSAGES or LANG, then English
help-check = Check positions: errors with a caret, repairs and legality flags
help-translate = Translate positions between notations (standard FEN by default)
help-detect = Tell which notation a position is written in, with reasons
help-languages = List the built-in notation tables
help-positions = Positions (FEN or EPD lines); read from --input when none is given
help-input = Read positions from FILE, one per line ('-' for standard input)
help-format = FEN, EPD, or decided per line by the fifth field
help-from = Notation of the input: a table id, a table file, or auto
help-to = Notation of the output: a table id or a table file
help-strict = Refuse everything lenient mode would repair
help-chess960 = Judge castling rights by Chess960 rules
help-json = One JSON object per line
help-output = Write to FILE (atomically) instead of standard output
help-ep = Which en-passant square to write: as given, only when a capture is legal, or after every double step
help-fail-fast = Stop at the first bad line
help-usage = Usage
help-arguments = Arguments
help-options = Options
help-help = Print help
help-version = Print version
help-help-command = Print this message or the help of the given subcommand
help-commands = Commands
help-diagram = Draw a position as an SVG, PNG or PDF diagram
help-diagram-position = The position (FEN or EPD); or use --input for one diagram per line
help-diagram-output = Output file (.svg, .png or .pdf); '-' writes to standard output
help-diagram-input = Read positions from FILE, one diagram per line ('-' for standard input)
help-diagram-out-dir = Folder for the diagrams of --input, named by line number or EPD id
help-diagram-orientation = Which side is at the bottom: white, black, or side-to-move (also auto)
help-diagram-format = Image format: svg, png or pdf (default: the extension of -o; SVG for --out-dir)
help-moves-keep-form = Keep the author's spelling (long algebraic, ':' captures, 0-0); only the letters change
help-diagram-from = Notation of the input: a table id, a table file, or auto
help-diagram-size = Width of the figure: pixels (16 to 20000; PNG at most 8192), or for print 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = PNG resolution in dots per inch (300 when --size is a length for print)
help-diagram-flip = Black at the bottom
help-diagram-coords = Coordinate labels: outside, inside or none
help-diagram-theme = Colors: screen, print (black and white, hatched) or blue
help-diagram-mark = Squares to fill, such as e4,Rd5 (color letters G, R, Y, B)
help-diagram-circle = Squares to circle
help-diagram-cross = Squares to cross out
help-diagram-arrow = Arrows, such as e2e4,Rg1f3
help-diagram-annotations = Marks and arrows as lichess annotations: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Highlight the last move, such as e2e4
help-diagram-no-check = Do not highlight a king in check
help-diagram-no-side-marker = No side-to-move marker beside the board
help-diagram-no-frame = No frame around the board
help-diagram-pdfx = Write a PDF figure as PDF/X-4 for printers
help-diagram-caption = Caption: auto, none, or a text with {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} and {"{"}n{"}"}
help-diagram-mate = Caption "Mate in N" (1 to 999)

## Diagrams
option-unknown = unknown option '{ $name }'; options: { $names }
option-bad-value = invalid value '{ $value }' for { $option }; use one of: { $values }
option-bad-number = '{ $value }' for { $option } is not a number in its range
diagram-bad-square = invalid square or move '{ $text }' in { $option }
diagram-unknown-theme = unknown theme '{ $name }'; themes: { $names }
diagram-no-output = give an output file for the diagram with -o ('-' for standard output)
diagram-input-no-output = give --out-dir DIR for a diagram per line of --input, or -o FILE when it holds one position
diagram-no-position = give a position, or --input FILE with --out-dir DIR (a diagram per line) or -o FILE (one position)
diagram-several-positions = '{ $name }' holds more than one position and -o writes one diagram: give --out-dir DIR for a diagram per line, or one position
reading-stdin = reading positions from standard input (end with Ctrl-D; see --help)
diagram-unknown-extension = cannot tell the image format of '{ $path }': use .svg, .png or .pdf, or --format
diagram-binary-terminal = PNG and PDF bytes are not written to a terminal: redirect standard output or use -o FILE
diagram-bad-size = the size must be between 16 and 20000 pixels, not { $size }
diagram-bad-mate = the number of moves to mate must be between { $min } and { $max }, not { $n }

## Sheets
help-sheet = Print puzzle sheets: many diagrams on PDF pages, with an answer key
help-sheet-inputs = Input files (.fen, .epd, .pgn, lichess .csv; '-' for standard input); none: the built-in sample
help-sheet-output = Output PDF (default fenlingo-sample.pdf for the sample)
help-sheet-template = Layout: a built-in template (a4-6, a4-12, letter-6, a5-4, article) or a template file
help-sheet-title = Title in the page header
help-sheet-from = Notation of the input positions: a table id, a table file, or auto
help-sheet-format = Input format when the extension does not tell: fen, epd, pgn or csv
help-sheet-ply = For PGN games: the position after this many half-moves
help-sheet-start = The number of the first diagram
help-sheet-no-answers = No answer key
help-sheet-strict = Stop at the first bad input and write nothing
help-sheet-figurines = Write the answer key with figurines (♖e8+), the same in every language
help-sheet-pdfx = Write PDF/X-4 for printers (a grey output intent, trim and bleed boxes)
help-sheet-orientation = Which side is at the bottom: white, black, or side-to-move (the solver; also auto)
help-sheet-coords = Coordinate labels: outside, inside or none (the template's when not given)
help-sheet-theme = Colors of the diagrams: screen, print or blue (the template's when not given)
help-sheet-setup-move = Show the move that led to a puzzle (lichess: the first of Moves) as the last move
help-sheet-themes = Lichess CSV: only puzzles with any of these themes (comma-separated)
help-sheet-rating = Lichess CSV: only puzzles rated MIN-MAX (MIN- or -MAX also)
help-sheet-popularity = Lichess CSV: only puzzles at least this popular (-100 to 100)
help-sheet-limit = Lichess CSV: at most N puzzles
help-sheet-sort = Lichess CSV: order by rating, popularity, id or random (file order by default)
help-sheet-seed = Seed of --sort random (the same seed, the same puzzles)
sheet-bad-value = { $option } { $value }: expected { $expected }
sheet-unknown-template = unknown template '{ $name }'; built-in templates: { $names }
sheet-unknown-format = unknown input format '{ $name }'; formats: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } cannot number { $count } diagrams: the last number is { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } diagram
   *[other] { $count } diagrams
}

## Moves
move-unreadable = '{ $move }' is not a move
move-no-piece = '{ $move }': no { $piece } can reach { $square }
move-ambiguous = '{ $move }': { $count } { $piece }s can reach { $square }
move-bad-position = no moves can be played from this position
move-error = move { $number } ({ $side }): { $reason }
encoding-unknown = unknown encoding '{ $name }' (auto, utf-8, utf-16, windows-1252)
csv-missing-column = the row has no { $name } column
diagram-ply-past-end = ply { $ply } is past the end of the game ({ $length } half-moves)
move-choose = choose the notation with --from
move-bad-rank = '{ $move }': '{ $found }' is not a rank (1–8){ $like ->
    [none] {""}
   *[other] ; '{ $like }' typed as '{ $found }'?
}
move-no-capture = '{ $move }': no pawn on the { $from }-file can capture on the { $to }-file
move-wrong-piece = '{ $move }': { $square } holds { $found }, not a { $piece }
move-wrong-capture = '{ $move }': { $square } holds { $found }, not a { $piece }
move-empty-square = '{ $move }': { $square } is empty; there is no { $piece } on it
move-empty-capture = '{ $move }': { $square } is empty; there is no { $piece } to capture
move-no-promotion = '{ $move }': a pawn reaching { $square } must be promoted; the piece is missing
move-no-castling = '{ $move }': castling is not possible here
move-two-readings = '{ $move }' reads as two different legal moves
move-counter-overflow = '{ $move }': the { $field } would go past { $max }
move-no-takes = '{ $move }': no { $piece } can capture a { $captured }
solution-not-mate = '{ $move }' does not mate, and the puzzle asks for mate
solution-marked-not-mate = '{ $move }' is written as mate and does not mate
solution-mate-count = '{ $move }' mates in { $found ->
    [one] { $found } move
   *[other] { $found } moves
}, and the puzzle says mate in { $n }
move-repair-pieces-only = capture named by its pieces only: '{ $text }'
move-repair-glued-prose = words glued to a move set apart: '{ $text }'
game-no-moves = no move could be read in this text (prose, a table or move numbers alone): nothing to replay
game-position-only = this text is a position, not move text: read it with 'translate', 'check' or 'diagram', or give the moves after it
input-not-positions = { $format ->
    [csv] this input is a lichess puzzle CSV, not position lines: 'fenlingo sheet' draws its puzzles
   *[pgn] this input is PGN or move text, not position lines: 'fenlingo moves' replays its games and 'fenlingo sheet' draws them
}
move-stopped = fenlingo: move { $number } ({ $side }) could not be read, and the text after it is left out: { $reason }
move-ambiguous-reading = the move text reads as several different games:
move-reading = { $names }: { $moves }
move-read-as = read as { $name } ({ $id })
move-read-as-look-alike = read as { $name } ({ $id }), its letters typed as Latin letters of the same shape: { $letters }
move-fen-tag-letters = the FEN tag is not standard FEN; read in { $name } letters
move-repair-long-algebraic = long algebraic read as SAN: '{ $text }'
move-repair-dash = dash-like character in a move: '{ $text }'
move-repair-castling-zeros = castling written with zeros: '{ $text }'
move-repair-capture-sign = capture sign other than 'x': '{ $text }'
move-repair-captured-piece = captured piece named: '{ $text }'
move-repair-rankless-capture = pawn capture without the target rank: '{ $text }'
move-repair-look-alike = letter of the same shape from another alphabet: '{ $text }'
move-repair-greek-file = Greek file letter: '{ $text }'
move-repair-lowercase-piece = lower-case piece letter: '{ $text }'
move-repair-promotion = promotion written without '=': '{ $text }'
move-repair-annotation = annotation sign kept as a NAG: '{ $text }'
move-repair-en-passant-mark = 'e.p.' dropped: '{ $text }'
move-repair-check-sign = check sign other than '+' or '#': '{ $text }'
move-repair-figurine = figurine for a piece letter: '{ $text }'
move-repair-punctuation = punctuation around moves dropped: '{ $text }'
move-repair-move-number = move number written otherwise: '{ $text }'
move-repair-dash-between-moves = dash between moves dropped: '{ $text }'
move-repair-prose = prose kept as a comment: '{ $text }'
move-repair-bracket-variation = square bracket read as a variation: '{ $text }'
move-repair-result = result written otherwise: '{ $text }'
move-repair-cyrillic-file = Serbian Cyrillic file letter: '{ $text }'
move-repair-spaced-move = move written with spaces inside: '{ $text }'
move-repair-glued-moves = moves written without spaces: '{ $text }'
move-repair-piece-dash = dash between the piece and its square: '{ $text }'
move-repair-false-check = check sign on a move that gives no check: '{ $text }'
move-repair-false-mate = mate sign on a move that does not mate: '{ $text }'
move-repair-false-capture = capture sign on a move that takes nothing: '{ $text }'
move-repair-pawn-letter = pawn letter before a pawn move: '{ $text }'
move-repair-more = and { $count } more like it
encoding-windows-1252 = not UTF-8: read as Windows-1252 (first at line { $line })
encoding-utf16 = UTF-16 text ({ $order }) read
encoding-bom = byte order mark dropped
detect-also = also reads as { $names }
text-unterminated-comment = comment without its closing '{"}"}'
text-unterminated-variation = variation opened with '{ $open }' without its closing '{ $close }'
text-unbalanced-close = '{ $close }' without an opening '{ $open }'
expect-same = the replayed position matches
expect-differs = { $field }: { $replayed }, not { $claimed }
diagram-no-game = there is no game { $game }; the file has { $count }
help-moves = Translate and replay move text (SAN, PGN) in any notation
help-moves-text = Move text, such as "1. e4 c5 2. Cf3"; or use --input
help-moves-input = A PGN file ('-' for standard input)
help-moves-from = Notation of the moves: a table id, a table file, or auto
help-moves-to = Notation to write: a table id or a table file
help-moves-fens = Print the FEN after every move
help-moves-final-fen = In PGN output, write the final position as a {"{"}FEN …{"}"} comment before the result
help-moves-start = Start from this position instead of the initial one
help-moves-expect = Compare the final position with this FEN, field by field
help-moves-keep-going = On a bad move, report it and go on with the next game
help-moves-output = Write to FILE (atomically) instead of standard output
help-diagram-pgn = Draw a position of a PGN game
help-diagram-game = Which game of --pgn (1 for the first)
help-diagram-ply = The position after this many half-moves of the --pgn game (default: the end)

## Files: an error with its place
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Sheet templates
template-syntax = { $detail }
template-not-finite = { $key } must be a finite number, not { $value }
template-page-size = unknown page size '{ $size }' (A3, A4, A5, Letter, Legal or WIDTHxHEIGHT in mm)
template-range = { $key } must be between { $min } and { $max }, not { $value }
template-range-mm = { $key } must be between { $min } and { $max } mm, not { $value }
template-range-points = { $key } must be between { $min } and { $max } points, not { $value }
template-theme = unknown theme '{ $name }' ({ $names })
template-coords = coords must be outside, inside or none, not '{ $value }'
template-font = font '{ $name }' is neither a font file nor an installed font family
template-width = the diagram width must be positive, not { $value }
template-width-fit = a diagram { $width } mm wide does not fit its cell ({ $cell_width } × { $cell_height } mm with label and caption); at most { $max } mm
template-no-room = the diagrams do not fit on the page: fewer rows or columns, or smaller margins
template-base-unknown = base '{ $name }' is neither a built-in template ({ $names }) nor a template file
template-base-unreadable = base '{ $name }' cannot be read: { $reason }
template-base-depth = templates build on one another more than { $max } deep (at '{ $name }'): is there a circle of bases?
template-choice = '{ $key }' is '{ $value }'; it can be { $choices }

## Notation table files
table-syntax = invalid notation table: { $detail }
table-invalid-tag = '{ $tag }' is not a BCP 47 language tag
table-invalid-id = invalid table id '{ $id }'
table-empty-token = a token is empty or holds spaces
table-reserved-character = token '{ $token }' holds '{ $character }', which has its own meaning in FEN or move text
table-duplicate-token = token '{ $token }' is used by both { $first } and { $second }
table-move-text-clash = token '{ $token }' would read as a file letter in move text
table-invisible-character = token '{ $token }' holds an invisible character ({ $character }), which no one could see or type
table-no-lowercase = token '{ $token }' is its own lowercase, so Black's pieces would read as White's: give Black's tokens in [black]

## PNG output
encode-failed = cannot write the { $format } picture: { $detail }
encode-not-built = this build of fenlingo writes no { $format } pictures
png-failed = cannot rasterize the diagram: { $detail }

## Document figures (pandoc-fenlingo, mdbook-fenlingo)
figure-block = block { $number }
figure-left-as-code = { $block } stays a code block: “{ $first }”
figure-unknown-attribute = unknown attribute '{ $name }'; attributes: { $names }
figure-bad-value = invalid value '{ $value }' for { $attribute }; use one of: { $values }
figure-bad-number = '{ $value }' for { $attribute } is not a number
figure-empty = the block holds no position
figure-many = the block holds { $count } positions; write one per block
figure-image = the figure could not be written: { $reason }
figure-write = the figure could not be written to { $path }: { $reason }
figure-controls-removed = control characters left out of the attributes and caption: { $chars }
figure-dir-outside = the folder “{ $dir }” that the document names for its figures is not below the working folder; figures go to “{ $default }” (set { $variable } to choose another folder)

## Usage errors and help annotations
help-color = When to colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always or never
help-encoding = Input encoding: auto (a byte order mark, else UTF-8, else Windows-1252), utf-8, utf-16 (the byte order mark's order, else little-endian), utf-16le, utf-16be or windows-1252
help-default-value = default
help-possible-values = possible values
usage-quoted = '{ $text }'
usage-split-position = the position was given as { $count } arguments; quote it: { $command }
usage-unknown-command = unrecognized subcommand { $name }
usage-unknown-argument = unexpected argument { $arg } found
usage-value-required = a value is required for { $arg } but none was supplied
usage-invalid-value = invalid value { $value } for { $arg }
usage-missing-argument = the following required arguments were not provided: { $arg }
usage-conflict = the argument { $arg } cannot be used with { $other }
usage-no-equals = an equal sign is needed when assigning values to { $arg }
usage-value-count = wrong number of values for { $arg }
usage-missing-command = a subcommand is required but none was given
usage-invalid-utf8 = invalid UTF-8 was found in one or more arguments
usage-tip = tip
usage-did-you-mean = a similar one exists: { $suggestion }
usage-more-help = For more information, try { $help }.

## What a TOML file (template or table) gets wrong
toml-unknown-field = unknown key '{ $field }'; expected one of: { $expected }
toml-unknown-variant = unknown value '{ $value }'; expected { $expected }
toml-missing-field = missing key '{ $field }'
toml-invalid-type = wrong type: { $found }, expected { $expected }
toml-invalid-value = wrong value: { $found }, expected { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Piece set: noto, dejavu (built in), a folder of SVG pieces named as lichess names them (wK.svg … bP.svg), a chess font file, or the family name of an installed font
help-sheet-pieces = Piece set of the diagrams: noto, dejavu, a folder of SVG pieces, a chess font file or an installed font (the template's when not given)
pieces-not-found = no piece set '{ $name }': it is not noto/dejavu, a folder, a font file or an installed font
pieces-unreadable = cannot read '{ $path }': { $error }
pieces-missing-files = the piece folder '{ $folder }' lacks { $missing }
pieces-bad-svg = '{ $file }' is not an SVG image
pieces-bad-font = '{ $file }' is not a TrueType or OpenType font
pieces-no-pieces = the font '{ $font }' has no chess pieces; missing: { $missing }
pieces-unsupported = '{ $name }': this build reads no piece sets from files

# Captions of a language whose script no installed font draws (the script, then a Debian package of fonts that draw it).
glyphs-captions-english = no installed font has glyphs for the { $script } script; captions are in English (install a font that has them: on Debian or Ubuntu the package { $package }; or name a folder of fonts in FENLINGO_FONT_DIRS)
glyphs-undrawn = no installed font has glyphs for these characters of the text given ({ $chars }); each is drawn as “?” (install a font that has them, or name a folder of fonts in FENLINGO_FONT_DIRS)
script-han = Han (Chinese/Japanese)
script-kana = Japanese kana
script-hangul = Hangul (Korean)
script-devanagari = Devanagari
script-bengali = Bengali
script-thai = Thai
script-other = { $code }

# A function given one position or game (the Python module).
text-many-items = the text holds { $count } positions or games; give one at a time

## fenlingo serve
help-moves-json = One JSON object per game: the move text, the final FEN, the tables, repairs and errors
help-serve = Serve board images and translations over HTTP
help-serve-listen = Address and port to listen on, or the path of a Unix socket
help-serve-workers = Threads serving requests (default: one per core)
help-serve-cache-size = Memory for recent answers, such as 64M (0: no cache)
help-serve-max-requests = Requests answered at once; the others wait
help-serve-timeout = Seconds a request may wait and take
help-serve-header-timeout = Seconds a client may take to send its request's headers
help-serve-max-size = The widest figure drawn, in pixels (16 to 8192)
help-serve-quiet = No access log on standard error
help-serve-pieces = A piece set that queries may name with pieces= (a folder of SVG pieces, a chess font file or an installed font; repeatable)
serve-listening = listening on { $address }
serve-bind = cannot listen on '{ $address }': { $reason }
serve-bad-setting = invalid value '{ $value }' for { $option }
serve-query-too-long = the query is { $size } bytes long; at most { $max } are read
serve-bad-encoding = the parameter '{ $name }' is not UTF-8 once percent-decoded
serve-missing = the parameter '{ $name }' is missing
serve-bad-size = invalid value '{ $value }' for { $name }: a width from 16 to { $max } pixels
serve-bad-input = { $name }: { $reason }
serve-not-found = nothing is served at '{ $path }'
serve-method = only GET and HEAD are answered
serve-busy = too many requests at once; try again in a moment
serve-timeout = the answer took too long
serve-index-intro = Chess diagrams and translations of positions in any notation, captioned in the reader's language.
serve-index-images = a diagram of the position 'fen' (any notation), with web-boardimage's parameters and fenlingo's diagram options
serve-index-translate = the position in another notation, as JSON
serve-index-moves = move text replayed and written in another notation, as JSON
serve-index-health = answers 200 while the service runs

## Tables named in messages ("read as …", the readings of an ambiguous text):
## each table's English name (its `name`).
table-af = Afrikaans
table-az = Azerbaijani
table-be = Belarusian
table-be-tarask = Belarusian (Taraškievica)
table-bg = Bulgarian
table-bn = Bengali
table-ca = Catalan
table-cs = Czech
table-da = Danish
table-de = German
table-el = Greek
table-en = English
table-eo = Esperanto
table-es = Spanish
table-et = Estonian
table-eu = Basque
table-fa = Persian
table-fi = Finnish
table-figurine = Figurine (Unicode chess symbols)
table-fr = French
table-gl = Galician
table-gsw = Swiss German
table-he = Hebrew
table-hi = Hindi
table-hr = Croatian
table-hu = Hungarian
table-id = Indonesian
table-is = Icelandic
table-it = Italian
table-ja = Japanese
table-ka = Georgian
table-ko = Korean
table-lb = Luxembourgish
table-lt = Lithuanian
table-lv = Latvian
table-mn = Mongolian
table-nb = Norwegian Bokmål
table-nl = Dutch
table-nn = Norwegian Nynorsk
table-pl = Polish
table-problem = Problemist (S for the knight)
table-pt = Portuguese
table-ro = Romanian
table-ru = Russian
table-sk = Slovak
table-sl = Slovenian
table-sq = Albanian
table-sr-Cyrl = Serbian (Cyrillic script)
table-sr-Latn = Serbian (Latin script)
table-sv = Swedish
table-tr = Turkish
table-uk = Ukrainian
table-vi = Vietnamese
table-zh = Chinese
table-zh-Hani = Chinese characters
