// Events pushed by native (§3), the geolocation override (§1.7) and console
// forwarding (§1.9).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createFrame, flush, jsLiteral, nlaBase64 } from './harness.mjs';

// --- §3 events -------------------------------------------------------------------

test('execCustomEventsCallback dispatches a CustomEvent with detail.message on window', () => {
  const frame = createFrame();
  const seen = [];
  for (const type of ['miniapppause', 'miniappresume', 'miniappwebviewclosed']) {
    frame.window.addEventListener(type, (event) => seen.push(event));
  }
  frame.run(`window.MiniAppBridge.execCustomEventsCallback(${jsLiteral('miniapppause')}, ${jsLiteral('Host app will resign active')})`);
  frame.bridge.execCustomEventsCallback('miniappwebviewclosed', 'https://ext.example/path?q=1');
  frame.bridge.execCustomEventsCallback('miniappresume', 'MiniApp close external webview');
  assert.deepEqual(seen.map((event) => [event.type, event.detail.message]), [
    ['miniapppause', 'Host app will resign active'],
    ['miniappwebviewclosed', 'https://ext.example/path?q=1'],
    ['miniappresume', 'MiniApp close external webview'],
  ]);
  assert.ok(seen.every((event) => event instanceof CustomEvent && !event.bubbles && !event.cancelable));
});

test('miniappreceivejsoninfo is NLA-decoded; other events are not', () => {
  const frame = createFrame();
  const seen = [];
  frame.window.addEventListener('miniappreceivejsoninfo', (event) => seen.push(event.detail.message));
  frame.window.addEventListener('custom', (event) => seen.push(event.detail.message));
  const json = '{"greeting":"こんにちは","path":"C:\\\\new"}';
  frame.bridge.execCustomEventsCallback('miniappreceivejsoninfo', nlaBase64(json));
  frame.bridge.execCustomEventsCallback('custom', nlaBase64(json));
  assert.deepEqual(seen, [json, nlaBase64(json)]);
  assert.deepEqual(JSON.parse(seen[0]), { greeting: 'こんにちは', path: 'C:\\new' });
});

test('miniappreceivejsoninfo marked "text" by our native side is delivered as is', () => {
  const frame = createFrame();
  const seen = [];
  frame.window.addEventListener('miniappreceivejsoninfo', (event) => seen.push(event.detail.message));
  const json = '{"greeting":"こんにちは","path":"C:\\\\new","nla":"\\u3053"}';
  frame.bridge.execCustomEventsCallback('miniappreceivejsoninfo', json, 'text');
  assert.deepEqual(seen, [json]);
});

test('miniappsecurestorageready sets isSecureStorageReady before page listeners run', () => {
  const frame = createFrame();
  let flagSeenByPage;
  frame.window.addEventListener('miniappsecurestorageready', () => {
    flagSeenByPage = frame.bridge.isSecureStorageReady;
  });
  assert.equal(frame.bridge.isSecureStorageReady, false);
  frame.bridge.execCustomEventsCallback('miniappsecurestorageready', 'MiniApp Secure Storage Ready');
  assert.equal(frame.bridge.isSecureStorageReady, true);
  assert.equal(flagSeenByPage, true);
});

test('miniappsecurestorageloaderror stores parseMiniAppError(message)', () => {
  const frame = createFrame();
  frame.bridge.execCustomEventsCallback('miniappsecurestorageloaderror', 'MiniApp Secure Storage Error');
  const error = frame.bridge.secureStorageLoadError;
  assert.equal(error.constructor.name, 'MiniAppError');
  assert.equal(error.name, 'MiniAppError');
  assert.equal(error.message, 'Failed to parse the error: MiniApp Secure Storage Error');
  // The host sends this text on every first launch: no SyntaxError reaches the console.
  assert.deepEqual(frame.logLines, []);
  assert.deepEqual(frame.consoleCalls.filter((call) => call.method === 'error'), []);
  frame.bridge.execCustomEventsCallback('miniappsecurestorageloaderror', '{"type":"SecureStorageUnavailableError","message":"Storage not available"}');
  assert.equal(frame.bridge.secureStorageLoadError.constructor.name, 'SecureStorageUnavailableError');
  assert.equal(frame.bridge.isSecureStorageReady, false);
});

test('execKeyboardEventsCallback dispatches message and the three heights as given', () => {
  const frame = createFrame();
  const seen = [];
  frame.window.addEventListener('miniappkeyboardshown', (event) => seen.push(event.detail));
  frame.window.addEventListener('miniappkeyboardhidden', (event) => seen.push(event.detail));
  frame.run(`MiniAppBridge.execKeyboardEventsCallback('miniappkeyboardshown','Keyboard was shown','44.0','844.0','336.0')`);
  frame.run(`MiniAppBridge.execKeyboardEventsCallback('miniappkeyboardhidden','Keyboard was hidden')`);
  assert.deepEqual(JSON.parse(JSON.stringify(seen[0])), {
    message: 'Keyboard was shown', navigationBarHeight: '44.0', screenHeight: '844.0', keyboardHeight: '336.0',
  });
  assert.equal(seen[1].message, 'Keyboard was hidden');
  assert.equal(seen[1].keyboardHeight, undefined);
});

test('executor.execEvents dispatches on window', () => {
  const frame = createFrame();
  let got;
  frame.window.addEventListener('x', (event) => { got = event; });
  const event = new CustomEvent('x', { detail: { message: 'm' } });
  frame.bridge.executor.execEvents(event);
  assert.equal(got, event);
});

// --- §1.7 geolocation --------------------------------------------------------------

const FIX = '{"coords":{"latitude":35.6812,"longitude":139.7671, "altitude":40.0, "altitudeAccuracy":3.0, "accuracy":5.0, "speed":-1.0, "heading":-1.0}, "timestamp":1700000000000}';

test('getCurrentPosition goes through the bridge and passes the parsed plain object', async () => {
  const frame = createFrame();
  const positions = [];
  const errors = [];
  const returned = frame.navigator.geolocation.getCurrentPosition((p) => positions.push(p), (e) => errors.push(e), { enableHighAccuracy: true, timeout: 6000 });
  assert.equal(returned, undefined);
  assert.equal(frame.last().message.action, 'getCurrentPosition');
  assert.deepStrictEqual(frame.last().message.param, { locationOptions: { enableHighAccuracy: true, timeout: 6000 } });
  frame.last().resolve(`S${FIX}`);
  await flush();
  assert.equal(positions.length, 1);
  assert.deepEqual(JSON.parse(JSON.stringify(positions[0])), JSON.parse(FIX));
  assert.equal(errors.length, 0);
});

test('getCurrentPosition without options sends {locationOptions: undefined} → {}', () => {
  const frame = createFrame();
  frame.navigator.geolocation.getCurrentPosition(() => {});
  assert.equal(frame.last().body.includes('"param":{}'), true);
});

test('geolocation errors are only console.error-ed; the error callback is never called', async () => {
  const frame = createFrame();
  const calls = [];
  frame.navigator.geolocation.getCurrentPosition(() => calls.push('success'), () => calls.push('error'));
  frame.last().resolve('E{"code":1,"message":"User denied Geolocation"}');
  frame.navigator.geolocation.getCurrentPosition(() => calls.push('success'), () => calls.push('error'));
  frame.last().resolve('Snot json');
  await flush();
  assert.deepEqual(calls, []);
  const errors = frame.consoleCalls.filter((call) => call.method === 'error').map((call) => String(call.args[0]));
  assert.ok(errors.includes('{"code":1,"message":"User denied Geolocation"}'));
  assert.ok(errors.some((text) => text.startsWith('Failed to parse location object from MiniAppBridge: SyntaxError')));
});

test('watchPosition and clearWatch are untouched; a missing navigator.geolocation is tolerated', () => {
  const frame = createFrame();
  assert.equal(typeof frame.navigator.geolocation.watchPosition, 'function');
  assert.notEqual(frame.navigator.geolocation.getCurrentPosition, frame.originalGetCurrentPosition);
  assert.doesNotThrow(() => createFrame({ geolocation: false }));
  assert.equal(createFrame({ geolocation: false }).bridge.constructor.name, 'MiniAppBridge');
});

// --- §1.9 console forwarding ----------------------------------------------------------

test('console.log/warn/error/debug post "<emoji> console.<type>: <args>" and call the original', () => {
  const frame = createFrame();
  const { console } = frame.window;
  console.log('hello', 42, true);
  console.warn({ a: 1 }, [1, 'two'], null);
  console.error(undefined, 'x');
  console.debug('dbg');
  assert.deepEqual(frame.logLines, [
    '📗 console.log: hello, 42, true',
    '📙 console.warning: {"a":1}, [1,"two"], null',
    '📕 console.error: undefined, x',
    '📘 console.debug: dbg',
  ]);
  assert.deepEqual(frame.consoleCalls.map((call) => call.method), ['log', 'warn', 'error', 'debug']);
  assert.deepEqual(frame.consoleCalls[0].args, ['hello', 42, true]);
  console.info('not wrapped');
  assert.equal(frame.logLines.length, 4);
});

test('console forwarding: no arguments, functions, symbols and bigints use toString()', () => {
  const frame = createFrame();
  const { console } = frame.window;
  console.log();
  console.log(function named() { return 1; }, Symbol('s'), 10n);
  assert.deepEqual(frame.logLines, ['📗 console.log: ', '📗 console.log: function named() { return 1; }, Symbol(s), 10']);
});

test('each argument is cut to 3000 characters', () => {
  const frame = createFrame();
  frame.window.console.log('x'.repeat(5000), 'y', { long: 'z'.repeat(4000) });
  const [line] = frame.logLines;
  const body = line.slice('📗 console.log: '.length);
  const parts = body.split(', ');
  assert.equal(parts[0], 'x'.repeat(3000));
  assert.equal(parts[1], 'y');
  assert.equal(parts[2].length, 3000);
  assert.ok(parts[2].startsWith('{"long":"zzz'));
  assert.equal(frame.consoleCalls[0].args[0].length, 5000); // the original gets the full text
});

test('unserializable arguments never break console', () => {
  const frame = createFrame();
  const cyclic = {};
  cyclic.self = cyclic;
  const hostile = { toJSON() { throw new Error('no'); } };
  const bare = Object.create(null); // cyclic and without toString
  bare.self = bare;
  const throwingToString = { toString() { throw new Error('no'); } };
  assert.doesNotThrow(() => frame.window.console.error(cyclic, hostile, bare, { toJSON: () => undefined }, Object.create(null)));
  assert.doesNotThrow(() => frame.window.console.log(throwingToString, Symbol.prototype));
  assert.equal(frame.consoleCalls.length, 2);
  assert.deepEqual(frame.logLines.slice(0, 1), [
    '📕 console.error: [object Object], [object Object], [object Object], [object Object], {}',
  ]);
});

test('a failing log handler never breaks console', () => {
  const frame = createFrame({ extraHandlers: { MiniAppLogging: { postMessage() { throw new Error('handler gone'); } } } });
  assert.doesNotThrow(() => frame.window.console.log('still works'));
  assert.deepEqual(frame.consoleCalls.map((call) => call.args), [['still works']]);
});

test('logging from inside forwarding does not recurse', () => {
  let frame;
  let depth = 0;
  const lines = [];
  const reentrant = {
    postMessage(line) {
      lines.push(line);
      depth += 1;
      if (depth < 5) frame.window.console.warn('from inside the handler');
      depth -= 1;
    },
  };
  frame = createFrame({ extraHandlers: { MiniAppLogging: reentrant } });
  frame.window.console.log('outer');
  assert.deepEqual(lines, ['📗 console.log: outer']);
  assert.deepEqual(frame.consoleCalls.map((call) => call.method), ['warn', 'log']);
});

test('scope "console" (beside a foreign bridge) forwards the console and installs nothing else', () => {
  const frame = createFrame({ scope: 'console', channel: 'MiniAppiOS', isTop: true });
  assert.equal(frame.bridge, undefined);
  frame.run("console.log('hello', 1); console.error(new Error('boom'))");
  assert.equal(frame.logLines.length, 2);
  assert.equal(frame.logLines[0], '📗 console.log: hello, 1');
  // An Error keeps its stack, on the lines after its name and message.
  assert.ok(frame.logLines[1].startsWith('📕 console.error: Error: boom\n'), frame.logLines[1]);
  assert.ok(frame.logLines[1].split('\n').length > 1);
  assert.equal(frame.posts.length, 0);
  assert.equal(frame.navigator.geolocation.getCurrentPosition, frame.originalGetCurrentPosition);
});
