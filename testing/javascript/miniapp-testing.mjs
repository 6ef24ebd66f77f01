// Drive a mini app in MiniAppKit's real host from a JavaScript test (`node --test`; no npm).
//
// `MiniApp.start()` starts `miniapp webdriver` (WebKitWebDriver behind a door that only
// local test clients pass), which starts `miniapp open` with the app; the test then drives
// the page through W3C WebDriver (find, click, type, run script, wait, screenshot,
// navigate) and the host through `miniapp open --control` (script answers, push host
// events, read the transcript). Needs Node 18 or later (global fetch).
//
//   import { test } from 'node:test';
//   import assert from 'node:assert/strict';
//   import { MiniApp } from './miniapp-testing.mjs';
//
//   test('points', async () => {
//     const app = await MiniApp.start('./my-app', { hold: true });
//     try {
//       await app.answer('getPoints', { value: { standard: 10, term: 20, cash: 30 } });
//       await app.launch();
//       await (await app.find('#get-points')).click();
//       const call = await app.expectCall('getPoints');
//       assert.deepEqual(call.reply, { standard: 10, term: 20, cash: 30 });
//     } finally {
//       await app.quit();
//     }
//   });
//
// See docs/TESTING.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** A driver, control or expectation failure, with what was seen. */
export class MiniAppTestError extends Error {
  constructor(message) {
    super(message);
    this.name = 'MiniAppTestError';
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

function parse(text) {
  if (text === undefined || text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A telegram reply's value (`name payload` per line) as `{ event, data }` objects. */
function telegramEvents(value) {
  return (value ?? '').split('\n').filter((line) => line).map((line) => {
    const space = line.indexOf(' ');
    return space < 0 ? { event: line, data: null } : { event: line.slice(0, space), data: parse(line.slice(space + 1)) };
  });
}

// Content-Type on every request, with a body or not: both doors refuse a change without
// it (a web page cannot send it), and no Origin header (docs/TESTING.md).
async function http(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new MiniAppTestError(`${method} ${url}: HTTP ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

const sleep = (milliseconds) => new Promise((done) => setTimeout(done, milliseconds));

/** A page element found through WebDriver. */
export class Element {
  constructor(app, reference, selector) {
    this.app = app;
    this.reference = reference;
    this.selector = selector;
  }
  async click() { await this.app.session('POST', `/element/${this.reference}/click`, {}); return this; }
  async type(text) { await this.app.session('POST', `/element/${this.reference}/value`, { text }); return this; }
  async clear() { await this.app.session('POST', `/element/${this.reference}/clear`, {}); return this; }
  text() { return this.app.session('GET', `/element/${this.reference}/text`); }
  attribute(name) { return this.app.session('GET', `/element/${this.reference}/attribute/${name}`); }
  property(name) { return this.app.session('GET', `/element/${this.reference}/property/${name}`); }
}

/** A mini app running in `miniapp open` under WebDriver and the control API. */
export class MiniApp {
  /**
   * Starts the app. Options: `profile` (a host profile file), `hold` (load only on
   * `launch()`, so answers scripted first apply from the page's first script on), `args`
   * (more `miniapp open` arguments), `miniapp` (the executable: `$MINIAPP`, else `miniapp`
   * on PATH), `driver` (the WebKitWebDriver `miniapp webdriver` runs; its default:
   * `WebKitWebDriver` on PATH), `headless` (default true), `timeout` (seconds a wait
   * lasts, default 10).
   */
  static async start(app, options = {}) {
    const miniApp = new MiniApp(app, options);
    await miniApp.#start();
    return miniApp;
  }

  constructor(app, { profile, hold = false, args = [], miniapp, driver, headless = true, timeout = 10 } = {}) {
    this.app = app;
    this.profile = profile;
    this.hold = hold;
    this.args = args;
    this.miniapp = miniapp ?? process.env.MINIAPP ?? 'miniapp';
    this.driver = driver;
    this.headless = headless;
    this.timeout = timeout;
    this.expected = new Map();
  }

  async #start() {
    const [driverPort, controlPort] = [await freePort(), await freePort()];
    const binary = existsSync(this.miniapp) ? resolve(this.miniapp) : this.miniapp;
    const command = ['webdriver', '--port', String(driverPort), ...(this.driver ? ['--driver', this.driver] : [])];
    this.driverProcess = spawn(binary, command, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    this.driverProcess.stderr.on('data', (chunk) => { said += chunk; });
    this.driverURL = `http://127.0.0.1:${driverPort}`;
    this.controlURL = `http://127.0.0.1:${controlPort}`;
    await this.waitUntil(async () => {
      if (this.driverProcess.exitCode !== null) {
        throw new MiniAppTestError(`miniapp webdriver exited with status ${this.driverProcess.exitCode}: ${said.trim()}`);
      }
      try { return await http('GET', `${this.driverURL}/status`); } catch { return false; }
    }, { timeout: 15, message: 'miniapp webdriver to start' });
    const args = ['open', this.app, '--control', String(controlPort)];
    if (this.hold) args.push('--hold');
    if (this.headless) args.push('--headless');
    if (this.profile) args.push('--profile', this.profile);
    args.push(...this.args);
    const created = await http('POST', `${this.driverURL}/session`, {
      capabilities: { alwaysMatch: { browserName: 'MiniAppKit', 'webkitgtk:browserOptions': { binary, args } } },
    });
    this.sessionId = created.value.sessionId;
  }

  /** Ends the WebDriver session (which ends `miniapp open`) and `miniapp webdriver`. */
  async quit() {
    try {
      if (this.sessionId) await http('DELETE', `${this.driverURL}/session/${this.sessionId}`);
    } catch {
      // The run may already be over (closeMiniApp, close()).
    } finally {
      this.sessionId = undefined;
      if (this.driverProcess && this.driverProcess.exitCode === null) {
        const exited = new Promise((done) => this.driverProcess.once('exit', done));
        this.driverProcess.kill('SIGTERM');
        await exited;
      }
    }
  }

  // -- the page (W3C WebDriver) ----------------------------------------------------

  async session(method, path, body) {
    if (!this.sessionId) throw new MiniAppTestError('the mini app is not started (MiniApp.start)');
    return (await http(method, `${this.driverURL}/session/${this.sessionId}${path}`, body)).value;
  }

  /** The first element matching a CSS selector, waiting for it to appear. */
  async find(selector, { timeout } = {}) {
    const found = await this.waitUntil(async () => {
      const elements = await this.session('POST', '/elements', { using: 'css selector', value: selector });
      return elements[0];
    }, { timeout, message: `an element matching ${JSON.stringify(selector)}` });
    return new Element(this, found[ELEMENT_KEY], selector);
  }

  async findAll(selector) {
    const elements = await this.session('POST', '/elements', { using: 'css selector', value: selector });
    return elements.map((element) => new Element(this, element[ELEMENT_KEY], selector));
  }

  /** Runs a function body in the page (`return …` gives its value). */
  execute(script, ...args) { return this.session('POST', '/execute/sync', { script, args }); }

  /** Runs a function body whose last argument is the callback to call with the result. */
  executeAsync(script, ...args) { return this.session('POST', '/execute/async', { script, args }); }

  /** Polls `condition` (sync or async) until it returns something truthy, and returns that. */
  async waitUntil(condition, { timeout, message = 'a condition' } = {}) {
    const deadline = Date.now() + (timeout ?? this.timeout) * 1000;
    for (;;) {
      const value = await condition();
      if (value) return value;
      if (Date.now() > deadline) throw new MiniAppTestError(`timed out waiting for ${message}`);
      await sleep(50);
    }
  }

  /** A PNG of the page as it is now, drawn by the host (the control API's `GET /screenshot`,
   *  which `miniapp webdriver` answers WebDriver's screenshots with too; WebKitGTK's own is
   *  its last presented frame, which may predate the last change). Written to `path` when given. */
  async screenshot(path) {
    const response = await fetch(`${this.controlURL}/screenshot`, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new MiniAppTestError(`GET ${this.controlURL}/screenshot: HTTP ${response.status}: ${await response.text()}`);
    const png = Buffer.from(await response.arrayBuffer());
    if (path) await writeFile(path, png);
    return png;
  }

  navigate(url) { return this.session('POST', '/url', { url }); }
  url() { return this.session('GET', '/url'); }

  // -- the host (miniapp open --control) -------------------------------------------

  /** Loads a mini app started with `hold: true`. */
  launch() { return http('POST', `${this.controlURL}/launch`); }

  /** Scripts `action`'s answer: `{ value }`, `{ error }` (the dialect's wire form), `delayMs`. */
  answer(action, { value, error, delayMs } = {}) {
    const body = {};
    if (value !== undefined) body.value = value;
    if (error !== undefined) body.error = error;
    if (delayMs !== undefined) body.delayMs = delayMs;
    return http('PUT', `${this.controlURL}/answers/${encodeURIComponent(action)}`, body);
  }

  clearAnswer(action) {
    return http('DELETE', `${this.controlURL}/answers${action ? `/${encodeURIComponent(action)}` : ''}`);
  }

  /** Pushes a host event (`pause`, `resume`, `json`, `queryParams`, `back`, `navigateAppTo`,
   * `notification`, Telegram's `mainButton`, `secondaryButton`, `settingsButton`,
   * `themeChanged`…), with its fields (`text`, `body`, `at`, `tab`). */
  pushEvent(name, fields = {}) { return http('POST', `${this.controlURL}/events`, { name, ...fields }); }

  /** Ends the run as if the mini app had called `closeMiniApp`. */
  close() { return http('POST', `${this.controlURL}/close`); }

  status() { return http('GET', `${this.controlURL}/status`); }

  /** Every transcript line so far (docs/TRANSCRIPT.md). */
  async transcript() { return (await http('GET', `${this.controlURL}/transcript?since=0`)).lines; }

  /** The calls so far (of `action`), each with its reply once it has one. */
  async calls(action) {
    const lines = await this.transcript();
    const replies = new Map();
    for (const line of lines) {
      if (['reply', 'failed', 'denied'].includes(line.kind)) replies.set(`${line.dialect} ${line.id}`, line);
    }
    // Telegram's calls carry no id of their own (most have no req_id): each takes the
    // first reply of its action after it.
    const used = new Set();
    const telegramReply = (index, call) => {
      for (let later = index + 1; later < lines.length; later++) {
        const line = lines[later];
        if (!used.has(later) && line.kind === 'reply' && line.dialect === 'telegram' && line.action === call.action && line.id === call.id) {
          used.add(later);
          return line;
        }
      }
      return null;
    };
    const found = [];
    lines.forEach((line, index) => {
      if (line.kind !== 'call') return;
      const telegram = line.dialect === 'telegram' ? telegramReply(index, line) : null;
      if (action && line.action !== action) return;
      const body = parse(line.body);
      const reply = line.dialect === 'telegram' ? telegram : replies.get(`${line.dialect} ${line.id}`);
      let param = line.dialect === 'miniapp' && body && typeof body === 'object' ? body.param : body;
      if (line.dialect === 'telegram' && Array.isArray(body) && body.length === 3) {
        param = body[1] === null || body[1] === '' || body[1] === '""' ? {} : parse(body[1]);
      }
      found.push({
        action: line.action,
        id: line.id,
        dialect: line.dialect,
        param,
        status: reply ? (reply.status ?? 'error') : null,
        reply: reply ? (line.dialect === 'telegram' && reply.kind === 'reply' ? telegramEvents(reply.value) : parse(reply.value ?? reply.message)) : null,
      });
    });
    return found;
  }

  // -- Telegram mini apps (the telegram dialect) -------------------------------------

  /** The Telegram mini app's state: `initData` as the page got it, the `botId` and
   * `publicKey` it is signed for, `platform`, `theme`, the `chrome` the page set and
   * whether it is `active`. */
  telegram() { return http('GET', `${this.controlURL}/telegram`); }

  /** Every event the host sent the page (as replies and pushed), in order, each
   * `{ event, data }`; of `name` only when given. */
  async telegramEvents(name) {
    const events = [];
    for (const line of await this.transcript()) {
      if (line.dialect !== 'telegram') continue;
      if (line.kind === 'reply') events.push(...telegramEvents(line.value));
      else if (line.kind === 'event') events.push({ event: line.name, data: parse(line.detail) });
    }
    return events.filter((event) => !name || event.event === name);
  }

  /** Waits for the next event `name` the host sent the page, not returned before. */
  async expectTelegramEvent(name, { timeout } = {}) {
    const key = `telegram:${name}`;
    const index = this.expected.get(key) ?? 0;
    const event = await this.waitUntil(async () => (await this.telegramEvents(name))[index], {
      timeout, message: `a ${JSON.stringify(name)} event`,
    });
    this.expected.set(key, index + 1);
    return event;
  }

  /** Waits for the next answered call of `action` not returned before, and returns it. */
  async expectCall(action, { timeout } = {}) {
    const index = this.expected.get(action) ?? 0;
    const call = await this.waitUntil(async () => (await this.calls(action)).filter((c) => c.status !== null)[index], {
      timeout, message: `an answered ${JSON.stringify(action)} call`,
    });
    this.expected.set(action, index + 1);
    return call;
  }
}
