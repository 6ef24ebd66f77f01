// A web page in a window of its own, the cookies of a store, and the system's record of
// the camera, microphone and photo library permissions, written as Apple platform code
// writes them against the real SDKs: the stubs must accept all of it. It never runs.
import AVFoundation
import Foundation
import Photos
import SwiftUI
import WebKit

/// Reads every cookie of a website data store, both ways WebKit offers.
@MainActor
func idiomCookies(in store: WKWebsiteDataStore) async -> [String: String] {
    let cookieStore = store.httpCookieStore
    cookieStore.getAllCookies { cookies in print(cookies.count) }
    let cookies = await cookieStore.allCookies()
    return Dictionary(cookies.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
}

/// Whether the user let the app use the camera, the microphone and the photo library.
func idiomPermissionsGranted() -> Bool {
    let camera = AVCaptureDevice.authorizationStatus(for: .video)
    let microphone = AVCaptureDevice.authorizationStatus(for: AVMediaType.audio)
    let photos = PHPhotoLibrary.authorizationStatus(for: .readWrite)
    switch photos {
    case .authorized, .limited: break
    case .notDetermined, .denied, .restricted: return false
    @unknown default: return false
    }
    return [camera, microphone].allSatisfy { status in
        switch status {
        case .authorized: true
        case .notDetermined, .denied, .restricted: false
        @unknown default: false
        }
    } && PHPhotoLibrary.authorizationStatus(for: .addOnly) != .denied
}

#if canImport(UIKit)
/// A web page presented modally over whatever the window shows, with Done, back and forward.
@MainActor
func idiomPresentBrowser(_ webView: WKWebView, over view: UIView) {
    guard var top = view.window?.rootViewController else { return }
    while let presented = top.presentedViewController, !presented.isBeingDismissed {
        top = presented
    }
    let page = UIViewController(nibName: nil, bundle: nil)
    page.view = webView
    page.title = webView.title
    let navigation = UINavigationController(rootViewController: page)
    page.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in
        navigation.dismiss(animated: true)
    })
    let chevron = UIImage(systemName: "chevron.backward")
    let back = UIBarButtonItem(title: "Back", image: chevron, primaryAction: UIAction(title: "Back", image: chevron) { _ in
        webView.goBack()
    })
    back.isEnabled = webView.canGoBack
    page.toolbarItems = [back, .flexibleSpace(), UIBarButtonItem(systemItem: .cancel)]
    navigation.setToolbarHidden(false, animated: false)
    top.present(navigation, animated: true)
    page.navigationController?.dismiss(animated: true) { print("dismissed") }
}
#else
/// A web page in a window of its own, with back and forward buttons above it.
@MainActor
final class IdiomBrowserWindow: NSObject, NSWindowDelegate {
    var window: NSWindow?

    func show(_ webView: WKWebView) {
        let frame = NSRect(x: 0, y: 0, width: 800, height: 600)
        let window = NSWindow(contentRect: frame, styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        window.title = webView.title ?? ""
        let content = NSView(frame: frame)
        let bar = NSHostingView(rootView: Self.buttons(webView))
        bar.rootView = Self.buttons(webView)
        bar.frame = NSRect(x: 0, y: frame.height - 36, width: frame.width, height: 36)
        content.addSubview(bar)
        content.addSubview(webView)
        window.contentView = content
        window.delegate = self
        window.center()
        window.makeKeyAndOrderFront(nil)
        self.window = window
    }

    static func buttons(_ webView: WKWebView) -> some View {
        HStack {
            Button("Back") { webView.goBack() }.disabled(!webView.canGoBack)
            Button("Forward") { webView.goForward() }.disabled(!webView.canGoForward)
        }.padding(6)
    }

    func windowWillClose(_ notification: Notification) {
        window = nil
    }

    func dismiss() {
        window?.close()
    }
}
#endif
