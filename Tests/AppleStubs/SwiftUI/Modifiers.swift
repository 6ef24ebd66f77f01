/// A modified view: what the modifiers below return behind `some View`.
struct ModifiedView<Content: View> {
    let content: Content
}

extension ModifiedView: View {
    var body: Never { unimplemented() }
}

/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
extension View {
    /// SwiftUI.swiftinterface: `nonisolated public func task(priority: TaskPriority = .userInitiated,
    /// @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View`.
    /// Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated,
    /// @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable`.
    /// Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func onChange<V>(of value: V, initial: Bool = false,
    /// _ action: @escaping () -> Void) -> some View where V : Equatable`. Available iOS 17.0, macOS 14.0.
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func onChange<V>(of value: V, initial: Bool = false,
    /// _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V : Equatable`.
    /// Available iOS 17.0, macOS 14.0.
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View`.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View`.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func disabled(_ disabled: Bool) -> some View`.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func accessibilityIdentifier(_ identifier: String)
    /// -> ModifiedContent<Self, AccessibilityAttachmentModifier>`: how a UI test finds the view.
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func padding(_ length: CGFloat? = nil) -> some View` (all edges).
    nonisolated public func padding(_ length: CGFloat? = nil) -> some View {
        ModifiedView(content: self)
    }

    /// SwiftUI.swiftinterface: `nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil,
    /// maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    /// alignment: Alignment = .center) -> some View` (without `alignment` here).
    nonisolated public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil
    ) -> some View {
        ModifiedView(content: self)
    }
}
