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
from dataclasses import dataclass

from pyodide.ffi import create_once_callable, create_proxy, to_js

from piecepad import i18n
from piecepad.app.controller import App
from piecepad.app.saves import MemoryStore, StoreError
from piecepad.i18n import N_, tr


@dataclass
class Page:
    """The glue's one state: the page's objects (set by start(), once the page
    exists) and what the glue keeps track of between events."""
    app: object = None             # the App (piecepad.app.controller)
    window: object = None
    document: object = None
    console: object = None
    performance: object = None
    Object: object = None
    location: object = None
    root: object = None            # #app: the page
    dialog: object = None          # #dialog
    live: object = None            # #live: the live region
    seen_hash: object = None       # the address's hash as last read or written by the app
    painted_dialog: object = None  # the dialog HTML on screen
    shown_at: object = None        # (game, ply) painted last
    autoplaying: bool = False      # the autoplay loop runs
    searches: int = 0              # searches alive (the cycle collector waits for them)
    frames_live: bool = True       # the page paints frames (not hidden, not offscreen)
    badge: object = None           # the count last shown on the app's icon
    shown_session: object = None   # the game last painted (a new one opens at its board)
    down_outside: bool = False     # the last pointer down on the dialog was on its backdrop


page = Page()

SLICE_MS = 8      # search work in one task: input stays responsive
FRAME_MS = 30     # search work (several slices) between two frames of the page
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, 1), "ArrowDown": (0, -1)}


class LocalStore:
    """localStorage, with every failure (blocked, full) turned into StoreError."""

    def __init__(self):
        try:
            self.ls = page.window.localStorage
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


def navigated():
    """The player changed the address (back, a link, typing) and the app has not
    caught up yet: its hashchange event is still queued."""
    return page.seen_hash is not None and str(page.location.hash) != page.seen_hash


def follow_address():
    """Open what the address says, before anything else can rewrite it: a late
    computer move must never undo a navigation."""
    if navigated():
        page.seen_hash = str(page.location.hash)
        page.app.open(page.seen_hash)


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
    page.console.error(traceback.format_exc())
    page.app.fail()
    try:
        paint()
    except Exception:
        page.console.error(traceback.format_exc())
        page.root.textContent = tr("Something went wrong; your game is saved. Reload the page.")


def show(refocus=False):
    follow_address()
    # The computer to move: marked thinking in the page about to be painted.
    jobs = [page.app.computer_job()]
    paint(refocus)
    jobs.append(page.app.asked_hint_job())      # a "hint" typed in the move field
    jobs.append(page.app.analysis_job())
    for job in jobs:
        if job is not None:
            asyncio.ensure_future(run(job))
    if page.app.autoplay and not page.autoplaying:
        asyncio.ensure_future(autoplay())


async def autoplay():
    """Step the game on show every ``app.autoplay`` seconds until it stops (the end,
    or anything else the player does)."""
    page.autoplaying = True
    try:
        while page.app.autoplay:
            await asyncio.sleep(page.app.autoplay)
            if not page.app.autoplay:
                break
            follow_address()
            page.app.autoplay_step()
            show()
    except Exception:
        recover()
    finally:
        page.autoplaying = False


def put_page(html):
    """The page's new HTML on screen: only what changed is replaced (assets/morph.js),
    or all of it if that script is missing."""
    morph = getattr(page.window, "piecepadMorph", None)
    if morph is None:
        page.root.innerHTML = html
    else:
        morph(page.root, html)


TYPED = "type-move"        # the "Type a move" field's id (view/pages.type_move_form)


def paint(refocus=False):
    app, document, dialog = page.app, page.document, page.dialog
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
        page.painted_dialog = None
        if dialog.open:
            dialog.close()
    elif app.dialog_html != page.painted_dialog or refocus:
        # Only when it changed: a page repainted behind the dialog (a computer's
        # move) must not wipe what the player is choosing in it.
        typed = dialog.querySelector("textarea") if dialog.open else None
        page.painted_dialog = dialog.innerHTML = app.dialog_html
        keep_field(dialog, typed)
        name_dialog(dialog)
        if not dialog.open:
            dialog.showModal()
        faulty = dialog.querySelector('[aria-invalid="true"]')
        if faulty:
            faulty.focus()
    history, now = page.window.history, str(page.location.hash)
    if app.hash != now and not (app.hash == "#/" and not now):
        # Moves replace the entry, so the back button is not flooded with them.
        (history.pushState if app.push else history.replaceState)(None, "", app.hash)
    page.seen_hash = str(page.location.hash)
    app.push = False
    if document.title != app.title:
        document.title = app.title
    show_badge(app.your_moves)
    if app.announcement:
        page.live.textContent = app.announcement
        app.announcement = ""
    # In the next frame, not now: reading the list's layout here would force a layout
    # inside this task, the longest part of a repaint (docs/ai.md, Stalls).
    page.window.requestAnimationFrame(create_once_callable(scroll_move_list))
    selector, app.focus_selector = app.focus_selector, None   # cleared first: never retried
    if selector:
        try:
            target = page.root.querySelector(selector)
        except Exception:        # not a valid selector: the focus stays where it is
            target = None
        if target:
            target.focus()
    open_at_board(app)


def open_at_board(app):
    """A game newly on screen opens with its board's top in view: a phone would
    otherwise keep the home page's scroll, or scroll to the focused square. Never in
    an embed (scrolling there could move the host page)."""
    session = app.session
    if session is page.shown_session:
        return
    page.shown_session = session
    if session is None or app.embed:
        return
    board = page.root.querySelector(".board-wrap")
    if board and board.getBoundingClientRect().top < 0:
        board.scrollIntoView(True)


def show_badge(count):
    """An installed app shows how many games wait for this device's move on its
    icon, where the platform has badges (``navigator.setAppBadge``)."""
    if count is None or count == page.badge:
        return
    page.badge = count
    navigator = page.window.navigator
    if not hasattr(navigator, "setAppBadge"):
        return
    try:     # a promise that may reject (not installed, not allowed): nothing to tell
        promise = navigator.setAppBadge(count) if count else navigator.clearAppBadge()
        promise.catch(create_proxy(lambda *_: None))
    except Exception:
        pass


def keep_field(dialog, typed):
    """A dialog drawn again with a field marked data-keep (view/open_game.py: a long
    refused paste is not written into the page again): the field the player typed
    in goes back in its place, text, caret and undo as they were, taking the new
    field's attributes (aria-invalid, what describes it)."""
    fresh = dialog.querySelector("textarea[data-keep]")
    if not fresh or not typed or str(typed.id) != str(fresh.id):   # null is jsnull, not None
        return
    for name in fresh.getAttributeNames():
        typed.setAttribute(name, fresh.getAttribute(name))
    fresh.replaceWith(typed)


def name_dialog(dialog):
    """A dialog is named by its heading, so a screen reader says "New game: Tracers,
    dialog" and not "Dialog, dialog" (the shell's aria-label, kept for one without)."""
    heading = dialog.querySelector("h1, h2")
    if not heading:
        dialog.removeAttribute("aria-labelledby")
        return
    if not heading.id:
        heading.id = "dialog-title"
    dialog.setAttribute("aria-labelledby", heading.id)


MOVERS = ".coin, .pawn, .chevron"     # the pieces a step moves, as the views draw them
SLIDE_MS = 180


def slide_last_move():
    """When the page shows the ply after the one painted before (a move, or a step
    of replay), the piece that moved slides from its square to its new one. The
    engine's last move says which; nothing moves when the system asks for less motion."""
    s = page.app.session
    at = None if s is None else (s.save_id, s.cursor)
    before, page.shown_at = page.shown_at, at
    if at is None or before != (at[0], at[1] - 1):
        return
    move = s.last_move
    if move is None or not move.is_step or move.target in (None, "off") or \
            page.window.matchMedia("(prefers-reduced-motion: reduce)").matches:
        return
    origin = page.root.querySelector(f'[data-sq="{move.origin}"]')
    target = page.root.querySelector(f'[data-sq="{move.target}"]')
    piece = target.querySelector(MOVERS) if target else None
    if not (origin and piece):
        return
    a, b = origin.getBoundingClientRect(), target.getBoundingClientRect()
    frames = [{"transform": f"translate({a.left - b.left}px, {a.top - b.top}px)"},
              {"transform": "none"}]
    piece.animate(to_js(frames, dict_converter=page.Object.fromEntries),
                  to_js({"duration": SLIDE_MS, "easing": "ease-out"},
                        dict_converter=page.Object.fromEntries))


def next_frame():
    """A future done once the page has had the next animation frame, or after 100 ms
    without one: then ``page.frames_live`` is False (an embed scrolled out of view gets
    no frames) until the frame asked for comes after all."""
    future = asyncio.get_event_loop().create_future()

    def painted(*_):
        page.frames_live = True
        if not future.done():
            future.set_result(None)

    def late(*_):
        if not future.done():
            page.frames_live = False
            future.set_result(None)
    page.window.requestAnimationFrame(create_once_callable(painted))
    page.window.setTimeout(create_once_callable(late), 100)
    return future


async def give_thread(since):
    """Give the browser the thread between two slices of search: normally for one turn
    of its loop; once the slices since ``since`` (time.perf_counter()) reach FRAME_MS,
    until the next frame, so the page keeps painting (tasks back to back from a
    message channel left Chrome some 8 frames a second). Returns the new ``since``."""
    if page.frames_live and (time.perf_counter() - since) * 1000 >= FRAME_MS \
            and not page.document.hidden:
        await next_frame()
        return time.perf_counter()
    await asyncio.sleep(0)
    return since


def current(token):
    """Is the position ``token`` was taken at still the one on screen?"""
    follow_address()
    return page.app.position_token() == token


def keep_focus():
    """Ask the next paint to put the keyboard focus back where it is now (a square, or
    a control with an id): a repaint nobody asked for must not throw a keyboard
    player off."""
    active = page.document.activeElement
    if page.app.focus_selector or not active or not page.root.contains(active):
        return
    if active.hasAttribute("data-sq"):
        page.app.focus_selector = f'[data-sq="{active.dataset.sq}"]'
    elif active.id:
        page.app.focus_selector = "#" + str(page.window.CSS.escape(active.id))


def repaint_keeping_focus():
    keep_focus()
    paint()


async def run(job):
    """The one runner for the app's searches (app/jobs.py: the computer's move, a
    hint, an analysis): the search in slices, then, after the job's least pause, its
    answer to the job if its position is still on screen (an undo, a new game or
    another page in the meantime drops it)."""
    started = time.monotonic()
    try:
        answer, finished = await search_through(job)
        rest = job.pause - (time.monotonic() - started)
        if finished and answer is not None and rest > 0:
            await asyncio.sleep(rest)       # a computer's move can be followed, never instant
        if finished is not None and current(job.token):
            job.finish(answer, finished)
    except Exception:
        recover()
    try:
        if job.end():
            if job.every is not None:
                keep_focus()
            show()
    except Exception:
        recover()


async def search_through(job):
    """Step the job's search in short slices, giving the browser the thread between
    them; after each pause, it goes on only while its position is on screen and the
    job wants it (reporting every ``job.every`` seconds). Returns (its answer,
    finished), or (None, None) when there was nothing to search.

    Its memory is handed back in slices too, and the cycle collector is off while it
    lives: a collection over its tree of states, or the tree freed at once, took
    30-130 ms in one go, a visible freeze. The tree holds no cycles, so once it is
    freed the collector meets a small heap."""
    # The first time, importing the computer player and the game's heuristics takes
    # tens of milliseconds: each in a task of its own, not with a slice.
    import piecepad.ai  # noqa: F401
    await asyncio.sleep(0)
    search = job.begin() if current(job.token) else None
    if search is None:
        return None, None
    page.searches += 1
    gc.disable()
    since = shown = time.perf_counter()
    try:
        if job.every is not None:
            repaint_keeping_focus()         # a job that reports shows it runs, at once
        while not search.step(SLICE_MS):
            since = await give_thread(since)
            if not (current(job.token) and job.wanted()):
                return job.answer(search, False), False
            if job.every is not None and time.perf_counter() - shown >= job.every:
                job.report(search)
                repaint_keeping_focus()
                shown = time.perf_counter()
        return job.answer(search, True), True
    finally:
        while not search.release(SLICE_MS):
            since = await give_thread(since)
        del search
        page.searches -= 1
        if not page.searches:               # a hint's search and the computer's may overlap
            gc.enable()


def scroll_move_list(*_):
    """Keep the move shown in view inside the move list, without scrolling the page
    (scrollIntoView would)."""
    box = page.root.querySelector(".move-list")
    current = page.root.querySelector(".ply.current")
    if box and current:   # .move-list is position: relative, so offsetTop is inside it
        bottom = current.offsetTop + current.offsetHeight + 4
        box.scrollTop = max(0, bottom - box.clientHeight)


def on_click(event):
    follow_address()
    el = event.target.closest("[data-sq], [data-action]")
    if not el:          # JS null arrives as a falsy JsNull
        return
    data = el.dataset
    if el.hasAttribute("data-sq") and page.root.contains(el):
        page.app.tap(str(data.sq))
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
        job = page.app.hint_job() if action == "hint" else None
        if job is not None:
            asyncio.ensure_future(run(job))
            return
        if el.tagName == "SELECT":      # its choice arrives as a change event
            return
        values = {k: str(getattr(data, k)) for k in ("move", "ply", "game", "save")
                  if getattr(data, k, None) is not None}
        page.app.action(action, **values)
    show()


def say_in_dialog(text):
    """The Share dialog's status line (a live region: a screen reader hears it too)."""
    status = page.dialog.querySelector("#copy-status")
    if status:
        status.textContent = text


def copy_field(field_id, button):
    """Copy a Share dialog field; say so on the button and in the status line, or ask
    the reader to copy the selected text when the clipboard refuses."""
    label = tr(COPIED.get(field_id, N_("Text")))

    def done(ok):
        if ok:
            say_in_dialog(tr("{label} copied.", label=label))
            button.textContent = tr("Copied ✓")
            page.window.setTimeout(
                create_once_callable(lambda: setattr(button, "textContent", tr("Copy"))), 2000)
        else:
            say_in_dialog(tr("{label} selected: press Ctrl+C (or ⌘C) to copy it.", label=label))
    page.window.piecepadShare.copy(field_id).then(create_proxy(guarded(done)))


# What a Share dialog field is called when it is copied.
COPIED = {"share-link": N_("Link"), "share-html": "HTML", "share-md": "Markdown",
          "share-embed": N_("Embed"), "share-viewer": N_("Embed"), "share-ppn": "PPN"}
SENT = {"shared": N_("Sent."), "copied": N_("Link copied."), "cancelled": "",
        "failed": N_("This browser would not copy it: the link is in Share.")}


def send_link():
    """Send: the system share sheet where the browser has one, else the link copied
    (assets/share.js); the words and the link come from Python."""
    if page.app.session is None:
        return
    field = page.root.querySelector("#send-note")
    sent = page.app.send_data(str(field.value) if field else "")
    paint()                 # a game sent for the first time: its id goes into the address
    if sent is None:        # a tab behind another: the page says why
        return
    title, text, url = sent

    def done(result):
        status = page.root.querySelector("#send-status")
        if status:
            said = SENT.get(str(result), "")
            status.textContent = said and tr(said)
    page.window.piecepadShare.send(title, text, url).then(create_proxy(guarded(done)))


def download(kind):
    """Save a picture of the game on show: SVG, PNG (drawn from the SVG) or animated;
    or the game as a PPN file."""
    if page.app.session is None:
        return
    name, mime, text = page.app.picture(kind)
    if text is None:             # no PPN for this game: the dialog offered no button
        return
    if kind == "png":
        from piecepad.view.share import PNG_SCALE
        def failed(error):
            say_in_dialog(tr("No PNG: {error}. The SVG works everywhere.", error=error))
        page.window.piecepadShare.png(name, text, PNG_SCALE).then(
            create_proxy(guarded(lambda size: say_in_dialog(tr("Saved {name}.", name=name)))),
            create_proxy(guarded(failed)))
    else:
        page.window.piecepadShare.download(name, mime, text)
        say_in_dialog(tr("Saved {name}.", name=name))


REPLAY_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}
# In the move list (one Tab stop) Up and Down step too, as in any list.
LIST_KEYS = {**REPLAY_KEYS, "ArrowUp": "prev", "ArrowDown": "next"}


def on_page_key(event):
    """Left and right arrows (Home, End) step through the game when the board does
    not have the focus (there they move the focus) and no field or dialog takes keys;
    in the move list the focus follows the move shown."""
    in_list = bool(event.target.closest("#moves"))
    name = (LIST_KEYS if in_list else REPLAY_KEYS).get(str(event.key))
    if (name is None or page.app.session is None or page.dialog.open or event.altKey
            or event.ctrlKey or event.metaKey or event.shiftKey):
        return
    target = event.target
    if target.closest("[data-sq], [data-keys], input, select, textarea, [contenteditable]"):
        return
    event.preventDefault()
    follow_address()
    if in_list:
        page.app.step_moves(name)
    else:
        page.app.action(name)
    show()


def on_change(event):
    """A setting chosen from a list in the page (the autoplay speed)."""
    el = event.target
    if not el.matches("select[data-action]") or not page.root.contains(el):
        return
    follow_address()
    page.app.action(str(el.dataset.action), value=str(el.value))
    show()


def on_key(event):
    """Arrow keys on the board, and on the controls they reach past its edge
    (data-keys: the buttons of moves not made on the board); Escape on the board
    goes back to the move field (the way back from the typed ``board e4``)."""
    if str(event.key) == "Escape" and event.target.closest(".board [data-sq]"):
        field = page.root.querySelector("#" + TYPED)
        if field:
            event.preventDefault()
            field.focus()
        return
    if str(event.key) not in ARROWS or event.altKey or event.ctrlKey or event.metaKey:
        return
    cell = event.target.closest("[data-sq]")
    control = None if cell else event.target.closest("[data-keys][data-move]")
    if not cell and not control:
        return
    event.preventDefault()
    follow_address()
    if cell:
        page.app.key(str(cell.dataset.sq), *ARROWS[str(event.key)])
    else:
        page.app.key_beyond(str(control.dataset.move), *ARROWS[str(event.key)])
    show()


def on_preview(event):
    """Hover or focus on a destination outlines the squares its move would mark.
    The view put those squares in data-path; this only toggles a class."""
    for el in page.root.querySelectorAll(".previewing"):
        el.classList.remove("previewing")
    cell = event.target.closest("[data-path]") if event.type in ("pointerover", "focusin") else None
    if not cell:
        return
    for name in str(cell.dataset.path).split():
        el = page.root.querySelector(f'[data-sq="{name}"]')
        if el:
            el.classList.add("previewing")


def on_submit(event):
    form = event.target
    if form.classList.contains("open-game"):      # "Open a game" (app/open_game.py)
        event.preventDefault()
        follow_address()
        page.app.action("open-game-text", text=str(form.querySelector("textarea").value))
        show(refocus=True)
        return
    if not form.classList.contains("new-game"):
        return
    event.preventDefault()
    values = {}
    for el in form.querySelectorAll("select, input"):
        values[str(el.name)] = str(el.value)
    follow_address()
    page.app.start_game(str(form.dataset.game), values)
    show(refocus=True)


def on_lesson_form(event):
    """The lesson writer's form (app/learn.py): its fields go to the action it names."""
    form = event.target
    if not (form.classList.contains("lesson-form") or form.classList.contains("action-form")):
        return
    event.preventDefault()
    follow_address()
    page.app.action(str(form.dataset.submit), **lesson_fields(form))
    show()


def lesson_fields(form):
    return {str(el.name): str(el.value) for el in form.querySelectorAll("input, textarea")}


def on_lesson_input(event):
    """Typing in the lesson writer's fields: the app keeps the text, so a move played
    on the board (which draws the page again) keeps it on screen."""
    form = event.target.closest("form.lesson-form")
    if form:
        page.app.action("learn-write-draft", **lesson_fields(form))


def on_hash(_event):
    page.seen_hash = str(page.location.hash)
    page.app.open(page.seen_hash)
    show()


def on_storage(event):
    """Another tab wrote to storage: the app checks whether it was the game on show."""
    key = event.key
    page.app.storage_changed(key if isinstance(key, str) else None)   # null: storage cleared
    show()


def on_dialog_pointerdown(event):
    """Where a tap on the dialog began: only one that begins and ends outside it
    closes it (a text selection dragged out of a field must not)."""
    page.down_outside = outside_dialog(event)


def on_dialog_click(event):
    """A tap on the backdrop, outside the dialog's box, closes it as Escape does
    (on_dialog_close tells the app)."""
    if page.dialog.open and page.down_outside and outside_dialog(event):
        page.down_outside = False
        page.dialog.close()


def outside_dialog(event):
    """The event is on the dialog element itself (its backdrop reports as the
    dialog) at a point outside its box."""
    dialog = page.dialog
    if not event.target.isSameNode(dialog):
        return False
    box = dialog.getBoundingClientRect()
    x, y = event.clientX, event.clientY
    return not (box.left <= x <= box.right and box.top <= y <= box.bottom)


def on_dialog_close(_event):
    """The dialog closed by itself (Escape): the app hears of it as of its Close
    button (the focus goes back to the board). A close by paint() is already known."""
    if page.painted_dialog is None or page.dialog.open:
        return
    page.painted_dialog = None
    follow_address()
    page.app.action("close-dialog")
    show()


def start():
    """Open the page's address, paint it and listen: the page's one call."""
    import js
    window = js.window
    location = window.location
    page.Object, page.console, page.document, page.performance = (
        js.Object, js.console, js.document, js.performance)
    page.window, page.location = window, location
    # A restored memory snapshot (assets/runtime.mjs) brings back the build machine's
    # random state: draw a fresh one, so no two visits share it.
    random.seed()
    # The page's language, chosen by assets/lang.js before the first paint.
    i18n.use(str(js.document.documentElement.lang or ""))
    query = window.URLSearchParams.new(location.search)
    embed = bool(query.has("embed"))
    # An embed never touches storage, whatever the browser allows: it is a view of the
    # game in its address, not a place to keep games (a same-site embed could otherwise
    # list and delete the site's saves).
    page.app = App(MemoryStore() if embed else make_store(), embed=embed,
                   clock=lambda: time.time() * 1000,
                   base_url=f"{location.origin}{location.pathname}",
                   embed_seats=str(query.get("seats") or ""), viewer=bool(query.has("view")))
    document = page.document
    root = page.root = document.getElementById("app")
    dialog = page.dialog = document.getElementById("dialog")
    page.live = document.getElementById("live")
    for target, kind, handler in ((document, "click", on_click), (root, "keydown", on_key),
                                  (document, "keydown", on_page_key), (root, "change", on_change),
                                  (dialog, "submit", on_submit), (window, "hashchange", on_hash),
                                  (root, "submit", on_lesson_form),
                                  (root, "input", on_lesson_input),
                                  (dialog, "close", on_dialog_close),
                                  (dialog, "click", on_dialog_click),
                                  (dialog, "pointerdown", on_dialog_pointerdown),
                                  (window, "storage", on_storage),
                                  (root, "pointerover", on_preview), (root, "focusin", on_preview),
                                  (root, "pointerout", on_preview), (root, "focusout", on_preview)):
        target.addEventListener(kind, create_proxy(guarded(handler)))

    page.seen_hash = str(page.location.hash)
    guarded(page.app.open)(page.seen_hash)
    guarded(show)()
    page.root.removeAttribute("aria-busy")
    page.root.classList.remove("skeleton")      # first-paint.js's stand-in for a game link
    page.performance.mark("piecepad:rendered")
    page.document.documentElement.setAttribute("data-py-ready", "")
