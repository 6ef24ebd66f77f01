import Foundation
import MiniAppKit
import MiniAppPlatformClient

/// The registry-client benchmarks (b) and (c) of docs/PERFORMANCE.md, run by
/// `scripts/benchmark-registry` against a `miniapp serve` it started:
///
///     miniapp-benchmarks platform-update CLIENT_OPTIONS
///     miniapp-benchmarks platform-launch CLIENT_OPTIONS --plain DIR [--launches N]
///
/// CLIENT_OPTIONS: `--server URL --project ID --subscription-key KEY --pin-key ID:ECKEY
/// --app ID --data DIR`.
struct PlatformOptions: Sendable {
    enum Mode: String, Sendable {
        /// (b): install the latest version and print what crossed the wire.
        case update = "platform-update"
        /// (c): warm launches through the client against launches of a plain directory.
        case launch = "platform-launch"
    }

    var mode: Mode
    var config: MiniAppSdkConfig
    var appId: String
    /// (c): the same files as the installed version, in an ordinary directory.
    var plain: URL?
    /// (c): launches of each kind (after one of each, discarded).
    var launches = 20

    static let usage = """
        usage: miniapp-benchmarks platform-update|platform-launch --server URL --project ID \\
                 --subscription-key KEY --pin-key ID:ECKEY --app ID --data DIR [--plain DIR] [--launches N]
        """

    static func parse(_ arguments: [String]) throws(BenchmarkOptions.UsageError) -> PlatformOptions? {
        guard let first = arguments.first, let mode = Mode(rawValue: first) else { return nil }
        var values: [String: String] = [:]
        var rest = arguments.dropFirst()
        while let name = rest.popFirst() {
            guard name.hasPrefix("--"), let value = rest.popFirst() else {
                throw BenchmarkOptions.UsageError(description: "\(first): expected --option value, got '\(name)'")
            }
            values[String(name.dropFirst(2))] = value
        }
        func required(_ name: String) throws(BenchmarkOptions.UsageError) -> String {
            guard let value = values[name] else { throw BenchmarkOptions.UsageError(description: "\(first) needs --\(name)") }
            return value
        }
        let server = try required("server")
        let pin = try required("pin-key").split(separator: ":", maxSplits: 1).map(String.init)
        guard let base = URL(string: server.hasSuffix("/") ? server : server + "/"), pin.count == 2,
              let key = PinnedKey(id: pin[0], ecKey: pin[1]) else {
            throw BenchmarkOptions.UsageError(description: "\(first): --server must be a URL and --pin-key id:ecKey")
        }
        let config = MiniAppSdkConfig(
            baseUrl: base, projectId: try required("project"), subscriptionKey: try required("subscription-key"),
            hostAppUserAgentInfo: "miniapp-benchmarks", pinnedKeys: [key],
            storageDirectory: URL(fileURLWithPath: try required("data"))
        )
        var options = PlatformOptions(mode: mode, config: config, appId: try required("app"))
        options.plain = values["plain"].map { URL(fileURLWithPath: $0) }
        if let launches = values["launches"] {
            guard let count = Int(launches), count > 0 else { throw BenchmarkOptions.UsageError(description: "--launches takes a positive count") }
            options.launches = count
        }
        if mode == .launch, options.plain == nil { throw BenchmarkOptions.UsageError(description: "platform-launch needs --plain DIR") }
        return options
    }
}
