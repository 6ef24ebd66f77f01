/// NSAlert.h: `APPKIT_EXTERN NS_SWIFT_UI_ACTOR @interface NSAlert : NSObject`. Available macOS 10.3.
@MainActor
@available(macOS 10.3, *)
open class NSAlert: NSObject {
    /// NSAlert.h: `@property (copy) NSString *messageText`.
    open var messageText: String = ""

    /// NSAlert.h: `@property (copy) NSString *informativeText`.
    open var informativeText: String = ""

    /// NSAlert.h: `@property (nullable, strong) NSView *accessoryView`.
    open var accessoryView: NSView?

    /// NSAlert.h: `@property (readonly, strong) NSWindow *window`: the alert's own window (a sheet's).
    open var window: NSWindow { unimplemented() }

    /// NSAlert.h: `- (NSButton *)addButtonWithTitle:(NSString *)title`: the first is the default
    /// (`NSAlertFirstButtonReturn`), the next `NSAlertSecondButtonReturn`, ….
    @discardableResult
    open func addButton(withTitle title: String) -> NSButton {
        unimplemented()
    }

    /// NSAlert.h: `- (void)beginSheetModalForWindow:(NSWindow *)sheetWindow
    /// completionHandler:(void (^ _Nullable)(NSModalResponse returnCode))handler`: the block carries no
    /// annotation. Available macOS 10.9.
    @available(macOS 10.9, *)
    open func beginSheetModal(for sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil) {
        unimplemented()
    }
}

/// NSButton.h: `APPKIT_EXTERN NS_SWIFT_UI_ACTOR @interface NSButton : NSControl` (here directly an
/// NSView: the stubs have no NSControl). Available macOS 10.0.
@MainActor
@available(macOS 10.0, *)
open class NSButton: NSView {}

/// NSTextField.h: `APPKIT_EXTERN NS_SWIFT_UI_ACTOR @interface NSTextField : NSControl` (here
/// directly an NSView). Available macOS 10.0.
@MainActor
@available(macOS 10.0, *)
open class NSTextField: NSView {
    /// NSTextField.h: `+ (instancetype)textFieldWithString:(NSString *)stringValue` (Swift: `convenience init(string:)`).
    /// Available macOS 10.12.
    @available(macOS 10.12, *)
    public convenience init(string stringValue: String) {
        self.init(frame: .zero)
    }

    /// NSControl.h: `@property (copy) NSString *stringValue`.
    open var stringValue: String = ""
}
