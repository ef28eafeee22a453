# Korean — diagram captions
# Sources:
#   - lichess.org crowd translations ("백 차례", "2수 메이트", "백 승리")
#   - GNOME Chess translations ("흰색 차례")
#   - SumatraPDF translations (page counters)
#   - Unicode CLDR (language name and plural rules)

## Diagram captions and sheet text

side-white = 백
side-black = 흑

# single source: lichess
caption-white-to-move = 백 차례

# single source: lichess
caption-black-to-move = 흑 차례

# single source: lichess

# single source: lichess

# single source: lichess
caption-mate-in = { $n }수 메이트


## Sheet text, piece names and figures
# composed: the word for a solution (plural where the language marks it); no source found for a sheet heading
caption-solutions = 해답
# lichess.org crowd translation (ko-KR, "puzzles": the puzzle pages' title)
caption-puzzles = 퍼즐

# SumatraPDF translations (sumatrapdfreader/sumatrapdf, translations/kr.txt: "Page %s" = "%s 페이지", "Printing page %d of %d" = "%d / %d 페이지 인쇄하는 중");
# (GTK 2 writes "%u페이지", one number and no space)
caption-page-of = { $page } / { $total } 페이지

# the names behind this language's piece letters (notation.toml and its sources; Wikipedia, "Algebraic notation (chess)", names of the pieces in various languages)
piece-king = 킹
piece-queen = 퀸
piece-rook = 룩
piece-bishop = 비숍
piece-knight = 나이트
piece-pawn = 폰

## Document figures
# composed: the language's words for "chess diagram" and this file's "… to move"
figure-alt = 체스 다이어그램, { $side }: { $fen }

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
# Source: lichess.org crowd translations, site strings "checkmate" and "stalemate"
# (lichess-org/lila, translation/dest/site/ko-KR.xml)
caption-checkmate = 체크메이트
caption-stalemate = 스테일메이트
