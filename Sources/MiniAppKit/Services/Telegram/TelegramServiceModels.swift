import Foundation

/// A documented failure code a Telegram service answers with (`UNSUPPORTED`,
/// `USER_DECLINED`, `SUGGESTED_EMOJI_INVALID`…), sent to the page as the failure
/// event's `error`.
public struct TelegramFailure: Error, Sendable, Equatable {
    /// The code the page receives.
    public var code: String

    /// A failure with `code`.
    public init(_ code: String) {
        self.code = code
    }

    /// The host does not offer the feature.
    public static let unsupported = TelegramFailure("UNSUPPORTED")
    /// The user said no.
    public static let userDeclined = TelegramFailure("USER_DECLINED")
}

/// How an invoice the mini app opened ended (`invoice_closed`'s `status`).
public enum TelegramInvoiceStatus: String, Sendable, Equatable, CaseIterable {
    /// Paid.
    case paid
    /// The user closed it without paying.
    case cancelled
    /// The payment failed.
    case failed
    /// The payment is being processed.
    case pending
}

/// The user's contact, shared with the bot after `requestContact` (`web_app_request_phone`).
public struct TelegramSharedContact: Sendable, Equatable {
    /// The user's Telegram id.
    public var userId: Int64
    /// The phone number, digits with an optional leading `+`.
    public var phoneNumber: String
    /// The first name.
    public var firstName: String
    /// The last name, if any.
    public var lastName: String?

    /// A contact of the user with id `userId`.
    public init(userId: Int64, phoneNumber: String, firstName: String, lastName: String? = nil) {
        self.userId = userId
        self.phoneNumber = phoneNumber
        self.firstName = firstName
        self.lastName = lastName
    }
}

/// A story the mini app asks to share (`web_app_share_to_story`).
public struct TelegramStoryShare: Sendable, Equatable {
    /// The photo or video the story shows.
    public var mediaURL: String
    /// The caption, if any.
    public var text: String?
    /// A link widget in the story, if any.
    public var widgetLinkURL: String?
    /// The link widget's name, if any.
    public var widgetLinkName: String?

    /// A story of `mediaURL`.
    public init(mediaURL: String, text: String? = nil, widgetLinkURL: String? = nil, widgetLinkName: String? = nil) {
        self.mediaURL = mediaURL
        self.text = text
        self.widgetLinkURL = widgetLinkURL
        self.widgetLinkName = widgetLinkName
    }
}

/// Haptic feedback a mini app asks for (`web_app_trigger_haptic_feedback`), as
/// `UIFeedbackGenerator` offers it.
public enum TelegramHapticFeedback: Sendable, Equatable {
    /// An impact: `light`, `medium`, `heavy`, `rigid` or `soft`.
    case impact(String)
    /// A notification: `error`, `success` or `warning`.
    case notification(String)
    /// The selection changed.
    case selectionChanged
}

/// A motion sensor a mini app can read (Bot API 8.0).
public enum TelegramSensor: String, Sendable, Equatable, CaseIterable {
    /// Acceleration in m/s² (`accelerometer_changed {x, y, z}`).
    case accelerometer
    /// Rotation rate in rad/s (`gyroscope_changed {x, y, z}`).
    case gyroscope
    /// Attitude in radians (`device_orientation_changed {alpha, beta, gamma, absolute}`).
    case deviceOrientation = "device_orientation"
}

/// One reading of a ``TelegramSensor``.
public enum TelegramSensorReading: Sendable, Equatable {
    /// An accelerometer or gyroscope reading.
    case vector(x: Double, y: Double, z: Double)
    /// A device orientation; `absolute` when relative to the Earth's frame.
    case orientation(alpha: Double, beta: Double, gamma: Double, absolute: Bool)
}

/// Whether the mini app is on the device's home screen (`home_screen_checked`'s `status`).
public enum TelegramHomeScreenStatus: String, Sendable, Equatable, CaseIterable {
    /// The host cannot tell or add.
    case unsupported
    /// The host cannot tell.
    case unknown
    /// On the home screen.
    case added
    /// Not on the home screen.
    case missed
}
