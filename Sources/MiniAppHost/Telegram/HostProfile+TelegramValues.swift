public import Foundation
import MiniAppKit

extension HostProfile.Telegram {
    /// A bot token, `<bot_id>:<secret>` as BotFather gives it, checked as it is read.
    public struct BotToken: Sendable, Codable, Equatable {
        /// The token.
        public var text: String

        /// Reads a token, or fails at its line and column saying what a token is.
        public init(from decoder: any Decoder) throws {
            text = try decoder.singleValueContainer().decode(String.self)
            do {
                _ = try TelegramInitDataSigner(botToken: text, signingKeySeed: Data(count: 32))
            } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
            }
        }

        /// Writes the token.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }

        /// A token, unchecked.
        public init(_ text: String) {
            self.text = text
        }
    }

    /// An Ed25519 private key as its 32-byte seed, 64 hex digits, checked as it is read.
    public struct SigningKey: Sendable, Codable, Equatable {
        /// The seed.
        public var seed: Data

        /// Reads 64 hex digits, or fails at their line and column.
        public init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard text.count == 64, let seed = TelegramInitDataValidation.hexBytes(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                    "an Ed25519 signing key is its 32-byte seed as 64 hex digits (0-9, a-f); got \(text.count) characters"))
            }
            self.seed = seed
        }

        /// Writes the seed as hex.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(seed.map { String(format: "%02x", $0) }.joined())
        }
    }

    /// A colour, `#rrggbb` (or `#rgb`), checked as it is read and kept as `#rrggbb`.
    public struct Color: Sendable, Codable, Equatable {
        /// `#rrggbb` in lower case.
        public var hex: String

        /// Reads a colour, or fails at its line and column.
        public init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let hex = TelegramColorText.normalized(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a colour is #rrggbb, such as #2481cc; got \"\(text)\""))
            }
            self.hex = hex
        }

        /// Writes `#rrggbb`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(hex)
        }
    }
}

/// `#rgb` or `#rrggbb` as `#rrggbb`.
enum TelegramColorText {
    static func normalized(_ text: String) -> String? {
        let lower = text.lowercased()
        guard lower.first == "#", lower.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        switch lower.count {
        case 7: return lower
        case 4: return "#" + lower.dropFirst().map { "\($0)\($0)" }.joined()
        default: return nil
        }
    }
}
