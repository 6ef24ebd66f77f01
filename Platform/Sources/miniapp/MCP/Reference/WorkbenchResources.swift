import Foundation
import MCP

/// The server's resources: the protocol documents and the host-profile reference
/// (``ReferenceDocuments``), and each open session's transcript as JSON lines, which a
/// client may subscribe to (one `notifications/resources/updated` per new line).
enum WorkbenchResources {
    static let transcriptTemplate = "miniapp://sessions/{session}/transcript"

    static func register(on server: Server, workbench: Workbench) async {
        let reference = ReferenceDocuments()
        await server.withMethodHandler(ListResources.self) { _ in
            var resources = reference.documents.map {
                Resource(name: $0.name, uri: $0.uri, title: $0.title, mimeType: "text/markdown",
                         size: (try? FileManager.default.attributesOfItem(atPath: $0.file.path)[.size] as? Int) ?? nil)
            }
            for session in await workbench.openSessions {
                resources.append(Resource(
                    name: "transcript-\(session.id)", uri: session.transcriptURI, title: "Transcript of \(session.id) (\(session.app))",
                    description: "One JSON object per line (miniapp://docs/transcript); subscribe for a notification per new line.",
                    mimeType: "application/jsonl"))
            }
            return ListResources.Result(resources: resources)
        }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            ListResourceTemplates.Result(templates: [
                Resource.Template(uriTemplate: transcriptTemplate, name: "transcript", title: "A session's transcript",
                                  description: "One JSON object per line, from the session's start.", mimeType: "application/jsonl"),
            ])
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            if let document = reference.documents.first(where: { $0.uri == parameters.uri }) {
                guard let text = try? String(contentsOf: document.file, encoding: .utf8) else {
                    throw MCPError.internalError("cannot read \(document.file.path)")
                }
                return ReadResource.Result(contents: [.text(text, uri: document.uri, mimeType: "text/markdown")])
            }
            guard let session = await workbench.openSessions.first(where: { $0.transcriptURI == parameters.uri }) else {
                throw MCPError.invalidParams("no resource \(parameters.uri)" + (parameters.uri.hasPrefix("miniapp://sessions/") ? " (that session is not open)" : ""))
            }
            let (lines, _) = try await session.transcript(since: 0)
            let text = lines.map(\.jsonText).joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
            return ReadResource.Result(contents: [.text(text, uri: session.transcriptURI, mimeType: "application/jsonl")])
        }
        await server.withMethodHandler(ResourceSubscribe.self) { parameters in
            do {
                try await workbench.subscribe(parameters.uri)
            } catch {
                throw MCPError.invalidParams((error as? ToolFailure)?.message ?? "\(error)")
            }
            return Empty()
        }
        await server.withMethodHandler(ResourceUnsubscribe.self) { parameters in
            await workbench.unsubscribe(parameters.uri)
            return Empty()
        }
    }
}
