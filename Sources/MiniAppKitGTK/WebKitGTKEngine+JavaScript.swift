#if canImport(CWebKitGTK)
import CWebKitGTK
public import Foundation
public import MiniAppKit

extension WebKitGTKEngine {
    /// Runs `source` in the page's main frame and returns its result as JSON text; `nil` for
    /// `undefined` or a value JSON cannot represent.
    ///
    /// - Throws: `WebEngineError` coded `closed` once closed, `javaScriptException` when the script throws.
    public func evaluateJavaScript(_ source: String) async throws(WebEngineError) -> String? {
        guard !isClosed else { throw WebEngineError(.closed, "the engine is closed") }
        let result = await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(AsyncReply<String?>(continuation)).toOpaque()
            webkit_web_view_evaluate_javascript(webView, source, -1, nil, nil, cancellable, Self.onEvaluated, box)
        }
        return try result.get()
    }

    /// Runs `source` in the page without waiting for it or its result; does nothing once closed.
    public func runJavaScript(_ source: String) {
        guard !isClosed else { return }
        webkit_web_view_evaluate_javascript(webView, source, -1, nil, nil, nil, nil, nil)
    }

    /// The visible part of the page as PNG data, for transcripts and tests.
    public func snapshotPNG() async throws(WebEngineError) -> Data {
        try await snapshot(clip: nil)
    }

    /// Part of the visible page as PNG data: `clip` in CSS pixels of the viewport (an
    /// element's `getBoundingClientRect()`), cut to the viewport, drawn in device pixels
    /// (`devicePixelRatio` of them per CSS pixel, as WebDriver's element screenshots).
    /// WebKit paints the page for it as it is now, in its web process.
    ///
    /// - Throws: `WebEngineError` coded `closed` once closed, `engineFailure` when `clip`
    ///   lies outside the viewport.
    public func snapshotPNG(clippedTo clip: CGRect) async throws(WebEngineError) -> Data {
        try await snapshot(clip: clip)
    }

    private func snapshot(clip: CGRect?) async throws(WebEngineError) -> Data {
        guard !isClosed else { throw WebEngineError(.closed, "the engine is closed") }
        // The page's device pixel ratio: the window's scale, which WebKit paints at but
        // does not set on the surface it returns.
        let scale = Double(gtk_widget_get_scale_factor(miniapp_widget(webView)))
        let result = await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(SnapshotReply(continuation, clip: clip, scale: scale)).toOpaque()
            webkit_web_view_get_snapshot(
                webView, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, cancellable, Self.onSnapshot, box
            )
        }
        return try result.get()
    }

    private static let onEvaluated: GAsyncReadyCallback = { source, result, userData in
        guard let userData else { return }
        let reply = Unmanaged<AsyncReply<String?>>.fromOpaque(userData).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        let view = UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: WebKitWebView.self)
        let value = webkit_web_view_evaluate_javascript_finish(view, result, &error)
        if let error {
            reply.finish(.failure(GErrorConversion.engineError(error, code: .javaScriptException)))
            return
        }
        reply.finish(.success(JSCValueConversion.resultJSON(value)))
        if let value { g_object_unref(value) }
    }

    private static let onSnapshot: GAsyncReadyCallback = { source, result, userData in
        guard let userData else { return }
        let reply = Unmanaged<SnapshotReply>.fromOpaque(userData).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        let view = UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: WebKitWebView.self)
        guard let surface = webkit_web_view_get_snapshot_finish(view, result, &error) else {
            reply.finish(.failure(error.map { GErrorConversion.engineError($0, code: .engineFailure) }
                ?? WebEngineError(.engineFailure, "snapshot failed")))
            return
        }
        defer { cairo_surface_destroy(surface) }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        if scaleX == 1, scaleY == 1, reply.scale > 1 { cairo_surface_set_device_scale(surface, reply.scale, reply.scale) }
        reply.finish(reply.clip.map { CairoPNG.encode(surface, clip: $0) } ?? CairoPNG.encode(surface))
    }
}

/// A snapshot's continuation, the part of the page it wants and the page's device pixel
/// ratio, carried through `user_data`.
final class SnapshotReply: Sendable {
    let clip: CGRect?
    let scale: Double
    private let continuation: CheckedContinuation<Result<Data, WebEngineError>, Never>

    init(_ continuation: CheckedContinuation<Result<Data, WebEngineError>, Never>, clip: CGRect?, scale: Double) {
        self.continuation = continuation
        self.clip = clip
        self.scale = scale
    }

    func finish(_ result: Result<Data, WebEngineError>) {
        continuation.resume(returning: result)
    }
}

/// A continuation carried through a GIO async call's `user_data` (retained until the callback).
final class AsyncReply<Value: Sendable>: Sendable {
    private let continuation: CheckedContinuation<Result<Value, WebEngineError>, Never>

    init(_ continuation: CheckedContinuation<Result<Value, WebEngineError>, Never>) {
        self.continuation = continuation
    }

    func finish(_ result: Result<Value, WebEngineError>) {
        continuation.resume(returning: result)
    }
}

/// Turns a `GError` into a `WebEngineError` and frees it.
enum GErrorConversion {
    static func engineError(_ error: UnsafeMutablePointer<GError>, code: WebEngineError.Code) -> WebEngineError {
        defer { g_error_free(error) }
        let message = swiftString(error.pointee.message) ?? "unknown error"
        if error.pointee.domain == g_io_error_quark(), error.pointee.code == G_IO_ERROR_CANCELLED.rawValue {
            return WebEngineError(.closed, "the engine closed before the call finished")
        }
        return WebEngineError(code, message)
    }
}
#endif
