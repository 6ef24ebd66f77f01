public import Foundation

/// A contact of the user (§5.8): only `id` is required.
public struct Contact: Sendable, Equatable, Codable {
    public var id: String
    public var name: String?
    public var email: String?
    public var allEmailList: [String]?

    public init(id: String, name: String? = nil, email: String? = nil, allEmailList: [String]? = nil) {
        self.id = id
        self.name = name
        self.email = email
        self.allEmailList = allEmailList
    }
}

/// The user's points balance.
public struct Points: Sendable, Equatable, Codable {
    public var standard: Int
    public var term: Int
    public var cash: Int

    public init(standard: Int, term: Int, cash: Int) {
        self.standard = standard
        self.term = term
        self.cash = cash
    }
}

/// The audience and scopes an access token is requested for (or was issued with).
public struct AccessTokenScopes: Sendable, Equatable, Codable {
    public var audience: String
    public var scopes: [String]

    public init(audience: String, scopes: [String]) {
        self.audience = audience
        self.scopes = scopes
    }
}

/// An access token the host issued for a mini app.
public struct AccessToken: Sendable, Equatable {
    public var token: String
    public var validUntil: Date
    public var scopes: AccessTokenScopes

    public init(token: String, validUntil: Date, scopes: AccessTokenScopes) {
        self.token = token
        self.validUntil = validUntil
        self.scopes = scopes
    }
}

/// A message a mini app asks the host to send to contacts.
public struct MessageToContact: Sendable, Equatable, Codable {
    public var image: String
    public var text: String
    public var caption: String
    public var action: String
    public var bannerMessage: String?

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
    public var messageContent: String

    public init(messageContent: String) {
        self.messageContent = messageContent
    }
}

/// A reward granted after a rewarded ad.
public struct Reward: Sendable, Equatable, Codable {
    public var type: String
    public var amount: Int

    public init(type: String, amount: Int) {
        self.type = type
        self.amount = amount
    }
}
