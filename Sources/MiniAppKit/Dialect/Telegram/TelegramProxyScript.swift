/// The main-frame script of the `telegram` dialect: what Telegram's clients inject.
///
/// - **`window.TelegramWebviewProxy.postEvent(eventType, eventData)`**, the transport
///   `telegram-web-app.js` and tma.js look for (a plain writable global, as Telegram
///   for iOS's `var TelegramWebviewProxy` is). Each call is posted to the per-launch
///   secret handler, captured at document start, as the JSON text
///   `[eventType, eventData, input]`: `eventData` as the page gave it (the JSON string,
///   `""`, or `undefined` sent as `null`), `input` the user's last real input event
///   (`[page, id, ageMs]`: a trusted `pointerdown`, `mousedown`, `touchstart` or
///   `keydown`, heard first in the capture phase), or `null`. Telegram runs some
///   methods (the clipboard, links) only after a touch, and so does the host. The page's
///   own `navigator.userActivation` cannot tell: WebKit runs the host's evaluated
///   scripts as gestures and forwards them to the timers they start. A value
///   `JSON.stringify` cannot write is sent as a marker native refuses; nothing the page
///   passes throws in the page.
/// - **The delivery function** native's events call, a non-enumerable, read-only
///   `window.__miniAppKitTelegram(name, payload)`: it hands the event to the receiver
///   the page's SDK defined, by the names the official JS defines and in the order
///   Telegram for iOS uses them (`TelegramGameProxy.receiveEvent`, then
///   `Telegram.WebView.receiveEvent`, then `TelegramGameProxy_receiveEvent`). A page
///   with none gets nothing, as in Telegram; an exception of the page's receiver is
///   reported with `console.error`, so the host's error log and transcript show it.
package enum TelegramProxyScript {
    /// The global name of the delivery function.
    package static let deliveryFunction = "__miniAppKitTelegram"

    /// The script for one launch.
    ///
    /// - Parameters:
    ///   - handler: the secret handler name.
    ///   - origin: when set, the script stays inert on pages of any other origin (the
    ///     allow-list cannot name a port, so ported origins are checked here).
    package static func source(handler: String, origin: String?) -> String {
        let originCheck = origin.map { "if (location.origin !== \(JavaScriptLiteral.string($0))) return;\n" } ?? ""
        return """
        (() => {
          'use strict';
          \(originCheck)if (Object.prototype.hasOwnProperty.call(window, '\(deliveryFunction)')) return;
          const channel = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers[\(JavaScriptLiteral.string(handler))];
          if (!channel) return;
          const post = channel.postMessage.bind(channel);
          const stringify = JSON.stringify;
          // The user's last real input (Telegram for iOS counts a touch in the last 10 s):
          // trusted events only, heard first, in the capture phase on the window.
          const page = Math.random().toString(36).slice(2);
          let input = null;
          let inputs = 0;
          const note = (event) => { if (event.isTrusted) input = { id: ++inputs, at: performance.now() }; };
          for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown']) {
            window.addEventListener(type, note, { capture: true, passive: true });
          }
          const gesture = () => input ? [page, input.id, Math.round(performance.now() - input.at)] : null;
          const postEvent = function (eventType, eventData) {
            try {
              const active = gesture();
              let body;
              try {
                body = stringify([String(eventType), eventData === undefined ? null : eventData, active]);
              } catch (error) {
                body = stringify([String(eventType), { unserializable: String(error && error.message || error) }, active]);
              }
              post(body);
            } catch (error) {
              // A posting failure must never break the page (an eventType whose toString throws).
            }
          };
          window.TelegramWebviewProxy = { postEvent: postEvent };
          const receiver = () => {
            const proxy = window.TelegramGameProxy;
            if (proxy && typeof proxy.receiveEvent === 'function') return proxy.receiveEvent.bind(proxy);
            const view = window.Telegram && window.Telegram.WebView;
            if (view && typeof view.receiveEvent === 'function') return view.receiveEvent.bind(view);
            if (typeof window.TelegramGameProxy_receiveEvent === 'function') return window.TelegramGameProxy_receiveEvent;
            return null;
          };
          const deliver = (name, payload) => {
            const receive = receiver();
            if (!receive) return false;
            try {
              receive(name, payload);
            } catch (error) {
              console.error(error instanceof Error ? error : new Error(String(error)));
            }
            return true;
          };
          Object.defineProperty(window, '\(deliveryFunction)', { value: deliver, enumerable: false, writable: false, configurable: false });
        })();
        """
    }
}
