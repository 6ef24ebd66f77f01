public import Foundation
public import MiniAppKit

/// The seed's analytics notifications: posted on `NotificationCenter.default` when a
/// mini app installed through the platform opens and closes, so a host can forward
/// them to its analytics without the SDK knowing which analytics it uses.
///
/// `notification.object` is the seed's payload:
/// `{"etype":"click","actype":"mini_app_open"|"mini_app_close","cp":{"mini_app_project_id","mini_app_id","mini_app_version_id"}}`.
public enum MiniAppAnalytics {
    /// The name the notifications are posted under; observe it to forward opens and closes.
    public static let notificationName = Notification.Name("MiniAppAnalytics")

    /// What happened to the mini app; the raw value is the payload's `actype`.
    public enum Action: String, Sendable {
        case open = "mini_app_open"
        case close = "mini_app_close"
    }

    /// The payload for `action` on `identity`.
    public static func payload(_ action: Action, _ identity: MiniAppIdentity) -> [String: Any] {
        [
            "etype": "click",
            "actype": action.rawValue,
            "cp": [
                "mini_app_project_id": identity.projectId ?? "",
                "mini_app_id": identity.appId,
                "mini_app_version_id": identity.versionId,
            ],
        ]
    }

    static func post(_ action: Action, _ identity: MiniAppIdentity) {
        NotificationCenter.default.post(name: notificationName, object: payload(action, identity))
    }
}
