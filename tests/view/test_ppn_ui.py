"""PPN in the interface (issue 35): the Share dialog offers the game as PPN (copy, and a
.ppn download) for the games that have it, and "Open a game" on the home and Saved
pages opens a pasted PPN text, record text or link as its link would, or says in one
short message why not, keeping the text and changing nothing else."""

import html as htmllib
import re
from pathlib import Path

import pytest

from piecepad import games, ppn
from piecepad.app import routes
from piecepad.app.saves import MemoryStore
from piecepad.record import Record

from view_helpers import make_app as app, new_record

SAMPLES = Path(__file__).resolve().parents[1] / "engine" / "ppn_samples"
DODGEM = "pp1/dodgem/1.0//a5-a6.f2-e2.a6-b6"
TRACERS = "pp1/tracers/1.1/first_player=light/a1-b3.h8-f7.b3-d4"


def field(html, field_id):
    found = re.search(rf'<textarea[^>]*id="{field_id}"[^>]*>(.*?)</textarea>', html, re.S)
    return None if found is None else htmllib.unescape(found.group(1))


def some_game(game_id, plies=6):
    record = new_record(game_id, 3)
    while len(record) < plies and record.state.outcome is None:
        record = record.play(record.state.legal_moves()[len(record) % 2 - 1])
    return record


# -- the Share dialog -------------------------------------------------------------------
@pytest.mark.parametrize("text", (DODGEM, TRACERS))
def test_the_share_dialog_offers_the_whole_game_as_ppn(text):
    a = app()
    a.open(f"#/play/{text}&at=1")                   # shown at move 1: PPN is the whole game
    a.action("share")
    shown = field(a.dialog_html, "share-ppn")
    assert shown is not None and 'id="download-ppn"' in a.dialog_html
    assert 'data-copy="share-ppn"' in a.dialog_html
    assert ppn.from_ppn(shown).to_text() == text
    name, mime, saved = a.picture("ppn")
    game_id = text.split("/")[1]
    assert name == f"piecepad-{game_id}-game.ppn" and mime == "text/plain"
    assert saved == shown


@pytest.mark.parametrize("game_id", sorted(set(games.ids()) - set(ppn.supported())))
def test_games_without_ppn_show_nothing_of_it(game_id):
    a = app()
    a.open(routes.play_hash(some_game(game_id)))
    a.action("share")
    assert "ppn" not in a.dialog_html.lower()
    assert a.picture("ppn")[2] is None


def test_a_game_from_a_set_up_position_shows_no_ppn():
    record = Record.from_position("dodgem", games.get("dodgem").encode(
        Record.new("dodgem").play("a5-a6").state))
    a = app()
    a.open(routes.play_hash(record))
    a.action("share")
    assert "ppn" not in a.dialog_html.lower()


# -- "Open a game" ----------------------------------------------------------------------
def test_home_and_saved_pages_offer_open_a_game():
    a = app()
    for page in ("#/", "#/saved"):
        a.open(page)
        assert 'data-action="open-game"' in a.page_html
    a.action("open-game")
    assert 'class="dialog-body open-game"' in a.dialog_html and field(a.dialog_html, "open-text") == ""


def pasted(text, store=None, start="#/"):
    a = app(store)
    a.open(start)
    a.action("open-game")
    a.action("open-game-text", text=text)
    return a


def test_a_pasted_ppn_opens_its_game_with_its_moves_as_its_link_would(store):
    record = Record.from_text(DODGEM)
    a = pasted(ppn.to_ppn(record), store)
    assert a.dialog_html is None and a.push
    assert a.session.line == record and a.session.cursor == len(record)
    assert a.hash == routes.play_hash(record)
    assert a.saves.find(record) is not None            # saved, as a link's game is
    # The same game again (as a link, then as PPN) is the same save, as for links.
    b = app(store)
    b.open(routes.play_hash(record))
    c = pasted("  " + ppn.to_ppn(record), store)
    assert b.session.save_id == c.session.save_id == a.session.save_id


@pytest.mark.parametrize("text", (
    TRACERS, f"https://pp.test/#/play/{TRACERS}", f"#/play/{TRACERS}",
    f"https://pp.test/?embed#/play/{TRACERS}", f" /#/play/{TRACERS} \n"))
def test_a_record_text_or_a_link_opens_its_game(text):
    a = pasted(text)
    assert a.dialog_html is None
    assert a.session.line.to_text() == TRACERS and a.hash == f"#/play/{TRACERS}"


def test_a_link_to_a_move_opens_at_that_move():
    a = pasted(f"https://pp.test/#/play/{DODGEM}&at=1")
    assert a.session.cursor == 1 and len(a.session.line) == 3


def unchanged(text, words, start="#/play/pp1/dodgem/1.0//a5-a6"):
    """Pasting ``text`` fails: the message (under 200 characters) has ``words``, the
    text stays in the field, and the page, the address and the saves are as before."""
    store = MemoryStore()
    a = app(store)
    a.open(start)
    page, hash_text, items = a.page_html, a.hash, dict(store.items)
    a.action("open-game")
    a.action("open-game-text", text=text)
    message = re.search(r'<p class="msg error" role="alert" id="dialog-error">(.*?)</p>',
                        a.dialog_html).group(1)
    message = htmllib.unescape(message)
    assert re.search(words, message), message
    assert len(message) < 200, message
    assert field(a.dialog_html, "open-text") == text
    assert 'aria-invalid="true"' in a.dialog_html
    assert (a.page_html, a.hash, store.items) == (page, hash_text, items)
    return message


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.ppn")), ids=lambda p: p.stem)
def test_a_real_ppn_of_another_game_is_refused_in_one_short_message(path):
    text = path.read_text(encoding="utf-8")
    words = "Tic-Tac-Toe.*no GameType" if path.stem == "tic-tac-toe" else \
        r"^This PPN is a game of .*, which Piecepad does not play"
    unchanged(text, words)


@pytest.mark.parametrize("text,words", (
    ("", "nothing to open"),
    ("   \n ", "nothing to open"),
    ("hello there", "cannot read 'hello there'. Paste a PPN text"),
    ("#/saved", "not a game"),
    ("https://pp.test/#/play/pp1/dodgem/1.0//a5-a6.zz9-a1", "^This link cannot be opened: .*move 2"),
    ("pp1/chess/1//", "^This record text cannot be opened: .*unknown game"),
    ("---\nGameType: Tracers\n...\n1. h8-h7\n", "^Move 1. h8-h7 does not replay"),
    ("---\nGameType: Tracers\nPiecepad: 'pp1/tracers/1.1//" + "h8-f7." * 60 + "'\n...\n",
     "^The Piecepad field"),
))
def test_what_cannot_be_opened_says_why_and_changes_nothing(text, words):
    unchanged(text, words)
