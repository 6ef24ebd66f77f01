import Foundation

/// An event the host pushes to a `miniapp` mini app (§3).
public enum MiniAppEvent: PushedEvent, Equatable {
    /// The host app resigns active, or an external link opened (`miniapppause`).
    case pause(String)
    /// The host app became active again, or the external page closed (`miniappresume`).
    case resume(String)
    /// The external web view closed, with its last URL (`miniappwebviewclosed`).
    case externalWebViewClosed(String)
    case secureStorageReady
    case secureStorageLoadError
    /// JSON (or any text) from the host (`miniappreceivejsoninfo`), sent NLA-b64 encoded.
    case receiveJSON(String)
    /// The keyboard appeared or went away, with heights in points.
    case keyboard(shown: Bool, navigationBarHeight: Double, screenHeight: Double, keyboardHeight: Double)
    /// New query parameters for the running mini app (`miniappdidreceivequeryparams`,
    /// js-miniapp's `HostAppEvents.DID_RECEIVE_QUERY_PARAMS`): a query string such as
    /// `navigateTo=page&x=1`, sent as the JSON text `[{"name":…,"value":…},…]` the
    /// 1.28 sample reads.
    case queryParameters(String)

    /// The event's name on the wire (`miniapppause`, `miniappkeyboardshown`…).
    public var name: String {
        switch self {
        case .pause: "miniapppause"
        case .resume: "miniappresume"
        case .externalWebViewClosed: "miniappwebviewclosed"
        case .secureStorageReady: "miniappsecurestorageready"
        case .secureStorageLoadError: "miniappsecurestorageloaderror"
        case .receiveJSON: "miniappreceivejsoninfo"
        case .keyboard(let shown, _, _, _): shown ? "miniappkeyboardshown" : "miniappkeyboardhidden"
        case .queryParameters: "miniappdidreceivequeryparams"
        }
    }

    /// The `message` string the page receives, before any encoding.
    public var detail: String? {
        switch self {
        case .pause(let message), .resume(let message), .externalWebViewClosed(let message): message
        case .secureStorageReady: "MiniApp Secure Storage Ready"
        case .secureStorageLoadError: "MiniApp Secure Storage Error"
        case .receiveJSON(let text): text
        case .keyboard(let shown, _, _, _): shown ? "Keyboard was shown" : "Keyboard was hidden"
        case .queryParameters(let query): Self.queryParameterJSON(query)
        }
    }

    /// `a=1&b` → `[{"name":"a","value":"1"},{"name":"b","value":""}]`, percent-decoded,
    /// in order; a leading `?` is ignored.
    static func queryParameterJSON(_ query: String) -> String {
        var components = URLComponents()
        components.percentEncodedQuery = query.hasPrefix("?") ? String(query.dropFirst()) : query
        let items = (components.queryItems ?? []).map {
            "{\"name\":" + JavaScriptLiteral.string($0.name) + ",\"value\":" + JavaScriptLiteral.string($0.value ?? "") + "}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}
