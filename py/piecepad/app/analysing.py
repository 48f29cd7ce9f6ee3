"""The analysis mode of a game page: on, paused or off, and what it found.

The glue runs the search (ai/analysis) in slices, as it does the computer's; this
holds what it needs to know: whether an analysis is wanted for the position on
screen, and the latest report, tied to the position token it was made for, so a
report never shows over another position. Analysis reads the game, never plays.
"""


class Desk:
    def __init__(self):
        self.on = False           # the player asked for analysis (it follows the position)
        self.paused = False       # stopped by the player: no search until Resume
        self.token = None         # the position the report belongs to
        self.report = None
        self.running = None       # the token a search is running for

    def toggle(self):
        self.on = not self.on
        self.paused = False
        if not self.on:
            self.report = self.token = None

    def report_for(self, token):
        return self.report if self.on and token == self.token else None

    def due(self, token, computer_to_move):
        """The token to start an analysis for, or None: analysis on, not paused, not
        already running there, and not while the computer is about to move (the two
        would share the thread, and the position is about to change)."""
        if not self.on or self.paused or token is None or computer_to_move:
            return None
        if self.running == token or (self.token == token and self.report is not None
                                     and self.report.done):
            return None
        return token

    def wanted(self, token, current):
        return self.on and not self.paused and token == current

    def show(self, token, report):
        self.token, self.report = token, report


def panel_html(desk, session, token):
    """The analysis section for the game page on screen (``token``: its position), or
    "" when it is off."""
    from ..view import analysis
    if not desk.on or session is None:
        return ""
    report = desk.report_for(token)
    return analysis.panel(session.state, report, desk.running == token and not desk.paused,
                          desk.paused)
