// What a frame inside a mini app tries: every dialect's channel, by the public names a
// page or a foreign bridge uses. Runs in a same-origin iframe, a sandboxed srcdoc iframe
// and a cross-origin iframe; `kind` names the frame in every request it makes. Each post
// must reach the host refused by rule `main-frame-only`, answered with the dialect's
// error form where it has one; the frame then tells its parent what it saw.
function attack(kind) {
  var seen = { kind: kind };
  var handlers = window.webkit && window.webkit.messageHandlers;
  var posts = [
    ['MiniAppiOS', JSON.stringify({ action: 'getUniqueId', param: null, id: kind })],
    ['sendMessageHandler', JSON.stringify({ messageId: kind, command: 'getAddress', data: { protocol: 'BCH' } })],
    ['swiftHandler', { name: 'appMaximized' }],
  ];
  posts.forEach(function (post) {
    try { handlers[post[0]].postMessage(post[1]); seen[post[0]] = 'posted'; } catch (e) { seen[post[0]] = String(e); }
  });
  var box = document.body.getBoundingClientRect();
  seen.rendered = box.width + 'x' + box.height;
  parent.postMessage(seen, '*');
  // Last, as a navigation would end the frame's document.
  setTimeout(function () {
    location.href = 'liquidstate://app/online_status?request=' + encodeURIComponent(JSON.stringify({ request_id: kind }));
  }, 100);
}
