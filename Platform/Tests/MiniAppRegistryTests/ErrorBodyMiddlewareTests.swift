import Hummingbird
import Testing
@testable import MiniAppRegistry

/// Hummingbird's own errors become the registry's documented ones.
@Suite struct ErrorBodyMiddlewareTests {
    @Test func mapsHTTPErrorsByStatus() {
        #expect(ErrorBodyMiddleware<BasicRequestContext>.registryError(for: HTTPError(.contentTooLarge)).code == .payloadTooLarge)
        #expect(ErrorBodyMiddleware<BasicRequestContext>.registryError(for: HTTPError(.badRequest, message: "bad")) == RegistryError(.badRequest, "bad"))
        #expect(ErrorBodyMiddleware<BasicRequestContext>.registryError(for: HTTPError(.notFound)).code == .notFound)
        let failure = ErrorBodyMiddleware<BasicRequestContext>.registryError(for: HTTPError(.internalServerError, message: "secret detail"))
        #expect(failure.code == .internalError)
        #expect(!failure.message.contains("secret detail"))
    }
}
