"""The Python client (testing/python/miniapp_testing.py) against the real host: run by
scripts/test-workbench with pytest, with $MINIAPP naming the built `miniapp`."""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "testing", "python"))
from miniapp_testing import MiniApp, MiniAppTestError  # noqa: E402
from png_pixel import pixel  # noqa: E402

APP = os.path.join(HERE, "app")
POINTS = {"standard": 10, "term": 20, "cash": 30}


def test_answers_scripted_before_launch_reach_the_first_script():
    with MiniApp(APP, hold=True) as app:
        app.answer("getPoints", value=POINTS)
        app.launch()
        app.wait_until(lambda: app.find("#launch-points").text == "launch 10", message="the launch-time answer")
        call = app.expect_call("getPoints")
        assert call.status == "success"
        assert call.reply == POINTS
        assert call.param is None


def test_drive_the_page_and_change_answers_while_it_runs(tmp_path):
    with MiniApp(APP, hold=True, args=["--transcript", str(tmp_path / "run.jsonl")]) as app:
        app.answer("getPoints", value=POINTS)
        app.launch()
        app.expect_call("getPoints")
        app.find("#name").type("Ann")
        app.find("#get-points").click()
        app.wait_until(lambda: app.find("#out").text == "Ann has 10", message="the first answer")
        assert app.expect_call("getPoints").reply == POINTS

        app.answer("getPoints", error={"type": "AuthorizationFailureError", "message": "token expired"}, delay_ms=300)
        app.find("#get-points").click()
        failed = app.expect_call("getPoints")
        assert failed.status == "error"
        assert failed.reply == {"type": "AuthorizationFailureError", "message": "token expired"}
        assert app.find("#out").text == "error token expired"

        app.push_event("json", text='{"message":"hello"}')
        app.wait_until(lambda: app.find("#host-json").text == 'host says hello', message="the host event")
        assert app.execute("return document.title") == "Workbench points"
        png = app.screenshot(str(tmp_path / "page.png"))
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        app.navigate(app.url.replace("index.html", "second.html"))
        assert app.find("#title").text == "Second"
        assert app.url.split("#")[0].endswith("/second.html")  # telegram adds its launch parameters to the hash

        app.close()
        transcript = tmp_path / "run.jsonl"
        app.wait_until(lambda: '"event":"end"' in transcript.read_text(), message="the session end")
        assert '"outcome":"closed"' in transcript.read_text()


def test_a_screenshot_shows_the_page_as_it_is_when_asked():
    # As a new user would: type, click a button whose handler awaits getPoints and changes
    # the page, wait for the text, then look. WebKitGTK's WebDriver screenshot showed the
    # page from before the typing (its last presented frame, waited for at most 100 ms).
    with MiniApp(APP, hold=True) as app:
        app.answer("getPoints", value={"standard": 17, "term": 0, "cash": 0})
        app.launch()
        app.find("#name").type("Zoe")
        app.find("#get-points").click()
        app.wait_until(lambda: app.find("#out").text == "Zoe has 17", message="the answer on the page")
        for _ in range(2):
            assert pixel(app.screenshot(), 10, 10) == (0, 0, 255), "the screenshot shows the page before the click"


def test_a_wrong_answer_is_refused_with_the_reason():
    with MiniApp(APP, hold=True) as app:
        with pytest.raises(MiniAppTestError, match="give either value or error"):
            app.answer("getPoints", value=1, error="no")
        with pytest.raises(MiniAppTestError, match="not launched yet"):
            app.push_event("pause")
