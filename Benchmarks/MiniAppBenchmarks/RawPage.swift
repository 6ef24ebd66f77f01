/// The page of the raw cases: engine only, no MiniAppKit code in it or behind it.
///
/// It posts to two handlers the raw harness registers: `benchBare` (no reply: the
/// page gets nothing back unless native evaluates JavaScript) and `benchReply`
/// (`postMessage` returns a Promise native settles). Every call is started by the
/// harness with `runJavaScript`, and failures land in `bench.error`.
enum RawPage {
    static let bareHandler = "benchBare"
    static let replyHandler = "benchReply"

    static let html = """
    <!doctype html>
    <html><head><meta charset="utf-8"><title>MiniAppKit benchmark: raw engine</title></head>
    <body><script>
    'use strict';
    \(BenchmarkPayload.script)
    (function () {
      const bare = window.webkit.messageHandlers.\(bareHandler);
      const withReply = window.webkit.messageHandlers.\(replyHandler);
      const bench = {
        error: null,
        running: 0,
        fail(error) { if (bench.error === null) bench.error = String(error && error.stack || error); },

        // (a) One post of a tiny JSON body; native answers it with runJavaScript('bench.ping()').
        ping() { bare.postMessage('{"n":1}'); },

        // (w') The wallet's traffic with no SDK: the same request text posted to the bare
        // handler, and native answers with a reply script of the same shape (wreceive posts the next).
        walletPing() {
          bench.sent = (bench.sent || 0) + 1;
          bare.postMessage(JSON.stringify({ messageId: String(bench.sent), command: 'getAddress', data: { protocol: 'BCH' } }));
        },
        wreceive(message) {
          if (message.data.address !== 'bitcoincash:qbenchmark') bench.fail('bad reply');
          bench.walletPing();
        },

        // (a') Sequential reply-promise round trips of a tiny body (native settles with the body).
        async replies(count) {
          for (let i = 0; i < count; i++) {
            const reply = await withReply.postMessage('{"n":1}');
            if (i === 0 && reply !== '{"n":1}') bench.fail('reply was ' + reply);
          }
        },

        // (c) Sequential 1 MB echoes: native settles the Promise with the same string; JS parses it.
        async echo(count, bytes, japanese) {
          const text = makePayload(bytes, japanese);
          for (let i = 0; i < count; i++) {
            const reply = await withReply.postMessage(text);
            JSON.parse(reply);
            if (i === 0 && reply !== text) bench.fail('the echo differs from the payload');
          }
        },

        // (d) Fire and forget: every post is queued at once, nothing is awaited.
        burst(count) {
          for (let i = 0; i < count; i++) bare.postMessage('{"n":' + i + '}');
        },

        // (d') The same over the reply-promise handler: the Promises are kept, and once
        // all have resolved one 'done' post tells native.
        burstReplies(count) {
          const replies = new Array(count);
          for (let i = 0; i < count; i++) replies[i] = withReply.postMessage('{"n":' + i + '}');
          Promise.all(replies).then(() => withReply.postMessage('done')).catch(bench.fail);
        },
      };
      window.bench = bench;
    })();
    </script></body></html>
    """
}
