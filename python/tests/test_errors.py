import warnings

import pytest

import fenlingo

BAD = "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def test_the_exceptions():
    assert issubclass(fenlingo.Error, ValueError)
    for e in (fenlingo.FenError, fenlingo.MoveError, fenlingo.AmbiguousError):
        assert issubclass(e, fenlingo.Error)


def test_a_fen_error_has_its_place_and_caret():
    with pytest.raises(fenlingo.FenError) as e:
        fenlingo.read(BAD, lang="en")
    err = e.value
    assert (err.line, err.column, err.kind) == (1, 14, "invalid-piece")
    assert err.message == "invalid piece letter 'X' in rank 7"
    assert err.excerpt.splitlines()[-1] == "  |" + " " * 14 + "^"
    assert str(err).splitlines()[0] == "<arg>:1:14: error: invalid piece letter 'X' in rank 7"


def test_the_same_text_as_the_command_line(cli):
    p = cli("--lang", "es", "translate", BAD, check=False)
    with pytest.raises(fenlingo.FenError) as e:
        fenlingo.translate(BAD, lang="es")
    assert str(e.value) + "\n" == p.stderr.decode()
    p = cli("--lang", "de", "moves", "1. e4 e5 2. Ke3", check=False)
    with pytest.raises(fenlingo.MoveError) as e:
        fenlingo.moves("1. e4 e5 2. Ke3", lang="de")
    assert str(e.value) in p.stderr.decode()


def test_messages_in_the_process_locale(monkeypatch):
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    with pytest.raises(fenlingo.FenError) as e:
        fenlingo.read(BAD)
    assert "ошибка" in str(e.value)
    monkeypatch.setenv("LC_ALL", "C")
    monkeypatch.setenv("LC_MESSAGES", "")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    with pytest.raises(fenlingo.FenError) as e:
        fenlingo.read(BAD)
    # `C` names no language: English, as the command line does.
    assert "error: invalid piece letter" in str(e.value)
    monkeypatch.delenv("LC_ALL")
    with pytest.raises(fenlingo.FenError) as e:
        fenlingo.read(BAD)
    assert "erreur" in str(e.value)


def test_an_ambiguous_position_lists_its_readings():
    # S is a knight in German and a bishop in Czech.
    with pytest.raises(fenlingo.AmbiguousError) as e:
        fenlingo.read("4k3/8/8/8/8/8/8/4K1S1 w - - 0 1", lang="en")
    err = e.value
    assert err.kind == "ambiguous"
    fens = {r.fen for r in err.readings}
    assert "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1" in fens
    assert "4k3/8/8/8/8/8/8/4K1B1 w - - 0 1" in fens
    assert any("de" in r.tables for r in err.readings)
    assert "ambiguous" in str(err)
    # Saying which notation settles it.
    assert fenlingo.read("4k3/8/8/8/8/8/8/4K1S1 w - - 0 1", notation="de").fen.endswith("4K1N1 w - - 0 1")


def test_errors_print_nothing(capfd):
    with pytest.raises(fenlingo.Error):
        fenlingo.read(BAD)
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")


def test_ambiguous_move_text_lists_both_games():
    # H is the Vietnamese (and Polish) queen and the Hungarian knight.
    with pytest.raises(fenlingo.AmbiguousError) as e:
        fenlingo.moves("1.e4 e5 2.Hf3", lang="en")
    readings = {t: r.san for r in e.value.readings for t in r.tables}
    assert readings["vi"] == ["e4", "e5", "Qf3"]
    assert readings["hu"] == ["e4", "e5", "Nf3"]
    assert all(r.fen is None for r in e.value.readings)
    # Saying which notation settles it, and a longer game only one plays.
    assert fenlingo.moves("1.e4 e5 2.Hf3", from_="vi").san[2] == "Qf3"
    text = "1.e4 e5 2.Mf3 Mc6 3.Tb5 a6 4.Txc6 dxc6 5.O-O Tg4 6.h3 Hd7"
    assert fenlingo.moves(text).notation == "vi"


def test_an_unknown_language_is_a_warning_naming_the_one_used():
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    with pytest.warns(UserWarning, match=r"^unknown language 'xx'; using en$"):
        assert fenlingo.translate(start, lang="xx") == start
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        fenlingo.translate(start, lang="sv")
        fenlingo.translate(start, lang="de-AT")
