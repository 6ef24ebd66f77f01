/// Asks the user to approve or reject something, in the host's own UI.
///
/// A small seam between a service that must ask (a wallet paying, say) and the
/// toolkit that shows the question: `MiniAppKitGTK`'s `GTKConfirmationDialog` shows a
/// real GTK message dialog; tests and headless hosts answer directly. Implementations
/// run on the main actor and return once the user has answered; closing the question
/// without answering counts as a rejection.
@MainActor
public protocol UserConfirmation: AnyObject, Sendable {
    /// Shows `request` and returns the user's answer.
    func confirm(_ request: ConfirmationRequest) async -> ConfirmationAnswer
}

/// A question for the user.
public struct ConfirmationRequest: Sendable, Equatable {
    /// A short headline (`"Send 0.001 BCH?"`).
    public var title: String
    /// The details (who asks, to which address…).
    public var message: String
    /// The approving button's label (`Send`, `Share`).
    public var approveLabel: String
    /// The rejecting button's label.
    public var rejectLabel: String

    /// A question with `Approve` and `Reject` buttons unless other labels are given.
    public init(title: String, message: String, approveLabel: String = "Approve", rejectLabel: String = "Reject") {
        self.title = title
        self.message = message
        self.approveLabel = approveLabel
        self.rejectLabel = rejectLabel
    }
}

/// What the user answered, and how (for transcripts).
public struct ConfirmationAnswer: Sendable, Equatable {
    /// Whether the user approved.
    public var approved: Bool
    /// How the answer came: `button`, `automatic` (a headless run's programmed answer),
    /// `closed` (the dialog went away unanswered).
    public var how: String

    /// An answer, and how it came (`button`, `automatic`, `closed`).
    public init(approved: Bool, how: String) {
        self.approved = approved
        self.how = how
    }
}
