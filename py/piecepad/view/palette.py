"""The colours of the site: one table, the only place a colour is written.

Every colour is a CSS custom property with a value per theme. ``CORE`` holds the page's
and the boards' own; each game adds its seat colours as ``PALETTE`` in its folder's
``picture.py`` (the dark theme: what differs). From these ``tools/build.py`` writes the
stylesheet's theme blocks into ``assets/app.css`` (``stylesheet()``), and the pictures
(``piecepad.view.diagram``) read the same values, so a picture in the dark theme is the board
as the dark page shows it. docs/themes.md says how to add a colour.
"""

import importlib

THEMES = ("light", "dark")

_LIGHT = {
    # the page
    "--ink": "#1d2433", "--ink-soft": "#4e5465", "--paper": "#f6f3ec", "--panel": "#fffdf8", "--line": "#c9c1b0",
    "--accent": "#2b3a55", "--accent-ink": "#fff", "--link": "#2b4a85", "--focus": "#1565c0",
    "--header-bg": "#2b3a55", "--header-ink": "#fff", "--button-bg": "#fff", "--field-bg": "#fff",
    "--error-bg": "#fdecea", "--error-line": "#c0392b", "--info-bg": "#eaf2fb", "--info-line": "#a9c4e4",
    "--ok-bg": "#e7f6ec", "--ok-line": "#1f7a4f", "--ok-ink": "#145a2a", "--bad-bg": "#fbe0dc", "--bad-ink": "#8a1c10",
    "--warn-bg": "#fdf0e6", "--warn-line": "#d9a06a", "--warn-ink": "#7a4b00",
    "--prompt-bg": "#fff8e6", "--prompt-line": "#e2c27a", "--boot-error": "#ffd7d7",
    "--shadow": "rgba(0, 0, 0, .25)", "--backdrop": "rgba(20, 24, 36, .45)",
    # boards: squares, coordinates and what the turn shows
    "--sq-light": "#f2e9d6", "--sq-dark": "#e3d4b5", "--cell-line": "#b9a98a", "--coord": "#6b6250",
    "--tray-bg": "rgba(255, 255, 255, .4)",
    "--target": "#2b6cb0", "--target-ink": "#fff", "--target-bg": "#e4eefb", "--target-marking": "#6b2c91",
    "--last": "#f2b84b", "--last-tint": "rgba(242, 184, 75, .55)",
    "--movable": "rgba(43, 58, 85, .35)", "--selected": "#2b3a55",
    "--capture": "#c0392b", "--preview": "#7b3fa0",
    "--piece-edge": "#1a1a1a", "--piece-halo": "#fff", "--piece-shadow": "rgba(0, 0, 0, .3)",
    "--coin-ring": "rgba(255, 255, 255, .35)",
    "--mark-sq-light": "#eeeae0", "--mark-sq-dark": "#e4dfd3",
    "--tag-bg": "rgba(255, 255, 255, .88)", "--tag-ink": "#1a1a1a",
    "--track-paper": "#f7f3ea", "--track": "#3b3f4a", "--track-lit": "#9a6700",
}
# The dark theme: what differs from the light one.
_DARK = {
    "--ink": "#e8e6e1", "--ink-soft": "#aeb3c0", "--paper": "#15181f", "--panel": "#1d212b", "--line": "#3f4556",
    "--accent": "#8fb3ff", "--accent-ink": "#0f1626", "--link": "#9fc1ff", "--focus": "#8ab4f8",
    "--header-bg": "#222b42", "--header-ink": "#eef1f8", "--button-bg": "#272c38", "--field-bg": "#15181f",
    "--error-bg": "#3a1f22", "--error-line": "#f07b6e", "--info-bg": "#1c2a3d", "--info-line": "#46689a",
    "--ok-bg": "#16301f", "--ok-line": "#3fae74", "--ok-ink": "#9be0b4", "--bad-bg": "#3d1f1b", "--bad-ink": "#ffb4a8",
    "--warn-bg": "#33261a", "--warn-line": "#a8763f", "--warn-ink": "#f0c080",
    "--prompt-bg": "#2e2819", "--prompt-line": "#8a7440", "--boot-error": "#ffd7d7",
    "--shadow": "rgba(0, 0, 0, .5)", "--backdrop": "rgba(0, 0, 0, .6)",
    "--sq-light": "#363b47", "--sq-dark": "#2c303a", "--cell-line": "#4b5162", "--coord": "#aaa392",
    "--tray-bg": "rgba(255, 255, 255, .05)",
    "--target": "#8ab4f8", "--target-ink": "#0f1626", "--target-bg": "#1e2d47", "--target-marking": "#d3a6f5",
    "--last": "#f2b84b", "--last-tint": "rgba(242, 184, 75, .18)",
    "--movable": "rgba(232, 230, 225, .4)", "--selected": "#e8e6e1",
    "--capture": "#ff7b6b", "--preview": "#c79bea",
    "--piece-edge": "#0d0f14", "--piece-halo": "rgba(0, 0, 0, 0)", "--piece-shadow": "rgba(0, 0, 0, .5)",
    "--coin-ring": "rgba(255, 255, 255, .3)",
    "--mark-sq-light": "#30343e", "--mark-sq-dark": "#282c35",
    "--tag-bg": "rgba(18, 20, 26, .85)", "--tag-ink": "#f0eee8",
    "--track-paper": "#262a33", "--track": "#c8ccd6", "--track-lit": "#f2b400",
}
CORE = {"light": _LIGHT, "dark": _DARK}


def game_palette(game_id):
    """A game's own colours: {"light": {...}, "dark": {what differs}} (may be empty)."""
    from .. import catalogue
    name = catalogue.entry(game_id).picture
    module = importlib.import_module(name) if name else None
    return getattr(module, "PALETTE", {})


def colours(theme, game_id=None):
    """name -> value in ``theme``: the core colours, then the game's."""
    if theme not in THEMES:
        raise ValueError(f"theme must be one of {', '.join(THEMES)}, not {theme!r}")
    own = game_palette(game_id) if game_id else {}
    found = {**_LIGHT, **own.get("light", {})}
    if theme == "dark":
        found.update(_DARK)
        found.update(own.get("dark", {}))
    return found


def tables():
    """((light, dark-overrides) of the core, then of each game in catalogue order)."""
    from .. import games
    yield "the page and the boards", _LIGHT, _DARK
    for game_id in games.ids():
        own = game_palette(game_id)
        if own:
            yield game_id, own.get("light", {}), own.get("dark", {})


def stylesheet():
    """The theme blocks of assets/app.css: the light theme on :root, the dark one when
    chosen (data-theme=dark) and again for Auto on a dark system (the same values)."""
    light, dark = [], []
    for title, lt, dk in tables():
        light.append(_block(title, lt, "  "))
        if dk:
            dark.append(_block(title, dk, "  "))
    dark_text = "\n".join(dark)
    return (":root {\n  color-scheme: light;\n" + "\n".join(light) + "\n}\n"
            ":root[data-theme=dark] {\n  color-scheme: dark;\n" + dark_text + "\n}\n"
            "@media (prefers-color-scheme: dark) {\n  :root:not([data-theme=light]) {\n"
            "    color-scheme: dark;\n" + _indent(dark_text) + "\n  }\n}")


def _block(title, values, pad):
    lines = [f"{pad}/* {title} */"]
    line = pad
    for name, value in values.items():
        decl = f"{name}: {value};"
        if len(line) + len(decl) > 96 and line.strip():
            lines.append(line.rstrip())
            line = pad
        line += decl + " "
    lines.append(line.rstrip())
    return "\n".join(lines)


def _indent(text):
    return "\n".join("  " + line for line in text.splitlines())
