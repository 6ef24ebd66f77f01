"""Selenium, unchanged from PyPI, drives a mini app in the real host through `miniapp
webdriver`: the set-up and capabilities docs/TESTING.md gives a Selenium user. Run by
scripts/test-workbench with $MINIAPP set."""
import contextlib
import json
import os
import stat
import subprocess
import sys
import time
import socket
import urllib.request

import pytest
from selenium import webdriver
from selenium.common.exceptions import ScreenshotException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

from png_pixel import pixel, size

APP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "app")
BLUE, GREEN = (0, 0, 255), (0, 160, 0)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class MiniAppWebDriver(Service):
    """Selenium's WebKitGTK service, started as `miniapp webdriver --port PORT`."""

    def command_line_args(self):
        return ["webdriver", "--port", str(self.port)]


def control(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        text = response.read()
        return json.loads(text) if text else None


def start(port, *arguments):
    """A Selenium session on `miniapp open APP --headless --control PORT --hold ARGUMENTS`."""
    options = Options()
    options.set_capability("browserName", "MiniAppKit")
    options.binary_location = os.environ["MINIAPP"]
    for argument in ["open", APP, "--headless", "--control", str(port), "--hold", *arguments]:
        options.add_argument(argument)
    return webdriver.WebKitGTK(options=options, service=MiniAppWebDriver(executable_path=os.environ["MINIAPP"]))


def control_socket(driver):
    """The `--control-socket` that `miniapp webdriver` gave the session's `miniapp open`."""
    pids, found = [driver.service.process.pid], []
    while pids:
        pid = pids.pop()
        with contextlib.suppress(OSError):
            with open(f"/proc/{pid}/task/{pid}/children") as children:
                pids += [int(child) for child in children.read().split()]
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                arguments = cmdline.read().decode().split("\0")
            if "--control-socket" in arguments:
                found.append(arguments[arguments.index("--control-socket") + 1])
    assert len(found) == 1, found
    return found[0]


@contextlib.contextmanager
def busy_processors():
    """Every processor kept busy by other processes, as on a loaded CI machine or while a
    build runs: there WebKitGTK's own WebDriver screenshot showed an older frame."""
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(os.cpu_count() or 2)]
    try:
        yield
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()


def test_selenium_finds_types_clicks_waits_and_takes_screenshots():
    port = free_port()
    driver = start(port)
    try:
        control(port, "PUT", "/answers/getPoints", {"value": {"standard": 7, "term": 0, "cash": 0}})
        control(port, "POST", "/launch")
        wait = WebDriverWait(driver, 10)
        wait.until(expected_conditions.text_to_be_present_in_element((By.ID, "launch-points"), "launch 7"))
        driver.find_element(By.ID, "name").send_keys("Bo")
        driver.find_element(By.ID, "get-points").click()
        wait.until(expected_conditions.text_to_be_present_in_element((By.ID, "out"), "Bo has 7"))
        assert driver.execute_script("return navigator.webdriver") is True
        assert driver.current_url.split("#")[0].endswith("/index.html")  # telegram adds its launch parameters to the hash
        assert driver.get_screenshot_as_png()[:4] == b"\x89PNG"
        lines = control(port, "GET", "/transcript")["lines"]
        assert [line["action"] for line in lines if line["kind"] == "call"] == ["getPoints", "getPoints"]
    finally:
        driver.quit()


def test_selenium_screenshots_show_the_page_as_it_is_when_asked():
    # As a new user would, with raw Selenium: type, click a button whose handler awaits
    # getPoints and changes the page, wait for the text, then look at the page and at
    # elements (one below the fold), on a busy machine, at a device pixel ratio of 2.
    port = free_port()
    driver = start(port, "--device", "iphone-se")
    try:
        assert size(driver.get_screenshot_as_png()) > (0, 0), "a held run's blank page is drawn too"
        control(port, "PUT", "/answers/getPoints", {"value": {"standard": 17, "term": 0, "cash": 0}})
        control(port, "POST", "/launch")
        wait = WebDriverWait(driver, 10)
        wait.until(expected_conditions.presence_of_element_located((By.ID, "get-points")))
        ratio, width, height = driver.execute_script("return [devicePixelRatio, innerWidth, innerHeight]")
        assert ratio == 2
        with busy_processors():
            for round in range(3):
                # The page as before the click: a red badge, no answer, at the top.
                driver.execute_script("""
                    document.getElementById('badge').style.background = 'rgb(255, 0, 0)';
                    document.getElementById('out').textContent = '-';
                    document.getElementById('name').value = '';
                    scrollTo(0, 0);""")
                driver.find_element(By.ID, "name").send_keys("Zoe")
                driver.find_element(By.ID, "get-points").click()
                wait.until(expected_conditions.text_to_be_present_in_element((By.ID, "out"), "Zoe has 17"))

                page = driver.get_screenshot_as_png()
                assert size(page) == (width * ratio, height * ratio), "the screenshot is the viewport in device pixels"
                assert pixel(page, 10, 10) == BLUE, f"round {round}: the screenshot shows the page before the click"

                badge = driver.find_element(By.ID, "badge").screenshot_as_png
                assert size(badge) == (width * ratio, 60 * ratio), "an element screenshot is its box in device pixels"
                for x, y in [(0, 0), (width, 30), (width * ratio - 1, 60 * ratio - 1)]:
                    assert pixel(badge, x, y) == BLUE, f"round {round}: the badge's screenshot at {x},{y}"

                far = driver.find_element(By.ID, "far").screenshot_as_png
                assert size(far) == (width * ratio, 40 * ratio), "the element below the fold, scrolled into view"
                assert pixel(far, width, 40) == GREEN, f"round {round}: the screenshot of the element below the fold"

        # Inside a same-origin frame (below the fold, with a border and padding): the element.
        driver.switch_to.frame(driver.find_element(By.ID, "frame"))
        inner = driver.find_element(By.ID, "inner").screenshot_as_png
        assert size(inner) == (120 * ratio, 20 * ratio)
        assert pixel(inner, 0, 0) == GREEN and pixel(inner, 120 * ratio - 1, 20 * ratio - 1) == GREEN
        driver.switch_to.default_content()
        # WebKit's own checks, and the door's (`unable to capture screen`): the errors say why.
        gone = driver.find_element(By.ID, "far")
        driver.execute_script("arguments[0].remove()", gone)
        with pytest.raises(StaleElementReferenceException):
            gone.screenshot_as_png
        driver.execute_script("document.getElementById('badge').style.display = 'none'")
        with pytest.raises(ScreenshotException, match="not displayed"):
            driver.find_element(By.ID, "badge").screenshot_as_png

        # The door reaches the run on a Unix socket in a folder only this user enters: no
        # new port a page could reach. It is gone with the session.
        socket_path = control_socket(driver)
        folder = os.stat(os.path.dirname(socket_path))
        assert stat.S_ISSOCK(os.stat(socket_path).st_mode)
        assert (stat.S_IMODE(folder.st_mode), folder.st_uid) == (0o700, os.getuid())
    finally:
        driver.quit()
    assert not os.path.exists(socket_path)


def test_selenium_attaches_to_a_running_window():
    """`miniapp webdriver --target` drives a `miniapp open` already running (a developer's
    window): the run listens for automation when WEBKIT_INSPECTOR_SERVER is set."""
    inspector, driver_port = free_port(), free_port()
    environment = dict(os.environ, WEBKIT_INSPECTOR_SERVER=f"127.0.0.1:{inspector}")
    run = subprocess.Popen([os.environ["MINIAPP"], "open", APP, "--headless", "--timeout", "120"], env=environment,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    driver_process = subprocess.Popen([os.environ["MINIAPP"], "webdriver", "--port", str(driver_port), "--target", f"127.0.0.1:{inspector}"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        options = Options()
        options.set_capability("browserName", "MiniAppKit")
        deadline = time.monotonic() + 30
        while True:
            try:
                driver = webdriver.Remote(command_executor=f"http://127.0.0.1:{driver_port}", options=options)
                break
            except Exception:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        try:
            WebDriverWait(driver, 10).until(expected_conditions.presence_of_element_located((By.ID, "get-points")))
            assert driver.title == "Workbench points"
        finally:
            driver.quit()
    finally:
        driver_process.terminate()
        run.terminate()
        assert run.wait(timeout=30) == 143
