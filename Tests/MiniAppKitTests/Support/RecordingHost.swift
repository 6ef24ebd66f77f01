import Foundation
@testable import MiniAppKit

/// A host with fixed answers that records what it was asked.
@MainActor
final class RecordingHost: MiniAppMessageDelegate {
    var uniqueId: String? = "uid-1"
    var userName: String? = "Taro Yamada"
    var contacts: [Contact]? = [Contact(id: "c1", name: "Hanako"), Contact(id: "c2", email: "j@example.com")]
    var points = Points(standard: 10, term: 2, cash: 1)
    var darkMode = true
    var received: [String] = []
    var customAnswer: CustomPermissionStatus = .allowed
    var prompts: [[CustomPermission]] = []
    var delay: Duration?
    var closeCalls = 0

    func getUniqueId() async throws -> String? {
        if let delay { try? await Task.sleep(for: delay) }
        return uniqueId
    }
    func getUserName() async throws -> String? { userName }
    func getContacts() async throws -> [Contact]? { contacts }
    func getPoints() async throws -> Points { points }
    func getAccessToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken {
        AccessToken(token: "tok", validUntil: Date(timeIntervalSince1970: 1_700_000_000), scopes: scopes)
    }
    func isDarkMode() async throws -> Bool { darkMode }
    func requestCustomPermissions(_ requests: [CustomPermissionRequest], miniAppTitle: String) async throws -> [CustomPermissionGrant] {
        prompts.append(requests.map(\.permission))
        return requests.map { CustomPermissionGrant(permission: $0.permission, status: customAnswer) }
    }
    func receiveJSON(_ content: String) async throws { received.append(content) }
    func closeMiniApp(withConfirmation: Bool) async throws -> Bool {
        closeCalls += 1
        return true
    }
}
