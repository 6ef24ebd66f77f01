public import Foundation
public import CorvaClient
import MiniAppKit

/// Resolves `miniapp open corva:…` into a web page to load, with its token.
///
/// The argument names a page of the profile's web domain, or any URL:
///
/// | argument | loads |
/// | --- | --- |
/// | `corva:/dashboards/<id>` | `<webDomain>/dashboards/<id>?native=true&jwt=<token>` |
/// | `corva:/assets/<assetId>/<category>` | `<webDomain>/assets/<assetId>/<category>?native=true&jwt=<token>` |
/// | `corva:http(s)://…` | that URL; with `native=true&jwt=` only if it is on the web domain |
///
/// The token comes from the profile's `corva` section (``HostProfile/Corva``) and is kept
/// in the session's own secure store under `<data>/corva-session/`.
public enum CorvaLaunch {
    /// A problem with the argument or the profile (not with the server).
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Whether `argument` is a `corva:` pseudo-URL.
    public static func handles(_ argument: String) -> Bool {
        argument.lowercased().hasPrefix("corva:")
    }

    /// Where `miniapp open` keeps the session's token.
    public static func sessionDirectory(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("corva-session", isDirectory: true)
    }

    /// The session `miniapp open` keeps under `dataDirectory` for these settings.
    public static func session(_ configuration: CorvaConfiguration, dataDirectory: URL) -> CorvaSession {
        CorvaSession(configuration: configuration, storageDirectory: sessionDirectory(in: dataDirectory))
    }

    /// The session configuration the profile section describes.
    public static func configuration(_ section: HostProfile.Corva) throws(Failure) -> CorvaConfiguration {
        let domain: CorvaWebDomain
        do {
            domain = try CorvaWebDomain(section.webDomain)
        } catch {
            throw Failure(description: "corva.webDomain: \(error.message)")
        }
        // Without an API base nothing is called; the web domain stands in so the configuration is complete.
        let base = section.apiBase ?? (domain.description + "/")
        guard let apiBase = URL(string: base), apiBase.scheme == "http" || apiBase.scheme == "https" else {
            throw Failure(description: "corva.apiBase '\(base)' is not an http(s) URL")
        }
        return CorvaConfiguration(apiBase: apiBase, webDomain: domain, loginPath: section.loginPath ?? "user_token")
    }

    /// Resolves `argument` against `profile`, logging in if the profile says how.
    ///
    /// - Throws: ``Failure`` for a bad argument or profile; ``CorvaError`` when logging in fails.
    public static func locate(_ argument: String, profile: HostProfile, dataDirectory: URL, appId: String? = nil) async throws -> MiniAppLocator.Located {
        guard let section = profile.corva else {
            throw Failure(description: "\(argument): the host profile has no 'corva' section (give --profile with corva.webDomain and a token or login)")
        }
        let target = String(argument.dropFirst("corva:".count))
        let configuration = try configuration(section)
        let session = session(configuration, dataDirectory: dataDirectory)
        try await authenticate(session, section)
        let url: URL
        if target.contains("://") {
            guard let absolute = URL(string: target), absolute.scheme == "http" || absolute.scheme == "https" else {
                throw Failure(description: "\(argument): '\(target)' is not an http(s) URL")
            }
            url = try await session.authorizedWebURL(absolute)
        } else {
            let page: CorvaWebPage
            do {
                page = try CorvaWebPage(path: target)
            } catch {
                throw Failure(description: "\(argument): \(error.message)")
            }
            url = try await session.webURL(for: page)
        }
        return MiniAppLocator.Located(
            source: .remote(url), identity: MiniAppIdentity(appId: appId ?? "corva", displayName: "Corva"), manifest: MiniAppManifest(),
            dialects: [.corva])
    }

    /// Gives `session` a usable token: the profile's, the stored one, or a login.
    static func authenticate(_ session: CorvaSession, _ section: HostProfile.Corva) async throws {
        if let token = section.token {
            let account = try await session.use(token: token, userId: section.userId)
            guard let expiry = account.expiresAt, expiry.timeIntervalSinceNow <= session.configuration.expiryLeeway else { return }
            guard let email = section.email, let password = section.password, section.apiBase != nil else {
                throw Failure(description: "the profile's corva.token expired at \(expiry); give a new one, or email, password and apiBase to log in")
            }
            try await session.login(email: email, password: password)
            return
        }
        if let stored = await session.currentToken, !stored.isExpired(at: Date(), leeway: session.configuration.expiryLeeway) {
            return
        }
        guard let email = section.email, let password = section.password else {
            throw Failure(description: "the profile's corva section needs a token, or email and password (with apiBase) to log in")
        }
        guard section.apiBase != nil else {
            throw Failure(description: "the profile's corva section needs apiBase to log in with email and password")
        }
        try await session.login(email: email, password: password)
    }
}
