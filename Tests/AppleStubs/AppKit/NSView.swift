/// NSView.h: `APPKIT_EXTERN NS_SWIFT_UI_ACTOR @interface NSView : NSResponder <...>`. Available macOS 10.0.
@MainActor
@available(macOS 10.0, *)
open class NSView: NSResponder {
    /// NSView.h: `@property NSRect frame`.
    open var frame: NSRect

    /// NSView.h: `@property NSRect bounds`.
    open var bounds: NSRect

    /// NSView.h: `@property NSAutoresizingMaskOptions autoresizingMask` (Swift: `NSView.AutoresizingMask`).
    open var autoresizingMask: NSView.AutoresizingMask = []

    /// NSLayoutConstraint.h (NSConstraintBasedCompatibility): `@property BOOL translatesAutoresizingMaskIntoConstraints`.
    /// Available macOS 10.7.
    @available(macOS 10.7, *)
    open var translatesAutoresizingMaskIntoConstraints = true

    /// NSView.h: `@property (getter=isHidden) BOOL hidden`.
    open var isHidden = false

    /// NSView.h: `- (instancetype)initWithFrame:(NSRect)frameRect NS_DESIGNATED_INITIALIZER`.
    public init(frame frameRect: NSRect) {
        self.frame = frameRect
        self.bounds = NSRect(origin: .zero, size: frameRect.size)
        super.init()
    }

    /// NSView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`
    /// (imported `required`: a subclass with its own designated initializer must write it).
    public required init?(coder: NSCoder) {
        unimplemented()
    }

    /// NSView.h: `@property (nullable, readonly, unsafe_unretained) NSWindow *window`.
    open var window: NSWindow? { unimplemented() }

    /// NSView.h: `@property (nullable, readonly, unsafe_unretained) NSView *superview`.
    open var superview: NSView? { unimplemented() }

    /// NSView.h: `@property (copy) NSArray<__kindof NSView *> *subviews`.
    open var subviews: [NSView] {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// NSView.h: `- (void)addSubview:(NSView *)view`.
    open func addSubview(_ view: NSView) {
        unimplemented()
    }

    /// NSView.h: `- (void)removeFromSuperview`.
    open func removeFromSuperview() {
        unimplemented()
    }

    /// NSView.h: `- (void)viewDidMoveToWindow`.
    open func viewDidMoveToWindow() {}

    /// NSView.h: `- (void)viewDidMoveToSuperview`.
    open func viewDidMoveToSuperview() {}

    /// NSView.h: `- (void)layout`. Available macOS 10.7.
    @available(macOS 10.7, *)
    open func layout() {}

    /// NSView.h: `typedef NS_OPTIONS(NSUInteger, NSAutoresizingMaskOptions)` (Swift: `NSView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// `NSViewMinXMargin = 1`.
        public static let minXMargin = AutoresizingMask(rawValue: 1)
        /// `NSViewWidthSizable = 2`.
        public static let width = AutoresizingMask(rawValue: 2)
        /// `NSViewMaxXMargin = 4`.
        public static let maxXMargin = AutoresizingMask(rawValue: 4)
        /// `NSViewMinYMargin = 8`.
        public static let minYMargin = AutoresizingMask(rawValue: 8)
        /// `NSViewHeightSizable = 16`.
        public static let height = AutoresizingMask(rawValue: 16)
        /// `NSViewMaxYMargin = 32`.
        public static let maxYMargin = AutoresizingMask(rawValue: 32)
    }
}
