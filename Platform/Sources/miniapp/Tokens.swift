import ArgumentParser
import Foundation
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp tokens`: every operator and publisher token, and revocation.
    struct Tokens: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List operator and publisher tokens; revoke one (it stops working at once, and its console sessions end).",
            subcommands: [List.self, Revoke.self]
        )

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "List tokens, newest first: id, kind, project, label, issued, expires, state.")
            @OptionGroup var registry: RegistryOptions
            @Option(help: "Only this project's publisher tokens.") var project: String?

            func run() throws {
                let project = project
                let tokens = try registry.withAdmin { try await $0.store.tokens(project: project) }
                let now = Int(Date().timeIntervalSince1970 * 1000)
                for token in tokens {
                    let state = token.revokedAt != nil ? "revoked" : token.isValid(at: now) ? "valid" : "expired"
                    let fields = [
                        token.id, token.kind.rawValue, token.project ?? "-", token.label, Self.day(token.createdAt),
                        token.expiresAt.map(Self.day) ?? "never", state,
                    ]
                    print(fields.joined(separator: "  "))
                }
            }

            /// `2026-11-27`: a day is precise enough to read a token's age.
            static func day(_ milliseconds: Int) -> String {
                Date(timeIntervalSince1970: Double(milliseconds) / 1000).formatted(.iso8601.year().month().day())
            }
        }

        struct Revoke: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Revoke a token by the id `miniapp tokens list` shows; it stops publishing and signing in at once.")
            @OptionGroup var registry: RegistryOptions
            @Argument(help: "The token's id (16 hex digits).") var id: String

            func run() throws {
                let id = id
                let token = try registry.withAdmin { try await $0.operations.revokeToken(id: id, by: .commandLine) }
                print("revoked \(token.kind.rawValue) token \(token.id) (\(token.label))")
            }
        }
    }
}
