/// The `wallet` dialect's method table: each command routed by name to the context's
/// ``WalletProvider``.
///
/// Every method answers through the context's ``OutstandingRequests``, which refuses
/// a second request with a `messageId` that is still outstanding
/// (`DUPLICATE_MESSAGE_ID`): the web app could not tell the two answers apart, and for
/// a wallet a replayed request would ask the user to pay twice. Once the first is
/// answered, the id may be used again.
@MainActor
package enum WalletMethods {
    /// The standard commands; `extra` methods (host-defined commands, which read
    /// ``WalletParameters/other(_:)`` and answer through the context's
    /// ``WalletContext/outstanding``) are added to them.
    package static func table(extra: [Method<WalletDialect>] = []) -> MethodTable<WalletDialect> {
        MethodTable([
            Method("getAddress") { call, context in
                guard case .getAddress(let request) = call.parameters else { return .reply(mismatch(call)) }
                let provider = context.provider
                return await context.outstanding.answer(call) { requester in
                    let response = try await provider.getAddress(request, from: requester)
                    var members: [String: JSONValue] = ["address": .string(response.address)]
                    if let label = response.label { members["label"] = .string(label) }
                    return .object(sortingKeys: members)
                }
            },
            Method("sendAssets") { call, context in
                guard case .sendAssets(let request) = call.parameters else { return .reply(mismatch(call)) }
                let provider = context.provider
                return await context.outstanding.answer(call) { requester in
                    let response = try await provider.sendAssets(request, from: requester)
                    return .object([("txid", .string(response.txid))])
                }
            },
        ] + extra)
    }

    /// A call whose parameters were decoded for another command (a host-built call).
    private static func mismatch(_ call: BridgeCall<WalletParameters>) -> WalletReply {
        .failure(WalletError(.malformedInput, "'\(call.action)' was given another command's input"))
    }
}

/// The `messageId`s of requests being answered, so a duplicate can be refused.
@MainActor
package final class OutstandingRequests {
    private var ids: Set<String> = []

    package init() {}

    /// Whether a request with `messageId` is being answered.
    package func contains(_ messageId: String) -> Bool { ids.contains(messageId) }

    /// Runs `body` for `call` unless its id is outstanding, and turns what it returns
    /// or throws into the reply: a ``WalletError`` as is, any other error as
    /// `PROVIDER_ERROR`.
    package func answer(
        _ call: BridgeCall<WalletParameters>,
        _ body: (WalletRequester) async throws -> JSONValue?
    ) async -> Method<WalletDialect>.Outcome {
        let messageId = call.id ?? ""
        guard ids.insert(messageId).inserted else {
            return .reply(.failure(WalletError(.duplicateMessageId, "a request with messageId '\(messageId)' is still outstanding; use a new id for each request")))
        }
        defer { ids.remove(messageId) }
        let requester = WalletRequester(messageId: messageId, command: call.action, pageURL: call.origin.mainFrameURL)
        do {
            return .reply(.success(try await body(requester)))
        } catch let error as WalletError {
            return .reply(.failure(error))
        } catch {
            return .reply(.failure(.providerFailure("the wallet failed: \(error)")))
        }
    }
}
