import Foundation
import MiniAppHost

/// The protocol documents and the host-profile reference the server offers as resources
/// and reads for miniapp_methods: the repository's `docs/`, found beside the `miniapp`
/// executable (`Platform/.build/…/miniapp` in a checkout), at `$MINIAPP_DOCS`, or where
/// this file was compiled.
struct ReferenceDocuments: Sendable {
    /// One document: its resource URI, name and file.
    struct Document: Sendable {
        var uri: String
        var name: String
        var title: String
        var file: URL
    }

    let folder: URL?

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        var candidates: [URL] = environment["MINIAPP_DOCS"].map { [URL(fileURLWithPath: $0)] } ?? []
        var directory = URL(fileURLWithPath: TiedProcess.miniappExecutable).deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("docs"))
            directory.deleteLastPathComponent()
        }
        // Platform/Sources/miniapp/MCP/Reference/ReferenceDocuments.swift → the checkout's docs/.
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 { source.deleteLastPathComponent() }
        candidates.append(source.appendingPathComponent("docs"))
        folder = candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("HOST-PROFILE.md").path) }
    }

    /// The dialects' documents (one per dialect the host speaks), the host profile and
    /// the transcript format.
    var documents: [Document] {
        guard let folder else { return [] }
        var list = [
            Document(uri: "miniapp://docs/host-profile", name: "host-profile", title: "Host profile reference (docs/HOST-PROFILE.md)",
                     file: folder.appendingPathComponent("HOST-PROFILE.md")),
            Document(uri: "miniapp://docs/transcript", name: "transcript", title: "Transcript format (docs/TRANSCRIPT.md)",
                     file: folder.appendingPathComponent("TRANSCRIPT.md")),
        ]
        for dialect in DialectName.allCases.map(\.rawValue) {
            if let file = dialectFile(dialect) {
                list.append(Document(uri: "miniapp://docs/dialects/\(dialect)", name: "dialect-\(dialect)",
                                     title: "The \(dialect) dialect's protocol (docs/\(file.deletingLastPathComponent().lastPathComponent)/\(file.lastPathComponent))", file: file))
            }
        }
        return list.filter { FileManager.default.fileExists(atPath: $0.file.path) }
    }

    /// A dialect's protocol document: `docs/dialects/NAME.md`, or `docs/protocols/NAME.md`.
    func dialectFile(_ dialect: String) -> URL? {
        guard let folder else { return nil }
        return ["dialects", "protocols"].lazy
            .map { folder.appendingPathComponent($0).appendingPathComponent("\(dialect).md") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
