/// The page of the `liquidstate` round-trip cases (e), the same for both sides.
///
/// Each round trip: `location.href = '<scheme>://app/online_status?request=' +
/// encodeURIComponent(JSON)` → the engine's navigation policy decision → native
/// (the raw harness's delegate, or the whole stack) → `window.communicate({...})`
/// evaluated in the page → the next navigation. Only the scheme differs:
/// `rawnav` on the raw engine, `liquidstate` on the stack.
enum LiquidStatePage {
    static func html(scheme: String) -> String {
        """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>MiniAppKit benchmark: \(scheme) navigations</title></head>
        <body><script>
        'use strict';
        (function () {
          let remaining = 0, next = 0;
          function go() {
            next++;
            location.href = '\(scheme)://app/online_status?request=' + encodeURIComponent(JSON.stringify({ request_id: String(next) }));
          }
          window.communicate = function (message) {
            if (message.request_id !== String(next) || !message.response_data || message.response_data.status !== true) {
              bench.fail('unexpected reply ' + JSON.stringify(message));
              return;
            }
            if (remaining-- > 0) go();
          };
          const bench = {
            error: null,
            running: 0,
            fail(error) { if (bench.error === null) bench.error = String(error && error.stack || error); },
            // (e) `count` sequential navigations, each sent once the previous one was answered.
            navigations(count) { remaining = count - 1; go(); },
          };
          window.bench = bench;
        })();
        </script></body></html>
        """
    }
}
