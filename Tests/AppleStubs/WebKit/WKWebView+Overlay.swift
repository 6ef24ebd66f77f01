// WebKit's Swift overlay (WebKitSwiftOverlay.swift) refines four NS_REFINED_FOR_SWIFT
// methods of WKWebView.h (`-evaluateJavaScript:inFrame:inContentWorld:completionHandler:`,
// `-callAsyncJavaScript:arguments:inFrame:inContentWorld:completionHandler:`) into these.
// Their handlers are Swift closures there, declared `@preconcurrency` and `@MainActor`
// without `@Sendable` (unlike the imported blocks of WKWebView.h): so are these, exactly.

/// Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
extension WKWebView {
    /// WebKitSwiftOverlay.swift: `evaluateJavaScript(_:in:in:completionHandler:)`, refining WKWebView.h's
    /// `-evaluateJavaScript:inFrame:inContentWorld:completionHandler:` (NS_REFINED_FOR_SWIFT).
    /// Available iOS 14.0, macOS 11.0.
    @preconcurrency
    public func evaluateJavaScript(
        _ javaScript: String,
        in frame: WKFrameInfo? = nil,
        in contentWorld: WKContentWorld,
        completionHandler: (@MainActor (Result<Any, any Error>) -> Void)? = nil
    ) {
        unimplemented()
    }

    /// WebKitSwiftOverlay.swift: `callAsyncJavaScript(_:arguments:in:in:completionHandler:)`, refining
    /// WKWebView.h's `-callAsyncJavaScript:arguments:inFrame:inContentWorld:completionHandler:`.
    /// Available iOS 14.0, macOS 11.0.
    @preconcurrency
    public func callAsyncJavaScript(
        _ functionBody: String,
        arguments: [String: Any] = [:],
        in frame: WKFrameInfo? = nil,
        in contentWorld: WKContentWorld,
        completionHandler: (@MainActor (Result<Any, any Error>) -> Void)? = nil
    ) {
        unimplemented()
    }
}

/// Available iOS 15.0, macOS 12.0.
@available(iOS 15.0, macOS 12.0, *)
extension WKWebView {
    /// WebKitSwiftOverlay.swift: `evaluateJavaScript(_:in:contentWorld:) async throws -> Any?`.
    /// Available iOS 15.0, macOS 12.0.
    public func evaluateJavaScript(
        _ javaScript: String,
        in frame: WKFrameInfo? = nil,
        contentWorld: WKContentWorld
    ) async throws -> Any? {
        unimplemented()
    }

    /// WebKitSwiftOverlay.swift: `callAsyncJavaScript(_:arguments:in:contentWorld:) async throws -> Any?`.
    /// Available iOS 15.0, macOS 12.0.
    public func callAsyncJavaScript(
        _ functionBody: String,
        arguments: [String: Any] = [:],
        in frame: WKFrameInfo? = nil,
        contentWorld: WKContentWorld
    ) async throws -> Any? {
        unimplemented()
    }
}
