"""The set-up editor's address (the screen is app/screens/editor.py).

The editor's state lives in its address, ``#/setup/<game>/<position>/<options>``
(the position %-escaped, the options as in a record), rewritten after every
change: a reload, Back and a shared link all come back to the same set-up.
"""

from ..options import format_value
from ..percent import quote, unquote

PREFIX = "#/setup/"
SAFE = "-+*:,=@!"        # as in record text: everything else %-escaped


# -- addresses ------------------------------------------------------------------------
def setup_hash(value):
    opts = ";".join(f"{k}={quote(format_value(v), safe=SAFE)}" for k, v in value.options)
    text = PREFIX + value.game_id + "/" + quote(value.position_text(), safe=SAFE)
    return text + (f"/{opts}" if opts else "")


def read_hash(arg):
    """``<game>[/<position>[/<options>]]`` -> (game id, position or None, options)."""
    game_id, _, rest = arg.partition("/")
    position, _, opts = rest.partition("/")
    options = tuple((k, unquote(v)) for k, _, v in
                    (item.partition("=") for item in opts.split(";") if item))
    return unquote(game_id)[:40], unquote(position) if position else None, options
