"""Tracers in PPN (piecepad.ppn): a capture written ``d4:d5``, our words after a move
("via b1,b2", "nomark") kept as the comment that follows it."""

from ...i18n import N_
from ...ppn import EXTENSION, STEP, Mapping


class TracersMapping(Mapping):
    name = "Tracers"
    title = "Tracers"
    allowed = N_("a1-b3 (a knight move) or d4:d5 (a capture)")

    def guess_options(self, groups):
        """A first move from a1 means Light moved first (two pawns start in opposite
        corners)."""
        for _, items in groups:
            for kind, token in items:
                if kind == "move":
                    return {"first_player": "light"} if token.startswith("a1") else {}
        return {}

    def extension(self, items, k):
        if k + 1 < len(items) and items[k + 1][0] == "comment" and items[k + 1][1] \
                and EXTENSION.match(items[k + 1][1]):
            return " " + items[k + 1][1]
        return ""

    def ours(self, token):
        step = STEP.match(token)
        if step and step.group(2) == ":":
            return f"{step.group(1)}x{step.group(3)}"
        return super().ours(token)


MAPPING = TracersMapping()
