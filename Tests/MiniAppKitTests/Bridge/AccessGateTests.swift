import Foundation
import Testing
@testable import MiniAppKit

@Suite struct AccessGateTests {
    let gate = AccessGate(origin: WebOrigin(scheme: "mscheme.demo", host: "miniapp"))
    let page = URL(string: "mscheme.demo://miniapp/index.html")

    func origin(_ channel: CallOrigin.Channel, url: URL?, frame: FrameInfo? = nil) -> CallOrigin {
        CallOrigin(handler: "h", channel: channel, mainFrameURL: url, frame: frame)
    }

    @Test func allowsOurMainFrameBridge() {
        #expect(gate.check(origin(.trustedBridge, url: page), action: "getUserName") == nil)
    }

    @Test func refusesThePublicHandlerWhileOurBridgeRuns() {
        #expect(gate.check(origin(.publicHandler, url: page), action: "getUserName")?.rule == .mainFrameOnly)
    }

    @Test func trustsThePublicHandlerForAForeignBridge() {
        var foreign = gate
        foreign.trustsPublicHandler = true
        #expect(foreign.check(origin(.publicHandler, url: page), action: "getUserName") == nil)
    }

    @Test func refusesIframesWhereTheEngineReportsThem() {
        let error = gate.check(origin(.trustedBridge, url: page, frame: FrameInfo(isMainFrame: false, url: nil)), action: "x")
        #expect(error?.rule == .mainFrameOnly)
        #expect(gate.check(origin(.navigation(isMainFrame: false), url: page), action: "x")?.rule == .mainFrameOnly)
    }

    @Test(arguments: ["https://evil.example/", "mscheme.other://miniapp/index.html", "mscheme.demo://elsewhere/x", "about:blank"])
    func refusesOtherOrigins(url: String) {
        let error = gate.check(origin(.trustedBridge, url: URL(string: url)), action: "x")
        #expect(error?.rule == .sameOrigin)
        #expect(error?.code == .accessDenied)
    }

    /// During a navigation the view's URL is the pending one; a main frame that names its
    /// own document is judged by that document.
    @Test func judgesTheSendingMainFrameByItsOwnDocument() {
        let app = FrameInfo(isMainFrame: true, url: page)
        let elsewhere = URL(string: "https://elsewhere.example/next.html")
        #expect(gate.check(origin(.trustedBridge, url: elsewhere, frame: app), action: "x") == nil)

        let foreign = FrameInfo(isMainFrame: true, url: URL(string: "https://evil.example/"))
        let refusal = gate.check(origin(.trustedBridge, url: page, frame: foreign), action: "x")
        #expect(refusal?.rule == .sameOrigin)
        #expect(refusal?.message.contains("https://evil.example") == true)

        let opaque = FrameInfo(isMainFrame: true, url: page, origin: nil)
        #expect(gate.check(origin(.trustedBridge, url: page, frame: opaque), action: "x")?.rule == .sameOrigin)
    }

    @Test func appliesHostLists() {
        var narrowed = gate
        narrowed.deniedActions = ["getContacts"]
        #expect(narrowed.check(origin(.trustedBridge, url: page), action: "getContacts")?.rule == .hostPolicy)
        narrowed.allowedActions = ["getUserName"]
        #expect(narrowed.check(origin(.trustedBridge, url: page), action: "getPoints")?.rule == .hostPolicy)
        #expect(narrowed.check(origin(.trustedBridge, url: page), action: "getUserName") == nil)
    }

    @Test func originsCompareCaseAndDefaultPorts() {
        #expect(WebOrigin(URL(string: "HTTP://Example.com:80/a")!) == WebOrigin(URL(string: "http://example.com/b")!))
        #expect(WebOrigin(URL(string: "http://example.com:8080/")!) != WebOrigin(URL(string: "http://example.com/")!))
    }
}
