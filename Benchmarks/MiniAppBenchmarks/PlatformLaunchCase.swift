#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppPlatformClient

/// (c): a warm launch of an installed mini app, from ``MiniAppClient/create(appId:versionId:)``
/// to the page's first script, against opening the same files from a plain directory
/// in the same engine (``LaunchProbe``).
///
/// `create` on a warm install asks the platform for the latest version (two requests:
/// the list, and the signed answer that confirms it is the latest and is fresh),
/// re-hashes the installed files against the signed list, and checks permissions; it
/// downloads nothing. Launches alternate plain/platform so both see the same machine
/// load, and which goes first alternates; the first pair is discarded (it starts the web process caches).
@MainActor
enum PlatformLaunchCase {
    struct Result {
        var plain: Samples
        var platform: Samples
        /// `create` alone, inside the platform launches.
        var create: Samples

        var text: String {
            func row(_ name: String, _ samples: Samples) -> String {
                name.padding(toLength: 34, withPad: " ", startingAt: 0)
                    + String(format: "p50 %7.2f ms   min %7.2f ms   p90 %7.2f ms", samples.p50, samples.sorted.first ?? .nan, samples.percentile(90))
            }
            return [
                "warm launch to first script (\(plain.count) launches each)",
                row("  plain directory", plain),
                row("  MiniAppClient.create + launch", platform),
                row("  of which create", create),
                String(format: "  ratio of medians: %.3f (target ≤ 1.15)", platform.p50 / plain.p50),
            ].joined(separator: "\n")
        }
    }

    static func run(_ options: PlatformOptions) async throws -> Result {
        guard let plain = options.plain else { throw BenchmarkError("platform-launch needs --plain") }
        let client = try MiniAppClient(config: options.config)
        _ = try await client.create(appId: options.appId)  // installed already: this only checks
        var plainTimes: [Double] = [], platformTimes: [Double] = [], createTimes: [Double] = []
        for launch in 0...options.launches {
            // Which kind goes first alternates, so neither always follows the other.
            var plainTime = Duration.zero, platformTime = Duration.zero, created = Duration.zero
            for kind in launch % 2 == 0 ? [false, true] : [true, false] {
                let start = ContinuousClock.now
                if kind {
                    let installed = try await client.create(appId: options.appId)
                    created = ContinuousClock.now - start
                    try await LaunchProbe.open(installed.directory)
                    platformTime = ContinuousClock.now - start
                } else {
                    try await LaunchProbe.open(plain)
                    plainTime = ContinuousClock.now - start
                }
            }
            guard launch > 0 else { continue }
            plainTimes.append(plainTime.milliseconds)
            platformTimes.append(platformTime.milliseconds)
            createTimes.append(created.milliseconds)
        }
        return Result(plain: Samples(milliseconds: plainTimes), platform: Samples(milliseconds: platformTimes), create: Samples(milliseconds: createTimes))
    }
}
#endif
