/// SwiftUI.swiftinterface: `@frozen public struct HorizontalAlignment : Equatable`. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

/// SwiftUI.swiftinterface: `@frozen public struct VerticalAlignment : Equatable`. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
}

/// SwiftUI.swiftinterface: `@frozen public struct VStack<Content> : View where Content : View`.
/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct VStack<Content: View> {
    /// SwiftUI.swiftinterface: `public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    /// @ViewBuilder content: () -> Content)`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

extension VStack: View {
    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `@frozen public struct HStack<Content> : View where Content : View`.
/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct HStack<Content: View> {
    /// SwiftUI.swiftinterface: `public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    /// @ViewBuilder content: () -> Content)`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

extension HStack: View {
    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `@frozen public struct Spacer`, a View. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct Spacer: Sendable {
    /// SwiftUI.swiftinterface: `public init(minLength: CGFloat? = nil)`.
    public init(minLength: CGFloat? = nil) {}
}

extension Spacer: View {
    public var body: Never { unimplemented() }
}

/// SwiftUI.swiftinterface: `@frozen public struct Group<Content>`, a `View` when its
/// content is one (`extension Group : View where Content : View`, `public init(@ViewBuilder content: () -> Content)`).
/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct Group<Content> {
    /// SwiftUI.swiftinterface: `public init(@ViewBuilder content: () -> Content)` (where `Content : View`).
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public var body: Never { unimplemented() }
}
