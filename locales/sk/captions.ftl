# Slovak — diagram captions
# Sources:
#   - lichess.org crowd translations ("Biely na ťahu", "Mat 2. ťahom")
#   - independent open-source chess programs ("Biely na ťahu dá mat druhým ťahom", "Mat 2. ťahom")
#   - GNOME Chess translations
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Biely
side-black = Čierny
caption-white-to-move = Biely na ťahu
caption-black-to-move = Čierny na ťahu

# ordinal construction ("mat druhým ťahom"): the noun does not change with n
caption-mate-in = Mat { $n }. ťahom


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Riešenia
# lichess.org crowd translation (sk-SK, "puzzles": the puzzle pages' title)
caption-puzzles = Šachové úlohy

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/sk.txt: "Page %s" = "Strana %s", "(of %d)" = "(z %d)", "Printing page %d of %d" = "Tlač strany %d z %d");
# agrees with GTK 2 "Stránka %u" and apt "Sťahuje sa %li. súbor z %li"; "Strana", as Czech and printed books
caption-page-of = Strana { $page } z { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = kráľ
piece-queen = dáma
piece-rook = veža
piece-bishop = strelec
piece-knight = jazdec
piece-pawn = pešiak

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Šachový diagram, { $side }: { $fen }

## Who moves and what to do
# the wording of Slovak study and problem stipulations ("Biely ťahá a vyhrá"); "Mat 2. ťahom" as this file's caption-mate-in
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Biely dá mat { $n }. ťahom
   *[black] Čierny dá mat { $n }. ťahom
}
caption-play-win = { $side ->
    [white] Biely ťahá a vyhrá
   *[black] Čierny ťahá a vyhrá
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Biely ťahá a remizuje
   *[black] Čierny ťahá a remizuje
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/sk-SK.xml)
caption-checkmate = Mat
caption-stalemate = Pat
