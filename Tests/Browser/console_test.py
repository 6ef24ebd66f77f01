"""The registry's web console, driven in headless Chromium with Selenium against a live
`miniapp serve` (see scripts/test-console).

Each check is a function; they run in order, sharing one server and one browser, and
the run ends with the plain line `N passed, N failed`. A browser that cannot start is a
failure, never a skip.
"""

import argparse
import base64
import datetime
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request
import zipfile
from zoneinfo import ZoneInfo

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

VIEWER_ZONE = "Asia/Tokyo"  # the browser's time zone; the server runs in UTC


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


# MARK: Fixtures


def png_pixel(size=48):
    """A small valid PNG (an app icon), via the same stored-deflate trick as the server."""
    import struct
    import zlib

    raw = b"".join(b"\x00" + bytes([30, 120, 200]) * size for _ in range(size))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def bundle(path, version_text, with_manifest=True, with_index=True):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        if with_index:
            archive.writestr("index.html", f"<!doctype html><title>Hello</title><p>{version_text}</p>")
        archive.writestr("app.js", "// " + "x" * 3000 + "\n")  # over a KiB, so sizes show KiB
        archive.writestr("icon.png", png_pixel())
        if with_manifest:
            archive.writestr("manifest.json", json.dumps({
                "reqPermissions": [{"name": "rakuten.miniapp.user.USER_NAME", "reason": "to greet you"}],
                "optPermissions": [{"name": "rakuten.miniapp.device.LOCATION", "reason": "to find shops nearby"}],
                "accessTokenPermissions": [{"audience": "rae", "scopes": ["idinfo_read_openid", "memberinfo_read_point"]}],
                "customMetaData": {"exampleKey": "exampleValue"},
            }))
    return path


# MARK: Server


class Server:
    def __init__(self, miniapp, data):
        self.miniapp = miniapp
        self.data = data
        self.log = open(os.path.join(data, "serve.log"), "w+")
        self.process = None
        self.base = None

    def cli(self, *arguments):
        result = subprocess.run([self.miniapp, *arguments, "--data", self.data], capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            raise Failure(f"miniapp {' '.join(arguments)} failed: {result.stderr}")
        return result.stdout.strip()

    def start(self):
        self.process = subprocess.Popen(
            [self.miniapp, "serve", "--port", "0", "--data", self.data, "--log-level", "info"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 60
        while time.time() < deadline:
            self.log.seek(0)
            match = re.search(r"miniapp\.address=127\.0\.0\.1:(\d+)", self.log.read())
            if match:
                self.base = f"http://127.0.0.1:{match.group(1)}"
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        self.log.seek(0)
        raise Failure("miniapp serve did not start: " + self.log.read())

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def log_text(self):
        self.log.flush()
        with open(self.log.name) as file:
            return file.read()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def http(method, url, headers=None, body=None):
    """A request outside the browser; returns (status, headers, body)."""
    opener = urllib.request.build_opener(NoRedirect)
    request = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with opener.open(request, timeout=30) as answer:
            return answer.status, answer.headers, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


# MARK: The browser


class Console:
    def __init__(self, base, out):
        self.base = base
        self.out = out
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--window-size=1280,900", "--lang=en-US", "--force-device-scale-factor=1"]:
            options.add_argument(argument)
        service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        self.driver = webdriver.Chrome(service=service, options=options)
        self.driver.set_page_load_timeout(30)
        self.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": VIEWER_ZONE})
        self.wait = WebDriverWait(self.driver, 20, ignored_exceptions=[StaleElementReferenceException])

    def go(self, path):
        self.driver.get(self.base + path)

    def find(self, css):
        return self.wait.until(expected_conditions.presence_of_element_located((By.CSS_SELECTOR, css)))

    def all(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def text(self, css="body"):
        return self.find(css).text

    def path(self):
        return urllib.parse.urlparse(self.driver.current_url).path

    def click(self, css, confirm=False):
        self.find(css).click()
        if confirm:
            self.accept_alert()

    def accept_alert(self):
        try:
            self.wait.until(expected_conditions.alert_is_present()).accept()
        except TimeoutException:
            raise Failure("the action asked for no confirmation")

    def fill(self, css, value):
        element = self.find(css)
        element.clear()
        element.send_keys(value)

    def sign_in(self, token):
        self.go("/console/sign-in")
        self.fill("#token", token)
        self.click("#sign-in")
        self.wait.until(lambda driver: "/sign-in" not in driver.current_url or self.all("#sign-in-error"))

    def sign_out(self):
        self.click("#sign-out")
        self.wait.until(lambda driver: "/sign-in" in driver.current_url)

    def upload(self, zip_path, tag=None, app=None, publish=False, name=None):
        """Fills the upload form and returns the status text once the upload has ended."""
        if app is not None:
            self.fill("#upload-app", app)
        self.find("#upload-file").send_keys(zip_path)
        if tag:
            self.fill("#upload-tag", tag)
        if name:
            self.fill("#upload-name", name)
        if publish:
            self.click("#upload-publish")
        before = self.driver.current_url
        self.click("#upload-submit")

        def ended(driver):
            if driver.current_url != before:
                return True
            status = driver.find_elements(By.CSS_SELECTOR, "#upload-status")
            return bool(status) and ("refused" in status[0].text or "failed" in status[0].text)

        self.wait.until(ended)
        self.wait.until(lambda driver: driver.execute_script("return document.readyState") == "complete")
        moved = self.driver.current_url != before
        if not moved:
            self.last_upload_status = self.text("#upload-status")
        return moved

    def fetch(self, method, path, body=None, headers=None):
        """A request from the page itself (its cookies, its origin): returns (status, text)."""
        script = """
            const done = arguments[arguments.length - 1];
            fetch(arguments[0], {method: arguments[1], body: arguments[2], headers: arguments[3], redirect: 'manual', credentials: 'same-origin'})
              .then(async (r) => done([r.status, r.type === 'opaqueredirect' ? '' : await r.text()]))
              .catch((e) => done([0, String(e)]));
        """
        return self.driver.execute_async_script(script, path, method, body, headers or {})

    def fetch_bytes(self, path):
        script = """
            const done = arguments[arguments.length - 1];
            fetch(arguments[0], {credentials: 'same-origin'}).then(r => r.arrayBuffer()).then(b => {
              let s = ''; const a = new Uint8Array(b); for (const x of a) s += String.fromCharCode(x); done(btoa(s));
            }).catch(e => done(''));
        """
        return base64.b64decode(self.driver.execute_async_script(script, path))

    def csrf(self):
        return self.find("input[name=csrf]").get_attribute("value")

    def screenshot(self, name, width=1280):
        self.driver.execute_script("window.scrollTo(0, 0)")
        self.driver.set_window_size(width, 900)
        height = self.driver.execute_script("return document.documentElement.scrollHeight")
        self.driver.set_window_size(width, min(max(height + 120, 500), 2400))
        path = os.path.join(self.out, f"console-{name}.png")
        self.driver.save_screenshot(path)
        self.driver.set_window_size(1280, 900)
        return path

    def no_horizontal_scroll(self, width):
        self.driver.set_window_size(width, 900)
        inner = self.driver.execute_script("return window.innerWidth")
        scroll = self.driver.execute_script("return document.documentElement.scrollWidth")
        self.driver.set_window_size(1280, 900)
        return scroll <= inner, scroll, inner

    def unlabelled_fields(self):
        return self.driver.execute_script("""
            const bad = [];
            for (const e of document.querySelectorAll('input, select, textarea')) {
              if (e.type === 'hidden') continue;
              const labelled = (e.id && document.querySelector('label[for="' + e.id + '"]')) || e.getAttribute('aria-label') || e.closest('label');
              if (!labelled) bad.push(e.outerHTML);
            }
            return bad;""")

    def quit(self):
        self.driver.quit()


# MARK: The story


class Story:
    def __init__(self, server, console, work):
        self.server = server
        self.console = console
        self.work = work
        self.operator = server.cli("operator", "token", "--label", "browser-test")
        self.v1 = bundle(os.path.join(work, "v1.zip"), "one")
        self.v2 = bundle(os.path.join(work, "v2.zip"), "two")
        self.v3 = bundle(os.path.join(work, "v3.zip"), "three")
        self.bad = bundle(os.path.join(work, "bad.zip"), "bad", with_index=False)
        self.screenshots = []

    def test_signed_out_visitor_is_sent_to_sign_in(self):
        c = self.console
        c.go("/console/projects")
        check(c.path() == "/console/sign-in", f"expected the sign-in page, got {c.driver.current_url}")
        check(not c.unlabelled_fields(), f"unlabelled fields: {c.unlabelled_fields()}")
        self.screenshots.append(c.screenshot("sign-in"))
        c.fill("#token", "maop_" + "0" * 64)
        c.click("#sign-in")
        check("not an operator or publisher token" in c.text("#sign-in-error"), "a wrong token is not explained")

    def test_keyboard_reaches_the_form(self):
        c = self.console
        c.go("/console/sign-in")
        body = c.find("body")
        body.send_keys(Keys.TAB)
        first = c.driver.switch_to.active_element
        check(first.get_attribute("class") == "skip", "the first Tab does not reach the skip link")
        seen = []
        for _ in range(8):
            c.driver.switch_to.active_element.send_keys(Keys.TAB)
            seen.append(c.driver.switch_to.active_element.get_attribute("id"))
        check("token" in seen and "sign-in" in seen, f"Tab does not reach the token field and button: {seen}")
        c.fill("#token", self.operator)
        c.find("#token").send_keys(Keys.ENTER)
        c.wait.until(lambda driver: "/console/projects" in driver.current_url)

    def test_operator_creates_a_project(self):
        c = self.console
        c.go("/console/projects")
        c.fill("#project-id", "alpha")
        c.fill("#project-name", "Alpha host")
        c.click("#create-project")
        c.wait.until(lambda driver: c.path() == "/console/projects/alpha")
        check("Project created." in c.text(".notice"), "no confirmation after creating a project")
        check("Alpha host" in c.text("h1"), "the project page does not show its name")
        self.key_before = c.text("#api-key").split("ras-")[1]
        # beta, for the cross-project check
        c.go("/console/projects")
        c.fill("#project-id", "beta")
        c.click("#create-project")
        c.wait.until(lambda driver: c.path() == "/console/projects/beta")

    def test_a_bad_bundle_is_refused_clearly(self):
        c = self.console
        c.go("/console/projects/alpha")
        moved = c.upload(self.bad, tag="0.0.1", app="hello")
        check(not moved, "a bundle without index.html was accepted")
        status = c.text("#upload-status")
        check("Upload refused" in status and "index.html" in status, f"the refusal does not say why: {status!r}")

    def test_upload_first_version(self):
        c = self.console
        c.go("/console/projects/alpha")
        check(c.upload(self.v1, tag="1.0.0", app="hello", name="Hello Shop"), f"upload failed: {c.last_upload_status}")
        check("/console/projects/alpha/apps/hello/versions/" in c.driver.current_url, "the upload does not lead to the version")
        page = c.text()
        for expected in ["rakuten.miniapp.user.USER_NAME", "to greet you", "rakuten.miniapp.device.LOCATION", "rae",
                         "idinfo_read_openid, memberinfo_read_point", "exampleKey", "exampleValue", "index.html", "app.js", "KiB"]:
            check(expected in page, f"the version page does not show {expected!r}")
        self.v1_id = c.text("#version-id")

    def test_publish_first_version(self):
        c = self.console
        c.go("/console/projects/alpha/apps/hello")
        c.click("#version-1\\.0\\.0 button.publish")
        c.wait.until(lambda driver: "notice=published" in driver.current_url)
        check("1.0.0" in c.text("#published-version"), "1.0.0 is not shown as published")
        status, _, body = http("GET", self.server.base + "/host/alpha/miniapps", {"apiKey": "ras-" + self.key_before})
        check(status == 200 and json.loads(body)[0]["version"]["versionTag"] == "1.0.0", f"hosts do not get 1.0.0: {status} {body[:200]}")

    def test_upload_and_publish_second_version(self):
        c = self.console
        c.go("/console/projects/alpha/apps/hello")
        check(c.upload(self.v2, tag="2.0.0", publish=True, name="Hello Shop"), f"upload failed: {c.last_upload_status}")
        c.go("/console/projects/alpha/apps/hello")
        check("2.0.0" in c.text("#published-version"), "2.0.0 is not published")
        rows = c.all("#versions tbody tr")
        check(len(rows) == 2, f"expected 2 versions, saw {len(rows)}")
        cells = c.text("#version-2\\.0\\.0")
        check("KiB" in cells and "published" in cells, f"the version row lacks size or state: {cells!r}")

    def test_roll_back(self):
        c = self.console
        c.go("/console/projects/alpha/apps/hello")
        c.click("#roll-back", confirm=True)
        c.wait.until(lambda driver: "notice=rolledBack" in driver.current_url)
        check("1.0.0" in c.text("#published-version"), "the rollback did not publish 1.0.0 again")
        check("withdrawn" in c.text("#version-2\\.0\\.0"), "2.0.0 is not shown as withdrawn")
        status, _, body = http("GET", self.server.base + "/host/alpha/miniapps", {"apiKey": "ras-" + self.key_before})
        check(json.loads(body)[0]["version"]["versionTag"] == "1.0.0", "hosts still get 2.0.0 after the rollback")

    def test_times_are_in_the_viewers_zone(self):
        c = self.console
        c.go("/console/projects/alpha/apps/hello")
        element = c.find("#version-1\\.0\\.0 time")
        moment = datetime.datetime.fromisoformat(element.get_attribute("datetime").replace("Z", "+00:00"))
        local = moment.astimezone(ZoneInfo(VIEWER_ZONE))
        hour = local.hour % 12 or 12
        shown = element.text
        check(f"{hour}:{local.minute:02d}" in shown, f"{shown!r} is not {local} ({VIEWER_ZONE})")
        check("UTC" in element.get_attribute("title"), "the UTC time is not kept in the title")

    def test_upload_by_drag_and_drop(self):
        c = self.console
        c.go("/console/projects/alpha/apps/hello")
        with open(self.v3, "rb") as file:
            payload = base64.b64encode(file.read()).decode()
        c.driver.execute_script("""
            const bytes = Uint8Array.from(atob(arguments[0]), (ch) => ch.charCodeAt(0));
            const transfer = new DataTransfer();
            transfer.items.add(new File([bytes], "dropped.zip", {type: "application/zip"}));
            const zone = document.getElementById("upload-drop");
            zone.dispatchEvent(new DragEvent("dragover", {dataTransfer: transfer, bubbles: true, cancelable: true}));
            zone.dispatchEvent(new DragEvent("drop", {dataTransfer: transfer, bubbles: true, cancelable: true}));
        """, payload)
        check("dropped.zip" in c.text("#upload-status"), f"the drop was not taken: {c.text('#upload-status')!r}")
        c.fill("#upload-tag", "2.5.0")
        before = c.driver.current_url
        c.click("#upload-submit")
        c.wait.until(lambda driver: driver.current_url != before)
        check("2.5.0" in c.text("h1"), "the dropped bundle did not become version 2.5.0")

    def test_delete_a_never_published_version(self):
        c = self.console
        c.go("/console/projects/alpha/apps/hello")
        check(not c.all("#version-1\\.0\\.0 button.delete"), "a published version offers Delete")
        check(c.upload(self.v3, tag="3.0.0"), "the draft upload failed")
        c.go("/console/projects/alpha/apps/hello")
        c.click("#version-3\\.0\\.0 button.delete", confirm=True)
        c.wait.until(lambda driver: "notice=deleted" in driver.current_url)
        check(not c.all("#version-3\\.0\\.0"), "3.0.0 is still listed after deleting it")

    def test_preview_code_with_qr_image(self):
        c = self.console
        c.go(f"/console/projects/alpha/apps/hello/versions/{self.v1_id}")
        c.click("#create-preview-code")
        c.wait.until(lambda driver: "notice=previewCode" in driver.current_url)
        code = c.text("#preview-codes .code-text")
        check(re.fullmatch(r"[0-9A-F]{12}", code), f"no preview code shown: {code!r}")
        image = c.find("#preview-codes img")
        check(c.driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image), "the QR image did not load")
        png = c.fetch_bytes(image.get_attribute("src").replace(self.server.base, ""))
        qr = os.path.join(self.work, "qr.png")
        with open(qr, "wb") as file:
            file.write(png)
        decoded = subprocess.run(["zbarimg", "--raw", "-q", qr], capture_output=True, text=True)
        check(decoded.stdout.strip() == code, f"zbarimg read {decoded.stdout!r} from the QR image, not {code!r}")
        status, _, body = http("GET", f"{self.server.base}/host/alpha/preview-codes/{code}", {"apiKey": "ras-" + self.key_before})
        check(status == 200 and json.loads(body)["miniapp"]["version"]["versionId"] == self.v1_id, "the code does not expose the version")
        self.screenshots.append(c.screenshot("version"))

    def test_rotate_subscription_key(self):
        c = self.console
        c.go("/console/projects/alpha")
        c.click("#rotate-subscription-key", confirm=True)
        c.wait.until(lambda driver: "notice=rotated" in driver.current_url)
        after = c.text("#api-key").split("ras-")[1]
        check(after != self.key_before, "the subscription key did not change")
        old, _, _ = http("GET", self.server.base + "/host/alpha/miniapps", {"apiKey": "ras-" + self.key_before})
        new, _, _ = http("GET", self.server.base + "/host/alpha/miniapps", {"apiKey": "ras-" + after})
        check(old == 401 and new == 200, f"old key answered {old}, new key {new}")
        self.screenshots.append(c.screenshot("project"))
        c.go("/console/projects/alpha/apps/hello")
        self.screenshots.append(c.screenshot("app"))
        self.screenshots.append(c.screenshot("app-400px", width=400))

    def test_rotate_signing_key(self):
        c = self.console
        c.go("/console/keys")
        before = c.find("#keys .active-key code").text
        pins = c.all("#keys .pin")
        check(pins and pins[0].text.startswith(before + ":"), "the pin string of the active key is missing")
        c.click("#rotate-signing-key", confirm=True)
        c.wait.until(lambda driver: "notice=keyRotated" in driver.current_url)
        after = c.find("#keys .active-key code").text
        check(after != before and len(c.all("#keys tbody tr")) == 2, "the key list does not show the new active key")
        self.screenshots.append(c.screenshot("keys"))

    def test_projects_list_and_audit_log(self):
        c = self.console
        c.go("/console/projects")
        rows = c.text("#projects")
        check("alpha" in rows and "beta" in rows, "the project list is incomplete")
        self.screenshots.append(c.screenshot("projects"))
        c.go("/console/audit")
        log = c.text("#audit")
        for action in ["project.create", "version.upload", "version.publish", "app.rollback", "previewCode.create",
                       "project.rotateSubscriptionKey", "signingKey.rotate", "version.delete", "operator:browser-test"]:
            check(action in log, f"the audit log lacks {action}")
        self.screenshots.append(c.screenshot("audit"))

    def test_pages_read_at_400_px(self):
        c = self.console
        for path in ["/console/projects", "/console/projects/alpha", "/console/projects/alpha/apps/hello",
                     f"/console/projects/alpha/apps/hello/versions/{self.v1_id}", "/console/keys", "/console/audit"]:
            c.go(path)
            fits, scroll, inner = c.no_horizontal_scroll(400)
            check(fits, f"{path} scrolls sideways at 400 px ({scroll} > {inner})")
            check(not c.unlabelled_fields(), f"{path} has unlabelled fields: {c.unlabelled_fields()}")

    def test_forged_requests_are_refused(self):
        c = self.console
        c.go("/console/projects/alpha/apps/hello")
        status, text = c.fetch("POST", "/console/projects/alpha/apps/hello/unpublish", "csrf=wrong",
                               {"Content-Type": "application/x-www-form-urlencoded"})
        check(status == 403 and "security token" in text, f"a POST without the CSRF token answered {status}")
        check("1.0.0" in c.text("#published-version"), "the forged request changed something")

    def test_a_bundle_page_cannot_use_the_console_session(self):
        # A draft whose HTML and SVG try to read the console with the signed-in operator's cookie.
        c = self.console
        attack = ("fetch('/console/projects', {credentials: 'include'}).then(r => r.text())"
                  ".then(t => { document.title = t.includes('sign-out') ? 'PWNED' : 'no session'; })")
        path = os.path.join(self.work, "evil.zip")
        with zipfile.ZipFile(path, "w") as archive:
            archive.writestr("index.html", "<!doctype html><title>Evil</title>")
            archive.writestr("evil.html", f"<!doctype html><title>evil</title><script>{attack}</script>")
            archive.writestr("evil.svg", f'<svg xmlns="http://www.w3.org/2000/svg"><script>{attack}</script></svg>')
        token = self.server.cli("project", "token", "alpha", "--label", "evil-publisher")
        status, _, body = http("POST", f"{self.server.base}/publish/projects/alpha/apps/evil/versions",
                               {"Authorization": "Bearer " + token}, open(path, "rb").read())
        check(status == 201, f"uploading the draft failed: {status} {body[:200]}")
        version = json.loads(body)["versionId"]
        c.go("/console/projects")
        check(c.all("#sign-out"), "the operator is not signed in for this test")
        for name in ["evil.html", "evil.svg"]:
            try:
                c.driver.get(f"{self.server.base}/map-published/evil/{version}/{name}")
            except TimeoutException:
                pass
            time.sleep(2)
            title = c.driver.execute_script("return document.title")
            check(title != "PWNED", f"{name} read the console with the operator's session")
        c.go("/console/projects")
        check(c.all("#sign-out"), "the operator's session did not survive")

    def test_sign_out(self):
        c = self.console
        c.go("/console/projects")
        c.sign_out()
        check("Signed out." in c.text(".notice"), "no confirmation of sign-out")
        c.go("/console/projects/alpha")
        check(c.path() == "/console/sign-in", "pages stay open after signing out")

    def test_publisher_of_alpha_cannot_see_or_change_beta(self):
        c = self.console
        # beta gets an app (through the operator's API-free CLI token of beta)
        beta_token = self.server.cli("project", "token", "beta", "--label", "beta-ci")
        status, _, body = http("POST", f"{self.server.base}/publish/projects/beta/apps/secret/versions?versionTag=1.0.0",
                               {"Authorization": "Bearer " + beta_token}, open(self.v1, "rb").read())
        check(status == 201, f"uploading to beta failed: {status} {body[:200]}")
        beta_version = json.loads(body)["versionId"]
        alpha_token = self.server.cli("project", "token", "alpha", "--label", "alpha-ci")
        c.sign_in(alpha_token)
        check(c.path() == "/console/projects/alpha", f"a publisher of alpha lands on {c.path()}")
        check("publisher alpha-ci of alpha" in c.text(".who"), "the header does not say who is signed in")
        c.go("/console/projects")
        check(c.path() == "/console/projects/alpha", "a publisher sees the list of all projects")
        check(not c.all("#project-id"), "a publisher is offered to create projects")
        for path in ["/console/projects/beta", "/console/projects/beta/apps/secret",
                     f"/console/projects/beta/apps/secret/versions/{beta_version}"]:
            c.go(path)
            text = c.text()
            check("limited to project alpha" in text and "secret" not in c.text("main").replace(path, ""),
                  f"{path} is visible to alpha's publisher")
        c.go("/console/projects/alpha")
        csrf = c.csrf()
        status, _ = c.fetch("POST", "/console/projects/beta/subscription-key", "csrf=" + csrf,
                            {"Content-Type": "application/x-www-form-urlencoded"})
        check(status == 403, f"alpha's publisher rotated beta's key: {status}")
        status, _ = c.fetch("POST", f"/console/projects/beta/apps/secret/publish", f"csrf={csrf}&versionId={beta_version}",
                            {"Content-Type": "application/x-www-form-urlencoded"})
        check(status == 403, f"alpha's publisher published in beta: {status}")
        status, text = c.fetch("POST", "/console/projects/beta/apps/secret/versions", "not a zip", {"X-CSRF-Token": csrf})
        check(status == 403, f"alpha's publisher uploaded to beta: {status} {text}")
        status, text = c.fetch("POST", "/console/keys/rotate", "csrf=" + csrf, {"Content-Type": "application/x-www-form-urlencoded"})
        check(status == 403, f"a publisher rotated the signing key: {status}")
        c.go("/console/audit")
        check("beta" not in c.text("#audit"), "alpha's publisher sees beta's audit entries")
        status, _, body = http("GET", self.server.base + "/publish/projects/beta/apps/secret/versions", {"Authorization": "Bearer " + beta_token})
        check(json.loads(body)[0]["published"] is False, "beta's app was published by alpha's publisher")
        c.sign_out()

    def test_security_headers_and_cookies(self):
        status, headers, body = http("GET", self.server.base + "/console/sign-in")
        policy = headers.get("Content-Security-Policy", "")
        check("default-src 'none'" in policy and "script-src 'self'" in policy and "frame-ancestors 'none'" in policy,
              f"weak Content-Security-Policy: {policy!r}")
        check("<script>" not in body.decode() and "style=" not in body.decode(), "the page has inline script or style")
        cookie = headers.get("Set-Cookie", "")
        csrf = re.search(r'name="csrf" value="([0-9a-f]+)"', body.decode()).group(1)
        status, headers, _ = http("POST", self.server.base + "/console/sign-in", {
            "Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie.split(";")[0]},
            urllib.parse.urlencode({"csrf": csrf, "token": self.operator}).encode())
        check(status == 303, f"sign-in answered {status}")
        session = [value for name, value in headers.items() if name.lower() == "set-cookie" and value.startswith("miniapp_console=")]
        check(session, "no session cookie")
        flags = session[0].lower()
        check("httponly" in flags and "samesite=strict" in flags and "path=/console" in flags, f"session cookie flags: {session[0]}")
        check("secure" not in flags.replace("samesite", ""), "a plain-HTTP cookie is marked Secure (the browser would drop it)")
        status, headers, _ = http("POST", self.server.base + "/console/sign-in", {
            "Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie.split(";")[0], "X-Forwarded-Proto": "https"},
            urllib.parse.urlencode({"csrf": csrf, "token": self.operator}).encode())
        secure = [value for name, value in headers.items() if name.lower() == "set-cookie" and value.startswith("miniapp_console=")]
        check(secure and "; secure" in secure[0].lower(), f"the cookie over TLS is not Secure: {secure}")
        log = self.server.log_text()
        check(self.operator not in log and self.operator[5:] not in log, "the operator token appears in the server's log")

    def test_sign_in_is_rate_limited(self):
        c = self.console
        statuses = []
        for _ in range(7):
            status, headers, body = http("GET", self.server.base + "/console/sign-in")
            cookie = headers.get("Set-Cookie", "").split(";")[0]
            csrf = re.search(r'name="csrf" value="([0-9a-f]+)"', body.decode()).group(1)
            status, headers, _ = http("POST", self.server.base + "/console/sign-in", {
                "Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie},
                urllib.parse.urlencode({"csrf": csrf, "token": "mapub_guess"}).encode())
            statuses.append(status)
        # The first test's wrong token counts too: five failures a minute, then 429.
        refused = statuses.index(429) if 429 in statuses else len(statuses)
        check(4 <= refused <= 5 and set(statuses[:refused]) == {401} and set(statuses[refused:]) == {429},
              f"sign-in attempts answered {statuses}")
        c.go("/console/sign-in")
        c.fill("#token", "mapub_guess")
        c.click("#sign-in")
        check("Too many failed sign-ins" in c.text("#sign-in-error"), "the limit is not explained in the browser")
        # The limiter slows wrong tokens; a right one still signs in (the owner is never locked out).
        c.sign_in(self.operator)
        check(c.path().startswith("/console/projects"), f"the operator was locked out by others' failures: {c.path()}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--miniapp", required=True)
    parser.add_argument("--out", default="out/console")
    parser.add_argument("--update-docs", action="store_true", help="copy the screenshots to docs/images/")
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    started = time.time()
    work = tempfile.mkdtemp(prefix="console-test-")
    server = Server(os.path.abspath(arguments.miniapp), work)
    console = None
    passed, failed = 0, 0
    try:
        server.start()
        try:
            console = Console(server.base, arguments.out)
        except Exception as error:  # the browser must run: a missing one is a failure
            print(f"FAIL: headless Chromium could not start ({error}); run scripts/install-browser-test-dependencies", flush=True)
            print("0 passed, 1 failed")
            return 1
        story = Story(server, console, work)
        tests = [name for name in Story.__dict__ if name.startswith("test_")]
        for name in tests:
            begun = time.time()
            try:
                getattr(story, name)()
                passed += 1
                print(f"ok   {name} ({time.time() - begun:.1f} s)", flush=True)
            except Exception as error:
                failed += 1
                print(f"FAIL {name}: {error}", flush=True)
                if not isinstance(error, Failure):
                    traceback.print_exc()
                try:
                    console.screenshot("failure-" + name)
                except Exception:
                    pass
        if arguments.update_docs and failed == 0:
            os.makedirs("docs/images", exist_ok=True)
            for path in story.screenshots:
                shutil.copy(path, os.path.join("docs/images", os.path.basename(path)))
            print(f"copied {len(story.screenshots)} screenshots to docs/images/")
    finally:
        if console:
            console.quit()
        server.stop()
        if failed == 0:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"server data and log kept in {work}")
    print(f"console browser test: {time.time() - started:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
