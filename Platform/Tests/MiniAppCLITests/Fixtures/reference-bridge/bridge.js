// Reference MiniApp bridge — a test fixture, not shipped.
//
// A second, independent implementation of the injected `window.MiniAppBridge`
// with the JS semantics of the bridge of iOS MiniApp SDK 5.6.1, written from
// docs/protocols/miniapp.md. It shares no code with our production bridge
// (Sources/MiniAppKit/Dialect/MiniApp/Resources/miniapp-bridge.js): it exists to
// test the native side against another implementation, the way a user who
// injects Rakuten's own bridge.js with `miniapp open --bridge-script` would.
//
// Like 5.6.1 it
//   * posts JSON.stringify({action, param, id}) to
//     webkit.messageHandlers.MiniAppiOS and ignores postMessage's return value;
//   * numbers calls String(++uniqueId) from a Math.random() seed;
//   * settles calls only through execSuccessCallback / execErrorCallback, which
//     throw a TypeError for an unknown or already answered id;
//   * lets an exception in a success transform escape (the promise then hangs).
(function () {
  'use strict';

  var queue = [];
  var uniqueId = Math.random();

  var executor = {
    exec: function (action, param, onSuccess, onError) {
      var callback = { id: String(++uniqueId), onSuccess: onSuccess, onError: onError };
      queue.unshift(callback);
      window.webkit.messageHandlers.MiniAppiOS.postMessage(
        JSON.stringify({ action: action, param: param, id: callback.id }));
    },
    execEvents: function (event) { window.dispatchEvent(event); },
    getPlatform: function () { return 'iOS'; },
  };

  function take(id) {
    return queue.filter(function (callback) { return callback.id === id; })[0];
  }
  function drop(callback) {
    var index = queue.indexOf(callback);
    if (index !== -1) queue.splice(index, 1);
  }

  // --- transforms ------------------------------------------------------------

  function raw(value) { return value; }
  function json(value) { return JSON.parse(value); }
  function none() { return undefined; }
  function bool(value) { return /^(true|1)$/i.test(String(value)); }
  function nullable(value) { return value === 'null' || value === null ? null : value; }
  function jsonOrNull(value) { return value === 'null' || value === null ? null : JSON.parse(value); }
  function hostInfo(value) { return Object.assign({}, JSON.parse(value), { platform: 'iOS' }); }
  function cancelled(value) { return value === 'CANCELLED' ? null : value; }
  function token(value) {
    var data = JSON.parse(value);
    return {
      token: data.token,
      validUntil: new Date(data.validUntil),
      scopes: { audience: data.scopes.audience, scopes: data.scopes.scopes },
    };
  }
  function cookies(value) {
    var list = JSON.parse(value);
    if (!Array.isArray(list)) throw new Error('Fail to convert to CookieInfo');
    return list;
  }

  // NonLossyASCII text in base64 (§1.8), the 2023 way: no fallback.
  function nla(value) {
    var binary = atob(value);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    var text = new TextDecoder('utf-8').decode(bytes).replace(/\\(\d{3})/g, function (_, octal) {
      return String.fromCharCode(parseInt(octal, 8));
    });
    return JSON.parse(JSON.stringify(text).replace(/\\\\/g, '\\'));
  }

  // --- errors (§4.1) ----------------------------------------------------------

  class MiniAppError extends Error {
    constructor(input) {
      super();
      this.errorInput = input;
      this.name = input.type;
      this.message = input.message;
    }
  }
  var FIXED = {
    AudienceNotSupportedError: "The value passed for 'audience' is not supported.",
    ScopesNotSupportedError: "The value passed for 'scopes' is not supported.",
    AuthorizationFailureError: null,
    DownloadFailedError: 'Failed to download the file.',
    InvalidUrlError: 'The provided URL is invalid.',
    SaveFailureError: 'Failed to save the file to the device.',
    DownloadHttpError: null,
    SecureStorageFullError: 'Storage limit is exceeded or full already',
    SecureStorageBusyError: 'Storage is busy, please try again',
    SecureStorageUnavailableError: 'Storage is not yet loaded or failed to load',
    SecureStorageIOError: 'Unable to read/write changes in Storage.',
    PurchaseFailedError: 'Product Purchase failed, please try again later',
    ConsumeFailedError: 'Unable to consume the product, please make sure the product is purchased already',
    ProductNotFoundError: 'Unable to find the ProductId. Please make sure that the productId is registered in Google Play',
    ProductPurchasedAlreadyError: 'This Product is purchased already',
    UserCancelledPurchaseError: 'User cancelled the purchase',
  };
  var ERRORS = {};
  Object.keys(FIXED).forEach(function (type) {
    var holder = {
      [type]: class extends MiniAppError {
        constructor(input) {
          super(input);
          if (FIXED[type] !== null) this.message = FIXED[type];
          if (type === 'DownloadHttpError') this.code = input.code;
        }
      },
    };
    ERRORS[type] = holder[type];
  });

  function parseError(value) {
    try {
      var input = JSON.parse(value);
      var Type = Object.prototype.hasOwnProperty.call(ERRORS, input.type) ? ERRORS[input.type] : MiniAppError;
      return new Type(input);
    } catch (e) {
      console.error(e);
      return new MiniAppError({ type: 'MiniAppError', message: 'Failed to parse the error: ' + value });
    }
  }

  // --- method table -------------------------------------------------------------

  function none0() { return null; }
  function key(name) { return function (value) { var param = {}; param[name] = value; return param; }; }
  function same(value) { return value; }
  function ad(type) { return function (id) { return { adType: type, adUnitId: id }; }; }
  function banner(text) {
    return text != null && text.length > 128 ? text.substring(0, 127) + '…' : (text === undefined ? null : text);
  }
  function contactMessage(message) { return Object.assign({}, message, { bannerMessage: banner(message.bannerMessage) }); }
  function browser(target) { return typeof target === 'string' ? { url: target } : target; }

  // [method path, action, param builder, success transform, error transform]
  var METHODS = [
    ['getUniqueId', 'getUniqueId', none0, raw, raw],
    ['getMessagingUniqueId', 'getMessagingUniqueId', none0, raw, raw],
    ['getMauid', 'getMauid', none0, raw, raw],
    ['requestPermission', 'requestPermission', key('permission'), raw, raw],
    ['showInterstitialAd', 'showAd', ad(0), raw, raw],
    ['loadInterstitialAd', 'loadAd', ad(0), raw, raw],
    ['loadRewardedAd', 'loadAd', ad(1), raw, raw],
    ['showRewardedAd', 'showAd', ad(1), json, raw],
    ['requestCustomPermissions', 'requestCustomPermissions', key('permissions'), json, raw],
    ['shareInfo', 'shareInfo', key('shareInfo'), raw, raw],
    ['getUserName', 'getUserName', none0, nla, raw],
    ['getProfilePhoto', 'getProfilePhoto', none0, raw, raw],
    ['getContacts', 'getContacts', none0, json, raw],
    ['getAccessToken', 'getAccessToken', function (audience, scopes) { return { audience: audience, scopes: scopes }; }, token, parseError],
    ['setScreenOrientation', 'setScreenOrientation', key('action'), raw, raw],
    ['sendMessageToContact', 'sendMessageToContact', function (m) { return { messageToContact: contactMessage(m) }; }, nullable, raw],
    ['sendMessageToContactId', 'sendMessageToContactId', function (id, m) { return { contactId: id, messageToContact: contactMessage(m) }; }, nullable, raw],
    ['sendMessageToMultipleContacts', 'sendMessageToMultipleContacts', function (m) { return { messageToContact: contactMessage(m) }; }, jsonOrNull, raw],
    ['getPoints', 'getPoints', none0, json, parseError],
    ['getHostEnvironmentInfo', 'getHostEnvironmentInfo', none0, hostInfo, raw],
    ['downloadFile', 'downloadFile', function (filename, url, headers) { return { filename: filename, url: url, headers: headers }; }, nullable, parseError],
    ['setSecureStorage', 'setSecureStorageItems', key('secureStorageItems'), none, parseError],
    ['getSecureStorageItem', 'getSecureStorageItem', key('secureStorageKey'), raw, parseError],
    ['removeSecureStorageItems', 'removeSecureStorageItems', key('secureStorageKeyList'), none, parseError],
    ['clearSecureStorage', 'clearSecureStorage', none0, none, parseError],
    ['getSecureStorageSize', 'getSecureStorageSize', none0, json, parseError],
    ['setCloseAlert', 'setCloseAlert', key('closeAlertInfo'), raw, parseError],
    ['sendJsonToHostapp', 'sendJsonToHostapp', key('jsonInfo'), raw, parseError],
    ['sendInfoToHostapp', 'sendInfoToHostapp', key('universalBridgeInfo'), raw, parseError],
    ['closeMiniApp', 'closeMiniApp', key('withConfirmationAlert'), raw, parseError],
    ['getAllProducts', 'getAllProducts', none0, json, parseError],
    ['purchaseProductWith', 'purchaseProductWith', key('productId'), json, parseError],
    ['consumePurchaseWith', 'consumeProductWith', function (id, transactionId) { return { productId: id, productTransactionId: transactionId }; }, json, parseError],
    ['getHostAppThemeColors', 'getHostAppThemeColors', none0, json, parseError],
    ['isDarkMode', 'isDarkMode', none0, bool, parseError],
    ['sendAnalytics', 'sendAnalytics', key('analyticsInfo'), raw, parseError],
    // §6, head-only actions
    ['getExchangeToken', 'getExchangeToken', function (audience, scopes) { return { audience: audience, scopes: scopes }; }, token, parseError],
    ['miniAppFinishedLoading', 'miniAppFinishedLoading', none0, raw, raw],
    ['configureAnalytics', 'configureAnalytics', same, raw, parseError],
    ['getAllCookies', 'getAllCookies', none0, cookies, parseError],
    ['getCookies', 'getCookies', key('cookieList'), cookies, parseError],
    ['getFeatureList', 'getFeatureList', none0, json, parseError],
    ['getPhoneNumber', 'getPhoneNumber', none0, raw, raw],
    ['canOpenAppDeeplink', 'canOpenAppDeeplink', key('deeplinkURL'), bool, raw],
    ['isAppDeeplinkSupported', 'isAppDeeplinkSupported', key('deeplinkURL'), bool, raw],
    ['isEsimSupported', 'isEsimSupported', none0, bool, parseError],
    ['setupAndInstallEsim', 'setupAndInstallEsim', key('eSimConfig'), bool, parseError],
    ['browserManager.launchExternalBrowser', 'launchExternalBrowser', key('url'), bool, parseError],
    ['browserManager.launchInteractiveBrowser', 'launchInteractiveBrowser', browser, bool, parseError],
    ['browserManager.launchInternalBrowser', 'launchInternalBrowser', browser, bool, parseError],
    ['browserManager.loadUsingHTMLString', 'loadUsingHTMLString', same, cancelled, parseError],
    ['galleryManager.getImageFromGallery', 'getImageFromGallery', none0, json, parseError],
    ['preferences.set', 'setMiniAppPreference', function (k, v) { return { preferenceKey: k, preferenceValue: v }; }, raw, parseError],
    ['preferences.get', 'getMiniAppPreference', key('preferenceKey'), raw, parseError],
    ['preferences.remove', 'removeMiniAppPreference', key('preferenceKey'), raw, parseError],
    ['preferences.clearMiniAppPreferences', 'clearMiniAppPreferences', none0, raw, parseError],
    ['notificationBridge.shouldClearNotifications', 'shouldClearNotifications', key('notificationType'), raw, raw],
    ['notificationBridge.shouldUpdateBadgeNumber', 'shouldUpdateBadgeNumber', key('notificationInfo'), raw, raw],
    ['notificationBridge.shouldUpdateNotificationInfo', 'shouldUpdateNotificationInfo', key('notificationDetailedInfo'), raw, raw],
    ['oneClickSdk.startICChipKyc', 'startICChipKyc', same, bool, parseError],
    ['userProfileManager.isLoggedIn', 'isLoggedIn', none0, bool, parseError],
    ['userProfileManager.triggerLoginUI', 'triggerLoginUI', none0, bool, parseError],
    ['userProfileManager.forceLogout', 'forceLogout', none0, bool, parseError],
    ['webviewConfigManager.allowBackForwardNavigationGestures', 'allowBackForwardNavigationGestures', key('shouldAllowNavigationGestures'), bool, parseError],
    ['webviewConfigManager.forceInternalWebView', 'forceInternalWebView', key('shouldOpenInNativeWebView'), bool, parseError],
    ['utilityManager.logEvent', 'logEvent', function (message, type) { return { logMessage: message, logType: type === undefined ? 'debug' : type }; }, bool, parseError],
    ['utilityManager.getPermissionStatus', 'getPermissionStatus', key('permissionName'), raw, parseError],
    ['utilityManager.launchAppSettings', 'launchAppSettings', none0, bool, parseError],
    ['utilityManager.launchAppUsingDeeplink', 'launchAppUsingDeeplink', key('url'), bool, parseError],
    ['utilityManager.launchAppUsingPackageName', 'launchAppUsingPackageName', key('packageName'), bool, parseError],
    ['utilityManager.isAppInstalledInDevice', 'isAppInstalledInDevice', function (x) { return String(x).indexOf('://') !== -1 ? { url: x } : { packageName: x }; }, bool, parseError],
    ['utilityManager.isSimInstalled', 'isSimInstalled', none0, bool, parseError],
  ];

  // Head methods the bridge object forwards to its helper objects.
  var FORWARDS = {
    launchExternalBrowser: 'browserManager', launchInteractiveBrowser: 'browserManager', launchInternalBrowser: 'browserManager',
    getImageFromGallery: 'galleryManager', set: 'preferences', get: 'preferences', remove: 'preferences',
    clearMiniAppPreferences: 'preferences', isLoggedIn: 'userProfileManager', triggerLoginUI: 'userProfileManager',
    allowBackForwardNavigationGestures: 'webviewConfigManager', forceInternalWebView: 'webviewConfigManager',
    logEvent: 'utilityManager', launchAppUsingDeeplink: 'utilityManager', launchAppUsingPackageName: 'utilityManager',
    isAppInstalledInDevice: 'utilityManager',
  };
  var FIRE_AND_FORGET = ['shouldClearNotifications', 'shouldUpdateBadgeNumber', 'shouldUpdateNotificationInfo'];

  function caller(bridge, action, build, success, failure) {
    return function () {
      var args = arguments;
      return new Promise(function (resolve, reject) {
        bridge.executor.exec(action, build.apply(null, args),
          function (value) { resolve(success(value)); },
          function (error) { reject(failure(error)); });
      });
    };
  }

  // --- the bridge object -----------------------------------------------------------

  function MiniAppBridge() {
    var self = this;
    this.isSecureStorageReady = false;
    this.secureStorageLoadError = null;
    this.executor = executor;
    this.platform = executor.getPlatform();
    METHODS.forEach(function (row) {
      var path = row[0].split('.');
      var owner = self;
      if (path.length === 2) owner = self[path[0]] = self[path[0]] || {};
      owner[path[path.length - 1]] = caller(self, row[1], row[2], row[3], row[4]);
    });
    Object.keys(FORWARDS).forEach(function (name) {
      self[name] = function () { return self[FORWARDS[name]][name].apply(null, arguments); };
    });
    FIRE_AND_FORGET.forEach(function (name) {
      self[name] = function (value) { self.notificationBridge[name](value); };
    });
    window.addEventListener('miniappsecurestorageready', function () { self.isSecureStorageReady = true; });
    window.addEventListener('miniappsecurestorageloaderror', function (e) {
      self.secureStorageLoadError = parseError(e.detail.message);
    });
  }

  MiniAppBridge.prototype.execSuccessCallback = function (id, value) {
    var callback = take(id);
    if (value) callback.onSuccess(value);
    else callback.onError('Unknown Error');
    drop(callback);
  };
  MiniAppBridge.prototype.execErrorCallback = function (id, error) {
    var callback = take(id);
    callback.onError(error || 'Unknown Error');
    drop(callback);
  };
  MiniAppBridge.prototype.execCustomEventsCallback = function (type, value) {
    var message = type === 'miniappreceivejsoninfo' ? nla(value) : value;
    this.executor.execEvents(new CustomEvent(type, { detail: { message: message } }));
  };
  MiniAppBridge.prototype.execKeyboardEventsCallback = function (type, message, navigationBarHeight, screenHeight, keyboardHeight) {
    this.executor.execEvents(new CustomEvent(type, {
      detail: { message: message, navigationBarHeight: navigationBarHeight, screenHeight: screenHeight, keyboardHeight: keyboardHeight },
    }));
  };

  window.MiniAppBridge = new MiniAppBridge();

  // §1.7: errors are only logged; a parse failure "calls" the caught exception,
  // which throws a TypeError, exactly like 5.6.1.
  navigator.geolocation.getCurrentPosition = function (success, error, options) {
    executor.exec('getCurrentPosition', { locationOptions: options }, function (value) {
      try {
        success(JSON.parse(value));
      } catch (error) {
        error({ code: 2, message: 'Failed to parse location object from MiniAppBridge: ' + error });
      }
    }, function (failure) { console.error(failure); });
  };
})();
