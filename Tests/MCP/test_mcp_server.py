"""`miniapp mcp` driven by the official Python MCP SDK (PyPI `mcp`), as an agent's tooling
drives it: over stdio, and over Streamable HTTP for the transport's checks. Run by
scripts/test-mcp with pytest, $MINIAPP naming the built `miniapp`.

One server serves most tests (module scope), as one agent session would; the tests that
end a server (disconnect, SIGKILL, HTTP) start their own."""
import base64
import json
import os
import re
import signal
import socket
import struct
import subprocess
import sys
import time

import anyio
import httpx2
import jsonschema
import mcp_types as types
import pytest
from mcp import Client, MCPError, StdioServerParameters

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Workbench"))
from png_pixel import pixel  # noqa: E402
MINIAPP = os.environ.get("MINIAPP") or os.path.join(ROOT, "Platform", ".build", "debug", "miniapp")
APP = os.path.join(HERE, "app")
BROKEN = os.path.join(HERE, "broken")

TOOLS = {
    "miniapp_open", "miniapp_launch", "miniapp_reload", "miniapp_close", "miniapp_sessions", "miniapp_status",
    "miniapp_take_screenshot", "miniapp_text", "miniapp_inspect",
    "miniapp_find", "miniapp_click", "miniapp_type", "miniapp_clear", "miniapp_evaluate", "miniapp_navigate",
    "miniapp_wait_for", "miniapp_answer", "miniapp_clear_answer", "miniapp_push_event", "miniapp_transcript",
    "miniapp_errors", "miniapp_check", "miniapp_methods",
}


# -- helpers --------------------------------------------------------------------------

def server_parameters(*extra):
    return StdioServerParameters(command=MINIAPP, args=["mcp", *extra], cwd=ROOT)


def image_of(result):
    images = [block for block in result.content if block.type == "image"]
    assert images and images[0].mime_type == "image/png", result.content
    return base64.b64decode(images[0].data)


def descendants(pid):
    """Every process below `pid`, from /proc."""
    found, queue = [], [pid]
    while queue:
        parent = queue.pop()
        try:
            tasks = os.listdir(f"/proc/{parent}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{parent}/task/{task}/children") as file:
                    children = [int(text) for text in file.read().split()]
            except OSError:
                children = []
            found += children
            queue += children
    return found


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as file:
            return ") Z " not in file.read()
    except OSError:
        return False


def name(pid):
    try:
        with open(f"/proc/{pid}/comm") as file:
            return file.read().strip()
    except OSError:
        return "?"


def servers():
    """The `miniapp mcp` processes this test process started."""
    return [pid for pid in descendants(os.getpid()) if name(pid) == "miniapp"
            and b"mcp" in open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")]


def wait_until_gone(pids, seconds=20):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(alive(pid) for pid in pids):
        time.sleep(0.1)
    return [f"{pid} {name(pid)}" for pid in pids if alive(pid)]


async def gone(pids, seconds=20):
    """`wait_until_gone` for an async test: the client's event loop keeps running meanwhile."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(alive(pid) for pid in pids):
        await anyio.sleep(0.1)
    return [f"{pid} {name(pid)}" for pid in pids if alive(pid)]


async def call(client, tool, **arguments):
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, f"{tool} failed: {result.content}"
    return result.structured_content


async def refused(client, tool, **arguments):
    """The text of the tool error a call answers (it must answer one)."""
    result = await client.call_tool(tool, arguments)
    assert result.is_error, f"{tool} {arguments} should have failed: {result.structured_content}"
    return result.content[0].text


# -- the shared server ----------------------------------------------------------------

@pytest.fixture(scope="module")
def anyio_backend():
    return "asyncio"


class Notes:
    updated: list = []


async def on_message(message):
    if isinstance(message, types.ResourceUpdatedNotification):
        Notes.updated.append(message.params.uri)


async def roots(context):
    return types.ListRootsResult(roots=[types.Root(uri=f"file://{HERE}", name="the MCP tests")])


@pytest.fixture(scope="module")
async def client():
    async with Client(server_parameters(), list_roots_callback=roots, message_handler=on_message,
                      read_timeout_seconds=180) as connected:
        yield connected


# -- the tests ------------------------------------------------------------------------

@pytest.mark.anyio
async def test_every_tool_is_listed_with_valid_schemas(client):
    listed = (await client.list_tools()).tools
    assert {tool.name for tool in listed} == TOOLS
    for tool in listed:
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
        assert tool.input_schema["type"] == "object" and tool.input_schema["additionalProperties"] is False, tool.name
        assert tool.description, tool.name
        jsonschema.Draft202012Validator.check_schema(tool.output_schema)
        for required in tool.input_schema.get("required", []):
            assert required in tool.input_schema["properties"], (tool.name, required)
    opening = next(tool for tool in listed if tool.name == "miniapp_open")
    jsonschema.validate({"app": "Examples/Showcase", "device": "iphone-15", "hold": True}, opening.input_schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"app": "x", "device": "nokia"}, opening.input_schema)


@pytest.mark.anyio
async def test_the_showcase_is_opened_clicked_through_and_seen(client):
    progress = []

    async def on_progress(done, total, message):
        progress.append((done, total, message))

    result = await client.call_tool("miniapp_open", {"app": "Examples/Showcase", "grants": ["rakuten.miniapp.user.POINTS"]},
                                    progress_callback=on_progress)
    assert not result.is_error, result.content
    opened = result.structured_content
    assert opened["state"] == "running" and opened["url"].endswith("index.html"), opened
    session = opened["session"]
    # Progress on the first launch: several steps, never going back.
    assert len(progress) >= 3, progress
    assert [done for done, _, _ in progress] == sorted(done for done, _, _ in progress), progress

    await call(client, "miniapp_navigate", session=session, url="user.html")
    clicked = await call(client, "miniapp_click", session=session, selector='button[title="getPoints()"]')
    waited = await call(client, "miniapp_wait_for", session=session, since=clicked["transcriptCursor"],
                        transcript={"kind": "reply", "action": "getPoints"}, timeout=15000)
    assert waited["line"]["status"] == "success", waited["line"]
    calls = await call(client, "miniapp_transcript", session=session, kind="call", action="getPoints")
    assert calls["lines"] and json.loads(calls["lines"][-1]["body"])["action"] == "getPoints", calls

    shot = await client.call_tool("miniapp_take_screenshot", {"session": session})
    png = image_of(shot)
    assert shot.structured_content["width"] == struct.unpack(">I", png[16:20])[0] > 100
    assert "getPoints" in (await call(client, "miniapp_text", session=session))["text"]
    server, = servers()
    running = descendants(server)
    assert {"WebKitWebDriver", "Xvfb"} <= {name(pid) for pid in running}, [name(pid) for pid in running]
    await call(client, "miniapp_close", session=session)
    assert await gone(running) == []  # the driver, miniapp open, its Xvfb and WebKit's processes
    assert await refused(client, "miniapp_status", session=session)


@pytest.mark.anyio
async def test_a_scripted_answer_reaches_the_page_and_the_screenshot_shows_it(client):
    opened = await call(client, "miniapp_open", app="Tests/MCP/app", hold=True)
    session = opened["session"]
    assert opened["state"] == "held"
    await call(client, "miniapp_answer", session=session, action="getPoints", value={"standard": 17, "term": 0, "cash": 0})
    await call(client, "miniapp_launch", session=session)
    before = image_of(await client.call_tool("miniapp_take_screenshot", {"session": session}))
    assert pixel(before, 20, 20) == (255, 0, 0), pixel(before, 20, 20)

    # The reproduction: type, click a button whose handler awaits getPoints, wait
    # for its text, then look. The PNG must show the page as it is, not as it was.
    await call(client, "miniapp_type", session=session, selector="#name", text="Zoe")
    await call(client, "miniapp_click", session=session, selector="#go")
    await call(client, "miniapp_wait_for", session=session, text="Zoe has 17", timeout=10000)
    for _ in range(2):
        after = image_of(await client.call_tool("miniapp_take_screenshot", {"session": session}))
        assert pixel(after, 20, 20) == (0, 0, 255), "the screenshot shows the page before the click"
    element = image_of(await client.call_tool("miniapp_take_screenshot", {"session": session, "selector": "#block"}))
    assert pixel(element, 5, 5) == (0, 0, 255)

    assert (await call(client, "miniapp_text", session=session, selector="#out"))["text"] == "Zoe has 17"
    inspected = await call(client, "miniapp_inspect", session=session, selector="#go")
    button = inspected["elements"][0]
    assert (button["role"], button["name"], button["tag"]) == ("button", "Get my points", "button"), button
    found = await call(client, "miniapp_find", session=session, selector="input")
    assert found["count"] == 1 and found["elements"][0]["value"] == "Zoe"
    assert (await call(client, "miniapp_evaluate", session=session, script="return document.title"))["result"] == "MCP points"
    assert (await call(client, "miniapp_evaluate", session=session, script="() => 6 * 7"))["result"] == 42
    slow = await call(client, "miniapp_evaluate", session=session, script="await new Promise(r => setTimeout(r, 50)); return arguments[0] + 1", args=[1], **{"async": True})
    assert slow["result"] == 2
    await call(client, "miniapp_clear", session=session, selector="#name")
    assert (await call(client, "miniapp_evaluate", session=session, script="return document.getElementById('name').value"))["result"] == ""

    # The host side: a scripted error reaches the page too, and the calls are in the transcript.
    await call(client, "miniapp_answer", session=session, action="getPoints", error={"type": "AuthorizationFailureError", "message": "expired"})
    clicked = await call(client, "miniapp_click", session=session, selector="#go")
    reply = await call(client, "miniapp_wait_for", session=session, since=clicked["transcriptCursor"], transcript={"kind": "reply", "action": "getPoints", "status": "error"})
    assert "expired" in reply["line"]["value"]
    await call(client, "miniapp_clear_answer", session=session)
    pushed = await call(client, "miniapp_push_event", session=session, name="pause")
    event = await call(client, "miniapp_wait_for", session=session, since=pushed["transcriptCursor"], transcript={"kind": "event"})
    assert event["line"]["name"] == "miniapppause", event
    status = await call(client, "miniapp_status", session=session)
    # The click handler does not catch the scripted error: the page reports it.
    assert status["state"] == "running" and status["errorCount"] == 1 and status["scriptedActions"] == []
    rejection, = (await call(client, "miniapp_errors", session=session))["errors"]
    assert rejection["source"] == "unhandledrejection" and "expired" in rejection["message"], rejection
    await call(client, "miniapp_reload", session=session)
    assert (await call(client, "miniapp_text", session=session, selector="#out"))["text"] == "-"
    await call(client, "miniapp_close", session=session)


@pytest.mark.anyio
async def test_an_uncaught_error_is_reported_with_its_file_and_line(client):
    opened = await call(client, "miniapp_open", app="Tests/MCP/broken")
    assert opened["errors"], opened
    errors = (await call(client, "miniapp_errors", session=opened["session"]))["errors"]
    error = errors[0]
    assert (error["source"], error["name"], error["file"], error["line"]) == ("uncaught", "TypeError", "broken.js", 4), error
    assert "settings.theme" in error["message"] or "undefined" in error["message"], error
    assert "broken.js:4" in error["stack"], error
    await call(client, "miniapp_close", session=opened["session"])


@pytest.mark.anyio
# Subscriptions are the 2025-11-25 protocol's, which this server speaks (the SDK warns of a later one).
@pytest.mark.filterwarnings("ignore::mcp.MCPDeprecationWarning")
async def test_resources_offer_the_documents_and_each_transcript_with_updates(client):
    opened = await call(client, "miniapp_open", app="Tests/MCP/app")
    session = opened["session"]
    listed = {resource.uri for resource in (await client.list_resources()).resources}
    for uri in ("miniapp://docs/host-profile", "miniapp://docs/transcript", "miniapp://docs/dialects/miniapp",
                "miniapp://docs/dialects/wallet", f"miniapp://sessions/{session}/transcript"):
        assert uri in listed, (uri, listed)
    profile = await client.read_resource("miniapp://docs/host-profile")
    assert "hostEvents" in profile.contents[0].text

    uri = f"miniapp://sessions/{session}/transcript"
    await client.subscribe_resource(uri)
    Notes.updated.clear()
    await call(client, "miniapp_click", session=session, selector="#go")
    await call(client, "miniapp_wait_for", session=session, transcript={"kind": "reply", "action": "getPoints"})
    with anyio.fail_after(10):
        while Notes.updated.count(uri) < 2:  # the call and its reply, one notification per line
            await anyio.sleep(0.1)
    lines = (await client.read_resource(uri)).contents[0].text.splitlines()
    assert any(json.loads(line).get("action") == "getPoints" for line in lines)
    await call(client, "miniapp_close", session=session)


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    """A registry (`miniapp serve`) with the MCP test app published as `mcp-points`."""
    data = str(tmp_path_factory.mktemp("registry"))
    run = lambda *arguments: subprocess.run([MINIAPP, *arguments], cwd=ROOT, check=True, capture_output=True, text=True).stdout
    key = re.search(r"subscription key (\S+)", run("project", "create", "mcp", "--name", "MCP", "--data", data))[1]
    token = run("project", "token", "mcp", "--data", data).strip()
    run("keys", "create", "--data", data)
    pin = run("keys", "list", "--pin", "--data", data).splitlines()[0]
    log = os.path.join(data, "serve.log")
    with open(log, "w") as output:
        server = subprocess.Popen([MINIAPP, "serve", "--data", data, "--port", "0", "--log-level", "info"], cwd=ROOT,
                                  stdout=output, stderr=subprocess.STDOUT)
    try:
        url, deadline = None, time.monotonic() + 60
        while not url:
            assert server.poll() is None and time.monotonic() < deadline, open(log).read()[-2000:]
            found = re.search(r"listening on (127\.0\.0\.1:\d+)", open(log).read())
            url = found and "http://" + found[1]
            time.sleep(0.1)
        bundle = os.path.join(data, "app.zip")
        run("pack", APP, "-o", bundle)
        run("publish", bundle, "--server", url, "--project", "mcp", "--app", "mcp-points", "--token", token,
            "--version-tag", "1.0.0", "--publish")
        yield {"server": url, "project": "mcp", "subscriptionKey": key, "pinKeys": [pin]}
    finally:
        server.terminate()
        server.wait(timeout=15)


@pytest.mark.anyio
async def test_an_app_from_a_registry_opens_with_install_progress(client, registry):
    progress = []

    async def on_progress(done, total, message):
        progress.append(message)

    data = os.path.join(ROOT, ".build-mcp", "registry-client")
    result = await client.call_tool("miniapp_open", {"app": "mcp-points", "data": data, **registry}, progress_callback=on_progress)
    assert not result.is_error, result.content[0].text
    assert any("downloading" in message or "installed" in message for message in progress), progress
    session = result.structured_content["session"]
    start = (await call(client, "miniapp_transcript", session=session, kind="session"))["lines"][0]
    assert (start["appId"], start["versionTag"]) == ("mcp-points", "1.0.0"), start
    await call(client, "miniapp_close", session=session)


@pytest.mark.anyio
async def test_checking_and_methods(client, tmp_path_factory):
    folder = tmp_path_factory.mktemp("profiles", numbered=True)
    # Under the client's root (Tests/MCP) or the working directory only: write it there.
    profile = os.path.join(HERE, "app", "..", ".profile-under-test.json")
    with open(profile, "w") as file:
        file.write('{\n  "usrName": "Ann"\n}\n')
    try:
        checked = await call(client, "miniapp_check", paths=[profile, "Tests/MCP/app"])
        problems = checked["files"][0]["problems"]
        assert not checked["ok"] and re.search(r":2:\d+: .*usrName.*did you mean", problems[0]), problems
        assert checked["files"][1]["ok"] is True
    finally:
        os.remove(profile)
    assert folder  # the temporary folder is outside every root:
    assert "outside" in await refused(client, "miniapp_check", paths=[str(folder)])

    methods = await call(client, "miniapp_methods", dialect="miniapp", name="getPoints")
    row = methods["methods"][0]["columns"]
    assert "standard" in row["success V"], row
    wallet = {method["name"] for method in (await call(client, "miniapp_methods", dialect="wallet"))["methods"]}
    telegram = {method["name"] for method in (await call(client, "miniapp_methods", dialect="telegram"))["methods"]}
    assert {"web_app_open_popup", "web_app_setup_main_button", "web_app_request_theme"} <= telegram
    assert {"getAddress", "sendAssets"} <= wallet


@pytest.mark.anyio
async def test_bad_input_answers_a_clear_error(client):
    assert "no session is open" in await refused(client, "miniapp_click", selector="#go")
    assert "no session 'nope'" in await refused(client, "miniapp_status", session="nope")
    assert "unknown argument 'selektor'" in await refused(client, "miniapp_methods", dialect="miniapp", selektor="x")
    assert "'dialect' must be one of" in await refused(client, "miniapp_methods", dialect="walet")
    assert "did you mean 'wallet'" in await refused(client, "miniapp_methods", dialect="walet")
    assert "'paths' must be an array of strings" in await refused(client, "miniapp_check", paths="Tests")
    assert "'device'" in await refused(client, "miniapp_open", app="Tests/MCP/app", device="nokia-3310")
    assert "no such file" in await refused(client, "miniapp_open", app="Tests/MCP/no-such-app/")
    assert "outside" in await refused(client, "miniapp_open", app="/etc")
    bogus = os.path.join(HERE, ".not-a-bundle.zip")
    with open(bogus, "w") as file:
        file.write("not a zip")
    try:
        started = time.monotonic()
        said = await refused(client, "miniapp_open", app=bogus)
        assert "zip" in said and time.monotonic() - started < 30, said  # miniapp open's own words, at once
    finally:
        os.remove(bogus)
    with pytest.raises(MCPError, match="unknown tool"):
        await client.call_tool("miniapp_teleport", {})

    session = (await call(client, "miniapp_open", app="Tests/MCP/app"))["session"]
    assert "must be a whole number" in await refused(client, "miniapp_click", session=session, selector="#go", timeout="soon")
    assert "no element matches '#missing'" in await refused(client, "miniapp_click", session=session, selector="#missing", timeout=200)
    assert "#go" in await refused(client, "miniapp_click", session=session, selector="#missing", timeout=0)
    assert "not a valid CSS selector" in await refused(client, "miniapp_click", session=session, selector="##", timeout=0)
    assert "the script threw" in await refused(client, "miniapp_evaluate", session=session, script="throw new Error('boom')")
    assert "boom" in await refused(client, "miniapp_evaluate", session=session, script="throw new Error('boom')", **{"async": True})
    assert "timed out" in await refused(client, "miniapp_wait_for", session=session, selector="#never", timeout=300)
    assert "is required" in await refused(client, "miniapp_answer", session=session)
    assert "already launched" in await refused(client, "miniapp_launch", session=session)
    await call(client, "miniapp_close", session=session)


@pytest.mark.anyio
async def test_a_cancelled_open_leaves_no_process(client):
    server, = servers()
    before = set(descendants(server))
    # A page whose server never answers: the open waits for its load until cancelled. A
    # request that times out gets the SDK's courtesy notifications/cancelled.
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen()
    with silent, pytest.raises(MCPError, match="timed out"):
        await client.call_tool("miniapp_open", {"app": f"http://127.0.0.1:{silent.getsockname()[1]}/"}, read_timeout_seconds=3)
    started = [pid for pid in descendants(server) if pid not in before]
    assert started, "the open should have started processes before it was cancelled"
    assert await gone(started) == []
    # The server still answers, and nothing stayed open.
    assert (await call(client, "miniapp_sessions"))["sessions"] == []


def test_every_process_ends_when_the_client_goes_away():
    async def scenario():
        async with Client(server_parameters(), read_timeout_seconds=120) as connected:
            await call(connected, "miniapp_open", app="Tests/MCP/app")
            await call(connected, "miniapp_open", app="Tests/MCP/app")
            server = [pid for pid in servers() if pid not in known][0]
            children = descendants(server)
            names = [name(pid) for pid in children]
            assert names.count("WebKitWebDriver") == 2 and names.count("Xvfb") == 2, names
            return server, children

    known = servers()
    server, children = anyio.run(scenario)
    assert wait_until_gone(children + [server]) == []


def test_every_process_ends_when_the_server_is_killed():
    process = subprocess.Popen([MINIAPP, "mcp"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def send(message):
        process.stdin.write((json.dumps(message) + "\n").encode())
        process.stdin.flush()
        while True:  # the answer, past notifications (resources/list_changed…)
            answer = json.loads(process.stdout.readline())
            if answer.get("id") == message["id"]:
                return answer

    try:
        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "kill-test", "version": "1"}}})
        process.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        process.stdin.flush()
        opened = send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "miniapp_open", "arguments": {"app": "Tests/MCP/app"}}})
        assert not opened["result"].get("isError"), opened
        children = descendants(process.pid)
        assert any(name(pid).startswith("WebKitWebProc") for pid in children), [name(pid) for pid in children]
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        assert wait_until_gone(children) == []
    finally:
        if process.poll() is None:
            process.kill()


def test_http_transport_needs_the_token_and_refuses_foreign_origins_and_hosts():
    process = subprocess.Popen([MINIAPP, "mcp", "--http", "0"], cwd=ROOT, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        url = token = None
        while not (url and token):
            line = process.stderr.readline()
            assert line, "miniapp mcp --http ended before printing its address and token"
            url = url or (re.search(r"Streamable HTTP at (http://127\.0\.0\.1:\d+/mcp)", line) or [None, None])[1]
            token = token or (re.search(r"token (\S+)$", line.strip()) or [None, None])[1]
        port = url.split(":")[2].split("/")[0]
        initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}
        headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
        with httpx2.Client(timeout=10) as raw:
            assert raw.post(url, json=initialize, headers=headers).status_code == 401
            assert raw.post(url, json=initialize, headers={**headers, "Authorization": "Bearer wrong"}).status_code == 401
            authorized = {**headers, "Authorization": f"Bearer {token}"}
            assert raw.post(url, json=initialize, headers={**authorized, "Origin": "http://evil.example"}).status_code == 403
            assert raw.post(url, json=initialize, headers={**authorized, "Host": f"evil.example:{port}"}).status_code in (403, 421)
            assert raw.post(url, json=initialize, headers={**authorized, "Origin": f"http://127.0.0.1:{port}"}).status_code == 200

        async def listed():
            transport_client = httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"})
            from mcp.client.streamable_http import streamable_http_client
            async with Client(streamable_http_client(url, http_client=transport_client)) as connected:
                tools = (await connected.list_tools()).tools
                checked = await call(connected, "miniapp_check", paths=["Tests/MCP/app"])
                return {tool.name for tool in tools}, checked

        names, checked = anyio.run(listed)
        assert names == TOOLS and checked["ok"]
    finally:
        process.terminate()
        process.wait(timeout=15)
