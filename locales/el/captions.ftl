# Greek — diagram captions
# Sources:
#   - lichess.org crowd translations
#   - a Greek chess teaching page ("παίζουν τα λευκά")
#   - PyChess translations ("Ματ σε %d")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = Λευκά
side-black = Μαύρα
caption-white-to-move = Παίζουν τα λευκά
caption-black-to-move = Παίζουν τα μαύρα

# single source: lichess

# single source: lichess

caption-mate-in = Ματ σε { $n }

## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = Λύσεις
# lichess.org crowd translation (el-GR, "puzzles": the puzzle pages' title)
caption-puzzles = Γρίφοι

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/el.txt: "Page %s" = "Σελίδα %s", "(of %d)" = "(από %d)", "Printing page %d of %d" = "Εκτύπωση σελίδας %d από %d");
# agrees with GTK 2 "Σελίδα %u" and "από" (of; apt writes "Λήψη αρχείου %li του %li")
caption-page-of = Σελίδα { $page } από { $total }

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = βασιλιάς
piece-queen = βασίλισσα
piece-rook = πύργος
piece-bishop = αξιωματικός
piece-knight = ίππος
piece-pawn = πιόνι

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = Σκακιστικό διάγραμμα, { $side }: { $fen }

## Who moves and what to do
# composed from this file's "Παίζουν τα λευκά" and the plain verbs (κερδίζουν, φέρνουν ισοπαλία, κάνουν ματ); CLDR one/other
# caption-play-advantage: who moves, then "±" / "∓" (a clear advantage; $16/$17 of the PGN standard §10)
caption-mates-in = { $side ->
    [white] Παίζουν τα λευκά και κάνουν ματ σε { $n } { $n ->
            [one] κίνηση
           *[other] κινήσεις
        }
   *[black] Παίζουν τα μαύρα και κάνουν ματ σε { $n } { $n ->
            [one] κίνηση
           *[other] κινήσεις
        }
}
caption-play-win = { $side ->
    [white] Παίζουν τα λευκά και κερδίζουν
   *[black] Παίζουν τα μαύρα και κερδίζουν
}
caption-play-advantage = { $side ->
    [white] { caption-white-to-move }: ±
   *[black] { caption-black-to-move }: ∓
}
caption-play-draw = { $side ->
    [white] Παίζουν τα λευκά και φέρνουν ισοπαλία
   *[black] Παίζουν τα μαύρα και φέρνουν ισοπαλία
}
## A position that ends the game: the side to move is mated, or has no move and is not in check
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/el-GR.xml)
caption-checkmate = Ματ
caption-stalemate = Πατ
