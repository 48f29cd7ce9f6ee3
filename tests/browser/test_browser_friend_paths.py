"""Playing a friend the way people share (issue 43), two browser contexts as two
devices: the address bar copied after each move of an ordinary New game joins one
save per device; a phone opens the game at its board and shows Send without
scrolling; a tab left behind by another tab offers only the latest."""

from playwright.sync_api import expect

SAVE = "piecepad:save:"
PHONE = {"width": 390, "height": 844}


def saves(ui, page):
    return {k: v for k, v in ui.storage(page).items() if k.startswith(SAVE)}


def open_in_new_tab(context, ui, url, old=None):
    page = ui.watch(context.new_page())
    if old is not None:
        old.close()
    ui.boot(page, url)
    return page


def test_the_address_bar_joins_one_save_per_device_and_a_phone_sees_the_board_and_send(
        new_context, server, ui):
    """Dodg'em by New game (no Play a friend, no Send): 10 plies, the address copied
    from the bar after each move and opened on the other device; the second device
    is a phone."""
    moves = ui.RED_WINS_H.moves[:10]
    a_ctx, b_ctx = new_context(), new_context(viewport=PHONE)
    a = open_in_new_tab(a_ctx, ui, server + "/#/")
    a.locator('.game-card[data-game="dodgem"] [data-action="new-game"]').click()
    a.locator("dialog#dialog #start-game").click()
    expect(a.locator("#status")).to_contain_text("to move")
    assert "gid=" in a.evaluate("location.hash")       # its identity from the start
    b = None
    for i, move in enumerate(moves):
        mover = a if i % 2 == 0 else b
        ui.click_move(mover, move, i + 1)
        if mover is b:               # the phone: its move played, Send is in view
            expect(b.locator("#send")).to_be_in_viewport()
            expect(b.locator("#status")).to_contain_text("Waiting for")
            if i == 9:
                ui.shot(b, "friend-address-bar-phone")
        url = mover.url                                 # what people copy
        if i % 2 == 0:
            b = open_in_new_tab(b_ctx, ui, url, b)
            other = b
        else:
            a = open_in_new_tab(a_ctx, ui, url, a)
            other = a
        if i >= 1:                   # both have moved: each knows its side
            expect(other.locator("#status")).to_contain_text("Your move")
            expect(other).to_have_title("Your move · Piecepack Dodg'em")
        if other is b:               # the phone opens at the board...
            top = b.evaluate("document.querySelector('.board-wrap')"
                             ".getBoundingClientRect().top")
            assert 0 <= top < PHONE["height"] / 2, top
    assert len(saves(ui, a)) == 1 and len(saves(ui, b)) == 1
    assert not ui.problems(a) and not ui.problems(b)


def test_a_tab_left_behind_offers_only_the_latest(new_context, server, ui):
    context = new_context()
    first = open_in_new_tab(context, ui, server + "/#/play/pp1/dodgem/1.0//a5-a6")
    second = open_in_new_tab(context, ui, first.url)
    ui.click_move(first, "f2-e2", 2)                    # the storage event reaches the second
    stale = second.locator("#stale")
    expect(stale).to_contain_text("moved on in another tab")
    expect(second).to_have_title("Moved on in another tab · Piecepack Dodg'em")
    expect(second.locator("#keep-mine")).to_have_count(0)
    ui.tap(second, "f3")
    ui.tap(second, "e3")
    expect(second.locator("#message")).to_contain_text("show the latest first")
    second.locator("#take-theirs").click()
    expect(second.locator("#stale")).to_have_count(0)
    expect(second.locator(".moves")).to_contain_text("e2")
    assert len(saves(ui, first)) == 1
    assert not ui.problems(first) and not ui.problems(second)


def test_both_pressing_rematch_make_one_game_that_joins(new_context, server, ui):
    """Play a friend, the friend resigns, both press Rematch: one game, the same on
    both devices (its id made from the first game's), sides swapped; a move in it
    opened on the other device joins that device's rematch, not a new save."""
    a_ctx, b_ctx = new_context(), new_context()
    a = open_in_new_tab(a_ctx, ui, server + "/#/")
    a.locator('.game-card[data-game="tracers"] [data-action="play-friend"]').click()
    a.locator('dialog#dialog input[name="name0"]').fill("Ann")
    a.locator("dialog#dialog #start-game").click()
    expect(a.locator("#status")).to_contain_text("Waiting for Dark")
    b = open_in_new_tab(b_ctx, ui, a.url)                # the address bar, copied
    expect(b.locator("#news")).to_contain_text("Ann invites you to Tracers: you play Dark.")
    b.locator("#resign").click()
    b.locator("#confirm-resign").click()
    a = open_in_new_tab(a_ctx, ui, b.url, a)
    expect(a.locator("#status")).to_contain_text("You won.")
    expect(a).to_have_title("You won · Tracers")
    for page in (a, b):
        page.locator("#rematch").click()
        expect(page.locator("#status")).not_to_contain_text("resigned")
    assert ui.gid_of(a) == ui.gid_of(b) and ui.record_of(a) == ui.record_of(b)
    expect(a.locator("#status")).to_contain_text("Your move (Dark)")   # sides swapped
    ui.click_move(a, "h8-f7", 1)
    b = open_in_new_tab(b_ctx, ui, a.url, b)
    expect(b.locator("#status")).to_contain_text("Your move (Light)")
    assert len(saves(ui, b)) == 2 and len(saves(ui, a)) == 2   # each: the first and its rematch
    assert not ui.problems(a) and not ui.problems(b)


def test_a_double_move_taken_back_by_the_friend_asks_nothing(new_context, server, ui):
    """The friend's device plays both sides ("We both play on this device"); this
    device takes the move made for it back and plays its own: the friend's device
    follows without a fork question, its own line kept as an earlier version."""
    a_ctx, b_ctx = new_context(), new_context()
    a = open_in_new_tab(a_ctx, ui, server + "/#/")
    a.locator('.game-card[data-game="tracers"] [data-action="play-friend"]').click()
    a.locator("dialog#dialog #start-game").click()
    expect(a.locator("#status")).to_contain_text("Waiting for Dark")
    b = open_in_new_tab(b_ctx, ui, a.url)
    b.locator("#play-both").click()
    ui.click_move(b, "h8-f7", 1)
    ui.click_move(b, "a1-b3", 2)                          # Light's move, made for a
    a = open_in_new_tab(a_ctx, ui, b.url, a)
    expect(a.locator("#news")).to_contain_text("One was played for you")
    a.locator("#take-back-forged").click()
    ui.click_move(a, "a1-c2", 2)
    b = open_in_new_tab(b_ctx, ui, a.url, b)
    expect(b.locator("#message")).to_contain_text("took back the move you played for them")
    expect(b.locator("#fork")).to_have_count(0)
    assert ui.record_of(b) == ui.record_of(a)
    ui.go(b, "#/saved")
    expect(b.locator(".save-group.earlier")).to_contain_text("a1 to b3")
    assert len(saves(ui, b)) == 2
    assert not ui.problems(a) and not ui.problems(b)
