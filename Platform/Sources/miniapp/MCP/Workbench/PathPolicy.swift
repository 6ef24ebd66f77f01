import Foundation

/// The files an agent may point the server at: those under one of the client's roots
/// (MCP `roots/list`) or under the server's working directory. A relative path is read
/// from the working directory; symbolic links are followed before the check, so a link
/// inside a root cannot lead outside it.
struct PathPolicy: Sendable {
    /// The allowed folders, as absolute paths without a trailing slash.
    let folders: [String]

    init(roots: [URL], workingDirectory: String = FileManager.default.currentDirectoryPath) {
        folders = ([Self.real(workingDirectory)] + roots.filter(\.isFileURL).map { Self.real($0.path) })
            .reduce(into: []) { list, folder in if !list.contains(folder) { list.append(folder) } }
    }

    /// `path` made absolute and real, if it is under an allowed folder; `argument` names it
    /// in the error. With `mustExist`, a path that does not exist is refused too.
    func resolve(_ path: String, argument: String, mustExist: Bool = true) throws(ToolFailure) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        let absolute = expanded.hasPrefix("/") ? expanded : folders[0] + "/" + expanded
        let standard = (absolute as NSString).standardizingPath
        let exists = FileManager.default.fileExists(atPath: standard)
        if mustExist, !exists { throw ToolFailure("'\(argument)': \(path): no such file or folder") }
        // Follow links: of the path itself when it exists, else of the folder it would be in.
        let real = exists
            ? Self.real(standard)
            : Self.real((standard as NSString).deletingLastPathComponent) + "/" + (standard as NSString).lastPathComponent
        guard folders.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw ToolFailure("'\(argument)': \(path) is outside the folders this server may use (the client's roots and the working directory: \(folders.joined(separator: ", ")))")
        }
        return URL(fileURLWithPath: real)
    }

    private static func real(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
