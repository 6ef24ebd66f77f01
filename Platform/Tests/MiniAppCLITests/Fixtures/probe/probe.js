// End-to-end probe: runs one scenario (?scenario=NAME) against the real host, reports
// the results to the host with sendJsonToHostapp, then closes. The Swift tests read
// the results from the transcript.
'use strict';

const params = new URLSearchParams(location.search);
const bridge = window.MiniAppBridge;
const out = document.getElementById('out');

async function report(results) {
  out.textContent = JSON.stringify(results, null, 2);
  await bridge.sendJsonToHostapp({ content: JSON.stringify(results) });
  bridge.closeMiniApp(false);
}

const short = (value) => (value === null || value === undefined ? value : String(value).slice(0, 160));
const raw = (body) => bridge.executor.postRawMessage(body).then(short, (error) => 'rejected: ' + short(error && error.message || error));
const call = (body) => raw(JSON.stringify(body));

const scenarios = {
  async hostile() {
    const results = {};
    results.notJSON = await raw('{not json');
    results.object = await raw({ action: 'getUniqueId', param: null, id: 'o1' });
    results.number = await raw(42);
    results.nullBody = await raw(null);
    results.undefinedBody = await raw(undefined);
    results.wrongType = await call({ action: 'shareInfo', param: { shareInfo: { content: 5 } }, id: 'w1' });
    results.wrongNested = await call({ action: 'sendMessageToContact', param: { messageToContact: { text: 'no image' } }, id: 'w2' });
    results.wrongEnum = await call({ action: 'sendAnalytics', param: { analyticsInfo: { eventType: 'pv', actionType: 'open', pageName: '', componentName: '', elementType: '', data: '' } }, id: 'w3' });
    results.unknownAction = await call({ action: 'noSuchAction', param: null, id: 'u1' });
    results.missingId = await call({ action: 'getUniqueId', param: null });
    results.numericId = await call({ action: 'getUniqueId', param: null, id: 7 });
    results.missingAction = await call({ param: null, id: 'm1' });
    const duplicates = await Promise.all([
      call({ action: 'getUniqueId', param: null, id: 'dup' }),
      call({ action: 'isDarkMode', param: null, id: 'dup' }),
    ]);
    results.duplicateId = duplicates;
    const big = 'x'.repeat(10 * 1024 * 1024);
    results.tenMegabytes = await call({ action: 'sendJsonToHostapp', param: { jsonInfo: { content: big } }, id: 'big' });
    const oneMegabyte = 'y'.repeat(1024 * 1024);
    results.oneMegabyte = await call({ action: 'sendJsonToHostapp', param: { jsonInfo: { content: oneMegabyte } }, id: 'mb' });
    const started = performance.now();
    const flood = await Promise.allSettled(Array.from({ length: 10000 }, () => bridge.getUniqueId()));
    results.flood = {
      fulfilled: flood.filter((r) => r.status === 'fulfilled').length,
      rejected: flood.filter((r) => r.status === 'rejected').length,
      ms: Math.round(performance.now() - started),
    };
    return results;
  },

  async access() {
    const results = {};
    // Our main-frame bridge works.
    results.mainFrame = await bridge.getUniqueId().then((v) => 'ok ' + v, (e) => 'error ' + e);
    // Page code posting to the public handler is not our bridge: refused.
    results.publicHandler = await Promise.resolve(
      window.webkit.messageHandlers.MiniAppiOS.postMessage(JSON.stringify({ action: 'getUniqueId', param: null, id: 'p1' })))
      .then(short, (e) => 'rejected: ' + e);
    // Can page code find the secret handler name?
    const handlers = window.webkit.messageHandlers;
    results.enumerable = {
      keys: Object.keys(handlers).length,
      names: Object.getOwnPropertyNames(handlers).length,
      forIn: (() => { let n = 0; for (const _ in handlers) n++; return n; })(),
    };
    // Iframes: one of our own origin, one srcdoc (inherits the origin), one sandboxed (opaque origin).
    const frames = new Promise((resolve) => {
      const seen = {};
      addEventListener('message', (event) => {
        if (!event.data || !event.data.frame) return;
        seen[event.data.frame] = event.data.ok ? 'ok ' + event.data.value : 'error ' + short(event.data.error);
        if (Object.keys(seen).length === 3) resolve(seen);
      });
      setTimeout(() => resolve(seen), 8000);
    });
    const frameScript = (name) => `<script>
      const r = (x) => parent.postMessage(Object.assign({frame: '${name}'}, x), '*');
      if (!window.MiniAppBridge) r({ok: false, error: 'no MiniAppBridge'});
      else window.MiniAppBridge.getUniqueId().then((value) => r({ok: true, value}), (error) => r({ok: false, error: String(error)}));
    <\/script>`;
    const same = document.createElement('iframe');
    same.src = 'frame.html';
    const srcdoc = document.createElement('iframe');
    srcdoc.srcdoc = frameScript('srcdoc');
    const sandboxed = document.createElement('iframe');
    sandboxed.setAttribute('sandbox', 'allow-scripts');
    sandboxed.srcdoc = frameScript('sandboxed');
    document.body.append(same, srcdoc, sandboxed);
    results.frames = await frames;
    return results;
  },

  async events() {
    const results = {};
    const storage = new Promise((resolve) => {
      addEventListener('miniappsecurestorageready', (e) => resolve('ready: ' + e.detail.message));
      addEventListener('miniappsecurestorageloaderror', (e) => resolve('error: ' + e.detail.message));
    });
    const json = new Promise((resolve) => addEventListener('miniappreceivejsoninfo', (e) => resolve(e.detail.message)));
    results.storage = await storage;
    results.flags = { ready: bridge.isSecureStorageReady, loadError: bridge.secureStorageLoadError && bridge.secureStorageLoadError.name };
    results.json = await json;
    results.userName = await bridge.getUserName();
    results.contactsBeforeGrant = await bridge.getContacts().then(() => 'ok', (e) => short(e));
    results.grant = await bridge.requestCustomPermissions([{ name: 'rakuten.miniapp.user.CONTACT_LIST', description: 'test' }])
      .then((r) => JSON.stringify(r), (e) => 'error ' + short(e));
    results.contactsAfterGrant = await bridge.getContacts().then((c) => c.length, (e) => short(e));
    results.undeclared = await bridge.requestCustomPermissions([{ name: 'rakuten.miniapp.user.POINTS', description: 'not in manifest' }])
      .then((r) => JSON.stringify(r), (e) => 'error ' + short(e));
    results.setItem = await bridge.setSecureStorage({ greeting: 'こんにちは "quoted" \\ 😀' }).then(() => 'ok', (e) => short(e.name));
    results.getItem = await bridge.getSecureStorageItem('greeting');
    return results;
  },

  async hostEvents() {
    // Collects the events the host pushes (scheduled by the profile, or caused by an
    // external link), then reports them.
    const names = ['miniapppause', 'miniappresume', 'miniappwebviewclosed', 'miniappkeyboardshown', 'miniappkeyboardhidden',
      'miniappreceivejsoninfo', 'miniappsecurestorageready', 'miniappsecurestorageloaderror'];
    const seen = [];
    for (const name of names) {
      addEventListener(name, (e) => seen.push({ name, message: e.detail.message,
        heights: e.detail.keyboardHeight !== undefined ? [e.detail.navigationBarHeight, e.detail.screenHeight, e.detail.keyboardHeight] : undefined }));
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    // An external link: handed to the host, with pause / webviewclosed / resume around it.
    const link = document.createElement('a');
    link.href = 'https://example.com/elsewhere';
    link.textContent = 'external';
    document.body.append(link);
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { seen, stillHere: location.protocol };
  },

  async wait() {
    // Never closes: the host's --timeout ends the run.
    return null;
  },

  async away() {
    // Leave the mini app for another origin; that page tries the bridge and is refused.
    location.href = params.get('to');
    return null;
  },
};

const scenario = scenarios[params.get('scenario')];
if (!scenario) {
  report({ error: 'unknown scenario ' + params.get('scenario') });
} else {
  scenario().then((results) => results && report(results), (error) => report({ error: String(error && error.stack || error) }));
}
