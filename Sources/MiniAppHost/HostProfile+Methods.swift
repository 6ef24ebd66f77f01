public import MiniAppKit

extension HostProfile {
    /// What one action answers instead of the host's own answer: how a profile, or a test
    /// through the control API, makes any method fail with a host error or answer late.
    ///
    /// `{"value": …}` succeeds with that value, `{"error": …}` fails with that error (in
    /// the dialect's wire form: a text or `{"type", "message"}` object for `miniapp`),
    /// and `delayMs` waits first; with only `delayMs`, the host's own answer comes late.
    public struct MethodAnswer: Sendable, Codable, Equatable {
        public var value: JSONValue?
        public var error: JSONValue?
        /// Milliseconds to wait before answering.
        public var delayMs: Int?

        public init(value: JSONValue? = nil, error: JSONValue? = nil, delayMs: Int? = nil) {
            self.value = value
            self.error = error
            self.delayMs = delayMs
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // `"value": null` is a value (the page receives null), unlike a missing key.
            value = container.contains(.value) ? try container.decode(JSONValue.self, forKey: .value) : nil
            error = try container.decodeIfPresent(JSONValue.self, forKey: .error)
            delayMs = try container.decodeIfPresent(Int.self, forKey: .delayMs)
            if value != nil, error != nil {
                throw DecodingError.dataCorruptedError(forKey: .error, in: container, debugDescription: "give either value or error, not both")
            }
            if value == nil, error == nil, delayMs == nil {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "give value, error or delayMs")
            }
            if let delayMs, !(0...600_000).contains(delayMs) {
                throw DecodingError.dataCorruptedError(forKey: .delayMs, in: container, debugDescription: "delayMs must be 0 to 600000 (ten minutes); it is \(delayMs)")
            }
        }

        private enum CodingKeys: String, CodingKey { case value, error, delayMs }

        /// The answer as the bridge applies it.
        var scripted: ScriptedAnswer {
            let outcome: ScriptedAnswer.Outcome? = if let value { .value(value) } else if let error { .error(error) } else { nil }
            return ScriptedAnswer(outcome: outcome, delay: delayMs.map { .milliseconds($0) })
        }
    }
}
