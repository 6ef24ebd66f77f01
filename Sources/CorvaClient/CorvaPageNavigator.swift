public import Foundation
public import MiniAppKit

/// Moves a web view that shows a Corva page to another page, without reloading when it can.
///
/// The seed's `window.navigateAppTo(path)` lets one web view be reused for many pages.
/// ``navigate(to:)`` calls it in the main frame when the page defines it, and otherwise
/// loads the page's full URL (with `native=true` and the token), so the user always
/// ends up on the page asked for:
///
/// | the web view shows | outcome |
/// | --- | --- |
/// | a page of the web domain that defines `navigateAppTo` | called, ``Outcome/inPlace`` (no reload) |
/// | a page of the web domain without it | full load, ``Outcome/loaded(reason:)`` `.navigateAppToMissing` |
/// | a page of the web domain whose `navigateAppTo` throws | full load, `.navigateAppToFailed(message)` |
/// | nothing yet, or a page of another origin | full load, `.notOnWebDomain` (the path is never handed to another origin's code) |
@MainActor
public final class CorvaPageNavigator {
    /// How the web view got to the page.
    public enum Outcome: Sendable, Equatable {
        /// `navigateAppTo` moved the loaded app: no reload.
        case inPlace
        /// The page's URL was loaded, for this reason.
        case loaded(reason: FallbackReason)
    }

    /// Why the page was loaded instead of navigated to in place.
    public enum FallbackReason: Sendable, Equatable {
        /// The web view showed nothing, or a page of another origin.
        case notOnWebDomain
        /// The page does not define `window.navigateAppTo`.
        case navigateAppToMissing
        /// The page's `navigateAppTo` threw this message.
        case navigateAppToFailed(String)
    }

    private weak var engine: (any WebEngine)?
    private let session: CorvaSession

    /// A navigator for the web view of `display`, a display of Corva pages.
    ///
    /// - Parameters:
    ///   - display: shows the Corva pages; its web view is held weakly.
    ///   - session: gives the web domain and, for full loads, the token.
    public convenience init(display: MiniAppDisplay, session: CorvaSession) {
        self.init(engine: display.engine, session: session)
    }

    /// - Parameters:
    ///   - engine: the web view; held weakly.
    ///   - session: gives the web domain and, for full loads, the token.
    package init(engine: any WebEngine, session: CorvaSession) {
        self.engine = engine
        self.session = session
    }

    /// Shows `page` in the web view.
    ///
    /// - Throws: `CorvaError.Code.webViewClosed` when the web view is gone; for full
    ///   loads, the errors of ``CorvaSession/webURL(for:)``.
    @discardableResult
    public func navigate(to page: CorvaWebPage) async throws(CorvaError) -> Outcome {
        guard let engine else { throw CorvaError(.webViewClosed, "the web view is gone; cannot show \(page)") }
        let domain = session.configuration.webDomain
        guard let current = engine.url, domain.contains(current) else {
            return try await load(page, reason: .notOnWebDomain)
        }
        let result: String?
        do {
            result = try await engine.evaluateJavaScript(CorvaDialect().script(for: .navigateAppTo(page.path)))
        } catch {
            if error.code == .closed { throw CorvaError(.webViewClosed, "the web view closed while showing \(page)") }
            return try await load(page, reason: .navigateAppToFailed(error.message))
        }
        if result == "true" { return .inPlace }
        return try await load(page, reason: .navigateAppToMissing)
    }

    /// Loads the web domain's page on screen again with `token` in its URL.
    ///
    /// After a 401 or an expiry led to a new login, the page still holds the old token
    /// in its URL (and a dashboard calls the API with it). Hand each renewed token here
    /// from ``CorvaSession/setTokenRenewalObserver(_:)``:
    ///
    /// ```swift
    /// await session.setTokenRenewalObserver { token in
    ///     Task { @MainActor in navigator.reload(with: token) }
    /// }
    /// ```
    ///
    /// A page still loading is replaced once its load has started; the page's other
    /// query items stay. The token never goes to another origin.
    ///
    /// - Returns: the URL loaded, or `nil` when the web view is gone or shows no page of
    ///   the web domain.
    @discardableResult
    public func reload(with token: String) -> URL? {
        let domain = session.configuration.webDomain
        guard let engine, let current = engine.url, domain.contains(current) else { return nil }
        let url = domain.authorized(current, token: token)
        engine.load(url)
        return url
    }

    private func load(_ page: CorvaWebPage, reason: FallbackReason) async throws(CorvaError) -> Outcome {
        let url = try await session.webURL(for: page)
        guard let engine else { throw CorvaError(.webViewClosed, "the web view is gone; cannot show \(page)") }
        engine.load(url)
        return .loaded(reason: reason)
    }
}
