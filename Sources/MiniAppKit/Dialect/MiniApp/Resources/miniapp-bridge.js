// MiniAppKit — the injected `window.MiniAppBridge` for the `miniapp` dialect.
//
// Mini apps built with Rakuten's js-miniapp-sdk reach the host through
// `window.MiniAppBridge.<method>(...)`, looked up at call time. This script offers
// the same surface and JS-visible semantics as the bridge shipped by iOS MiniApp
// SDK 5.6.1, written from docs/protocols/miniapp.md (cited below as §n).
//
// Layout:
//   1. configuration and captured platform objects
//   2. transport: ids, pending callbacks, the reply promise (§1.3–§1.5)
//   3. value transforms and NonLossyASCII text decoding (§1.8, §2)
//   4. error classes and parseMiniAppError (§4.1)
//   5. the §6 head-only actions (a table), then the MiniAppBridge class with
//      the §2 methods grouped by area
//   6. events (§3), geolocation override (§1.7), console forwarding (§1.9)
//
// Deliberate deviations from 5.6.1 (none of them can be relied on, because in
// 5.6.1 each case throws or leaves a promise pending forever):
//   * A second reply for an id, or a reply for an unknown id, is ignored with one
//     console.warn instead of throwing a TypeError (§1.5).
//   * A success value the method cannot transform (for example invalid JSON)
//     rejects the promise with the thrown error instead of leaving it pending.
//   * getUserName / miniappreceivejsoninfo: where the 2023 decoding throws (a
//     literal backslash followed by three digits), we fall back to the head
//     bridge's retry instead of hanging (§1.8 step 4).
//   * The fire-and-forget notification methods swallow their rejection instead
//     of reporting an unhandled rejection (§6).
(function () {
  'use strict';

  // ---------------------------------------------------------------------------
  // 1. Configuration
  // ---------------------------------------------------------------------------

  // The native side replaces the placeholder below with a JSON object literal:
  // {channel, logChannel, scope: "main" | "subframe" | "console", platform, origin?}. It lives only in
  // this closure: no global, property or exposed function source contains it,
  // because in "main" scope `channel` is a per-launch secret handler name.
  const CONFIG = __MINIAPP_BRIDGE_CONFIG__;

  // The same file is injected a second time for all frames with scope
  // "subframe"; in the top frame that copy must do nothing at all.
  if (CONFIG.scope === 'subframe' && window.top === window) return;

  // An origin with a port cannot be named in WebKit's allow-list, so native names
  // it here: on a page of another origin this copy does nothing.
  if (CONFIG.origin && !(window.location && window.location.origin === CONFIG.origin)) return;

  const PLATFORM = CONFIG.platform || 'iOS';

  // Capture what we post through once, at document start: page code may later
  // replace window.webkit, the handler's postMessage, Reflect or JSON.
  const apply = Reflect.apply;
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const handlers = (window.webkit && window.webkit.messageHandlers) || {};
  const channel = handlers[CONFIG.channel];
  const channelPost = channel && channel.postMessage;
  const logChannel = CONFIG.logChannel ? handlers[CONFIG.logChannel] : undefined;
  const logPost = logChannel && logChannel.postMessage;
  const cryptoObject = typeof crypto !== 'undefined' ? crypto : undefined;
  const atobFunction = typeof atob === 'function' ? atob : undefined;
  const queueMicrotaskFunction = typeof queueMicrotask === 'function' ? queueMicrotask : undefined;
  const isArray = Array.isArray;
  const CustomEventClass = window.CustomEvent;
  const dispatchEvent = window.dispatchEvent;
  const addEventListener = window.addEventListener;

  // console.warn/error as they are once forwarding is installed (section 6);
  // used for the bridge's own diagnostics.
  let warn = (...args) => console.warn(...args);
  let logError = (...args) => console.error(...args);

  // ---------------------------------------------------------------------------
  // 2. Transport
  // ---------------------------------------------------------------------------

  // §1.4: ids are String(++uniqueId) from a random float seed. Like the head
  // bridge we seed from crypto rather than Math.random.
  function randomSeed() {
    if (cryptoObject && typeof cryptoObject.getRandomValues === 'function') {
      return cryptoObject.getRandomValues(new Uint32Array(1))[0] / 4294967296;
    }
    return Math.random();
  }
  let uniqueId = randomSeed();

  // id -> {onSuccess, onError}; lookup by strict string equality (§1.4).
  const pending = new Map();

  function post(body) {
    if (typeof channelPost !== 'function') {
      throw new Error('MiniAppBridge: the native message handler is not available');
    }
    return apply(channelPost, channel, [body]);
  }

  // §1.5: deliver one reply. A falsy success value becomes onError('Unknown
  // Error'); a falsy error value becomes 'Unknown Error'. The callback is removed
  // on the first reply. DEVIATION: a later or unknown reply is ignored with a
  // warning (5.6.1 throws a TypeError there).
  function settle(id, succeeded, value) {
    const callback = pending.get(id);
    if (!callback) {
      warn(`MiniAppBridge: ignored a reply for an unknown or already answered id (${String(id)})`);
      return;
    }
    pending.delete(id);
    try {
      if (succeeded && value) callback.onSuccess(value);
      else callback.onError(succeeded || !value ? 'Unknown Error' : value);
    } catch (error) {
      logError(error);
    }
  }

  // The handler is registered with reply, so postMessage returns a promise.
  // Native settles it with "S<value>", "E<value>", or null when it answers later
  // through execSuccessCallback/execErrorCallback (or, like closeMiniApp on
  // success, never). A rejection is an engine error.
  function handleReply(id, reply) {
    if (reply === null || reply === undefined) return;
    if (typeof reply === 'string' && (reply[0] === 'S' || reply[0] === 'E')) {
      settle(id, reply[0] === 'S', reply.slice(1));
      return;
    }
    warn('MiniAppBridge: unexpected reply from native:', reply);
    settle(id, false, '');
  }

  function errorText(error) {
    if (error && typeof error.message === 'string') return error.message;
    return error === undefined || error === null ? '' : String(error);
  }

  // Batching. The first call of a run of page code is posted at once; the calls
  // that follow it in the same run wait in the outbox and leave together, as one
  // message, when the run yields (a microtask) or the outbox grows large: a loop of
  // 10,000 calls costs a handful of engine messages instead of 10,000. A batch is
  // "\u001e" + the requests joined by "\u001e" (JSON.stringify escapes that
  // character, so it never occurs inside a request). Native settles the batch's
  // promise with an array of "S…"/"E…" replies in call order, null for a call it
  // answers later through execSuccessCallback/execErrorCallback. Only our
  // main-frame bridge batches, and native accepts batches only on its secret channel.
  const BATCH_SEPARATOR = '\u001e';
  const BATCH_LIMIT = 262144; // characters in one batch message
  const batching = CONFIG.scope === 'main' && typeof queueMicrotaskFunction === 'function';
  let outbox = null; // null: no run in progress; otherwise [[id, body], ...]
  let outboxSize = 0;

  // The generic call path (PlatformExecutor.exec in 5.6.1): post
  // JSON.stringify({action, param, id}) (§1.3). An undefined param, or undefined
  // keys inside it, are dropped by JSON.stringify exactly as in 5.6.1.
  function exec(action, param, onSuccess, onError) {
    const id = String(++uniqueId);
    pending.set(id, { onSuccess, onError });
    const body = stringify({ action, param, id });
    if (outbox !== null) {
      enqueue(id, body);
      return;
    }
    if (batching) {
      outbox = [];
      queueMicrotaskFunction(flushOutbox);
    }
    let reply;
    try {
      reply = post(body);
    } catch (error) {
      pending.delete(id);
      throw error; // rejects the calling method's promise, as in 5.6.1
    }
    if (reply && typeof reply.then === 'function') {
      reply.then(
        (value) => handleReply(id, value),
        (error) => settle(id, false, errorText(error)),
      );
    }
  }

  function enqueue(id, body) {
    outbox.push([id, body]);
    outboxSize += body.length;
    if (outboxSize >= BATCH_LIMIT) sendOutbox();
  }

  function flushOutbox() {
    sendOutbox();
    outbox = null;
  }

  function sendOutbox() {
    const entries = outbox;
    outbox = [];
    outboxSize = 0;
    if (entries.length === 0) return;
    let reply;
    try {
      reply = post(BATCH_SEPARATOR + entries.map((entry) => entry[1]).join(BATCH_SEPARATOR));
    } catch (error) {
      for (const entry of entries) settle(entry[0], false, errorText(error));
      return;
    }
    if (reply && typeof reply.then === 'function') {
      reply.then(
        (values) => {
          if (values === null || values === undefined) return;
          if (!isArray(values) || values.length !== entries.length) {
            warn('MiniAppBridge: unexpected batch reply from native:', values);
            for (const entry of entries) settle(entry[0], false, '');
            return;
          }
          for (let index = 0; index < entries.length; index += 1) handleReply(entries[index][0], values[index]);
        },
        (error) => {
          for (const entry of entries) settle(entry[0], false, errorText(error));
        },
      );
    }
  }

  // Test and debug hook: post any body unmodified and hand back the native
  // reply promise's raw result ("S…", "E…", null) or its rejection.
  function postRawMessage(body) {
    try {
      return Promise.resolve(post(body));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  // ---------------------------------------------------------------------------
  // 3. Value transforms (§2 "JS resolves with")
  // ---------------------------------------------------------------------------

  const raw = (value) => value;
  const json = (value) => parse(value);
  const nothing = () => undefined;
  // sendMessageToContact(Id) and downloadFile: the string "null" means null.
  const nullable = (value) => (value !== 'null' && value !== null ? value : null);
  const jsonOrNull = (value) => (value !== 'null' && value !== null ? parse(value) : null);
  const hostEnvironment = (value) => ({ ...parse(value), platform: PLATFORM });
  const accessToken = (value) => new AccessTokenData(parse(value));
  const cancelledAsNull = (value) => (value === 'CANCELLED' ? null : value);

  // "true"/"1" (any case) are true, everything else false (§2 row 35).
  function booleanValue(value) {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string') {
      const lower = value.toLowerCase();
      return lower === 'true' || lower === '1';
    }
    return false;
  }

  // Head bridge cookies (§6): a JSON array; anything else rejects with a
  // MiniAppError, as the head bridge does.
  function cookieList(value) {
    let list;
    try {
      list = parse(value);
    } catch (error) {
      throw parseMiniAppError('Fail to convert response to CookieInfo - ' + error);
    }
    if (!Array.isArray(list)) {
      throw parseMiniAppError('Fail to convert response to CookieInfo - Error: Fail to convert to CookieInfo');
    }
    return list;
  }

  // §2 row 16: bannerMessage is cut to 128 UTF-16 units (127 + "…"); an absent
  // one is sent as null.
  function trimBannerText(message = null, maxLength = 128) {
    return message?.length > maxLength ? message.substring(0, maxLength - 1) + '…' : message;
  }

  function messageParam(message) {
    return { ...message, bannerMessage: trimBannerText(message.bannerMessage) };
  }

  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

  // Base64 with Node Buffer's leniency (§1.8 step 1): stop at the first "=",
  // accept the URL-safe alphabet, drop other characters, padding optional.
  function base64Bytes(text) {
    const bytes = [];
    let bits = 0;
    let buffer = 0;
    for (const char of String(text)) {
      if (char === '=') break;
      const digit = char === '-' ? 62 : char === '_' ? 63 : B64.indexOf(char);
      if (digit < 0) continue;
      buffer = ((buffer << 6) | digit) & 0xffff;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        bytes.push((buffer >> bits) & 0xff);
      }
    }
    return bytes;
  }

  // UTF-8 to string, one U+FFFD per maximal invalid subsequence (WHATWG).
  function utf8Text(bytes) {
    let text = '';
    let i = 0;
    while (i < bytes.length) {
      const lead = bytes[i];
      if (lead < 0x80) {
        text += String.fromCharCode(lead);
        i += 1;
        continue;
      }
      let needed = 0;
      let codePoint = 0;
      let lower = 0x80;
      let upper = 0xbf;
      if (lead >= 0xc2 && lead <= 0xdf) {
        needed = 1;
        codePoint = lead & 0x1f;
      } else if (lead >= 0xe0 && lead <= 0xef) {
        needed = 2;
        codePoint = lead & 0x0f;
        if (lead === 0xe0) lower = 0xa0;
        if (lead === 0xed) upper = 0x9f;
      } else if (lead >= 0xf0 && lead <= 0xf4) {
        needed = 3;
        codePoint = lead & 0x07;
        if (lead === 0xf0) lower = 0x90;
        if (lead === 0xf4) upper = 0x8f;
      } else {
        text += '\uFFFD';
        i += 1;
        continue;
      }
      let seen = 1;
      for (; seen <= needed; seen += 1) {
        const next = bytes[i + seen];
        if (next === undefined || next < lower || next > upper) break;
        codePoint = (codePoint << 6) | (next & 0x3f);
        lower = 0x80;
        upper = 0xbf;
      }
      if (seen <= needed) {
        text += '\uFFFD';
        i += seen;
      } else {
        text += String.fromCodePoint(codePoint);
        i += needed + 1;
      }
    }
    return text;
  }

  const NON_ASCII = /[^\x00-\x7f]/;

  // utf8Text(base64Bytes(value)), fast where it can be. A megabyte of
  // miniappreceivejsoninfo took 100-250 ms through the two loops above in
  // WebKitGTK; the engine's atob and one regex test take a few. For every input
  // atob accepts (the standard alphabet, ASCII whitespace, padding only at the
  // end), it yields exactly the bytes base64Bytes yields, since base64Bytes also
  // drops whitespace and stops at "="; and when all of them are ASCII, as
  // NonLossyASCII always is, UTF-8 decoding is the identity. Anything else (the
  // URL-safe alphabet, other characters, non-ASCII bytes) takes the loops.
  function base64Utf8Text(value) {
    if (atobFunction !== undefined) {
      let binary;
      try {
        binary = apply(atobFunction, window, [String(value)]);
      } catch (_) {
        binary = undefined; // not strict base64: the lenient decoder below
      }
      if (typeof binary === 'string' && !NON_ASCII.test(binary)) return binary;
    }
    return utf8Text(base64Bytes(value));
  }

  // §1.8, the JS side of NonLossyASCII-in-base64 (getUserName and the
  // miniappreceivejsoninfo event): base64 → UTF-8 text; "\ddd" (decimal digits
  // read as octal) → that character; JSON-quote, collapse every "\\" pair to
  // "\" and JSON.parse, which turns "\uXXXX" and "\\" back into characters.
  function decodeNonLossyAscii(value) {
    const text = base64Utf8Text(value);
    // Without a backslash there is nothing to decode: the steps below would give back
    // exactly this text (JSON.stringify then adds no "\\" pair to collapse), so such
    // a payload (plain ASCII JSON, for one) skips three passes over it.
    if (text.indexOf('\\') === -1) return text;
    const octalDecoded = text.replace(/\\(\d{3})/g, (_, digits) => String.fromCharCode(Number.parseInt(digits, 8)));
    const quoted = stringify(octalDecoded);
    try {
      return parse(quoted.replace(/\\\\/g, '\\'));
    } catch (_) {
      return parse(quoted); // head bridge retry; the 2023 bridge hangs here
    }
  }

  // ---------------------------------------------------------------------------
  // 4. Errors (§4.1)
  // ---------------------------------------------------------------------------

  // Every class takes the parsed JSON: name = json.type, message =
  // json.message (either may be undefined), errorInput = json. Some classes
  // replace the message with a fixed text.
  class MiniAppError extends Error {
    constructor(errorInput) {
      super();
      this.errorInput = errorInput;
      this.name = errorInput.type;
      this.message = errorInput.message;
    }
  }
  class AudienceNotSupportedError extends MiniAppError {
    constructor(input) { super(input); this.message = "The value passed for 'audience' is not supported."; }
  }
  class ScopesNotSupportedError extends MiniAppError {
    constructor(input) { super(input); this.message = "The value passed for 'scopes' is not supported."; }
  }
  class AuthorizationFailureError extends MiniAppError {}
  class DownloadFailedError extends MiniAppError {
    constructor(input) { super(input); this.message = 'Failed to download the file.'; }
  }
  class InvalidUrlError extends MiniAppError {
    constructor(input) { super(input); this.message = 'The provided URL is invalid.'; }
  }
  class SaveFailureError extends MiniAppError {
    constructor(input) { super(input); this.message = 'Failed to save the file to the device.'; }
  }
  class DownloadHttpError extends MiniAppError {
    constructor(input) { super(input); this.code = input.code; this.message = input.message; }
  }
  class SecureStorageFullError extends MiniAppError {
    constructor(input) { super(input); this.message = 'Storage limit is exceeded or full already'; }
  }
  class SecureStorageBusyError extends MiniAppError {
    constructor(input) { super(input); this.message = 'Storage is busy, please try again'; }
  }
  class SecureStorageUnavailableError extends MiniAppError {
    constructor(input) { super(input); this.message = 'Storage is not yet loaded or failed to load'; }
  }
  class SecureStorageIOError extends MiniAppError {
    constructor(input) { super(input); this.message = 'Unable to read/write changes in Storage.'; }
  }
  class PurchaseFailedError extends MiniAppError {
    constructor(input) { super(input); this.message = 'Product Purchase failed, please try again later'; }
  }
  class ConsumeFailedError extends MiniAppError {
    constructor(input) {
      super(input);
      this.message = 'Unable to consume the product, please make sure the product is purchased already';
    }
  }
  class ProductNotFoundError extends MiniAppError {
    constructor(input) {
      super(input);
      this.message = 'Unable to find the ProductId. Please make sure that the productId is registered in Google Play';
    }
  }
  class ProductPurchasedAlreadyError extends MiniAppError {
    constructor(input) { super(input); this.message = 'This Product is purchased already'; }
  }
  class UserCancelledPurchaseError extends MiniAppError {
    constructor(input) { super(input); this.message = 'User cancelled the purchase'; }
  }

  // The head bridge's browser and SIM errors (§6): the class is picked by `type`,
  // which names the failure, and a browser error's `code` is that type.
  class InternalBrowserError extends MiniAppError {
    constructor(input) {
      super(input);
      this.code = input.type;
      this.message = input.message || 'Internal browser error: ' + input.type;
    }
  }
  class SimCheckError extends MiniAppError {}

  const ERROR_CLASSES = new Map([
    ...[
      AudienceNotSupportedError, ScopesNotSupportedError, AuthorizationFailureError,
      DownloadFailedError, InvalidUrlError, SaveFailureError, DownloadHttpError,
      SecureStorageFullError, SecureStorageBusyError, SecureStorageUnavailableError, SecureStorageIOError,
      PurchaseFailedError, ConsumeFailedError, ProductNotFoundError, ProductPurchasedAlreadyError,
      UserCancelledPurchaseError,
    ].map((errorClass) => [errorClass.name, errorClass]),
    ...['HTML_STRING_TOO_LARGE', 'INVALID_CALLBACK_URL_SCHEME', 'NETWORK_ERROR', 'WEBVIEW_LOAD_FAILED', 'MINIAPP_BROWSER_ERROR']
      .map((type) => [type, InternalBrowserError]),
    ...['DENIED', 'FAILED_TO_CHECK'].map((type) => [type, SimCheckError]),
  ]);

  // A V that is not JSON (PT, free text, "Unknown Error") becomes a MiniAppError
  // "Failed to parse the error: V", and the parse failure is console.error-ed.
  //
  // `quietly`: the parse failure is expected and not logged. Our host's own
  // miniappsecurestorageloaderror carries 5.6.1's plain text (every first launch
  // sends it: the store does not exist yet), which is not an error of the mini app's.
  function parseMiniAppError(value, quietly = false) {
    try {
      const input = parse(value);
      const ErrorClass = ERROR_CLASSES.get(input.type) || MiniAppError; // throws for null, as 5.6.1
      return new ErrorClass(input);
    } catch (error) {
      if (!quietly) logError(error);
      return new MiniAppError({ type: 'MiniAppError', message: 'Failed to parse the error: ' + value });
    }
  }

  // §2 row 14: getAccessToken resolves an AccessTokenData with a Date.
  class AccessTokenScopes {
    constructor(scopes) {
      this.audience = scopes.audience;
      this.scopes = scopes.scopes;
    }
  }
  class AccessTokenData {
    constructor(token) {
      this.token = token.token;
      this.validUntil = new Date(token.validUntil);
      this.scopes = new AccessTokenScopes(token.scopes);
    }
  }

  // ---------------------------------------------------------------------------
  // 5. The bridge object
  // ---------------------------------------------------------------------------

  // A param built inside the promise, so that building it (which can throw,
  // e.g. for a missing message) rejects the promise as in 5.6.1.
  class LazyParam {
    constructor(build) {
      this.build = build;
    }
  }
  const lazy = (build) => new LazyParam(build);

  // One request = one promise. `Promise` is looked up at call time like 5.6.1
  // does, so zone.js-style patched promises keep working.
  function request(action, param, onValue = raw, onFailure = raw) {
    return new Promise((resolve, reject) => {
      exec(
        action,
        param instanceof LazyParam ? param.build() : param,
        (value) => {
          try {
            resolve(onValue(value));
          } catch (error) {
            reject(error);
          }
        },
        (error) => reject(onFailure(error)),
      );
    });
  }

  const browserOptions = (urlOrOptions) => (typeof urlOrOptions === 'string' ? { url: urlOrOptions } : urlOrOptions);
  const parseError = parseMiniAppError; // the "parse" reject path of §2/§6

  // §6: actions of the newer (head) bridge that 5.6.1 does not implement. Our
  // host answers each through a typed host service or the SDK's default, and
  // with a "not supported" error where it has neither (§6.1). One entry per
  // action, keyed by the head bridge's method name; where the methods are
  // placed is listed after the table.
  const head = {
    getExchangeToken: (audience, scopes) => request('getExchangeToken', { audience, scopes }, accessToken, parseError),
    miniAppFinishedLoading: () => request('miniAppFinishedLoading', null),
    configureAnalytics: (config) => request('configureAnalytics', config, raw, parseError),
    getAllCookies: () => request('getAllCookies', null, cookieList, parseError),
    getCookies: (cookieNames) => request('getCookies', { cookieList: cookieNames }, cookieList, parseError),
    getFeatureList: () => request('getFeatureList', null, json, parseError),
    getPhoneNumber: () => request('getPhoneNumber', null),
    canOpenAppDeeplink: (url) => request('canOpenAppDeeplink', { deeplinkURL: url }, booleanValue),
    isAppDeeplinkSupported: (url) => request('isAppDeeplinkSupported', { deeplinkURL: url }, booleanValue),
    isEsimSupported: () => request('isEsimSupported', null, booleanValue, parseError),
    setupAndInstallEsim: (config) => request('setupAndInstallEsim', { eSimConfig: config }, booleanValue, parseError),
    launchExternalBrowser: (url) => request('launchExternalBrowser', { url }, booleanValue, parseError),
    launchInteractiveBrowser: (target) =>
      request('launchInteractiveBrowser', lazy(() => browserOptions(target)), booleanValue, parseError),
    launchInternalBrowser: (target) =>
      request('launchInternalBrowser', lazy(() => browserOptions(target)), booleanValue, parseError),
    loadUsingHTMLString: (options) => request('loadUsingHTMLString', options, cancelledAsNull, parseError),
    getImageFromGallery: () => request('getImageFromGallery', null, json, parseError),
    set: (key, value) =>
      request('setMiniAppPreference', { preferenceKey: key, preferenceValue: value }, raw, parseError),
    get: (key) => request('getMiniAppPreference', { preferenceKey: key }, raw, parseError),
    remove: (key) => request('removeMiniAppPreference', { preferenceKey: key }, raw, parseError),
    clearMiniAppPreferences: () => request('clearMiniAppPreferences', null, raw, parseError),
    shouldClearNotifications: (notificationType) => request('shouldClearNotifications', { notificationType }),
    shouldUpdateBadgeNumber: (notificationInfo) => request('shouldUpdateBadgeNumber', { notificationInfo }),
    shouldUpdateNotificationInfo: (notificationDetailedInfo) =>
      request('shouldUpdateNotificationInfo', { notificationDetailedInfo }),
    startICChipKyc: (info) => request('startICChipKyc', info, booleanValue, parseError),
    isLoggedIn: () => request('isLoggedIn', null, booleanValue, parseError),
    triggerLoginUI: () => request('triggerLoginUI', null, booleanValue, parseError),
    forceLogout: () => request('forceLogout', null, booleanValue, parseError),
    logEvent: (logMessage, logType = 'debug') => request('logEvent', { logMessage, logType }, booleanValue, parseError),
    getPermissionStatus: (permissionName) => request('getPermissionStatus', { permissionName }, raw, parseError),
    launchAppSettings: () => request('launchAppSettings', null, booleanValue, parseError),
    launchAppUsingDeeplink: (url) => request('launchAppUsingDeeplink', { url }, booleanValue, parseError),
    launchAppUsingPackageName: (packageName) =>
      request('launchAppUsingPackageName', { packageName }, booleanValue, parseError),
    isAppInstalledInDevice: (target) =>
      request(
        'isAppInstalledInDevice',
        lazy(() => (String(target).includes('://') ? { url: target } : { packageName: target })),
        booleanValue,
        parseError,
      ),
    isSimInstalled: () => request('isSimInstalled', null, booleanValue, parseError),
    allowBackForwardNavigationGestures: (shouldAllow) =>
      request(
        'allowBackForwardNavigationGestures',
        { shouldAllowNavigationGestures: shouldAllow },
        booleanValue,
        parseError,
      ),
    forceInternalWebView: (enable) =>
      request('forceInternalWebView', { shouldOpenInNativeWebView: enable }, booleanValue, parseError),
  };

  // Head methods available directly on the bridge object.
  const HEAD_BRIDGE_METHODS = [
    'getExchangeToken', 'miniAppFinishedLoading', 'configureAnalytics', 'getAllCookies', 'getCookies', 'getFeatureList',
    'getPhoneNumber', 'canOpenAppDeeplink', 'isAppDeeplinkSupported', 'isEsimSupported', 'setupAndInstallEsim',
    'launchExternalBrowser', 'launchInteractiveBrowser', 'launchInternalBrowser', 'getImageFromGallery', 'set', 'get',
    'remove', 'clearMiniAppPreferences', 'isLoggedIn', 'triggerLoginUI', 'logEvent', 'launchAppUsingDeeplink',
    'launchAppUsingPackageName', 'isAppInstalledInDevice', 'allowBackForwardNavigationGestures', 'forceInternalWebView',
  ];

  // The head bridge's helper objects and their methods.
  const HEAD_HELPERS = {
    browserManager: [
      'launchExternalBrowser', 'launchInteractiveBrowser', 'launchInternalBrowser', 'loadUsingHTMLString',
    ],
    galleryManager: ['getImageFromGallery'],
    preferences: ['set', 'get', 'remove', 'clearMiniAppPreferences'],
    notificationBridge: ['shouldClearNotifications', 'shouldUpdateBadgeNumber', 'shouldUpdateNotificationInfo'],
    userProfileManager: ['isLoggedIn', 'triggerLoginUI', 'forceLogout'],
    webviewConfigManager: ['allowBackForwardNavigationGestures', 'forceInternalWebView'],
    utilityManager: [
      'logEvent', 'getPermissionStatus', 'launchAppSettings', 'launchAppUsingDeeplink', 'launchAppUsingPackageName',
      'isAppInstalledInDevice', 'isSimInstalled',
    ],
    oneClickSdk: ['startICChipKyc'],
  };

  // On the bridge object the head notification methods drop their promise
  // (§6); we also drop its rejection so it is not reported as unhandled.
  const NOTIFICATION_METHODS = HEAD_HELPERS.notificationBridge;

  const executor = Object.freeze({
    exec,
    postRawMessage,
    getPlatform: () => PLATFORM,
    execEvents: (event) => apply(dispatchEvent, window, [event]),
  });

  class MiniAppBridge {
    constructor() {
      this.isSecureStorageReady = false;
      this.secureStorageLoadError = null;
      this.executor = executor;
      this.platform = PLATFORM;
      // Helper objects of the head bridge (§6).
      for (const [helper, methods] of Object.entries(HEAD_HELPERS)) {
        this[helper] = Object.fromEntries(methods.map((name) => [name, head[name]]));
      }
    }

    // --- Entry points evaluated by native (§1.5, §3) ---------------------------

    execSuccessCallback(id, value) {
      settle(id, true, value);
    }

    execErrorCallback(id, error) {
      settle(id, false, error);
    }

    execCustomEventsCallback(type, message, encoding) {
      // Only the universal-bridge event carries NLA-b64 text (§3, §1.8), unless our
      // native side marks it as plain "text" (it does when this bridge is the one injected).
      const decode = type === 'miniappreceivejsoninfo' && typeof message === 'string' && encoding !== 'text';
      emit(type, { message: decode ? decodeNonLossyAscii(message) : message });
    }

    execKeyboardEventsCallback(type, message, navigationBarHeight, screenHeight, keyboardHeight) {
      emit(type, { message, navigationBarHeight, screenHeight, keyboardHeight });
    }

    // --- Identity (§2 rows 1–3, 11–14) ------------------------------------------

    getUniqueId() {
      return request('getUniqueId', null);
    }

    getMessagingUniqueId() {
      return request('getMessagingUniqueId', null);
    }

    getMauid() {
      return request('getMauid', null);
    }

    getUserName() {
      return request('getUserName', null, decodeNonLossyAscii);
    }

    getProfilePhoto() {
      return request('getProfilePhoto', null);
    }

    getContacts() {
      return request('getContacts', null, json);
    }

    getAccessToken(audience, scopes) {
      return request('getAccessToken', { audience, scopes }, accessToken, parseMiniAppError);
    }

    getPoints() {
      return request('getPoints', null, json, parseMiniAppError);
    }

    // --- Permissions (§2 rows 4, 9) ---------------------------------------------

    requestPermission(permissionType) {
      return request('requestPermission', { permission: permissionType });
    }

    requestCustomPermissions(permissionTypes) {
      return request('requestCustomPermissions', { permissions: permissionTypes }, json);
    }

    // --- Ads (§2 rows 5–8; adType 0 interstitial, 1 rewarded) -------------------

    showInterstitialAd(id) {
      return request('showAd', { adType: 0, adUnitId: id });
    }

    loadInterstitialAd(id) {
      return request('loadAd', { adType: 0, adUnitId: id });
    }

    loadRewardedAd(id) {
      return request('loadAd', { adType: 1, adUnitId: id });
    }

    showRewardedAd(id) {
      return request('showAd', { adType: 1, adUnitId: id }, json);
    }

    // --- Sharing and messaging (§2 rows 10, 16–18) -------------------------------

    shareInfo(info) {
      return request('shareInfo', { shareInfo: info });
    }

    // Resolves the contact id V as sent (a JSON-quoted string, §5.8), or null.
    sendMessageToContact(message) {
      return request('sendMessageToContact', lazy(() => ({ messageToContact: messageParam(message) })), nullable);
    }

    sendMessageToContactId(id, message) {
      const param = lazy(() => ({ contactId: id, messageToContact: messageParam(message) }));
      return request('sendMessageToContactId', param, nullable);
    }

    sendMessageToMultipleContacts(message) {
      const param = lazy(() => ({ messageToContact: messageParam(message) }));
      return request('sendMessageToMultipleContacts', param, jsonOrNull);
    }

    // --- Device and host (§2 rows 15, 20, 21, 34, 35) ----------------------------

    setScreenOrientation(screenAction) {
      return request('setScreenOrientation', { action: screenAction });
    }

    getHostEnvironmentInfo() {
      return request('getHostEnvironmentInfo', null, hostEnvironment);
    }

    downloadFile(filename, url, headers) {
      return request('downloadFile', { filename, url, headers }, nullable, parseMiniAppError);
    }

    getHostAppThemeColors() {
      return request('getHostAppThemeColors', null, json, parseMiniAppError);
    }

    isDarkMode() {
      return request('isDarkMode', null, booleanValue, parseMiniAppError);
    }

    // --- Secure storage (§2 rows 22–26) -----------------------------------------

    setSecureStorage(items) {
      return request('setSecureStorageItems', { secureStorageItems: items }, nothing, parseMiniAppError);
    }

    // Resolves the raw string; a missing key arrives as the string "null" (§5.1).
    getSecureStorageItem(key) {
      return request('getSecureStorageItem', { secureStorageKey: key }, raw, parseMiniAppError);
    }

    removeSecureStorageItems(keys) {
      return request('removeSecureStorageItems', { secureStorageKeyList: keys }, nothing, parseMiniAppError);
    }

    clearSecureStorage() {
      return request('clearSecureStorage', null, nothing, parseMiniAppError);
    }

    getSecureStorageSize() {
      return request('getSecureStorageSize', null, json, parseMiniAppError);
    }

    // --- Host app communication and lifecycle (§2 rows 27–30, 36) ---------------

    setCloseAlert(alertInfo) {
      return request('setCloseAlert', { closeAlertInfo: alertInfo }, raw, parseMiniAppError);
    }

    sendJsonToHostapp(info) {
      return request('sendJsonToHostapp', { jsonInfo: info }, raw, parseMiniAppError);
    }

    sendInfoToHostapp(info) {
      return request('sendInfoToHostapp', { universalBridgeInfo: info }, raw, parseMiniAppError);
    }

    // On success native sends no reply: the promise stays pending (§2 row 30).
    closeMiniApp(withConfirmation) {
      return request('closeMiniApp', { withConfirmationAlert: withConfirmation }, raw, parseMiniAppError);
    }

    sendAnalytics(analytics) {
      return request('sendAnalytics', { analyticsInfo: analytics }, raw, parseMiniAppError);
    }

    // --- In-app purchases (§2 rows 31–33; not implemented by 5.6.1) -------------

    getAllProducts() {
      return request('getAllProducts', null, json, parseMiniAppError);
    }

    purchaseProductWith(id) {
      return request('purchaseProductWith', { productId: id }, json, parseMiniAppError);
    }

    consumePurchaseWith(id, transactionId) {
      const param = { productId: id, productTransactionId: transactionId };
      return request('consumeProductWith', param, json, parseMiniAppError); // sic: "Product"
    }
  }

  // Place the head methods like class methods: non-enumerable, writable.
  const defineMethod = (name, value) =>
    Object.defineProperty(MiniAppBridge.prototype, name, { value, writable: true, configurable: true });
  for (const name of HEAD_BRIDGE_METHODS) defineMethod(name, head[name]);
  for (const name of NOTIFICATION_METHODS) {
    defineMethod(name, (value) => {
      head[name](value).catch(() => {});
    });
  }

  // ---------------------------------------------------------------------------
  // 6. Events, console forwarding, geolocation
  // ---------------------------------------------------------------------------

  // §3: a CustomEvent (not bubbling, not cancelable) on window.
  function emit(type, detail) {
    apply(dispatchEvent, window, [new CustomEventClass(type, { detail })]);
  }

  // §1.9: forward console.log/warn/error/debug to the log handler as
  // "<emoji> console.<type>: <args joined by ', '>" and still call the original.
  // Forwarding must never break console: failures are swallowed and a call made
  // while forwarding (recursion) is not forwarded again.
  const LOG_TYPES = [
    ['log', '📗', 'log'],
    ['warn', '📙', 'warning'],
    ['error', '📕', 'error'],
    ['debug', '📘', 'debug'],
  ];

  function logArgumentText(value) {
    let text;
    try {
      if (value === undefined) text = 'undefined';
      // log.js stringifies every object, which turns an Error into "{}"; we keep
      // its name, message and stack (a deviation only where 5.6.1 showed nothing useful).
      // With its stack on the following lines, so console.error(error) says where.
      else if (value instanceof Error) text = `${value.name}: ${value.message}` + (value.stack ? '\n' + value.stack : '');
      else if (typeof value === 'object') text = stringify(value);
      else text = value.toString();
    } catch (_) {
      text = undefined;
    }
    if (typeof text !== 'string') {
      try {
        text = String(value);
      } catch (_) {
        text = Object.prototype.toString.call(value);
      }
    }
    return text.substring(0, 3000);
  }

  function installConsoleForwarding() {
    let forwarding = false;
    for (const [method, emoji, type] of LOG_TYPES) {
      const original = console[method];
      console[method] = function (...args) {
        if (!forwarding && typeof logPost === 'function') {
          forwarding = true;
          try {
            apply(logPost, logChannel, [`${emoji} console.${type}: ${args.map(logArgumentText).join(', ')}`]);
          } catch (_) {
            // never let forwarding break the page's console
          } finally {
            forwarding = false;
          }
        }
        if (typeof original === 'function') return apply(original, console, args);
        return undefined;
      };
    }
    const { warn: forwardingWarn, error: forwardingError } = console;
    warn = (...args) => apply(forwardingWarn, console, args);
    logError = (...args) => apply(forwardingError, console, args);
  }

  // §1.7: getCurrentPosition goes through the bridge; success gets the parsed
  // plain object. As in 5.6.1, failures are only console.error-ed: the page's
  // error callback is never called. watchPosition/clearWatch are untouched.
  function installGeolocation() {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) return;
    geolocation.getCurrentPosition = function getCurrentPosition(success, error, options) {
      exec(
        'getCurrentPosition',
        { locationOptions: options },
        (value) => {
          let position;
          try {
            position = parse(value);
          } catch (parseError) {
            logError('Failed to parse location object from MiniAppBridge: ' + parseError);
            return;
          }
          success(position);
        },
        (failure) => logError(failure),
      );
    };
  }

  // ---------------------------------------------------------------------------
  // Installation
  // ---------------------------------------------------------------------------

  installConsoleForwarding();

  // Scope "console": only the forwarding, beside a foreign bridge script that brings
  // its own MiniAppBridge (as 5.6.1 injects its logging script beside bridge.js).
  if (CONFIG.scope === 'console') return;

  const bridge = new MiniAppBridge();

  // §3: these flags are kept by listeners registered at document start, so they
  // are set before any page listener sees the event (as in 5.6.1).
  apply(addEventListener, window, ['miniappsecurestorageready', () => {
    bridge.isSecureStorageReady = true;
  }]);
  apply(addEventListener, window, ['miniappsecurestorageloaderror', (event) => {
    // The same MiniAppError as 5.6.1's, without its red SyntaxError in the console:
    // the host sends this text on purpose (§3), so failing to parse it is no error.
    bridge.secureStorageLoadError = parseMiniAppError(event.detail ? event.detail.message : undefined, true);
  }]);

  window.MiniAppBridge = bridge;

  // Only the main frame's own code may ask for location through the bridge; an
  // iframe keeps the engine's geolocation, which the host does not grant.
  if (CONFIG.scope !== 'subframe') installGeolocation();
})();
