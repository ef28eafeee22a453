import chess
import pytest

import fenlingo

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def test_into_other_languages():
    assert fenlingo.translate(START, to="de") == "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w KQkq - 0 1"
    assert fenlingo.translate(START, to="ru").startswith("лксфкрскл/")
    # A POSIX locale names the table of its language.
    assert fenlingo.translate(START, to="de_DE") == fenlingo.translate(START, to="de")


def test_from_any_language_back_to_standard():
    es = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26"
    assert fenlingo.translate(es) == "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26"
    assert fenlingo.translate(es, from_="es", to="es") == (
        "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n - - 5 26"
    )


def test_epd_moves_are_translated_too():
    epd = "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT w RDrd - bm Cf3;"
    assert fenlingo.translate(epd, from_="es") == (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3;"
    )


def test_every_line():
    text = START + "\n\n# a comment\n8/8/8/8/8/8/8/K1k5 b - - 0 1\n"
    assert fenlingo.translate(text, to="fr").splitlines() == [
        "tcfdrfct/pppppppp/8/8/8/8/PPPPPPPP/TCFDRFCT w KQkq - 0 1",
        "8/8/8/8/8/8/8/R1r5 b - - 0 1",
    ]


def test_a_board_translates():
    board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
    assert fenlingo.translate(board, to="es") == (
        "t1adract/pppp1ppp/2c5/4p3/4P3/5C2/PPPP1PPP/TCADRA1T b RDrd - 2 3"
    )


def test_strict_refuses_what_lenient_repairs():
    es = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26"
    with pytest.raises(fenlingo.FenError):
        fenlingo.translate(es, from_="es", strict=True)


def test_tables_that_cannot_be_used():
    with pytest.raises(fenlingo.Error) as e:
        fenlingo.translate(START, to="xx", lang="en")
    assert e.value.kind == "notation-unknown"
    assert "unknown notation 'xx'" in str(e.value)
    with pytest.raises(fenlingo.Error) as e:
        fenlingo.translate(START, to="vi", lang="en")
    assert e.value.kind == "notation-no-board"
    with pytest.raises(TypeError):
        fenlingo.translate(42)


TABLE = """id = "club"
tag = "de"
name = "Our club's letters"
sources = ["the club's score sheets"]

[white]
king = "K"
queen = "D"
rook = "T"
bishop = "L"
knight = "S"
pawn = "B"
"""


def test_a_table_file_as_the_command_line_takes_it(cli, tmp_path):
    path = tmp_path / "club.toml"
    path.write_text(TABLE, encoding="utf-8")
    written = fenlingo.translate(START, to=str(path))
    assert written == "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w KQkq - 0 1"
    assert written == cli("translate", "--to", str(path), START).stdout.decode().strip()
    assert fenlingo.translate(written, from_=str(path)) == START
    # Named again, the same table.
    assert fenlingo.translate(START, to=str(path)) == written


def test_a_bad_table_file_is_an_error_naming_it(tmp_path):
    with pytest.raises(fenlingo.Error, match=r"cannot read notation file '.*missing\.toml'"):
        fenlingo.translate(START, to=str(tmp_path / "missing.toml"))
    bad = tmp_path / "bad.toml"
    bad.write_text(TABLE.replace('king = "K"', 'king = ""'), encoding="utf-8")
    with pytest.raises(fenlingo.Error, match="bad.toml"):
        fenlingo.translate(START, to=str(bad))
