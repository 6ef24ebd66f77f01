import Foundation
import Testing
@testable import CorvaClient
@testable import MiniAppKit

struct CorvaWebURLTests {
    let domain = try! CorvaWebDomain("app.example.com")

    @Test func dashboardAndAssetPageURLsCarryNativeAndToken() throws {
        #expect(domain.url(for: .dashboard(id: "1234"), token: "T.o.k").absoluteString == "https://app.example.com/dashboards/1234?native=true&jwt=T.o.k")
        #expect(domain.url(for: .assetPage(assetId: "42", category: "drilling"), token: "T.o.k").absoluteString == "https://app.example.com/assets/42/drilling?native=true&jwt=T.o.k")
        let dev = try CorvaWebDomain("http://localhost:3001/")
        #expect(dev.url(for: .dashboard(id: "1234"), token: "abcd").absoluteString == "http://localhost:3001/dashboards/1234?native=true&jwt=abcd")
        #expect(dev.url(for: .dashboard(id: "1"), token: nil).absoluteString == "http://localhost:3001/dashboards/1?native=true")
    }

    @Test func idsCannotAddSegmentsOrQueries() {
        let url = domain.url(for: .assetPage(assetId: "../x?y=1", category: "a b/c"), token: "t")
        #expect(url.path == "/assets/../x?y=1/a b/c")
        #expect(url.absoluteString.hasPrefix("https://app.example.com/assets/..%2Fx%3Fy%3D1/a%20b%2Fc?native=true&jwt=t"))
    }

    @Test func theTokenGoesOnlyToTheWebDomain() throws {
        let token = "secret.jwt.value"
        let same = domain.authorized(try #require(URL(string: "https://APP.example.com:443/dashboards/1?x=1&jwt=old&native=false")), token: token)
        #expect(same.absoluteString == "https://APP.example.com:443/dashboards/1?x=1&native=true&jwt=secret.jwt.value")
        for other in [
            "https://evil.example.com/dashboards/1",
            "http://app.example.com/dashboards/1",
            "https://app.example.com:8443/dashboards/1",
            "https://app.example.com.evil.com/dashboards/1",
            "https://evil.com/?next=https://app.example.com",
        ] {
            let url = domain.authorized(try #require(URL(string: other)), token: token)
            #expect(!url.absoluteString.contains(token), "\(other)")
            #expect(url.absoluteString == other, "\(other)")
        }
        let leaked = domain.authorized(try #require(URL(string: "https://evil.com/p?jwt=\(token)&a=1")), token: token)
        #expect(leaked.absoluteString == "https://evil.com/p?a=1")
    }

    @Test func webDomainsAreReadStrictly() throws {
        #expect(try CorvaWebDomain("app.example.com").origin == WebOrigin(scheme: "https", host: "app.example.com"))
        #expect(try CorvaWebDomain("https://app.example.com:443").origin == WebOrigin(scheme: "https", host: "app.example.com"))
        #expect(try CorvaWebDomain("http://127.0.0.1:8080").origin == WebOrigin(scheme: "http", host: "127.0.0.1", port: 8080))
        for bad in ["", "ftp://x.com", "https://x.com/app", "https://x.com?a=1", "https://u:p@x.com", "https://"] {
            #expect(throws: CorvaError.self, "\(bad)") { try CorvaWebDomain(bad) }
        }
    }

    @Test func pagesParseFromPaths() throws {
        #expect(try CorvaWebPage(path: "/dashboards/1234") == .dashboard(id: "1234"))
        #expect(try CorvaWebPage(path: "assets/42/drilling") == .assetPage(assetId: "42", category: "drilling"))
        #expect(try CorvaWebPage(path: "/assets/a%2Fb/c") == .assetPage(assetId: "a/b", category: "c"))
        for bad in ["/", "/dashboards/", "/dashboards/1/2", "/assets/1", "/assets//x", "/settings/1"] {
            #expect(throws: CorvaError.self, "\(bad)") { try CorvaWebPage(path: bad) }
        }
    }
}
