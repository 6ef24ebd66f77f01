import Foundation
import CorvaClient
import MiniAppKit

/// The host side of a `corva` page in `miniapp open`: records notifications, moves the
/// page with `navigateAppTo` as the profile asks, and answers re-login from the profile.
///
/// Everything it does is reported through the ``ProfileHost``'s activity channel, so it
/// lands in the transcript as `host` lines (`corva`, `corvaNavigate`, `corvaNavigation`,
/// `corvaAssets`, `corvaError`).
@MainActor
final class CorvaProfileHost: CorvaPageDelegate, CorvaLoginDelegate {
    private let section: HostProfile.Corva?
    private let host: ProfileHost
    private let session: CorvaSession?
    private let navigator: CorvaPageNavigator?
    private var pendingPaths: [String]
    private var pageLoads = 0
    /// The navigation listing, awaited before a `closeAfterPageLoaded` close.
    private var listing: Task<Void, Never>?

    init(section: HostProfile.Corva?, host: ProfileHost, session: CorvaSession?, engine: any WebEngine) {
        self.section = section
        self.host = host
        self.session = session
        self.navigator = session.map { CorvaPageNavigator(engine: engine, session: $0) }
        self.pendingPaths = section?.navigateOnPageLoaded ?? []
    }

    /// Loads the web domain's page on screen again, with `token` in its URL.
    private func reload(with token: String) {
        guard let url = navigator?.reload(with: token) else { return }
        report("corvaTokenRenewed", url.path)
    }

    private func report(_ name: String, _ detail: String?) {
        host.onActivity?(ProfileHost.Activity(name: name, detail: detail))
    }

    // MARK: CorvaPageDelegate

    func corvaPage(didPost notification: CorvaNotification) {
        report("corva", notification.rawValue)
        guard notification == .pageLoaded else { return }
        pageLoads += 1
        if let limit = section?.closeAfterPageLoaded, pageLoads == limit {
            // A moment for the page's last messages to reach the transcript.
            Task { @MainActor [host, listing] in
                await listing?.value
                try? await Task.sleep(for: .milliseconds(500))
                host.onActivity?(ProfileHost.Activity(name: "close", detail: "corva: pageLoaded \(limit)×"))
                host.onClose?()
            }
        }
        guard !pendingPaths.isEmpty, let navigator else { return }
        let path = pendingPaths.removeFirst()
        Task { @MainActor [weak self] in
            do {
                let outcome = try await navigator.navigate(to: CorvaWebPage(path: path))
                self?.report("corvaNavigate", "\(path) \(Self.describe(outcome))")
            } catch {
                self?.report("corvaError", "navigateAppTo \(path): \(error)")
            }
        }
    }

    static func describe(_ outcome: CorvaPageNavigator.Outcome) -> String {
        switch outcome {
        case .inPlace: "inPlace"
        case .loaded(.notOnWebDomain): "loaded (notOnWebDomain)"
        case .loaded(.navigateAppToMissing): "loaded (navigateAppToMissing)"
        case .loaded(.navigateAppToFailed(let message)): "loaded (navigateAppToFailed: \(message))"
        }
    }

    // MARK: CorvaLoginDelegate

    func corvaSessionNeedsLogin(_ reason: CorvaLoginReason) async throws -> CorvaLogin {
        report("corvaLogin", "\(reason)")
        guard let email = section?.email, let password = section?.password else {
            throw CorvaLaunch.Failure(description: "the profile's corva section has no email and password to log in again with")
        }
        return .credentials(email: email, password: password)
    }

    // MARK: Navigation data

    /// Becomes the session's login screen and hands each renewed token (a 401 or an
    /// expiry led to a new login) to the page on screen, then fetches and records the
    /// navigation data, as a native app would to build its menus.
    func start() {
        guard let session else { return }
        let wantsListing = section?.apiBase != nil && (section?.listNavigation ?? true)
        listing = Task { @MainActor [weak self] in
            await session.setTokenRenewalObserver { token in
                Task { @MainActor in self?.reload(with: token) }
            }
            await session.setLoginDelegate(self)
            guard wantsListing else { return }
            do {
                let navigation = try await session.navigation(userId: self?.section?.userId)
                self?.report("corvaNavigation", Self.describe(navigation))
                let assets = try await session.assets()
                self?.report("corvaAssets", assets.assets.map { "\($0.id):\($0.name ?? "")" }.joined(separator: ",") + (assets.skipped.isEmpty ? "" : "; skipped \(assets.skipped.count)"))
            } catch {
                self?.report("corvaError", "\(error)")
            }
        }
    }

    static func describe(_ navigation: CorvaNavigation) -> String {
        let dashboards = navigation.dashboards.map { "\($0.id):\($0.name ?? "")" }.joined(separator: ",")
        let tabs = navigation.assetPageTabs.map { "\($0.id):\($0.category)" }.joined(separator: ",")
        return "dashboards [\(dashboards)] tabs [\(tabs)]" + (navigation.skipped.isEmpty ? "" : " skipped \(navigation.skipped.count)")
    }
}
