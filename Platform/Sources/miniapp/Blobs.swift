import ArgumentParser
import Foundation
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp blobs`: the stored files themselves.
    struct Blobs: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Manage the stored files (blobs) of a registry.",
            subcommands: [Prune.self]
        )

        struct Prune: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Delete the stored files no version refers to.",
                discussion: """
                    They are left by uploads refused late or killed, and by deleted drafts. Files stored or \
                    reused by an upload within --older-than are spared, so it is safe beside a running server; \
                    an upload that reused a file in the instant it was deleted fails with 503 filesPruned and \
                    can be sent again. Run it from cron or a systemd timer.
                    """
            )
            @OptionGroup var registry: RegistryOptions

            @Option(help: ArgumentHelp("Spare files stored or reused more recently than this: a number with s, m, h or d.", valueName: "age"))
            var olderThan: Age = Age(seconds: 86_400)

            @Flag(help: "Count what would be deleted; delete nothing.")
            var dryRun = false

            func run() throws {
                let (age, dryRun) = (olderThan, dryRun)
                let report = try registry.withAdmin { admin in
                    try await admin.unreferencedBlobs.prune(olderThan: .seconds(age.seconds), dryRun: dryRun)
                }
                print(report.summary)
            }
        }
    }

    /// A span of time on the command line: `90s`, `30m`, `24h`, `7d`.
    struct Age: ExpressibleByArgument, CustomStringConvertible, Sendable {
        var seconds: Int

        /// The largest unit that spells it exactly (`86400` is `1d`), as `--help` shows the default.
        var description: String {
            let unit = [("d", 86_400), ("h", 3_600), ("m", 60)].first { seconds > 0 && seconds % $0.1 == 0 } ?? ("s", 1)
            return "\(seconds / unit.1)\(unit.0)"
        }

        init(seconds: Int) {
            self.seconds = seconds
        }

        init?(argument: String) {
            let units = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
            guard let unit = argument.last.flatMap({ units[String($0)] }),
                  let count = Int(argument.dropLast()), count >= 0, count <= Int(Int32.max) else { return nil }
            seconds = count * unit
        }
    }
}
