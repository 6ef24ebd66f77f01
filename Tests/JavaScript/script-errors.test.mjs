// The error-reporting script (Resources/script-errors.js) in a node:vm frame: what it
// posts for trusted error events, rejections and console.error(Error), and what it
// ignores (events the page dispatches itself, other origins).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = fs.readFileSync(path.resolve(here, '../../Sources/MiniAppKit/Dialect/MiniApp/Resources/script-errors.js'), 'utf8');

function createFrame({ origin = 'mscheme.demo://miniapp', config = { channel: 'MiniAppErrors_secret' } } = {}) {
  const posts = [];
  const listeners = {};
  const logged = [];
  class ErrorEvent {
    constructor(init) { Object.assign(this, init); }
  }
  const window = {
    location: { origin },
    webkit: { messageHandlers: { MiniAppErrors_secret: { postMessage(text) { posts.push(JSON.parse(text)); } } } },
    addEventListener(type, listener) { (listeners[type] ??= []).push(listener); },
    ErrorEvent,
  };
  window.top = window;
  const context = vm.createContext({ window, console: { error: (...args) => logged.push(args) } });
  vm.runInContext('var Error = this.Error;', context);
  vm.runInContext(SOURCE.replace('__MINIAPP_ERRORS_CONFIG__', JSON.stringify(config)), context);
  const fire = (type, event) => { for (const listener of listeners[type] ?? []) listener(event); };
  const make = (code) => vm.runInContext(code, context);
  return { posts, fire, make, ErrorEvent, logged, console: context.console };
}

test('an uncaught error without a place of its own reports the event\'s, with the error\'s name and stack', () => {
  const frame = createFrame();
  const error = frame.make("(() => { const e = new TypeError('x is undefined'); e.stack = 'f@app.js:3:27'; return e; })()");
  frame.fire('error', Object.assign(new frame.ErrorEvent({ message: 'TypeError: x is undefined', filename: 'mscheme.demo://miniapp/app.js', lineno: 3, colno: 27, error }), { isTrusted: true }));
  assert.deepEqual(frame.posts, [{
    source: 'uncaught', name: 'TypeError', message: 'TypeError: x is undefined', url: 'mscheme.demo://miniapp/app.js',
    line: 3, column: 27, stack: 'f@app.js:3:27', frame: 'main',
  }]);
});

test('error events the page dispatches itself are not reported', () => {
  const frame = createFrame();
  frame.fire('error', Object.assign(new frame.ErrorEvent({ message: 'forged', filename: 'x.js', lineno: 1, colno: 1 }), { isTrusted: false }));
  frame.fire('error', { isTrusted: true, message: 'not an ErrorEvent (a resource that failed to load)' });
  assert.deepEqual(frame.posts, []);
});

test('a syntax error\'s column comes from the SyntaxError when the event says 0', () => {
  const frame = createFrame();
  const error = frame.make("(() => { const e = new SyntaxError(\"Unexpected token ';'\"); e.line = 3; e.column = 16; return e; })()");
  frame.fire('error', Object.assign(new frame.ErrorEvent({ message: "SyntaxError: Unexpected token ';'", filename: 'syntax.js', lineno: 3, colno: 0, error }), { isTrusted: true }));
  assert.equal(frame.posts[0].line, 3);
  assert.equal(frame.posts[0].column, 16);
});

test('an unhandled rejection of a non-Error reports its text without a place (WebKit does not trust the event)', () => {
  const frame = createFrame();
  frame.fire('unhandledrejection', { isTrusted: false, reason: 'just a string' });
  assert.deepEqual(frame.posts, [{ source: 'unhandledrejection', name: '', message: 'just a string', url: null, line: null, column: null, stack: null, frame: 'main' }]);
});

test('console.error of an Error reports it and still logs', () => {
  const frame = createFrame();
  frame.make("console.error('context', new RangeError('too far'))");
  assert.equal(frame.posts.length, 1);
  assert.equal(frame.posts[0].source, 'console');
  assert.equal(frame.posts[0].name, 'RangeError');
  assert.equal(frame.posts[0].message, 'too far');
  assert.equal(frame.logged.length, 1);
  frame.make("console.error('no error here')");
  assert.equal(frame.posts.length, 1);
});

test('a page of another origin (a ported one WebKit cannot tell) gets nothing', () => {
  const frame = createFrame({ origin: 'http://127.0.0.1:9000', config: { channel: 'MiniAppErrors_secret', origin: 'http://127.0.0.1:8000' } });
  frame.make("console.error(new Error('x'))");
  assert.deepEqual(frame.posts, []);
});

test('an uncaught Error is placed where it was made, not past its throw', () => {
  const frame = createFrame();
  const error = frame.make("(() => { const e = new Error('boom'); e.sourceURL = 'mscheme.demo://miniapp/mapped.js'; e.line = 1; e.column = 36; return e; })()");
  frame.fire('error', Object.assign(new frame.ErrorEvent({ message: 'Error: boom', filename: 'mscheme.demo://miniapp/mapped.js', lineno: 1, colno: 49, error }), { isTrusted: true }));
  assert.equal(frame.posts[0].line, 1);
  assert.equal(frame.posts[0].column, 36);
  assert.equal(frame.posts[0].message, 'Error: boom');
});

test('the SyntaxError js-miniapp logs for the first launch\'s secure-storage text is not reported; others are', async () => {
  const frame = createFrame();
  const syntaxError = () => frame.make("new SyntaxError('JSON Parse error: Unexpected identifier \"MiniApp\"')");
  // The bridge's listener parses the text and logs the failure while the event is dispatched.
  frame.fire('miniappsecurestorageloaderror', { detail: { message: 'MiniApp Secure Storage Error' } });
  frame.console.error(syntaxError());
  frame.console.error(frame.make("new TypeError('a real one')"));
  assert.deepEqual(frame.posts.map((post) => post.name), ['TypeError']);
  // Once the dispatch is over, a SyntaxError is the mini app's again.
  await Promise.resolve();
  frame.console.error(syntaxError());
  // Another text is a real load failure: its parse error is reported.
  frame.fire('miniappsecurestorageloaderror', { detail: { message: 'disk full' } });
  frame.console.error(syntaxError());
  assert.deepEqual(frame.posts.map((post) => post.name), ['TypeError', 'SyntaxError', 'SyntaxError']);
  assert.equal(frame.logged.length, 4, 'every call still reaches the console');
});
