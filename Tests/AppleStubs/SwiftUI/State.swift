/// SwiftUI.swiftinterface: `@frozen @propertyWrapper public struct State<Value> : DynamicProperty`
/// (Sendable). Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper
public struct State<Value>: DynamicProperty, @unchecked Sendable {
    private final class Box {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private let box: Box

    /// SwiftUI.swiftinterface: `public init(wrappedValue value: Value)`.
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// SwiftUI.swiftinterface: `public init(initialValue value: Value)`.
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// SwiftUI.swiftinterface: `public var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// SwiftUI.swiftinterface: `public var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> {
        Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
extension State where Value: ExpressibleByNilLiteral {
    /// SwiftUI.swiftinterface: `public init() where Value : ExpressibleByNilLiteral`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// SwiftUI.swiftinterface: `@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>`.
/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// SwiftUI.swiftinterface: `public init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// SwiftUI.swiftinterface: `public static func constant(_ value: Value) -> Binding<Value>`.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// SwiftUI.swiftinterface: `public var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// SwiftUI.swiftinterface: `public var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> { self }

    /// SwiftUI.swiftinterface: `public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject>`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { wrappedValue[keyPath: keyPath] }, set: { wrappedValue[keyPath: keyPath] = $0 })
    }
}
