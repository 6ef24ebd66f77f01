// MiniAppKit — reports the page's JavaScript errors to the host.
//
// Injected at document start, in the page's own world, before any script of the
// page runs, into every frame of the mini app's origin (the native side limits it
// to that origin; the script checks a ported origin itself). It posts one JSON
// report per error to a per-launch secret handler that only this closure knows:
//
//   * `error` events: uncaught exceptions and syntax errors of the page's scripts,
//     including the ones thrown before its first script finishes;
//   * `unhandledrejection` events: promises rejected with no handler;
//   * `console.error(…)` called with an Error: the error, with its stack (except the
//     SyntaxError js-miniapp logs for the first launch's secure-storage text; below).
//
// Only trusted `error` events count: a page's own `dispatchEvent(new ErrorEvent(…))`
// is not an error the engine saw. A report is {source, name, message, url, line, column,
// stack, frame}; the host maps it through the app's source maps and validates it.
(function () {
  'use strict';

  // {channel, origin?}: replaced by the native side.
  const CONFIG = __MINIAPP_ERRORS_CONFIG__;
  if (CONFIG.origin && !(window.location && window.location.origin === CONFIG.origin)) return;

  // Captured once, before the page can replace any of them.
  const handlers = (window.webkit && window.webkit.messageHandlers) || {};
  const channel = handlers[CONFIG.channel];
  const post = channel && channel.postMessage;
  if (typeof post !== 'function') return;
  const apply = Reflect.apply;
  const stringify = JSON.stringify;
  const addEventListener = window.addEventListener;
  const ErrorClass = Error;
  const ErrorEventClass = window.ErrorEvent;
  const toStringTag = Object.prototype.toString;
  const frame = window.top === window ? 'main' : 'sub';

  // Reads a property the page controls without letting a getter break reporting.
  function read(object, key) {
    try {
      return object[key];
    } catch (_) {
      return undefined;
    }
  }

  function text(value) {
    if (typeof value === 'string') return value;
    if (value === undefined || value === null) return '';
    try {
      return String(value);
    } catch (_) {
      return apply(toStringTag, value, []);
    }
  }

  function number(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }

  function positive(value) {
    return typeof value === 'number' && value > 0 && Number.isFinite(value) ? value : null;
  }

  function isError(value) {
    try {
      return value instanceof ErrorClass;
    } catch (_) {
      return false;
    }
  }

  // An Error's own account of itself: JavaScriptCore gives every error the place it
  // was created or thrown (`sourceURL`, `line`, `column`) besides its stack.
  function describe(source, error) {
    return {
      source,
      name: text(read(error, 'name')),
      message: text(read(error, 'message')),
      url: text(read(error, 'sourceURL')) || null,
      line: number(read(error, 'line')),
      column: number(read(error, 'column')),
      stack: text(read(error, 'stack')) || null,
      frame,
    };
  }

  function send(report) {
    try {
      apply(post, channel, [stringify(report)]);
    } catch (_) {
      // reporting must never break the page
    }
  }

  apply(addEventListener, window, ['error', (event) => {
    if (!event.isTrusted || !(event instanceof ErrorEventClass)) return;
    const error = read(event, 'error');
    const report = isError(error)
      ? describe('uncaught', error)
      : { source: 'uncaught', name: '', message: text(error), url: null, line: null, column: null, stack: null, frame };
    // An Error's own place is where it was made, the top of its stack; the event's is
    // where the engine saw it go uncaught (past the end of a throw statement): only
    // used when the error has none (a syntax error has no column, a thrown string
    // no place at all). WebKit gives a syntax error's event column 0.
    report.message = text(read(event, 'message')) || report.message;
    report.url = report.url || text(read(event, 'filename')) || null;
    report.line = report.line ?? positive(read(event, 'lineno'));
    report.column = report.column ?? positive(read(event, 'colno'));
    send(report);
  }, true]);

  // WebKit dispatches unhandledrejection as an untrusted event, so a page could
  // dispatch one of its own; it gains nothing by it: Promise.reject(anything) makes a
  // real one with the same content.
  apply(addEventListener, window, ['unhandledrejection', (event) => {
    const reason = read(event, 'reason');
    send(isError(reason)
      ? describe('unhandledrejection', reason)
      : { source: 'unhandledrejection', name: '', message: text(reason), url: null, line: null, column: null, stack: null, frame });
  }]);

  // js-miniapp's bridge (5.6.1's, 1.28's, and the copy its SDK bundles) parses the text
  // of `miniappsecurestorageloaderror` as JSON and console.errors the SyntaxError when it
  // is not. Our host sends 5.6.1's plain text on every first launch, when no store exists
  // yet (docs/protocols/miniapp.md §3), so a SyntaxError logged while that event is being
  // dispatched is the SDK's own expected noise, not an error of the mini app's: it stays
  // a console line and is not reported. The flag clears once the dispatch is over.
  const STORAGE_LOAD_TEXT = 'MiniApp Secure Storage Error';
  const settled = Promise.resolve();
  const then = settled.then;
  let dispatchingStorageLoadText = false;
  apply(addEventListener, window, ['miniappsecurestorageloaderror', (event) => {
    const detail = read(event, 'detail');
    if (!detail || read(detail, 'message') !== STORAGE_LOAD_TEXT) return;
    dispatchingStorageLoadText = true;
    apply(then, settled, [() => { dispatchingStorageLoadText = false; }]);
  }, true]);
  const isStorageLoadNoise = (error) => dispatchingStorageLoadText && read(error, 'name') === 'SyntaxError';

  const consoleError = console.error;
  if (typeof consoleError === 'function') {
    console.error = function error(...args) {
      for (const argument of args) {
        if (isError(argument) && !isStorageLoadNoise(argument)) send(describe('console', argument));
      }
      return apply(consoleError, console, args);
    };
  }
})();
