# Czech — diagram captions
# Sources:
#   - lichess.org crowd translations ("Mat za 5 nebo více tahů", "Mat 2. tahem", "Úloha %s")
#   - PyChess translations ("Mat za %d")
#   - GNOME Chess translations ("Bílý je na tahu")
#   - independent open-source chess programs ("Bílý dá mat 2. tahem", results, piece names, "Řešení", page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Bílý
side-black = Černý
caption-white-to-move = Bílý na tahu
caption-black-to-move = Černý na tahu

# PyChess "Mat za %d", lichess "Mat za 5 nebo více tahů"; 1 tah, 2-4 tahy, 5+ (also 21, 22, 101) tahů; many is for decimals only. Problem books also write the ordinal "Mat 2. tahem" (lichess uses it for 1-4)
caption-mate-in = { $n ->
    [one] Mat za { $n } tah
    [few] Mat za { $n } tahy
    [many] Mat za { $n } tahu
   *[other] Mat za { $n } tahů
}

caption-solutions = Řešení
# lichess.org crowd translation (cs-CZ, "puzzles": the puzzle pages' title)
caption-puzzles = Úlohy

# single source: lichess puzzle strings ("Úloha %s")

caption-page-of = Strana { $page } z { $total }
piece-king = král
piece-queen = dáma
piece-rook = věž
piece-bishop = střelec
piece-knight = jezdec
piece-pawn = pěšec

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Šachový diagram, { $side }: { $fen }

## Who moves and what to do
# the wording of Czech study stipulations ("Bílý táhne a vyhraje", "… a remizuje"); "Bílý dá mat 2. tahem" as the independent programs above
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Bílý dá mat { $n }. tahem
   *[black] Černý dá mat { $n }. tahem
}
caption-play-win = { $side ->
    [white] Bílý táhne a vyhraje
   *[black] Černý táhne a vyhraje
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Bílý táhne a remizuje
   *[black] Černý táhne a remizuje
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/cs-CZ.xml)
caption-checkmate = Šach mat
caption-stalemate = Pat
