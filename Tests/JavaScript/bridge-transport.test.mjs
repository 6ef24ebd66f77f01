// Transport of the injected bridge: config injection, frames, ids, the reply
// promise (S/E/null), native-evaluated callbacks, duplicates (§1.3–§1.5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {
  BRIDGE_SOURCE, CONFIG_TOKEN, SECRET, configure, createFrame, flush, jsLiteral, plain, state, track,
} from './harness.mjs';

test('the config placeholder appears exactly once, as an expression', () => {
  assert.equal(BRIDGE_SOURCE.split(CONFIG_TOKEN).length - 1, 1);
  const config = { channel: 'c', logChannel: 'l', scope: 'main', platform: 'iOS' };
  // Substituted source must be valid script.
  assert.doesNotThrow(() => new vm.Script(configure(config)));
  // Unsubstituted, it must fail loudly rather than run half-configured.
  const frame = () => createFrame({ source: BRIDGE_SOURCE });
  assert.throws(frame, /__MINIAPP_BRIDGE_CONFIG__ is not defined/);
});

test('main scope posts on the configured channel and logs on the log channel', async () => {
  const frame = createFrame({ channel: SECRET, logChannel: 'MiniAppLogging' });
  assert.equal(frame.bridge.platform, 'iOS');
  frame.bridge.getMauid();
  assert.equal(frame.posts.length, 1);
  frame.window.console.log('hi');
  assert.deepEqual(frame.logLines, ['📗 console.log: hi']);
});

test('the config and the secret channel name are not reachable from page code', () => {
  const frame = createFrame();
  const { window } = frame;
  assert.equal(Object.keys(window).some((key) => key.includes('CONFIG')), false);
  const seen = new Set();
  const texts = [];
  const visit = (value, depth) => {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value) || depth > 4) return;
    seen.add(value);
    if (typeof value === 'function') texts.push(Function.prototype.toString.call(value));
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
      if (descriptor && 'value' in descriptor) {
        if (typeof descriptor.value === 'string') texts.push(descriptor.value);
        visit(descriptor.value, depth + 1);
      }
    }
    visit(Object.getPrototypeOf(value), depth + 1);
  };
  visit(window.MiniAppBridge, 0);
  visit(window.console, 0);
  visit(window.navigator.geolocation, 0);
  assert.ok(texts.length > 50);
  for (const text of texts) assert.equal(text.includes(SECRET), false);
  assert.equal(JSON.stringify(window.MiniAppBridge).includes(SECRET), false);
});

test('the handler is captured at start-up: replacing window.webkit later changes nothing', () => {
  const frame = createFrame();
  const hijacked = [];
  frame.window.webkit = {
    messageHandlers: new Proxy({}, { get: () => ({ postMessage: (body) => hijacked.push(body) }) }),
  };
  frame.channelHandler.postMessage = () => assert.fail('postMessage was looked up again');
  frame.bridge.getMauid();
  assert.equal(hijacked.length, 0);
  assert.equal(frame.posts.length, 1);
});

test('subframe scope does nothing at all in the top frame', () => {
  const frame = createFrame({ scope: 'subframe', channel: 'MiniAppiOS', isTop: true });
  assert.equal(frame.window.MiniAppBridge, undefined);
  assert.equal(frame.window.console, frame.originalConsole);
  assert.equal(frame.window.console.log, frame.originalConsole.log);
  assert.equal(frame.navigator.geolocation.getCurrentPosition, frame.originalGetCurrentPosition);
});

test('subframe scope installs the same bridge in an iframe, on MiniAppiOS', async () => {
  const frame = createFrame({ scope: 'subframe', channel: 'MiniAppiOS', isTop: false });
  const { bridge } = frame;
  assert.equal(bridge.constructor.name, 'MiniAppBridge');
  const main = createFrame();
  const names = (object) => Object.getOwnPropertyNames(Object.getPrototypeOf(object)).sort();
  assert.deepEqual(names(bridge), names(main.bridge));
  const promise = track(bridge.getUserName());
  assert.equal(frame.last().message.action, 'getUserName');
  frame.last().resolve('E{"type":"accessDenied","message":"sub-frame"}');
  assert.deepEqual(await state(promise), { error: '{"type":"accessDenied","message":"sub-frame"}' });
  // Console forwarding works there too; the geolocation override is main-frame only.
  frame.window.console.warn('w');
  assert.deepEqual(frame.logLines, ['📙 console.warning: w']);
  assert.equal(frame.navigator.geolocation.getCurrentPosition, frame.originalGetCurrentPosition);
});

test('request body is JSON.stringify({action, param, id}) with ids String(++seed)', () => {
  // getRandomValues → 0x40000000 / 2^32 = 0.25
  const frame = createFrame({ seed: 0x40000000 });
  frame.bridge.getUserName();
  frame.bridge.requestCustomPermissions([{ name: 'rakuten.miniapp.user.USER_NAME', description: 'why' }]);
  frame.bridge.downloadFile('f', 'u', undefined);
  const [first, second, third] = frame.posts;
  assert.equal(first.body, '{"action":"getUserName","param":null,"id":"1.25"}');
  assert.equal(
    second.body,
    '{"action":"requestCustomPermissions","param":{"permissions":[{"name":"rakuten.miniapp.user.USER_NAME","description":"why"}]},"id":"2.25"}',
  );
  // undefined keys are dropped, not sent as null (§1.3)
  assert.equal(third.body, '{"action":"downloadFile","param":{"filename":"f","url":"u"},"id":"3.25"}');
});

test('ids are seeded from crypto.getRandomValues and unique per document', () => {
  const frame = createFrame({ seed: 0xdeadbeef });
  for (let i = 0; i < 200; i += 1) frame.bridge.getMauid();
  const ids = frame.posts.map((post) => post.message.id);
  assert.equal(new Set(ids).size, ids.length);
  assert.equal(ids[0], String(1 + 0xdeadbeef / 2 ** 32));
  assert.ok(ids.every((id) => typeof id === 'string'));
});

test('S reply resolves, E reply rejects, with the rest of the string', async () => {
  const frame = createFrame();
  const ok = track(frame.bridge.getMauid());
  frame.last().resolve('Smauid-42');
  const bad = track(frame.bridge.getMauid());
  frame.last().resolve('EhostAppError: Host app Error');
  assert.deepEqual(await state(ok), { value: 'mauid-42' });
  assert.deepEqual(await state(bad), { error: 'hostAppError: Host app Error' });
});

test('S with an empty value rejects with Unknown Error; E with an empty value too (§1.5)', async () => {
  const frame = createFrame();
  const a = track(frame.bridge.getMauid());
  frame.last().resolve('S');
  const b = track(frame.bridge.getMauid());
  frame.last().resolve('E');
  assert.deepEqual(await state(a), { error: 'Unknown Error' });
  assert.deepEqual(await state(b), { error: 'Unknown Error' });
});

test('a null reply leaves the call to execSuccessCallback / execErrorCallback', async () => {
  const frame = createFrame();
  const a = track(frame.bridge.getMauid());
  const idA = frame.last().message.id;
  frame.last().resolve(null);
  const b = track(frame.bridge.getPoints());
  const idB = frame.last().message.id;
  frame.last().resolve(null);
  assert.equal(await state(a), 'pending');
  // Native evaluates JS with JSON string literals (§1.6), replies in any order.
  frame.run(`window.MiniAppBridge.execErrorCallback(${jsLiteral(idB)}, ${jsLiteral('{"type":"pointsPermissionError","message":"no"}')})`);
  frame.run(`window.MiniAppBridge.execSuccessCallback(${jsLiteral(idA)}, ${jsLiteral("it's \"quoted\" \\ \u2028")})`);
  assert.deepEqual(await state(a), { value: "it's \"quoted\" \\ \u2028" });
  const result = await state(b);
  assert.equal(result.error.name, 'pointsPermissionError');
  assert.equal(result.error.message, 'no');
});

test('closeMiniApp with a null reply stays pending', async () => {
  const frame = createFrame();
  const promise = track(frame.bridge.closeMiniApp(false));
  frame.last().resolve(null);
  assert.equal(await state(promise), 'pending');
});

test('a rejected reply promise is an error carrying the rejection message', async () => {
  const frame = createFrame();
  const raw = track(frame.bridge.getMauid());
  frame.last().reject(new Error('engine went away'));
  const parsed = track(frame.bridge.getPoints());
  frame.last().reject(new Error(''));
  assert.deepEqual(await state(raw), { error: 'engine went away' });
  const result = await state(parsed);
  assert.equal(result.error.message, 'Failed to parse the error: Unknown Error');
});

test('an unexpected reply value rejects with Unknown Error and warns', async () => {
  const frame = createFrame();
  const promise = track(frame.bridge.getMauid());
  frame.last().resolve('Xsomething');
  assert.deepEqual(await state(promise), { error: 'Unknown Error' });
  assert.ok(frame.consoleCalls.some((call) => call.method === 'warn'));
});

test('a handler without reply (postMessage returns undefined) still works through exec callbacks', async () => {
  const frame = createFrame({ withReply: false });
  const promise = track(frame.bridge.getProfilePhoto());
  const { id } = frame.last().message;
  frame.bridge.execSuccessCallback(id, 'https://photo');
  assert.deepEqual(await state(promise), { value: 'https://photo' });
});

test('ids are opaque: lookup is by exact string', async () => {
  const frame = createFrame();
  const promise = track(frame.bridge.getMauid());
  const { id } = frame.last().message;
  frame.last().resolve(null);
  frame.bridge.execSuccessCallback(Number(id), 'x'); // a number is not the id
  frame.bridge.execSuccessCallback(` ${id}`, 'x');
  assert.equal(await state(promise), 'pending');
  frame.bridge.execSuccessCallback(id, 'x');
  assert.deepEqual(await state(promise), { value: 'x' });
});

test('DEVIATION: second and unknown replies are ignored with one warning, not a TypeError', async () => {
  const frame = createFrame();
  const promise = track(frame.bridge.getMauid());
  const { id } = frame.last().message;
  frame.bridge.execSuccessCallback(id, 'first');
  const warningsBefore = frame.consoleCalls.filter((call) => call.method === 'warn').length;
  assert.doesNotThrow(() => frame.bridge.execSuccessCallback(id, 'second'));
  assert.doesNotThrow(() => frame.bridge.execErrorCallback(id, 'late'));
  assert.doesNotThrow(() => frame.bridge.execSuccessCallback('no-such-id', 'x'));
  assert.doesNotThrow(() => frame.bridge.execErrorCallback('', 'unexpectedMessageFormat: Please check the message format that is sent to Javascript SDK.'));
  frame.last().resolve('Sthird'); // the reply promise after an exec reply
  await flush();
  assert.deepEqual(await state(promise), { value: 'first' });
  const warnings = frame.consoleCalls.filter((call) => call.method === 'warn').length - warningsBefore;
  assert.equal(warnings, 5);
  // the warnings are forwarded too
  assert.ok(frame.logLines.some((line) => line.startsWith('📙 console.warning: MiniAppBridge: ignored a reply')));
});

test('many outstanding calls settle independently, in any order', async () => {
  const frame = createFrame();
  const promises = [];
  for (let i = 0; i < 20; i += 1) promises.push(frame.bridge.getSecureStorageItem(`k${i}`));
  const posts = [...frame.posts];
  for (const index of [5, 19, 0, 7, 3, 12, 1, 2, 4, 6, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18]) {
    posts[index].resolve(`Svalue-${posts[index].message.param.secureStorageKey}`);
  }
  const values = await Promise.all(promises);
  assert.deepEqual(values, Array.from({ length: 20 }, (_, i) => `value-k${i}`));
});

test('executor.exec is the generic call path; getPlatform and execEvents exist', async () => {
  const frame = createFrame();
  const results = [];
  frame.bridge.executor.exec('customAction', { a: 1 }, (value) => results.push(['ok', value]), (error) => results.push(['err', error]));
  assert.deepEqual(plain(frame.last().message.param), { a: 1 });
  assert.equal(frame.last().message.action, 'customAction');
  frame.last().resolve('Sdone');
  await flush();
  assert.deepEqual(results, [['ok', 'done']]);
  assert.equal(frame.bridge.executor.getPlatform(), 'iOS');
});

test('executor.postRawMessage posts any body unmodified and returns the raw reply', async () => {
  const frame = createFrame();
  const bodies = ['{not json', '{"action":"getMauid","id":7}', 42, null, { object: true }];
  const replies = bodies.map((body) => track(frame.bridge.executor.postRawMessage(body)));
  assert.deepEqual(frame.posts.map((post) => post.body), bodies);
  frame.posts[0].resolve('EunexpectedMessageFormat: Please check the message format that is sent to Javascript SDK.');
  frame.posts[1].resolve(null);
  frame.posts[2].resolve('Sanything');
  frame.posts[3].reject(new Error('boom'));
  assert.deepEqual(await state(replies[0]), { value: 'EunexpectedMessageFormat: Please check the message format that is sent to Javascript SDK.' });
  assert.deepEqual(await state(replies[1]), { value: null });
  assert.deepEqual(await state(replies[2]), { value: 'Sanything' });
  assert.equal((await state(replies[3])).error.message, 'boom');
  assert.equal(await state(replies[4]), 'pending');
});

test('a param that cannot be serialized rejects the call and leaves nothing pending', async () => {
  const frame = createFrame();
  const cyclic = {};
  cyclic.self = cyclic;
  const promise = track(frame.bridge.shareInfo(cyclic));
  const result = await state(promise);
  assert.equal(result.error.constructor.name, 'TypeError');
  assert.equal(frame.posts.length, 0);
});

test('without a native handler, calls reject instead of throwing synchronously', async () => {
  const frame = createFrame({ channel: 'other', config: { channel: 'missing-handler' } });
  const promise = track(frame.bridge.getMauid());
  const result = await state(promise);
  assert.match(result.error.message, /native message handler is not available/);
});

test('an exception thrown by a callback is logged, not thrown into native code', async () => {
  const frame = createFrame();
  frame.bridge.executor.exec('x', null, () => { throw new Error('page bug'); }, () => {});
  const { id } = frame.last().message;
  assert.doesNotThrow(() => frame.bridge.execSuccessCallback(id, 'v'));
  assert.ok(frame.consoleCalls.some((call) => call.method === 'error' && String(call.args[0]).includes('page bug')));
});

// --- Batching --------------------------------------------------------------

test('batching: the first call of a run is posted at once, the rest leave together', async () => {
  const frame = createFrame({ batching: true });
  const first = track(frame.bridge.getUniqueId());
  const second = track(frame.bridge.getMauid());
  const third = track(frame.bridge.getMessagingUniqueId());
  assert.equal(frame.posts.length, 1, 'only the first call is posted synchronously');
  await flush();
  assert.equal(frame.posts.length, 2, 'the others leave as one batch');
  const batch = frame.posts[1].body;
  assert.equal(batch[0], '\u001e');
  const requests = batch.slice(1).split('\u001e').map((text) => JSON.parse(text));
  assert.deepEqual(requests.map((request) => request.action), ['getMauid', 'getMessagingUniqueId']);
  frame.posts[0].resolve('Sone');
  frame.posts[1].resolve(['Stwo', 'Ethree']);
  await flush();
  assert.deepEqual(first.result, { value: 'one' });
  assert.deepEqual(second.result, { value: 'two' });
  assert.deepEqual(third.result, { error: 'three' });
});

test('batching: a null entry is answered later by execSuccessCallback', async () => {
  const frame = createFrame({ batching: true });
  frame.bridge.getUniqueId();
  const later = track(frame.bridge.getMauid());
  const now = track(frame.bridge.getMessagingUniqueId());
  await flush();
  const [laterId] = frame.posts[1].body.slice(1).split('\u001e').map((text) => JSON.parse(text).id);
  frame.posts[1].resolve([null, 'Snow']);
  await flush();
  assert.equal(later.result, 'pending');
  assert.deepEqual(now.result, { value: 'now' });
  frame.run(`MiniAppBridge.execSuccessCallback(${jsLiteral(laterId)}, 'later')`);
  await flush();
  assert.deepEqual(later.result, { value: 'later' });
});

test('batching: a run resets at the microtask, and a rejected or malformed batch reply fails its calls', async () => {
  const frame = createFrame({ batching: true });
  frame.bridge.getUniqueId();
  const rejected = track(frame.bridge.getMauid());
  await flush();
  frame.posts[1].reject(new Error('engine went away'));
  frame.bridge.getUniqueId();
  assert.equal(frame.posts.length, 3, 'a new run posts its first call at once');
  const malformed = track(frame.bridge.getMauid());
  await flush();
  frame.posts[3].resolve('not an array');
  await flush();
  assert.deepEqual(rejected.result, { error: 'engine went away' });
  assert.deepEqual(malformed.result, { error: 'Unknown Error' });
});

test('batching: a large run is sent in batches of bounded size', async () => {
  const frame = createFrame({ batching: true });
  const content = 'x'.repeat(100000);
  for (let index = 0; index < 6; index += 1) frame.bridge.sendJsonToHostapp(content);
  await flush();
  assert.ok(frame.posts.length >= 3, `posts: ${frame.posts.length}`);
  assert.ok(frame.posts.every((post) => post.body.length < 262144 + 110000));
  const sent = frame.posts.slice(1).flatMap((post) => post.body.slice(1).split('\u001e'));
  assert.equal(sent.length, 5);
});

test('batching: subframe copies never batch', async () => {
  const frame = createFrame({ batching: true, scope: 'subframe', isTop: false, channel: 'MiniAppiOS' });
  frame.bridge.getUniqueId();
  frame.bridge.getMauid();
  assert.equal(frame.posts.length, 2);
  await flush();
  assert.equal(frame.posts.length, 2);
});

test('with an origin in its config, the bridge installs only on a page of that origin', () => {
  const origin = 'http://127.0.0.1:8000';
  const elsewhere = createFrame({ config: { origin }, prelude: `window.location = { origin: 'http://127.0.0.1:9000' };` });
  assert.equal(elsewhere.bridge, undefined);
  const home = createFrame({ config: { origin }, prelude: `window.location = { origin: '${origin}' };` });
  assert.equal(typeof home.bridge.getUniqueId, 'function');
});
