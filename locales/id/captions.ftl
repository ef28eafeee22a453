# Indonesian — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - GNOME Chess translations ("Giliran Putih")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Putih
side-black = Hitam

# single source: lichess (GNOME Chess: "Giliran Putih")
caption-white-to-move = Putih melangkah

# single source: lichess
caption-black-to-move = Hitam melangkah

# single source: lichess ("Mati dalam 2 Langkah")
caption-mate-in = Mati dalam { $n } Langkah


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Solusi
# lichess.org crowd translation (id-ID, "puzzles": the puzzle pages' title)
caption-puzzles = Teka-teki

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/id.txt: "Page %s" = "Halaman %s", "(of %d)" = "(dari %d)", "Printing page %d of %d" = "Mencetak halaman %d dari %d");
# agrees with GTK 2 "Halaman %u" and binutils "%ld dari %ld"
caption-page-of = Halaman { $page } dari { $total }

# the names of the pieces in the language's chess literature (Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages); composed where no table is built in
piece-king = raja
piece-queen = menteri
piece-rook = benteng
piece-bishop = gajah
piece-knight = kuda
piece-pawn = pion

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Diagram catur, { $side }: { $fen }

## Who moves and what to do
# Composed from this file's own phrases: who moves, then the task
# ("+−", "−+", "±", "∓" and "=" are the signs of chess literature in every
# language; "±"/"∓", a clear advantage, are $16/$17 of the PGN standard §10).
caption-mates-in = { $side ->
    [white] { caption-white-to-move }. { caption-mate-in }
   *[black] { caption-black-to-move }. { caption-mate-in }
}
caption-play-win = { $side ->
    [white] { caption-white-to-move }: +−
   *[black] { caption-black-to-move }: −+
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] { caption-white-to-move }: =
   *[black] { caption-black-to-move }: =
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations ("checkmate", "stalemate")
caption-checkmate = Skakmat
caption-stalemate = Langkah buntu
