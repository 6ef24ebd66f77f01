/// NSNib.h: `APPKIT_EXTERN @interface NSNib : NSObject <NSSecureCoding>`; here only for its
/// `Name` (`typedef NSString * NSNibName NS_SWIFT_BRIDGED_TYPEDEF`). Available macOS 10.3.
@available(macOS 10.3, *)
open class NSNib: NSObject {
    /// NSNib.h: `typedef NSString * NSNibName NS_SWIFT_BRIDGED_TYPEDEF` (Swift: `NSNib.Name`).
    public typealias Name = String
}

/// NSViewController.h: `APPKIT_EXTERN API_AVAILABLE(macos(10.5)) NS_SWIFT_UI_ACTOR
/// @interface NSViewController : NSResponder <NSEditor, NSSeguePerforming, NSUserInterfaceItemIdentification>`.
/// Available macOS 10.5.
@MainActor
@available(macOS 10.5, *)
open class NSViewController: NSResponder {
    /// NSViewController.h: `- (instancetype)initWithNibName:(nullable NSNibName)nibNameOrNil
    /// bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER`.
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// NSViewController.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`
    /// (imported `required`).
    public required init?(coder: NSCoder) {
        unimplemented()
    }

    /// NSViewController.h: `@property (strong) IBOutlet NSView *view` (nonnull: `loadView` must set it).
    open var view: NSView {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// NSViewController.h: `- (void)loadView`.
    open func loadView() {}

    /// NSViewController.h: `- (void)viewDidLoad`. Available macOS 10.10.
    @available(macOS 10.10, *)
    open func viewDidLoad() {}

    /// NSViewController.h: `- (void)viewWillAppear`. Available macOS 10.10.
    @available(macOS 10.10, *)
    open func viewWillAppear() {}

    /// NSViewController.h: `- (void)viewDidAppear`. Available macOS 10.10.
    @available(macOS 10.10, *)
    open func viewDidAppear() {}

    /// NSViewController.h: `- (void)viewWillDisappear`. Available macOS 10.10.
    @available(macOS 10.10, *)
    open func viewWillDisappear() {}

    /// NSViewController.h: `- (void)viewDidDisappear`. Available macOS 10.10.
    @available(macOS 10.10, *)
    open func viewDidDisappear() {}
}
