// TEMPORARY STUB written by the lead so the rest of MiniAppKit compiles.
// The engine helper owns this file: replace it entirely with the real implementation.
public import Foundation

public struct MiniAppFileServer: SchemeHandler {
    public let root: URL
    public init(root: URL) { self.root = root }
    public func respond(to request: SchemeRequest) -> SchemeResponse { .text(404, "not found") }
}
