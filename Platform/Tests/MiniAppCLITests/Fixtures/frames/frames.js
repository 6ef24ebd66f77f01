// The main frame of the frame-identity fixture: makes the three iframes, makes one
// legitimate call on each dialect itself, collects what comes back, reports it with
// sendJsonToHostapp and closes. `?cross=<url>` names the cross-origin frame's page.
(async function () {
  var results = { frames: [], wallet: [], liquidstate: [], main: {} };
  window._bitcoinWalletApi = { receiveMessage: function (m) { results.wallet.push(m); } };
  window.communicate = function (m) { results.liquidstate.push(m); };
  window.addEventListener('message', function (event) { results.frames.push(event.data); });

  var holder = document.getElementById('frames');
  function frame(attributes) {
    var element = document.createElement('iframe');
    element.style.cssText = 'width:300px;height:110px;border:1px solid #888;display:block;margin:4px 0';
    Object.keys(attributes).forEach(function (name) { element.setAttribute(name, attributes[name]); });
    holder.appendChild(element);
  }
  frame({ src: 'frame.html' });
  frame({ sandbox: 'allow-scripts', srcdoc: '<body style="margin:0;background:#3a3;height:100px"><script>(' + attack.toString() + ")('srcdoc')<\/script></body>" });
  var cross = new URLSearchParams(location.search).get('cross');
  if (cross) frame({ src: cross });

  // The main frame's own calls, one per dialect: these must all be answered.
  results.main.uniqueId = await window.MiniAppBridge.getUniqueId().catch(function (e) { return 'error: ' + e; });
  window.webkit.messageHandlers.sendMessageHandler.postMessage(JSON.stringify({ messageId: 'main', command: 'getAddress', data: { protocol: 'BCH' } }));
  window.webkit.messageHandlers.swiftHandler.postMessage({ name: 'appRestored' });

  var expectedFrames = cross ? 3 : 2;
  for (var i = 0; i < 100 && (results.frames.length < expectedFrames || results.liquidstate.length < expectedFrames); i++) {
    await new Promise(function (resolve) { setTimeout(resolve, 100); });
  }
  location.href = 'liquidstate://app/online_status?request=' + encodeURIComponent(JSON.stringify({ request_id: 'main' }));
  for (var j = 0; j < 50 && results.liquidstate.length < expectedFrames + 1; j++) {
    await new Promise(function (resolve) { setTimeout(resolve, 100); });
  }
  await new Promise(function (resolve) { setTimeout(resolve, 500); });
  await window.MiniAppBridge.sendJsonToHostapp({ content: JSON.stringify(results) });
  window.MiniAppBridge.closeMiniApp(false);
})();
