/// A failure with a machine-readable code and a message for people.
///
/// The SDK's bundle, storage and engine failures share this one shape: callers
/// switch on ``code`` (an enum of the failing layer) and show ``message``.
public struct CodedError<Kind>: Error, Sendable, Equatable, CustomStringConvertible
where Kind: RawRepresentable & Sendable & Hashable, Kind.RawValue == String {
    /// The enum of failure kinds (`BundleError.Code.notAZip`…).
    public typealias Code = Kind

    /// What kind of failure, for code that reacts to it.
    public var code: Code
    /// What happened, for people.
    public var message: String

    /// A failure of kind `code`, described by `message`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`, as logs and error bodies show it.
    public var description: String { "\(code.rawValue): \(message)" }
}
