import Foundation
import Hummingbird

/// A WebDriver request `miniapp webdriver` answers itself, as a W3C WebDriver error
/// (`{"value": {"error", "message", "stacktrace"}}`), so any client shows the message.
struct WebDriverRefusal: Error, Sendable {
    /// The W3C error codes the door uses, with their HTTP statuses.
    enum Code: String, Sendable {
        case invalidArgument = "invalid argument"
        case sessionNotCreated = "session not created"
        case unableToCaptureScreen = "unable to capture screen"
        case unknownError = "unknown error"

        var status: HTTPResponse.Status {
            self == .invalidArgument ? .badRequest : .internalServerError
        }
    }

    var code: Code
    var message: String
    var status: HTTPResponse.Status

    init(_ code: Code, _ message: String, status: HTTPResponse.Status? = nil) {
        self.code = code
        self.message = message
        self.status = status ?? code.status
    }

    /// A refusal of the door's rules (``LocalDoor``), with the door's status.
    init(_ refusal: LocalDoor.Refusal) {
        self.init(.unknownError, refusal.message, status: refusal.status)
    }

    var response: Response {
        let error = ["error": code.rawValue, "message": message, "stacktrace": ""]
        let body = (try? JSONSerialization.data(withJSONObject: ["value": error], options: [.withoutEscapingSlashes])) ?? Data()
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
