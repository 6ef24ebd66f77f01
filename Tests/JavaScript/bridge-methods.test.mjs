// Every method of §2 and §6: the posted action and param, the success
// transform, and the error path (raw vs parseMiniAppError, §4.1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createFrame, flush, state, track } from './harness.mjs';
import { HEAD_ACTIONS, HEAD_METHODS, SPEC_ACTIONS, SPEC_METHODS } from './method-table.mjs';

const ALL = [...SPEC_METHODS, ...HEAD_METHODS];
const NOT_SUPPORTED = (action) =>
  `{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"Host app failed to implement required interface (${action} is not supported by this host)"}`;

/** A cross-realm value as plain data; Dates become {date: ms}. */
function normalize(value) {
  if (Object.prototype.toString.call(value) === '[object Date]') return { date: value.getTime() };
  if (Array.isArray(value)) return Array.from(value, (item) => normalize(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalize(inner)]));
  }
  return value;
}

function callRow(frame, row) {
  const before = frame.posts.length;
  const result = row.call(frame.bridge);
  assert.equal(frame.posts.length, before + 1, `${row.name} posts exactly one message`);
  return { result, post: frame.last() };
}

test('the tables cover every action of §2 and §6', () => {
  const covered = new Set(ALL.map((row) => row.action));
  for (const action of [...SPEC_ACTIONS, ...HEAD_ACTIONS]) assert.ok(covered.has(action), action);
  assert.equal(SPEC_ACTIONS.length, 34); // 35 JS actions minus getCurrentPosition (§2 notes)
  assert.equal(HEAD_ACTIONS.length, 36);
});

for (const row of ALL) {
  test(`${row.name}: posts action ${row.action} with the spec's param`, async () => {
    const frame = createFrame();
    const { result, post } = callRow(frame, row);
    assert.equal(post.message.action, row.action);
    if (row.param === undefined) assert.equal('param' in post.message, false);
    else assert.deepStrictEqual(post.message.param, row.param);
    assert.equal(typeof post.message.id, 'string');
    assert.deepEqual(Object.keys(post.message), row.param === undefined ? ['action', 'id'] : ['action', 'param', 'id']);
    if (row.returnsPromise === false) {
      assert.equal(result, undefined);
      post.resolve(`E${NOT_SUPPORTED(row.action)}`); // must not surface as an unhandled rejection
      await flush();
    } else {
      assert.equal(typeof result.then, 'function');
      track(result);
    }
  });

  if (row.returnsPromise === false) continue;

  (row.successes || []).forEach(([value, expected], index) => {
    test(`${row.name}: success V ${JSON.stringify(value)} resolves per spec`, async () => {
      const frame = createFrame();
      const { result, post } = callRow(frame, row);
      // Alternate between the reply promise and native-evaluated callbacks.
      if (index % 2 === 0) post.resolve(`S${value}`);
      else {
        post.resolve(null);
        frame.bridge.execSuccessCallback(post.message.id, value);
      }
      const outcome = await state(result);
      assert.ok(outcome !== 'pending' && 'value' in outcome, `${row.name} resolved: ${JSON.stringify(outcome)}`);
      assert.deepStrictEqual(normalize(outcome.value), normalize(expected));
    });
  });

  test(`${row.name}: errors are ${row.reject} (§4.1)`, async () => {
    const frame = createFrame();
    const plainText = track(callRow(frame, row).result);
    frame.last().resolve('EhostAppError: Host app Error');
    const jsonError = track(callRow(frame, row).result);
    frame.last().resolve(null);
    frame.bridge.execErrorCallback(frame.last().message.id, NOT_SUPPORTED(row.action));
    const emptySuccess = track(callRow(frame, row).result);
    frame.last().resolve('S');
    const emptyError = track(callRow(frame, row).result);
    frame.last().resolve(null);
    frame.bridge.execErrorCallback(frame.last().message.id, '');

    const [a, b, c, d] = [await state(plainText), await state(jsonError), await state(emptySuccess), await state(emptyError)];
    if (row.reject === 'raw') {
      assert.deepEqual(a, { error: 'hostAppError: Host app Error' });
      assert.deepEqual(b, { error: NOT_SUPPORTED(row.action) });
      assert.deepEqual(c, { error: 'Unknown Error' });
      assert.deepEqual(d, { error: 'Unknown Error' });
    } else {
      assert.equal(a.error.constructor.name, 'MiniAppError');
      assert.equal(a.error.name, 'MiniAppError');
      assert.equal(a.error.message, 'Failed to parse the error: hostAppError: Host app Error');
      assert.equal(b.error.constructor.name, 'MiniAppError');
      assert.equal(b.error.name, 'FAILED_TO_CONFORM_PROTOCOL');
      assert.equal(b.error.message, `Host app failed to implement required interface (${row.action} is not supported by this host)`);
      assert.deepEqual(normalize(b.error.errorInput), JSON.parse(NOT_SUPPORTED(row.action)));
      assert.equal(c.error.message, 'Failed to parse the error: Unknown Error');
      assert.equal(d.error.message, 'Failed to parse the error: Unknown Error');
      assert.equal(Object.prototype.toString.call(a.error), '[object Error]');
    }
  });
}

test('the bridge object has the 5.6.1 public properties and callback entry points', () => {
  const { bridge } = createFrame();
  assert.equal(bridge.constructor.name, 'MiniAppBridge');
  assert.equal(bridge.platform, 'iOS');
  assert.equal(bridge.isSecureStorageReady, false);
  assert.equal(bridge.secureStorageLoadError, null);
  assert.equal(typeof bridge.executor.exec, 'function');
  for (const name of ['execSuccessCallback', 'execErrorCallback', 'execCustomEventsCallback', 'execKeyboardEventsCallback']) {
    assert.equal(typeof bridge[name], 'function', name);
  }
});

test('getAccessToken resolves an AccessTokenData whose validUntil is a Date', async () => {
  const frame = createFrame();
  const promise = frame.bridge.getAccessToken('rae', []);
  assert.deepStrictEqual(frame.last().message.param, { audience: 'rae', scopes: [] });
  frame.last().resolve('S{"token":"t","validUntil":1234,"scopes":{"audience":"rae","scopes":[]}}');
  const token = await promise;
  assert.equal(token.constructor.name, 'AccessTokenData');
  assert.equal(token.scopes.constructor.name, 'AccessTokenScopes');
  assert.equal(Object.prototype.toString.call(token.validUntil), '[object Date]');
  assert.equal(token.validUntil.getTime(), 1234);
});

test('getAccessToken: §5.7 errors become their classes', async () => {
  const frame = createFrame();
  const cases = [
    ['{"type":"AudienceNotSupportedError"}', 'AudienceNotSupportedError', "The value passed for 'audience' is not supported."],
    ['{"type":"ScopesNotSupportedError"}', 'ScopesNotSupportedError', "The value passed for 'scopes' is not supported."],
    ['{"type":"AuthorizationFailureError","message":"expired"}', 'AuthorizationFailureError', 'expired'],
    [
      '{"type":"accessTokenPermissionError","message":"Cannot get access token: Permission has not been accepted yet for getting access token."}',
      'MiniAppError',
      'Cannot get access token: Permission has not been accepted yet for getting access token.',
    ],
  ];
  for (const [value, className, message] of cases) {
    const promise = track(frame.bridge.getAccessToken('rae', ['s']));
    frame.last().resolve(`E${value}`);
    const { error } = await state(promise);
    assert.equal(error.constructor.name, className);
    assert.equal(error.name, JSON.parse(value).type);
    assert.equal(error.message, message);
  }
});

test('sendMessageToContact trims bannerMessage to 128 UTF-16 units and sends a missing one as null', () => {
  const frame = createFrame();
  const base = { image: 'i', text: 't', caption: 'c', action: 'a' };
  const banner = (bannerMessage) => {
    track(frame.bridge.sendMessageToContact(bannerMessage === undefined ? base : { ...base, bannerMessage }));
    return frame.last().message.param.messageToContact.bannerMessage;
  };
  assert.equal(banner('x'.repeat(128)), 'x'.repeat(128));
  assert.equal(banner('x'.repeat(129)), 'x'.repeat(127) + '…');
  assert.equal(banner(undefined), null);
  assert.equal(banner(null), null);
  assert.equal(banner(''), '');
  // The spread keeps every other field, including extra ones.
  track(frame.bridge.sendMessageToContactId('id', { ...base, extra: 1 }));
  assert.deepStrictEqual(frame.last().message.param, { contactId: 'id', messageToContact: { ...base, extra: 1, bannerMessage: null } });
});

test('sendMessageToContact without a message rejects (it does not throw synchronously)', async () => {
  const frame = createFrame();
  let promise;
  assert.doesNotThrow(() => { promise = frame.bridge.sendMessageToContact(undefined); });
  const { error } = await state(promise);
  assert.equal(error.constructor.name, 'TypeError');
  assert.equal(frame.posts.length, 0);
});

test('getSecureStorageItem resolves the raw string, including "null" for a missing key', async () => {
  const frame = createFrame();
  const missing = track(frame.bridge.getSecureStorageItem('absent'));
  frame.last().resolve('Snull');
  const stored = track(frame.bridge.getSecureStorageItem('k'));
  frame.last().resolve('S{"a":1}');
  assert.deepEqual(await state(missing), { value: 'null' });
  assert.deepEqual(await state(stored), { value: '{"a":1}' });
});

test('secure storage errors become their classes with fixed messages (§4.6)', async () => {
  const frame = createFrame();
  const cases = [
    ['SecureStorageFullError', 'Storage size exceeded', 'Storage limit is exceeded or full already'],
    ['SecureStorageIOError', 'IO Error', 'Unable to read/write changes in Storage.'],
    ['SecureStorageUnavailableError', 'Storage not available', 'Storage is not yet loaded or failed to load'],
    ['SecureStorageBusyError', 'busy', 'Storage is busy, please try again'],
  ];
  for (const [type, nativeMessage, message] of cases) {
    const promise = track(frame.bridge.setSecureStorage({ a: 'b' }));
    frame.last().resolve(`E${JSON.stringify({ type, message: nativeMessage })}`);
    const { error } = await state(promise);
    assert.equal(error.constructor.name, type);
    assert.equal(error.name, type);
    assert.equal(error.message, message);
    assert.deepEqual(normalize(error.errorInput), { type, message: nativeMessage });
  }
});

test('downloadFile errors (§4.5): classes, fixed messages and DownloadHttpError.code', async () => {
  const frame = createFrame();
  const cases = [
    ['{"type":"DownloadFailedError","message":"x; Failed to download the mini app.","code":-1}', 'DownloadFailedError', 'Failed to download the file.', undefined],
    ['{"type":"InvalidUrlError","message":"URL is invalid."}', 'InvalidUrlError', 'The provided URL is invalid.', undefined],
    ['{"type":"SaveFailureError","message":"Unknown error occurred in %@ domain with error code %@: %@"}', 'SaveFailureError', 'Failed to save the file to the device.', undefined],
    ['{"type":"DownloadHttpError","message":"Not Found; Failed to download the mini app.","code":404}', 'DownloadHttpError', 'Not Found; Failed to download the mini app.', 404],
    ['{"type":"userDenied","message":"User denied to share the detail"}', 'MiniAppError', 'User denied to share the detail', undefined],
    ['{"type":"","message":"host text"}', 'MiniAppError', 'host text', undefined],
  ];
  for (const [value, className, message, code] of cases) {
    const promise = track(frame.bridge.downloadFile('f', 'https://x', {}));
    frame.last().resolve(`E${value}`);
    const { error } = await state(promise);
    assert.equal(error.constructor.name, className, value);
    assert.equal(error.message, message);
    assert.equal(error.name, JSON.parse(value).type);
    if (className === 'DownloadHttpError') assert.equal(error.code, code);
  }
});

test('in-app purchase error classes (§4.7)', async () => {
  const frame = createFrame();
  const cases = {
    PurchaseFailedError: 'Product Purchase failed, please try again later',
    ConsumeFailedError: 'Unable to consume the product, please make sure the product is purchased already',
    ProductNotFoundError: 'Unable to find the ProductId. Please make sure that the productId is registered in Google Play',
    ProductPurchasedAlreadyError: 'This Product is purchased already',
    UserCancelledPurchaseError: 'User cancelled the purchase',
  };
  for (const [type, message] of Object.entries(cases)) {
    const promise = track(frame.bridge.purchaseProductWith('p'));
    frame.last().resolve(`E{"type":"${type}","message":"native"}`);
    const { error } = await state(promise);
    assert.equal(error.constructor.name, type);
    assert.equal(error.message, message);
  }
});

test('parseMiniAppError edge cases: no type, non-object JSON, null, inherited keys', async () => {
  const frame = createFrame();
  const reject = async (value) => {
    const promise = track(frame.bridge.getPoints());
    frame.last().resolve(`E${value}`);
    return (await state(promise)).error;
  };
  const noType = await reject('{"message":"token server down"}');
  assert.equal(noType.constructor.name, 'MiniAppError');
  assert.equal(noType.name, undefined); // name = json.type, as 5.6.1
  assert.equal(noType.message, 'token server down');

  const number = await reject('123');
  assert.equal(number.constructor.name, 'MiniAppError');
  assert.equal(number.errorInput, 123);
  assert.equal(number.message, undefined);

  const errorsBefore = frame.consoleCalls.filter((call) => call.method === 'error').length;
  const nullJson = await reject('null');
  assert.equal(nullJson.name, 'MiniAppError');
  assert.equal(nullJson.message, 'Failed to parse the error: null');
  const text = await reject('internalError: Host app failed to retrieve data');
  assert.equal(text.message, 'Failed to parse the error: internalError: Host app failed to retrieve data');
  assert.deepEqual(normalize(text.errorInput), { type: 'MiniAppError', message: 'Failed to parse the error: internalError: Host app failed to retrieve data' });
  const errorsAfter = frame.consoleCalls.filter((call) => call.method === 'error').length;
  assert.equal(errorsAfter - errorsBefore, 2); // each parse failure is console.error-ed

  const inherited = await reject('{"type":"toString","message":"m"}');
  assert.equal(inherited.constructor.name, 'MiniAppError');
  assert.equal(inherited.name, 'toString');
});

test('§6 actions rejected by the host: parse → MiniAppError FAILED_TO_CONFORM_PROTOCOL, raw → the JSON text', async () => {
  const frame = createFrame();
  const parsed = track(frame.bridge.getFeatureList());
  frame.last().resolve(`E${NOT_SUPPORTED('getFeatureList')}`);
  const raw = track(frame.bridge.getPhoneNumber());
  frame.last().resolve(`E${NOT_SUPPORTED('getPhoneNumber')}`);
  assert.equal((await state(parsed)).error.name, 'FAILED_TO_CONFORM_PROTOCOL');
  assert.deepEqual(await state(raw), { error: NOT_SUPPORTED('getPhoneNumber') });
});

test('DEVIATION: a success value that cannot be transformed rejects instead of hanging', async () => {
  const frame = createFrame();
  const contacts = track(frame.bridge.getContacts());
  frame.last().resolve('S[{"id":');
  const token = track(frame.bridge.getAccessToken('a', []));
  frame.last().resolve('S{"token":"t"}'); // no scopes
  const cookies = track(frame.bridge.getAllCookies());
  frame.last().resolve('S{"a":1}');
  assert.equal((await state(contacts)).error.constructor.name, 'SyntaxError');
  assert.equal((await state(token)).error.constructor.name, 'TypeError');
  const cookieError = (await state(cookies)).error;
  assert.equal(cookieError.constructor.name, 'MiniAppError');
  assert.match(cookieError.message, /^Failed to parse the error: Fail to convert response to CookieInfo/);
});

test('launch*Browser accept a URL string or an options object; isAppInstalledInDevice picks url or packageName', () => {
  const frame = createFrame();
  const { bridge } = frame;
  const param = (call) => {
    track(call());
    return frame.last().message.param;
  };
  assert.deepStrictEqual(param(() => bridge.launchInteractiveBrowser({ url: 'u', httpMethod: 'GET' })), { url: 'u', httpMethod: 'GET' });
  assert.deepStrictEqual(param(() => bridge.browserManager.launchInteractiveBrowser('u')), { url: 'u' });
  assert.deepStrictEqual(param(() => bridge.browserManager.launchExternalBrowser('u')), { url: 'u' });
  assert.deepStrictEqual(param(() => bridge.utilityManager.isAppInstalledInDevice('myapp://open')), { url: 'myapp://open' });
  assert.deepStrictEqual(param(() => bridge.utilityManager.isAppInstalledInDevice('jp.co.app')), { packageName: 'jp.co.app' });
  assert.deepStrictEqual(param(() => bridge.webviewConfigManager.forceInternalWebView(true)), { shouldOpenInNativeWebView: true });
  assert.deepStrictEqual(param(() => bridge.galleryManager.getImageFromGallery()), null);
  assert.deepStrictEqual(param(() => bridge.utilityManager.logEvent('m')), { logMessage: 'm', logType: 'debug' });
});
