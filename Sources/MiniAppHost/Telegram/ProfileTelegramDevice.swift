import Foundation
import MiniAppKit

/// The device of `miniapp open` for a Telegram mini app: the profile's sensors, QR
/// codes, home screen and biometrics, and the desktop's real clipboard and downloads
/// (``desktop``, GTK's) unless the profile fixes them; a `host` transcript line for
/// haptics, downloads and settings screens.
@MainActor
final class ProfileTelegramDevice: TelegramDeviceProvider {
    let section: HostProfile.Telegram
    let chrome: ProfileTelegramChrome
    /// The desktop's clipboard and downloads, where there is one.
    var desktop: (any TelegramDeviceProvider)?

    init(section: HostProfile.Telegram, chrome: ProfileTelegramChrome) {
        self.section = section
        self.chrome = chrome
    }

    func readClipboardText() async -> String? {
        if let text = section.clipboard { return text }
        return await desktop?.readClipboardText()
    }

    func performHaptic(_ feedback: TelegramHapticFeedback) {
        let detail = switch feedback {
        case .impact(let style): "impact \(style)"
        case .notification(let type): "notification \(type)"
        case .selectionChanged: "selection changed"
        }
        chrome.record("telegramHaptic", detail)
    }

    func readings(of sensor: TelegramSensor, every interval: Duration, absolute: Bool) -> AsyncStream<TelegramSensorReading>? {
        let reading: TelegramSensorReading? = switch sensor {
        case .accelerometer: section.sensors?.accelerometer.map { .vector(x: $0.x, y: $0.y, z: $0.z) }
        case .gyroscope: section.sensors?.gyroscope.map { .vector(x: $0.x, y: $0.y, z: $0.z) }
        case .deviceOrientation: section.sensors?.deviceOrientation.map { .orientation(alpha: $0.alpha, beta: $0.beta, gamma: $0.gamma, absolute: $0.absolute ?? absolute) }
        }
        guard let reading else { return nil }
        return AsyncStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    continuation.yield(reading)
                    try? await Task.sleep(for: interval)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func scanQRCodes(text: String?) -> AsyncStream<String>? {
        guard let codes = section.qrCodes else { return nil }
        chrome.record("telegramQRScanner", "\(text ?? "") → \(codes.count) code\(codes.count == 1 ? "" : "s")")
        return AsyncStream { continuation in
            let task = Task {
                for code in codes {
                    try? await Task.sleep(for: .milliseconds(100))
                    guard !Task.isCancelled else { break }
                    continuation.yield(code)
                }
                try? await Task.sleep(for: .milliseconds(100))
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func homeScreenStatus() async -> TelegramHomeScreenStatus {
        guard let screen = section.homeScreen else { return .unsupported }
        return TelegramHomeScreenStatus(rawValue: (screen.status ?? .missed).rawValue) ?? .unknown
    }

    func addToHomeScreen() async -> Bool? {
        guard let screen = section.homeScreen else { return nil }
        chrome.record("telegramHomeScreen", screen.adds == false ? "declined" : "added")
        return screen.adds ?? true
    }

    func downloadFile(_ url: URL, fileName: String) async -> Bool {
        guard let desktop else { return false }
        chrome.record("telegramDownload", "\(fileName) from \(url.absoluteString)")
        return await desktop.downloadFile(url, fileName: fileName)
    }

    func authenticateBiometrics(reason: String?) async -> Bool {
        let authenticated = section.biometry?.authenticates ?? true
        chrome.record("telegramBiometry", "\(reason ?? "authenticate") → \(authenticated ? "authenticated" : "failed")")
        return authenticated
    }

    func openSettings(for prompt: TelegramPrompt.Kind) {
        chrome.record("telegramSettings", prompt.rawValue)
    }

    func lockOrientation(_ locked: Bool) {}
}
