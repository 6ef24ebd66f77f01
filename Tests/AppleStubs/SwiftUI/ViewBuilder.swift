/// SwiftUI.swiftinterface: `@resultBuilder public struct ViewBuilder`. Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
@resultBuilder
public struct ViewBuilder {
    /// SwiftUI.swiftinterface: `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// SwiftUI.swiftinterface: `static func buildBlock() -> EmptyView`.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// SwiftUI.swiftinterface: `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// SwiftUI.swiftinterface: `static func buildBlock<each Content>(_ content: repeat each Content)
    /// -> TupleView<(repeat each Content)> where repeat each Content : View`. Available iOS 17.0, macOS 14.0.
    @available(iOS 17.0, macOS 14.0, *)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// SwiftUI.swiftinterface: `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// SwiftUI.swiftinterface: `static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    /// -> _ConditionalContent<TrueContent, FalseContent>`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    /// SwiftUI.swiftinterface: `static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    /// -> _ConditionalContent<TrueContent, FalseContent>`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    /// SwiftUI.swiftinterface: `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
