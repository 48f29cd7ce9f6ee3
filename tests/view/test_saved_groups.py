"""The Saved page as a correspondence list (docs/friend.md, "Saved games"): games by
link grouped by whose move it is, the other games in progress, finished games; each
row of a game by link names the opponent, the last move and when; the home page says
"Your move in N games"."""

import json
import re

from piecepad.app.controller import App
from piecepad.app.saves import PREFIX, MemoryStore, Save, Saves
from piecepad.record import Record
from piecepad.view import pages

HOUR = 3_600_000
NOW = 100 * HOUR


def played(record, plies):
    """``record`` with its first legal move played ``plies`` times."""
    for _ in range(plies):
        record = record.play(record.state.legal_moves()[0])
    return record


def finished(record):
    while record.state.outcome is None:
        record = record.play(record.state.legal_moves()[0])
    return record


def friend(plies=3, names=("", ""), gid="k3x9q2mt", game="tracers"):
    return played(Record.new(game).with_gid(gid).with_names(names), plies)


def other_seat(record):
    return 1 - record.state.to_move


def store_of(*saves):
    """A store holding ``saves`` as the app writes them."""
    kept = Saves(MemoryStore())
    for save in saves:
        assert kept.write(save)
    return kept.store


def groups(html):
    """[(heading, [save ids])] in page order."""
    out = []
    for section in re.findall(r'<section class="save-group[^"]*">(.*?)</section>', html):
        heading = re.search(r"<h2>([^<]*)</h2>", section).group(1)
        out.append((heading, re.findall(r'class="saved-game" data-save="([^"]+)"', section)))
    return out


def listed(store, sort="played"):
    return pages.saved(Saves(store).list(), now=NOW, sort=sort)


def test_the_saved_page_groups_games_by_whose_move_it_is():
    mine_to_move = friend(3)
    theirs = friend(4, gid="q2mtk3x9")
    over = finished(friend(0, gid="mtk3x9q2"))
    hot_seat = played(Record.new("dodgem"), 2)
    puzzle = played(Record.new("tracross-solitaire"), 1)
    store = store_of(
        Save("g1", mine_to_move, len(mine_to_move), 10 * HOUR, (), (mine_to_move.state.to_move,)),
        Save("g2", theirs, len(theirs), 20 * HOUR, (), (other_seat(theirs),)),
        Save("g3", over, len(over), 30 * HOUR, (), (0,)),
        Save("g4", hot_seat, len(hot_seat), 40 * HOUR),
        Save("g5", hot_seat, 1, 50 * HOUR, ("human", "easy")),          # the computer
        Save("g6", puzzle, 1, 60 * HOUR),
        # This device plays both sides of a game by link: not waiting for anyone.
        Save("g7", mine_to_move, len(mine_to_move), 70 * HOUR, (), (0, 1)),
        Save("g8", finished(hot_seat), 3, 80 * HOUR),
        Save("g9", friend(5, gid="x9q2mtk3"), 5, 90 * HOUR, (), None),    # sides not known
    )
    assert groups(listed(store)) == [
        ("Your move (1)", ["g1"]), ("Their move (1)", ["g2"]),
        ("On this device (5)", ["g9", "g7", "g6", "g5", "g4"]),
        ("Finished (2)", ["g8", "g3"])]
    # The sort still works inside each group; empty groups are left out.
    by_game = groups(listed(store, sort="game"))
    # By title (Piecepack Dodg'em, Tracers, Tracross solitaire), then last played.
    assert [ids for _, ids in by_game][2] == ["g5", "g4", "g9", "g7", "g6"]
    assert [h for h, _ in groups(listed(store_of(Save("g4", hot_seat, 2, 1))))] == \
        ["On this device (1)"]


def test_a_row_names_the_opponent_the_last_move_and_when_and_names_stay_text():
    record = friend(3, names=("<b>Sam</b>", "Al & <i>co</i>"))
    me = record.state.to_move
    html = listed(store_of(Save("g1", record, len(record), NOW - 3 * HOUR, (), (me,))))
    them = ("<b>Sam</b>", "Al & <i>co</i>")[1 - me]
    assert "<b>" not in html and "<i>" not in html
    row = re.search(r'class="saved-game" data-save="g1">(.*?)</div>', html).group(1)
    text = re.sub(r"<[^>]+>", "", row)
    assert f"against {them}".replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") \
        in text
    last = Saves(store_of(Save("g1", record, len(record), 1, (), (me,)))).list()[0].last
    assert last and "to" in last          # "Sam (Light) h8 to f7": who, from, to
    assert "Last move: " + last.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") \
        + " · 3 h ago" in text

    # No names: the other side's seat name.
    plain = friend(3)
    seat = plain.state.to_move
    html = listed(store_of(Save("g2", plain, 3, NOW - 2 * 60_000, (), (seat,))))
    assert f"against {('Light', 'Dark')[1 - seat]}" in html and "2 min ago" in html
    # Several opponents (Pacru for three): each named, else by seat.
    three = Record.new("pacru", players=3).with_gid("k3x9q2mt").with_names(("", "Sam", ""))
    html = listed(store_of(Save("g3", three, 0, 1, (), (0,))))
    assert "against Sam and West" in html
    # Other games: as they were, plus their last move.
    hot = played(Record.new("dodgem"), 2)
    html = listed(store_of(Save("g4", hot, 2, NOW - HOUR)))
    assert "against" not in html and "people only" in html and "last played 1 h ago" in html
    assert re.search(r'class="save-last">Last move: (Red|Green) [a-f]\d to [a-f]\d<', html)


def test_an_old_entry_without_turn_or_last_is_listed_without_a_replay(monkeypatch):
    """Entries written before "turn" and "last" (never a game by link) are listed
    from their summary as they are: no replay at the first start after an update."""
    hot = played(Record.new("dodgem"), 2)
    store = store_of(Save("g4", hot, 2, NOW - HOUR))
    entry = json.loads(store.get(PREFIX + "g4"))
    store.set(PREFIX + "g4", json.dumps({k: v for k, v in entry.items()
                                         if k not in ("turn", "last")}))
    monkeypatch.setattr(Record, "from_text", None)          # a replay would fail
    [save] = Saves(store).list()
    assert pages.save_group(save) == pages.ON_DEVICE
    assert groups(listed(store)) == [("On this device (1)", ["g4"])]


def test_an_entry_without_turn_or_last_is_replayed_once_rewritten_and_grouped():
    record = friend(3)
    store = store_of(Save("g1", record, 3, 5, (), (record.state.to_move,)))
    entry = json.loads(store.get(PREFIX + "g1"))
    old = {k: v for k, v in entry.items() if k not in ("turn", "last")}
    store.set(PREFIX + "g1", json.dumps(old))
    [save] = Saves(store).list()
    assert pages.save_group(save) == pages.YOUR_MOVE and save.last
    rewritten = json.loads(store.get(PREFIX + "g1"))
    assert rewritten == entry                     # turn and last back, the same rev
    assert groups(listed(store)) == [("Your move (1)", ["g1"])]


def test_home_says_your_move_in_n_games_only_when_there_are_any():
    def home(*saves):
        a = App(store_of(*saves), clock=lambda: NOW)
        a.open("#/")
        return a.page_html

    one, two = friend(3), friend(5, gid="q2mtk3x9")
    waiting = friend(4, gid="mtk3x9q2")
    hot = played(Record.new("dodgem"), 2)
    mine = [Save("g1", one, 3, 1, (), (one.state.to_move,)),
            Save("g2", two, 5, 2, (), (two.state.to_move,))]
    others = [Save("g3", waiting, 4, 3, (), (other_seat(waiting),)), Save("g4", hot, 2, 4)]
    line = re.compile(r'<p class="your-move-line"><a href="#/saved">([^<]*)</a></p>')
    assert line.findall(home(*mine, *others)) == ["Your move in 2 games"]
    assert line.findall(home(mine[0], *others)) == ["Your move in 1 game"]
    html = home(*others)
    assert "your-move-line" not in html and "Your move in" not in html
    assert 'class="resume"' in html            # Continue is still there
    html = home(*mine)
    assert 'class="resume"' in html and html.index("your-move-line") < html.index("resume")


def test_a_stored_name_no_record_could_hold_is_not_shown():
    """Listing reads the names from the stored text without replaying it: a name the
    record would refuse (too long, a line break) reads as its seat."""
    record = friend(3)
    me = record.state.to_move
    store = store_of(Save("g1", record, 3, 5, (), (me,)))
    entry = json.loads(store.get(PREFIX + "g1"))
    for bad in ("x" * 5000, "Sam%0AEvil", "%E2%80%AESam"):
        name = f"name{2 - me}={bad}"
        entry["record"] = entry["record"].replace("gid=k3x9q2mt", f"gid=k3x9q2mt;{name}")
        store.set(PREFIX + "g1", json.dumps(entry))
        html = listed(store)
        assert f"against {('Light', 'Dark')[1 - me]}<" in html, bad
        assert "xxxxxxxxxxxxxxxxxxxxxx" not in html and "Evil" not in html
        entry["record"] = entry["record"].replace(";" + name, "")
