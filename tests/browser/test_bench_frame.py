"""tools/bench_startup.py's "frame" target: a static copy of the app's first frame on the
floor's page. Its first paint is the bound the app's is read against (docs/startup.md), so
the copy must be the real frame: the game's name and the whole skeleton board, drawn from
a file with no script of ours."""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import bench_startup  # noqa: E402
import serve  # noqa: E402


def test_the_static_first_frame_is_the_apps_own(browser, server, site_dir, tmp_path):
    bench_startup.write_first_frame(browser, tmp_path, Path(site_dir),
                                    server + bench_startup.APP_PATH)
    html = (tmp_path / "index.html").read_text()
    # Only the floor's own module: nothing of ours runs on this page.
    assert re.findall(r"<script[^>]*>", html) == ['<script type="module" src="./bench-floor.mjs">']
    assert (tmp_path / "vendor").is_symlink()

    srv, url = serve.start_server(tmp_path)
    page = browser.new_page()
    try:
        page.route("**/*.mjs", lambda route: route.abort())     # the floor's Python: not needed
        page.goto(url + "/")
        title = page.locator("#app .game-title")
        assert title.inner_text().startswith("Piecepack Dodg'em")
        assert title.is_visible()
        assert page.locator("#app .board .cell").count() == 36
        board = page.locator("#app .board").bounding_box()
        assert board["width"] > 200 and board["height"] > 200    # styled: the inline CSS came along
    finally:
        page.close()
        srv.shutdown()
