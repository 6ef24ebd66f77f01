import Foundation
public import MiniAppKit

extension HostProfile {
    /// One tab of a tabbed shell (`tabs` in the profile): its look and the mini app it runs.
    ///
    /// ```json
    /// {"id": "home", "title": "Home", "icon": {"name": "go-home"}, "app": "../Showcase"}
    /// {"id": "more", "title": "More", "icon": {"font": "DejaVu Sans", "codePoint": "2605"}, "app": "https://example.com/", "appId": "more"}
    /// ```
    public struct Tab: Sendable, Codable, Equatable {
        /// The tab's id: what `switch_tab`, `set_tab_appearance` and `selectTab` name.
        public var id: String
        /// The bar's label; the id when absent.
        public var title: String?
        /// The bar's icon; none when absent.
        public var icon: Icon?
        /// Starts hidden from the bar (its mini app still runs).
        public var hidden: Bool?
        /// A mini app directory, `.zip` bundle or http(s) URL; relative paths are resolved
        /// against the profile's directory. Absent: the app given on the command line.
        public var app: String?
        /// The mini app id (default: derived from `app`, as `--app-id` does alone).
        public var appId: String?

        public init(id: String, title: String? = nil, icon: Icon? = nil, hidden: Bool? = nil, app: String? = nil, appId: String? = nil) {
            self.id = id
            self.title = title
            self.icon = icon
            self.hidden = hidden
            self.app = app
            self.appId = appId
        }

        /// What the bar shows at launch.
        public var appearance: TabAppearance {
            TabAppearance(title: title ?? id, icon: icon?.tabIcon, hidden: hidden ?? false)
        }
    }
}

extension HostProfile.Tab {
    /// A tab icon: `{"name": "go-home"}` (a theme icon) or `{"font": F, "codePoint": C}`
    /// (a glyph of font family F; C is hex text such as `"e88a"`, `"U+E88A"`, `"0xE88A"`,
    /// or a number).
    public enum Icon: Sendable, Codable, Equatable {
        /// `{"name": N}`: a theme icon.
        case named(String)
        /// `{"font": F, "codePoint": C}`: one glyph of a font family.
        case glyph(font: String, codePoint: UInt32)

        /// The icon as ``TabShell`` takes it.
        public var tabIcon: TabAppearance.Icon {
            switch self {
            case .named(let name): .named(name)
            case .glyph(let font, let codePoint): .glyph(font: font, codePoint: codePoint)
            }
        }

        private enum Key: String, CodingKey { case name, font, codePoint }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if let name = try container.decodeIfPresent(String.self, forKey: .name) {
                guard !name.isEmpty else {
                    throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "a tab icon's name must not be empty")
                }
                self = .named(name)
                return
            }
            guard let font = try container.decodeIfPresent(String.self, forKey: .font), container.contains(.codePoint) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: container.codingPath,
                    debugDescription: #"a tab icon is {"name": "<theme icon>"} or {"font": "<family>", "codePoint": "<hex>"}"#))
            }
            let codePoint: UInt32?
            if let number = try? container.decode(UInt32.self, forKey: .codePoint) {
                codePoint = number
            } else {
                codePoint = Self.codePoint(fromHex: try container.decode(String.self, forKey: .codePoint))
            }
            guard let codePoint, Unicode.Scalar(codePoint) != nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: .codePoint, in: container,
                    debugDescription: "a tab icon's codePoint must be a Unicode scalar, as hex text (\"e88a\", \"U+E88A\", \"0xE88A\") or a number")
            }
            self = .glyph(font: font, codePoint: codePoint)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            switch self {
            case .named(let name):
                try container.encode(name, forKey: .name)
            case .glyph(let font, let codePoint):
                try container.encode(font, forKey: .font)
                try container.encode(String(codePoint, radix: 16, uppercase: true), forKey: .codePoint)
            }
        }

        /// `"e88a"`, `"U+E88A"`, `"0xE88A"` → 0xE88A; anything else → nil.
        static func codePoint(fromHex text: String) -> UInt32? {
            var digits = Substring(text.trimmingCharacters(in: .whitespaces))
            for prefix in ["U+", "u+", "0x", "0X"] where digits.hasPrefix(prefix) {
                digits = digits.dropFirst(prefix.count)
                break
            }
            guard !digits.isEmpty, digits.count <= 8 else { return nil }
            return UInt32(digits, radix: 16)
        }
    }
}
