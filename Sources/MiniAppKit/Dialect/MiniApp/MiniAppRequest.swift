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
            var decoded = try container.decodeIfPresent(MiniAppParameters.self, forKey: .param) ?? MiniAppParameters()
            if let action, MiniAppMethods.newerActionNames.contains(action) {
                decoded.newer = try container.decodeIfPresent(MiniAppNewerParameters.self, forKey: .param) ?? MiniAppNewerParameters()
            }
            parameters = .success(decoded)
        } catch {
            parameters = .failure(ParameterError(reason: Self.describe(error)))
        }
    }

    init(action: String?, id: String?, parameters: Result<MiniAppParameters, ParameterError>) {
        self.action = action
        self.id = id
        self.parameters = parameters
    }

    /// Decodes a request body.
    ///
    /// The result, or the error, is always the one `JSONDecoder` gives for `text`. Two
    /// shapes that cost it most get there faster, and anything a shortcut does not fully
    /// understand goes to `JSONDecoder` unchanged:
    /// - a call without parameters (`"param":null` or none, `action` and `id` plain
    ///   strings), the commonest: read directly, about 10 times faster;
    /// - a body carrying long escaped strings (a JSON payload inside `jsonInfo.content`,
    ///   secure-storage values…): `JSONDecoder` unescapes such a string piece by piece
    ///   (about 10 ms per MB here), so each one is unescaped in bulk first and replaced
    ///   by a placeholder, the smaller body is decoded, and the strings are put back.
    static func decode(_ text: String) throws -> MiniAppRequest {
        var text = text
        let shortcut = text.withUTF8 { bytes -> Shortcut? in
            if let request = RequestScanner.callWithoutParameters(bytes) { return .request(request) }
            return LongStrings.lift(bytes).map(Shortcut.lifted)
        }
        switch shortcut {
        case .request(let request):
            return request
        case .lifted(let lifted):
            if var request = try? JSONDecoder().decode(MiniAppRequest.self, from: lifted.body),
               request.restore(lifted.strings) {
                return request
            }
        case nil:
            break
        }
        return try JSONDecoder().decode(MiniAppRequest.self, from: Data(text.utf8))
    }

    private enum Shortcut {
        case request(MiniAppRequest)
        case lifted(LongStrings)
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
