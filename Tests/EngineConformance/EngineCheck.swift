import Foundation

/// One check of the conformance suite: a name, what it asserts, and the function that
/// runs it against an engine's harness.
///
/// A test target runs every check through one parameterized test:
///
/// ```swift
/// @Test(arguments: EngineConformance.checks)
/// func conformance(_ check: EngineCheck) async throws {
///     try await check.run(MyHarness())
/// }
/// ```
///
/// A check fails by throwing (a ``CheckFailure`` saying what it expected and what
/// happened), so the suite needs no test framework and links on every platform.
package struct EngineCheck: Sendable, CustomStringConvertible {
    /// The check's function name, which is also its name in test reports.
    package let name: String
    /// What the check asserts, in a sentence.
    package let asserts: String
    private let body: @MainActor @Sendable (any EngineHarness) async throws -> Void

    package init(
        _ name: String, asserts: String,
        _ body: @escaping @MainActor @Sendable (any EngineHarness) async throws -> Void
    ) {
        self.name = name
        self.asserts = asserts
        self.body = body
    }

    /// Runs the check on `harness`'s engines; throws what the check found wrong.
    @MainActor
    package func run(_ harness: any EngineHarness) async throws {
        try await body(harness)
    }

    package var description: String { name }
}

/// The engine conformance suite: the checks, each a `@MainActor` function taking the
/// harness, and ``checks``, the list a test target runs.
package enum EngineConformance {
    /// The checks a test run takes: every one, or those `ENGINE_CHECKS` names
    /// (comma-separated, `ENGINE_CHECKS=closingTheEngineStopsIt,snapshotIsPNG`), to run a
    /// few while working on them.
    package static var selected: [EngineCheck] {
        guard let names = ProcessInfo.processInfo.environment["ENGINE_CHECKS"]?.split(separator: ","), !names.isEmpty else {
            return checks
        }
        return checks.filter { names.contains(Substring($0.name)) }
    }

    /// Every check, in a stable order (grouped as the files in `Checks/` are).
    package static let checks: [EngineCheck] = [
        // User scripts
        EngineCheck("userScriptsRunAtDocumentStartAndEnd", asserts: "a document-start script runs before the page's own scripts, a document-end script after the document parsed") {
            try await userScriptsRunAtDocumentStartAndEnd($0)
        },
        EngineCheck("userScriptsRunInTheFramesTheyAskFor", asserts: "a main-frame-only script runs in the main frame and not in an iframe; an all-frames script runs in both") {
            try await userScriptsRunInTheFramesTheyAskFor($0)
        },
        EngineCheck("userScriptsKeepToTheirAllowList", asserts: "a script limited to test://a/* runs on test://a/ and not on test://b/; one limited to a path runs only under it") {
            try await userScriptsKeepToTheirAllowList($0)
        },
        // Message handlers
        EngineCheck("messageBodiesArriveConverted", asserts: "posted strings stay strings, other values arrive as JSON, undefined as .undefined, with the handler's name and the main frame's URL, and no reply for a handler without replies") {
            try await messageBodiesArriveConverted($0)
        },
        EngineCheck("replyPromisesSettle", asserts: "a reply handler's Promise resolves with a string, with JSON, with null (not undefined) for .null, rejects for .error, and resolves null when the reply is dropped") {
            try await replyPromisesSettle($0)
        },
        EngineCheck("aSecondHandlerOfTheSameNameIsHarmless", asserts: "adding a handler name again changes nothing: one delivery per post, the first registration's reply Promise") {
            try await aSecondHandlerOfTheSameNameIsHarmless($0)
        },
        EngineCheck("handlerNamesAreNotEnumerableFromAnyFrame", asserts: "no frame can list the handler names, yet a known name is reachable and an unknown one is undefined") {
            try await handlerNamesAreNotEnumerableFromAnyFrame($0)
        },
        // Frame identity
        EngineCheck("messagesNameTheirFrame", asserts: "a post from the main frame arrives with frame.isMainFrame true, one from a same- or cross-origin iframe with false and the iframe's URL; both get their replies") {
            try await messagesNameTheirFrame($0)
        },
        EngineCheck("aMessageNamesItsDocumentWhileTheViewNavigates", asserts: "while a main-frame navigation to another origin is pending, a post from the page still shown names that page (frame URL and origin), not the pending URL") {
            try await aMessageNamesItsDocumentWhileTheViewNavigates($0)
        },
        EngineCheck("callSchemeNavigationsNameTheFrameThatStartedThem", asserts: "call-scheme navigations started by the main frame are isMainFrame true; one an iframe starts is false where the engine attributes it (facts), else reported as the main frame's") {
            try await callSchemeNavigationsNameTheFrameThatStartedThem($0)
        },
        EngineCheck("callSchemeNavigationsNeverLoad", asserts: "a call-scheme navigation is reported and never loaded, even when the delegate allows it") {
            try await callSchemeNavigationsNeverLoad($0)
        },
        EngineCheck("iframeNavigationsAreNotTheMainFrames", asserts: "an iframe navigating itself to the web is asked with isMainFrame false, to the app's scheme per the facts; an iframe's web load is never asked as the main frame's, nor reported as a failed load") {
            try await iframeNavigationsAreNotTheMainFrames($0)
        },
        // Scheme serving
        EngineCheck("schemeServesTheMiniAppsFiles", asserts: "the mini app's scheme serves its page (200), a module and a fetch of its own file with its headers, and 404 for a missing file or one outside the app") {
            try await schemeServesTheMiniAppsFiles($0)
        },
        EngineCheck("schemeServesByteRanges", asserts: "a Range request reaches the handler and answers 206 with Content-Range and the bytes asked for") {
            try await schemeServesByteRanges($0)
        },
        EngineCheck("schemeAnswersRangesPastAnyFile", asserts: "a Range with positions past Int.max is clamped to the file (206) or refused (416), and the page goes on") {
            try await schemeAnswersRangesPastAnyFile($0)
        },
        EngineCheck("schemeHeadersReachBothSides", asserts: "a scheme handler's response headers reach the page, and the page's request headers reach the handler") {
            try await schemeHeadersReachBothSides($0)
        },
        // Navigation policy
        EngineCheck("aCancelledNavigationNeverLoads", asserts: "a navigation the delegate cancels is never requested, never started, and the page stays") {
            try await aCancelledNavigationNeverLoads($0)
        },
        EngineCheck("anAllowedLinkLoads", asserts: "a link click is asked as .linkClicked in the main frame and, allowed, loads") {
            try await anAllowedLinkLoads($0)
        },
        EngineCheck("aLinkToAnotherOriginIsAsked", asserts: "a main-frame link to another origin reaches the delegate as .linkClicked, isMainFrame true, and cancelled stays unloaded") {
            try await aLinkToAnotherOriginIsAsked($0)
        },
        EngineCheck("newWindowsAreAskedAndLoadInTheSameView", asserts: "target=_blank and window.open to the same origin are asked as .newWindow, isMainFrame true, and allowed load in the same view") {
            try await newWindowsAreAskedAndLoadInTheSameView($0)
        },
        EngineCheck("newWindowsToAboutNeverReplaceThePage", asserts: "window.open() and window.open('about:blank') answer null and a target=_blank link to about:blank loads nothing: the mini app's page stays") {
            try await newWindowsToAboutNeverReplaceThePage($0)
        },
        EngineCheck("navigationsKeepTheirRawURL", asserts: "NavigationAction.rawURL is the URL exactly as the page wrote it, invalid escapes included") {
            try await navigationsKeepTheirRawURL($0)
        },
        // Load events
        EngineCheck("aLoadReportsStartedCommittedFinished", asserts: "a load reports started, committed and finished with its URL, in that order") {
            try await aLoadReportsStartedCommittedFinished($0)
        },
        EngineCheck("anUnreachableLoadFails", asserts: "a load of an unreachable URL reports .failed with that URL and a message, and not the page shown before as finished again") {
            try await anUnreachableLoadFails($0)
        },
        EngineCheck("aReplacedLoadIsNotAFailure", asserts: "a load still in flight that a newer load replaces is not reported as failed, and the newer page loads") {
            try await aReplacedLoadIsNotAFailure($0)
        },
        EngineCheck("aMediaDocumentIsNotAFailedLoad", asserts: "a .wav loaded in the main frame plays in a media document, and the plug-in-handled end of its navigation is not reported as a failure") {
            try await aMediaDocumentIsNotAFailedLoad($0)
        },
        // JavaScript, snapshots, dialogs
        EngineCheck("evaluatesJavaScript", asserts: "evaluateJavaScript returns JSON text, nil for undefined, and throws javaScriptException with the message for a throwing script") {
            try await evaluatesJavaScript($0)
        },
        EngineCheck("snapshotIsPNG", asserts: "snapshotPNG returns PNG data") {
            try await snapshotIsPNG($0)
        },
        EngineCheck("dialogsAreAcceptedByDefault", asserts: "without a dialog handler alert returns, confirm answers true and prompt its default text, each recorded as answered automatically") {
            try await dialogsAreAcceptedByDefault($0)
        },
        EngineCheck("aDialogHandlerDecides", asserts: "the dialog handler receives each dialog's kind and message; declining answers confirm false and prompt null") {
            try await aDialogHandlerDecides($0)
        },
        EngineCheck("aDialogPresenterAnswersLikeAPerson", asserts: "a dialog presenter is asked each dialog (kind, message, default text), may take its time, wins over the handler, and its answers reach the page and the record as a person's") {
            try await aDialogPresenterAnswersLikeAPerson($0)
        },
        EngineCheck("aDialogOpenWhenTheEngineClosesIsAnsweredOnce", asserts: "closing the engine answers a dialog its presenter still holds, once, as dismissed (recorded as automatic), cancels the presenter's task, and drops its late answer") {
            try await aDialogOpenWhenTheEngineClosesIsAnsweredOnce($0)
        },
        // Lifecycle
        EngineCheck("closingTheEngineStopsIt", asserts: "close() tells the delegate, forgets the URL and refuses evaluation with .closed") {
            try await closingTheEngineStopsIt($0)
        },
        EngineCheck("aPageWithOneHistoryEntryClosesItself", asserts: "window.close() from a page with one history entry closes the engine (webEngineDidClose)") {
            try await aPageWithOneHistoryEntryClosesItself($0)
        },
        EngineCheck("webProcessTerminationIsReported", asserts: "after the web process ends the delegate hears .webProcessTerminated with the page's URL, and a new load works") {
            try await webProcessTerminationIsReported($0)
        },
        EngineCheck("setUpAfterTheFirstLoadIsRefused", asserts: "handlers, scripts and schemes added after the first load never reach a page, this one or the next") {
            try await setUpAfterTheFirstLoadIsRefused($0)
        },
        EngineCheck("closedDisplaysLeaveNothingBehind", asserts: "six displays opened and closed (by the page's closeMiniApp or the host), with host.onClose = { display.close() }, leave no display, engine, web view or host alive, and a closed page's timers stop") {
            try await closedDisplaysLeaveNothingBehind($0)
        },
        // Browser windows
        EngineCheck("anHTMLBrowserPageEndsAtItsCallback", asserts: "an HTML page in a browser window that navigates to its callback answers .intercepted with the callback's full URL, and its window closes") {
            try await anHTMLBrowserPageEndsAtItsCallback($0)
        },
        EngineCheck("browserWindowsOpenAndCloseWithTheirEngine", asserts: "a web page (GET) answers .opened and stays open; closing the engine closes every browser window and a waiting HTML page answers .closed") {
            try await browserWindowsOpenAndCloseWithTheirEngine($0)
        },
        EngineCheck("aBrowserWindowsTokenStaysWithItsOrigin", asserts: "a browser window's Authorization, sent to its server, never reaches another origin after 301, 302, 303, 307 or 308, for GET, POST, PUT and DELETE; methods and bodies follow Fetch") {
            try await aBrowserWindowsTokenStaysWithItsOrigin($0)
        },
        EngineCheck("aBrowserWindowsDialogsGoThroughItsEngine", asserts: "a confirm() in a browser window's page is answered by the engine's presenter and recorded by the engine") {
            try await aBrowserWindowsDialogsGoThroughItsEngine($0)
        },
        // The display on the engine
        EngineCheck("aDisplayRecoversFromATerminatedWebProcess", asserts: "a MiniAppDisplay answers a miniapp call left open when the web process ends (openCalls back to 0) and reloads its page") {
            try await aDisplayRecoversFromATerminatedWebProcess($0)
        },
        // Dialects on the engine
        EngineCheck("telegramPageSpeaksTheRawProtocol", asserts: "a page speaking the telegram wire itself finds TelegramWebviewProxy in its main frame only and its launch parameters in the hash, gets every answer as an object through TelegramGameProxy.receiveEvent, the refusal of what is not a JSON object, and the host's taps") {
            try await telegramPageSpeaksTheRawProtocol($0)
        },
        EngineCheck("aDisplayStopsReloadingAPageThatKeepsEndingItsProcess", asserts: "a MiniAppDisplay reloads a page whose web process ended three times within a minute, and not a fourth: it reports the load as failed and tells the host") {
            try await aDisplayStopsReloadingAPageThatKeepsEndingItsProcess($0)
        },
        EngineCheck("aDisplayWithANonASCIIAppIdLoads", asserts: "displays of app ids café and カメラ serve their pages on two ASCII schemes and load them") {
            try await aDisplayWithANonASCIIAppIdLoads($0)
        },
    ]
}
