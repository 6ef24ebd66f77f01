/// NSWorkspace.h: `APPKIT_EXTERN @interface NSWorkspace : NSObject` (not UI-actor-bound, not
/// Sendable). Available macOS 10.0.
@available(macOS 10.0, *)
open class NSWorkspace: NSObject {
    /// NSWorkspace.h: `@property (class, readonly, strong) NSWorkspace *sharedWorkspace` (Swift: `shared`).
    open class var shared: NSWorkspace { unimplemented() }

    /// NSWorkspace.h: `- (BOOL)openURL:(NSURL *)url` (Swift: `open(_:)`; discardable).
    @discardableResult
    open func open(_ url: URL) -> Bool {
        unimplemented()
    }

    /// NSWorkspace.h: `- (void)openURL:(NSURL *)url configuration:(NSWorkspaceOpenConfiguration *)configuration
    /// completionHandler:(void (^ _Nullable)(NSRunningApplication * _Nullable app, NSError * _Nullable error))completionHandler`.
    /// Available macOS 10.15.
    @available(macOS 10.15, *)
    open func open(
        _ url: URL,
        configuration: NSWorkspace.OpenConfiguration,
        completionHandler: ((NSRunningApplication?, (any Error)?) -> Void)? = nil
    ) {
        unimplemented()
    }

    /// NSWorkspace.h: the async form of `-openURL:configuration:completionHandler:`. Available macOS 10.15.
    @available(macOS 10.15, *)
    open func open(_ url: URL, configuration: NSWorkspace.OpenConfiguration) async throws -> NSRunningApplication {
        unimplemented()
    }

    /// NSWorkspace.h: `APPKIT_EXTERN API_AVAILABLE(macos(10.15)) @interface NSWorkspaceOpenConfiguration : NSObject <NSCopying>`
    /// (Swift: `NSWorkspace.OpenConfiguration`). Available macOS 10.15.
    @available(macOS 10.15, *)
    open class OpenConfiguration: NSObject {
        /// NSWorkspace.h: `@property BOOL activates` (default YES).
        open var activates = true

        /// NSWorkspace.h: `@property BOOL promptsUserIfNeeded` (default YES).
        open var promptsUserIfNeeded = true
    }
}

/// NSRunningApplication.h: `APPKIT_EXTERN API_AVAILABLE(macos(10.6)) @interface NSRunningApplication : NSObject`.
/// Available macOS 10.6.
@available(macOS 10.6, *)
open class NSRunningApplication: NSObject {
    /// NSRunningApplication.h: `@property (nullable, readonly, copy) NSString *bundleIdentifier`.
    open var bundleIdentifier: String? { unimplemented() }
}

/// NSApplication.h: `APPKIT_EXTERN NS_SWIFT_UI_ACTOR @interface NSApplication : NSResponder`. Available macOS 10.0.
@MainActor
@available(macOS 10.0, *)
open class NSApplication: NSResponder {
    /// NSApplication.h: `@property (class, readonly, strong) __kindof NSApplication *sharedApplication` (Swift: `shared`).
    open class var shared: NSApplication { unimplemented() }

    /// NSApplication.h: `APPKIT_EXTERN NSNotificationName NSApplicationDidBecomeActiveNotification`
    /// (Swift: `class let NSApplication.didBecomeActiveNotification`, isolated to the main actor
    /// as the class is: unlike UIKit's, AppKit's notification names are not nonisolated).
    public static let didBecomeActiveNotification = NSNotification.Name("NSApplicationDidBecomeActiveNotification")

    /// NSApplication.h: `APPKIT_EXTERN NSNotificationName NSApplicationDidResignActiveNotification`.
    public static let didResignActiveNotification = NSNotification.Name("NSApplicationDidResignActiveNotification")

    /// NSApplication.h: `APPKIT_EXTERN NSNotificationName NSApplicationDidHideNotification`.
    public static let didHideNotification = NSNotification.Name("NSApplicationDidHideNotification")

    /// NSApplication.h: `APPKIT_EXTERN NSNotificationName NSApplicationDidUnhideNotification`.
    public static let didUnhideNotification = NSNotification.Name("NSApplicationDidUnhideNotification")
}

extension NSApplication {
    /// NSApplication.h: `typedef NSInteger NSModalResponse NS_TYPED_EXTENSIBLE_ENUM` (Swift:
    /// `NSApplication.ModalResponse`). Available macOS 10.9.
    public struct ModalResponse: Hashable, RawRepresentable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `NSModalResponseOK = 1`.
        public static let OK = ModalResponse(rawValue: 1)
        /// `NSModalResponseCancel = 0`.
        public static let cancel = ModalResponse(rawValue: 0)
        /// NSAlert.h: `NSAlertFirstButtonReturn = 1000`.
        public static let alertFirstButtonReturn = ModalResponse(rawValue: 1000)
        /// NSAlert.h: `NSAlertSecondButtonReturn = 1001`.
        public static let alertSecondButtonReturn = ModalResponse(rawValue: 1001)
    }
}
