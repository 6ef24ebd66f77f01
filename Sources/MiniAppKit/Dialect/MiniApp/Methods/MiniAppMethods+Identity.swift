extension MiniAppMethods {
    /// Rows 1–3: the user's ids, rejected raw with free text.
    static var identity: [M] {
        [
            idMethod("getUniqueId") { try await $0.getUniqueId() },
            idMethod("getMessagingUniqueId") { try await $0.getMessagingUniqueId() },
            idMethod("getMauid") { try await $0.getMauid() },
        ]
    }

    private static func idMethod(
        _ name: String,
        _ read: @escaping @MainActor @Sendable (any MiniAppMessageDelegate) async throws -> String?
    ) -> M {
        M(name) { _, context in
            do {
                guard let id = try await read(context.host), !id.isEmpty else {
                    return .reply(.failure(MiniAppErrorText.hostAppErrorPlain))
                }
                return .reply(.success(id))
            } catch {
                return .reply(.failure(text(of: error)))
            }
        }
    }
}
