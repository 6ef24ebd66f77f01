import Hummingbird
import Mustache
import NIOCore

/// Renders the console's pages: Mustache templates (compiled once at start) filled with
/// a ``ConsolePage``. `{{name}}` escapes HTML, so nothing a publisher uploaded (a display
/// name, a manifest's text) can inject markup.
struct ConsoleRenderer: Sendable {
    private let library: MustacheLibrary

    init() throws {
        var library = MustacheLibrary()
        for (name, text) in ConsoleTemplates.all {
            do {
                try library.register(text, named: name)
            } catch {
                throw RegistryError.internalError("the console template '\(name)' does not parse: \(error)")
            }
        }
        self.library = library
    }

    /// The page as an HTML response.
    func response<Content>(_ template: String, _ page: ConsolePage<Content>, status: HTTPResponse.Status = .ok) throws -> Response {
        guard let html = library.render(page, withTemplate: template) else {
            throw RegistryError.internalError("no console template '\(template)'")
        }
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }
}

/// What every page is rendered from: the frame the layout needs, and the page's own content.
struct ConsolePage<Content> {
    var title: String
    /// Nil on the sign-in page and on errors before sign-in.
    var session: SessionView?
    /// A sentence confirming the last action, shown once.
    var notice: String?
    var content: Content

    init(title: String, session: ConsoleSession?, notice: String? = nil, content: Content) {
        self.title = title
        self.session = session.map(SessionView.init)
        self.notice = notice
        self.content = content
    }
}

/// The session as the layout shows it, with the CSRF token every form embeds.
struct SessionView {
    var who: String
    var csrf: String
    var isOperator: Bool
    /// The one project a publisher session sees.
    var project: String?

    init(_ session: ConsoleSession) {
        who = session.who
        csrf = session.csrfToken
        isOperator = session.isOperator
        project = session.author.project
    }
}
