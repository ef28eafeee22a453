# Turkish — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - DroidFish translations ("Hamle beyazın")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Beyaz
side-black = Siyah

# single source: lichess (DroidFish: "Hamle beyazın")
caption-white-to-move = Hamle Beyazda

# single source: lichess
caption-black-to-move = Hamle Siyahta

# single source: lichess
caption-mate-in = { $n } Hamlede Mat


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Çözümler
# lichess.org crowd translation (tr-TR, "puzzles": the puzzle pages' title)
caption-puzzles = Bulmacalar

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/tr.txt: "Page %s" = "Sayfa %s", "Printing page %d of %d" = "%d / %d sayfa yazdırılıyor");
# agrees with GTK 2 "Sayfa %u" and apt "Alınan dosya: %li / %li"
caption-page-of = Sayfa { $page } / { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = şah
piece-queen = vezir
piece-rook = kale
piece-bishop = fil
piece-knight = at
piece-pawn = piyon

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Satranç diyagramı, { $side }: { $fen }

## Who moves and what to do
# the wording of Turkish study stipulations ("Beyaz oynar ve kazanır"); "hamlede mat" as lichess "2 Hamlede Mat"
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Beyaz oynar ve { $n } hamlede mat eder
   *[black] Siyah oynar ve { $n } hamlede mat eder
}
caption-play-win = { $side ->
    [white] Beyaz oynar ve kazanır
   *[black] Siyah oynar ve kazanır
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Beyaz oynar ve berabere kalır
   *[black] Siyah oynar ve berabere kalır
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/tr-TR.xml; lichess writes the button label "Şah Mat",
# set here in sentence case like the file's other captions)
caption-checkmate = Şah mat
caption-stalemate = Pat
