import Foundation
import MiniAppKit
#if os(Linux)
import MiniAppKitGTK
#endif

/// How `miniapp open` answers the page's camera and microphone requests
/// (`getUserMedia`): from the profile's `permissions.camera` and
/// `permissions.microphone`, asking a person for `ask`, and writing each request and
/// its answer as a `media` transcript line (`docs/HOST-PROFILE.md`, "Camera and
/// microphone"). It is the display's ``MiniAppDisplay/mediaCaptureDecider``.
@MainActor
struct ProfileMediaCapture {
    /// The profile's answers.
    var permissions: HostProfile.Permissions
    /// Who answers `ask`: a GTK dialog in an interactive run; `nil` where nobody can
    /// (headless), and `ask` is then denied automatically.
    var confirmation: (any UserConfirmation)?
    /// Where each request and its answer is written.
    var transcript: Transcript?
    /// The mini app's name, for the dialog.
    var appName: String

    /// Answers `request` and writes the `media` line.
    func decide(_ request: MediaCaptureRequest) async -> Bool {
        let (allowed, by) = await answer(request)
        transcript?.record("media", [
            "devices": .string(request.orderedDevices.map(\.rawValue).joined(separator: " ")),
            "url": request.pageURL.map { .string($0.absoluteString) },
            "answer": .string(allowed ? "granted" : "denied"),
            "by": .string(by),
        ])
        return allowed
    }

    /// The answer and how it came: `profile` when the profile decides every device (a
    /// device it denies denies the whole request), else the person's (`user`,
    /// `automatic`, `closed`), or `automatic` denial where nobody can be asked.
    func answer(_ request: MediaCaptureRequest) async -> (allowed: Bool, by: String) {
        let answers = request.orderedDevices.map(permissions.answer(for:))
        if answers.contains(.denied) { return (false, "profile") }
        if answers.allSatisfy({ $0 == .granted }) { return (true, "profile") }
        guard let confirmation else { return (false, "automatic") }
        let reply = await confirmation.confirm(question(for: request))
        return (reply.approved, reply.how == "button" ? "user" : reply.how)
    }

    /// The question a phone asks: which app, which devices.
    private func question(for request: MediaCaptureRequest) -> ConfirmationRequest {
        let devices = request.orderedDevices.map(\.rawValue).joined(separator: " and ")
        return ConfirmationRequest(
            title: "Allow “\(appName)” to use your \(devices)?",
            message: "The mini app asks to capture from your \(devices)" + (request.pageURL.map { " (\($0.absoluteString))" } ?? "") + ".",
            approveLabel: "Allow", rejectLabel: "Don’t Allow")
    }

    /// A GTK dialog over `engine`'s window (free-standing for a tab's engine); `nil` for
    /// an engine that has no GTK.
    static func dialog(over engine: any WebEngine) -> (any UserConfirmation)? {
        #if os(Linux)
        if let engine = engine as? WebKitGTKEngine { return GTKConfirmationDialog(engine: engine) }
        #endif
        return nil
    }
}
