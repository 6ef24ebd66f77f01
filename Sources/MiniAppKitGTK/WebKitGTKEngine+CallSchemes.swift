#if canImport(CWebKitGTK)
import Foundation
import MiniAppKit

extension WebKitGTKEngine {
    /// Remembers `scheme` as one whose navigations carry calls.
    ///
    /// WebKitGTK names the frame of neither the navigation nor its initiator, and the
    /// Navigation API the frame guard listens to fires for web addresses only, so such a
    /// navigation counts as the main frame's. `docs/ARCHITECTURE.md` ("Frame identity on
    /// WebKitGTK") says what a host does about it.
    package func addCallScheme(_ scheme: String) {
        guard acceptsSetUp("call scheme '\(scheme)'") else { return }
        callSchemes.insert(scheme.lowercased())
    }

    /// Whether `url` is a navigation that carries a call.
    func isCallScheme(_ url: URL?) -> Bool {
        guard let scheme = url?.scheme?.lowercased() else { return false }
        return callSchemes.contains(scheme)
    }
}
#endif
