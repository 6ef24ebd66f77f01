import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// `miniapp open`'s answers to the page's camera and microphone requests: the profile's
/// `permissions.camera` and `permissions.microphone`, a person for `ask`, and a `media`
/// transcript line for each request.
@MainActor
struct ProfileMediaCaptureTests {
    /// Answers every question with `approved`, as `how`, and keeps the questions.
    final class ScriptedPerson: UserConfirmation {
        var questions: [ConfirmationRequest] = []
        let answer: ConfirmationAnswer

        init(approved: Bool, how: String) {
            answer = ConfirmationAnswer(approved: approved, how: how)
        }

        func confirm(_ request: ConfirmationRequest) async -> ConfirmationAnswer {
            questions.append(request)
            return answer
        }
    }

    static let page = URL(string: "mscheme.demo://miniapp/index.html")

    /// A capture answering from `permissions` (a profile's JSON section), asking
    /// `person`, and the transcript lines it writes.
    static func capture(_ permissions: String, person: ScriptedPerson? = nil) throws -> (ProfileMediaCapture, () -> [String]) {
        let profile = try HostProfile.decode(Data((#"{"permissions": "# + permissions + "}").utf8))
        let transcript = try Transcript(path: nil)
        var lines: [String] = []
        transcript.onLine = { lines.append($0) }
        let capture = ProfileMediaCapture(
            permissions: profile.permissions ?? HostProfile.Permissions(), confirmation: person, transcript: transcript, appName: "Demo")
        return (capture, { lines })
    }

    static func request(_ devices: Set<MediaCaptureRequest.Device>) -> MediaCaptureRequest {
        MediaCaptureRequest(devices: devices, pageURL: page)
    }

    @Test func theProfileDecidesWithoutAsking() async throws {
        let person = ScriptedPerson(approved: true, how: "button")
        let (capture, lines) = try Self.capture(#"{"camera": "granted", "microphone": "denied"}"#, person: person)
        #expect(await capture.decide(Self.request([.camera])))
        #expect(await !capture.decide(Self.request([.microphone])))
        // One denied device denies the whole request.
        #expect(await !capture.decide(Self.request([.camera, .microphone])))
        #expect(person.questions.isEmpty)
        #expect(lines().map { $0.replacing(/^\{"t":[0-9.]+,/, with: "{") } == [
            #"{"kind":"media","devices":"camera","url":"mscheme.demo://miniapp/index.html","answer":"granted","by":"profile"}"# + "\n",
            #"{"kind":"media","devices":"microphone","url":"mscheme.demo://miniapp/index.html","answer":"denied","by":"profile"}"# + "\n",
            #"{"kind":"media","devices":"camera microphone","url":"mscheme.demo://miniapp/index.html","answer":"denied","by":"profile"}"# + "\n",
        ])
    }

    @Test func askGoesToThePersonAndIsDeniedWhereNobodyCanAnswer() async throws {
        let person = ScriptedPerson(approved: true, how: "button")
        let (asking, askingLines) = try Self.capture(#"{"camera": "granted"}"#, person: person)
        #expect(await asking.decide(Self.request([.camera, .microphone])), "the microphone is asked (ask by default)")
        #expect(person.questions.map(\.title) == ["Allow “Demo” to use your camera and microphone?"])
        #expect(person.questions.first?.approveLabel == "Allow")
        #expect(askingLines().first?.contains(#""answer":"granted","by":"user""#) == true, "\(askingLines())")

        let (headless, headlessLines) = try Self.capture("{}")
        #expect(await !headless.decide(Self.request([.camera])))
        #expect(headlessLines().first?.contains(#""answer":"denied","by":"automatic""#) == true, "\(headlessLines())")

        let closing = ScriptedPerson(approved: false, how: "closed")
        let (closed, closedLines) = try Self.capture(#"{"microphone": "ask"}"#, person: closing)
        #expect(await !closed.decide(Self.request([.microphone])))
        #expect(closedLines().first?.contains(#""answer":"denied","by":"closed""#) == true, "\(closedLines())")
    }

    @Test func getPermissionStatusFallsBackToTheDisplaysRecord() async throws {
        let host = ProfileHost(profile: try HostProfile.decode(Data(#"{"services": {"devicePermissions": {"microphone": "denied"}}}"#.utf8)))
        #expect(try await host.permissionStatus(.camera) == .unknown)
        host.mediaCaptureStatus = { $0 == .gallery ? nil : .granted }
        #expect(try await host.permissionStatus(.camera) == .granted)
        #expect(try await host.permissionStatus(.microphone) == .denied, "the profile's own answer wins")
        #expect(try await host.permissionStatus(.gallery) == .unknown)
    }

    @Test func mockDevicesUnlessAPersonHasACamera() throws {
        func settings(_ json: String, interactive: Bool) throws -> SessionSettings {
            var settings = SessionSettings(profile: try HostProfile.decode(Data(json.utf8)), display: MiniAppDisplayConfiguration(dataDirectory: FileManager.default.temporaryDirectory))
            settings.isInteractive = interactive
            return settings
        }
        #expect(try settings("{}", interactive: false).usesMockCaptureDevices)
        #expect(try settings("{}", interactive: true).usesMockCaptureDevices == !SessionSettings.machineHasCamera)
        #expect(try settings(#"{"device": {"captureDevices": "real"}}"#, interactive: false).usesMockCaptureDevices == false)
        #expect(try settings(#"{"device": {"captureDevices": "mock"}}"#, interactive: true).usesMockCaptureDevices)
    }

    @Test func badAnswersAreRefusedWithTheValidOnes() throws {
        let camera = try #require(HostProfileParsingTests.problems(#"{"permissions": {"camera": "grant"}}"#).first)
        #expect(camera.path == "permissions.camera")
        #expect(camera.message == #""grant" is not one of "granted", "denied", "ask"; did you mean "granted"?"#, "\(camera.message)")
        let devices = try #require(HostProfileParsingTests.problems(#"{"device": {"captureDevices": "fake"}}"#).first)
        #expect(devices.path == "device.captureDevices")
        #expect(devices.message.hasPrefix(#""fake" is not one of "mock", "real""#), "\(devices.message)")
        let misspelled = try #require(HostProfileParsingTests.problems(#"{"permissions": {"camra": "granted"}}"#).first)
        #expect(misspelled.message == #"unknown key; did you mean "camera"?"#)
    }
}
