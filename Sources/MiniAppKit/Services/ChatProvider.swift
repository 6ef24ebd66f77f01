/// Sends a mini app's messages to the user's contacts (the seed's `ChatMessageBridgeDelegate`).
///
/// Return the id(s) the message went to, or `nil` when the user cancelled.
@MainActor
public protocol ChatProvider: AnyObject {
    /// Lets the user pick one contact and sends the message.
    func sendMessageToContact(_ message: MessageToContact) async throws -> String?
    /// Sends the message to `contactId` without asking.
    func sendMessageToContactId(_ contactId: String, message: MessageToContact) async throws -> String?
    /// Lets the user pick several contacts and sends the message.
    func sendMessageToMultipleContacts(_ message: MessageToContact) async throws -> [String]?
}

extension ChatProvider {
    /// By default, refuses with ``MASDKError/failedToConformToProtocol``, as Rakuten's SDK does for a host without chat.
    public func sendMessageToContact(_ message: MessageToContact) async throws -> String? {
        throw MASDKError.failedToConformToProtocol
    }
    /// By default, refuses with ``MASDKError/failedToConformToProtocol``, as Rakuten's SDK does for a host without chat.
    public func sendMessageToContactId(_ contactId: String, message: MessageToContact) async throws -> String? {
        throw MASDKError.failedToConformToProtocol
    }
    /// By default, refuses with ``MASDKError/failedToConformToProtocol``, as Rakuten's SDK does for a host without chat.
    public func sendMessageToMultipleContacts(_ message: MessageToContact) async throws -> [String]? {
        throw MASDKError.failedToConformToProtocol
    }
}
