// Test harness: runs a bridge script in a node:vm context that stands in for a
// WKWebView frame (window, webkit.messageHandlers, CustomEvent, crypto, atob,
// console, navigator.geolocation).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

export const BRIDGE_PATH = path.join(repo, 'Sources/MiniAppKit/Dialect/MiniApp/Resources/miniapp-bridge.js');
export const REFERENCE_PATH = path.join(repo, 'Platform/Tests/MiniAppCLITests/Fixtures/reference-bridge/bridge.js');
export const BRIDGE_SOURCE = fs.readFileSync(BRIDGE_PATH, 'utf8');
export const REFERENCE_SOURCE = fs.readFileSync(REFERENCE_PATH, 'utf8');
export const CONFIG_TOKEN = '__MINIAPP_BRIDGE_CONFIG__';
export const SECRET = 'mab-secret-7f3c9d1e2b';

/** Substitutes the config the way the native side does (one JSON literal). */
export function configure(config) {
  return BRIDGE_SOURCE.replace(CONFIG_TOKEN, JSON.stringify(config));
}

/** Lets queued promise callbacks (including the vm's) run. */
export function flush() {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Starts observing a promise at once (so a rejection is never unhandled) and
 * returns a tracker for state().
 */
export function track(promise) {
  const tracker = { result: 'pending' };
  promise.then(
    (value) => { tracker.result = { value }; },
    (error) => { tracker.result = { error }; },
  );
  return tracker;
}

/** 'pending', or {value} / {error} once settled (after a flush). */
export async function state(promiseOrTracker) {
  const tracker = 'result' in promiseOrTracker ? promiseOrTracker : track(promiseOrTracker);
  await flush();
  return tracker.result;
}

/** Rebuilds a value created in the vm realm as a plain value of this realm. */
export function plain(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/**
 * Creates a fake frame and runs `source` in it.
 * options: scope, channel, logChannel, isTop, withReply (postMessage returns a
 * promise), seed (value of crypto.getRandomValues), geolocation, config
 * (overrides), source (a full script instead of our bridge), prelude (code run
 * first), filename, extraHandlers (more or replaced message handlers), batching
 * (gives the frame queueMicrotask, which turns on the bridge's batching of calls).
 */
export function createFrame(options = {}) {
  const {
    scope = 'main',
    channel = SECRET,
    logChannel = 'MiniAppLogging',
    isTop = scope === 'main',
    withReply = true,
    seed = 0x40000000, // 0.25
    geolocation = true,
  } = options;

  const posts = []; // every body posted on the bridge channel
  const logLines = []; // every string posted on the log channel
  const consoleCalls = []; // calls reaching the page's original console
  const events = new EventTarget();
  const received = []; // every event dispatched on window

  const channelHandler = {
    postMessage(body) {
      const entry = { body, handler: 'channel' };
      try {
        entry.message = JSON.parse(body);
      } catch (_) {
        entry.message = undefined;
      }
      posts.push(entry);
      if (!withReply) return undefined;
      return new Promise((resolve, reject) => {
        entry.resolve = resolve;
        entry.reject = reject;
      });
    },
  };
  const logHandler = {
    postMessage(line) {
      logLines.push(line);
      return undefined;
    },
  };
  const messageHandlers = { [channel]: channelHandler, [logChannel]: logHandler };
  if (options.extraHandlers) Object.assign(messageHandlers, options.extraHandlers);

  const originalConsole = {};
  for (const method of ['log', 'warn', 'error', 'debug', 'info']) {
    originalConsole[method] = (...args) => consoleCalls.push({ method, args });
  }

  const originalGetCurrentPosition = () => {
    throw new Error('native geolocation must not be reached');
  };
  const navigator = {
    userAgent: 'test',
    geolocation: geolocation ? { getCurrentPosition: originalGetCurrentPosition, watchPosition() {}, clearWatch() {} } : undefined,
  };

  const sandbox = {
    console: originalConsole,
    navigator,
    webkit: { messageHandlers },
    CustomEvent,
    Event,
    EventTarget,
    atob,
    btoa,
    TextDecoder,
    setTimeout,
    clearTimeout,
    // Without queueMicrotask the bridge posts every call at once; most tests want that.
    ...(options.batching ? { queueMicrotask } : {}),
    crypto: {
      getRandomValues(array) {
        array[0] = seed;
        return array;
      },
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent(event) {
      received.push(event);
      return events.dispatchEvent(event);
    },
  };
  sandbox.window = sandbox;
  sandbox.self = sandbox;
  sandbox.top = isTop ? sandbox : { name: 'top frame' };
  vm.createContext(sandbox);

  const source =
    options.source ??
    configure({ channel, logChannel, scope, platform: 'iOS', ...(options.config || {}) });
  if (options.prelude) vm.runInContext(options.prelude, sandbox);
  vm.runInContext(source, sandbox, { filename: options.filename ?? 'miniapp-bridge.js' });

  return {
    window: sandbox,
    get bridge() {
      return sandbox.MiniAppBridge;
    },
    posts,
    logLines,
    consoleCalls,
    received,
    navigator,
    originalConsole,
    originalGetCurrentPosition,
    channelHandler,
    logHandler,
    last() {
      return posts[posts.length - 1];
    },
    /** Evaluates JS in the frame, as native's evaluateJavaScript would. */
    run(code) {
      return vm.runInContext(code, sandbox);
    },
  };
}

/** Apple NonLossyASCII (§1.8 table) then base64: what native sends. */
export function nlaBase64(text) {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if ((unit >= 0x20 && unit <= 0x7e && unit !== 0x5c) || unit === 0x09 || unit === 0x0a || unit === 0x0d) {
      out += text[i];
    } else if (unit === 0x5c) {
      out += '\\\\';
    } else if (unit < 0x100) {
      out += '\\' + unit.toString(8).padStart(3, '0');
    } else {
      out += '\\u' + unit.toString(16).padStart(4, '0');
    }
  }
  return Buffer.from(out, 'latin1').toString('base64');
}

/** A JS string literal the way a safe host builds replies (§1.6). */
export function jsLiteral(value) {
  return JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
