"""Selenium, unchanged from PyPI, drives a mini app in the real host through `miniapp
webdriver`: the set-up and capabilities docs/TESTING.md gives a Selenium user. Run by
scripts/test-workbench with $MINIAPP set."""
import json
import os
import subprocess
import time
import socket
import urllib.request

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

APP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "app")


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


def test_selenium_finds_types_clicks_waits_and_takes_screenshots():
    port = free_port()
    options = Options()
    options.set_capability("browserName", "MiniAppKit")
    options.binary_location = os.environ["MINIAPP"]
    for argument in ["open", APP, "--headless", "--control", str(port), "--hold"]:
        options.add_argument(argument)
    driver = webdriver.WebKitGTK(options=options, service=MiniAppWebDriver(executable_path=os.environ["MINIAPP"]))
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
