"""The searches the glue runs in slices for the app, each as a job: the computer's
move, a hint, an analysis. The glue has one runner for all three (py/glue.py
``run``): it calls ``begin()`` for the search, steps it while ``wanted()`` and the
position is still on screen, gives ``report()`` every ``every`` seconds, takes the
``answer()``, hands the memory back, waits out ``pause``, gives ``finish()`` the
answer if the position is still on screen, and shows the page if ``end()`` says so.
The App makes them: ``computer_job()``, ``hint_job()``, ``analysis_job()``.
"""

MIN_COMPUTER_PAUSE = 0.5     # seconds a computer move takes at least, so it can be followed
ANALYSIS_PAINT_S = 0.5    # how often a running analysis shows what it found


class Job:
    pause = 0.0           # seconds from the start the answer waits at least
    every = None          # seconds between reports while it runs (None: no reports)

    def __init__(self, app, token):
        self.app, self.token = app, token

    def begin(self):
        """The search (step, best, release; report for an analysis), or None."""
        return None

    def wanted(self):
        return True

    def report(self, search):
        """Show what the search found so far."""

    def answer(self, search, finished):
        """What ``finish`` gets: the best move's text (None when stopped early)."""
        if not finished:
            return None
        best = search.best()
        return best and best.text

    def finish(self, answer, finished):
        """The search ended (``finished``: not stopped) and its position is on screen."""

    def end(self):
        """Always, last: True to show the page again."""
        return True


class ComputerMove(Job):
    """The computer's move: never instant, so it can be followed."""
    pause = MIN_COMPUTER_PAUSE
    played = False

    def begin(self):
        return self.app.search(self.token)

    def finish(self, answer, finished):
        if finished and answer is not None:
            self.app.computer_play(self.token, answer)
            self.played = self.app.position_token() != self.token   # it rendered

    def end(self):
        app = self.app
        if app.computing == self.token:
            app.computing = None
            app.thinking = False
        if not self.played:           # the page on show still says it is thinking
            app.render()
        return True


class Hint(Job):
    """The move the computer would make for the person to move, shown, not played."""
    shown = False
    typed = False         # asked in the move field: answered there, the focus kept

    def begin(self):
        return self.app.hint_search(self.token)

    def finish(self, answer, finished):
        if finished:
            self.app.show_hint(self.token, answer, self.typed)
            self.shown = True

    def end(self):
        return self.shown


class Analysing(Job):
    """An analysis of the position on show: it ends when done, stopped, or once the
    position on screen changes (the next show starts one for the new position). The
    page is painted at once (its Stop button), then every ``every`` seconds."""
    every = ANALYSIS_PAINT_S

    def begin(self):
        search = self.app.analysis_search(self.token)
        if search is not None:
            self.app.render()
        return search

    def wanted(self):
        return self.app.analysis_wanted(self.token)

    def report(self, search):
        self.app.show_analysis(self.token, search.report())

    def answer(self, search, finished):
        return search.report()

    def finish(self, answer, finished):
        self.app.show_analysis(self.token, answer, running=False)

    def end(self):
        desk = self.app.services.analysis
        if desk.running == self.token:
            desk.running = None
        self.app.render()
        return True
