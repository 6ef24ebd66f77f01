import Foundation
import MiniAppKit

extension HostProfile.Permissions {
    private enum Key: String, CodingKey {
        case custom, customDefault, device, camera, microphone
    }

    /// A permission name as a key of `custom`.
    private struct NameKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes the section, reading `custom` by asking for each permission name the SDK
    /// knows: under ``StrictJSON`` a name it does not know (a misspelling) is then
    /// refused like any unknown key, with its line, column and the nearest name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        customDefault = try container.decodeIfPresent(CustomPermissionStatus.self, forKey: .customDefault)
        device = try container.decodeIfPresent(String.self, forKey: .device)
        camera = try container.decodeIfPresent(MediaAnswer.self, forKey: .camera)
        microphone = try container.decodeIfPresent(MediaAnswer.self, forKey: .microphone)
        guard container.contains(.custom), try !container.decodeNil(forKey: .custom) else {
            custom = nil
            return
        }
        let names = try container.nestedContainer(keyedBy: NameKey.self, forKey: .custom)
        var answers: [String: CustomPermissionStatus] = [:]
        for permission in CustomPermission.allCases {
            if let status = try names.decodeIfPresent(CustomPermissionStatus.self, forKey: NameKey(stringValue: permission.rawValue)) {
                answers[permission.rawValue] = status
            }
        }
        custom = answers
    }
}
