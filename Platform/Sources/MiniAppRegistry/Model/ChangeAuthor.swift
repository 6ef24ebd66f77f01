/// Who asks for a change: what the audit log records, and what decides which projects
/// a console session may see.
public enum ChangeAuthor: Sendable, Equatable, CustomStringConvertible {
    /// An operator token's holder (`miniapp operator token`), by the token's label.
    case `operator`(label: String)
    /// A publisher token's holder, limited to its project.
    case publisher(project: String, label: String)
    /// The `miniapp` command working on the data folder and database directly.
    case commandLine

    /// The form stored in the audit log: `operator:<label>`, `publisher:<project>/<label>`, `cli`.
    public var description: String {
        switch self {
        case .operator(let label): "operator:\(label)"
        case .publisher(let project, let label): "publisher:\(project)/\(label)"
        case .commandLine: "cli"
        }
    }

    /// The one project this author is limited to, or nil when it may see them all.
    public var project: String? {
        if case .publisher(let project, _) = self { return project }
        return nil
    }
}
