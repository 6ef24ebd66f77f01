import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit

extension MiniAppCommand {
    /// `miniapp telegram-key`: the public key a Telegram mini app's backend checks the
    /// init data's `signature` with, when `miniapp open` signs it.
    struct TelegramKey: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "telegram-key",
            abstract: "Print this host's Ed25519 public key, which signs the init data of Telegram mini apps.",
            discussion: """
            miniapp open signs a Telegram mini app's init data with its bot token (hash) and with \
            this host's Ed25519 key (signature), because Telegram's own private key is Telegram's. \
            A backend checks the signature with this public key (64 hex digits) instead of \
            Telegram's, e.g. aiogram's check_webapp_signature(bot_id, init_data, bytes.fromhex(KEY)). \
            The key is the profile's telegram.signingKey, else the one kept in --data (made there on \
            first use, as miniapp open --data makes it).
            """
        )

        @Option(help: ArgumentHelp("The host profile whose telegram.signingKey signs.", valueName: "file"))
        var profile: String?

        @Option(help: ArgumentHelp("The data folder miniapp open --data uses; the key kept there.", valueName: "dir"))
        var data: String?

        @Flag(help: "Print the bot id too, as bot_id public_key.")
        var withBotId = false

        func run() throws {
            let section = try MiniAppCommand.Open.loadProfile(profile).telegram
            guard section?.signingKey != nil || data != nil else {
                throw ValidationError("give --data DIR (the folder miniapp open --data keeps the key in), or a --profile with telegram.signingKey: without either, each miniapp open run signs with a key of its own.")
            }
            let signer = try TelegramHostKey.signer(section, dataDirectory: URL(fileURLWithPath: data ?? FileManager.default.currentDirectoryPath))
            print(withBotId ? "\(signer.botId) \(signer.publicKeyHex)" : signer.publicKeyHex)
        }
    }
}
