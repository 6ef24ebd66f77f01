/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public protocol View`.
/// Available iOS 13.0, macOS 10.15.
@MainActor
@preconcurrency
@available(iOS 13.0, macOS 10.15, *)
public protocol View {
    /// SwiftUI.swiftinterface: `associatedtype Body : View`.
    associatedtype Body: View

    /// SwiftUI.swiftinterface: `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @ViewBuilder
    var body: Body { get }
}

/// SwiftUI.swiftinterface: `extension Never : View` (the body of primitive views).
extension Never: View {
    public typealias Body = Never

    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `@frozen public struct EmptyView : View`. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct EmptyView: Sendable {
    public init() {}
}

extension EmptyView: View {
    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `@frozen public struct AnyView : View`. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct AnyView {
    public init<V: View>(_ view: V) {}
}

extension AnyView: View {
    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `@frozen public struct TupleView<T> : View`. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct TupleView<T> {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View {
    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `@frozen public struct _ConditionalContent<TrueContent, FalseContent>`,
/// a View when both are. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {}

extension _ConditionalContent: View {
    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `extension Optional : View where Wrapped : View`.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `public protocol DynamicProperty` (`@State`, `@Environment`).
/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
