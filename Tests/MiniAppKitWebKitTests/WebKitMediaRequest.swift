#if canImport(WebKit)
import MiniAppKitWebKit
import WebKit

/// WebKit's side of one camera or microphone request, for MediaCaptureTests: what the
/// relay's `requestMediaCapturePermissionFor` hands the engine (the capture type and
/// WebKit's decision handler), and every decision the handler got.
///
/// Apart from the tests because a file that imports both Testing and WebKit (which
/// re-exports UIKit or AppKit) needs Swift Testing's UIKit or AppKit cross-import
/// overlay, and Linux's toolchain, where scripts/check-apple compiles these tests, has none.
@MainActor
final class WebKitMediaRequest {
    /// What the page asks for (`WKMediaCaptureType`).
    enum Kind: CaseIterable, Sendable {
        case camera, microphone, cameraAndMicrophone
    }

    /// What WebKit's decision handler was called with (`WKPermissionDecision`).
    enum Decision: Sendable {
        case prompt, grant, deny
    }

    let kind: Kind
    /// Every call of the decision handler, in order: exactly one once answered.
    private(set) var decisions: [Decision] = []

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Hands the request to `engine`, as the relay does.
    func send(to engine: WKWebViewEngine) {
        let type: WKMediaCaptureType = switch kind {
        case .camera: .camera
        case .microphone: .microphone
        case .cameraAndMicrophone: .cameraAndMicrophone
        }
        engine.decideMediaCapture(type) { [self] decision in
            let answer: Decision = switch decision {
            case .grant: .grant
            case .deny: .deny
            default: .prompt
            }
            decisions.append(answer)
        }
    }
}
#endif
