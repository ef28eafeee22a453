"""fenlingo: chess positions and moves in any language's notation, and
print-quality diagrams and puzzle sheets.

Wherever a position is taken, a `str` (FEN, EPD, a bracketed FEN, move
text), a `Position`, a `Game` (its final position), a python-chess
`chess.Board` (through its `fen()`) or `chess.pgn.Game` (its PGN) is taken.
Wherever move text is taken, a `str` or a `chess.pgn.Game`; wherever a
move, a `str` (UCI or SAN) or a `chess.Move`.

Diagram options are `fenlingo diagram`'s, `-` written `_`: a `bool` is
yes/no, a list gives the option once per element, `None` leaves it out.
"""

import os
from typing import Iterable, Optional, Sequence, Union, final

__all__ = [
    "__version__",
    "AmbiguousError",
    "Error",
    "FenError",
    "Game",
    "MoveError",
    "Position",
    "Reading",
    "Repair",
    "Table",
    "languages",
    "moves",
    "pdf",
    "png",
    "read",
    "san",
    "sheet",
    "svg",
    "translate",
]

__version__: str

class _ChessBoard:
    def fen(self) -> str: ...

class _ChessMove:
    def uci(self) -> str: ...

_PositionLike = Union[str, "Position", "Game", _ChessBoard, object]
_MoveTextLike = Union[str, object]
_MoveLike = Union[str, _ChessMove]
_OptionValue = Union[str, int, float, bool, _ChessMove, None, Sequence[Union[str, _ChessMove]]]

class Error(ValueError):
    """What fenlingo could not read or do; `str(e)` is the localized
    message with its caret excerpt, as the command line prints it."""

    kind: str
    message: str
    line: Optional[int]
    column: Optional[int]
    excerpt: Optional[str]
    notes: list[str]
    readings: list[Reading]

class FenError(Error):
    """A position (FEN or EPD) that does not read."""

class MoveError(Error):
    """A move or move text that does not read or play."""

class AmbiguousError(Error):
    """Text that several notations read differently; `readings` lists them."""

@final
class Reading:
    """One way a text reads."""

    @property
    def tables(self) -> list[str]: ...
    @property
    def fen(self) -> Optional[str]: ...
    @property
    def san(self) -> list[str]: ...

@final
class Repair:
    """A slip of copied text read as what it stands for."""

    @property
    def kind(self) -> str: ...
    @property
    def message(self) -> str: ...
    @property
    def column(self) -> int: ...
    @property
    def before(self) -> str: ...
    @property
    def after(self) -> str: ...

@final
class Position:
    """A position read from any notation."""

    @property
    def fen(self) -> str:
        """The position in standard FEN."""
    @property
    def text(self) -> str:
        """The text in standard notation: FEN, or EPD with its operations."""
    @property
    def notation(self) -> str:
        """The table that read it."""
    @property
    def readings(self) -> list[Reading]:
        """The reading used, then others that also give a legal position."""
    @property
    def repairs(self) -> list[Repair]: ...
    @property
    def flags(self) -> list[str]:
        """What is illegal about the position (`no-white-king`, …)."""
    @property
    def turn(self) -> str: ...
    @property
    def caption(self) -> Optional[str]: ...
    @property
    def label(self) -> Optional[str]: ...
    @property
    def mate(self) -> Optional[int]: ...
    @property
    def solution(self) -> list[str]: ...
    def _repr_svg_(self) -> str: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Game:
    """A game read and replayed from move text in any notation."""

    @property
    def san(self) -> list[str]:
        """Each mainline move in SAN, in the target notation."""
    @property
    def text(self) -> str:
        """The move text in the target notation."""
    @property
    def fens(self) -> list[str]:
        """The standard FEN after each mainline move."""
    @property
    def fen(self) -> str:
        """The final position in standard FEN."""
    @property
    def start(self) -> str: ...
    @property
    def notation(self) -> str: ...
    @property
    def result(self) -> Optional[str]: ...
    def pgn(self, *, final_fen: bool = False) -> str:
        """The game in PGN export form (the move text as `text` writes it)."""
    def _repr_svg_(self) -> str: ...
    def __len__(self) -> int: ...

@final
class Table:
    """A built-in notation table."""

    @property
    def id(self) -> str: ...
    @property
    def tag(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def native_name(self) -> Optional[str]: ...
    @property
    def letters(self) -> list[str]:
        """King, queen, rook, bishop, knight, pawn."""
    @property
    def board(self) -> bool:
        """Whether positions can be written in it (not move text only)."""
    @property
    def provisional(self) -> bool: ...

def translate(
    position: _PositionLike,
    *,
    from_: str = "auto",
    to: str = "en",
    lang: Optional[str] = None,
    strict: bool = False,
) -> str:
    """FEN/EPD text (one position per line) written in another notation."""

def read(
    position: _PositionLike,
    *,
    notation: str = "auto",
    ply: Optional[int] = None,
    lang: Optional[str] = None,
) -> Position:
    """A position read from any notation (a game's after `ply` half-moves)."""

def moves(
    text: _MoveTextLike,
    *,
    from_: str = "auto",
    to: str = "en",
    keep_form: bool = False,
    lang: Optional[str] = None,
) -> Game:
    """Move text in any notation, read and replayed."""

def san(board: _PositionLike, move: _MoveLike, *, lang: str = "en", from_: str = "en") -> str:
    """One move in SAN in any notation: `san(board, move, lang="de")` → `Sf3`."""

def svg(
    position: _PositionLike,
    *,
    from_: str = "auto",
    ply: Optional[int] = None,
    lang: Optional[str] = None,
    size: _OptionValue = ...,
    orientation: _OptionValue = ...,
    coords: _OptionValue = ...,
    theme: _OptionValue = ...,
    mark: _OptionValue = ...,
    circle: _OptionValue = ...,
    cross: _OptionValue = ...,
    arrow: _OptionValue = ...,
    annotations: _OptionValue = ...,
    last_move: _OptionValue = ...,
    check: _OptionValue = ...,
    side_marker: _OptionValue = ...,
    frame: _OptionValue = ...,
    caption: _OptionValue = ...,
    mate: _OptionValue = ...,
) -> str:
    """The diagram as SVG text."""

def png(
    position: _PositionLike,
    *,
    from_: str = "auto",
    ply: Optional[int] = None,
    lang: Optional[str] = None,
    **options: _OptionValue,
) -> bytes:
    """The diagram as a PNG picture (options as for `svg`)."""

def pdf(
    position: _PositionLike,
    *,
    from_: str = "auto",
    ply: Optional[int] = None,
    lang: Optional[str] = None,
    **options: _OptionValue,
) -> bytes:
    """The diagram as a one-page PDF (options as for `svg`)."""

def sheet(
    items: Union[str, Iterable[_PositionLike]],
    *,
    template: Union[str, "os.PathLike[str]", None] = None,
    lang: Optional[str] = None,
    from_: str = "auto",
    title: Optional[str] = None,
    start: int = 1,
    answers: bool = True,
    figurines: bool = False,
    setup_move: bool = False,
    ply: Optional[int] = None,
    orientation: Optional[str] = None,
    theme: Optional[str] = None,
    coords: Optional[str] = None,
) -> bytes:
    """A puzzle sheet as PDF bytes; `template` is a built-in name (`a4-6`,
    `a4-12`, `letter-6`, `a5-4`, `article`) or a TOML file."""

def languages() -> list[Table]:
    """The built-in notation tables."""
