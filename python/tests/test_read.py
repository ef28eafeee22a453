import io
import xml.etree.ElementTree as ET

import chess
import chess.pgn
import pytest

import fenlingo

SPANISH = "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26"
SPANISH_AS_FEN = "6rr/1k3p2/1pb1p1np/p1p1P2R/2P3R1/2P1B3/P1BK1PP1/8 b - - 5 26"


def test_a_spanish_fen_reads_with_its_repair():
    p = fenlingo.read(SPANISH, lang="en")
    assert p.notation == "es"
    assert p.fen == SPANISH_AS_FEN
    assert p.turn == "b"
    assert [(r.kind, r.column, r.before) for r in p.repairs] == [("double-dash", 53, "--")]
    assert "--" in str(p.repairs[0])
    assert p.flags == []
    assert p.readings[0].tables[0] == "es"
    assert p.readings[0].fen == SPANISH_AS_FEN


def test_a_fixed_notation_reads_only_its_letters():
    with pytest.raises(fenlingo.FenError):
        fenlingo.read(SPANISH, notation="ru")
    assert fenlingo.read(SPANISH, notation="es").fen == SPANISH_AS_FEN


def test_other_readings_are_listed():
    # Two rooks in English, two kings in Spanish: English is read, Spanish listed.
    p = fenlingo.read("8/8/8/4r3/8/8/8/4R3 b - - 0 1")
    assert p.notation == "en"
    assert len(p.readings) > 1
    assert any("es" in r.tables for r in p.readings[1:])


def test_an_illegal_position_reads_with_its_flags():
    p = fenlingo.read("4k3/8/8/8/8/8/8/4K2P w - - 0 1")
    assert "pawns-on-backrank" in p.flags


def test_epd_operations_give_label_mate_and_solution():
    p = fenlingo.read('6k1/5ppp/8/8/8/8/8/4R1K1 w - - bm Re8#; id "BR.1"; dm 1;')
    assert (p.label, p.mate, p.solution) == ("BR.1", 1, ["Re8#"])
    assert p.text.startswith("6k1/5ppp/8/8/8/8/8/4R1K1 w - - bm Re8#;")


def test_a_caption_after_a_fen():
    p = fenlingo.read("8/8/8/8/8/8/8/K1k5 w - - 0 1 ; Endgame")
    assert p.caption == "Endgame"


def test_python_chess_boards_in_and_out():
    board = chess.Board()
    for uci in ["e2e4", "c7c5", "g1f3"]:
        board.push_uci(uci)
    p = fenlingo.read(board)
    assert p.fen == board.fen()
    assert chess.Board(p.fen) == board.copy(stack=False)
    assert fenlingo.read(p) == p


def test_a_game_gives_its_position():
    p = fenlingo.read("1. e4 e5 2. Cf3 Cc6 3. Ab5 a6")
    assert "es" in p.readings[0].tables
    assert p.fen == "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
    assert fenlingo.read("1. e4 e5 2. Cf3", ply=1).fen == (
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    )
    game = chess.pgn.read_game(io.StringIO("1. d4 d5 2. c4 *"))
    assert fenlingo.read(game).fen == game.end().board().fen(en_passant="fen")


def test_a_position_followed_by_moves_is_a_game_from_it():
    p = fenlingo.read("[4k3/8/4K3/8/8/8/8/R7 w - - 0 1] 1. Ra8#")
    assert p.fen == "R3k3/8/4K3/8/8/8/8/8 b - - 1 1"


def test_one_position_at_a_time():
    with pytest.raises(fenlingo.Error) as e:
        fenlingo.read("8/8/8/8/8/8/8/K1k5 w - - 0 1\n8/8/8/8/8/8/8/K1k5 b - - 0 1", lang="en")
    assert e.value.kind == "many"
    assert "2 positions or games" in str(e.value)


def test_a_notebook_shows_the_diagram(monkeypatch):
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    p = fenlingo.read(SPANISH)
    # What IPython's SVG formatter calls, and what it needs: an SVG document.
    svg = p._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert "Schwarz am Zug" in svg
    g = fenlingo.moves("1. e4 e5")
    assert ET.fromstring(g._repr_svg_()).tag.endswith("svg")


def test_the_tables():
    tables = {t.id: t for t in fenlingo.languages()}
    assert tables["de"].letters == ["K", "D", "T", "L", "S", "B"]
    assert tables["ru"].letters[0] == "Кр"
    assert tables["en"].board
    assert not tables["vi"].board
    assert "Deutsch" == tables["de"].native_name
