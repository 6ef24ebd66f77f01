/// SwiftUI.swiftinterface: `public struct Button<Label> : View where Label : View`. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct Button<Label: View> {
    private let action: @MainActor () -> Void

    /// SwiftUI.swiftinterface: `@preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void,
    /// @ViewBuilder label: () -> Label)`.
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
    }
}

extension Button: View {
    public var body: Never { unimplemented() }
}

/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
extension Button where Label == Text {
    /// SwiftUI.swiftinterface: `@preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey,
    /// action: @escaping @MainActor () -> Void)`.
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// SwiftUI.swiftinterface: `@_disfavoredOverload @preconcurrency nonisolated public init<S>(_ title: S,
    /// action: @escaping @MainActor () -> Void) where S : StringProtocol`.
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.action = action
    }
}

/// SwiftUI.swiftinterface: `public struct ProgressView<Label, CurrentValueLabel> : View
/// where Label : View, CurrentValueLabel : View`. Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View> {}

extension ProgressView: View {
    public var body: Never { unimplemented() }
}

/// Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
extension ProgressView where CurrentValueLabel == EmptyView, Label == EmptyView {
    /// SwiftUI.swiftinterface: `nonisolated public init() where Label == EmptyView` (indeterminate).
    nonisolated public init() {}

    /// SwiftUI.swiftinterface: `nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView,
    /// CurrentValueLabel == EmptyView, V : BinaryFloatingPoint`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

/// Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    /// SwiftUI.swiftinterface: `nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text`.
    nonisolated public init(_ titleKey: LocalizedStringKey) {}

    /// SwiftUI.swiftinterface: `@_disfavoredOverload nonisolated public init<S>(_ title: S) where Label == Text, S : StringProtocol`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) {}
}
