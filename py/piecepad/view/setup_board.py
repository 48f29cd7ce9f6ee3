"""What the games' set-up boards share: an option of the draft (each game's view
draws its set-up board with its own ``look``, from the draft: ``GameView.look``, and
names its classes: ``draft_classes``)."""


def option(setup, name, default):
    """The value of a start option in the editor, as typed (text)."""
    return dict(setup.options).get(name, default)
