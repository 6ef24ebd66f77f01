public import Foundation

/// The launch data a Telegram mini app reads as `Telegram.WebApp.initData` and sends to
/// its backend, which checks it (`tgWebAppData`): who the user is, where the mini app
/// was opened, when.
///
/// ``TelegramInitDataSigner`` turns it into the signed query string Telegram's clients
/// pass; a host that already holds genuine Telegram-signed data passes that string
/// through instead (``TelegramLaunch/InitData/raw(_:)``).
public struct TelegramInitData: Sendable, Equatable {
    /// The session id `answerWebAppQuery` needs.
    public var queryId: String?
    /// The user.
    public var user: TelegramUser?
    /// The chat partner, for mini apps opened from a private chat's attachment menu.
    public var receiver: TelegramUser?
    /// The group, supergroup or channel, for mini apps opened from its attachment menu.
    public var chat: TelegramChat?
    /// Where a direct link was opened: `sender`, `private`, `group`, `supergroup` or `channel`.
    public var chatType: String?
    /// A global id of the chat a direct link was opened from.
    public var chatInstance: String?
    /// The `startapp` parameter of the link.
    public var startParam: String?
    /// Seconds after which `answerWebAppQuery` may send a message.
    public var canSendAfter: Int?
    /// When the data was made; the signer sets the current time.
    public var authDate: Date?

    /// Launch data for `user`, with nothing else unless set.
    public init(queryId: String? = nil, user: TelegramUser? = nil, receiver: TelegramUser? = nil, chat: TelegramChat? = nil,
                chatType: String? = nil, chatInstance: String? = nil, startParam: String? = nil, canSendAfter: Int? = nil, authDate: Date? = nil) {
        self.queryId = queryId
        self.user = user
        self.receiver = receiver
        self.chat = chat
        self.chatType = chatType
        self.chatInstance = chatInstance
        self.startParam = startParam
        self.canSendAfter = canSendAfter
        self.authDate = authDate
    }

    /// The fields as Telegram's clients send them, in their order, values unencoded
    /// (objects as compact JSON).
    func fields(authDate: Date) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let queryId { fields.append(("query_id", queryId)) }
        if let user { fields.append(("user", user.json.jsonText)) }
        if let receiver { fields.append(("receiver", receiver.json.jsonText)) }
        if let chat { fields.append(("chat", chat.json.jsonText)) }
        if let chatInstance { fields.append(("chat_instance", chatInstance)) }
        if let chatType { fields.append(("chat_type", chatType)) }
        if let startParam { fields.append(("start_param", startParam)) }
        if let canSendAfter { fields.append(("can_send_after", String(canSendAfter))) }
        fields.append(("auth_date", String(Int64(authDate.timeIntervalSince1970))))
        return fields
    }
}

/// A Telegram user as init data describes one (`WebAppUser`); coded with Telegram's
/// snake-case keys, so a host profile states it as Telegram sends it.
public struct TelegramUser: Sendable, Equatable, Codable {
    /// The user's id.
    public var id: Int64
    /// Whether the user is a bot.
    public var isBot: Bool?
    /// The first name.
    public var firstName: String
    /// The last name.
    public var lastName: String?
    /// The username, without `@`.
    public var username: String?
    /// The IETF language tag of the user's language.
    public var languageCode: String?
    /// Whether the user has Telegram Premium.
    public var isPremium: Bool?
    /// Whether the user added the bot to the attachment menu.
    public var addedToAttachmentMenu: Bool?
    /// Whether the bot may message the user.
    public var allowsWriteToPm: Bool?
    /// The user's profile photo (`.jpeg` or `.svg`).
    public var photoUrl: String?

    /// A user with `id` and `firstName`, and nothing else unless set.
    public init(id: Int64, firstName: String, lastName: String? = nil, username: String? = nil, languageCode: String? = nil,
                isPremium: Bool? = nil, allowsWriteToPm: Bool? = nil, photoUrl: String? = nil, isBot: Bool? = nil, addedToAttachmentMenu: Bool? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.username = username
        self.languageCode = languageCode
        self.isPremium = isPremium
        self.allowsWriteToPm = allowsWriteToPm
        self.photoUrl = photoUrl
        self.isBot = isBot
        self.addedToAttachmentMenu = addedToAttachmentMenu
    }

    private enum CodingKeys: String, CodingKey {
        case id, isBot = "is_bot", firstName = "first_name", lastName = "last_name", username, languageCode = "language_code"
        case isPremium = "is_premium", addedToAttachmentMenu = "added_to_attachment_menu", allowsWriteToPm = "allows_write_to_pm"
        case photoUrl = "photo_url"
    }

    /// The object in Telegram's member order.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [("id", .number(Double(id)))]
        if let isBot { members.append(("is_bot", .bool(isBot))) }
        members.append(("first_name", .string(firstName)))
        if let lastName { members.append(("last_name", .string(lastName))) }
        if let username { members.append(("username", .string(username))) }
        if let languageCode { members.append(("language_code", .string(languageCode))) }
        if let isPremium { members.append(("is_premium", .bool(isPremium))) }
        if let addedToAttachmentMenu { members.append(("added_to_attachment_menu", .bool(addedToAttachmentMenu))) }
        if let allowsWriteToPm { members.append(("allows_write_to_pm", .bool(allowsWriteToPm))) }
        if let photoUrl { members.append(("photo_url", .string(photoUrl))) }
        return .object(members)
    }
}

/// A chat as init data describes one (`WebAppChat`), coded with Telegram's keys.
public struct TelegramChat: Sendable, Equatable, Codable {
    /// The chat's id.
    public var id: Int64
    /// `group`, `supergroup` or `channel`.
    public var type: String
    /// The chat's title.
    public var title: String
    /// The chat's username, without `@`.
    public var username: String?
    /// The chat's photo.
    public var photoUrl: String?

    /// A chat with `id`, `type` and `title`.
    public init(id: Int64, type: String, title: String, username: String? = nil, photoUrl: String? = nil) {
        self.id = id
        self.type = type
        self.title = title
        self.username = username
        self.photoUrl = photoUrl
    }

    private enum CodingKeys: String, CodingKey {
        case id, type, title, username, photoUrl = "photo_url"
    }

    /// The object in Telegram's member order.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [("id", .number(Double(id))), ("type", .string(type)), ("title", .string(title))]
        if let username { members.append(("username", .string(username))) }
        if let photoUrl { members.append(("photo_url", .string(photoUrl))) }
        return .object(members)
    }
}
