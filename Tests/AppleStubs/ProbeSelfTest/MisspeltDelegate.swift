// Must NOT compile: scripts/check-apple type-checks it against each flavour's stub modules
// and fails if it does. A delegate method with a misspelt label (`didCommitNavigation:` for
// `didCommit:`) compiles on Apple platforms and is never called; the optional-member
// protocols (Tests/AppleStubs/*/OptionalMembers.swift) are what makes the SDK's probe
// (Tests/MiniAppKitWebKitTests/DelegateMemberProbe.swift) refuse it. If this file compiles,
// a default implementation or a looser signature crept into them, and the probe proves nothing.
import WebKit

@MainActor
final class MisspeltDelegate: NSObject, WKNavigationDelegate {
    func webView(_ webView: WKWebView, didCommitNavigation navigation: WKNavigation!) {}
}

extension MisspeltDelegate: WKNavigationDelegateMember.DidCommitNavigation {}
