import Foundation
import Testing

/// The page's camera and microphone in `miniapp open` (docs/HOST-PROFILE.md, "Camera and
/// microphone"): the profile decides each `getUserMedia`, WebKit's mock devices stream
/// under Xvfb, `getPermissionStatus` reports the answer, and each request is a `media`
/// transcript line.
@Suite(.serialized) struct MediaCaptureEndToEndTests {
    static let page = "\(OpenRun.fixtures.path)/media"

    @Test func theProfileGrantsTheCameraAndDeniesTheMicrophone() throws {
        let run = try OpenRun.open([Self.page], profile: #"{"permissions": {"camera": "granted", "microphone": "denied"}}"#)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let results = try run.probeResults()
        #expect(results["before"] as? String == "unknown")
        #expect((results["camera"] as? [String: Any])?["video"] as? Int == 1, "\(results)")
        #expect((results["microphone"] as? [String: Any])?["error"] as? String == "NotAllowedError", "\(results)")
        #expect(results["cameraStatus"] as? String == "granted")
        #expect(results["microphoneStatus"] as? String == "denied")
        let media = run.lines("media")
        #expect(media.map { "\($0["devices"] ?? "") \($0["answer"] ?? "") \($0["by"] ?? "")" } == ["camera granted profile", "microphone denied profile"])
        // The page's URL (telegram's launch parameters in its hash).
        #expect((media.first?["url"] as? String)?.split(separator: "#").first?.hasSuffix("://miniapp/index.html") == true, "\(media)")
    }

    @Test func askIsDeniedAutomaticallyWhenHeadless() throws {
        let run = try OpenRun.open([Self.page])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let results = try run.probeResults()
        #expect((results["camera"] as? [String: Any])?["error"] as? String == "NotAllowedError", "\(results)")
        #expect(results["cameraStatus"] as? String == "denied")
        #expect(run.lines("media").map { "\($0["devices"] ?? "") \($0["answer"] ?? "") \($0["by"] ?? "")" } == ["camera denied automatic", "microphone denied automatic"])
    }
}
