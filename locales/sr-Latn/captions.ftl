# Serbian (Latin) — diagram captions
# Sources:
#   - GNOME Chess translations (sr@latin: "Beli je na potezu")
#   - lichess.org crowd translations (Cyrillic "Бели", "Црни", "Мат у 2", transliterated)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Beli
side-black = Crni
caption-white-to-move = Beli je na potezu
caption-black-to-move = Crni je na potezu

# single source: lichess Serbian (Cyrillic "Мат у 2"), transliterated; Croatian sources have the same "Mat u"
caption-mate-in = Mat u { $n }


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Rešenja
# composed: the Serbian Cyrillic lichess phrase (sr-SP, "Проблеми") in Latin letters
caption-puzzles = Problemi

# composed: the Latin form of sr-Cyrl "Страна … од …"
caption-page-of = Strana { $page } od { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = kralj
piece-queen = dama
piece-rook = top
piece-bishop = lovac
piece-knight = skakač
piece-pawn = pešak

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Šahovski dijagram, { $side }: { $fen }

## Who moves and what to do
# the wording of Serbian study and problem stipulations ("Beli vuče i dobija", "mat u 2 poteza")
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Beli vuče i daje mat u { $n } { $n ->
            [one] potezu
           *[other] poteza
        }
   *[black] Crni vuče i daje mat u { $n } { $n ->
            [one] potezu
           *[other] poteza
        }
}
caption-play-win = { $side ->
    [white] Beli vuče i dobija
   *[black] Crni vuče i dobija
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Beli vuče i remizira
   *[black] Crni vuče i remizira
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, Serbian (Cyrillic) site strings "checkmate" and "stalemate"
# ("Шах-мат", "Пат": lichess-org/lila, translation/dest/site/sr-SP.xml), transliterated;
# lichess has no Latin Serbian. Croatian and Bosnian lichess have "Šah mat" and "Pat".
caption-checkmate = Šah-mat
caption-stalemate = Pat
