// A compile-time probe, built only against the stub Apple modules (scripts/check-apple): each
// delegate method of the SDK is exactly the Objective-C `@optional` member it means to be.
//
// On Apple platforms a method that nearly matches an optional member (a misspelt label, a
// completion handler without `@Sendable`) compiles, and WebKit never calls it. The stubs
// declare each optional member as a protocol of its own without a default
// (Tests/AppleStubs/*/OptionalMembers.swift): conforming to one compiles only when the type
// has a method of exactly that name and type. Add a line here for each delegate method the
// SDK implements.
#if MINIAPPKIT_APPLE_STUBS
@testable import MiniAppKitWebKit
import WebKit

extension EngineRelay:
    WKScriptMessageHandlerWithReplyMember.ReplyHandler,
    WKNavigationDelegateMember.DecidePolicyForNavigationAction,
    WKNavigationDelegateMember.DidStartProvisionalNavigation,
    WKNavigationDelegateMember.DidCommitNavigation,
    WKNavigationDelegateMember.DidFinishNavigation,
    WKNavigationDelegateMember.DidFailProvisionalNavigation,
    WKNavigationDelegateMember.DidFailNavigation,
    WKNavigationDelegateMember.WebContentProcessDidTerminate,
    WKUIDelegateMember.CreateWebView,
    WKUIDelegateMember.DidClose,
    WKUIDelegateMember.RunJavaScriptAlertPanel,
    WKUIDelegateMember.RunJavaScriptConfirmPanel,
    WKUIDelegateMember.RunJavaScriptTextInputPanel,
    WKUIDelegateMember.RequestMediaCapturePermission {}

extension WKBrowserWindow:
    WKNavigationDelegateMember.DecidePolicyForNavigationAction,
    WKUIDelegateMember.CreateWebView,
    WKUIDelegateMember.DidClose,
    WKUIDelegateMember.RunJavaScriptAlertPanel,
    WKUIDelegateMember.RunJavaScriptConfirmPanel,
    WKUIDelegateMember.RunJavaScriptTextInputPanel {}

#if !canImport(UIKit) && canImport(AppKit)
extension WKBrowserWindow: NSWindowDelegateMember.WindowWillClose {}
#endif
#endif
