// Device probe: reports what the page sees of its device and environment (?fetch=URL
// is fetched to see the network), or, with ?scenario=contacts, whether getContacts is
// allowed (a permission a previous run may have granted), or, with ?scenario=events,
// the network events a host event causes, to the host with
// sendJsonToHostapp, then closes. The Swift tests read the report from the transcript.
'use strict';

const params = new URLSearchParams(location.search);
const bridge = window.MiniAppBridge;

async function report(results) {
  document.getElementById('out').textContent = JSON.stringify(results, null, 2);
  await bridge.sendJsonToHostapp({ content: JSON.stringify(results) });
  bridge.closeMiniApp(false);
}

async function facts() {
  let fetched = 'not asked';
  let fetchMs = null;
  if (params.get('fetch')) {
    const started = performance.now();
    try {
      await fetch(params.get('fetch'), { mode: 'no-cors', cache: 'no-store' });
      fetched = 'ok';
    } catch (error) {
      fetched = error.name;
    }
    fetchMs = Math.round(performance.now() - started);
  }
  const padding = (id, side) => getComputedStyle(document.getElementById(id))[side];
  let speech;
  try {
    new webkitSpeechRecognition();
    speech = 'constructed';
  } catch (error) {
    speech = String(error);
  }
  const environment = await bridge.getHostEnvironmentInfo();
  return {
    width: innerWidth, height: innerHeight, pixelRatio: devicePixelRatio,
    top: padding('top', 'paddingTop'), bottom: padding('bottom', 'paddingBottom'),
    dark: matchMedia('(prefers-color-scheme: dark)').matches, isDarkMode: await bridge.isDarkMode(),
    language: navigator.language, hostLocale: environment.hostLocale, platformVersion: environment.platformVersion,
    online: navigator.onLine, fetched, fetchMs, speech, userAgent: navigator.userAgent,
  };
}

async function contacts() {
  try {
    const list = await bridge.getContacts();
    return { contacts: 'allowed', count: list.length };
  } catch (error) {
    return { contacts: 'refused', error: String(error && error.message || error) };
  }
}

// The host takes the network away (a profile's `offline` host event): report once it has.
function networkEvents() {
  return new Promise((resolve) => {
    const seen = [];
    addEventListener('online', () => seen.push('online'));
    addEventListener('offline', () => {
      seen.push('offline');
      resolve({ events: seen, online: navigator.onLine });
    });
  });
}

const scenarios = { contacts, facts, events: networkEvents };
if (params.get('scenario') !== 'stay') {
  (scenarios[params.get('scenario') || 'facts'])().then(report, (error) => report({ failed: String(error) }));
}
