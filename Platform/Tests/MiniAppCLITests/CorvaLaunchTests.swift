import Foundation
import MiniAppHost
import MiniAppKit
import Testing

/// `corva:` arguments resolved against a profile, without a web view or a server.
struct CorvaLaunchTests {
    static let token = CorvaEndToEndTests.token()

    func profile(_ section: HostProfile.Corva?) -> HostProfile {
        var profile = HostProfile()
        profile.corva = section
        return profile
    }

    func section(token: String? = CorvaLaunchTests.token) -> HostProfile.Corva {
        var section = HostProfile.Corva(webDomain: "app.example.com")
        section.token = token
        return section
    }

    func url(_ located: MiniAppLocator.Located) -> String? {
        if case .remote(let url) = located.source { url.absoluteString } else { nil }
    }

    @Test func pagesOfTheWebDomainGetNativeAndTheToken() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("corva-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let asset = try await CorvaLaunch.locate("corva:/assets/7/drilling", profile: profile(section()), dataDirectory: data)
        #expect(url(asset) == "https://app.example.com/assets/7/drilling?native=true&jwt=\(Self.token)")
        #expect(asset.identity.appId == "corva")
        let dashboard = try await CorvaLaunch.locate("CORVA:dashboards/12", profile: profile(section()), dataDirectory: data)
        #expect(url(dashboard) == "https://app.example.com/dashboards/12?native=true&jwt=\(Self.token)")
        let same = try await CorvaLaunch.locate("corva:https://app.example.com/dashboards/3?x=1", profile: profile(section()), dataDirectory: data)
        #expect(url(same) == "https://app.example.com/dashboards/3?x=1&native=true&jwt=\(Self.token)")
    }

    @Test func otherHostsGetNoToken() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("corva-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let other = try await CorvaLaunch.locate("corva:https://elsewhere.example.com/dashboards/3?jwt=\(Self.token)&a=b", profile: profile(section()), dataDirectory: data)
        #expect(url(other) == "https://elsewhere.example.com/dashboards/3?a=b")
    }

    @Test func theTokenIsKeptForTheNextRun() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("corva-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        _ = try await CorvaLaunch.locate("corva:/dashboards/1", profile: profile(section()), dataDirectory: data)
        var later = section(token: nil)
        later.email = "ana@example.com"
        later.password = "unused: the kept token has not expired"
        later.apiBase = "http://127.0.0.1:9/"
        let again = try await CorvaLaunch.locate("corva:/dashboards/2", profile: profile(later), dataDirectory: data)
        #expect(url(again) == "https://app.example.com/dashboards/2?native=true&jwt=\(Self.token)")
    }

    @Test func badProfilesAndArgumentsSayWhatIsWrong() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("corva-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let cases: [(String, HostProfile.Corva?, String)] = [
            ("corva:/dashboards/1", nil, "no 'corva' section"),
            ("corva:/dashboards/1", HostProfile.Corva(webDomain: "https://x.com/path"), "corva.webDomain"),
            ("corva:/dashboards/1", section(token: nil), "needs a token, or email and password"),
            ("corva:/reports/1", section(), "is not a Corva page"),
            ("corva:ftp://x.com/a", section(), "is not an http(s) URL"),
        ]
        for (argument, section, expected) in cases {
            do {
                _ = try await CorvaLaunch.locate(argument, profile: profile(section), dataDirectory: data)
                Issue.record("\(argument) was accepted")
            } catch let failure as CorvaLaunch.Failure {
                #expect(failure.description.contains(expected), "\(failure.description)")
            }
        }
        await #expect(throws: CorvaError.self) {
            _ = try await CorvaLaunch.locate("corva:/dashboards/1", profile: profile(section(token: "not-a-jwt")), dataDirectory: data)
        }
    }
}
