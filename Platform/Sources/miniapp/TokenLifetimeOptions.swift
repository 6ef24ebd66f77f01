import ArgumentParser
import MiniAppRegistry

/// How long a token that `miniapp project token` or `miniapp operator token` issues works.
struct TokenLifetimeOptions: ParsableArguments {
    @Option(name: .customLong("expires-in-days"), help: "Days until the token stops working.")
    var days: Int = 365
    @Flag(name: .customLong("no-expiry"), help: "Issue a token that works until it is revoked (`miniapp tokens revoke`).")
    var never = false

    func validate() throws {
        guard (1...3650).contains(days) else { throw ValidationError("--expires-in-days must be 1 to 3650.") }
    }

    /// The lifetime to issue the token with; nil for no expiry.
    var duration: Duration? {
        never ? nil : .seconds(days * 24 * 3600)
    }
}
