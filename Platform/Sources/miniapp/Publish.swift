import MiniAppKit
import ArgumentParser
import Foundation
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp publish`: upload a bundle as a new version.
    struct Publish: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Upload a bundle (a zip, or a folder packed on the fly) as a new immutable version.",
            discussion: "The version stays a draft unless --publish is given; see `miniapp version` to publish, roll back or preview it later."
        )

        @Argument(help: ArgumentHelp("A bundle zip or a mini app folder.", valueName: "bundle"))
        var bundle: String

        @OptionGroup var publisher: PublisherOptions

        @Option(help: ArgumentHelp("The mini app id.", valueName: "id"))
        var app: String

        @Option(help: "The version tag (default: the next number).")
        var versionTag: String?

        @Option(help: "The name hosts show (default: the app id).")
        var displayName: String?

        @Option(help: ArgumentHelp("An icon URL or a path inside the bundle (default: icon.png when present).", valueName: "url|path"))
        var icon: String?

        @Option(help: "Promotional text.")
        var promotionalText: String?

        @Option(help: ArgumentHelp("A promotional image URL.", valueName: "url"))
        var promotionalImageUrl: String?

        @Flag(help: "Publish the version at once.")
        var publish = false

        func validate() throws {
            guard FileManager.default.fileExists(atPath: bundle) else { throw ValidationError("\(bundle): no such file or folder.") }
        }

        func run() throws {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: bundle, isDirectory: &isFolder)
            var zip = URL(fileURLWithPath: bundle)
            var packed: URL?
            if isFolder.boolValue {
                let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-publish-\(UUID().uuidString).zip")
                _ = try BundlePacker.pack(zip, to: temporary)
                zip = temporary
                packed = temporary
            }
            defer { packed.map { try? FileManager.default.removeItem(at: $0) } }
            let client = publisher.client, app = app, publish = publish, upload = zip
            let details = StagedVersion.Details(
                versionTag: versionTag, displayName: displayName, icon: icon,
                promotionalImageUrl: promotionalImageUrl, promotionalText: promotionalText
            )
            let summary = try BlockingRun.run {
                try await client.upload(bundle: upload, app: app, details: details, publish: publish)
            }
            let files = summary.files ?? []
            print("""
                stored \(summary.appId) version \(summary.versionTag) (versionId \(summary.versionId)): \
                \(files.count) files, \(files.reduce(0) { $0 + $1.size }) bytes, \(summary.published ? "published" : "draft")
                """)
        }
    }
}
