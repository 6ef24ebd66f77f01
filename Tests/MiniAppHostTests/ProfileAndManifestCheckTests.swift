import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// Profiles and manifests are checked like code: enum values list the valid ones, every
/// problem of a file is reported at once, unknown permission names are refused with
/// their place and the nearest name, and old Rakuten manifests stay accepted.
struct ProfileAndManifestCheckTests {
    @Test func aBadEnumValueListsTheValidOnesAndTheNearest() throws {
        let problems = HostProfileParsingTests.problems("{\n  \"permissions\": {\"customDefault\": \"ALLOW\"}\n}")
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.position == TextPosition(line: 2, column: 36))
        #expect(problem.path == "permissions.customDefault")
        #expect(problem.message == #""ALLOW" is not one of "ALLOWED", "DENIED", "PERMISSION_NOT_AVAILABLE"; did you mean "ALLOWED"?"#)
    }

    @Test func everyProblemOfAProfileIsReportedAtOnce() {
        let json = """
        {
          "permissions": {"customDefault": "ALLOW"},
          "environment": {"hostBuildType": "PROD", "hostLocale": 5},
          "device": {"preset": "iphone-16", "network": "offlne"},
          "darkMode": "yes",
          "usrName": "x"
        }
        """
        let problems = HostProfileParsingTests.problems(json)
        #expect(problems.map(\.path) == [
            "permissions.customDefault", "environment.hostBuildType", "environment.hostLocale",
            "device.preset", "device.network", "darkMode", "usrName",
        ], "\(problems)")
        #expect(problems.map { $0.position?.line } == [2, 3, 3, 4, 4, 5, 6])
        let network = problems.first { $0.path == "device.network" }?.message ?? ""
        #expect(network.hasSuffix(#"did you mean "offline"?"#), "\(network)")
    }

    @Test func anUnknownPermissionNameInTheProfileIsRefusedWithTheNearest() throws {
        let json = """
        {"permissions": {"custom": {
          "rakuten.miniapp.user.USER_NAME": "DENIED",
          "rakuten.miniapp.user.CONTACTS_LIST": "ALLOWED"
        }}}
        """
        let problem = try HostProfileParsingTests.problem(json)
        #expect(problem.position == TextPosition(line: 3, column: 3))
        #expect(problem.message == #"unknown key; did you mean "rakuten.miniapp.user.CONTACT_LIST"?"#)
        let fine = try HostProfile.decode(Data(#"{"permissions": {"custom": {"rakuten.miniapp.user.USER_NAME": "DENIED"}}}"#.utf8))
        #expect(fine.permissions?.custom == ["rakuten.miniapp.user.USER_NAME": .denied])
    }

    @Test func aMisspelledManifestKeyOrPermissionIsRefusedWithItsPlace() {
        let manifest = """
        {
          "reqPermission": [{"name": "rakuten.miniapp.user.USER_NAME", "reason": "r"}],
          "optPermissions": [{"name": "rakuten.miniapp.device.LOCATIONS"}]
        }
        """
        let problems = ManifestCheck.problems(in: Data(manifest.utf8))
        #expect(ManifestCheck.lines(problems, file: "app/manifest.json") == [
            #"app/manifest.json:2:3: reqPermission: unknown key; did you mean "reqPermissions"?"#,
            #"app/manifest.json:3:31: optPermissions[0].name: "rakuten.miniapp.device.LOCATIONS" is not one of "rakuten.miniapp.user.USER_NAME", "rakuten.miniapp.user.PROFILE_PHOTO", "rakuten.miniapp.user.CONTACT_LIST", "rakuten.miniapp.user.ACCESS_TOKEN", "rakuten.miniapp.user.action.SEND_MESSAGE", "rakuten.miniapp.device.LOCATION", "rakuten.miniapp.user.POINTS", "rakuten.miniapp.device.FILE_DOWNLOAD"; did you mean "rakuten.miniapp.device.LOCATION"?"#,
        ])
    }

    @Test func rakutenManifestsStayAccepted() {
        // The shape of Rakuten's sample mini app: a web app manifest with the mini app keys.
        let sample = """
        {
          "short_name": "Sample", "name": "Mini App Sample",
          "icons": [{"src": "favicon.ico", "sizes": "64x64", "type": "image/x-icon"}],
          "start_url": ".", "display": "standalone", "theme_color": "#000000", "background_color": "#ffffff",
          "reqPermissions": [{"name": "rakuten.miniapp.user.USER_NAME", "reason": "Describe your reason here (optional)."}],
          "optPermissions": [{"name": "rakuten.miniapp.device.LOCATION"}, {"name": "rakuten.miniapp.user.action.SEND_MESSAGE", "reason": "r"}],
          "accessTokenPermissions": [{"audience": "rae", "scopes": ["idinfo_read_openid"]}],
          "customMetaData": {"exampleKey": "test"},
          "exampleHostAppMetaData": {"k": "v"}
        }
        """
        #expect(ManifestCheck.problems(in: Data(sample.utf8)).isEmpty)
        #expect(ManifestCheck.problems(in: Data("{}".utf8)).isEmpty)
    }

    @Test func theDeviceSectionDecidesWhatThePageSeesAndWhatTheHostReports() async throws {
        let profile = try HostProfile.decode(Data(#"{"device": {"preset": "iphone-se", "safeAreaInsets": {"bottom": 10}}}"#.utf8))
        let device = try #require(profile.emulatedDevice)
        #expect(device.width == 375 && device.height == 667 && device.pixelRatio == 2)
        #expect(device.safeAreaInsets == .init(top: 20, right: nil, bottom: 10, left: nil))
        #expect(device.userAgent.contains("iPhone OS 17_5"))
        let info = try await ProfileHost(profile: profile).hostEnvironmentInfo()
        #expect(info.platformVersion == "17.5", "an iOS version, not the Linux kernel's")
        let flagged = profile.applying(preset: .iPad, darkMode: true, locale: "ja-JP")
        #expect(flagged.emulatedDevice?.width == 820)
        #expect(flagged.emulatedDevice?.safeAreaInsets.bottom == 10, "the profile's adjustments stay")
        #expect(try await ProfileHost(profile: flagged).isDarkMode())
        #expect(try await ProfileHost(profile: flagged).hostEnvironmentInfo().hostLocale == "ja-JP")
        let versioned = try HostProfile.decode(Data(#"{"device": {"osVersion": "18.1"}, "environment": {"platformVersion": "16.0"}}"#.utf8))
        #expect(versioned.reportedPlatformVersion == "16.0")
        #expect(HostProfile().reportedPlatformVersion == "17.5")
        let bad = try HostProfile.decode(Data(#"{"device": {"pixelRatio": 7, "latencyMs": 5}}"#.utf8))
        #expect(bad.deviceProblems() == ["device.pixelRatio 7 is not 1, 2, 3 or 4", #"device.latencyMs needs "network": "slow""#])
    }
}
