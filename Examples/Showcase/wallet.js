/*
 * MiniAppKit Showcase, wallet page: a web app using the seed-003 wallet interface directly.
 *
 *   request:  webkit.messageHandlers.sendMessageHandler.postMessage(JSON.stringify({messageId, command, data}))
 *   answer:   _bitcoinWalletApi.receiveMessage({messageId, command, data?, error?: {type, description?, data?}})
 *
 * Every card sends one message and shows the answer for its messageId. Some cards send
 * malformed messages on purpose: their answer is an error, shown as "expected".
 * With ?autorun=1 every card runs once, in order, the page logs
 * "wallet showcase: N ok, M expected errors, K errors" and closes the mini app.
 */
(function () {
  'use strict';

  const TIMEOUT_MS = 130000; // the host's default wallet timeout is 2 minutes (a person decides)
  const waiting = new Map();
  let nextId = 1;

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined) continue;
      if (k.startsWith('on')) el.addEventListener(k.slice(2), v); else el.setAttribute(k, v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined) el.append(c instanceof Node ? c : String(c));
    return el;
  }

  // The page's half of the interface: the seed leaves receiveMessage to the web app.
  window._bitcoinWalletApi = {
    receiveMessage(message) {
      logAnswer(message);
      const resolve = waiting.get(message.messageId);
      if (resolve) { waiting.delete(message.messageId); resolve(message); }
      else if (message.messageId === null && waiting.has('*')) { const r = waiting.get('*'); waiting.delete('*'); r(message); }
    },
  };

  function post(body, expectAnonymous) {
    const handler = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.sendMessageHandler;
    if (!handler) return Promise.reject(new Error('sendMessageHandler is not registered: open this page in a MiniAppKit host'));
    const id = expectAnonymous ? '*' : body.messageId;
    const answer = new Promise((resolve, reject) => {
      waiting.set(id, resolve);
      setTimeout(() => { if (waiting.get(id) === resolve) { waiting.delete(id); reject(new Error('no answer within ' + TIMEOUT_MS + ' ms')); } }, TIMEOUT_MS);
    });
    handler.postMessage(typeof body === 'string' ? body : JSON.stringify(body));
    return answer;
  }

  const id = () => 'w' + nextId++;
  const send = (command, data) => post({ messageId: id(), command, data });

  const CARDS = [
    { title: 'getAddress({protocol: "BCH"})', note: 'An address of the user\'s BCH wallet.', run: () => send('getAddress', { protocol: 'BCH' }) },
    { title: 'getAddress({protocol: "SLP"})', note: 'A Simple Ledger Protocol (token) address.', run: () => send('getAddress', { protocol: 'SLP' }) },
    { title: 'getAddress()', note: 'No data: the wallet\'s default protocol.', run: () => send('getAddress') },
    { title: 'sendAssets(0.000123 BCH)', note: 'A payment: the host asks the user before sending.', run: () => send('sendAssets', { to: 'bitcoincash:qrecipient0showcase', protocol: 'BCH', value: '0.000123' }) },
    { title: 'sendAssets(10 SLP tokens + OP_RETURN)', note: 'A token payment with OP_RETURN data.', run: () => send('sendAssets', { to: 'simpleledger:qrecipient0showcase', protocol: 'SLP', assetId: 'token-demo', value: '10', opReturn: ['6d02', '68656c6c6f'] }) },
    { title: 'getAddress({protocol: "DOGE"})', note: 'A protocol the demo wallet lacks: PROTOCOL_ERROR.', expect: 'PROTOCOL_ERROR', run: () => send('getAddress', { protocol: 'DOGE' }) },
    { title: 'payInvoice (not a command here)', note: 'UNKNOWN_COMMAND.', expect: 'UNKNOWN_COMMAND', run: () => send('payInvoice', { url: 'https://example.com/invoice' }) },
    { title: 'sendAssets with a numeric value', note: 'value must be decimal text: MALFORMED_INPUT.', expect: 'MALFORMED_INPUT', run: () => send('sendAssets', { to: 'bitcoincash:q', protocol: 'BCH', value: 0.5 }) },
    { title: 'A message that is not JSON', note: 'MALFORMED_MESSAGE, answered with messageId null.', expect: 'MALFORMED_MESSAGE', run: () => post('{not json', true) },
    { title: 'Two requests at once', note: 'Both outstanding; each answer goes to its own messageId.', run: () => Promise.all([send('getAddress', { protocol: 'BCH' }), send('getAddress', { protocol: 'BTC' })]).then((answers) => ({ messageId: answers.map((a) => a.messageId).join('+'), command: 'getAddress', data: answers.map((a) => a.data || a.error) })) },
  ];

  function outcomeOf(card, answer) {
    if (!answer.error) return card.expect ? 'error' : 'ok';
    return card.expect === answer.error.type ? 'expected' : 'error';
  }

  function show(panel, card, answer, ms) {
    const status = outcomeOf(card, answer);
    panel.className = 'result ' + status;
    panel.replaceChildren(
      h('div', { class: 'head' }, h('span', { class: 'badge ' + status }, status), h('span', { class: 'what' }, answer.command + ' #' + answer.messageId), h('span', { class: 'ms' }, ms + ' ms')),
      h('pre', null, JSON.stringify(answer.error ? { error: answer.error } : { data: answer.data }, null, 2)));
    return status;
  }

  async function runCard(card, panel, button) {
    if (button) button.disabled = true;
    panel.className = 'result';
    panel.replaceChildren(h('div', { class: 'head' }, h('span', { class: 'badge pending' }, 'pending'), h('span', { class: 'what' }, 'waiting for the wallet\u2026')));
    const started = performance.now();
    try {
      const answer = await card.run();
      return show(panel, card, answer, Math.round(performance.now() - started));
    } catch (error) {
      panel.className = 'result error';
      panel.replaceChildren(h('pre', null, String(error && error.message || error)));
      return 'error';
    } finally {
      if (button) button.disabled = false;
    }
  }

  function logAnswer(message) {
    const log = document.getElementById('log');
    if (!log) return;
    if (log.querySelector('.empty')) log.replaceChildren();
    log.insertBefore(h('li', null, h('time', null, new Date().toTimeString().slice(0, 8)),
      h('span', { class: 'type' }, String(message.messageId)), ' ', message.command + ' \u2192 ' +
      (message.error ? 'error ' + message.error.type + (message.error.description ? ': ' + message.error.description : '') : JSON.stringify(message.data))), log.firstChild);
  }

  function init() {
    const cards = document.getElementById('cards');
    const panels = CARDS.map((card) => {
      const panel = h('div', { class: 'result', role: 'status' }, h('span', { class: 'empty' }, 'Press the button to send the message.'));
      const button = h('button', { class: 'btn', type: 'button' }, 'Send');
      button.addEventListener('click', () => runCard(card, panel, button));
      cards.append(h('section', { class: 'card' }, h('h2', null, card.title), h('p', { class: 'note' }, card.note), h('div', { class: 'actions' }, button), panel));
      return panel;
    });
    if (new URLSearchParams(location.search).get('autorun') === '1') {
      (async () => {
        const counts = { ok: 0, expected: 0, error: 0 };
        for (let i = 0; i < CARDS.length; i++) counts[await runCard(CARDS[i], panels[i], null)]++;
        console.log('wallet showcase: ' + counts.ok + ' ok, ' + counts.expected + ' expected errors, ' + counts.error + ' errors');
        // Like the main showcase's autorun: close the mini app at the end (CI mode).
        if (window.MiniAppBridge) setTimeout(() => window.MiniAppBridge.closeMiniApp(false), 300);
      })();
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
