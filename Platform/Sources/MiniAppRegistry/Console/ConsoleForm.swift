import Foundation
import Hummingbird

/// The fields of an `application/x-www-form-urlencoded` body, as the console's forms send them.
struct ConsoleForm: Sendable {
    private let fields: [String: String]

    /// Reads the body (at most 64 KiB: the console's forms are small).
    static func read(_ request: Request) async throws -> ConsoleForm {
        let buffer = try await request.body.collect(upTo: 64 << 10)
        return ConsoleForm(encoded: String(buffer: buffer))
    }

    init(encoded: String) {
        var components = URLComponents()
        components.percentEncodedQuery = encoded.replacingOccurrences(of: "+", with: "%20")
        var fields: [String: String] = [:]
        for item in components.queryItems ?? [] where fields[item.name] == nil {
            fields[item.name] = item.value ?? ""
        }
        self.fields = fields
    }

    /// The field, trimmed; nil when absent or blank.
    subscript(_ name: String) -> String? {
        guard let value = fields[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }

    /// The field, or a 400 naming it.
    func require(_ name: String, _ label: String) throws(RegistryError) -> String {
        guard let value = self[name] else { throw RegistryError.badRequest("\(label) is required") }
        return value
    }
}
