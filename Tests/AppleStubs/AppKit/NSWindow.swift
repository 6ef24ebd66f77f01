/// NSWindow.h: `APPKIT_EXTERN NS_SWIFT_UI_ACTOR @interface NSWindow : NSResponder`. Available macOS 10.0.
@MainActor
@available(macOS 10.0, *)
open class NSWindow: NSResponder {
    /// NSWindow.h: `- (instancetype)initWithContentRect:(NSRect)contentRect styleMask:(NSWindowStyleMask)style
    /// backing:(NSBackingStoreType)backingStoreType defer:(BOOL)flag`.
    public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool) {
        super.init()
    }

    /// NSWindow.h: `@property (copy) NSString *title`.
    open var title: String {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// NSWindow.h: `@property (nullable, strong) __kindof NSView *contentView`.
    open var contentView: NSView? {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// NSWindow.h: `@property (nullable, weak) id<NSWindowDelegate> delegate` (weak: the window does not keep it).
    open weak var delegate: (any NSWindowDelegate)?

    /// NSWindow.h: `@property (getter=isReleasedWhenClosed) BOOL releasedWhenClosed` (Swift: `isReleasedWhenClosed`):
    /// whether AppKit releases the window once more when it closes; off for a window Swift code owns.
    open var isReleasedWhenClosed: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// NSWindow.h: `- (void)center`.
    open func center() {
        unimplemented()
    }

    /// NSWindow.h: `- (void)makeKeyAndOrderFront:(nullable id)sender`.
    open func makeKeyAndOrderFront(_ sender: Any?) {
        unimplemented()
    }

    /// NSWindow.h: `- (void)endSheet:(NSWindow *)sheetWindow returnCode:(NSModalResponse)returnCode`:
    /// ends a sheet's session, calling its completion handler with `returnCode`. Available macOS 10.9.
    @available(macOS 10.9, *)
    open func endSheet(_ sheetWindow: NSWindow, returnCode: NSApplication.ModalResponse) {
        unimplemented()
    }

    /// NSWindow.h: `- (void)close`: tells the delegate (`windowWillClose:`) and takes the window off screen.
    open func close() {
        unimplemented()
    }

    /// NSWindow.h: `typedef NS_OPTIONS(NSUInteger, NSWindowStyleMask)` (Swift: `NSWindow.StyleMask`).
    /// Available macOS 10.12.
    public struct StyleMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// `NSWindowStyleMaskBorderless = 0`.
        public static let borderless: StyleMask = []
        /// `NSWindowStyleMaskTitled = 1 << 0`.
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// `NSWindowStyleMaskClosable = 1 << 1`.
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// `NSWindowStyleMaskMiniaturizable = 1 << 2`.
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// `NSWindowStyleMaskResizable = 1 << 3`.
        public static let resizable = StyleMask(rawValue: 1 << 3)
    }

    /// NSGraphics.h: `typedef NS_ENUM(NSUInteger, NSBackingStoreType)` (Swift: `NSWindow.BackingStoreType`).
    public enum BackingStoreType: UInt, Sendable {
        /// `NSBackingStoreRetained` (deprecated).
        case retained = 0
        /// `NSBackingStoreNonretained` (deprecated).
        case nonretained = 1
        /// `NSBackingStoreBuffered`.
        case buffered = 2
    }
}

/// NSWindow.h: `NS_SWIFT_UI_ACTOR @protocol NSWindowDelegate <NSObject>`, every member `@optional`:
/// no requirements here; each member the SDK implements is in `NSWindowDelegateMember`
/// (AppKit/OptionalMembers.swift, see WebKit/OptionalMembers.swift). Available macOS 10.6.
@MainActor
@available(macOS 10.6, *)
public protocol NSWindowDelegate: NSObjectProtocol {}
