import Foundation
import FuzzSupport
@testable import CorvaClient
@testable import MiniAppKit

/// Everything Corva's side sends us: what a page posts to `swiftHandler` (a name or an
/// object with `name`/`event`), and what Corva's API answers (app sets, assets, error
/// bodies, and the JSON Web Token whose payload the client reads).
///
/// First byte: which of them the rest is.
@MainActor
enum CorvaFuzzing {
    static let dialect = CorvaDialect()
    static let page = URL(string: "https://app.corva.ai/dashboards/1")

    static func test(_ input: inout FuzzInput) {
        let choice = input.choose(7)
        let text = input.text
        switch choice {
        case 0, 1, 2:
            let body: MessageBody = choice == 0 ? .string(text) : choice == 1 ? .json(text) : .undefined
            let message = EngineMessage(handler: CorvaDialect.handler, body: body, mainFrameURL: page)
            dialect.answerRefusals(dialect.decode(message))
        case 3:
            _ = try? JSONWebToken(text)
        case 4:
            _ = try? CorvaListDecoding.decode(CorvaAppSet.self, from: input.data, what: "app_sets")
        case 5:
            _ = try? CorvaListDecoding.decode(CorvaAsset.self, from: input.data, what: "assets")
        default:
            _ = CorvaSession.errorMessage(in: input.data)
        }
    }
}

// libFuzzer calls the test on the main thread, where the engine's messages are made.
FuzzDriver.run { data, size in
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated { CorvaFuzzing.test(&input) }
    return 0
}
