"""Drive a mini app in MiniAppKit's real host from a Python test (pytest or any runner).

`MiniApp` starts `miniapp webdriver` (WebKitWebDriver behind a door that only local
test clients pass), which starts `miniapp open` with the app; the test then drives the
page through W3C WebDriver (find, click, type, run script, wait, screenshot, navigate)
and the host through `miniapp open --control` (script answers, push host events, read
the transcript). Only the standard library is needed.

    from miniapp_testing import MiniApp

    def test_points():
        with MiniApp("./my-app", hold=True) as app:
            app.answer("getPoints", value={"standard": 10, "term": 20, "cash": 30})
            app.launch()
            app.find("#get-points").click()
            call = app.expect_call("getPoints")
            assert call.reply == {"standard": 10, "term": 20, "cash": 30}

See docs/TESTING.md.
"""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

__all__ = ["MiniApp", "Element", "Call", "MiniAppTestError"]

_ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf"


class MiniAppTestError(AssertionError):
    """A driver, control or expectation failure, with what was seen."""


@dataclass
class Call:
    """One bridge call and its reply, read from the transcript."""

    action: str
    id: Optional[str]
    dialect: str
    param: Any
    """The call's parameters, parsed (the `miniapp` dialect's `param`; the whole body otherwise)."""
    status: Optional[str]
    """`success` or `error`; `None` while unanswered."""
    reply: Any
    """The reply's value, parsed as JSON where it is JSON, else the text."""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _parse(text: Optional[str]) -> Any:
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def _telegram_events(value: Optional[str]) -> list:
    """A telegram reply's value (`name payload` per line) as `{"event", "data"}` dicts."""
    events = []
    for line in (value or "").split("\n"):
        if line:
            name, _, payload = line.partition(" ")
            events.append({"event": name, "data": _parse(payload) if payload else None})
    return events


def _http(method: str, url: str, body: Any = None, timeout: float = 60) -> Any:
    # Content-Type on every request, with a body or not: both doors refuse a change
    # without it (a web page cannot send it), and no Origin header (docs/TESTING.md).
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            text = response.read()
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")
        raise MiniAppTestError(f"{method} {url}: HTTP {error.code}: {detail}") from None
    return json.loads(text) if text else None


def _http_bytes(url: str, timeout: float = 60) -> bytes:
    try:
        with urllib.request.urlopen(urllib.request.Request(url), timeout=timeout) as response:
            return response.read()
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")
        raise MiniAppTestError(f"GET {url}: HTTP {error.code}: {detail}") from None


class Element:
    """A page element found through WebDriver."""

    def __init__(self, app: "MiniApp", reference: str, selector: str):
        self._app, self._ref, self.selector = app, reference, selector

    def click(self) -> "Element":
        self._app._session("POST", f"/element/{self._ref}/click", {})
        return self

    def type(self, text: str) -> "Element":
        self._app._session("POST", f"/element/{self._ref}/value", {"text": text})
        return self

    def clear(self) -> "Element":
        self._app._session("POST", f"/element/{self._ref}/clear", {})
        return self

    @property
    def text(self) -> str:
        return self._app._session("GET", f"/element/{self._ref}/text")

    def attribute(self, name: str) -> Optional[str]:
        return self._app._session("GET", f"/element/{self._ref}/attribute/{name}")

    def property(self, name: str) -> Any:
        return self._app._session("GET", f"/element/{self._ref}/property/{name}")


class MiniApp:
    """A mini app running in `miniapp open` under WebDriver and the control API.

    - app: a mini app directory, .zip or URL (what `miniapp open` takes).
    - profile: a host profile file (`--profile`).
    - hold: load the app only on `launch()`, so answers scripted first apply from the
      page's first script on.
    - args: more `miniapp open` arguments (`--grant`, `--query`, `--transcript`…).
    - miniapp: the `miniapp` executable (`$MINIAPP`, else `miniapp` on PATH).
    - driver: the WebKitWebDriver executable `miniapp webdriver` runs (its default:
      `WebKitWebDriver` on PATH).
    """

    def __init__(self, app: str, *, profile: Optional[str] = None, hold: bool = False,
                 args: Sequence[str] = (), miniapp: Optional[str] = None,
                 driver: Optional[str] = None, headless: bool = True, timeout: float = 10):
        self.app, self.profile, self.hold, self.args = app, profile, hold, list(args)
        self.miniapp = miniapp or os.environ.get("MINIAPP") or shutil.which("miniapp") or "miniapp"
        self.driver, self.headless, self.timeout = driver, headless, timeout
        self._driver_process: Optional[subprocess.Popen] = None
        self._driver_log: Any = None
        self._driver_url = self._control_url = self._session_id = None
        self._expected: dict = {}

    # -- lifecycle ---------------------------------------------------------------

    def start(self) -> "MiniApp":
        driver_port, control_port = _free_port(), _free_port()
        binary = os.path.abspath(self.miniapp) if os.path.exists(self.miniapp) else self.miniapp
        command = [binary, "webdriver", "--port", str(driver_port)] + (["--driver", self.driver] if self.driver else [])
        self._driver_log = tempfile.TemporaryFile()
        self._driver_process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=self._driver_log)
        self._driver_url = f"http://127.0.0.1:{driver_port}"
        self._control_url = f"http://127.0.0.1:{control_port}"
        self._wait(lambda: self._driver_ready(), 15, "miniapp webdriver did not start")
        arguments = ["open", self.app, "--control", str(control_port)]
        arguments += ["--hold"] if self.hold else []
        arguments += ["--headless"] if self.headless else []
        arguments += ["--profile", self.profile] if self.profile else []
        arguments += self.args
        created = _http("POST", self._driver_url + "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "MiniAppKit", "webkitgtk:browserOptions": {"binary": binary, "args": arguments}}}})
        self._session_id = created["value"]["sessionId"]
        return self

    def quit(self) -> None:
        """Ends the WebDriver session (which ends `miniapp open`) and `miniapp webdriver`."""
        try:
            if self._session_id:
                _http("DELETE", f"{self._driver_url}/session/{self._session_id}", timeout=15)
        except (MiniAppTestError, OSError):
            pass
        finally:
            self._session_id = None
            if self._driver_process:
                self._driver_process.terminate()
                self._driver_process.wait(timeout=10)
                self._driver_process = None
                self._driver_log.close()

    def __enter__(self) -> "MiniApp":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.quit()

    # -- the page (W3C WebDriver) --------------------------------------------------

    def find(self, selector: str, timeout: Optional[float] = None) -> Element:
        """The first element matching a CSS selector, waiting for it to appear."""
        found: list = []

        def look() -> bool:
            result = self._session("POST", "/elements", {"using": "css selector", "value": selector})
            if result:
                found.append(result[0][_ELEMENT_KEY])
            return bool(result)

        self._wait(look, timeout, f"no element matches {selector!r}")
        return Element(self, found[0], selector)

    def find_all(self, selector: str) -> list:
        result = self._session("POST", "/elements", {"using": "css selector", "value": selector})
        return [Element(self, item[_ELEMENT_KEY], selector) for item in result]

    def execute(self, script: str, *args: Any) -> Any:
        """Runs a function body in the page (`return …` gives its value)."""
        return self._session("POST", "/execute/sync", {"script": script, "args": list(args)})

    def execute_async(self, script: str, *args: Any) -> Any:
        """Runs a function body whose last argument is the callback to call with the result."""
        return self._session("POST", "/execute/async", {"script": script, "args": list(args)})

    def wait_until(self, condition: Callable[[], Any], timeout: Optional[float] = None, message: str = "condition") -> Any:
        """Polls `condition` until it returns something truthy, and returns that."""
        box: list = []

        def check() -> bool:
            value = condition()
            if value:
                box.append(value)
            return bool(value)

        self._wait(check, timeout, f"timed out waiting for {message}")
        return box[0]

    def screenshot(self, path: Optional[str] = None) -> bytes:
        """A PNG of the page as it is now, drawn by the host (`GET /screenshot` of the control
        API, which `miniapp webdriver` answers WebDriver's screenshots with too; WebKitGTK's
        own is its last presented frame, which can predate the last change)."""
        png = _http_bytes(self._control_url + "/screenshot")
        if path:
            with open(path, "wb") as file:
                file.write(png)
        return png

    def navigate(self, url: str) -> None:
        self._session("POST", "/url", {"url": url})

    @property
    def url(self) -> str:
        return self._session("GET", "/url")

    # -- the host (miniapp open --control) -----------------------------------------

    def launch(self) -> None:
        """Loads a mini app started with `hold=True`."""
        _http("POST", self._control_url + "/launch")

    def answer(self, action: str, *, value: Any = ..., error: Any = ..., delay_ms: Optional[int] = None) -> None:
        """Scripts `action`'s answer: a value, an error (the dialect's wire form), a delay."""
        body: dict = {}
        if value is not ...:
            body["value"] = value
        if error is not ...:
            body["error"] = error
        if delay_ms is not None:
            body["delayMs"] = delay_ms
        _http("PUT", f"{self._control_url}/answers/{action}", body)

    def clear_answer(self, action: Optional[str] = None) -> None:
        _http("DELETE", f"{self._control_url}/answers" + (f"/{action}" if action else ""))

    def push_event(self, name: str, text: Optional[str] = None, at: Optional[int] = None, **fields: Any) -> None:
        """Pushes a host event (`pause`, `resume`, `json`, `queryParams`, `back`,
        `navigateAppTo`, `notification`, Telegram's `mainButton`, `secondaryButton`,
        `settingsButton`, `themeChanged`…; more fields such as `body` or `tab` as keywords)."""
        event: dict = {"name": name, **fields}
        if text is not None:
            event["text"] = text
        if at is not None:
            event["at"] = at
        _http("POST", self._control_url + "/events", event)

    def close(self) -> None:
        """Ends the run as if the mini app had called `closeMiniApp`."""
        _http("POST", self._control_url + "/close")

    def status(self) -> dict:
        return _http("GET", self._control_url + "/status")

    def transcript(self) -> list:
        """Every transcript line so far, as dicts (docs/TRANSCRIPT.md)."""
        return _http("GET", self._control_url + "/transcript?since=0")["lines"]

    def calls(self, action: Optional[str] = None) -> list:
        """The calls so far (of `action`), each with its reply if it has one."""
        lines = self.transcript()
        replies = {(line.get("dialect"), line.get("id")): line for line in lines if line["kind"] in ("reply", "failed", "denied")}
        # Telegram's calls carry no id of their own (most have no req_id): each takes the
        # first reply of its action after it.
        used: set = set()

        def telegram_reply(index: int, call: dict) -> Optional[dict]:
            for later in range(index + 1, len(lines)):
                line = lines[later]
                if later not in used and line["kind"] == "reply" and line.get("dialect") == "telegram" \
                        and line.get("action") == call["action"] and line.get("id") == call.get("id"):
                    used.add(later)
                    return line
            return None

        found = []
        for index, line in enumerate(lines):
            if line["kind"] != "call":
                continue
            telegram = telegram_reply(index, line) if line["dialect"] == "telegram" else None
            if action and line["action"] != action:
                continue
            body = _parse(line.get("body"))
            param = body.get("param") if line["dialect"] == "miniapp" and isinstance(body, dict) else body
            if line["dialect"] == "telegram" and isinstance(body, list) and len(body) == 3:
                param = _parse(body[1]) if body[1] not in (None, "", '""') else {}
            reply = telegram if line["dialect"] == "telegram" else replies.get((line["dialect"], line.get("id")))
            status = reply.get("status", "error") if reply else None
            value = _parse(reply.get("value", reply.get("message"))) if reply else None
            if line["dialect"] == "telegram" and reply and reply["kind"] == "reply":
                value = _telegram_events(reply.get("value"))
            found.append(Call(line["action"], line.get("id"), line["dialect"], param, status, value))
        return found

    def expect_call(self, action: str, timeout: Optional[float] = None) -> Call:
        """Waits for the next answered call of `action` not returned before, and returns it."""
        return self._expect_next(action, lambda: [call for call in self.calls(action) if call.status is not None],
                                 timeout, f"no answered {action!r} call")

    # -- Telegram mini apps (the telegram dialect) ---------------------------------------

    def telegram(self) -> dict:
        """The Telegram mini app's state: `initData` as the page got it, the `botId` and
        `publicKey` it is signed for, `platform`, `theme`, the `chrome` the page set
        (buttons, colours, closing confirmation…) and whether it is `active`."""
        return _http("GET", self._control_url + "/telegram")

    def telegram_events(self, name: Optional[str] = None) -> list:
        """Every event the host sent the page (as replies and pushed), in order, each
        `{"event": name, "data": payload}`; of `name` only when given."""
        events = []
        for line in self.transcript():
            if line.get("dialect") != "telegram":
                continue
            if line["kind"] == "reply":
                events += _telegram_events(line.get("value"))
            elif line["kind"] == "event":
                events.append({"event": line["name"], "data": _parse(line.get("detail"))})
        return [event for event in events if name is None or event["event"] == name]

    def expect_telegram_event(self, name: str, timeout: Optional[float] = None) -> dict:
        """Waits for the next event `name` the host sent the page, not returned before."""
        return self._expect_next("telegram:" + name, lambda: self.telegram_events(name), timeout, f"no {name!r} event")

    # -- plumbing -------------------------------------------------------------------

    def _driver_ready(self) -> bool:
        if self._driver_process and self._driver_process.poll() is not None:
            self._driver_log.seek(0)
            said = self._driver_log.read().decode(errors="replace").strip()
            raise MiniAppTestError(f"miniapp webdriver exited with status {self._driver_process.returncode}: {said}")
        try:
            return bool(_http("GET", self._driver_url + "/status", timeout=1))
        except (MiniAppTestError, OSError):
            return False

    def _session(self, method: str, path: str, body: Any = None) -> Any:
        if not self._session_id:
            raise MiniAppTestError("the mini app is not started (use `with MiniApp(...)` or start())")
        return _http(method, f"{self._driver_url}/session/{self._session_id}{path}", body)["value"]

    def _expect_next(self, key: str, items: Callable[[], list], timeout: Optional[float], message: str) -> Any:
        """Waits until `items()` holds more than the ones returned before under `key`, and
        returns the first of those; the next call with `key` waits for the one after."""
        start = self._expected.get(key, 0)
        box: list = []

        def arrived() -> bool:
            found = items()
            if len(found) > start:
                box.append(found[start])
                return True
            return False

        self._wait(arrived, timeout, message)
        self._expected[key] = start + 1
        return box[0]

    def _wait(self, condition: Callable[[], bool], timeout: Optional[float], message: str) -> None:
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        while True:
            if condition():
                return
            if time.monotonic() > deadline:
                raise MiniAppTestError(message)
            time.sleep(0.05)
