// liquidstate end-to-end probe: runs one scenario (?scenario=NAME) against the real
// host, records every window.communicate message, reports the results through the
// miniapp bridge (sendJsonToHostapp) and closes. The Swift tests read the transcript.
'use strict';

const params = new URLSearchParams(location.search);
const out = document.getElementById('out');
const received = [];
const waiters = [];

window.communicate = (message) => {
  received.push(message);
  for (const waiter of waiters.splice(0)) {
    if (!waiter(message)) waiters.push(waiter);
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function urlFor(event, request) {
  if (request === undefined) return 'liquidstate://app/' + event;
  const text = typeof request === 'string' ? request : JSON.stringify(request);
  return 'liquidstate://app/' + event + '?request=' + encodeURIComponent(text);
}

function navigate(url, via) {
  switch (via) {
    case 'href':
      location.href = url;
      break;
    case 'open':
      window.open(url);
      break;
    case 'link': {
      const link = document.createElement('a');
      link.href = url;
      document.body.appendChild(link);
      link.click();
      link.remove();
      break;
    }
    default: {
      const frame = document.createElement('iframe');
      frame.style.display = 'none';
      frame.src = url;
      document.body.appendChild(frame);
      setTimeout(() => frame.remove(), 2000);
    }
  }
}

// Resolves with the first message for `id`, or 'timeout'.
function waitFor(predicate, ms) {
  const found = received.find(predicate);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    waiters.push((message) => {
      if (!predicate(message)) return false;
      clearTimeout(timer);
      resolve(message);
      return true;
    });
  });
}

let counter = 0;
// Sends `event` with a fresh request_id; resolves with its reply, or 'timeout'.
function request(event, data, via = 'iframe', ms = 4000) {
  const id = 'q' + (++counter);
  navigate(urlFor(event, Object.assign({ request_id: id }, data || {})), via);
  return waitFor((m) => m.request_id === id, ms);
}

// Sends an event that has no response; resolves with an error reply if one came, else 'none'.
async function fire(event, data, via = 'iframe') {
  const reply = await request(event, data, via, 250);
  return reply === 'timeout' ? 'none' : reply;
}

// Navigates to a raw URL and resolves with the reply for `id` (or 'timeout').
function raw(url, id, ms = 1500) {
  navigate(url, 'iframe');
  return waitFor((m) => m.request_id === id, ms);
}

async function report(results) {
  results.received = received.length;
  out.textContent = JSON.stringify(results, null, 2);
  await window.MiniAppBridge.sendJsonToHostapp({ content: JSON.stringify(results) });
  window.MiniAppBridge.closeMiniApp(false);
}

const scenarios = {
  async events() {
    const r = {};
    r.online = await request('online_status');
    r.location = await request('user_location');
    r.biometrics = await request('feature_status', { feature: 'biometrics' });
    r.biometricsFlat = await request('feature_status', { request_data: { feature: 'biometrics' } });
    r.unknownFeature = await request('feature_status', { feature: 'nfc' });
    r.openRelative = await fire('open_file', { path: './files/sample.txt' });
    r.openHttp = await fire('open_file', { path: 'https://example.com/doc.pdf' });
    r.openOutside = await request('open_file', { path: './../../../etc/passwd' });
    r.openMissing = await request('open_file', { path: './files/missing.txt' });
    r.openFileURL = await request('open_file', { path: 'file:///etc/passwd' });
    r.openBad = await request('open_file', { path: 'C:\\x' });
    r.authenticated = await fire('set_authentication_status', { is_authenticated: true });
    r.appearance = await fire('set_tab_appearance', {
      t1: { title: 'Favourites', icon_name: 'star' },
      t3: { title: { key: 'favourites.tab-title', translations: { en: 'Favourite', fr: 'Favoris' } }, icon_font_name: 'custom', icon_code_point: 'E234', hidden: true },
    });
    r.appearanceUnknown = await request('set_tab_appearance', { t1: { hidden: true }, t9: { title: 'x' } });
    r.switchParams = await fire('switch_tab', { id: 't2', params: { foo1: 'bar1', foo2: 'bar2' } });
    r.switchMessage = received.filter((m) => m.purpose === 'switch_tab').slice(-1)[0] || 'none';
    await fire('switch_tab', { id: 't1', reset: false, route: '/page1' });
    r.switchRoute = received.filter((m) => m.purpose === 'switch_tab').slice(-1)[0] || 'none';
    r.switchUnknown = await request('switch_tab', { id: 't9' });
    r.ready = await fire('set_notification_presentation_status', { is_ready: true });
    r.backOverride = await fire('set_back_override', { is_enabled: false });
    return r;
  },

  async paths() {
    const r = {};
    for (const via of ['href', 'iframe', 'open', 'link']) {
      r[via] = await request('online_status', {}, via, 3000);
      await sleep(100);
    }
    r.stillHere = location.href.startsWith('mscheme.');
    return r;
  },

  async malformed() {
    const r = {};
    r.badEncoding = await raw('liquidstate://app/online_status?request=%7B%22request_id%22%3A%22m1%22%2C%22x%22%3A%22%zz%22%7D', 'm1');
    r.notJSON = await raw('liquidstate://app/online_status?request=' + encodeURIComponent('{"request_id":"m2", oops'), 'm2');
    r.notObject = await raw('liquidstate://app/online_status?request=' + encodeURIComponent('[1,2,3]'), 'never', 400);
    r.idNotString = await raw('liquidstate://app/online_status?request=' + encodeURIComponent('{"request_id":42}'), 42, 400);
    r.missingField = await request('open_file', {});
    r.wrongType = await request('set_back_override', { is_enabled: 'yes' });
    r.unknownEvent = await request('teleport', { to: 'mars' });
    r.unknownDomain = await raw('liquidstate://nav/reset?request=' + encodeURIComponent('{"request_id":"m7"}'), 'm7');
    const big = './' + 'x'.repeat(3 * 1024 * 1024);
    r.severalMegabytes = await request('open_file', { path: big }, 'iframe', 8000);
    r.afterwards = await request('online_status');
    return r;
  },

  async back() {
    const r = {};
    r.enable = await fire('set_back_override', { is_enabled: true });
    r.lifecycle = await waitFor((m) => m.purpose === 'lifecycle', 4000);
    r.disable = await fire('set_back_override', { is_enabled: false });
    await sleep(1200);
    r.lifecycleCount = received.filter((m) => m.purpose === 'lifecycle').length;
    return r;
  },

  async notifications() {
    await sleep(800);
    const r = {};
    r.ready = await fire('set_notification_presentation_status', { is_ready: true });
    await sleep(1200);
    return r;
  },

  async lifecycle() {
    // clearall and reset reload the page: window.name survives the reloads.
    if (window.name === '') {
      window.name = 'cleared';
      await fire('set_authentication_status', { is_authenticated: true });
      await fire('set_back_override', { is_enabled: true });
      await fire('clearall', {});
      await sleep(3000);
      return { error: 'clearall did not reload the page' };
    }
    if (window.name === 'cleared') {
      window.name = 'reset';
      await fire('reset', {});
      await sleep(3000);
      return { error: 'reset did not reload the page' };
    }
    return { stages: 'cleared, reset, reloaded' };
  },

  async location() {
    return { location: await request('user_location') };
  },
};

const scenario = scenarios[params.get('scenario')];
if (!scenario) {
  report({ error: 'unknown scenario ' + params.get('scenario') });
} else {
  scenario().then((results) => results && report(results), (error) => report({ error: String(error && error.stack || error) }));
}
