// Test-only stand-in for Apple's Network framework (scripts/check-apple): the path monitor
// only, written from Network's Swift interface (Network.swiftinterface) as Apple's
// documentation shows it. Linux never checks Apple availability: each `@available` is also
// in the doc comment.

@_exported import Dispatch

/// Network.swiftinterface: `final public class NWPathMonitor : @unchecked Sendable`.
/// Available iOS 12.0, macOS 10.14.
@available(iOS 12.0, macOS 10.14, *)
public final class NWPathMonitor: @unchecked Sendable {
    /// Network.swiftinterface: `public init()` (every interface type).
    public init() {}

    /// Network.swiftinterface: `@preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)?`
    /// (called on the queue given to `start(queue:)`).
    @preconcurrency
    public final var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)?

    /// Network.swiftinterface: `final public var currentPath: NWPath { get }`.
    public final var currentPath: NWPath { NWPath(status: .requiresConnection) }

    /// Network.swiftinterface: `final public var queue: DispatchQueue? { get }`.
    public final var queue: DispatchQueue? { nil }

    /// Network.swiftinterface: `final public func start(queue: DispatchQueue)`.
    public final func start(queue: DispatchQueue) {}

    /// Network.swiftinterface: `final public func cancel()`.
    public final func cancel() {}
}

/// Network.swiftinterface: `public struct NWPath : Equatable, CustomDebugStringConvertible, Sendable`
/// (no public initializer: paths come from a monitor). Available iOS 12.0, macOS 10.14.
@available(iOS 12.0, macOS 10.14, *)
public struct NWPath: Equatable, Sendable {
    /// Network.swiftinterface: `public let status: NWPath.Status`.
    public let status: NWPath.Status

    /// Network.swiftinterface: `public let isExpensive: Bool`.
    public var isExpensive: Bool { false }

    /// Network.swiftinterface: `public let isConstrained: Bool`. Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    public var isConstrained: Bool { false }

    init(status: NWPath.Status) {
        self.status = status
    }

    /// Network.swiftinterface: `public enum Status : Equatable, Sendable`.
    public enum Status: Equatable, Hashable, Sendable {
        /// The path can be used to send and receive data.
        case satisfied
        /// The path cannot be used.
        case unsatisfied
        /// The path is not available now, but might be after a connection is started (VPN on demand).
        case requiresConnection
    }
}
