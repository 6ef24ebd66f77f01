/// SwiftUI.swiftinterface: `@frozen @propertyWrapper public struct Environment<Value> : DynamicProperty`.
/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// SwiftUI.swiftinterface: `public init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// SwiftUI.swiftinterface: `public var wrappedValue: Value { get }`.
    public var wrappedValue: Value {
        EnvironmentValues()[keyPath: keyPath]
    }
}

/// SwiftUI.swiftinterface: `public struct EnvironmentValues : CustomStringConvertible`.
/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct EnvironmentValues {
    public init() {}

    /// SwiftUI.swiftinterface: `public var scenePhase: ScenePhase { get set }`. Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

/// SwiftUI.swiftinterface: `public enum ScenePhase : Comparable, Hashable, Sendable`.
/// Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene is not visible.
    case background
    /// The scene is visible but takes no events.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}
