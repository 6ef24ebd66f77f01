// The reference bridge fixture (Platform/Tests/MiniAppCLITests/Fixtures/reference-bridge/
// bridge.js): same surface as ours, 5.6.1 transport semantics.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REFERENCE_SOURCE, createFrame, flush, nlaBase64, state, track } from './harness.mjs';
import { HEAD_METHODS, SPEC_METHODS } from './method-table.mjs';

const referenceFrame = (options = {}) =>
  createFrame({
    channel: 'MiniAppiOS',
    source: REFERENCE_SOURCE,
    filename: 'reference-bridge.js',
    prelude: 'Math.random = () => 0.5;',
    ...options,
  });

/** Matches an error of the vm realm by constructor name. */
const named = (name) => (error) => error.constructor.name === name;

function normalize(value) {
  if (Object.prototype.toString.call(value) === '[object Date]') return { date: value.getTime() };
  if (Array.isArray(value)) return Array.from(value, (item) => normalize(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalize(inner)]));
  }
  return value;
}

/** Names of callable members, own and inherited (below Object.prototype). */
function methodNames(object) {
  const names = new Set();
  for (let o = object; o && o !== Object.getPrototypeOf({}) && Object.getPrototypeOf(o) !== null; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name !== 'constructor' && typeof object[name] === 'function') names.add(name);
    }
  }
  return [...names].sort();
}

test('the reference bridge offers the same method surface as ours', () => {
  const ours = createFrame().bridge;
  const reference = referenceFrame().bridge;
  assert.deepEqual(methodNames(reference), methodNames(ours));
  for (const helper of ['browserManager', 'galleryManager', 'preferences', 'notificationBridge', 'userProfileManager',
    'webviewConfigManager', 'utilityManager', 'oneClickSdk']) {
    assert.deepEqual(methodNames(reference[helper]), methodNames(ours[helper]), helper);
  }
  for (const key of ['platform', 'isSecureStorageReady', 'secureStorageLoadError']) assert.equal(reference[key], ours[key]);
  assert.equal(typeof reference.executor.exec, 'function');
});

test('posts to MiniAppiOS with ids String(++Math.random()) and ignores the reply promise', async () => {
  const frame = referenceFrame();
  const promise = track(frame.bridge.getMauid());
  frame.bridge.getUserName();
  assert.equal(frame.posts[0].body, '{"action":"getMauid","param":null,"id":"1.5"}');
  assert.equal(frame.posts[1].body, '{"action":"getUserName","param":null,"id":"2.5"}');
  frame.posts[0].resolve('Sfrom-the-reply');
  assert.equal(await state(promise), 'pending');
  frame.run(`MiniAppBridge.execSuccessCallback("1.5", "mauid")`);
  assert.deepEqual(await state(promise), { value: 'mauid' });
});

test('5.6.1 semantics: unknown or repeated ids throw TypeError; falsy values become Unknown Error', async () => {
  const frame = referenceFrame();
  const a = track(frame.bridge.getMauid());
  const b = track(frame.bridge.getPoints());
  frame.bridge.execSuccessCallback('1.5', '');
  frame.bridge.execErrorCallback('2.5', '');
  assert.throws(() => frame.bridge.execSuccessCallback('1.5', 'again'), named('TypeError'));
  assert.throws(() => frame.run(`MiniAppBridge.execErrorCallback('', 'unexpectedMessageFormat: x')`), named('TypeError'));
  assert.deepEqual(await state(a), { error: 'Unknown Error' });
  assert.equal((await state(b)).error.message, 'Failed to parse the error: Unknown Error');
});

test('5.6.1 semantics: a failing success transform escapes and the promise hangs', async () => {
  const frame = referenceFrame();
  const promise = track(frame.bridge.getContacts());
  assert.throws(() => frame.bridge.execSuccessCallback('1.5', '[{'), named('SyntaxError'));
  assert.equal(await state(promise), 'pending');
});

for (const row of [...SPEC_METHODS, ...HEAD_METHODS]) {
  test(`reference ${row.name}: action, param, success and error path`, async () => {
    const frame = referenceFrame();
    const result = row.call(frame.bridge);
    const post = frame.last();
    assert.equal(post.message.action, row.action);
    assert.deepStrictEqual(post.message.param, row.param);
    if (row.returnsPromise === false) {
      assert.equal(result, undefined);
      return;
    }
    track(result);
    for (const [value, expected] of row.successes || []) {
      const promise = track(row.call(frame.bridge));
      frame.bridge.execSuccessCallback(frame.last().message.id, value);
      const outcome = await state(promise);
      assert.deepStrictEqual(normalize(outcome.value), normalize(expected));
    }
    const failing = track(row.call(frame.bridge));
    frame.bridge.execErrorCallback(frame.last().message.id, '{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"m"}');
    const { error } = await state(failing);
    if (row.reject === 'raw') assert.equal(error, '{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"m"}');
    else {
      assert.equal(error.name, 'FAILED_TO_CONFORM_PROTOCOL');
      assert.equal(error.message, 'm');
    }
  });
}

test('reference error classes match ours', async () => {
  const ours = createFrame();
  const reference = referenceFrame();
  const types = ['AudienceNotSupportedError', 'ScopesNotSupportedError', 'AuthorizationFailureError', 'DownloadFailedError',
    'InvalidUrlError', 'SaveFailureError', 'DownloadHttpError', 'SecureStorageFullError', 'SecureStorageBusyError',
    'SecureStorageUnavailableError', 'SecureStorageIOError', 'PurchaseFailedError', 'ConsumeFailedError', 'ProductNotFoundError',
    'ProductPurchasedAlreadyError', 'UserCancelledPurchaseError', 'somethingElse'];
  const describe = async (frame, value, viaReply) => {
    const promise = track(frame.bridge.downloadFile('f', 'u', {}));
    if (viaReply) frame.last().resolve(`E${value}`);
    else frame.bridge.execErrorCallback(frame.last().message.id, value);
    const { error } = await state(promise);
    return { cls: error.constructor.name, name: error.name, message: error.message, code: error.code };
  };
  for (const type of [...types, null]) {
    const value = type === null ? 'not json' : JSON.stringify({ type, message: 'native text', code: 500 });
    assert.deepEqual(await describe(reference, value, false), await describe(ours, value, true), value);
  }
});

test('reference events, storage flags and NLA decoding', async () => {
  const frame = referenceFrame();
  const seen = [];
  frame.window.addEventListener('miniappreceivejsoninfo', (event) => seen.push(event.detail.message));
  frame.window.addEventListener('miniappkeyboardshown', (event) => seen.push(event.detail.keyboardHeight));
  frame.bridge.execCustomEventsCallback('miniappreceivejsoninfo', nlaBase64('{"a":"山 \\\\ é"}'));
  frame.bridge.execKeyboardEventsCallback('miniappkeyboardshown', 'Keyboard was shown', '44.0', '844.0', '336.0');
  frame.bridge.execCustomEventsCallback('miniappsecurestorageready', 'MiniApp Secure Storage Ready');
  frame.bridge.execCustomEventsCallback('miniappsecurestorageloaderror', 'MiniApp Secure Storage Error');
  assert.deepEqual(seen, ['{"a":"山 \\\\ é"}', '336.0']);
  assert.equal(frame.bridge.isSecureStorageReady, true);
  assert.equal(frame.bridge.secureStorageLoadError.message, 'Failed to parse the error: MiniApp Secure Storage Error');
  for (const text of ['Taro Yamada', '山田 太郎', 'café ¥100 €5', 'a\\b', 'C:\\new', 'tab\t"q"\n😀']) {
    const promise = track(frame.bridge.getUserName());
    frame.bridge.execSuccessCallback(frame.last().message.id, nlaBase64(text));
    assert.deepEqual(await state(promise), { value: text });
  }
});

test('reference geolocation: success gets the parsed object; a parse failure throws TypeError (5.6.1 quirk)', async () => {
  const frame = referenceFrame();
  const positions = [];
  frame.navigator.geolocation.getCurrentPosition((p) => positions.push(p), () => positions.push('error'));
  assert.deepStrictEqual(frame.last().message.param, {});
  frame.bridge.execSuccessCallback(frame.last().message.id, '{"coords":{"latitude":1,"longitude":2}, "timestamp":3}');
  frame.navigator.geolocation.getCurrentPosition(() => positions.push('success'), () => positions.push('error'));
  assert.throws(() => frame.bridge.execSuccessCallback(frame.last().message.id, 'nope'), named('TypeError'));
  await flush();
  assert.equal(positions.length, 1);
  assert.equal(positions[0].coords.latitude, 1);
});
