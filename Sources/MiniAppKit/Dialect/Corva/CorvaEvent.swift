/// What the native side sends a Corva page: only `window.navigateAppTo(path)`.
public enum CorvaEvent: PushedEvent, Equatable {
    /// Move the single-page app to `path` (`/dashboards/1234`) without reloading.
    case navigateAppTo(String)

    /// `navigateAppTo`, in transcripts.
    public var name: String {
        switch self {
        case .navigateAppTo: "navigateAppTo"
        }
    }

    /// The path.
    public var detail: String? {
        switch self {
        case .navigateAppTo(let path): path
        }
    }
}

/// The `corva` dialect sends no replies: its notifications are one-way.
public struct CorvaReply: BridgeReply, Equatable {
    /// Always `none`.
    public var status: ReplyStatus { .none }
    /// Always `nil`.
    public var value: String? { nil }
}
