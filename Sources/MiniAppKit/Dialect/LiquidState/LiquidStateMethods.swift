import Foundation

/// The `liquidstate` app domain's events, each a ``Method`` over ``LiquidStateServices``.
///
/// Methods reach their endpoint through the ``LiquidStateContext`` (weakly: the
/// endpoint owns the bridge that holds the context); one whose endpoint is gone
/// answers nothing.
@MainActor
enum LiquidStateMethods {
    typealias M = Method<LiquidStateDialect>
    typealias Run = @MainActor (LiquidStateEndpoint, LiquidStateRequest, String) async -> LiquidStateReply
    typealias Immediate = @MainActor (LiquidStateEndpoint, LiquidStateRequest, String) -> LiquidStateReply

    static var table: MethodTable<LiquidStateDialect> {
        // Events whose services answer at once run inside the engine callback, with no task.
        let immediate: [LiquidStateEventName: Immediate] = [
            .onlineStatus: onlineStatus,
            .setAuthenticationStatus: setAuthenticationStatus,
            .setNotificationPresentationStatus: setNotificationPresentationStatus,
            .setBackOverride: setBackOverride,
            .switchTab: switchTab,
            .setTabAppearance: setTabAppearance,
        ]
        let asynchronous: [LiquidStateEventName: Run] = [
            .reset: reset,
            .openFile: openFile,
            .userLocation: userLocation,
            .featureStatus: featureStatus,
            .clearAll: clearAll,
        ]
        let now = immediate.map { event, run in
            M(event.rawValue, immediate: { call, context in
                guard let endpoint = context.endpoint else { return .reply(.none) }
                return .reply(run(endpoint, call.parameters, call.action))
            })
        }
        let later = asynchronous.map { event, run in
            M(event.rawValue) { call, context in
                guard let endpoint = context.endpoint else { return .reply(.none) }
                return .reply(await run(endpoint, call.parameters, call.action))
            }
        }
        return MethodTable(now + later)
    }

    // MARK: - App lifecycle

    static func reset(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) async -> LiquidStateReply {
        // The page's routes go away with the reload, and so does an override set for one.
        endpoint.setBackOverride(false)
        await endpoint.services.shell.resetApp()
        return .none
    }

    static func clearAll(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) async -> LiquidStateReply {
        // First-launch state: no override, notifications not ready; authentication is kept.
        endpoint.setBackOverride(false)
        endpoint.setNotificationsReady(false)
        await endpoint.services.shell.clearAll()
        return .none
    }

    static func setAuthenticationStatus(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) -> LiquidStateReply {
        if case .setAuthenticationStatus(let value) = request { endpoint.setAuthenticated(value) }
        return .none
    }

    static func setNotificationPresentationStatus(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) -> LiquidStateReply {
        if case .setNotificationPresentationStatus(let ready) = request { endpoint.setNotificationsReady(ready) }
        return .none
    }

    static func setBackOverride(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) -> LiquidStateReply {
        if case .setBackOverride(let enabled) = request { endpoint.setBackOverride(enabled) }
        return .none
    }

    // MARK: - Device

    static func onlineStatus(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) -> LiquidStateReply {
        .response(event: event, data: .object([("status", .bool(endpoint.services.network.isNetworkAvailable))]))
    }

    static func openFile(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) async -> LiquidStateReply {
        guard case .openFile(let path) = request else { return .none }
        do throws(FileOpenSender.Failure) {
            let url = try endpoint.services.sender.resolve(path)
            await endpoint.services.opener.openExternal(url)
            return .none
        } catch {
            let type: LiquidStateErrorType = switch error {
            case .unsupportedPath: .unsupportedPath
            case .outsideRoot: .pathOutsideRoot
            case .notFound: .fileNotFound
            }
            return .failure(event: event, type: type, message: error.message)
        }
    }
}
