public import Foundation

/// An image the user picked from the gallery (`getImageFromGallery`, §6).
public struct GalleryImage: Sendable, Equatable {
    /// The file's bytes; the mini app receives them as an array of numbers.
    public var data: Data
    /// Its media type (`image/png`), if known.
    public var mimeType: String?
    /// Its file name, if known.
    public var filename: String?

    /// An image with its bytes and what is known about it.
    public init(data: Data, mimeType: String? = nil, filename: String? = nil) {
        self.data = data
        self.mimeType = mimeType
        self.filename = filename
    }
}

/// What a mini app gives to install an eSIM (`setupAndInstallEsim`, §6): the fields of
/// an activation code.
public struct EsimConfiguration: Sendable, Equatable, Codable {
    /// The SM-DP+ address.
    public var address: String
    /// The confirmation code (activation link), if any.
    public var confirmationCode: String?
    /// The device's EID, if the mini app knows it.
    public var eid: String?
    /// The profile's ICCID, if any.
    public var iccid: String?
    /// The matching id, if any.
    public var matchingId: String?
    /// The operator id, if any.
    public var oid: String?

    /// A configuration with its SM-DP+ address and the optional fields.
    public init(address: String, confirmationCode: String? = nil, eid: String? = nil, iccid: String? = nil, matchingId: String? = nil, oid: String? = nil) {
        self.address = address
        self.confirmationCode = confirmationCode
        self.eid = eid
        self.iccid = iccid
        self.matchingId = matchingId
        self.oid = oid
    }
}

/// What a mini app gives to start an identity check with the IC chip of an ID card
/// (`oneClickSdk.startICChipKyc`, §6).
public struct ICChipKycRequest: Sendable, Equatable, Codable {
    /// The user's id at the KYC provider.
    public var idid: String
    /// Whether the user is a minor.
    public var minor: Bool
    /// Where the provider sends the user back.
    public var redirectUri: String
    /// The kinds of check the mini app accepts, as the provider names them.
    public var supportedKycTypes: String
    /// The provider's base URL.
    public var baseUrl: String
    /// Whether the provider's extra security check is on.
    public var enabledSecurityCheck: Bool?

    /// A request as the mini app made it.
    public init(idid: String, minor: Bool, redirectUri: String, supportedKycTypes: String, baseUrl: String, enabledSecurityCheck: Bool? = nil) {
        self.idid = idid
        self.minor = minor
        self.redirectUri = redirectUri
        self.supportedKycTypes = supportedKycTypes
        self.baseUrl = baseUrl
        self.enabledSecurityCheck = enabledSecurityCheck
    }
}

/// Which app `isAppInstalledInDevice` asks about: js-miniapp sends a URL when the
/// argument contains `://`, an Android package name otherwise.
public enum InstalledAppQuery: Sendable, Equatable {
    /// An app that opens this URL's scheme (iOS: `canOpenURL`).
    case url(URL)
    /// An Android package name.
    case packageName(String)
}

/// The device permissions `utilityManager.getPermissionStatus` asks about (§6).
public enum DevicePermissionName: String, Sendable, Equatable, CaseIterable {
    case camera, gallery, microphone
}

/// A device permission's status as the mini app receives it (§6).
public enum DevicePermissionStatus: String, Sendable, Equatable, CaseIterable, Codable {
    case granted, denied, unknown
}
