public import Foundation
public import MiniAppKit

/// The host's Ed25519 key, which signs the `signature` of the init data `miniapp open`
/// gives a Telegram mini app: the profile's `telegram.signingKey`, else a key made once
/// and kept in the data folder, so a backend that trusts this host's public key keeps
/// trusting it from run to run (`miniapp telegram-key` prints it).
public enum TelegramHostKey {
    /// The file under the data folder that holds a made key's seed, as 64 hex digits (0600).
    public static let fileName = "telegram-signing-key"

    /// The seed: the profile's, else the data folder's, made there on first use.
    ///
    /// - Throws: when the data folder's key cannot be read or written.
    public static func seed(_ section: HostProfile.Telegram?, dataDirectory: URL) throws -> Data {
        if let key = section?.signingKey { return key.seed }
        let file = dataDirectory.appendingPathComponent(fileName)
        if let text = try? String(contentsOf: file, encoding: .utf8),
           let seed = TelegramInitDataValidation.hexBytes(text.trimmingCharacters(in: .whitespacesAndNewlines)), seed.count == 32 {
            return seed
        }
        let seed = TelegramInitDataSigner.makeSeed()
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        try Data((seed.map { String(format: "%02x", $0) }.joined() + "\n").utf8).write(to: file, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return seed
    }

    /// The signer for `section`'s bot token (the demo token without one) and the host's key.
    public static func signer(_ section: HostProfile.Telegram?, dataDirectory: URL) throws -> TelegramInitDataSigner {
        try TelegramInitDataSigner(botToken: section?.botToken?.text ?? HostProfile.Telegram.demoBotToken,
                                   signingKeySeed: seed(section, dataDirectory: dataDirectory))
    }
}
