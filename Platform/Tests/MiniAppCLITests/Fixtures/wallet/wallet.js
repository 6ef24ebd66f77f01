// End-to-end probe of the `wallet` dialect: runs one scenario (?scenario=NAME) as a
// web app using the seed's interface (posts to sendMessageHandler, receives through
// _bitcoinWalletApi.receiveMessage), reports the results to the host with the
// miniapp bridge's sendJsonToHostapp, then closes. The Swift tests read the results
// from the transcript.
'use strict';

const params = new URLSearchParams(location.search);
const out = document.getElementById('out');
const handler = window.webkit.messageHandlers.sendMessageHandler;

const waiting = new Map();   // messageId -> [resolve]
const anonymous = [];        // resolvers for replies with messageId null, in order
const arrivals = [];         // messageIds in the order replies arrived
const unexpected = [];

function receiveMessage(message) {
  arrivals.push(message.messageId);
  const queue = message.messageId === null ? anonymous : waiting.get(message.messageId);
  const resolve = queue && queue.shift();
  if (resolve) resolve(message); else unexpected.push(message);
}

function defineApi() {
  window._bitcoinWalletApi = { receiveMessage };
}

function expectReply(id, ms = 8000) {
  return new Promise((resolve) => {
    if (id === null) anonymous.push(resolve);
    else { if (!waiting.has(id)) waiting.set(id, []); waiting.get(id).push(resolve); }
    setTimeout(() => resolve({ timedOut: true }), ms);
  });
}

// Posts `body` (an object, or a string sent as is) and waits for the reply to `id`.
function send(id, body, ms) {
  const reply = expectReply(id, ms);
  handler.postMessage(typeof body === 'string' ? body : JSON.stringify(body));
  return reply.then(summary);
}

function summary(m) {
  if (m.timedOut) return 'no reply';
  const head = (m.messageId === null ? '-' : m.messageId) + ' ' + (m.command === null ? '-' : m.command) + ' ';
  if (m.error) return head + 'error ' + m.error.type + (m.error.data !== undefined ? ' ' + JSON.stringify(m.error.data) : '') + ': ' + String(m.error.description || '').slice(0, 90);
  return head + 'ok ' + JSON.stringify(m.data);
}

async function report(results) {
  results.unexpected = unexpected.map((m) => JSON.stringify(m).slice(0, 120));
  out.textContent = JSON.stringify(results, null, 2);
  await window.MiniAppBridge.sendJsonToHostapp({ content: JSON.stringify(results) });
  window.MiniAppBridge.closeMiniApp(false);
}

const getAddress = (id, data) => ({ messageId: id, command: 'getAddress', data });
const sendAssets = (id, data) => ({ messageId: id, command: 'sendAssets', data: data || { to: 'bitcoincash:qrecipient', protocol: 'BCH', value: '0.000123' } });

const scenarios = {
  // Every command's success, late definition of the API, concurrency and ordering,
  // duplicates, malformed input and an oversized message (default profile: approve).
  async commands() {
    const results = {};
    // A reply that arrives before the page has defined _bitcoinWalletApi is kept.
    const early = expectReply('early');
    handler.postMessage(JSON.stringify(getAddress('early', { protocol: 'BCH' })));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    results.beforeDefined = arrivals.length;
    defineApi();
    results.early = summary(await early);

    results.bch = await send('a1', getAddress('a1', { protocol: 'BCH' }));
    results.slp = await send('a2', getAddress('a2', { protocol: 'SLP' }));
    results.noData = await send('a3', { messageId: 'a3', command: 'getAddress' });
    results.unsupported = await send('a4', getAddress('a4', { protocol: 'DOGE' }));
    results.send = await send('s1', sendAssets('s1'));
    results.sendSlp = await send('s2', sendAssets('s2', { to: 'simpleledger:qq', protocol: 'SLP', assetId: 'token-1', value: '10', opReturn: ['6d02', '68656c6c6f'] }));
    // An object body, as a WKWebView app may post.
    const objectReply = expectReply('o1');
    handler.postMessage(getAddress('o1', { protocol: 'BTC' }));
    results.objectBody = summary(await objectReply);

    // Out of order: the slow getAddress (profile delayMs) is overtaken by sendAssets.
    arrivals.length = 0;
    const slow = send('slow', getAddress('slow', { protocol: 'BCH' }));
    const fast = send('fast', sendAssets('fast'));
    results.concurrent = [await slow, await fast];
    results.arrivalOrder = arrivals.slice();

    // A duplicate id while the first is outstanding is refused; the first is answered.
    const first = expectReply('dup');
    const second = expectReply('dup');
    handler.postMessage(JSON.stringify(getAddress('dup', { protocol: 'BCH' })));
    handler.postMessage(JSON.stringify(getAddress('dup', { protocol: 'BCH' })));
    results.duplicate = [summary(await first), summary(await second)];

    // Malformed messages.
    results.notJSON = await send(null, '{not json');
    results.number = await send(null, '42');
    results.array = await send(null, '[1,2]');
    const nullBody = expectReply(null);
    handler.postMessage(null);
    results.nullBody = summary(await nullBody);
    results.missingId = await send(null, { command: 'getAddress' });
    results.numericId = await send(null, { messageId: 7, command: 'getAddress' });
    results.missingCommand = await send('m1', { messageId: 'm1' });
    results.wrongCommandType = await send('m2', { messageId: 'm2', command: 42 });
    results.replyShaped = await send('m3', { messageId: 'm3', command: 'getAddress', error: { type: 'CANCELED' } });
    results.unknownCommand = await send('u1', { messageId: 'u1', command: 'payInvoice', data: { url: 'x' } });
    results.badInput = await send('i1', getAddress('i1', 'BCH'));
    results.badSend = await send('i2', sendAssets('i2', { to: 'bitcoincash:q', protocol: 'BCH', value: 0.5 }));
    results.missingTo = await send('i3', sendAssets('i3', { protocol: 'BCH', value: '1' }));
    results.threeMegabytes = await send('big', JSON.stringify(getAddress('big', { pad: 'x'.repeat(3 * 1024 * 1024) })));

    // An iframe can post on the public handler; it is refused by its frame, and the
    // answer goes to the main frame: the iframe never sees it.
    const frameReply = expectReply('frame-1');
    const frame = document.createElement('iframe');
    frame.srcdoc = `<script>
      window._bitcoinWalletApi = { receiveMessage(m) { parent.postMessage({ frameGot: m.messageId }, '*'); } };
      window.webkit.messageHandlers.sendMessageHandler.postMessage(JSON.stringify({ messageId: 'frame-1', command: 'getAddress', data: { protocol: 'BCH' } }));
    <\/script>`;
    let frameGot = null;
    addEventListener('message', (event) => { if (event.data && event.data.frameGot) frameGot = event.data.frameGot; });
    document.body.appendChild(frame);
    results.iframeRequest = summary(await frameReply);
    await new Promise((resolve) => setTimeout(resolve, 200));
    results.iframeSawReply = frameGot;
    return results;
  },

  // The profile decides: getAddress asks (the dialog is answered automatically),
  // sendAssets is rejected by the profile.
  async decisions() {
    defineApi();
    const results = {};
    const started = performance.now();
    results.asked = await send('d1', getAddress('d1', { protocol: 'BCH' }));
    results.askedMs = Math.round(performance.now() - started);
    results.rejected = await send('d2', sendAssets('d2'));
    // Two dialogs at once, both answered.
    results.twoDialogs = await Promise.all([send('d3', getAddress('d3', { protocol: 'SLP' })), send('d4', getAddress('d4', { protocol: 'BTC' }))]);
    return results;
  },

  // Every command asks, and the dialog says no.
  async dialogReject() {
    defineApi();
    return {
      getAddress: await send('r1', getAddress('r1', { protocol: 'BCH' })),
      sendAssets: await send('r2', sendAssets('r2')),
    };
  },

  // Provider failure and timeout.
  async failures() {
    defineApi();
    return {
      failed: await send('f1', sendAssets('f1')),
      timedOut: await send('t1', getAddress('t1', { protocol: 'BCH' })),
      denied: await send('p1', { messageId: 'p1', command: 'signMessage', data: {} }),
    };
  },
};

// Leave for a page of another origin (?to=URL), which tries the wallet and is refused.
scenarios.away = async () => {
  location.href = params.get('to');
  await new Promise(() => {});
};

const scenario = scenarios[params.get('scenario')];
if (scenario) {
  scenario().then(report, (error) => report({ failed: String(error && error.stack || error) }));
} else {
  out.textContent = 'unknown scenario ' + params.get('scenario');
}
