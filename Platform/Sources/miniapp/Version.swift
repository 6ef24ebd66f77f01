import ArgumentParser
import Foundation
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp version …`: move an app's published pointer, and preview codes.
    struct Version: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List, publish, unpublish, roll back, preview and delete an app's versions on a registry.",
            subcommands: [List.self, Release.self, Unpublish.self, Rollback.self, PreviewCode.self, Delete.self]
        )

        /// The app a version command acts on.
        struct Target: ParsableArguments {
            @OptionGroup var publisher: PublisherOptions

            @Option(help: ArgumentHelp("The mini app id.", valueName: "id"))
            var app: String
        }

        /// Lists every version, newest first.
        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List an app's versions, newest first.")
            @OptionGroup var target: Target

            func run() throws {
                let client = target.publisher.client, app = target.app
                for version in try BlockingRun.run({ try await client.versions(app: app) }) {
                    print("\(version.versionId)  \(version.versionTag)  \(version.state.rawValue)\(version.published ? "  (published)" : "")")
                }
            }
        }

        /// Points the app at a version.
        struct Release: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "publish", abstract: "Publish a version (move the app's pointer to it).")
            @OptionGroup var target: Target
            @Argument(help: ArgumentHelp("The version to publish: its versionId or its version tag.", valueName: "version"))
            var version: String

            func run() throws {
                let client = target.publisher.client, app = target.app, reference = version
                let summary = try BlockingRun.run {
                    try await client.publish(app: app, version: client.versionId(app: app, reference: reference))
                }
                print("\(summary.appId) now serves version \(summary.versionTag) (\(summary.versionId))")
            }
        }

        /// Takes the app out of the list.
        struct Unpublish: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Take an app out of the list; its versions stay stored.")
            @OptionGroup var target: Target

            func run() throws {
                let client = target.publisher.client, app = target.app
                try BlockingRun.run { try await client.unpublish(app: app) }
                print("\(app) is no longer published")
            }
        }

        /// Withdraws the current version.
        struct Rollback: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Withdraw the published version and publish the previous one (or --to).")
            @OptionGroup var target: Target
            @Option(help: ArgumentHelp("The version to roll back to: its versionId or its version tag.", valueName: "version"))
            var to: String?

            func run() throws {
                let client = target.publisher.client, app = target.app, reference = to
                let summary = try BlockingRun.run {
                    var version: String?
                    if let reference { version = try await client.versionId(app: app, reference: reference) }
                    return try await client.rollback(app: app, to: version)
                }
                print("\(summary.appId) rolled back to version \(summary.versionTag) (\(summary.versionId))")
            }
        }

        /// Deletes a draft.
        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Delete a version that was never published (a draft uploaded by mistake); its tag becomes free again.")
            @OptionGroup var target: Target
            @Argument(help: ArgumentHelp("The version to delete: its versionId or its version tag.", valueName: "version"))
            var version: String

            func run() throws {
                let client = target.publisher.client, app = target.app, reference = version
                let deleted = try BlockingRun.run {
                    try await client.deleteVersion(app: app, version: client.versionId(app: app, reference: reference))
                }
                print("deleted version \(deleted.versionTag) (\(deleted.versionId)) of \(deleted.appId)")
            }
        }

        /// Makes a preview code.
        struct PreviewCode: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Create a preview code exposing a version (published or not).")
            @OptionGroup var target: Target
            @Argument(help: ArgumentHelp("The version to expose: its versionId or its version tag.", valueName: "version"))
            var version: String

            func run() throws {
                let client = target.publisher.client, app = target.app, reference = version
                let created = try BlockingRun.run {
                    try await client.createPreviewCode(app: app, version: client.versionId(app: app, reference: reference))
                }
                print(created.code)
            }
        }
    }
}
