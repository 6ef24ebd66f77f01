// Foundation's typed key-value observing (NSObject.observe(_:options:changeHandler:),
// from Foundation's Swift overlay on Apple platforms) is Objective-C runtime only: Linux
// Foundation has none of it. Apple code observes WKWebView's KVO-compliant properties
// (title, url, isLoading, estimatedProgress, canGoBack) with it, so the UIKit and AppKit
// stubs supply the declarations where Foundation lacks them, as Foundation declares them
// (`@preconcurrency`, a `@Sendable` handler). AppKit/KeyValueObserving.swift is a link
// to this file: only one of the two stubs is ever built.
#if !canImport(ObjectiveC)

/// Foundation (NSKeyValueObserving.h): `typedef NS_OPTIONS(NSUInteger, NSKeyValueObservingOptions)`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// `NSKeyValueObservingOptionNew = 0x01`.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// `NSKeyValueObservingOptionOld = 0x02`.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// `NSKeyValueObservingOptionInitial = 0x04`.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// `NSKeyValueObservingOptionPrior = 0x08`.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// Foundation (NSKeyValueObserving.h): `typedef NS_ENUM(NSUInteger, NSKeyValueChange)`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// Foundation's Swift overlay: `public struct NSKeyValueObservedChange<Value>`.
public struct NSKeyValueObservedChange<Value> {
    public let kind: NSKeyValueChange
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// Foundation's Swift overlay: `public class NSKeyValueObservation : NSObject`, the token an
/// observation lasts as long as.
open class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Foundation's Swift overlay: `public func invalidate()`.
    public func invalidate() {}
}

/// Foundation's Swift overlay: `public protocol _KeyValueCodingAndObserving`, which NSObject adopts.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Foundation's Swift overlay: `@preconcurrency public func observe<Value>(_ keyPath: KeyPath<Self, Value>,
    /// options: NSKeyValueObservingOptions = [],
    /// changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`.
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}
#endif
