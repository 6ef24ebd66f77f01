public import Foundation

/// A contact of the user (§5.8): only `id` is required.
public struct Contact: Sendable, Equatable, Codable {
    /// The contact's id; a mini app may pass it back to ``ChatProvider/sendMessageToContactId(_:message:)``.
    public var id: String
    /// The name to show, if known.
    public var name: String?
    /// The main email address, if known.
    public var email: String?
    /// Every email address of the contact, if known.
    public var allEmailList: [String]?

    /// A contact; fields left `nil` are omitted from the mini app's JSON.
    public init(id: String, name: String? = nil, email: String? = nil, allEmailList: [String]? = nil) {
        self.id = id
        self.name = name
        self.email = email
        self.allEmailList = allEmailList
    }
}

/// The user's points balance.
public struct Points: Sendable, Equatable, Codable {
    /// Standard points.
    public var standard: Int
    /// Time-limited points.
    public var term: Int
    /// The cash balance (Rakuten Cash).
    public var cash: Int

    /// A balance in the three kinds of points the protocol knows.
    public init(standard: Int, term: Int, cash: Int) {
        self.standard = standard
        self.term = term
        self.cash = cash
    }
}

extension AccessToken {
    /// The audience and scopes an access token is requested for (or was issued with).
    public struct Scopes: Sendable, Equatable, Codable {
        /// The service the token is for.
        public var audience: String
        /// The scopes on that audience.
        public var scopes: [String]

        /// `scopes` on `audience`.
        public init(audience: String, scopes: [String]) {
            self.audience = audience
            self.scopes = scopes
        }
    }
}

/// An access token the host issued for a mini app.
public struct AccessToken: Sendable, Equatable {
    /// The token itself, handed to the mini app as is.
    public var token: String
    /// When the token expires; the mini app gets it in milliseconds since 1970.
    public var validUntil: Date
    /// The audience and scopes the token was issued for.
    public var scopes: AccessToken.Scopes

    /// A token the host issued, valid until `validUntil` for `scopes`.
    public init(token: String, validUntil: Date, scopes: AccessToken.Scopes) {
        self.token = token
        self.validUntil = validUntil
        self.scopes = scopes
    }
}

/// A message a mini app asks the host to send to contacts.
public struct MessageToContact: Sendable, Equatable, Codable {
    /// An image to send with the message (a URL or base64 data), as the mini app gave it.
    public var image: String
    /// The message text.
    public var text: String
    /// A caption for the message.
    public var caption: String
    /// What opening the message does, usually a URL.
    public var action: String
    /// A line the host may show above its contact picker.
    public var bannerMessage: String?

    /// A message as the mini app wrote it.
    public init(image: String, text: String, caption: String, action: String, bannerMessage: String? = nil) {
        self.image = image
        self.text = text
        self.caption = caption
        self.action = action
        self.bannerMessage = bannerMessage
    }
}

/// Content a mini app asks the host to share.
public struct ShareContent: Sendable, Equatable {
    /// The text to share.
    public var messageContent: String

    /// Content made of `messageContent`.
    public init(messageContent: String) {
        self.messageContent = messageContent
    }
}

/// A reward granted after a rewarded ad.
public struct Reward: Sendable, Equatable, Codable {
    /// The reward's kind, as the ad network names it.
    public var type: String
    /// How much of it.
    public var amount: Int

    /// `amount` of `type`.
    public init(type: String, amount: Int) {
        self.type = type
        self.amount = amount
    }
}
