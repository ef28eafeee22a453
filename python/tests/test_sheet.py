import chess
import pytest

import fenlingo

POSITIONS = [
    "6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1 ; Back rank",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "8/8/8/8/8/8/8/K1k5 w - - 0 1",
    "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT w RDrd - 0 1",
    '6k1/5ppp/8/8/8/8/8/4R1K1 w - - bm Re8#; id "BR.1"; dm 1;',
    "4k3/8/4K3/8/8/8/8/R7 w - - 0 1",
    "8/8/8/4r3/8/8/8/4R3 b - - 0 1",
]


def pages(pdf):
    return pdf.count(b"/Type /Page\n") + pdf.count(b"/Type /Page/") + pdf.count(b"/Type /Page ")


@pytest.mark.parametrize(
    "flags, kwargs",
    [
        ([], {}),
        (
            ["--template", "a4-12", "--title", "Mates", "--orientation", "black",
             "--theme", "print", "--coords", "none", "--no-answers", "--start", "5"],
            dict(template="a4-12", title="Mates", orientation="black", theme="print",
                 coords="none", answers=False, start=5),
        ),
        (["--figurines"], dict(figurines=True)),
    ],
)
def test_the_same_bytes_as_the_command_line(cli, tmp_path, flags, kwargs):
    src = tmp_path / "p.fen"
    src.write_text("\n".join(POSITIONS) + "\n", encoding="utf-8")
    out = tmp_path / "s.pdf"
    cli("--lang", "es", "sheet", str(src), "-o", str(out), *flags)
    assert fenlingo.sheet("\n".join(POSITIONS), lang="es", **kwargs) == out.read_bytes()


def test_the_same_bytes_for_a_pgn_file(cli, tmp_path):
    pgn = '[Event "A"]\n[White "X"]\n[Black "Y"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n'
    src = tmp_path / "g.pgn"
    src.write_text(pgn, encoding="utf-8")
    out = tmp_path / "s.pdf"
    cli("--lang", "en", "sheet", str(src), "-o", str(out), "--ply", "6")
    assert fenlingo.sheet(pgn, lang="en", ply=6) == out.read_bytes()


def test_items_of_every_kind():
    board = chess.Board()
    board.push_uci("e2e4")
    items = [POSITIONS[0], board, fenlingo.read(POSITIONS[3]), "1. d4 d5 2. c4", fenlingo.moves("1. e4")]
    pdf = fenlingo.sheet(items, template="a4-6", lang="de")
    assert pdf.startswith(b"%PDF-")
    # Five diagrams on one page, then the answer key's page (empty key: no page).
    assert pages(pdf) >= 1
    assert pages(fenlingo.sheet(items * 3, template="a4-6", answers=False)) == 3


def test_a_template_file_on_a_base(tmp_path):
    t = tmp_path / "mine.toml"
    t.write_text('base = "a4-12"\n[caption]\nsize = 7\n', encoding="utf-8")
    one = fenlingo.sheet(POSITIONS * 2, template=t, answers=False)
    assert pages(one) == 2
    assert one == fenlingo.sheet(POSITIONS * 2, template=str(t), answers=False)
    bad = tmp_path / "bad.toml"
    bad.write_text("[page]\nsize = \"B99\"\n", encoding="utf-8")
    with pytest.raises(fenlingo.Error) as e:
        fenlingo.sheet(POSITIONS, template=bad, lang="en")
    assert (e.value.kind, e.value.line) == ("template", 2)
    with pytest.raises(fenlingo.Error) as e:
        fenlingo.sheet(POSITIONS, template="a4-99", lang="en")
    assert "a4-6" in str(e.value)


def test_a_bad_item_is_named():
    with pytest.raises(fenlingo.FenError) as e:
        fenlingo.sheet([POSITIONS[0], "8/8/8/8/8/8/8/K1k9 w - - 0 1"], lang="en")
    assert str(e.value).startswith("items[1]:1:")
    # A sheet's diagrams take the template's size; their look, the options.
    with pytest.raises(TypeError):
        fenlingo.sheet(POSITIONS, size=300)
    with pytest.raises(fenlingo.Error):
        fenlingo.sheet(POSITIONS, theme="pink")


def test_characters_no_font_draws_are_one_warning():
    text = "8/8/8/8/8/8/8/K1k5 w - - 0 1 ; Puzzle \ue000\n8/8/8/8/8/8/8/K1k5 w - - 0 1 ; \ue001\n"
    with pytest.warns(UserWarning) as caught:
        pdf = fenlingo.sheet(text, title="Book \ue002")
    assert pdf.startswith(b"%PDF")
    messages = [str(w.message) for w in caught]
    assert messages == [
        "no installed font has glyphs for these characters of the text given "
        "(U+E002, U+E000, U+E001); each is drawn as “?” (install a font that has them, "
        "or name a folder of fonts in FENLINGO_FONT_DIRS)"
    ]


def test_the_same_bytes_for_the_lichess_puzzle_database(cli, tmp_path):
    # Known by its header line, as a .csv file is by its name.
    csv = (
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n"
        "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,"
        "1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game\n"
    )
    src = tmp_path / "p.csv"
    src.write_text(csv, encoding="utf-8")
    out = tmp_path / "s.pdf"
    cli("--lang", "fr", "sheet", str(src), "-o", str(out))
    assert fenlingo.sheet(csv, lang="fr") == out.read_bytes()
