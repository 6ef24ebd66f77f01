/// The page of the stack cases: a mini app that only uses the public `MiniAppBridge`,
/// exactly as a mini app built on js-miniapp-sdk does. Everything behind that (our
/// injected bridge script, the secret reply handler, the dialect, the bridge, the
/// access gate, the method table, the host) is the code being measured.
enum StackPage {
    /// What ``BenchmarkHost`` answers to `getUniqueId`; the page checks it.
    static let uniqueId = "benchmark-unique-id"

    static let html = """
    <!doctype html>
    <html><head><meta charset="utf-8"><title>MiniAppKit benchmark: stack</title></head>
    <body><script>
    'use strict';
    \(BenchmarkPayload.script)
    (function () {
      const bench = {
        error: null,
        running: 0,
        fail(error) { if (bench.error === null) bench.error = String(error && error.stack || error); },

        // (b) Sequential getUniqueId() calls, each awaited before the next.
        async uniqueIds(count) {
          for (let i = 0; i < count; i++) {
            const id = await MiniAppBridge.getUniqueId();
            if (i === 0 && id !== '\(uniqueId)') bench.fail('getUniqueId resolved ' + id);
          }
        },

        // (c) Sequential 1 MB echoes: sendJsonToHostapp, the host sends the content back
        // with sendJsonToMiniApp, the page takes it from the miniappreceivejsoninfo event
        // and parses it; the next echo starts once the event and the call's own reply are in.
        async echo(count, bytes, japanese) {
          const text = makePayload(bytes, japanese);
          for (let i = 0; i < count; i++) {
            const received = new Promise((resolve) => {
              window.addEventListener('miniappreceivejsoninfo', (event) => resolve(event.detail.message), { once: true });
            });
            const sent = MiniAppBridge.sendJsonToHostapp({ content: text });
            const message = await received;
            JSON.parse(message);
            if (i === 0 && message !== text) bench.fail('the echo differs from the payload');
            const status = await sent;
            if (i === 0 && status !== 'SUCCESS') bench.fail('sendJsonToHostapp resolved ' + status);
          }
        },

        // (w) Sequential wallet round trips in the seed's interface: each request is
        // posted from the previous reply's _bitcoinWalletApi.receiveMessage.
        walletRoundTrips(count) {
          const handler = window.webkit.messageHandlers.sendMessageHandler;
          let sent = 0;
          const next = () => {
            sent++;
            handler.postMessage(JSON.stringify({ messageId: String(sent), command: 'getAddress', data: { protocol: 'BCH' } }));
          };
          return new Promise((resolve) => {
            window._bitcoinWalletApi = {
              receiveMessage(message) {
                if (sent === 1 && !(message.data && message.data.address === '\(BenchmarkWallet.address)' && message.messageId === '1')) {
                  bench.fail('the wallet answered ' + JSON.stringify(message));
                }
                if (sent >= count) resolve(); else next();
              },
            };
            next();
          });
        },

        // (d) Fire and forget: every call is started at once; when all have resolved,
        // one getMessagingUniqueId() call tells the host (its arrival is the timestamp).
        burst(count) {
          const calls = new Array(count);
          for (let i = 0; i < count; i++) calls[i] = MiniAppBridge.getUniqueId();
          Promise.all(calls).then(() => MiniAppBridge.getMessagingUniqueId()).catch(bench.fail);
        },
      };
      window.bench = bench;
    })();
    </script></body></html>
    """
}
