import Foundation

/// When a signed manifest answer is signed and until when clients may trust it
/// (`signedAt`, `expiresAt`), and how long the server sends the same signed bytes again.
///
/// The expiry is TUF's defence against freeze attacks: a client refuses an answer past
/// its `expiresAt`, so a man in the middle replaying yesterday's answers cannot keep it on
/// an old version while it believes it is up to date. The registry signs on demand with
/// its online key, so the expiry can be short (``RegistryConfiguration/signedAnswerExpiry``,
/// an hour by default); TUF's timestamp role, re-signed by a periodic job, defaults to a day.
///
/// A signed answer is reused for ``reuse`` (a tenth of the expiry, at most a minute), so a
/// client always gets one whose signing time is at most that old and whose expiry is
/// almost all ahead of it, while a busy version is signed about once a minute rather
/// than at every request.
struct AnswerValidity: Sendable {
    /// How long an answer may be trusted after it is signed.
    let expiry: Duration

    /// How long the server sends an answer again before signing it anew.
    var reuse: Duration { min(.seconds(60), expiry / 10) }

    /// The signing time and expiry of an answer signed at `now`, in milliseconds since 1970.
    func stamp(at now: Date = Date()) -> (signedAt: Int, expiresAt: Int) {
        let signedAt = Int((now.timeIntervalSince1970 * 1000).rounded(.down))
        let (seconds, attoseconds) = expiry.components
        let expiryMilliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        return (signedAt, signedAt + expiryMilliseconds)
    }
}
