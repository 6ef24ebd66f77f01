import ArgumentParser
import Foundation
import MiniAppHost

extension MiniAppCommand {
    /// `miniapp check`: a host profile or a mini app checked as `open` and `pack` would,
    /// every problem listed at once.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check host profiles and mini apps (their manifest.json) without opening them.",
            discussion: """
            Each PATH is a mini app folder (its manifest.json is checked, and it must have an \
            index.html), a manifest.json, or a host profile (any other .json file). Every \
            problem is printed as file:line:column: path: message, with the nearest known \
            name for a misspelling. Exits 0 when every file is valid, 1 when any has a problem.
            """
        )

        @Argument(help: ArgumentHelp("Mini app folders, manifest.json files or host profiles.", valueName: "path"))
        var paths: [String]

        func validate() throws {
            guard !paths.isEmpty else { throw ValidationError("give at least one mini app folder, manifest.json or host profile.") }
            for path in paths where !FileManager.default.fileExists(atPath: path) {
                throw ValidationError("\(path): no such file or folder.")
            }
        }

        func run() throws {
            var failed = false
            for path in paths {
                let problems = Self.problems(of: path)
                if problems.isEmpty {
                    print("\(path): ok")
                } else {
                    failed = true
                    for line in problems { print(line) }
                }
            }
            if failed { throw ExitCode(1) }
        }

        /// The problems of one path, each a line ready to print.
        static func problems(of path: String) -> [String] {
            var isFolder: ObjCBool = false
            // validate() checked that the path exists; this asks only whether it is a folder.
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            let url = URL(fileURLWithPath: path)
            if isFolder.boolValue {
                var lines: [String] = []
                if !FileManager.default.fileExists(atPath: url.appendingPathComponent("index.html").path) {
                    lines.append("\(path): no index.html at the root of the mini app")
                }
                let manifest = url.appendingPathComponent("manifest.json")
                lines += ManifestCheck.lines(ManifestCheck.problems(inDirectory: url), file: manifest.path)
                return lines
            }
            guard let data = FileManager.default.contents(atPath: path) else { return ["\(path): cannot be read"] }
            if url.lastPathComponent == "manifest.json" {
                return ManifestCheck.lines(ManifestCheck.problems(in: data), file: path)
            }
            return profileProblems(data, file: path)
        }

        /// A host profile's problems: those of its JSON, then those of its values.
        static func profileProblems(_ data: Data, file: String) -> [String] {
            let profile: HostProfile
            do {
                profile = try HostProfile.decode(data)
            } catch {
                return ManifestCheck.lines(error.problems, file: file)
            }
            return profile.deviceProblems().map { "\(file): \($0)" }
        }
    }
}
