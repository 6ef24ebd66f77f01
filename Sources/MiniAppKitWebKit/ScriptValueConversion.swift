#if canImport(WebKit)
import Foundation
import MiniAppKit
import WebKit

/// Converts between the Foundation values WebKit hands across the bridge (`NSString`,
/// `NSNumber`, `NSArray`, `NSDictionary`, `NSNull`) and the engine seam's JSON text,
/// with the same results as `WebKitGTKEngine`'s conversion of JavaScriptCore values.
enum ScriptValueConversion {
    /// The JSON text of `value`: `"null"` for `NSNull`, `nil` for no value or one JSON
    /// cannot represent (a date, a node).
    static func json(from value: Any?) -> String? {
        guard let value else { return nil }
        if value is NSNull { return "null" }
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// A posted message body: a string as it is, anything else as JSON text.
    static func messageBody(_ body: Any) -> MessageBody {
        if let text = body as? String { return .string(text) }
        return json(from: body).map { .json($0) } ?? .undefined
    }

    /// What `WKScriptMessageHandlerWithReply`'s reply handler takes for `value`: the
    /// Promise resolves with the first, or rejects with the second.
    ///
    /// `null` is `NSNull`: WebKit resolves a `nil` result with `undefined`, where the
    /// seam (and WebKitGTK) resolves with `null`.
    static func replyArguments(_ value: ScriptMessageReply.Value) -> (Any?, String?) {
        switch value {
        case .string(let text):
            (text, nil)
        case .json(let text):
            ((try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) ?? NSNull(), nil)
        case .null:
            (NSNull(), nil)
        case .error(let message):
            (nil, message)
        }
    }

    /// What an `evaluateJavaScript` error means: a result WebKit cannot convert
    /// (`undefined`, a function) is no result, as on Linux; anything else is the
    /// script's exception, with the exception's own message where WebKit gives it
    /// (its `localizedDescription` only says "A JavaScript exception occurred").
    static func evaluationResult(of error: any Error) -> Result<String?, WebEngineError> {
        if let error = error as? WKError, error.code == .javaScriptResultTypeIsUnsupported {
            return .success(nil)
        }
        let message = (error as NSError).userInfo["WKJavaScriptExceptionMessage"] as? String
        return .failure(WebEngineError(.javaScriptException, message ?? error.localizedDescription))
    }

    /// Whether a failed load was cancelled or replaced rather than failed: a newer load
    /// started (`NSURLErrorCancelled`), or the navigation policy stopped it
    /// (WebKit's "frame load interrupted", 102). Neither is reported, as on Linux.
    static func isCancellation(_ error: any Error) -> Bool {
        let error = error as NSError
        return (error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled)
            || (error.domain == "WebKitErrorDomain" && error.code == 102)
    }

    /// Whether a "failed" load was handed to WebKit's media player: a media file loaded in
    /// the main frame plays in a media document, and WebKit ends its navigation with
    /// "plug-in handled load" (`WebKitErrorPlugInWillHandleLoad`, 204). It did not fail.
    static func isPluginHandledLoad(_ error: any Error) -> Bool {
        let error = error as NSError
        return error.domain == "WebKitErrorDomain" && error.code == 204
    }
}
#endif
