"""The analysis section of a game's panel: who is ahead, the best line, the values.

A pure function of the position and the analysis Report (ai/analysis): the bar is
an SVG whose widths are attributes (the site's style policy allows no inline
styles), coloured by the seat classes the boards use.
"""

from ..i18n import current, tr
from .html import button, classes, esc, tag


def panel(state, report, running, paused):
    """``report``: what the analysis found for ``state`` so far (None before its first
    word); ``running``: still searching; ``paused``: stopped by the player."""
    if report is None:
        body = tag("p", tr("Paused.") if paused else tr("Looking at the position…"),
                   class_="analysis-note")
    else:
        body = _bar(state, report) + _verdict(state, report) + _line(state, report) \
            + _values(state, report) + _effort(report, running, paused)
    control = (button(tr("Resume"), "resume-analysis", id="resume-analysis") if paused else
               button(tr("Stop"), "stop-analysis", id="stop-analysis") if running else "")
    return tag("section", tag("h2", tr("Analysis")) + body + tag("div", control, class_="controls"),
               class_=classes("analysis", running and "running"), aria_label=tr("Analysis"),
               aria_busy="true" if running else None, id="analysis")


def _shares(report):
    total = sum(report.seats) or 1.0
    return [x / total for x in report.seats]


def _bar(state, report):
    shares = _shares(report)
    if len(shares) < 2:
        return ""
    rects, x = [], 0.0
    for seat, part in enumerate(shares):
        width = round(100 * part, 2)
        rects.append(f'<rect class="seat-{seat}" x="{round(x, 2)}" y="0" width="{width}" '
                     f'height="10"></rect>')
        x += width
    words = ", ".join(tr("{seat} {n} %", seat=tr(state.seat_name(k)), n=round(100 * p))
                      for k, p in enumerate(shares))
    return ('<svg class="eval-bar" viewBox="0 0 100 10" preserveAspectRatio="none" '
            f'role="img" aria-label="{esc(tr("Chances: {chances}", chances=words))}">'
            + "".join(rects)
            + '<line x1="50" y1="0" x2="50" y2="10" class="eval-mid"></line></svg>')


def _verdict(state, report):
    if report.proven is not None:
        seat, plies = report.proven
        if report.mover is None:
            text = tr("{seat} won.", seat=tr(state.seat_name(seat)))
        else:
            text = tr(("{seat} can force a win ({n} move or fewer).",
                       "{seat} can force a win ({n} moves or fewer)."),
                      seat=tr(state.seat_name(seat)), n=plies)
    elif report.mover is None:
        text = tr("The game is over: a draw.") if len(report.seats) > 1 else \
            tr("The game is over.")
    elif len(report.seats) == 1:
        text = (tr("The puzzle can still be solved from here.") if report.seats[0] >= 0.5
                else tr("No solution from here: undo a move or two."))
    else:
        shares = _shares(report)
        top = max(range(len(shares)), key=shares.__getitem__)
        ahead = shares[top]
        if ahead < 0.5 + 0.04 * (len(shares) - 1) and len(shares) == 2:
            text = tr("About even.")
        else:
            text = tr("{seat} is ahead ({n} %).", seat=tr(state.seat_name(top)),
                      n=round(100 * ahead))
    return tag("p", esc(text), class_="analysis-verdict")


def _line(state, report):
    if not report.line:
        return ""
    items, at = [], state
    for text in report.line:
        try:
            seat = at.to_move
            at = at.play(at.parse(text))
        except Exception:
            break
        who = "" if state.players == 1 else tag("span", esc(tr(state.seat_name(seat))),
                                                 class_=f"who seat-{seat}") + " "
        items.append(tag("li", who + tag("code", esc(text))))
    return tag("p", tr("Best line (numbered on the board):"), class_="analysis-label") \
        + tag("ol", "".join(items), class_="best-line")


def _values(state, report):
    """The best few decisions with their values, in words (the board shows them too)."""
    if not report.values or report.mover is None:
        return ""
    if state.players == 1:
        good = sum(1 for v in report.values.values() if v >= 0.5)
        return tag("p", esc(tr("{good} of {n} possible moves keep the puzzle solvable.",
                               good=good, n=len(report.values))), class_="analysis-label")
    ranked = sorted(report.values.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    whose = tr(state.seat_name(report.mover))
    items = "".join(tag("li", tag("code", esc(text)) + " " + tr("{n} %", n=round(100 * v)))
                    for text, v in ranked)
    return (tag("p", esc(tr("Best moves for {seat} (the board shows the value of each move "
                            "a tap can make; pick a piece first to see its moves):",
                            seat=whose)),
                class_="analysis-label")
            + tag("ul", items, class_="move-values"))


def _effort(report, running, paused):
    count = f"{report.work:,}".replace(",", "\u202f" if current() == "fr" else " ")
    if current() == "de":
        count = f"{report.work:,}".replace(",", ".")
    if report.depth:
        work = tr("{depth} moves deep, {n} positions", depth=report.depth, n=count)
    elif report.work:
        work = tr("{n} playouts", n=count)
    else:
        work = ""
    state = tr("Thinking…") if running else tr("Stopped.") if paused and not report.done \
        else tr("Done.")
    return tag("p", esc(" · ".join(filter(None, [state, work]))), class_="analysis-note")
