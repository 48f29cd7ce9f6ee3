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


def test_the_targets_report_counts_the_runs_that_met_each(capsys):
    def load(ready, content):
        return {"ready": ready, "content": content}
    got = {"floor": {"cold": [load(2000, None), load(1800, None), load(2200, None)],
                     "warm": [load(1200, None), load(1000, None), load(1100, None)]},
           # cold: 0.50 (met, on the line), 0.56, 0.41; warm: 0.25, 0.33, 0.30 (met)
           "app": {"cold": [load(1000, 60), load(1000, 99), load(900, 80)],
                   "warm": [load(300, 55), load(330, 60), load(330, 56)]}}
    bench_startup.report_targets(got)
    out = capsys.readouterr().out
    assert "app      cold interactive            <= 0.50: x0.500, met in 2 of 3 runs" in out
    assert "app      warm interactive            <= 0.30: x0.300, met in 2 of 3 runs" in out
    # the name on screen: cold 0.030, 0.055, 0.036; warm 0.046, 0.060, 0.051
    assert "cold game's name on screen  <= 0.05: x0.036, met in 2 of 3 runs" in out
    assert "warm game's name on screen  <= 0.05: x0.051, met in 1 of 3 runs" in out
