import EngineConformance
import Foundation
import Testing
@testable import MiniAppKit

/// Init data signing and checking, held to Telegram's own published vector.
@Suite struct TelegramInitDataTests {
    /// tma.js's test vector (`packages/init-data-node/src/entries/node.test.ts`): init data
    /// genuinely signed by Telegram for the bot 7342037359.
    static let vector = "user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%20%2B%20-%20%3F%20%5C%2F%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%2C%22allows_write_to_pm%22%3Atrue%2C%22photo_url%22%3A%22https%3A%5C%2F%5C%2Ft.me%5C%2Fi%5C%2Fuserpic%5C%2F320%5C%2F4FPEE4tmP3ATHa57u6MqTDih13LTOiMoKoLDRG4PnSA.svg%22%7D&chat_instance=8134722200314281151&chat_type=private&auth_date=1733584787&signature=zL-ucjNyREiHDE8aihFwpfR9aggP2xiAo3NSpfe-p7IbCisNlDKlo7Kb6G4D0Ao2mBrSgEk4maLSdv6MLIlADQ&hash=2174df5b000556d044f3f020384e879c8efcab55ddea2ced4eb752e93e7080d6"
    static let token = "7342037359:AAFZehRPBRs8Seg40oDjTMIW8uTGPuW1zfQ"

    @Test func telegramsPublishedVectorVerifiesWithTheBotTokenAndTelegramsProductionKey() {
        #expect(TelegramInitDataValidation.hashIsValid(Self.vector, botToken: Self.token))
        #expect(TelegramInitDataValidation.signatureIsValid(Self.vector, botId: 7342037359, publicKeyHex: TelegramInitDataValidation.telegramProductionKey))
        // Not with the test environment's key, nor another token, nor for another bot.
        #expect(!TelegramInitDataValidation.signatureIsValid(Self.vector, botId: 7342037359, publicKeyHex: TelegramInitDataValidation.telegramTestKey))
        #expect(!TelegramInitDataValidation.hashIsValid(Self.vector, botToken: Self.token + "A"))
        #expect(!TelegramInitDataValidation.signatureIsValid(Self.vector, botId: 7342037358, publicKeyHex: TelegramInitDataValidation.telegramProductionKey))
        let tampered = Self.vector.replacingOccurrences(of: "auth_date=1733584787", with: "auth_date=1733584788")
        #expect(!TelegramInitDataValidation.hashIsValid(tampered, botToken: Self.token))
        #expect(!TelegramInitDataValidation.signatureIsValid(tampered, botId: 7342037359, publicKeyHex: TelegramInitDataValidation.telegramProductionKey))
    }

    @Test func aGenuineStringPassesThroughUnchanged() async throws {
        let h = try await TelegramHarness(launch: TelegramLaunch(initData: .raw(Self.vector)))
        let url = try #require(await h.engine.loaded.first)
        let pairs = TelegramQueryString.decode(try #require(url.fragment(percentEncoded: true)))
        #expect(pairs.first?.0 == "tgWebAppData" && pairs.first?.1 == Self.vector)
    }

    @Test func whatTheHostSignsVerifiesAndATamperedCopyDoesNot() throws {
        let seed = Data((0..<32).map(UInt8.init))
        let signer = try TelegramInitDataSigner(botToken: "123456789:AAHost-token_x", signingKeySeed: seed)
        #expect(signer.botId == 123456789)
        #expect(signer.publicKeyHex.count == 64)
        let data = TelegramInitData(
            queryId: "AAQ", user: TelegramUser(id: 279058397, firstName: "Vladislav + - ? \\/", lastName: "K", username: "v", languageCode: "ru", isPremium: true, allowsWriteToPm: true),
            chat: TelegramChat(id: -100, type: "supergroup", title: "Q&A = fun"), chatType: "supergroup", chatInstance: "-8134", startParam: "a b")
        let signed = signer.sign(data, at: Date(timeIntervalSince1970: 1_733_584_787))
        #expect(TelegramInitDataValidation.hashIsValid(signed, botToken: signer.botToken))
        #expect(TelegramInitDataValidation.signatureIsValid(signed, botId: signer.botId, publicKeyHex: signer.publicKeyHex))
        #expect(!TelegramInitDataValidation.signatureIsValid(signed, botId: signer.botId, publicKeyHex: TelegramInitDataValidation.telegramProductionKey))
        let fields = TelegramQueryString.decode(signed)
        #expect(fields.map(\.0) == ["query_id", "user", "chat", "chat_instance", "chat_type", "start_param", "auth_date", "signature", "hash"])
        #expect(fields.first { $0.0 == "start_param" }?.1 == "a b")
        #expect(!signed.contains("+") && !signed.contains(" "))
        let tampered = signed.replacingOccurrences(of: "start_param=a%20b", with: "start_param=a%20c")
        #expect(tampered != signed)
        #expect(!TelegramInitDataValidation.hashIsValid(tampered, botToken: signer.botToken))
        #expect(!TelegramInitDataValidation.signatureIsValid(tampered, botId: signer.botId, publicKeyHex: signer.publicKeyHex))
    }

    @Test func badTokensAndKeysAreRefusedWithTheExpectedForm() {
        for token in ["", "abc", "123", "123:", ":abc", "-5:abc"] {
            #expect(throws: TelegramInitDataSigner.Failure.self) { try TelegramInitDataSigner(botToken: token, signingKeySeed: Data(count: 32)) }
        }
        #expect(throws: TelegramInitDataSigner.Failure.self) { try TelegramInitDataSigner(botToken: "1:a", signingKeySeed: Data(count: 31)) }
        #expect(TelegramInitDataValidation.hexBytes("0g") == nil)
        #expect(TelegramInitDataValidation.hexBytes("+f") == nil)
        #expect(TelegramInitDataValidation.hexBytes("0aFF") == Data([10, 255]))
        #expect(TelegramInitDataSigner.makeSeed().count == 32)
    }
}
