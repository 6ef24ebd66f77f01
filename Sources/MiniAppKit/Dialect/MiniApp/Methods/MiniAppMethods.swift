import Foundation

/// Every method of the `miniapp` dialect, grouped by area in `MiniAppMethods+*.swift`.
///
/// Each method answers with exactly the values of `docs/protocols/miniapp.md` §2; the
/// comments cite the table rows.
package enum MiniAppMethods {
    /// The complete table.
    package static var table: MethodTable<MiniAppDialect> {
        MethodTable(identity + permissions + profile + chat + ads + secureStorage + host + location + newer)
    }

    typealias M = Method<MiniAppDialect>

    /// The free text of an error (`localizedDescription`), as 5.6.1 sends host errors.
    static func text(of error: any Error) -> String {
        if let error = error as? any LocalizedError, let description = error.errorDescription {
            return description
        }
        return "\(error)"
    }

    /// Encodes a reply value as JSON text, keys sorted so replies are reproducible
    /// (no `\/` escapes: §1.6 allows either; key order is not significant).
    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// `requires:` helper: the permission and the reply when it is missing.
    static func requires(_ permission: CustomPermission, _ denied: String) -> CustomPermissionRequirement {
        CustomPermissionRequirement(permission: permission, denied: .failure(denied))
    }
}
