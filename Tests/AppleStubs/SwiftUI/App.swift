/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public protocol App`. Available iOS 14.0, macOS 11.0.
@MainActor
@preconcurrency
@available(iOS 14.0, macOS 11.0, *)
public protocol App {
    /// SwiftUI.swiftinterface: `associatedtype Body : Scene`.
    associatedtype Body: Scene

    /// SwiftUI.swiftinterface: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @SceneBuilder
    var body: Body { get }

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency init()`.
    init()
}

/// Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
extension App {
    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency public static func main()` (what `@main` calls).
    public static func main() {
        unimplemented()
    }
}

/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public protocol Scene`. Available iOS 14.0, macOS 11.0.
@MainActor
@preconcurrency
@available(iOS 14.0, macOS 11.0, *)
public protocol Scene {
    /// SwiftUI.swiftinterface: `associatedtype Body : Scene`.
    associatedtype Body: Scene

    /// SwiftUI.swiftinterface: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @SceneBuilder
    var body: Body { get }
}

/// SwiftUI.swiftinterface: `extension Never : Scene`.
extension Never: Scene {}

/// SwiftUI.swiftinterface: `@resultBuilder public struct SceneBuilder`. Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
@resultBuilder
public struct SceneBuilder {
    /// SwiftUI.swiftinterface: `static func buildExpression<Content>(_ content: Content) -> Content where Content : Scene`.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// SwiftUI.swiftinterface: `static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// SwiftUI.swiftinterface: `public struct WindowGroup<Content> : Scene where Content : View`.
/// Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
public struct WindowGroup<Content: View> {
    /// SwiftUI.swiftinterface: `nonisolated public init(@ViewBuilder content: () -> Content)`.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension WindowGroup: Scene {
    public var body: Never { unimplemented() }
}

#if canImport(UIKit)
/// SwiftUI.swiftinterface: `@MainActor @preconcurrency @propertyWrapper public struct
/// UIApplicationDelegateAdaptor<DelegateType> : DynamicProperty where DelegateType : NSObject,
/// DelegateType : UIApplicationDelegate`: an `App` property that makes and keeps its app delegate
/// (how a SwiftUI app answers `application(_:supportedInterfaceOrientationsFor:)`). Available iOS 14.0.
@MainActor
@preconcurrency
@available(iOS 14.0, *)
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// SwiftUI.swiftinterface: `public init(_ delegateType: DelegateType.Type = DelegateType.self)`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency public var wrappedValue: DelegateType { get }`.
    public var wrappedValue: DelegateType { unimplemented() }
}
#endif
