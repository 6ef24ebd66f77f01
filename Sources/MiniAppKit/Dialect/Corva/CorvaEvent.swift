/// What the native side sends a Corva page: only `window.navigateAppTo(path)`.
package enum CorvaEvent: PushedEvent, Equatable {
    /// Move the single-page app to `path` (`/dashboards/1234`) without reloading.
    case navigateAppTo(String)

    /// `navigateAppTo`, in transcripts.
    package var name: String {
        switch self {
        case .navigateAppTo: "navigateAppTo"
        }
    }

    /// The path.
    package var detail: String? {
        switch self {
        case .navigateAppTo(let path): path
        }
    }
}

/// The `corva` dialect sends no replies: its notifications are one-way.
package struct CorvaReply: BridgeReply, Equatable {
    /// Always `none`.
    package var status: ReplyStatus { .none }
    /// Always `nil`.
    package var value: String? { nil }
}
