/// The one script the `liquidstate` dialect injects: `window.open` of a
/// `liquidstate:` URL becomes a hidden iframe's navigation.
///
/// WebKitGTK blocks `window.open` without a user gesture in the web process
/// (`javascript-can-open-windows-automatically` is off, as it should stay for a mini
/// app), before any navigation policy is asked, so such a request would be lost
/// silently. Routed through an iframe it reaches the host like any other request.
/// Other URLs go to the original `window.open` untouched; a `window.open` with a user
/// gesture would have worked anyway (a new-window decision, intercepted the same way).
enum LiquidStateWindowOpenScript {
    static let source = """
    (function () {
      'use strict';
      var original = window.open;
      if (typeof original !== 'function' || original.__liquidstate) return;
      var open = function (url) {
        var text = url === undefined || url === null ? '' : String(url);
        if (!/^\\s*liquidstate:/i.test(text)) return original.apply(this, arguments);
        var frame = document.createElement('iframe');
        frame.style.display = 'none';
        frame.src = text.trim();
        (document.body || document.documentElement).appendChild(frame);
        setTimeout(function () { frame.remove(); }, 1000);
        return null;
      };
      open.__liquidstate = true;
      window.open = open;
    })();
    """
}
