import Foundation

/// The wire form of one request: `{"action", "param", "id"}` as a JSON string (§1.3).
///
/// Decoded in one pass. `action` and `id` are read even when `param` does not
/// decode, so a malformed call is still answered to its own id (§8, item 2).
struct MiniAppRequest: Decodable {
    var action: String?
    var id: String?
    /// The decoded parameters, or why they did not decode.
    var parameters: Result<MiniAppParameters, ParameterError>

    struct ParameterError: Error {
        var reason: String
    }

    private enum CodingKeys: String, CodingKey {
        case action, param, id
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try? container.decodeIfPresent(String.self, forKey: .action)
        id = try? container.decodeIfPresent(String.self, forKey: .id)
        do {
            parameters = .success(try container.decodeIfPresent(MiniAppParameters.self, forKey: .param) ?? MiniAppParameters())
        } catch {
            parameters = .failure(ParameterError(reason: Self.describe(error)))
        }
    }

    /// Decodes a request body.
    static func decode(_ text: String) throws -> MiniAppRequest {
        try JSONDecoder().decode(MiniAppRequest.self, from: Data(text.utf8))
    }

    /// A one-line reason for logs, naming the offending key path.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "param" : keys.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context): return "\(path(context)): expected \(type)"
        case .valueNotFound(let type, let context): return "\(path(context)): missing \(type)"
        case .keyNotFound(let key, let context): return "\(path(context)).\(key.stringValue): required key missing"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
