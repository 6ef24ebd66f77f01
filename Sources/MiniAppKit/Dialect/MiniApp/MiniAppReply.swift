/// A reply in the `miniapp` dialect: the string V that reaches
/// `execSuccessCallback` or `execErrorCallback` (§1.5).
package enum MiniAppReply: BridgeReply, Equatable {
    case success(String)
    case failure(String)

    package var status: ReplyStatus {
        switch self {
        case .success: .success
        case .failure: .error
        }
    }

    package var value: String? {
        switch self {
        case .success(let value), .failure(let value): value
        }
    }

    /// What JavaScript actually receives. The bridge JS turns an empty success into
    /// `onError('Unknown Error')` (§1.5), so we send that error ourselves: the same
    /// JS-visible outcome, and the transcript shows what really happened.
    var normalized: MiniAppReply {
        switch self {
        case .success(""): .failure("Unknown Error")
        case .failure(""): .failure("Unknown Error")
        default: self
        }
    }
}
