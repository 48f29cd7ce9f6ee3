"""Words in the reader's language: a plain message catalogue, gettext's shape
without its files (docs/languages.md).

A message's id is its English template ("{name} wins"), as in gettext: English
needs no catalogue, so an English start loads none. Another language's catalogue is a
dict from those ids to its own templates, with the same {placeholders}; it is loaded
the first time that language is asked for (``piecepad.i18n.<lang>_<part>`` for the
app and the engine, ``piecepad.games.<pkg>.<lang>`` for each game's own words).

Three ways in:

- ``T(template, **args)``: a Message, a value. The engine raises its errors with one;
  ``str()`` of it is the English text, so records, tests and logs read as before, and
  the view shows it in the reader's language (``say``).
- ``tr(template, **args)``: the text now, in the current language (the view's word).
- ``N_(template)``: the template itself, marked for the catalogue (words kept as data:
  a game's title, an option's name), shown later through ``tr``.

Plurals: ``T(("{n} game", "{n} games"), n=3)`` or ``tr(...)`` with the two English
forms as the id, and the count in ``n``; a catalogue gives as many forms as its
language has (``PLURALS``).
"""

from __future__ import annotations

LANGS = {"en": "English", "de": "Deutsch", "fr": "Français"}
DEFAULT = "en"
PARTS = ("view", "app", "engine", "shell")               # piecepad.i18n.<lang>_<part>

# The plural form a count takes in each language: index into a catalogue's forms.
PLURALS = {
    "en": lambda n: 0 if n == 1 else 1,
    "de": lambda n: 0 if n == 1 else 1,
    "fr": lambda n: 0 if n in (0, 1) else 1,
}

_current = DEFAULT
_tables: dict = {}


def use(lang: str) -> str:
    """Make ``lang`` the language of everything shown from now on (an unknown one
    reads as English). Returns the language used."""
    global _current
    _current = lang if lang in LANGS else DEFAULT
    return _current


def current() -> str:
    return _current


class using:
    """``with using("de"): ...``: a language for a while (a test, the build's
    pre-rendered pages), then the one before."""

    def __init__(self, lang: str) -> None:
        self.lang, self.before = lang, _current

    def __enter__(self):
        self.before = _current
        use(self.lang)
        return self

    def __exit__(self, *exc) -> None:
        use(self.before)


def table(lang: str) -> dict:
    """The catalogue of ``lang`` as loaded so far: {English id: template}. The core's
    parts are loaded first; a game's part once its words are looked for (``lookup``)."""
    found = _tables.get(lang)
    if found is None:
        found = _tables[lang] = {}
        _unread[lang] = [] if lang == DEFAULT or lang not in LANGS else _games_parts(lang)
        for name in _core_parts(lang):
            found.update(_part(name))
    return found


def lookup(lang: str, template):
    """``template``'s translation in ``lang``, or None. A game link needs one game's
    words: the games whose modules are imported are read first, and only a miss reads
    the others (a list of every game's lessons, say)."""
    found = table(lang)
    text = found.get(template)
    if text is None and _unread.get(lang) and _read_games(lang, imported_only=True):
        text = found.get(template)
    if text is None and _unread.get(lang):
        _read_games(lang, imported_only=False)
        text = found.get(template)
    return text


_unread: dict = {}          # lang -> the game parts (module names) not read yet


def _read_games(lang: str, imported_only: bool) -> bool:
    import sys
    todo = [name for name in _unread[lang]
            if not imported_only or name.rpartition(".")[0] in sys.modules]
    for name in todo:
        _unread[lang].remove(name)
        _tables[lang].update(_part(name))
    return bool(todo)


def _core_parts(lang: str) -> list:
    return [] if lang == DEFAULT or lang not in LANGS else \
        [f"piecepad.i18n.{lang}_{part}" for part in PARTS]


def _games_parts(lang: str) -> list:
    from .. import catalogue
    return [f"{entry.folder}.{lang}" for entry in catalogue.entries()]


def _part(name: str) -> dict:
    from importlib import import_module
    try:
        return import_module(name).MESSAGES
    except ModuleNotFoundError as missing:
        if missing.name != name:        # a real fault inside the module
            raise
        return {}


def parts(lang: str) -> dict:
    """{module name: its MESSAGES} of every part of ``lang``'s catalogue (the checks'
    view: the app reads them as it needs them)."""
    if lang == DEFAULT or lang not in LANGS:
        return {}
    return {name: _part(name) for name in _core_parts(lang) + _games_parts(lang)}


class Message:
    """Words with their blanks filled, not yet in any language: an id (the English
    template, or the pair of English plural forms) and its arguments. A value."""

    __slots__ = ("template", "args")

    def __init__(self, template, args: dict) -> None:
        self.template, self.args = template, args

    def text(self, lang: str | None = None) -> str:
        return _render(self.template, self.args, lang or _current)

    def __str__(self) -> str:
        return _render(self.template, self.args, DEFAULT)

    def __repr__(self) -> str:
        return f"T({self.template!r}, **{self.args!r})"

    def __eq__(self, other) -> bool:
        return (isinstance(other, Message) and self.template == other.template
                and self.args == other.args)

    def __hash__(self) -> int:
        return hash((self.template, tuple(sorted(self.args))))

    def __reduce__(self):
        return Message, (self.template, self.args)


def catalogue_titles(solitaire: str) -> dict:
    """{title: its translation} for a catalogue's titles: a game's name stays as it is,
    and the one common word in them, " solitaire", is ``solitaire``. Read from the
    catalogue, so no game is named outside its folder (tests/engine/test_one_folder.py)."""
    from .. import catalogue
    return {row.title: row.title.replace(" solitaire", solitaire) for row in catalogue.entries()}


def T(template, /, **args) -> Message:
    return Message(template, args)


def tr(template, /, **args) -> str:
    """``template`` (an id, or a Message) in the current language, blanks filled."""
    if _current == DEFAULT and type(template) is str:
        # English, the id itself: a Message argument formats as its English (str()).
        return template.format_map(args) if args else template
    if isinstance(template, Message):
        return template.text()
    return _render(template, args, _current)


def N_(template):
    """Marks ``template`` for the catalogue and returns it as it is."""
    return template


def say(error_or_text) -> str:
    """What to show for an error (or a Message, or text) in the current language. An
    error raised with a Message says it in the reader's language; one raised with
    plain text is looked up as an id (a fixed sentence may have a translation)."""
    value = error_or_text
    if isinstance(value, BaseException):
        if isinstance(getattr(value, "message", None), Message):
            value = value.message
        elif len(value.args) == 1:
            value = value.args[0]
        else:
            value = str(value)
    if isinstance(value, Message):
        return value.text()
    return tr(str(value))


def _render(template, args: dict, lang: str) -> str:
    if isinstance(template, tuple):                     # plural forms
        n = args.get("n", 0)
        forms = (lookup(lang, template) or template) if lang != DEFAULT else template
        rule = PLURALS.get(lang if forms is not template else DEFAULT, PLURALS[DEFAULT])
        text = forms[min(rule(n), len(forms) - 1)]
    else:
        text = (lookup(lang, template) or template) if lang != DEFAULT else template
    if not args:
        return text
    return text.format_map({key: _arg(value, lang) for key, value in args.items()})


DECIMAL_MARK = {"en": ".", "de": ",", "fr": ","}


def _arg(value, lang: str):
    if isinstance(value, Message):
        return value.text(lang)
    if type(value) is float and lang != DEFAULT:      # English text stays str(value)
        return number(value, lang)
    return value


def number(value, lang: str | None = None) -> str:
    """``value`` with the language's decimal mark ("0.5", "0,5"), a whole float as a
    whole number ("1"); never grouped (a year, a score)."""
    text = str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)
    return text.replace(".", DECIMAL_MARK.get(lang or _current, "."))
