extension MiniAppMethods {
    /// `allowBackForwardNavigationGestures`, `forceInternalWebView` (§6): the host's
    /// ``WebViewConfigurationProvider``, else the display: the engine's swipe gestures
    /// where it has them, and foreign pages loaded in the mini app's view while on.
    static var webViewConfigurationActions: [NewerAction] {
        [
            serviceAction("allowBackForwardNavigationGestures", (any WebViewConfigurationProvider).self,
                          fallbackAvailable: { $0.display?.offersNavigationGestures ?? false }) { call, context, host in
                guard let allowed = call.parameters.newer.shouldAllowNavigationGestures else { throw ParameterProblem.malformed }
                if let host { return bool(try await host.allowBackForwardNavigationGestures(allowed)) }
                guard let display = context.display else { throw HostServiceError.failedToConformToProtocol }
                return bool(display.setBackForwardNavigationGestures(allowed))
            },
            serviceAction("forceInternalWebView", (any WebViewConfigurationProvider).self,
                          fallbackAvailable: { $0.display != nil }) { call, context, host in
                guard let enabled = call.parameters.newer.shouldOpenInNativeWebView else { throw ParameterProblem.malformed }
                if let host { return bool(try await host.forceInternalWebView(enabled)) }
                guard let display = context.display else { throw HostServiceError.failedToConformToProtocol }
                display.externalNavigationOverride = enabled ? .loadInView : nil
                return bool(true)
            },
        ]
    }
}
