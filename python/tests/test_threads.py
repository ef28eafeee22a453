from concurrent.futures import ThreadPoolExecutor

import fenlingo

FENS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
    "6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8 n -- 5 26",
    "8/8/8/8/8/8/8/K1k5 w - - 0 1",
]
LANGS = ["en", "de", "ru", "es", "fr"]


def job(i):
    fen = FENS[i % len(FENS)]
    lang = LANGS[i % len(LANGS)]
    orientation = "black" if i % 3 == 0 else "white"
    return fenlingo.svg(fen, lang=lang, orientation=orientation, size=200 + i % 7)


def test_a_pool_draws_a_thousand_diagrams():
    # Every combination drawn once alone, then 1,000 drawings on 8 threads
    # at once (the GIL released while drawing): each the same as alone.
    expected = {}
    for i in range(len(FENS) * len(LANGS) * 3 * 7):
        key = (i % len(FENS), i % len(LANGS), i % 3 == 0, i % 7)
        expected.setdefault(key, job(i))
    with ThreadPoolExecutor(max_workers=8) as pool:
        drawn = list(pool.map(job, range(1000)))
    assert len(drawn) == 1000
    for i, svg in enumerate(drawn):
        key = (i % len(FENS), i % len(LANGS), i % 3 == 0, i % 7)
        assert svg == expected[key], i


def test_sheets_on_threads():
    with ThreadPoolExecutor(max_workers=4) as pool:
        pdfs = list(pool.map(lambda _: fenlingo.sheet(FENS, lang="de"), range(8)))
    assert len(set(pdfs)) == 1
