/// The analytics account a mini app configures (`configureAnalytics`, §6).
public struct AnalyticsConfiguration: Sendable, Equatable, Codable {
    /// The application's id at the analytics service.
    public var applicationId: String
    /// The account's id.
    public var accountId: String
    /// The service's site section code.
    public var ssc: String
    /// The customer's id, if any.
    public var customerId: String?
    /// The contracted plan, if any.
    public var contractedPlan: String?

    /// A configuration as the mini app sent it.
    public init(applicationId: String, accountId: String, ssc: String, customerId: String? = nil, contractedPlan: String? = nil) {
        self.applicationId = applicationId
        self.accountId = accountId
        self.ssc = ssc
        self.customerId = customerId
        self.contractedPlan = contractedPlan
    }
}

/// The level of a line a mini app logs through its host (`logEvent`, §6).
public enum MiniAppLogLevel: String, Sendable, Equatable, CaseIterable, Codable {
    case debug, info, error
}

/// A cookie as a mini app receives it (`getAllCookies`, `getCookies`, §6): name and value only.
public struct MiniAppCookie: Sendable, Equatable, Codable {
    /// The cookie's name.
    public var name: String
    /// Its value.
    public var value: String

    /// A cookie with its name and value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
