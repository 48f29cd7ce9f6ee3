"""DOM glue: routes browser events into piecepad.app.controller.App and swaps
the HTML it renders. No game logic and no HTML building here.

Importing it touches no browser object, so the build's memory snapshot holds it
imported and compiled (tools/pyodide_snapshot.mjs); py/main.py calls start() in the
page."""

import asyncio
import gc
import random
import time
import traceback

from pyodide.ffi import create_once_callable, create_proxy, to_js

from piecepad.app.controller import App
from piecepad.app.jobs import MIN_COMPUTER_PAUSE
from piecepad.app.saves import MemoryStore, StoreError

# The page's objects: set by start(), once the page exists.
Object = console = document = performance = window = None
location = app = root = dialog = live = None

SLICE_MS = 8      # search work in one task: input stays responsive
FRAME_MS = 30     # search work (several slices) between two frames of the page
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, 1), "ArrowDown": (0, -1)}


class LocalStore:
    """localStorage, with every failure (blocked, full) turned into StoreError."""

    def __init__(self):
        try:
            self.ls = window.localStorage
            self.ls.getItem("piecepad:probe")
        except Exception as e:  # a cross-site iframe throws on mere access
            raise StoreError(str(e)) from None

    def _guard(self, fn, *args):
        try:
            return fn(*args)
        except Exception as e:
            raise StoreError(str(e)) from None

    def get(self, key):
        value = self._guard(self.ls.getItem, key)
        # A missing key is JS null, which Pyodide hands over as a falsy JsNull, not None.
        return value if isinstance(value, str) else None

    def set(self, key, value):
        self._guard(self.ls.setItem, key, value)

    def remove(self, key):
        self._guard(self.ls.removeItem, key)

    def keys(self):
        return [str(self._guard(self.ls.key, i)) for i in range(self._guard(lambda: self.ls.length))]


def make_store():
    try:
        return LocalStore()
    except StoreError:
        return BrokenStore()


class BrokenStore:
    """Storage that refuses everything: Saves then falls back to memory once."""

    def _fail(self, *args):
        raise StoreError("storage is blocked")

    get = set = remove = keys = _fail


seen = {"hash": None}     # the address's hash as last read or written by the app


def navigated():
    """The player changed the address (back, a link, typing) and the app has not
    caught up yet: its hashchange event is still queued."""
    return seen["hash"] is not None and str(location.hash) != seen["hash"]


def follow_address():
    """Open what the address says, before anything else can rewrite it: a late
    computer move must never undo a navigation."""
    if navigated():
        seen["hash"] = str(location.hash)
        app.open(seen["hash"])


def guarded(handler):
    """Every way into Python from the page: a handler that raises is logged to the
    console, and the player sees one calm line, never a traceback."""
    def run(*args):
        try:
            return handler(*args)
        except Exception:
            recover()
    return run


def recover():
    console.error(traceback.format_exc())
    app.fail()
    try:
        paint()
    except Exception:
        console.error(traceback.format_exc())
        root.textContent = "Something went wrong; your game is saved. Reload the page."


def show(refocus=False):
    follow_address()
    token = computer_due()
    paint(refocus)
    if token is not None:
        asyncio.ensure_future(think(token))
    looking = app.analysis_due()
    if looking is not None:
        asyncio.ensure_future(analyse(looking))
    if app.autoplay and not autoplaying["on"]:
        asyncio.ensure_future(autoplay())


autoplaying = {"on": False}


async def autoplay():
    """Step the game on show every ``app.autoplay`` seconds until it stops (the end,
    or anything else the player does)."""
    autoplaying["on"] = True
    try:
        while app.autoplay:
            await asyncio.sleep(app.autoplay)
            if not app.autoplay:
                break
            follow_address()
            app.autoplay_step()
            show()
    except Exception:
        recover()
    finally:
        autoplaying["on"] = False


painted = {"dialog": None}        # the dialog HTML on screen


def put_page(html):
    """The page's new HTML on screen: only what changed is replaced (assets/morph.js),
    or all of it if that script is missing."""
    morph = getattr(window, "piecepadMorph", None)
    if morph is None:
        root.innerHTML = html
    else:
        morph(root, html)


TYPED = "type-move"        # the "Type a move" field's id (view/pages.type_move_form)


def paint(refocus=False):
    # Form fields are replaced by every repaint (assets/morph.js): a computer's move
    # arriving while a player types must not take the typed text or the focus away.
    active = document.activeElement
    typing = bool(active) and str(active.id or "") == TYPED and not app.focus_selector
    draft = str(active.value) if typing else ""
    put_page(app.page_html)
    if typing:
        field = document.getElementById(TYPED)
        if field:
            field.value = draft
            field.focus()
    slide_last_move()
    if app.dialog_html is None:
        painted["dialog"] = None
        if dialog.open:
            dialog.close()
    elif app.dialog_html != painted["dialog"] or refocus:
        # Only when it changed: a page repainted behind the dialog (a computer's
        # move) must not wipe what the player is choosing in it.
        painted["dialog"] = dialog.innerHTML = app.dialog_html
        if not dialog.open:
            dialog.showModal()
        faulty = dialog.querySelector('[aria-invalid="true"]')
        if faulty:
            faulty.focus()
    if app.hash != str(location.hash) and not (app.hash == "#/" and not str(location.hash)):
        # Moves replace the entry, so the back button is not flooded with them.
        (window.history.pushState if app.push else window.history.replaceState)(None, "", app.hash)
    seen["hash"] = str(location.hash)
    app.push = False
    if document.title != app.title:
        document.title = app.title
    if app.announcement:
        live.textContent = app.announcement
        app.announcement = ""
    # In the next frame, not now: reading the list's layout here would force a layout
    # inside this task, the longest part of a repaint (docs/ai.md, Stalls).
    window.requestAnimationFrame(create_once_callable(scroll_move_list))
    selector, app.focus_selector = app.focus_selector, None   # cleared first: never retried
    if selector:
        try:
            target = root.querySelector(selector)
        except Exception:        # not a valid selector: the focus stays where it is
            target = None
        if target:
            target.focus()


MOVERS = ".coin, .pawn, .chevron"     # the pieces a step moves, as the views draw them
SLIDE_MS = 180
shown = {"at": None}                  # (game, ply) painted last


def slide_last_move():
    """When the page shows the ply after the one painted before (a move, or a step
    of replay), the piece that moved slides from its square to its new one. The
    engine's last move says which; nothing moves when the system asks for less motion."""
    s = app.session
    at = None if s is None else (s.save_id, s.cursor)
    before, shown["at"] = shown["at"], at
    if at is None or before != (at[0], at[1] - 1):
        return
    move = s.last_move
    if move is None or not move.is_step or move.target in (None, "off") or \
            window.matchMedia("(prefers-reduced-motion: reduce)").matches:
        return
    origin = root.querySelector(f'[data-sq="{move.origin}"]')
    target = root.querySelector(f'[data-sq="{move.target}"]')
    piece = target.querySelector(MOVERS) if target else None
    if not (origin and piece):
        return
    a, b = origin.getBoundingClientRect(), target.getBoundingClientRect()
    frames = [{"transform": f"translate({a.left - b.left}px, {a.top - b.top}px)"},
              {"transform": "none"}]
    piece.animate(to_js(frames, dict_converter=Object.fromEntries),
                  to_js({"duration": SLIDE_MS, "easing": "ease-out"},
                        dict_converter=Object.fromEntries))


running = {"token": None}   # the position a computer search is running for
searching = {"count": 0}    # searches alive (the cycle collector waits for them)
frames = {"live": True}     # the page paints frames (not hidden, not an offscreen frame)


def next_frame():
    """A future done once the page has had the next animation frame, or after 100 ms
    without one: then ``frames["live"]`` is False (an embed scrolled out of view gets
    no frames) until the frame asked for comes after all."""
    future = asyncio.get_event_loop().create_future()

    def painted(*_):
        frames["live"] = True
        if not future.done():
            future.set_result(None)

    def late(*_):
        if not future.done():
            frames["live"] = False
            future.set_result(None)
    window.requestAnimationFrame(create_once_callable(painted))
    window.setTimeout(create_once_callable(late), 100)
    return future


def computer_due():
    """If the computer is to move in a position it has not started on: mark it
    thinking (rendered in the page about to be painted, one paint, not two) and
    return the position's token; else None."""
    token = app.position_token()
    if app.computer_level() is None or running["token"] == token:
        return None
    running["token"] = token
    app.thinking = True
    app.render()
    return token


async def give_thread(since):
    """Give the browser the thread between two slices of search: normally for one turn
    of its loop; once the slices since ``since`` (time.perf_counter()) reach FRAME_MS,
    until the next frame, so the page keeps painting (tasks back to back from a
    message channel left Chrome some 8 frames a second). Returns the new ``since``."""
    if frames["live"] and (time.perf_counter() - since) * 1000 >= FRAME_MS \
            and not document.hidden:
        await next_frame()
        return time.perf_counter()
    await asyncio.sleep(0)
    return since


async def run_search(search, token):
    """Step a search in short slices, giving the browser the thread between them.
    Returns (finished, its decision's text or None): not finished if the position
    changed meanwhile (undo, new game).

    Its memory is handed back in slices too, and the cycle collector is off while it
    lives: a collection over its tree of states, or the tree freed at once, took
    30-130 ms in one go, a visible freeze. The tree holds no cycles, so once it is
    freed the collector meets a small heap."""
    searching["count"] += 1
    gc.disable()
    since = time.perf_counter()
    try:
        while not search.step(SLICE_MS):
            since = await give_thread(since)
            if not current(token):
                return False, None
        best = search.best()
        return True, best and best.text
    finally:
        while not search.release(SLICE_MS):
            since = await give_thread(since)
        del search
        searching["count"] -= 1
        if not searching["count"]:       # a hint's search and the computer's may overlap
            gc.enable()


def current(token):
    """Is the position ``token`` was taken at still the one on screen?"""
    follow_address()
    return app.position_token() == token


async def think(token):
    """The computer's move for the position of ``token``. Every pause gives the
    page the thread, and after each the position is checked: an undo, a new game or
    another page in the meantime drops the search and its answer."""
    started = time.monotonic()
    played = False
    try:
        # The first time, importing the computer player and the game's heuristics
        # takes tens of milliseconds: each in a task of its own, not with a slice.
        import piecepad.ai  # noqa: F401
        await asyncio.sleep(0)
        search = app.search(token) if current(token) else None
        if search is None:
            return
        await asyncio.sleep(0)
        finished, text = await run_search(search, token)
        if finished and text is not None:
            rest = MIN_COMPUTER_PAUSE - (time.monotonic() - started)
            if rest > 0:
                await asyncio.sleep(rest)   # a move can be followed, never instant
            if current(token):
                app.computer_play(token, text)
                played = app.position_token() != token   # computer_play rendered it
    except Exception:
        recover()
    finally:
        if running["token"] == token:
            running["token"] = None
            app.thinking = False
    try:
        if not played:              # the page on show still says it is thinking
            app.render()
        show()
    except Exception:
        recover()


async def hint(token):
    try:
        search = app.hint_search(token) if current(token) else None
        if search is None:
            return
        finished, text = await run_search(search, token)
        if finished and current(token):
            app.show_hint(token, text)
            show()
    except Exception:
        recover()


def keep_focus():
    """Ask the next paint to put the keyboard focus back where it is now (a square, or
    a control with an id): a repaint nobody asked for must not throw a keyboard
    player off."""
    active = document.activeElement
    if app.focus_selector or not active or not root.contains(active):
        return
    if active.hasAttribute("data-sq"):
        app.focus_selector = f'[data-sq="{active.dataset.sq}"]'
    elif active.id:
        app.focus_selector = "#" + str(window.CSS.escape(active.id))


def repaint_keeping_focus():
    keep_focus()
    paint()


ANALYSIS_PAINT_S = 0.5    # how often a running analysis shows what it found


async def analyse(token):
    """Analyse the position of ``token`` in slices (as the computer thinks), showing
    what is found every ANALYSIS_PAINT_S; it ends when done, stopped, or once the
    position on screen changes (show() then starts one for the new position)."""
    search = None
    try:
        search = app.analysis_search(token) if current(token) else None
        if search is None:
            return
        searching["count"] += 1
        gc.disable()
        app.render()                     # its Stop button, at once
        repaint_keeping_focus()
        since = shown = time.perf_counter()
        while not search.step(SLICE_MS):
            since = await give_thread(since)
            if not (current(token) and app.analysis_wanted(token)):
                break
            if time.perf_counter() - shown >= ANALYSIS_PAINT_S:
                app.show_analysis(token, search.report())
                repaint_keeping_focus()
                shown = time.perf_counter()
        app.show_analysis(token, search.report(), running=False)
        while not search.release(SLICE_MS):
            since = await give_thread(since)
    except Exception:
        recover()
    finally:
        if search is not None:
            searching["count"] -= 1
            if not searching["count"]:
                gc.enable()
        if app.services.analysis.running == token:
            app.services.analysis.running = None
    try:
        app.render()
        keep_focus()
        show()
    except Exception:
        recover()


def scroll_move_list(*_):
    """Keep the move shown in view inside the move list, without scrolling the page
    (scrollIntoView would)."""
    box = root.querySelector(".move-list")
    current = root.querySelector(".ply.current")
    if box and current:   # .move-list is position: relative, so offsetTop is inside it
        bottom = current.offsetTop + current.offsetHeight + 4
        box.scrollTop = max(0, bottom - box.clientHeight)


def on_click(event):
    follow_address()
    el = event.target.closest("[data-sq], [data-action]")
    if not el:          # JS null arrives as a falsy JsNull
        return
    data = el.dataset
    if el.hasAttribute("data-sq") and root.contains(el):
        app.tap(str(data.sq))
    else:
        action = str(data.action)
        if action == "copy":
            copy_field(str(data.copy), el)
            return
        if action == "download":
            download(str(data.kind))
            return
        if action == "send":
            send_link()
            return
        if action == "hint" and app.session is not None:
            asyncio.ensure_future(hint(app.position_token()))
            return
        if el.tagName == "SELECT":      # its choice arrives as a change event
            return
        values = {k: str(getattr(data, k)) for k in ("move", "ply", "game", "save")
                  if getattr(data, k, None) is not None}
        app.action(action, **values)
    show()


def say_in_dialog(text):
    """The Share dialog's status line (a live region: a screen reader hears it too)."""
    status = dialog.querySelector("#copy-status")
    if status:
        status.textContent = text


def copy_field(field_id, button):
    """Copy a Share dialog field; say so on the button and in the status line, or ask
    the reader to copy the selected text when the clipboard refuses."""
    label = {"share-link": "Link", "share-html": "HTML", "share-md": "Markdown",
             "share-embed": "Embed", "share-viewer": "Embed",
             "share-ppn": "PPN"}.get(field_id, "Text")

    def done(ok):
        if ok:
            say_in_dialog(f"{label} copied.")
            button.textContent = "Copied ✓"
            window.setTimeout(create_once_callable(lambda: setattr(button, "textContent", "Copy")),
                              2000)
        else:
            say_in_dialog(f"{label} selected: press Ctrl+C (or ⌘C) to copy it.")
    window.piecepadShare.copy(field_id).then(create_proxy(guarded(done)))


SENT = {"shared": "Sent.", "copied": "Link copied.", "cancelled": "",
        "failed": "This browser would not copy it: the link is in Share."}


def send_link():
    """Send: the system share sheet where the browser has one, else the link copied
    (assets/share.js); the words and the link come from Python."""
    if app.session is None:
        return
    title, text, url = app.send_data()
    paint()                 # a game sent for the first time: its id goes into the address

    def done(result):
        status = root.querySelector("#send-status")
        if status:
            status.textContent = SENT.get(str(result), "")
    window.piecepadShare.send(title, text, url).then(create_proxy(guarded(done)))


def download(kind):
    """Save a picture of the game on show: SVG, PNG (drawn from the SVG) or animated;
    or the game as a PPN file."""
    if app.session is None:
        return
    name, mime, text = app.picture(kind)
    if text is None:             # no PPN for this game: the dialog offered no button
        return
    if kind == "png":
        from piecepad.view.share import PNG_SCALE
        def failed(error):
            say_in_dialog(f"No PNG: {error}. The SVG works everywhere.")
        window.piecepadShare.png(name, text, PNG_SCALE).then(
            create_proxy(guarded(lambda size: say_in_dialog(f"Saved {name}."))),
            create_proxy(guarded(failed)))
    else:
        window.piecepadShare.download(name, mime, text)
        say_in_dialog(f"Saved {name}.")


REPLAY_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}


def on_page_key(event):
    """Left and right arrows (Home, End) step through the game when the board does
    not have the focus (there they move the focus) and no field or dialog takes keys."""
    name = REPLAY_KEYS.get(str(event.key))
    if (name is None or app.session is None or dialog.open or event.altKey or event.ctrlKey
            or event.metaKey or event.shiftKey):
        return
    target = event.target
    if target.closest("[data-sq], [data-keys], input, select, textarea, [contenteditable]"):
        return
    event.preventDefault()
    follow_address()
    app.action(name)
    show()


def on_change(event):
    """A setting chosen from a list in the page (the autoplay speed)."""
    el = event.target
    if not el.matches("select[data-action]") or not root.contains(el):
        return
    follow_address()
    app.action(str(el.dataset.action), value=str(el.value))
    show()


def on_key(event):
    """Arrow keys on the board, and on the controls they reach past its edge
    (data-keys: the buttons of moves not made on the board)."""
    if str(event.key) not in ARROWS or event.altKey or event.ctrlKey or event.metaKey:
        return
    cell = event.target.closest("[data-sq]")
    control = None if cell else event.target.closest("[data-keys][data-move]")
    if not cell and not control:
        return
    event.preventDefault()
    follow_address()
    if cell:
        app.key(str(cell.dataset.sq), *ARROWS[str(event.key)])
    else:
        app.key_beyond(str(control.dataset.move), *ARROWS[str(event.key)])
    show()


def on_preview(event):
    """Hover or focus on a destination outlines the squares its move would mark.
    The view put those squares in data-path; this only toggles a class."""
    for el in root.querySelectorAll(".previewing"):
        el.classList.remove("previewing")
    cell = event.target.closest("[data-path]") if event.type in ("pointerover", "focusin") else None
    if not cell:
        return
    for name in str(cell.dataset.path).split():
        el = root.querySelector(f'[data-sq="{name}"]')
        if el:
            el.classList.add("previewing")


def on_submit(event):
    form = event.target
    if form.classList.contains("open-game"):      # "Open a game" (app/open_game.py)
        event.preventDefault()
        follow_address()
        app.action("open-game-text", text=str(form.querySelector("textarea").value))
        show(refocus=True)
        return
    if not form.classList.contains("new-game"):
        return
    event.preventDefault()
    values = {}
    for el in form.querySelectorAll("select, input"):
        values[str(el.name)] = str(el.value)
    follow_address()
    app.start_game(str(form.dataset.game), values)
    show(refocus=True)


def on_lesson_form(event):
    """The lesson writer's form (app/learn.py): its fields go to the action it names."""
    form = event.target
    if not (form.classList.contains("lesson-form") or form.classList.contains("action-form")):
        return
    event.preventDefault()
    follow_address()
    app.action(str(form.dataset.submit), **lesson_fields(form))
    show()


def lesson_fields(form):
    return {str(el.name): str(el.value) for el in form.querySelectorAll("input, textarea")}


def on_lesson_input(event):
    """Typing in the lesson writer's fields: the app keeps the text, so a move played
    on the board (which draws the page again) keeps it on screen."""
    form = event.target.closest("form.lesson-form")
    if form:
        app.action("learn-write-draft", **lesson_fields(form))


def on_hash(_event):
    seen["hash"] = str(location.hash)
    app.open(seen["hash"])
    show()


def on_storage(event):
    """Another tab wrote to storage: the app checks whether it was the game on show."""
    key = event.key
    app.storage_changed(key if isinstance(key, str) else None)   # null: storage cleared
    show()


def on_dialog_close(_event):
    """The dialog closed by itself (Escape): the app hears of it as of its Close
    button (the focus goes back to the board). A close by paint() is already known."""
    if painted["dialog"] is None or dialog.open:
        return
    painted["dialog"] = None
    follow_address()
    app.action("close-dialog")
    show()


def start():
    """Open the page's address, paint it and listen: the page's one call."""
    global Object, console, document, performance, window, location, app, root, dialog, live
    import js
    Object, console, document, performance, window = (
        js.Object, js.console, js.document, js.performance, js.window)
    # A restored memory snapshot (assets/runtime.mjs) brings back the build machine's
    # random state: draw a fresh one, so no two visits share it.
    random.seed()
    location = window.location
    query = window.URLSearchParams.new(location.search)
    embed = bool(query.has("embed"))
    # An embed never touches storage, whatever the browser allows: it is a view of the
    # game in its address, not a place to keep games (a same-site embed could otherwise
    # list and delete the site's saves).
    app = App(MemoryStore() if embed else make_store(), embed=embed,
              clock=lambda: time.time() * 1000, base_url=f"{location.origin}{location.pathname}",
              embed_seats=str(query.get("seats") or ""), viewer=bool(query.has("view")))
    root = document.getElementById("app")
    dialog = document.getElementById("dialog")
    live = document.getElementById("live")
    for target, kind, handler in ((document, "click", on_click), (root, "keydown", on_key),
                                  (document, "keydown", on_page_key), (root, "change", on_change),
                                  (dialog, "submit", on_submit), (window, "hashchange", on_hash),
                                  (root, "submit", on_lesson_form),
                                  (root, "input", on_lesson_input),
                                  (dialog, "close", on_dialog_close), (window, "storage", on_storage),
                                  (root, "pointerover", on_preview), (root, "focusin", on_preview),
                                  (root, "pointerout", on_preview), (root, "focusout", on_preview)):
        target.addEventListener(kind, create_proxy(guarded(handler)))

    seen["hash"] = str(location.hash)
    guarded(app.open)(seen["hash"])
    guarded(show)()
    root.removeAttribute("aria-busy")
    root.classList.remove("skeleton")      # first-paint.js's stand-in for a game link
    performance.mark("piecepad:rendered")
    document.documentElement.setAttribute("data-py-ready", "")
