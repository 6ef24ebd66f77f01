#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MiniAppKit

/// A browser window of its own for a mini app's in-app browsers and
/// `loadUsingHTMLString` (docs/protocols/miniapp.md §6.1): a GTK window holding a plain
/// WebKit view in an ephemeral web context, so it shares no cookies, storage or bridge
/// with the mini app. With controls it has a header bar with back and forward buttons.
/// An HTML page ends at the first navigation to its callback URL, which is not loaded.
/// A web page's first request is sent as the mini app asked (``load(_:)``).
@MainActor
final class GTKBrowserWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let webView: UnsafeMutablePointer<WebKitWebView>
    let context: UnsafeMutablePointer<WebKitWebContext>
    private let callbackPrefix: String?
    private var connections: [SignalConnection] = []
    private var continuation: CheckedContinuation<BrowserWindowPage.Outcome, Never>?
    /// Whether the window is gone: its web view is destroyed with it, so nothing may
    /// touch the view afterwards (a page the window fetches may arrive later).
    private(set) var isClosed = false
    /// The fetch of the page the window sends itself (``load(_:)``), cancelled when the
    /// window goes.
    var fetching: Task<(Data, URLResponse), any Error>?
    /// Called once the window is gone, whatever ended it.
    var onEnd: ((GTKBrowserWindow) -> Void)?
    /// The mini app's engine, which answers the page's dialogs as it answers its own
    /// (GTKBrowserWindow+Dialogs.swift).
    weak var dialogEngine: WebKitGTKEngine?

    /// Makes and shows the window, showing an HTML page at once (a web page waits for
    /// ``load(_:)``), or `nil` when GTK or WebKit cannot make one. `engine` answers its
    /// page's dialogs.
    init?(page: BrowserWindowPage, title: String, dialogs engine: WebKitGTKEngine) {
        guard let context = webkit_web_context_new_ephemeral() else { return nil }
        guard let view = webkit_web_view_new_with_context(context), let window = gtk_window_new(GTK_WINDOW_TOPLEVEL) else {
            g_object_unref(context)
            return nil
        }
        self.context = context
        self.window = window
        self.webView = UnsafeMutableRawPointer(view).assumingMemoryBound(to: WebKitWebView.self)
        if case .html(_, _, let prefix) = page { callbackPrefix = prefix } else { callbackPrefix = nil }
        gtk_window_set_default_size(miniapp_window(window), 800, 600)
        gtk_window_set_title(miniapp_window(window), title)
        if case .web(_, controls: true) = page, let bar = gtk_header_bar_new() {
            let header = UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkHeaderBar.self)
            gtk_header_bar_set_show_close_button(header, 1)
            gtk_header_bar_set_title(header, title)
            for (icon, callback) in [("go-previous", Self.onBack), ("go-next", Self.onForward)] {
                if let button = gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON) {
                    gtk_header_bar_pack_start(header, button)
                    connections.append(connectSignal(UnsafeMutableRawPointer(button), "clicked", callback, route: WindowRoute(self)))
                }
            }
            gtk_window_set_titlebar(miniapp_window(window), bar)
        }
        gtk_container_add(miniapp_container(window), miniapp_widget(view))
        let route = WindowRoute(self)
        connections.append(connectSignal(UnsafeMutableRawPointer(view), "decide-policy", Self.onDecidePolicy, route: route))
        connections.append(connectSignal(UnsafeMutableRawPointer(window), "destroy", Self.onDestroy, route: route))
        dialogEngine = engine
        connections.append(connectSignal(UnsafeMutableRawPointer(view), "script-dialog", Self.onScriptDialog, route: route))
        gtk_widget_show_all(window)
        if case .html(let html, let baseURL, _) = page {
            webkit_web_view_load_html(webView, html, baseURL?.absoluteString)
        }
    }

    /// Waits for an HTML page's callback, or for the window to close.
    func outcome() async -> BrowserWindowPage.Outcome {
        await withCheckedContinuation { continuation in
            self.continuation = continuation
        }
    }

    /// Closes the window (the mini app's display went away); an HTML page waiting ends as closed.
    func close() {
        guard !isClosed else { return }
        gtk_widget_destroy(window)
    }

    private func finish(_ outcome: BrowserWindowPage.Outcome) {
        continuation?.resume(returning: outcome)
        continuation = nil
    }

    /// Holds the window weakly for its signals.
    final class WindowRoute {
        weak var window: GTKBrowserWindow?
        init(_ window: GTKBrowserWindow) { self.window = window }
    }

    /// `decide-policy`: a navigation to the callback ends an HTML page with its URL.
    private static let onDecidePolicy: GCallback = unsafeBitCast(
        { (_: gpointer?, decisionArgument: UnsafeMutablePointer<WebKitPolicyDecision>?, type: WebKitPolicyDecisionType, userDataArgument: gpointer?) -> gboolean in
            nonisolated(unsafe) let (decision, userData) = (decisionArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let decision, type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION,
                      let browser = routeObject(userData, as: WindowRoute.self)?.window, let prefix = browser.callbackPrefix,
                      let action = NavigationActionConversion.action(from: decision, newWindow: false),
                      case let target = action.rawURL ?? action.url.absoluteString, target.hasPrefix(prefix)
                else { return 0 }
                webkit_policy_decision_ignore(decision)
                browser.finish(.intercepted(target))
                browser.close()
                return 1
            }
        } as @convention(c) (gpointer?, UnsafeMutablePointer<WebKitPolicyDecision>?, WebKitPolicyDecisionType, gpointer?) -> gboolean,
        to: GCallback.self
    )

    /// `destroy`: the user (or the display) closed the window.
    private static let onDestroy: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                guard let browser = routeObject(userData, as: WindowRoute.self)?.window else { return }
                browser.isClosed = true
                browser.fetching?.cancel()
                browser.finish(.closed)
                for connection in browser.connections { connection.disconnect() }
                browser.connections.removeAll()
                browser.onEnd?(browser)
            }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    private static let onBack: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                guard let browser = routeObject(userData, as: WindowRoute.self)?.window else { return }
                webkit_web_view_go_back(browser.webView)
            }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    private static let onForward: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                guard let browser = routeObject(userData, as: WindowRoute.self)?.window else { return }
                webkit_web_view_go_forward(browser.webView)
            }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    isolated deinit {
        g_object_unref(context)
    }
}
#endif
