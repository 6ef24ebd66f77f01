extension MiniAppMethods {
    /// `getFeatureList` (§6): the truth about this host. Every 5.6.1 action (each
    /// answered as §2 says, a documented "not implemented" error included) and each
    /// newer action this host answers; then the host's ``FeatureListProvider``, if any,
    /// may change the list.
    static var featureList: NewerAction {
        let method = M("getFeatureList") { _, context in
            var answered = baseActionNames
            answered += newerActions.filter { $0.isAnswered(context) }.map(\.name)
            if let host = context.service((any FeatureListProvider).self) {
                do {
                    answered = try await host.featureList(answered: answered)
                } catch {
                    return .reply(.failure(newerError(error, action: "getFeatureList")))
                }
            }
            return .reply(.success(json(answered)))
        }
        return NewerAction(method: method, isAnswered: { _ in true })
    }

    /// The actions of the 2023 bridge that 5.6.1 implements (§2), in the table's order.
    package static let baseActionNames = [
        "getUniqueId", "getMessagingUniqueId", "getMauid", "requestPermission", "showAd", "loadAd",
        "requestCustomPermissions", "shareInfo", "getUserName", "getProfilePhoto", "getContacts", "getAccessToken",
        "setScreenOrientation", "sendMessageToContact", "sendMessageToContactId", "sendMessageToMultipleContacts",
        "getPoints", "getHostEnvironmentInfo", "downloadFile", "setSecureStorageItems", "getSecureStorageItem",
        "removeSecureStorageItems", "clearSecureStorage", "getSecureStorageSize", "setCloseAlert", "sendJsonToHostapp",
        "sendInfoToHostapp", "closeMiniApp", "getHostAppThemeColors", "isDarkMode", "sendAnalytics", "getCurrentPosition",
    ]

    /// `miniAppFinishedLoading` (§6): always `SUCCESS`. The SDK logs it and tells the
    /// display's ``MiniAppDisplay/onMiniAppFinishedLoading`` and the host's
    /// ``MiniAppLoadingObserver``, if any (the moment to end a splash screen).
    static var finishedLoading: NewerAction {
        let method = M("miniAppFinishedLoading") { _, context in
            context.display?.miniAppFinishedLoading()
            if let observer = context.service((any MiniAppLoadingObserver).self) {
                await observer.miniAppFinishedLoading(miniAppId: context.app.appId)
            }
            return .reply(.success("SUCCESS"))
        }
        return NewerAction(method: method, isAnswered: { _ in true })
    }
}
