import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// `--profile` files are parsed strictly: RFC 8259 only, every key known to the section it
/// is in, and every problem with its line, column and path.
struct HostProfileParsingTests {
    static func problems(_ json: String) -> [StrictJSONError.Problem] {
        do {
            _ = try HostProfile.decode(Data(json.utf8))
            return []
        } catch {
            return error.problems
        }
    }

    static func problem(_ json: String) throws -> StrictJSONError.Problem {
        let found = problems(json)
        #expect(found.count == 1, "\(found)")
        return try #require(found.first)
    }

    @Test func aTrailingCommaIsRefusedWithItsLineAndColumn() throws {
        let problem = try Self.problem("{\n  \"userName\": \"Hanako\",\n}\n")
        #expect(problem.position == TextPosition(line: 3, column: 1))
        #expect(problem.message == "unexpected '}' where a member's key was expected (JSON allows no comma after the last member or item)")
        let inArray = try Self.problem(#"{"chosenContacts": ["a", "b",]}"#)
        #expect(inArray.position == TextPosition(line: 1, column: 30))
        #expect(inArray.description.hasPrefix("line 1, column 30: unexpected ']'"))
    }

    @Test func otherSyntaxErrorsHaveALineAndColumnToo() throws {
        let comment = try Self.problem("{\n  // a comment\n  \"darkMode\": true\n}")
        #expect(comment.position == TextPosition(line: 2, column: 3))
        let truncated = try Self.problem("{\"darkMode\": tr")
        #expect(truncated.position?.line == 1)
        let unicode = try Self.problem("{\"userName\": \"山田\", x}")
        #expect(unicode.position == TextPosition(line: 1, column: 20), "columns count characters, not bytes")
    }

    @Test func aMisspelledKeyIsRefusedWithItsPathAndTheNearestKnownKey() throws {
        let root = try Self.problem("{\n  \"usrName\": \"Hanako\"\n}")
        #expect(root.description == #"line 2, column 3: usrName: unknown key; did you mean "userName"?"#)

        let contact = try Self.problem(#"{"contacts": [{"id": "a"}, {"id": "b"}, {"id": "c", "nmae": "C"}]}"#)
        #expect(contact.path == "contacts[2].nmae")
        #expect(contact.message == #"unknown key; did you mean "name"?"#)
        #expect(contact.position == TextPosition(line: 1, column: 53))

        let far = try Self.problem(#"{"contacts": [{"id": "a", "usrName": "x"}]}"#)
        #expect(far.path == "contacts[0].usrName")
        #expect(far.message == #"unknown key; known keys here: "allEmailList", "email", "id", "name""#)
    }

    /// One misspelled key in every section of the profile: each is found, with its path.
    @Test func everySectionIsChecked() throws {
        let json = """
            {
              "uniqueId": "u", "points": {"standard": 1, "term": 2, "cash": 3, "bonus": 4},
              "accessTokens": {"rae": {"token": "t", "validForSecond": 60}},
              "defaultToken": {"token": "t", "expires": 1},
              "location": {"latitude": 1, "longitude": 2, "altitud": 3},
              "environment": {"hostLocal": "en"},
              "themeColors": {"primaryColor": "#000", "secondaryColor": "#fff", "tertiaryColor": "#f00"},
              "permissions": {"custom": {"rakuten.miniapp.user.USER_NAME": "ALLOWED"}, "customDefalt": "DENIED"},
              "ads": {"loadError": "x", "reward": {"type": "star", "amount": 1, "bonus": 2}},
              "hostEvents": [{"name": "pause", "at": 10, "tabb": "home"}],
              "tabs": [{"id": "home", "icon": {"name": "go-home", "size": 3}, "apps": "../Showcase"}],
              "corva": {"webDomain": "corva.example", "tokne": "t"},
              "wallet": {"decison": "approve", "getAddress": {"delayMS": 3}, "dialog": {"autoAnswer": "approve", "after": 1},
                         "sendAssets": {"error": {"type": "X", "data": {"anything": {"goes": [1, {"here": true}]}}}}},
              "liquidstate": {"biometrics": {"status": "available", "type": []}, "tabs": [{"id": "a", "titel": "A"}],
                              "notifications": [{"title": "t", "bdy": "b"}]}
            }
            """
        let paths = Self.problems(json).compactMap(\.path)
        #expect(paths == [
            "points.bonus", "accessTokens.rae.validForSecond", "defaultToken.expires", "location.altitud", "environment.hostLocal",
            "themeColors.tertiaryColor", "permissions.customDefalt", "ads.reward.bonus", "hostEvents[0].tabb",
            "tabs[0].icon.size", "tabs[0].apps", "corva.tokne", "wallet.decison", "wallet.getAddress.delayMS", "wallet.dialog.after",
            "liquidstate.biometrics.type", "liquidstate.tabs[0].titel", "liquidstate.notifications[0].bdy",
        ])
        // Keys that are data (dictionaries, free-form JSON) are not checked.
        #expect(!paths.contains { $0.contains("USER_NAME") || $0.contains("anything") || $0.contains("rae.token") })
    }

    @Test func wrongTypesAndMissingKeysNameTheValue() throws {
        let wrongType = try Self.problem("{\n  \"darkMode\": \"yes\"\n}")
        #expect(wrongType.description == "line 2, column 15: darkMode: expected a boolean (true or false), found a string")

        let fraction = try Self.problem(#"{"points": {"standard": 1.5, "term": 2, "cash": 3}}"#)
        #expect(fraction.path == "points.standard")
        #expect(fraction.message.hasPrefix("expected a whole number"))

        let missing = try Self.problem(#"{"corva": {"webDomian": "corva.example"}}"#)
        #expect(missing.path == "corva")
        #expect(missing.message == #"the required key "webDomain" is missing (is "webDomian" a misspelling of it?)"#)
        #expect(missing.position == TextPosition(line: 1, column: 11))

        let badEnum = try Self.problem(#"{"hostEvents": [{"name": "pauze"}]}"#)
        #expect(badEnum.path == "hostEvents[0].name")
    }

    @Test func validProfilesDecodeAsJSONDecoderDecodesThem() throws {
        let json = """
            {"userName": {"error": "no user"}, "contacts": [{"id": "a", "allEmailList": ["a@example.com"]}],
             "points": {"standard": 1, "term": 2, "cash": 3}, "accessTokens": {"rae": {"token": "t", "validForSeconds": 60}},
             "permissions": {"custom": {"rakuten.miniapp.user.USER_NAME": "DENIED"}, "device": "ALLOWED"},
             "hostEvents": [{"name": "json", "at": 5, "text": "{}"}], "dialects": ["wallet"], "darkMode": null,
             "tabs": [{"id": "t", "icon": {"font": "DejaVu Sans", "codePoint": 9733}}],
             "wallet": {"addresses": {"BCH": {"address": "x"}}, "sendAssets": {"error": {"data": [1, "two", null]}}},
             "liquidstate": {"online": false, "biometrics": {"status": "available", "types": ["face"]}}}
            """
        let strict = try HostProfile.decode(Data(json.utf8))
        #expect(strict == (try JSONDecoder().decode(HostProfile.self, from: Data(json.utf8))))
        #expect(strict.userName == .failure("no user"))
        #expect(try HostProfile.decode(Data("{}".utf8)) == HostProfile())
    }

    @Test func everyKeyTheProfileWritesIsAKeyItReads() throws {
        var profile = HostProfile()
        profile.userName = .value("Hanako")
        profile.contacts = .value([Contact(id: "a", name: "A", email: "a@example.com", allEmailList: ["a@example.com"])])
        profile.permissions = .init(custom: ["rakuten.miniapp.user.USER_NAME": .allowed], customDefault: .denied, device: "ALLOWED")
        profile.tabs = [HostProfile.Tab(id: "t", title: "T", icon: .glyph(font: "DejaVu Sans", codePoint: 0x2605), hidden: false, app: ".", appId: "x")]
        profile.corva = HostProfile.Corva(webDomain: "corva.example")
        profile.wallet = HostProfile.Wallet()
        profile.wallet?.dialog = .init(autoAnswer: .approve, afterMs: 5)
        profile.liquidstate = HostProfile.LiquidState()
        profile.liquidstate?.online = true
        let encoded = try JSONEncoder().encode(profile)
        #expect(try HostProfile.decode(encoded) == profile)
    }

    @Test func theExampleProfilesAreValid() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["tabs.json", "denying-user.json", "newer-services.json"] {
            _ = try HostProfile.load(from: root.appendingPathComponent("Examples/profiles/\(name)"))
        }
    }

    @Test func nearestNamesAreTyposOnly() {
        #expect(NearestName.suggestion(for: "usrName", among: ["userName", "uniqueId"]) == "userName")
        #expect(NearestName.suggestion(for: "nmae", among: ["name", "email"]) == "name")
        #expect(NearestName.suggestion(for: "DarkMode", among: ["darkMode"]) == "darkMode")
        #expect(NearestName.suggestion(for: "foo", among: ["userName", "points"]) == nil)
    }
}
