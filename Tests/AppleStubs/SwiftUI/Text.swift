/// SwiftUI.swiftinterface: `@frozen public struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation`
/// (Sendable). Available iOS 13.0, macOS 10.15.
///
/// More permissive than SwiftUI's: any value may be interpolated.
@available(iOS 13.0, macOS 10.15, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    private let key: String

    /// SwiftUI.swiftinterface: `public init(_ value: String)`.
    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
    }

    /// SwiftUI.swiftinterface: `public struct StringInterpolation : StringInterpolationProtocol`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += "\(value)"
        }
    }
}

/// SwiftUI.swiftinterface: `@frozen public struct Text : Equatable, Sendable`, a View.
/// Available iOS 13.0, macOS 10.15.
@available(iOS 13.0, macOS 10.15, *)
public struct Text: Equatable, Sendable {
    private let content: String

    /// SwiftUI.swiftinterface: `public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = ""
    }

    /// SwiftUI.swiftinterface: `@_disfavoredOverload public init<S>(_ content: S) where S : StringProtocol`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// SwiftUI.swiftinterface: `public init(verbatim content: String)`.
    public init(verbatim content: String) {
        self.content = content
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content
    }
}

extension Text: View {
    public var body: Never { unimplemented() }
}
