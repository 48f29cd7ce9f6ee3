"""Dodg'em in PPN (piecepad.ppn): piecepackr's "Dodgem" in Schoessow's layout (coins on
the left and right edges, as ours), a coin leaving the board written ``*f3``."""

from ...errors import RecordError, excerpt
from ...i18n import N_, T
from ...ppn import REMOVE, Mapping, normal


class DodgemMapping(Mapping):
    name, variant = "Dodgem", "schoessow"
    title = "Dodg'em"
    allowed = N_("a1-b1 (a step) or *f3 (bearing off)")

    def check_type(self, extra):
        variant = extra.pop("variant", None)
        if variant is None or normal(variant) != "schoessow":
            raise RecordError(T("this PPN sets up Dodgem in the {variant} layout (coins on "
                                "the left and bottom edges); Piecepad plays Schoessow's layout "
                                "(Variant: schoessow)",
                                variant=excerpt(variant) if variant else "vout"))
        nrows = extra.pop("nrows", 6)
        if str(nrows) != "6":
            raise RecordError(T("Piecepad plays Dodg'em on a 6 by 6 board, not NRows {nrows}",
                                nrows=excerpt(nrows)))

    def ours(self, token):
        removed = REMOVE.match(token)
        if removed:
            return f"{removed.group(1)}-off"
        return super().ours(token)


MAPPING = DodgemMapping()
