"""Playing a friend by link (issue 31), with two browser contexts as two devices: each
opens the other's link in a new tab, sees the friend's move named (on the page and in
the live region, the title saying whose turn it is), replies by tap and sends back; each
device keeps ONE save. A link that differs from the save asks (nothing lost); an old
link opens the save at its move. Send uses navigator.share where there is one (a stub
here), and copies the link where there is none."""

import re

import pytest
from playwright.sync_api import expect

from piecepad.app import routes
from piecepad.record import Record
from piecepad.view import status

SAVE = "piecepad:save:"
SHARE_STUB = """Object.defineProperty(Navigator.prototype, 'share', {configurable: true,
    value: function (data) { window.__sent = (window.__sent || []).concat([data]);
                             return Promise.resolve(); }});"""
NO_SHARE = """Object.defineProperty(Navigator.prototype, 'share', {configurable: true,
    value: undefined});"""


# Found by a search for a game whose every move is two taps: Light wins by a capture.
WHOLE_TRACERS = Record.from_text(
    "pp1/tracers/1.1//h8-g6.a1-b3.g6-h4.b3-d2.h4-f5.d2-c4.f5-d6.c4-e3.d6-b5.e3-d1.b5-d4."
    "d1-b2.d4-b3.b2-a4.b3-a5.a4xa5")


def shots(ui, page, notice, name):
    """Screenshots at a tablet's and a phone's size, the notice in view."""
    for size, width in (({"width": 1024, "height": 768}, "1024"),
                        ({"width": 390, "height": 844}, "390")):
        page.set_viewport_size(size)
        notice.scroll_into_view_if_needed()
        ui.shot(page, f"{name}-{width}", full_page=True)
    page.set_viewport_size({"width": 1024, "height": 768})


def tap_line(plies, first=0):
    """A Tracers line of ``plies`` moves, each made by two taps (a piece, then a square
    no other move of it goes to), the game still on at the end; ``first`` varies it.
    Found by a depth-first search (a knight can trap itself)."""
    def extend(record):
        if len(record) == plies:
            return record
        moves = [m for m in record.state.legal_moves() if m.is_step]
        taps = [m for m in moves
                if sum(n.origin == m.origin and n.target == m.target for n in moves) == 1]
        k = len(record) * 7 + first
        for move in (taps[k % len(taps):] + taps[:k % len(taps)]) if taps else ():
            found = extend(record.play(move.text))
            if found is not None and found.state.outcome is None:
                return found
        return None
    return extend(Record.new("tracers"))


class Device:
    """One browser profile: a context, its one tab at a time."""

    def __init__(self, context, ui, server, share):
        self.context, self.ui, self.server, self.share = context, ui, server, share
        self.title = "Tracers"
        self.over = None             # the words sent with a finished game
        context.add_init_script(SHARE_STUB if share else NO_SHARE)
        if not share:
            context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
        self.page = None

    def open(self, url):
        """The link opened in a new tab (the old one closed, as a player would)."""
        old, self.page = self.page, self.ui.watch(self.context.new_page())
        if old is not None:
            old.close()
        self.ui.boot(self.page, url)
        return self.page

    def send(self):
        """Press Send; the link it sent (the share sheet's stub) or copied."""
        page = self.page
        page.locator("#send").click()
        if self.share:
            page.wait_for_function("() => (window.__sent || []).length > 0")
            data = page.evaluate("window.__sent.at(-1)")
            title = self.title
            assert data["title"] == f"Piecepad: {title}"
            assert data["text"] in (f"Your move in {title}", self.over)
            return data["url"]
        expect(page.locator("#send-status")).to_have_text("Link copied.")
        return page.evaluate("navigator.clipboard.readText()")

    def saves(self):
        return {k: v for k, v in self.ui.storage(self.page).items() if k.startswith(SAVE)}


# Each device opens the other's link fresh, 16 times: once, from the snapshot (the other
# friend tests open links as a first visit too; docs/testing.md). (The address bar's
# path, with Dodg'em: test_browser_friend_paths.py.)
def test_a_game_by_link_keeps_one_save_per_device(new_context, server, ui):
    """The first 8 plies of a Tracers game, each move by tap, each link opened on the
    other device. (Ends by link: the rematch test of test_browser_friend_paths.py; the
    whole game's end is in tests/view/test_friend.py.)"""
    full = WHOLE_TRACERS.upto(8)
    a = Device(new_context(), ui, server, share=True)
    b = Device(new_context(), ui, server, share=False)
    a.title = b.title = full.game.title
    a.over = b.over = f"Our game of {full.game.title}: {status.status_text(full.state)}"
    page = a.open(server + "/" + routes.play_hash(full.upto(0)))
    gid = None
    for i, move in enumerate(full.moves):
        mover, other = (a, b) if i % 2 == 0 else (b, a)
        ui.click_move(mover.page, move, i + 1)
        url = mover.send()
        if gid is None:                  # the first Send gives the game its id, and the
            gid = re.search(r"gid=(\w+)", url).group(1)    # address has it: a reload
            assert f"gid={gid}" in mover.page.evaluate("location.hash")   # finds the save
        # From its first move here (the first link came without a side: an older
        # link, opened on a), a link says which side sent it.
        assert url == server + "/" + routes.play_hash(
            full.upto(i + 1).with_gid(gid), by=(full.states[i].to_move,) if i else ())
        page = other.open(url)
        words = status.move_words(full.states[i], full.states[i].parse(move))
        expect(page.locator("#news")).to_contain_text(f"New move: {words}.")
        expect(page.locator("#news")).to_be_visible()
        expect(page.locator("#live")).to_contain_text(words)
        # From the first link, each device knows its side: "Your move".
        over = full.states[i + 1].outcome is not None
        expect(page).to_have_title(
            status.title_text(full.states[1], full.game.title) if i == 0 else
            f"Your move · {full.game.title}" if not over else
            re.compile(r"^(You won|Light captures)"))
        # Marked as new where the link updated a save (the first link makes it).
        for sq in (full.states[i].parse(move).origin, full.states[i].parse(move).target)[
                :2 if i else 0]:
            expect(page.locator(f'.board [data-sq="{sq}"]')).to_have_class(
                re.compile(r"\bfresh\b"))
        if i == 3:
            for size, name in (({"width": 1024, "height": 768}, "1024"),
                               ({"width": 390, "height": 844}, "390")):
                page.set_viewport_size(size)
                ui.shot(page, f"friend-news-{name}", full_page=True)
            page.set_viewport_size({"width": 1024, "height": 768})
        assert len(other.saves()) == 1, other.saves().keys()
    for device in (a, b):
        (entry,) = device.saves().values()
        assert full.with_gid(gid).to_text() in entry
    ui.go(page, "#/")                       # the game waits for this device's move:
    expect(page).to_have_title("(1) Piecepad")          # counted in the home's title
    expect(page.locator(".your-move-line")).to_contain_text("Your move in 1 game")
    assert not ui.problems(a.page) and not ui.problems(b.page)


@pytest.mark.boot  # links opened fresh, saves in storage
def test_a_link_that_differs_asks_loses_nothing_and_an_old_link_opens_at_its_move(
        new_context, server, ui):
    mine, common = tap_line(6).with_gid("k3x9q2mtaa"), 3
    theirs = mine.upto(common).play(next(m.text for m in mine.states[common].legal_moves()
                                         if m.text != mine.moves[common]))
    theirs = theirs.play(theirs.state.legal_moves()[0].text)      # and one more
    device = Device(new_context(), ui, server, share=False)
    device.open(server + "/" + routes.play_hash(mine))
    assert len(device.saves()) == 1
    page = device.open(server + "/" + routes.play_hash(theirs))
    fork = page.locator("#fork")
    expect(fork).to_contain_text(f"differ at move {common + 1}")
    expect(page.locator("#live")).to_contain_text(f"differ at move {common + 1}")
    shots(ui, page, fork, "friend-fork")
    assert len(device.saves()) == 1                      # nothing written yet
    fork.locator("#fork-take-theirs").click()
    expect(page.locator("#fork")).to_have_count(0)
    expect(page.locator("#message")).to_contain_text("kept in Saved games, as an earlier version")
    kept = sorted(v for v in device.saves().values())
    assert len(kept) == 2
    assert any(mine.to_text() in v for v in kept) and any(theirs.to_text() in v for v in kept)
    # Their link from two moves back: the save at that move, the later moves kept.
    page = device.open(server + "/" + routes.play_hash(theirs.upto(2)))
    expect(page.locator("#moves .current")).to_have_attribute("data-ply", "2")
    expect(page.locator(".viewing")).to_contain_text(f"Viewing move 2 of {len(theirs)}")
    assert len(device.saves()) == 2
    assert not ui.problems(page)


@pytest.mark.boot  # links opened fresh, saves in storage
def test_play_a_friend_your_side_and_a_move_made_for_you(new_context, server, ui):
    """"Play a friend" from the home page, names with markup kept as text; the device
    refuses the other side's move; a link that brings a move made for this device's
    side is flagged, and taking it back leaves the game before it."""
    a = Device(new_context(), ui, server, share=True)
    b = Device(new_context(), ui, server, share=True)
    page = a.open(server + "/#/")
    page.locator('.game-card[data-game="tracers"] [data-action="play-friend"]').click()
    dialog = page.locator("dialog#dialog")
    expect(dialog.locator('select[name="seat1"]')).to_have_value("friend")
    dialog.locator('input[name="name0"]').fill("<b>Sam</b>")
    dialog.locator('input[name="name1"]').fill("Alex")
    dialog.locator("#start-game").click()
    expect(page.locator("#status")).to_have_text("Waiting for Alex (Dark).")
    expect(page).to_have_title("Waiting for Alex (Dark) · Tracers")
    expect(page.locator("#players")).to_contain_text("<b>Sam</b> (Light)")
    assert page.locator("#players b").count() == 0
    ui.tap(page, "h8")                                 # Dark's pawn: the friend's
    expect(page.locator("#message")).to_contain_text("made on their device")
    ui.shot(page, "friend-waiting-1024")
    page.locator("#send-note").fill("Your move, <i>Alex</i>!")   # a note, plain text
    url = a.send()
    assert "&by=1&note=" in url
    ui.boot(page, page.url)                             # a reload finds the same save
    expect(page.locator("#status")).to_have_text("Waiting for Alex (Dark).")
    assert len(a.saves()) == 1
    page = b.open(url)
    # The first link is an invitation: who sent it, which side b plays, whose move.
    invite = "<b>Sam</b> invites you to Tracers: you play Dark. Your move (Dark)."
    expect(page.locator("#news")).to_contain_text(invite)
    expect(page.locator("#news")).to_contain_text("\u201cYour move, <i>Alex</i>!\u201d")
    assert page.locator("#news i, #news b").count() == 0
    expect(page.locator("#live")).to_contain_text(invite)
    expect(page.locator("#status")).to_have_text("Your move (Dark).")
    expect(page).to_have_title("Your move · Tracers")
    expect(page.locator("#side")).to_contain_text("You play Alex (Dark) in this game")
    page.locator("#play-both").click()                 # two people share b's device...
    expect(page.locator("#play-mine-again")).to_be_visible()   # (the way back is offered)
    ui.click_move(page, "h8-f7", 1)
    ui.click_move(page, "a1-b3", 2)                    # ... and by mistake plays Light too
    page = a.open(b.send())
    news = page.locator("#news")
    expect(news).to_contain_text("2 new moves")
    expect(news).to_contain_text("One was played for you: <b>Sam</b> (Light) a1 to b3")
    expect(page.locator("#live")).to_contain_text("One was played for you")
    shots(ui, page, news, "friend-double-move")
    page.locator("#take-back-forged").click()
    expect(page.locator("#status")).to_have_text("Your move (Light).")
    expect(page.locator("#message")).to_contain_text("Taken back: 1 move")
    (entry,) = a.saves().values()
    assert "h8-f7" in entry and "a1-b3" not in entry
    ui.click_move(page, "a1-c2", 2)
    assert "a1-c2" in a.send()
    assert not ui.problems(a.page) and not ui.problems(b.page)
