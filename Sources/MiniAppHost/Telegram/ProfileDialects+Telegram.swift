import Foundation
import MiniAppKit
#if os(Linux)
import MiniAppKitGTK
#endif

extension ProfileDialects {
    /// `telegram` in `miniapp open`: launched as the profile's `telegram` section says
    /// (init data signed with its bot token and this host's key, or passed through),
    /// answered by the profile's services, with Telegram's chrome drawn in GTK around the
    /// page. Every change of the chrome, popup and question is a `host` transcript line.
    /// A data folder where the host's key cannot be kept gives a key for this run only
    /// (a `host` line says so).
    static func telegram(_ environment: Environment) -> DialectAttachment {
        let options = environment.options
        let profile = options.settings.profile
        let section = profile.telegram ?? HostProfile.Telegram()
        let dark = profile.darkMode ?? false
        let chrome = ProfileTelegramChrome(section: section, host: environment.host, isInteractive: options.settings.isInteractive, isDark: dark)
        var user = section.user ?? HostProfile.Telegram.demoUser
        if section.user == nil { user.languageCode = String(profile.reportedLocale.prefix(2)) }
        let initData: TelegramLaunch.InitData
        if let raw = section.initData {
            initData = .raw(raw)
        } else {
            let token = section.botToken?.text ?? HostProfile.Telegram.demoBotToken
            var signer: TelegramInitDataSigner?
            do {
                signer = try TelegramHostKey.signer(section, dataDirectory: options.settings.display.dataDirectory)
            } catch {
                chrome.record("telegramSigningKey", "the host's key cannot be kept in \(options.settings.display.dataDirectory.path) (\(error)); this run signs with a key of its own")
                signer = try? TelegramInitDataSigner(botToken: token, signingKeySeed: TelegramInitDataSigner.makeSeed())
            }
            let data = TelegramInitData(
                queryId: section.queryId, user: user, receiver: section.receiver, chat: section.chat, chatType: section.chatType?.rawValue,
                chatInstance: section.chatInstance, startParam: section.startParam, canSendAfter: section.canSendAfter)
            initData = signer.map { .signed(data, $0) } ?? .none
        }
        let launch = TelegramLaunch(
            initData: initData, platform: section.platform?.rawValue ?? (profile.emulatedDevice != nil ? "ios" : TelegramLaunch.defaultPlatform),
            startParam: section.startParam, theme: ProfileTelegramChrome.theme(section, dark: dark),
            defaultColors: section.defaultColors?.mapValues(\.hex), showsSettingsButton: section.showSettings ?? false,
            isBotInline: section.botInline ?? false, isFullscreen: section.fullscreen ?? false)
        let device = ProfileTelegramDevice(section: section, chrome: chrome)
        let biometry = section.biometry.map { $0.available == false ? BiometricsStatus.notPresent : .available([$0.type == .finger ? .touch : .face]) }
        let services = TelegramServices(
            chrome: chrome, account: ProfileTelegramAccount(section: section, chrome: chrome, user: user), device: device,
            location: environment.host, biometrics: FixedBiometrics(biometry ?? .notPresent))
        #if os(Linux)
        if let engine = environment.engine as? WebKitGTKEngine, let gtk = try? TelegramGTKChrome(
            engine: engine, title: options.identity.displayName, showsLeadingButton: environment.tabShell == nil) {
            if !options.settings.isInteractive {
                gtk.automaticAnswers = TelegramGTKChrome.AutomaticAnswers(popup: { [weak chrome] in chrome?.popupAnswer($0) },
                                                                          prompt: { [weak chrome] in chrome?.consent($0.kind) != .cancelled })
            }
            gtk.onAnswer = { [weak chrome] what, answer, how in chrome?.record(what.hasPrefix("popup") ? "telegramPopup" : "telegramPrompt", "\(what) → \(answer) (\(how))") }
            chrome.inner = gtk
            let folder = section.downloads.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? TelegramGTKDevice.userDownloadsDirectory
            let desktop = TelegramGTKDevice(downloadsDirectory: folder)
            desktop.onDownload = { [weak chrome] source, file, error in
                chrome?.record("telegramDownload", file.map { "\(source.absoluteString) → \($0.path)" } ?? "\(source.absoluteString) failed: \(error ?? "")")
            }
            device.desktop = desktop
        }
        #endif
        return DialectAttachment.telegram(services, launch: launch).whenAttached { endpoint, display in
            guard let endpoint = endpoint as? TelegramEndpoint else { return }
            chrome.endpoint = endpoint
            #if os(Linux)
            (chrome.inner as? TelegramGTKChrome)?.attach(to: endpoint, display: display)
            #endif
        }
    }
}
