/// A signed-in browser: who it is, and the CSRF token its forms must carry.
struct ConsoleSession: Sendable {
    /// The cookie's value (the database keeps only its hash).
    let id: String
    let author: ChangeAuthor
    let csrfToken: String

    var isOperator: Bool { author.project == nil }

    /// Every page and action of a project asks this first: a publisher token's session
    /// sees its own project only.
    func requireAccess(to project: String) throws(RegistryError) {
        if let own = author.project, own != project {
            throw RegistryError.forbidden("this session is limited to project \(own): sign in with an operator token, or that project's publisher token, to see \(project)")
        }
    }

    func requireOperator(to action: String) throws(RegistryError) {
        guard isOperator else {
            throw RegistryError.forbidden("only an operator may \(action): sign in with an operator token (`miniapp operator token`)")
        }
    }

    /// What the header shows: "operator alice" or "publisher ci of demo".
    var who: String {
        switch author {
        case .operator(let label): "operator \(label)"
        case .publisher(let project, let label): "publisher \(label) of \(project)"
        case .commandLine: "cli"
        }
    }
}
