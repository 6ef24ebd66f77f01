/// The main-frame script of the `wallet` dialect: delivers replies to the page.
///
/// The seed leaves `_bitcoinWalletApi.receiveMessage` to the web app (on iOS nothing
/// native defines it), so we do not define it. What we add is a delivery function,
/// a non-enumerable, read-only `window.__miniAppKitWallet`, that native's reply
/// script calls:
/// - when `_bitcoinWalletApi.receiveMessage` is a function, it is called at once
///   (a `let`/`const` global works as well as a `window` property);
/// - when it is not (yet), the reply is queued, a console warning says so (our
///   `miniapp` bridge forwards it to the host's log and transcript), and the queue is
///   retried with backoff (20 ms doubling to 1 s) and delivered in order once the
///   page defines it; at most 1,000 replies wait, the oldest is dropped with a
///   console error after that;
/// - an exception thrown by the page's `receiveMessage` is caught and logged, so one
///   bad reply cannot stop the others.
package enum WalletScript {
    /// The global name of the delivery function.
    package static let deliveryFunction = "__miniAppKitWallet"

    /// The script's source (plain modern JavaScript; tested by `Tests/JavaScript/wallet-delivery.test.mjs`).
    package static let source = """
    (() => {
      'use strict';
      if (Object.prototype.hasOwnProperty.call(window, '\(deliveryFunction)')) return;
      const limit = 1000;
      const queue = [];
      let timer = 0;
      let delay = 20;
      const api = () => {
        let candidate;
        try {
          candidate = typeof _bitcoinWalletApi === 'undefined' ? undefined : _bitcoinWalletApi;
        } catch (error) {
          return null; // a let/const declaration not yet initialised
        }
        return candidate !== null && (typeof candidate === 'object' || typeof candidate === 'function') &&
          typeof candidate.receiveMessage === 'function' ? candidate : null;
      };
      const hand = (target, message) => {
        try {
          target.receiveMessage(message);
        } catch (error) {
          console.error('MiniAppKit wallet: _bitcoinWalletApi.receiveMessage threw for messageId ' +
            message.messageId + ': ' + (error && error.message || error));
        }
      };
      const schedule = () => {
        if (timer) return;
        timer = setTimeout(flush, delay);
        delay = Math.min(delay * 2, 1000);
      };
      const flush = () => {
        timer = 0;
        const target = api();
        if (!target) { schedule(); return; }
        delay = 20;
        while (queue.length) hand(target, queue.shift());
      };
      const deliver = (message) => {
        if (queue.length === 0) {
          const target = api();
          if (target) { hand(target, message); return; }
        }
        if (queue.length >= limit) {
          const dropped = queue.shift();
          console.error('MiniAppKit wallet: more than ' + limit + ' replies waiting; dropped the reply for messageId ' + dropped.messageId);
        }
        queue.push(message);
        console.warn('MiniAppKit wallet: _bitcoinWalletApi.receiveMessage is not defined; the reply for messageId ' +
          message.messageId + ' waits until it is (' + queue.length + ' waiting)');
        schedule();
      };
      Object.defineProperty(window, '\(deliveryFunction)', { value: deliver, enumerable: false, writable: false, configurable: false });
    })();
    """
}
