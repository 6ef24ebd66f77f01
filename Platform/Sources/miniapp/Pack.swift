import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp pack`: a mini app folder into a bundle zip.
    struct Pack: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build a bundle zip from a mini app folder (index.html at its root, optional manifest.json).",
            discussion: "Refuses what the registry would refuse: no index.html, an invalid manifest, symbolic links, oversized files."
        )

        @Argument(help: ArgumentHelp("The mini app folder.", valueName: "dir"))
        var directory: String

        @Option(name: .shortAndLong, help: ArgumentHelp("The zip to write (default: <folder name>.zip here).", valueName: "file"))
        var output: String?

        func validate() throws {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("\(directory) is not a folder.")
            }
        }

        func run() throws {
            let source = URL(fileURLWithPath: directory)
            let problems = ManifestCheck.problems(inDirectory: source)
            guard problems.isEmpty else {
                let file = source.appendingPathComponent("manifest.json").path
                throw ValidationError("the manifest has \(problems.count) problem\(problems.count == 1 ? "" : "s"):\n  " + ManifestCheck.lines(problems, file: file).joined(separator: "\n  "))
            }
            let target = URL(fileURLWithPath: output ?? "\(source.standardizedFileURL.lastPathComponent).zip")
            // A refusal (BundleError, RegistryError) prints as "Error: <rule>: <what>", exit 1.
            let summary = try BundlePacker.pack(source, to: target)
            print("packed \(summary.files) files (\(summary.bytes) bytes) into \(target.path) (\(summary.zipBytes) bytes)")
        }
    }
}
