import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// Every enumeration of a strictly decoded file (a host profile, a scripted answer or
/// event of the control port, a manifest) refuses a value it does not have with the valid
/// values and the nearest one at the value's place, never with Swift's decoding message
/// (issue 29, defect 12: `hostEvents[0].name: Cannot initialize Name from invalid String
/// value mainButon`).
struct EnumValueMessageTests {
    @Test func aHostEventsNameListsTheValidOnes() throws {
        let problem = try HostProfileParsingTests.problem("{\"hostEvents\": [\n  {\"name\": \"mainButon\", \"at\": 10}\n]}")
        #expect(problem.path == "hostEvents[0].name")
        #expect(problem.position == TextPosition(line: 2, column: 12))
        #expect(problem.message.hasPrefix(#""mainButon" is not one of "pause", "resume", "keyboardShown""#), "\(problem.message)")
        #expect(!problem.message.contains("Cannot initialize"), "\(problem.message)")
        let typo = try HostProfileParsingTests.problem(#"{"hostEvents": [{"name": "keyboardShow"}]}"#)
        #expect(typo.message.hasSuffix(#"; did you mean "keyboardShown"?"#), "\(typo.message)")
    }

    /// The control port's events and answers are decoded by the same rules.
    @Test func aControlPortEventListsTheValidNames() throws {
        do {
            _ = try StrictJSON.decode(HostProfile.HostEvent.self, from: Data(#"{"name": "offlin"}"#.utf8))
            Issue.record("an unknown event name was accepted")
        } catch {
            let message = error.problems.first?.message ?? ""
            #expect(message.hasSuffix(#"; did you mean "offline"?"#), "\(message)")
        }
    }

    /// The wallet's decisions, the LiquidState location type and biometrics kinds, and the
    /// services' statuses: each enumeration a profile holds, through the real decoder.
    @Test(arguments: [
        (#"{"wallet": {"decision": "aprove"}}"#, "wallet.decision", "approve"),
        (#"{"wallet": {"dialog": {"autoAnswer": "rejct"}}}"#, "wallet.dialog.autoAnswer", "reject"),
        (#"{"liquidstate": {"locationType": "coarsee"}}"#, "liquidstate.locationType", "coarse"),
        (#"{"liquidstate": {"biometrics": {"status": "available", "types": ["fce"]}}}"#, "liquidstate.biometrics.types[0]", "face"),
        (#"{"environment": {"hostBuildType": "PROD"}}"#, "environment.hostBuildType", "PRODUCTION"),
        (#"{"services": {"devicePermissions": {"camera": "GRANTED"}}}"#, "services.devicePermissions.camera", nil),
    ] as [(String, String, String?)])
    func everyEnumerationOfTheProfileListsItsValues(json: String, path: String, nearest: String?) throws {
        let problem = try HostProfileParsingTests.problem(json)
        #expect(problem.path == path)
        #expect(problem.position != nil)
        #expect(problem.message.contains(" is not one of "), "\(problem.message)")
        if let nearest { #expect(problem.message.hasSuffix("; did you mean \"\(nearest)\"?"), "\(problem.message)") }
    }

    /// The guarantee behind the examples: no type a strict file can hold refuses a string
    /// without being able to list the strings it takes (``EnumProbe``).
    @Test func noTypeOfAStrictFileRefusesAStringWithoutListingTheValidOnes() {
        let probe = EnumProbe()
        probe.walk(HostProfile.self)
        probe.walk(HostProfile.MethodAnswer.self)
        probe.walk(HostProfile.HostEvent.self)
        probe.walk(ManifestCheck.Document.self)
        #expect(probe.unlisted.isEmpty, "\(probe.unlisted.sorted())")
        // The probe reaches the enumerations it must: one of each part of the profile.
        for type in [HostProfile.HostEvent.Name.self, DialectName.self, CustomPermission.self, HostProfile.Device.Network.self] as [Any.Type] {
            #expect(probe.listed.contains(String(reflecting: type)), "\(type) not reached: \(probe.listed.sorted())")
        }
    }
}
