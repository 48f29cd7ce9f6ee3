"""The play session: selection, legal destinations from the engine, undo/redo, focus."""

from piecepad.app.session import Session


def test_tap_selects_then_moves():
    s = Session.new("dodgem")
    assert s.movable() == {"a1", "a2", "a3", "a4", "a5"}
    assert s.tap("a5") is False and s.selected == "a5"
    assert s.targets() == {"a6": "a5-a6", "b5": "a5-b5"}
    assert s.tap("a6") is True
    assert s.line.moves == ("a5-a6",) and s.selected is None
    assert s.announcement == "Red a5 to a6. Green to move."


def test_illegal_tap_explains_in_players_words():
    s = Session.new("dodgem")
    s.tap("a1")
    assert s.tap("c1") is False
    kind, text = s.message
    assert kind == "error" and text == "A coin moves one square at a time."
    s.tap("f2")   # an opponent's coin: not selectable
    assert s.selected in ("a1", None)


def test_tapping_selected_piece_deselects_and_other_piece_reselects():
    s = Session.new("dodgem")
    s.tap("a1")
    s.tap("a2")
    assert s.selected == "a2"
    s.tap("a2")
    assert s.selected is None


def test_empty_tap_without_selection_gives_guidance():
    s = Session.new("dodgem")
    s.tap("c3")
    assert s.message[0] == "info" and "Red" in s.message[1]


def test_undo_redo_and_branching_replaces_later_moves():
    s = Session.new("dodgem")
    for m in ("a5-a6", "f2-e2", "a1-b1"):
        assert s.play(m)
    assert s.undo() and s.undo()
    assert s.cursor == 1 and s.state.to_move == 1
    assert s.redo() and s.cursor == 2
    s.undo()
    assert s.play("f6-e6")
    assert s.line.moves == ("a5-a6", "f6-e6") and s.cursor == 2
    assert not s.redo()


def test_goto_bounds():
    s = Session.new("dodgem")
    s.play("a5-a6")
    assert not s.goto(5) and not s.goto(-1)
    assert s.goto(0) and s.cursor == 0


def test_bear_off_target_and_forced_pass():
    from piecepad.record import Record
    s = Session(Record.new("dodgem"))
    # Walk a Red coin to the far file: a1 -> f1 takes five steps, Green shuffles.
    for red, green in (("a1-b1", "f2-e2"), ("b1-c1", "e2-d2"), ("c1-d1", "d2-c2"),
                       ("d1-e1", "c2-b2"), ("e1-f1", "b2-b3")):
        s.play(red)
        s.play(green)
    s.tap("f1")
    assert "off" in s.targets()
    assert s.tap("off") and s.line.moves[-1] == "f1-off"


def test_move_focus_stays_on_board():
    s = Session.new("dodgem")
    s.move_focus(-1, 0)
    assert s.focus == "a1"
    for _ in range(10):
        s.move_focus(1, 1)
    assert s.focus == "f6"
