/// A custom permission a mini app can ask the user for (§4.4 of the protocol).
public enum CustomPermission: String, Sendable, Hashable, CaseIterable, Codable {
    case userName = "rakuten.miniapp.user.USER_NAME"
    case profilePhoto = "rakuten.miniapp.user.PROFILE_PHOTO"
    case contactList = "rakuten.miniapp.user.CONTACT_LIST"
    case accessToken = "rakuten.miniapp.user.ACCESS_TOKEN"
    case sendMessage = "rakuten.miniapp.user.action.SEND_MESSAGE"
    case location = "rakuten.miniapp.device.LOCATION"
    case points = "rakuten.miniapp.user.POINTS"
    case fileDownload = "rakuten.miniapp.device.FILE_DOWNLOAD"

    /// The title a host's permission screen shows.
    public var title: String {
        switch self {
        case .userName: "User Name"
        case .profilePhoto: "Profile Photo"
        case .contactList: "Contact List"
        case .accessToken: "Access Token"
        case .sendMessage: "Send Message"
        case .location: "Device Location"
        case .points: "Rakuten Points"
        case .fileDownload: "File Download"
        }
    }
}
