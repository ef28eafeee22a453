import io

import chess
import chess.pgn
import pytest

import fenlingo


def test_spanish_moves_in_german():
    g = fenlingo.moves("1. e4 e5 2. Cf3 Cc6 3. Ab5 a6", to="de")
    assert g.notation in ("es", "it")  # the same letters
    assert g.san == ["e4", "e5", "Sf3", "Sc6", "Lb5", "a6"]
    assert g.text == "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6"
    assert len(g) == 6
    assert g.start == chess.STARTING_FEN


def test_positions_match_python_chess():
    g = fenlingo.moves("1. e4 c5 2. Кf3 d6 3. d4 cxd4 4. Кxd4 Кf6 5. Кc3 a6")
    board = chess.Board()
    fens = []
    for san in g.san:
        board.push_san(san)
        # The en-passant square after every double step, as FEN writes it.
        fens.append(board.fen(en_passant="fen"))
    assert g.fens == fens
    assert g.fen == fens[-1]


def test_pgn_out_reads_in_python_chess():
    g = fenlingo.moves('[Event "Test"]\n[Result "1-0"]\n\n1. f3 e5 2. g4 Dh4# 0-1', from_="es")
    pgn = g.pgn()
    assert pgn.startswith('[Event "Test"]')
    game = chess.pgn.read_game(io.StringIO(pgn))
    assert game.end().board().fen() == g.fen
    assert game.end().board().is_checkmate()
    assert g.result == "0-1"
    assert "{FEN " + g.fen + "}" in g.pgn(final_fen=True)


def test_python_chess_games_in():
    game = chess.pgn.read_game(io.StringIO("1. e4 e5 2. Nf3 Nc6 3. Bb5 *"))
    g = fenlingo.moves(game, to="ru")
    assert g.san == ["e4", "e5", "Кf3", "Кc6", "Сb5"]
    assert g.fen == game.end().board().fen()


def test_keep_form_changes_only_the_letters():
    g = fenlingo.moves("1.e4 e5 2.Cg1-f3", from_="es", keep_form=True)
    assert g.text.endswith("e4 e5 2. Ng1-f3")
    assert fenlingo.moves("1.e4 e5 2.Cg1-f3", from_="es").text == "1. e4 e5 2. Nf3"


def test_a_bad_move_has_its_line_and_column():
    with pytest.raises(fenlingo.MoveError) as e:
        fenlingo.moves("1. e4 e5\n2. Nf3 Ke7 3. Ke3", lang="en")
    err = e.value
    assert (err.line, err.column, err.kind) == (2, 15, "move")
    assert "move 3 (White)" in str(err)
    assert str(err).startswith("<arg>:2:15: error: ")


def test_text_with_no_move():
    with pytest.raises(fenlingo.MoveError) as e:
        fenlingo.moves("Hello, world", lang="en")
    assert e.value.kind == "no-moves"


def test_one_game_at_a_time():
    with pytest.raises(fenlingo.Error) as e:
        fenlingo.moves("1. e4 e5 1-0\n\n1. d4 d5 0-1")
    assert e.value.kind == "many"
