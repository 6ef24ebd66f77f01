extension MiniAppMethods {
    /// Rows 10 and 16–18: sharing and messages to contacts.
    static var chat: [M] {
        [share, messageToContact, messageToContactId, messageToMultipleContacts]
    }

    /// Row 10.
    private static var share: M {
        M("shareInfo") { call, context in
            guard let info = call.parameters.shareInfo else {
                return .reply(.failure("invalidPermissionType"))
            }
            guard !info.content.isEmpty else { return .reply(.failure(MiniAppErrorText.valueIsEmptyPlain)) }
            do {
                try await context.host.shareContent(ShareContent(messageContent: info.content))
                return .reply(.success("SUCCESS"))
            } catch {
                let message = text(of: error)
                return .reply(.failure(message.isEmpty ? MiniAppErrorText.plain("unknownError", "Unknown error occurred, please try again") : message))
            }
        }
    }

    /// Row 16: the contact id as a JSON string literal, or `null` (§5.8).
    private static var messageToContact: M {
        M("sendMessageToContact") { call, context in
            guard let message = call.parameters.messageToContact else {
                return .reply(.failure(MiniAppErrorText.unexpectedFormatPlain))
            }
            do {
                return .reply(.success(quotedId(try await context.host.sendMessageToContact(message))))
            } catch {
                return .reply(.failure(text(of: error)))
            }
        }
    }

    /// Row 17: the only chat method behind SEND_MESSAGE (with 5.6.1's misleading error name).
    private static var messageToContactId: M {
        M("sendMessageToContactId", requires: requires(.sendMessage, MiniAppErrorText.plain(
            "contactsPermissionError",
            "Cannot get contacts: Permission has not been accepted yet for getting contacts."))) { call, context in
            guard let message = call.parameters.messageToContact, let contactId = call.parameters.contactId else {
                return .reply(.failure(MiniAppErrorText.unexpectedFormatPlain))
            }
            do {
                return .reply(.success(quotedId(try await context.host.sendMessageToContactId(contactId, message: message))))
            } catch {
                return .reply(.failure(text(of: error)))
            }
        }
    }

    /// Row 18: a JSON array of ids, or `null` for none.
    private static var messageToMultipleContacts: M {
        M("sendMessageToMultipleContacts") { call, context in
            guard let message = call.parameters.messageToContact else {
                return .reply(.failure(MiniAppErrorText.unexpectedFormatPlain))
            }
            do {
                guard let ids = try await context.host.sendMessageToMultipleContacts(message), !ids.isEmpty else {
                    return .reply(.success("null"))
                }
                return .reply(.success(json(ids)))
            } catch {
                return .reply(.failure(text(of: error)))
            }
        }
    }

    /// A top-level JSON string fragment, `null` for no id or a blank one.
    private static func quotedId(_ id: String?) -> String {
        guard let id, !id.allSatisfy(\.isWhitespace) else { return "null" }
        return JavaScriptLiteral.string(id)
    }
}
