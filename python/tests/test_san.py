import io

import chess
import chess.pgn
import pytest

import fenlingo

GAME = """1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6
8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4
15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6
21. Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7
27. Qe3 Qg5 28. Qxg5 hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8
34. Kf2 Bf5 35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5
41. Ra6 Nf2 42. g4 Bd3 43. Re6 1/2-1/2"""


def test_the_request_sf3():
    board = chess.Board()
    move = chess.Move.from_uci("g1f3")
    assert fenlingo.san(board, move, lang="de") == "Sf3"
    assert fenlingo.san(board, move, lang="de_de") == "Sf3"
    assert fenlingo.san(board, "g1f3", lang="ru") == "Кf3"
    assert fenlingo.san(board, "Cf3", from_="es", lang="fr") == "Cf3"
    assert fenlingo.san(board, "Nf3", lang="figurine") == "♘f3"


def test_every_move_of_a_game_as_python_chess_writes_it():
    game = chess.pgn.read_game(io.StringIO(GAME))
    board = game.board()
    for move in game.mainline_moves():
        assert fenlingo.san(board, move) == board.san(move)
        board.push(move)


def test_castling_promotion_and_check():
    board = chess.Board("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1")
    assert fenlingo.san(board, "e1g1", lang="ru") == "O-O"
    assert fenlingo.san(board, "b7a8q", lang="de") == board.san(chess.Move.from_uci("b7a8q")).replace("Q", "D")


def test_an_illegal_move():
    with pytest.raises(fenlingo.MoveError) as e:
        fenlingo.san(chess.Board(), "e2e5")
    assert e.value.kind == "move"
    with pytest.raises(fenlingo.MoveError):
        fenlingo.san(chess.Board(), "Qh5")
