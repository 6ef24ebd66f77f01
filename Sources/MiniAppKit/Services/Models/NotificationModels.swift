/// The kinds of notification a mini app names (js-miniapp's `NotificationInfoType`,
/// sent as its number).
public enum NotificationCategory: Int, Sendable, Equatable, CaseIterable, Codable {
    case calls = 0, messages, home, mail, profile, support, custom
}

/// How urgent a notification is (js-miniapp's `NotificationInfoPriority`, sent as its number).
public enum NotificationPriority: Int, Sendable, Equatable, CaseIterable, Codable {
    case critical = 0, major, minor, normal, offers, maintenance
}

/// A badge the mini app asks the host to show (`shouldUpdateBadgeNumber`, §6).
public struct BadgeUpdate: Sendable, Equatable, Codable {
    /// The number to show; `nil` when the mini app gave none.
    public var badgeNumber: Int?
    /// The kind of notification the badge counts.
    public var notificationInfoType: NotificationCategory?
    /// How urgent it is.
    public var notificationInfoPriority: NotificationPriority?
    /// Whether the badge goes away once read.
    public var clearAfterRead: Bool?

    /// An update with the fields the mini app gave.
    public init(badgeNumber: Int? = nil, notificationInfoType: NotificationCategory? = nil, notificationInfoPriority: NotificationPriority? = nil, clearAfterRead: Bool? = nil) {
        self.badgeNumber = badgeNumber
        self.notificationInfoType = notificationInfoType
        self.notificationInfoPriority = notificationInfoPriority
        self.clearAfterRead = clearAfterRead
    }
}

/// A notification the mini app asks the host to show or update (`shouldUpdateNotificationInfo`, §6).
public struct NotificationDetails: Sendable, Equatable, Codable {
    /// Its title.
    public var title: String?
    /// Its text.
    public var body: String?
    /// An icon URL.
    public var icon: String?
    /// A URL it opens.
    public var url: String?
    /// When it happened, as the mini app sent it (js-miniapp sends a `Date` as ISO 8601 text).
    public var timestamp: String?
    /// Free data for the host.
    public var additionalData: String?
    /// The badge number that goes with it.
    public var badgeNumber: Int?
    /// Its kind.
    public var notificationInfoType: NotificationCategory?
    /// How urgent it is.
    public var notificationInfoPriority: NotificationPriority?
    /// Whether it goes away once read.
    public var clearAfterRead: Bool?

    /// Details with the fields the mini app gave.
    public init(title: String? = nil, body: String? = nil, icon: String? = nil, url: String? = nil, timestamp: String? = nil, additionalData: String? = nil,
                badgeNumber: Int? = nil, notificationInfoType: NotificationCategory? = nil, notificationInfoPriority: NotificationPriority? = nil, clearAfterRead: Bool? = nil) {
        self.title = title
        self.body = body
        self.icon = icon
        self.url = url
        self.timestamp = timestamp
        self.additionalData = additionalData
        self.badgeNumber = badgeNumber
        self.notificationInfoType = notificationInfoType
        self.notificationInfoPriority = notificationInfoPriority
        self.clearAfterRead = clearAfterRead
    }
}
