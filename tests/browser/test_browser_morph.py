"""The repaint changes only what differs (assets/morph.js): the DOM it leaves is the
one the page's HTML makes, form fields show what Python rendered, and elements that
did not change are the same objects (their focus and scroll kept)."""

from piecepad.app import routes
from tests.browser.test_browser_replay import game_record

PAGES = ["#/", "#/rules/quet", "#/saved"] + [
    routes.play_hash(game_record(g, plies=8), at=at)
    for g in ("dodgem", "pacru", "tracross-solitaire") for at in (2, 5)]

# Morphs a scratch element from each page's HTML to every other's and compares the
# result with the tree innerHTML makes of the same text.
MORPH_ALL = """(pages) => {
  const wrong = [];
  for (const a of pages) for (const b of pages) {
    const scratch = document.createElement('div'), made = document.createElement('div');
    scratch.innerHTML = a;
    made.innerHTML = b;
    window.piecepadMorph(scratch, b);
    // isEqualNode: the same tree, attributes compared as sets (a patched element
    // keeps its old attributes' order).
    if (!scratch.isEqualNode(made)) wrong.push([a.slice(0, 60), b.slice(0, 60)]);
  }
  return wrong;
}"""


def page_html(app, ui, hash_text):
    ui.go(app, hash_text)
    return app.evaluate("document.getElementById('app').innerHTML")


def test_a_morphed_page_is_the_page_its_html_makes(app, ui):
    pages = [page_html(app, ui, h) for h in PAGES]
    assert len(set(pages)) == len(PAGES)
    assert app.evaluate(MORPH_ALL, pages) == []
    assert ui.problems(app) == []


def test_form_fields_show_what_was_rendered_not_what_was_typed(app):
    result = app.evaluate("""() => {
      const html = '<form><label>Name <input id="f" value="kept"></label>' +
                   '<textarea id="t">text</textarea></form>';
      const scratch = document.createElement('div');
      scratch.innerHTML = html;
      scratch.querySelector('#f').value = 'typed';
      scratch.querySelector('#t').value = 'typed';
      window.piecepadMorph(scratch, html);
      return [scratch.querySelector('#f').value, scratch.querySelector('#t').value];
    }""")
    assert result == ["kept", "text"]


def test_a_move_repaints_what_changed_and_keeps_the_rest(app, ui):
    ui.go(app, "#/play/pp1/tracers/1.1//")
    # Tagged objects: a repaint by innerHTML would make new ones without the tag.
    app.evaluate("""() => { document.querySelector('#app h1').__kept = 1;
                            document.querySelector('[data-sq="a1"]').__kept = 1; }""")
    ui.tap(app, "h8")
    ui.tap(app, "f7")
    ui.wait_ply(app, 1, "h8-f7")
    kept = app.evaluate("""() => [document.querySelector('#app h1').__kept,
                                  document.querySelector('[data-sq="a1"]').__kept,
                                  document.querySelector('[data-sq="f7"] .pawn') !== null]""")
    assert kept == [1, 1, True]
    assert ui.problems(app) == []
