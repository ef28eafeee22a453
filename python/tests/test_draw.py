import struct
import warnings
import xml.etree.ElementTree as ET

import chess
import pytest

import fenlingo

FEN = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"

# The same drawing as keyword arguments and as the command line's flags.
OPTIONS = dict(
    size=300,
    orientation="black",
    coords="inside",
    theme="print",
    mark=["e4", "Rd5"],
    circle="c4",
    arrow=["e2e4", "Rg1f3"],
    last_move=chess.Move.from_uci("h5f7"),
    check=False,
    frame=False,
    caption="{side}: Matt",
)
FLAGS = [
    "--size", "300", "--orientation", "black", "--coords", "inside",
    "--theme", "print", "--mark", "e4", "--mark", "Rd5", "--circle", "c4",
    "--arrow", "e2e4", "--arrow", "Rg1f3", "--last-move", "h5f7",
    "--no-check", "--no-frame", "--caption", "{side}: Matt",
]


@pytest.mark.parametrize("fmt", ["svg", "png", "pdf"])
def test_the_same_bytes_as_the_command_line(cli, tmp_path, fmt):
    out = tmp_path / f"d.{fmt}"
    cli("--lang", "de", "diagram", FEN, "-o", str(out), *FLAGS)
    ours = getattr(fenlingo, fmt)(FEN, lang="de", **OPTIONS)
    if fmt == "svg":
        ours = ours.encode()
    assert ours == out.read_bytes()


def test_the_same_bytes_with_the_defaults(cli, tmp_path):
    out = tmp_path / "d.svg"
    cli("--lang", "ru", "diagram", FEN, "-o", str(out))
    assert fenlingo.svg(FEN, lang="ru").encode() == out.read_bytes()


def test_a_board_draws_as_its_fen():
    board = chess.Board(FEN)
    assert fenlingo.svg(board, lang="en") == fenlingo.svg(FEN, lang="en")
    assert fenlingo.svg(fenlingo.read(FEN), lang="en") == fenlingo.svg(FEN, lang="en")


def test_options_change_the_picture():
    # The position before 4.Qxf7#: White to move.
    before = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
    plain = fenlingo.svg(before, lang="en")
    assert "White to move" in plain
    assert fenlingo.svg(before, lang="en", orientation="black") != plain
    assert "White to move" not in fenlingo.svg(before, lang="en", caption="none")
    assert "White mates in 1" in fenlingo.svg(before, lang="en", mate=1)
    assert fenlingo.svg(before, lang="en", side_marker=False) != plain
    # `None` leaves an option as it is.
    assert fenlingo.svg(before, lang="en", theme=None) == plain
    # The position after it: the side to move is mated.
    assert "Checkmate" in fenlingo.svg(FEN, lang="en")


def test_the_svg_is_a_document_of_its_size():
    root = ET.fromstring(fenlingo.svg(FEN, size=200, caption="none"))
    assert root.get("width") == "200"


def test_a_png_of_the_size_asked():
    png = fenlingo.png(FEN, size=240, caption="none")
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])
    assert width == 240 and 200 < height <= 240


def test_a_pdf_page():
    pdf = fenlingo.pdf(FEN)
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")


def test_a_game_draws_its_position_and_its_annotations():
    pgn = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# { [%csl Rf7][%cal Gh5f7] } 1-0"
    assert fenlingo.svg(pgn, lang="en") == fenlingo.svg(
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
        lang="en",
        mark="Rf7",
        arrow="Gh5f7",
    )
    # Two half-moves in, the rest is the solution: a mate in 3.
    assert fenlingo.svg(pgn, ply=2, lang="en") == fenlingo.svg(
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", lang="en", mate=3
    )


def test_bad_options():
    with pytest.raises(TypeError) as e:
        fenlingo.svg(FEN, colour="red", lang="en")
    assert "unknown option 'colour'" in str(e.value)
    with pytest.raises(fenlingo.Error) as e:
        fenlingo.svg(FEN, theme="pink", lang="en")
    assert e.value.kind == "option"
    assert "screen, print, blue" in str(e.value)
    with pytest.raises(fenlingo.Error):
        fenlingo.svg(FEN, mark="z9")
    with pytest.raises(fenlingo.Error):
        fenlingo.png(FEN, size=20000)
    with pytest.raises(TypeError):
        fenlingo.svg(FEN, size={"a": 1})


def test_characters_no_font_draws_are_a_warning():
    fen = "8/8/8/8/8/8/8/K1k5 w - - 0 1"
    with pytest.warns(UserWarning, match=r"\(U\+E000\); each is drawn as “\?”"):
        fenlingo.png(fen, caption="Study \ue000")
    with pytest.warns(UserWarning, match=r"\(U\+E000\); jedes wird als „\?“ gezeichnet"):
        fenlingo.pdf(fen, lang="de", caption="Studie \ue000")
    with pytest.warns(UserWarning, match=r"\(U\+E001\)"):
        assert ">Study ?<" in fenlingo.svg(fen, caption="Study \ue001")
    # A text every font draws is said nothing of.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        fenlingo.png(fen, caption="Study")
