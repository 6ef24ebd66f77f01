import Foundation
import FuzzSupport
@testable import MiniAppKit

/// The `miniapp` dialect's decoder: what a page posts to our secret handler (single
/// requests and `␞`-separated batches), to the public `MiniAppiOS` handler, and to the
/// console handlers; each refusal is also encoded into its reply.
///
/// First byte: which handler and which kind of body (string, a posted object's JSON,
/// undefined), or (12) a long-string request: the first line is a piece, and each `~`
/// in the rest becomes that piece repeated past 16 KiB, so the reader's shortcut for
/// bodies with long escaped strings (``LongStrings``) is reached from small inputs.
/// Besides not crashing, the request reader must agree with `JSONDecoder` on every
/// text (`MiniAppRequest.decode` promises exactly its result, shortcuts and all): the
/// same action, id and parameters, or a refusal of the same part.
@MainActor
enum MiniAppRequestFuzzing {
    static let dialect = MiniAppDialect(origin: WebOrigin(scheme: "mscheme.fuzz", host: "miniapp"), secret: "fuzz")
    static let page = URL(string: "mscheme.fuzz://miniapp/index.html")

    static func test(_ input: inout FuzzInput) {
        let choice = input.choose(13)
        if choice == 12 {
            let text = expanded(piece: input.line(), template: input.bytes)
            dialect.answerRefusals(dialect.decode(EngineMessage(handler: dialect.bridgeHandler, body: .string(text), mainFrameURL: page)))
            checkAgreesWithJSONDecoder(text)
            return
        }
        let handlers = [dialect.bridgeHandler, MiniAppDialect.publicHandler, dialect.logHandler, MiniAppDialect.publicLogHandler]
        let text = input.text
        let body: MessageBody = switch choice / 4 {
        case 0: .string(text)
        case 1: .json(text)
        default: .undefined
        }
        let message = EngineMessage(handler: handlers[choice % 4], body: body, mainFrameURL: page)
        dialect.answerRefusals(dialect.decode(message))
        if choice % 4 == 0, choice / 4 == 0 {
            checkAgreesWithJSONDecoder(text)
        }
    }

    /// `template` with its first ``maximumExpansions`` `~` each replaced by `piece`
    /// repeated to at least 16 KiB (later ones stay as they are).
    static func expanded(piece: [UInt8], template: [UInt8]) -> String {
        let unit = piece.isEmpty ? Array("a".utf8) : piece
        var long: [UInt8] = []
        while long.count < LongStrings.minimumBodyBytes { long += unit }
        var out: [UInt8] = []
        var expansions = 0
        for byte in template {
            if byte == UInt8(ascii: "~"), expansions < maximumExpansions {
                out += long
                expansions += 1
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Enough long strings for a body with a long key, a long value and a long id; an
    /// unbounded count let a 4 KiB template become a 64 MiB body, and the target ran at
    /// a few hundred executions a second.
    static let maximumExpansions = 4

    /// Traps when the fast paths give another request, or another error, than `JSONDecoder`.
    static func checkAgreesWithJSONDecoder(_ text: String) {
        let fast = Result { try MiniAppRequest.decode(text) }
        let reference = Result { try JSONDecoder().decode(MiniAppRequest.self, from: Data(text.utf8)) }
        switch (fast, reference) {
        case (.success(let a), .success(let b)):
            Invariant.check(a.action == b.action && a.id == b.id, "action or id differs from JSONDecoder's")
            switch (a.parameters, b.parameters) {
            case (.success(let x), .success(let y)):
                Invariant.check(x == y, "parameters differ from JSONDecoder's")
            case (.failure, .failure):
                // Both refuse the parameters. Their reasons are not compared: with several
                // bad values in one object, `JSONDecoder` itself names whichever its
                // dictionary visits first, and that order changes from one decode to the next.
                break
            default:
                Invariant.fail("one reader decoded the parameters, the other refused them")
            }
        case (.failure, .failure):
            break
        default:
            Invariant.fail("one reader decoded the request, the other refused it")
        }
    }
}

// libFuzzer calls the test on the main thread, where the engine's messages are made.
FuzzDriver.run { data, size in
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated { MiniAppRequestFuzzing.test(&input) }
    return 0
}
