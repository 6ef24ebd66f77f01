#if canImport(WebKit)
public import Foundation
public import MiniAppKit
import WebKit
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

extension WKWebViewEngine {
    /// Runs `source` in the page's main frame and returns its result as JSON text; `nil`
    /// for `undefined` or a value JSON cannot represent.
    ///
    /// - Throws: `WebEngineError` coded `closed` once closed, `engineFailure` before the
    ///   first load, `javaScriptException` when the script throws.
    public func evaluateJavaScript(_ source: String) async throws(WebEngineError) -> String? {
        guard !isClosed else { throw WebEngineError(.closed, "the engine is closed") }
        guard let webView else { throw WebEngineError(.engineFailure, "nothing is loaded yet") }
        let result: Result<String?, WebEngineError> = await withCheckedContinuation { continuation in
            webView.evaluateJavaScript(source) { value, error in
                if let error {
                    continuation.resume(returning: ScriptValueConversion.evaluationResult(of: error))
                } else {
                    continuation.resume(returning: .success(ScriptValueConversion.json(from: value)))
                }
            }
        }
        return try result.get()
    }

    /// Runs `source` in the page without waiting for it or its result; does nothing once
    /// closed or before the first load.
    public func runJavaScript(_ source: String) {
        guard !isClosed, let webView else { return }
        webView.evaluateJavaScript(source, completionHandler: nil)
    }

    /// The visible part of the page as PNG data.
    ///
    /// Taken without waiting for the next screen update (`afterScreenUpdates` off): there is
    /// none while the app is in the background, and WebKit would never call back. Should it
    /// still not answer within 10 seconds, the snapshot fails rather than leaving
    /// its caller waiting.
    ///
    /// - Throws: `WebEngineError` coded `closed` once closed, `engineFailure` before the
    ///   first load, when WebKit fails, or when it does not answer in time.
    public func snapshotPNG() async throws(WebEngineError) -> Data {
        guard !isClosed else { throw WebEngineError(.closed, "the engine is closed") }
        guard let webView else { throw WebEngineError(.engineFailure, "nothing is loaded yet") }
        let configuration = WKSnapshotConfiguration()
        configuration.afterScreenUpdates = false
        let answer = OnceAnswer<Result<Data, WebEngineError>>()
        let timeout = Self.snapshotTimeout
        let timer = Task { @MainActor in
            try? await Task.sleep(for: timeout)
            answer.give(.failure(WebEngineError(.engineFailure, "WebKit did not take the snapshot within \(timeout)")))
        }
        defer { timer.cancel() }
        let result = await answer.wait {
            webView.takeSnapshot(with: configuration) { image, error in
                guard let image else {
                    answer.give(.failure(WebEngineError(.engineFailure, error?.localizedDescription ?? "snapshot failed")))
                    return
                }
                #if canImport(UIKit)
                let png = image.pngData()
                #else
                let png = image.tiffRepresentation.flatMap { NSBitmapImageRep(data: $0) }?.representation(using: .png, properties: [:])
                #endif
                answer.give(png.map { .success($0) } ?? .failure(WebEngineError(.engineFailure, "the snapshot has no PNG form")))
            }
        }
        return try result.get()
    }

    /// How long ``snapshotPNG()`` waits for WebKit.
    static let snapshotTimeout: Duration = .seconds(10)
}
#endif
