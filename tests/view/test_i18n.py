"""The message catalogue (docs/languages.md): every id the app uses has a translation
in every language, with the same placeholders; plurals, numbers and dates follow each
language's rules; English needs no catalogue; errors stay English as text and are
shown in the reader's language."""

import datetime
import pickle
import sys
from pathlib import Path

import pytest

from piecepad import i18n
from piecepad.errors import IllegalMoveError, OptionError
from piecepad.i18n import T, formats, say, tr, using

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import i18n_check  # noqa: E402

OTHERS = [lang for lang in i18n.LANGS if lang != i18n.DEFAULT]


@pytest.fixture(scope="module")
def ids():
    return i18n_check.all_ids()


@pytest.mark.parametrize("lang", OTHERS)
def test_every_id_has_a_translation(ids, lang):
    missing = [(key, ids[key]) for key in i18n_check.problems(lang, ids)["missing"]]
    assert not missing, f"{len(missing)} ids without a {lang} translation, e.g. {missing[:5]}"


@pytest.mark.parametrize("lang", OTHERS)
def test_translations_have_the_same_placeholders_and_forms(ids, lang):
    found = i18n_check.problems(lang, ids)
    assert not found["placeholders"], found["placeholders"][:5]
    assert not found["forms"], found["forms"][:5]


def test_the_checker_sees_missing_translations_other_placeholders_and_conflicts(monkeypatch):
    monkeypatch.setattr(i18n, "parts", lambda lang: {
        "a": {"Games": "Spiele {who}", "Close": "Schließen"},
        "b": {"Close": "Zumachen", ("{n} game", "{n} games"): "Partien"}})
    ids = {"{name} wins, really": "here", "Games": "index.html", "Close": "x",
           ("{n} game", "{n} games"): "y"}
    found = i18n_check.problems("de", ids)
    assert found["missing"] == ["{name} wins, really"]
    assert found["placeholders"] == ["Games"]
    assert found["conflicts"] == ["Close"]
    assert found["forms"] == [("{n} game", "{n} games")]


def test_a_game_link_reads_its_own_games_words_only():
    """The core's parts, then a game's part once its modules run; the others stay
    unread until a word is missing (a page listing every game)."""
    from piecepad.app.controller import App
    from piecepad.app.saves import MemoryStore
    from piecepad.record import Record
    i18n._tables.pop("fr", None)
    with using("fr"):
        App(MemoryStore()).open("#/play/" + Record.new("quet").to_text())
        read = set(i18n._games_parts("fr")) - set(i18n._unread["fr"])
        assert "piecepad.games.quet.fr" in read
        assert all(name.rpartition(".")[0] in sys.modules for name in read)
        assert tr("Pick a game") != "Pick a game"          # a core word, read already
        App(MemoryStore()).open("#/learn")                 # every game's lesson titles
        assert i18n._unread["fr"] == []


def test_ids_are_found_in_python_lessons_the_catalogue_and_the_page_shell(ids):
    assert ids["Piecepad: small board games"] == "index.html"            # data-t
    assert ("{n} game", "{n} games") in ids                                # tn() in JS
    assert ids["Tracers"].startswith("catalogue:")
    assert any(where.endswith("lesson.txt:8") for where in ids.values())
    assert any(where.startswith("py/piecepad/i18n/formats.py") for where in ids.values())


def test_english_loads_no_catalogue():
    from piecepad.app.controller import App
    from piecepad.app.saves import MemoryStore
    for name in [n for n in sys.modules if n.startswith("piecepad.") and
                 n.rpartition(".")[2].split("_")[0] in OTHERS]:
        del sys.modules[name]
    i18n._tables.pop("de", None), i18n._tables.pop("fr", None)
    app = App(MemoryStore())
    app.open("#/")
    loaded = [n for n in sys.modules if n.startswith("piecepad.")
              and n.rpartition(".")[2].split("_")[0] in OTHERS]
    assert loaded == []


def test_a_message_is_a_value_whose_text_is_english():
    message = T("{who} wins", who="Blue")
    assert str(message) == "Blue wins"
    assert message == T("{who} wins", who="Blue") and hash(message) == hash(T("{who} wins", who="Blue"))
    assert pickle.loads(pickle.dumps(message)) == message


def test_an_error_reads_in_english_and_is_said_in_the_readers_language():
    i18n.table("de")["no piece on {square}"] = "kein Stein auf {square}"
    try:
        error = IllegalMoveError(T("no piece on {square}", square="c3"))
        assert str(error) == "no piece on c3"
        assert error.message == T("no piece on {square}", square="c3")
        with using("de"):
            assert say(error) == "kein Stein auf c3"
        assert say(error) == "no piece on c3"
    finally:
        del i18n.table("de")["no piece on {square}"]


def test_an_option_error_names_its_option_from_a_message():
    error = OptionError(T("option {name}: {value} is not allowed", name="size", value=3))
    assert error.option == "size"


def test_a_message_inside_a_message_takes_the_same_language():
    table = i18n.table("fr")
    table["{move}: {reason}"] = "{move} : {reason}"
    table["blocked"] = "bloqué"
    try:
        with using("fr"):
            assert tr(T("{move}: {reason}", move="a1-a2", reason=T("blocked"))) == "a1-a2 : bloqué"
    finally:
        del table["{move}: {reason}"], table["blocked"]


@pytest.mark.parametrize("lang,counts", [
    ("en", {0: "0 days ago", 1: "1 day ago", 2: "2 days ago"}),
    ("fr", {0: "il y a 0 jour", 1: "il y a 1 jour", 2: "il y a 2 jours"}),
])
def test_plural_forms_follow_the_language(lang, counts):
    key = ("{n} day ago", "{n} days ago")
    table = i18n.table("fr")
    before = table.get(key)
    table[key] = ("il y a {n} jour", "il y a {n} jours")
    try:
        with using(lang):
            assert {n: tr(key, n=n) for n in counts} == counts
    finally:
        if before is None:
            del table[key]
        else:
            table[key] = before


def test_dates_and_numbers_are_written_as_each_language_writes_them():
    day = datetime.date(2026, 11, 26)
    assert formats.long_date(day, "en") == "Thursday 26 November 2026"
    assert formats.long_date(day, "de") == "Donnerstag, 26. November 2026"
    assert formats.long_date(day, "fr") == "jeudi 26 novembre 2026"
    assert [formats.number(0.5, lang) for lang in ("en", "de", "fr")] == ["0.5", "0,5", "0,5"]
    assert formats.number(2008, "de") == "2008"


def test_ago_counts_minutes_hours_and_days():
    minute = 60_000
    assert [formats.ago(0, t) for t in (0, 5 * minute, 3 * 60 * minute, 72 * 60 * minute)] == \
        ["just now", "5 min ago", "3 h ago", "3 days ago"]
    assert formats.ago(0, None) == ""


def test_using_gives_back_the_language_before():
    with using("de"):
        with using("fr"):
            assert i18n.current() == "fr"
        assert i18n.current() == "de"
    assert i18n.current() == "en"
    assert i18n.use("xx") == "en"
