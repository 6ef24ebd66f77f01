#if canImport(UIKit)
/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public protocol UIViewRepresentable : View
/// where Self.Body == Never` (iOS only). Available iOS 13.0.
@MainActor
@preconcurrency
@available(iOS 13.0, *)
public protocol UIViewRepresentable: View where Body == Never {
    /// SwiftUI.swiftinterface: `associatedtype UIViewType : UIView`.
    associatedtype UIViewType: UIView
    /// SwiftUI.swiftinterface: `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void
    /// SwiftUI.swiftinterface: `typealias Context = UIViewRepresentableContext<Self>`.
    typealias Context = UIViewRepresentableContext<Self>

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType`.
    func makeUIView(context: Context) -> UIViewType

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`.
    func updateUIView(_ uiView: UIViewType, context: Context)

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType,
    /// coordinator: Self.Coordinator)` (default: does nothing).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`.
    func makeCoordinator() -> Coordinator
}

/// Available iOS 13.0.
@available(iOS 13.0, *)
extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// SwiftUI.swiftinterface: `extension UIViewRepresentable where Self.Body == Never`: no body to write.
    public var body: Never { unimplemented() }
}

/// Available iOS 13.0.
@available(iOS 13.0, *)
extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable>
/// where Representable : UIViewRepresentable`. Available iOS 13.0.
@MainActor
@preconcurrency
@available(iOS 13.0, *)
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// SwiftUI.swiftinterface: `public let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator

    /// SwiftUI.swiftinterface: `public var environment: EnvironmentValues { get }`.
    public var environment: EnvironmentValues { EnvironmentValues() }
}
#elseif canImport(AppKit)
/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public protocol NSViewRepresentable : View
/// where Self.Body == Never` (macOS only). Available macOS 10.15.
@MainActor
@preconcurrency
@available(macOS 10.15, *)
public protocol NSViewRepresentable: View where Body == Never {
    /// SwiftUI.swiftinterface: `associatedtype NSViewType : NSView`.
    associatedtype NSViewType: NSView
    /// SwiftUI.swiftinterface: `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void
    /// SwiftUI.swiftinterface: `typealias Context = NSViewRepresentableContext<Self>`.
    typealias Context = NSViewRepresentableContext<Self>

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType`.
    func makeNSView(context: Context) -> NSViewType

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)`.
    func updateNSView(_ nsView: NSViewType, context: Context)

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType,
    /// coordinator: Self.Coordinator)` (default: does nothing).
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`.
    func makeCoordinator() -> Coordinator
}

/// Available macOS 10.15.
@available(macOS 10.15, *)
extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}

    /// SwiftUI.swiftinterface: `extension NSViewRepresentable where Self.Body == Never`: no body to write.
    public var body: Never { unimplemented() }
}

/// Available macOS 10.15.
@available(macOS 10.15, *)
extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public struct NSViewRepresentableContext<Representable>
/// where Representable : NSViewRepresentable`. Available macOS 10.15.
@MainActor
@preconcurrency
@available(macOS 10.15, *)
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// SwiftUI.swiftinterface: `public let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator

    /// SwiftUI.swiftinterface: `public var environment: EnvironmentValues { get }`.
    public var environment: EnvironmentValues { EnvironmentValues() }
}
#endif

#if !canImport(UIKit)
/// SwiftUI.swiftinterface: `@MainActor @preconcurrency open class NSHostingView<Content> : AppKit.NSView
/// where Content : SwiftUI.View` (macOS only): a SwiftUI view in an AppKit hierarchy. Available macOS 10.15.
@MainActor
@preconcurrency
@available(macOS 10.15, *)
open class NSHostingView<Content: View>: NSView {
    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency public var rootView: Content { get set }`.
    public var rootView: Content

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency required public init(rootView: Content)`.
    public required init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }

    /// SwiftUI.swiftinterface: `@MainActor @preconcurrency required public init?(coder aDecoder: NSCoder)`.
    public required init?(coder aDecoder: NSCoder) {
        unimplemented()
    }
}
#endif
