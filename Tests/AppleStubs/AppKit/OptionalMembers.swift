// Objective-C `@optional` members of AppKit's protocols, each as a protocol of its own without
// a default: test-only (see WebKit/OptionalMembers.swift for why, and how a probe uses them).

/// NSWindow.h's `NSWindowDelegate` members the SDK implements. Available macOS 10.6.
@available(macOS 10.6, *)
public enum NSWindowDelegateMember {
    /// NSWindow.h: `- (void)windowWillClose:(NSNotification *)notification`.
    @MainActor
    public protocol WindowWillClose: NSWindowDelegate {
        func windowWillClose(_ notification: Notification)
    }
}
